#!/usr/bin/env bats
# --upper: the first decisions taken from a tree, the rest made.

load common

setup() {
	tmp=$BATS_TEST_TMPDIR
}

@test "the upper decisions of a strategy's own tree leave its games as they are" {
	mm-gen --all -p 5 -c 4 >"$tmp/all"
	for t in entropy parts lookahead; do
		mm-solve --tree --depth 2 -t $t -p 5 -c 4 >"$tmp/upper"
		mm-solve --selfplay -t $t -p 5 -c 4 "$tmp/all" >"$tmp/plain"
		mm-solve --selfplay -t $t -p 5 -c 4 --upper "$tmp/upper" \
		    "$tmp/all" >"$tmp/shared"
		cmp "$tmp/plain" "$tmp/shared"
		[ "$(wc -l <"$tmp/shared")" -eq 1024 ]
	done
}

@test "another strategy's upper decisions are played, and the rest decided" {
	mm-solve --tree --depth 2 -t minimax >"$tmp/upper"
	run bash -c "mm-gen --all |
	    mm-solve --selfplay --summary -t entropy --upper '$tmp/upper' |
	    tr '\n' ' '"
	assert_success
	assert_output "games: 1296 total: 5756 average: 4.4414 worst: 5 failed: 0 1 guess: 1 2 guesses: 6 3 guesses: 57 4 guesses: 588 5 guesses: 644 "
	# minimax's first two guesses, then entropy's
	run bash -c "printf 'AAAA\nAAAB\n' |
	    mm-solve --selfplay -t entropy --upper '$tmp/upper'"
	assert_output "AAAA 4 AABB ABCD EAAF AAAA
AAAB 4 AABB ABBC AAAD AAAB"
	run --separate-stderr mm-solve --next -v -t entropy \
	    --upper "$tmp/upper" <<<"AABB 0,0"
	assert_success
	assert_output CCDE
	assert_equal "${stderr##*(}" "as $tmp/upper decides)"
	# the tree written goes on below the cut with entropy
	mm-solve --tree -t entropy --upper "$tmp/upper" >"$tmp/tree"
	run head -3 "$tmp/tree"
	assert_output "-> AABB
AABB 0,0 -> CCDE
AABB 0,0 CCDE 0,0 -> FFFF"
	run bash -c "mm-gen --all |
	    mm-solve --selfplay --summary -t 'tree:$tmp/tree' | sed -n 2p"
	assert_output "total: 5756"
}

@test "self-play split by secret shares the upper decisions and adds up" {
	mm-solve --tree --depth 2 -t entropy -p 5 -c 5 >"$tmp/upper"
	for k in 1 2 3; do
		mm-gen --all -p 5 -c 5 --shard $k/3 |
		    mm-solve --selfplay --summary -p 5 -c 5 \
		    --upper "$tmp/upper" >"$tmp/part$k"
	done
	run bash -c "mm-solve --summary -p 5 -c 5 '$tmp'/part* | head -2"
	assert_output "games: 3125
total: 13593"
	run bash -c "mm-gen --all -p 5 -c 5 |
	    mm-solve --selfplay --summary -p 5 -c 5 | head -2"
	assert_output "games: 3125
total: 13593"
}

# Line 3 of the upper tree edited by sed script $1 into file $2 makes
# mm-solve --next refuse it with message $3 about that line.
refused_upper() {
	sed "$1" "$tmp/upper" >"$tmp/$2"
	run --separate-stderr mm-solve --next --upper "$tmp/$2" </dev/null
	assert_failure 2
	assert_equal "$stderr" "mm-solve: $tmp/$2:3: $3"
}

@test "an upper tree that does not hold is refused with its line" {
	mm-solve --tree --depth 2 -t minimax >"$tmp/upper"
	refused_upper '3s/\.\.\. 1 code$/... 2 codes/' count \
	    "1 code fits these answers, not 2"
	refused_upper '3s/1 code$/1 cod/' shape \
	    "malformed line: expected 'GUESS E,I ... N codes'"
	refused_upper '3s/1 code$/1 codes/' plural \
	    "malformed line: expected 'GUESS E,I ... N codes'"
	refused_upper '3s/1 code$/2 code/' singular \
	    "malformed line: expected 'GUESS E,I ... N codes'"
	refused_upper '3s/1 code$/1 code more/' more \
	    "malformed line: expected 'GUESS E,I ... N codes'"
	refused_upper '3s/1 code$/99999999999 codes/' huge \
	    "malformed line: expected 'GUESS E,I ... N codes'"
	run --separate-stderr mm-solve --next -p 5 --upper "$tmp/upper" </dev/null
	assert_failure 2
	assert_equal "$stderr" "mm-solve: $tmp/upper:1: 'AABB' has 4 pegs, not 5"
	run --separate-stderr mm-solve --next --upper "$tmp/none" </dev/null
	assert_failure 2
	assert_equal "$stderr" "mm-solve: $tmp/none: No such file or directory"
	# -t tree: still wants the whole tree
	run --separate-stderr mm-solve --next -t "tree:$tmp/upper" </dev/null
	assert_failure 2
	assert_equal "$stderr" "mm-solve: $tmp/upper:3: a tree cut by --depth: no guess after this history"
}

@test "--upper goes where a strategy decides" {
	run --separate-stderr mm-solve --tree -t optimal --shard 1/2 --upper x
	assert_failure 2
	assert_misuse "mm-solve: --upper does not go with --shard"
	run --separate-stderr mm-solve --tree -t optimal --join --upper x y
	assert_failure 2
	assert_misuse "mm-solve: --upper does not go with --join"
	run --separate-stderr mm-solve --summary --upper x
	assert_failure 2
	assert_misuse "mm-solve: --upper does not go with --summary"
	run --separate-stderr mm-solve --candidates --upper x
	assert_failure 2
	assert_misuse "mm-solve: --upper does not go with --candidates"
}
