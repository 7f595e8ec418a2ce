# shellcheck shell=bash
# Sourced by the bench scripts: $tmp, a scratch directory removed at
# exit; the median wall time of a command, in seconds; and the commands
# and summaries the scripts share.

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Numbers are written and read with a point, whatever the user's locale.
export LC_ALL=C

# The clock is bash's own: bash 5 or later.
if [ -z "${EPOCHREALTIME:-}" ]; then
	echo "${0##*/}: the bench scripts need bash 5 or later" >&2
	exit 2
fi

# Set the variable named $1 to the wall clock in microseconds, read from
# the shell, as starting a process to read it would add some
# milliseconds to every time.
stamp() {
	printf -v "$1" '%s' "${EPOCHREALTIME//[!0-9]/}"
}

# Seconds, with six decimals, of $1 microseconds (0 if the clock was set
# back meanwhile).
seconds() {
	local us=$(($1 < 0 ? 0 : $1))
	printf '%d.%06d\n' $((us / 1000000)) $((us % 1000000))
}

# usage: median_time [-p PREPARE] [-o FILE] RUNS command [args...]
# PREPARE is a shell command run, untimed, before each run; the stdout
# of the command is discarded, or with -o written to FILE (the last
# run's is left there).
median_time() {
	local runs i t0 t1 prepare=: out=/dev/null
	while [ $# -gt 0 ]; do
		case $1 in
		-p) prepare=$2 ;;
		-o) out=$2 ;;
		*) break ;;
		esac
		shift 2
	done
	runs=$1
	shift
	for ((i = 0; i < runs; i++)); do
		eval "$prepare"
		stamp t0
		"$@" >"$out"
		stamp t1
		seconds $((t1 - t0))
	done | sort -n | awk '{ a[NR] = $1 } END { printf "%.4f\n", a[int((NR + 1) / 2)] }'
}

# Run a command, its stdin empty; if it fails, leave $tmp/failed.
checked() {
	"$@" </dev/null || touch "$tmp/failed"
}

# The median wall time of RUNS runs of a command, its stdout to OUT, or
# "failed" if a run failed: timed RUNS OUT command [args...]
timed() {
	local runs=$1 out=$2 t
	shift 2
	rm -f "$tmp/failed"
	t=$(median_time -o "$out" "$runs" checked "$@")
	if [ -e "$tmp/failed" ]; then echo failed; else echo "$t"; fi
}

# ours / theirs, or "-" when either is not a time.
ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN {
	    if (a + 0 > 0 && b + 0 > 0) printf "%.3f\n", a / b; else print "-" }'
}

# The options of a game of the exact search's bench scripts, named
# 4x6, 4x6-m5, 4x7, 4x8 or bc, for the script $1; exit 2 if unknown.
optimal_game() {
	case $2 in
	4x6) echo "-p 4 -c 6" ;;
	4x6-m5) echo "-p 4 -c 6 -m 5" ;;
	4x7) echo "-p 4 -c 7" ;;
	4x8) echo "-p 4 -c 8" ;;
	4x10) echo "-p 4 -c 10" ;;
	5x6) echo "-p 5 -c 6" ;;
	bc) echo "-p 4 -c 0-9 --distinct" ;;
	*) echo "$1: unknown game '$2'" >&2; exit 2 ;;
	esac
}

# The first lines of a report: what is timed, on what, and how busy the
# machine is.
bench_header() {
	echo "$1 on $(nproc) online processors ($(uname -m)), $(date -u +%Y-%m-%d)"
	echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
}

# Self-play over every secret of pegs $1, colours $2, with strategy $3 on
# $4 threads, the secrets through a pipe.
allgames() {
	mm-gen --all -p "$1" -c "$2" |
	    mm-solve --selfplay --summary -t "$3" -j "$4" -p "$1" -c "$2"
}

# The summary of self-play over every secret, the moves read from the
# tree file $1; the game's options follow.
tree_summary() {
	local tree=$1
	shift
	mm-gen --all "$@" | mm-solve --selfplay --summary -t "tree:$tree" "$@"
}

# The value of the line "NAME: value" of a summary: summary_field NAME FILE
summary_field() {
	sed -n "s/^$1: //p" "$2"
}
