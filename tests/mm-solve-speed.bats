#!/usr/bin/env bats
# The heuristics' fast search gives the answers of the slow, obvious one,
# whatever the threads.

load common

setup() {
	tmp=$BATS_TEST_TMPDIR
}

@test "the search agrees with a slow, obvious one on random histories" {
	run solve-selftest 40 1
	assert_success
	assert_output --regexp "^[0-9]+ searches, [1-9][0-9]* play-outs, [1-9][0-9]* scored on bits, [1-9][0-9]* on words of bits, [1-9][0-9]* bounds by multiset, [1-9][0-9]* quick bounds, [1-9][0-9]* symmetries, [1-9][0-9]* sets of guesses worth trying, [1-9][0-9]* searches without the table of multisets, 0 failures$"
	run solve-selftest 40 2
	assert_success
	assert_output --regexp "^[0-9]+ searches, [1-9][0-9]* play-outs, [1-9][0-9]* scored on bits, [1-9][0-9]* on words of bits, [1-9][0-9]* bounds by multiset, [1-9][0-9]* quick bounds, [1-9][0-9]* symmetries, [1-9][0-9]* sets of guesses worth trying, [1-9][0-9]* searches without the table of multisets, 0 failures$"
}

@test "the search agrees with the slow one at every set of whole self-play" {
	run solve-selftest play 4 7
	assert_success
	assert_output "1700 sets of self-play, 0 failures"
	run solve-selftest play 5 4
	assert_success
	assert_output "618 sets of self-play, 0 failures"
}

@test "one thread and two play every game alike" {
	for game in "" "-p 5 -c 6" "--distinct -c 0-9"; do
		# shellcheck disable=SC2086
		mm-gen --all $game >"$tmp/all"
		for t in minimax expected entropy parts; do
			# shellcheck disable=SC2086
			mm-solve --selfplay -j 1 -t $t $game "$tmp/all" >"$tmp/one"
			# shellcheck disable=SC2086
			mm-solve --selfplay -j 2 -t $t $game "$tmp/all" >"$tmp/two"
			cmp "$tmp/one" "$tmp/two"
		done
	done
}

@test "a game played alone is the game played among all the others" {
	mm-gen --all -p 5 -c 6 >"$tmp/all"
	mm-solve --selfplay -j 2 -t entropy -p 5 -c 6 "$tmp/all" >"$tmp/games"
	for secret in AAAAA CAFFE FEDCB BABAB; do
		run mm-solve --selfplay -j 1 -t entropy -p 5 -c 6 <<<"$secret"
		assert_output "$(grep "^$secret " "$tmp/games")"
	done
}

@test "streaming and --next take -j; every move agrees with one thread" {
	mm-gen -s 3 -n 3 -p 5 -c 8 >"$tmp/secrets"
	while read -r secret; do
		: >"$tmp/h"
		for k in 1 2 3 4; do
			a=$(mm-solve --next -j 1 -p 5 -c 8 "$tmp/h")
			b=$(mm-solve --next -j 2 -p 5 -c 8 "$tmp/h")
			assert_equal "$a" "$b"
			echo "$a $(mm-score -p 5 -c 8 "$secret" "$a")" >>"$tmp/h"
		done
	done <"$tmp/secrets"
	run --separate-stderr mm-solve -j 0 </dev/null
	assert_failure 2
	assert_misuse "mm-solve: bad thread count '0': must be 1 to 64"
}

@test "the 5x8 totals of parts are pinned" {
	run bash -c 'mm-gen --all -p 5 -c 8 |
	    mm-solve --selfplay --summary -t parts -p 5 -c 8 | tr "\n" " "'
	assert_output --partial "games: 32768 total: 181834 "
}

@test "-g: above that many candidates, the guess is one of them" {
	run mm-solve --next -g 107 <<<"ABCD 1,0"
	assert_output AEEF
	run mm-solve --next -g 108 <<<"ABCD 1,0"
	assert_output BEEF
	mm-gen --all -p 5 -c 6 >"$tmp/all"
	for t in minimax entropy; do
		mm-solve --selfplay -j 1 -g 50 -t $t -p 5 -c 6 "$tmp/all" >"$tmp/one"
		mm-solve --selfplay -j 2 -g 50 -t $t -p 5 -c 6 "$tmp/all" >"$tmp/two"
		cmp "$tmp/one" "$tmp/two"
	done
	run bash -c 'mm-gen --all | mm-solve --selfplay --summary -g 10 |
	    tr "\n" " "'
	assert_output --partial "games: 1296 total: 5766 "
	run --separate-stderr mm-solve -g 0 </dev/null
	assert_failure 2
	assert_misuse "mm-solve: bad candidate count '0': must be 1 to 16777216"
}
