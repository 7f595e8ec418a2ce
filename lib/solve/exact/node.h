/*
 * A node of the exact search, the parts a guess leaves it in, and what
 * the files of the branch and bound share: the parts searched (parts.c)
 * and the progress line (worker.c).
 */
#ifndef EXACT_NODE_H
#define EXACT_NODE_H

#include "core.h"

/* A node of the search: a set of candidates and what is known of it. */
struct node {
	const uint32_t *s;
	uint32_t n;
	int	depth;
	int	left;		/* guesses left, or NOLIMIT */
	uint32_t beta;		/* only a total below it is wanted */
	uint32_t lbn;		/* a lower bound of the least total */
	uint32_t floor;		/* the least a guess no candidate can give */
	uint32_t best;		/* the least total found, else beta */
	uint32_t bestg;		/* the guess that gives it */
	uint32_t low;		/* the least bound of the guesses cut off */
	uint32_t cut;		/* the guess tried: its total wanted below */
	uint64_t key, check;	/* the set in the memo, when n >= MEMO_MIN */
	int	probe;		/* a bound is wanted, no guess tried: probe() */
	int	known;		/* the memo holds a bound of it */
};

/* The parts a guess leaves of a node, other than the solved one. */
struct parts {
	uint32_t start[NCLASSES + 1];	/* class c: part[start[c]..start[c+1]) */
	int	order[NCLASSES];	/* the classes to search; -1: searched */
	uint32_t partlb[NCLASSES];	/* a quick bound of each, in order */
	int	n;
};

/* The codes of class c of parts p. */
static inline uint32_t
partcodes(const struct parts *p, int c)
{
	return p->start[c + 1] - p->start[c];
}

/* Whether a thread has finished the root, so that the others stop. */
static inline int
stopped(struct exact *o)
{
	return __atomic_load_n(&o->stop, __ATOMIC_ACQUIRE);
}

void	exact_split(const struct exact *, struct level *, const struct node *,
	    uint32_t, struct parts *);
uint64_t	exact_searchparts(struct worker *, const struct node *,
	    struct parts *, uint64_t);
uint64_t	exact_leastparts(struct worker *, const struct node *,
	    struct parts *, uint64_t);
void	exact_progress(const struct worker *, const struct node *, int,
	    size_t, size_t);

/*
 * Where the first thread is in the first two levels, when --progress
 * asks: exact_progress().
 */
static inline void
progress(const struct worker *w, const struct node *nd, int what, size_t k,
    size_t nk)
{
	if (w->id == 0 && w->o->progress.on && nd->depth <= 1)
		exact_progress(w, nd, what, k, nk);
}

#endif
