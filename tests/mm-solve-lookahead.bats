#!/usr/bin/env bats
# -t lookahead: entropy's best guesses, each played out by entropy.

load common

setup() {
	tmp=$BATS_TEST_TMPDIR
}

total() {
	sed -n 's/^total: //p'
}

@test "lookahead plays 4x6 in 5631 guesses, worst 6" {
	run allgames lookahead
	assert_success
	assert_output "games: 1296 total: 5631 average: 4.3449 worst: 6 failed: 0 1 guess: 1 2 guesses: 9 3 guesses: 77 4 guesses: 665 5 guesses: 543 6 guesses: 1 "
}

@test "lookahead is never worse than entropy, and at most the optimum below" {
	for spec in "-p 2 -c 6" "-p 3 -c 5" "-p 4 -c 4" "-p 3 -c 6 --distinct" \
	    "-p 5 -c 3" "-p 4 -c 5"; do
		# shellcheck disable=SC2086
		mm-gen --all $spec >"$tmp/all"
		for t in entropy lookahead optimal; do
			# shellcheck disable=SC2086
			mm-solve --selfplay --summary -t $t $spec "$tmp/all" |
			    total >"$tmp/$t"
		done
		[ "$(cat "$tmp/lookahead")" -le "$(cat "$tmp/entropy")" ]
		[ "$(cat "$tmp/lookahead")" -ge "$(cat "$tmp/optimal")" ]
	done
}

@test "lookahead plays alike on one thread and two, streamed or not" {
	for spec in "" "--distinct -c 0-9"; do
		# shellcheck disable=SC2086
		mm-gen --all $spec >"$tmp/all"
		# shellcheck disable=SC2086
		mm-solve --selfplay -j 1 -t lookahead $spec "$tmp/all" >"$tmp/one"
		# shellcheck disable=SC2086
		mm-solve --selfplay -j 2 -t lookahead $spec "$tmp/all" >"$tmp/two"
		cmp "$tmp/one" "$tmp/two"
		[ -n "$spec" ] || cp "$tmp/one" "$tmp/classic"
	done
	run mm-solve --selfplay -t lookahead <<<"BCFA"
	assert_output "$(grep '^BCFA ' "$tmp/classic")"
	assert_output "BCFA 4 AABC BCDE BCAF BCFA"
	printf 'AABC 0,3\n' >"$tmp/h"
	run mm-solve --next -t lookahead "$tmp/h"
	assert_success
	assert_output BCDE
}

@test "-v names the total of the play-out of the guess chosen" {
	run --separate-stderr mm-solve --next -v -t lookahead </dev/null
	assert_success
	assert_output AABC
	assert_equal "$stderr" "mm-solve: move 1: 1296 candidates; AABC, a candidate: 14 parts, largest 276, expected size 185.2685, entropy 3.0437 bits (least total played out by entropy: 5680)"
}

@test "-v: of two candidates the first, named as such, not a play-out" {
	run --separate-stderr mm-solve --next -v -t lookahead \
	    <<<"$(printf 'ABCD 3,0\nABCE 3,0\nABCF 3,0\nAAAA 1,0')"
	assert_success
	assert_output ABCB
	assert_equal "$stderr" "mm-solve: move 5: 2 candidates; ABCB, a candidate: 2 parts, largest 1, expected size 1.0000, entropy 1.0000 bits (the first of two candidates)"
}

@test "where the play-outs would take too long, entropy's guess is played" {
	run --separate-stderr mm-solve --next -v -t lookahead -p 6 -c 6 </dev/null
	assert_success
	assert_output AABBCC
	assert_equal "$stderr" "mm-solve: move 1: 46656 candidates; AABBCC, a candidate: 27 parts, largest 7140, expected size 4160.4176, entropy 3.7792 bits (largest entropy, too many codes to play out)"
	assert_equal "$(mm-solve --next -t entropy -p 6 -c 6 </dev/null)" AABBCC
}

@test "lookahead refuses games too large to score every code" {
	run --separate-stderr mm-solve -t lookahead -p 9 -c 7 </dev/null
	assert_failure 2
	assert_equal "$stderr" "mm-solve: 9 pegs of 7 colours make 40353607 codes: -t lookahead plays at most 16777216"
}
