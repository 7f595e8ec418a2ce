#!/usr/bin/env bats

load common

@test "seed 1 gives the same five codes everywhere" {
	run mm-gen -s 1 -n 5
	assert_success
	assert_output "$(printf '%s\n' BECF FECD BEBE DFDB FFEB)"
}
