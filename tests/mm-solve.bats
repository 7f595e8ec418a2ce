#!/usr/bin/env bats

load common

setup() {
	examples="$BATS_TEST_DIRNAME/../examples"
	man="$BATS_TEST_DIRNAME/../man/mm-solve.1"
	tmp=$BATS_TEST_TMPDIR
}

# Every guess of every game record in $1 agrees with the feedback of
# the guesses before it against the secret: "PAIRS pairs, N inconsistent".
consistency() {
	awk '$NF != $1 || $2 != NF - 2 { print "bad record:", $0 > "/dev/stderr" }
	    { for (k = 4; k <= NF; k++) for (j = 3; j < k; j++) {
		print $1, $j; print $k, $j } }' "$1" |
	    mm-score -b "${@:2}" | paste - - |
	    awk '$1 != $2 { bad++ } END { print NR, "pairs,", bad + 0, "inconsistent" }'
}

@test "minimax plays every 4x6 secret in Knuth's 5801 guesses" {
	run allgames minimax
	assert_success
	assert_output "games: 1296 total: 5801 average: 4.4761 worst: 5 failed: 0 1 guess: 1 2 guesses: 6 3 guesses: 62 4 guesses: 533 5 guesses: 694 "
}

@test "every deterministic strategy's 4x6 totals are pinned" {
	run allgames expected
	assert_output "games: 1296 total: 5696 average: 4.3951 worst: 6 failed: 0 1 guess: 1 2 guesses: 10 3 guesses: 54 4 guesses: 645 5 guesses: 583 6 guesses: 3 "
	run allgames entropy
	assert_output "games: 1296 total: 5722 average: 4.4151 worst: 6 failed: 0 1 guess: 1 2 guesses: 4 3 guesses: 71 4 guesses: 612 5 guesses: 596 6 guesses: 12 "
	run allgames parts
	assert_output "games: 1296 total: 5668 average: 4.3735 worst: 6 failed: 0 1 guess: 1 2 guesses: 12 3 guesses: 72 4 guesses: 635 5 guesses: 569 6 guesses: 7 "
	run allgames first
	assert_output "games: 1296 total: 7471 average: 5.7647 worst: 9 failed: 0 1 guess: 1 2 guesses: 4 3 guesses: 25 4 guesses: 108 5 guesses: 305 6 guesses: 602 7 guesses: 196 8 guesses: 49 9 guesses: 6 "
	run allgames sweep
	assert_output "games: 1296 total: 8445 average: 6.5162 worst: 9 failed: 0 1 guess: 1 2 guesses: 4 3 guesses: 11 4 guesses: 46 5 guesses: 151 6 guesses: 424 7 guesses: 406 8 guesses: 199 9 guesses: 54 "
}

@test "entropy is the default strategy" {
	a=$(mm-gen --all | mm-solve --selfplay --summary)
	[ "$a" = "$(mm-gen --all | mm-solve --selfplay --summary -t entropy)" ]
	run mm-solve --next </dev/null
	assert_output "ABCD"
}

@test "the first guess comes from the rule, for every strategy" {
	run mm-solve --next -t minimax </dev/null
	assert_output "AABB"
	run mm-solve --next -t expected </dev/null
	assert_output "AABC"
	run mm-solve --next -t entropy </dev/null
	assert_output "ABCD"
	run mm-solve --next -t parts </dev/null
	assert_output "AABC"
	run mm-solve --next -t parts -p 5 -c 8 </dev/null
	assert_output "AABBC"
	run mm-solve --next -t entropy -p 5 -c 8 </dev/null
	assert_output "AABCD"
	run mm-solve --next -t first </dev/null
	assert_output "AAAA"
	run mm-solve --next -t sweep -c 0-9 </dev/null
	assert_output "0000"
}

@test "sweep solves every 4-digit code within seed 003's 18 guesses" {
	run allgames sweep -c 0-9
	assert_success
	assert_output --partial "games: 10000 total: 97106 average: 9.7106 worst: 13 failed: 0 "
}

@test "sweep counts colours, then places them with an absent colour" {
	run bash -c 'mm-gen --all -c 0-9 | grep -x 2810 |
	    mm-solve --selfplay -t sweep -c 0-9'
	assert_output "2810 12 0000 0111 0122 0123 0124 0125 0126 0127 0128 3033 3303 2810"
	run --separate-stderr mm-solve --selfplay -t sweep --distinct <<<ABCD
	assert_failure 2
	assert_equal "$stderr" "mm-solve: -t sweep plays codes that repeat a colour: not with --distinct"
}

@test "sweep plays the candidates when no colour is absent" {
	run mm-solve --selfplay -t sweep -c 3 -p 4 <<<ABCA
	assert_success
	[[ "$output" == "ABCA "* ]]
	[[ "$output" == *" ABCA" ]]
	run bash -c 'mm-gen --all -c 3 -p 5 | mm-solve --selfplay -t sweep -c 3 -p 5 |
	    awk "\$NF != \$1 || \$2 != NF - 2 { bad++ } END { print NR, bad + 0 }"'
	assert_output "243 0"
}

@test "random averages about 4.64 guesses on 4x6 and is repeatable" {
	mm-gen --all >"$tmp/all"
	for s in 1 2 3 4; do
		mm-solve --selfplay --summary -t random -s $s "$tmp/all" |
		    sed -n 's/^average: //p'
	done >"$tmp/avg"
	run awk '{ s += $1 } END { m = s / NR; print (m > 4.58 && m < 4.71) ? "ok" : m }' "$tmp/avg"
	assert_output ok
	a=$(mm-solve --selfplay -t random -s 9 "$tmp/all" | md5sum)
	b=$(mm-solve --selfplay -t random -s 9 "$tmp/all" | md5sum)
	[ "$a" = "$b" ]
}

@test "random and first only ever play candidates (random secrets, sizes, seeds)" {
	for spec in "-p 4 -c 6" "-p 5 -c 8" "-p 1 -c 7" "-p 3 -c 62" \
	    "-p 18 -c 2" "-p 6 -c 0-9 --distinct"; do
		for t in random first; do
			# shellcheck disable=SC2086
			mm-gen -n 40 $spec | mm-solve --selfplay -t $t $spec >"$tmp/g"
			# shellcheck disable=SC2086
			run consistency "$tmp/g" $spec
			assert_output --regexp "^[0-9]+ pairs, 0 inconsistent$"
		done
	done
}

@test "the heuristics win every game with guesses consistent with mm-score" {
	for t in minimax expected entropy parts; do
		mm-gen -s 5 -n 30 -p 5 -c 7 |
		    mm-solve --selfplay -t $t -p 5 -c 7 >"$tmp/g"
		run awk '$NF != $1 || $2 != NF - 2 { print "bad:", $0 }' "$tmp/g"
		assert_output ""
		# the candidates left after each answer, by brute force,
		# hold the secret: replaying the history with --next agrees
		read -r secret n rest <"$tmp/g"
		: >"$tmp/h"
		for guess in $rest; do
			run mm-solve --next -t $t -p 5 -c 7 "$tmp/h"
			assert_output "$guess"
			echo "$guess $(mm-score -p 5 -c 7 "$secret" "$guess")" >>"$tmp/h"
		done
	done
}

@test "Bulls and Cows: --distinct codes of 4 of 10 digits" {
	run allgames minimax --distinct -c 0-9
	assert_output "games: 5040 total: 27139 average: 5.3847 worst: 7 failed: 0 1 guess: 1 2 guesses: 3 3 guesses: 44 4 guesses: 515 5 guesses: 2124 6 guesses: 2151 7 guesses: 202 "
	run allgames entropy --distinct -c 0-9
	assert_output --partial "games: 5040 total: 26424 average: 5.2429 worst: 8 "
	run bash -c 'mm-gen --all --distinct -c 0-9 |
	    mm-solve --selfplay -t parts --distinct -c 0-9 | cut -d" " -f3- |
	    tr " " "\n" | grep -c "\(.\).*\1"'
	assert_output "0"
	run mm-solve --next --distinct -c 0-9 -t minimax </dev/null
	assert_output "0123"
}

@test "streaming: the first guess comes at once, each guess before the next read" {
	coproc mm-solve -t minimax
	read -r -t 5 first <&"${COPROC[0]}"
	assert_equal "$first" "AABB"
	echo "1,0" >&"${COPROC[1]}"
	read -r -t 5 second <&"${COPROC[0]}"
	assert_equal "$second" "ACDD"
	echo "ACDD 1,0" >&"${COPROC[1]}"
	read -r -t 5 third <&"${COPROC[0]}"
	[ -n "$third" ]
	eval "exec ${COPROC[1]}>&-"
}

@test "streaming: E,I answers the own guess; GUESS E,I lines bring in others" {
	run --separate-stderr mm-solve -t minimax <<-EOF
		1,0
		# a comment, then a blank line

		ACDD 1,0
		(0 , 1)
		3:0
		4 0
	EOF
	assert_success
	assert_equal "${#lines[@]}" 5
	assert_equal "${lines[0]}" "AABB"
	assert_equal "${lines[1]}" "ACDD"
	assert_equal "$stderr" ""
}

@test "streaming plays seed 002's game to the end, in every strategy" {
	for t in minimax expected entropy parts random first sweep; do
		run bash -c 'coproc mm-solve -t "$0" -s 3
		while read -r g <&"${COPROC[0]}"; do
			f=$(mm-score AEBC "$g"); echo "$g $f"
			echo "$f" >&"${COPROC[1]}"
		done; wait $COPROC_PID' $t
		assert_success
		assert_line --index $((${#lines[@]} - 1)) "AEBC 4,0"
	done
}

@test "status 0 when a line says every peg is exact" {
	run mm-solve <<<"4,0"
	assert_success
	assert_output "ABCD"
	run mm-solve -t minimax <<<"CAFE 4,0"
	assert_success
	assert_output "AABB"
}

@test "status 1 naming the answer that left no candidate" {
	run --separate-stderr mm-solve -t minimax <<-EOF
		ABCD 1,2
		BCDE 0,3
		CDEA 0,3
		ABDE 3,0
	EOF
	assert_failure 1
	assert_equal "$stderr" "mm-solve: <stdin>:4: no code fits answers 1-4 (answer 4 'ABDE 3,0' contradicts the earlier ones)"
	run --separate-stderr mm-solve --distinct -c 4 <<<"0,0"
	assert_failure 1
	assert_equal "$stderr" "mm-solve: <stdin>:1: no code fits answer 1 ('ABCD 0,0')"
}

@test "status 1 when -m guesses are spent" {
	run --separate-stderr mm-solve -t minimax -m 2 <<-EOF
		1,0
		0,0
		0,0
	EOF
	assert_failure 1
	assert_equal "${#lines[@]}" 2
	assert_equal "$stderr" "mm-solve: <stdin>:2: not solved in 2 guesses"
	run --separate-stderr mm-solve -t minimax -m 1 <<<"0,0"
	assert_equal "$stderr" "mm-solve: <stdin>:1: not solved in 1 guess"
	run mm-solve -t minimax -m 2 <<<"1,0"$'\n'"4,0"
	assert_success
}

@test "status 2 on impossible feedback" {
	fails 2 "mm-solve: <stdin>:1: impossible feedback '3,2': more than 4 pegs" \
	    mm-solve <<<"3,2"
	assert_output "ABCD"
	fails 2 "mm-solve: <stdin>:1: impossible feedback '3,1': one misplaced peg cannot swap with nothing" \
	    mm-solve <<<"3,1"
	run --separate-stderr mm-solve <<<"-1,0"
	assert_failure 2
	fails 2 "mm-solve: <stdin>:1: impossible feedback '0,5': more than 4 pegs" \
	    mm-solve <<<"AABB 0,5"
}

@test "status 2 on malformed lines" {
	fails 2 "mm-solve: <stdin>:1: malformed feedback 'x': expected E,I or GUESS E,I" \
	    mm-solve <<<"x"
	fails 2 "mm-solve: <stdin>:1: input codes have 3 pegs, the game 4: did you mean -p 3 (or MM_PEGS=3)?" \
	    mm-solve <<<"ABC 1,0"
	run --separate-stderr mm-solve <<<"ABCG 1,0"
	assert_failure 2
	fails 2 "mm-solve: <stdin>:1: malformed feedback: expected E,I" \
	    mm-solve <<<"ABCD 1,x"
}

@test "input that ends before the code is found: status 1" {
	run --separate-stderr mm-solve -t minimax <<<"1,0"
	assert_failure 1
	assert_equal "${#lines[@]}" 2
	assert_equal "$stderr" "mm-solve: <stdin>: input ended before the code was found"
	printf 'AABB 1,0\n' >"$tmp/h"
	run --separate-stderr mm-solve -t minimax "$tmp/h"
	assert_failure 1
	assert_equal "$stderr" "mm-solve: $tmp/h: input ended before the code was found"
}

@test "--next reads a history and writes one guess" {
	run mm-solve --next -t minimax <<-EOF
		ABCD 1,2
		BCDE 0,3
		CDEA 0,3
		DEAF 1,1
	EOF
	assert_success
	assert_output "AEBC"
	run mm-solve --next -t minimax <<<"CAFE 4,0"
	assert_success
	assert_output "CAFE"
	run mm-solve --next -t minimax -m 1 <<<"CAFE 4,0"
	assert_success
	assert_output "CAFE"
	run --separate-stderr mm-solve --next <<<"1,0"
	assert_failure 2
	assert_equal "$stderr" "mm-solve: <stdin>:1: feedback without a guess: --next reads GUESS E,I lines"
	run --separate-stderr mm-solve --next < <(printf '%s 1,0\n' AAAA BBBB CCCC DDDD EEEE)
	assert_failure 1
	assert_equal "$stderr" "mm-solve: <stdin>:5: no code fits answers 1-5 (answer 5 'EEEE 1,0' contradicts the earlier ones)"
	run --separate-stderr mm-solve --next -m 1 <<<"AAAA 0,0"
	assert_failure 1
	assert_equal "$stderr" "mm-solve: <stdin>: not solved in 1 guess"
}

@test "-v explains each move on stderr" {
	run --separate-stderr mm-solve -v -t minimax <<<"4,0"
	assert_success
	assert_output "AABB"
	assert_equal "$stderr" "mm-solve: move 1: 1296 candidates; AABB, a candidate: 13 parts, largest 256, expected size 204.5355, entropy 2.8851 bits (smallest largest part)"
	run --separate-stderr mm-solve --next -v -t first <<<"AAAA 0,0"
	assert_output "BBBB"
	assert_equal "$stderr" "mm-solve: move 2: 625 candidates; BBBB, a candidate: 5 parts, largest 256, expected size 224.8720, entropy 1.6203 bits (the first candidate)"
}

@test "--next on games of a million codes, with the table of multisets and without: a late move, on one thread and two" {
	# 6 pegs of 10 colours have 5005 multisets, a table of 75 MB; 5
	# pegs of 16 colours 15504, a table of 721 MB, too large to make
	printf '%s\n' "AABBCD 1,1" "AEBEFG 0,2" "HHGGFF 1,0" "HCFBIC 3,1" >"$tmp/610"
	printf '%s\n' "ABCDE 0,2" "BCFEG 1,1" "HCBIJ 1,1" "ECKHL 1,1" \
	    "MCLNB 1,0" >"$tmp/516"
	for j in 1 2; do
		run --separate-stderr mm-solve --next -v -j $j -p 6 -c 10 "$tmp/610"
		assert_success
		assert_output "HCIBEJ"
		assert_equal "$stderr" "mm-solve: move 5: 28 candidates; HCIBEJ, a candidate: 16 parts, largest 3, expected size 2.0000, entropy 3.8963 bits (largest entropy)"
		run --separate-stderr mm-solve --next -v -j $j -p 5 -c 16 "$tmp/516"
		assert_success
		assert_output "GOHCA"
		assert_equal "$stderr" "mm-solve: move 6: 214 candidates; GOHCA: 19 parts, largest 49, expected size 26.1215, entropy 3.4306 bits (largest entropy)"
	done
}

@test "games too large are refused at once, before any memory is taken" {
	run --separate-stderr timeout 5 mm-solve -p 20 -c 20 </dev/null
	assert_failure 2
	assert_output ""
	assert_equal "$stderr" "mm-solve: 20 pegs of 20 colours make more than 2^64 codes: -t entropy plays at most 16777216"
	run --separate-stderr timeout 5 mm-solve -t parts -p 9 -c 7 </dev/null
	assert_failure 2
	assert_equal "$stderr" "mm-solve: 9 pegs of 7 colours make 40353607 codes: -t parts plays at most 16777216"
	run --separate-stderr timeout 5 mm-solve -t random -p 8 -c 9 </dev/null
	assert_failure 2
	# a game within the limits fits in 200 MB (unless a sanitizer
	# reserves address space for itself)
	bash -c 'ulimit -v 200000; mm-gen -n 1' >/dev/null 2>&1 ||
	    skip "address space limits do not apply here"
	run --separate-stderr bash -c 'ulimit -v 200000; mm-solve --next -t first -p 6 -c 10 </dev/null'
	assert_success
	assert_output "AAAAAA"
	# nor does a strategy that does not score by multiset of colours
	# make their table: 5 pegs of 15 colours have 11628 multisets, a
	# table of 405 MB
	for t in first random sweep; do
		run --separate-stderr bash -c "ulimit -v 200000; mm-solve --next -t $t -s 1 -p 5 -c 15 </dev/null"
		assert_success
		assert_output --regexp '^[A-O]{5}$'
	done
	run --separate-stderr bash -c 'ulimit -v 200000; mm-solve --next -t parts -p 5 -c 15 </dev/null'
	assert_failure 2
	assert_equal "$stderr" "mm-solve: out of memory"
}

@test "8 pegs of 8 colours, the largest game, is played" {
	run mm-solve --selfplay -t first -p 8 -c 8 <<<HGFEDCBA
	assert_success
	assert_output "HGFEDCBA 12 AAAAAAAA ABBBBBBB CABCCCCC CBADDDDD CDEABEEE DBFCEAFF DEABCFGG EACDGBFH FBDEAGHC FCBGEHAD GFHEDACB HGFEDCBA"
	run mm-solve --next -t entropy -j 2 -p 8 -c 8 </dev/null
	assert_success
	assert_output AABBCCDD
}

@test "--selfplay writes one record a game, and none after a bad secret" {
	run --separate-stderr mm-solve --selfplay -t minimax <<-EOF
		AEBC
		ABCDE
		FFFF
	EOF
	assert_failure 2
	assert_output "AEBC 4 AABB ABCD ACEB AEBC"
	assert_equal "$stderr" "mm-solve: <stdin>:2: 'ABCDE' has 5 pegs, not 4"
	# nor a summary
	fails 2 "mm-solve: <stdin>:2: 'ABCDE' has 5 pegs, not 4" \
	    mm-solve --selfplay --summary -t minimax \
	    < <(printf '%s\n' AEBC ABCDE FFFF)
	assert_output ""
}

@test "input of another game: its option named first, the rest counted, nothing on stdout" {
	run --separate-stderr bash -c 'mm-gen --all -p 5 | mm-solve --selfplay --summary'
	assert_failure 2
	assert_output ""
	assert_equal "$stderr" "$(printf '%s\n' \
	    "mm-solve: <stdin>:1: input codes have 5 pegs, the game 4: did you mean -p 5 (or MM_PEGS=5)?" \
	    "mm-solve: <stdin>:2: 'AAAAB' has 5 pegs, not 4" \
	    "mm-solve: <stdin>:3: 'AAAAC' has 5 pegs, not 4" \
	    "mm-solve: <stdin>:4: 'AAAAD' has 5 pegs, not 4" \
	    "mm-solve: <stdin>:5: 'AAAAE' has 5 pegs, not 4" \
	    "mm-solve: ... and 7,771 more lines with 5 pegs")"
	run --separate-stderr bash -c 'mm-gen --all -p 5 | mm-solve --selfplay'
	assert_failure 2
	assert_output ""
	assert_equal "${#stderr_lines[@]}" 6
	run bash -c 'mm-gen --all -p 5 | MM_PEGS=5 mm-solve --selfplay --summary'
	assert_success
	assert_line --index 0 "games: 7776"
	# Colours: the count that holds the letters; digits: their range.
	run --separate-stderr mm-solve --selfplay --summary <<<$'ABHC\nGAAA'
	assert_failure 2
	assert_output ""
	assert_equal "$stderr" "$(printf '%s\n' \
	    "mm-solve: <stdin>:1: 'H' is not a colour of A-F: did you mean -c 8?" \
	    "mm-solve: <stdin>:2: 'GAAA': 'G' is not a colour of A-F")"
	fails 2 "mm-solve: <stdin>:1: '0' is not a colour of A-F: did you mean -c 0-9?" \
	    mm-solve --selfplay <<<"0123"
	fails 2 "mm-solve: <stdin>:1: '7' is not a colour of 1-6: did you mean -c 1-7?" \
	    mm-solve --selfplay -c 1-6 <<<"1237"
	# No cause is guessed for a code of letters and digits, or of a list.
	fails 2 "mm-solve: <stdin>:1: 'AB1D': '1' is not a colour of A-F" \
	    mm-solve --selfplay <<<"AB1D"
	fails 2 "mm-solve: <stdin>:1: 'RGBZ': 'Z' is not a colour of RGBYWK" \
	    mm-solve --selfplay -c RGBYWK <<<"RGBZ"
	# Each kind of fault is named five times, then counted apart.
	run --separate-stderr mm-solve --selfplay < <(printf '%s\n' AAAAA AAAAA \
	    AAAAA AAAAA GGGG AAAAA GGGG AAAAA AAAAA GGGG GGGG GGGG GGGG AAAA)
	assert_failure 2
	assert_output ""
	assert_equal "${#stderr_lines[@]}" 12
	assert_equal "${stderr_lines[10]}" "mm-solve: ... and 2 more lines with 5 pegs"
	assert_equal "${stderr_lines[11]}" "mm-solve: ... and 1 more line with colours outside A-F"
	# --next, --candidates and the stream stop at the first.
	for form in --next --candidates ""; do
		# shellcheck disable=SC2086
		fails 2 "mm-solve: <stdin>:1: input codes have 5 pegs, the game 4: did you mean -p 5 (or MM_PEGS=5)?" \
		    mm-solve $form <<<$'AABBC 1,0\nAABBC 1,0'
		[ -n "$form" ] && assert_output ""
	done
	run mm-solve --next -p 5 <<<"AABBC 1,0"
	assert_success
}

@test "--selfplay -m: games not won are written with - and counted as failed" {
	run mm-solve --selfplay -t first -m 3 <<<"FFFF"
	assert_failure 1
	assert_output "FFFF - AAAA BBBB CCCC"
	run bash -c 'mm-gen --all | mm-solve --selfplay --summary -t minimax -m 4'
	assert_failure 1
	assert_line "failed: 694"
	assert_line "total: 2331"
}

@test "--chart draws the games by guesses as bars that fit 80 columns" {
	run bash -c 'mm-gen --all | mm-solve --selfplay --summary --chart -t minimax'
	assert_success
	assert_output - <<-EOF
	games: 1296
	total: 5801
	average: 4.4761
	worst: 5
	failed: 0
	1 |# 1
	2 |# 6
	3 |####### 62
	4 |######################################################### 533
	5 |######################################################################### 694
	EOF
	mm-gen --all | mm-solve --selfplay -t first >"$tmp/games"
	run mm-solve --summary --chart "$tmp/games"
	assert_success
	assert_line --index 4 "failed: 0"
	assert_line --index 5 "1 |# 1"
	assert_line --index 8 "4 |############## 108"
	assert_line "6 |######################################################################### 602"
	assert_line --index 13 "9 |# 6"
	run bash -c "mm-solve --summary --chart '$tmp/games' | awk 'length > 80'"
	assert_output ""
	run --separate-stderr mm-solve --selfplay --chart
	assert_failure 2
	assert_misuse "mm-solve: --chart goes with --summary"
	run --separate-stderr mm-solve --tree --chart
	assert_failure 2
	assert_misuse "mm-solve: --chart goes with --summary"
}

@test "--progress shows the decisions of a batch of self-play as they are made" {
	mm-gen --all -p 5 -c 8 >"$tmp/codes"
	mm-solve --selfplay --summary -j 2 -p 5 -c 8 --progress \
	    "$tmp/codes" >"$tmp/out" 2>"$tmp/err"
	run bash -c "tr '\r' '\n' <'$tmp/err' | grep ."
	assert_line --index 0 --regexp '^mm-solve: selfplay: move 1, 0/1 decided; 0/32768 games, [0-9]+ s$'
	run bash -c "tr '\r' '\n' <'$tmp/err' | grep -c decided"
	[ "$output" -ge 1 ]
	run mm-solve --selfplay --summary -j 2 -p 5 -c 8 "$tmp/codes"
	assert_output "$(cat "$tmp/out")"
	run bash -c "mm-gen --all -p 5 -c 8 | mm-solve --selfplay -p 5 -c 8 \
	    --progress 2>&1 >/dev/null | tr '\r' '\n' | grep decided | head -n 1"
	assert_output --regexp '^mm-solve: selfplay: move [0-9]+, [0-9]+/[0-9]+ decided; [0-9]+ games, [0-9]+ s$'
	# lookahead decides a move's histories before it plays them too
	mm-gen --all >"$tmp/codes"
	run bash -c "mm-solve --selfplay --summary -t lookahead --progress \
	    '$tmp/codes' 2>&1 >/dev/null | tr '\r' '\n' | grep . | head -n 1"
	assert_output --regexp '^mm-solve: selfplay: move 1, 0/1 decided; 0/1296 games, [0-9]+ s$'
}

@test "--progress draws a line on stderr, redrawn and cleared; none unasked into a file" {
	mm-gen --all >"$tmp/codes"
	# -t first decides as it plays: the line counts games alone
	mm-solve --selfplay --summary -t first --progress "$tmp/codes" \
	    >"$tmp/out" 2>"$tmp/err"
	run cat "$tmp/out"
	assert_line --index 0 "games: 1296"
	run bash -c "tr '\r' '\n' <'$tmp/err' | grep ."
	assert_line --index 0 --regexp '^mm-solve: selfplay: [0-9]+/1296 games \([0-9]+%\), [0-9]+ a second, [0-9]+ s, ([0-9]+ s|[0-9]+:[0-9]{2}) left$'
	# the line is cleared at the end: blanks, then a carriage return
	run bash -c "tail -c 2 '$tmp/err' | od -An -c"
	assert_output --regexp ' +\\r$'
	# read from a pipe, the number of games to play is not known
	run bash -c "mm-gen --all | mm-solve --selfplay -t first --progress 2>&1 >/dev/null |
	    tr '\r' '\n' | grep . | head -n 1"
	assert_output --regexp '^mm-solve: selfplay: [0-9]+ games, [0-9]+ a second, [0-9]+ s$'
	run bash -c "mm-solve --tree -t optimal --progress 2>&1 >/dev/null |
	    tr '\r' '\n' | grep . | head -n 1"
	assert_output --regexp '^mm-solve: optimal: [0-9]+% searched, best total ([0-9]+|none yet), [0-9]+ s, ([0-9]+ s|[0-9:]+|unknown) left$'
	# without --progress, nothing into a pipe or a file
	run bash -c "mm-solve --tree -t optimal 2>&1 >/dev/null | wc -c"
	assert_output 0
	mm-solve --selfplay --summary -t minimax "$tmp/codes" >/dev/null 2>"$tmp/err"
	assert_equal "$(wc -c <"$tmp/err")" 0
	run --separate-stderr mm-solve --summary --progress "$tmp/codes"
	assert_failure 2
	assert_misuse "mm-solve: --progress does not go with --summary"
}

@test "--summary combines shards' records and summaries into one run's summary" {
	mm-gen --all | mm-solve --selfplay --summary -t parts >"$tmp/whole"
	for k in 1 2 3; do
		mm-gen --all --shard $k/3 | mm-solve --selfplay -t parts >"$tmp/games$k"
		mm-gen --all --shard $k/3 | mm-solve --selfplay --summary -t parts >"$tmp/sum$k"
	done
	run mm-solve --summary "$tmp/games1" "$tmp/games2" "$tmp/games3"
	assert_success
	assert_output "$(cat "$tmp/whole")"
	run mm-solve --summary "$tmp/sum1" "$tmp/games2" "$tmp/sum3"
	assert_output "$(cat "$tmp/whole")"
	run bash -c 'cat "$0"/sum1 "$0"/sum2 "$0"/sum3 | mm-solve --summary' "$tmp"
	assert_output "$(cat "$tmp/whole")"
	run --separate-stderr mm-solve --summary <<<"junk"
	assert_failure 2
	assert_equal "$stderr" "mm-solve: <stdin>:1: malformed line: expected SECRET N GUESS... or a summary line"
	run mm-solve --summary </dev/null
	assert_output "$(printf '%s\n' 'games: 0' 'total: 0' 'average: -' 'worst: 0' 'failed: 0')"
}

@test "--summary: a count past 2^64 - 1 is named with its line, never wrapped" {
	# each line's total of guesses passes 2^64 - 1
	yes '1000 guesses: 999999999999999999' | head -n 20 >"$tmp/big"
	run --separate-stderr mm-solve --summary "$tmp/big"
	assert_failure 2
	assert_equal "$stderr" "$(for i in $(seq 20); do
		echo "mm-solve: $tmp/big:$i: count too large"; done)"
	assert_output "$(printf '%s\n' 'games: 0' 'total: 0' 'average: -' 'worst: 0' 'failed: 0')"
	# the games pass it at the 19th line; the lines before it count
	yes '1 guess: 999999999999999999' | head -n 20 >"$tmp/big"
	run --separate-stderr mm-solve --summary "$tmp/big"
	assert_failure 2
	assert_equal "$stderr" "$(printf 'mm-solve: %s:%d: count too large\n' "$tmp/big" 19 "$tmp/big" 20)"
	assert_line --index 0 "games: 17999999999999999982"
	assert_line --index 2 "average: 1.0000"
	# up to 2^64 - 1 everything counts, and the average is exact
	printf '%s\n' '3 guesses: 6148914691236517205' 'failed: 1' >"$tmp/edge"
	run --separate-stderr mm-solve --summary "$tmp/edge"
	assert_success
	assert_output "$(printf '%s\n' 'games: 6148914691236517206' \
	    'total: 18446744073709551615' 'average: 3.0000' 'worst: 3' \
	    'failed: 1' '1 guess: 0' '2 guesses: 0' \
	    '3 guesses: 6148914691236517205')"
	# then a game solved is too many guesses, failures still count, and
	# a count of 20 digits is too large
	printf '%s\n' 'ABCD 1 ABCD' 'failed: 1' 'ABCD - AAAA' \
	    '1 guess: 18446744073709551616' >>"$tmp/edge"
	run --separate-stderr mm-solve --summary "$tmp/edge"
	assert_failure 2
	assert_equal "$stderr" "$(printf 'mm-solve: %s:%d: count too large\n' "$tmp/edge" 3 "$tmp/edge" 6)"
	assert_line --index 1 "total: 18446744073709551615"
	assert_line --index 4 "failed: 3"
}

# The summary of -t minimax over every code of 4 pegs of 6 colours.
minimax_summary() {
	printf '%s\n' 'games: 1296' 'total: 5801' 'average: 4.4761' 'worst: 5' \
	    'failed: 0' '1 guess: 1' '2 guesses: 6' '3 guesses: 62' \
	    '4 guesses: 533' '5 guesses: 694'
}

# What --summary says of the summary above without its last line in $1.
cut_short() {
	printf 'mm-solve: %s:%s, but the lines of its summary give %s\n' \
	    "$1" "1: games: 1296" 602 "$1" "2: total: 5801" 2331 \
	    "$1" "3: average: 4.4761" 3.8721 "$1" "4: worst: 5" 4
}

@test "--summary: a derived line is a number that agrees with the counted lines of its summary" {
	minimax_summary >"$tmp/sum"
	malformed="malformed line: expected SECRET N GUESS... or a summary line"
	# a malformed one is named, and the counted lines still count
	for bad in "1/games: 12x" "2/total: abc" "2/total: 1 2" "3/average: zz" \
	    "3/average: 4." "3/average: .5" "4/worst: -5"; do
		k=${bad%%/*}
		sed "${k}s/.*/${bad#*/}/" "$tmp/sum" >"$tmp/bad"
		fails 2 "mm-solve: $tmp/bad:$k: $malformed" mm-solve --summary "$tmp/bad"
		assert_output "$(cat "$tmp/sum")"
	done
	# one guess is "guess", more are "guesses"
	for bad in "6/1 guesses: 1" "7/2 guess: 6"; do
		k=${bad%%/*}
		sed "${k}s/.*/${bad#*/}/" "$tmp/sum" >"$tmp/bad"
		fails 2 "mm-solve: $tmp/bad:$k: $malformed" mm-solve --summary "$tmp/bad"
	done
	sed '1s/.*/games: 99999999999999999999/' "$tmp/sum" >"$tmp/bad"
	fails 2 "mm-solve: $tmp/bad:1: count too large" mm-solve --summary "$tmp/bad"
	assert_output "$(cat "$tmp/sum")"
	# a summary cut short disagrees with itself, line by line
	head -n 9 "$tmp/sum" >"$tmp/cut"
	fails 2 "$(cut_short "$tmp/cut")" mm-solve --summary "$tmp/cut"
	assert_line --index 0 "games: 602"
	sed '3s/.*/average: 4.4762/' "$tmp/sum" >"$tmp/bad"
	fails 2 "mm-solve: $tmp/bad:3: average: 4.4762, but the lines of its summary give 4.4761" \
	    mm-solve --summary "$tmp/bad"
	assert_output "$(cat "$tmp/sum")"
	# each summary is checked up to the next one or a game record
	cat "$tmp/cut" "$tmp/sum" >"$tmp/two"
	fails 2 "$(cut_short "$tmp/two")" mm-solve --summary "$tmp/two"
	{ cat "$tmp/sum"; echo "ABCD 1 ABCD"; cat "$tmp/sum"; } >"$tmp/two"
	run mm-solve --summary "$tmp/two"
	assert_success
	assert_line --index 0 "games: 2593"
	# a number is a number with leading zeros too, and counted lines
	# without derived lines have nothing to disagree with
	sed '1s/.*/games: 001296/' "$tmp/sum" >"$tmp/zeros"
	run mm-solve --summary "$tmp/zeros"
	assert_success
	run mm-solve --summary <<<"$(printf '%s\n' '1 guess: 3' 'failed: 2')"
	assert_success
	assert_line --index 0 "games: 5"
	# a derived line met again starts another summary
	run mm-solve --summary <<<"$(printf '%s\n' 'total: 3' '1 guess: 3' \
	    'total: 2' '2 guesses: 1')"
	assert_success
	assert_line --index 1 "total: 5"
}

@test "usage errors exit 2 and point to --help" {
	misuse "mm-solve: unknown option '--bogus'" mm-solve --bogus
	run --separate-stderr mm-solve -t knuth
	assert_failure 2
	assert_misuse "mm-solve: bad strategy 'knuth': must be one of minimax, expected, entropy, parts, random, first, sweep, lookahead, optimal, tree:FILE"
	misuse "mm-solve: bad strategy 'tree:'; did you mean 'tree:FILE'?" \
	    mm-solve -t tree:
	run --separate-stderr mm-solve --next --selfplay
	assert_failure 2
	assert_misuse "mm-solve: --next, --selfplay, --tree, --candidates and --bound do not go together"
	run --separate-stderr mm-solve a b
	assert_failure 2
	run --separate-stderr mm-solve -m 0
	assert_misuse "mm-solve: bad max-guesses '0': must be 1 to 1000000000"
	run --separate-stderr mm-solve -s x
	assert_failure 2
	run --separate-stderr mm-solve /nonexistent
	assert_failure 2
	assert_equal "$stderr" "mm-solve: /nonexistent: No such file or directory"
	run mm-solve --help
	assert_success
	assert_line --index 0 --partial "usage: mm-solve [-v]"
	run mm-solve -V
	assert_output "mm-solve (mastermind-tools) 0.1.0"
}

@test "a write error is reported with status 2" {
	run --separate-stderr bash -c 'mm-gen --all | mm-solve --selfplay >/dev/full'
	assert_failure 2
	assert_equal "$stderr" "mm-solve: write error: No space left on device"
}

@test "a terminal gets prompts on stderr and may answer again" {
	command -v script >/dev/null || skip "no script(1)"
	run bash -c '{ sleep 1; echo 9; sleep 0.5; echo 1,0; sleep 0.5;
	    echo 4,0; sleep 1; } | script -qfec "mm-solve -t minimax 2>$0" /dev/null' "$tmp/err"
	assert_success
	run cat "$tmp/err"
	assert_output --partial "Think of a code of 4 pegs from A-F, colours may repeat."
	assert_output --partial "Feedback for AABB (exact,inexact): "
	assert_output --partial "malformed feedback '9'"
	assert_output --partial "Solved in 2 guesses."
}

@test "the man page documents every option" {
	for opt in -c -p -j -m -s -t -v -h -V --colors --pegs --distinct --jobs \
	    --max-guesses --next --seed --selfplay --strategy --summary \
	    --verbose --help --version; do
		grep -q -- "^\.It Fl ${opt#-}\( \|$\)\|Fl ${opt#-} , \|, -${opt#--}" "$man" ||
		    grep -q -- "Fl ${opt#-}\b" "$man" || { echo "missing $opt"; false; }
	done
	for t in minimax expected entropy parts random first sweep; do
		grep -q "^\.It Cm $t\$" "$man"
	done
}

@test "computer-guesses.sh plays mm-gen, mm-score and mm-solve through pipes" {
	run bash "$examples/computer-guesses.sh" 7 minimax
	assert_success
	assert_line --index 0 "secret $(mm-gen -s 7), strategy minimax"
	assert_line --index 1 " 1  AABB  $(mm-score "$(mm-gen -s 7)" AABB)"
	assert_line --index $((${#lines[@]} - 2)) --regexp "^ [0-9]  $(mm-gen -s 7)  4,0\$"
	assert_line --index $((${#lines[@]} - 1)) --regexp "^solved in [1-5] guesses\$"
	MM_PEGS=5 MM_COLORS=0-7 run bash "$examples/computer-guesses.sh" 11 sweep
	assert_success
	assert_line --index 0 "secret $(MM_PEGS=5 MM_COLORS=0-7 mm-gen -s 11), strategy sweep"
}
