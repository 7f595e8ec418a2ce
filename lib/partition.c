#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "solve.h"

#define FIXED_ONE	4294967296.0

void
pool_init(struct pool *p, const struct codeset *cs)
{
	memset(p, 0, sizeof(*p));
	if ((p->pk = calloc(cs->n, sizeof(*p->pk))) == NULL ||
	    (p->ms = calloc(cs->n, sizeof(*p->ms))) == NULL ||
	    (p->member = calloc(cs->n / 64 + 1, sizeof(*p->member))) == NULL)
		die("out of memory");
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

	if ((lg = calloc((size_t)max + 1, sizeof(*lg))) == NULL ||
	    (f = calloc((size_t)max + 1, sizeof(*f))) == NULL ||
	    (spf = calloc((size_t)max + 1, sizeof(*spf))) == NULL)
		die("out of memory");
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

static uint64_t
key(int strategy, const struct split *s)
{
	switch (strategy) {
	case S_MINIMAX:
		return s->largest;
	case S_EXPECTED:
		return s->squares;
	case S_ENTROPY:
		return s->nlogn;
	default:
		return UINT32_MAX - (uint64_t)s->parts;
	}
}

int
best_better(const struct best *a, const struct best *b)
{
	if (!b->found)
		return a->found;
	if (!a->found || a->key != b->key)
		return a->found && a->key < b->key;
	if (a->candidate != b->candidate)
		return a->candidate;
	return a->guess < b->guess;
}

/* The best guess among codes [from, to) by the SPEC's tie rule. */
void
search_range(const struct search *se, const struct pool *p, uint32_t from,
    uint32_t to, struct best *b)
{
	const struct codeset *cs = se->cs;
	uint32_t hist[(MM_MAXPEGS + 1) * (MM_MAXPEGS + 1)], g;
	uint16_t *rowbuf = NULL;
	struct split s;
	struct best t;

	if (cs->base == NULL &&
	    (rowbuf = malloc(cs->nms * sizeof(*rowbuf))) == NULL)
		die("out of memory");
	memset(b, 0, sizeof(*b));
	for (g = from; g < to; g++) {
		if (se->opening && !canonical(cs, g))
			continue;
		partition(cs, g, p, hist, rowbuf);
		split_of(cs, hist, se->flog, &s);
		t.key = key(se->strategy, &s);
		t.guess = g;
		t.candidate = (int)(p->member[g / 64] >> (g % 64) & 1);
		t.found = 1;
		if (best_better(&t, b))
			*b = t;
	}
	free(rowbuf);
}
