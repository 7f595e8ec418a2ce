#!/usr/bin/env bash
# mm-solve --shard: the time to run every shard of a game one after the
# other, on one thread and on two, the time of their join on one thread,
# its bounds checked and with --trust-bounds, and whether it is the tree
# of a single search.
# usage: bench/shards.sh [-r RUNS] [GAME...]
#   GAME: 4x6 4x6-m5 4x7 4x8 bc 5x6 4x10, in 4, 4, 8, 16, 4, 8 and 8
#   shards; 4x8 and bc by default (5x6 and 4x10 take about an hour
#   each); the median of RUNS runs of each, by default 1; commands
#   from PATH
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=bench/timing.sh
. "$here/timing.sh"
runs=1
if [ "${1:-}" = -r ]; then
	runs=${2:-}
	case $runs in
	'' | *[!0-9]* | 0*) echo "bench/shards.sh: -r takes a number of runs" >&2
		exit 2 ;;
	esac
	shift 2
fi
games=${*:-4x8 bc}

# How many shards each game is split into.
count() {
	case $1 in 4x7 | 5x6 | 4x10) echo 8 ;; 4x8) echo 16 ;; *) echo 4 ;; esac
}

# Every shard of game $2 in $3 shards, one after the other, on $1
# threads, into $tmp/part1 and on.
allshards() {
	local k
	for ((k = 1; k <= $3; k++)); do
		# shellcheck disable=SC2086
		mm-solve --tree -t optimal -j "$1" $2 --shard "$k/$3" \
		    >"$tmp/part$k"
	done
}

# The join on one thread of the $2 shards of game $1 into $tmp/joined,
# with the options that follow.
join() {
	local args=$1 n=$2
	shift 2
	# shellcheck disable=SC2086,SC2046
	mm-solve --tree -t optimal -j 1 $args --join "$@" \
	    $(seq -f "$tmp/part%g" "$n") >"$tmp/joined" 2>/dev/null
}

echo "mm-solve --tree -t optimal -j J GAME --shard K/N, for K = 1 to N one"
echo "after the other, and their --join on one thread, its bounds checked"
echo "and --trust-bounds (median of $runs); the join against a single search"
printf '%-8s %6s %9s %9s %9s %9s %6s\n' game shards "-j 1" "-j 2" join \
    trusted tree
for game in $games; do
	args=$(optimal_game bench/shards.sh "$game")
	n=$(count "$game")
	t1=$(median_time "$runs" allshards 1 "$args" "$n")
	t2=$(median_time "$runs" allshards 2 "$args" "$n")
	# shellcheck disable=SC2086
	mm-solve --tree -t optimal $args >"$tmp/single"
	tt=$(median_time "$runs" join "$args" "$n" --trust-bounds)
	tj=$(median_time "$runs" join "$args" "$n")
	same=differs
	cmp -s "$tmp/single" "$tmp/joined" && same=same
	printf '%-8s %6s %7s s %7s s %7s s %7s s %6s\n' "$game" "$n" "$t1" \
	    "$t2" "$tj" "$tt" "$same"
done
