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

@test "optimal off its tree, where no strategy keeps to -m, plays as with no limit" {
	# no strategy finds the 500 codes AAAA 1,0 leaves within four
	# guesses more
	run mm-solve --next -t optimal <<<"AAAA 1,0"
	assert_success
	assert_output ABBC
	run mm-solve --next -t optimal -m 5 <<<"AAAA 1,0"
	assert_success
	assert_output ABBC
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

# mm-solve -t optimal refuses the game of $1 pegs of $2 colours, with
# status 2, no output and the message $3.
refused_optimal() {
	run --separate-stderr mm-solve --next -t optimal -p "$1" -c "$2" </dev/null
	assert_failure 2
	assert_output ""
	assert_equal "$stderr" "mm-solve: $3"
}

@test "optimal refuses a limit no strategy keeps, and games beyond reach" {
	run --separate-stderr mm-solve --next -t optimal -m 4 </dev/null
	assert_failure 1
	assert_equal "$stderr" "mm-solve: no strategy finds every code within 4 guesses"
	refused_optimal 5 8 "5 pegs of 8 colours make 32768 codes: -t optimal plays at most 7776 codes of 5 pegs"
	refused_optimal 7 4 "7 pegs of 4 colours make 16384 codes: -t optimal plays at most 2187 codes of 7 pegs"
	refused_optimal 8 2 "8 pegs of 2 colours: -t optimal plays games of at most 7 pegs"
	refused_optimal 3 18 "3 pegs of 18 colours make 5832 codes: -t optimal plays at most 4913 codes of 3 pegs"
	# the largest games of 4 and 5 pegs it plays are 4x10 and 5x6
	refused_optimal 4 11 "4 pegs of 11 colours make 14641 codes: -t optimal plays at most 10000 codes of 4 pegs"
	refused_optimal 5 7 "5 pegs of 7 colours make 16807 codes: -t optimal plays at most 7776 codes of 5 pegs"
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

# A box of the dot tree: node $1, guess $2, then its answers as E,I:N,
# laid across when $3 is 1.
dotbox() {
	local id=$1 guess=$2 across=$3 a c shade n=0 top=() bottom=()
	shift 3
	for a; do
		n=$((n + 1))
		c=${a%%:*}
		shade=
		[ "$c" != 2,0 ] || shade=' BGCOLOR="palegreen"'
		top+=("<TD$shade>$c</TD>")
		bottom+=("<TD$shade PORT=\"a${c/,/_}\" ALIGN=\"RIGHT\">${a#*:}</TD>")
	done
	printf '\tn%s [label=<<TABLE BORDER="0" CELLBORDER="1" CELLSPACING="0" CELLPADDING="2"><TR><TD COLSPAN="%s" BGCOLOR="gray90"><B>%s</B></TD></TR>' \
	    "$id" "$([ "$across" = 1 ] && echo "$n" || echo 2)" "$guess"
	if [ "$across" = 1 ]; then
		printf '<TR>%s</TR><TR>%s</TR>' "$(printf %s "${top[@]}")" \
		    "$(printf %s "${bottom[@]}")"
	else
		for ((a = 0; a < n; a++)); do
			printf '<TR>%s%s</TR>' "${top[a]}" "${bottom[a]}"
		done
	fi
	printf '</TABLE>>];\n'
}

@test "the dot tree: a box a guess, its answers and the codes each leaves, an arrow an answer" {
	run mm-solve --tree=dot -t first -p 2 -c 2
	assert_success
	assert_output "$(printf '%s\n' 'digraph strategy {' \
	    '	ordering=out;' '	nodesep=0.15;' '	ranksep=0.3;' \
	    '	node [shape=plaintext fontname="monospace" fontsize=11];' \
	    '	edge [arrowsize=0.6];' \
	    '	legend [shape=note fontname="sans-serif" label="a box: a guess, each answer to it,\land the codes that answer leaves\lan arrow: the guess after that answer\lshaded: the answer when the guess is the code\l"];'
	    dotbox 1 AA 1 0,0:1 1,0:2 2,0:1
	    printf '\tn1:a0_0:s -> n2:n;\n'
	    dotbox 2 BB 0 2,0:1
	    printf '\tn1:a1_0:s -> n3:n;\n'
	    dotbox 3 AB 1 0,2:1 2,0:1
	    printf '\tn3:a0_2:s -> n4:n;\n'
	    dotbox 4 BA 0 2,0:1
	    echo '}')"
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

# Check a dot tree on stdin: each box's counts add up to the count of the
# answer whose arrow points at it, and the first box's to $1.  Prints the
# boxes, the arrows and the codes of the first box.
dotsums() {
	awk -v all="$1" '
	/^\tn[0-9]+ \[label=</ {
		id = substr($1, 2); boxes++; t = 0; s = $0
		while (match(s, /PORT="a[0-9]+_[0-9]+" ALIGN="RIGHT">[0-9]+</)) {
			m = substr(s, RSTART, RLENGTH)
			split(m, f, /"/); v = m; sub(/.*>/, "", v); sub(/</, "", v)
			count[id ":" f[2]] = v; t += v
			s = substr(s, RSTART + RLENGTH)
		}
		total[id] = t
	}
	/ -> / {
		split($1, f, ":"); to = $3; sub(/:n.*$/, "", to); sub(/^n/, "", to)
		arrows++; want[to] = count[substr(f[1], 2) ":" f[2]]
	}
	END {
		bad = total[1] != all
		for (b in want)
			if (want[b] != total[b]) { print "box n" b ": " total[b] " not " want[b]; bad = 1 }
		print boxes + 0, arrows + 0, total[1]
		exit bad
	}'
}

@test "the 4x6 minimax tree to two guesses, drawn by dot: every answer, counts that add up" {
	run mm-solve --tree=dot -t minimax --depth 2
	assert_success
	assert_line --index 1 -- "	ordering=out;"
	assert_line --partial '	n1 [label=<<TABLE BORDER="0" CELLBORDER="1" CELLSPACING="0" CELLPADDING="2"><TR><TD COLSPAN="13" BGCOLOR="gray90"><B>AABB</B></TD></TR><TR><TD>0,0</TD>'
	assert_line --partial '<TD BGCOLOR="palegreen">4,0</TD></TR>'
	assert_line -- '	n1:a0_0:s -> n2:n;'
	assert_line -- '	n1:a2_2:s -> n13:n [minlen=2];'
	assert_equal "$(grep -c '^	legend ' <<<"$output")" 1
	# the first guess and the 12 after it; its 13 answers add up to 1296
	run dotsums 1296 <<<"$output"
	assert_success
	assert_output "13 12 1296"
	run bash -c 'mm-solve --tree=dot -t minimax --depth 1'
	run dotsums 1296 <<<"$output"
	assert_success
	assert_output "1 0 1296"
	run bash -c 'mm-solve --tree=dot -t minimax -p 3 -c 3'
	run dotsums 27 <<<"$output"
	assert_success
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
	# a page: no taller than three times its width
	mm-solve --tree=dot -t minimax --depth 2 | dot -Tpng >"$tmp/tree.png"
	read -r w h < <(od -An -tu1 -j16 -N8 "$tmp/tree.png" |
	    awk '{ print $3 * 256 + $4, $7 * 256 + $8 }')
	[ "$h" -le $((3 * w)) ] || fail "the picture is ${w}x$h"
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
	badtree '-> AABB\nAABB 1,5 -> ABCD\n' "$tmp/t:2: impossible feedback '1,5': more than 4 pegs"
	badtree '-> AABB\nAABB 1,0 -> ABCD EEEE\n' "$tmp/t:2: malformed line: expected 'GUESS E,I ... -> GUESS'"
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
