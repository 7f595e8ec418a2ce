/*
 * The codes that are no candidate taken by multiset of colours, the most
 * promising first: each multiset's best key bounds all its codes, so
 * whole multisets are passed over once the best found beats their bound.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "job.h"

#define AHEAD	8	/* codes of a multiset asked for ahead of use */

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

/*
 * What a guess must beat to be kept: the last of the list when it is
 * full, a code that is no candidate coming before it on a tie, as the
 * candidates come first; anything when the list is not full.
 */
static void
setbar(struct job *j)
{
	const struct found *last = &j->list[j->want - 1];

	if (j->nlist < j->want) {
		j->bar = UINT64_MAX;
		j->first = 0;
	} else {
		j->bar = last->key;
		j->first = last->pos < j->na ? 0 : last->guess;
	}
}

/* Code g has key k: keep it if it beats the bar; read the bar back. */
static void
better(struct job *j, uint64_t k, uint32_t g, uint64_t *bar,
    uint32_t *first)
{
	lock(j);
	if (k < j->bar || (k == j->bar && g < j->first)) {
		keep(j->list, &j->nlist, k, j->na + g, g, j->want);
		setbar(j);
		if (j->alike && j->bar <= j->floor)
			j->first = 0;	/* no other is looked for */
	}
	*bar = j->bar;
	*first = j->first;
	unlock(j);
}

/*
 * As trymultiset, on bits: the codes worth scoring are taken eight at a
 * time and scored together (in vectors where the processor has them)
 * against the best key when the first of them is taken, then kept in
 * turn as one at a time would keep them, each against the best found
 * by then: a key above the best found since is passed over as one
 * found above it.
 */
static void
trymultiset8(struct job *j, const struct bound *top, uint64_t bar,
    uint32_t first)
{
	const struct codeset *cs = j->se->cs;
	const uint64_t *member = j->p->member;
	uint32_t m = top->m, g[8], i = cs->msfrom[m], end = cs->msfrom[m + 1];
	uint32_t from = i, to = i;
	uint64_t k[8];
	unsigned walked = 0;
	int n, x, last = 0;

	while (!last) {
		for (n = 0; n < 8 && i < end; i++) {
			if (top->floor == bar && cs->bymset[i] >= first) {
				last = 1;
				break;
			}
			if (i + AHEAD < end)
				codeset_prefetch(cs, cs->bymset[i + AHEAD]);
			if (member[cs->bymset[i] / 64] >> (cs->bymset[i] % 64) & 1)
				continue;
			if (!top->all && i >= to) {
				from = i;
				to = end - i < 8 ? end : i + 8;
				walked = sym_walked8(j->sym, cs, cs->bymset + i,
				    (int)(to - from));
			}
			if (!top->all && !(walked >> (i - from) & 1))
				continue;
			g[n++] = cs->bymset[i];
		}
		last |= i == end;
		if (n == 0)
			break;
		heur_score_sliced8(j->se, j->slices, g, n, bar, k);
		for (x = 0; x < n; x++) {
			if (top->floor == bar && g[x] >= first)
				return;
			if (k[x] > (g[x] < first ? bar : bar - 1))
				continue;
			if (k[x] < bar || (k[x] == bar && g[x] < first))
				better(j, k[x], g[x], &bar, &first);
		}
	}
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

	if (j->slices != NULL) {
		if (j->members == 1)
			heur_slices_common(j->slices, j->se, m);
		trymultiset8(j, top, bar, first);
		return;
	}
	for (i = cs->msfrom[m]; i < end; i++) {
		g = cs->bymset[i];
		if (top->floor == bar && g >= first)
			break;
		if (i + AHEAD < end)
			codeset_prefetch(cs, cs->bymset[i + AHEAD]);
		if (member[g / 64] >> (g % 64) & 1 ||
		    (!top->all && !sym_walked(j->sym, cs, g)))
			continue;
		if (!j->wide && j->p->n > SCORE_FEW &&
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
 * The best guesses among the codes that are not candidates, after those
 * of the candidates, kept in b, a list of *nb, by the members of w.
 * Such a code must do better than the last of a full list, or as well
 * and come earlier, and a candidate comes before every such code.  The
 * codes are taken a multiset at a time, the multisets that could do so
 * in order of their best key, so that the best are found early and most
 * of the codes are never looked at; the multisets wait in a heap, as
 * most of them are never taken out, and the members take them in turn.
 * The codes of a multiset that are tried are those the walk in code
 * order would try: every one when the candidates have no symmetry, and
 * else those sym_walked() names; so the guesses found are the ones the
 * order of trying gives, whoever found them.  On few candidates, a
 * multiset's bound is made stronger by the pegs a guess of it sees
 * (heur_key_seen) when it first comes to the front, and it waits again
 * if that bound is higher.  On many, the codes are scored on words of
 * bits (heur_score_wide), whose sets for a multiset are made once, as
 * its codes are taken together.
 */
void
heur_bymultiset(struct job *j, struct scratch *sc, struct workers *w,
    struct found *b, size_t *nb)
{
	const struct codeset *cs = j->se->cs;
	uint32_t m;
	size_t nm = 0, x;
	int which;

	if (j->members == 1)
		heur_every_floor(j);		/* with more, heur_floors() has */
	j->wide = heur_wide_fit(cs, j->p->n);
	j->list = b;
	j->nlist = *nb;
	setbar(j);
	for (m = 0; m < cs->nms; m++) {
		if (!could(j, m, j->bar - 1))
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
	if (j->members == 1) {
		msmember(j, 0);
	} else {
		if (pthread_mutex_init(&j->lock, NULL) != 0)
			die("cannot make a mutex");
		workers_run(w, msmember, j);
		pthread_mutex_destroy(&j->lock);
	}
	*nb = j->nlist;
}
