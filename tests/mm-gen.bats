#!/usr/bin/env bats

load common

@test "seeds give the same codes everywhere: the generator is pinned" {
	run mm-gen -s 1 -n 5
	assert_success
	assert_output "$(printf '%s\n' BECF FECD BEBE DFDB FFEB)"
	run mm-gen -s 42 -c 0-9 -n 3
	assert_output "$(printf '%s\n' 2293 6447 8593)"
	run mm-gen -s 3 -c 0-9 --distinct -n 3
	assert_output "$(printf '%s\n' 8231 6385 5367)"
	run mm-gen -s 9 -c 62 -p 32 -n 2
	assert_output "$(printf '%s\n' wJVmP877RbEfirbGwTOR3nBFXLgxAZ8p HWj9t3yJrYc2KKtK6G7COLXETDwBi3OY)"
}

@test "the largest seed is accepted and differs from seed 0" {
	run mm-gen -s 18446744073709551615 -n 3
	assert_success
	assert_equal "${#lines[@]}" 3
	[ "$output" != "$(mm-gen -s 0 -n 3)" ]
}

@test "one code by default; -n 0 writes nothing" {
	run mm-gen -s 5
	assert_success
	assert_equal "${#lines[@]}" 1
	run mm-gen -s 5 -n 0
	assert_success
	assert_output ""
}

@test "without -s the seed comes from the operating system" {
	a=$(mm-gen -p 8 -c 8 -n 4)
	b=$(mm-gen -p 8 -c 8 -n 4)
	[ "$a" != "$b" ]
}

@test "draws are uniform: every colour, the last one included" {
	# 60000 one-peg codes of 6 colours: each colour near 10000.
	# The chi-square statistic of 5 degrees of freedom stays under
	# 20.5 (p = 0.001) for a uniform generator.
	run bash -c 'mm-gen -s 11 -p 1 -n 60000 | sort | uniq -c |
	    awk "{ n++; d = \$1 - 10000; x += d * d / 10000 }
	    END { print n, (x < 20.5 ? \"uniform\" : \"biased \" x) }"'
	assert_output "6 uniform"
	run bash -c 'mm-gen -s 12 -c 62 -p 4 -n 31000 | fold -w1 | sort |
	    uniq -c | awk "{ n++; d = \$1 - 2000; x += d * d / 2000 }
	    END { print n, (x < 107.3 ? \"uniform\" : \"biased \" x) }"'
	assert_output "62 uniform"
	run bash -c 'mm-gen -s 13 -c 0-9 -n 1000 | grep -c 9'
	[ "$output" -gt 300 ]
}

@test "--distinct codes never repeat a colour and cover every colour" {
	run bash -c 'mm-gen -s 4 -c 0-9 -p 4 --distinct -n 2000 |
	    grep -c "\(.\).*\1"'
	assert_output "0"
	run bash -c 'mm-gen -s 4 -c 0-9 -p 4 --distinct -n 2000 | fold -w1 |
	    sort -u | tr -d "\n"'
	assert_output "0123456789"
}

@test "--all writes every code in code order" {
	run mm-gen --all -p 2 -c 3
	assert_success
	assert_output "$(printf '%s\n' AA AB AC BA BB BC CA CB CC)"
	run bash -c 'mm-gen --all | wc -l'
	assert_output "1296"
	run bash -c 'mm-gen --all | sed -n "1p;2p;1296p"'
	assert_output "$(printf '%s\n' AAAA AAAB FFFF)"
	run bash -c 'mm-gen --all -c 0-9 -p 4 --distinct | LC_ALL=C sort -c && echo sorted'
	assert_output "sorted"
	run bash -c 'mm-gen --all -c 0-9 -p 4 --distinct | wc -l'
	assert_output "5040"
	run mm-gen --all -c RGB -p 1
	assert_output "$(printf '%s\n' R G B)"
}

@test "--all through every output buffer: 3.7 MB, each code once, in order" {
	# a small first buffer, then two of 1 MB taken in turn by a writer
	run bash -c 'mm-gen --all -p 6 -c 9 | LC_ALL=C sort -c -u && echo strictly sorted'
	assert_success
	assert_output "strictly sorted"
	run bash -c 'mm-gen --all -p 6 -c 9 | wc -lc'
	assert_output "$(printf '%7d %7d' 531441 3720087)"
	run bash -c 'mm-gen --all -p 6 -c 9 | sed -n "1p;9p;10p;65536p;531441p"'
	assert_output "$(printf '%s\n' AAAAAA AAAAAI AAAABA BAIIAG IIIIII)"
}

@test "--shard K/N slices join into --all" {
	for spec in "-p 4 -c 6" "-p 3 -c 5 --distinct" "-p 1 -c 2"; do
		# shellcheck disable=SC2086
		mm-gen --all $spec >"$BATS_TEST_TMPDIR/all"
		: >"$BATS_TEST_TMPDIR/joined"
		for k in 1 2 3 4 5 6 7; do
			# shellcheck disable=SC2086
			mm-gen --all $spec --shard "$k/7" >>"$BATS_TEST_TMPDIR/joined"
		done
		cmp "$BATS_TEST_TMPDIR/all" "$BATS_TEST_TMPDIR/joined"
	done
	run mm-gen --all --shard 2/3
	assert_equal "${#lines[@]}" 432
	assert_equal "${lines[0]}" "CAAA"
}

@test "bad shards are refused" {
	run --separate-stderr mm-gen --all --shard 0/3
	assert_failure 2
	assert_misuse "mm-gen: bad shard number '0': must be 1 to 3"
	run --separate-stderr mm-gen --all --shard 4/3
	assert_failure 2
	run --separate-stderr mm-gen --all --shard 3
	assert_misuse "mm-gen: bad shard '3': must be K/N"
	run --separate-stderr mm-gen --shard 1/2
	assert_failure 2
	assert_misuse "mm-gen: --shard goes with --all"
	run --separate-stderr mm-gen --all -p 32 -c 62 --shard 1/2
	assert_failure 2
	assert_equal "$stderr" "mm-gen: --shard needs a game of fewer than 2^64 codes"
}

@test "bad option values name the value and exit 2" {
	run --separate-stderr mm-gen -p 0
	assert_failure 2
	assert_output ""
	assert_misuse "mm-gen: bad peg count '0': must be 1 to 32"
	run --separate-stderr mm-gen -p 4294967297
	assert_misuse "mm-gen: bad peg count '4294967297': must be 1 to 32"
	run --separate-stderr mm-gen -p 33
	assert_failure 2
	run --separate-stderr mm-gen -c 63
	assert_misuse "mm-gen: bad colour count '63': must be 1 to 62"
	run --separate-stderr mm-gen -c AAB
	assert_misuse "mm-gen: bad colours 'AAB': 'A' repeated"
	run --separate-stderr mm-gen -c F-A
	assert_misuse "mm-gen: bad colours 'F-A': range runs backwards"
	run --separate-stderr mm-gen -c A-9
	assert_failure 2
	run --separate-stderr mm-gen -c ''
	assert_misuse "mm-gen: bad colours '': empty"
	run --separate-stderr mm-gen -c 'AB-C'
	assert_misuse "mm-gen: bad colours 'AB-C': '-' is not a letter or digit"
	run --separate-stderr mm-gen -c ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_
	assert_failure 2
	run --separate-stderr mm-gen -n 99999999999999999999
	assert_misuse "mm-gen: bad count '99999999999999999999': must be 0 to 1000000000000000000"
	run --separate-stderr mm-gen -n -1
	assert_failure 2
	run --separate-stderr mm-gen -s -1
	assert_misuse "mm-gen: bad seed '-1': must be 0 to 18446744073709551615"
	run --separate-stderr mm-gen -s 18446744073709551616
	assert_failure 2
	run --separate-stderr mm-gen --distinct -p 7
	assert_misuse "mm-gen: 7 pegs of distinct colours need at least 7 colours, not 6"
	run --separate-stderr mm-gen --all -n 3
	assert_failure 2
}

@test "usage errors name the problem, point to --help and exit 2" {
	misuse "mm-gen: unknown option '--bogus'" mm-gen --bogus
	misuse "mm-gen: extra operand 'extra'" mm-gen extra
}

@test "--help and --version write to stdout" {
	run --separate-stderr mm-gen --help
	assert_success
	assert_line --index 0 "usage: mm-gen [-c colors] [-p pegs] [-n count] [-s seed] [--distinct]"
	assert_equal "$stderr" ""
	run mm-gen -V
	assert_success
	assert_output "mm-gen (mastermind-tools) 0.1.0"
}

@test "the environment sets defaults and options beat it" {
	MM_COLORS=0-9 MM_PEGS=3 run mm-gen -s 42 -n 1
	assert_output "229"
	MM_COLORS=0-9 MM_PEGS=3 run mm-gen -s 42 -n 1 -c A-F -p 4
	assert_output "AAFF"
	MM_PEGS=junk run --separate-stderr mm-gen
	assert_failure 2
	assert_misuse "mm-gen: bad peg count 'junk' in MM_PEGS: must be 1 to 32"
	MM_COLORS=AA run --separate-stderr mm-gen
	assert_misuse "mm-gen: bad colours 'AA' in MM_COLORS: 'A' repeated"
	MM_PEGS=junk run mm-gen -p 2 -s 1
	assert_success
}

@test "a write error is reported with status 2" {
	run --separate-stderr bash -c 'mm-gen -n 10 -s 1 >/dev/full'
	assert_failure 2
	assert_equal "$stderr" "mm-gen: write error: No space left on device"
	run --separate-stderr bash -c 'mm-gen --all -p 6 >/dev/full'
	assert_failure 2
}

@test "a reader that goes away ends mm-gen quietly" {
	run --separate-stderr bash -c 'mm-gen --all -p 8 -c 8 | head -1'
	assert_success
	assert_output "AAAAAAAA"
	assert_equal "$stderr" ""
}
