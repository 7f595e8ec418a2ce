#!/bin/sh
# Score a file of guesses against a secret and show the board.
# usage: score-guesses.sh SECRET [FILE]   (default: guesses.txt beside it)
set -eu
secret=${1:?usage: score-guesses.sh SECRET [FILE]}
file=${2:-$(dirname "$0")/guesses.txt}

mm-score "$secret" <"$file" | awk '
	{ printf "%2d  %s  (%s)\n", NR, $1, $2 }
	$2 ~ /^4,0$/ { solved = NR }
	END {
		if (solved) printf "solved in %d guesses\n", solved
		else printf "not solved in %d guesses\n", NR
	}'
