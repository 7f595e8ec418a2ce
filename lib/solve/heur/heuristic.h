/* mastermind-tools: how a heuristic scores the split a guess makes */
#ifndef HEURISTIC_H
#define HEURISTIC_H

#include "../partition.h"

/*
 * A heuristic keys a guess by the sizes of the parts it splits the
 * candidates into, and the search plays a guess of the least key.  The
 * key is the sum of a cost of each part, or the largest cost; costs
 * never fall as a part grows, and an empty part costs nothing.  A key
 * is an integer, so that guesses whose parts have the same sizes tie
 * exactly.
 */
struct heuristic {
	int	largest;	/* the key is the largest cost, not the sum */
	int	partsonly;	/* the key is the codes less the parts */
	void	(*costs)(uint64_t *, uint32_t);	/* fill costs[0..max] */
};

extern const struct heuristic heur_minimax, heur_expected,
    heur_entropy, heur_parts;

/*
 * Quotients by m < KEY_DIVISORS of n < KEY_QUOTIENTS are taken as
 * n * ceil(2^32 / m) / 2^32, exact while n * m < 2^32.
 */
#define KEY_DIVISORS	64
#define KEY_QUOTIENTS	((uint64_t)1 << 26)
#define KEY_UNKNOWN	UINT64_MAX	/* a bound not yet worked out */

/* A heuristic with its costs for parts of up to every code. */
struct scoring {
	const struct codeset *cs;
	const struct heuristic *h;
	uint64_t *cost;
	uint64_t grow;		/* the least a code adds to a part it joins */
	uint64_t step;		/* the least a code adds to a split */
	int	room;		/* the most parts a split has */
	uint64_t inverse[KEY_DIVISORS];	/* 2^32 / m, rounded up */
	uint8_t	shared[MM_MAXCLASSES];	/* the colours in common of a class */
	uint16_t given[MM_MAXCLASSES];	/* the classes a guess can give */
	int	ngiven;
	uint64_t *coarse;	/* (pegs + 1) x (KEY_LANEMAX + 1): the key of */
				/* c codes sharing k colours, or NULL */
};

#define KEY_LANEMAX	255	/* codes whose bounds are counted in bytes */
#define KEY_SEENMAX	16	/* codes bounded by the pegs a guess sees */

#define SCORE_FEW	48	/* candidates scored one by one */
#define SCORE_BLOCK	256	/* candidates scored between checks */

void	heur_scoring_init(struct scoring *, const struct codeset *,
	    const struct heuristic *);
void	heur_scoring_free(struct scoring *);
uint64_t	heur_key_floor(const struct scoring *, uint32_t);
uint64_t	heur_key_coarse(const struct scoring *, const uint32_t *);
size_t	heur_key_multisets(const struct pool *, uint32_t *, uint32_t *);
uint64_t	heur_key_multiset(const struct scoring *, uint32_t, const uint32_t *,
	    const uint32_t *, size_t);
uint64_t	heur_key_seen(const struct scoring *, const struct pool *, uint32_t);
void	heur_key_everymultiset(const struct scoring *, const uint32_t *,
	    const uint32_t *, size_t, uint32_t, uint64_t *);
uint64_t	heur_key_partial(const struct scoring *, const uint32_t *,
	    const uint32_t *, size_t);
uint64_t	heur_score_bounded(const struct scoring *, const struct pool *,
	    uint32_t, uint64_t, const uint16_t *, uint32_t *);

#endif
