/* Every code of a game, its multiset of colours, and the class each
 * guess gives each secret: by table where it fits, by row otherwise. */
#include <stdlib.h>
#include <string.h>

#include "codeset.h"

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

static int
common(const uint8_t *a, const uint8_t *b, int nc)
{
	int c, k = 0;

	for (c = 0; c < nc; c++)
		k += a[c] < b[c] ? a[c] : b[c];
	return k;
}

/* The bytes of the table of base and shared, one after the other. */
static size_t
tablesize(const struct codeset *cs)
{
	return (size_t)cs->nms * cs->nms * (sizeof(*cs->base) + 1) +
	    MS_LANES;
}

/*
 * Each multiset as its counts in unary, a field of pegs bits a colour,
 * in words of *nw: the colours two multisets share are the bits their
 * masks share.
 */
static uint64_t *
unary(const struct codeset *cs, size_t *nw)
{
	uint64_t *u;
	size_t w = ((size_t)cs->g->ncolors * cs->pegs + 63) / 64, bit;
	uint32_t i;
	int c, k, nc = cs->g->ncolors;

	u = xcalloc((size_t)cs->nms * w, sizeof(*u));
	for (i = 0; i < cs->nms; i++)
		for (c = 0; c < nc; c++)
			for (k = 0; k < cs->mscount[(size_t)i * nc + c]; k++) {
				bit = (size_t)c * cs->pegs + (size_t)k;
				u[i * w + bit / 64] |= (uint64_t)1 << bit % 64;
			}
	*nw = w;
	return u;
}

static void
maketable(struct codeset *cs)
{
	const uint64_t *a, *b;
	uint64_t *u;
	uint32_t i, j;
	size_t w, nw;
	int v;

	cs->base = xcalloc_table(tablesize(cs), 1);
	cs->shared = (uint8_t *)(cs->base + (size_t)cs->nms * cs->nms);
	u = unary(cs, &nw);
	for (i = 0; i < cs->nms; i++) {
		a = u + i * nw;
		for (j = 0; j < cs->nms; j++) {
			b = u + j * nw;
			for (v = 0, w = 0; w < nw; w++)
				v += popcount64(a[w] & b[w]);
			cs->shared[(size_t)i * cs->nms + j] = (uint8_t)v;
			cs->base[(size_t)i * cs->nms + j] =
			    (uint16_t)(v * cs->stride + cs->pegs);
		}
	}
	free(u);
}

/* The codes of each multiset, each group in code order. */
static void
group(struct codeset *cs)
{
	uint32_t g, m;

	cs->msfrom = xcalloc((size_t)cs->nms + 1, sizeof(*cs->msfrom));
	cs->bymset = xcalloc(cs->n, sizeof(*cs->bymset));
	for (g = 0; g < cs->n; g++)
		cs->msfrom[cs->ms[g] + 1]++;
	for (m = 0; m < cs->nms; m++)
		cs->msfrom[m + 1] += cs->msfrom[m];
	for (g = 0; g < cs->n; g++)
		cs->bymset[cs->msfrom[cs->ms[g]]++] = g;
	for (m = cs->nms; m > 0; m--)
		cs->msfrom[m] = cs->msfrom[m - 1];
	cs->msfrom[0] = 0;
}

static int
bitsfor(int v)
{
	int b = 0;

	while (v >> b != 0)
		b++;
	return b;
}

/*
 * Pack pegs in fields of b bits with the top bit clear, so that adding
 * the low bits sets the top bit of every field that differs.  When the
 * fields can also hold a count of pegs, one multiplication adds the top
 * bits up into the highest bits of the product.
 */
static void
packing(struct codeset *cs)
{
	int p, b = bitsfor(cs->g->ncolors - 1) + 1, pegs = cs->pegs;

	if (bitsfor(pegs) > b)
		b = bitsfor(pegs);
	if ((pegs + 1) * b <= 65) {
		cs->sumshift = 64 - b;
		for (p = 0; p < pegs; p++)
			cs->summul |= (uint64_t)1 << (p * b + 65 - (pegs + 1) * b);
	} else {
		b = bitsfor(cs->g->ncolors - 1) + 1;
	}
	if (pegs * b > 64)
		die("%d pegs of %d colours do not pack in 64 bits", pegs,
		    cs->g->ncolors);
	cs->bits = b;
	for (p = 0; p < pegs; p++) {
		cs->low |= (((uint64_t)1 << (b - 1)) - 1) << (p * b);
		cs->high |= (uint64_t)1 << (p * b + b - 1);
	}
}

/* Every code of the game, packed, with its multiset of colours. */
void
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
	packing(cs);
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
				cs->mscount = xrealloc(cs->mscount,
				    (size_t)mscap * nc);
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
	cs->mscolors = xcalloc(cs->nms, sizeof(*cs->mscolors));
	for (i = 0; i < cs->nms; i++)
		for (p = 0; p < nc; p++)
			if (cs->mscount[(size_t)i * nc + p] != 0)
				cs->mscolors[i] |= (uint64_t)1 << p;
	codeset_table(cs, CODESET_SMALL);
}

/*
 * The table of the classes of multisets and the codes by multiset, if
 * not made yet and it takes at most max bytes.
 */
void
codeset_table(struct codeset *cs, size_t max)
{
	if (cs->base != NULL || tablesize(cs) > max)
		return;
	maketable(cs);
	group(cs);
}

void
codeset_free(struct codeset *cs)
{
	free(cs->pk);
	free(cs->ms);
	free(cs->mscount);
	free(cs->mscolors);
	xfree_table(cs->base, tablesize(cs), 1);
	free(cs->bymset);
	free(cs->msfrom);
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

/* Every code of the game, by index in code order: a new array. */
uint32_t *
codeset_all(const struct codeset *cs)
{
	uint32_t *all = xmalloc(((size_t)cs->n + 1) * sizeof(*all)), i;

	for (i = 0; i < cs->n; i++)
		all[i] = i;
	return all;
}

/* The code's letters, and a NUL: pegs + 1 characters. */
void
codeset_format(const struct codeset *cs, uint32_t idx, char *s)
{
	uint8_t code[MM_MAXPEGS];

	codeset_code(cs, idx, code);
	code_format(cs->g, code, s);
}

/* Write code idx to the output, followed by the character end. */
void
codeset_put(const struct codeset *cs, uint32_t idx, char end)
{
	char s[MM_MAXPEGS + 2];

	codeset_format(cs, idx, s);
	s[cs->pegs] = end;
	out_write(s, (size_t)cs->pegs + 1);
}

/*
 * For each multiset of colours, the class of a guess against a code of
 * those colours that matches it nowhere: a row of the table, or
 * computed into buf (nms entries), where it need only be right at the
 * multisets ms[0..n) (NULL: at every one): on few codes, far fewer.
 */
const uint16_t *
codeset_row(const struct codeset *cs, uint32_t guess, uint16_t *buf,
    const uint32_t *ms, size_t n)
{
	const uint8_t *gc, *mc;
	uint8_t colors[MM_MAXPEGS];
	uint32_t m;
	size_t i, end;
	int c, k, list, ncol = 0, nc = cs->g->ncolors;

	if (cs->base != NULL)
		return cs->base + (size_t)cs->ms[guess] * cs->nms;
	gc = cs->mscount + (size_t)cs->ms[guess] * nc;
	for (c = 0; c < nc; c++)
		if (gc[c] > 0)
			colors[ncol++] = (uint8_t)c;
	list = ms != NULL && n < cs->nms;
	for (i = 0, end = list ? n : cs->nms; i < end; i++) {
		m = list ? ms[i] : (uint32_t)i;
		mc = cs->mscount + (size_t)m * nc;
		for (k = 0, c = 0; c < ncol; c++)
			k += mc[colors[c]] < gc[colors[c]] ? mc[colors[c]] :
			    gc[colors[c]];
		buf[m] = (uint16_t)(k * cs->stride + cs->pegs);
	}
	return buf;
}

/* The feedback class of guess a against secret b. */
int
codeset_class(const struct codeset *cs, uint32_t a, uint32_t b)
{
	int v, nc = cs->g->ncolors;

	if (cs->base != NULL)
		v = cs->base[(size_t)cs->ms[a] * cs->nms + cs->ms[b]];
	else
		v = common(cs->mscount + (size_t)cs->ms[a] * nc, cs->mscount +
		    (size_t)cs->ms[b] * nc, nc) * cs->stride + cs->pegs;
	return v - codeset_differ(cs, cs->pk[a], cs->pk[b]);
}

/*
 * Keep the codes that answer guess with class; out may be in.  Without
 * the table, fewer codes than multisets are scored one by one, as the
 * row would cost more than they do.
 */
size_t
codeset_filter(const struct codeset *cs, uint32_t guess, int class,
    const uint32_t *in, size_t n, uint32_t *out, uint16_t *rowbuf)
{
	const uint16_t *row;
	uint64_t gpk = cs->pk[guess];
	size_t i, kept = 0;
	uint32_t c;

	if (cs->base == NULL && n < cs->nms) {
		for (i = 0; i < n; i++)
			if (codeset_class(cs, guess, in[i]) == class)
				out[kept++] = in[i];
		return kept;
	}
	row = codeset_row(cs, guess, rowbuf, NULL, 0);
	for (i = 0; i < n; i++) {
		c = in[i];
		if (row[cs->ms[c]] - codeset_differ(cs, gpk, cs->pk[c]) ==
		    class)
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
