#!/usr/bin/env bats
# Bad input for every command: options and environment, input lines
# that are empty, blank, huge, binary or oddly ended, write errors,
# readers that go away and signals.  What tests/mm-*.bats already
# cover is not repeated here.

load common

tmp=$BATS_TEST_TMPDIR

# A line of n bytes of one character, without its newline.
longline() {
	head -c "$1" /dev/zero | tr '\0' "$2"
}

# A directory for MM_BINDIR whose tools write their pids to $tmp/pids.
recording_kit() {
	kit=$tmp/kit
	mkdir -p "$kit"
	for t in mm-gen mm-score mm-solve; do
		printf '#!/bin/sh\necho $$ >>"%s"\nexec "%s" "$@"\n' \
		    "$tmp/pids" "$(command -v $t)" >"$kit/$t"
		chmod +x "$kit/$t"
	done
	: >"$tmp/pids"
}

# Wait up to ten seconds for $1 tools to have written their pids; the
# last $2 of them, those the game goes on with, must be running.  (With
# -b computer the first is the promise's self-play, over by then.)
started() {
	local -a pids
	local i p
	for ((i = 0; i < 100; i++)); do
		mapfile -t pids <"$tmp/pids"
		[ "${#pids[@]}" -ge "$1" ] && break
		sleep 0.1
	done
	assert_equal "${#pids[@]}" "$1"
	for p in "${pids[@]: -$2}"; do
		gone_now "$p" || continue
		echo "tool $p is not running" >&2
		return 1
	done
}

# Some tool wrote its pid to $tmp/pids, and each is gone within a few
# seconds.
all_gone() {
	local p
	if [ ! -s "$tmp/pids" ]; then
		echo "no tool was started" >&2
		return 1
	fi
	while read -r p; do
		gone "$p" || return 1
	done <"$tmp/pids"
}

# Start a command reading from a fifo, with SIGINT at its default (a
# background job of a script would ignore it), once it has written $1.
start_on_fifo() {
	local want=$1
	shift
	mkfifo "$tmp/in"
	env --default-signal=INT "$@" <"$tmp/in" >"$tmp/out" 2>&1 3>&- &
	pid=$!
	exec 7>"$tmp/in"
	waitfor "$want" "$tmp/out"
}

# Send a signal to the command started above and check how it ended.
stop_with() {
	local st=0
	kill -"$1" "$pid"
	wait "$pid" || st=$?
	exec 7>&-
	assert_equal "$st" "$2"
}

@test "options every command shares: overflowing and malformed values" {
	for cmd in mm-gen mm-score mm-solve mm-play; do
		for args in "-p 4294967297/bad peg count '4294967297': must be 1 to 32" \
		    "-p -1/bad peg count '-1': must be 1 to 32" \
		    "-p 99999999999999999999/bad peg count '99999999999999999999': must be 1 to 32" \
		    "-c AABC/bad colours 'AABC': 'A' repeated" \
		    "-c F-A/bad colours 'F-A': range runs backwards" \
		    "-c 63/bad colour count '63': must be 1 to 62" \
		    "-c 99999999999999999999/bad colour count '99999999999999999999': must be 1 to 62" \
		    "-c A_/bad colours 'A_': '_' is not a letter or digit"; do
			# shellcheck disable=SC2086
			run --separate-stderr $cmd ${args%%/*} </dev/null
			assert_failure 2
			assert_output ""
			assert_misuse "$cmd: ${args#*/}"
		done
		run --separate-stderr "$cmd" -c '' </dev/null
		assert_failure 2
		assert_misuse "$cmd: bad colours '': empty"
		run --separate-stderr "$cmd" -c "$(printf 'AB\303\251')" </dev/null
		assert_failure 2
		assert_misuse "$cmd: bad colours 'AB\\xc3\\xa9': byte 0xc3 is not a letter or digit"
		run --separate-stderr "$cmd" -c ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_ </dev/null
		assert_failure 2
		assert_misuse "$cmd: bad colours 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmn...': more than 62 colours"
	done
}

@test "a value a message names is cut at 40 bytes, whatever the option" {
	long=$(longline 131042 9)
	short=$(longline 20 9)
	cut="$(longline 40 9)..."
	for c in "mm-gen -p" "mm-gen -c" "mm-gen -n" "mm-gen -s" \
	    "mm-gen --all --shard" "mm-score -p" "mm-score -c" "mm-solve -p" \
	    "mm-solve -c" "mm-solve -m" "mm-solve -j" "mm-solve -g" \
	    "mm-solve -s" "mm-solve -t" "mm-solve --tree" "mm-play -p" \
	    "mm-play -c" "mm-play -m" "mm-play -s" "mm-play -b" "mm-play -t"; do
		[[ $c == *--tree ]] && eq="=" || eq=" "
		# as the message names a short bad value, so the long one cut
		# shellcheck disable=SC2086
		run --separate-stderr ${c}${eq}$short </dev/null
		assert_failure 2
		[[ "$stderr" == *"'$short'"* ]]
		# shellcheck disable=SC2086
		fails 2 "${stderr/"'$short'"/"'$cut'"}" ${c}${eq}"$long" </dev/null
	done
	for cmd in mm-gen mm-score mm-solve mm-play; do
		misuse "$cmd: bad peg count '$cut' in MM_PEGS: must be 1 to 32" \
		    env MM_PEGS="$long" "$cmd" </dev/null
		misuse "$cmd: bad colour count '$cut' in MM_COLORS: must be 1 to 62" \
		    env MM_COLORS="$long" "$cmd" </dev/null
	done
}

@test "seeds and counts: overflow, sign and blanks are refused" {
	for cmd in mm-gen mm-solve mm-play; do
		for s in -1 18446744073709551616 99999999999999999999 "" " 1" +1 0x10; do
			run --separate-stderr "$cmd" -s "$s" </dev/null
			assert_failure 2
			assert_output ""
			assert_misuse "$cmd: bad seed '$s': must be 0 to 18446744073709551615"
		done
	done
	for n in +5 " 5" 5x 1e3 ""; do
		run --separate-stderr mm-gen -n "$n"
		assert_failure 2
		assert_output ""
		assert_misuse "mm-gen: bad count '$n': must be 0 to 1000000000000000000"
	done
	misuse "mm-gen: bad count '\x095': must be 0 to 1000000000000000000" \
	    mm-gen -n "$(printf '\t5')"
	for m in 0 -1 99999999999999999999; do
		run --separate-stderr mm-solve -m "$m" </dev/null
		assert_failure 2
		assert_misuse "mm-solve: bad max-guesses '$m': must be 1 to 1000000000"
		run --separate-stderr mm-play -m "$m" </dev/null
		assert_failure 2
		assert_misuse "mm-play: bad guess limit '$m': must be 1 to 1000000"
	done
}

@test "MM_PEGS and MM_COLORS junk is named, for each command that reads it first" {
	for cmd in mm-gen mm-score mm-solve; do
		for e in "MM_PEGS=/bad peg count '' in MM_PEGS: must be 1 to 32" \
		    "MM_PEGS=99999999999999999999/bad peg count '99999999999999999999' in MM_PEGS: must be 1 to 32" \
		    "MM_PEGS=-4/bad peg count '-4' in MM_PEGS: must be 1 to 32" \
		    "MM_PEGS= 4/bad peg count ' 4' in MM_PEGS: must be 1 to 32" \
		    "MM_COLORS=/bad colours '' in MM_COLORS: empty" \
		    "MM_COLORS=F-A/bad colours 'F-A' in MM_COLORS: range runs backwards" \
		    "MM_COLORS=0/bad colour count '0' in MM_COLORS: must be 1 to 62" \
		    "MM_COLORS=A B/bad colours 'A B' in MM_COLORS: byte 0x20 is not a letter or digit"; do
			run --separate-stderr env "${e%%/*}" "$cmd" </dev/null
			assert_failure 2
			assert_output ""
			assert_misuse "$cmd: ${e#*/}"
		done
	done
}

@test "an alphabet of one or two digits is named as a range, as a list of them reads as a count" {
	run --separate-stderr mm-score -c 0-1 -p 2 11 <<<$'22\n22'
	assert_equal "${stderr_lines[1]}" "mm-score: <stdin>:2: '22': '2' is not a colour of 0-1"
	run --separate-stderr mm-solve -c 5-5 -p 1 --candidates <<<"4 0,0"
	assert_equal "$stderr" "mm-solve: <stdin>:1: '4' is not a colour of 5-5: did you mean -c 4-5?"
	run mm-play -c 0-1 -p 2 <<<$'1\n22\n'
	assert_line --partial "One or more chars out of range 0-1, try again: "
}

@test "mm-gen --all past 2^64 codes starts at the first code" {
	# a place value of 2^64 once wrapped to 0 and divided by it
	run bash -c 'mm-gen --all -c 16 -p 17 | head -2'
	assert_success
	assert_output "$(printf '%s\n' AAAAAAAAAAAAAAAAA AAAAAAAAAAAAAAAAB)"
	run bash -c 'mm-gen --all -c 32 -p 14 | head -1'
	assert_output "AAAAAAAAAAAAAA"
	run bash -c 'mm-gen --all -c 56 -p 23 --distinct | head -1'
	assert_output "ABCDEFGHIJKLMNOPQRSTUVW"
	run bash -c 'mm-gen --all -c 62 -p 32 | head -1'
	assert_output "$(longline 32 A)"
}

@test "mm-gen: a count too large for the reader still ends quietly" {
	run --separate-stderr bash -c 'mm-gen -n 1000000000000000000 -p 32 -c 62 | head -1'
	assert_success
	assert_equal "${#output}" 32
	assert_equal "$stderr" ""
}

@test "mm-score: a huge line at the end without a newline, or of blanks only" {
	{ printf 'ABCD ABCD\n'; longline 10000000 A; } >"$tmp/in"
	run --separate-stderr mm-score -f "$tmp/in"
	assert_failure 2
	assert_output "ABCD ABCD 4,0"
	[[ "$stderr" == "mm-score: $tmp/in:2: 'AAAA"*"...' has 10000000 pegs, not 4" ]]
	{ longline 10000000 ' '; printf '\nABCD DCBA\n'; longline 10000000 '\t'; } >"$tmp/in"
	run --separate-stderr mm-score -f "$tmp/in"
	assert_success
	assert_output "ABCD DCBA 0,4"
	assert_equal "$stderr" ""
	{ longline 10000000 B; printf '\nBBBB\n'; } >"$tmp/in"
	run --separate-stderr mm-score ABCD -f "$tmp/in"
	assert_failure 2
	assert_output "BBBB 1,0"
}

@test "mm-score: every good line is scored among many bad ones, which are counted" {
	# good and bad lines in turn, far past the input and output buffers
	paste -d' ' <(mm-gen -s 5 -n 300000 -p 5 -c 8) \
	    <(mm-gen -s 6 -n 300000 -p 5 -c 8) >"$tmp/pairs"
	awk '{ print
		if (NR % 3 == 0) print "AAAA"
		if (NR % 5 == 0) print $1 " " $2 "I"
		if (NR % 7 == 0) print "  " $1 "\t" $2 "\r" }' "$tmp/pairs" >"$tmp/in"
	awk '{ print; if (NR % 7 == 0) print }' "$tmp/pairs" >"$tmp/good"
	mm-score -p 5 -c 8 -f "$tmp/in" >"$tmp/out" 2>"$tmp/err" || status=$?
	assert_equal "$status" 2
	mm-score -p 5 -c 8 -f "$tmp/good" | cmp - "$tmp/out"
	assert_equal "$(wc -l <"$tmp/err")" 12
	assert_equal "$(grep -c "has 4 pegs, not 5" "$tmp/err")" 5
	assert_equal "$(grep -c "has 6 pegs, not 5" "$tmp/err")" 5
	assert_equal "$(tail -n 2 "$tmp/err")" "mm-score: ... and 99,995 more lines with 4 pegs
mm-score: ... and 59,995 more lines with 6 pegs"
}

@test "mm-score: NUL-only and carriage-return-only lines" {
	printf '\0\0\0\0\nABCD ABCD\rDCBA ABCD\r\nAFFB BFAB\r' >"$tmp/in"
	run --separate-stderr mm-score -f "$tmp/in"
	assert_failure 2
	assert_output "AFFB BFAB 2,1"
	assert_equal "$stderr" "$(printf '%s\n' \
	    "mm-score: $tmp/in:1: byte 0x00 is not a colour of A-F" \
	    "mm-score: $tmp/in:2: 'ABCD\\x0dDCBA' has 9 pegs, not 4")"
	run --separate-stderr mm-score ABCD <<<"$(printf 'DCBA\r\nAB\0D\r\n# x\r\n\r\nABCD')"
	assert_failure 2
	assert_output "$(printf '%s\n' 'DCBA 0,4' 'ABCD 4,0')"
}

@test "mm-score: a directory is a read error, and the next file is not read" {
	run --separate-stderr mm-score -f / -f /dev/null
	assert_failure 2
	assert_output ""
	assert_equal "$stderr" "mm-score: /: read error: Is a directory"
}

@test "mm-score: a write error on bulk output is reported once" {
	full="mm-score: write error: No space left on device"
	mm-gen --all -p 6 | sed 's/.*/& ABCDEF/' >"$tmp/pairs"
	fails 2 "$full" bash -c "mm-score -p 6 -f '$tmp/pairs' >/dev/full"
	fails 2 "$full" bash -c "mm-gen --all -p 6 | mm-score -b -p 6 ABCDEF >/dev/full"
}

@test "mm-score: a reader that goes away, with one secret or bare" {
	run --separate-stderr bash -c 'mm-gen --all -p 8 | mm-score -p 8 -b AAAAAAAA | head -1'
	assert_success
	assert_output "8,0"
	assert_equal "$stderr" ""
	run --separate-stderr bash -c 'mm-gen --all -p 8 | mm-score -p 8 ABCDEFAB | head -1'
	assert_output "AAAAAAAA 2,0"
	assert_equal "$stderr" ""
}

@test "mm-solve: empty input, blanks and comments" {
	for input in "" "$(printf '  \n# x\n\t\r\n')"; do
		run --separate-stderr mm-solve -t minimax <<<"$input"
		assert_failure 1
		assert_output "AABB"
		assert_equal "$stderr" "mm-solve: <stdin>: input ended before the code was found"
		run --separate-stderr mm-solve --next -t minimax <<<"$input"
		assert_success
		assert_output "AABB"
		run --separate-stderr mm-solve --selfplay <<<"$input"
		assert_success
		assert_output ""
	done
}

@test "mm-solve: CRLF and a missing final newline are read as usual" {
	run --separate-stderr mm-solve -t minimax < <(printf 'AABB 1,2\nABCD 0,2\n')
	want=$output
	want_status=$status
	run --separate-stderr mm-solve -t minimax < <(printf 'AABB 1,2\r\n# c\r\n\r\nABCD 0,2')
	assert_equal "$status" "$want_status"
	assert_equal "$output" "$want"
	run mm-solve --next -t minimax < <(printf 'AABB 1,2\r\nABCD 0,2')
	assert_success
	assert_output "$(printf 'AABB 1,2\nABCD 0,2\n' | mm-solve --next -t minimax)"
}

@test "mm-solve: a huge line, NUL bytes and invalid UTF-8 are named and stop it" {
	{ longline 10000000 1; printf ',0\n'; } >"$tmp/in"
	run --separate-stderr mm-solve -t minimax "$tmp/in"
	assert_failure 2
	assert_output "AABB"
	[[ "$stderr" == "mm-solve: $tmp/in:1: "* ]]
	[ "${#stderr}" -lt 300 ]
	{ longline 10000000 A; printf ' 1,0\n'; } >"$tmp/in"
	run --separate-stderr mm-solve --next "$tmp/in"
	assert_failure 2
	assert_output ""
	[[ "$stderr" == "mm-solve: $tmp/in:1: 'AAAA"*"...' has 10000000 pegs, not 4" ]]
	printf '1,\0' >"$tmp/in"
	run --separate-stderr mm-solve -t minimax "$tmp/in"
	assert_failure 2
	assert_equal "$stderr" "mm-solve: $tmp/in:1: malformed feedback '1,\\x00': expected E,I or GUESS E,I"
	printf 'AABB 1,0\n\303BCD 1,0\n' >"$tmp/in"
	run --separate-stderr mm-solve --next -t minimax "$tmp/in"
	assert_failure 2
	assert_equal "$stderr" "mm-solve: $tmp/in:2: byte 0xc3 is not a colour of A-F"
}

@test "mm-solve --selfplay: the games before a bad secret are written, none after" {
	{
		printf 'ABCD\n\0\0\0\0\nFFFF\r\n'
		longline 10000000 A
		printf '\n\303\251BC\nAAAA'
	} >"$tmp/in"
	run --separate-stderr mm-solve --selfplay -t minimax "$tmp/in"
	assert_failure 2
	assert_equal "${#lines[@]}" 1
	assert_equal "${lines[0]%% *}" ABCD
	assert_equal "${#stderr_lines[@]}" 3
	assert_equal "${stderr_lines[0]}" "mm-solve: $tmp/in:2: byte 0x00 is not a colour of A-F"
	[[ "${stderr_lines[1]}" == "mm-solve: $tmp/in:4: 'AAAA"*"...' has 10000000 pegs, not 4" ]]
	assert_equal "${stderr_lines[2]}" "mm-solve: $tmp/in:5: byte 0xc3 is not a colour of A-F"
}

@test "mm-solve: every strategy refuses a game too large at once" {
	for t in minimax expected entropy parts random first sweep; do
		for mode in "" --next --selfplay; do
			# shellcheck disable=SC2086
			run --separate-stderr timeout 10 mm-solve $mode -t "$t" -p 32 -c 62 </dev/null
			assert_failure 2
			assert_output ""
			[[ "$stderr" == "mm-solve: "*"-t $t"* ]]
		done
	done
	run --separate-stderr timeout 10 mm-solve -p 20 -c 20 --distinct </dev/null
	assert_failure 2
	assert_output ""
}

@test "mm-solve: a game its memory cannot hold is out of memory, status 2" {
	[ -z "${MM_VALGRIND-}" ] || skip "valgrind needs memory of its own"
	! grep -q -e __asan_init -e __tsan_init "$(command -v mm-solve)" ||
	    skip "a sanitizer maps more than the limit"
	# 531441 codes in 20 MB of address space, on one thread: it needs
	# some 60 MB, and starts in 10
	run --separate-stderr bash -c 'ulimit -v 20000 && exec mm-solve --next -j 1 -p 6 -c 9 </dev/null'
	assert_failure 2
	assert_output ""
	assert_equal "$stderr" "mm-solve: out of memory"
	# the same game in the memory it needs
	run mm-solve --next -j 1 -p 6 -c 9 </dev/null
	assert_success
	assert_output "AABBCD"
}

@test "mm-solve: write errors in every mode" {
	full="mm-solve: write error: No space left on device"
	fails 2 "$full" bash -c 'mm-solve </dev/null >/dev/full'
	fails 2 "$full" bash -c 'mm-solve --next </dev/null >/dev/full'
	fails 2 "$full" bash -c 'mm-gen -s 1 -n 5 | mm-solve --selfplay --summary >/dev/full'
	fails 2 "$full" bash -c 'mm-solve --help >/dev/full'
}

@test "mm-solve: a reader that goes away ends --selfplay quietly" {
	run --separate-stderr bash -c 'mm-gen --all -p 5 -c 8 | mm-solve --selfplay -t first -p 5 -c 8 | head -1'
	assert_success
	assert_output "AAAAA 1 AAAAA"
	assert_equal "$stderr" ""
}

@test "mm-solve: SIGINT or SIGTERM while it waits for an answer" {
	start_on_fifo AABB mm-solve -t minimax
	stop_with INT 130
	rm "$tmp/in"
	start_on_fifo AABB mm-solve -t minimax
	stop_with TERM 143
}

@test "mm-play: blank and comment lines are skipped; CRLF and no final newline" {
	s=$(mm-gen -s 1 -n 1)
	run --separate-stderr mm-play -s 1 -c A-F -p 4 < <(printf '  \n# x\n\t\r\nABCD\r\n%s' "$s")
	assert_success
	assert_line --index 1 "You have 8 guesses left!"
	assert_line --index 2 "Enter Guess (4 chars): ABCD"
	assert_line "You win!!"
	assert_line --index -1 "You have tried the Game of Mastermind 1 time with 1 success and 0 failures!"
	run --separate-stderr mm-play -b computer -c A-F -p 4 -t minimax < <(printf '# x\r\n\r\n4,0')
	assert_success
	assert_line --index -1 "I found your code in 1 attempt!"
}

@test "mm-play: a huge line, NUL bytes and invalid UTF-8 are asked again" {
	s=$(mm-gen -s 1 -n 1)
	{
		longline 10000000 A
		printf '\nAB\0D\n\303BCD\n%s\nn\n' "$s"
	} >"$tmp/in"
	run --separate-stderr mm-play -s 1 -c A-F -p 4 <"$tmp/in"
	assert_success
	assert_equal "$stderr" ""
	[[ "$output" == *"Guess must be 4 chars, try again: "*"try again: "*"One or more chars out of range A-F, try again: "* ]]
	assert_line "(4,0) $s"
	assert_line --index -1 "You have tried the Game of Mastermind 1 time with 1 success and 0 failures!"
	{
		longline 10000000 1
		printf ',0\n\0,0\n\303\251\n4,0\n'
	} >"$tmp/in"
	run --separate-stderr mm-play -b computer -c A-F -p 4 -t minimax <"$tmp/in"
	assert_success
	assert_line --index -1 "I found your code in 1 attempt!"
}

@test "mm-play: a game too large for the strategy ends at once with status 2" {
	recording_kit
	MM_BINDIR=$kit run --separate-stderr timeout 10 mm-play -b computer -p 20 -c 20 </dev/null
	assert_failure 2
	assert_equal "$stderr" "mm-play: 20 pegs of 20 colours make more than 2^64 codes: -t entropy plays at most 16777216"
	# Refused before any tool is started.
	assert_equal "$(<"$tmp/pids")" ""
}

@test "mm-play: a write error ends it with status 2 and no tool left" {
	recording_kit
	MM_BINDIR=$kit run --separate-stderr bash -c 'mm-play -s 1 -c A-F -p 4 <<<ABCD >/dev/full'
	assert_failure 2
	assert_equal "$stderr" "mm-play: write error: No space left on device"
	all_gone
	: >"$tmp/pids"
	MM_BINDIR=$kit run --separate-stderr bash -c 'mm-play --watch -s 1 >/dev/full'
	assert_failure 2
	assert_equal "$stderr" "mm-play: write error: No space left on device"
	all_gone
	MM_BINDIR=$kit run --separate-stderr bash -c 'mm-play --version >/dev/full'
	assert_failure 2
	assert_equal "$stderr" "mm-play: write error: No space left on device"
}

@test "mm-play: a reader that goes away ends it quietly and no tool is left" {
	recording_kit
	MM_BINDIR=$kit run --separate-stderr bash -c 'yes ABCD | mm-play -s 1 -c A-F -p 4 -m 1000000 | head -1'
	assert_success
	assert_output "Starting game..."
	assert_equal "$stderr" ""
	all_gone
	: >"$tmp/pids"
	MM_BINDIR=$kit run --separate-stderr bash -c 'mm-play --watch -s 1 | head -1'
	assert_success
	assert_output "The secret is $(mm-gen -s 1 -n 1)."
	assert_equal "$stderr" ""
	all_gone
}

@test "mm-play: SIGINT or SIGTERM at a prompt leaves no tool behind" {
	recording_kit
	MM_BINDIR=$kit start_on_fifo "Enter Guess" mm-play -s 1 -c A-F -p 4
	started 2 2
	stop_with INT 130
	all_gone
	rm "$tmp/in"
	: >"$tmp/pids"
	MM_BINDIR=$kit start_on_fifo "Feedback for guess 1" mm-play -b computer -c A-F -p 4
	started 2 1
	stop_with INT 130
	all_gone
	rm "$tmp/in"
	: >"$tmp/pids"
	MM_BINDIR=$kit start_on_fifo "Feedback for guess 1" mm-play -b computer -c A-F -p 4
	started 2 1
	stop_with TERM 143
	all_gone
}

# The command line of process $1, its arguments separated by spaces,
# once it waits for input; empty if it does not within ten seconds.
waiting_cmdline() {
	local i state
	for ((i = 0; i < 100; i++)); do
		read -r _ _ state _ <"/proc/$1/stat" || return 0
		if [ "$state" = S ]; then
			tr '\0' ' ' <"/proc/$1/cmdline"
			return 0
		fi
		sleep 0.1
	done
}

@test "a command run by its path names itself by its base name, and ps shows its command line as run" {
	[ -r /proc/self/cmdline ] || skip "no /proc"
	for t in mm-gen mm-score mm-solve mm-play; do
		run --separate-stderr "$(command -v $t)" --no-such-option
		assert_failure 2
		assert_equal "${stderr%%:*}" "$t"
	done
	bin=$(command -v mm-solve)
	mkfifo "$tmp/in"
	exec 7<>"$tmp/in"
	"$bin" --candidates <&7 3>&- &
	pid=$!
	line=$(waiting_cmdline "$pid")
	kill "$pid"
	wait "$pid" || true
	exec 7>&-
	assert_equal "$line" "$bin --candidates "
}
