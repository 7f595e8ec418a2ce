/* mastermind-tools: many candidates as bits of words, scored at once */
#ifndef WIDE_H
#define WIDE_H

#include "heuristic.h"

#define WIDE_BLOCK	8	/* words scored between checks of the key */

/*
 * The candidates of a pool as sets of bits, bit i % 64 of word i / 64
 * for the pool's code i: those with each colour at each peg, and those
 * sharing each number of colours with the guesses of one multiset.
 */
struct wide {
	uint64_t *peg;		/* pegs x ncolors x words */
	uint64_t *common;	/* (pegs + 1) x words, for multiset ms */
	uint32_t ms;		/* or UINT32_MAX: none made */
	size_t	n;		/* candidates */
	size_t	words;
	size_t	cap;		/* words room is made for */
	int	vectors;	/* scored in vectors: mm_hasavx512 */
};

int	heur_wide_fit(const struct codeset *, size_t);
void	heur_wide_load(struct wide *, const struct codeset *, const struct pool *);
void	heur_wide_free(struct wide *);
void	heur_wide_common(struct wide *, const struct codeset *,
	    const struct pool *, uint32_t);
uint64_t	heur_score_wide(const struct scoring *, const struct wide *, uint32_t,
	    uint64_t, uint32_t *);
#endif
