#!/usr/bin/env bash
# mm-solve -t lookahead, each figure with the command behind it:
#   totals  self-play over every secret of 4x7, 4x8, 5x8 and 6x6 on two
#           threads: the total, the worst game and the time; then the
#           total proved apart from the strategy: the strategy written
#           with --tree, and every secret played from the tree
#   moves   every move of three seeded games of 5x8 and of 6x6, one
#           thread and two, and the slowest move
# usage: bench/lookahead.sh [section ...]   (default: both; one run each;
#        commands from PATH)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=bench/timing.sh
. "$here/timing.sh"
sections=${*:-totals moves}

bench_header "mm-solve -t lookahead"

section_totals() {
	local game t0 t1 t2
	echo
	echo "every secret: mm-gen --all GAME | mm-solve --selfplay --summary -t lookahead -j 2 GAME"
	echo "proof: mm-solve --tree -t lookahead -j 2 GAME >tree;"
	echo "       mm-gen --all GAME | mm-solve --selfplay --summary -t tree:tree GAME"
	printf '  %-10s %8s %6s %9s %10s %8s\n' game total worst self-play "--tree" replayed
	for game in "-p 4 -c 7" "-p 4 -c 8" "-p 5 -c 8" "-p 6 -c 6"; do
		# shellcheck disable=SC2086
		mm-gen --all $game >"$tmp/all"
		stamp t0
		# shellcheck disable=SC2086
		mm-solve --selfplay --summary -t lookahead -j 2 $game \
		    "$tmp/all" >"$tmp/sum"
		stamp t1
		# shellcheck disable=SC2086
		mm-solve --tree -t lookahead -j 2 $game >"$tmp/tree"
		stamp t2
		# shellcheck disable=SC2086
		tree_summary "$tmp/tree" $game >"$tmp/replay"
		printf '  %-10s %8s %6s %7.1f s %8.1f s %8s\n' "${game//-[pc] /}" \
		    "$(summary_field total "$tmp/sum")" "$(summary_field worst "$tmp/sum")" \
		    "$(seconds $((t1 - t0)))" "$(seconds $((t2 - t1)))" \
		    "$(summary_field total "$tmp/replay")"
	done
}

# every move of the game of seed $2 on game $1, each timed on 1 and 2
# threads; prints the slowest move on two threads last
game_moves() {
	local game=$1 seed=$2 secret k guess answer t1 t2
	# shellcheck disable=SC2086
	secret=$(mm-gen -s "$seed" $game)
	: >"$tmp/h"
	for k in 1 2 3 4 5 6 7 8; do
		# shellcheck disable=SC2086
		guess=$(mm-solve --next -t lookahead -j 2 $game "$tmp/h")
		# shellcheck disable=SC2086
		t1=$(median_time 1 mm-solve --next -t lookahead -j 1 $game "$tmp/h")
		# shellcheck disable=SC2086
		t2=$(median_time 1 mm-solve --next -t lookahead -j 2 $game "$tmp/h")
		printf '    move %d %-7s %7s s %7s s\n' "$k" "$guess" "$t1" "$t2"
		echo "$t2" >>"$tmp/slowest"
		# shellcheck disable=SC2086
		answer=$(mm-score $game "$secret" "$guess")
		echo "$guess $answer" >>"$tmp/h"
		[ "$answer" != "${#guess},0" ] || break
	done
}

section_moves() {
	local game seed
	echo
	echo "every move: mm-solve --next -t lookahead -j J GAME <history of the moves before"
	for game in "-p 5 -c 8" "-p 6 -c 6"; do
		: >"$tmp/slowest"
		for seed in 1 2 3; do
			# shellcheck disable=SC2086
			echo "  $game, the secret $(mm-gen -s "$seed" $game): -j 1, -j 2"
			game_moves "$game" "$seed"
		done
		echo "  slowest move on two threads: $(sort -n "$tmp/slowest" | tail -1) s"
	done
}

for s in $sections; do
	case $s in
	totals | moves) "section_$s" ;;
	*) echo "bench/lookahead.sh: unknown section '$s'" >&2; exit 2 ;;
	esac
done
