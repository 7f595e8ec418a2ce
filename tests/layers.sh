#!/bin/sh
# The library's layers: each header of lib/ has a level, and a header
# includes only headers of a lower level, so that no include goes up
# and no cycle can form.  A .c file has the level of its own header
# (else of the table below, else of its folder's header: mm.h, play.h)
# and includes headers of its level or lower.  lib/play/ and
# lib/solve/ stand on lib/ and not on each other.  Prints each include
# that breaks this, and exits 1 if there is one.
# usage: tests/layers.sh [SRCDIR]
top=${1:-.}
cd "$top" || exit 2
levels='
lib/mm.h		0
lib/play/play.h		1
lib/solve/candidates.h	1
lib/solve/codeset.h	1
lib/solve/summary.h	1
lib/solve/workers.h	1
lib/solve/partition.h	2
lib/solve/plan.h	2
lib/solve/sweep.h	2
lib/solve/heuristic.h	3
lib/solve/optimal.h	3
lib/solve/symmetry.h	3
lib/solve/search.h	4
lib/solve/slices.h	4
lib/solve/wide.h	4
lib/solve/lookahead.h	5
lib/solve/strategy.h	6
lib/solve/strategy-first.c	6
lib/solve/strategy-heuristic.c	6
lib/solve/strategy-lookahead.c	6
lib/solve/strategy-optimal.c	6
lib/solve/strategy-random.c	6
lib/solve/strategy-sweep.c	6
lib/solve/strategy-tree.c	6
lib/solve/selfplay.h	7
lib/solve/solve.h	7
lib/solve/treewrite.h	7
lib/solve/shard.h	7
lib/solve/stream.h	8
lib/solve/secrets.h	8
lib/solve/forms.h	9
lib/solve/join.c	7
lib/solve/treefile.c	2
lib/solve/exact.h	4
lib/solve/optimal.c	4
lib/solve/bounds.c	4
lib/solve/branch.c	4
lib/solve/histsym.c	4
lib/solve/memo.c	4
lib/solve/jobs.c	4
lib/solve/resume.c	4
'
for f in lib/*.[ch] lib/*/*.[ch]; do
	sed -n 's/^#include "\(.*\)".*/\1/p' "$f" | sed "s|^|$f |"
done | awk -v levels="$levels" '
function dir(p) { sub(/\/[^\/]*$/, "", p); return p }
function base(p) { sub(/\.[ch]$/, "", p); return p }
BEGIN {
	n = split(levels, l, "\n")
	for (i = 1; i <= n; i++)
		if (split(l[i], w, /[ \t]+/) == 2)
			level[w[1]] = w[2]
}
function levelof(f) {
	if (f in level)
		return level[f]
	if (f !~ /\.c$/)
		return ""
	if ((base(f) ".h") in level)
		return level[base(f) ".h"]
	if (dir(f) == "lib")
		return level["lib/mm.h"]
	if (dir(f) == "lib/play")
		return level["lib/play/play.h"]
	return ""
}
{
	f = $1
	inc = dir(f) "/" $2
	while (sub(/[^\/.]+\/\.\.\//, "", inc))
		;
	if (!((inc) in level) && (("lib/" $2) in level))
		inc = "lib/" $2
	lf = levelof(f)
	li = levelof(inc)
	if (lf == "") {
		printf "%s: no level: add it to the table of tests/layers.sh\n", f
		bad = 1
	} else if (li == "") {
		printf "%s: includes %s, which has no level\n", f, $2
		bad = 1
	} else if (dir(inc) != "lib" && dir(inc) != dir(f)) {
		printf "%s: includes %s of another folder\n", f, inc
		bad = 1
	} else if (li > lf || (li == lf && f ~ /\.h$/)) {
		printf "%s (level %d): includes %s (level %d), not below it\n",
		    f, lf, inc, li
		bad = 1
	}
}
END { exit bad }
'
