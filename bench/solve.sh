#!/usr/bin/env bash
# mm-solve speed: self-play over every 4x6 secret per strategy, and the
# time of each of the first three moves of a 5x8 game.
# usage: bench/solve.sh [seed]     (the 5x8 secret is mm-gen -s SEED;
#                                   commands from PATH)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=bench/timing.sh
. "$here/timing.sh"
seed=${1:-1}
strategies="minimax expected entropy parts random first sweep"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

mm-gen --all >"$tmp/all46"
selfplay() { mm-solve --selfplay --summary -t "$1" -s 1 "$tmp/all46"; }

echo "self-play over all 1296 secrets of 4 pegs x 6 colours:"
echo "  mm-solve --selfplay --summary -t S -s 1 <all secrets (median of 5)"
printf '  %-9s %8s %7s %9s\n' strategy time total average
for t in $strategies; do
	selfplay "$t" >"$tmp/sum"
	printf '  %-9s %6s s %7s %9s\n' "$t" "$(median_time 5 selfplay "$t")" \
	    "$(sed -n 's/^total: //p' "$tmp/sum")" \
	    "$(sed -n 's/^average: //p' "$tmp/sum")"
done

game="-p 5 -c 8"
secret=$(mm-gen -s "$seed" $game)
next() { mm-solve --next -t "$1" $game "$2"; }
echo
echo "the first three moves of a 5x8 game against $secret:"
echo "  mm-solve --next -t S -p 5 -c 8 <history of the moves before (median of 3)"
printf '  %-9s %-16s %-16s %-16s\n' strategy "move 1" "move 2" "move 3"
for t in $strategies; do
	: >"$tmp/h"
	row=""
	for k in 1 2 3; do
		guess=$(next "$t" "$tmp/h")
		row="$row$(printf '%-16s' "$guess $(median_time 3 next "$t" "$tmp/h") s")"
		echo "$guess $(mm-score $game "$secret" "$guess")" >>"$tmp/h"
	done
	printf '  %-9s %s\n' "$t" "$row"
done

echo
echo "the second move after the answer that leaves the most candidates:"
printf '  %-9s %-8s %-11s %s\n' strategy answer candidates "move 2"
mm-gen --all $game >"$tmp/all58"
for t in minimax expected entropy parts; do
	first=$(next "$t" /dev/null)
	answer=$(mm-score -b $game "$first" <"$tmp/all58" | sort | uniq -c |
	    sort -n | tail -1)
	echo "$first ${answer##* }" >"$tmp/h"
	printf '  %-9s %-8s %-11s %s s\n' "$t" "${answer##* }" "${answer% *}" \
	    "$(median_time 3 next "$t" "$tmp/h")"
done
