#!/usr/bin/env bats
# The library's includes only go down its layers (tests/layers.sh).

load common

top="$BATS_TEST_DIRNAME/.."
layers="$BATS_TEST_DIRNAME/layers.sh"

# A copy of lib/ to break, writable even when the source is not (make
# distcheck).
setup() {
	cp -r "$top/lib" "$BATS_TEST_TMPDIR/lib"
	chmod -R u+w "$BATS_TEST_TMPDIR/lib"
	cd "$BATS_TEST_TMPDIR" || return 1
}

@test "no include goes up a layer, none crosses from play to solve" {
	run sh "$layers" "$top"
	assert_success
	assert_output ""
}

@test "an include that goes up is named" {
	echo '#include "solve.h"' >>lib/solve/strategy.h
	run sh "$layers" .
	assert_failure 1
	assert_output "lib/solve/strategy.h (level 6): includes lib/solve/solve.h (level 7), not below it"
}

@test "a cycle is an include that goes up, or across one level" {
	echo '#include "search.h"' >>lib/solve/heuristic.h
	echo '#include "heuristic.h"' >>lib/solve/symmetry.h
	run sh "$layers" .
	assert_failure 1
	assert_line "lib/solve/heuristic.h (level 3): includes lib/solve/search.h (level 4), not below it"
	assert_line "lib/solve/symmetry.h (level 3): includes lib/solve/heuristic.h (level 3), not below it"
}

@test "the base includes nothing above it, play nothing of solve" {
	echo '#include "solve/codeset.h"' >>lib/code.c
	echo '#include "../solve/codeset.h"' >>lib/play/board.c
	run sh "$layers" .
	assert_failure 1
	assert_line "lib/code.c: includes lib/solve/codeset.h of another folder"
	assert_line "lib/play/board.c: includes lib/solve/codeset.h of another folder"
}

@test "a new file must be given a level" {
	printf '#include "mm.h"\n' >lib/solve/new.h
	run sh "$layers" .
	assert_failure 1
	assert_output "lib/solve/new.h: no level: add it to the table of tests/layers.sh"
}
