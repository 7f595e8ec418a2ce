/*
 * Bounds by multiset: the candidates of a node by multiset of colours, and
 * the most parts any guess of a multiset can leave them in (msparts.c).
 */
#ifndef EXACT_MSPARTS_H
#define EXACT_MSPARTS_H

#include "core.h"

/*
 * The candidates of a node by multiset, and the most parts a guess of
 * each multiset can leave them in (exact_msparts_count()).
 */
struct msparts {
	uint32_t *count;	/* nms: the candidates of each multiset */
	uint32_t *dist;		/* the multisets of the candidates */
	uint32_t *dcount;	/* and how many of each */
	uint32_t nd;
	uint8_t	*most;		/* nms: made when stamp is epoch */
	uint32_t *stamp;
	uint32_t epoch;
	uint8_t	*most0;		/* nms: exact_msparts_all() */
	uint32_t *bound;	/* nms: exact_msparts_bounds() */
};

struct msparts	*exact_msparts_load(struct worker *, const uint32_t *, uint32_t);
uint32_t	exact_msparts_count(const struct exact *, const struct msparts *,
	    uint32_t, int);
uint32_t	exact_msparts_bound(const struct exact *, const struct msparts *,
	    uint32_t, uint32_t);
uint32_t	exact_msparts_all(const struct exact *, struct msparts *);
void	exact_msparts_bounds(const struct exact *, struct msparts *, uint32_t);
uint32_t	exact_msparts_least(struct worker *, const uint32_t *, uint32_t, int);
void	exact_msparts_free(struct worker *);

/* As exact_msparts_count(), counted once a load for each multiset. */
static inline uint32_t
mostparts(const struct exact *o, struct msparts *mp, uint32_t m,
    int cand)
{
	if (mp->stamp[m] != mp->epoch) {
		mp->stamp[m] = mp->epoch;
		mp->most[m] = (uint8_t)exact_msparts_count(o, mp, m, cand);
	}
	return mp->most[m];
}

#endif
