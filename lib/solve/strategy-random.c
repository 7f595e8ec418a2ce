/* -t random: a candidate drawn by the decider's generator, seeded by -s. */
#include "strategy.h"

uint32_t
strategy_random_guess(struct decider *d, const uint32_t *cand, size_t n,
    struct choice *ch)
{
	(void)ch;
	return cand[rng_below(&d->rng, n)];
}
