#!/usr/bin/env bats
# The bash completion as make install puts it and bash-completion loads
# it, completing from each command's --help; the zsh one beside it.

load common

bash_completion=/usr/share/bash-completion/bash_completion

setup_file() {
	staged_install
}

setup() {
	cd "$BATS_TEST_TMPDIR" || return 1
}

needs_bash_completion() {
	[ -f "$bash_completion" ] || skip "bash-completion is not installed"
}

needs_zsh() {
	command -v zsh >/dev/null || skip "zsh is not installed"
}

# The words zsh offers at the end of the line $1, one a line, sorted, with
# the staged install's directory of completions on fpath.
zsh_completions() {
	zsh -f "$BATS_TEST_DIRNAME/zsh-complete.zsh" \
	    "$staged$zshcompletiondir" "$BATS_TEST_TMPDIR/offered" "$1"
}

# The words bash offers at the end of the line $1, one a line, sorted. The
# completion is loaded as bash-completion loads it: from the file named
# after the command, in the staged install; status 1 if it is not.
completions() {
	bash -c '
	. "$1"
	dir=$2 line=$3
	cmd=${line%% *}
	if [[ $dir == */completions ]]; then
		BASH_COMPLETION_USER_DIR=${dir%/completions}
		__load_completion "$cmd" || exit 1
	else
		. "$dir/$cmd" || exit 1
	fi
	compopt() { :; }
	# The words of the line, broken as bash breaks them at = and :.
	COMP_LINE=$line COMP_POINT=${#line} COMP_WORDS=()
	while [[ $line =~ ^\ *([=:]|[^\ =:]+) ]]; do
		COMP_WORDS+=("${BASH_REMATCH[1]}")
		line=${line:${#BASH_REMATCH[0]}}
	done
	[[ $line == " " ]] && COMP_WORDS+=("")
	COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
	spec=$(complete -p "$cmd") || exit 1
	spec=${spec#*-F }
	"${spec%% *}" "$cmd" "${COMP_WORDS[COMP_CWORD]}" \
	    "${COMP_WORDS[COMP_CWORD - 1]}"
	printf "%s\n" "${COMPREPLY[@]}" | sort
	' bash "$bash_completion" "$staged$bashcompletiondir" "$1"
}

@test "make install puts the bash completion under each command's name, and the zsh one" {
	for cmd in mm-gen mm-score mm-solve mm-play; do
		cmp "$staged$bashcompletiondir/$cmd" \
		    "$BATS_TEST_DIRNAME/../completion/mm-tools.bash"
	done
	run head -n 1 "$staged$zshcompletiondir/_mm-tools"
	assert_output "#compdef mm-gen mm-score mm-solve mm-play"
}

@test "mm-solve -t <TAB> offers the strategies of mm-solve --help" {
	needs_bash_completion
	run completions "mm-solve -t "
	assert_success
	assert_output "$(printf '%s\n' entropy expected first lookahead \
	    minimax optimal parts random sweep tree:)"
}

@test "mm-play --<TAB> offers mm-play's long options" {
	needs_bash_completion
	run completions "mm-play --"
	assert_success
	assert_output "$(printf '%s\n' --breaker= --coach --color= --colors= \
	    --digits --distinct --help --max-guesses= --pegs= --seed= \
	    --strategy= --verbose --version --watch)"
}

@test "the arguments of -b, --tree=, --format=, -t tree: and -f are completed" {
	needs_bash_completion
	touch games.tree
	run completions "mm-play -b "
	assert_success
	assert_output "$(printf '%s\n' computer human)"
	run completions "mm-play --color="
	assert_output "$(printf '%s\n' always auto never)"
	run completions "mm-play --strategy=mini"
	assert_success
	assert_output minimax
	run completions "mm-solve --tree="
	assert_success
	assert_output "$(printf '%s\n' dot text)"
	run completions "mm-solve --format="
	assert_output "$(printf '%s\n' csv json text)"
	run completions "mm-solve -t tree:g"
	assert_success
	assert_output games.tree
	run completions "mm-score -f g"
	assert_success
	assert_output games.tree
	run completions "mm-score -b "
	assert_success
	assert_output ""
	run completions "mm-gen -s "
	assert_success
	assert_output ""
}

@test "zsh completes the strategies, the long options and their arguments" {
	needs_zsh
	touch games.tree
	run zsh_completions "mm-solve -t "
	assert_output "$(printf '%s\n' entropy expected first lookahead \
	    minimax optimal parts random sweep tree:)"
	run zsh_completions "mm-play --"
	assert_output "$(printf '%s\n' --breaker --coach --color --colors \
	    --digits --distinct --help --max-guesses --pegs --seed --strategy \
	    --verbose --version --watch)"
	run zsh_completions "mm-play -b "
	assert_output "$(printf '%s\n' computer human)"
	run zsh_completions "mm-solve --tree="
	assert_output "$(printf '%s\n' dot text)"
	run zsh_completions "mm-solve --format="
	assert_output "$(printf '%s\n' csv json text)"
	run zsh_completions "mm-solve -t tree:g"
	assert_output games.tree
}

# Run the rest of the test with the awk named $1 as awk, or skip.
use_awk() {
	local path
	path=$(command -v "$1") || skip "$1 is not installed"
	mkdir -p "$BATS_TEST_TMPDIR/$1"
	ln -sf "$path" "$BATS_TEST_TMPDIR/$1/awk"
	PATH=$BATS_TEST_TMPDIR/$1:$PATH
}

# What the bash completion reads of --help, the same under each awk.
bash_under_awk() {
	needs_bash_completion
	use_awk "$1"
	run completions "mm-play --strategy="
	assert_success
	assert_output "$(printf '%s\n' entropy expected first lookahead \
	    minimax optimal parts random sweep tree:)"
	run completions "mm-play -b "
	assert_success
	assert_output "$(printf '%s\n' computer human)"
}

# What the zsh completion reads of --help, the same under each awk.
zsh_under_awk() {
	needs_zsh
	use_awk "$1"
	run zsh_completions "mm-solve -t "
	assert_output "$(printf '%s\n' entropy expected first lookahead \
	    minimax optimal parts random sweep tree:)"
	run zsh_completions "mm-play --"
	assert_output "$(printf '%s\n' --breaker --coach --color \
	    --colors --digits --distinct --help --max-guesses --pegs \
	    --seed --strategy --verbose --version --watch)"
}

@test "the bash completion reads --help alike under mawk" {
	bash_under_awk mawk
}

@test "the bash completion reads --help alike under gawk" {
	bash_under_awk gawk
}

@test "the zsh completion reads --help alike under mawk" {
	zsh_under_awk mawk
}

@test "the zsh completion reads --help alike under gawk" {
	zsh_under_awk gawk
}
