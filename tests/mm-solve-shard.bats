#!/usr/bin/env bats
# -t optimal split into jobs: --shard K/N run through GNU parallel and
# --join; and --state: a search interrupted, saved and taken up again.

load common

setup() {
	tmp=$BATS_TEST_TMPDIR
	cd "$tmp" || exit 1
}

# The shards of 4 pegs of 4 colours, 46 jobs in three files s1 s2 s3.
shards() {
	local k
	for k in 1 2 3; do
		mm-solve --tree -t optimal -p 4 -c 4 --shard "$k/3" >"s$k"
	done
}

@test "shards through GNU parallel, joined, give the tree of a single search" {
	command -v parallel >/dev/null || skip "GNU parallel is not installed"
	mm-solve --tree -t optimal -p 4 -c 4 >single
	parallel -j 2 'mm-solve --tree -t optimal -p 4 -c 4 -j 1 --shard {}/3 \
	    >part{}' ::: 1 2 3
	run head -qn 1 part1 part2 part3
	assert_output "shard 1/3 format 2 game 4x4 m none split-above 1000 jobs 46 upper 910
shard 2/3 format 2 game 4x4 m none split-above 1000 jobs 46 upper 910
shard 3/3 format 2 game 4x4 m none split-above 1000 jobs 46 upper 910"
	mm-solve --tree -t optimal -p 4 -c 4 --join part3 part1 part2 >joined
	cmp single joined
	mm-solve --tree=dot --depth 2 -t optimal -p 4 -c 4 >single.dot
	mm-solve --tree=dot --depth 2 -t optimal -p 4 -c 4 --join part* \
	    >joined.dot
	cmp single.dot joined.dot
}

@test "a job's record: its total, then its tree as --tree writes it" {
	mm-solve --tree -t optimal -p 4 -c 4 >single
	run mm-solve --tree -t optimal -p 4 -c 4 --shard 28/46
	assert_success
	assert_line --index 0 "shard 28/46 format 2 game 4x4 m none split-above 1000 jobs 46 upper 910"
	assert_line --index 1 "job 28/46 AABC 2,0 29: total 76"
	assert_equal "$(sed 1,2d <<<"$output")" "$(grep '^AABC 2,0 ' single)"
}

@test "shards of other games, with -m too, join into the single search's tree" {
	local game k
	for game in "-p 3 -c 4" "-p 4 -c 6 -m 5" "-p 3 -c 5 --distinct" \
	    "-p 2 -c 5"; do
		# shellcheck disable=SC2086
		mm-solve --tree -t optimal $game >single
		for k in 1 2; do
			# shellcheck disable=SC2086
			mm-solve --tree -t optimal $game --shard $k/2 >"p$k"
		done
		# shellcheck disable=SC2086
		mm-solve --tree -t optimal $game --join p1 p2 >joined
		cmp single joined
	done
}

@test "shards are the same on one thread and on many, whole parts or split" {
	local k j opts
	for opts in "-p 4 -c 5" "-p 4 -c 5 --split-above 100"; do
		for k in 1 2 3; do
			# shellcheck disable=SC2086
			mm-solve --tree -t optimal $opts -j 1 --shard $k/3 >"one$k"
			for j in 2 3 5; do
				# shellcheck disable=SC2086
				mm-solve --tree -t optimal $opts -j $j \
				    --shard $k/3 >many
				cmp "one$k" many
			done
		done
		# shellcheck disable=SC2086
		mm-solve --tree -t optimal $opts --join one1 one2 one3 >joined
		mm-solve --tree -t optimal -p 4 -c 5 >single
		cmp single joined
	done
}

@test "a missing or repeated job makes the join fail" {
	shards
	fails 2 "mm-solve: job 2 (AAAB 0,1) of 46 is in none of the files" \
	    mm-solve --tree -t optimal -p 4 -c 4 --join s1 s3
	assert_output ""
	fails 2 "mm-solve: s2:2: job 2 (AAAB 0,1) again: given first at s2:2" \
	    mm-solve --tree -t optimal -p 4 -c 4 --join s1 s2 s3 s2
	assert_output ""
}

@test "a job whose tree does not take its total makes the join fail" {
	shards
	sed '2s/total 40/total 41/' s1 >bad
	fails 2 "mm-solve: bad:2: job 1 (AAAB 0,0): its tree takes 40 guesses, not 41" \
	    mm-solve --tree -t optimal -p 4 -c 4 --join bad s2 s3
	sed '3s/ACCD/ACCB/' s1 >bad
	fails 2 "mm-solve: bad:2: job 1 (AAAB 0,0): its tree leaves codes with no guess" \
	    mm-solve --tree -t optimal -p 4 -c 4 --join bad s2 s3
	sed '2s/AAAB 0,0 16/AAAB 0,1 16/' s1 >bad
	fails 2 "mm-solve: bad:2: job 1 is AAAB 0,0 of 16 codes, not AAAB 0,1 of 16: a shard of another game" \
	    mm-solve --tree -t optimal -p 4 -c 4 --join bad s2 s3
	sed '3s/^AAAB 0,0/AAAB 0,1/' s1 >bad
	fails 2 "mm-solve: bad:3: a line of another job's tree than job 1 (AAAB 0,0)" \
	    mm-solve --tree -t optimal -p 4 -c 4 --join bad s2 s3
	sed '3s/^AAAB 0,0/AABB 0,0/' s1 >bad
	fails 2 "mm-solve: bad:3: a line of another job's tree than job 1 (AAAB 0,0)" \
	    mm-solve --tree -t optimal -p 4 -c 4 --join bad s2 s3
}

@test "shards of another game are refused" {
	shards
	fails 2 "mm-solve: s1:1: a shard of game 4x4 m none split-above 1000 jobs 46 upper 910, not game 4x5 m none split-above 1000 jobs 48 upper 2473: of another game, -m or --split-above" \
	    mm-solve --tree -t optimal -p 4 -c 5 --join s1 s2 s3
	fails 2 "mm-solve: s1:1: a shard of game 4x4 m none split-above 1000 jobs 46 upper 910, not game 4x4 m 4 split-above 1000 jobs 46 upper 912: of another game, -m or --split-above" \
	    mm-solve --tree -t optimal -p 4 -c 4 -m 4 --join s1 s2 s3
	mm-solve --tree -t optimal -p 3 -c 5 --distinct --shard 1/1 >d
	assert_equal "$(head -1 d)" "shard 1/1 format 2 game 3x5 distinct m none split-above 1000 jobs 7 upper 196"
	fails 2 "mm-solve: d:1: a shard of game 3x5 distinct m none split-above 1000 jobs 7 upper 196, not game 3x5 m none split-above 1000 jobs 15 upper 453: of another game, -m or --split-above" \
	    mm-solve --tree -t optimal -p 3 -c 5 --join d
}

@test "with no strategy within -m, the join says so as a single search does" {
	mm-solve --tree -t optimal -p 3 -c 5 -m 4 --shard 1/1 >s
	assert_equal "$(head -1 s)" "shard 1/1 format 2 game 3x5 m 4 split-above 1000 jobs 18 upper none"
	fails 1 "mm-solve: no strategy finds every code within 4 guesses" \
	    mm-solve --tree -t optimal -p 3 -c 5 -m 4 --join s
	fails 1 "mm-solve: no strategy finds every code within 4 guesses" \
	    mm-solve --tree -t optimal -p 3 -c 5 -m 4
}

@test "a job's tree that needs more guesses than -m allows is refused" {
	# 2x5 has the same jobs with -m 4 as with no limit, whose tree of
	# AB 1,0 takes five guesses
	mm-solve --tree -t optimal -p 2 -c 5 --shard 1/1 |
	    sed '1s/ m none / m 4 /' >bad
	fails 2 "mm-solve: bad:19: job 3 (AB 1,0): its tree needs more guesses than -m allows" \
	    mm-solve --tree -t optimal -p 2 -c 5 -m 4 --join bad
	mm-solve --tree -t optimal -p 2 -c 5 -m 4 --shard 1/1 >m4
	run mm-solve --tree -t optimal -p 2 -c 5 -m 4 --join m4
	assert_success
	assert_output "$(mm-solve --tree -t optimal -p 2 -c 5 -m 4)"
}

@test "a job's line is read strictly: no control character, nothing after its total" {
	mm-solve --tree -t optimal -p 2 -c 3 --shard 1/1 >s
	assert_equal "$(sed -n 2p s)" "job 1/4 AB 0,0 1: total 1"
	sed $'2s/AB 0,0/AB\x7f0,0/' s >bad
	fails 2 "mm-solve: bad:2: a control character in the line" \
	    mm-solve --tree -t optimal -p 2 -c 3 --join bad
	sed '2s/$/;/' s >bad
	fails 2 "mm-solve: bad:2: malformed job line: expected 'job I/J GUESS E,I CODES[ GUESS2]: total T' or '...: at least T'" \
	    mm-solve --tree -t optimal -p 2 -c 3 --join bad
	# no job of 2x3 gives a bound
	run --separate-stderr mm-solve --tree -t optimal -p 2 -c 3 --join \
	    --trust-bounds s
	assert_success
	assert_equal "$stderr" "mm-solve: --trust-bounds: 0 bounds of the shards taken unchecked"
	assert_output "$(mm-solve --tree -t optimal -p 2 -c 3)"
}

@test "--shard and --join go with --tree -t optimal" {
	misuse "mm-solve: --shard goes with -t optimal" \
	    mm-solve --tree --shard 1/2
	misuse "mm-solve: --join goes with -t optimal" mm-solve --tree --join s1
	misuse "mm-solve: --shard does not go with --selfplay" \
	    mm-solve --selfplay -t optimal --shard 1/2
	misuse "mm-solve: --shard does not go with --join" \
	    mm-solve --tree -t optimal --shard 1/2 --join
	misuse "mm-solve: --shard writes jobs as text: not --tree=dot" \
	    mm-solve --tree=dot -t optimal --shard 1/2
	misuse "mm-solve: bad shard number '3': must be 1 to 2" \
	    mm-solve --tree -t optimal --shard 3/2
	misuse "mm-solve: --state does not go with --join" \
	    mm-solve --tree -t optimal --join --state st s1
	misuse "mm-solve: --depth does not go with --shard" \
	    mm-solve --tree -t optimal --shard 1/2 --depth 3
	# of 70 options the first 64 are kept and checked against the form
	# shellcheck disable=SC2046
	misuse "mm-solve: -v does not go with --tree" \
	    mm-solve $(printf -- '-v %.0s' {1..70}) --tree
}

# 4 pegs of 4 colours with parts of more than 50 codes split by the
# second guess: AAAB 1,0, AABB 1,1 and ABCD 1,2 are 3, 23 and 13
# sub-jobs of the 82 jobs.
split() {
	mm-solve --tree -t optimal -p 4 -c 4 --split-above 50 "$@"
}

@test "parts split by the second guess, through GNU parallel, join into the single search's tree" {
	command -v parallel >/dev/null || skip "GNU parallel is not installed"
	mm-solve --tree -t optimal -p 4 -c 4 >single
	parallel -j 2 'mm-solve --tree -t optimal -p 4 -c 4 -j 1 \
	    --split-above 50 --shard {}/4 >part{}' ::: 1 2 3 4
	run head -qn 1 part1 part4
	assert_output "shard 1/4 format 2 game 4x4 m none split-above 50 jobs 82 upper 910
shard 4/4 format 2 game 4x4 m none split-above 50 jobs 82 upper 910"
	split --join part2 part4 part1 part3 >joined
	cmp single joined
	mm-solve --tree=dot --depth 2 -t optimal -p 4 -c 4 >single.dot
	split --tree=dot --depth 2 --join part* >joined.dot
	cmp single.dot joined.dot
}

@test "a sub-job's record: its second guess, and its tree or the bounds of its parts" {
	run split --shard 4/82
	assert_success
	assert_line --index 0 "shard 4/82 format 2 game 4x4 m none split-above 50 jobs 82 upper 910"
	assert_line --index 1 "job 4/82 AAAB 1,0 51 ACDC: total 140"
	assert_line --index 2 "AAAB 1,0 -> ACDC"
	assert_line --index 3 "AAAB 1,0 ACDC 0,0 -> BBBB"
	run split --shard 5/82
	assert_success
	assert_line --index 1 "job 5/82 AAAB 1,0 51 CCDA: at least 142; parts 0,0 1 0,1 7 1,0 11 0,2 7 1,1 11 2,0 12 0,3 5 1,2 16 2,1 5 3,0 1 0,4 3 1,3 7 2,2 5"
	assert_equal "${#lines[@]}" 2
}

@test "shards of other games split by the second guess join into the single search's tree" {
	local game k
	for game in "-p 3 -c 4 --split-above 12" "-p 4 -c 4 -m 4 --split-above 25" \
	    "-p 3 -c 5 --distinct --split-above 5" "-p 2 -c 5 --split-above 5"; do
		# shellcheck disable=SC2086
		mm-solve --tree -t optimal ${game% --split*} >single
		for k in 1 2 3; do
			# shellcheck disable=SC2086
			mm-solve --tree -t optimal $game --shard $k/3 >"p$k"
		done
		cat p1 p2 p3 | grep -Eq '^job [^ ]+ [^ ]+ [^ ]+ [0-9]+ [^ :]+:'
		# shellcheck disable=SC2086
		mm-solve --tree -t optimal $game --join p1 p2 p3 >joined
		cmp single joined
	done
}

@test "a missing or wrong sub-job makes the join fail" {
	split --shard 1/1 >all
	awk '/^job /{ skip = /^job 4\// } !skip' all >bad
	fails 2 "mm-solve: job 4 (AAAB 1,0 ACDC) of 82 is in none of the files" \
	    split --join bad
	assert_output ""
	sed 's/CCDA: at least 142; parts 0,0 1 /CCDA: at least 142; parts 0,0 2 /' all >bad
	fails 2 "mm-solve: bad:120: job 5 (AAAB 1,0 CCDA): its parts add up to 143, not 142" \
	    split --join bad
	sed 's/CCDA: at least 142; .*/CCDA: at least 142/' all >bad
	fails 2 "mm-solve: bad:120: job 5 (AAAB 1,0 CCDA): a bound with no bounds of its parts" \
	    split --join bad
	sed 's/CCDA: at least 142; .*/CCDA: at least 142; parts/' all >bad
	fails 2 "mm-solve: bad:120: malformed job line: expected '; parts E,I V ...' after the bound" \
	    split --join bad
	sed 's/^job 4\/82 AAAB 1,0 51 ACDC:/job 4\/82 AAAB 1,0 51 ACDD:/' all >bad
	fails 2 "mm-solve: bad:68: job 4 is AAAB 1,0 ACDC of 51 codes, not AAAB 1,0 ACDD of 51: a shard of another game" \
	    split --join bad
	fails 2 "mm-solve: all:1: a shard of game 4x4 m none split-above 50 jobs 82 upper 910, not game 4x4 m none split-above 1000 jobs 46 upper 910: of another game, -m or --split-above" \
	    mm-solve --tree -t optimal -p 4 -c 4 --join all
	misuse "mm-solve: --split-above goes with --shard or --join" \
	    mm-solve --tree -t optimal -p 4 -c 4 --split-above 50
}

# Start the search of 4 pegs of 8 colours (about 7 s on one thread) with
# --state st, and send signal $1 after a second; its status in $status.
# SIGINT is ignored in a command started in the background, unless env
# lets it be.  The tree left in resumed, the summary of its games in sum.
interrupt() {
	local restore=()
	env --default-signal=INT true 2>/dev/null &&
	    restore=(env --default-signal=INT)
	"${restore[@]}" mm-solve --tree -t optimal -p 4 -c 8 -j 1 --state st \
	    >tree 2>err &
	sleep 1
	kill "-$1" $!
	status=0
	wait $! || status=$?
}

@test "a search stopped by SIGTERM is saved, and taken up by the same command" {
	interrupt TERM
	assert_equal "$status" 143
	assert_equal "$(cat err)" \
	    "mm-solve: interrupted: the search so far is saved in st"
	assert_equal "$(head -2 st)" "mm-solve optimal state 1
game 4 8 0 codes 4096 slot 24 order 0x1020304"
	resume 1
}

# Run the search again with --state st on $1 threads: it takes up the
# search saved, removes st and finds the total of an uninterrupted one.
resume() {
	mm-solve --tree -t optimal -p 4 -c 8 -j "$1" --state st >resumed
	[ ! -e st ]
	mm-gen --all -c 8 |
	    mm-solve --selfplay --summary -c 8 -t tree:resumed >summary
	assert_equal "$(sed -n 1,2p summary)" "games: 4096
total: 20471"
}

@test "a search stopped by SIGINT on two threads is taken up alike" {
	env --default-signal=INT true 2>/dev/null ||
	    skip "env has no --default-signal"
	interrupt INT
	assert_equal "$status" 130
	[ -s st ]
	resume 2
}

@test "a damaged state, or one of another game, is refused" {
	printf 'mm-solve optimal state 1\ngame 4 6 0 codes 1296 slot 24 order 0x1020304\n0 sets\nsum 0000000000000000\n' >st
	run mm-solve --tree -t optimal -p 4 -c 6 --state st
	assert_success
	[ ! -e st ]
	printf 'mm-solve optimal state 1\ngame 4 6 0 codes 1296 slot 24 order 0x1020304\n0 sets\nsum 0000000000000001\n' >st
	fails 2 "mm-solve: st: a damaged state: remove it to search from the start" \
	    mm-solve --tree -t optimal -p 4 -c 6 --state st
	fails 2 "mm-solve: st: the state of another game: remove it to search from the start" \
	    mm-solve --tree -t optimal -p 4 -c 5 --state st
	echo hello >st
	fails 2 "mm-solve: st: not a state of mm-solve -t optimal: remove it to search from the start" \
	    mm-solve --next -t optimal --state st </dev/null
	misuse "mm-solve: --state goes with -t optimal" \
	    mm-solve --tree --state st
}
