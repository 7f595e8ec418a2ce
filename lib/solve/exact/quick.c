/* Quick bounds on a node's guesses: whether a guess tells its candidates
 * apart, the sets a few guesses solve, and the bound a guess's number of
 * parts gives before its parts are counted. */
#include <stdlib.h>
#include <string.h>

#include "bounds.h"
#include "msparts.h"
#include "tables.h"
#include "../workers.h"


/*
 * Whether a candidate tells all n codes apart, the first that does in
 * *guess; unless pair is NULL, the first that leaves one pair and tells
 * the rest apart in *pair, if any.  For at most MASKCLASSES classes.  A
 * candidate tells them apart if they fall in n classes, and leaves one
 * pair if in n - 1: the classes are gathered as bits, two words by turns,
 * with no branch on the way.
 */
MM_POPCNT int
exact_apart(const struct exact *o, const uint32_t *s, uint32_t n,
    uint32_t *guess, uint32_t *pair)
{
	const uint8_t *row;
	uint64_t m0, m1;
	uint32_t i, j, k;

	for (i = 0; i < n; i++) {
		row = o->tab + (size_t)s[i] * o->n;
		for (j = 0, m0 = m1 = 0; j + 1 < n; j += 2) {
			m0 |= (uint64_t)1 << row[s[j]];
			m1 |= (uint64_t)1 << row[s[j + 1]];
		}
		if (j < n)
			m0 |= (uint64_t)1 << row[s[j]];
		k = (uint32_t)__builtin_popcountll(m0 | m1);
		if (k == n) {
			*guess = s[i];
			return 1;
		}
		if (k + 1 == n && pair != NULL && *pair == UINT32_MAX)
			*pair = s[i];
	}
	return 0;
}

/* Whether code g tells apart the n codes whose scores are in col[]. */
static int
tells(const uint8_t *const *col, uint32_t n, uint32_t g)
{
	uint64_t seen = 0, bit;
	uint32_t j;

	for (j = 0; j < n; j++) {
		bit = (uint64_t)1 << col[j][g];
		if (seen & bit)
			return 0;
		seen |= bit;
	}
	return 1;
}

/*
 * The first code, in code order, that is no candidate and tells apart
 * the n codes s, whose scores are in col[]; UINT32_MAX if none does.
 * It leaves n parts, so only multisets of colours that can are tried.
 */
static uint32_t
telling(struct worker *w, const uint32_t *s, uint32_t n,
    const uint8_t *const *col)
{
	const struct exact *o = w->o;
	struct msparts *mp;
	uint32_t m, i, g, first = UINT32_MAX;

	if (o->shared == NULL) {
		for (g = 0; g < o->n; g++)
			if (tells(col, n, g))
				return g;
		return UINT32_MAX;
	}
	mp = exact_msparts_load(w, s, n);
	exact_msparts_all(o, mp);
	for (m = 0; m < o->cs->nms; m++) {
		if (mp->most0[m] < n)
			continue;
		for (i = o->cs->msfrom[m]; i < o->cs->msfrom[m + 1]; i++) {
			if ((g = o->cs->bymset[i]) >= first)
				break;
			if (tells(col, n, g)) {
				first = g;
				break;
			}
		}
	}
	return first;
}

/*
 * At most branch + 1 codes: 2n - 1 guesses if a candidate tells them
 * all apart, else 2n if a candidate leaves one pair and tells the rest
 * apart or another code tells them all apart; 0 if none does, with the
 * lower bound *lbn raised, and *floor too where no code tells them
 * apart.  As exact_apart() has found no candidate that tells them apart,
 * only the other codes need trying.
 */
uint32_t
exact_few(struct worker *w, const uint32_t *s, uint32_t n, int left,
    uint32_t beta, uint32_t *guess, uint32_t *lbn, uint32_t *floor)
{
	const struct exact *o = w->o;
	const uint8_t *col[MASKCLASSES + 1];
	uint32_t j, g, pair = UINT32_MAX;

	if (n > o->branch + 1 || left < 2 || o->nclass > MASKCLASSES)
		return 0;
	if (exact_apart(o, s, n, guess, &pair))
		return 2 * n - 1;
	if (*lbn < 2 * n)
		*lbn = 2 * n;
	if (*lbn >= beta)
		return 0;
	if (pair != UINT32_MAX && left >= 3) {
		*guess = pair;
		return 2 * n;
	}
	for (j = 0; j < n; j++)
		col[j] = o->tab + (size_t)s[j] * o->n;
	if (n <= o->branch && (g = telling(w, s, n, col)) != UINT32_MAX) {
		*guess = g;
		return 2 * n;
	}
	if (*lbn < 2 * n + 1)
		*lbn = 2 * n + 1;
	*floor = 2 * n + 1;
	return 0;
}

/*
 * The number of classes every code gives the n candidates whose scores
 * are in col[], into parts[]: MS_LANES codes a step, on the bytes of a
 * vector (MM_AVX2), a candidate counting when no earlier one is in its class.
 * For n of at most MASKCLASSES + 1, where the n^2 / 2 comparisons a code
 * cost less than looking each class up.
 */
MM_AVX2 void
exact_classcounts(const struct exact *o, const uint8_t *const *col, uint32_t n,
    uint8_t *parts)
{
	ms_lanes v[MASKCLASSES + 1], same, count, zero = { 0 };
	uint32_t g, i, j;

	for (g = 0; g < o->n; g += MS_LANES) {
		count = zero;
		for (j = 0; j < n; j++) {
			memcpy(&v[j], col[j] + g, sizeof(v[j]));
			same = zero;
			for (i = 0; i < j; i++)
				same |= (ms_lanes)(v[i] == v[j]);
			count -= (ms_lanes)(same == zero);
		}
		memcpy(parts + g, &count, sizeof(count));
	}
}

/*
 * An empty queue q for a node of n codes, and its quick bounds, into
 * q->bound[] (0 where no guess can leave p parts): a guess that
 * leaves p parts other than a win, and finds c codes (1 if it is a
 * candidate, else 0), gives at least n plus the least sum of lb[] over
 * p parts of n - c codes, which is when their sizes differ by one at
 * most, as lb[m + 1] - lb[m] grows with m.  A bound falls as p grows,
 * since lb[a] + lb[b] <= lb[a + b].  For parts of at most branch + 1
 * codes, each worth 2h - 1, that is 3n - p less 2c.
 */
void
exact_quickbounds(const struct exact *o, struct queue *q, uint32_t n)
{
	uint64_t sum;
	uint32_t p, m, most = quickmost(o);
	size_t span = 2 * (size_t)most + 2;
	int c;

	q->nk = q->nlater = q->end = q->left = 0;
	q->top = 0;
	memset(q->live, 0, sizeof(q->live));
	memset(q->head, 0, span * sizeof(*q->head));
	memset(q->many, 0, span * sizeof(*q->many));
	memset(q->bound, 0, span * sizeof(*q->bound));
	for (c = 0; c < 2; c++)
		for (p = 1, m = n - (uint32_t)c; p <= most && p <= m; p++) {
			sum = n + spread(o, m, p);
			q->bound[2 * p + (uint32_t)c] = sum > EXACT_INF ? EXACT_INF :
			    (uint32_t)sum;
		}
}

/*
 * Count the parts of a guess: the lower bound they give, n and the
 * least total of each, and the sum of squared part sizes, flagged
 * KEY_REFINED, and KEY_NOTCAND if it is no candidate; 0 if it leaves
 * every code in one part.  The codes are counted into four histograms
 * by turns, so that a run of one class does not wait on its own counts.
 * The scores are read down the guess's column, from the candidates'
 * rows, as the table is symmetric: the node's other guesses read those
 * rows too, so they stay in the cache, where the guess's row would not.
 */
int
exact_refine(const struct exact *o, const uint32_t *s, uint32_t n, int sub,
    struct gkey *k)
{
	uint32_t hist[4 * NCLASSES], *h0, *h1, *h2, *h3;
	const uint8_t *col = o->tab + k->guess;
	const size_t stride = o->n;
	const uint32_t *lbt = o->lb;
	uint32_t j, h, m = 0, cap = UINT32_MAX;
	uint64_t lb = n, sq = 0;
	int i, c;

	if (sub < NOLIMIT && o->cap[sub] < cap)
		cap = (uint32_t)o->cap[sub];
	memset(hist, 0, 4 * (size_t)o->nclass * sizeof(*hist));
	h0 = hist;
	h1 = h0 + o->nclass;
	h2 = h1 + o->nclass;
	h3 = h2 + o->nclass;
	for (j = 0; j + 3 < n; j += 4) {
		h0[col[s[j] * stride]]++;
		h1[col[s[j + 1] * stride]]++;
		h2[col[s[j + 2] * stride]]++;
		h3[col[s[j + 3] * stride]]++;
	}
	for (; j < n; j++)
		h0[col[s[j] * stride]]++;
	for (i = 0; i < o->nlive; i++) {
		c = o->live[i];
		h = h0[c] + h1[c] + h2[c] + h3[c];
		m = h > m ? h : m;
		if (h == 0)
			continue;
		lb += h > cap ? EXACT_INF : lbt[h];
		sq += (uint64_t)h * h;
	}
	h = h0[o->solved] + h1[o->solved] + h2[o->solved] + h3[o->solved];
	m = h > m ? h : m;
	k->order = key_order(lb > EXACT_INF ? EXACT_INF : (uint32_t)lb) | sq | KEY_REFINED |
	    (h == 0 ? KEY_NOTCAND : 0);
	return m < n;
}
