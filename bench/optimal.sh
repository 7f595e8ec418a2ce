#!/usr/bin/env bash
# mm-solve -t optimal: the time to search each published optimum on one
# thread and on two, with the total and the worst game of the tree found.
# usage: bench/optimal.sh [-r RUNS] [GAME...]
#   GAME: 4x6 4x6-m5 4x7 4x8 bc 5x6 4x10, all but the last two (minutes
#   each) by default; the median of
#   RUNS runs of each, by default 3 for 4x6 and 1 for the others;
#   commands from PATH
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=bench/timing.sh
. "$here/timing.sh"
runs=
if [ "${1:-}" = -r ]; then
	runs=${2:-}
	case $runs in
	'' | *[!0-9]* | 0*) echo "bench/optimal.sh: -r takes a number of runs" >&2
		exit 2 ;;
	esac
	shift 2
fi
games=${*:-4x6 4x6-m5 4x7 4x8 bc}

# published: Koyama and Lai 1993; Ville 2013; 4x8 and Bulls and Cows
expect() {
	case $1 in
	4x6) echo 5625 ;; 4x6-m5) echo 5626 ;; 4x7) echo 11228 ;;
	4x8) echo 20471 ;; bc) echo 26274 ;;
	esac
}

# shellcheck disable=SC2086
tree() { mm-solve --tree -t optimal -j "$1" $2 >"$tmp/tree"; }

if [ -n "$runs" ]; then
	echo "mm-solve --tree -t optimal -j J GAME >tree   (the whole search; median of $runs"
	echo "runs); the total by self-play from the tree"
else
	echo "mm-solve --tree -t optimal -j J GAME >tree   (the whole search; median of 3"
	echo "for 4x6, one run otherwise); the total by self-play from the tree"
fi
printf '%-8s %9s %9s %8s %6s %10s\n' game "-j 1" "-j 2" total worst published
for game in $games; do
	args=$(optimal_game bench/optimal.sh "$game")
	n=${runs:-3}
	case $game in 4x6*) ;; *) n=${runs:-1} ;; esac
	t1=$(median_time "$n" tree 1 "$args")
	t2=$(median_time "$n" tree 2 "$args")
	tree 2 "$args"
	# shellcheck disable=SC2086
	tree_summary "$tmp/tree" ${args% -m 5} >"$tmp/sum"
	printf '%-8s %7s s %7s s %8s %6s %10s\n' "$game" "$t1" "$t2" \
	    "$(summary_field total "$tmp/sum")" \
	    "$(summary_field worst "$tmp/sum")" "$(expect "$game")"
done
