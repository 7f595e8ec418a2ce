/*
 * The exact search's tables: the class of every guess and secret, and the
 * least totals by set size and guesses left (tables.c).
 */
#ifndef EXACT_TABLES_H
#define EXACT_TABLES_H

#include "core.h"

void	exact_tables(struct exact *);

/* The least sum of lb[] over p parts of m codes, 0 < p <= m. */
static inline uint64_t
spread(const struct exact *o, uint32_t m, uint32_t p)
{
	uint64_t sum = (uint64_t)(p - m % p) * o->lb[m / p];

	if (m % p != 0)
		sum += (uint64_t)(m % p) * o->lb[m / p + 1];
	return sum;
}

/*
 * The most parts of codes sharing k of the pegs colours of a guess: k + 1
 * numbers of pegs right; pegs - 1 if they share all, as pegs - 1 right
 * is none and pegs right is the guess itself.
 */
static inline uint32_t
kparts(int k, int pegs)
{
	return k < pegs ? (uint32_t)k + 1 : (uint32_t)k - 1;
}
#endif
