/*
 * A game of the self-tests, set as the options -p, -c and --distinct
 * would, and the scoring rule as written, to check the fast ones by.
 */
#include "mm.h"

void	setgame(struct game *, int, int, int);
struct feedback	score_slow(const uint8_t *, const uint8_t *, int);
