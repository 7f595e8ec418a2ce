#!/usr/bin/env bats
# What each command says of its options: --help, the synopsis of a
# usage error and the manual agree, and misuse is named.

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

# The options of the synopsis a usage error prints.
usage_options() {
	"$1" --no-such-option 2>&1 >/dev/null | tail -n +2 |
	    grep -o '[[ ]-\?-[a-zA-Z][-a-z]*' | tr -d '[ ' | sort -u
}

@test "the manual's SYNOPSIS, its option list, --help and the usage agree" {
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

@test "an extra operand is named before the synopsis" {
	for cmd in "mm-gen foo" "mm-play foo" "mm-solve - foo" \
	    "mm-solve --next - foo" "mm-solve --tree foo"; do
		# shellcheck disable=SC2086
		run --separate-stderr $cmd </dev/null
		assert_failure 2
		assert_equal "${stderr_lines[0]}" "${cmd%% *}: extra operand 'foo'"
		assert_equal "${stderr_lines[1]:0:7}" "usage: "
	done
}

@test "an option without effect in the form chosen names both options" {
	fails 2 "mm-solve: -v does not go with --selfplay" \
	    mm-solve --selfplay -v </dev/null
	fails 2 "mm-solve: -v does not go with --tree" mm-solve --tree -v
	fails 2 "mm-solve: -s does not go with --tree" mm-solve --tree -s 1
	fails 2 "mm-solve: -t does not go with --summary" \
	    mm-solve --summary -t minimax </dev/null
	fails 2 "mm-solve: -m does not go with --summary" \
	    mm-solve -m 8 --summary </dev/null
	fails 2 "mm-solve: --answers does not go with --summary" \
	    mm-solve --summary --answers </dev/null
	fails 2 "mm-solve: --answers does not go with --summary" \
	    mm-solve --selfplay --summary --answers </dev/null
	fails 2 "mm-solve: --answers does not go with the game" \
	    mm-solve --answers </dev/null
	fails 2 "mm-solve: --format goes with --summary" \
	    mm-solve --selfplay --format=json </dev/null
	fails 2 "mm-solve: --format goes with --summary" \
	    mm-solve --next --format=text </dev/null
	fails 2 "mm-solve: --chart does not go with --format" \
	    mm-solve --summary --chart --format=csv </dev/null
	fails 2 "mm-solve: bad summary format 'xml': must be text, csv or json" \
	    mm-solve --summary --format=xml </dev/null
	fails 2 "mm-gen: -n does not go with --all" mm-gen --all -n 3
	fails 2 "mm-gen: -s does not go with --all" mm-gen -s 1 --all
	fails 2 "mm-score: -b is for input lines: guess operands are always answered with E,I alone" \
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
