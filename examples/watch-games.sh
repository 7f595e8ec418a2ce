#!/usr/bin/env bash
# Let mm-play --watch play N games against itself, with the seeds 1 to N,
# and print how many guesses each took and the average; further options
# go to mm-play (-t strategy, -c colors, -p pegs, -m max-guesses).
# usage: watch-games.sh N [mm-play options]
set -euo pipefail
n=${1:?usage: watch-games.sh N [mm-play options]}
shift
for ((s = 1; s <= n; s++)); do
	status=0
	board=$(mm-play --watch -s "$s" "$@") || status=$?
	((status <= 1)) || exit 2
	printf '%s\n' "${board##*$'\n'}"
done | awk '
	/^Pattern found in / { won++; sum += $4; print "game " NR ": " $4 }
	/^Pattern not found/ { print "game " NR ": not found" }
	END {
		if (won > 0)
			printf "average: %.3f guesses in %d of %d games\n",
			    sum / won, won, NR
		else
			printf "average: none in %d games\n", NR
	}'
