#!/usr/bin/env bats
# Summaries as CSV and JSON, and game records with their answers:
# written, and read back.

load common

setup() {
	tmp=$BATS_TEST_TMPDIR
}

# The summary of self-play with -t entropy over every code of 2 pegs
# of 3 colours, in the format $1.
small() {
	mm-gen --all -p 2 -c 3 |
	    mm-solve --selfplay --summary -p 2 -c 3 -t entropy --format="$1"
}

csv23='pegs,colors,distinct,strategy,games,total,average,worst,failed,1,2,3
2,3,false,entropy,9,21,2.3333,3,0,1,4,4'
json23='{"pegs":2,"colors":3,"distinct":false,"strategy":"entropy","games":9,"total":21,"average":2.3333,"worst":3,"failed":0,"by_guesses":{"1":1,"2":4,"3":4}}'

@test "--summary --format: text, CSV and JSON of every secret of 2x3" {
	run small text
	assert_success
	assert_output - <<-EOF
	games: 9
	total: 21
	average: 2.3333
	worst: 3
	failed: 0
	1 guess: 1
	2 guesses: 4
	3 guesses: 4
	EOF
	run bash -c 'mm-gen --all -p 2 -c 3 | mm-solve --selfplay --summary -p 2 -c 3'
	assert_output "$(small text)"
	run small csv
	assert_success
	assert_output "$csv23"
	run small json
	assert_success
	assert_output "$json23"
}

@test "--format: the game, distinct, failures and an average of no game won" {
	run bash -c 'mm-gen --all --distinct -c 0-9 -p 3 |
	    mm-solve --selfplay --summary --distinct -c 0-9 -p 3 -t minimax \
	    --format=csv'
	assert_success
	assert_output "$(printf '%s\n' \
	    pegs,colors,distinct,strategy,games,total,average,worst,failed,1,2,3,4,5,6 \
	    3,10,true,minimax,720,3713,5.1569,6,0,1,4,22,99,322,272)"
	run bash -c 'mm-gen --all -p 2 -c 3 |
	    mm-solve --selfplay --summary -p 2 -c 3 -t first -m 1 --format=json'
	assert_failure 1
	assert_output '{"pegs":2,"colors":3,"distinct":false,"strategy":"first","games":9,"total":1,"average":1.0000,"worst":1,"failed":8,"by_guesses":{"1":1}}'
	run mm-solve --summary --format=json </dev/null
	assert_success
	assert_output '{"pegs":4,"colors":6,"distinct":false,"strategy":null,"games":0,"total":0,"average":null,"worst":0,"failed":0,"by_guesses":{}}'
	run mm-solve --summary --format=csv </dev/null
	assert_output "$(printf '%s\n' \
	    pegs,colors,distinct,strategy,games,total,average,worst,failed \
	    4,6,false,,0,0,,0,0)"
}

@test "--format=json parses with jq, and gives the text's figures" {
	command -v jq >/dev/null || skip "jq is not installed"
	run bash -c 'small json | jq -e .'
	assert_success
	mm-gen --all | mm-solve --selfplay --summary -t minimax >"$tmp/text"
	mm-gen --all | mm-solve --selfplay --summary -t minimax --format=json \
	    >"$tmp/json"
	run jq -r '"games: \(.games)", "total: \(.total)",
	    "average: \(.average)", "worst: \(.worst)", "failed: \(.failed)",
	    (.by_guesses | to_entries[] |
	    "\(.key) guess\(if .key == "1" then "" else "es" end): \(.value)")' \
	    "$tmp/json"
	assert_success
	assert_output "$(cat "$tmp/text")"
	run jq -c '[.pegs, .colors, .distinct, .strategy]' "$tmp/json"
	assert_output '[4,6,false,"minimax"]'
	run bash -c 'mm-solve --summary --format=json </dev/null | jq -e .'
	assert_success
}

@test "--summary reads back what --selfplay writes, in every format" {
	mm-gen --all | mm-solve --selfplay -t minimax >"$tmp/games"
	mm-solve --summary "$tmp/games" >"$tmp/text"
	for f in text csv json; do
		mm-gen --all | mm-solve --selfplay --summary -t minimax \
		    --format=$f >"$tmp/$f"
		run mm-solve --summary "$tmp/$f"
		assert_success
		assert_output "$(cat "$tmp/text")"
	done
	# what CSV and JSON say of the game and strategy is kept
	run mm-solve --summary --format=json "$tmp/csv"
	assert_output "$(cat "$tmp/json")"
	run mm-solve --summary --format=csv "$tmp/json"
	assert_output "$(cat "$tmp/csv")"
	# a round trip through CSV
	run bash -c 'mm-gen --all -p 2 -c 3 |
	    mm-solve --selfplay --summary -p 2 -c 3 -t entropy --format=csv |
	    mm-solve --summary'
	assert_output "$(small text)"
}

@test "--summary merges CSV, JSON, text summaries and records alike" {
	for k in 1 2 3; do
		mm-gen --all --shard $k/3 | mm-solve --selfplay -t parts >"$tmp/games$k"
	done
	cat "$tmp"/games? | mm-solve --summary --format=json >"$tmp/whole"
	mm-solve --summary --format=csv "$tmp/games1" >"$tmp/part1"
	mm-solve --summary --format=json "$tmp/games2" >"$tmp/part2"
	run mm-solve --summary --format=json "$tmp/part1" "$tmp/part2" \
	    "$tmp/games3"
	assert_success
	assert_output "$(cat "$tmp/whole")"
	# one header may head many rows, and JSON may run over many lines
	{ cat "$tmp/part1"; tail -n 1 "$tmp/part1"; } >"$tmp/rows"
	printf '{\n  "games": 5,\n  "failed": 5\n}\n' >"$tmp/lines"
	run mm-solve --summary "$tmp/rows" "$tmp/lines"
	assert_success
	assert_line "games: $((2 * $(grep -c . "$tmp/games1") + 5))"
	assert_line "failed: 5"
}

@test "--summary: the game from the inputs, else from the options; the strategy unknown" {
	mm-gen --all -p 2 -c 3 | mm-solve --selfplay -p 2 -c 3 -t entropy \
	    >"$tmp/games"
	run mm-solve --summary --format=json -p 2 -c 3 "$tmp/games"
	assert_output "${json23/'"entropy"'/null}"
	MM_PEGS=2 MM_COLORS=ABC run mm-solve --summary --format=csv "$tmp/games"
	assert_output "${csv23/entropy/}"
	run mm-solve --summary --format=csv --distinct -p 5 "$tmp/games"
	assert_line --index 1 "5,6,true,,9,21,2.3333,3,0,1,4,4"
	small json >"$tmp/json"
	run mm-solve --summary --format=json -p 5 -c 8 "$tmp/json"
	assert_output "$json23"
}

@test "--summary: summaries of other games or strategies are named, their labels unknown" {
	small json >"$tmp/a"
	mm-gen --all -p 2 -c 4 |
	    mm-solve --selfplay --summary -p 2 -c 4 -t minimax --format=csv \
	    >"$tmp/b"
	run --separate-stderr mm-solve --summary --format=json "$tmp/a" "$tmp/b" "$tmp/b"
	assert_failure 2
	assert_equal "$stderr" "$(printf '%s\n' \
	    "mm-solve: $tmp/b:2: colors: 4, but the summaries before it have 3" \
	    "mm-solve: $tmp/b:2: strategy: minimax, but the summaries before it have entropy")"
	assert_output --regexp '^\{"pegs":2,"colors":null,"distinct":false,"strategy":null,"games":41,'
	run --separate-stderr mm-solve --summary --format=csv "$tmp/a" "$tmp/b"
	assert_line --index 1 --regexp '^2,,false,,25,'
}

@test "--summary checks what a CSV or JSON summary says against its counts" {
	printf '%s\n' '{"games":3,"total":9,"average":4.5,"worst":5,' \
	    '"by_guesses":{"4":1,"5":1}}' >"$tmp/bad"
	fails 2 "mm-solve: $tmp/bad:1: games: 3, but its counts give 2" \
	    mm-solve --summary "$tmp/bad"
	assert_line "games: 2"
	# an average without its last zeros is the same average
	printf '%s\n' '{"games":2,"average":4.5,"by_guesses":{"4":1,"5":1}}' \
	    '{"games":1,"average":4,"by_guesses":{"4":1}}' \
	    'games,average,4' '1,4.00,1' >"$tmp/ok"
	run mm-solve --summary "$tmp/ok"
	assert_success
	printf '%s\n' 'games,average,4' '1,4.01,1' >"$tmp/bad"
	fails 2 "mm-solve: $tmp/bad:2: average: 4.01, but its counts give 4.0000" \
	    mm-solve --summary "$tmp/bad"
	# columns and keys in any order; others passed over
	printf '%s\n' 'seconds,2,games,failed,total,1' '0.5,3,4,1,6,0' \
	    '{"x":[1,{"y":"}"}],"by_guesses":{"2":3},"failed":1,"games":4,"z":null}' \
	    >"$tmp/any"
	run mm-solve --summary "$tmp/any"
	assert_success
	assert_output "$(printf '%s\n' 'games: 8' 'total: 12' 'average: 2.0000' \
	    'worst: 2' 'failed: 2' '1 guess: 0' '2 guesses: 6')"
}

@test "--summary names what is wrong with a CSV or JSON summary, and goes on" {
	printf '%s\n' '{"games":1,"pegs":40,"by_guesses":{"1":1}}' \
	    '{"games":"x"}' '{"games":1,"by_guesses":{"0":1}}' \
	    '{"games":1,"by_guesses":{"1":1}} x' '{"failed":0}' \
	    'pegs,games,1' '4,1' '4,1,1,' '4,,1' '4,1,99999999999999999999' \
	    'AA 1 AA' '{"games":1,' '"by_guesses":{"1":1}' >"$tmp/bad"
	run --separate-stderr mm-solve --summary "$tmp/bad"
	assert_failure 2
	assert_equal "$stderr" "$(printf 'mm-solve: %s\n' \
	    "$tmp/bad:1: pegs: bad value '40'" \
	    "$tmp/bad:2: games: bad value 'x'" \
	    "$tmp/bad:3: by_guesses: bad key '0'" \
	    "$tmp/bad:4: malformed JSON summary" \
	    "$tmp/bad:5: a summary without its games" \
	    "$tmp/bad:7: a CSV row of 2 cells under a header of 3" \
	    "$tmp/bad:8: a CSV row of 4 cells under a header of 3" \
	    "$tmp/bad:9: games: bad value ''" \
	    "$tmp/bad:10: count too large" \
	    "$tmp/bad:12: a JSON summary that does not end")"
	assert_line "games: 1"
	assert_line "1 guess: 1"
}

@test "--summary names each fault of a JSON summary: labels, counts, syntax" {
	deep=$(printf '[%.0s' {1..66})1$(printf ']%.0s' {1..66})
	printf '%s\n' \
	    '{"games":1,"strategy":"a b","by_guesses":{"1":1}}' \
	    '{"games":1,"strategy":"abcdefghijklmnopqrstuvwxyz0123456"}' \
	    '{"games":1,"distinct":"yes","by_guesses":{"1":1}}' \
	    '{"games":1,"pegs":0,"by_guesses":{"1":1}}' \
	    '{"games":1,"pegs":yes,"by_guesses":{"1":1}}' \
	    '{"games":1,"by_guesses":{"1":"x"}}' \
	    '{"games":1,"by_guesses":{"games":1}}' \
	    '{"games":2,"by_guesses":{"1":18446744073709551615,"2":1}}' \
	    '{"games":1,"by_guesses":{"1":1},"failed":18446744073709551615}' \
	    '{"games":18446744073709551615,"failed":18446744073709551615}' \
	    '{"games":1,"failed":1}' \
	    "{\"games\":1,\"x\":$deep}" \
	    '{"games":1,"x":{"a" 1}}' \
	    '{"games":1,"x":[1 2]}' \
	    '{"games":1,"by_guesses":[1]}' \
	    '{games:1}' \
	    '{"games":1,"x":@}' \
	    '{"games":1 "x":2}' \
	    $'{"games":1,"strategy":"a\tb"}' \
	    '{"games":"1' >"$tmp/bad"
	run --separate-stderr mm-solve --summary "$tmp/bad"
	assert_failure 2
	assert_equal "$stderr" "$(printf "mm-solve: $tmp/bad:%s\n" \
	    "1: strategy: bad value 'a b'" \
	    "2: strategy: bad value 'abcdefghijklmnopqrstuvwxyz0123456'" \
	    "3: distinct: bad value 'yes'" \
	    "4: pegs: bad value '0'" \
	    "5: malformed JSON summary" \
	    "6: 1 guesses: bad value 'x'" \
	    "7: by_guesses: bad key 'games'" \
	    "8: count too large" \
	    "9: count too large" \
	    "11: count too large" \
	    "12: malformed JSON summary" "13: malformed JSON summary" \
	    "14: malformed JSON summary" "15: malformed JSON summary" \
	    "16: malformed JSON summary" "17: malformed JSON summary" \
	    "18: malformed JSON summary" "19: malformed JSON summary" \
	    "20: malformed JSON summary")"
	# only the summary of line 10 is counted
	assert_output "$(printf '%s\n' 'games: 18446744073709551615' 'total: 0' \
	    'average: -' 'worst: 0' 'failed: 18446744073709551615')"
	# empty arrays and objects are values passed over, blanks between
	# tokens too; a strategy of 31 bytes is one
	printf '%s\n' $'{ "x" :\t[ ], "y":{},"games":1,"by_guesses":{"1":1},' \
	    '"strategy":"aZ9-_.:aZ9-_.:aZ9-_.:aZ9-_.:bcd" }' >"$tmp/ok"
	run mm-solve --summary --format=csv "$tmp/ok"
	assert_success
	assert_line --index 1 '4,6,false,aZ9-_.:aZ9-_.:aZ9-_.:aZ9-_.:bcd,1,1,1.0000,1,0,1'
}

@test "--summary: 32 pegs, 62 colours and a count of 4194304 guesses are read; more is not" {
	printf '%s\n' '{"games":1,"pegs":32,"colors":62,"x":"a\"}","by_guesses":{"1":1,"4194304":0}}' \
	    >"$tmp/ok"
	run mm-solve --summary --format=csv "$tmp/ok"
	assert_success
	assert_output "$(printf '%s\n' \
	    pegs,colors,distinct,strategy,games,total,average,worst,failed,1 \
	    32,62,false,,1,1,1.0000,1,0,1)"
	printf '%s\n' '{"games":1,"pegs":33,"by_guesses":{"1":1}}' \
	    '{"games":1,"colors":63,"by_guesses":{"1":1}}' \
	    '{"games":0,"by_guesses":{"4194305":0}}' >"$tmp/bad"
	run --separate-stderr mm-solve --summary "$tmp/bad"
	assert_failure 2
	assert_equal "$stderr" "$(printf "mm-solve: $tmp/bad:%s\n" \
	    "1: pegs: bad value '33'" "2: colors: bad value '63'" \
	    "3: by_guesses: bad key '4194305'")"
}

@test "--summary: CSV cells in quotes; a line with a blank, or of one column, is no CSV and ends the rows" {
	printf '%s\n' '"games","strategy","2"' '"1","first","1"' '1,"x y",1' \
	    'games' 'games,1' '1, 1' '1,1' >"$tmp/csv"
	run --separate-stderr mm-solve --summary --format=csv "$tmp/csv"
	assert_failure 2
	assert_equal "$stderr" "$(printf "mm-solve: $tmp/csv:%s: malformed line: expected SECRET N GUESS... or a summary line\n" 3 4 6 7)"
	assert_output "$(printf '%s\n' \
	    'pegs,colors,distinct,strategy,games,total,average,worst,failed,1,2' \
	    '4,6,false,first,1,2,2.0000,2,0,0,1')"
}

@test "--selfplay --answers writes each guess's answer after it" {
	run bash -c 'mm-gen --all -p 2 -c 3 |
	    mm-solve --selfplay --answers -p 2 -c 3 -t minimax -m 2'
	assert_failure 1
	assert_output - <<-EOF
	AA 1 AA 2,0
	AB 2 AA 1,0 AB 2,0
	AC - AA 1,0 AB 1,0
	BA - AA 1,0 AB 0,2
	BB 2 AA 0,0 BB 2,0
	BC - AA 0,0 BB 1,0
	CA - AA 1,0 AB 0,1
	CB - AA 0,0 BB 1,0
	CC - AA 0,0 BB 0,0
	EOF
	# every answer is mm-score's, and the guesses are those of the records
	mm-gen --all | mm-solve --selfplay --answers -t expected >"$tmp/answers"
	mm-gen --all | mm-solve --selfplay -t expected >"$tmp/games"
	awk '{ for (i = 3; i <= NF; i += 2) print $1, $i }' "$tmp/answers" |
	    mm-score -b >"$tmp/scored"
	awk '{ for (i = 4; i <= NF; i += 2) print $i }' "$tmp/answers" |
	    cmp - "$tmp/scored"
	awk '{ s = $1 " " $2; for (i = 3; i <= NF; i += 2) s = s " " $i
	    print s }' "$tmp/answers" | cmp - "$tmp/games"
}

@test "--summary reads records with answers; a history comes out of one" {
	mm-gen --all | mm-solve --selfplay --answers -t minimax >"$tmp/games"
	run mm-solve --summary "$tmp/games"
	assert_success
	assert_output "$(mm-gen --all | mm-solve --selfplay --summary -t minimax)"
	run bash -c "grep '^CBFA ' '$tmp/games' | tr ' ' '\n' | tail -n +3 |
	    paste -d ' ' - - >'$tmp/cbfa'; head -3 '$tmp/cbfa' |
	    mm-solve --candidates"
	assert_output "$(printf '%s\n' CBCA CBFA FBAC)"
	run bash -c "head -2 '$tmp/cbfa' | mm-solve --next -t minimax"
	assert_output "$(awk '$1 == "CBFA" { print $7 }' "$tmp/games")"
	# a record whose answers do not pair with its guesses is malformed
	malformed="malformed line: expected SECRET N GUESS... or a summary line"
	for bad in 'AB 2 AA 1,0 AB' 'AB 2 AA 1,0 AB 2' 'AB 2 AA AB 1,0 2,0' \
	    'AB 2 AA ,0 AB 2,0'; do
		fails 2 "mm-solve: <stdin>:1: $malformed" \
		    mm-solve --summary -p 2 -c 3 <<<"$bad"
	done
}

@test "records with answers hold the strategy's tree, which -t tree: plays" {
	mm-gen --all -p 3 -c 4 | mm-solve --selfplay --answers -p 3 -c 4 \
	    -t expected | awk '{ h = ""; for (i = 3; i <= NF; i += 2) {
		print h "-> " $i; h = h $i " " $(i + 1) " " } }' |
	    sort -u >"$tmp/tree"
	run bash -c "mm-solve --tree -p 3 -c 4 -t expected | sort | cmp - '$tmp/tree'"
	assert_success
	run bash -c "mm-gen --all -p 3 -c 4 |
	    mm-solve --selfplay --summary -p 3 -c 4 -t 'tree:$tmp/tree'"
	assert_output "$(mm-gen --all -p 3 -c 4 |
	    mm-solve --selfplay --summary -p 3 -c 4 -t expected)"
}
