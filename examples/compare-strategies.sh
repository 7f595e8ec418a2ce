#!/usr/bin/env bash
# Strategies compared over every secret of each game: a CSV line for
# each strategy on each game (the games, the total and average guesses,
# the worst game and the seconds it took, wall time), and with gnuplot
# installed a PNG chart of the games by guesses, the strategies side by
# side, a panel a game.
# usage: compare-strategies.sh [-o CHART] STRATEGY... GAME...
#        (a GAME is PEGSxCOLORS, as 4x6; the chart goes to CHART, by
#        default compare.png)
set -eu -o pipefail
export LC_ALL=C
chart=compare.png
if [ "${1-}" = -o ] && [ $# -ge 2 ]; then
	chart=$2
	shift 2
fi
strategies=() games=()
for a; do
	if [[ $a =~ ^[0-9]+x[0-9]+$ ]]; then
		games+=("$a")
	else
		strategies+=("$a")
	fi
done
if [ ${#strategies[@]} -eq 0 ] || [ ${#games[@]} -eq 0 ]; then
	echo "usage: compare-strategies.sh [-o CHART] STRATEGY... GAME..." >&2
	exit 2
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
declare -A average	# of each game and strategy, for the chart

echo strategy,pegs,colors,games,total,average,worst,seconds
for g in "${games[@]}"; do
	p=${g%x*} c=${g#*x}
	k=0
	for s in "${strategies[@]}"; do
		k=$((k + 1))
		start=$EPOCHREALTIME
		mm-gen --all -p "$p" -c "$c" |
		    mm-solve --selfplay --summary -p "$p" -c "$c" -t "$s" \
		    --format=csv >"$dir/$g.$k"
		end=$EPOCHREALTIME
		# the summary's columns by name, and the seconds
		row=$(awk -F, -v s="$s" -v t="$start" -v u="$end" '
			NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
			{ printf "%s,%s,%s,%s,%s,%s,%s,%.2f\n", s, $col["pegs"],
			    $col["colors"], $col["games"], $col["total"],
			    $col["average"], $col["worst"], u - t }
		' "$dir/$g.$k")
		echo "$row"
		IFS=, read -r -a cells <<<"$row"
		average[$g.$k]=${cells[5]:--}
	done
	# the games by guesses: a row a number of guesses, a column a strategy
	for ((k = 1; k <= ${#strategies[@]}; k++)); do
		cat "$dir/$g.$k"
	done | awk -F, '
		/^pegs,/ { n++; split("", k)
			for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+$/) k[i] = $i
			next }
		{ for (i in k) { games[k[i], n] = $i; if (k[i] > m) m = k[i] } }
		END { for (g = 1; g <= m; g++) { row = g
			for (j = 1; j <= n; j++) row = row " " games[g, j] + 0
			print row } }
	' >"$dir/$g.data"
done

if ! command -v gnuplot >/dev/null 2>&1; then
	echo "no chart: gnuplot is not installed" >&2
	exit 0
fi
term=pngcairo
gnuplot -e 'set terminal pngcairo' >/dev/null 2>&1 || term=png
{
	echo "set terminal $term size 800,$((360 * ${#games[@]}))"
	echo "set output '$chart'"
	echo "set multiplot layout ${#games[@]},1"
	echo 'set style data histograms'
	echo 'set style histogram clustered gap 1'
	echo 'set style fill solid 0.8 border -1'
	echo 'set key top left Left reverse title "average"'
	echo 'set xlabel "guesses"'
	echo 'set ylabel "games"'
	echo 'set yrange [0:*]'
	for g in "${games[@]}"; do
		echo "set title \"${g%x*} pegs, ${g#*x} colours, every secret\""
		k=0 sep='plot '
		for s in "${strategies[@]}"; do
			k=$((k + 1))
			printf "%s'%s' using %d:xtic(1) title '%s  %s'" \
			    "$sep" "$dir/$g.data" $((k + 1)) "$s" \
			    "${average[$g.$k]}"
			sep=', '
		done
		echo
	done
	echo 'unset multiplot'
} | gnuplot
echo "chart: $chart" >&2
