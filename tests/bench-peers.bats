#!/usr/bin/env bats
# bench/peers.sh: its rows, and the shape of a row beside a peer (the
# quickest row, once; no time is checked); bench/shards.sh's row and its
# join; and that the clock of the bench scripts adds no process's start
# to the times they print.

load common

setup() {
	peers="$BATS_TEST_DIRNAME/../bench/peers.sh"
}

@test "bench/peers.sh -l lists the rows beside public solvers" {
	run bash "$peers" -l
	assert_success
	run awk 'NR > 1 { print $1 }' <<<"$output"
	assert_output "$(cat <<-EOF
		5x8-parts-1
		5x8-expected-2
		5x8-parts-2
		5x8-minimax-1
		5x8-minimax-2
		5x8-entropy-1
		5x8-entropy-2
		6x6-parts-2
		6x6-entropy-2
		opt-4x6-1
		opt-4x6-2
		opt-4x7-2
		opt-bc-1
		opt-4x8-2
	EOF
	)"
}

@test "bench/peers.sh refuses a row it does not have" {
	run bash "$peers" 5x9
	assert_failure 2
	assert_output --partial "no row '5x9'"
}

@test "bench/peers.sh prints our time, total, the peer's time and the ratio" {
	MM_PEER_OPENMP='test {pegs}x{colors}-{strategy}-{threads}-{distinct} = 4x6-optimal-2-0' \
	    run bash "$peers" -r 1 opt-4x6-2
	assert_success
	assert_line --regexp '^opt-4x6-2 +[0-9]+\.[0-9]{4} +5625  openmp +[0-9]+\.[0-9]{4} +([0-9]+\.[0-9]{3}|-)$'
	MM_PEER_OPENMP='false' run bash "$peers" -r 1 opt-4x6-2
	assert_line --regexp '^opt-4x6-2 +[0-9.]+ +5625  openmp +failed +-$'
	MM_PEER_OPENMP='' run bash "$peers" -r 1 opt-4x6-2
	assert_line --regexp '^opt-4x6-2 +[0-9.]+ +5625  openmp +- +-$'
}

@test "bench/shards.sh times every shard on one thread and two, and the join checked and trusted" {
	shards="$BATS_TEST_DIRNAME/../bench/shards.sh"
	run bash "$shards" 4x7
	assert_success
	assert_line --index 3 --regexp '^game +shards +-j 1 +-j 2 +join +trusted +tree$'
	assert_line --index 4 --regexp '^4x7 +8( +[0-9]+\.[0-9]{4} s){4} +same$'
	run bash "$shards" 5x9
	assert_failure 2
	assert_output --partial "unknown game '5x9'"
	run bash "$shards" -r x
	assert_failure 2
	assert_output "bench/shards.sh: -r takes a number of runs"
}

@test "the bench scripts' clock starts no process of its own around what it times" {
	timing="$BATS_TEST_DIRNAME/../bench/timing.sh"
	run bash -c '. "$1" && median_time 5 true' bash "$timing"
	assert_success
	assert_output --regexp '^0\.00[0-4][0-9]$'
	run bash -c '. "$1" && seconds 1234567 && seconds 42' bash "$timing"
	assert_success
	assert_output "$(printf '1.234567\n0.000042')"
}
