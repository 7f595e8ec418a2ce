#!/usr/bin/env bats

load common

# The k-th secret of a session with seed s: mm-gen -s s, k-th line.
secret() {
	mm-gen -s "$1" -n "$2" "${@:3}" | tail -n 1
}

# One board row: (E,I) GUESS, scored by mm-score.
row() {
	printf '(%s) %s\n' "$(mm-score "${@:3}" "$1" "$2")" "$2"
}

@test "seed 000's setup checks, then a game won" {
	s=$(secret 1 1)
	run --separate-stderr mm-play <<-EOF
		H
		F
		2
		9
		4
		1
		ABCD
		EFGC
		EFDC
		$s
		n
	EOF
	assert_success
	assert_equal "$stderr" ""
	assert_output "$(cat <<-EOF
		Enter max letter: H
		Max letter must be between A and F.
		Enter max letter: F
		Enter game dimension: 2
		Dimension must be between 3 and 6.
		Enter game dimension: 9
		Dimension must be between 3 and 6.
		Enter game dimension: 4
		Enter the seed: 1
		Starting game...
		You have 8 guesses left!
		Enter Guess (4 chars): ABCD
		XXXX
		----
		$(row "$s" ABCD)
		You have 7 guesses left!
		Enter Guess (4 chars): EFGC
		One or more chars out of range A-F, try again: EFDC
		XXXX
		----
		$(row "$s" ABCD)
		$(row "$s" EFDC)
		You have 6 guesses left!
		Enter Guess (4 chars): $s
		XXXX
		----
		$(row "$s" ABCD)
		$(row "$s" EFDC)
		(4,0) $s
		You win!!
		Pattern found in 3 attempts! Current average: 3.000
		Another game [Y/N]? n
		You have tried the Game of Mastermind 1 time with 1 success and 0 failures!
	EOF
	)"
}
