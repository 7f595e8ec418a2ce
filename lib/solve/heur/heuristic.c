/* The heuristics: the cost of a part of each size, and bounds on keys. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "heuristic.h"

#define FIXED_ONE	4294967296.0	/* 1 in the fixed point of entropy */

/* minimax: the largest part. */
static void
sizes(uint64_t *cost, uint32_t max)
{
	uint32_t h;

	for (h = 0; h <= max; h++)
		cost[h] = h;
}

/* expected: the sum of squares, n times the expected size of a part. */
static void
squares(uint64_t *cost, uint32_t max)
{
	uint32_t h;

	for (h = 0; h <= max; h++)
		cost[h] = (uint64_t)h * h;
}

/*
 * entropy: the sum of h log2 h, n log2 n less n times the entropy of
 * the split, in fixed point, built from the logarithms of primes so
 * that sums equal in exact arithmetic are equal here.
 */
static void
nlogn(uint64_t *cost, uint32_t max)
{
	uint64_t *lg;
	uint32_t *spf, i, j;

	lg = xcalloc((size_t)max + 1, sizeof(*lg));
	spf = xcalloc((size_t)max + 1, sizeof(*spf));
	memset(cost, 0, ((size_t)max + 1) * sizeof(*cost));
	for (i = 2; i <= max; i++) {
		if (spf[i] == 0) {
			lg[i] = (uint64_t)llround(log2((double)i) * FIXED_ONE);
			for (j = i; j <= max; j += i)
				if (spf[j] == 0)
					spf[j] = i;
		} else {
			lg[i] = lg[spf[i]] + lg[i / spf[i]];
		}
		cost[i] = lg[i] * i;
	}
	free(spf);
	free(lg);
}

/* parts: every code past the first of its part, the codes less the parts. */
static void
extras(uint64_t *cost, uint32_t max)
{
	uint32_t h;

	cost[0] = 0;
	for (h = 1; h <= max; h++)
		cost[h] = h - 1;
}

const struct heuristic heur_minimax = { 1, 0, sizes };
const struct heuristic heur_expected = { 0, 0, squares };
const struct heuristic heur_entropy = { 0, 0, nlogn };
const struct heuristic heur_parts = { 0, 1, extras };

static void	coarsekeys(struct scoring *);

void
heur_scoring_init(struct scoring *sc, const struct codeset *cs,
    const struct heuristic *h)
{
	uint32_t i;

	sc->cs = cs;
	sc->h = h;
	sc->cost = xcalloc((size_t)cs->n + 2, sizeof(*sc->cost));
	h->costs(sc->cost, cs->n + 1);
	sc->grow = UINT64_MAX;
	for (i = 1; i <= cs->n; i++)
		if (sc->cost[i + 1] - sc->cost[i] < sc->grow)
			sc->grow = sc->cost[i + 1] - sc->cost[i];
	sc->step = sc->cost[1] < sc->grow ? sc->cost[1] : sc->grow;
	sc->room = codeset_maxparts(cs);
	sc->ngiven = 0;
	for (i = 0; i < (uint32_t)cs->nclass; i++) {
		sc->shared[i] = (uint8_t)(i / (uint32_t)cs->stride);
		if (i % (uint32_t)cs->stride <= sc->shared[i] &&
		    i != (uint32_t)cs->solved - 1)
			sc->given[sc->ngiven++] = (uint16_t)i;
	}
	for (i = 1; i < KEY_DIVISORS; i++)
		sc->inverse[i] = (((uint64_t)1 << 32) + i - 1) / i;
	if (cs->shared != NULL)
		coarsekeys(sc);
}

void
heur_scoring_free(struct scoring *sc)
{
	free(sc->cost);
	free(sc->coarse);
	memset(sc, 0, sizeof(*sc));
}

/*
 * The least key a split can end with: now the sum or largest cost of
 * the parts, with r codes still to come.  A code to come opens a part
 * while there is room for one, or adds at least grow to the part it
 * joins.
 */
static uint64_t
atleast(const struct scoring *sc, uint64_t key, int parts, size_t r)
{
	size_t fresh = (size_t)(sc->room - parts);

	if (sc->h->largest)
		return key;
	if (fresh > r)
		fresh = r;
	return key + fresh * sc->step + (r - fresh) * sc->grow;
}

/* The key of an even split of n codes into at most m parts. */
static inline uint64_t
even(const struct scoring *sc, uint32_t n, uint32_t m)
{
	uint32_t q, r;

	if (n == 0)
		return 0;
	if (m >= n)
		return sc->h->largest ? sc->cost[1] : n * sc->cost[1];
	if (m < KEY_DIVISORS && n < KEY_QUOTIENTS)
		q = (uint32_t)(n * sc->inverse[m] >> 32);
	else
		q = n / m;
	r = n - q * m;
	if (sc->h->largest)
		return sc->cost[q + (r > 0)];
	return (r > 0 ? r * sc->cost[q + 1] : 0) + (m - r) * sc->cost[q];
}

/* The key of c codes sharing k colours, even(c, k + 1), for every c. */
static void
coarsekeys(struct scoring *sc)
{
	uint32_t c, k, stride = KEY_LANEMAX + 1;

	sc->coarse = xcalloc((size_t)(sc->cs->pegs + 1) * stride,
	    sizeof(*sc->coarse));
	for (k = 0; k <= (uint32_t)sc->cs->pegs; k++)
		for (c = 0; c <= KEY_LANEMAX && c <= sc->cs->n; c++)
			sc->coarse[k * stride + c] = even(sc, c, k + 1);
}

/* The best key any guess could have on n > 0 codes: an even split. */
uint64_t
heur_key_floor(const struct scoring *sc, uint32_t n)
{
	return even(sc, n, (uint32_t)sc->room);
}

/*
 * The best key a guess could have on codes it shares colours with as
 * coarse[0..pegs] counts: a part of k shared colours splits further
 * into at most k + 1 by the exact pegs.
 */
uint64_t
heur_key_coarse(const struct scoring *sc, const uint32_t *coarse)
{
	uint64_t v = 0, e;
	int k;

	for (k = 0; k <= sc->cs->pegs; k++) {
		if (coarse[k] == 0)
			continue;
		e = even(sc, coarse[k], (uint32_t)k + 1);
		if (!sc->h->largest)
			v += e;
		else if (e > v)
			v = e;
	}
	return v;
}

/*
 * The multisets of colours of the pool's codes: distinct[0..nd) with
 * how many codes of each in cnt, which holds nms zeros beforehand; nd.
 * Setting cnt[distinct[i]] to 0 for each i clears it again.
 */
size_t
heur_key_multisets(const struct pool *p, uint32_t *cnt, uint32_t *distinct)
{
	size_t i, nd = 0;

	for (i = 0; i < p->n; i++)
		if (cnt[p->ms[i]]++ == 0)
			distinct[nd++] = p->ms[i];
	return nd;
}

/*
 * The best key a guess of multiset m could have on the codes of the
 * multisets distinct[0..nd), counted in cnt, by heur_key_coarse.
 */
uint64_t
heur_key_multiset(const struct scoring *sc, uint32_t m, const uint32_t *cnt,
    const uint32_t *distinct, size_t nd)
{
	const struct codeset *cs = sc->cs;
	const uint16_t *row = cs->base + (size_t)m * cs->nms;
	uint32_t coarse[MM_MAXPEGS + 1];
	size_t i;

	memset(coarse, 0, (size_t)(cs->pegs + 1) * sizeof(*coarse));
	for (i = 0; i < nd; i++)
		coarse[sc->shared[row[distinct[i]]]] += cnt[distinct[i]];
	return heur_key_coarse(sc, coarse);
}

/*
 * The best key a guess of each multiset could have on the n codes of
 * the multisets dist[0..nd), cnt[i] of dist[i], n <= KEY_LANEMAX, as
 * heur_key_multiset gives it: into floor[0..nms), counted MS_LANES
 * multisets at a time.  The key of the parts heuristic is the codes
 * less the parts, k + 1 at most of those sharing k colours.
 */
MM_AVX2 void
heur_key_everymultiset(const struct scoring *sc, const uint32_t *dist,
    const uint32_t *cnt, size_t nd, uint32_t n, uint64_t *floor)
{
	const struct codeset *cs = sc->cs;
	const uint64_t *tab;
	ms_lanes by[MM_MAXPEGS + 1], most, cap, zero = { 0 };
	uint8_t c[MM_MAXPEGS + 1][MS_LANES];
	uint64_t v, e;
	uint32_t m, i, lanes;
	int k;

	for (m = 0; m < cs->nms; m += MS_LANES) {
		codeset_coarse(cs, dist, cnt, nd, m, by);
		lanes = cs->nms - m < MS_LANES ? cs->nms - m : MS_LANES;
		if (sc->h->partsonly) {
			most = zero;
			for (k = 0; k <= cs->pegs; k++) {
				cap = zero + (uint8_t)(k + 1);
				ms_addleast(&most, &by[k], &cap);
			}
			for (i = 0; i < lanes; i++)
				floor[m + i] = n - (uint64_t)most[i];
			continue;
		}
		memcpy(c, by, (size_t)(cs->pegs + 1) * MS_LANES);
		for (i = 0; i < lanes; i++) {
			v = 0;
			for (k = 0, tab = sc->coarse; k <= cs->pegs;
			    k++, tab += KEY_LANEMAX + 1) {
				e = tab[c[k][i]];
				if (!sc->h->largest)
					v += e;
				else if (e > v)
					v = e;
			}
			floor[m + i] = v;
		}
	}
}

/*
 * A bound on the key of a guess of multiset m on the pool's codes, no
 * weaker than heur_key_multiset's: such a guess sees of a code only the
 * pegs of m's colours, which also give the colours they share, so
 * codes alike there fall in one part, and a part of k shared colours
 * splits into at most k + 1 of them.
 */
uint64_t
heur_key_seen(const struct scoring *sc, const struct pool *p, uint32_t m)
{
	const struct codeset *cs = sc->cs;
	const uint8_t *row = cs->shared + (size_t)m * cs->nms;
	uint64_t seen[KEY_SEENMAX], colors = cs->mscolors[m], pk, field;
	uint64_t mask = ((uint64_t)1 << cs->bits) - 1, key = 0, e;
	uint32_t coarse[MM_MAXPEGS + 1] = { 0 }, kinds[MM_MAXPEGS + 1] = { 0 };
	size_t i, j;
	int q, k;

	for (i = 0; i < p->n; i++) {
		pk = p->pk[i];
		for (q = 0; q < cs->pegs; q++) {
			field = pk >> (q * cs->bits) & mask;
			if (!(colors >> field & 1))
				pk |= mask << (q * cs->bits);
		}
		for (j = 0; j < i && seen[j] != pk; j++)
			;
		k = row[p->ms[i]];
		kinds[k] += j == i;
		coarse[k]++;
		seen[i] = pk;
	}
	for (k = 0; k <= cs->pegs; k++) {
		if (coarse[k] == 0)
			continue;
		e = even(sc, coarse[k], kinds[k] < (uint32_t)k + 1 ? kinds[k] :
		    (uint32_t)k + 1);
		if (!sc->h->largest)
			key += e;
		else if (e > key)
			key = e;
	}
	return key;
}

/*
 * Few candidates: their classes first, then the parts counted in a
 * word when the key counts parts only and the classes fit in one, or
 * the histogram built until the guess is ruled out: a code to come
 * adds at least step to a sum.
 */
static uint64_t
score_few(const struct scoring *sc, const struct pool *p, uint32_t g,
    uint64_t limit, const uint16_t *row, uint32_t *hist)
{
	const struct codeset *cs = sc->cs;
	const uint64_t *cost = sc->cost, step = sc->step;
	uint16_t cl[SCORE_FEW];
	uint64_t key = 0, seen = 0, rest;
	uint32_t h;
	size_t i, n = p->n, j;

	pool_classes(cs, row, cs->pk[g], p, cl);
	if (sc->h->partsonly && cs->nclass <= 64) {
		for (i = 0; i < n; i++)
			seen |= (uint64_t)1 << cl[i];
		return n - (uint64_t)popcount64(seen);
	}
	if (sc->h->largest) {
		for (i = 0; i < n; i++) {
			h = ++hist[cl[i]];
			if (cost[h] > key && (key = cost[h]) > limit)
				break;
		}
	} else {
		for (i = 0, rest = n * step; i < n; i++) {
			h = ++hist[cl[i]];
			key += cost[h] - cost[h - 1];
			rest -= step;
			if (key + rest > limit)
				break;
		}
	}
	for (j = 0; j < n && j <= i; j++)
		hist[cl[j]] = 0;
	return i < n ? UINT64_MAX : key;
}

/*
 * The least key of a histogram h1 + h2 (h2 NULL: h1 alone) with r codes
 * still to come.
 */
uint64_t
heur_key_partial(const struct scoring *sc, const uint32_t *h1, const uint32_t *h2,
    size_t r)
{
	const uint64_t *cost = sc->cost;
	uint64_t key = 0;
	uint32_t h;
	int i, c, parts = 0;

	for (i = 0; i < sc->ngiven; i++) {
		c = sc->given[i];
		if ((h = h1[c] + (h2 != NULL ? h2[c] : 0)) == 0)
			continue;
		parts++;
		if (!sc->h->largest)
			key += cost[h];
		else if (cost[h] > key)
			key = cost[h];
	}
	return atleast(sc, key, parts, r);
}

/*
 * The key of guess g's split of the pool, or UINT64_MAX once it is
 * sure to be above limit.  hist holds nclass zeros, and is left so.
 */
uint64_t
heur_score_bounded(const struct scoring *sc, const struct pool *p, uint32_t g,
    uint64_t limit, const uint16_t *row, uint32_t *hist)
{
	const struct codeset *cs = sc->cs;
	uint32_t h2[MM_MAXCLASSES];
	uint64_t key = 0;
	size_t i, n = p->n, end;

	if (n <= SCORE_FEW)
		return score_few(sc, p, g, limit, row, hist);
	memset(h2, 0, (size_t)cs->nclass * sizeof(*h2));
	for (i = 0; i < n; i = end) {
		end = n - i > SCORE_BLOCK ? i + SCORE_BLOCK : n;
		if (p->basems == cs->ms[g])
			pool_count(cs, NULL, p->base, cs->pk[g], p, i, end,
			    hist, h2);
		else
			pool_count(cs, row, NULL, cs->pk[g], p, i, end, hist,
			    h2);
		if ((key = heur_key_partial(sc, hist, h2, n - end)) > limit)
			break;
	}
	memset(hist, 0, (size_t)cs->nclass * sizeof(*hist));
	return key > limit ? UINT64_MAX : key;
}
