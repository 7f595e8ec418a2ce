#!/usr/bin/env bash
# Bulk scoring speed: mm-score beside wc -l and an obvious awk scorer,
# on one file of SECRET GUESS lines of 4 pegs and 6 colours.
# usage: bench/score.sh [lines]     (default 5000000; commands from PATH)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=bench/timing.sh
. "$here/timing.sh"
lines=${1:-5000000}

mm-gen -s 1 -n "$lines" >"$tmp/s"
mm-gen -s 2 -n "$lines" >"$tmp/g"
paste -d' ' "$tmp/s" "$tmp/g" >"$tmp/pairs"
rm "$tmp/s" "$tmp/g"

cat >"$tmp/score.awk" <<'AWK'
{
	s = $1; g = $2; e = 0; n = length(s)
	delete cs; delete cg
	for (i = 1; i <= n; i++) {
		a = substr(s, i, 1); b = substr(g, i, 1)
		if (a == b) e++
		cs[a]++; cg[b]++
	}
	c = 0
	for (k in cs) if (k in cg) c += cs[k] < cg[k] ? cs[k] : cg[k]
	print s, g, e "," c - e
}
AWK

mmscore() { mm-score -f "$tmp/pairs" >"$tmp/out"; }
mmover() { mm-score -f "$tmp/pairs" >"$tmp/over"; }
mmnull() { mm-score -f "$tmp/pairs" >/dev/null; }
wcl() { wc -l <"$tmp/pairs" >"$tmp/out"; }
awkscore() { awk -f "$tmp/score.awk" "$tmp/pairs" >"$tmp/awkout"; }

awkscore
mmscore
cmp "$tmp/out" "$tmp/awkout"

# A new file each run: replacing a large file costs what the file system
# does on truncation (ext4 writes the old data out first), whatever writes.
fresh="rm -f '$tmp/out'; sync"
mmover
t_mm=$(median_time -p "$fresh" 5 mmscore)
t_over=$(median_time 5 mmover)
t_wc=$(median_time 5 wcl)
t_awk=$(median_time 1 awkscore)
t_null=$(median_time 5 mmnull)

# A line of the report: what ran, its median seconds, lines a second
# and, for mm-score, the ratio of its time to that of wc -l.
report() {
	printf '%-40s %8s s' "$1" "$2"
	[ $# -lt 3 ] || printf '  %6.1f M lines/s  %6.3f x wc -l' \
	    "$(echo "$lines / $2 / 1000000" | bc -l)" "$(echo "$2 / $t_wc" | bc -l)"
	echo
}

echo "lines: $lines pairs of 4x6 codes, read from a file, written to a new file"
echo "wall seconds, the median of 5 runs, the file cached"
report "mm-score -f pairs >out" "$t_mm" ratio
report "mm-score -f pairs >/dev/null" "$t_null" ratio
report "mm-score -f pairs >out, out replaced" "$t_over" ratio
report "wc -l <pairs" "$t_wc"
report "awk -f score.awk pairs" "$t_awk"
printf 'mm-score is %.1fx faster than awk and %.3fx the time of wc -l\n' \
	"$(echo "$t_awk / $t_mm" | bc -l)" "$(echo "$t_mm / $t_wc" | bc -l)"
