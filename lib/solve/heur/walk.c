/*
 * The walk over the guesses of a search: each member of the team takes
 * the next chunk of positions in the order of the tie rule and keeps its
 * best guesses; a guess is dropped as soon as it cannot beat the best.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "job.h"


/* The guess at pos: of a list, or of every code when j->b is NULL. */
static inline uint32_t
guess_at(const struct job *j, size_t pos)
{
	if (pos < j->na)
		return j->a[pos];
	return j->b != NULL ? j->b[pos - j->na] : (uint32_t)(pos - j->na);
}

/* The best key a guess of multiset m could have, worked out once. */
uint64_t
heur_floor_at(struct job *j, uint32_t m)
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
 * The sets heur_score_sliced() reads are left to be made.
 */
void
heur_every_floor(struct job *j)
{
	uint32_t cnt[KEY_LANEMAX], m;
	size_t i;

	if (j->p->n > KEY_LANEMAX) {
		for (m = 0; m < j->se->cs->nms; m++)
			heur_floor_at(j, m);
	} else if (j->slices != NULL) {
		heur_key_everymultiset(j->se, j->slices->dist, j->slices->count,
		    j->slices->nd, (uint32_t)j->p->n, j->msfloor);
	} else {
		for (i = 0; i < j->ndistinct; i++)
			cnt[i] = j->mscount[j->msdistinct[i]];
		heur_key_everymultiset(j->se, j->msdistinct, cnt, j->ndistinct,
		    (uint32_t)j->p->n, j->msfloor);
	}
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

void
heur_member(void *arg, int id)
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

/* The guesses to try for the pool: the candidates first. */
void
heur_walk(struct job *j, struct scratch *sc)
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
void
heur_floors(struct job *j, struct scratch *sc, int members)
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
	heur_every_floor(j);
	for (m = 0; j->slices != NULL && m < cs->nms; m++)
		heur_slices_common(j->slices, j->se, m);
}

/* Merge the members' lists into the best want of them, in out; how many. */
size_t
heur_merged(const struct job *j, int members, struct found *out)
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
		out[n] = *b;
		at[from]++;
	}
	return n;
}

/* The best want guesses of the members' lists, in out; how many. */
size_t
heur_merge(const struct job *j, int members, uint32_t *out)
{
	struct found f[SEARCH_WIDTH];
	size_t i, n = heur_merged(j, members, f);

	for (i = 0; i < n; i++)
		out[i] = f[i].guess;
	return n;
}
