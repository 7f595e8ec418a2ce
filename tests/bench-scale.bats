#!/usr/bin/env bats
# bench/scale.sh: its rows and the published figures, the shape of its
# table on small games (one run each; no time is checked), a row too
# large for the heuristics, the slopes, the plot, and its usage errors.

load common

setup() {
	scale="$BATS_TEST_DIRNAME/../bench/scale.sh"
}

@test "bench/scale.sh -l lists the rows and the published figures" {
	run bash "$scale" -l
	assert_success
	assert_line --index 0 --regexp '^row +codes +heur +theirs +total +run$'
	assert_line --index 1 --regexp '^5x8 +32768 +minimax +0\.017743 +183775 +default$'
	assert_line --index 12 --regexp '^6x8 +262144 +entropy +0\.417924 +1560667 +default$'
	assert_line --index 13 --regexp '^7x6 +279936 +minimax +0\.437697 +1624868 +--all$'
	run awk 'NR > 1 && $3 == "parts" { print $1, $2 }' <<<"$output"
	assert_output "$(cat <<-EOF
		5x8 32768
		6x6 46656
		6x8 262144
		7x6 279936
		6x9 531441
		7x7 823543
		6x10 1000000
		8x6 1679616
		7x8 2097152
		8x7 5764801
		8x8 16777216
	EOF
	)"
}

@test "bench/scale.sh prints ours beside theirs, a refused row, and the slopes" {
	run bash "$scale" -r 1 -t parts 4x6 5x8 5x30
	assert_success
	assert_line --index 2 "self-play over every secret, -j 2: wall seconds, the median of 1 runs;"
	assert_line --index 5 --regexp '^row +codes +heur +ours +total +worst +MB +theirs +total +ratio$'
	assert_line --index 6 --regexp '^4x6 +1296 +parts +[0-9]+\.[0-9]{4} +5668 +6 +([0-9]+\.[0-9]|-) +- +- +-$'
	assert_line --index 7 --regexp '^5x8 +32768 +parts +[0-9]+\.[0-9]{4} +181834 +8 +([0-9]+\.[0-9]|-) +0\.017499 +181834 +[0-9]+\.[0-9]{3}$'
	assert_line --index 8 --regexp '^5x30 +24300000 +parts +refused +- +- +- +- +- +-$'
	assert_line --index 9 "growth: the slope of log(seconds) against log(codes), least squares"
	assert_line --index 10 --regexp '^heur +ours +theirs +rows$'
	assert_line --index 11 --regexp '^parts +-?[0-9]+\.[0-9]{2} +- +2$'
	assert_equal "${#lines[@]}" 12
}

@test "bench/scale.sh -o draws the times with gnuplot" {
	command -v gnuplot >/dev/null || skip "gnuplot is not installed"
	run bash "$scale" -r 1 -t minimax,parts -o "$BATS_TEST_TMPDIR/scale.png" 3x4 4x6
	assert_success
	assert_line --regexp '^minimax +-?[0-9]+\.[0-9]{2} +- +2$'
	run od -An -tx1 -N4 "$BATS_TEST_TMPDIR/scale.png"
	assert_output " 89 50 4e 47"
}

@test "bench/scale.sh refuses what it cannot run" {
	run bash "$scale" -t knuth
	assert_failure 2
	assert_output "bench/scale.sh: no heuristic 'knuth' (minimax, parts, expected, entropy)"
	run bash "$scale" 5by8
	assert_failure 2
	assert_output "bench/scale.sh: a row is PxC, pegs x colours, not '5by8'"
	run bash "$scale" --all 5x8
	assert_failure 2
	assert_output "bench/scale.sh: give rows or --all, not both"
	run bash "$scale" -r 0
	assert_failure 2
	assert_output "bench/scale.sh: -r takes a number of runs, not '0'"
}
