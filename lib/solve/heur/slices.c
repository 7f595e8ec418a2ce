/*
 * A heuristic's key on at most 64 candidates, counted on bits: the
 * candidates with as many pegs right as each count are found by adding
 * a guess's pegs up in three planes of bits, one bit a candidate, and
 * each part of the split is those of one count of shared colours and
 * one of pegs right, counted with popcount.
 */
#include <stdlib.h>
#include <string.h>

#include "slices.h"

/* Whether n candidates of the game are scored on bits. */
int
heur_slices_fit(const struct codeset *cs, size_t n)
{
	return cs->base != NULL && cs->pegs <= SLICES_PEGS && n <= SLICES_MAX &&
	    n >= (mm_hasavx512() ? SLICES_MINV : SLICES_MIN);
}

void
heur_slices_init(struct slices *sl, const struct codeset *cs)
{
	sl->peg = xcalloc((size_t)cs->pegs * cs->g->ncolors, sizeof(*sl->peg));
	sl->common = xcalloc((size_t)cs->nms * (cs->pegs + 1),
	    sizeof(*sl->common));
	sl->vectors = mm_hasavx512();
}

void
heur_slices_free(struct slices *sl)
{
	free(sl->peg);
	free(sl->common);
	memset(sl, 0, sizeof(*sl));
}

/* The sets of the pool's candidates by peg and colour and by multiset. */
void
heur_slices_load(struct slices *sl, const struct codeset *cs, const struct pool *p)
{
	uint64_t mask = ((uint64_t)1 << cs->bits) - 1;
	size_t i, d;
	int k, pegs = cs->pegs, nc = cs->g->ncolors;

	memset(sl->peg, 0, (size_t)pegs * nc * sizeof(*sl->peg));
	sl->nd = 0;
	sl->n = p->n;
	for (i = 0; i < p->n; i++) {
		for (k = 0; k < pegs; k++)
			sl->peg[k * nc + (int)(p->pk[i] >> (k * cs->bits) &
			    mask)] |= (uint64_t)1 << i;
		for (d = 0; d < sl->nd && sl->dist[d] != p->ms[i]; d++)
			;
		if (d == sl->nd) {
			sl->dist[d] = p->ms[i];
			sl->count[d] = 0;
			sl->ofms[sl->nd++] = 0;
		}
		sl->ofms[d] |= (uint64_t)1 << i;
		sl->count[d]++;
	}
}

/*
 * The sets of the candidates sharing each number of colours with a
 * guess of multiset m, which heur_score_sliced() reads; with coarse, their
 * counts into it too.
 */
static inline void
sharing(struct slices *sl, const struct scoring *sc, uint32_t m,
    uint32_t *coarse)
{
	const struct codeset *cs = sc->cs;
	const uint8_t *row = cs->shared + (size_t)m * cs->nms;
	uint64_t *common = sl->common + (size_t)m * (cs->pegs + 1);
	size_t d;

	memset(common, 0, (size_t)(cs->pegs + 1) * sizeof(*common));
	for (d = 0; d < sl->nd; d++) {
		common[row[sl->dist[d]]] |= sl->ofms[d];
		if (coarse != NULL)
			coarse[row[sl->dist[d]]] += sl->count[d];
	}
}

void
heur_slices_common(struct slices *sl, const struct scoring *sc, uint32_t m)
{
	sharing(sl, sc, m, NULL);
}

/*
 * The sets of heur_slices_common(), and the best key a guess of multiset m
 * could have on the candidates (as heur_key_multiset).
 */
uint64_t
heur_slices_floor(struct slices *sl, const struct scoring *sc, uint32_t m)
{
	uint32_t coarse[SLICES_PEGS + 1] = { 0 };

	sharing(sl, sc, m, coarse);
	return heur_key_coarse(sc, coarse);
}

/*
 * The key of guess g's split of the loaded candidates, or UINT64_MAX
 * once it is sure to be above limit: as heur_score_bounded.
 */
MM_POPCNT uint64_t
heur_score_sliced(const struct scoring *sc, const struct slices *sl, uint32_t g,
    uint64_t limit)
{
	const struct codeset *cs = sc->cs;
	const uint64_t *common, *cost = sc->cost;
	uint64_t pk = cs->pk[g], mask = ((uint64_t)1 << cs->bits) - 1;
	const uint64_t *at[SLICES_PEGS];
	uint64_t rest, part, key = 0, right[SLICES_PEGS + 1];
	int k, e, pegs = cs->pegs, nc = cs->g->ncolors;

	for (k = 0; k < pegs; k++, pk >>= cs->bits)
		at[k] = sl->peg + k * nc + (int)(pk & mask);
	slices_right(at, 0, pegs, right);
	common = sl->common + (size_t)cs->ms[g] * (pegs + 1);
	for (k = 0; k <= pegs; k++) {
		for (rest = common[k], e = 0; rest != 0 && e <= k; e++) {
			if ((part = rest & right[e]) == 0)
				continue;
			rest &= ~part;
			if (!sc->h->largest)
				key += cost[__builtin_popcountll(part)];
			else if (cost[__builtin_popcountll(part)] > key)
				key = cost[__builtin_popcountll(part)];
			if (key > limit)
				return UINT64_MAX;
		}
	}
	return key;
}

#ifdef MM_VECTORS512
/* The words w[from..n), at most 8, as a vector, the rest 0. */
MM_AVX512 static inline __m512i
loadfew(const uint64_t *w, int from, int n)
{
	if (from >= n)
		return _mm512_setzero_si512();
	return _mm512_maskz_loadu_epi64((__mmask8)(n - from >= 8 ? 0xff :
	    (1u << (n - from)) - 1), w + from);
}

/*
 * The word of each lane's index i into t[0..16 * pairs), pairs of
 * vectors of eight words: a permutation picks from each pair by the
 * low four bits of i, and the next two bits pick among the pairs.
 */
MM_AVX512 static inline __m512i
pick(__m512i i, const __m512i *t, int pairs)
{
	__mmask8 hi = _mm512_test_epi64_mask(i, _mm512_set1_epi64(16));
	__m512i r, s;

	r = _mm512_permutex2var_epi64(t[0], i, t[1]);
	if (pairs == 1)
		return r;
	r = _mm512_mask_blend_epi64(hi, r, _mm512_permutex2var_epi64(t[2], i,
	    t[3]));
	if (pairs == 2)
		return r;
	s = _mm512_permutex2var_epi64(t[4], i, t[5]);
	if (pairs == 4)
		s = _mm512_mask_blend_epi64(hi, s, _mm512_permutex2var_epi64(t[6],
		    i, t[7]));
	return _mm512_mask_blend_epi64(_mm512_test_epi64_mask(i,
	    _mm512_set1_epi64(32)), r, s);
}

/*
 * heur_score_sliced of guesses g[0..n), n at most 8, all of multiset m,
 * into key[0..n), one guess a lane of vectors: the words of each guess's
 * colour at each peg picked from the pool's (gathered where there are
 * more than 16 colours), its parts counted with the vectors' popcount,
 * and their costs picked from the first 64 and added up (or the
 * largest kept); the guesses share the sets of candidates sharing
 * colours with them.  Stops once every guess is above limit.
 */
MM_AVX512 static void
sliced8(const struct scoring *sc, const struct slices *sl, const uint32_t *g,
    int n, uint64_t limit, uint64_t *key)
{
	const struct codeset *cs = sc->cs;
	const uint64_t *common;
	__m512i x[SLICES_PEGS], right[SLICES_PEGS + 1], cost[8], t[2];
	__m512i pk, idx, part, sum, all = _mm512_set1_epi64(SLICES_MAX);
	__m512i mask = _mm512_set1_epi64(((int64_t)1 << cs->bits) - 1);
	__m512i lim = _mm512_set1_epi64((long long)limit);
	__mmask8 live = (__mmask8)((1u << n) - 1);
	uint64_t lanes[8];
	int i, k, e, pegs = cs->pegs, nc = cs->g->ncolors;
	int pairs = (int)(sl->n < SLICES_MAX ? sl->n : SLICES_MAX - 1) / 16 + 1;

	for (i = 0; i < 2 * pairs; i++)
		cost[i] = loadfew(sc->cost, 8 * i, (int)cs->n + 2);
	for (i = 0; i < 8; i++)
		lanes[i] = cs->pk[g[i < n ? i : 0]];
	pk = _mm512_loadu_si512(lanes);
	for (k = 0; k < pegs; k++) {
		idx = _mm512_and_si512(_mm512_srli_epi64(pk,
		    (unsigned)(k * cs->bits)), mask);
		if (nc <= 16) {
			t[0] = loadfew(sl->peg + k * nc, 0, nc);
			t[1] = loadfew(sl->peg + k * nc, 8, nc);
			x[k] = pick(idx, t, 1);
		} else
			x[k] = _mm512_i64gather_epi64(_mm512_add_epi64(idx,
			    _mm512_set1_epi64((long long)k * nc)), sl->peg, 8);
	}
	slices_rightv(x, pegs, right);
	common = sl->common + (size_t)cs->ms[g[0]] * (pegs + 1);
	sum = _mm512_setzero_si512();
	for (k = 0; k <= pegs; k++) {
		if (common[k] == 0)
			continue;
		for (e = 0; e <= k; e++) {
			idx = _mm512_popcnt_epi64(_mm512_and_si512(
			    _mm512_set1_epi64((long long)common[k]), right[e]));
			part = pick(idx, cost, pairs);
			if (sl->n == SLICES_MAX)
				part = _mm512_mask_set1_epi64(part,
				    _mm512_cmpeq_epi64_mask(idx, all),
				    (long long)sc->cost[SLICES_MAX]);
			sum = sc->h->largest ? _mm512_max_epu64(sum, part) :
			    _mm512_add_epi64(sum, part);
		}
		if ((_mm512_cmpgt_epu64_mask(sum, lim) & live) == live)
			break;
	}
	_mm512_storeu_si512(lanes, sum);
	for (i = 0; i < n; i++)
		key[i] = lanes[i] > limit ? UINT64_MAX : lanes[i];
}
#endif

/*
 * The keys of guesses g[0..n) of one multiset, n at most 8, into
 * key[0..n), each as heur_score_sliced with limit: in vectors where
 * sl->vectors says the processor has them, else one at a time.
 */
void
heur_score_sliced8(const struct scoring *sc, const struct slices *sl,
    const uint32_t *g, int n, uint64_t limit, uint64_t *key)
{
	int i;

#ifdef MM_VECTORS512
	if (sl->vectors) {
		sliced8(sc, sl, g, n, limit, key);
		return;
	}
#endif
	for (i = 0; i < n; i++)
		key[i] = heur_score_sliced(sc, sl, g[i], limit);
}
