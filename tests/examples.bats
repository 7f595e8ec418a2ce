#!/usr/bin/env bats

load common

setup() {
	examples="$BATS_TEST_DIRNAME/../examples"
}

@test "score-guesses.sh shows seed 002's board" {
	run sh "$examples/score-guesses.sh" AEBC
	assert_success
	assert_output "$(cat <<-EOF
		 1  ABCD  (1,2)
		 2  BCDE  (0,3)
		 3  CDEA  (0,3)
		 4  DEAF  (1,1)
		 5  ABDE  (1,2)
		 6  AEDC  (3,0)
		 7  AEBC  (4,0)
		solved in 7 guesses
	EOF
	)"
}

@test "shell-game.sh plays a game of mm-gen and mm-score" {
	secret=$(mm-gen -s 7)
	run bash "$examples/shell-game.sh" 7 <<-EOF
		AAAA
		ABC
		$secret
	EOF
	assert_success
	assert_line --index 0 "I have a code of 4 pegs. You have 10 tries."
	assert_line --index 1 "guess 1: $(mm-score "$secret" AAAA)"
	assert_line --index 2 "guess 2: 'ABC' has 3 pegs, not 4"
	assert_line --index 3 "guess 2: 4,0"
	assert_line --index 4 "solved in 2"
}

@test "shell-game.sh reveals the code when the guesses run out" {
	secret=$(mm-gen -s 8)
	run bash "$examples/shell-game.sh" 8 </dev/null
	assert_failure 1
	assert_output "$(printf 'I have a code of 4 pegs. You have 10 tries.\nguess 1: \nbye: the code was %s' "$secret")"
}

@test "score-guesses.sh scores a game of 5 pegs given by options" {
	printf '%s\n' AABBC HHHHH BCDAB ABBCD >"$BATS_TEST_TMPDIR/guesses"
	run sh "$examples/score-guesses.sh" -p 5 -c 8 ABBCD \
	    "$BATS_TEST_TMPDIR/guesses"
	assert_success
	assert_output "$(cat <<-EOF
		 1  AABBC  (2,2)
		 2  HHHHH  (0,0)
		 3  BCDAB  (0,5)
		 4  ABBCD  (5,0)
		solved in 4 guesses
	EOF
	)"
}

@test "score-guesses.sh scores a game of 3 pegs given by MM_PEGS, from stdin" {
	MM_PEGS=3 MM_COLORS=4 run sh "$examples/score-guesses.sh" CAB - <<-EOF
		AAA
		ABC
		DDD
		CAB
	EOF
	assert_success
	assert_output "$(cat <<-EOF
		 1  AAA  (1,0)
		 2  ABC  (0,3)
		 3  DDD  (0,0)
		 4  CAB  (3,0)
		solved in 4 guesses
	EOF
	)"
}

@test "compare-strategies.sh writes a CSV of each strategy on each game" {
	cd "$BATS_TEST_TMPDIR"
	run --separate-stderr bash "$examples/compare-strategies.sh" \
	    -o chart.png minimax entropy 2x3 3x4
	assert_success
	# every column but the seconds, which are wall time
	assert_equal "$(cut -d, -f 1-7 <<<"$output")" "$(cat <<-EOF
		strategy,pegs,colors,games,total,average,worst
		minimax,2,3,9,24,2.6667,4
		entropy,2,3,9,21,2.3333,3
		minimax,3,4,64,216,3.3750,4
		entropy,3,4,64,208,3.2500,4
	EOF
	)"
	run awk -F, 'NR > 1 && $8 !~ /^[0-9]+\.[0-9][0-9]$/' <<<"$output"
	assert_output ""
	run bash "$examples/compare-strategies.sh" minimax
	assert_failure 2
	assert_output "usage: compare-strategies.sh [-o CHART] STRATEGY... GAME..."
}

@test "compare-strategies.sh draws the games by guesses with gnuplot" {
	command -v gnuplot >/dev/null || skip "gnuplot is not installed"
	cd "$BATS_TEST_TMPDIR"
	run --separate-stderr bash "$examples/compare-strategies.sh" \
	    -o chart.png minimax expected entropy parts 2x3 3x4
	assert_success
	assert_equal "$stderr" "chart: chart.png"
	# a PNG of 800 by 720 pixels: a panel of 360 a game
	run bash -c 'od -An -tx1 -N24 chart.png | tr -d " \n"'
	assert_output "89504e470d0a1a0a0000000d49484452000003200000$(printf %04x 720)"
	[ "$(wc -c <chart.png)" -gt 10000 ]
	# the default name
	bash "$examples/compare-strategies.sh" minimax 2x2 >/dev/null 2>&1
	[ -s compare.png ]
}

@test "where-strategies-differ.sh shows where lookahead loses to the optimum" {
	cd "$BATS_TEST_TMPDIR"
	run --separate-stderr bash "$examples/where-strategies-differ.sh" -n 4 \
	    lookahead optimal 4x6
	assert_success
	assert_equal "$stderr" ""
	assert_output "$(cat <<-EOF
		4 pegs of 6 colours, every secret: lookahead 5631 guesses, optimal 5625, lookahead takes 6 more
		where their games first differ, 21 histories, the 4 of most difference:
		  more  codes lookahead optimal history
		     2    222 CDCB      BDCD    AABC 0,2
		     2     84 ABCD      ADAE    AABC 1,2
		     1    276 BDEE      BDDE    AABC 0,1
		     1     39 ACFE      CAEE    AABC 1,1 ADAE 1,1
		the difference by the guesses both made before their games differ:
		guesses   more
		      1      5
		      2      1
	EOF
	)"
	# every history listed: the differences add up to the whole, and
	# the codes of one are those mm-score finds answering its guesses
	run bash "$examples/where-strategies-differ.sh" -n 1000 lookahead \
	    optimal 4x6
	assert_success
	assert_line --index 1 "where their games first differ, 21 histories:"
	assert_equal "$(awk 'NR > 3 && $3 ~ /^[A-F]+$/' <<<"$output" | wc -l)" 21
	run awk 'NR > 3 && $3 ~ /^[A-F]+$/ { s += $1 } END { print s }' \
	    <<<"$output"
	assert_output 6
	run bash -c "mm-gen --all | sed 's/\$/ AABC/' | mm-score -b |
	    grep -c '^1,2\$'"
	assert_output 84
}

@test "where-strategies-differ.sh shows a few of many histories, and all its lines" {
	cd "$BATS_TEST_TMPDIR"
	# some 100 kB of histories, more than a pipe holds, of which one is shown
	run --separate-stderr bash "$examples/where-strategies-differ.sh" -n 1 \
	    first sweep 5x10
	assert_success
	assert_equal "$stderr" ""
	assert_equal "${#lines[@]}" 14
	assert_line --index 0 "5 pegs of 10 colours, every secret: first 916827 guesses, sweep 1105377, first takes 188550 fewer"
	assert_line --index 1 "where their games first differ, 996 histories, the 1 of most difference:"
	assert_line --index 5 "guesses   more"
	assert_line --index 13 "      9   -534"
	run awk 'NR > 6 { s += $2 } END { print s }' <<<"$output"
	assert_output -188550
}

@test "where-strategies-differ.sh on strategies that play alike, and its errors" {
	cd "$BATS_TEST_TMPDIR"
	run bash "$examples/where-strategies-differ.sh" entropy expected 2x3
	assert_success
	assert_output "$(cat <<-EOF
		2 pegs of 3 colours, every secret: entropy 21 guesses, expected 21, entropy takes 0 more
		their games are the same on every secret
	EOF
	)"
	run bash "$examples/where-strategies-differ.sh" minimax entropy 3x4
	assert_success
	assert_line --index 0 "3 pegs of 4 colours, every secret: minimax 216 guesses, entropy 208, minimax takes 8 more"
	assert_line --index 1 "where their games first differ, 5 histories:"
	local usage="usage: where-strategies-differ.sh [-n ROWS] STRATEGY1 STRATEGY2 PEGSxCOLORS"
	for args in "" "minimax entropy" "minimax entropy 4by6" \
	    "-n x minimax entropy 4x6" "-n" "minimax entropy 4x6 5x8"; do
		# shellcheck disable=SC2086
		run bash "$examples/where-strategies-differ.sh" $args
		assert_failure 2
		assert_output "$usage"
	done
	run --separate-stderr bash "$examples/where-strategies-differ.sh" \
	    bogus entropy 2x3
	assert_failure 2
	assert_output ""
	assert_equal "${stderr_lines[0]}" "mm-solve: bad strategy 'bogus': must be one of minimax, expected, entropy, parts, random, first, sweep, lookahead, optimal, tree:FILE"
}

@test "make install puts the examples and their README in the doc directory" {
	staged_install
	run ls "$staged$examplesdir"
	assert_output "$(printf '%s\n' README compare-strategies.sh \
	    computer-guesses.sh guesses.txt optimal-tree.sh score-guesses.sh \
	    shell-game.sh watch-games.sh where-strategies-differ.sh)"
	cd "$staged$examplesdir"
	run sh score-guesses.sh AEBC
	assert_success
	assert_line "solved in 7 guesses"
}

@test "every script of examples/ runs as a command, as the README writes it" {
	local f bad=
	for f in "$examples"/*.sh; do
		[ -x "$f" ] || bad+=" ${f##*/}"
	done
	[ -z "$bad" ] || fail "not executable:$bad"
	cd "$BATS_TEST_TMPDIR"
	run "$examples/compare-strategies.sh" minimax
	assert_failure 2
}
