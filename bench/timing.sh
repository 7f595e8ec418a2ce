# shellcheck shell=bash
# Sourced by the bench scripts: $tmp, a scratch directory removed at
# exit, and the median wall time of a command, in seconds.
# usage: median_time [-p PREPARE] RUNS command [args...]
# PREPARE is a shell command run, untimed, before each run; the stdout
# of the command is discarded.

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

now() {
	date +%s.%N
}

median_time() {
	local runs i t0 t1 prepare=:
	if [ "$1" = -p ]; then
		prepare=$2
		shift 2
	fi
	runs=$1
	shift
	for ((i = 0; i < runs; i++)); do
		eval "$prepare"
		t0=$(now)
		"$@" >/dev/null
		t1=$(now)
		echo "$t1 - $t0" | bc -l
	done | sort -n | awk '{ a[NR] = $1 } END { printf "%.3f\n", a[int((NR + 1) / 2)] }'
}
