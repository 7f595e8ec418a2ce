/* The heuristics as strategies: a searcher each, scoring by its row's cost. */
#include <stdio.h>

#include "heur/search.h"
#include "strategy.h"

void *
strategy_heuristic_new(const struct decider *d, const char *file)
{
	struct searcher *s = heur_new(d->cs, d->s->heuristic,
	    d->opts.threads);

	(void)file;
	heur_candidates(s, d->opts.candonly);
	return s;
}

/* Of two candidates, the first: what a heuristic's rule gives. */
uint32_t
strategy_first_of_two(const uint32_t *cand, struct choice *ch)
{
	snprintf(ch->why, sizeof(ch->why), "the first of two candidates");
	return cand[0];
}

uint32_t
strategy_heuristic_guess(struct decider *d, const uint32_t *cand, size_t n,
    struct choice *ch)
{
	if (n == 2)
		return strategy_first_of_two(cand, ch);
	return heur_guess(d->state, cand, n);
}

/* The guesses of count sets at once, shared among the threads. */
void
strategy_heuristic_guesses(struct decider *d, const uint32_t *const *cand,
    const size_t *n, uint32_t *guess, size_t count)
{
	heur_guesses(d->state, cand, n, guess, count);
}

void
strategy_heuristic_free(void *state)
{
	heur_free(state);
}
