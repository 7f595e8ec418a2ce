#!/usr/bin/env bats

load common

# The k-th secret of a session with seed s.
secret() {
	mm-gen -s "$1" -n "$2" "${@:3}" | tail -n 1
}

# A board row, (E,I) GUESS, as mm-score scores it.
row() {
	printf '(%s) %s\n' "$(mm-score "${@:3}" "$1" "$2")" "$2"
}

# Row $1 of the board at a terminal: N  GUESS  (E,I), for secret $2, guess $3.
trow() {
	printf '%2d  %s  (%s)\n' "$1" "$3" "$(mm-score "${@:4}" "$2" "$3")"
}

# The line that says what game it is, at a terminal.
gameline() {
	printf 'Colours: %s \xc2\xb7 %s pegs \xc2\xb7 %s \xc2\xb7 %s guesses\n' "$@"
}

# A code of 4 pegs of A-F that is not the given one.
other() {
	if [ "$1" = AAAA ]; then echo BBBB; else echo AAAA; fi
}

summary() {
	echo "You have tried the Game of Mastermind $1 with $2 and $3!"
}

# A directory for MM_BINDIR: the real tools, then stand-ins over them.
kit() {
	kit=$BATS_TEST_TMPDIR/kit
	mkdir -p "$kit"
	for t in mm-gen mm-score mm-solve; do
		ln -sf "$(command -v $t)" "$kit/$t"
	done
}

standin() {
	rm -f "$kit/$1"
	cat >"$kit/$1"
	chmod +x "$kit/$1"
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
		$(summary "1 time" "1 success" "0 failures")
	EOF
	)"
}

@test "a win, a loss and a win: the k-th game plays mm-gen's k-th code" {
	s1=$(secret 5 1) s2=$(secret 5 2) s3=$(secret 5 3)
	a=$(other "$s1") b=$(other "$s2")
	run --separate-stderr mm-play -s 5 -m 2 -c A-F -p 4 <<-EOF
		$a
		$s1
		Y
		$b
		$b
		yes
		$s3
		N
	EOF
	assert_success
	assert_equal "$stderr" ""
	assert_output "$(cat <<-EOF
		Starting game...
		You have 2 guesses left!
		Enter Guess (4 chars): $a
		XXXX
		----
		$(row "$s1" "$a")
		You have 1 guess left!
		Enter Guess (4 chars): $s1
		XXXX
		----
		$(row "$s1" "$a")
		(4,0) $s1
		You win!!
		Pattern found in 2 attempts! Current average: 2.000
		Another game [Y/N]? Y
		Starting game...
		You have 2 guesses left!
		Enter Guess (4 chars): $b
		XXXX
		----
		$(row "$s2" "$b")
		You have 1 guess left!
		Enter Guess (4 chars): $b
		XXXX
		----
		$(row "$s2" "$b")
		$(row "$s2" "$b")
		You have run out of guesses! The pattern was $s2. Better luck next time!
		Current average: 2.000
		Another game [Y/N]? yes
		Starting game...
		You have 2 guesses left!
		Enter Guess (4 chars): $s3
		XXXX
		----
		(4,0) $s3
		You win!!
		Pattern found in 1 attempt! Current average: 1.500
		Another game [Y/N]? N
		$(summary "3 times" "2 successes" "1 failure")
	EOF
	)"
}

@test "every colour right but not every peg in place is no win" {
	s=$(secret 1 1)
	p=${s:1}${s:0:1}
	assert_equal "$(mm-score "$s" "$p")" "0,4"
	run --separate-stderr mm-play -s 1 -c A-F -p 4 -m 1 <<<"$p"$'\nn'
	assert_success
	assert_equal "$stderr" ""
	assert_output "$(cat <<-EOF
		Starting game...
		You have 1 guess left!
		Enter Guess (4 chars): $p
		XXXX
		----
		(0,4) $p
		You have run out of guesses! The pattern was $s. Better luck next time!
		Current average: none yet
		Another game [Y/N]? n
		$(summary "1 time" "0 successes" "1 failure")
	EOF
	)"
}

@test "the average is of the games won, to three decimals" {
	s1=$(secret 3 1) s2=$(secret 3 2) s3=$(secret 3 3) s4=$(secret 3 4)
	run --separate-stderr mm-play -s 3 -m 2 -c A-F -p 4 <<-EOF
		$(other "$s1")
		$(other "$s1")
		y
		$(other "$s2")
		$s2
		y
		$(other "$s3")
		$s3
		y
		$s4
		maybe
		No
	EOF
	assert_success
	run grep -E 'average|again|Another' <<<"$output"
	assert_output "$(cat <<-EOF
		Current average: none yet
		Another game [Y/N]? y
		Pattern found in 2 attempts! Current average: 2.000
		Another game [Y/N]? y
		Pattern found in 2 attempts! Current average: 2.000
		Another game [Y/N]? y
		Pattern found in 1 attempt! Current average: 1.667
		Another game [Y/N]? maybe
		Another game [Y/N]? No
	EOF
	)"
}

@test "the end of the input at every prompt ends the session with its tally; in a game, status 1" {
	s1=$(secret 1 1) s2=$(secret 1 2)
	none=$(summary "0 times" "0 successes" "0 failures")
	one=$(summary "1 time" "1 success" "0 failures")
	answers=(F 4 1 "$s1" y)
	last=("Enter max letter: " "Enter game dimension: " "Enter the seed: "
	    "Enter Guess (4 chars): " "Another game [Y/N]? "
	    "Enter Guess (4 chars): ")
	reveal=("" "" "" "The pattern was $s1." "" "The pattern was $s2.")
	tally=("$none" "$none" "$none" "$none" "$one" "$one")
	for k in 0 1 2 3 4 5; do
		run --separate-stderr mm-play < <(printf '%s\n' "${answers[@]:0:k}")
		if [ -n "${reveal[k]}" ]; then
			assert_failure 1
			assert_equal "$stderr" "mm-play: the input ended before the game did"
		else
			assert_success
			assert_equal "$stderr" ""
		fi
		expect=$(printf '%s\n%s%s' "${last[k]}" \
		    "${reveal[k]:+${reveal[k]}$'\n'}" "${tally[k]}")
		assert_equal "${output: -${#expect}}" "$expect"
	done
}

@test "guesses of the wrong length or case, or repeating under --distinct" {
	s=$(secret 2 1 --distinct)
	run --separate-stderr mm-play -s 2 -c A-F -p 4 --distinct <<-EOF
		ABC
		ABCDE
		  # a comment
		ABCA
		$(tr 'A-F' 'a-f' <<<"$s")
	EOF
	assert_success
	assert_line --index 2 "Enter Guess (4 chars): ABC"
	assert_line --index 3 "Guess must be 4 chars, try again: ABCDE"
	assert_line --index 4 "Guess must be 4 chars, try again: ABCA"
	assert_line --index 5 "No char may repeat, try again: $(tr 'A-F' 'a-f' <<<"$s")"
	assert_line --index 8 "(4,0) $s"
}

@test "a short number is padded with zeros; a short guess of other chars is not" {
	s=$(secret 7 1 -c 0-9)
	run --separate-stderr mm-play -c 0-9 -p 4 -m 1 -s 7 <<<$'12a\n-7\n7\nn'
	assert_success
	assert_line --index 2 "Enter Guess (4 chars): 12a"
	assert_line --index 3 "Guess must be 4 chars, try again: -7"
	assert_line --index 4 "Guess must be 4 chars, try again: 7"
	assert_line --index 7 "$(row "$s" 0007 -c 0-9)"
}

@test "seed 001: four digits, 10 tries, short numbers padded, the answer revealed" {
	s=$(secret 7 1 -c 0-9)
	g=236
	[ "$s" != 0236 ] || g=237
	wrong=$(printf '%04d' "$g")
	run --separate-stderr mm-play -c 0-9 -p 4 -m 10 -s 7 < <(
		echo 12a4
		for i in 1 2 3 4 5 6 7 8 9 10; do echo "$g"; done
		echo n)
	assert_success
	assert_line --index 1 "You have 10 guesses left!"
	assert_line --index 2 "Enter Guess (4 chars): 12a4"
	assert_line --index 3 "One or more chars out of range 0-9, try again: $g"
	assert_line --index 6 "$(row "$s" "$wrong" -c 0-9)"
	assert_line "You have run out of guesses! The pattern was $s. Better luck next time!"
	assert_line --index -3 "Current average: none yet"
	assert_line --index -1 "$(summary "1 time" "0 successes" "1 failure")"
}

@test "--digits: seed 001's game word for word, a game won and one lost" {
	s1=$(secret 3 1 -c 0-9 -p 4) s2=$(secret 3 2 -c 0-9 -p 4)
	w=236
	[ "$s1" != 0236 ] || w=237
	l=1111
	[[ $s2 != *1* ]] || l=2222
	[[ $s2 != *2* || $l != 2222 ]] || l=3333
	run --separate-stderr mm-play --digits -s 3 < <(
		printf '%s\n' 12a4 "$w" "$s1" y
		for i in 1 2 3 4 5 6 7 8 9 10; do echo "$l"; done
		echo n)
	assert_success
	assert_equal "$stderr" ""
	assert_output "$(cat <<-EOF
		Player-G1: 12a4
		One or more chars out of range 0-9, try again: $w
		($(mm-score -c 0-9 -p 4 "$s1" "$(printf '%04d' "$w")"))
		Player-G2: $s1
		(4,0)
		CONGRATULATIONS! You have cracked the secret code!. Do you want to try another game? y
		$(for i in 1 2 3 4 5 6 7 8 9 10; do
			echo "Player-G$i: $l"
			echo "($(mm-score -c 0-9 -p 4 "$s2" "$l"))"
		done)
		OK!. You have run out of tries. The answer is: $s2. Better luck next time!. Do you want to try again: ? n
		You have tried the Game of Mastermind 2 times with 1 Successes and 1 Failures!.
	EOF
	)"
}

@test "--digits: the end of the input in a game reveals it, status 1" {
	s=$(secret 4 1 -c 0-9 -p 4)
	run --separate-stderr mm-play --digits -s 4 <<<"0"
	assert_failure 1
	assert_equal "$stderr" "mm-play: the input ended before the game did"
	assert_line --index -2 "The answer was $s."
	assert_line --index -1 "You have tried the Game of Mastermind 0 times with 0 Successes and 0 Failures!."
	for opt in "-c 0-9" "-p 4" "-m 10" --distinct "-b computer" --watch \
	    "-t sweep"; do
		read -ra args <<<"$opt"
		run --separate-stderr mm-play --digits "${args[@]}"
		assert_failure 2
		assert_misuse "mm-play: --digits plays the four-digit game: not with -b computer, -c, -m, -p, -t, --distinct or --watch"
	done
}

@test "a list of colours is named as a list" {
	run --separate-stderr mm-play -c RGBYWK -p 4 -s 1 <<<"RGBX"
	assert_failure 1
	assert_line --index 3 "One or more chars not among RGBYWK, try again: "
}

@test "a bad seed is asked again" {
	run --separate-stderr mm-play -c A-F -p 4 <<-EOF
		x
		-1
		18446744073709551616
		007
		$(secret 7 1)
	EOF
	assert_success
	assert_line --index 0 "Enter the seed: x"
	assert_line --index 1 "The seed must be a number from 0 to 18446744073709551615."
	assert_line --index 6 "Enter the seed: 007"
	assert_line "(4,0) $(secret 7 1)"
}

@test "guesses allowed: pegs x colours / 3, rounded up" {
	run mm-play -c A-C -p 5 -s 1 </dev/null
	assert_line --index 1 "You have 5 guesses left!"
	run mm-play -c A-H -p 5 -s 1 </dev/null
	assert_line --index 1 "You have 14 guesses left!"
	run mm-play -c 0-9 -p 4 -s 1 </dev/null
	assert_line --index 1 "You have 14 guesses left!"
}

@test "a write error is reported; a reader that goes away ends the game quietly" {
	run --separate-stderr bash -c 'mm-play --watch -s 1 >/dev/full'
	assert_failure 2
	assert_equal "$stderr" "mm-play: write error: No space left on device"
	run --separate-stderr bash -c 'mm-play --watch -s 1 | head -n 1'
	assert_success
	assert_equal "$stderr" ""
	assert_output "The secret is $(secret 1 1)."
}

@test "usage errors" {
	run --separate-stderr mm-play -t minimax
	assert_failure 2
	assert_misuse "mm-play: -t picks the computer's strategy: use it with -b computer, --watch or --coach"
	run --separate-stderr mm-play -b nobody
	assert_failure 2
	assert_misuse "mm-play: bad code breaker 'nobody': must be human or computer"
	run --separate-stderr mm-play --watch -b human
	assert_failure 2
	run --separate-stderr mm-play -m 0
	assert_failure 2
	assert_misuse "mm-play: bad guess limit '0': must be 1 to 1000000"
	misuse "mm-play: extra operand 'extra'" mm-play extra
	run --separate-stderr mm-play -h
	assert_success
	assert_line --index 1 "               [-b human|computer] [--watch] [-t strategy] [-v] [--coach]"
	run mm-play -V
	assert_output "mm-play (mastermind-tools) 0.1.0"
}

@test "a bad strategy, or one that cannot play the game, is refused before anything is asked" {
	run --separate-stderr mm-solve -t bogus </dev/null
	bad="mm-play${stderr_lines[0]#mm-solve}"
	for mode in "-b computer" --watch; do
		# shellcheck disable=SC2086
		misuse "$bad" mm-play $mode -t bogus </dev/null
		# shellcheck disable=SC2086
		fails 2 "mm-play: -t sweep plays codes that repeat a colour: not with --distinct" \
		    mm-play $mode -t sweep --distinct </dev/null
		assert_output ""
		# shellcheck disable=SC2086
		fails 2 "mm-play: 5 pegs of 8 colours make 32768 codes: -t optimal plays at most 7776 codes of 5 pegs" \
		    mm-play $mode -t optimal -c 8 -p 5 </dev/null
		assert_output ""
	done
	# a size that is asked for is refused once it is known
	fails 2 "mm-play: 6 pegs of 6 colours make 46656 codes: -t optimal plays at most 5040 codes of 6 pegs" \
	    mm-play -b computer -t optimal <<<$'F\n6'
	assert_output "$(printf '%s\n' "Enter max letter: F" "Enter game dimension: 6")"
}

@test "--watch: mm-gen's secret, mm-solve's guesses, mm-score's answers, move by move" {
	s=$(secret 1 1)
	run --separate-stderr mm-play --watch -s 1 -t minimax
	assert_success
	assert_equal "$stderr" ""
	assert_line --index 0 "The secret is $s."
	n=$(grep -c '^XXXX$' <<<"$output")
	assert_line --index -1 "Pattern found in $n attempts!"
	assert_line --index -2 "(4,0) $s"
	# every board is the one before and one row more, scored by mm-score
	mapfile -t rows < <(grep '^(' <<<"$output")
	[ "${#rows[@]}" -eq $((n * (n + 1) / 2)) ]
	mapfile -t final < <(tail -n $((n + 1)) <<<"$output" | head -n "$n")
	for r in "${final[@]}"; do
		assert_equal "$r" "$(row "$s" "${r#* }")"
	done
	run --separate-stderr mm-play --watch -s 1 -t minimax -m 1
	assert_failure 1
	assert_line --index -1 "Pattern not found in 1 attempt."
}

@test "--watch with standard input, output or error closed" {
	want=$(mm-play --watch -s 1 </dev/null)
	run --separate-stderr bash -c 'mm-play --watch -s 1 <&-'
	assert_success
	assert_equal "$stderr" ""
	assert_output "$want"
	run bash -c 'mm-play --watch -s 1 2>&-'
	assert_success
	assert_output "$want"
	fails 2 "mm-play: write error: Bad file descriptor" \
	    bash -c 'mm-play --watch -s 1 >&-'
	fails 2 "mm-play: <stdin>: read error: Bad file descriptor" \
	    bash -c 'mm-play -b computer -s 1 <&-'
}

@test "the computer breaks a code, honest answers in every form" {
	s=$(secret 4 1)
	run mm-play --watch -s 4 -t minimax
	assert_success
	n=$(grep -c '^XXXX$' <<<"$output")
	mapfile -t final < <(tail -n $((n + 1)) <<<"$output" | head -n "$n")
	forms=('%s,%s' '%s %s' '%s:%s' '(%s,%s)' ' ( %s , %s ) ')
	answers=() guesses=()
	for ((i = 0; i < n; i++)); do
		r=${final[i]}
		g=${r#* } f=${r%%)*} f=${f#(}
		guesses+=("$g")
		answers+=("$(printf "${forms[i % 5]}" "${f%,*}" "${f#*,}")")
	done
	run --separate-stderr mm-play -b computer -c A-F -p 4 -t minimax < <(
	    printf '%s\n' "${answers[@]}")
	assert_success
	assert_equal "$stderr" ""
	assert_line --index 0 "Think of a code of 4 pegs from A-F. I will find it in at most 5 guesses."
	for ((i = 0; i < n; i++)); do
		a=${answers[i]}
		a=${a# } a=${a% }
		assert_line "Feedback for guess $((i + 1)), ${guesses[i]} (exact,inexact): $a"
	done
	assert_line --index -2 "${final[n - 1]}"
	assert_line --index -1 "I found your code in $n attempt$([ "$n" = 1 ] || echo s)!"
}

# Play mm-play -b computer as an honest person who thought of $1: answer
# every prompt with mm-score; the transcript is left in $output.
honest() {
	local code=$1 chunk pid to=$BATS_TEST_TMPDIR/to from=$BATS_TEST_TMPDIR/from
	shift
	rm -f "$to" "$from"
	mkfifo "$to" "$from"
	mm-play -b computer "$@" <"$to" >"$from" 2>&1 3>&- &
	pid=$!
	exec 8>"$to" 9<"$from"
	output=
	while IFS= read -r -d ':' chunk <&9; do
		output+="$chunk:"
		if [[ $chunk =~ guess\ [0-9]+,\ ([^ ]+)\ \(exact,inexact\)$ ]]; then
			mm-score "${@:1:4}" "$code" "${BASH_REMATCH[1]}" >&8
		fi
	done
	output+=$chunk
	output=${output%$'\n'}
	mapfile -t lines <<<"$output"
	exec 8>&- 9<&-
	status=0
	wait "$pid" || status=$?
}

@test "an honest person at the other end of a pipe, with three strategies" {
	for game in "BCFA -c A-F -p 4 -t minimax" "8527 -c 0-9 -p 4 -t sweep" \
	    "CEBAD -c A-H -p 5 -t random -s 3"; do
		set -- $game
		honest "$@"
		[ "$status" -eq 0 ]
		n=$(grep -c '^Feedback for guess' <<<"$output")
		assert_line --index -1 "I found your code in $n attempts!"
		mapfile -t rows < <(grep '^(' <<<"$output" | tail -n "$n")
		assert_equal "${rows[n - 1]}" "($5,0) $1"
		for r in "${rows[@]}"; do
			assert_equal "$r" "$(row "$1" "${r#* }" "${@:2:4}")"
		done
	done
}

@test "the computer asks for the colours and pegs the options leave open" {
	run --separate-stderr mm-play -b computer -t first <<-EOF
		G
		c
		7
		3
		3,0
	EOF
	assert_success
	assert_output "$(cat <<-EOF
		Enter max letter: G
		Max letter must be between A and F.
		Enter max letter: c
		Enter game dimension: 7
		Dimension must be between 3 and 6.
		Enter game dimension: 3
		Think of a code of 3 pegs from A-C. I will find it in at most 5 guesses.
		Feedback for guess 1, AAA (exact,inexact): 3,0
		XXX
		---
		(3,0) AAA
		I found your code in 1 attempt!
	EOF
	)"
}

@test "the max letter: a letter in either case, a count, or a range from A" {
	for a in C c 3 03 A-C a-c; do
		run --separate-stderr mm-play -b computer -t first -p 3 <<<"$a"$'\n3,0'
		assert_success
		assert_line --index 0 "Enter max letter: $a"
		assert_line --index 1 "Think of a code of 3 pegs from A-C. I will find it in at most 5 guesses."
	done
	for a in 0 7 10 B-F A-G A_C AC CC; do
		run --separate-stderr mm-play -b computer -t first -p 3 <<<"$a"
		assert_success
		assert_output "$(printf '%s\n%s\n%s' "Enter max letter: $a" \
		    "Max letter must be between A and F." "Enter max letter: ")"
	done
}

@test "the computer rejects impossible answers and asks again" {
	run --separate-stderr mm-play -b computer -c A-F -p 4 -t first <<-EOF
		3,1
		5 0
		x
		undo
		2,-1
		0,0
	EOF
	assert_failure 1
	assert_output "$(cat <<-EOF
		Think of a code of 4 pegs from A-F. I will find it in at most 9 guesses.
		Feedback for guess 1, AAAA (exact,inexact): 3,1
		Impossible feedback '3,1': one misplaced peg cannot swap with nothing, try again: 5 0
		Impossible feedback '5,0': more than 4 pegs, try again: x
		Answer exact,inexact as in 1,2, try again: undo
		Answer exact,inexact as in 1,2, try again: 2,-1
		Answer exact,inexact as in 1,2, try again: 0,0
		XXXX
		----
		(0,0) AAAA
		Feedback for guess 2, BBBB (exact,inexact): 
	EOF
	)"
}

@test "inconsistent answers end the game with mm-solve's explanation" {
	run --separate-stderr mm-play -b computer -c A-F -p 4 -t first <<-EOF
		1,0
		0,0
		4,0
	EOF
	assert_failure 1
	assert_equal "$stderr" ""
	assert_output "$(cat <<-EOF
		Think of a code of 4 pegs from A-F. I will find it in at most 9 guesses.
		Feedback for guess 1, AAAA (exact,inexact): 1,0
		XXXX
		----
		(1,0) AAAA
		Feedback for guess 2, ABBB (exact,inexact): 0,0
		XXXX
		----
		(1,0) AAAA
		(0,0) ABBB
		Your answers cannot all be right: no code fits answers 1-2 (answer 2 'ABBB 0,0' contradicts the earlier ones).
	EOF
	)"
}

@test "the promise: the strategy's worst case on the game, and no number without one" {
	promise() {
		mm-play -b computer "$@" </dev/null 2>/dev/null | head -n 1
	}
	worst=$(allgames sweep -c 0-9 -p 4 | grep -o 'worst: [0-9]*')
	assert_equal "$worst" "worst: 13"
	assert_equal "$(promise -c 0-9 -p 4 -t sweep)" \
	    "Think of a code of 4 pegs from 0-9. I will find it in at most 13 guesses."
	assert_equal "$(promise -c A-F -p 4 -t minimax)" \
	    "Think of a code of 4 pegs from A-F. I will find it in at most 5 guesses."
	assert_equal "$(promise -c A-F -p 4 -t tree:<(mm-solve --tree -t minimax))" \
	    "Think of a code of 4 pegs from A-F. I will find it in at most 5 guesses."
	assert_equal "$(promise -c 0-9 -p 4 -t sweep -m 13)" \
	    "Think of a code of 4 pegs from 0-9. I will find it in at most 13 guesses."
	assert_equal "$(promise -c 0-9 -p 4 -t sweep -m 12)" \
	    "Think of a code of 4 pegs from 0-9. I will try to find it; I give up after 12 guesses."
	assert_equal "$(promise -c A-F -p 4 -t random -s 1)" \
	    "Think of a code of 4 pegs from A-F. I will try to find it; I give up after 10 guesses."
	assert_equal "$(promise -c A-G -p 5 -t first)" \
	    "Think of a code of 5 pegs from A-G. I will try to find it; I give up after 10 guesses."
}

@test "--watch never gives up before the strategy's worst case either" {
	mm-gen -s 18 -c 0-9 -p 4 -n 1 | mm-solve --selfplay -c 0-9 -p 4 -t sweep |
	    grep -q '^9652 13 '
	run mm-play --watch -s 18 -c 0-9 -p 4 -t sweep
	assert_success
	assert_line --index 0 "The secret is 9652."
	assert_line --index -1 "Pattern found in 13 attempts!"
	run mm-play --watch -s 18 -c 0-9 -p 4 -t sweep -m 12
	assert_failure 1
	assert_line --index -1 "Pattern not found in 12 attempts."
}

# Play mm-play -b computer -t sweep on 4 digits for each record of the file
# $1 (SECRET N ANSWER... as below), answering honestly; name each game that
# does not end found in N guesses with status 0.
sweepgames() {
	local secret n answers out
	while read -r secret n answers; do
		# shellcheck disable=SC2086
		out=$(printf '%s\n' $answers |
		    mm-play -b computer -c 0-9 -p 4 -t sweep 2>&1) ||
		    { echo "$secret: status $?"; continue; }
		[[ $out == "Think of a code of 4 pegs from 0-9. I will find it in at most 13 guesses."* ]] ||
		    echo "$secret: no promise of 13"
		[[ $out == *$'\n'"(4,0) $secret"$'\n'"I found your code in $n attempt"* ]] ||
		    echo "$secret: not found in $n"
	done <"$1"
}

@test "sweep on 4 digits: mm-play keeps its promise of 13 on every code" {
	# Each secret, how many guesses sweep takes, and mm-score's answers.
	mm-gen --all -c 0-9 -p 4 | mm-solve --selfplay -c 0-9 -p 4 -t sweep |
	    awk '{ for (i = 3; i <= NF; i++) print $1, $i }' |
	    mm-score -c 0-9 -p 4 |
	    awk '$1 "" != s { if (n) print s, n, a; s = $1 ""; n = 0; a = "" }
		{ n++; a = a " " $3 } END { print s, n, a }' >"$BATS_TEST_TMPDIR/all"
	assert_equal "$(wc -l <"$BATS_TEST_TMPDIR/all")" 10000
	assert_equal "$(head -n 1 "$BATS_TEST_TMPDIR/all")" "0000 1  4,0"
	# Every code when MM_TEST_ALL is set; else the 344 that take 13
	# guesses and the first 156 others that mm-gen -s 1 draws, the same
	# on every machine.
	if [ -n "${MM_TEST_ALL-}" ]; then
		cp "$BATS_TEST_TMPDIR/all" "$BATS_TEST_TMPDIR/games"
	else
		{ awk '$2 == 13' "$BATS_TEST_TMPDIR/all"
		  mm-gen -s 1 -n 2000 -c 0-9 -p 4 |
		      awk 'NR == FNR { if ($2 != 13) g[$1 ""] = $0; next }
			($1 "") in g { print g[$1 ""]; delete g[$1 ""]
			    if (++n == 156) exit }' "$BATS_TEST_TMPDIR/all" -
		} >"$BATS_TEST_TMPDIR/games"
		assert_equal "$(wc -l <"$BATS_TEST_TMPDIR/games")" 500
	fi
	split -n l/2 "$BATS_TEST_TMPDIR/games" "$BATS_TEST_TMPDIR/part"
	sweepgames "$BATS_TEST_TMPDIR/partaa" >"$BATS_TEST_TMPDIR/bad1" &
	sweepgames "$BATS_TEST_TMPDIR/partab" >"$BATS_TEST_TMPDIR/bad2"
	wait $!
	run cat "$BATS_TEST_TMPDIR/bad1" "$BATS_TEST_TMPDIR/bad2"
	assert_output ""
}

@test "the computer gives up after -m guesses" {
	run --separate-stderr mm-play -b computer -c A-F -p 4 -t first -m 2 <<-EOF
		0,0
		0,0
	EOF
	assert_failure 1
	assert_line --index -1 "I could not find your code in 2 guesses. You win!!"
	run --separate-stderr mm-play -b computer -c A-F -p 4 -t first -m 1 </dev/null
	assert_failure 1
	assert_equal "$stderr" "mm-play: the input ended before the game did"
	assert_output "$(printf '%s\n%s' \
	    "Think of a code of 4 pegs from A-F. I will try to find it; I give up after 1 guess." \
	    "Feedback for guess 1, AAAA (exact,inexact): ")"
}

@test "a missing tool is named before anything is asked" {
	[ -z "${MM_VALGRIND-}" ] || skip "a copy of mm-play is a wrapper"
	kit
	rm "$kit/mm-score"
	MM_BINDIR=$kit run --separate-stderr mm-play
	assert_failure 2
	assert_output ""
	assert_equal "$stderr" "mm-play: cannot find mm-score in MM_BINDIR ($kit)"
	rm "$kit/mm-solve"
	MM_BINDIR=$kit run --separate-stderr mm-play -b computer
	assert_failure 2
	assert_equal "$stderr" "mm-play: cannot find mm-solve in MM_BINDIR ($kit)"
	mkdir "$BATS_TEST_TMPDIR/alone"
	cp "$(command -v mm-play)" "$BATS_TEST_TMPDIR/alone/"
	PATH=$BATS_TEST_TMPDIR/alone:/usr/bin:/bin run --separate-stderr mm-play
	assert_failure 2
	assert_equal "$stderr" "mm-play: cannot find mm-gen beside mm-play or on PATH"
}

@test "PATH: an empty entry is the current directory; none is /usr/bin:/bin" {
	[ -z "${MM_VALGRIND-}" ] || skip "a copy of mm-play is a wrapper"
	[ ! -e /usr/bin/mm-gen ] && [ ! -e /bin/mm-gen ] ||
	    skip "mm-gen is installed in /usr/bin or /bin"
	kit
	alone=$BATS_TEST_TMPDIR/alone
	mkdir "$alone"
	cp "$(command -v mm-play)" "$alone/"
	run --separate-stderr env -u PATH "$alone/mm-play"
	assert_failure 2
	assert_equal "$stderr" "mm-play: cannot find mm-gen beside $alone/mm-play or on PATH"
	# shellcheck disable=SC2016
	run --separate-stderr bash -c 'cd "$1" && PATH=$2: && exec mm-play -s 1 -c A-F -p 4 <<<"$3"' \
	    _ "$kit" "$alone" "$(secret 1 1)"
	assert_success
	assert_line --index 5 "(4,0) $(secret 1 1)"
}

@test "a pipe to a tool that cannot be made is an error" {
	[ -z "${MM_VALGRIND-}" ] || skip "valgrind holds descriptors of its own"
	# descriptors below 4 only, 3 free: no room for the two of a pipe
	run --separate-stderr bash -c 'exec </dev/null 3>&-; ulimit -n 4 && exec mm-play -s 1 -c A-F -p 4'
	assert_failure 2
	assert_output ""
	assert_equal "$stderr" "mm-play: pipe: Too many open files"
}

@test "the tools beside mm-play come before those on PATH" {
	[ -z "${MM_VALGRIND-}" ] || skip "a copy of mm-play is a wrapper"
	d=$BATS_TEST_TMPDIR/beside
	mkdir "$d"
	cp "$(command -v mm-play)" "$d/"
	ln -s "$(command -v mm-score)" "$d/mm-score"
	printf '#!/bin/sh\nexec yes CAFE\n' >"$d/mm-gen"
	chmod +x "$d/mm-gen"
	run --separate-stderr "$d/mm-play" -s 1 -c A-F -p 4 <<<"CAFE"
	assert_success
	assert_line --index 5 "(4,0) CAFE"
}

@test "a tool answering garbage: status 2, no process left behind" {
	kit
	standin mm-score <<-EOF
		#!/bin/sh
		echo \$\$ >"$BATS_TEST_TMPDIR/pids"
		sleep 300 &
		echo \$! >>"$BATS_TEST_TMPDIR/pids"
		while read -r line; do echo hello; done
	EOF
	s=$(secret 1 1)
	MM_BINDIR=$kit run --separate-stderr mm-play -s 1 -c A-F -p 4 <<<"ABCD"
	assert_failure 2
	assert_equal "$stderr" "mm-play: mm-score answered 'hello' to '$s ABCD': expected '$s ABCD E,I'"
	mapfile -t pids <"$BATS_TEST_TMPDIR/pids"
	[ "${#pids[@]}" -eq 2 ]
	for p in "${pids[@]}"; do gone "$p"; done
}

@test "a tool's long or binary answer is cut at 40 bytes in the message" {
	kit
	standin mm-score <<-'EOF'
		#!/bin/sh
		read -r line
		printf '%0100d\n' 0
	EOF
	s=$(secret 1 1)
	MM_BINDIR=$kit run --separate-stderr mm-play -s 1 -c A-F -p 4 <<<"ABCD"
	assert_failure 2
	assert_equal "$stderr" "mm-play: mm-score answered '$(printf '%040d' 0)...' to '$s ABCD': expected '$s ABCD E,I'"
	standin mm-score <<-'EOF'
		#!/bin/sh
		read -r line
		for i in $(seq 150); do printf '\303\251'; done
		sleep 5
	EOF
	MM_BINDIR=$kit run --separate-stderr mm-play -s 1 -c A-F -p 4 <<<"ABCD"
	assert_failure 2
	assert_equal "$stderr" "mm-play: mm-score wrote a line longer than 256 bytes: '$(for i in $(seq 20); do printf '\\xc3\\xa9'; done)...'"
}

@test "a tool that cannot be run" {
	[ -z "${MM_VALGRIND-}" ] || skip "valgrind cannot follow a failed exec"
	kit
	standin mm-score <<-'EOF'
		#!/nonexistent/interpreter
	EOF
	MM_BINDIR=$kit run --separate-stderr mm-play -s 1 -c A-F -p 4 </dev/null
	assert_failure 2
	assert_output ""
	assert_equal "$stderr" "mm-play: cannot run $kit/mm-score: No such file or directory"
}

@test "a tool that ends early: its message, then status 2" {
	kit
	standin mm-score <<-'EOF'
		#!/bin/sh
		echo "mm-score: out of order" >&2
		exit 3
	EOF
	MM_BINDIR=$kit run --separate-stderr mm-play -s 1 -c A-F -p 4 <<<"ABCD"
	assert_failure 2
	assert_equal "$stderr" "$(printf '%s\n%s' "mm-score: out of order" \
	    "mm-play: mm-score ended early (exit status 3)")"
	standin mm-gen <<-'EOF'
		#!/bin/sh
		echo hello
	EOF
	MM_BINDIR=$kit run --separate-stderr mm-play -s 1 -c A-F -p 4 <<<"ABCD"
	assert_failure 2
	assert_equal "$stderr" "mm-play: mm-gen wrote a bad secret: 'hello' has 5 pegs, not 4"
	standin mm-solve <<-'EOF'
		#!/bin/sh
		kill -9 $$
	EOF
	for t in random minimax; do
		MM_BINDIR=$kit run --separate-stderr mm-play -b computer -c A-F -p 4 -t $t </dev/null
		assert_failure 2
		assert_equal "$stderr" "mm-play: mm-solve ended early (killed by signal 9)"
	done
	standin mm-solve <<-'EOF'
		#!/bin/sh
		echo 'A B C'
		sleep 300
	EOF
	MM_BINDIR=$kit run --separate-stderr mm-play -b computer -c A-F -p 4 -t random </dev/null
	assert_failure 2
	assert_equal "$stderr" "mm-play: mm-solve wrote a bad guess: 'A B C' has 5 pegs, not 4"
	# The promise: every code played by mm-solve --selfplay --summary.
	standin mm-solve <<-'EOF'
		#!/bin/sh
		cat >/dev/null
		echo "games: 1296"
	EOF
	MM_BINDIR=$kit run --separate-stderr mm-play -b computer -c A-F -p 4 -t minimax </dev/null
	assert_failure 2
	assert_equal "$stderr" "mm-play: mm-solve --selfplay --summary gave no worst case"
}

# An mm-solve that runs the real one, but for the form $1 (--next or
# --selfplay, --selfplay --summary aside) runs the shell commands $2.
solver_but() {
	standin mm-solve <<-EOF
		#!/bin/sh
		case " \$* " in
		*" --summary "*) ;;
		*" $1 "*) $2; exit 0 ;;
		esac
		exec "$(command -v mm-solve)" "\$@"
	EOF
}

@test "--coach: a solver's bad guess or game, or its early end, ends the session with status 2" {
	kit
	while IFS='|' read -r form commands message; do
		solver_but "$form" "$commands"
		MM_BINDIR=$kit run --separate-stderr mm-play -s 1 -c A-F -p 4 \
		    --coach <<<$'BECF\nn'
		assert_failure 2
		assert_equal "$stderr" "mm-play: $message"
	done <<-'EOF'
		--next|cat >/dev/null; echo ZZZZ|mm-solve wrote a bad guess: 'ZZZZ': 'Z' is not a colour of A-F
		--next|cat >/dev/null|mm-solve ended early (exit status 0)
		--next|cat >/dev/null; echo AAAA; exit 3|mm-solve ended early (exit status 3)
		--selfplay|read -r s; echo "AAAA 1 AAAA"|mm-solve wrote a bad game: 'AAAA 1 AAAA'
		--selfplay|read -r s|mm-solve ended early (exit status 0)
		--selfplay|read -r s; echo "$s 1 $s"; exit 3|mm-solve ended early (exit status 3)
	EOF
	# the real one, for the game the messages break off
	solver_but --none :
	MM_BINDIR=$kit run --separate-stderr mm-play -s 1 -c A-F -p 4 \
	    --coach <<<$'BECF\nn'
	assert_success
	assert_line "Coach: entropy on this secret: $(echo BECF | mm-solve --selfplay | cut -d' ' -f3-) (4)."
}

@test "a tool that ends without an answer, or one without its newline, or says why without one" {
	kit
	standin mm-gen <<-'EOF'
		#!/bin/sh
		exit 0
	EOF
	MM_BINDIR=$kit run --separate-stderr mm-play -s 1 -c A-F -p 4 <<<"ABCD"
	assert_failure 2
	assert_equal "$stderr" "mm-play: mm-gen ended early (exit status 0)"
	kit
	standin mm-score <<-'EOF'
		#!/bin/sh
		read -r line
		printf 'mm-score: no newline' >&2
		exit 4
	EOF
	MM_BINDIR=$kit run --separate-stderr mm-play -s 1 -c A-F -p 4 <<<"ABCD"
	assert_failure 2
	assert_equal "$stderr" "$(printf '%s\n' "mm-score: no newline" \
	    "mm-play: mm-score ended early (exit status 4)")"
	# the last line, cut short, is still an answer
	standin mm-score <<-'EOF'
		#!/bin/sh
		read -r s g
		printf '%s %s 4,0' "$s" "$g"
	EOF
	MM_BINDIR=$kit run --separate-stderr mm-play -s 1 -c A-F -p 4 <<<$'ABCD\nn'
	assert_success
	assert_line --index 5 "(4,0) ABCD"
	# the solver of -b computer stops with no message: no code fits
	standin mm-solve <<-EOF
		#!/bin/sh
		case " \$* " in
		*" --summary "*) exec "$(command -v mm-solve)" "\$@" ;;
		esac
		echo AAAA
		read -r answer
		exit 1
	EOF
	MM_BINDIR=$kit run --separate-stderr mm-play -b computer -s 1 -c A-F -p 4 <<<"0,0"
	assert_failure 1
	assert_line --index 5 "Your answers cannot all be right: no code fits the answers."
}

# An mm-gen that ignores SIGTERM and stays after its one secret.
stubborn() {
	standin mm-gen <<-EOF
		#!/bin/sh
		echo \$\$ >>"$BATS_TEST_TMPDIR/pids"
		trap '' HUP INT PIPE TERM
		echo CAFE
		exec sleep 300
	EOF
}

@test "a tool that will not stop is killed when the session ends" {
	kit
	stubborn
	MM_BINDIR=$kit run --separate-stderr mm-play -s 1 -c A-F -p 4 <<<"CAFE"
	assert_success
	assert_line --index 5 "(4,0) CAFE"
	gone "$(cat "$BATS_TEST_TMPDIR/pids")"
}

@test "SIGTERM stops mm-play and its coprocesses" {
	kit
	stubborn
	standin mm-score <<-EOF
		#!/bin/sh
		echo \$\$ >>"$BATS_TEST_TMPDIR/pids"
		exec "$(command -v mm-score)" "\$@"
	EOF
	mkfifo "$BATS_TEST_TMPDIR/in"
	MM_BINDIR=$kit mm-play -s 1 -c A-F -p 4 <"$BATS_TEST_TMPDIR/in" \
	    >"$BATS_TEST_TMPDIR/out" 2>&1 3>&- &
	pid=$!
	exec 7>"$BATS_TEST_TMPDIR/in"
	waitfor "Enter Guess" "$BATS_TEST_TMPDIR/out"
	for ((i = 0; i < 100; i++)); do
		[ "$(wc -l <"$BATS_TEST_TMPDIR/pids")" -ge 2 ] && break
		sleep 0.1
	done
	mapfile -t kids <"$BATS_TEST_TMPDIR/pids"
	[ "${#kids[@]}" -eq 2 ]
	for p in "${kids[@]}"; do kill -0 "$p"; done
	kill -TERM "$pid"
	status=0
	wait "$pid" || status=$?
	exec 7>&-
	[ "$status" -eq 143 ]
	for p in "${kids[@]}"; do gone "$p"; done
}

# Run the command $1 at a terminal, in the background: what is typed goes
# to descriptor 7, the screen to the file $out, and $pid is the process.
terminal() {
	mkfifo "$BATS_TEST_TMPDIR/in"
	out=$BATS_TEST_TMPDIR/out
	script -qefc "$1" /dev/null <"$BATS_TEST_TMPDIR/in" >"$out" 3>&- &
	pid=$!
	exec 7>"$BATS_TEST_TMPDIR/in"
}

@test "a person at a terminal: the terminal echoes, Ctrl-D ends the session" {
	s=$(secret 1 1)
	terminal "mm-play -s 1 -c A-F -p 4"
	waitfor "Enter Guess (4 chars): " "$out"
	printf 'abcd\r' >&7
	waitfor "You have 7 guesses left!" "$out"
	printf '%s\r' "$s" >&7
	waitfor "Another game [Y/N]? " "$out"
	printf '\004' >&7
	waitfor "You have tried" "$out"
	exec 7>&-
	wait "$pid"
	run tr -d '\r' <"$out"
	assert_line "Enter Guess (4 chars): abcd"
	assert_line "$(trow 1 "$s" ABCD)"
	assert_line "Pattern found in 2 attempts! Current average: 2.000"
	assert_line --index -1 "$(summary "1 time" "1 success" "0 failures")"
}

helptext() {
	welcome "$1"
	cat <<-EOF
		At every question: ? or help shows this, q or quit ends the session
		(showing the secret of a game under way), and an empty answer asks again;
		an empty seed picks one.
	EOF
	if [ "$1" = computer ]; then
		cat <<-EOF
		An answer is exact,inexact: 1,2 (or 1 2, 1:2, (1,2)), or the pegs of the board
		game, B black for exact and W white for inexact: 2B1W, BBW, B W; - or 0 for
		no peg. undo takes back the last answer and asks for it again.
		EOF
	else
		cat <<-EOF
		Instead of a guess, hint says how many codes still fit the answers; hint
		again, the guess mm-solve would play.
		EOF
	fi
}

@test "at a terminal: a welcome, ? and help, an empty answer asks again, q quits" {
	s=$(secret 1 1)
	cat >"$BATS_TEST_TMPDIR/t" <<-EOF
		$(welcome human)
		Type ? for help, q to quit.
		Enter max letter: ?
		$(helptext human)
		Enter max letter: F
		Enter game dimension: 
		Enter game dimension: 4
		Enter the seed: 1
		$(gameline "A B C D E F" 4 "repeats allowed" 8)
		Starting game...
		You have 8 guesses left!
		Enter Guess (4 chars): HELP
		$(helptext human)
		Enter Guess (4 chars): 
		Enter Guess (4 chars): ABCD
		    XXXX
		    ----
		$(trow 1 "$s" ABCD)
		You have 7 guesses left!
		Enter Guess (4 chars): quit
		You gave up. The pattern was $s.
		You have tried the Game of Mastermind 1 time with 0 successes, 0 failures and 1 given up!
	EOF
	run pty-transcript "$BATS_TEST_TMPDIR/t" mm-play
	assert_success
	assert_output "$(cat "$BATS_TEST_TMPDIR/t")"
}

@test "at a terminal: --digits and -b computer welcome too; q and ? at their questions" {
	cat >"$BATS_TEST_TMPDIR/t" <<-EOF
		$(welcome digits)
		Type ? for help, q to quit.
		Player-G1: ?
		$(helptext digits)
		Player-G1: q
		The answer was $(secret 2 1 -c 0-9 -p 4).
		You have tried the Game of Mastermind 1 times with 0 Successes, 0 Failures and 1 Given up!.
	EOF
	run pty-transcript "$BATS_TEST_TMPDIR/t" mm-play --digits -s 2
	assert_success
	assert_output "$(cat "$BATS_TEST_TMPDIR/t")"
	cat >"$BATS_TEST_TMPDIR/t" <<-EOF
		$(welcome computer)
		Type ? for help, q to quit.
		$(gameline "A B C" 3 "repeats allowed" 10)
		Think of a code of 3 pegs from A-C. I will find it in at most 5 guesses.
		Feedback for guess 1, AAA (exact,inexact): 
		Feedback for guess 1, AAA (exact,inexact): help
		$(helptext computer)
		Feedback for guess 1, AAA (exact,inexact): 0,0
		 1  AAA  (0,0)
		Feedback for guess 2, BBB (exact,inexact): q
	EOF
	run pty-transcript "$BATS_TEST_TMPDIR/t" mm-play -b computer -c A-C -p 3 -t first
	assert_success
	assert_output "$(cat "$BATS_TEST_TMPDIR/t")"
}

@test "at a terminal: an empty seed picks one and shows it; Ctrl-D in a game: status 1" {
	terminal "mm-play -c A-F -p 4"
	waitfor "Enter the seed: " "$out"
	printf '\r' >&7
	waitfor "Enter Guess (4 chars): " "$out"
	printf '\004' >&7
	waitfor "You have tried" "$out"
	exec 7>&-
	status=0
	wait "$pid" || status=$?
	[ "$status" -eq 1 ]
	run tr -d '\r' <"$out"
	assert_line --regexp '^The seed is [0-9]+\.$'
	n=$(sed -n 's/^The seed is \([0-9]*\)\.$/\1/p' <<<"$output")
	assert_line "The pattern was $(secret "$n" 1)."
	assert_line "mm-play: the input ended before the game did"
}

@test "at a terminal: a slip for a word the question takes is named; not in a pipe" {
	s=$(secret 1 1)
	cat >"$BATS_TEST_TMPDIR/t" <<-EOF
		$(welcome human)
		Type ? for help, q to quit.
		Colours: A B C D E F · 4 pegs · repeats allowed · 1 guess
		Starting game...
		You have 1 guess left!
		Enter Guess (4 chars): hnit
		Did you mean hint? One or more chars out of range A-F, try again: hlp
		Did you mean help? Guess must be 4 chars, try again: ABCZ
		One or more chars out of range A-F, try again: $(other "$s")
		    XXXX
		    ----
		$(trow 1 "$s" "$(other "$s")")
		You have run out of guesses! The pattern was $s. Better luck next time!
		Current average: none yet
		Another game [Y/N]? yse
		Did you mean yes? Another game [Y/N]? maybe
		Another game [Y/N]? qiut
		Did you mean quit? Another game [Y/N]? n
		$(summary "1 time" "0 successes" "1 failure")
	EOF
	NO_COLOR=1 run pty-transcript "$BATS_TEST_TMPDIR/t" mm-play -s 1 -c A-F -p 4 -m 1
	assert_success
	assert_output "$(cat "$BATS_TEST_TMPDIR/t")"
	run mm-play -s 1 -c A-F -p 4 -m 1 <<<$'hnit\nAAAA\nyse\nn'
	refute_output --partial "Did you mean"
}

@test "at a terminal: hint counts the codes that fit, then asks mm-solve" {
	s=$(secret 1 1)
	f=$(mm-score "$s" ABCD)
	fits=$(mm-gen --all -c A-F -p 4 | sed 's/$/ ABCD/' |
	    mm-score -c A-F -p 4 | grep -c " $f\$")
	next=$(echo "ABCD $f" | mm-solve --next -c A-F -p 4)
	cat >"$BATS_TEST_TMPDIR/t" <<-EOF
		$(welcome human)
		Type ? for help, q to quit.
		$(gameline "A B C D E F" 4 "repeats allowed" 8)
		Starting game...
		You have 8 guesses left!
		Enter Guess (4 chars): hint
		Hint: 1296 codes still fit the answers.
		Enter Guess (4 chars): ABCD
		    XXXX
		    ----
		 1  ABCD  ($f)
		You have 7 guesses left!
		Enter Guess (4 chars): hint
		Hint: $fits codes still fit the answers.
		Enter Guess (4 chars): HINT
		Hint: mm-solve would play $next.
		Enter Guess (4 chars): q
		You gave up. The pattern was $s.
		You have tried the Game of Mastermind 1 time with 0 successes, 0 failures and 1 given up!
	EOF
	run pty-transcript "$BATS_TEST_TMPDIR/t" mm-play -s 1 -c A-F -p 4
	assert_success
	assert_output "$(cat "$BATS_TEST_TMPDIR/t")"
	s=$(secret 5 1 -c 0-9 -p 4)
	cat >"$BATS_TEST_TMPDIR/t" <<-EOF
		$(welcome digits)
		Type ? for help, q to quit.
		Player-G1: hint
		Hint: 10000 codes still fit the answers.
		Player-G1: hint
		Hint: mm-solve would play $(mm-solve --next -c 0-9 -p 4 </dev/null).
		Player-G1: $s
		(4,0)
		CONGRATULATIONS! You have cracked the secret code!. Do you want to try another game? n
		You have tried the Game of Mastermind 1 times with 1 Successes and 0 Failures!.
	EOF
	run pty-transcript "$BATS_TEST_TMPDIR/t" mm-play --digits -s 5
	assert_success
	assert_output "$(cat "$BATS_TEST_TMPDIR/t")"
}

@test "at a terminal: hint of a game too large to count, or with no mm-solve" {
	s=$(secret 1 1 -c 0-9 -p 7)
	cat >"$BATS_TEST_TMPDIR/t" <<-EOF
		$(welcome human)
		Type ? for help, q to quit.
		$(gameline "0 1 2 3 4 5 6 7 8 9" 7 "repeats allowed" 24)
		Starting game...
		You have 24 guesses left!
		Enter Guess (7 chars): hint
		Hint: too many codes to count.
		Enter Guess (7 chars): q
		You gave up. The pattern was $s.
		You have tried the Game of Mastermind 1 time with 0 successes, 0 failures and 1 given up!
	EOF
	run pty-transcript "$BATS_TEST_TMPDIR/t" mm-play -s 1 -c 0-9 -p 7
	assert_success
	assert_output "$(cat "$BATS_TEST_TMPDIR/t")"
	# a game by the player needs no mm-solve until the second hint
	kit
	rm "$kit/mm-solve"
	s=$(secret 1 1)
	cat >"$BATS_TEST_TMPDIR/t" <<-EOF
		$(welcome human)
		Type ? for help, q to quit.
		$(gameline "A B C D E F" 4 "repeats allowed" 8)
		Starting game...
		You have 8 guesses left!
		Enter Guess (4 chars): hint
		Hint: 1296 codes still fit the answers.
		Enter Guess (4 chars): hint
		Hint: mm-solve is not to be found.
		Enter Guess (4 chars): q
		You gave up. The pattern was $s.
		You have tried the Game of Mastermind 1 time with 0 successes, 0 failures and 1 given up!
	EOF
	MM_BINDIR=$kit run pty-transcript "$BATS_TEST_TMPDIR/t" mm-play -s 1 -c A-F -p 4
	assert_success
	assert_output "$(cat "$BATS_TEST_TMPDIR/t")"
}

@test "not at a terminal: no welcome, and ? q help and hint are answers like any other" {
	run --separate-stderr mm-play -c A-F -p 4 -s 1 <<<$'?\nq\nhelp\nhint'
	assert_failure 1
	assert_line --index 0 "Starting game..."
	assert_line --index 2 "Enter Guess (4 chars): ?"
	assert_line --index 3 "Guess must be 4 chars, try again: q"
	assert_line --index 4 "Guess must be 4 chars, try again: help"
	assert_line --index 5 "One or more chars out of range A-F, try again: hint"
	assert_line --index 6 "One or more chars out of range A-F, try again: "
}

@test "examples/watch-games.sh plays N watched games and prints the average" {
	run --separate-stderr bash "$BATS_TEST_DIRNAME/../examples/watch-games.sh" 3 -t minimax
	assert_success
	sum=0
	for s in 1 2 3; do
		n=$(mm-play --watch -s "$s" -t minimax | grep -c '^XXXX$')
		assert_line --index $((s - 1)) "game $s: $n"
		sum=$((sum + n))
	done
	assert_line --index 3 "average: $(awk -v s="$sum" 'BEGIN { printf "%.3f", s / 3 }') guesses in 3 of 3 games"
}

@test "junk in MM_PEGS or MM_COLORS is refused before any question" {
	MM_PEGS=junk run --separate-stderr mm-play -s 1 </dev/null
	assert_failure 2
	assert_output ""
	assert_misuse "mm-play: bad peg count 'junk' in MM_PEGS: must be 1 to 32"
	MM_COLORS=AAB run --separate-stderr mm-play -s 1 -p 4 </dev/null
	assert_failure 2
	assert_misuse "mm-play: bad colours 'AAB' in MM_COLORS: 'A' repeated"
	MM_PEGS=junk run --separate-stderr mm-play -s 1 -p 4 -c A-F <<<"n"
	assert_failure 1
	assert_equal "$stderr" "mm-play: the input ended before the game did"
}
