#!/usr/bin/env bash
# Records: mm-solve -t lookahead beside the best published totals of the
# heuristics, game by game; with -o, the exact optima of the games whose
# search ends in minutes.
#
# The grid: every game of 3 to 8 pegs and 1000 to 1048576 codes in the
# table of mikemag/Mastermind, which plays Knuth's minimax, the most
# parts, the expected size and the entropy over every secret, each from
# its best first guess, on a GPU. For each game: the best of the four
# published totals (and the heuristic of it), our total over every
# secret, the difference, our worst game, and the time it took. Our
# total is proved apart from the strategy: lookahead plays every secret
# at once by writing its tree, each decision made once for all the
# secrets that reach it, and every secret is then replayed from the
# tree by the tree's own reader; the replayed total is ours. With
# --selfplay, lookahead also plays every secret itself, as mm-solve
# --selfplay does, and its total must be the replayed one.
#
# usage: bench/records.sh [-q] [-j THREADS] [-n CODES] [--progress]
#            [--selfplay] [ROW...]
#        bench/records.sh -l        (the rows and their published totals)
#        bench/records.sh -o [-j THREADS] [-n CODES] [GAME...]
#   ROW       a game by name, PxC: 5x8 is 5 pegs of 8 colours; every
#             row by default, from the smallest game to the largest
#   -n CODES  only the rows, or games, of at most CODES codes
#   -j        the threads of mm-solve (default 2)
#   -q        quick: -t entropy in place of -t lookahead, which checks
#             the script in a fraction of the time; the totals are then
#             entropy's
#   --progress  passed to mm-solve, which then shows the progress of
#             each run on standard error
#   --selfplay  self-play over every secret too, its total checked
#             against the replayed one (which doubles the time)
#   -o        the exact optima (below) of each GAME, PxC; by default of
#             the games bench/README.md lists under "Records": every
#             game of 2 pegs (2 to 62 colours), 3 pegs of 2 to 7
#             colours, 4 of 2 to 5, 5 of 2 to 4, 6 of 2 to 4 and 7 of 2
# Commands from PATH:
#   tree       mm-gen --all -p P -c C >all
#              mm-solve --tree -t lookahead -j J -p P -c C >tree
#   proof      mm-solve --selfplay --summary -t tree:tree -p P -c C all
#   self-play  mm-solve --selfplay --summary -t lookahead -j J -p P -c C all
# The grid ends with the rows below the published best, those not, and
# the wall and processor time of the whole.
#
# The optima: the search, timed by /usr/bin/time (wall, user and
# system time, peak memory), writes the tree; self-play of -t optimal
# gives the search's total, worst game and average; every secret
# replayed from the tree gives the replayed total. Then the least worst
# game: the search again with -m W for W = worst - 1, worst - 2, ...
# until it finds no strategy; the least W that it finds one for, the
# total of that tree replayed, and the wall time of that search.
#   search     mm-solve --tree -t optimal -j J -p P -c C >tree
#   total      mm-solve --selfplay --summary -t optimal -j J -p P -c C all
#   proof      mm-solve --selfplay --summary -t tree:tree -p P -c C all
#   worst      mm-solve --tree -t optimal -m W -j J -p P -c C >tree
# The status is 1 if a replayed total differs from its self-play's, a
# tree of -m W needs more than W guesses, or a run fails.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=bench/timing.sh
. "$here/timing.sh"

# The published totals over every secret, from mikemag/Mastermind at
# commit 204b2e9 (January 2025), the files results/2023_4090/*.json
# named above each group (its README.md tabulates the same runs as
# averages): of each game, the least "Total Turns" of its four runs
# (Knuth, Most Parts, Expected Size, Entropy), the "Max Turns" of that
# run, and the strategy of that run by mm-solve's name (minimax, parts,
# expected, entropy).
# game  codes    total  worst  heuristic
rows="
# mastermind_run_stats_20231014_014150_aa_3p_2-15c.json
3x10    1000     5309   7      entropy
3x11    1331     7512   7      entropy
3x12    1728    10254   8      entropy
3x13    2197    13800   8      entropy
3x14    2744    18044   8      entropy
3x15    3375    23117   9      entropy
# mastermind_run_stats_20231014_014442_aa_4p_2-15c.json
4x6     1296     5668   6      parts
4x7     2401    11374   6      entropy
4x8     4096    20695   7      entropy
4x9     6561    34940   7      entropy
4x10   10000    56225   8      entropy
4x11   14641    86550   8      entropy
4x12   20736   128188   8      entropy
4x13   28561   184094   9      entropy
4x14   38416   257897   9      entropy
4x15   50625   353108   9      entropy
# mastermind_run_stats_20231014_014840_aa_5p_2-15c.json
5x4     1024     3973   5      parts
5x5     3125    13598   6      entropy,parts
5x6     7776    37104   7      entropy
5x7    16807    86412   7      entropy
5x8    32768   179751   7      entropy
5x9    59049   342916   8      entropy
5x10  100000   610748   8      entropy
5x11  161051  1027877   9      entropy
5x12  248832  1654412   9      entropy
5x13  371293  2563941  10      entropy
5x14  537824  3846773  10      entropy
5x15  759375  5617055  11      entropy
# mastermind_run_stats_20231014_015547_aa_6p_2-15c.json
6x4     4096    17444   6      entropy
6x5    15625    74506   7      entropy
6x6    46656   242481   7      entropy
6x7   117649   658296   8      entropy
6x8   262144  1560667   8      entropy
6x9   531441  3339961   9      entropy
6x10 1000000  6597143   9      entropy
# mastermind_run_stats_20231014_040628_aa_7p_2-11c.json
7x3     2187     8794   6      parts
7x4    16384    76576   6      entropy
7x5    78125   407251   7      entropy
7x6   279936  1589047   8      entropy
7x7   823543  5013700   9      entropy
# mastermind_run_stats_20231014_022713_aa_8p_2-8c.json
8x3     6561    28774   6      entropy
8x4    65536   334959   7      entropy
8x5   390625  2224143   8      entropy
"

usage() {
	sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"
}

die() {
	echo "bench/records.sh: $1" >&2
	exit 2
}

# The rows, smallest game first: name codes total worst heuristic.
table() {
	grep -v '^#' <<<"$rows" | sort -k2,2n -k1,1
}

# Is the row $1 of $2 codes chosen by -n and the operands?
chosen() {
	local a
	[ -z "$maxcodes" ] || [ "$2" -le "$maxcodes" ] || return 1
	[ ${#names[@]} -gt 0 ] || return 0
	for a in "${names[@]}"; do
		[ "$1" != "$a" ] || return 0
	done
	return 1
}

# Every operand must name a row.
check_names() {
	local a
	for a in "${names[@]}"; do
		table | awk -v a="$a" '$1 == a { f = 1 } END { exit !f }' ||
		    die "no row '$a' (bench/records.sh -l lists them)"
	done
}

list_rows() {
	printf '%-6s %8s %10s %6s  %s\n' game codes published worst heuristic
	table | while read -r name codes total worst heur; do
		[ -n "$name" ] || continue
		printf '%-6s %8s %10s %6s  %s\n' "$name" "$codes" "$total" \
		    "$worst" "$heur"
	done
}

# The processor time of the children waited for so far, user and
# system, in milliseconds, into the variable named $1.
cputime() {
	local u s
	times >"$tmp/times"
	{ read -r _ _ && read -r u s; } <"$tmp/times"
	printf -v "$1" '%s' $(($(ms "$u") + $(ms "$s")))
}

# Milliseconds of a time as times writes it, 1m2.345s.
ms() {
	local m=${1%%m*} s=${1#*m}
	s=${s%s}
	echo $((10#$m * 60000 + 10#${s%.*} * 1000 + 10#${s#*.}))
}

# One row: the tree, the replay and, with --selfplay, the self-play, timed.
run_row() {
	local name=$1 codes=$2 total=$3 worst=$4 heur=$5
	local p=${name%x*} c=${name#*x} load t0 t1 t2 t3 c0 c1 c2 c3
	local ours ourworst played=- play=- pcpu=- diff=- ok=1
	load=$(cut -d' ' -f1 /proc/loadavg)
	mm-gen --all -p "$p" -c "$c" >"$tmp/all" </dev/null
	cputime c0
	stamp t0
	mm-solve --tree -t "$strategy" -j "$threads" "${progress[@]}" \
	    -p "$p" -c "$c" >"$tmp/tree" </dev/null || ok=
	stamp t1
	cputime c1
	mm-solve --selfplay --summary -t "tree:$tmp/tree" -p "$p" -c "$c" \
	    "$tmp/all" >"$tmp/replay" </dev/null || ok=
	stamp t2
	cputime c2
	if [ -n "$selfplay" ]; then
		mm-solve --selfplay --summary -t "$strategy" -j "$threads" \
		    "${progress[@]}" -p "$p" -c "$c" "$tmp/all" >"$tmp/sum" \
		    </dev/null || ok=
		stamp t3
		cputime c3
		played=$(summary_field total "$tmp/sum")
		play=$(secs $((t3 - t2)) 1000)
		pcpu=$(secs $((c3 - c2)) 1)
	fi
	ours=$(summary_field total "$tmp/replay")
	ourworst=$(summary_field worst "$tmp/replay")
	[ -z "$ours" ] || diff=$((ours - total))
	row_line "$name" "$codes" "$total" "$heur" "${ours:--}" "$diff" \
	    "${ourworst:--}" "$(secs $((t1 - t0)) 1000)" \
	    "$(secs $((c1 - c0)) 1)" "$(secs $((t2 - t1)) 1000)" \
	    "$play" "$pcpu" "${played:--}" "$load"
	if [ -z "$ok" ] || [ -z "$ours" ] || { [ -n "$selfplay" ] &&
	    [ "$played" != "$ours" ]; }; then
		echo "$name" >>"$tmp/differs"
	elif [ "$diff" -lt 0 ]; then
		echo "$name" >>"$tmp/below"
	else
		echo "$name" >>"$tmp/above"
	fi
}

# Seconds to two decimals of $1 units of 1/$2 ms: secs US 1000, secs MS 1.
secs() {
	awk -v n="$1" -v u="$2" 'BEGIN { printf "%.2f\n", n / u / 1000 }'
}

# A line of the table.
row_line() {
	printf '%-6s %8s %9s %-13s %9s %8s %5s %8s %8s %7s %8s %8s %9s %5s\n' \
	    "$@"
}

# The rows named in the file $2 after the words $1, on one line.
names_in() {
	local l
	mapfile -t l <"$2"
	echo "$1 (${#l[@]}):${l[*]:+ ${l[*]}}"
}

# The games of -o by default.
optima_games() {
	local c
	for c in {2..62}; do echo "2x$c"; done
	echo 3x2 3x3 3x4 3x5 3x6 3x7 4x2 4x3 4x4 4x5 5x2 5x3 5x4 6x2 6x3 6x4 7x2 |
	    tr ' ' '\n'
}

# Run mm-solve --tree -t optimal with the options given, the tree to
# $tmp/tree, timed by /usr/bin/time into $tmp/time: wall, user, system
# seconds and peak kilobytes on its last line. Its status is mm-solve's.
timed_search() {
	/usr/bin/time -f '%e %U %S %M' -o "$tmp/time" \
	    mm-solve --tree -t optimal -j "$threads" "${progress[@]}" "$@" \
	    >"$tmp/tree" </dev/null
}

# The summary of every secret of $tmp/all played from $tmp/tree, into
# $tmp/replay; the game's options follow.
replay() {
	mm-solve --selfplay --summary -t "tree:$tmp/tree" "$@" "$tmp/all" \
	    >"$tmp/replay" </dev/null
}

# A line of the table of optima.
optimum_line() {
	printf '%-5s %5s %7s %5s %7s %8s %8s %8s %7s  %3s %7s %8s\n' "$@"
}

# One game of -o: the search, its total proved, then the least worst.
run_optimum() {
	local name=$1 p=${1%x*} c=${1#*x} ok=1 rc w wall user sys peak
	local total worst average replayed least ltotal lwall
	mm-gen --all -p "$p" -c "$c" >"$tmp/all" </dev/null
	timed_search -p "$p" -c "$c" || ok=
	read -r wall user sys peak < <(tail -n 1 "$tmp/time")
	mm-solve --selfplay --summary -t optimal -j "$threads" -p "$p" -c "$c" \
	    "$tmp/all" >"$tmp/sum" </dev/null || ok=
	replay -p "$p" -c "$c" || ok=
	total=$(summary_field total "$tmp/sum")
	worst=$(summary_field worst "$tmp/sum")
	average=$(summary_field average "$tmp/sum")
	replayed=$(summary_field total "$tmp/replay")
	if [ -z "$ok" ] || [ -z "$total" ] || [ "$total" != "$replayed" ]; then
		echo "$name" >>"$tmp/differs"
		optimum_line "$name" "$((c ** p))" "${total:--}" "${worst:--}" \
		    "${average:--}" "${replayed:--}" - - - - - -
		return 0
	fi
	least=$worst ltotal=$total lwall=-
	for ((w = worst - 1; w >= 1; w--)); do
		rc=0
		timed_search -m "$w" -p "$p" -c "$c" 2>/dev/null || rc=$?
		[ "$rc" != 1 ] || break
		if [ "$rc" != 0 ] || ! replay -p "$p" -c "$c" ||
		    [ "$(summary_field worst "$tmp/replay")" -gt "$w" ]; then
			echo "$name -m $w" >>"$tmp/differs"
			break
		fi
		least=$w
		ltotal=$(summary_field total "$tmp/replay")
		lwall=$(tail -n 1 "$tmp/time" | cut -d' ' -f1)
	done
	optimum_line "$name" "$((c ** p))" "$total" "$worst" "$average" \
	    "$replayed" "$wall" "$(awk -v u="$user" -v s="$sys" \
	    'BEGIN { printf "%.2f", u + s }')" "$peak" "$least" "$ltotal" "$lwall"
}

# Every game of -o, and the end of the report.
optima() {
	local name p c
	[ -x /usr/bin/time ] || die "-o needs /usr/bin/time (Debian's time)"
	[ ${#names[@]} -gt 0 ] || mapfile -t names < <(optima_games)
	for name in "${names[@]}"; do
		[[ $name =~ ^[1-9][0-9]*x[1-9][0-9]*$ ]] ||
		    die "a game is PxC, as 4x5, not '$name'"
	done
	bench_header "mm-solve -t optimal"
	echo "total, worst, average: self-play of -t optimal over every secret;"
	echo "replayed: the total of every secret played from the tree written; wall"
	echo "and cpu (user and system) seconds and peak kB of the search; -m: the"
	echo "least worst game, and the total and wall seconds of the search for it"
	echo "(- when it is the worst game of the optimum)"
	optimum_line game codes total worst average replayed wall cpu kB -m total wall
	for name in "${names[@]}"; do
		p=${name%x*} c=${name#*x}
		[ -z "$maxcodes" ] || [ $((c ** p)) -le "$maxcodes" ] || continue
		run_optimum "$name"
	done
	if [ -s "$tmp/differs" ]; then
		names_in "failed, or the replayed total differs" "$tmp/differs"
		exit 1
	fi
}

strategy=lookahead
threads=2
maxcodes=
progress=()
selfplay=
names=()
mode=grid
while [ $# -gt 0 ]; do
	case $1 in
	-l) list_rows; exit 0 ;;
	-o) mode=optima ;;
	-h | --help) usage; exit 0 ;;
	-q) strategy=entropy ;;
	-j | -n)
		[ $# -gt 1 ] || die "$1 takes a value"
		[[ $2 =~ ^[1-9][0-9]*$ ]] || die "$1 takes a number, not '$2'"
		if [ "$1" = -j ]; then threads=$2; else maxcodes=$2; fi
		shift ;;
	--progress) progress=(--progress) ;;
	--selfplay) selfplay=1 ;;
	-*) usage >&2; die "bad option $1" ;;
	*) names+=("$1") ;;
	esac
	shift
done
: >"$tmp/below"
: >"$tmp/above"
: >"$tmp/differs"
if [ "$mode" = optima ]; then
	[ "$strategy" = lookahead ] || die "-q goes with the grid only"
	optima
	exit 0
fi
check_names

bench_header "mm-solve -t $strategy beside the published best of four heuristics"
echo "published: github.com/mikemag/Mastermind, results/2023_4090 (the best of"
echo "minimax, parts, expected and entropy over every secret, each from its best"
echo "first guess); ours, worst: every secret replayed from the tree of ours;"
echo "diff: ours - published; seconds of writing the tree (tree: wall, cpu: user"
echo "and system) and of the replay (wall); with --selfplay, of self-play (play,"
echo "cpu) and its total (played); load: the 1-minute load average before the row"
row_line game codes published by ours diff worst tree cpu replay play cpu \
    played load
cputime c0
stamp t0
table | while read -r name codes total worst heur; do
	if [ -n "$name" ] && chosen "$name" "$codes"; then
		run_row "$name" "$codes" "$total" "$worst" "$heur"
	fi
done
stamp t1
cputime c1
names_in "below the published best" "$tmp/below"
names_in "not below" "$tmp/above"
echo "the whole: $(secs $((t1 - t0)) 1000) s of wall time," \
    "$(secs $((c1 - c0)) 1) s of processor time"
if [ -s "$tmp/differs" ]; then
	names_in "failed, or the replayed total differs" "$tmp/differs"
	exit 1
fi
