/* mm-gen: write secret codes, seeded and the same on every platform, or
 * every code of a game in order. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mm.h"

static const struct help help = {
	"usage: mm-gen [-c colors] [-p pegs] [-n count] [-s seed] [--distinct]\n"
	"       mm-gen --all [-c colors] [-p pegs] [--distinct] [--shard K/N]\n",
	"Write secret codes of Mastermind, one a line: random ones, the same "
	"for a seed\non every platform, or every code of the game in order.\n",
	"  -n, --count=N              write N random codes (default 1)\n"
	"  -s, --seed=N               seed the generator, 0 to 2^64-1 "
	"(default: random)\n"
	"      --all                  write every code of the game, in order\n"
	"      --shard=K/N            with --all, only the K-th of N equal "
	"slices\n",
	NULL,
	"  0  the codes were written\n"
	"  2  a usage error, or a write error\n"
};

enum { OPT_ALL = OPT_FIRST_LOCAL, OPT_SHARD };

static const struct option longopts[] = {
	MM_COMMON_LONGOPTS,
	{ "all",   no_argument,       NULL, OPT_ALL },
	{ "count", required_argument, NULL, 'n' },
	{ "seed",  required_argument, NULL, 's' },
	{ "shard", required_argument, NULL, OPT_SHARD },
	{ NULL, 0, NULL, 0 }
};

static void
emit(const char *line, size_t n)
{
	memcpy(out_reserve(n), line, n);
	out_commit(n);
}

/* Write count codes of code order from the first-th on. */
static void
writeall(const struct game *g, uint64_t first, uint64_t count)
{
	uint8_t code[MM_MAXPEGS];
	char line[MM_MAXPEGS + 1];
	size_t len = (size_t)g->pegs + 1;
	int last = g->pegs - 1, c;

	if (count == 0)
		return;
	code_unrank(g, first, code);
	for (;;) {
		code_format(g, code, line);
		line[last + 1] = '\n';
		if (g->distinct) {
			emit(line, len);
			if (--count == 0)
				return;
		} else {
			for (c = code[last]; c < g->ncolors; c++) {
				line[last] = g->alphabet[c];
				emit(line, len);
				if (--count == 0)
					return;
			}
			code[last] = (uint8_t)(g->ncolors - 1);
		}
		if (!code_next(g, code))
			return;
	}
}

/* The start of slice k of n over total items. */
static uint64_t
slice(uint64_t total, uint64_t k, uint64_t n)
{
	return total / n * k + total % n * k / n;
}

/* Every code of the game, or the K-th of N slices of them. */
static void
writeshard(const struct game *g, char *shard)
{
	uint64_t total = code_space(g);
	long long k = 1, n = 1;

	if (shard != NULL) {
		parse_shard(shard, &k, &n);
		if (total == 0)
			die("--shard needs a game of fewer than 2^64 codes");
	}
	if (total == 0)
		total = UINT64_MAX;
	writeall(g, slice(total, (uint64_t)k - 1, (uint64_t)n),
	    slice(total, (uint64_t)k, (uint64_t)n) -
	    slice(total, (uint64_t)k - 1, (uint64_t)n));
}

int
main(int argc, char *argv[])
{
	struct game g;
	struct rng r;
	uint8_t code[MM_MAXPEGS];
	char line[MM_MAXPEGS + 1];
	const char *seed = NULL;
	char *shard = NULL;
	long long count = 1, i;
	int opt, all = 0, counted = 0;

	err_setprogname(&argv[0]);
	game_init(&g);
	while ((opt = options_get(argc, argv, MM_COMMON_SHORTOPTS "n:s:",
	    longopts)) != -1) {
		if (common_option(&g, opt, optarg, &help))
			continue;
		switch (opt) {
		case OPT_ALL:
			all = 1;
			break;
		case 'n':
			count = number_option(optarg, 0, 1000000000000000000LL,
			    "count");
			counted = 1;
			break;
		case 's':
			seed = optarg;
			break;
		case OPT_SHARD:
			shard = optarg;
			break;
		}
	}
	if (optind < argc)
		extra_operand(argv[optind], NULL, NULL);
	if (all && counted)
		options_clash(longopts, 'n', OPT_ALL);
	if (all && seed != NULL)
		options_clash(longopts, 's', OPT_ALL);
	if (shard != NULL && !all)
		usage_error("--shard goes with --all");
	game_finish(&g);

	if (all) {
		writeshard(&g, shard);
		out_close();
		return 0;
	}

	if (seed != NULL)
		rng_seed(&r, parse_seed(seed));
	else
		rng_seed_os(&r);
	for (i = 0; i < count; i++) {
		rng_code(&r, &g, code);
		code_format(&g, code, line);
		line[g.pegs] = '\n';
		emit(line, (size_t)g.pegs + 1);
	}
	out_close();
	return 0;
}
