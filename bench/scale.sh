#!/usr/bin/env bash
# mm-solve's heuristics as the game grows, beside a graphics card: row
# by row, self-play over every secret on two threads,
#   mm-gen --all -p P -c C |
#       mm-solve --selfplay --summary -t S -j 2 -p P -c C
# (mm-solve choosing every guess, the first too, by its rule): our wall
# time (the median of the runs), total of guesses, worst game and peak
# memory (the maximum resident set of mm-solve, from /usr/bin/time -v,
# in a run before the timed ones), beside the time and total of the
# published runs of a CUDA solver on an RTX 4090, and the ratio ours /
# theirs. Then the growth of the cost: for each heuristic, the slope of
# log(seconds) against log(codes) by least squares over the rows timed,
# ours and theirs on the same rows.
#
# usage: bench/scale.sh [-r RUNS] [-t HEURISTIC[,...]] [-o PLOT] [--all]
#                       [ROW...]
#        bench/scale.sh -l           (the rows and the published figures)
#   -r RUNS   the median of RUNS timed runs (default 3)
#   -t        minimax, parts, expected, entropy, or several, comma
#             separated (default all four)
#   -o PLOT   also draw the times on log-log axes into the PNG file PLOT,
#             with gnuplot
#   --all     every row of the table (by default the rows up to 6x8)
#   ROW       PxC, P pegs of C colours, in the table or not
# A row of more codes than the heuristics play is listed as refused.
# Commands from PATH.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=bench/timing.sh
. "$here/timing.sh"

heuristics="minimax parts expected entropy"
rows="5x8 6x6 6x8"
allrows="5x8 6x6 6x8 7x6 6x9 7x7 6x10 8x6 7x8 8x7 8x8"

# The published runs: github.com/mikemag/Mastermind, SolverCUDA on an
# NVIDIA GeForce RTX 4090 beside an i9-13900K (its results/README.md),
# each game played from the first guess it found best, "Elapsed (s)" and
# "Total Turns" of each run; its strategies Knuth, Most Parts, Expected
# Size and Entropy are our minimax, parts, expected and entropy.
# row  heuristic seconds    total
published="
# results/2023_4090/mastermind_run_stats_20231014_014840_aa_5p_2-15c.json
5x8  minimax   0.017743   183775
5x8  parts     0.017499   181834
5x8  expected  0.017493   180215
5x8  entropy   0.018183   179751
# results/2023_4090/mastermind_run_stats_20231014_015547_aa_6p_2-15c.json
6x6  minimax   0.028663   248146
6x6  parts     0.026429   244179
6x6  expected  0.027374   243157
6x6  entropy   0.027657   242481
6x8  minimax   0.407308   1595582
6x8  parts     0.401751   1580082
6x8  expected  0.404177   1562640
6x8  entropy   0.417924   1560667
6x9  minimax   1.384863   3416564
6x9  parts     1.367393   3396961
6x9  expected  1.203482   3435784
6x9  entropy   1.734420   3339961
6x10 minimax   3.966802   6737187
6x10 parts     2.934433   6743303
6x10 expected  3.709809   6871245
6x10 entropy   4.457498   6597143
# results/2023_4090/mastermind_run_stats_20231014_040628_aa_7p_2-11c.json
7x6  minimax   0.437697   1624868
7x6  parts     0.421219   1602722
7x6  expected  0.454814   1593267
7x6  entropy   0.464370   1589047
7x7  minimax   2.785970   5124234
7x7  parts     2.301692   5073674
7x7  expected  2.221696   5104162
7x7  entropy   2.980238   5013700
7x8  minimax   15.529361  13862218
7x8  parts     11.800155  13741851
7x8  expected  10.851463  13972113
7x8  entropy   14.535522  13560292
# results/2023_4090/mastermind_run_stats_20231014_022713_aa_8p_2-8c.json
8x6  minimax   14.886560  10658126
8x6  parts     12.378744  10540468
8x6  expected  12.886642  10644968
8x6  entropy   15.140653  10405318
8x7  minimax   141.475250 39086516
8x7  parts     127.749855 38827800
8x7  expected  184.254272 39605536
8x7  entropy   146.537827 38221315
8x8  minimax   959.757629 120477136
8x8  parts     844.263062 120031735
8x8  expected  1538.505005 122344925
8x8  entropy   1019.808655 117893499
"

usage() {
	sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"
}

die() {
	echo "bench/scale.sh: $1" >&2
	exit 2
}

# The published seconds and total of row $1 and heuristic $2, or "- -".
theirs() {
	awk -v row="$1" -v h="$2" '$1 == row && $2 == h { print $3, $4; f = 1 }
	    END { if (!f) print "- -" }' <<<"$published"
}

# The codes of P pegs of C colours, C^P.
codes() {
	awk -v p="$1" -v c="$2" 'BEGIN { printf "%.0f\n", c ^ p }'
}

list_rows() {
	local row h sec total set
	printf '%-5s %8s %-8s %9s %9s  %s\n' row codes heur theirs total run
	for row in $allrows; do
		set=--all
		case " $rows " in *" $row "*) set=default ;; esac
		for h in $heuristics; do
			read -r sec total <<<"$(theirs "$row" "$h")"
			printf '%-5s %8s %-8s %9s %9s  %s\n' "$row" \
			    "$(codes "${row%x*}" "${row#*x}")" "$h" \
			    "$sec" "$total" "$set"
		done
	done
}

# The peak resident memory in megabytes that /usr/bin/time -v wrote to
# the file $1, or "-".
megabytes() {
	[ -s "$1" ] || { echo -; return; }
	awk -F': ' '/Maximum resident set size/ { kb = $2 }
	    END { if (kb == "") print "-"; else printf "%.1f\n", kb / 1024 }' "$1"
}

# Self-play over every secret of the row, mm-solve under /usr/bin/time
# -v writing to $tmp/rss where it is installed.
measured() {
	local time=()
	[ ! -x /usr/bin/time ] || time=(/usr/bin/time -v -o "$tmp/rss")
	mm-gen --all -p "$pegs" -c "$colors" |
	    "${time[@]}" mm-solve --selfplay --summary -t "$h" -j 2 \
	    -p "$pegs" -c "$colors"
}

# A line of the table: row, codes, heuristic, ours, total, worst, MB,
# theirs, their total, ratio.
row_line() {
	printf '%-5s %8s %-8s %9s %9s %5s %7s %9s %9s %7s\n' "$@"
}

# One heuristic on the row: a line of the table, and the point
# "heuristic codes ours theirs" in $tmp/points when ours is a time.
run_one() {
	local t total=- worst=- mb=- their their_total
	read -r their their_total <<<"$(theirs "$row" "$h")"
	rm -f "$tmp/rss"
	if measured </dev/null >"$tmp/sum" 2>"$tmp/err"; then
		total=$(summary_field total "$tmp/sum")
		worst=$(summary_field worst "$tmp/sum")
		mb=$(megabytes "$tmp/rss")
		t=$(timed "$runs" /dev/null allgames "$pegs" "$colors" "$h" 2)
	elif grep -q 'plays at most' "$tmp/err"; then
		t=refused
	else
		t=failed
	fi
	row_line "$row" "$n" "$h" "$t" "$total" "$worst" "$mb" \
	    "$their" "$their_total" "$(ratio "$t" "$their")"
	case $t in
	refused | failed) ;;
	*) echo "$h $n $t $their" >>"$tmp/points" ;;
	esac
}

# For each heuristic, the least-squares slope of log(seconds) against
# log(codes) over its points, ours and theirs on the rows both have.
growth() {
	local h
	echo "growth: the slope of log(seconds) against log(codes), least squares"
	printf '%-8s %6s %6s %5s\n' heur ours theirs rows
	for h in $chosen; do
		awk -v h="$h" '
		function slope(n, sx, sy, sxx, sxy, d) {
			d = n * sxx - sx * sx
			if (n < 2 || d == 0)
				return "-"
			return sprintf("%.2f", (n * sxy - sx * sy) / d)
		}
		$1 == h {
			x = log($2); y = log($3); n++
			sx += x; sy += y; sxx += x * x; sxy += x * y
			if ($4 + 0 > 0) {
				z = log($4); m++
				tx += x; ty += z; txx += x * x; txy += x * z
			}
		}
		END {
			theirs = m == n ? slope(m, tx, ty, txx, txy) : "-"
			printf "%-8s %6s %6s %5d\n", h, slope(n, sx, sy, sxx, sxy),
			    theirs, n
		}' "$tmp/points"
	done
}

# The times of $tmp/points on log-log axes, into the PNG file $1.
plot() {
	local h term=png cmd="" sep=""
	! gnuplot -e 'set terminal pngcairo' 2>/dev/null || term=pngcairo
	for h in $chosen; do
		awk -v h="$h" '$1 == h { print $2, $3, $4 }' "$tmp/points" \
		    >"$tmp/plot-$h"
		[ -s "$tmp/plot-$h" ] || continue
		cmd+="$sep'$tmp/plot-$h' using 1:2 with linespoints title '$h'"
		sep=", "
		awk '$3 + 0 > 0 { f = 1 } END { exit !f }' "$tmp/plot-$h" ||
		    continue
		cmd+=", '' using 1:(\$3 > 0 ? \$3 : NaN) with linespoints"
		cmd+=" dashtype 2 title '$h, RTX 4090'"
	done
	[ -n "$cmd" ] || { echo "no times to plot" >&2; return 0; }
	gnuplot <<-EOF
		set terminal $term size 800,600
		set output '$1'
		set logscale xy
		set xlabel 'codes'
		set ylabel 'seconds, self-play over every secret'
		set key left top
		plot $cmd
	EOF
}

runs=3
chosen=$heuristics
output=
all=
args=()
for a; do
	case $a in
	--all) all=1 ;;
	*) args+=("$a") ;;
	esac
done
set -- "${args[@]+"${args[@]}"}"
while getopts :r:t:o:lh opt; do
	case $opt in
	r) runs=$OPTARG ;;
	t) chosen=${OPTARG//,/ } ;;
	o) output=$OPTARG ;;
	l) list_rows; exit 0 ;;
	h) usage; exit 0 ;;
	:) die "-$OPTARG takes a value" ;;
	*) usage >&2; die "bad option -$OPTARG" ;;
	esac
done
shift $((OPTIND - 1))
[[ $runs =~ ^[1-9][0-9]*$ ]] || die "-r takes a number of runs, not '$runs'"
for h in $chosen; do
	case " $heuristics " in
	*" $h "*) ;;
	*) die "no heuristic '$h' (minimax, parts, expected, entropy)" ;;
	esac
done
[ -n "$chosen" ] || die "-t takes one heuristic or more"
for row; do
	[[ $row =~ ^[1-9][0-9]*x[1-9][0-9]*$ ]] ||
	    die "a row is PxC, pegs x colours, not '$row'"
done
[ $# -eq 0 ] || [ -z "$all" ] || die "give rows or --all, not both"
if [ -n "$output" ] && ! command -v gnuplot >/dev/null; then
	die "-o draws with gnuplot, which is not installed"
fi
[ -z "$all" ] || rows=$allrows
[ $# -eq 0 ] || rows="$*"

bench_header "mm-solve beside a graphics card"
echo "self-play over every secret, -j 2: wall seconds, the median of $runs runs;"
echo "MB: mm-solve's peak resident memory; theirs: the published CUDA solver"
echo "on an RTX 4090 (github.com/mikemag/Mastermind); ratio: ours / theirs"
row_line row codes heur ours total worst MB theirs total ratio
: >"$tmp/points"
for row in $rows; do
	pegs=${row%x*}
	colors=${row#*x}
	n=$(codes "$pegs" "$colors")
	for h in $chosen; do
		run_one
	done
done
growth
[ -z "$output" ] || plot "$output"
