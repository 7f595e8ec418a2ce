/*
 * What the files of the heuristics' search share: a searcher and each
 * thread's scratch space, and one search's job, the guesses it tries in
 * the order of the tie rule (search.c, walk.c, multiset.c).
 */
#ifndef HEUR_JOB_H
#define HEUR_JOB_H

#include <pthread.h>

#include "heuristic.h"
#include "search.h"
#include "slices.h"
#include "../symmetry.h"
#include "wide.h"
#include "../workers.h"

struct scratch {
	struct pool pool;
	struct sym sym;
	struct orbits *orbits;	/* lists of orbits met before */
	uint32_t *cands;	/* the candidates that come first in orbits */
	uint32_t *others;	/* the other guesses to try */
	uint16_t *row;
	uint32_t *hist;
	uint32_t *mscount;	/* nms: the candidates of each multiset */
	uint32_t *msdistinct;
	uint64_t *msfloor;	/* nms: the best key of a guess of each */
	struct bound *order;	/* nms: multisets by their best key */
	struct slices slices;	/* few candidates as bits, or none */
	struct wide wide;	/* many candidates as bits, made when needed */
};

struct searcher {
	struct scoring se;
	size_t	candonly;	/* above so many candidates, only they */
	int	alike;		/* see heur_guesses_alike */
	struct workers *w;
	struct scratch *sc;	/* one for each member */
	int	nsc;
};

/* A multiset of colours and the best key a guess of it could have. */
struct bound {
	uint64_t floor;
	uint32_t m;
	int	all;		/* every code of it in order (sym_multiset) */
	int	seen;		/* floor is heur_key_seen()'s */
};

/* A guess found, its key, and its position in the order of trying. */
struct found {
	uint64_t key;
	size_t	pos;
	uint32_t guess;
};

/* The guesses of one search: positions in the order of the tie rule. */
struct job {
	const struct scoring *se;
	struct scratch *sc;
	const struct pool *p;
	const uint32_t *a;	/* positions [0, na) */
	size_t	na;
	const uint32_t *b;	/* [na, na + nb); NULL: every non-candidate */
	uint64_t *msfloor;	/* by multiset, or KEY_UNKNOWN: see floor_at */
	struct slices *slices;	/* the pool's, or NULL */
	int	wide;		/* many candidates, as bits: see bymultiset */
	const uint32_t *mscount;	/* the candidates of each multiset */
	const uint32_t *msdistinct;	/* the multisets of candidates */
	size_t	ndistinct;	/* how many */
	size_t	nb;
	size_t	chunk;
	size_t	next;
	size_t	end;		/* the positions of this round end here */
	uint64_t stop;		/* no guess from here on can win */
	uint64_t floor;
	int	alike;		/* any guess of the floor will do */
	uint64_t shared;	/* the best key found by any member */
	size_t	want;		/* the best guesses wanted, 1 to SEARCH_WIDTH */
	struct found (*best)[SEARCH_WIDTH];	/* each member's, best first */
	size_t	nbest[WORKERS_MAX];
	const struct sym *sym;	/* the candidates' symmetry */
	struct bound *order;	/* bymultiset's heap of multisets */
	size_t	nm;
	struct found *list;	/* bymultiset's best found, best first */
	size_t	nlist;
	uint64_t bar;		/* the key a guess must beat to be kept */
	uint32_t first;		/* or tie and come before this code */
	int	members;
	pthread_mutex_t lock;	/* held for the six above with members */
};

void	heur_every_floor(struct job *);
uint64_t	heur_floor_at(struct job *, uint32_t);
void	heur_walk(struct job *, struct scratch *);
void	heur_floors(struct job *, struct scratch *, int);
void	heur_member(void *, int);
size_t	heur_merged(const struct job *, int, struct found *);
size_t	heur_merge(const struct job *, int, uint32_t *);
void	heur_bymultiset(struct job *, struct scratch *, struct workers *, struct found *, size_t *);
/*
 * Enter the guess at pos of key k into the list b of the *nb best,
 * ordered by key and then by position, if it comes before the last.
 */
static inline __attribute__((always_inline)) void
keep(struct found *b, size_t *nb, uint64_t k, size_t pos, uint32_t g,
    const size_t want)
{
	size_t i;

	if (*nb == want && (b[*nb - 1].key < k ||
	    (b[*nb - 1].key == k && b[*nb - 1].pos < pos)))
		return;
	i = *nb < want ? (*nb)++ : *nb - 1;
	for (; i > 0 && (b[i - 1].key > k ||
	    (b[i - 1].key == k && b[i - 1].pos > pos)); i--)
		b[i] = b[i - 1];
	b[i].key = k;
	b[i].pos = pos;
	b[i].guess = g;
}

/* Whether a guess of multiset m could have a key of limit or less. */
static inline int
could(struct job *j, uint32_t m, uint64_t limit)
{
	uint64_t f = j->msfloor[m];

	return (f != KEY_UNKNOWN ? f : heur_floor_at(j, m)) <= limit;
}

/*
 * The key of guess g, or UINT64_MAX if it is above limit: on bits when
 * the candidates are few, or many, else from the row of g.
 */
static inline uint64_t
guess_key(const struct job *j, struct scratch *sc, uint32_t g,
    uint64_t limit)
{
	const struct codeset *cs = j->se->cs;

	if (j->slices != NULL)
		return heur_score_sliced(j->se, j->slices, g, limit);
	if (j->wide) {
		heur_wide_common(&sc->wide, cs, j->p, cs->ms[g]);
		return heur_score_wide(j->se, &sc->wide, g, limit, sc->hist);
	}
	return heur_score_bounded(j->se, j->p, g, limit, codeset_row(cs, g,
	    sc->row, j->p->ms, j->p->n), sc->hist);
}

#endif
