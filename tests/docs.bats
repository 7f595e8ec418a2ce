#!/usr/bin/env bats
# Every example of README.md and of the EXAMPLES of each manual page prints
# what the document shows.
#
# An example is a block of lines whose first line begins with "$ ": an
# indented or fenced code block of README.md, a .Dl line or a .Bd -literal
# display of a manual page.  Each "$ " line begins a command, which goes on
# over the next lines while bash finds it unfinished; the lines after it, up
# to the next "$ ", are its output, where a line "..." stands for any number
# of lines.  The commands of a block run in order in one new directory, with
# bash, and what they write on standard output and standard error together
# must be the output shown.  The commands of mm-play and mm-solve that talk
# to a person at a terminal run on a pseudo-terminal (pty-transcript), which
# types the person's part of the transcript after each prompt; the others
# read /dev/null.  A block whose commands need a tool this machine lacks
# (Graphviz, gnuplot, jq, GNU parallel) is left out, and its test says so
# as it skips.

load common

# No example shows more lines; only so many of what one prints are compared.
MAXLINES=200

setup() {
	[ -z "${MM_VALGRIND-}" ] || skip "the examples take too long under valgrind"
	top=$BATS_TEST_DIRNAME/..
	unset BASH_ENV
	export HOME=$BATS_TEST_TMPDIR/home TMPDIR=$BATS_TEST_TMPDIR
	mkdir -p "$HOME/.parallel"
	touch "$HOME/.parallel/will-cite"
	files=() starts=() cmds=() wants=() blocks=()
	nblocks=0
}

# Add a block of example lines, the first from line $2 of the file $1.
addblock() {
	local file=$1 start=$2 lines=("${@:3}") i cmd want
	[[ ${lines[0]} == '$ '* ]] || return 0
	while [[ -z ${lines[-1]} ]]; do
		unset 'lines[-1]'
	done
	nblocks=$((nblocks + 1))
	for ((i = 0; i < ${#lines[@]}; )); do
		files+=("$file")
		starts+=($((start + i)))
		blocks+=("$nblocks")
		cmd=${lines[i]#'$ '}
		for ((i++; i < ${#lines[@]}; i++)); do
			unfinished "$cmd" || break
			cmd+=$'\n'${lines[i]}
		done
		want=
		for ((; i < ${#lines[@]}; i++)); do
			[[ ${lines[i]} != '$ '* ]] || break
			want+=${lines[i]}$'\n'
		done
		cmds+=("$cmd")
		wants+=("$want")
	done
}

# Whether the text of a command needs the next line to finish it: a
# line that ends in a backslash, a pipe, or within quotes.
unfinished() {
	[[ $1 == *\\ ]] ||
	    bash -n -c "$1" 2>&1 | grep -q -e 'unexpected end of file' \
	    -e 'unexpected EOF'
}

# The examples of README.md: indented blocks after a blank line, and
# fenced blocks.
markdown() {
	local file=$1 n=0 start=0 inblock=0 fence=0 blank=1 line text block=()
	mapfile -t text <"$file"
	for line in "${text[@]}"; do
		n=$((n + 1))
		if ((fence)); then
			if [[ $line == '```'* ]]; then
				addblock "$file" "$start" "${block[@]}"
				fence=0
			else
				block+=("$line")
			fi
			continue
		fi
		if ((inblock)) && [[ $line != '    '* && $line != $'\t'* &&
		    $line == *[![:space:]]* ]]; then
			addblock "$file" "$start" "${block[@]}"
			inblock=0
		fi
		if ((inblock)); then
			line=${line#$'\t'}
			block+=("${line#    }")
		elif [[ $line == '```'* ]]; then
			fence=1 start=$((n + 1)) block=()
		elif ((blank)) && [[ $line == '    '* || $line == $'\t'* ]] &&
		    [[ $line == *[![:space:]]* ]]; then
			line=${line#$'\t'}
			inblock=1 start=$n block=("${line#    }")
		fi
		[[ $line == *[![:space:]]* ]] && blank=0 || blank=1
	done
	if ((inblock)); then
		addblock "$file" "$start" "${block[@]}"
	fi
}

# The text of a line of mdoc: the escapes undone.
unescape() {
	local s=$1 out='' re='^([^\\]*)\\(\(..|.)(.*)$'
	while [[ $s =~ $re ]]; do
		out+=${BASH_REMATCH[1]}
		case ${BASH_REMATCH[2]} in
		e) out+=\\ ;;
		'&') ;;
		-) out+=- ;;
		'(aq') out+=\' ;;
		'(dq') out+='"' ;;
		'(ga') out+='`' ;;
		'(ti') out+='~' ;;
		'(pc') out+=$'\xc2\xb7' ;;
		'(ha') out+='^' ;;
		*) out+=\\${BASH_REMATCH[2]} ;;
		esac
		s=${BASH_REMATCH[3]}
	done
	printf '%s' "$out$s"
}

# The examples of the EXAMPLES section of a manual page: .Dl lines and
# .Bd -literal displays.
mdoc() {
	local file=$1 n=0 start=0 section='' display=0 line text block=()
	mapfile -t text <"$file"
	for line in "${text[@]}"; do
		n=$((n + 1))
		if [[ $line == '.Sh '* ]]; then
			section=${line#.Sh }
			continue
		fi
		[[ $section == EXAMPLES ]] || continue
		if ((display)); then
			if [[ $line == .Ed* ]]; then
				addblock "$file" "$start" "${block[@]}"
				display=0
			elif [[ $line != .* ]]; then
				((${#block[@]})) || start=$n
				block+=("$(unescape "$line")")
			fi
		elif [[ $line == '.Bd -literal'* ]]; then
			display=1 block=()
		elif [[ $line == '.Dl '* ]]; then
			addblock "$file" "$n" "$(unescape "${line#.Dl }")"
		fi
	done
}

# mm-play, and mm-solve as it streams, talk to a person when their input is
# a terminal: an example that is one such command is a session at one.
atterminal() {
	[[ $1 != *[\|\<\>\;\&\$\`\(]* ]] || return 1
	case $1 in
	mm-play*--watch*) return 1 ;;
	mm-play | 'mm-play '*) return 0 ;;
	mm-solve | 'mm-solve '*) [[ $1 != *' --'* ]] ;;
	*) return 1 ;;
	esac
}

# An optional tool outside the project that the command $1 runs and this
# machine lacks.
lacks() {
	local tool re
	for tool in dot gnuplot jq parallel; do
		re="(^|[|;&(])[[:space:]]*$tool([[:space:]]|\$)"
		if [[ $1 =~ $re ]] &&
		    ! command -v "$tool" >/dev/null; then
			echo "$tool"
			return 0
		fi
	done
	return 1
}

# Whether the lines of the text $2 are those of the text $1, a line "..."
# of $1 standing for any number of lines.
matches() {
	local w_=() g_=() i=0 j=0 star=-1 mark=0
	[[ -z $1 ]] || mapfile -t w_ <<<"${1%$'\n'}"
	[[ -z $2 ]] || mapfile -t g_ <<<"${2%$'\n'}"
	while ((j < ${#g_[@]})); do
		if ((i < ${#w_[@]})) && [[ ${w_[i]} == ... ]]; then
			star=$i mark=$j
			i=$((i + 1))
		elif ((i < ${#w_[@]})) && [[ ${w_[i]} == "${g_[j]}" ]]; then
			i=$((i + 1)) j=$((j + 1))
		elif ((star >= 0)); then
			mark=$((mark + 1))
			i=$((star + 1)) j=$mark
		else
			return 1
		fi
	done
	while ((i < ${#w_[@]})) && [[ ${w_[i]} == ... ]]; do
		i=$((i + 1))
	done
	((i == ${#w_[@]}))
}

# Run the examples found, each block in a new directory; report each one
# whose output differs from the document's, and fail if any does.
runexamples() {
	local k dir='' blk=0 skipto=0 tool out elided got n failed=0 skipped=''
	((${#cmds[@]} > 0)) || fail "no examples found"
	for k in "${!cmds[@]}"; do
		if ((blocks[k] != blk)); then
			blk=${blocks[k]}
			dir=$BATS_TEST_TMPDIR/example$blk
			mkdir "$dir"
		fi
		((blk != skipto)) || continue
		if tool=$(lacks "${cmds[k]}"); then
			skipped+=" ${files[k]##*/}:${starts[k]} needs $tool;"
			skipto=$blk
			continue
		fi
		out=$BATS_TEST_TMPDIR/output
		elided=0
		[[ $'\n'${wants[k]} != *$'\n...\n'* ]] || elided=1
		if atterminal "${cmds[k]}"; then
			printf '%s' "${wants[k]}" >"$BATS_TEST_TMPDIR/transcript"
			if ((elided)); then
				echo "a session at a terminal must be shown whole" >"$out"
			else
				(cd "$dir" && pty-transcript -t 20 \
				    "$BATS_TEST_TMPDIR/transcript" \
				    bash -c "${cmds[k]}") >"$out" 2>&1 || true
			fi
		else
			(cd "$dir" && timeout -k 5 20 bash -c "${cmds[k]}") \
			    </dev/null >"$out" 2>&1 || true
		fi
		got=$(head -n "$MAXLINES" "$out")
		n=$(wc -l <"$out")
		((n <= MAXLINES)) || got+=$'\n'"[and $((n - MAXLINES)) lines more]"
		matches "${wants[k]}" "$got" && continue
		failed=$((failed + 1))
		printf '%s:%s: $ %s\n' "${files[k]##*/}" "${starts[k]}" \
		    "${cmds[k]}"
		if ((elided)); then
			printf -- '-- shown:\n%s-- printed:\n' "${wants[k]}"
			[[ -z $got ]] || printf '%s\n' "$got"
		else
			diff -U 1000 --label shown --label printed \
			    <(printf '%s' "${wants[k]}") \
			    <([[ -z $got ]] || printf '%s\n' "$got") || true
		fi
		printf '\n'
	done
	((failed == 0)) || fail "$failed of ${#cmds[@]} examples differ"
	[[ -z $skipped ]] || skip "${skipped%;}"
}

@test "README.md: the examples print what they show" {
	markdown "$top/README.md"
	runexamples
}

@test "mm-gen(1): the examples print what they show" {
	mdoc "$top/man/mm-gen.1"
	runexamples
}

@test "mm-score(1): the examples print what they show" {
	mdoc "$top/man/mm-score.1"
	runexamples
}

@test "mm-solve(1): the examples print what they show" {
	mdoc "$top/man/mm-solve.1"
	runexamples
}

@test "mm-play(1): the examples print what they show" {
	mdoc "$top/man/mm-play.1"
	runexamples
}

# The README is a front door: short, its two commands first, the first
# installing only what building and playing need, and its first steps
# on the first screen.
@test "README.md: a front door of two commands and first steps" {
	local first second
	run wc -l <"$top/README.md"
	assert_success
	[ "$output" -lt 250 ] || fail "README.md has $output lines, not under 250"
	first=$("$top/.ci/readme-command" 1 "$top/README.md")
	second=$("$top/.ci/readme-command" 2 "$top/README.md")
	assert_equal "$(printf '%s\n' "$first" | grep -o 'install -y [^&]*')" \
	    "install -y gcc make autoconf automake "
	[[ $second == *'install -y bats bats-assert bats-support '* ]] ||
	    fail "the second command does not install the test tools: $second"
	[[ $second == *'make -j2 check'* ]] ||
	    fail "the second command does not run the tests: $second"
	run grep -n '^## First steps$' "$top/README.md"
	assert_success
	[ "${output%%:*}" -le 20 ] || fail "First steps begin at line ${output%%:*}"
}

# No text a user reads names the documents the project grew from.
@test "no text a user reads names a design document" {
	run grep -rniE "seed[ -]?0{0,2}[0-4]\\b|the seed's|seed documents?" \
	    "$top/README.md" "$top/man" "$top/bench/README.md" \
	    "$top/completion" "$top/examples" "$top/cmd" "$top/lib"
	assert_failure 1
	assert_output ""
}

# Every row of a table in the Markdown documents has as many cells as
# the table's header; "\|" is a bar inside a cell.
@test "the Markdown tables have rows as wide as their headers" {
	run awk '
	    FNR == 1 { intab = 0 }
	    /^\|/ {
		line = $0
		gsub(/\\\|/, "", line)
		n = gsub(/\|/, "", line)
		if (!intab) {
			head = n
			intab = 1
		} else if (n != head)
			printf "%s:%d: %d bars, the header %d\n", FILENAME,
			    FNR, n, head
		next
	    }
	    { intab = 0 }' "$top"/*.md "$top"/*/*.md
	assert_success
	assert_output ""
}
