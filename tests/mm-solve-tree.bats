#!/usr/bin/env bats

load common

setup() {
	tmp=$BATS_TEST_TMPDIR
}

@test "optimal plays 4x6 in 5625 guesses, worst 6 (Koyama and Lai)" {
	run allgames optimal
	assert_success
	assert_output --partial "games: 1296 total: 5625 average: 4.3403 worst: 6 failed: 0 "
}

@test "optimal within 5 guesses plays 4x6 in 5626" {
	run bash -c 'mm-gen --all | mm-solve --selfplay --summary -t optimal -m 5 |
	    tr "\n" " "'
	assert_success
	assert_output --partial "games: 1296 total: 5626 average: 4.3410 worst: 5 failed: 0 "
}

@test "optimal plays 4x7 in 11228 guesses, worst 6 (Ville)" {
	run allgames optimal -p 4 -c 7
	assert_success
	assert_output --partial "games: 2401 total: 11228 average: 4.6764 worst: 6 failed: 0 "
}

@test "optimal keeps to -m after a guess off its tree" {
	# the best guess differs when four guesses are left
	run mm-solve --next -t optimal <<<"ABCD 0,2"
	assert_success
	assert_output BCEE
	run mm-solve --next -t optimal -m 5 <<<"ABCD 0,2"
	assert_success
	assert_output BEDE
}

@test "optimal's guesses off its tree are the same on one thread and two" {
	for h in "ABCD 0,2" "ABCD 1,1" "AAAA 1,0" "ABCD 0,2
BCEE 1,1" "ABCA 0,0"; do
		a=$(mm-solve --next -t optimal -j 1 <<<"$h")
		b=$(mm-solve --next -t optimal -j 2 <<<"$h")
		c=$(mm-solve --next -t optimal -j 1 -m 5 <<<"$h")
		d=$(mm-solve --next -t optimal -j 2 -m 5 <<<"$h")
		[ -n "$a" ] && [ "$a" = "$b" ] && [ -n "$c" ] && [ "$c" = "$d" ] ||
			{ echo "$h: $a $b, -m 5: $c $d"; false; }
	done
}

@test "optimal's tree is the same on one thread and on many, run after run" {
	# threads share out the guesses of the first two levels; a guess
	# taken by another thread and tried late must still win its ties
	for m in 6 5; do
		want=$(mm-solve --tree -t optimal -m $m -j 1 | cksum)
		for i in $(seq 25); do
			got=$(mm-solve --tree -t optimal -m $m -j $((2 + i % 7)) |
			    cksum)
			[ "$got" = "$want" ] ||
				{ echo "-m $m, run $i: $got, not $want"; false; }
		done
	done
}

@test "optimal's tree of a game of fewer codes than threads' rows need is the same on any threads" {
	# the table of classes is made a block of rows on each thread; in
	# games this small a row is shorter than a step of the vector code
	for game in "-p 1 -c 5" "-p 1 -c 2" "-p 2 -c 3" "-p 1 -c 40" "-p 3 -c 3"; do
		want=$(mm-solve --tree -t optimal $game -j 1 | cksum)
		for j in 2 3 5 8 8 8 3 3 3; do
			run --separate-stderr mm-solve --tree -t optimal $game -j $j
			[ "$status" -eq 0 ] && [ -z "$stderr" ] &&
			    [ "$(printf '%s\n' "$output" | cksum)" = "$want" ] ||
				{ echo "$game -j $j: status $status"; false; }
		done
	done
}

@test "threads writing and reading one bucket of the memo at once never read a slot half written" {
	run solve-selftest memo 2 2000000
	assert_success
	assert_output --regexp "^1998892 reads, [1-9][0-9]+ found, 0 mixed$"
	run solve-selftest memo 4 500000
	assert_success
	assert_output --regexp "^[0-9]+ reads, [1-9][0-9]+ found, 0 mixed$"
}

@test "optimal on small games: the totals of a search over every strategy" {
	run allgames optimal -p 2 -c 3
	assert_output --partial "total: 21 "
	run allgames optimal -p 3 -c 2
	assert_output --partial "total: 18 "
	run allgames optimal -p 1 -c 5
	assert_output --partial "total: 15 "
	run allgames optimal -p 3 -c 3
	assert_output --partial "total: 73 "
	run allgames optimal -p 3 -c 4 --distinct
	assert_output --partial "total: 72 "
}

@test "optimal is never worse than a heuristic, and plays consistently" {
	for spec in "-p 3 -c 5" "-p 4 -c 4" "-p 3 -c 6 --distinct"; do
		# shellcheck disable=SC2086
		o=$(allgames optimal $spec | sed 's/.*total: \([0-9]*\).*/\1/')
		for t in minimax expected entropy parts; do
			# shellcheck disable=SC2086
			h=$(allgames $t $spec | sed 's/.*total: \([0-9]*\).*/\1/')
			[ "$o" -le "$h" ]
		done
		# shellcheck disable=SC2086
		mm-gen --all $spec | mm-solve --selfplay -t optimal $spec >"$tmp/g"
		run awk '$NF != $1 || $2 != NF - 2 { print "bad:", $0 }' "$tmp/g"
		assert_output ""
	done
}

@test "optimal's first guess and its guess after an answer" {
	run mm-solve --next -t optimal </dev/null
	assert_output AABC
	run mm-solve --next -t optimal <<<"AABC 0,0"
	assert_output DDEF
	# a history off the optimal tree is searched from its candidates
	run mm-solve --next -t optimal <<<"ABCD 0,0"
	assert_success
	assert_output AEEF
}

@test "optimal refuses a limit no strategy keeps, and games beyond reach" {
	run --separate-stderr mm-solve --next -t optimal -m 4 </dev/null
	assert_failure 1
	assert_equal "$stderr" "mm-solve: no strategy finds every code within 4 guesses"
	run --separate-stderr mm-solve --next -t optimal -p 5 -c 8 </dev/null
	assert_failure 2
	assert_output ""
	assert_equal "$stderr" "mm-solve: 5 pegs of 8 colours make 32768 codes: -t optimal plays at most 5040 codes of 5 pegs"
	run --separate-stderr mm-solve --next -t optimal -p 7 -c 3 </dev/null
	assert_failure 2
	assert_equal "$stderr" "mm-solve: 7 pegs of 3 colours make 2187 codes: -t optimal plays at most 128 codes of 7 pegs"
	run --separate-stderr mm-solve --selfplay -t optimal -p 8 -c 2 </dev/null
	assert_failure 2
	assert_equal "$stderr" "mm-solve: 8 pegs of 2 colours: -t optimal plays games of at most 7 pegs"
	run --separate-stderr mm-solve --next -t optimal -p 3 -c 17 </dev/null
	assert_failure 2
	assert_equal "$stderr" "mm-solve: 3 pegs of 17 colours make 4913 codes: -t optimal plays at most 4096 codes of 3 pegs"
}

# The games of self-play with the strategy $1 over the codes in the file
# $2 and the same through its tree, game options after; each command must
# succeed, and the games be one a code.
same_games() {
	local t=$1 codes=$2
	shift 2
	mm-solve --tree -t "$t" "$@" >"$tmp/tree"
	mm-solve --selfplay -t "$t" "$@" <"$codes" >"$tmp/games"
	mm-solve --selfplay -t "tree:$tmp/tree" "$@" <"$codes" >"$tmp/tree-games"
	assert_equal "$(wc -l <"$tmp/games")" "$(wc -l <"$codes")"
	assert_equal "$(cut -d ' ' -f 1 "$tmp/games")" "$(cat "$codes")"
	cmp "$tmp/games" "$tmp/tree-games"
}

@test "a tree written and read back plays the same games" {
	mm-gen --all >"$tmp/codes"
	assert_equal "$(wc -l <"$tmp/codes")" 1296
	for t in minimax expected entropy parts first sweep optimal lookahead; do
		same_games $t "$tmp/codes"
	done
	mm-gen --all --distinct -c 0-5 -p 3 >"$tmp/codes"
	assert_equal "$(wc -l <"$tmp/codes")" 120
	same_games parts "$tmp/codes" --distinct -c 0-5 -p 3
}

@test "the text tree: the history, then the guess, one node a line" {
	run mm-solve --tree -t minimax
	assert_success
	assert_line --index 0 -- "-> AABB"
	assert_line --index 1 -- "AABB 0,0 -> CCDE"
	assert_line -- "AABB 0,0 CCDE 0,0 -> FFFF"
	# one line for each node: 1296 secrets, each found once
	run bash -c 'mm-solve --tree -t optimal | grep -c .'
	assert_output 1315
	run bash -c 'mm-solve --tree -t first -p 2 -c 2'
	assert_output - <<-EOF
	-> AA
	AA 0,0 -> BB
	AA 1,0 -> AB
	AA 1,0 AB 0,2 -> BA
	EOF
}

@test "the dot tree is a Graphviz digraph with an edge per answer" {
	run mm-solve --tree=dot -t first -p 2 -c 2
	assert_success
	assert_output "$(printf '%s\n' 'digraph strategy {' \
	    '	rankdir=LR;' \
	    '	node [shape=box fontname="monospace"];' \
	    '	legend [shape=note fontname="sans-serif" label="box: the guess made there\lE,I on an arrow: the answer to it\ldouble circle: the guess that is the code\ldashed, … N codes: cut, N codes left\l"];' \
	    '	n1 [label="AA"];' \
	    '	n2 [label="BB" shape=doublecircle];' \
	    '	n1 -> n2 [label="0,0"];' \
	    '	n3 [label="AB"];' \
	    '	n1 -> n3 [label="1,0"];' \
	    '	n4 [label="BA" shape=doublecircle];' \
	    '	n3 -> n4 [label="0,2"];' \
	    '}')"
	run --separate-stderr mm-solve --tree=svg
	assert_failure 2
	assert_misuse "mm-solve: bad tree format 'svg': must be text or dot"
	run --separate-stderr mm-solve --tree -t random
	assert_failure 2
	assert_misuse "mm-solve: -t random is not deterministic: it has no tree"
}

@test "--depth cuts the tree, counting the codes left under each cut" {
	run mm-solve --tree -t minimax --depth 2
	assert_success
	assert_line --index 0 -- "-> AABB"
	assert_line --index 1 -- "AABB 0,0 -> CCDE"
	assert_line --index 2 -- "AABB 0,0 CCDE 0,0 ... 1 code"
	assert_line --index 3 -- "AABB 0,0 CCDE 0,1 ... 16 codes"
	run bash -c 'mm-solve --tree -t minimax --depth 1 | tail -n 2'
	assert_output - <<-EOF
	AABB 0,4 ... 1 code
	AABB 2,2 ... 4 codes
	EOF
	# the cuts hold every code not found in one guess or two (1 and 6)
	run bash -c "mm-solve --tree -t minimax --depth 2 |
	    awk '\$(NF - 1) ~ /^[0-9]+\$/ { n += \$(NF - 1) } END { print n }'"
	assert_output 1289
	run --separate-stderr mm-solve --depth 2
	assert_failure 2
	assert_misuse "mm-solve: --depth does not go with the game"
	run --separate-stderr mm-solve --tree --depth 0
	assert_failure 2
	mm-solve --tree -t minimax --depth 2 >"$tmp/cut"
	run --separate-stderr mm-solve --next -t "tree:$tmp/cut" </dev/null
	assert_failure 2
	assert_equal "$stderr" "mm-solve: $tmp/cut:3: a tree cut by --depth: no guess after this history"
}

@test "the 4x6 minimax tree to two guesses, drawn by dot" {
	run mm-solve --tree=dot -t minimax --depth 2
	assert_success
	assert_line --index 1 -- "	rankdir=LR;"
	assert_line -- '	n1 [label="AABB"];'
	assert_line -- '	n3 [label="… 1 code" style=dashed];'
	assert_line -- '	n2 -> n3 [label="0,0"];'
	assert_line -- '	n4 [label="… 16 codes" style=dashed];'
	# the guess, 11 second guesses, one won, 107 cuts; and the legend
	assert_equal "$(grep -c '^	n[0-9]* \[' <<<"$output")" 120
	assert_equal "$(grep -c 'shape=doublecircle' <<<"$output")" 1
	assert_equal "$(grep -c 'style=dashed' <<<"$output")" 107
	assert_equal "$(grep -c -- ' -> ' <<<"$output")" 119
	assert_equal "$(grep -c '^	legend ' <<<"$output")" 1
	command -v dot >/dev/null || skip "Graphviz dot is not installed"
	mm-solve --tree=dot -t minimax --depth 2 | dot -Tsvg >"$tmp/tree.svg"
	run head -c 200 "$tmp/tree.svg"
	assert_output --partial "<?xml"
	run tail -n 1 "$tmp/tree.svg"
	assert_output "</svg>"
	if command -v xmllint >/dev/null; then
		xmllint --noout "$tmp/tree.svg"
	fi
	grep -q '>AABB</text>' "$tmp/tree.svg"
}

@test "a tree plays interactively and with --next" {
	mm-solve --tree -t minimax >"$tmp/tree"
	run mm-solve --next -t "tree:$tmp/tree" <<<"AABB 1,0"
	assert_output "$(mm-solve --next -t minimax <<<"AABB 1,0")"
	run mm-solve -t "tree:$tmp/tree" <<-EOF
	1,0
	0,1
	1,1
	EOF
	assert_failure 1
	assert_line --index 0 AABB
	assert_line --index 1 "$(mm-solve --next -t minimax <<<"AABB 1,0")"
}

# A tree file of the lines $1 (printf format) that mm-solve refuses with
# the message $2 after its own name.
badtree() {
	printf -- "$1" >"$tmp/t"
	fails 2 "mm-solve: $2" mm-solve --next -t "tree:$tmp/t" </dev/null
}

@test "a malformed tree: file and line named, status 2" {
	badtree '-> AABB\nAABB 1,0 ->\n' "$tmp/t:2: malformed line: expected 'GUESS E,I ... -> GUESS'"
	printf -- '-> AABB\nAABB 1,5 -> ABCD\n' >"$tmp/t"
	run --separate-stderr mm-solve --next -t "tree:$tmp/t" </dev/null
	assert_failure 2
	[[ "$stderr" == "mm-solve: $tmp/t:2: "* ]]
	badtree '# comment\n-> AABX\n' "$tmp/t:2: 'AABX': 'X' is not a colour of A-F"
	badtree '-> AABB\n-> ABCD\n' "$tmp/t:2: another guess for the candidates of line 1"
	badtree 'AABB 4,0 -> ABCD\n' "$tmp/t:1: answer 1 finds the code: nothing follows it"
	badtree 'AABB 0,0 CCDD 0,0 EEFF 0,0 -> ABCD\n' "$tmp/t:1: no code fits answers 1-3"
	badtree 'AABB 0,0 AABB 0,0 -> CCDD\n' "$tmp/t:1: guess 2 'AABB' leaves every candidate: a tree is followed by its candidates"
	badtree '' "$tmp/t: no tree in the file"
	fails 2 "mm-solve: $tmp/none: No such file or directory" \
	    mm-solve --next -t "tree:$tmp/none" </dev/null
}

@test "a history the tree does not hold: status 2" {
	printf -- '-> AABB\n' >"$tmp/t"
	run --separate-stderr mm-solve --next -t "tree:$tmp/t" <<<"AABB 1,0"
	assert_failure 2
	assert_equal "$stderr" "mm-solve: $tmp/t: no line of the tree leaves these 256 candidates"
	run --separate-stderr mm-solve -t "tree:" </dev/null
	assert_failure 2
}

@test "examples/optimal-tree.sh: searched once, replayed from the file" {
	run bash "$BATS_TEST_DIRNAME/../examples/optimal-tree.sh" "$tmp/ex"
	assert_success
	assert_line --index 0 "$tmp/ex/optimal.tree: 1315 decisions"
	assert_line "total 5625"
	assert_line "worst 6"
	assert_line "the tree plays the games of the search"
	if command -v dot >/dev/null; then
		assert_line "picture: $tmp/ex/optimal-3x3.svg"
		[ -s "$tmp/ex/optimal-3x3.svg" ]
	fi
}
