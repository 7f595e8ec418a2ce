/*
 * -t optimal: the exact search (optimal.c) as a strategy, on the games
 * it finishes; its state is the search, which --shard also drives.
 */
#include "exact/exact.h"
#include "strategy.h"

/*
 * The exact search plays, by pegs, what it finishes within about an
 * hour, its bounds being weaker with few pegs or many.
 */
static const uint64_t optimal_most[EXACT_MAXPEGS + 1] = { 0, 62, 5040,
    4913, 10000, 7776, 5040, 2187 };

uint64_t
strategy_optimal_limit(const struct game *g)
{
	return g->pegs <= EXACT_MAXPEGS ? optimal_most[g->pegs] : 0;
}

void *
strategy_optimal_new(const struct decider *d, const char *file)
{
	struct exact *o = exact_new(d->cs, d->opts.maxguesses,
	    d->opts.threads, d->opts.progress);

	(void)file;
	exact_state(o, d->opts.state);
	return o;
}

uint32_t
strategy_optimal_guess(struct decider *d, const uint32_t *cand, size_t n,
    struct choice *ch)
{
	(void)ch;
	return exact_guess(d->state, cand, n, d->played);
}

void
strategy_optimal_free(void *state)
{
	exact_free(state);
}
