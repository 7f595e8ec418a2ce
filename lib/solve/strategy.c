/*
 * The strategies, one row of the table each.  To add one: a heuristic
 * is a cost of a part in heuristic.c and a row here naming it, which
 * the searcher plays; any other strategy is a file of its own and a row
 * here with its guess function, and its init if it needs one.  Then a
 * test (tests/solve-selftest.c checks every heuristic against a slow
 * search) and a paragraph in mm-solve(1), whose list of strategies
 * tests/usage.bats holds to this table.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heur/heuristic.h"
#include "heur/lookahead.h"
#include "exact/exact.h"
#include "plan.h"
#include "heur/search.h"
#include "strategy.h"
#include "sweep.h"

/*
 * The exact search plays, by pegs, what it finishes within about an
 * hour, its bounds being weaker with few pegs or many.
 */
static const uint64_t optimal_most[EXACT_MAXPEGS + 1] = { 0, 62, 5040,
    4096, 6561, 5040, 5040, 128 };

static uint64_t
optimal_limit(const struct game *g)
{
	return g->pegs <= EXACT_MAXPEGS ? optimal_most[g->pegs] : 0;
}

static void
heuristic_init(struct decider *d)
{
	d->searcher = heur_new(d->cs, d->s->heuristic, d->opts.threads);
	heur_candidates(d->searcher, d->opts.candonly);
}

/* Of two candidates, the first: what a heuristic's rule gives. */
static uint32_t
first_of_two(const uint32_t *cand, struct choice *ch)
{
	snprintf(ch->why, sizeof(ch->why), "the first of two candidates");
	return cand[0];
}

static uint32_t
heuristic_guess(struct decider *d, const uint32_t *cand, size_t n,
    struct choice *ch)
{
	if (n == 2)
		return first_of_two(cand, ch);
	return heur_guess(d->searcher, cand, n);
}

static void
lookahead_init(struct decider *d)
{
	d->la = heur_lookahead_new(d->cs, &heur_entropy, d->opts.threads,
	    d->opts.candonly);
}

static uint32_t
lookahead_play(struct decider *d, const uint32_t *cand, size_t n,
    struct choice *ch)
{
	uint64_t total;
	uint32_t g;

	if (n == 2)
		return first_of_two(cand, ch);
	g = heur_lookahead_guess(d->la, cand, n, &total);
	if (total == UINT64_MAX)
		snprintf(ch->why, sizeof(ch->why), "largest entropy, too "
		    "many codes to play out");
	else
		snprintf(ch->why, sizeof(ch->why), "least total played out "
		    "by entropy: %" PRIu64, total);
	return g;
}

static uint32_t
random_guess(struct decider *d, const uint32_t *cand, size_t n,
    struct choice *ch)
{
	(void)ch;
	return cand[rng_below(&d->rng, n)];
}

static uint32_t
first_guess(struct decider *d, const uint32_t *cand, size_t n,
    struct choice *ch)
{
	(void)d;
	(void)n;
	(void)ch;
	return cand[0];
}

static uint32_t
sweep_guess(struct decider *d, const uint32_t *cand, size_t n,
    struct choice *ch)
{
	return sweep_next(d->cs, cand, n, ch->why, sizeof(ch->why));
}

static void
optimal_init(struct decider *d)
{
	d->opt = exact_new(d->cs, d->opts.maxguesses, d->opts.threads,
	    d->opts.progress);
	exact_state(d->opt, d->opts.state);
}

static uint32_t
optimal_play(struct decider *d, const uint32_t *cand, size_t n,
    struct choice *ch)
{
	(void)ch;
	return exact_guess(d->opt, cand, n, d->played);
}

static void
tree_init(struct decider *d)
{
	d->plan = tree_read(d->cs, d->opts.treefile);
}

static uint32_t
tree_guess(struct decider *d, const uint32_t *cand, size_t n,
    struct choice *ch)
{
	uint32_t g;

	(void)ch;
	if (!plan_find(d->plan, cand, n, &g))
		die("%s: no line of the tree leaves these %zu candidates",
		    d->opts.treefile, n);
	return g;
}

static const struct strategy strategies[] = {
	{ .name = "minimax", .heuristic = &heur_minimax,
	    .help = "the guess whose largest part is smallest (Knuth)",
	    .rule = "smallest largest part" },
	{ .name = "expected", .heuristic = &heur_expected,
	    .help = "the least sum of squared part sizes (Irving)",
	    .rule = "smallest expected part" },
	{ .name = "entropy", .heuristic = &heur_entropy,
	    .help = "the split of largest entropy (Neuwirth)",
	    .rule = "largest entropy" },
	{ .name = "parts", .heuristic = &heur_parts,
	    .help = "the most parts (Kooi)",
	    .rule = "most parts" },
	{ .name = "random", .guess = random_guess, .flags = STRATEGY_RANDOM,
	    .help = "a random candidate, seeded by -s",
	    .rule = "a random candidate" },
	{ .name = "first", .guess = first_guess,
	    .help = "the first candidate in code order (Shapiro)",
	    .rule = "the first candidate" },
	{ .name = "sweep", .guess = sweep_guess, .flags = STRATEGY_REPEATS,
	    .help = "find the colours, then place them (seed 003)" },
	{ .name = "lookahead", .init = lookahead_init,
	    .guess = lookahead_play, .flags = STRATEGY_SCORES,
	    .help = "the best of entropy's guesses, each played out",
	    .rule = "least total played out" },
	{ .name = "optimal", .init = optimal_init, .guess = optimal_play,
	    .limit = optimal_limit,
	    .help = "the least total guesses, by exact search",
	    .rule = "least total guesses" },
	{ .name = "tree", .init = tree_init, .guess = tree_guess,
	    .flags = STRATEGY_FILE,
	    .help = "play back a tree that --tree wrote",
	    .rule = "the tree's guess" }
};

#define NSTRATEGIES	(sizeof(strategies) / sizeof(*strategies))

/* The strategy of a -t argument, and the file it names; NULL if none. */
const struct strategy *
strategy_parse(const char *arg, struct solve_opts *o)
{
	const struct strategy *s;
	size_t len;

	for (s = strategies; s < strategies + NSTRATEGIES; s++) {
		len = strlen(s->name);
		if (!(s->flags & STRATEGY_FILE) && strcmp(arg, s->name) == 0)
			return s;
		if ((s->flags & STRATEGY_FILE) && strncmp(arg, s->name,
		    len) == 0 && arg[len] == ':' && arg[len + 1] != '\0') {
			o->treefile = arg + len + 1;
			return s;
		}
	}
	return NULL;
}

/* The strategy of a -t argument, or a usage error naming it. */
const struct strategy *
strategy_option(const char *arg, struct solve_opts *o)
{
	const struct strategy *s = strategy_parse(arg, o);

	if (s == NULL)
		die("bad strategy '%s': must be one of %s",
		    err_quote(arg, strlen(arg)), strategy_names());
	return s;
}

/* The i-th strategy of the table, or NULL past its end. */
const struct strategy *
strategy_at(size_t i)
{
	return i < NSTRATEGIES ? &strategies[i] : NULL;
}

/* The names, as a usage error lists them. */
const char *
strategy_names(void)
{
	static char list[256];
	size_t i;

	if (list[0] != '\0')
		return list;
	for (i = 0; i < NSTRATEGIES; i++)
		snprintf(list + strlen(list), sizeof(list) - strlen(list),
		    "%s%s%s", i > 0 ? ", " : "", strategies[i].name,
		    strategies[i].flags & STRATEGY_FILE ? ":FILE" : "");
	return list;
}

/* The strategies as --help lists them, one a line. */
void
strategy_help(FILE *fp)
{
	char name[32];
	size_t i;

	fprintf(fp, "Strategies (-t):\n");
	for (i = 0; i < NSTRATEGIES; i++) {
		snprintf(name, sizeof(name), "%s%s", strategies[i].name,
		    strategies[i].flags & STRATEGY_FILE ? ":FILE" : "");
		fprintf(fp, "  %-10s %s%s\n", name, strategies[i].help,
		    strcmp(strategies[i].name, STRATEGY_DEFAULT) == 0 ?
		    "; the default" : "");
	}
}

int
strategy_deterministic(const struct strategy *s)
{
	return !(s->flags & STRATEGY_RANDOM);
}

/* The most codes a strategy plays: heuristics score every code. */
static uint64_t
strategy_limit(const struct game *g, const struct strategy *s)
{
	if (s->limit != NULL)
		return s->limit(g);
	return s->heuristic != NULL || (s->flags & STRATEGY_SCORES) ?
	    SEARCH_MAXCODES : FILTER_MAXCODES;
}

/* NULL if the strategy can play the game, or why not. */
const char *
strategy_refuse(const struct game *g, const struct strategy *s)
{
	static char msg[160];
	uint64_t n = code_space(g), limit = strategy_limit(g, s);
	char count[32];

	if ((s->flags & STRATEGY_REPEATS) && g->distinct) {
		snprintf(msg, sizeof(msg), "-t %s plays codes that repeat "
		    "a colour: not with --distinct", s->name);
		return msg;
	}
	if (n != 0 && n <= limit)
		return NULL;
	if (n == 0)
		snprintf(count, sizeof(count), "more than 2^64");
	else
		snprintf(count, sizeof(count), "%" PRIu64, n);
	if (s->limit != NULL && limit == 0)
		snprintf(msg, sizeof(msg), "%d pegs of %d colours: -t %s "
		    "plays games of at most %d pegs", g->pegs, g->ncolors,
		    s->name, EXACT_MAXPEGS);
	else if (s->limit != NULL)
		snprintf(msg, sizeof(msg), "%d pegs of %d colours make %s "
		    "codes: -t %s plays at most %" PRIu64 " codes of %d "
		    "pegs", g->pegs, g->ncolors, count, s->name, limit,
		    g->pegs);
	else
		snprintf(msg, sizeof(msg), "%d pegs of %d colours make %s "
		    "codes: -t %s plays at most %" PRIu64, g->pegs,
		    g->ncolors, count, s->name, limit);
	return msg;
}

void
decider_init(struct decider *d, const struct codeset *cs,
    const struct strategy *s, const struct solve_opts *o,
    const struct rng *r)
{
	memset(d, 0, sizeof(*d));
	d->cs = cs;
	d->s = s;
	d->opts = *o;
	if (r != NULL)
		d->rng = *r;
	if (cs->base == NULL)
		d->row = xmalloc(cs->nms * sizeof(*d->row));
	if (s->heuristic != NULL)
		heuristic_init(d);
	else if (s->init != NULL)
		s->init(d);
}

/* A decider that plays plan p, and frees it, named name in messages. */
void
decider_plan(struct decider *d, const struct codeset *cs, struct plan *p,
    const char *name)
{
	const struct strategy *s;

	memset(d, 0, sizeof(*d));
	for (s = strategies; !(s->flags & STRATEGY_FILE); s++)
		;
	d->cs = cs;
	d->s = s;
	d->opts.treefile = name;
	d->plan = p;
	if (cs->base == NULL)
		d->row = xmalloc(cs->nms * sizeof(*d->row));
}

void
decider_free(struct decider *d)
{
	heur_free(d->searcher);
	heur_lookahead_free(d->la);
	free(d->row);
	exact_free(d->opt);
	plan_free(d->plan);
}

/* Choose the next guess given the candidates (in code order). */
void
decider_guess(struct decider *d, const uint32_t *cand, size_t n, struct choice *ch)
{
	memset(ch, 0, sizeof(*ch));
	if (n == 1) {
		ch->guess = cand[0];
		snprintf(ch->why, sizeof(ch->why), "the only candidate");
		return;
	}
	if (d->s->heuristic != NULL)
		ch->guess = heuristic_guess(d, cand, n, ch);
	else
		ch->guess = d->s->guess(d, cand, n, ch);
	if (ch->why[0] == '\0' && d->s->rule != NULL)
		snprintf(ch->why, sizeof(ch->why), "%s", d->s->rule);
}
