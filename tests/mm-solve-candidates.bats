#!/usr/bin/env bats
# mm-solve --candidates, and the forms a feedback is read in.

load common

# Every code of a game of $1 pegs and $2 colours that scores $4 against
# $3 and $6 against $5, by mm-gen and mm-score alone.
fitting() {
	mm-gen --all -p "$1" -c "$2" |
	    awk -v a="$3" -v b="$5" '{ print $0, a; print $0, b }' |
	    mm-score -p "$1" -c "$2" | paste -d ' ' - - |
	    awk -v a="$4" -v b="$6" '$3 == a && $6 == b { print $1 }'
}

@test "--candidates writes the codes that fit a history, in code order" {
	run mm-solve --candidates <<-EOF
		AABB 0,2
		BCDD 2,0
		CCAE 1,1
	EOF
	assert_success
	assert_output $'BCFA\nBEAD'
	run mm-solve --candidates -p 2 -c 3 <<<"AB 0,1"
	assert_output $'BC\nCA'
	run mm-solve --candidates --distinct -p 2 -c 3 <<<"AB 0,1"
	assert_output $'BC\nCA'
	run mm-solve --candidates -p 2 -c 2 </dev/null
	assert_output $'AA\nAB\nBA\nBB'
}

@test "--candidates --count writes how many codes fit" {
	run mm-solve --candidates --count <<<"AABB 1,0"
	assert_success
	assert_output "256"
	run mm-solve --candidates --count --distinct -c 0-9 </dev/null
	assert_output "5040"
	run mm-solve --candidates --count <<<"CAFE 4,0"
	assert_output "1"
	echo "AABB 1,0" >"$BATS_TEST_TMPDIR/history"
	run mm-solve --candidates --count "$BATS_TEST_TMPDIR/history"
	assert_output "256"
}

@test "--candidates reports a write error and ends quietly in a pipe" {
	fails 2 "mm-solve: write error: No space left on device" \
	    bash -c 'mm-solve --candidates -p 8 -c 8 </dev/null >/dev/full'
	run bash -c 'mm-solve --candidates -p 8 -c 8 </dev/null | head -2'
	assert_success
	assert_output $'AAAAAAAA\nAAAAAAAB'
}

@test "--candidates agrees with mm-gen and mm-score on 5 pegs of 6 colours" {
	fitting 5 6 AABBC 1,2 ABCDE 2,1 >"$BATS_TEST_TMPDIR/want"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/want")" -gt 10 ]
	printf 'AABBC 1,2\nABCDE 2,1\n' |
	    mm-solve --candidates -p 5 -c 6 >"$BATS_TEST_TMPDIR/got"
	cmp "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
	run mm-solve --candidates --count -p 5 -c 6 <<-EOF
		AABBC 1b2w
		ABCDE bb w
	EOF
	assert_output "$(wc -l <"$BATS_TEST_TMPDIR/want")"
}

@test "--candidates counts the codes of 8 pegs of 8 colours, beyond the codeset" {
	run mm-solve --candidates --count -p 8 -c 8 <<-EOF
		AABBCCDD 1,2
		ABCDEFGH 2,3
	EOF
	assert_success
	assert_output "170904"
	run mm-solve --candidates --count -p 8 -c 8 </dev/null
	assert_output "16777216"
}

@test "--candidates refuses a contradiction with the message of --next" {
	for form in --next --candidates; do
		fails 1 "mm-solve: <stdin>:5: no code fits answers 1-5 (answer 5 'EEEE 1,0' contradicts the earlier ones)" \
		    mm-solve "$form" < <(printf '%s 1,0\n' AAAA BBBB CCCC DDDD EEEE)
		assert_output ""
		fails 1 "mm-solve: <stdin>:1: no code fits answer 1 ('AAAA 0,1')" \
		    mm-solve "$form" <<<"AAAA w"
	done
}

@test "--candidates refuses a bad line as --next does, after the answers before it" {
	for form in --next --candidates; do
		fails 2 "mm-solve: <stdin>:2: feedback without a guess: ${form} reads GUESS E,I lines" \
		    mm-solve "$form" < <(printf 'AABB 0,2\n1,0\n')
		assert_output ""
		fails 2 "mm-solve: <stdin>:1: missing feedback after the guess" \
		    mm-solve "$form" <<<"AABB"
		fails 2 "mm-solve: <stdin>:2: 'ABC' has 3 pegs, not 4" \
		    mm-solve "$form" < <(printf 'AABB 0,2\nABC 1,0\n')
		fails 2 "mm-solve: <stdin>:1: impossible feedback '3,1': one misplaced peg cannot swap with nothing" \
		    mm-solve "$form" <<<"AABB 3,1"
		fails 1 "mm-solve: <stdin>:2: no code fits answers 1-2 (answer 2 'AABB 0,0' contradicts the earlier ones)" \
		    mm-solve "$form" < <(printf 'AABB 0,2\nAABB 0,0\nbad line\n')
	done
	assert_output ""
}

@test "--candidates takes only --count and the game's options" {
	misuse "mm-solve: -t does not go with --candidates" \
	    mm-solve --candidates -t minimax </dev/null
	misuse "mm-solve: -v does not go with --candidates" \
	    mm-solve --candidates -v </dev/null
	misuse "mm-solve: -j does not go with --candidates" \
	    mm-solve -j 1 --candidates </dev/null
	misuse "mm-solve: --count goes with --candidates" \
	    mm-solve --next --count </dev/null
	misuse "mm-solve: --next, --selfplay, --tree, --candidates and --bound do not go together" \
	    mm-solve --candidates --next </dev/null
	misuse "mm-solve: --summary goes with --selfplay, or alone" \
	    mm-solve --candidates --summary </dev/null
	misuse "mm-solve: extra operand 'foo'" \
	    mm-solve --candidates - foo </dev/null
}

@test "a feedback is read as E,I, as pegs B and W, or as - for none" {
	want=$(mm-solve -t minimax < <(printf '0,2\n2,0\n1,1\n4,0\n'))
	[ "$want" = $'AABB\nBCDD\nCCAE\nBCFA' ]
	for answers in 'WW 2B bw 4B' 'ww bb BW BBBB' '0B2W 2b0w 1W1B 4b' \
	    '(0,2) 2:0 1_1 4,0' 'W_W B_B 1B_1W B_B_B_B'; do
		run mm-solve -t minimax < <(tr ' _' '\n ' <<<"$answers")
		assert_success
		assert_output "$want"
	done
	want=$(mm-solve -t minimax <<<"0,0" || true)
	for none in - 0 0,0 ' - '; do
		run --separate-stderr mm-solve -t minimax <<<"$none"
		assert_failure 1
		assert_output "$want"
	done
	run mm-solve --next -t minimax < <(printf 'AABB ww\nBCDD 2B\nCCAE b w\n')
	assert_output "BCFA"
	run mm-solve --next -t minimax <<<"AABB -"
	assert_output "$(mm-solve --next -t minimax <<<'AABB 0,0')"
}

@test "a code then a feedback is a guess, even when the code reads as pegs" {
	want=$(mm-solve -c A-Z -t first <<<"BBWW 1,1" 2>/dev/null || true)
	[ "$want" = $'AAAA\nAABW' ]
	run --separate-stderr mm-solve -c A-Z -t first <<<"BBWW B W"
	assert_failure 1
	assert_output "$want"
	for form in --next --candidates; do
		run mm-solve "$form" -c A-Z <<<"BBWW bw"
		assert_output "$(mm-solve "$form" -c A-Z <<<"BBWW 1,1")"
		fails 2 "mm-solve: <stdin>:1: feedback without a guess: $form reads GUESS E,I lines" \
		    mm-solve "$form" -c A-Z <<<"BBWW"
	done
	# Two numbers are a feedback, here on the guess 0; 1 - is the guess 1.
	run mm-solve -p 1 -c 0-9 -t first <<<"1 0"
	assert_success
	assert_output "0"
	run --separate-stderr mm-solve -p 1 -c 0-9 -t first <<<"1 -"
	assert_failure 1
	assert_output $'0\n0'
}

@test "a blank line from a pipe is skipped, not an answer" {
	run mm-solve -t minimax < <(printf '\n\n  \n4,0\n')
	assert_success
	assert_output "AABB"
}

@test "a bad peg feedback is refused with the line and why" {
	for bad in 2B2B 2BB BX B1 1B- -0 WBX; do
		fails 2 "mm-solve: <stdin>:1: malformed feedback '$bad': expected E,I or GUESS E,I" \
		    mm-solve -t minimax <<<"$bad"
		fails 2 "mm-solve: <stdin>:1: malformed feedback: expected E,I" \
		    mm-solve --next <<<"AABB $bad"
	done
	fails 2 "mm-solve: <stdin>:1: malformed feedback: expected E,I" \
	    mm-solve --next <<<"AABB 2 B"
	fails 2 "mm-solve: <stdin>:1: impossible feedback '3,3': more than 4 pegs" \
	    mm-solve -t minimax <<<"3B3W"
	fails 2 "mm-solve: <stdin>:1: impossible feedback '3,1': one misplaced peg cannot swap with nothing" \
	    mm-solve --next <<<"AABB BBBW"
}

@test "at a terminal an empty answer asks again, as in mm-play" {
	command -v pty-transcript >/dev/null || skip "pty-transcript is not built"
	cat >"$BATS_TEST_TMPDIR/screen" <<-EOF
		Think of a code of 4 pegs from A-F, colours may repeat.
		Answer each guess with exact,inexact: the pegs of the right colour in the
		right place, then the other pegs of a right colour in the wrong place.
		Type ? for help.
		AABB
		Feedback for AABB (exact,inexact): 
		Feedback for AABB (exact,inexact): -
		CCDE
		Feedback for CCDE (exact,inexact): 1B2W
		CDED
		Feedback for CDED (exact,inexact): bbb
		CDEF
		Feedback for CDEF (exact,inexact): 4B
		Solved in 4 guesses.
	EOF
	run pty-transcript "$BATS_TEST_TMPDIR/screen" mm-solve -t minimax
	assert_success
	assert_output "$(cat "$BATS_TEST_TMPDIR/screen")"
}
