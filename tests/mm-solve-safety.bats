#!/usr/bin/env bats
# Long runs lose nothing and trust nothing they did not check: a state
# kept until the tree is written, saved whole whatever the signals, its
# path checked first; a state, a shard or a tree file made to mislead
# refused.

load common

# Each test works in a folder of its own, where only its files are.
setup() {
	mkdir "$BATS_TEST_TMPDIR/w"
	cd "$BATS_TEST_TMPDIR/w" || exit 1
	asuser=()
	solve=mm-solve
}

# A test of what a user may not write: as root, who writes anywhere,
# its mm-solve runs as nobody (setpriv, of util-linux), copied into the
# folder, which nobody is given; gcov's counts, in a coverage build, go
# to a folder in it.
unprivileged() {
	[ "$(id -u)" -eq 0 ] || return 0
	command -v setpriv >/dev/null ||
	    skip "root writes anywhere, and setpriv is not here to drop that"
	[ -z "${MM_VALGRIND-}" ] || skip "mm-solve is run through valgrind"
	cp "$(command -v mm-solve)" ./mm-solve
	chown nobody .
	asuser=(setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)"
	    --clear-groups env GCOV_PREFIX=gcov)
	solve=./mm-solve
}

# The tree of a search of 4 pegs of 6 colours, from no state, in single.
single46() {
	mm-solve --tree -t optimal -p 4 -c 6 >single
}

# A state st that mm-solve takes up: it searches on from it, removes
# it and writes the tree of a search from the start, in $1.
takes_up46() {
	run mm-solve --tree -t optimal -p 4 -c 6 --state st
	assert_success
	[ ! -e st ]
	assert_equal "$output" "$(cat "$1")"
}

@test "a tree written to a full disk keeps the finished search, and says so" {
	[ -w /dev/full ] || skip "no /dev/full"
	single46
	run --separate-stderr sh -c \
	    'mm-solve --tree -t optimal -p 4 -c 6 --state st >/dev/full'
	assert_failure 2
	assert_equal "$stderr" "mm-solve: write error: No space left on device
mm-solve: the finished search is kept in st"
	assert_equal "$(head -1 st)" "mm-solve optimal state 1"
	takes_up46 single
}

@test "a tree cut short by a closed pipe keeps the finished search" {
	mm-solve --tree=dot -t optimal -p 4 -c 6 >single.dot
	[ "$(wc -c <single.dot)" -gt 70000 ]
	run --separate-stderr bash -c 'mm-solve --tree=dot -t optimal -p 4 \
	    -c 6 --state st | head -1; exit ${PIPESTATUS[0]}'
	assert_failure 141
	assert_output "digraph strategy {"
	assert_equal "$stderr" ""
	assert_equal "$(head -1 st)" "mm-solve optimal state 1"
	run mm-solve --tree=dot -t optimal -p 4 -c 6 --state st
	assert_success
	[ ! -e st ]
	assert_equal "$output" "$(cat single.dot)"
}

@test "a shard written to a full disk keeps its finished jobs" {
	[ -w /dev/full ] || skip "no /dev/full"
	mm-solve --tree -t optimal -p 4 -c 6 --shard 1/2 >shard
	run --separate-stderr sh -c 'mm-solve --tree -t optimal -p 4 -c 6 \
	    --shard 1/2 --state st >/dev/full'
	assert_failure 2
	assert_equal "$stderr" "mm-solve: write error: No space left on device
mm-solve: the finished search is kept in st"
	run mm-solve --tree -t optimal -p 4 -c 6 --shard 1/2 --state st
	assert_success
	[ ! -e st ]
	assert_equal "$output" "$(cat shard)"
}

@test "a state where none can be saved is refused before the search" {
	touch f
	fails 2 "mm-solve: f/st: cannot save the search there: Not a directory" \
	    mm-solve --tree -t optimal -p 4 -c 6 --state f/st
	fails 2 "mm-solve: nodir/st: cannot save the search there: No such file or directory" \
	    mm-solve --tree -t optimal -p 4 -c 6 --state nodir/st
	mkdir d
	fails 2 "mm-solve: d: not a regular file" \
	    mm-solve --tree -t optimal -p 4 -c 6 --state d
	assert_equal "$(ls -A)" "d
f"
}

@test "a state in a directory that cannot be written is refused before the search" {
	unprivileged
	mkdir d
	chmod 555 d
	run --separate-stderr "${asuser[@]}" "$solve" --tree -t optimal -p 4 \
	    -c 6 --state d/st
	chmod 755 d
	assert_failure 2
	assert_output ""
	assert_equal "$stderr" \
	    "mm-solve: d/st: cannot save the search there: Permission denied"
}

# Start the search of 4 pegs of $2 colours on one thread with --state
# $1 in the background, with SIGINT caught when env can let it be, and
# wait until it shows its progress: it searches, its signals caught.
start() {
	local restore=()
	env --default-signal=INT true 2>/dev/null &&
	    restore=(env --default-signal=INT)
	ino=$(stat -c %i "$1" 2>/dev/null) || ino=
	"${restore[@]}" "${asuser[@]}" "$solve" --tree -t optimal -p 4 \
	    -c "$2" -j 1 --progress --state "$1" >tree 2>err &
	pid=$!
	waitfor "searched" err
}

# Whether the search of start on d/st is still going: no tree written,
# and d/st the file it was when the search started (none, or the same).
searching() {
	[ ! -s tree ] && [ "$(stat -c %i d/st 2>/dev/null)" = "$ino" ]
}

# What the search said on standard error but its progress.
said() {
	tr '\r' '\n' <err | grep -v -e '^mm-solve: optimal:' -e '^ *$'
}

# As root, the next test's case is the one after it, the folder of the
# state made a file.
@test "a finished search whose state cannot be removed writes its tree and warns" {
	local try
	[ "$(id -u)" -ne 0 ] || skip "root writes anywhere"
	# a search that finishes before its folder is closed, on a busy
	# machine, is run again
	for try in 1 2 3 4 5; do
		rm -rf d
		mkdir d
		start d/st 8
		kill -TERM "$pid"
		wait "$pid" || true
		[ -s d/st ] || continue
		start d/st 8
		meanwhile chmod 555 d && break
	done
	status=0
	wait "$pid" || status=$?
	chmod 755 d
	assert_equal "$status" 0
	assert_equal "$(said)" \
	    "mm-solve: d/st: cannot save the finished search: Permission denied
mm-solve: d/st: cannot remove the state of the finished search: Permission denied"
	mm-gen --all -c 8 | mm-solve --selfplay --summary -c 8 -t tree:tree \
	    >summary
	assert_equal "$(sed -n 1,2p summary)" "games: 4096
total: 20471"
}

# Stop the search of start, run the commands $@, and let it go on;
# status 1, the commands not run and the search waited for, when it had
# finished before it could be stopped.
meanwhile() {
	kill -STOP "$pid"
	if ! searching; then
		kill -CONT "$pid"
		wait "$pid" || true
		return 1
	fi
	"$@"
	kill -CONT "$pid"
}

# Start the search on d/st and run the commands $@ while it searches,
# as meanwhile, again from the start if it finished first.
during() {
	local try
	for try in 1 2 3 4 5; do
		rm -rf d d.gone err tree
		mkdir d
		start d/st 8
		meanwhile "$@" && return 0
	done
	return 1
}

@test "a state that can no longer be saved or removed: the tree all the same, or status 2" {
	# its folder made a file: no file can be made beside the state
	during eval 'mv d d.gone && touch d'
	status=0
	wait "$pid" || status=$?
	assert_equal "$status" 0
	assert_equal "$(said)" \
	    "mm-solve: d/st: cannot save the finished search: Not a directory
mm-solve: d/st: cannot remove the state of the finished search: Not a directory"
	mm-gen --all -c 8 | mm-solve --selfplay --summary -c 8 -t tree:tree \
	    >summary
	assert_equal "$(sed -n 1,2p summary)" "games: 4096
total: 20471"
	# a folder where the state goes: nothing can be renamed over it
	during mkdir -p d/st/x
	status=0
	wait "$pid" || status=$?
	assert_equal "$status" 0
	assert_equal "$(said)" \
	    "mm-solve: d/st: cannot save the finished search: Is a directory
mm-solve: d/st: cannot remove the state of the finished search: Is a directory"
	assert_equal "$(ls -A d)" "st"
	assert_equal "$(mm-solve --selfplay --summary -c 8 -t tree:tree \
	    < <(mm-gen --all -c 8) | sed -n 2p)" "total: 20471"
	# interrupted, the search is lost and says so
	# shellcheck disable=SC2016
	during eval 'mv d d.gone && touch d && kill -TERM "$pid"'
	status=0
	wait "$pid" || status=$?
	assert_equal "$status" 2
	assert_equal "$(said)" "mm-solve: d/st: cannot save the search: Not a directory"
	assert_equal "$(ls -A d.gone)" ""
}

@test "signals during the save of an interrupted search only say that it goes on" {
	local k sig=TERM code=143
	if env --default-signal=INT true 2>/dev/null; then
		sig=INT
		code=130
	fi
	start st 9
	kill "-$sig" "$pid"
	for ((k = 0; k < 300; k++)); do
		kill "-$sig" "$pid" 2>/dev/null || break
		sleep 0.001
	done
	status=0
	wait "$pid" || status=$?
	assert_equal "$status" "$code"
	assert_equal "$(said | tail -1)" \
	    "mm-solve: interrupted: the search so far is saved in st"
	assert_equal "$(said | sed '$d' |
	    grep -v -x 'mm-solve: still saving the search in st')" ""
	assert_equal "$(ls -A)" "err
st
tree"
	start st 9
	kill -TERM "$pid"
	status=0
	wait "$pid" || status=$?
	assert_equal "$status" 143
	assert_equal "$(said)" \
	    "mm-solve: interrupted: the search so far is saved in st"
}

@test "a save past the limit of file size fails whole, leaving nothing" {
	# its messages through a pipe, no file past the limit
	mkdir w
	mkfifo pipe
	cat pipe >err &
	(cd w && ulimit -f 1 && exec mm-solve --tree -t optimal -p 4 -c 8 \
	    -j 1 --progress --state st) >/dev/null 2>pipe &
	pid=$!
	waitfor "searched" err
	sleep 1		# a search of more than 1024 bytes to save
	kill -TERM "$pid"
	status=0
	wait "$pid" || status=$?
	assert_equal "$status" 2
	assert_equal "$(said)" \
	    "mm-solve: st: cannot save the search: File too large"
	assert_equal "$(ls -A w)" ""
}

@test "a state that is a FIFO is refused, not opened" {
	command -v mkfifo >/dev/null || skip "no mkfifo"
	mkfifo ff
	fails 2 "mm-solve: ff: not a regular file" \
	    timeout 20 mm-solve --tree -t optimal -p 4 -c 4 --state ff
}

@test "a state made to mislead gives an error, never a crash or another tree" {
	forge-state 4 6 0 all total 5625 AAAA >st
	fails 2 "mm-solve: st: a damaged state (its tree takes another total): remove it to search from the start" \
	    mm-solve --tree -t optimal -p 4 -c 6 --state st
	forge-state 4 6 0 all total 5625 AABC AABC/0,0 total 2000 AAAA >st
	fails 2 "mm-solve: st: a damaged state (a guess that does not split its set): remove it to search from the start" \
	    mm-solve --tree -t optimal -p 4 -c 6 --state st
	forge-state 4 6 0 all bound 1073741824 AAAA >st
	fails 2 "mm-solve: st: a damaged state (no tree without a limit): remove it to search from the start" \
	    mm-solve --tree -t optimal -p 4 -c 6 --state st
	forge-state 4 6 0 all total 3 AABB >st
	fails 2 "mm-solve: st: a damaged state: remove it to search from the start" \
	    mm-solve --tree -t optimal -p 4 -c 6 --state st
	forge-state 4 6 0 all total 5625 AABC >st
	single46
	takes_up46 single
}

@test "a state with more after its sum, or its count of sets written otherwise, is refused" {
	forge-state 4 6 0 all total 5625 AABC >good
	cp good st
	printf x >>st
	fails 2 "mm-solve: st: a damaged state: remove it to search from the start" \
	    mm-solve --tree -t optimal -p 4 -c 6 --state st
	cat good good >st
	fails 2 "mm-solve: st: a damaged state: remove it to search from the start" \
	    mm-solve --tree -t optimal -p 4 -c 6 --state st
	sed '3s/^1 sets$/01 sets/' good >st
	assert_equal "$(sed -n 3p st)" "01 sets"
	fails 2 "mm-solve: st: a damaged state: remove it to search from the start" \
	    mm-solve --tree -t optimal -p 4 -c 6 --state st
	cp good st
	single46
	takes_up46 single
}

@test "a tree file whose guess cannot split its codes is refused at its line" {
	single46
	sed 's/^AABC 0,0 -> .*/AABC 0,0 -> AAAA/' single >bad
	fails 2 "mm-solve: bad:2: guess 'AAAA' cannot split the 81 codes that fit the answers" \
	    mm-solve -t tree:bad -p 4 -c 6 --next <<<"AABC 0,0"
	sed 's/^AABC 0,0 DDEF 2,0 DEEE 2,0 -> FEEF$/AABC 0,0 DDEF 2,0 DEEE 2,0 -> FFEF/' \
	    single >bad
	run cmp -s single bad
	assert_failure
	fails 2 "mm-solve: bad:25: guess 'FFEF' where only 'FEEF' fits the answers" \
	    mm-solve -t tree:bad -p 4 -c 6 --next <<<"AABC 0,0"
}

# The shards of 4 pegs of 6 colours with options $1 in s1 and s2, the
# tree of a single search in single.
shards46() {
	local k
	for k in 1 2; do
		# shellcheck disable=SC2086
		mm-solve --tree -t optimal -p 4 -c 6 $1 --shard $k/2 >"s$k"
	done
	single46
}

# The shard $1 with the total of the job whose line starts "$2" made a
# bound $3, and its tree left out.
forge_bound() {
	awk -v job="$2" -v v="$3" '
	/^job / { skip = 0 }
	index($0, job) == 1 {
		sub(/: total [0-9]+$/, ": at least " v)
		print
		skip = 1
		next
	}
	!skip' "$1"
}

@test "a false bound of a job is found at the join" {
	shards46
	cp s2 good
	forge_bound good "job 24/48 AABC 0,1 276:" 1379 >s2
	fails 2 "mm-solve: s2:1076: job 24 (AABC 0,1): at least 1379, but its total is 975" \
	    mm-solve --tree -t optimal -p 4 -c 6 --join s1 s2
	fails 2 "mm-solve: the jobs do not settle the first guess" \
	    mm-solve --tree -t optimal -p 4 -c 6 --join --trust-bounds s1 s2
	cp good s2
	run mm-solve --tree -t optimal -p 4 -c 6 --join s1 s2
	assert_success
	assert_equal "$output" "$(cat single)"
}

@test "a false bound of a sub-job's part is found at the join, or taken on trust" {
	local job parts
	shards46 "--split-above 100"
	job="job 238/786 AABC 0,1 276 BDDE"
	grep -q "^$job: total " s2
	cp s2 good
	# the answers to BDDE, a bound of 1 each, the last 5000
	parts=$(grep "^AABC 0,1 BDDE " good | cut -d' ' -f4 | grep -vx 4,0 |
	    sort -u | awk '{ p = p " " $1 " 1" } END {
	    sub(/ 1$/, " 5000", p); print p }')
	awk -v job="$job:" -v parts="$parts" '
	/^job / { skip = 0 }
	index($0, job) == 1 {
		v = $5 + split(parts, w, " ") / 2 - 1 + 5000
		print job " at least " v "; parts" parts
		skip = 1
		next
	}
	!skip' good >s2
	assert_equal "$(grep "^$job" s2)" "$job: at least 5288; parts 0,0 1 0,1 1 0,2 1 0,3 1 0,4 1 1,0 1 1,1 1 1,2 1 1,3 1 2,0 1 2,1 1 2,2 1 3,0 5000"
	fails 2 "mm-solve: s2:3441: job 238 (AABC 0,1 BDDE): part 3,0: at least 5000, but its total is 20" \
	    mm-solve --tree -t optimal -p 4 -c 6 --split-above 100 --join s1 s2
	run --separate-stderr mm-solve --tree -t optimal -p 4 -c 6 \
	    --split-above 100 --join --trust-bounds s1 s2
	assert_success
	assert_equal "$stderr" "mm-solve: --trust-bounds: $(cat s1 s2 |
	    grep -c 'at least') bounds of the shards taken unchecked"
	mm-gen --all -c 6 | mm-solve --selfplay --summary -c 6 \
	    -t tree:<(echo "$output") >summary
	assert_equal "$(sed -n 2p summary)" "total: 5626"
	cp good s2
	run mm-solve --tree -t optimal -p 4 -c 6 --split-above 100 --join s1 s2
	assert_success
	assert_equal "$output" "$(cat single)"
}

@test "the join refuses shards of another -m or --split-above, or none" {
	local k
	for k in 1 2; do
		mm-solve --tree -t optimal -p 4 -c 5 -m 5 --shard $k/2 >"m$k"
		mm-solve --tree -t optimal -p 4 -c 5 --shard $k/2 >"u$k"
	done
	assert_equal "$(head -1 m1)" "shard 1/2 format 2 game 4x5 m 5 split-above 1000 jobs 48 upper 2473"
	fails 2 "mm-solve: m1:1: a shard of game 4x5 m 5 split-above 1000 jobs 48 upper 2473, not game 4x5 m none split-above 1000 jobs 48 upper 2473: of another game, -m or --split-above" \
	    mm-solve --tree -t optimal -p 4 -c 5 --join m1 m2
	fails 2 "mm-solve: u2:1: a shard of game 4x5 m none split-above 1000 jobs 48 upper 2473, not game 4x5 m 5 split-above 1000 jobs 48 upper 2473: of another game, -m or --split-above" \
	    mm-solve --tree -t optimal -p 4 -c 5 -m 5 --join m1 u2
	fails 2 "mm-solve: u1:1: a shard of game 4x5 m none split-above 1000 jobs 48 upper 2473, not game 4x5 m none split-above 100 jobs 266 upper 2473: of another game, -m or --split-above" \
	    mm-solve --tree -t optimal -p 4 -c 5 --split-above 100 --join u1 u2
	sed 1d m1 >h1
	fails 2 "mm-solve: h1:1: malformed shard line: expected 'shard K/N ...', 1 <= K <= N" \
	    mm-solve --tree -t optimal -p 4 -c 5 --join h1 m2
	: >e1
	fails 2 "mm-solve: e1: no shard in the file" \
	    mm-solve --tree -t optimal -p 4 -c 5 --join e1 u1 u2
	sed '1s/format 2/format 1/' u1 >v1
	fails 2 "mm-solve: v1:1: a shard of another version of mm-solve: make it again" \
	    mm-solve --tree -t optimal -p 4 -c 5 --join v1 u2
	sed '1s/^\(shard 1\/2\) .*/\1 jobs 48 upper 2473/' u1 >v1
	fails 2 "mm-solve: v1:1: a shard of another version of mm-solve: make it again" \
	    mm-solve --tree -t optimal -p 4 -c 5 --join v1 u2
}

@test "the join reads numbers strictly: no sign, no overflow, one space" {
	local n bad
	mm-solve --tree -t optimal -p 4 -c 5 --shard 1/2 >s1
	n=$(grep -n -m1 "^job " s1 | cut -d: -f1)
	for bad in "-5" "4294967296" "+5" "05" "5x"; do
		sed "${n}s/total [0-9]*\$/total $bad/" s1 >b1
		fails 2 "mm-solve: b1:$n: malformed job line: the value is no number of 0 to 4294967295" \
		    mm-solve --tree -t optimal -p 4 -c 5 --join b1
	done
	sed "${n}s/ /\t/" s1 >b1
	fails 2 "mm-solve: b1:$n: a tab where one space belongs" \
	    mm-solve --tree -t optimal -p 4 -c 5 --join b1
	sed "s/^shard 1\/2/shard 3\/2/" s1 >b1
	fails 2 "mm-solve: b1:1: malformed shard line: expected 'shard K/N ...', 1 <= K <= N" \
	    mm-solve --tree -t optimal -p 4 -c 5 --join b1
	misuse "mm-solve: --trust-bounds goes with --join" \
	    mm-solve --tree -t optimal -p 4 -c 5 --trust-bounds
}

# Join the shards of 4x5 by --split-above 100, b1 in place of the first.
join45() {
	mm-solve --tree -t optimal -p 4 -c 5 --split-above 100 --join b1 p2
}

@test "the join refuses a job line of another game, or with false bounds of its parts" {
	local job parts line k
	for k in 1 2; do
		mm-solve --tree -t optimal -p 4 -c 5 --split-above 100 \
		    --shard $k/2 >"p$k"
	done
	job="job 3/266 AAAB 0,1 138"
	parts="0,1 69 1,0 45 0,2 39 1,1 69 2,0 24 0,3 12 1,2 22 2,1 7 3,0 1 0,4 1 1,3 1"
	line=$(grep -n -F "$job ACDC: at least 443; parts 0,0 14 $parts 2,2 1" p1)
	assert_equal "${line%%:*}" 85
	while IFS='|' read -r new message; do
		awk -v n=85 -v new="$new" 'NR == n { print new; next } 1' p1 >b1
		fails 2 "mm-solve: b1:85: $message" join45
	done <<-EOF
		$job ACDC: at least 443; parts 9,9 14 $parts 2,2 1|job 3 (AAAB 0,1 ACDC): part 9,9 is no answer to its second guess, or given again, or of no bound
		$job ACDC: at least 443; parts 4,0 14 $parts 2,2 1|job 3 (AAAB 0,1 ACDC): part 4,0 is no answer to its second guess, or given again, or of no bound
		$job ACDC: at least 443; parts 0,0 7 0,0 7 $parts 2,2 1|job 3 (AAAB 0,1 ACDC): part 0,0 is no answer to its second guess, or given again, or of no bound
		$job ACDC: at least 443; parts 0,0 0 $parts 2,2 15|job 3 (AAAB 0,1 ACDC): part 0,0 is no answer to its second guess, or given again, or of no bound
		$job ACDC: at least 443; parts 0,0 4294967295 $parts 2,2 1|job 3 (AAAB 0,1 ACDC): part 0,0: at least 4294967295, more than any total
		$job ACDC: at least 443; parts 0,0 15 $parts|job 3 (AAAB 0,1 ACDC): the bounds of its parts are not those of its second guess
		$job ACDC: at least 4294967295|job 3 (AAAB 0,1 ACDC): at least 4294967295, more than any total
		$job ACDC: at least 5|job 3 (AAAB 0,1 ACDC): at least 5, but the job asks for a total below 443
		$job ZZZZ: at least 443; parts 0,0 14 $parts 2,2 1|job 3 is AAAB 0,1 ACDC of 138 codes, not AAAB 0,1 ZZZZ of 138: a shard of another game
		job 3/266 AAAZ 0,1 138 ACDC: at least 443|job 3 is AAAB 0,1 ACDC of 138 codes, not AAAZ 0,1 ACDC of 138: a shard of another game
		job 3/266 AAAB 9,1 138 ACDC: at least 443|job 3 is AAAB 0,1 ACDC of 138 codes, not AAAB 9,1 ACDC of 138: a shard of another game
		job 3/266 AAAB 0,1 139 ACDC: at least 443|job 3 is AAAB 0,1 ACDC of 138 codes, not AAAB 0,1 ACDC of 139: a shard of another game
		$job: at least 443|job 3 is AAAB 0,1 ACDC of 138 codes, not AAAB 0,1 of 138: a shard of another game
		job 3/267 AAAB 0,1 138 ACDC: at least 443|job 3 of 267: this game has 266 jobs
		job 0/266 AAAB 0,1 138 ACDC: at least 443|job 0 of 266: this game has 266 jobs
	EOF
	# a job of a bound has no tree
	sed '85a AAAB 0,1 -> ACDC' p1 >b1
	fails 2 "mm-solve: b1:86: a line of a tree with no job's total before it" \
	    join45
	cp p1 b1
	run join45
	assert_success
}

@test "the join refuses a line of a tree out of its place, or a file it cannot read" {
	mm-solve --tree -t optimal -p 4 -c 5 --shard 1/2 >s1
	mm-solve --tree -t optimal -p 4 -c 5 --shard 2/2 >s2
	assert_equal "$(sed -n 2,4p s1)" "$(printf '%s\n' \
	    'job 1/48 AAAB 0,0 81: total 246' 'AAAB 0,0 -> CCDE' \
	    'AAAB 0,0 CCDE 1,0 -> DDDD')"
	sed '1a AAAB 0,0 -> CCDE' s1 >b1
	fails 2 "mm-solve: b1:2: a line of a tree with no job's total before it" \
	    mm-solve --tree -t optimal -p 4 -c 5 --join b1 s2
	sed '3s/.*/AAAB 1,0 -> CCDE/' s1 >b1
	fails 2 "mm-solve: b1:3: a line of another job's tree than job 1 (AAAB 0,0)" \
	    mm-solve --tree -t optimal -p 4 -c 5 --join b1 s2
	sed '3s/.*/AAAB 0,0 -> CCDZ/' s1 >b1
	fails 2 "mm-solve: b1:3: 'CCDZ': 'Z' is not a colour of A-E" \
	    mm-solve --tree -t optimal -p 4 -c 5 --join b1 s2
	fails 2 "mm-solve: none: No such file or directory" \
	    mm-solve --tree -t optimal -p 4 -c 5 --join s1 none
	run mm-solve --tree -t optimal -p 4 -c 5 --join s1 s2
	assert_success
	assert_line --index 0 "-> AABC"
}
