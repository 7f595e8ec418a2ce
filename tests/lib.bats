#!/usr/bin/env bats

load common

@test "the scorer agrees with the rule as written on random pairs of many sizes" {
	run mm-selftest score 20000
	assert_success
	assert_output "2000000 checked, 0 failed"
}

@test "the bulk scorer agrees with the rule on every shape of line and game" {
	run mm-selftest stream 2000
	assert_success
	assert_output "552000 checked, 0 failed"
}

@test "rank, unrank and next agree with code order, with and without --distinct" {
	run mm-selftest order
	assert_success
	assert_output "6862 checked, 0 failed"
}

@test "an arena keeps every block's bytes, aligned, until it is freed, and serves again after" {
	run mm-selftest arena 2000
	assert_success
	assert_output "4000 checked, 0 failed"
}

@test "a feedback is read in every form, a bad one refused, and each written as printf writes it" {
	run mm-selftest feedback
	assert_success
	assert_output "748 checked, 0 failed"
}

@test "an average is rounded half up, to 64 bits; a time reads as 42 s, 3:07 or 2:03:07" {
	run mm-selftest numbers 20000
	assert_success
	assert_output "20015 checked, 0 failed"
}

@test "the words typed at a terminal are known in either case, and a hint's codes wrap at 72 columns" {
	run mm-selftest talk
	assert_success
	assert_output "18 checked, 0 failed"
}
