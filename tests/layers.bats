#!/usr/bin/env bats
# The layers hold, in includes and in calls, and the library's names
# are its families' (tests/layers.sh).

load common

top="$BATS_TEST_DIRNAME/.."
layers="$BATS_TEST_DIRNAME/layers.sh"

# A copy of lib/ and cmd/ to break, writable even when the source is not
# (make distcheck), and of the objects built from them.
setup() {
	cp -r "$top/lib" "$top/cmd" "$BATS_TEST_TMPDIR/"
	mkdir "$BATS_TEST_TMPDIR/build"
	(cd "$abs_top_builddir" && find lib cmd -name '*.o' -print) |
	    while read -r o; do
		mkdir -p "$BATS_TEST_TMPDIR/build/${o%/*}"
		cp "$abs_top_builddir/$o" "$BATS_TEST_TMPDIR/build/$o"
	done
	chmod -R u+w "$BATS_TEST_TMPDIR"
	cd "$BATS_TEST_TMPDIR" || return 1
}

# Source file $1 with the C text $2, and its object in build/.
object() {
	printf '%s\n' "$2" >"$1"
	${CC:-cc} -c -o "build/${1%.c}.o" "$1"
}

@test "no include or call goes up a layer, none crosses from play to solve" {
	run sh "$layers" "$top" "$abs_top_builddir"
	assert_success
	assert_output ""
}

@test "every source file of lib/ and cmd/ is in Makefile.am, so in the tarball" {
	missing=$(cd "$top" && find lib cmd -name '*.[ch]' | sort |
	    while read -r f; do
		grep -qE "[[:space:]]$f( |$)" Makefile.am || echo "$f"
	done)
	[ -z "$missing" ] || fail "not in Makefile.am: $missing"
}

@test "an include that goes up is named" {
	echo '#include "solve.h"' >>lib/solve/strategy.h
	run sh "$layers" .
	assert_failure 1
	assert_output "lib/solve/strategy.h (level 6): includes lib/solve/solve.h (level 7), not below it"
}

@test "a cycle is an include that goes up, or across one level" {
	echo '#include "search.h"' >>lib/solve/heur/heuristic.h
	echo '#include "heur/heuristic.h"' >>lib/solve/symmetry.h
	run sh "$layers" .
	assert_failure 1
	assert_line "lib/solve/heur/heuristic.h (level 3): includes lib/solve/heur/search.h (level 3), not below it"
	assert_line "lib/solve/symmetry.h (level 3): includes lib/solve/heur/heuristic.h (level 3), not below it"
}

@test "the base includes nothing above it, play nothing of solve" {
	echo '#include "solve/codeset.h"' >>lib/code.c
	echo '#include "../solve/codeset.h"' >>lib/play/board.c
	run sh "$layers" .
	assert_failure 1
	assert_line "lib/code.c: includes lib/solve/codeset.h of another folder"
	assert_line "lib/play/board.c: includes lib/solve/codeset.h of another folder"
}

@test "a module shows the rest its public headers only" {
	echo '#include "exact/core.h"' >>lib/solve/shard.c
	echo '#include "solve/heur/job.h"' >>cmd/mm-solve.c
	echo '#include "../heur/search.h"' >>lib/solve/exact/jobs.c
	run sh "$layers" .
	assert_failure 1
	assert_line "lib/solve/shard.c: includes lib/solve/exact/core.h, private to its module"
	assert_line "cmd/mm-solve.c: includes lib/solve/heur/job.h, private to its module"
	assert_line "lib/solve/exact/jobs.c: includes lib/solve/heur/search.h of another folder"
}

@test "a new file must be given a level" {
	printf '#include "mm.h"\n' >lib/solve/new.h
	run sh "$layers" .
	assert_failure 1
	assert_output "lib/solve/new.h: no level: add it to the table of tests/layers.sh"
}

@test "a call that goes up, or into a module's privates, is named" {
	object lib/up.c 'void codeset_free(void *); void up_call(void) { codeset_free(0); }'
	object lib/solve/plan.c 'void strategy_names(void); void plan_up(void) { strategy_names(); }'
	object cmd/deep.c 'void exact_search(void); void deep_call(void) { exact_search(); }'
	object lib/play/across.c 'void strategy_names(void); void across_call(void) { strategy_names(); }'
	run sh "$layers" . build
	assert_failure 1
	assert_line "lib/up.c: calls codeset_free of lib/solve/codeset.c, of another folder"
	assert_line "lib/solve/plan.c (level 2): calls strategy_names of lib/solve/strategy.c (level 6)"
	assert_line --regexp "^cmd/deep.c: calls exact_search of lib/solve/exact/[a-z]+\.c, private to its module$"
	assert_line "lib/play/across.c: calls strategy_names of lib/solve/strategy.c, of another folder"
	assert_equal "${#lines[@]}" 4
}

@test "externs are named by family and module, and no static takes an extern's name" {
	object lib/bare.c 'void bare(void) {}'
	object lib/solve/exact/stray.c 'void stray_one(void) {}'
	object lib/clash.c '__attribute__((used)) static void code_parse(void) {} void clash_x(void) {}'
	run sh "$layers" . build
	assert_failure 1
	assert_line "lib/bare.c: extern bare is not named family_what"
	assert_line "lib/solve/exact/stray.c: extern stray_one lacks its module prefix exact_"
	assert_line "lib/clash.c: static code_parse has the name of an extern of lib/code.c"
	assert_equal "${#lines[@]}" 3
}
