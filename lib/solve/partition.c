#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "solve.h"

#define FIXED_ONE	4294967296.0

void
pool_init(struct pool *p, const struct codeset *cs)
{
	memset(p, 0, sizeof(*p));
	p->pk = xcalloc(cs->n, sizeof(*p->pk));
	p->ms = xcalloc(cs->n, sizeof(*p->ms));
	p->member = xcalloc(cs->n / 64 + 1, sizeof(*p->member));
}

/* Gather the candidates' packed codes for the hot loop. */
void
pool_load(struct pool *p, const struct codeset *cs, const uint32_t *cand,
    size_t n)
{
	size_t i;

	memset(p->member, 0, (cs->n / 64 + 1) * sizeof(*p->member));
	for (i = 0; i < n; i++) {
		p->pk[i] = cs->pk[cand[i]];
		p->ms[i] = cs->ms[cand[i]];
		p->member[cand[i] / 64] |= (uint64_t)1 << (cand[i] % 64);
	}
	p->idx = cand;
	p->n = n;
}

void
pool_free(struct pool *p)
{
	free(p->pk);
	free(p->ms);
	free(p->member);
	memset(p, 0, sizeof(*p));
}

/*
 * Count the candidates in each feedback class of a guess.  Two
 * histograms take turns, so that runs of one class do not wait on
 * their own stores.
 */
void
partition(const struct codeset *cs, uint32_t guess, const struct pool *p,
    uint32_t *hist, uint16_t *rowbuf)
{
	const uint16_t *row = codeset_row(cs, guess, rowbuf);
	const uint64_t *pk = p->pk, low = cs->low, high = cs->high;
	const uint64_t mul = cs->summul, gpk = cs->pk[guess];
	const uint32_t *ms = p->ms;
	const int shift = cs->sumshift, nclass = cs->nclass;
	uint32_t h2[(MM_MAXPEGS + 1) * (MM_MAXPEGS + 1)];
	size_t i, n = p->n;
	int c;

	memset(hist, 0, (size_t)nclass * sizeof(*hist));
	if (mul == 0) {
		for (i = 0; i < n; i++)
			hist[row[ms[i]] - __builtin_popcountll(((gpk ^ pk[i]) +
			    low) & high)]++;
		return;
	}
	memset(h2, 0, (size_t)nclass * sizeof(*h2));
	for (i = 0; i + 1 < n; i += 2) {
		hist[row[ms[i]] -
		    (int)((((gpk ^ pk[i]) + low) & high) * mul >> shift)]++;
		h2[row[ms[i + 1]] -
		    (int)((((gpk ^ pk[i + 1]) + low) & high) * mul >> shift)]++;
	}
	if (i < n)
		hist[row[ms[i]] -
		    (int)((((gpk ^ pk[i]) + low) & high) * mul >> shift)]++;
	for (c = 0; c < nclass; c++)
		hist[c] += h2[c];
}

void
split_of(const struct codeset *cs, const uint32_t *hist, const uint64_t *flog,
    struct split *s)
{
	uint32_t h;
	int i;

	memset(s, 0, sizeof(*s));
	for (i = 0; i < cs->nclass; i++) {
		if ((h = hist[i]) == 0)
			continue;
		s->parts++;
		if (h > s->largest)
			s->largest = h;
		s->squares += (uint64_t)h * h;
		if (flog != NULL)
			s->nlogn += flog[h];
	}
}

/*
 * n log2 n in fixed point for n <= max, built from the logarithms of
 * primes: parts of equal sizes give equal sums, whatever their order.
 */
uint64_t *
flog_new(uint32_t max)
{
	uint64_t *lg, *f;
	uint32_t *spf, i, j;

	lg = xcalloc((size_t)max + 1, sizeof(*lg));
	f = xcalloc((size_t)max + 1, sizeof(*f));
	spf = xcalloc((size_t)max + 1, sizeof(*spf));
	for (i = 2; i <= max; i++) {
		if (spf[i] == 0) {
			lg[i] = (uint64_t)llround(log2((double)i) * FIXED_ONE);
			for (j = i; j <= max; j += i)
				if (spf[j] == 0)
					spf[j] = i;
		} else {
			lg[i] = lg[spf[i]] + lg[i / spf[i]];
		}
		f[i] = lg[i] * i;
	}
	free(spf);
	free(lg);
	return f;
}

/* The first code of its class under renaming colours and moving pegs. */
int
canonical(const struct codeset *cs, uint32_t idx)
{
	uint8_t c[MM_MAXPEGS];
	int i, run = 1, last = MM_MAXPEGS + 1;

	codeset_code(cs, idx, c);
	if (c[0] != 0)
		return 0;
	for (i = 1; i < cs->pegs; i++) {
		if (c[i] == c[i - 1]) {
			run++;
			continue;
		}
		if (c[i] != c[i - 1] + 1 || run > last)
			return 0;
		last = run;
		run = 1;
	}
	return run <= last;
}

/* The most feedback classes a guess can split codes into. */
static int
maxparts(const struct codeset *cs)
{
	return (cs->pegs + 1) * (cs->pegs + 2) / 2 - 1;
}

/* What an even split of n codes into at most m parts adds to a key. */
static uint64_t
even(const struct search *se, uint32_t n, uint32_t m)
{
	uint32_t q, r;

	if (n == 0)
		return 0;
	if (m > n)
		m = n;
	q = n / m;
	r = n % m;
	switch (se->strategy) {
	case S_MINIMAX:
		return q + (r > 0);
	case S_EXPECTED:
		return (uint64_t)r * (q + 1) * (q + 1) + (uint64_t)(m - r) * q * q;
	case S_ENTROPY:
		return r * se->flog[q + 1] + (m - r) * se->flog[q];
	default:
		return m;
	}
}

/* The best key any guess could have on n > 0 codes: an even split. */
uint64_t
key_floor(const struct search *se, uint32_t n)
{
	uint64_t v = even(se, n, (uint32_t)maxparts(se->cs));

	return se->strategy == S_PARTS ? UINT32_MAX - v : v;
}

/*
 * For each multiset of colours, the best key a guess of those colours
 * could have on the pool: the colours it shares with a code split the
 * pool in parts, and a part of k shared colours splits further into at
 * most k + 1 by the exact pegs.  cnt holds nms zeros, and is left so.
 */
void
key_floors(const struct search *se, const struct pool *p, uint32_t *cnt,
    uint32_t *distinct, uint64_t *floor)
{
	const struct codeset *cs = se->cs;
	const uint16_t *row;
	uint32_t coarse[MM_MAXPEGS + 1], m, nd = 0;
	uint64_t v, e;
	size_t i;
	int k;

	for (i = 0; i < p->n; i++)
		if (cnt[p->ms[i]]++ == 0)
			distinct[nd++] = p->ms[i];
	for (m = 0; m < cs->nms; m++) {
		row = cs->base + (size_t)m * cs->nms;
		memset(coarse, 0, sizeof(coarse));
		for (i = 0; i < nd; i++)
			coarse[row[distinct[i]] / cs->stride] +=
			    cnt[distinct[i]];
		for (v = 0, k = 0; k <= cs->pegs; k++) {
			e = even(se, coarse[k], (uint32_t)k + 1);
			if (se->strategy != S_MINIMAX)
				v += e;
			else if (e > v)
				v = e;
		}
		floor[m] = se->strategy == S_PARTS ? UINT32_MAX - v : v;
	}
	for (i = 0; i < nd; i++)
		cnt[distinct[i]] = 0;
}

static inline int
bitcount(uint64_t x)
{
	x -= x >> 1 & 0x5555555555555555ULL;
	x = (x & 0x3333333333333333ULL) + (x >> 2 & 0x3333333333333333ULL);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
	return (int)(x * 0x0101010101010101ULL >> 56);
}

/* The classes of the feedback of a guess on the codes of the pool. */
static inline void
classes(const struct codeset *cs, const uint16_t *row, uint64_t gpk,
    const struct pool *p, uint16_t *cl)
{
	const uint64_t *pk = p->pk, low = cs->low, high = cs->high;
	const uint64_t mul = cs->summul;
	const uint32_t *ms = p->ms;
	const int shift = cs->sumshift;
	size_t i, n = p->n;

	if (mul == 0) {
		for (i = 0; i < n; i++)
			cl[i] = (uint16_t)(row[ms[i]] -
			    __builtin_popcountll(((gpk ^ pk[i]) + low) & high));
		return;
	}
	for (i = 0; i < n; i++)
		cl[i] = (uint16_t)(row[ms[i]] -
		    (int)((((gpk ^ pk[i]) + low) & high) * mul >> shift));
}

/*
 * Few candidates: their classes first, then the parts counted in a
 * word when the classes fit in one, or the histogram built until the
 * guess is ruled out.
 */
static uint64_t
score_few(const struct search *se, const struct pool *p, uint32_t g,
    uint64_t limit, const uint16_t *row, uint32_t *hist)
{
	const struct codeset *cs = se->cs;
	const uint64_t *flog = se->flog;
	uint16_t cl[SCORE_FEW];
	uint64_t sum = 0, seen = 0;
	uint32_t h, top = 0;
	size_t i, n = p->n, j;
	int room = maxparts(cs), parts = 0, more;

	classes(cs, row, cs->pk[g], p, cl);
	if (se->strategy == S_PARTS && cs->nclass <= 64) {
		for (i = 0; i < n; i++)
			seen |= (uint64_t)1 << cl[i];
		return UINT32_MAX - (uint64_t)bitcount(seen);
	}
	for (i = 0; i < n; i++) {
		h = ++hist[cl[i]];
		switch (se->strategy) {
		case S_MINIMAX:
			if (h > top)
				top = h;
			if (top > limit)
				goto out;
			break;
		case S_EXPECTED:
			sum += 2 * (uint64_t)h - 1;
			if (sum + (n - i - 1) > limit)
				goto out;
			break;
		case S_ENTROPY:
			sum += flog[h] - flog[h - 1];
			if (sum > limit)
				goto out;
			break;
		default:
			parts += h == 1;
			more = room - parts;
			if ((size_t)more > n - i - 1)
				more = (int)(n - i - 1);
			if (UINT32_MAX - (uint64_t)(parts + more) > limit)
				goto out;
			break;
		}
	}
	for (j = 0; j < n; j++)
		hist[cl[j]] = 0;
	switch (se->strategy) {
	case S_MINIMAX:
		return top;
	case S_EXPECTED:
	case S_ENTROPY:
		return sum;
	default:
		return UINT32_MAX - (uint64_t)parts;
	}
out:
	for (j = 0; j <= i; j++)
		hist[cl[j]] = 0;
	return UINT64_MAX;
}

/* The key of a histogram, with r codes still to come: a lower bound. */
static uint64_t
key_partial(const struct search *se, const uint32_t *h1, const uint32_t *h2,
    size_t r)
{
	const struct codeset *cs = se->cs;
	uint64_t sum = 0;
	uint32_t h, top = 0;
	int c, parts = 0, more;

	for (c = 0; c < cs->nclass; c++) {
		if ((h = h1[c] + h2[c]) == 0)
			continue;
		parts++;
		if (h > top)
			top = h;
		if (se->strategy == S_EXPECTED)
			sum += (uint64_t)h * h;
		else if (se->strategy == S_ENTROPY)
			sum += se->flog[h];
	}
	switch (se->strategy) {
	case S_MINIMAX:
		return top;
	case S_EXPECTED:
		return sum + r;
	case S_ENTROPY:
		return sum;
	default:
		more = maxparts(cs) - parts;
		if ((size_t)more > r)
			more = (int)r;
		return UINT32_MAX - (uint64_t)(parts + more);
	}
}

/*
 * The key of guess g's split of the pool by the strategy, or
 * UINT64_MAX once it is sure to be above limit.  hist holds nclass
 * zeros, and is left so.
 */
uint64_t
score_bounded(const struct search *se, const struct pool *p, uint32_t g,
    uint64_t limit, const uint16_t *row, uint32_t *hist)
{
	const struct codeset *cs = se->cs;
	const uint64_t *pk = p->pk, low = cs->low, high = cs->high;
	const uint64_t mul = cs->summul, gpk = cs->pk[g];
	const uint32_t *ms = p->ms;
	const int shift = cs->sumshift;
	uint32_t h2[(MM_MAXPEGS + 1) * (MM_MAXPEGS + 1)];
	uint64_t k;
	size_t i, n = p->n, end;

	if (n <= SCORE_FEW)
		return score_few(se, p, g, limit, row, hist);
	memset(h2, 0, (size_t)cs->nclass * sizeof(*h2));
	for (i = 0; i < n; ) {
		end = n - i > SCORE_BLOCK ? i + SCORE_BLOCK : n;
		if (mul == 0) {
			for (; i < end; i++)
				hist[row[ms[i]] - __builtin_popcountll(((gpk ^
				    pk[i]) + low) & high)]++;
		} else {
			for (; i + 1 < end; i += 2) {
				hist[row[ms[i]] - (int)((((gpk ^ pk[i]) +
				    low) & high) * mul >> shift)]++;
				h2[row[ms[i + 1]] - (int)((((gpk ^ pk[i + 1]) +
				    low) & high) * mul >> shift)]++;
			}
			if (i < end) {
				hist[row[ms[i]] - (int)((((gpk ^ pk[i]) +
				    low) & high) * mul >> shift)]++;
				i++;
			}
		}
		if ((k = key_partial(se, hist, h2, n - i)) > limit) {
			memset(hist, 0, (size_t)cs->nclass * sizeof(*hist));
			return UINT64_MAX;
		}
	}
	memset(hist, 0, (size_t)cs->nclass * sizeof(*hist));
	return k;
}
