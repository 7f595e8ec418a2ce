/*
 * A game of the self-tests, set as the options -p, -c and --distinct
 * would, the scoring rule as written, to check the fast ones by, and
 * the failures found, counted.
 */
#include "mm.h"

void	setgame(struct game *, int, int, int);
struct feedback	score_slow(const uint8_t *, const uint8_t *, int);

/* Failures so far; failed() writes the first few and counts them all. */
extern int failures;
void	failed(const char *, ...) __attribute__((format(printf, 1, 2)));
