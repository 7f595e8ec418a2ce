#include <stdlib.h>
#include <string.h>

#include "solve.h"

#define TABLE_MAXMS	4096
#define TABLE_MAXWORK	((uint64_t)1 << 27)

static void *
xcalloc(size_t n, size_t size)
{
	void *p;

	if ((p = calloc(n == 0 ? 1 : n, size)) == NULL)
		die("out of memory");
	return p;
}

static void
sortcode(uint8_t *c, int n)
{
	int i, j;
	uint8_t v;

	for (i = 1; i < n; i++) {
		v = c[i];
		for (j = i; j > 0 && c[j - 1] > v; j--)
			c[j] = c[j - 1];
		c[j] = v;
	}
}

static void
maketable(struct codeset *cs)
{
	const uint8_t *a, *b;
	uint32_t i, j;
	int c, nc = cs->g->ncolors, k;

	cs->common = xcalloc((size_t)cs->nms * cs->nms, 1);
	for (i = 0; i < cs->nms; i++) {
		a = cs->mscount + (size_t)i * nc;
		for (j = 0; j <= i; j++) {
			b = cs->mscount + (size_t)j * nc;
			for (k = 0, c = 0; c < nc; c++)
				k += a[c] < b[c] ? a[c] : b[c];
			cs->common[(size_t)i * cs->nms + j] = (uint8_t)k;
			cs->common[(size_t)j * cs->nms + i] = (uint8_t)k;
		}
	}
}

/* Every code of the game, packed, with its multiset of colours. */
int
codeset_init(struct codeset *cs, const struct game *g)
{
	uint8_t code[MM_MAXPEGS], sorted[MM_MAXPEGS];
	uint32_t *msof, i, mscap = 64;
	uint64_t r;
	int p, nc = g->ncolors;

	memset(cs, 0, sizeof(*cs));
	cs->g = g;
	cs->n = (uint32_t)code_space(g);
	cs->pegs = g->pegs;
	cs->stride = g->pegs + 1;
	cs->nclass = cs->stride * cs->stride;
	cs->solved = g->pegs * cs->stride + g->pegs;
	for (cs->bits = 2; (1 << cs->bits) < nc; cs->bits++)
		;
	for (p = 0; p < g->pegs; p++) {
		cs->low |= (((uint64_t)1 << (cs->bits - 1)) - 1) <<
		    (p * cs->bits);
		cs->high |= (uint64_t)1 << (p * cs->bits + cs->bits - 1);
	}
	cs->pk = xcalloc(cs->n, sizeof(*cs->pk));
	cs->ms = xcalloc(cs->n, sizeof(*cs->ms));
	cs->mscount = xcalloc(mscap, (size_t)nc);
	msof = xcalloc(cs->n, sizeof(*msof));
	memset(msof, 0xff, (size_t)cs->n * sizeof(*msof));
	code_unrank(g, 0, code);
	for (i = 0; i < cs->n; i++) {
		for (p = 0; p < g->pegs; p++)
			cs->pk[i] |= (uint64_t)code[p] << (p * cs->bits);
		memcpy(sorted, code, (size_t)g->pegs);
		sortcode(sorted, g->pegs);
		r = code_rank(g, sorted);
		if (msof[r] == UINT32_MAX) {
			if (cs->nms == mscap) {
				mscap *= 2;
				cs->mscount = realloc(cs->mscount,
				    (size_t)mscap * nc);
				if (cs->mscount == NULL)
					die("out of memory");
			}
			memset(cs->mscount + (size_t)cs->nms * nc, 0,
			    (size_t)nc);
			for (p = 0; p < g->pegs; p++)
				cs->mscount[(size_t)cs->nms * nc + code[p]]++;
			msof[r] = cs->nms++;
		}
		cs->ms[i] = msof[r];
		code_next(g, code);
	}
	free(msof);
	if (cs->nms <= TABLE_MAXMS &&
	    (uint64_t)cs->nms * cs->nms * (uint64_t)nc <= TABLE_MAXWORK)
		maketable(cs);
	return 0;
}

void
codeset_free(struct codeset *cs)
{
	free(cs->pk);
	free(cs->ms);
	free(cs->mscount);
	free(cs->common);
	memset(cs, 0, sizeof(*cs));
}

void
codeset_code(const struct codeset *cs, uint32_t idx, uint8_t *code)
{
	uint64_t mask = ((uint64_t)1 << cs->bits) - 1;
	int p;

	for (p = 0; p < cs->pegs; p++)
		code[p] = (uint8_t)(cs->pk[idx] >> (p * cs->bits) & mask);
}

/*
 * The colours a guess has in common with each multiset: a row of the
 * table, or computed into buf (nms bytes).
 */
const uint8_t *
codeset_row(const struct codeset *cs, uint32_t guess, uint8_t *buf)
{
	const uint8_t *gc, *mc;
	uint8_t colors[MM_MAXPEGS];
	uint32_t m;
	int i, k, ncol = 0, nc = cs->g->ncolors;

	if (cs->common != NULL)
		return cs->common + (size_t)cs->ms[guess] * cs->nms;
	gc = cs->mscount + (size_t)cs->ms[guess] * nc;
	for (i = 0; i < nc; i++)
		if (gc[i] > 0)
			colors[ncol++] = (uint8_t)i;
	for (m = 0; m < cs->nms; m++) {
		mc = cs->mscount + (size_t)m * nc;
		for (k = 0, i = 0; i < ncol; i++)
			k += mc[colors[i]] < gc[colors[i]] ? mc[colors[i]] :
			    gc[colors[i]];
		buf[m] = (uint8_t)k;
	}
	return buf;
}

/* The feedback class of guess a against secret b. */
int
codeset_class(const struct codeset *cs, uint32_t a, uint32_t b)
{
	const uint8_t *ac, *bc;
	int c, k, nc = cs->g->ncolors;

	if (cs->common != NULL) {
		k = cs->common[(size_t)cs->ms[a] * cs->nms + cs->ms[b]];
	} else {
		ac = cs->mscount + (size_t)cs->ms[a] * nc;
		bc = cs->mscount + (size_t)cs->ms[b] * nc;
		for (k = 0, c = 0; c < nc; c++)
			k += ac[c] < bc[c] ? ac[c] : bc[c];
	}
	return k * cs->stride + codeset_exact(cs, cs->pk[a], cs->pk[b]);
}

/* Keep the codes that answer guess with class; out may be in. */
size_t
codeset_filter(const struct codeset *cs, uint32_t guess, int class,
    const uint32_t *in, size_t n, uint32_t *out, uint8_t *rowbuf)
{
	const uint8_t *row = codeset_row(cs, guess, rowbuf);
	uint64_t gpk = cs->pk[guess];
	size_t i, kept = 0;
	uint32_t c;

	for (i = 0; i < n; i++) {
		c = in[i];
		if (row[cs->ms[c]] * cs->stride + codeset_exact(cs, gpk,
		    cs->pk[c]) == class)
			out[kept++] = c;
	}
	return kept;
}

struct feedback
class_feedback(const struct codeset *cs, int class)
{
	struct feedback f;

	f.exact = class % cs->stride;
	f.inexact = class / cs->stride - f.exact;
	return f;
}

int
feedback_class(const struct codeset *cs, struct feedback f)
{
	return (f.exact + f.inexact) * cs->stride + f.exact;
}
