/*
 * The lower bounds of a node's guesses: quick ones from the number of
 * parts a guess leaves (quick.c), and counted ones from the sizes of its
 * parts (count.c), with the queue of guesses they fill.
 */
#ifndef EXACT_BOUNDS_H
#define EXACT_BOUNDS_H

#include "core.h"

int	exact_apart(const struct exact *, const uint32_t *, uint32_t, uint32_t *,
	    uint32_t *);
uint32_t	exact_few(struct worker *, const uint32_t *, uint32_t, int,
	    uint32_t, uint32_t *, uint32_t *, uint32_t *);
int	exact_refine(const struct exact *, const uint32_t *, uint32_t, int,
	    struct gkey *);
void	exact_quickbounds(const struct exact *, struct queue *, uint32_t);
void	exact_scoreall(struct worker *, struct level *, const uint32_t *, uint32_t,
	    int, int, uint32_t, uint32_t *, struct queue *);
void	exact_scorelater(struct worker *, struct level *, const uint32_t *,
	    uint32_t, int, uint32_t, uint32_t, uint32_t *, struct queue *);
uint32_t	exact_atleast(struct exact *, const uint32_t *, uint32_t, int,
	    uint32_t, const uint64_t *);
void	exact_classcounts(const struct exact *, const uint8_t *const *,
	    uint32_t, uint8_t *);

/* The most parts a quick bound is kept for (exact_quickbounds()). */
static inline uint32_t
quickmost(const struct exact *o)
{
	return o->branch < MASKCLASSES - 1 ? o->branch : MASKCLASSES - 1;
}

/* Add guess g, leaving p parts besides a win, to the quick keys of q. */
static inline void
addquick(struct level *l, struct queue *q, uint32_t g, uint32_t b)
{
	l->quick[q->end] = (uint16_t)g;
	l->next[q->end++] = q->head[b];
	q->head[b] = q->end;
	q->many[b]++;
	q->left++;
	q->live[b / 64] |= (uint64_t)1 << (b % 64);
}

/* Guess g, of bound b, to the quick keys of q if under beta, else *low. */
static inline void
quickor(struct level *l, struct queue *q, uint32_t g, uint32_t b,
    uint32_t beta, uint32_t *low)
{
	uint32_t lb = q->bound[b];

	if (lb < beta)
		addquick(l, q, g, b);
	else if (lb < *low)
		*low = lb;
}
#endif
