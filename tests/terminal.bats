#!/usr/bin/env bats
# mm-play and mm-solve at a terminal, on a pseudo-terminal that
# pty-transcript drives: the line that says what game it is, colour, the
# board, a guess played twice, undo, the words both tools take, the
# coach, the watched game's story, and q.  Without a terminal, the
# dialogues stay as mm-play.bats and mm-solve.bats pin them.

load common

setup() {
	command -v pty-transcript >/dev/null || skip "pty-transcript is not built"
	t=$BATS_TEST_TMPDIR/t
	black=$'\xe2\x97\x8f' white=$'\xe2\x97\x8b'	# the pegs of an answer
}

# Play the transcript on stdin at a terminal, the command the arguments:
# the screen must show the transcript; the status is left in $status.
session() {
	cat >"$t"
	run pty-transcript "$t" "$@"
	assert_output "$(cat "$t")"
}

# The k-th secret of a session with seed s.
secret() {
	mm-gen -s "$1" -n "$2" "${@:3}" | tail -n 1
}

# The text of a screen with its redrawing done: CR ESC [ N A ESC [ J at
# the start of a line takes back the N lines before it.
render() {
	awk '{
		while (match($0, /^\r\033\[[0-9]+A\033\[J/)) {
			n -= substr($0, 4, RLENGTH - 7)
			$0 = substr($0, RLENGTH + 1)
		}
		line[++n] = $0
	}
	END { for (i = 1; i <= n; i++) print line[i] }'
}

@test "the game is named before the first guess: colours by name, pegs, repeats, guesses" {
	session mm-play -c RGBYWK -p 4 -s 3 <<-EOF
		$(welcome human)
		Type ? for help, q to quit.
		Colours: R=red G=green B=blue Y=yellow W=white K=black · 4 pegs · repeats allowed · 8 guesses
		Starting game...
		You have 8 guesses left!
		Enter Guess (4 chars): q
		You gave up. The pattern was $(secret 3 1 -c RGBYWK).
		You have tried the Game of Mastermind 1 time with 0 successes, 0 failures and 1 given up!
	EOF
	assert_success
	session mm-play -c 8 -p 3 -s 1 --distinct <<-EOF
		$(welcome human)
		Type ? for help, q to quit.
		Colours: A B C D E F G H · 3 pegs · no colour twice · 8 guesses
		Starting game...
		You have 8 guesses left!
		Enter Guess (3 chars): q
		You gave up. The pattern was $(secret 1 1 -c 8 -p 3 --distinct).
		You have tried the Game of Mastermind 1 time with 0 successes, 0 failures and 1 given up!
	EOF
	session mm-play -s 2 <<-EOF
		$(welcome human)
		Type ? for help, q to quit.
		Enter max letter: G
		Max letter must be between A and F.
		Enter max letter: 6
		Enter game dimension: 3
		Colours: A B C D E F · 3 pegs · repeats allowed · 6 guesses
		Starting game...
		You have 6 guesses left!
		Enter Guess (3 chars): quit
		You gave up. The pattern was $(secret 2 1 -p 3).
		You have tried the Game of Mastermind 1 time with 0 successes, 0 failures and 1 given up!
	EOF
	assert_success
	# f, and a range from A, are the max letter F too, as -c takes them
	for max in f A-F; do
		run mm-play -p 4 -s 1 <<<"$max"
		assert_line --index 1 "Starting game..."
	done
	session mm-play -b computer -c 0-9 -p 4 -t sweep <<-EOF
		$(welcome computer)
		Type ? for help, q to quit.
		Colours: 0 1 2 3 4 5 6 7 8 9 · 4 pegs · repeats allowed · 13 guesses
		Think of a code of 4 pegs from 0-9. I will find it in at most 13 guesses.
		Feedback for guess 1, 0000 (exact,inexact): q
	EOF
}

@test "colour: auto at a terminal unless NO_COLOR or TERM=dumb; always, never; off is the plain text" {
	# the screen's rows where the two guesses are typed
	printf '\n\n\n\n\n\n\nEnter Guess (4 chars): ABCD\n\n\n\n\nEnter Guess (4 chars): q\n' >"$t"
	unset NO_COLOR
	run pty-transcript "$t" mm-play -s 1 -c 6 -p 4
	assert_success
	# A on red, B on green...; (1,1) as a black and a white peg
	assert_output --partial $'Colours: \e[1;97;41mA\e[0m \e[1;30;42mB\e[0m'
	assert_output --partial $' 1  \e[1;97;41mA\e[0m\e[1;30;42mB\e[0m\e[1;97;44mC\e[0m\e[1;30;103mD\e[0m  (1,1) '"$black$white"
	for env in NO_COLOR=1 TERM=dumb; do
		run env "$env" pty-transcript "$t" mm-play -s 1 -c 6 -p 4
		assert_success
		refute_output --partial $'\e['
		assert_line " 1  ABCD  (1,1)"
	done
	run pty-transcript "$t" mm-play -s 1 -c 6 -p 4 --color=never
	refute_output --partial $'\e['
	# named colours in their own: R on red, K on black, W on white
	sed -i 's/ABCD$/RKWG/' "$t"
	run pty-transcript "$t" mm-play -s 1 -c RGBYWK -p 4
	assert_output --partial $'\e[1;97;41mR\e[0m\e[1;97;40mK\e[0m\e[1;30;107mW\e[0m\e[1;30;42mG\e[0m'
	# asked for, colour goes into a pipe too; never, and the default
	# without a terminal, are the plain text, byte for byte
	export NO_COLOR=1
	in=$'BEEF\nBECF\nn\n'
	run mm-play -s 1 -c 6 -p 4 --color=always <<<"$in"
	assert_line "(3,0) $black$black$black "$'\e[1;30;42mB\e[0m\e[1;97;45mE\e[0m\e[1;97;45mE\e[0m\e[1;30;46mF\e[0m'
	plain=$(mm-play -s 1 -c 6 -p 4 <<<"$in")
	unset NO_COLOR
	assert_equal "$(mm-play -s 1 -c 6 -p 4 --color=never <<<"$in")" "$plain"
	assert_equal "$(mm-play -s 1 -c 6 -p 4 --colour=auto <<<"$in")" "$plain"
	assert_equal "$(mm-play -s 1 -c 6 -p 4 <<<"$in")" "$plain"
	misuse "mm-play: bad colour mode 'sometimes': must be auto, always or never" \
	    mm-play --color=sometimes
}

@test "the board: numbered rows; -b computer masks nothing; --watch shows the secret and redraws in place" {
	s=$(secret 1 1)
	session mm-play -s 1 -c 6 -p 4 <<-EOF
		$(welcome human)
		Type ? for help, q to quit.
		Colours: A B C D E F · 4 pegs · repeats allowed · 8 guesses
		Starting game...
		You have 8 guesses left!
		Enter Guess (4 chars): BEEF
		    XXXX
		    ----
		 1  BEEF  ($(mm-score "$s" BEEF))
		You have 7 guesses left!
		Enter Guess (4 chars): $s
		    XXXX
		    ----
		 1  BEEF  ($(mm-score "$s" BEEF))
		 2  $s  (4,0)
		You win!!
		Pattern found in 2 attempts! Current average: 2.000
		Another game [Y/N]? n
		You have tried the Game of Mastermind 1 time with 1 success and 0 failures!
	EOF
	assert_success
	: >"$t"
	run pty-transcript "$t" mm-play --watch -s 3
	assert_success
	assert_line "0,1: 152 codes left"
	assert_line --partial $'\r\e[1A\e[J 2  BEEF  (1,2)'
	run render <<<"$output"
	assert_output - <<-EOF
		Colours: A B C D E F · 4 pegs · repeats allowed · 10 guesses
		mm-solve plays entropy: the split of largest entropy (Neuwirth).
		The secret is CEFE.
		    CEFE
		    ----
		 1  ABCD  (0,1)
		 2  BEEF  (1,2)
		 3  CEFE  (4,0)
		Pattern found in 3 attempts!
	EOF
}

@test "--watch in colour: rows of more than 80 bytes in 80 columns, the lines under them redrawn in place" {
	: >"$t"
	run pty-transcript "$t" mm-play --watch -s 3 -p 5 --color=always
	assert_success
	assert_line --partial $'\r\e[1A\e[J 2  \e[1;97;41mA\e[0m'
	run render <<<"$output"
	run sed 's/\x1b\[[0-9;]*m//g' <<<"$output"
	assert_output - <<-EOF
		Colours: A B C D E F · 5 pegs · repeats allowed · 10 guesses
		mm-solve plays entropy: the split of largest entropy (Neuwirth).
		The secret is CEFEC.
		    CEFEC
		    -----
		 1  AABBC  (1,0) $black
		 2  ADEFE  (0,3) $white$white$white
		 3  DFBEF  (1,1) $black$white
		 4  CEACF  (2,2) $black$black$white$white
		 5  CEFEC  (5,0) $black$black$black$black$black
		Pattern found in 5 attempts!
	EOF
}

@test "at a terminal a guess already played is not counted; a guess that cannot be the secret is" {
	s=$(secret 1 1)
	session mm-play -s 1 -c 6 -p 4 <<-EOF
		$(welcome human)
		Type ? for help, q to quit.
		Colours: A B C D E F · 4 pegs · repeats allowed · 8 guesses
		Starting game...
		You have 8 guesses left!
		Enter Guess (4 chars): ABCD
		    XXXX
		    ----
		 1  ABCD  (1,1)
		You have 7 guesses left!
		Enter Guess (4 chars): abcd
		ABCD was guess 1 already; it does not count, try again: EFDC
		    XXXX
		    ----
		 1  ABCD  (1,1)
		 2  EFDC  (0,3)
		You have 6 guesses left!
		Enter Guess (4 chars): q
		You gave up. The pattern was $s.
		You have tried the Game of Mastermind 1 time with 0 successes, 0 failures and 1 given up!
	EOF
	assert_success
}

@test "mm-play -b computer: undo takes back an answer; answers that contradict offer it" {
	session mm-play -b computer -c A-F -p 4 -t minimax <<-EOF
		$(welcome computer)
		Type ? for help, q to quit.
		Colours: A B C D E F · 4 pegs · repeats allowed · 10 guesses
		Think of a code of 4 pegs from A-F. I will find it in at most 5 guesses.
		Feedback for guess 1, AABB (exact,inexact): undo
		There is no answer to take back.
		Feedback for guess 1, AABB (exact,inexact): 0,2
		 1  AABB  (0,2)
		Feedback for guess 2, BCDD (exact,inexact): 1,0
		 1  AABB  (0,2)
		 2  BCDD  (1,0)
		Feedback for guess 3, $(printf 'AABB 0,2\nBCDD 1,0\n' | mm-solve --next -t minimax) (exact,inexact): undo
		Taken back: answer 2, BCDD 1,0.
		 1  AABB  (0,2)
		Feedback for guess 2, BCDD (exact,inexact): 2,0
		 1  AABB  (0,2)
		 2  BCDD  (2,0)
		Feedback for guess 3, CCAE (exact,inexact): 2,2
		 1  AABB  (0,2)
		 2  BCDD  (2,0)
		 3  CCAE  (2,2)
		Your answers cannot all be right: no code fits answers 1-3 (answer 3 'CCAE 2,2' contradicts the earlier ones).
		Type undo to take back the last answer, or q to quit: 1,1
		Type undo to take back the last answer, or q to quit: undo
		Taken back: answer 3, CCAE 2,2.
		 1  AABB  (0,2)
		 2  BCDD  (2,0)
		Feedback for guess 3, CCAE (exact,inexact): BW
		 1  AABB  (0,2)
		 2  BCDD  (2,0)
		 3  CCAE  (1,1)
		Feedback for guess 4, BCFA (exact,inexact): 4,0
		 1  AABB  (0,2)
		 2  BCDD  (2,0)
		 3  CCAE  (1,1)
		 4  BCFA  (4,0)
		I found your code in 4 attempts!
	EOF
	assert_success
	# a random strategy, taken back: the game goes on from the board
	session mm-play -b computer -c A-C -p 2 -t random -s 4 <<-EOF
		$(welcome computer)
		Type ? for help, q to quit.
		Colours: A B C · 2 pegs · repeats allowed · 10 guesses
		Think of a code of 2 pegs from A-C. I will try to find it; I give up after 10 guesses.
		Feedback for guess 1, $(mm-solve -c A-C -p 2 -t random -s 4 </dev/null 2>/dev/null | head -n 1) (exact,inexact): q
	EOF
	assert_success
	# q when the answers contradict ends the game, status 1
	session mm-play -b computer -c A-C -p 2 -t first <<-EOF
		$(welcome computer)
		Type ? for help, q to quit.
		Colours: A B C · 2 pegs · repeats allowed · 10 guesses
		Think of a code of 2 pegs from A-C. I will find it in at most 4 guesses.
		Feedback for guess 1, AA (exact,inexact): 0,0
		 1  AA  (0,0)
		Feedback for guess 2, BB (exact,inexact): 0,0
		 1  AA  (0,0)
		 2  BB  (0,0)
		Feedback for guess 3, CC (exact,inexact): 0,0
		 1  AA  (0,0)
		 2  BB  (0,0)
		 3  CC  (0,0)
		Your answers cannot all be right: no code fits answers 1-3 (answer 3 'CC 0,0' contradicts the earlier ones).
		Type undo to take back the last answer, or q to quit: q
	EOF
	assert_failure 1
}

@test "mm-solve at a terminal: ? q hint undo as mm-play takes them, no <stdin>:N:, empty asks again" {
	intro="Think of a code of 4 pegs from A-F, colours may repeat.
Answer each guess with exact,inexact: the pegs of the right colour in the
right place, then the other pegs of a right colour in the wrong place.
Type ? for help."
	session mm-solve -t minimax <<-EOF
		$intro
		AABB
		Feedback for AABB (exact,inexact): ?
		An answer is exact,inexact: 1,2 (or 1 2, 1:2, (1,2)), or the pegs of the board
		game, B black for exact and W white for inexact: 2B1W, BBW, B W; - or 0 for
		no peg. undo takes back the last answer and asks for it again.
		After each guess, type its answer; or a guess of your own and its answer,
		as in ABCD 1,2. hint says how many codes still fit the answers, and which
		when 20 or fewer; q or quit ends the game.
		Feedback for AABB (exact,inexact): hint
		Hint: 1296 codes still fit the answers.
		Feedback for AABB (exact,inexact): undo
		There is no answer to take back.
		Feedback for AABB (exact,inexact): 
		Feedback for AABB (exact,inexact): 0,9
		mm-solve: impossible feedback '0,9': more than 4 pegs
		Feedback for AABB (exact,inexact): 0,2
		BCDD
		Feedback for BCDD (exact,inexact): 2 0
		CCAE
		Feedback for CCAE (exact,inexact): hint
		Hint: 14 codes still fit the answers:
		  BBDE BBDF BBED BBFD BCAC BCAE BCAF BCCA BCEA BCFA BEAD BEDA BFAD BFDA
		Feedback for CCAE (exact,inexact): 0,3
		mm-solve: no code fits answers 1-3 (answer 3 'CCAE 0,3' contradicts the earlier ones)
		Type undo to take back the last answer, or q to quit: hint
		Hint: 0 codes still fit the answers.
		Type undo to take back the last answer, or q to quit: undo
		Taken back: answer 3, CCAE 0,3.
		CCAE
		Feedback for CCAE (exact,inexact): undo
		Taken back: answer 2, BCDD 2,0.
		BCDD
		Feedback for BCDD (exact,inexact): 2B
		CCAE
		Feedback for CCAE (exact,inexact): (1,1)
		BCFA
		Feedback for BCFA (exact,inexact): 4,0
		Solved in 4 guesses.
	EOF
	assert_success
	session mm-solve -t minimax <<-EOF
		$intro
		AABB
		Feedback for AABB (exact,inexact): q
	EOF
	assert_failure 1
	# the same words from a pipe are malformed answers, as before
	fails 2 "mm-solve: <stdin>:1: malformed feedback 'undo': expected E,I or GUESS E,I" \
	    mm-solve -t minimax <<<"undo"
}

@test "--coach: each of the player's guesses against the strategy's, and the game against its game" {
	s=$(secret 1 1)
	run --separate-stderr mm-play -s 1 -c 6 -p 4 --coach <<-EOF
		ABCD
		EFDC
		BEEF
		BECF
		n
	EOF
	assert_success
	assert_equal "$stderr" ""
	run grep '^Coach:\|^       ' <<<"$output"
	assert_output - <<-EOF
		Coach: 252 of 1296 codes fit the answers now; ABCD could have been the secret.
		Coach: on average ABCD leaves 188.19 codes; entropy would play it too.
		Coach: 32 of 252 codes fit the answers now; EFDC could not be the secret:
		       answer 1 rules it out: against ABCD it scores (0,2), not (1,1).
		Coach: on average EFDC leaves 37.97 codes; entropy would play ACEF: 34.41.
		Coach: 1 of 32 codes fits the answers now; BEEF could not be the secret:
		       answer 1 rules it out: against ABCD it scores (0,1), not (1,1).
		Coach: on average BEEF leaves 4.69 codes; entropy would play it too.
		Coach: 1 of 1 code fits the answers now; BECF could have been the secret.
		Coach: on average BECF leaves 1.00 codes; entropy would play it too.
		Coach: your guesses: ABCD EFDC BEEF BECF (4).
		Coach: entropy on this secret: $(echo BECF | mm-solve --selfplay | cut -d' ' -f3-) (4).
		Coach: entropy takes 4.4151 guesses on average over the 1296 codes.
	EOF
	# the strategy of -t; a game lost is compared too
	run mm-play -s 1 -c 6 -p 4 -m 1 --coach -t minimax <<<$'AABB\nn'
	assert_success
	assert_line "Coach: on average AABB leaves 204.54 codes; minimax would play it too."
	assert_line "Coach: minimax on this secret: $(echo BECF | mm-solve --selfplay -t minimax | cut -d' ' -f3-) (5)."
	assert_line "Coach: minimax takes 4.4761 guesses on average over the 1296 codes."
	# at a terminal too
	session mm-play -s 1 -c 6 -p 4 --coach <<-EOF
		$(welcome human)
		Type ? for help, q to quit.
		Colours: A B C D E F · 4 pegs · repeats allowed · 8 guesses
		Starting game...
		You have 8 guesses left!
		Enter Guess (4 chars): ABCD
		    XXXX
		    ----
		 1  ABCD  (1,1)
		Coach: 252 of 1296 codes fit the answers now; ABCD could have been the secret.
		Coach: on average ABCD leaves 188.19 codes; entropy would play it too.
		You have 7 guesses left!
		Enter Guess (4 chars): q
		You gave up. The pattern was $s.
		You have tried the Game of Mastermind 1 time with 0 successes, 0 failures and 1 given up!
	EOF
	misuse "mm-play: --coach follows the player's guesses: not with -b computer, --digits or --watch" \
	    mm-play --coach --watch
	run mm-play --coach -c 10 -p 6 -s 1 <<<$'AAAAAA'
	assert_line "Coach: this game has too many codes to follow (more than 100000)."
}

@test "--watch names the strategy and the codes left at a terminal; -v explains each guess" {
	: >"$t"
	run pty-transcript "$t" mm-play --watch -s 3 -t minimax -v
	assert_success
	run render <<<"$output"
	assert_line --index 1 "mm-solve plays minimax: the guess whose largest part is smallest (Knuth)."
	assert_line --partial "mm-solve: move "
	# -v without a terminal: mm-solve's explanation before each board
	run --separate-stderr mm-play --watch -s 3 -t minimax -v
	assert_success
	assert_equal "$stderr" ""
	assert_line --index 1 "$(mm-solve -v -t minimax 2>&1 </dev/null | head -n 1)"
	assert_line --index 2 "XXXX"
	assert_equal "$(grep -c '^mm-solve: move ' <<<"$output")" "$(grep -c '^XXXX$' <<<"$output")"
	# without -v, the watched game is as before
	run mm-play --watch -s 3 -t minimax
	refute_output --partial "mm-solve: move"
	misuse "mm-play: -v explains the computer's guesses: use it with -b computer or --watch" \
	    mm-play -v
}
