#!/usr/bin/env bash
# mm-solve speed, each figure with the command behind it:
#   4x6   self-play over every 4x6 secret, every strategy
#   5x8   self-play over every 5x8 secret, each heuristic, 1 and 2 threads
#   6x6   the same over every 6x6 secret
#   6x9   every move of the default strategy in 6x9 games, and the
#         second move after the answer that leaves the most candidates,
#         1 and 2 threads
#   6x10  every move of the default strategy in a 6x10 game (a million
#         codes), on 2 threads
#   moves the first three moves of a 5x8 game, every strategy, and the
#         heuristics' second move after their worst answer
# usage: bench/solve.sh [-r runs] [section ...]   (default: all sections,
#        the median of 3 runs; commands from PATH)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=bench/timing.sh
. "$here/timing.sh"
runs=3
if [ "${1:-}" = -r ]; then
	runs=$2
	shift 2
fi
sections=${*:-4x6 5x8 6x6 6x9 6x10 moves}
heuristics="parts expected minimax entropy"

bench_header mm-solve

# The median wall time of a command and the user time of that run:
# WALL/USER in seconds.
median_wu() {
	local runs=$1 i TIMEFORMAT='%R %U'
	shift
	for ((i = 0; i < runs; i++)); do
		{ time "$@" >/dev/null 2>&1; } 2>&1
	done | sort -n | awk '{ w[NR] = $1; u[NR] = $2 }
	    END { m = int((NR + 1) / 2); printf "%.2f/%.2f\n", w[m], u[m] }'
}

section_4x6() {
	local t
	mm-gen --all >"$tmp/all46"
	selfplay() { mm-solve --selfplay --summary -t "$1" -s 1 "$tmp/all46"; }
	echo
	echo "self-play over all 1296 secrets of 4 pegs x 6 colours:"
	echo "  mm-gen --all | mm-solve --selfplay --summary -t S -s 1 (median of $runs)"
	printf '  %-9s %8s %7s %9s\n' strategy time total average
	for t in minimax expected entropy parts random first sweep; do
		selfplay "$t" >"$tmp/sum"
		printf '  %-9s %6s s %7s %9s\n' "$t" \
		    "$(median_time "$runs" selfplay "$t")" \
		    "$(summary_field total "$tmp/sum")" \
		    "$(summary_field average "$tmp/sum")"
	done
}

selfplay_table() {
	local p=$1 c=$2 t
	echo
	echo "self-play over all $(mm-gen --all -p "$p" -c "$c" | wc -l) secrets of $p pegs x $c colours, wall/user seconds:"
	echo "  mm-gen --all -p $p -c $c | mm-solve --selfplay --summary -t S -j J -p $p -c $c (median of $runs)"
	printf '  %-9s %11s %11s %8s %9s\n' strategy "-j 1" "-j 2" total average
	for t in $heuristics; do
		allgames "$p" "$c" "$t" 1 >"$tmp/sum"
		printf '  %-9s %11s %11s %8s %9s\n' "$t" \
		    "$(median_wu "$runs" allgames "$p" "$c" "$t" 1)" \
		    "$(median_wu "$runs" allgames "$p" "$c" "$t" 2)" \
		    "$(summary_field total "$tmp/sum")" \
		    "$(summary_field average "$tmp/sum")"
	done
}

section_5x8() { selfplay_table 5 8; }
section_6x6() { selfplay_table 6 6; }

# The next guess of the default strategy in the game ${game[@]} on $1
# threads, after the history in the file $2.
next_on() { mm-solve --next -j "$1" "${game[@]}" "$2"; }

# Every move of the default strategy against the secret of seed $1 in
# the game ${game[@]} (-p P -c C), timed on each number of threads
# given after it; the slowest on the last number goes to $worst.
game_moves() {
	local seed=$1 secret k guess answer j t
	shift
	secret=$(mm-gen -s "$seed" "${game[@]}")
	: >"$tmp/h"
	echo "  $secret:"
	for k in 1 2 3 4 5 6 7 8 9 10; do
		guess=$(next_on 2 "$tmp/h")
		printf '    move %d %s' "$k" "$guess"
		for j; do
			t=$(median_wu "$runs" next_on "$j" "$tmp/h")
			printf '  %s' "$t"
		done
		echo
		worst=$(echo "${t%/*} $worst" | awk '{ print ($1 > $2) ? $1 : $2 }')
		answer=$(mm-score "${game[@]}" "$secret" "$guess")
		echo "$guess $answer" >>"$tmp/h"
		[ "$answer" != "${game[1]},0" ] || break
	done
}

section_6x9() {
	local game=(-p 6 -c 9) s worst=0 t1 t2 first answer
	echo
	echo "every move of the default strategy on 6 pegs x 9 colours, wall/user seconds with -j 1, -j 2:"
	echo "  mm-solve --next -j J -p 6 -c 9 <history of the moves before (median of $runs)"
	for s in 1 2 3 4 5; do
		game_moves "$s" 1 2
	done
	mm-gen --all "${game[@]}" >"$tmp/all69"
	first=$(next_on 2 /dev/null)
	answer=$(mm-score -b "${game[@]}" "$first" <"$tmp/all69" | sort | uniq -c |
	    sort -n | tail -1)
	echo "$first ${answer##* }" >"$tmp/h"
	t1=$(median_wu "$runs" next_on 1 "$tmp/h")
	t2=$(median_wu "$runs" next_on 2 "$tmp/h")
	echo "  second move after $first ${answer##* } (${answer% *} candidates): $t1  $t2"
	worst=$(echo "${t2%/*} $worst" | awk '{ print ($1 > $2) ? $1 : $2 }')
	# the slowest third move of all, found by timing every one
	printf 'AABBCD 1,1\nAEBEFG 1,2\n' >"$tmp/h"
	t1=$(median_wu "$runs" next_on 1 "$tmp/h")
	t2=$(median_wu "$runs" next_on 2 "$tmp/h")
	echo "  third move after AABBCD 1,1 AEBEFG 1,2 (11716 candidates): $t1  $t2"
	worst=$(echo "${t2%/*} $worst" | awk '{ print ($1 > $2) ? $1 : $2 }')
	echo "  slowest move with -j 2: $worst s"
	echo "  the same history with -g 1000, -j 2: $(median_wu "$runs" mm-solve --next -j 2 \
	    -g 1000 "${game[@]}" "$tmp/h")"
}

# A game of a million codes and 5005 multisets of colours, the most of
# the games played here.
section_6x10() {
	local game=(-p 6 -c 10) worst=0
	echo
	echo "every move of the default strategy on 6 pegs x 10 colours, wall/user seconds with -j 2:"
	echo "  mm-solve --next -j 2 -p 6 -c 10 <history of the moves before (median of $runs)"
	game_moves 5 2
	echo "  slowest move with -j 2: $worst s"
}

section_moves() {
	local game=(-p 5 -c 8) seed=1 t k guess row first answer secret
	secret=$(mm-gen -s "$seed" "${game[@]}")
	next() { mm-solve --next -t "$1" "${game[@]}" "$2"; }
	echo
	echo "the first three moves of a 5x8 game against $secret:"
	echo "  mm-solve --next -t S -p 5 -c 8 <history of the moves before (median of $runs)"
	printf '  %-9s %-16s %-16s %-16s\n' strategy "move 1" "move 2" "move 3"
	for t in minimax expected entropy parts random first sweep; do
		: >"$tmp/h"
		row=""
		for k in 1 2 3; do
			guess=$(next "$t" "$tmp/h")
			row="$row$(printf '%-16s' "$guess $(median_time "$runs" next "$t" "$tmp/h") s")"
			echo "$guess $(mm-score "${game[@]}" "$secret" "$guess")" >>"$tmp/h"
		done
		printf '  %-9s %s\n' "$t" "$row"
	done
	echo
	echo "the second move after the answer that leaves the most candidates:"
	printf '  %-9s %-8s %-11s %s\n' strategy answer candidates "move 2"
	mm-gen --all "${game[@]}" >"$tmp/all58"
	for t in $heuristics; do
		first=$(next "$t" /dev/null)
		answer=$(mm-score -b "${game[@]}" "$first" <"$tmp/all58" | sort |
		    uniq -c | sort -n | tail -1)
		echo "$first ${answer##* }" >"$tmp/h"
		printf '  %-9s %-8s %-11s %s s\n' "$t" "${answer##* }" \
		    "${answer% *}" "$(median_time "$runs" next "$t" "$tmp/h")"
	done
}

for s in $sections; do
	case $s in
	4x6 | 5x8 | 6x6 | 6x9 | 6x10 | moves) "section_$s" ;;
	*) echo "bench/solve.sh: unknown section '$s'" >&2; exit 2 ;;
	esac
done
