#!/usr/bin/env bats

load common

@test "the seeds' examples: AFFB/BFAB and 5233/3263 are 2,1" {
	run mm-score AFFB BFAB
	assert_success
	assert_output "2,1"
	run mm-score -c 0-9 5233 3263
	assert_output "2,1"
}

@test "seed 001: secret 8527 against the player's guesses" {
	run mm-score -c 0-9 8527 1234 5167 5555 1111 6666 7777 2578 5728 8527
	assert_success
	assert_output "$(printf '%s\n' 0,1 1,1 1,0 0,0 0,0 1,0 1,3 1,3 4,0)"
}

@test "seed 002: secret AEBC against its table, as history lines" {
	run mm-score AEBC <<-EOF
		ABCD
		BCDE
		CDEA
		DEAF
		ABDE
		AEDC
		AEBC
	EOF
	assert_success
	assert_output "$(printf '%s\n' 'ABCD 1,2' 'BCDE 0,3' 'CDEA 0,3' \
	    'DEAF 1,1' 'ABDE 1,2' 'AEDC 3,0' 'AEBC 4,0')"
}

@test "pairs on stdin give SECRET GUESS E,I; -b gives E,I alone" {
	printf 'AFFB BFAB\nAAAA AAAA\nABCD DCBA\n' >"$BATS_TEST_TMPDIR/pairs"
	run mm-score <"$BATS_TEST_TMPDIR/pairs"
	assert_success
	assert_output "$(printf '%s\n' 'AFFB BFAB 2,1' 'AAAA AAAA 4,0' 'ABCD DCBA 0,4')"
	run mm-score -b <"$BATS_TEST_TMPDIR/pairs"
	assert_output "$(printf '%s\n' 2,1 4,0 0,4)"
	run mm-score --bare AFFB <<<"BFAB"
	assert_output "2,1"
}

@test "-f reads each file in turn, - is stdin" {
	printf 'AFFB BFAB\n' >"$BATS_TEST_TMPDIR/a"
	printf 'ABCD DCBA\n' >"$BATS_TEST_TMPDIR/b"
	run mm-score -f "$BATS_TEST_TMPDIR/a" -f - -f "$BATS_TEST_TMPDIR/b" <<<"FFFF FFFA"
	assert_success
	assert_output "$(printf '%s\n' 'AFFB BFAB 2,1' 'FFFF FFFA 3,0' 'ABCD DCBA 0,4')"
}

@test "blanks, CR, comments, blank lines, other case and no final newline" {
	printf '# scores\n\n  affb\tbfab  \r\n\t\nABCD  DCBA\r\n   # note\nabcd abcd' >"$BATS_TEST_TMPDIR/in"
	run mm-score -f "$BATS_TEST_TMPDIR/in"
	assert_success
	assert_output "$(printf '%s\n' 'AFFB BFAB 2,1' 'ABCD DCBA 0,4' 'ABCD ABCD 4,0')"
	run mm-score -c a-f abcd ABCD
	assert_output "4,0"
}

@test "bad lines are reported with FILE:LINE and skipped; the rest is scored" {
	printf 'AFFB BFAB\nAFF BFAB\nAFFB BFAG\nAFFB\nAFFB BFAB ABCD\nAAAA AAAA\n' >"$BATS_TEST_TMPDIR/in"
	run --separate-stderr mm-score -f "$BATS_TEST_TMPDIR/in"
	assert_failure 2
	assert_output "$(printf '%s\n' 'AFFB BFAB 2,1' 'AAAA AAAA 4,0')"
	assert_equal "$stderr" "$(printf '%s\n' \
	    "mm-score: $BATS_TEST_TMPDIR/in:2: 'AFF' has 3 pegs, not 4" \
	    "mm-score: $BATS_TEST_TMPDIR/in:3: 'BFAG': 'G' is not a colour of A-F" \
	    "mm-score: $BATS_TEST_TMPDIR/in:4: missing guess: expected SECRET GUESS" \
	    "mm-score: $BATS_TEST_TMPDIR/in:5: extra field: expected SECRET GUESS")"
}

@test "colours in a row are named as a range from three on, two as their list" {
	run --separate-stderr mm-score -c AB -p 2 AA <<<$'BA\nAD'
	assert_failure 2
	assert_output "BA 1,0"
	assert_equal "$stderr" "mm-score: <stdin>:2: 'AD': 'D' is not a colour of AB"
	run --separate-stderr mm-score -c ABC -p 2 AA <<<$'BA\nAD'
	assert_equal "$stderr" "mm-score: <stdin>:2: 'AD': 'D' is not a colour of A-C"
	run --separate-stderr mm-score -c ACB -p 2 AA <<<$'BA\nAD'
	assert_equal "$stderr" "mm-score: <stdin>:2: 'AD': 'D' is not a colour of ACB"
}

@test "bad guesses on stdin name <stdin> and their line" {
	run --separate-stderr mm-score ABCD <<<"$(printf 'ABCD\nAB CD\nXXXX\nDCBA\n')"
	assert_failure 2
	assert_output "$(printf '%s\n' 'ABCD 4,0' 'DCBA 0,4')"
	assert_equal "$stderr" "$(printf '%s\n' \
	    "mm-score: <stdin>:2: 'AB' has 2 pegs, not 4" \
	    "mm-score: <stdin>:3: 'XXXX': 'X' is not a colour of A-F")"
}

@test "NUL bytes and invalid UTF-8 are bad lines, not the end of input" {
	printf 'AB\0D ABCD\nAFFB BFAB\n\xc3BCD ABCD\nABCD ABCD\n\xff\x01 ABCD\n' >"$BATS_TEST_TMPDIR/in"
	run --separate-stderr mm-score -f "$BATS_TEST_TMPDIR/in"
	assert_failure 2
	assert_output "$(printf '%s\n' 'AFFB BFAB 2,1' 'ABCD ABCD 4,0')"
	assert_equal "$stderr" "$(printf '%s\n' \
	    "mm-score: $BATS_TEST_TMPDIR/in:1: byte 0x00 is not a colour of A-F" \
	    "mm-score: $BATS_TEST_TMPDIR/in:3: byte 0xc3 is not a colour of A-F" \
	    "mm-score: $BATS_TEST_TMPDIR/in:5: '\\xff\\x01' has 2 pegs, not 4")"
}

@test "a very long line is reported and the next line still scored" {
	{ head -c 10000000 /dev/zero | tr '\0' A; printf '\nABCD ABCD\n'; } >"$BATS_TEST_TMPDIR/in"
	run --separate-stderr mm-score -f "$BATS_TEST_TMPDIR/in"
	assert_failure 2
	assert_output "ABCD ABCD 4,0"
	[[ "$stderr" == "mm-score: $BATS_TEST_TMPDIR/in:1: 'AAAA"*"' has 10000000 pegs, not 4" ]]
}

@test "a bad secret or guess operand is an error" {
	run --separate-stderr mm-score ABCDE ABCD
	assert_failure 2
	assert_misuse "mm-score: bad secret: 'ABCDE' has 5 pegs, not 4"
	run --separate-stderr mm-score ABCD ABCD ABC DCBA
	assert_failure 2
	assert_output "$(printf '%s\n' 4,0 0,4)"
	assert_equal "$stderr" "mm-score: bad guess: 'ABC' has 3 pegs, not 4"
}

@test "--distinct refuses codes that repeat a colour" {
	run --separate-stderr mm-score --distinct -c 0-9 1234 1123 4321 1231
	assert_failure 2
	assert_output "0,4"
	assert_equal "$stderr" "$(printf 'mm-score: bad guess: %s repeats a colour (--distinct)\n' \
	    "'1123'" "'1231'")"
}

@test "a missing file is reported and the other files still scored" {
	printf 'AFFB BFAB\n' >"$BATS_TEST_TMPDIR/a"
	run --separate-stderr mm-score -f "$BATS_TEST_TMPDIR/nope" -f "$BATS_TEST_TMPDIR/a"
	assert_failure 2
	assert_output "AFFB BFAB 2,1"
	assert_equal "$stderr" "mm-score: $BATS_TEST_TMPDIR/nope: No such file or directory"
}

@test "empty input and input of only comments give no output and success" {
	run mm-score </dev/null
	assert_success
	assert_output ""
	run mm-score <<<"$(printf '# x\n\n   \n\t# y\n')"
	assert_success
	assert_output ""
}

@test "long codes: 32 pegs of 62 colours agree with the library's check" {
	s=0123456789abcdefghijABCDEFGHIJzz
	g=zz0123456789abcdefghijABCDEFGHIJ
	run mm-score -c 62 -p 32 "$s" "$g" "$s"
	assert_success
	assert_output "$(printf '%s\n' 0,32 32,0)"
	run mm-score -c 1 -p 1 A A
	assert_output "1,0"
}

@test "every answer is written before mm-score waits: it works as a coprocess" {
	coproc MS { mm-score AEBC; }
	pid=$MS_PID
	to=${MS[1]}
	from=${MS[0]}
	echo ABCD >&"$to"
	IFS= read -r -t 5 reply <&"$from"
	assert_equal "$reply" "ABCD 1,2"
	echo aebc >&"$to"
	IFS= read -r -t 5 reply <&"$from"
	assert_equal "$reply" "AEBC 4,0"
	exec {to}>&-
	wait "$pid"
}

@test "a colour outside the game among many lines is reported, not scored" {
	{ mm-gen -s 1 -n 40; echo ABCX; mm-gen -s 2 -n 40; } >"$BATS_TEST_TMPDIR/in"
	run --separate-stderr mm-score -f "$BATS_TEST_TMPDIR/in" ABCD
	assert_failure 2
	assert_equal "${#lines[@]}" 80
	assert_equal "$stderr" "mm-score: $BATS_TEST_TMPDIR/in:41: 'ABCX': 'X' is not a colour of A-F"
	sed 's/.*/ABCD &/' "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/pairs"
	run --separate-stderr mm-score -f "$BATS_TEST_TMPDIR/pairs"
	assert_failure 2
	assert_equal "${#lines[@]}" 80
	assert_equal "$stderr" "mm-score: $BATS_TEST_TMPDIR/pairs:41: 'ABCX': 'X' is not a colour of A-F"
}

@test "a bulk run stays fully buffered" {
	command -v strace >/dev/null || skip "strace is not installed"
	mm-gen --all -p 6 | sed 's/.*/& ABCDEF/' >"$BATS_TEST_TMPDIR/pairs"
	ASAN_OPTIONS=detect_leaks=0 strace -e trace=write -o "$BATS_TEST_TMPDIR/trace" \
	    mm-score -p 6 -f "$BATS_TEST_TMPDIR/pairs" >"$BATS_TEST_TMPDIR/out"
	run wc -l <"$BATS_TEST_TMPDIR/out"
	assert_output "46656"
	writes=$(grep -c '^write(1,' "$BATS_TEST_TMPDIR/trace")
	[ "$writes" -le 2 ]
}

@test "a random bulk file agrees with scoring one pair at a time" {
	paste -d' ' <(mm-gen -s 21 -n 300 -p 5 -c 8) <(mm-gen -s 22 -n 300 -p 5 -c 8) >"$BATS_TEST_TMPDIR/pairs"
	mm-score -p 5 -c 8 -f "$BATS_TEST_TMPDIR/pairs" >"$BATS_TEST_TMPDIR/bulk"
	while read -r s g; do
		echo "$s $g $(mm-score -p 5 -c 8 "$s" "$g")"
	done <"$BATS_TEST_TMPDIR/pairs" >"$BATS_TEST_TMPDIR/single"
	cmp "$BATS_TEST_TMPDIR/bulk" "$BATS_TEST_TMPDIR/single"
}

@test "write errors exit 2; a reader that goes away ends it quietly" {
	run --separate-stderr bash -c 'mm-score AFFB BFAB >/dev/full'
	assert_failure 2
	assert_equal "$stderr" "mm-score: write error: No space left on device"
	run --separate-stderr bash -c 'mm-gen --all -p 8 | sed "s/.*/& AAAAAAAA/" | mm-score -p 8 | head -1'
	assert_output "AAAAAAAA AAAAAAAA 8,0"
	assert_equal "$stderr" ""
}

@test "input of another game: its option named first, the rest counted, every good line scored" {
	run --separate-stderr mm-score < <(printf 'AAAAA AAAAB\n%.0s' 1 2 3 4 5 6 7
	    printf 'ABCD ABCD\n')
	assert_failure 2
	assert_output "ABCD ABCD 4,0"
	assert_equal "$stderr" "$(printf '%s\n' \
	    "mm-score: <stdin>:1: input codes have 5 pegs, the game 4: did you mean -p 5 (or MM_PEGS=5)?" \
	    "mm-score: <stdin>:2: 'AAAAA' has 5 pegs, not 4" \
	    "mm-score: <stdin>:3: 'AAAAA' has 5 pegs, not 4" \
	    "mm-score: <stdin>:4: 'AAAAA' has 5 pegs, not 4" \
	    "mm-score: <stdin>:5: 'AAAAA' has 5 pegs, not 4" \
	    "mm-score: ... and 2 more lines with 5 pegs")"
	run --separate-stderr mm-score ABCD <<<$'# guesses\nABCH\nABCD'
	assert_failure 2
	assert_output "ABCD 4,0"
	assert_equal "$stderr" "mm-score: <stdin>:2: 'H' is not a colour of A-F: did you mean -c 8?"
	# After a good line, a bad one is a slip, not another game.
	run --separate-stderr mm-score ABCD <<<$'ABCD\nABCH\nABCDE'
	assert_failure 2
	assert_equal "$stderr" "$(printf '%s\n' \
	    "mm-score: <stdin>:2: 'ABCH': 'H' is not a colour of A-F" \
	    "mm-score: <stdin>:3: 'ABCDE' has 5 pegs, not 4")"
	run --separate-stderr bash -c 'mm-gen --all -p 5 | mm-score -b AAAA'
	assert_failure 2
	assert_output ""
	assert_equal "${#stderr_lines[@]}" 6
	assert_equal "${stderr_lines[5]}" "mm-score: ... and 7,771 more lines with 5 pegs"
	run --separate-stderr mm-score < <(printf 'ABCD\n%.0s' 1 2 3 4 5 6 7)
	assert_failure 2
	assert_equal "${stderr_lines[5]}" "mm-score: ... and 2 more lines without a guess"
}

@test "usage, --help and --version" {
	misuse "mm-score: unknown option '-x'" mm-score -x
	run --separate-stderr mm-score -f x A B C
	assert_failure 2
	run mm-score --help
	assert_success
	assert_line --index 0 "usage: mm-score [-b] [-c colors] [-p pegs] [--distinct] secret guess ..."
	run mm-score --version
	assert_output "mm-score (mastermind-tools) 0.1.0"
}

@test "bad lines anywhere in a large file: the same output as without them" {
	paste -d' ' <(mm-gen -s 31 -n 200000) <(mm-gen -s 32 -n 200000) >"$BATS_TEST_TMPDIR/good"
	awk 'NR % 37813 == 0 { print "ABCD XYZW" } NR % 50021 == 0 { print "" }
	    { print }' "$BATS_TEST_TMPDIR/good" >"$BATS_TEST_TMPDIR/mixed"
	mm-score -f "$BATS_TEST_TMPDIR/good" >"$BATS_TEST_TMPDIR/want"
	run --separate-stderr mm-score -f "$BATS_TEST_TMPDIR/mixed"
	assert_failure 2
	diff <(printf '%s\n' "$output") "$BATS_TEST_TMPDIR/want"
	want=$(awk '$0 == "ABCD XYZW" { print "mm-score: " FILENAME ":" NR ": '\''XYZW'\'': '\''X'\'' is not a colour of A-F" }' "$BATS_TEST_TMPDIR/mixed")
	assert_equal "$stderr" "$want"
	run --separate-stderr mm-score <"$BATS_TEST_TMPDIR/mixed"
	diff <(printf '%s\n' "$output") "$BATS_TEST_TMPDIR/want"
	assert_equal "$stderr" "${want//$BATS_TEST_TMPDIR\/mixed/<stdin>}"
}

@test "random files score alike in bulk and a line at a time, in every shape of game" {
	seed=${MM_TEST_SEED:-$RANDOM}
	echo "seed $seed (MM_TEST_SEED=$seed repeats this run)"
	mkdir "$BATS_TEST_TMPDIR/bulk" "$BATS_TEST_TMPDIR/slow"
	for game in "-p 1 -c 2" "-p 2 -c 16" "-p 3 -c 0-9" "-p 4" "-p 5 -c 8" \
	    "-p 6 -c 5" "-p 7 -c 16" "-p 8 -c 6" "-p 4 -c 17" "-p 4 -c 8 --distinct"; do
		# shellcheck disable=SC2086
		paste -d' ' <(mm-gen -s "$seed" -n 8000 $game) \
		    <(mm-gen -s "$((seed + 1))" -n 8000 $game) |
		    awk -v seed="$seed" 'BEGIN { srand(seed) }
			rand() < 0.002 { print $1 "x " $2; next }
			rand() < 0.002 { print tolower($0) "\r"; next }
			rand() < 0.002 { print $1 "\t" $2; next }
			rand() < 0.002 { print $1 "," $2; next }
			rand() < 0.002 { print $1; next }
			rand() < 0.002 { print "# " $0; next }
			{ print }' >"$BATS_TEST_TMPDIR/bulk/pairs"
		cut -d' ' -f2 "$BATS_TEST_TMPDIR/bulk/pairs" >"$BATS_TEST_TMPDIR/bulk/guesses"
		# shellcheck disable=SC2086
		secret=$(mm-gen -s "$seed" -n 1 $game)
		for f in pairs guesses; do
			# A leading blank sends every line through the parser of
			# any line, the simple path.
			sed 's/^/ /' "$BATS_TEST_TMPDIR/bulk/$f" >"$BATS_TEST_TMPDIR/slow/$f"
		done
		for run in "-f pairs" "-b -f pairs" "-f guesses $secret" "-b -f guesses $secret"; do
			for d in bulk slow; do
				# shellcheck disable=SC2086
				(cd "$BATS_TEST_TMPDIR/$d" && { mm-score $game $run \
				    >out 2>err || echo "status $?" >>err; })
			done
			cmp "$BATS_TEST_TMPDIR/bulk/out" "$BATS_TEST_TMPDIR/slow/out" ||
			    fail "mm-score $game $run: the bulk answers differ"
			cmp "$BATS_TEST_TMPDIR/bulk/err" "$BATS_TEST_TMPDIR/slow/err" ||
			    fail "mm-score $game $run: the reports differ"
		done
	done
}
