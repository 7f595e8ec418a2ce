/*
 * The strategies, one row of the table each, and the decider that
 * plays the row -t names.  A strategy is a file, strategy-NAME.c, and
 * its row here naming its functions: new makes the state the decider
 * keeps, guess chooses a guess, free frees the state.  A heuristic is
 * a cost of a part in heuristic.c and a row naming it, played by the
 * searcher of strategy-heuristic.c.  Then a test (tests/solve-selftest.c
 * checks every heuristic against a slow search) and a paragraph in
 * mm-solve(1), whose list of strategies tests/usage.bats holds to this
 * table.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heur/heuristic.h"
#include "exact/exact.h"
#include "plan.h"
#include "strategy.h"

/* A heuristic's row: the searcher plays it, by the cost it names. */
#define HEURISTIC	.new = strategy_heuristic_new, \
	.guess = strategy_heuristic_guess, \
	.guesses = strategy_heuristic_guesses, \
	.free = strategy_heuristic_free, .flags = STRATEGY_TABLE

static const struct strategy strategies[] = {
	{ .name = "minimax", .heuristic = &heur_minimax, HEURISTIC,
	    .help = "the guess whose largest part is smallest (Knuth)",
	    .rule = "smallest largest part" },
	{ .name = "expected", .heuristic = &heur_expected, HEURISTIC,
	    .help = "the least sum of squared part sizes (Irving)",
	    .rule = "smallest expected part" },
	{ .name = "entropy", .heuristic = &heur_entropy, HEURISTIC,
	    .help = "the split of largest entropy (Neuwirth)",
	    .rule = "largest entropy" },
	{ .name = "parts", .heuristic = &heur_parts, HEURISTIC,
	    .help = "the most parts (Kooi)",
	    .rule = "most parts" },
	{ .name = "random", .guess = strategy_random_guess,
	    .flags = STRATEGY_RANDOM,
	    .help = "a random candidate, seeded by -s",
	    .rule = "a random candidate" },
	{ .name = "first", .guess = strategy_first_guess,
	    .help = "the first candidate in code order (Shapiro)",
	    .rule = "the first candidate" },
	{ .name = "sweep", .guess = strategy_sweep_guess,
	    .flags = STRATEGY_REPEATS,
	    .help = "the digit sweep: find the colours, then place them" },
	{ .name = "lookahead", .new = strategy_lookahead_new,
	    .guess = strategy_lookahead_guess,
	    .guesses = strategy_lookahead_guesses,
	    .free = strategy_lookahead_free, .flags = STRATEGY_TABLE,
	    .help = "the best of entropy's guesses, each played out",
	    .rule = "least total played out" },
	{ .name = "optimal", .new = strategy_optimal_new,
	    .guess = strategy_optimal_guess, .free = strategy_optimal_free,
	    .limit = strategy_optimal_limit, .flags = STRATEGY_TABLE,
	    .help = "the least total guesses, by exact search",
	    .rule = "least total guesses" },
	{ .name = "tree", .new = strategy_tree_new,
	    .guess = strategy_tree_guess, .free = strategy_tree_free,
	    .flags = STRATEGY_FILE,
	    .help = "play back a tree that --tree wrote",
	    .rule = "the tree's guess" }
};

#define NSTRATEGIES	(sizeof(strategies) / sizeof(*strategies))

/* The strategy of a -t argument, and the file it names, into p; -1 if none. */
int
strategy_parse(const char *arg, struct pick *p)
{
	const struct strategy *s;
	size_t len;

	p->s = NULL;
	p->file = NULL;
	for (s = strategies; s < strategies + NSTRATEGIES; s++) {
		len = strlen(s->name);
		if (!(s->flags & STRATEGY_FILE) && strcmp(arg, s->name) == 0)
			break;
		if ((s->flags & STRATEGY_FILE) && strncmp(arg, s->name,
		    len) == 0 && arg[len] == ':' && arg[len + 1] != '\0') {
			p->file = arg + len + 1;
			break;
		}
	}
	if (s == strategies + NSTRATEGIES)
		return -1;
	p->s = s;
	return 0;
}

/*
 * The strategy of a -t argument into p, or a usage error naming it and
 * the strategy meant, or else every strategy.
 */
void
strategy_option(const char *arg, struct pick *p)
{
	const char *words[NSTRATEGIES + 1], *near, *file;
	char name[32];
	size_t i;

	if (strategy_parse(arg, p) == 0)
		return;
	for (i = 0; i < NSTRATEGIES; i++)
		words[i] = strategies[i].name;
	words[i] = NULL;
	snprintf(name, sizeof(name), "%.*s", (int)strcspn(arg, ":"), arg);
	if ((near = nearest_word(name, words)) == NULL)
		usage_error("bad strategy '%s': must be one of %s",
		    err_quote(arg, strlen(arg)), strategy_names());
	for (i = 0; strcmp(words[i], near) != 0; i++)
		;
	file = strchr(arg, ':');
	file = file != NULL && file[1] != '\0' ? file + 1 : "FILE";
	usage_error("bad strategy '%s'; did you mean '%s%s%s'?",
	    err_quote(arg, strlen(arg)), near, strategies[i].flags &
	    STRATEGY_FILE ? ":" : "", strategies[i].flags & STRATEGY_FILE ?
	    file : "");
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

/* The most codes a strategy plays. */
static uint64_t
strategy_limit(const struct game *g, const struct strategy *s)
{
	return s->limit != NULL ? s->limit(g) : STRATEGY_MAXCODES;
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

/* A decider of strategy s, with no state yet. */
static void
start(struct decider *d, const struct codeset *cs, const struct strategy *s)
{
	memset(d, 0, sizeof(*d));
	d->cs = cs;
	d->s = s;
	if (cs->base == NULL)
		d->row = xmalloc(cs->nms * sizeof(*d->row));
}

void
decider_init(struct decider *d, const struct codeset *cs,
    const struct pick *p, const struct solve_opts *o,
    const struct rng *r)
{
	start(d, cs, p->s);
	d->opts = *o;
	if (r != NULL)
		d->rng = *r;
	if (o->upper != NULL)
		d->upper = tree_read(cs, o->upper, 1);
	if (p->s->new != NULL)
		d->state = p->s->new(d, p->file);
}

/* A decider that plays plan p, and frees it, named name in messages. */
void
decider_plan(struct decider *d, const struct codeset *cs, struct plan *p,
    const char *name)
{
	const struct strategy *s;

	for (s = strategies; !(s->flags & STRATEGY_FILE); s++)
		;
	start(d, cs, s);
	d->state = strategy_tree_plan(p, name);
}

void
decider_free(struct decider *d)
{
	if (d->s->free != NULL)
		d->s->free(d->state);
	plan_free(d->upper);
	free(d->row);
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
	if (d->upper != NULL && plan_find(d->upper, cand, n, &ch->guess)) {
		snprintf(ch->why, sizeof(ch->why), "as %.60s decides",
		    d->opts.upper);
		return;
	}
	ch->guess = d->s->guess(d, cand, n, ch);
	if (ch->why[0] == '\0' && d->s->rule != NULL)
		snprintf(ch->why, sizeof(ch->why), "%s", d->s->rule);
}

/*
 * The guesses of count sets of candidates at once, for a strategy that
 * has guesses: those --upper decides taken from it, the others decided
 * together.
 */
void
decider_guesses(struct decider *d, const uint32_t *const *cand,
    const size_t *n, uint32_t *guess, size_t count)
{
	const uint32_t **rest;
	size_t i, m, *rn, *at;
	uint32_t *rg;

	if (d->upper == NULL) {
		d->s->guesses(d, cand, n, guess, count);
		return;
	}
	rest = xmalloc(count * sizeof(*rest));
	rn = xmalloc(count * sizeof(*rn));
	at = xmalloc(count * sizeof(*at));
	rg = xmalloc(count * sizeof(*rg));
	for (m = 0, i = 0; i < count; i++)
		if (!plan_find(d->upper, cand[i], n[i], &guess[i])) {
			rest[m] = cand[i];
			rn[m] = n[i];
			at[m++] = i;
		}
	if (m > 0)
		d->s->guesses(d, rest, rn, rg, m);
	for (i = 0; i < m; i++)
		guess[at[i]] = rg[i];
	free(rest);
	free(rn);
	free(at);
	free(rg);
}
