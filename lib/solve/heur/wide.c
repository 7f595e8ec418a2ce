/*
 * A heuristic's key on many candidates, counted on bits as in
 * slices.c, but 64 candidates a word over as many words as they need:
 * a guess's pegs right are added up in three planes of bits, and each
 * part of the split is counted with popcount, a word at a time, so a
 * guess costs a few operations for 64 candidates, not a few for each.
 */
#include <stdlib.h>
#include <string.h>

#include "slices.h"
#include "wide.h"

/* Whether n candidates of the game are scored on words of bits. */
int
heur_wide_fit(const struct codeset *cs, size_t n)
{
	return cs->base != NULL && cs->pegs <= SLICES_PEGS && n > SLICES_MAX;
}

/* The sets of the pool's candidates by peg and colour. */
void
heur_wide_load(struct wide *wd, const struct codeset *cs, const struct pool *p)
{
	uint64_t mask = ((uint64_t)1 << cs->bits) - 1;
	size_t i, words = (p->n + 63) / 64;
	int k, nc = cs->g->ncolors;

	if (words > wd->cap) {
		free(wd->peg);
		free(wd->common);
		wd->peg = xcalloc((size_t)cs->pegs * nc * words,
		    sizeof(*wd->peg));
		wd->common = xcalloc((size_t)(cs->pegs + 1) * words,
		    sizeof(*wd->common));
		wd->cap = words;
	}
	wd->n = p->n;
	wd->words = words;
	memset(wd->peg, 0, (size_t)cs->pegs * nc * words * sizeof(*wd->peg));
	for (i = 0; i < p->n; i++)
		for (k = 0; k < cs->pegs; k++)
			wd->peg[((size_t)k * nc + (p->pk[i] >> (k * cs->bits) &
			    mask)) * words + i / 64] |= (uint64_t)1 << (i % 64);
	wd->ms = UINT32_MAX;
	wd->vectors = mm_hasavx512();
}

void
heur_wide_free(struct wide *wd)
{
	free(wd->peg);
	free(wd->common);
	memset(wd, 0, sizeof(*wd));
}

/* The sets of candidates sharing each number of colours with m. */
void
heur_wide_common(struct wide *wd, const struct codeset *cs, const struct pool *p,
    uint32_t m)
{
	const uint8_t *row = cs->shared + (size_t)m * cs->nms;
	size_t i;

	if (wd->ms == m)
		return;
	memset(wd->common, 0, (size_t)(cs->pegs + 1) * wd->words *
	    sizeof(*wd->common));
	for (i = 0; i < p->n; i++)
		wd->common[row[p->ms[i]] * wd->words + i / 64] |=
		    (uint64_t)1 << (i % 64);
	wd->ms = m;
}

#ifdef MM_VECTORS512
/*
 * The same counts eight words at a time where the processor has AVX-512
 * and its popcount, each class's popcounts summed lane by lane in acc
 * until the key is checked, every WIDE_VBLOCK vectors.
 */
#define WIDE_VBLOCK	4	/* vectors of 8 words scored between checks */

MM_AVX512 static uint64_t
scorevectors(const struct scoring *sc, const struct wide *wd,
    const uint64_t *const *at, uint64_t limit, uint32_t *hist)
{
	const struct codeset *cs = sc->cs;
	__m512i acc[(SLICES_PEGS + 1) * (SLICES_PEGS + 1)];
	__m512i x[SLICES_PEGS], c, right[SLICES_PEGS + 1];
	__mmask8 live;
	uint64_t key = 0;
	size_t w, words = wd->words;
	int i, k, e, v, pegs = cs->pegs, stride = cs->stride;

	for (k = 0; k <= pegs; k++)
		for (e = 0; e <= k; e++)
			acc[k * stride + e] = _mm512_setzero_si512();
	for (w = 0, v = 1; w < words; w += 8, v++) {
		live = words - w >= 8 ? 0xff :
		    (__mmask8)((1u << (words - w)) - 1);
		for (k = 0; k < pegs; k++)
			x[k] = _mm512_maskz_loadu_epi64(live, at[k] + w);
		slices_rightv(x, pegs, right);
		for (k = 0; k <= pegs; k++) {
			c = _mm512_maskz_loadu_epi64(live,
			    wd->common + (size_t)k * words + w);
			if (_mm512_test_epi64_mask(c, c) == 0)
				continue;
			for (e = 0; e <= k; e++)
				acc[k * stride + e] = _mm512_add_epi64(
				    acc[k * stride + e], _mm512_popcnt_epi64(
				    _mm512_and_si512(c, right[e])));
		}
		if (v % WIDE_VBLOCK == 0 || w + 8 >= words) {
			for (k = 0; k <= pegs; k++)
				for (i = k * stride; i <= k * stride + k; i++) {
					hist[i] += (uint32_t)
					    _mm512_reduce_add_epi64(acc[i]);
					acc[i] = _mm512_setzero_si512();
				}
			key = heur_key_partial(sc, hist, NULL, w + 8 >= words ?
			    0 : wd->n - (w + 8) * 64);
			if (key > limit)
				break;
		}
	}
	memset(hist, 0, (size_t)cs->nclass * sizeof(*hist));
	return key > limit ? UINT64_MAX : key;
}
#endif


/*
 * The key of guess g's split of the loaded candidates, or UINT64_MAX
 * once it is sure to be above limit, as heur_score_bounded: the classes are
 * counted into hist, which holds nclass zeros and is left so.  The
 * common sets must be those of g's multiset.
 */
MM_POPCNT uint64_t
heur_score_wide(const struct scoring *sc, const struct wide *wd, uint32_t g,
    uint64_t limit, uint32_t *hist)
{
	const struct codeset *cs = sc->cs;
	const uint64_t *at[SLICES_PEGS];
	uint64_t pk = cs->pk[g], mask = ((uint64_t)1 << cs->bits) - 1;
	uint64_t c, key = 0, right[SLICES_PEGS + 1];
	size_t w, words = wd->words;
	int k, e, pegs = cs->pegs, nc = cs->g->ncolors, stride = cs->stride;

	for (k = 0; k < pegs; k++, pk >>= cs->bits)
		at[k] = wd->peg + ((size_t)k * nc + (pk & mask)) * words;
#ifdef MM_VECTORS512
	if (wd->vectors)
		return scorevectors(sc, wd, at, limit, hist);
#endif
	for (w = 0; w < words; w++) {
		slices_right(at, w, pegs, right);
		for (k = 0; k <= pegs; k++) {
			if ((c = wd->common[(size_t)k * words + w]) == 0)
				continue;
			for (e = 0; e <= k; e++)
				hist[k * stride + e] +=
				    (uint32_t)__builtin_popcountll(c & right[e]);
		}
		if ((w + 1) % WIDE_BLOCK == 0 || w + 1 == words) {
			key = heur_key_partial(sc, hist, NULL, w + 1 == words ? 0 :
			    wd->n - (w + 1) * 64);
			if (key > limit)
				break;
		}
	}
	memset(hist, 0, (size_t)cs->nclass * sizeof(*hist));
	return key > limit ? UINT64_MAX : key;
}
