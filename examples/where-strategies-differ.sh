#!/usr/bin/env bash
# Where two strategies differ: every secret of a game played by both,
# and for each history after which their games first differ, how many
# secrets reach it, the guess each strategy plays there, and how many
# more guesses the first takes over those secrets than the second; how
# many such histories there are and the ROWS of most difference (10 by
# default), then the difference by the guesses both made before their
# games differ.
# usage: where-strategies-differ.sh [-n ROWS] STRATEGY1 STRATEGY2 PEGSxCOLORS
set -eu -o pipefail
export LC_ALL=C
usage() {
	echo "usage: where-strategies-differ.sh [-n ROWS] STRATEGY1 STRATEGY2 PEGSxCOLORS" >&2
	exit 2
}
rows=10
if [ "${1-}" = -n ]; then
	if [ $# -lt 2 ] || ! [[ $2 =~ ^[0-9]+$ ]]; then
		usage
	fi
	rows=$2
	shift 2
fi
if [ $# -ne 3 ] || ! [[ $3 =~ ^[0-9]+x[0-9]+$ ]]; then
	usage
fi
a=$1 b=$2 p=${3%x*} c=${3#*x}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

mm-gen --all -p "$p" -c "$c" >"$dir/all"
mm-solve --selfplay -p "$p" -c "$c" -t "$a" "$dir/all" >"$dir/a"
mm-solve --selfplay -p "$p" -c "$c" -t "$b" "$dir/all" >"$dir/b"

# Each game is a line "SECRET GUESSES GUESS...". For each secret whose
# two games differ: the guesses both made first (k of them), each
# game's length, and the guess of each after those; the secret and
# each of the k guesses go to mm-score, for the answers of the history.
awk -v pairs="$dir/pairs" -v totals="$dir/totals" '
	NR == FNR { game[$1] = $0; next }
	{
		n = split(game[$1], x, " ")
		ta += x[2]
		tb += $2
		for (k = 0; k + 3 <= n && k + 3 <= NF && x[k + 3] == $(k + 3); k++)
			;
		if (k == x[2] && k == $2)
			next
		line = $1 " " k " " x[2] " " $2 " " x[k + 3] " " $(k + 3)
		for (i = 1; i <= k; i++)
			print $1, $(i + 2) >pairs
		print line
	}
	END { print ta, tb >totals }
' "$dir/a" "$dir/b" >"$dir/differ"
touch "$dir/pairs"
mm-score -p "$p" -c "$c" <"$dir/pairs" >"$dir/scored"

read -r ta tb <"$dir/totals"
if [ "$ta" -ge "$tb" ]; then
	more="$((ta - tb)) more"
else
	more="$((tb - ta)) fewer"
fi
echo "$p pegs of $c colours, every secret: $a $ta guesses, $b $tb," \
    "$a takes $more"
if [ ! -s "$dir/differ" ]; then
	echo "their games are the same on every secret"
	exit 0
fi

# The history of each: the k guesses, each with its answer, from the
# lines mm-score wrote in the order they were asked.
awk -v scored="$dir/scored" -v bydepth="$dir/bydepth" '
	{
		h = ""
		for (i = 1; i <= $2; i++) {
			getline s <scored
			split(s, f, " ")
			h = h (i > 1 ? " " : "") f[2] " " f[3]
		}
		if (h == "")
			h = "(the first guess)"
		codes[h]++
		more[h] += $3 - $4
		ga[h] = $5
		gb[h] = $6
		depth[$2] += $3 - $4
	}
	END {
		for (h in codes)
			printf "%d\t%d\t%s\t%s\t%s\n", more[h], codes[h], ga[h],
			    gb[h], h
		for (d in depth)
			print d, depth[d] >bydepth
	}
' "$dir/differ" >"$dir/histories"

# a column of guesses as wide as a code, or its strategy's name
wa=$(( ${#a} > p ? ${#a} : p )) wb=$(( ${#b} > p ? ${#b} : p ))
count=$(wc -l <"$dir/histories")
if [ "$count" -eq 1 ]; then
	echo "where their games first differ, 1 history:"
elif [ "$count" -le "$rows" ]; then
	echo "where their games first differ, $count histories:"
else
	echo "where their games first differ, $count histories, the $rows of most difference:"
fi
printf '%6s %6s %-*s %-*s %s\n' more codes "$wa" "$a" "$wb" "$b" history
# awk reads to the end, so that sort is never cut off by a closed pipe
sort -t "$(printf '\t')" -k1,1nr -k2,2nr -k5,5 "$dir/histories" |
    awk -F '\t' -v n="$rows" -v wa="$wa" -v wb="$wb" 'NR <= n {
	printf "%6d %6d %-*s %-*s %s\n", $1, $2, wa, $3, wb, $4, $5 }'
echo "the difference by the guesses both made before their games differ:"
printf '%7s %6s\n' guesses more
sort -n "$dir/bydepth" | awk '{ printf "%7d %6d\n", $1, $2 }'
