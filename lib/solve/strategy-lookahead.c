/* -t lookahead: entropy's best guesses each played out (lookahead.c). */
#include <inttypes.h>
#include <stdio.h>

#include "heur/heuristic.h"
#include "heur/lookahead.h"
#include "strategy.h"

void *
strategy_lookahead_new(const struct decider *d, const char *file)
{
	(void)file;
	return heur_lookahead_new(d->cs, &heur_entropy, d->opts.threads,
	    d->opts.candonly);
}

uint32_t
strategy_lookahead_guess(struct decider *d, const uint32_t *cand, size_t n,
    struct choice *ch)
{
	uint64_t total;
	uint32_t g;

	if (n == 2)
		return strategy_first_of_two(cand, ch);
	g = heur_lookahead_guess(d->state, cand, n, &total);
	if (total == UINT64_MAX)
		snprintf(ch->why, sizeof(ch->why), "largest entropy, too "
		    "many codes to play out");
	else
		snprintf(ch->why, sizeof(ch->why), "least total played out "
		    "by entropy: %" PRIu64, total);
	return g;
}

/*
 * The guesses of count sets, one after another, each played out on
 * every thread, so that self-play decides a move's histories before
 * playing it and shows how many it has decided.
 */
void
strategy_lookahead_guesses(struct decider *d, const uint32_t *const *cand,
    const size_t *n, uint32_t *guess, size_t count)
{
	uint64_t total;
	size_t i;

	for (i = 0; i < count; i++)
		guess[i] = n[i] <= 2 ? cand[i][0] :
		    heur_lookahead_guess(d->state, cand[i], n[i], &total);
}

void
strategy_lookahead_free(void *state)
{
	heur_lookahead_free(state);
}
