#!/usr/bin/env bats
# What each command says of its options: --help, its synopsis and the
# manual agree, and misuse is named on one line that points to --help.

load common

man="$BATS_TEST_DIRNAME/../man"

# The options of a man page's SYNOPSIS, one a line, sorted.
synopsis_options() {
	sed -n '/^\.Sh SYNOPSIS/,/^\.Sh /p' "$man/$1.1" |
	    grep -o 'Fl -\?[a-zA-Z][-a-z]*' | sed 's/^Fl /-/' | sort -u
}

# The options the manual describes, one a line, sorted.
described_options() {
	sed -n '/^\.Sh DESCRIPTION/,/^\.Sh /p' "$man/$1.1" |
	    sed -n 's/^\.It Fl \(-\?[a-zA-Z][-a-z]*\).*/-\1/p' | sort -u
}

# The options --help lists, by short name where there is one.
help_options() {
	"$1" --help | sed -n -e 's/^  \(-[a-zA-Z]\), --.*/\1/p' \
	    -e 's/^      \(--[a-z][-a-z]*\).*/\1/p' | sort -u
}

# The options of the synopsis --help begins with.
usage_options() {
	"$1" --help | sed -n '1,/^[A-Z]/p' |
	    grep -o '[[ ]-\?-[a-zA-Z][-a-z]*' | tr -d '[ ' | sort -u
}

@test "the manual's SYNOPSIS, its option list, --help and its synopsis agree" {
	for cmd in mm-gen mm-score mm-solve mm-play; do
		syn=$(synopsis_options "$cmd")
		[ -n "$syn" ]
		assert_equal "$(help_options "$cmd" | grep -vx -e -h -e -V)" "$syn"
		assert_equal "$(usage_options "$cmd")" "$syn"
		assert_equal "$(described_options "$cmd")" \
		    "$(printf '%s\n' "$syn" -h -V | sort -u)"
	done
}

# The SYNOPSIS as mandoc sets it, and the usage, on one line each.
synopsis_text() {
	mandoc -Tascii -O width=300 "$man/$1.1" | sed 's/.\x08//g' |
	    sed -n '/^SYNOPSIS/,/^DESCRIPTION/p' | sed '1d;$d' |
	    tr -s ' \n' '  ' | sed 's/^ //; s/ $//'
}

usage_text() {
	"$1" --help | sed -n '1,/^[A-Z]/p' | sed '$d; s/^usage://' |
	    tr -s ' \n' '  ' | sed 's/^ //; s/ $//'
}

@test "the usage is the manual's SYNOPSIS, word for word" {
	command -v mandoc >/dev/null || skip "mandoc is not installed"
	for cmd in mm-gen mm-score mm-solve mm-play; do
		assert_equal "$(usage_text "$cmd")" "$(synopsis_text "$cmd")"
	done
}

@test "the check above sees a missing option" {
	run diff <(help_options mm-solve | grep -vx -e -h -e -V) \
	    <(synopsis_options mm-solve | grep -vx -- -j)
	assert_failure
	assert_output --partial -- '< -j'
}

@test "--help: usage, one line an option, exit statuses, the manual" {
	for cmd in mm-gen mm-score mm-solve mm-play; do
		run --separate-stderr "$cmd" --help
		assert_success
		assert_equal "$stderr" ""
		assert_line --index 0 --regexp "^usage: $cmd "
		assert_line --regexp '^  -c, --colors=SPEC +colours: .*\(default A-F\)$'
		assert_line --regexp '^  -h, --help +write this help and exit$'
		assert_line 'Exit status:'
		assert_line --regexp '^  2  a usage error'
		assert_line "Full documentation: man $cmd"
		# Every line fits a terminal of 80 columns.
		run awk 'length > 80' <<<"$output"
		assert_output ""
	done
}

@test "--help lists every strategy mm-solve takes, one a line" {
	run mm-solve --help
	assert_success
	names=$(sed -n '/^Strategies (-t):$/,/^$/s/^  \([a-z:A-Z]*\) .*/\1/p' <<<"$output")
	assert_equal "$(tr '\n' ' ' <<<"$names")" \
	    "minimax expected entropy parts random first sweep lookahead optimal tree:FILE "
	assert_line --regexp '^  entropy +.*; the default$'
	for t in $names; do
		[ "$t" = tree:FILE ] && continue
		mm-solve --next -t "$t" -s 1 </dev/null >/dev/null
	done
	run mm-play --help
	assert_equal "$(sed -n '/^Strategies/,/^$/p' <<<"$output")" \
	    "$(mm-solve --help | sed -n '/^Strategies/,/^$/p')"
}

@test "mm-solve(1) describes every strategy of the table, in its order" {
	man_names=$(sed -n '/^\.Ss Strategies/,/^\.S[sh] /s/^\.It Cm \([a-z]*\).*/\1/p' \
	    "$man/mm-solve.1")
	help_names=$(mm-solve --help |
	    sed -n '/^Strategies (-t):$/,/^$/s/^  \([a-z]*\).*/\1/p')
	[ -n "$help_names" ]
	assert_equal "$man_names" "$help_names"
}

@test "an extra operand is named, then --help, not the synopsis" {
	for cmd in "mm-gen foo" "mm-play foo" "mm-solve - foo" \
	    "mm-solve --next - foo" "mm-solve --tree foo"; do
		# shellcheck disable=SC2086
		misuse "${cmd%% *}: extra operand 'foo'" $cmd </dev/null
	done
}

@test "an option without effect in the form chosen names both options" {
	misuse "mm-solve: -v does not go with --selfplay" \
	    mm-solve --selfplay -v </dev/null
	misuse "mm-solve: -v does not go with --tree" mm-solve --tree -v
	misuse "mm-solve: -s does not go with --tree" mm-solve --tree -s 1
	misuse "mm-solve: -t does not go with --summary" \
	    mm-solve --summary -t minimax </dev/null
	misuse "mm-solve: -m does not go with --summary" \
	    mm-solve -m 8 --summary </dev/null
	misuse "mm-solve: --answers does not go with --summary" \
	    mm-solve --summary --answers </dev/null
	misuse "mm-solve: --answers does not go with --summary" \
	    mm-solve --selfplay --summary --answers </dev/null
	misuse "mm-solve: --answers does not go with the game" \
	    mm-solve --answers </dev/null
	misuse "mm-solve: --format goes with --summary" \
	    mm-solve --selfplay --format=json </dev/null
	misuse "mm-solve: --format goes with --summary" \
	    mm-solve --next --format=text </dev/null
	misuse "mm-solve: --chart does not go with --format" \
	    mm-solve --summary --chart --format=csv </dev/null
	misuse "mm-solve: bad summary format 'xml': must be text, csv or json" \
	    mm-solve --summary --format=xml </dev/null
	misuse "mm-gen: -n does not go with --all" mm-gen --all -n 3
	misuse "mm-gen: -s does not go with --all" mm-gen -s 1 --all
	misuse "mm-score: -b is for input lines: guess operands are always answered with E,I alone" \
	    mm-score -b ABCD ABCD
	# What does go together still works.
	run mm-solve --tree -j 1 -m 5 -g 100 -t minimax -p 2 -c 2
	assert_success
	run mm-solve --selfplay --summary -s 3 -t random <<<"ABCD"
	assert_success
	run mm-solve --summary -c 8 --distinct --chart --format=text </dev/null
	assert_success
	run mm-score -b ABCD <<<"ABCD"
	assert_output "4,0"
}

@test "a usage error is one line and a pointer to --help, never the synopsis" {
	for cmd in mm-gen mm-score mm-solve mm-play; do
		misuse "$cmd: unknown option '--bogus'" "$cmd" --bogus </dev/null
		misuse "$cmd: unknown option '-x'" "$cmd" -x </dev/null
		misuse "$cmd: unknown option '-x'" "$cmd" -x -c 5 </dev/null
		misuse "$cmd: option '-p' needs an argument" "$cmd" -p </dev/null
		misuse "$cmd: option '--pegs' needs an argument" "$cmd" --pegs </dev/null
		misuse "$cmd: option '--distinct' takes no argument" \
		    "$cmd" --distinct=yes </dev/null
		misuse "$cmd: option '--help' takes no argument" "$cmd" --help=x
	done
	misuse "mm-score: option '-f' needs an argument" mm-score -bf
	misuse "mm-solve: unknown option '-x'" mm-solve -vx
	misuse "mm-solve: unknown option '-x'" mm-solve -xv
	misuse "mm-solve: ambiguous option '--se'; did you mean '--seed' or '--selfplay'?" \
	    mm-solve --se 1
	misuse "mm-solve: ambiguous option '--s'; did you mean '--seed', '--selfplay', '--shard', '--split-above', '--state', '--strategy' or '--summary'?" \
	    mm-solve --s=1
	# A beginning of one option is that option; --col is --colors.
	run mm-gen --cou 2 --col 2 --colour 2 -p 1 --se 1
	assert_success
	assert_equal "${#lines[@]}" 2
}

@test "a mistyped word is named with the word it likely means, if one is close" {
	misuse "mm-solve: bad strategy 'minmax'; did you mean 'minimax'?" \
	    mm-solve -t minmax
	misuse "mm-solve: bad strategy 'Entropy'; did you mean 'entropy'?" \
	    mm-solve -t Entropy
	misuse "mm-solve: bad strategy 'look'; did you mean 'lookahead'?" \
	    mm-solve -t look
	misuse "mm-solve: bad strategy 'tree'; did you mean 'tree:FILE'?" \
	    mm-solve -t tree
	misuse "mm-solve: bad strategy 'treee:t.txt'; did you mean 'tree:t.txt'?" \
	    mm-solve -t treee:t.txt
	misuse "mm-play: bad strategy 'sweeep'; did you mean 'sweep'?" \
	    mm-play -b computer -t sweeep </dev/null
	# Two begin with e; none is near knuth.
	for t in e knuth; do
		misuse "mm-solve: bad strategy '$t': must be one of minimax, expected, entropy, parts, random, first, sweep, lookahead, optimal, tree:FILE" \
		    mm-solve -t "$t"
	done
	# Two edits from minimax is near enough; --cound is as near to
	# --count as to --bound, so neither is named.
	misuse "mm-solve: bad strategy 'minmx'; did you mean 'minimax'?" \
	    mm-solve -t minmx
	misuse "mm-solve: unknown option '--cound'" mm-solve --cound
	misuse "mm-solve: unknown option '--selfpaly'; did you mean '--selfplay'?" \
	    mm-solve --selfpaly
	misuse "mm-solve: unknown option '--jbos'; did you mean '--jobs'?" \
	    mm-solve --jbos=2
	misuse "mm-gen: unknown option '-a'; did you mean '--all'?" mm-gen -all
	misuse "mm-solve: unknown option '-n'; did you mean '--next'?" \
	    mm-solve -next
	misuse "mm-play: unknown option '--wacth'; did you mean '--watch'?" \
	    mm-play --wacth </dev/null
	misuse "mm-solve: bad tree format 'dto'; did you mean 'dot'?" \
	    mm-solve --tree=dto
	misuse "mm-solve: bad tree format 'svg': must be text or dot" \
	    mm-solve --tree=svg
	misuse "mm-solve: extra operand 'dot'; did you mean '--tree=dot'?" \
	    mm-solve --tree dot
	misuse "mm-solve: extra operand 'text'; did you mean '--tree=text'?" \
	    mm-solve --tree -t minimax text
	misuse "mm-solve: extra operand 'foo'" mm-solve --tree foo
	misuse "mm-solve: extra operand 'dot'" mm-solve --next - dot
	misuse "mm-play: bad code breaker 'computr'; did you mean 'computer'?" \
	    mm-play -b computr </dev/null
	misuse "mm-play: bad code breaker 'h'; did you mean 'human'?" \
	    mm-play -b h </dev/null
	misuse "mm-play: bad code breaker 'robot': must be human or computer" \
	    mm-play -b robot </dev/null
}

@test "a colour count that reads as digits in a row is named with their range" {
	for cmd in mm-gen mm-score mm-solve mm-play; do
		misuse "$cmd: bad colour count '012345': must be 1 to 62; did you mean -c 0-5?" \
		    "$cmd" -c 012345 </dev/null
		misuse "$cmd: bad colour count '123456' in MM_COLORS: must be 1 to 62; did you mean MM_COLORS=1-6?" \
		    env MM_COLORS=123456 "$cmd" </dev/null
	done
	misuse "mm-gen: bad colour count '135': must be 1 to 62" mm-gen -c 135
	misuse "mm-gen: bad colour count '89': must be 1 to 62" mm-gen -c 89
	run mm-gen -c 0-5 -s 1 -n 2
	assert_success
	assert_output "$(printf '%s\n' 1425 5423)"
}
