#!/usr/bin/env bats
# Replay the fuzzers' seed corpus and every crash they found: the
# library targets run each input once and check what the parsers
# promise; the commands may fail (status 1 or 2) but never crash, nor
# draw a report from AddressSanitizer, LeakSanitizer or
# UndefinedBehaviorSanitizer in a sanitized build.

load common

fuzzdir=$BATS_TEST_DIRNAME/fuzz

inputs() {
	local f
	for f in "$fuzzdir"/corpus/"$1"/* "$fuzzdir"/crashes/"$1"/*; do
		[ -f "$f" ] && printf '%s\n' "$f"
	done
}

# Run a command so that a sanitizer's report ends it with a status that
# no command gives, not the 1 of bad input: 86 from AddressSanitizer and
# LeakSanitizer, 87 from UndefinedBehaviorSanitizer, after any options
# already set (as detect_leaks).  A build with both has one exit code,
# which UBSAN_OPTIONS, read last, sets: 87 for any report.  No effect in
# a build without them.
sanitized() {
	ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}exitcode=86 \
	    UBSAN_OPTIONS=${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}exitcode=87:halt_on_error=1 \
	    "$@"
}

# No sanitizer's report in $stderr: one from a tool that mm-play runs
# ends that tool with 86 or 87, and mm-play with its own status 2.
no_report() {
	case $stderr in
	*"ERROR: AddressSanitizer"* | *"ERROR: LeakSanitizer"* | \
	    *"runtime error:"*)
		echo "$1: a sanitizer's report:"
		echo "$stderr"
		return 1
		;;
	esac
}

replay_target() {
	local -a files
	mapfile -t files < <(inputs "$1")
	[ ${#files[@]} -gt 0 ]
	run --separate-stderr sanitized fuzz-"$1" "${files[@]}"
	no_report "fuzz-$1"
	assert_success
}

# The commands run in a directory of their own, so that a file an input
# names (mm-solve --state removes its file) is none of the build's.
replay_command() {
	local f n=0
	cd "$BATS_TEST_TMPDIR" || return 1
	while IFS= read -r f; do
		run --separate-stderr sanitized timeout 60 fuzz-run "$1" "$f"
		no_report "$f" || return 1
		# Past 2: a sanitizer's 86 or 87, a signal or the timeout.
		if [ "$status" -gt 2 ]; then
			echo "$f: status $status"
			echo "$stderr"
			return 1
		fi
		n=$((n + 1))
	done < <(inputs "$1")
	[ "$n" -gt 0 ]
}

@test "fuzz corpus: code, feedback, history and field parsers" {
	replay_target parse
}

@test "fuzz corpus: line input" {
	replay_target input
}

@test "fuzz corpus: mm-score's stream scorer agrees with the reference" {
	replay_target score
}

@test "fuzz corpus: colour specs, peg counts, seeds and numbers" {
	replay_target options
}

@test "fuzz corpus: mm-play's questions take only the answers they allow" {
	replay_target play
}

@test "fuzz corpus: summaries add up and read back as written" {
	replay_target summary
}

@test "fuzz corpus: a tree file read back keeps each secret a candidate" {
	replay_target tree
}

@test "fuzz corpus: a state file read holds only what a search writes" {
	replay_target state
}

@test "fuzz corpus: a shard's lines read are the lines their values write" {
	replay_target shard
}

@test "fuzz corpus: mm-gen options and environment" {
	replay_command mm-gen
}

@test "fuzz corpus: mm-score arguments and input" {
	replay_command mm-score
}

@test "fuzz corpus: mm-solve arguments and answers" {
	replay_command mm-solve
}

@test "fuzz corpus: mm-play arguments and answers" {
	replay_command mm-play
}

@test "fuzz-run gives the command its arguments, environment and stdin" {
	printf -- '-c\necho "$# $0 $1 $MM_PEGS $(cat)" >&2\nx\ny\nMM_PEGS=3\n%%%%\nAB\n' \
	    >"$BATS_TEST_TMPDIR/in"
	run --separate-stderr fuzz-run sh "$BATS_TEST_TMPDIR/in"
	assert_success
	assert_equal "$stderr" "1 x y 3 AB"
}
