#!/bin/sh
# Mutation testing: each mutant of tests/mutants.txt, one small change to
# the library, is made in a copy of the sources, built, and the test
# files are run on it one at a time until one fails.  A mutant that no
# test file kills has found a test missing.  The copy is configured once
# (without -Werror, so that a mutant that only warns still builds) and
# the suite must pass on it unmutated before any mutant is tried.
#
# Prints a line a mutant: killed by which test file, in how many
# seconds; SURVIVED; stillborn (it does not build); or does not apply
# (its text is not in the file exactly once).  Then the counts and the
# time.  Exits 0 if every mutant was killed or stillborn, 1 if one
# survived or did not apply, 2 on an error.
#
# usage: tests/mutants.sh [-kls] [-f file] [-j jobs] [-n list] [pattern ...]
#	-f file		the mutants (tests/mutants.txt)
#	-j jobs		mutants tried at once, each in a copy of its own (1)
#	-k		keep the scratch directory
#	-l		only check that each mutant applies to the work tree
#	-n list		only the mutants of these numbers, as 3,7-9
#	-s		skip the run of the suite unmutated
#	pattern		only the mutants whose first line holds one of them
# The scratch directory is made in $TMPDIR (/tmp).  The test files run
# in the order of $MUTANTS_ORDER, then the rest of the suite's TESTS;
# a run of one is stopped, and the mutant killed, after four times as
# long as it took unmutated and two minutes more (15 minutes with -s).

usage() {
	echo "usage: tests/mutants.sh [-kls] [-f file] [-j jobs] [-n list]" \
	    "[pattern ...]" >&2
	exit 2
}

die() {
	echo "mutants.sh: $*" >&2
	exit 2
}

src=$(cd "$(dirname "$0")/.." && pwd) || exit 2
file=$src/tests/mutants.txt
jobs=1
keep=0
list=
baseline=1
listonly=0
while getopts f:j:kln:s opt; do
	case $opt in
	f)	file=$OPTARG ;;
	j)	jobs=$OPTARG ;;
	k)	keep=1 ;;
	l)	listonly=1 ;;
	n)	list=$OPTARG ;;
	s)	baseline=0 ;;
	*)	usage ;;
	esac
done
shift $((OPTIND - 1))
case $jobs in
''|*[!0-9]*|0)	die "bad job count '$jobs'" ;;
esac
case $list in
*[!0-9,-]*)	die "bad list '$list': expected numbers and ranges, as 3,7-9" ;;
esac
[ -r "$file" ] || die "cannot read $file"
command -v timeout >/dev/null || die "timeout(1) is needed"
(cd "$src" && git rev-parse --git-dir) >/dev/null 2>&1 ||
    die "$src is not a git checkout: the sources copied are git's"

order=${MUTANTS_ORDER-"tests/lib.bats tests/mm-score.bats tests/mm-gen.bats
    tests/mm-solve.bats tests/mm-solve-candidates.bats
    tests/mm-solve-lookahead.bats tests/mm-solve-speed.bats
    tests/mm-solve-tree.bats tests/mm-solve-shard.bats"}
unset MAKEFLAGS MFLAGS MAKELEVEL
scratch=${TMPDIR:-/tmp}/mutants.$$
mkdir "$scratch" || die "cannot make $scratch"
pids=

# Whether a job still runs something.
running() {
	for p in "$scratch"/*/pid; do
		[ -f "$p" ] && kill -0 "$(cat "$p")" 2>/dev/null && return 0
	done
	return 1
}

# The jobs, and what each runs, stopped; the scratch directory removed.
cleanup() {
	trap - EXIT HUP INT TERM
	# shellcheck disable=SC2086
	[ -n "$pids" ] && kill $pids 2>/dev/null
	for p in "$scratch"/*/pid; do
		[ -f "$p" ] && kill "$(cat "$p")" 2>/dev/null
	done
	wait
	i=0
	while [ "$i" -lt 30 ] && running; do
		sleep 1
		i=$((i + 1))
	done
	if [ "$keep" = 1 ]; then
		echo "mutants.sh: scratch directory kept: $scratch" >&2
	else
		rm -rf "$scratch"
	fi
}
trap cleanup EXIT
trap 'exit 2' HUP INT TERM

# Run "$@" in directory $3 for at most $1 seconds, output into $2: its
# status, 124 if it was stopped.  Its pid is in pid beside its
# directory while it runs; timeout runs it with SIGINT at its default,
# as the jobs are background ones.
bounded() {
	limit=$1 log=$2 dir=$3
	shift 3
	(cd "$dir" && exec timeout -k 10 "$limit" "$@") >"$log" 2>&1 &
	echo $! >"$dir/../pid"
	wait $!
	s=$?
	rm -f "$dir/../pid"
	[ "$s" = 137 ] && s=124
	return "$s"
}

# The mutants, each into $scratch/m/N: file, what, from and to; their
# numbers, files and words into $scratch/all, a line each.
mkdir "$scratch/m" "$scratch/claim"
awk -v dir="$scratch/m" '
function bad(why) {
	printf "%s:%d: %s\n", FILENAME, FNR, why >"/dev/stderr"
	err = 1
	exit 2
}
function close_mutant() {
	if (n == 0)
		return
	if (!nfrom)
		bad("mutant " n " has no line of text to change")
	if (!nto)
		printf "" >(dir "/" n "/to")
	close(dir "/" n "/from")
	close(dir "/" n "/to")
}
/^-/ {
	if (n == 0 || nto)
		bad("a line of text to change belongs after a FILE: line")
	print substr($0, 2) >(dir "/" n "/from")
	nfrom++
	next
}
/^\+/ {
	if (!nfrom)
		bad("a replacement belongs after the text it replaces")
	print substr($0, 2) >(dir "/" n "/to")
	nto++
	next
}
/^#/ || /^[ \t]*$/ {
	next
}
{
	close_mutant()
	if ((i = index($0, ": ")) < 2)
		bad("expected FILE: what the mutant breaks")
	n++
	nfrom = nto = 0
	system("mkdir \"" dir "/" n "\"")
	print substr($0, 1, i - 1) >(dir "/" n "/file")
	print substr($0, i + 2) >(dir "/" n "/what")
	close(dir "/" n "/file")
	close(dir "/" n "/what")
	printf "%d %s\n", n, $0 >(dir "/../all")
}
END {
	if (!err)
		close_mutant()
}' "$file" || exit 2
[ -s "$scratch/all" ] || die "no mutant in $file"

# The mutants chosen by -n and the patterns, by number.
awk -v list="$list" '
BEGIN {
	k = split(list, r, ",")
	for (i = 1; i <= k; i++) {
		if (split(r[i], b, "-") == 1)
			b[2] = b[1]
		lo[i] = b[1] + 0
		hi[i] = b[2] + 0
	}
	for (i = 1; i < ARGC - 1; i++)
		pat[i] = ARGV[i]
	npat = ARGC - 2
	ARGV[1] = ARGV[ARGC - 1]
	ARGC = 2
}
{
	ok = k == 0
	for (i = 1; i <= k && !ok; i++)
		ok = $1 >= lo[i] && $1 <= hi[i]
	hit = npat == 0
	for (i = 1; i <= npat && !hit; i++)
		hit = index(substr($0, length($1) + 2), pat[i]) > 0
	if (ok && hit)
		print $1
}' "$@" "$scratch/all" >"$scratch/chosen"
[ -s "$scratch/chosen" ] || die "no mutant chosen"

# Mutant $1 of the file in tree $2 into file $3: 0 if it applies, else
# why not on stdout.
apply() {
	m=$scratch/m/$1
	f=$(cat "$m/file")
	if [ ! -f "$2/$f" ]; then
		echo "does not apply: no file $f"
		return 1
	fi
	n=$(awk -v out="$3" '
	FILENAME == ARGV[1] {
		from = (FNR > 1 ? from "\n" : "") $0
		next
	}
	FILENAME == ARGV[2] {
		to = (FNR > 1 ? to "\n" : "") $0
		next
	}
	{
		text = (FNR > 1 ? text "\n" : "") $0
	}
	END {
		for (rest = text; (i = index(rest, from)) > 0;
		    rest = substr(rest, i + 1))
			if (n++ == 0)
				at = length(text) - length(rest) + i
		if (n == 1)
			printf "%s%s%s\n", substr(text, 1, at - 1), to,
			    substr(text, at + length(from)) >out
		print n + 0
	}' "$m/from" "$m/to" "$2/$f")
	if [ "$n" != 1 ]; then
		if [ "$n" = 0 ]; then
			n="not in $f"
		else
			n="in $f $n times"
		fi
		echo "does not apply: its text is $n"
		return 1
	fi
}

# With -l, the mutants that do not apply to the work tree.
if [ "$listonly" = 1 ]; then
	bad=0
	while read -r i; do
		if ! why=$(apply "$i" "$src" "$scratch/new"); then
			printf "%3d %s: %s: %s\n" "$i" "$(cat "$scratch/m/$i/file")" \
			    "$(cat "$scratch/m/$i/what")" "$why"
			bad=$((bad + 1))
		fi
	done <"$scratch/chosen"
	echo "mutants $(wc -l <"$scratch/chosen" | tr -d " "), not applying $bad"
	[ "$bad" = 0 ]
	exit
fi

# The tracked sources, as they are in the work tree, made ready to
# configure; a copy a job, configured and built.
mkdir "$scratch/src"
(cd "$src" && git ls-files) | while IFS= read -r f; do
	[ -f "$src/$f" ] || continue
	mkdir -p "$scratch/src/$(dirname "$f")" &&
	    cp -p "$src/$f" "$scratch/src/$f" || exit 2
done || die "cannot copy the sources"
(cd "$scratch/src" && autoreconf -fi) >"$scratch/autoreconf.log" 2>&1 ||
    die "autoreconf failed: see $scratch/autoreconf.log (-k keeps it)"
# shellcheck disable=SC2016
helper='print-check:
	@echo $(check_PROGRAMS)
print-tests:
	@echo $(TESTS)
'
k=1
while [ "$k" -le "$jobs" ]; do
	w=$scratch/$k
	if ! { cp -pR "$scratch/src" "$w" && mkdir "$w/build"; }; then
		die "cannot copy the sources"
	fi
	(cd "$w/build" && ../configure) >"$w/build.log" 2>&1 ||
	    die "configure failed: see $w/build.log (-k keeps it)"
	if [ "$k" = 1 ]; then
		checkprogs=$(cd "$w/build" &&
		    printf '%s' "$helper" | make -s -f Makefile -f - print-check)
		tests=$(cd "$w/build" &&
		    printf '%s' "$helper" | make -s -f Makefile -f - print-tests)
	fi
	# shellcheck disable=SC2086
	(cd "$w/build" && make all $checkprogs) >"$w/build.log" 2>&1 ||
	    die "the copy does not build: see $w/build.log (-k keeps it)"
	k=$((k + 1))
done
run=
for t in $order $tests; do
	case " $tests " in *" $t "*) ;; *) continue ;; esac
	case " $run " in *" $t "*) continue ;; esac
	run="$run $t"
done

# The suite unmutated, each file timed for its limit.
for t in $run; do
	limit=900
	if [ "$baseline" = 1 ]; then
		start=$(date +%s)
		bounded 3600 "$scratch/base.log" "$scratch/1/build" \
		    make check TESTS="$t" ||
		    die "$t fails unmutated: see $scratch/base.log (-k keeps it)"
		limit=$((4 * ($(date +%s) - start) + 120))
	fi
	echo "$t $limit" >>"$scratch/limits"
done
[ "$baseline" = 1 ] && echo "the suite passes unmutated"

# Try mutant $1 in copy $2: its line, and "N result" into the results.
try() {
	start=$(date +%s)
	f=$(cat "$scratch/m/$1/file")
	if why=$(apply "$1" "$2" "$2/new"); then
		cat "$2/new" >"$2/$f"
		# shellcheck disable=SC2086
		if bounded 3600 "$2/mutant.log" "$2/build" \
		    make all $checkprogs; then
			result=survived
			why=SURVIVED
			while read -r t limit; do
				bounded "$limit" "$2/mutant.log" "$2/build" \
				    make check TESTS="$t"
				s=$?
				[ "$s" = 0 ] && continue
				result=killed
				why="killed by $t"
				[ "$s" = 124 ] && why="$why (stopped)"
				break
			done <"$scratch/limits"
			why="$why in $(($(date +%s) - start)) s"
		else
			result=stillborn
			why=stillborn
		fi
		cat "$scratch/src/$f" >"$2/$f"
	else
		result=notapplied
	fi
	printf '%3d %s: %s: %s\n' "$1" "$f" "$(cat "$scratch/m/$1/what")" \
	    "$why"
	echo "$1 $result" >>"$scratch/results"
}

# Job $1: the next mutant no job has taken, until none is left.
job() {
	while read -r i; do
		mkdir "$scratch/claim/$i" 2>/dev/null || continue
		try "$i" "$scratch/$1"
	done <"$scratch/chosen"
}

begin=$(date +%s)
: >"$scratch/results"
k=1
while [ "$k" -le "$jobs" ]; do
	job "$k" &
	pids="$pids $!"
	k=$((k + 1))
done
wait
pids=
s=$(($(date +%s) - begin))
awk -v s="$s" '
{
	count[$2]++
	n++
}
END {
	printf "mutants %d, killed %d, survived %d, stillborn %d, " \
	    "not applying %d; %d s (%d:%02d:%02d)\n", n, count["killed"],
	    count["survived"], count["stillborn"], count["notapplied"], s,
	    s / 3600, s / 60 % 60, s % 60
	exit count["survived"] + count["notapplied"] > 0
}' "$scratch/results"
