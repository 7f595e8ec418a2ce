/* Pools of candidates, and the parts a guess splits them into. */
#include <stdlib.h>
#include <string.h>

#include "partition.h"

void
pool_init(struct pool *p, const struct codeset *cs)
{
	memset(p, 0, sizeof(*p));
	p->pk = xcalloc(cs->n, sizeof(*p->pk));
	p->ms = xcalloc(cs->n, sizeof(*p->ms));
	p->member = xcalloc(cs->n / 64 + 1, sizeof(*p->member));
	p->base = xcalloc(cs->n, sizeof(*p->base));
	p->basems = UINT32_MAX;
}

/* Read the row of a guess of multiset m at each code's multiset. */
void
pool_base(struct pool *p, const uint16_t *row, uint32_t m)
{
	size_t i;

	for (i = 0; i < p->n; i++)
		p->base[i] = row[p->ms[i]];
	p->basems = m;
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
	p->basems = UINT32_MAX;
}

void
pool_free(struct pool *p)
{
	free(p->pk);
	free(p->ms);
	free(p->member);
	free(p->base);
	memset(p, 0, sizeof(*p));
}

/* Count the candidates in each feedback class of a guess. */
void
partition_count(const struct codeset *cs, uint32_t guess, const struct pool *p,
    uint32_t *hist, uint16_t *rowbuf)
{
	uint32_t h2[MM_MAXCLASSES];
	int c;

	memset(hist, 0, (size_t)cs->nclass * sizeof(*hist));
	memset(h2, 0, (size_t)cs->nclass * sizeof(*h2));
	pool_count(cs, codeset_row(cs, guess, rowbuf, p->ms, p->n), NULL,
	    cs->pk[guess], p, 0, p->n, hist, h2);
	for (c = 0; c < cs->nclass; c++)
		hist[c] += h2[c];
}

/* The number of parts of a split, the largest, and the sum of squares. */
void
split_of(const struct codeset *cs, const uint32_t *hist, struct split *s)
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
	}
}

/*
 * Whether a code is the first of its class under every renaming of
 * colours and moving of pegs: its colours in order of first use from
 * the first colour, in runs that never grow longer.
 */
int
partition_canonical(const struct codeset *cs, uint32_t idx)
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
