#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solve.h"

/* Each strategy: its name, the rule -v names, and what --help says. */
static const struct {
	const char *name;
	const char *rule;
	const char *help;
} strategies[S_NSTRATEGIES] = {
	{ "minimax",  "smallest largest part",
	    "the guess whose largest part is smallest (Knuth)" },
	{ "expected", "smallest expected part",
	    "the least sum of squared part sizes (Irving)" },
	{ "entropy",  "largest entropy",
	    "the split of largest entropy (Neuwirth)" },
	{ "parts",    "most parts",
	    "the most parts (Kooi)" },
	{ "random",   "a random candidate",
	    "a random candidate, seeded by -s" },
	{ "first",    "the first candidate",
	    "the first candidate in code order (Shapiro)" },
	{ "sweep",    NULL,
	    "find the colours, then place them (seed 003)" },
	{ "optimal",  "least total guesses",
	    "the least total guesses, by exact search" },
	{ "tree",     "the tree's guess",
	    "play back a tree that --tree wrote" }
};

/* What -t optimal and -t tree:FILE need beyond the game. */
static size_t maxguesses;
static int threads;		/* 0: one a processor */
static const char *treefile;

int
strategy_parse(const char *s)
{
	int i;

	if (strncmp(s, "tree:", 5) == 0 && s[5] != '\0') {
		treefile = s + 5;
		return S_TREE;
	}
	for (i = 0; i < S_TREE; i++)
		if (strcmp(s, strategies[i].name) == 0)
			return i;
	return -1;
}

/* The guess limit -t optimal keeps to, and the threads it may use. */
void
strategy_options(size_t max, int nthreads)
{
	maxguesses = max;
	threads = nthreads;
}

const char *
strategy_name(int s)
{
	return strategies[s].name;
}

const char *
strategy_names(void)
{
	return "minimax, expected, entropy, parts, random, first, sweep, "
	    "optimal, tree:FILE";
}

/* The strategies as --help lists them, one a line. */
void
strategy_help(FILE *fp)
{
	int i;

	fprintf(fp, "Strategies (-t):\n");
	for (i = 0; i < S_NSTRATEGIES; i++)
		fprintf(fp, "  %-10s %s%s\n", i == S_TREE ? "tree:FILE" :
		    strategies[i].name, strategies[i].help,
		    i == S_DEFAULT ? "; the default" : "");
}

int
strategy_deterministic(int s)
{
	return s != S_RANDOM;
}

/*
 * The most codes a strategy plays: heuristics score every code; the
 * exact search of optimal, by pegs, what it finishes within about a
 * minute, its bounds being weaker with few pegs or many.
 */
uint64_t
strategy_limit(const struct game *g, int s)
{
	static const uint64_t optimal[] = { 0, 62, 5040, 2197, 5040, 5040,
	    5040, 128 };

	if (s == S_OPTIMAL)
		return g->pegs < (int)(sizeof(optimal) / sizeof(*optimal)) ?
		    optimal[g->pegs] : 0;
	return s <= S_PARTS ? SEARCH_MAXCODES : FILTER_MAXCODES;
}

/* NULL if the strategy can play the game, or why not. */
const char *
strategy_refuse(const struct game *g, int s)
{
	static char msg[160];
	uint64_t n = code_space(g), limit = strategy_limit(g, s);
	char count[32];

	if (s == S_SWEEP && g->distinct) {
		snprintf(msg, sizeof(msg), "-t sweep plays codes that repeat "
		    "a colour: not with --distinct");
		return msg;
	}
	if (n != 0 && n <= limit)
		return NULL;
	if (n == 0)
		snprintf(count, sizeof(count), "more than 2^64");
	else
		snprintf(count, sizeof(count), "%" PRIu64, n);
	if (s == S_OPTIMAL && limit == 0)
		snprintf(msg, sizeof(msg), "%d pegs of %d colours: -t optimal "
		    "plays games of at most 7 pegs", g->pegs, g->ncolors);
	else if (s == S_OPTIMAL)
		snprintf(msg, sizeof(msg), "%d pegs of %d colours make %s "
		    "codes: -t optimal plays at most %" PRIu64 " codes of %d "
		    "pegs", g->pegs, g->ncolors, count, limit, g->pegs);
	else
		snprintf(msg, sizeof(msg), "%d pegs of %d colours make %s "
		    "codes: -t %s plays at most %" PRIu64, g->pegs,
		    g->ncolors, count, strategies[s].name, limit);
	return msg;
}

void
decider_init(struct decider *d, const struct codeset *cs, int strategy,
    const struct rng *r)
{
	memset(d, 0, sizeof(*d));
	d->cs = cs;
	d->strategy = strategy;
	if (r != NULL)
		d->rng = *r;
	pool_init(&d->pool, cs);
	if (strategy == S_ENTROPY)
		d->flog = flog_new(cs->n);
	if (strategy <= S_PARTS)
		d->searcher = searcher_new(cs, strategy, d->flog);
	if (cs->base == NULL)
		d->row = xmalloc(cs->nms * sizeof(*d->row));
	if (strategy == S_OPTIMAL)
		d->opt = optimal_new(cs, maxguesses, threads);
	if (strategy == S_TREE)
		d->plan = tree_read(cs, treefile);
}

void
decider_free(struct decider *d)
{
	searcher_free(d->searcher);
	pool_free(&d->pool);
	free(d->flog);
	free(d->row);
	optimal_free(d->opt);
	plan_free(d->plan);
}

/* Choose the next guess given the candidates (in code order). */
void
decide(struct decider *d, const uint32_t *cand, size_t n, struct choice *ch)
{
	memset(ch, 0, sizeof(*ch));
	if (n == 1) {
		ch->guess = cand[0];
		snprintf(ch->why, sizeof(ch->why), "the only candidate");
		return;
	}
	switch (d->strategy) {
	case S_RANDOM:
		ch->guess = cand[rng_below(&d->rng, n)];
		break;
	case S_FIRST:
		ch->guess = cand[0];
		break;
	case S_SWEEP:
		ch->guess = sweep(d->cs, cand, n, ch->why, sizeof(ch->why));
		return;
	case S_OPTIMAL:
		ch->guess = optimal_guess(d->opt, cand, n, d->played);
		break;
	case S_TREE:
		if (!plan_find(d->plan, cand, n, &ch->guess))
			die("%s: no line of the tree leaves these %zu "
			    "candidates", treefile, n);
		break;
	default:
		if (n == 2) {
			ch->guess = cand[0];
			snprintf(ch->why, sizeof(ch->why), "the first of two "
			    "candidates");
			return;
		}
		ch->guess = searcher_guess(d->searcher, cand, n);
		break;
	}
	snprintf(ch->why, sizeof(ch->why), "%s", strategies[d->strategy].rule);
}

/* On stderr: the candidates left and how the chosen guess splits them. */
void
explain(const struct decider *d, size_t move, const uint32_t *cand, size_t n,
    const struct choice *ch)
{
	const struct codeset *cs = d->cs;
	uint32_t hist[(MM_MAXPEGS + 1) * (MM_MAXPEGS + 1)];
	uint8_t code[MM_MAXPEGS];
	char s[MM_MAXPEGS + 1];
	double sum = 0;
	struct pool p;
	struct split sp;
	uint16_t *row;
	size_t i;
	int c, member = 0;

	row = xmalloc(cs->nms * sizeof(*row));
	memset(&p, 0, sizeof(p));
	p.n = n;
	p.idx = cand;
	p.pk = xmalloc(n * sizeof(*p.pk));
	p.ms = xmalloc(n * sizeof(*p.ms));
	for (i = 0; i < n; i++) {
		p.pk[i] = cs->pk[cand[i]];
		p.ms[i] = cs->ms[cand[i]];
		member |= cand[i] == ch->guess;
	}
	partition(cs, ch->guess, &p, hist, row);
	split_of(cs, hist, NULL, &sp);
	for (c = 0; c < cs->nclass; c++)
		if (hist[c] > 1)
			sum += hist[c] * log2((double)hist[c]);
	codeset_code(cs, ch->guess, code);
	code_format(cs->g, code, s);
	out_flush();
	fprintf(stderr, "%s: move %zu: %zu candidate%s; %s%s: %u part%s, "
	    "largest %u, expected size %.4f, entropy %.4f bits (%s)\n",
	    argv0, move, n, n == 1 ? "" : "s", s, member ? ", a candidate" : "",
	    sp.parts, sp.parts == 1 ? "" : "s", sp.largest,
	    (double)sp.squares / (double)n, log2((double)n) - sum / (double)n,
	    ch->why);
	free(p.pk);
	free(p.ms);
	free(row);
}
