/* The exact search's private types and declarations: see optimal.c */
#ifndef EXACT_CORE_H
#define EXACT_CORE_H

#include <pthread.h>
#include <stdio.h>
#include <time.h>

#include "exact.h"
#include "histsym.h"
#include "memo.h"

#define EXACT_MAXCODES 46340	/* n(n + 1) / 2 stays below EXACT_INF */
#define NOLIMIT		64	/* guesses left when -m bounds nothing */
#define MEMO_MIN	4	/* smaller sets are searched again */
#define NARROW_MIN	6	/* smaller parts are searched whole at once */
#define LEAST_MAX	40	/* larger parts are probed without */
				/* exact_msparts_least() first */
#define NARROW_NUM	3	/* a part's first share of the gap: 3 / 2 */
#define NARROW_DEN	2	/* of an even share (narrow()) */
#define SHARED_DEPTH	2	/* the levels below a search's set */
				/* whose parts are shared out */
#define MS_MAXPEGS	7	/* bounds by multiset: exact_msparts_count() */
#define MS_LANEMAX	255	/* candidates counted on a vector's bytes */

/*
 * The classes of a game, one an answer: (pegs + 1)^2 at most, and the
 * exact search takes EXACT_MAXPEGS pegs at most, which exact_new()
 * checks; arrays of NCLASSES on the stack stay small.  The quick tests
 * of exact_apart(), exact_few() and exact_scoreall() keep a set of classes in the bits of
 * a uint64_t, so up to 7 pegs; beyond, they give way to counting.
 * exact_new() takes at most EXACT_MAXCODES codes, so that a code and
 * a set's size fit a memo slot's uint16_t.
 */
#define NCLASSES	MM_CLASSES(EXACT_MAXPEGS)
#define MASKCLASSES	64
#define TAB_SLACK	MS_LANES	/* bytes read past the last row of tab */
#define COUNT_MIN	64	/* sets whose guesses are counted at once */
#define LATER_MIN	8	/* codes a multiset, on average, to wait by */
#define COLS		(COUNT_MIN > MASKCLASSES ? COUNT_MIN : MASKCLASSES)
#define QUICKSPAN	(2 * MASKCLASSES)	/* 2p + c: see struct queue */

/*
 * A guess's sort key: its lower bound, then whether it is no candidate,
 * then whether exact_refine() counted its parts, then the sum of squared part
 * sizes (below 2^31 as n <= EXACT_MAXCODES), all in one word compared
 * at once; then the guess.
 */
struct gkey {
	uint64_t order;
	uint32_t guess;
};

#define KEY_LBSHIFT	33
#define KEY_NOTCAND	((uint64_t)1 << 32)	/* the guess is no candidate */
#define KEY_REFINED	((uint64_t)1 << 31)	/* lb counts the parts */

/* The key of a guess not yet refined, of lower bound lb. */
static inline uint64_t
key_order(uint32_t lb)
{
	return (uint64_t)lb << KEY_LBSHIFT;
}

static inline uint32_t
key_lb(const struct gkey *k)
{
	return (uint32_t)(k->order >> KEY_LBSHIFT);
}

/* Keys in order: lower bound, flags and squares, then guess. */
static inline int
keycmp(const struct gkey *x, const struct gkey *y)
{
	if (x->order != y->order)
		return x->order < y->order ? -1 : 1;
	return x->guess < y->guess ? -1 : x->guess > y->guess;
}

/* Add key k to the heap h of *n keys, least first. */
static inline void
key_push(struct gkey *h, uint32_t *n, const struct gkey *k)
{
	uint32_t i = (*n)++;

	for (; i > 0 && keycmp(k, &h[(i - 1) / 2]) < 0; i = (i - 1) / 2)
		h[i] = h[(i - 1) / 2];
	h[i] = *k;
}

/*
 * A guess whose parts are counted, key k: into the heap h of *n keys if
 * its bound is below best, else its bound into *low.
 */
static inline void
key_keep(struct gkey *h, uint32_t *n, const struct gkey *k, uint32_t best,
    uint32_t *low)
{
	if (key_lb(k) < best)
		key_push(h, n, k);
	else if (key_lb(k) < *low)
		*low = key_lb(k);
}

/* The state of one depth of the search. */
struct level {
	uint32_t *part;		/* the candidates by class of the guess tried */
	uint32_t *guesses;
	const uint8_t **col;	/* the scores of the candidates, by guess, */
				/* of sets of at most COLS codes */
	struct gkey *keys;	/* the guesses to try, counted: a heap */
	struct gkey *defer;	/* and those another thread tries first */
	uint32_t ndefer, maxdefer;
	uint16_t *quick;	/* and by a quick bound only (codes: below */
				/* EXACT_MAXCODES) */
	uint32_t *next;		/* lists of those by bound: see struct queue */
	uint64_t *later;	/* multisets whose codes are counted later */
	int	filter;		/* whether only some of them are worth */
	const uint64_t *worth;	/* trying: these, if not NULL, else */
	struct canon canon;	/* exact_worth_code() */
	struct hsym *sym;	/* the symmetries of the history */
	size_t	nsym;
	uint64_t used;		/* the colours played so far */
};

/*
 * The guesses of a node yet to try: those whose parts are counted in
 * the heap l->keys[0..nk), and those with a quick bound only in
 * l->quick[0..end).  A guess leaving p parts other than a win has quick
 * bound bound[2p + c], c 1 for a candidate (exact_quickbounds(), bounds.c);
 * the guesses of each 2p + c are listed from head[2p + c], l->next[i]
 * following l->quick[i] (each index one up, 0 ending a list), many[]
 * counts them, and the bits of live say which have some.  A quick key
 * comes before a counted key of the same bound, so all the quick keys
 * of a bound are counted at once, before any key of that bound is
 * tried, and no tried guess lowers the best total meanwhile: one pass
 * over them takes the place of a heap.  The codes that are no
 * candidate may wait a multiset at a time (o->later), in the heap
 * l->later of bound << 32 | multiset, the bound exact_msparts_bounds() gives
 * them all, as quick keys do, and are scored when it comes to the front
 * (exact_scorelater()).
 */
struct queue {
	uint32_t nk;
	uint32_t nlater;		/* l->later[0..nlater): a heap */
	uint32_t end;
	uint32_t left;			/* quick keys not yet counted */
	int	top;			/* 2p + c of the least quick bound */
	uint64_t live[QUICKSPAN / 64];
	uint32_t head[QUICKSPAN];
	uint32_t many[QUICKSPAN];
	uint32_t bound[QUICKSPAN];
};

/* What one thread of the search keeps. */
struct worker {
	struct exact *o;
	int	id;
	struct level **lv;	/* by depth */
	int	nlv;
	uint32_t *stamp;	/* the candidates of a node, marked */
	uint32_t epoch;
	struct worthy *worthy;	/* the guesses worth trying, by symmetries */
	struct msparts *msp;	/* or NULL until needed */
	uint8_t	*nparts;	/* the classes of every code: classcounts() */
	uint8_t	*isin;		/* a node's candidates marked: scorefew() */
	int	shared;		/* parts and guesses above this depth are */
				/* shared out among the threads */
};

/* The whole search, for a game and a limit. */
struct exact {
	const struct codeset *cs;
	uint32_t n;
	int	pegs, ncolors, distinct, nclass, solved;
	uint32_t branch;	/* the most parts a guess leaves unsolved */
	uint8_t	live[NCLASSES];	/* the classes met, but the answer */
	int	nlive;
	uint8_t	*tab;		/* n x n: the class of guess x secret */
	uint8_t	*code;		/* n x pegs: the colours of each code */
	uint64_t *colors;	/* the set of colours of each code */
	const uint8_t *shared;	/* the codeset's, or NULL beyond MS_MAXPEGS */
	int	later;		/* other codes wait by multiset: exact_scoreall() */
	uint32_t *lb;		/* the least total for m codes */
	uint32_t *others;	/* the least a guess no candidate of m can give */
	uint32_t *kleast;	/* by k, c: exact_msparts_bounds() */
	uint64_t cap[NOLIMIT + 1];	/* the most codes found in d guesses */
	int	maxguesses;
	int	threads;
	struct workers *team;	/* the threads after the first, or NULL */
	struct memo memo;
	int	stop;			/* a thread has finished the root */
	uint32_t result;
	struct plan *plan;
	int	solved_root;
	struct progress progress;
	int	asked;		/* --progress: shown off a terminal too */
	size_t	at[2][2][2];	/* guess and part, of how many, at depths 0, 1 */
	uint32_t best;		/* the least total found at the root so far */
	const char *state;	/* --state: the file of an unfinished search */
	int	loaded;		/* 1 once looked for, 2 if read */
};

/* The bytes of o->tab: n x n classes, and TAB_SLACK read past them. */
static inline size_t
tabbytes(const struct exact *o)
{
	return (size_t)o->n * o->n + TAB_SLACK;
}

/* The guesses left after one more: no limit stays no limit. */
static inline int
leftafter(int left)
{
	return left == NOLIMIT ? NOLIMIT : left - 1;
}

/* The least total of m codes with left guesses; EXACT_INF if too many. */
static inline uint32_t
lbound(const struct exact *o, uint32_t m, int left)
{
	if (m == 0)
		return 0;
	if (left < NOLIMIT && m > o->cap[left])
		return EXACT_INF;
	return o->lb[m];
}

/* MurmurHash3's finaliser: each bit of h flips half the result's. */
static inline uint64_t
mix(uint64_t h)
{
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdULL;
	h ^= h >> 33;
	h *= 0xc4ceb9fe1a85ec53ULL;
	h ^= h >> 33;
	return h;
}

/* optimal.c */
void	exact_rootlevel(struct worker *, int);
void	exact_histlevels(struct worker *, const uint32_t *, int);
void	exact_record(struct exact *, struct worker *, const uint32_t *, uint32_t,
	    int, int);
uint32_t	exact_searchall(struct exact *, const uint32_t *, uint32_t,
	    const uint32_t *, int, int, uint32_t);
_Noreturn void	exact_unsolvable(const struct exact *);
void	exact_replay(const struct exact *, const uint32_t *, uint32_t, int,
	    uint32_t);

/* resume.c */
const char	*exact_resume_read(struct exact *, FILE *);
void	exact_resume_load(struct exact *);
void	exact_resume_catch(struct exact *);
int	exact_resume_release(void);
_Noreturn void	exact_resume_save(struct exact *, int);
_Noreturn void	exact_resume_damaged(const struct exact *, const char *);

/* branch.c */
struct level *exact_level(struct worker *, int);
void	exact_worker_free(struct worker *);
uint32_t	exact_search(struct worker *, const uint32_t *, uint32_t, int, int,
	    uint32_t, uint32_t *);

#endif
