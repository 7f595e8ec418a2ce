# shellcheck shell=bash
# bash completion for mm-gen, mm-score, mm-solve and mm-play. The options
# and the strategies are read from the command's --help each time, so a new
# option or strategy needs no change here.

# The options of a --help text on stdin, one a line: the name, the long
# name, and "=" if it takes an argument, "?" if it may, "-" if not.
_mm_options()
{
	awk '/^  -[^- ]|^      --[^- ]/ {
		short = long = ""
		arg = "-"
		for (i = 1; i <= NF && $i ~ /^-/; i++) {
			o = $i
			sub(/,$/, "", o)
			if (o ~ /\[=/)
				arg = "?"
			else if (o ~ /=/)
				arg = "="
			sub(/\[.*/, "", o)
			sub(/=.*/, "", o)
			if (o ~ /^--/)
				long = o
			else
				short = o
		}
		if (long == "")
			long = short
		else if (short != "")
			print short, long, arg
		print long, long, arg
	}'
}

# The strategies of a --help text on stdin: the first word of each line of
# the section "Strategies (-t):", "tree:FILE" cut to "tree:".
_mm_strategies()
{
	awk '/^Strategies/ { on = 1; next }
	on && NF == 0 { exit }
	on { sub(/:.*/, ":", $1); print $1 }'
}

_mm_tools()
{
	# shellcheck disable=SC2034 # words and cword: set, not read
	local cur prev words cword split
	_init_completion -s -n : || return

	local help table long arg names
	help=$(LC_ALL=C "$1" --help 2>/dev/null)
	table=$(_mm_options <<<"$help")
	read -r long arg < <(awk -v o="$prev" '$1 == o { print $2, $3 }' \
	    <<<"$table")
	if [[ $arg == = || ($arg == \? && $split == true) ]]; then
		case $long in
		--breaker)
			mapfile -t COMPREPLY < <(compgen -W 'human computer' \
			    -- "$cur")
			;;
		--color)
			mapfile -t COMPREPLY < <(compgen -W 'auto always never' \
			    -- "$cur")
			;;
		--file)
			_filedir
			;;
		--strategy)
			if [[ $cur == *:* ]]; then
				# tree:FILE
				local word=$cur
				cur=${cur#*:}
				_filedir
				COMPREPLY=("${COMPREPLY[@]/#/${word%%:*}:}")
				__ltrim_colon_completions "$word"
				return
			fi
			names=$(_mm_strategies <<<"$help")
			if [[ -z $names ]]; then
				# Only mm-solve, beside the command, may list them.
				local solve=mm-solve
				[[ $1 == */* ]] && solve=${1%/*}/mm-solve
				names=$(LC_ALL=C "$solve" --help 2>/dev/null |
				    _mm_strategies)
			fi
			mapfile -t COMPREPLY < <(compgen -W "$names" -- "$cur")
			[[ ${COMPREPLY-} == *: ]] && compopt -o nospace
			;;
		--tree)
			mapfile -t COMPREPLY < <(compgen -W 'text dot' -- "$cur")
			;;
		--format)
			mapfile -t COMPREPLY < <(compgen -W 'text csv json' -- "$cur")
			;;
		esac
		return
	fi
	[[ $split == true ]] && return

	if [[ $cur == -* ]]; then
		names=$(awk '$1 == $2 { print $1 ($3 == "=" ? "=" : "") }' \
		    <<<"$table")
		mapfile -t COMPREPLY < <(compgen -W "$names" -- "$cur")
		[[ ${COMPREPLY-} == *= ]] && compopt -o nospace
		return
	fi
	case ${1##*/} in
	mm-solve)
		_filedir
		;;
	esac
} &&
	complete -F _mm_tools mm-gen mm-score mm-solve mm-play
