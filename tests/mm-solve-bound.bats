#!/usr/bin/env bats
# mm-solve --bound: a lower bound of the least total of guesses, the
# same as the slow, obvious search, and never above a total played.

load common

# The bound of the codes that fit the history in file $4 (empty: every
# code), pegs $1, colours $2, over $3 guesses, found the slow way.
slowly() {
	local p=$1 c=$2 d=$3 h=$4
	shift 4
	mm-gen --all -p "$p" -c "$c" "$@" >"$BATS_TEST_TMPDIR/all"
	mm-solve --candidates -p "$p" -c "$c" "$@" "$h" |
	    awk -v all="$BATS_TEST_TMPDIR/all" -v depth="$d" -v pegs="$p" \
	    -f "$BATS_TEST_DIRNAME/slowbound.awk"
}

# Assert that mm-solve --bound and the slow search agree.
agree() {
	local p=$1 c=$2 d=$3 h=$4
	shift 4
	run mm-solve --bound --depth "$d" -p "$p" -c "$c" "$@" "$h"
	assert_success
	assert_output "$(slowly "$p" "$c" "$d" "$h" "$@")"
}

@test "--bound of a whole game, searched over one to three guesses" {
	run mm-solve --bound --depth 1 </dev/null
	assert_success
	assert_output "5196"
	run mm-solve --bound </dev/null
	assert_output "5429"
	run mm-solve --bound --depth 3 </dev/null
	assert_output "5612"
	run --separate-stderr mm-solve --bound -v </dev/null
	assert_success
	assert_output "5429"
	assert_equal "$stderr" "mm-solve: 1296 codes, 0 guesses searched: at least 4986 guesses
mm-solve: 1296 codes, 1 guess searched: at least 5196 guesses
mm-solve: 1296 codes, 2 guesses searched: at least 5429 guesses"
}

@test "--bound is the slow search's, every code tried, on small games" {
	local g p c d
	: >"$BATS_TEST_TMPDIR/none"
	for g in 2x2 3x3 2x4 3x4 4x3 1x5; do
		p=${g%x*} c=${g#*x}
		for d in 1 2; do
			agree "$p" "$c" "$d" "$BATS_TEST_TMPDIR/none"
		done
	done
	agree 2 5 3 "$BATS_TEST_TMPDIR/none"
	agree 3 4 2 "$BATS_TEST_TMPDIR/none" --distinct
}

@test "--bound of a history is the slow search's over the codes that fit it" {
	local h=$BATS_TEST_TMPDIR/h
	echo "AABB 0,1" >"$h"
	agree 4 4 1 "$h"
	echo "ABC 0,1" >"$h"
	agree 3 4 2 "$h"
	printf 'ABCD 0,2\nBADC 1,1\n' >"$h"
	agree 4 6 1 "$h"
}

@test "no strategy beats --bound: the optimum of each small game is above it" {
	local g p c bound optimum
	for g in 3x3 3x4 4x4 2x6 3x5 4x6; do
		p=${g%x*} c=${g#*x}
		bound=$(mm-solve --bound --depth 3 -p "$p" -c "$c" </dev/null)
		optimum=$(allgames optimal -p "$p" -c "$c" | awk '{ print $4 }')
		echo "$g: bound $bound, optimum $optimum"
		[ "$bound" -gt 0 ] && [ "$bound" -le "$optimum" ]
	done
	[ "$bound" -eq 5612 ] && [ "$optimum" -eq 5625 ]
}

@test "--bound is the same on any number of threads" {
	local j
	for j in 1 2 3; do
		run mm-solve --bound -j "$j" -c 8 </dev/null
		assert_success
		assert_output "19231"
		run mm-solve --bound -j "$j" --depth 1 -c 8 <<<"AABB 0,0"
		assert_output "5196"
		run mm-solve --bound -j "$j" -c 8 <<<"AABB 0,0"
		assert_output "5429"
	done
}

@test "--bound after a history: none, one or two codes left, or the code found" {
	run mm-solve --bound <<<"AABB 4,0"
	assert_success
	assert_output "0"
	run mm-solve --bound <<<"ABCD 2,2"
	assert_output "14"
	run --separate-stderr mm-solve --bound -v -c 5 <<-EOF
		AABB 3,0
		AABC 3,0
		AABD 3,0
	EOF
	assert_output "3"
	assert_equal "$stderr" "mm-solve: 2 codes, 0 guesses searched: at least 3 guesses
mm-solve: 2 codes, 1 guess searched: at least 3 guesses
mm-solve: 2 codes, 2 guesses searched: at least 3 guesses"
	run mm-solve --bound -p 2 -c 2 <<<"AB 0,2"
	assert_output "1"
}

@test "--bound refuses what it cannot read or does not take" {
	fails 1 "mm-solve: <stdin>:3: no code fits answers 1-3 (answer 3 'EEFF 0,0' contradicts the earlier ones)" \
	    mm-solve --bound <<-EOF
		AABB 0,0
		CCDD 0,0
		EEFF 0,0
	EOF
	assert_output ""
	fails 2 "mm-solve: <stdin>:1: impossible feedback '5,0': more than 4 pegs" \
	    mm-solve --bound <<<"AABB 5,0"
	assert_output ""
	fails 2 "mm-solve: -t does not go with --bound
Try 'mm-solve --help' for more information." mm-solve --bound -t minimax
	fails 2 "mm-solve: -m does not go with --bound
Try 'mm-solve --help' for more information." mm-solve --bound -m 5
	fails 2 "mm-solve: --next, --selfplay, --tree, --candidates and --bound do not go together
Try 'mm-solve --help' for more information." mm-solve --bound --next
	fails 2 "mm-solve: bad depth '0': must be 1 to 1000000000
Try 'mm-solve --help' for more information." mm-solve --bound --depth 0
}
