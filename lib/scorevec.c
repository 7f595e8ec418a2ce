/*
 * mm-score's bulk engine in AVX2 vectors: 32 lines of a game that packs
 * scored at once, where the processor has them (scorer.c).
 */
#include <string.h>

#include "mm.h"
#include "scorer.h"

#if defined(__x86_64__) && defined(__has_builtin)
#if __has_builtin(__builtin_shufflevector) && \
    __has_builtin(__builtin_cpu_supports)
#define VECTORS	1
#endif
#endif

#ifdef VECTORS
/*
 * With AVX2, checked for when the scorer starts, LANES lines of a game
 * that packs are scored at once, one line a byte of each vector. The
 * lines are loaded as the rows of two squares of 16 bytes, the first
 * 16 lines in the low half of each vector, the next 16 in the high
 * half, and each square is turned into its columns: four rounds of
 * interleaving row i with row i + 8 (AVX2 interleaves each half apart)
 * send the byte of row r and column c to row c and column r, as each
 * round moves one bit of the row's number into the column's. Column j
 * then holds the j-th letter of every line, and a letter's colour is
 * counted by comparing the column with each letter of the alphabet: a
 * match is -1 in its byte, so subtracting the comparisons counts them.
 * A line with a letter outside the alphabet counts fewer than pegs
 * colours; one with a field of another length or blank has no newline
 * or blank where they are looked for. Either leaves the group, from
 * its first line, to packedlines.
 */
#define AVX2	__attribute__((target("avx2")))

typedef unsigned char vbytes __attribute__((vector_size(LANES)));
typedef unsigned char vhalf __attribute__((vector_size(LANES / 2)));

int
scorer_hasvectors(void)
{
	return __builtin_cpu_supports("avx2");
}

INLINE AVX2 vbytes
splat(unsigned char c)
{
	vbytes v = { 0 };

	return v + c;
}

/* The minimum, lane by lane, of two counts. */
INLINE AVX2 vbytes
vmin(vbytes a, vbytes b)
{
	vbytes lt = (vbytes)(a < b);

	return (a & lt) | (b & ~lt);
}

INLINE AVX2 int
alltrue(vbytes v)
{
	uint64_t h[LANES / 8];
	size_t i;

	memcpy(h, &v, sizeof(h));
	for (i = 1; i < LANES / 8; i++)
		h[0] &= h[i];
	return h[0] == ~(uint64_t)0;
}

/* Line i in the low half, line i + 16 in the high half. */
INLINE AVX2 vbytes
rows(const unsigned char *p, size_t len, size_t i)
{
	vhalf lo, hi;

	memcpy(&lo, p + i * len, sizeof(lo));
	memcpy(&hi, p + (i + LANES / 2) * len, sizeof(hi));
	return __builtin_shufflevector(lo, hi,
	    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
	    16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31);
}

INLINE AVX2 vbytes
interleave_low(vbytes a, vbytes b)
{
	return __builtin_shufflevector(a, b,
	    0, 32, 1, 33, 2, 34, 3, 35, 4, 36, 5, 37, 6, 38, 7, 39,
	    16, 48, 17, 49, 18, 50, 19, 51, 20, 52, 21, 53, 22, 54, 23, 55);
}

INLINE AVX2 vbytes
interleave_high(vbytes a, vbytes b)
{
	return __builtin_shufflevector(a, b,
	    8, 40, 9, 41, 10, 42, 11, 43, 12, 44, 13, 45, 14, 46, 15, 47,
	    24, 56, 25, 57, 26, 58, 27, 59, 28, 60, 29, 61, 30, 62, 31, 63);
}

/*
 * Score LANES lines of len bytes from p into idx, each its answer's
 * index in sc->answer, E * (MM_PACKPEGS + 1) + I; 0 if any line is not
 * of the usual shape. The alphabet's letters are in alpha; against a
 * secret given, its letters are in slet and its colour counts in scount.
 */
INLINE AVX2 int
vectorgroup(const unsigned char *p, const size_t len, const int pegs,
    const int pairs, const vbytes *alpha, int ncolors, const vbytes *slet,
    const vbytes *scount, unsigned char *idx)
{
	vbytes r[16], t[16];
	vbytes ok, exact = { 0 }, common = { 0 }, ns = { 0 }, ng = { 0 };
	vbytes a, cs, cg;
	size_t i, k;
	int j;

#pragma GCC unroll 16
	for (i = 0; i < 16; i++)
		r[i] = rows(p, len, i);
#pragma GCC unroll 4
	for (k = 0; k < 4; k++) {
#pragma GCC unroll 8
		for (i = 0; i < 8; i++) {
			t[2 * i] = interleave_low(r[i], r[i + 8]);
			t[2 * i + 1] = interleave_high(r[i], r[i + 8]);
		}
#pragma GCC unroll 16
		for (i = 0; i < 16; i++)
			r[i] = t[i];
	}
	ok = (vbytes)(r[len - 1] == '\n');
	if (pairs)
		ok &= (vbytes)(r[pegs] == ' ');
#pragma GCC unroll 7
	for (j = 0; j < pegs; j++)
		exact -= (vbytes)((pairs ? r[j] : slet[j]) ==
		    r[len - 1 - pegs + j]);
	for (k = 0; k < (size_t)ncolors; k++) {
		a = alpha[k];
		cg = ng;
#pragma GCC unroll 7
		for (j = 0; j < pegs; j++)
			ng -= (vbytes)(r[len - 1 - pegs + j] == a);
		cg = ng - cg;
		if (pairs) {
			cs = ns;
#pragma GCC unroll 7
			for (j = 0; j < pegs; j++)
				ns -= (vbytes)(r[j] == a);
			cs = ns - cs;
		} else
			cs = scount[k];
		common += vmin(cs, cg);
	}
	ok &= (vbytes)(ng == (unsigned char)pegs);
	if (pairs)
		ok &= (vbytes)(ns == (unsigned char)pegs);
	if (!alltrue(ok))
		return 0;
	exact = (exact << 3) - exact + common;
	memcpy(idx, &exact, LANES);
	return 1;
}

/*
 * Lines LANES at a time from where the chunk got to, while they are of
 * the usual shape and enough are left, for a pegs known when compiled.
 */
INLINE AVX2 void
vectorlines(struct chunk *c, const int pegs, const int pairs)
{
	const struct scorer *sc = c->sc;
	const struct game *g = sc->game;
	const char (*answer)[4] = &sc->answer[0][0];
	const unsigned char *buf = (const unsigned char *)c->buf;
	const size_t P = (size_t)pegs;
	const size_t len = pairs ? 2 * P + 2 : P + 1;
	vbytes alpha[MM_PACKCOLORS], scount[MM_PACKCOLORS];
	vbytes slet[MM_PACKPEGS] = { { 0 } };
	unsigned char idx[LANES];
	size_t used = c->used, i, keep, outlen;
	char *o = c->out + c->outlen, *wide = c->outend - 16;

	outlen = answerlen(sc, len, &keep);
	for (i = 0; i < (size_t)g->ncolors; i++) {
		alpha[i] = splat((unsigned char)g->alphabet[i]);
		scount[i] = splat(0);
	}
	for (i = 0; !pairs && i < P; i++) {
		slet[i] = splat((unsigned char)g->alphabet[sc->secret[i]]);
		scount[sc->secret[i]] += 1;
	}
	for (; c->avail - used >= LANES * len && vectorgroup(buf + used, len,
	    pegs, pairs, alpha, g->ncolors, slet, scount, idx);
	    used += LANES * len) {
#pragma GCC unroll 32
		for (i = 0; i < LANES; i++, o += outlen) {
			putline(o, wide, buf + used + i * len, keep);
			memcpy(o + outlen - 4, answer[idx[i]], 4);
		}
	}
	c->lines += (long long)((used - c->used) / len);
	c->used = used;
	c->outlen = (size_t)(o - c->out);
}

INLINE AVX2 void
vectorpegs(struct chunk *c, const int pairs)
{
	switch (c->sc->game->pegs) {
	case 1: vectorlines(c, 1, pairs); break;
	case 2: vectorlines(c, 2, pairs); break;
	case 3: vectorlines(c, 3, pairs); break;
	case 4: vectorlines(c, 4, pairs); break;
	case 5: vectorlines(c, 5, pairs); break;
	case 6: vectorlines(c, 6, pairs); break;
	default: vectorlines(c, 7, pairs); break;
	}
}

AVX2 void
scorer_vectorrun(struct chunk *c)
{
	if (c->sc->secret == NULL)
		vectorpegs(c, 1);
	else
		vectorpegs(c, 0);
}
#else
int
scorer_hasvectors(void)
{
	return 0;
}

void
scorer_vectorrun(struct chunk *c)
{
	(void)c;
}
#endif
