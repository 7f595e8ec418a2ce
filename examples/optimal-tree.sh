#!/usr/bin/env bash
# The optimal strategy of the classic game, searched once and kept as a
# tree: every secret is then played from the file, with the same games.
# With Graphviz installed, a picture of the optimal tree of 3 pegs of 3
# colours.
# usage: optimal-tree.sh [DIR]   (the files go to DIR, by default a new
#                                 temporary directory)
set -eu
dir=${1:-$(mktemp -d)}
mkdir -p "$dir"
mm-solve --tree -t optimal -p 4 -c 6 >"$dir/optimal.tree"
echo "$dir/optimal.tree: $(grep -c . "$dir/optimal.tree") decisions"
mm-gen --all -p 4 -c 6 |
    mm-solve --selfplay -t optimal -p 4 -c 6 >"$dir/searched"
mm-gen --all -p 4 -c 6 |
    mm-solve --selfplay -t "tree:$dir/optimal.tree" -p 4 -c 6 >"$dir/replayed"
if ! cmp -s "$dir/searched" "$dir/replayed"; then
	echo "the tree plays other games than the search" >&2
	exit 1
fi
mm-solve --summary "$dir/replayed" | sed -n 's/^\(total\|average\|worst\): /\1 /p'
echo "the tree plays the games of the search"
if command -v dot >/dev/null 2>&1; then
	mm-solve --tree=dot -t optimal -p 3 -c 3 |
	    dot -Tsvg >"$dir/optimal-3x3.svg"
	echo "picture: $dir/optimal-3x3.svg"
else
	echo "no picture: dot(1) of Graphviz is not installed"
fi
