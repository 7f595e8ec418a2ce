/* -t first: the first candidate in code order, as Shapiro played. */
#include "strategy.h"

uint32_t
strategy_first_guess(struct decider *d, const uint32_t *cand, size_t n,
    struct choice *ch)
{
	(void)d;
	(void)n;
	(void)ch;
	return cand[0];
}
