#!/usr/bin/env bash
# mm-solve beside public solvers, row by row: the wall time of our whole
# command (the median of the runs), its total of guesses, and where a
# peer's command is given, the peer's wall time on the same game,
# strategy and threads, and the ratio ours / the peer's. The peers are
# not part of this project; their totals are not read, so check by eye
# that they print the same total.
#
# usage: bench/peers.sh [-r RUNS] [ROW...]   (default: every row, the
#                                              median of 5 runs)
#        bench/peers.sh -l                   (the rows and their peers)
# A ROW selects the row of that name and the rows whose names go on
# with "-" after it: "opt-4x6" is opt-4x6-1 and opt-4x6-2, "5x8" every
# 5x8 row. Our commands are taken from PATH:
#   self-play rows  mm-gen --all -p P -c C |
#                       mm-solve --selfplay --summary -t S -j J -p P -c C
#   opt-* rows      mm-solve --tree -t optimal -j J GAME >tree
#                   (the total from replaying the tree with -t tree:FILE)
#
# The peers, each a command template run in a subshell of the script
# (no second bash starts within the time), its stdout discarded:
#   MM_PEER_SERIAL  a single-thread solver (the rows with peer "serial")
#   MM_PEER_OPENMP  an OpenMP solver (the rows with peer "openmp")
# An unset or empty variable leaves "-" in that peer's columns. In the
# template, each of these placeholders becomes the row's value:
#   {pegs}      the number of pegs: 4, 5 or 6
#   {colors}    the number of colours: 6, 7 or 8; 10 for Bulls and Cows
#   {distinct}  1 for Bulls and Cows (no colour repeated), 0 otherwise
#   {strategy}  parts, expected, minimax or entropy for self-play over
#               every secret; optimal for the exact optimum (opt-* rows)
#   {threads}   1 or 2
# for instance
#   MM_PEER_OPENMP='OMP_NUM_THREADS={threads} /path/to/solver -p {pegs}
#       -c {colors} -s {strategy}' bench/peers.sh opt-4x6
# A peer whose options differ more (a flag for Bulls and Cows, other
# strategy names) is best given as a small script taking the values.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=bench/timing.sh
. "$here/timing.sh"

# name           pegs colours distinct strategy threads peers
rows="
5x8-parts-1      5 8  0 parts    1 serial
5x8-expected-2   5 8  0 expected 2 openmp
5x8-parts-2      5 8  0 parts    2 openmp
5x8-minimax-1    5 8  0 minimax  1 serial,openmp
5x8-minimax-2    5 8  0 minimax  2 openmp
5x8-entropy-1    5 8  0 entropy  1 serial,openmp
5x8-entropy-2    5 8  0 entropy  2 openmp
6x6-parts-2      6 6  0 parts    2 openmp
6x6-entropy-2    6 6  0 entropy  2 openmp
opt-4x6-1        4 6  0 optimal  1 openmp
opt-4x6-2        4 6  0 optimal  2 openmp
opt-4x7-2        4 7  0 optimal  2 openmp
opt-bc-1         4 10 1 optimal  1 openmp
opt-4x8-2        4 8  0 optimal  2 openmp
"

usage() {
	sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"
}

die() {
	echo "bench/peers.sh: $1" >&2
	exit 2
}

# Is the row named $1 chosen by the arguments (all rows when none)?
chosen() {
	local a
	[ $# -gt 1 ] || return 0
	for a in "${@:2}"; do
		case $1 in "$a" | "$a"-*) return 0 ;; esac
	done
	return 1
}

# Every argument must choose a row.
check_args() {
	local a name found
	for a; do
		found=
		while read -r name _; do
			[ -z "$name" ] || ! chosen "$name" "$a" || found=1
		done <<<"$rows"
		[ -n "$found" ] || die "no row '$a' (bench/peers.sh -l lists them)"
	done
}

# The game's options for mm-gen and mm-solve.
game_args() {
	if [ "$distinct" = 1 ]; then
		echo "-p $pegs -c 0-$((colors - 1)) --distinct"
	else
		echo "-p $pegs -c $colors"
	fi
}

list_rows() {
	local name pegs colors distinct strategy threads peers
	printf '%-15s %-28s %-8s %s\n' row options strategy peers
	while read -r name pegs colors distinct strategy threads peers; do
		[ -n "$name" ] || continue
		printf '%-15s %-28s %-8s %s\n' "$name" \
		    "$(game_args) -j $threads" "$strategy" "${peers//,/ }"
	done <<<"$rows"
}

# Our command for the row; its stdout is the summary, or the tree.  The
# game's options are in $args, worked out before the clock starts.
ours() {
	if [ "$strategy" = optimal ]; then
		# shellcheck disable=SC2086
		mm-solve --tree -t optimal -j "$threads" $args
	else
		allgames "$pegs" "$colors" "$strategy" "$threads"
	fi
}

# The total of guesses of our last run, its stdout in $tmp/out.
our_total() {
	local sum=$tmp/out
	if [ "$strategy" = optimal ]; then
		# shellcheck disable=SC2046
		tree_summary "$tmp/out" $(game_args) >"$tmp/sum" || return 0
		sum=$tmp/sum
	fi
	summary_field total "$sum"
}

# The peer's command for the row: the template $1 filled in.
fill() {
	local c=$1
	c=${c//\{pegs\}/$pegs}
	c=${c//\{colors\}/$colors}
	c=${c//\{distinct\}/$distinct}
	c=${c//\{strategy\}/$strategy}
	c=${c//\{threads\}/$threads}
	echo "$c"
}

# The peer's template: the variable named after the peer $1.
template() {
	case $1 in
	serial) echo "${MM_PEER_SERIAL:-}" ;;
	openmp) echo "${MM_PEER_OPENMP:-}" ;;
	esac
}

# Run the peer's command $1 in a subshell, where this script's options
# and variables cannot touch it, nor it them.
peer() {
	(
		set +eu
		eval "$1"
	)
}

# One row: our time and total, then a line for each of its peers; the
# lines after the first leave the row's own columns blank.
run_row() {
	local t total peer tpl theirs lead args
	args=$(game_args)
	t=$(timed "$runs" "$tmp/out" ours)
	total=
	[ "$t" = failed ] || total=$(our_total)
	lead=("$name" "$t" "${total:--}")
	for peer in ${peers//,/ }; do
		tpl=$(template "$peer")
		theirs=-
		[ -z "$tpl" ] ||
		    theirs=$(timed "$runs" /dev/null peer "$(fill "$tpl")")
		row_line "${lead[@]}" "$peer" "$theirs" "$(ratio "$t" "$theirs")"
		lead=("" "" "")
	done
}

# A line of the table: row, ours, total, peer, theirs, ratio.
row_line() {
	printf '%-15s %8s %8s  %-7s %8s %6s\n' "$@"
}

runs=5
while getopts :r:lh opt; do
	case $opt in
	r) runs=$OPTARG ;;
	l) list_rows; exit 0 ;;
	h) usage; exit 0 ;;
	:) die "-$OPTARG takes a value" ;;
	*) usage >&2; die "bad option -$OPTARG" ;;
	esac
done
shift $((OPTIND - 1))
[[ $runs =~ ^[1-9][0-9]*$ ]] || die "-r takes a number of runs, not '$runs'"
check_args "$@"

bench_header "mm-solve beside public solvers"
echo "wall seconds, the median of $runs runs; ratio: ours / the peer's"
echo "serial: ${MM_PEER_SERIAL:-"- (MM_PEER_SERIAL unset)"}"
echo "openmp: ${MM_PEER_OPENMP:-"- (MM_PEER_OPENMP unset)"}"
row_line row ours total peer theirs ratio
while read -r name pegs colors distinct strategy threads peers; do
	if [ -n "$name" ] && chosen "$name" "$@"; then
		run_row
	fi
done <<<"$rows"
