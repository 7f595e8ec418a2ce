#!/usr/bin/env bash
# mm-solve --candidates on 8 pegs of 8 colours (16777216 codes), after
# AABBCCDD 1,2 and ABCDEFGH 2,3: the median time to count and to write
# the codes left, and the peak memory of each.
# usage: bench/candidates.sh [runs]     (default 5; commands from PATH)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=bench/timing.sh
. "$here/timing.sh"
runs=${1:-5}

printf 'AABBCCDD 1,2\nABCDEFGH 2,3\n' >"$tmp/history"
count() { mm-solve --candidates --count -p 8 -c 8 "$tmp/history"; }
write() { mm-solve --candidates -p 8 -c 8 "$tmp/history" >/dev/null; }
all() { mm-solve --candidates -p 8 -c 8 </dev/null >/dev/null; }
peak() {
	{ /usr/bin/time -f %M mm-solve --candidates "$@" -p 8 -c 8 \
	    "$tmp/history" >/dev/null; } 2>&1
}

echo "codes left: $(count)"
printf '%-52s %6s s  %6s kB\n' "mm-solve --candidates --count -p 8 -c 8 history" \
    "$(median_time "$runs" count)" "$(peak --count)"
printf '%-52s %6s s  %6s kB\n' "mm-solve --candidates -p 8 -c 8 history >/dev/null" \
    "$(median_time "$runs" write)" "$(peak)"
printf '%-52s %6s s\n' "mm-solve --candidates -p 8 -c 8 </dev/null >/dev/null" \
    "$(median_time "$runs" all)"
