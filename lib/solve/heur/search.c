#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "heuristic.h"
#include "search.h"
#include "slices.h"
#include "../symmetry.h"
#include "wide.h"
#include "../workers.h"

/*
 * The search for the best guess of a heuristic.  The guesses are tried
 * in the order of the tie rule, the candidates first, each group in
 * code order, so that the best guess is the one with the smallest key
 * and, among those, the earliest in that order.  Of each orbit under
 * the colours and pegs the candidates cannot tell apart, the codes
 * after the first are left out, all but a few others (sym_orbits):
 * the codes of an orbit split the candidates alike and are all
 * candidates or none, and the first of them comes first.  A guess is
 * dropped as soon as it cannot beat the best so far, and no guess is
 * tried after one that splits as evenly as any could; above the limit
 * of search_candidates, no code but a candidate is tried.  Members of a
 * team of threads take chunks of guesses in turn; the one best guess
 * does not depend on who tried what.  When one best guess is wanted,
 * the codes that are not candidates are taken by multiset instead, the
 * most promising first (bymultiset), and give the same guess.
 */


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
	struct workers *w;
	struct scratch *sc;	/* one for each member */
	int	nsc;
};

/* Above n candidates (0: never), the guesses are the candidates only. */
void
heur_candidates(struct searcher *s, size_t n)
{
	s->candonly = n;
}

/* A multiset of colours and the best key a guess of it could have. */
struct bound {
	uint64_t floor;
	uint32_t m;
	int	all;		/* every code of it in order (sym_multiset) */
	int	seen;		/* floor is heur_key_seen()'s */
};

/* The scores a search of n candidates may compute. */
static uint64_t
work(const struct searcher *s, size_t n)
{
	return (uint64_t)n * (s->candonly > 0 && n > s->candonly ? n :
	    s->se.cs->n);
}

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
	uint64_t shared;	/* the best key found by any member */
	size_t	want;		/* the best guesses wanted, 1 to SEARCH_WIDTH */
	struct found (*best)[SEARCH_WIDTH];	/* each member's, best first */
	size_t	nbest[WORKERS_MAX];
	const struct sym *sym;	/* the candidates' symmetry */
	struct bound *order;	/* bymultiset's heap of multisets */
	size_t	nm;
	uint64_t bar;		/* bymultiset's best key found */
	uint32_t first;		/* its first code of that key */
	int	members;
	pthread_mutex_t lock;	/* held for the four above with members */
};


/* Many heuristic decisions, one a member at a time. */
struct sized {
	size_t	n;
	size_t	i;
};

struct batch {
	struct searcher *s;
	const uint32_t *const *cand;
	const size_t *n;
	uint32_t *guess;
	struct sized *order;
	size_t	count;
	size_t	next;
};

/*
 * Zeroed memory in cache lines of its own, for what one member
 * writes in its inner loop: another's writes do not evict it.
 */
#define LINE	64

static void *
xline(size_t n, size_t size)
{
	size_t bytes = (n * size + LINE - 1) / LINE * LINE;
	void *p;

	if (bytes == 0)
		bytes = LINE;
	if (posix_memalign(&p, LINE, bytes) != 0)
		die("out of memory");
	memset(p, 0, bytes);
	return p;
}

struct searcher *
heur_new(const struct codeset *cs, const struct heuristic *h, int threads)
{
	struct searcher *s = xcalloc(1, sizeof(*s));
	int i, n = threads > 0 ? threads : workers_online();

	heur_scoring_init(&s->se, cs, h);
	if (n > WORKERS_MAX)
		n = WORKERS_MAX;
	s->w = n > 1 ? workers_new(n) : NULL;
	s->nsc = workers_count(s->w);
	s->sc = xcalloc((size_t)s->nsc, sizeof(*s->sc));
	for (i = 0; i < s->nsc; i++) {
		s->sc[i].hist = xline((size_t)cs->nclass,
		    sizeof(*s->sc[i].hist));
		if (cs->base == NULL)
			s->sc[i].row = xline(cs->nms, sizeof(*s->sc[i].row));
	}
	return s;
}

static void
scratch_free(struct scratch *sc)
{
	if (sc->pool.pk != NULL)
		pool_free(&sc->pool);
	orbits_free(sc->orbits);
	free(sc->cands);
	free(sc->others);
	free(sc->row);
	free(sc->hist);
	free(sc->mscount);
	free(sc->msdistinct);
	free(sc->msfloor);
	free(sc->order);
	if (sc->slices.peg != NULL)
		heur_slices_free(&sc->slices);
	heur_wide_free(&sc->wide);
}

void
heur_free(struct searcher *s)
{
	int i;

	if (s == NULL)
		return;
	workers_free(s->w);
	for (i = 0; i < s->nsc; i++)
		scratch_free(&s->sc[i]);
	free(s->sc);
	heur_scoring_free(&s->se);
	free(s);
}

/* The pool and lists of a member, made on first use. */
static void
scratch_ready(struct scratch *sc, const struct codeset *cs)
{
	if (sc->pool.pk != NULL)
		return;
	pool_init(&sc->pool, cs);
	sc->orbits = orbits_new();
	sc->cands = xcalloc(cs->n, sizeof(*sc->cands));
	sc->others = xcalloc(cs->n, sizeof(*sc->others));
	if (cs->base != NULL) {
		sc->mscount = xcalloc(cs->nms, sizeof(*sc->mscount));
		sc->msdistinct = xcalloc(cs->nms, sizeof(*sc->msdistinct));
		sc->msfloor = xcalloc(cs->nms, sizeof(*sc->msfloor));
		sc->order = xcalloc(cs->nms, sizeof(*sc->order));
		if (heur_slices_fit(cs, SLICES_MAX))
			heur_slices_init(&sc->slices, cs);
	}
}

/* The guess at pos: of a list, or of every code when j->b is NULL. */
static inline uint32_t
guess_at(const struct job *j, size_t pos)
{
	if (pos < j->na)
		return j->a[pos];
	return j->b != NULL ? j->b[pos - j->na] : (uint32_t)(pos - j->na);
}

/* The best key a guess of multiset m could have, worked out once. */
static uint64_t
floor_at(struct job *j, uint32_t m)
{
	if (j->slices != NULL)
		j->msfloor[m] = heur_slices_floor(j->slices, j->se, m);
	else
		j->msfloor[m] = heur_key_multiset(j->se, m, j->mscount,
		    j->msdistinct, j->ndistinct);
	return j->msfloor[m];
}

/*
 * The best key a guess of each multiset could have, all at once: as
 * floor_at, but on few candidates counted many multisets together.
 * The sets score_sliced() reads are left to be made.
 */
static void
every_floor(struct job *j)
{
	uint32_t cnt[KEY_LANEMAX], m;
	size_t i;

	if (j->p->n > KEY_LANEMAX) {
		for (m = 0; m < j->se->cs->nms; m++)
			floor_at(j, m);
	} else if (j->slices != NULL) {
		key_everymultiset(j->se, j->slices->dist, j->slices->count,
		    j->slices->nd, (uint32_t)j->p->n, j->msfloor);
	} else {
		for (i = 0; i < j->ndistinct; i++)
			cnt[i] = j->mscount[j->msdistinct[i]];
		key_everymultiset(j->se, j->msdistinct, cnt, j->ndistinct,
		    (uint32_t)j->p->n, j->msfloor);
	}
}

/* Whether a guess of multiset m could have a key of limit or less. */
static inline int
could(struct job *j, uint32_t m, uint64_t limit)
{
	uint64_t f = j->msfloor[m];

	return (f != KEY_UNKNOWN ? f : floor_at(j, m)) <= limit;
}

/*
 * The first position from pos on, before to, whose guess is worth
 * scoring against limit: one whose colours could give a key of limit
 * or less, and, among every code, one that is not a candidate (those
 * came first).  The loops are apart so that each is tight.
 */
static inline size_t
next_worth(struct job *j, size_t pos, size_t to, uint64_t limit)
{
	const uint64_t *member = j->p->member;
	const uint32_t *ms = j->se->cs->ms;
	size_t g;

	if (pos >= j->na && j->b == NULL) {
		for (g = pos - j->na; pos < to; pos++, g++)
			if (!(member[g / 64] >> (g % 64) & 1) &&
			    (j->msfloor == NULL || could(j, ms[g], limit)))
				break;
		return pos;
	}
	if (j->msfloor == NULL)
		return pos;
	if (pos < j->na) {
		while (pos < to && pos < j->na &&
		    !could(j, ms[j->a[pos]], limit))
			pos++;
		if (pos < j->na || pos == to)
			return pos;
	}
	if (j->b == NULL)
		return next_worth(j, pos, to, limit);
	while (pos < to && !could(j, ms[j->b[pos - j->na]], limit))
		pos++;
	return pos;
}

/*
 * The key of guess g, or UINT64_MAX if it is above limit: on bits when
 * the candidates are few, or many, else from the row of g.
 */
static inline uint64_t
guess_key(const struct job *j, struct scratch *sc, uint32_t g, uint64_t limit)
{
	const struct codeset *cs = j->se->cs;

	if (j->slices != NULL)
		return score_sliced(j->se, j->slices, g, limit);
	if (j->wide) {
		heur_wide_common(&sc->wide, cs, j->p, cs->ms[g]);
		return score_wide(j->se, &sc->wide, g, limit, sc->hist);
	}
	return heur_score_bounded(j->se, j->p, g, limit, codeset_row(cs, g,
	    sc->row, j->p->ms, j->p->n), sc->hist);
}

/* Lower *v to x, if x is less, whatever other threads do. */
static void
atomic_min(uint64_t *v, uint64_t x)
{
	uint64_t old = __atomic_load_n(v, __ATOMIC_RELAXED);

	while (x < old && !__atomic_compare_exchange_n(v, &old, x, 1,
	    __ATOMIC_RELAXED, __ATOMIC_RELAXED))
		;
}

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

/*
 * Try the guesses at positions [from, to), keeping the best want of
 * them: inline, so that the search for one best guess is compiled on
 * its own.
 */
static inline __attribute__((always_inline)) void
try(struct job *j, struct scratch *sc, struct found *b, size_t *nb,
    size_t from, size_t to, const size_t want)
{
	uint64_t k, limit, shared, lastkey = 0;
	uint32_t g;
	size_t pos, lastpos = 0, n = *nb;

	if (n == want) {
		lastkey = b[n - 1].key;
		lastpos = b[n - 1].pos;
	}
	for (pos = from; pos < to; pos++) {
		if (pos >= __atomic_load_n(&j->stop, __ATOMIC_RELAXED))
			break;
		shared = __atomic_load_n(&j->shared, __ATOMIC_RELAXED);
		limit = want == 1 ? shared : UINT64_MAX - 1;
		if (n == want && pos <= lastpos) {
			if (lastkey < limit)
				limit = lastkey;
			if (next_worth(j, pos, pos + 1, limit) != pos)
				continue;
		} else {
			if (n == want) {
				if (lastkey <= j->floor)
					break;
				if (lastkey - 1 < limit)
					limit = lastkey - 1;
			}
			if ((pos = next_worth(j, pos, to, limit)) == to)
				break;
		}
		g = guess_at(j, pos);
		if ((k = guess_key(j, sc, g, limit)) == UINT64_MAX)
			continue;
		keep(b, &n, k, pos, g, want);
		if (k < shared)
			atomic_min(&j->shared, k);
		if (n == want) {
			lastkey = b[n - 1].key;
			lastpos = b[n - 1].pos;
			if (lastkey <= j->floor)
				atomic_min(&j->stop, pos + 1);
		}
	}
	*nb = n;
}

static void
member(void *arg, int id)
{
	struct job *j = arg;
	struct scratch *sc = &j->sc[id];
	struct found b[SEARCH_WIDTH];
	size_t from, to, end = j->end, nb = j->nbest[id];

	memcpy(b, j->best[id], nb * sizeof(*b));
	for (;;) {
		from = __atomic_fetch_add(&j->next, j->chunk, __ATOMIC_RELAXED);
		if (from >= end)
			break;
		to = from + j->chunk < end ? from + j->chunk : end;
		if (j->want == 1)
			try(j, sc, b, &nb, from, to, 1);
		else
			try(j, sc, b, &nb, from, to, j->want);
	}
	memcpy(j->best[id], b, nb * sizeof(*b));
	j->nbest[id] = nb;
}

/* Whether bound x comes before y: the lesser best key, then multiset. */
static inline int
before(const struct bound *x, const struct bound *y)
{
	return x->floor != y->floor ? x->floor < y->floor : x->m < y->m;
}

/* Sift h[i] down the heap h[0..n), least first. */
static void
siftbound(struct bound *h, size_t n, size_t i)
{
	struct bound t = h[i];
	size_t c;

	while ((c = 2 * i + 1) < n) {
		if (c + 1 < n && before(&h[c + 1], &h[c]))
			c++;
		if (!before(&h[c], &t))
			break;
		h[i] = h[c];
		i = c;
	}
	h[i] = t;
}

static void
lock(struct job *j)
{
	if (j->members > 1 && pthread_mutex_lock(&j->lock) != 0)
		die("cannot lock a mutex");
}

static void
unlock(struct job *j)
{
	if (j->members > 1)
		pthread_mutex_unlock(&j->lock);
}

/*
 * Take from the heap the multiset whose codes come next, into top, and
 * read the best found into *bar and *first; 0 when none is left that
 * could beat it.  The multisets are numbered in the order of their
 * first codes, so once the one in front can only tie the best found
 * and its first code comes later, none left can beat it.
 */
static int
takems(struct job *j, struct bound *top, uint64_t *bar, uint32_t *first)
{
	const struct codeset *cs = j->se->cs;
	struct bound *h = j->order;
	uint64_t f;
	int got = 0;

	lock(j);
	while (j->nm > 0 && h[0].floor <= j->bar && (h[0].floor < j->bar ||
	    cs->bymset[cs->msfrom[h[0].m]] < j->first)) {
		if (!h[0].seen) {
			h[0].seen = 1;
			if ((f = heur_key_seen(j->se, j->p, h[0].m)) > h[0].floor) {
				h[0].floor = f;
				siftbound(h, j->nm, 0);
				continue;
			}
		}
		*top = h[0];
		h[0] = h[--j->nm];
		siftbound(h, j->nm, 0);
		got = 1;
		break;
	}
	*bar = j->bar;
	*first = j->first;
	unlock(j);
	return got;
}

/* Code g has key k: keep it if it beats the best; read the best back. */
static void
better(struct job *j, uint64_t k, uint32_t g, uint64_t *bar,
    uint32_t *first)
{
	lock(j);
	if (k < j->bar || (k == j->bar && g < j->first)) {
		j->bar = k;
		j->first = g;
	}
	*bar = j->bar;
	*first = j->first;
	unlock(j);
}

/* Try the codes of the multiset top against the best found. */
static void
trymultiset(struct job *j, struct scratch *sc, const struct bound *top,
    uint64_t bar, uint32_t first)
{
	const struct codeset *cs = j->se->cs;
	const uint64_t *member = j->p->member;
	uint32_t m = top->m, g, i, end = cs->msfrom[m + 1];
	uint64_t k;

	if (j->slices != NULL && j->members == 1)
		heur_slices_common(j->slices, j->se, m);
	for (i = cs->msfrom[m]; i < end; i++) {
		g = cs->bymset[i];
		if (top->floor == bar && g >= first)
			break;
		if (member[g / 64] >> (g % 64) & 1 ||
		    (!top->all && !sym_walked(j->sym, cs, g)))
			continue;
		if (j->slices == NULL && !j->wide && j->p->n > SCORE_FEW &&
		    j->members == 1 && sc->pool.basems != m)
			pool_base(&sc->pool, codeset_row(cs, g, sc->row,
			    j->p->ms, j->p->n), m);
		k = guess_key(j, sc, g, g < first ? bar : bar - 1);
		if (k < bar || (k == bar && g < first))
			better(j, k, g, &bar, &first);
	}
}

static void
msmember(void *arg, int id)
{
	struct job *j = arg;
	struct scratch *sc = &j->sc[id];
	struct bound top;
	uint64_t bar;
	uint32_t first;

	if (j->wide)
		heur_wide_load(&sc->wide, j->se->cs, j->p);
	while (takems(j, &top, &bar, &first))
		trymultiset(j, sc, &top, bar, first);
}

/*
 * The one best guess among the codes that are not candidates, after
 * the candidates have given the best key bar (UINT64_MAX if none), by
 * the members of w, kept in b, a list of *nb.  Such a code must do
 * better than that key, or as well and come earlier than the best of
 * these found so far.  The codes are taken a multiset at a time, the
 * multisets that could do so in order of their best key, so that the
 * best is found early and most of the codes are never looked at; the
 * multisets wait in a heap, as most of them are never taken out, and
 * the members take them in turn.  Every code of a multiset is tried,
 * not only the first of each orbit: the others of an orbit score the
 * same and come later, so the guess found is the one the order of
 * trying gives, whoever found it.  On few candidates, a multiset's
 * bound is made stronger by the pegs a guess of it sees (heur_key_seen)
 * when it first comes to the front, and it waits again if that bound
 * is higher.  On many, the codes are scored on words of bits
 * (score_wide), whose sets for a multiset are made once, as its codes
 * are taken together.
 */
static void
bymultiset(struct job *j, struct scratch *sc, struct workers *w,
    uint64_t bar, struct found *b, size_t *nb)
{
	const struct codeset *cs = j->se->cs;
	uint32_t m;
	size_t nm = 0, x;
	int which;

	if (j->members == 1)
		every_floor(j);		/* with more, floors() has */
	j->wide = heur_wide_fit(cs, j->p->n);
	for (m = 0; m < cs->nms; m++) {
		if (!could(j, m, bar - 1))
			continue;
		which = j->b == NULL ? SYM_ALL : sym_multiset(j->sym, cs, m);
		if (which != SYM_NONE) {
			sc->order[nm].floor = j->msfloor[m];
			sc->order[nm].all = which == SYM_ALL;
			sc->order[nm].seen = j->p->n > KEY_SEENMAX;
			sc->order[nm++].m = m;
		}
	}
	for (x = nm / 2; x-- > 0;)
		siftbound(sc->order, nm, x);
	j->order = sc->order;
	j->nm = nm;
	j->bar = bar;
	j->first = 0;
	if (j->members == 1) {
		msmember(j, 0);
	} else {
		if (pthread_mutex_init(&j->lock, NULL) != 0)
			die("cannot make a mutex");
		workers_run(w, msmember, j);
		pthread_mutex_destroy(&j->lock);
	}
	if (j->first != 0 || j->bar < bar)
		keep(b, nb, j->bar, j->na + j->first, j->first, 1);
}

/* The guesses to try for the pool: the candidates first. */
static void
guesses(struct job *j, struct scratch *sc)
{
	const struct codeset *cs = j->se->cs;
	const struct pool *p = &sc->pool;
	size_t i;
	uint32_t g;

	if (p->n == cs->n) {
		for (g = 0; g < cs->n; g++)
			if (partition_canonical(cs, g))
				sc->cands[j->na++] = g;
		j->a = sc->cands;
	} else if (sym_find(&sc->sym, cs, p)) {
		j->sym = &sc->sym;
		for (i = 0; i < p->n; i++)
			if (sym_first(&sc->sym, cs, p->idx[i]))
				sc->cands[j->na++] = p->idx[i];
		j->a = sc->cands;
		j->b = sc->others;
	} else {
		j->a = p->idx;
		j->na = p->n;
	}
}

/*
 * Ready the bounds by multiset: on bits when the candidates fit, else
 * from their multisets.  With one member each is worked out when first
 * asked for, as many searches end before every multiset is met, and
 * all at once by bymultiset; with more, all of them now, as the
 * members share them.
 */
static void
floors(struct job *j, struct scratch *sc, int members)
{
	const struct codeset *cs = j->se->cs;
	uint32_t m;

	if (heur_slices_fit(cs, j->p->n)) {
		heur_slices_load(&sc->slices, cs, j->p);
		j->slices = &sc->slices;
	} else {
		j->ndistinct = heur_key_multisets(j->p, sc->mscount, sc->msdistinct);
		j->mscount = sc->mscount;
		j->msdistinct = sc->msdistinct;
	}
	j->msfloor = sc->msfloor;
	for (m = 0; m < cs->nms; m++)
		j->msfloor[m] = KEY_UNKNOWN;
	if (members == 1)
		return;
	every_floor(j);
	for (m = 0; j->slices != NULL && m < cs->nms; m++)
		heur_slices_common(j->slices, j->se, m);
}

/* Merge the members' lists into the best want guesses; how many. */
static size_t
merge(const struct job *j, int members, uint32_t *out)
{
	size_t at[WORKERS_MAX] = { 0 }, n;
	const struct found *f, *b;
	int m, from;

	for (n = 0; n < j->want; n++) {
		b = NULL;
		from = 0;
		for (m = 0; m < members; m++) {
			if (at[m] == j->nbest[m])
				continue;
			f = &j->best[m][at[m]];
			if (b == NULL || f->key < b->key ||
			    (f->key == b->key && f->pos < b->pos)) {
				b = f;
				from = m;
			}
		}
		if (b == NULL)
			break;
		out[n] = b->guess;
		at[from]++;
	}
	return n;
}

/*
 * The best want guesses for the n > 2 candidates loaded in sc's pool,
 * best first, by the members of w (NULL: by the caller alone, with
 * scratch sc); how many there are.
 */
static size_t
search(const struct searcher *s, struct scratch *sc, struct workers *w,
    uint32_t *out, size_t want)
{
	const struct scoring *se = &s->se;
	const struct codeset *cs = se->cs;
	const struct pool *p = &sc->pool;
	struct found best[WORKERS_MAX][SEARCH_WIDTH];
	struct job j;
	uint64_t bar;
	size_t m;
	int members = workers_count(w);

	memset(&j, 0, sizeof(j));
	j.members = members;
	j.se = se;
	j.sc = w != NULL ? s->sc : sc;
	j.p = p;
	j.want = want;
	j.best = best;
	j.floor = heur_key_floor(se, (uint32_t)p->n);
	j.shared = UINT64_MAX - 1;
	guesses(&j, sc);
	if (sc->msfloor != NULL && p->n > SEARCH_FLOORS && p->n < cs->n)
		floors(&j, sc, members);
	j.stop = UINT64_MAX;
	j.chunk = SIZE_MAX / 2;
	if (members > 1) {
		j.chunk = ((size_t)1 << 16) / p->n;
		j.chunk = j.chunk < 1 ? 1 : j.chunk > 4096 ? 4096 : j.chunk;
	}
	j.end = j.na;
	workers_run(w, member, &j);
	if (j.stop > j.na && p->n < cs->n &&
	    (s->candonly == 0 || p->n <= s->candonly)) {
		if (want == 1 && j.msfloor != NULL) {
			for (bar = UINT64_MAX, m = 0; m < (size_t)members; m++)
				if (j.nbest[m] > 0 && best[m][0].key < bar)
					bar = best[m][0].key;
			bymultiset(&j, sc, w, bar, best[0], &j.nbest[0]);
			goto done;
		}
		if (j.b != NULL)
			j.nb = sym_orbits(&sc->sym, cs, p->member, sc->others,
			    sc->orbits);
		else
			j.nb = cs->n;
		j.next = j.na;
		j.end = j.na + j.nb;
		workers_run(w, member, &j);
	}
done:
	for (m = 0; m < j.ndistinct; m++)
		sc->mscount[sc->msdistinct[m]] = 0;
	return merge(&j, members, out);
}

/* The heuristic's guess for candidates cand[0..n), in code order. */
uint32_t
heur_guess(struct searcher *s, const uint32_t *cand, size_t n)
{
	const struct codeset *cs = s->se.cs;
	struct scratch *sc = &s->sc[0];
	int many = s->w != NULL && work(s, n) >= SEARCH_SPLIT;
	uint32_t g;

	if (n <= 2)
		return cand[0];
	scratch_ready(sc, cs);
	pool_load(&sc->pool, cs, cand, n);
	search(s, sc, many ? s->w : NULL, &g, 1);
	return g;
}

/*
 * The heuristic's best guesses for candidates cand[0..n), n > 2, best
 * first in the order of its tie rule, no two alike under the symmetries
 * of the candidates: at most want of them, SEARCH_WIDTH at most; how
 * many.
 */
size_t
heur_best(struct searcher *s, const uint32_t *cand, size_t n,
    uint32_t *out, size_t want)
{
	struct scratch *sc = &s->sc[0];

	scratch_ready(sc, s->se.cs);
	pool_load(&sc->pool, s->se.cs, cand, n);
	return search(s, sc, s->w, out, want < SEARCH_WIDTH ? want :
	    SEARCH_WIDTH);
}

static void
batchmember(void *arg, int id)
{
	struct batch *bt = arg;
	struct scratch *sc = &bt->s->sc[id];
	const struct codeset *cs = bt->s->se.cs;
	size_t i, k;

	for (;;) {
		k = __atomic_fetch_add(&bt->next, 1, __ATOMIC_RELAXED);
		if (k >= bt->count)
			break;
		i = bt->order[k].i;
		scratch_ready(sc, cs);
		pool_load(&sc->pool, cs, bt->cand[i], bt->n[i]);
		search(bt->s, sc, NULL, &bt->guess[i], 1);
	}
}

static int
larger(const void *a, const void *b)
{
	const struct sized *x = a, *y = b;

	if (x->n != y->n)
		return x->n > y->n ? -1 : 1;
	return x->i < y->i ? -1 : x->i > y->i;
}

/*
 * The guesses for many sets of candidates: the large ones each by all
 * members, then the rest, largest first, each by one member.
 */
void
heur_guesses(struct searcher *s, const uint32_t *const *cand,
    const size_t *n, uint32_t *guess, size_t count)
{
	struct batch bt;
	size_t i;

	memset(&bt, 0, sizeof(bt));
	bt.order = xcalloc(count, sizeof(*bt.order));
	for (i = 0; i < count; i++) {
		if (n[i] <= 2)
			guess[i] = cand[i][0];
		else if (s->w == NULL || count < 2 * (size_t)s->nsc ||
		    work(s, n[i]) >= SEARCH_ALONE)
			guess[i] = heur_guess(s, cand[i], n[i]);
		else {
			bt.order[bt.count].n = n[i];
			bt.order[bt.count++].i = i;
		}
	}
	if (bt.count > 0) {
		qsort(bt.order, bt.count, sizeof(*bt.order), larger);
		bt.s = s;
		bt.cand = cand;
		bt.n = n;
		bt.guess = guess;
		workers_run(s->w, batchmember, &bt);
	}
	free(bt.order);
}
