/* mastermind-tools: every code of a game, packed; classes of feedback */
#ifndef CODESET_H
#define CODESET_H

#include <string.h>

#include "mm.h"

#define MS_LANES	32	/* multisets counted at once: codeset_coarse() */
#define CODESET_SMALL	((size_t)48 << 20)	/* the table made for all */
#define CODESET_LARGE	((size_t)512 << 20)	/* and for those who ask */

typedef uint8_t ms_lanes __attribute__((vector_size(MS_LANES)));

struct codeset {
	const struct game *g;
	uint32_t n;		/* codes, in code order */
	int	pegs;
	int	stride;		/* pegs + 1: class = common * stride + exact */
	int	nclass;
	int	solved;		/* the class of pegs,0 */
	int	bits;		/* bits of one peg in pk, the top one clear */
	uint64_t low;		/* all but the top bit of every peg field */
	uint64_t high;		/* the top bit of every peg field */
	uint64_t summul;	/* adds the top bits up, or 0: use popcount */
	int	sumshift;
	uint64_t *pk;		/* each code, one field a peg */
	uint32_t *ms;		/* each code's multiset, in the order of first codes */
	uint32_t nms;
	uint8_t *mscount;	/* colour counts of each multiset */
	uint64_t *mscolors;	/* the colours of each multiset, as bits */
	uint16_t *base;		/* nms x nms: common * stride + pegs, or NULL */
	uint8_t	*shared;	/* with base, after it in one table: nms x */
				/* nms and MS_LANES bytes more, the colours */
				/* two multisets share */
	uint32_t *bymset;	/* with base: the codes by multiset, in code order */
	uint32_t *msfrom;	/* with base: nms + 1, where each one's start */
};

void	codeset_init(struct codeset *, const struct game *);
void	codeset_table(struct codeset *, size_t);
void	codeset_free(struct codeset *);
uint32_t	*codeset_all(const struct codeset *);
void	codeset_code(const struct codeset *, uint32_t, uint8_t *);
void	codeset_format(const struct codeset *, uint32_t, char *);
void	codeset_put(const struct codeset *, uint32_t, char);
const uint16_t *codeset_row(const struct codeset *, uint32_t, uint16_t *,
	    const uint32_t *, size_t);
int	codeset_class(const struct codeset *, uint32_t, uint32_t);
size_t	codeset_filter(const struct codeset *, uint32_t, int, const uint32_t *,
	    size_t, uint32_t *, uint16_t *);
struct feedback	class_feedback(const struct codeset *, int);
int	feedback_class(const struct codeset *, struct feedback);

/* The most feedback classes a guess can split codes into. */
static inline int
codeset_maxparts(const struct codeset *cs)
{
	return (cs->pegs + 1) * (cs->pegs + 2) / 2 - 1;
}

/*
 * Ask for code i's packed pegs and multiset ahead of their use, where
 * codes are taken out of order (a hint the compiler may ignore).
 */
static inline void
codeset_prefetch(const struct codeset *cs, uint32_t i)
{
#if defined(__GNUC__)
	__builtin_prefetch(&cs->pk[i]);
	__builtin_prefetch(&cs->ms[i]);
#else
	(void)cs;
	(void)i;
#endif
}

/* The pegs where packed codes a and b differ. */
static inline int
codeset_differ(const struct codeset *cs, uint64_t a, uint64_t b)
{
	uint64_t d = ((a ^ b) + cs->low) & cs->high;

	if (cs->summul != 0)
		return (int)(d * cs->summul >> cs->sumshift);
	return popcount64(d);
}

/* Add the lesser of *a and *b to *sum, in each lane. */
static inline __attribute__((always_inline)) void
ms_addleast(ms_lanes *sum, const ms_lanes *a, const ms_lanes *b)
{
	ms_lanes less = (ms_lanes)(*a < *b);

	*sum += (*a & less) | (*b & ~less);
}

/*
 * codeset_coarse() for games of pegs pegs: inline with pegs fixed, so
 * that the compiler unrolls the loop over k and keeps by[] in registers.
 */
static inline __attribute__((always_inline)) void
coarse_pegs(const struct codeset *cs, const uint32_t *dist,
    const uint32_t *cnt, size_t nd, uint32_t m, ms_lanes *by, int pegs)
{
	ms_lanes v, zero = { 0 };
	size_t i;
	int k;

	for (k = 0; k <= pegs; k++)
		by[k] = zero;
	for (i = 0; i < nd; i++) {
		memcpy(&v, cs->shared + (size_t)dist[i] * cs->nms + m,
		    sizeof(v));
#pragma GCC unroll 8
		for (k = 0; k <= pegs; k++)
			by[k] += (ms_lanes)(v == (uint8_t)k) & (uint8_t)cnt[i];
	}
}

/*
 * Of the codes of the multisets dist[0..nd), cnt[i] of dist[i] and 255
 * in all at most, how many share k colours with each of the MS_LANES
 * multisets from m on, into by[k] for k = 0..pegs: a lane a multiset.
 */
static inline __attribute__((always_inline)) void
codeset_coarse(const struct codeset *cs, const uint32_t *dist,
    const uint32_t *cnt, size_t nd, uint32_t m, ms_lanes *by)
{
	switch (cs->pegs) {
	case 4:
		coarse_pegs(cs, dist, cnt, nd, m, by, 4);
		break;
	case 5:
		coarse_pegs(cs, dist, cnt, nd, m, by, 5);
		break;
	default:
		coarse_pegs(cs, dist, cnt, nd, m, by, cs->pegs);
		break;
	}
}
#endif
