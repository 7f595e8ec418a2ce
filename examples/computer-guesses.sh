#!/usr/bin/env bash
# The computer breaks a code: mm-gen picks the secret, mm-solve runs as a
# coprocess and guesses, mm-score answers each guess, and the board is
# printed as the game goes.
# usage: computer-guesses.sh [SEED [STRATEGY]]   (MM_COLORS and MM_PEGS
#                                                  set the game)
set -eu
seed=${1:-$RANDOM}
strategy=${2:-minimax}
secret=$(mm-gen -s "$seed")
pegs=${#secret}

echo "secret $secret, strategy $strategy"
coproc solver { mm-solve -t "$strategy" -m 20; }
pid=$solver_PID guesses=${solver[0]} answers=${solver[1]}
n=0
while IFS= read -r guess <&"$guesses"; do
	n=$((n + 1))
	feedback=$(mm-score "$secret" "$guess")
	printf '%2d  %s  %s\n' "$n" "$guess" "$feedback"
	echo "$feedback" >&"$answers"
	if [ "$feedback" = "$pegs,0" ]; then
		break
	fi
done
exec {answers}>&-
status=0
wait "$pid" || status=$?
if [ "$status" -eq 0 ]; then
	echo "solved in $n guesses"
else
	echo "not solved: mm-solve gave up with status $status"
fi
exit "$status"
