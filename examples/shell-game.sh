#!/usr/bin/env bash
# A Mastermind game in plain shell: mm-gen picks the secret, mm-score
# answers each guess read from standard input.
# usage: shell-game.sh [SEED]   (the colours and pegs come from MM_COLORS
#                                and MM_PEGS, as for the tools themselves)
set -eu
seed=${1:-$RANDOM}
secret=$(mm-gen -s "$seed")
pegs=${#secret}
tries=10

echo "I have a code of $pegs pegs. You have $tries tries."
for ((n = 1; n <= tries; n++)); do
	printf 'guess %d: ' "$n"
	IFS= read -r guess || { echo; echo "bye: the code was $secret"; exit 1; }
	if ! answer=$(mm-score "$secret" "$guess" 2>&1); then
		echo "${answer#mm-score: bad guess: }"
		((n--))
		continue
	fi
	echo "$answer"
	if [ "$answer" = "$pegs,0" ]; then
		echo "solved in $n"
		exit 0
	fi
done
echo "out of tries: the code was $secret"
exit 1
