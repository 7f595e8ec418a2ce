/* mastermind-tools: a few candidates as bits of a word, scored at once */
#ifndef SLICES_H
#define SLICES_H

#include "heuristic.h"

#define SLICES_MIN	8	/* candidates worth it, a guess at a time */
#define SLICES_MINV	3	/* and eight guesses at a time in vectors */
#define SLICES_MAX	64	/* candidates: the bits of a word */
#define SLICES_PEGS	8	/* pegs right counted in three bits: see slices_right */

/*
 * The candidates of a pool as sets of bits, bit i for the pool's code
 * i: those with each colour at each peg, and those sharing each number
 * of colours with a code of each multiset.
 */
struct slices {
	uint64_t *peg;		/* pegs x ncolors */
	uint64_t *common;	/* nms x (pegs + 1), made by heur_slices_floor */
	uint64_t ofms[SLICES_MAX];	/* those of each multiset of dist */
	uint32_t dist[SLICES_MAX];	/* the multisets of the candidates */
	uint32_t count[SLICES_MAX];	/* and how many of each */
	size_t	nd;
	size_t	n;		/* candidates */
	int	vectors;	/* heur_score_sliced8 in vectors: mm_hasavx512 */
};

/*
 * Of 64 candidates, those with as many pegs right as each count e, into
 * right[e] for e = 0..8, from at[k][w], those with the guess's colour at
 * peg k: the pegs added up in three planes of bits.  Of 8 pegs, a count
 * of 8, all right, wraps to 0; only the guess itself has it, the one
 * candidate in every at[k][w].
 */
static inline void
slices_right(const uint64_t *const *at, size_t w, int pegs, uint64_t *right)
{
	uint64_t s0 = 0, s1 = 0, s2 = 0, c, x, lo[4], all;
	int k, e;

	for (k = 0; k < pegs; k++) {
		x = at[k][w];
		c = s0 & x;
		s0 ^= x;
		x = s1 & c;
		s1 ^= c;
		s2 ^= x;
	}
	lo[0] = ~s0 & ~s1;
	lo[1] = s0 & ~s1;
	lo[2] = ~s0 & s1;
	lo[3] = s0 & s1;
	for (e = 0; e < 4; e++) {
		right[e] = lo[e] & ~s2;
		right[e + 4] = lo[e] & s2;
	}
	right[8] = 0;
	if (pegs == 8) {
		for (all = at[0][w], k = 1; k < pegs; k++)
			all &= at[k][w];
		right[0] &= ~all;
		right[8] = all;
	}
}

#ifdef MM_VECTORS512
#define SLICES_PICK(e)	_mm512_ternarylogic_epi64(s2, s1, s0, 1 << (e))

/*
 * slices_right on eight words, from x[k], those with the guess's
 * colour at peg k: each count e is picked out of the three planes by
 * one logic instruction.
 */
static inline MM_AVX512 void
slices_rightv(const __m512i *x, int pegs, __m512i *right)
{
	__m512i s0, s1, s2, c, y, all;
	int k;

	s0 = s1 = s2 = _mm512_setzero_si512();
	all = _mm512_set1_epi64(-1);
	for (k = 0; k < pegs; k++) {
		all = _mm512_and_si512(all, x[k]);
		c = _mm512_and_si512(s0, x[k]);
		s0 = _mm512_xor_si512(s0, x[k]);
		y = _mm512_and_si512(s1, c);
		s1 = _mm512_xor_si512(s1, c);
		s2 = _mm512_xor_si512(s2, y);
	}
	right[0] = SLICES_PICK(0);
	right[1] = SLICES_PICK(1);
	right[2] = SLICES_PICK(2);
	right[3] = SLICES_PICK(3);
	right[4] = SLICES_PICK(4);
	right[5] = SLICES_PICK(5);
	right[6] = SLICES_PICK(6);
	right[7] = SLICES_PICK(7);
	right[8] = _mm512_setzero_si512();
	if (pegs == 8) {
		right[8] = all;
		right[0] = _mm512_andnot_si512(all, right[0]);
	}
}
#endif

int	heur_slices_fit(const struct codeset *, size_t);
void	heur_slices_init(struct slices *, const struct codeset *);
void	heur_slices_free(struct slices *);
void	heur_slices_load(struct slices *, const struct codeset *,
	    const struct pool *);
void	heur_slices_common(struct slices *, const struct scoring *, uint32_t);
uint64_t	heur_slices_floor(struct slices *, const struct scoring *, uint32_t);
uint64_t	heur_score_sliced(const struct scoring *, const struct slices *,
	    uint32_t, uint64_t);
void	heur_score_sliced8(const struct scoring *, const struct slices *,
	    const uint32_t *, int, uint64_t, uint64_t *);
#endif
