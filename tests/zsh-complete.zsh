# The words zsh offers at the end of the line $3, one a line, sorted, with
# the completions of the directory $1 on fpath; $2 is a scratch file.
# usage: zsh zsh-complete.zsh DIR FILE LINE
zmodload zsh/zpty
zpty z zsh -f -i
zpty -w z "fpath=(${(q)1} \$fpath); autoload -U compinit; compinit -u -D"
zpty -w z "out=${(q)2}"
# Each match offered goes to $out, then a last line when all are.
zpty -w z 'compadd() {
	local -a m
	if (( ! $@[(I)-[OAD]] )); then
		builtin compadd -O m "$@"
		print -rl -- $m >>$out
	fi
	builtin compadd "$@"
}'
zpty -w z 'mm_done() { print -r -- "-- done" >>$out }; comppostfuncs=(mm_done)'
: >$2
zpty -w z "$3"$'\t'
for i in {1..100}; do
	grep -qx -- '-- done' $2 && break
	sleep 0.1
done
zpty -d z
grep -vx -- '-- done' $2 | sort -u
