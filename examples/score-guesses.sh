#!/bin/sh
# Score a file of guesses against a secret and show the board, for a game
# of any size: the options go to mm-score, and so do MM_COLORS and MM_PEGS.
# usage: score-guesses.sh [-c colors] [-p pegs] [--distinct] SECRET [FILE]
#        (FILE is guesses.txt beside the script unless given; - is stdin)
set -eu
usage() {
	echo 'usage: score-guesses.sh [-c colors] [-p pegs] [--distinct] SECRET [FILE]' >&2
	exit 2
}

# Take the operands out and leave the options in "$@", in their order.
secret='' file=''
n=$#
while [ "$n" -gt 0 ]; do
	arg=$1
	shift
	n=$((n - 1))
	case $arg in
	-c | -p | --colors | --colours | --pegs)
		[ "$n" -gt 0 ] || usage
		set -- "$@" "$arg" "$1"
		shift
		n=$((n - 1))
		;;
	-?*)
		set -- "$@" "$arg"
		;;
	*)
		if [ -z "$secret" ]; then
			secret=$arg
		elif [ -z "$file" ]; then
			file=$arg
		else
			usage
		fi
		;;
	esac
done
[ -n "$secret" ] || usage
file=${file:-$(dirname "$0")/guesses.txt}

# The secret scored against itself is the feedback that wins: 5,0 for
# five pegs.
win=$(mm-score "$@" "$secret" "$secret")
mm-score "$@" -f "$file" "$secret" | awk -v win="$win" '
	{ printf "%2d  %s  (%s)\n", NR, $1, $2 }
	$2 == win && !solved { solved = NR }
	END {
		if (solved) printf "solved in %d guesses\n", solved
		else printf "not solved in %d guesses\n", NR
	}'
