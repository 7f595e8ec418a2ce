#!/usr/bin/env bats
# bench/records.sh: its rows and their published totals, the choice of
# rows, the shape of a row in quick mode and of the smallest row of
# lookahead (no time is checked), and a tree that replays to another
# total than the self-play's, or does not play every secret, reported
# and failed.

load common

setup() {
	records="$BATS_TEST_DIRNAME/../bench/records.sh"
}

# An mm-solve first on PATH that runs the shell command $1 for --tree,
# $real being the mm-solve it stands in front of.
fake_tree() {
	mkdir "$BATS_TEST_TMPDIR/bin"
	cat >"$BATS_TEST_TMPDIR/bin/mm-solve" <<-EOF
		#!/bin/sh
		real="$(command -v mm-solve)"
		case " \$* " in
		*" --tree "*) $1 ;;
		esac
		exec "\$real" "\$@"
	EOF
	chmod +x "$BATS_TEST_TMPDIR/bin/mm-solve"
}

@test "bench/records.sh -l lists every game of 1000 to 1048576 codes, smallest first" {
	run bash "$records" -l
	assert_success
	assert_line --index 0 --regexp '^game +codes +published +worst +heuristic$'
	assert_line --index 1 --regexp '^3x10 +1000 +5309 +7  entropy$'
	assert_line --regexp '^5x8 +32768 +179751 +7  entropy$'
	assert_line --regexp '^5x5 +3125 +13598 +6  entropy,parts$'
	assert_line --index 43 --regexp '^6x10 +1000000 +6597143 +9  entropy$'
	assert_equal "${#lines[@]}" 44
	run awk 'NR > 1 { split($1, g, "x"); if (g[2] ^ g[1] != $2 || $2 < n) print; n = $2 }' <<<"$output"
	assert_output ""
}

@test "bench/records.sh refuses a row it does not have and a bad option" {
	run bash "$records" 5x9 4x10 9x9
	assert_failure 2
	assert_output "bench/records.sh: no row '9x9' (bench/records.sh -l lists them)"
	run bash "$records" -n 0
	assert_failure 2
	assert_output "bench/records.sh: -n takes a number, not '0'"
	run bash "$records" -j
	assert_failure 2
	assert_output "bench/records.sh: -j takes a value"
	run bash "$records" -x
	assert_failure 2
	assert_line "bench/records.sh: bad option -x"
}

@test "bench/records.sh -q plays entropy on the rows chosen, each proved from its tree" {
	run bash "$records" -q -n 1300 4x7 3x10 4x6
	assert_success
	assert_line --index 0 --partial "mm-solve -t entropy beside the published best"
	assert_line --regexp '^game +codes +published +by +ours +diff +worst +tree +cpu +replay +play +cpu +played +load$'
	assert_line --regexp '^3x10 +1000 +5309 +entropy +5310 +1 +7( +[0-9]+\.[0-9]{2}){3} +- +- +- +[0-9.]+$'
	assert_line --regexp '^4x6 +1296 +5668 +parts +5722 +54 +6( +[0-9]+\.[0-9]{2}){3} +- +- +- +[0-9.]+$'
	refute_line --partial 4x7
	refute_line --partial 5x4
	assert_line "below the published best (0):"
	assert_line "not below (2): 3x10 4x6"
	assert_line --regexp '^the whole: [0-9]+\.[0-9]{2} s of wall time, [0-9]+\.[0-9]{2} s of processor time$'
}

@test "bench/records.sh plays lookahead below the published best of 3x10, with --selfplay too" {
	run --separate-stderr bash "$records" --progress --selfplay 3x10
	assert_success
	assert [ -n "$stderr" ]
	assert_line --regexp '^3x10 +1000 +5309 +entropy +5258 +-51 +7( +[0-9]+\.[0-9]{2}){5} +5258 +[0-9.]+$'
	assert_line "below the published best (1): 3x10"
	assert_line "not below (0):"
}

@test "bench/records.sh --selfplay fails a row whose tree replays to another total" {
	# the tree of minimax in place of the strategy asked for
	fake_tree 'exec "$real" "$@" -t minimax'
	PATH="$BATS_TEST_TMPDIR/bin:$PATH" run bash "$records" -q --selfplay 3x10
	assert_failure 1
	assert_line --regexp '^3x10 +1000 +5309 +entropy +5505 +196 +7( +[0-9]+\.[0-9]{2}){5} +5310 +[0-9.]+$'
	assert_line "failed, or the replayed total differs (1): 3x10"
	PATH="$BATS_TEST_TMPDIR/bin:$PATH" run bash "$records" -q 3x10
	assert_success
	assert_line --regexp '^3x10 +1000 +5309 +entropy +5505 +196 +7( +[0-9]+\.[0-9]{2}){3} +- +- +- +[0-9.]+$'
}

@test "bench/records.sh fails a row whose tree does not play every secret" {
	# the tree without the line after the first guess's answer 0,0
	fake_tree '"$real" "$@" | sed 2d; exit'
	PATH="$BATS_TEST_TMPDIR/bin:$PATH" run bash "$records" -q 3x10
	assert_failure 1
	assert_line "failed, or the replayed total differs (1): 3x10"
}

@test "bench/records.sh -o proves each optimum from its tree and finds the least worst game" {
	run bash "$records" -o -j 1 2x3 4x4 5x3 -n 250
	assert_success
	assert_line --index 0 --partial "mm-solve -t optimal on"
	assert_line --regexp '^game +codes +total +worst +average +replayed +wall +cpu +kB +-m +total +wall$'
	assert_line --regexp '^2x3 +9 +21 +3 +2\.3333 +21( +[0-9]+\.[0-9]{2}){2} +[0-9]+ +3 +21 +-$'
	assert_line --regexp '^5x3 +243 +816 +5 +3\.3580 +816( +[0-9]+\.[0-9]{2}){2} +[0-9]+ +4 +816 +[0-9]+\.[0-9]{2}$'
	refute_line --partial 4x4
}

@test "bench/records.sh -o refuses a game that is not PxC, and -q" {
	run bash "$records" -o 4x 2x3
	assert_failure 2
	assert_output "bench/records.sh: a game is PxC, as 4x5, not '4x'"
	run bash "$records" -o -q 2x3
	assert_failure 2
	assert_output "bench/records.sh: -q goes with the grid only"
}
