#!/bin/sh
# The layers of the code, checked from its includes and, given a build
# directory, from the symbols of its objects.
#
# Each header has a level (the table below); a .c file has its folder's
# level where the table of folders gives one, else its own header's.
# A header includes only headers of a lower level, a .c file headers of
# its level or lower, so no include goes up and no cycle can form.
# Folders: lib/ is the base; lib/play/ and lib/solve/ stand on it and
# not on each other; lib/solve/exact/ and lib/solve/heur/ are modules
# that stand on lib/solve/ and show the rest only their public headers;
# cmd/ stands on all of them.
#
# With BUILDDIR, the objects say the same of calls: no object uses a
# symbol that an object of a higher level, or a module's file from
# outside the module through no public header, defines.  And the names:
# every extern of the library has a family prefix (a word and "_"; the
# allocators that die on failure, x and a word), a
# module's externs its module's prefix (exact_, heur_), and no static
# function shares its name with an extern.
#
# Prints what breaks these rules, and exits 1 if anything does.
# usage: tests/layers.sh [SRCDIR [BUILDDIR]]
top=${1:-.}
build=$2
cd "$top" || exit 2
levels='
lib/mm.h			0
lib/scorer.h			0
lib/play/play.h			1
lib/solve/candidates.h		1
lib/solve/codeset.h		1
lib/solve/summary.h		1
lib/solve/summaryfmt.c		1
lib/solve/workers.h		1
lib/solve/partition.h		2
lib/solve/plan.h		2
lib/solve/sweep.h		2
lib/solve/exact/exact.h		2
lib/solve/heur/lookahead.h	2
lib/solve/symmetry.h		3
lib/solve/exact/histsym.h	3
lib/solve/exact/memo.h		3
lib/solve/heur/heuristic.h	3
lib/solve/heur/search.h		3
lib/solve/bound.h		4
lib/solve/exact/core.h		4
lib/solve/heur/known.h		4
lib/solve/heur/slices.h		4
lib/solve/heur/wide.h		4
lib/solve/exact/bounds.h	5
lib/solve/exact/msparts.h	5
lib/solve/exact/node.h		5
lib/solve/exact/tables.h	5
lib/solve/heur/job.h		5
lib/solve/strategy.h		6
lib/solve/strategy-first.c	6
lib/solve/strategy-heuristic.c	6
lib/solve/strategy-lookahead.c	6
lib/solve/strategy-optimal.c	6
lib/solve/strategy-random.c	6
lib/solve/strategy-sweep.c	6
lib/solve/strategy-tree.c	6
lib/solve/selfplay.h		7
lib/solve/shard.h		7
lib/solve/solve.h		7
lib/solve/treewrite.h		7
lib/solve/shardline.c		7
lib/solve/join.c		8
lib/solve/secrets.h		8
lib/solve/stream.h		8
lib/solve/forms.h		9
lib/solve/treefile.c		2
lib/solve/person.c		8
'
# The level of every .c file of a folder, and the modules' public headers.
folders='
lib			0
lib/play		1
lib/solve/exact		5
lib/solve/heur		5
cmd			10
'
public='lib/solve/exact/exact.h lib/solve/heur/heuristic.h
lib/solve/heur/lookahead.h lib/solve/heur/search.h'

{
	for h in $public; do
		tr -c 'A-Za-z0-9_\n' ' ' <"$h" | tr ' ' '\n' | grep . | sort -u |
		    sed "s|^|pub $h |"
	done
	for f in lib/*.[ch] lib/*/*.[ch] lib/*/*/*.[ch] cmd/*.c; do
		[ -f "$f" ] || continue
		sed -n 's/^#include "\(.*\)".*/\1/p' "$f" | sed "s|^|inc $f |"
	done
	[ -n "$build" ] || exit 0
	for f in lib/*.c lib/*/*.c lib/*/*/*.c cmd/*.c; do
		o="$build/${f%.c}.o"
		[ -f "$f" ] && [ -f "$o" ] || continue
		nm "$o" | awk -v f="$f" '
			$1 == "U" { print "use", f, $2; next }
			$2 ~ /^[TDBR]$/ { print "def", f, $3; next }
			$2 == "t" && $3 !~ /\./ { print "static", f, $3 }'
	done
} | awk -v levels="$levels" -v folders="$folders" '
function dir(p) { sub(/\/[^\/]*$/, "", p); return p }
function base(p) { sub(/\.[ch]$/, "", p); return p }
function table(s, t,   n, i, l, w) {
	n = split(s, l, "\n")
	for (i = 1; i <= n; i++)
		if (split(l[i], w, /[ \t]+/) == 2)
			t[w[1]] = w[2]
}
BEGIN {
	table(levels, level)
	table(folders, flevel)
	module["lib/solve/exact"] = "exact"
	module["lib/solve/heur"] = "heur"
}
function levelof(f) {
	if (f in level)
		return level[f]
	if (f !~ /\.c$/)
		return ""
	if (dir(f) in flevel)
		return flevel[dir(f)]
	if ((base(f) ".h") in level)
		return level[base(f) ".h"]
	return ""
}
# Whether a file of folder d may include or call into inc of folder e.
function reaches(d, inc,   e) {
	e = dir(inc)
	if (e == d || e == "lib")
		return 1
	if (e in module && !(inc in pub))
		return 0
	if (d == "cmd")
		return 1
	if (d == "lib/solve")
		return e in module
	if (d in module)
		return e == "lib/solve"
	return 0
}
function complain(s) { print s; bad = 1 }
$1 == "pub" { pub[$2] = 1; word[$2, $3] = 1; next }
$1 == "inc" {
	f = $2
	inc = dir(f) "/" $3
	while (sub(/[^\/.]+\/\.\.\//, "", inc))
		;
	if (!(inc in level) && (("lib/" $3) in level))
		inc = "lib/" $3
	lf = levelof(f)
	li = levelof(inc)
	if (lf == "")
		complain(f ": no level: add it to the table of tests/layers.sh")
	else if (li == "")
		complain(f ": includes " $3 ", which has no level")
	else if (!reaches(dir(f), inc))
		complain(f ": includes " inc (dir(inc) in module && !(inc in pub) ?
		    ", private to its module" : " of another folder"))
	else if (li > lf || (li == lf && f ~ /\.h$/))
		complain(sprintf("%s (level %d): includes %s (level %d), " \
		    "not below it", f, lf, inc, li))
	next
}
$1 == "def" { definer[$3] = $2; next }
$1 == "use" { n++; user[n] = $2; used[n] = $3; next }
$1 == "static" { statics[$2, $3] = 1; sname[++ns] = $3; sfile[ns] = $2 }
END {
	for (i = 1; i <= n; i++) {
		s = used[i]
		if (!(s in definer))
			continue
		f = user[i]
		g = definer[s]
		if (dir(f) != dir(g) && !reaches(dir(f), g)) {
			ok = 0
			for (h in pub)
				if (dir(h) == dir(g) && (h, s) in word)
					ok = 1
			if (!(dir(g) in module))
				complain(f ": calls " s " of " g \
				    ", of another folder")
			else if (!ok)
				complain(f ": calls " s " of " g \
				    ", private to its module")
		} else if (levelof(f) < levelof(g))
			complain(sprintf("%s (level %d): calls %s of %s (level %d)",
			    f, levelof(f), s, g, levelof(g)))
	}
	for (s in definer) {
		g = definer[s]
		if (g ~ /^cmd\// || s == "main")
			continue
		d = dir(g)
		if (d in module && index(s, module[d] "_") != 1)
			complain(g ": extern " s " lacks its module prefix " \
			    module[d] "_")
		else if (s !~ /^[a-z0-9]+_[a-z0-9_]+$/ && s !~ /^x[a-z]+$/)
			complain(g ": extern " s " is not named family_what")
	}
	for (i = 1; i <= ns; i++)
		if (sname[i] in definer)
			complain(sfile[i] ": static " sname[i] " has the name of " \
			    "an extern of " definer[sname[i]])
	exit bad
}
'
