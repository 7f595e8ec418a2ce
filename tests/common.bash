# Loaded by every test file: assertions, and a scratch directory.
bats_require_minimum_version 1.5.0
bats_load_library bats-support
bats_load_library bats-assert

export LC_ALL=C
unset MM_COLORS MM_PEGS MM_BINDIR
# Sessions at a terminal are shown as plain text; a test of colour asks for it.
export NO_COLOR=1

# A process that is gone, or only a zombie left to init, now.
gone_now() {
	local st
	kill -0 "$1" 2>/dev/null || return 0
	st=$(<"/proc/$1/stat") || return 0
	[[ ${st##*) } == Z* ]]
}

# A process that is gone within five seconds: one sent SIGKILL ends only
# when it next runs, which on a loaded machine can be a while.
gone() {
	local i
	for ((i = 0; i < 50; i++)); do
		gone_now "$1" && return 0
		sleep 0.1
	done
	echo "process $1 is still there" >&2
	return 1
}

# Wait up to ten seconds for the text $1 to appear in the file $2.
waitfor() {
	local i
	for ((i = 0; i < 100; i++)); do
		grep -q -F -- "$1" "$2" 2>/dev/null && return 0
		sleep 0.1
	done
	echo "never saw '$1' in:" >&2
	cat "$2" >&2
	return 1
}

# The summary of self-play with strategy $1 over every code, on one line.
allgames() {
	local t=$1
	shift
	mm-gen --all "$@" | mm-solve --selfplay --summary -t "$t" "$@" |
	    tr '\n' ' '
}

# Run a command that must exit with status $1 and write the message $2
# on stderr; its stdout is left in $output.
fails() {
	local status=$1 message=$2
	shift 2
	run --separate-stderr "$@"
	assert_failure "$status"
	assert_equal "$stderr" "$message"
}

# Check that $stderr is the usage error $1, then the line that points
# to --help of the command the message names.
assert_misuse() {
	assert_equal "$stderr" "$1
Try '${1%%:*} --help' for more information."
}

# Run a command that must end with the usage error $1: status 2, the
# message and the pointer to --help on stderr, nothing on stdout.
misuse() {
	local message=$1
	shift
	run --separate-stderr "$@"
	assert_failure 2
	assert_misuse "$message"
	assert_output ""
}

# make install DESTDIR=$staged from the build tree that make check names,
# for the tests of what is installed where.
staged_install() {
	export staged=$BATS_FILE_TMPDIR/staged
	MAKEFLAGS= make -s -C "${abs_top_builddir:?not set: run by make check}" \
	    install DESTDIR="$staged" >/dev/null
}

# The lines mm-play shows at a terminal before its first question.
welcome() {
	case $1 in
	human) cat <<-EOF
		Mastermind: I think of a secret code and you guess it. After each guess,
		(E,I) says how many pegs are right and in place (E), and how many more are
		right but in the wrong place (I).
		EOF
		;;
	computer) cat <<-EOF
		Mastermind: you think of a secret code and I guess it. Answer each guess with
		E,I: how many pegs are right and in place (E), and how many more are right
		but in the wrong place (I).
		EOF
		;;
	digits) cat <<-EOF
		Mastermind: guess my number from 0000 to 9999 in 10 tries (236 is 0236).
		After each guess, (X,Y) says how many digits are right and in place (X), and
		how many more are right but in the wrong place (Y).
		EOF
		;;
	esac
}
