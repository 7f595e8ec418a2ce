/* -t sweep: the digit sweep (sweep.c), which says why it plays a guess. */
#include "strategy.h"
#include "sweep.h"

uint32_t
strategy_sweep_guess(struct decider *d, const uint32_t *cand, size_t n,
    struct choice *ch)
{
	return sweep_next(d->cs, cand, n, ch->why, sizeof(ch->why));
}
