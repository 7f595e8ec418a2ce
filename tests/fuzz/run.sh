#!/bin/sh
# Build the fuzz targets and run one of them for a given time:
#	tests/fuzz/run.sh TARGET SECONDS
# TARGET is a libFuzzer target (parse, input, score, options, play,
# summary, tree, state, shard), an AFL++ target (mm-gen, mm-score,
# mm-solve, mm-play: the command fed its arguments, environment and
# stdin) or "all" to run
# each in turn.  Builds, the working corpus and findings go under
# $FUZZ_DIR (/tmp/mm-fuzz); seeds come from tests/fuzz/corpus/TARGET.
# New crashes are left in $FUZZ_DIR/findings/TARGET; copy them to
# tests/fuzz/crashes/TARGET to keep them as regression cases.
set -eu

libfuzzer_targets="parse input score options play summary tree state shard"
afl_targets="mm-gen mm-score mm-solve mm-play"

usage() {
	echo "usage: run.sh target seconds" >&2
	echo "targets: $libfuzzer_targets $afl_targets all" >&2
	exit 2
}

[ $# -eq 2 ] || usage
target=$1
seconds=$2
case $seconds in
''|*[!0-9]*) usage ;;
esac

fuzzdir=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$fuzzdir/../.." && pwd)
work=${FUZZ_DIR:-/tmp/mm-fuzz}
jobs=$(nproc 2>/dev/null || echo 2)
sanitize="-fsanitize=address,undefined -fno-sanitize-recover=all"
mkdir -p "$work"
work=$(cd "$work" && pwd)

# configure DIR ARGS...: a build directory of the source tree.
configure() {
	dir=$1
	shift
	[ -x "$src/configure" ] || (cd "$src" && autoreconf -fi)
	if [ ! -f "$work/$dir/Makefile" ]; then
		mkdir -p "$work/$dir"
		(cd "$work/$dir" && "$src/configure" -q "$@")
	fi
}

build_libfuzzer() {
	configure build-libfuzzer CC=clang \
	    CFLAGS="-g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer-no-link $sanitize"
	make -s -C "$work/build-libfuzzer" -j"$jobs" lib/libmm.a
	clang -g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer $sanitize \
	    -Wall -Wextra -Werror -I"$src/lib" -I"$fuzzdir" \
	    -o "$work/build-libfuzzer/fuzz-$1" "$fuzzdir/$1.c" \
	    "$fuzzdir/fuzzgame.c" "$fuzzdir/args.c" "$fuzzdir/../testgame.c" \
	    "$work/build-libfuzzer/lib/libmm.a" -lm -lpthread
}

build_afl() {
	command -v afl-cc >/dev/null || {
		echo "run.sh: afl-cc not found: apt-get install afl++" >&2
		exit 2
	}
	export AFL_USE_ASAN=1 AFL_USE_UBSAN=1 AFL_QUIET=1
	configure build-afl CC=afl-cc CFLAGS="-g -O1"
	make -s -C "$work/build-afl" -j"$jobs" lib/libmm.a
	afl-cc -g -O1 -Wall -Wextra -Werror -I"$src/lib" -Dmain=tool_main \
	    -c -o "$work/build-afl/tool-$1.o" "$src/cmd/$1.c"
	afl-cc -g -O1 -Wall -Wextra -Werror -I"$src/lib" -I"$fuzzdir" \
	    -DFUZZ_PROG="\"$1\"" -o "$work/build-afl/fuzz-$1" \
	    "$work/build-afl/tool-$1.o" "$fuzzdir/afl.c" "$fuzzdir/args.c" \
	    "$fuzzdir/fuzzgame.c" "$work/build-afl/lib/libmm.a" -lm -lpthread
	unset AFL_USE_ASAN AFL_USE_UBSAN AFL_QUIET
	# mm-play's child tools: plain builds, found through MM_BINDIR.
	if [ "$1" = mm-play ]; then
		configure build-plain
		make -s -C "$work/build-plain" -j"$jobs" cmd/mm-gen \
		    cmd/mm-score cmd/mm-solve
	fi
}

run_libfuzzer() {
	build_libfuzzer "$1"
	mkdir -p "$work/corpus/$1" "$work/findings/$1"
	"$work/build-libfuzzer/fuzz-$1" -max_total_time="$2" \
	    -close_fd_mask=3 -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
	    -print_final_stats=1 -artifact_prefix="$work/findings/$1/" \
	    "$work/corpus/$1" "$fuzzdir/corpus/$1"
}

# The commands run in $work/afl, so that a file an input names (mm-solve
# --state removes its file once the search is done) is one of theirs.
run_afl() {
	build_afl "$1"
	mkdir -p "$work/afl"
	cd "$work/afl"
	AFL_SKIP_CPUFREQ=1 AFL_NO_UI=1 AFL_AUTORESUME=1 \
	AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_AFFINITY=1 \
	MM_BINDIR="$work/build-plain/cmd" \
	    afl-fuzz -V "$2" -m none -t 5000 -x "$fuzzdir/options.dict" \
	    -i "$fuzzdir/corpus/$1" \
	    -o "$work/afl/$1" -- "$work/build-afl/fuzz-$1" @@
	mkdir -p "$work/findings/$1"
	for f in "$work/afl/$1"/default/crashes/id:* \
	    "$work/afl/$1"/default/hangs/id:*; do
		[ -f "$f" ] && cp "$f" "$work/findings/$1/"
	done
	ls "$work/findings/$1"
}

run() {
	case " $libfuzzer_targets " in
	*" $1 "*) run_libfuzzer "$1" "$2"; return ;;
	esac
	case " $afl_targets " in
	*" $1 "*) run_afl "$1" "$2"; return ;;
	esac
	usage
}

if [ "$target" = all ]; then
	for t in $libfuzzer_targets $afl_targets; do
		run "$t" "$seconds"
	done
else
	run "$target" "$seconds"
fi
