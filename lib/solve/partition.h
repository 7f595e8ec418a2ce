/* mastermind-tools: pools of candidates and how a guess splits them */
#ifndef PARTITION_H
#define PARTITION_H

#include "codeset.h"

/* The most feedback classes of any game: (pegs + 1) squared. */

struct split {
	uint32_t parts;
	uint32_t largest;
	uint64_t squares;	/* sum of part sizes squared */
};

/* Candidates gathered for the hot loops. */
struct pool {
	size_t	n;
	const uint32_t *idx;
	uint64_t *pk;
	uint32_t *ms;
	uint64_t *member;	/* bit set of the candidates among all codes */
	uint16_t *base;		/* the row of a guess of multiset basems */
	uint32_t basems;	/* read at each code's multiset, or none */
};

void	pool_init(struct pool *, const struct codeset *);
void	pool_load(struct pool *, const struct codeset *, const uint32_t *,
	    size_t);
void	pool_free(struct pool *);
void	pool_base(struct pool *, const uint16_t *, uint32_t);
void	partition_count(const struct codeset *, uint32_t, const struct pool *,
	    uint32_t *, uint16_t *);
void	split_of(const struct codeset *, const uint32_t *, struct split *);
int	partition_canonical(const struct codeset *, uint32_t);

/*
 * The row of a guess read at code i of the pool: from base, that row
 * read at each code already, or else from row at the code's multiset.
 */
static inline int
pool_at(const uint32_t *ms, const uint16_t *row, const uint16_t *base,
    size_t i)
{
	return base != NULL ? base[i] : row[ms[i]];
}

/*
 * Count the classes of a guess (its row, or that row read at each code
 * in base, and its packed code) on the codes [from, to) of the pool into
 * h1 and h2 by turns, so that runs of one class do not wait on their
 * own stores.  Inline whole, so that each caller's base is known.
 */
static inline __attribute__((always_inline)) void
pool_count(const struct codeset *cs, const uint16_t *row,
    const uint16_t *base, uint64_t gpk, const struct pool *p, size_t from,
    size_t to, uint32_t *h1, uint32_t *h2)
{
	const uint64_t *pk = p->pk, low = cs->low, high = cs->high;
	const uint64_t mul = cs->summul;
	const uint32_t *ms = p->ms;
	const int shift = cs->sumshift;
	size_t i;

	if (mul == 0) {
		for (i = from; i < to; i++)
			h1[pool_at(ms, row, base, i) -
			    popcount64(((gpk ^ pk[i]) + low) & high)]++;
		return;
	}
	for (i = from; i + 1 < to; i += 2) {
		h1[pool_at(ms, row, base, i) -
		    (int)((((gpk ^ pk[i]) + low) & high) * mul >> shift)]++;
		h2[pool_at(ms, row, base, i + 1) -
		    (int)((((gpk ^ pk[i + 1]) + low) & high) * mul >> shift)]++;
	}
	if (i < to)
		h1[pool_at(ms, row, base, i) -
		    (int)((((gpk ^ pk[i]) + low) & high) * mul >> shift)]++;
}

/* The classes of a guess on the codes of the pool, one a code. */
static inline void
pool_classes(const struct codeset *cs, const uint16_t *row, uint64_t gpk,
    const struct pool *p, uint16_t *cl)
{
	const uint64_t *pk = p->pk, low = cs->low, high = cs->high;
	const uint64_t mul = cs->summul;
	const uint32_t *ms = p->ms;
	const int shift = cs->sumshift;
	size_t i, n = p->n;

	if (mul == 0) {
		for (i = 0; i < n; i++)
			cl[i] = (uint16_t)(row[ms[i]] -
			    popcount64(((gpk ^ pk[i]) + low) & high));
		return;
	}
	for (i = 0; i < n; i++)
		cl[i] = (uint16_t)(row[ms[i]] -
		    (int)((((gpk ^ pk[i]) + low) & high) * mul >> shift));
}

#endif
