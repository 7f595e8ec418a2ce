# shellcheck shell=bash
# Sourced by the bench scripts: median wall time of a command, in seconds.
# usage: median_time RUNS command [args...]   (stdout of the command is kept)

now() {
	date +%s.%N
}

median_time() {
	local runs=$1 i t0 t1
	shift
	for ((i = 0; i < runs; i++)); do
		t0=$(now)
		"$@" >/dev/null
		t1=$(now)
		echo "$t1 - $t0" | bc -l
	done | sort -n | awk '{ a[NR] = $1 } END { printf "%.3f\n", a[int((NR + 1) / 2)] }'
}
