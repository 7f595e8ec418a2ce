/* The guesses of a node counted: each guess's parts scored, its bound made
 * and the guess kept in the node's queue or set aside. */
#include <stdlib.h>
#include <string.h>

#include "bounds.h"
#include "msparts.h"
#include "../workers.h"


/* Mark the n candidates s in w->isin, or with on 0 clear them. */
static void
markcands(struct worker *w, const uint32_t *s, uint32_t n, uint8_t on)
{
	uint32_t j;

	if (w->isin == NULL)
		w->isin = xcalloc(w->o->n, 1);
	for (j = 0; j < n; j++)
		w->isin[s[j]] = on;
}

/*
 * The codes that are no candidate of n few enough that every code is
 * tried, in games whose codes do not wait by multiset (exact_scoreall()),
 * into the quick keys of q when their bound is under beta, else
 * into *low.  A multiset of colours whose codes leave too few parts for
 * a bound under beta is passed over, its bound into *low.  The codes of
 * the others leave the parts their classes count: one code at a time
 * if they are few, else every code's counted at once (exact_classcounts()),
 * which costs about n / 32 as much a code.
 */
MM_POPCNT static void
scorefew(struct worker *w, struct level *l, const uint32_t *s, uint32_t n,
    uint32_t beta, uint32_t *low, struct queue *q)
{
	const struct exact *o = w->o;
	const struct codeset *cs = o->cs;
	struct msparts *mp = NULL;
	uint32_t g, i, j, m, p, lb, nms = 1;
	uint64_t msk, codes = o->n;

	if (w->nparts == NULL)
		w->nparts = xcalloc((size_t)o->n + TAB_SLACK, 1);
	for (j = 0; j < n; j++)
		l->col[j] = o->tab + (size_t)s[j] * o->n;
	markcands(w, s, n, 1);
	if (o->shared != NULL) {
		mp = exact_msparts_load(w, s, n);
		exact_msparts_all(o, mp);
		for (m = codes = 0, nms = cs->nms; m < nms; m++) {
			if ((p = mp->most0[m]) > o->branch)
				p = o->branch;
			if (p > 1 && (lb = q->bound[2 * p]) >= beta) {
				if (lb < *low)
					*low = lb;
				p = 0;
			}
			mp->most0[m] = (uint8_t)p;
			if (p > 1)
				codes += cs->msfrom[m + 1] - cs->msfrom[m];
		}
	}
	if (32 * codes > (uint64_t)o->n * n)
		exact_classcounts(o, l->col, n, w->nparts);
	for (m = 0; m < nms; m++) {
		if (mp != NULL && mp->most0[m] < 2)
			continue;
		for (i = mp == NULL ? 0 : cs->msfrom[m];
		    i < (mp == NULL ? o->n : cs->msfrom[m + 1]); i++) {
			g = mp == NULL ? i : cs->bymset[i];
			if (w->isin[g])
				continue;
			if (32 * codes > (uint64_t)o->n * n) {
				p = w->nparts[g];
			} else {
				for (j = 0, msk = 0; j < n; j++)
					msk |= (uint64_t)1 << l->col[j][g];
				p = (uint32_t)__builtin_popcountll(msk);
			}
			if (p > 1)
				quickor(l, q, g, 2 * p, beta, low);
		}
	}
	markcands(w, s, n, 0);
}

/*
 * Score guess g on the n candidates s: with count, its parts counted
 * into the heap of q, else its quick bound into the quick keys of q,
 * when under beta; else its bound into *low.  col[] holds the scores of
 * the candidates, bit[c] the bit of class c.
 */
static inline __attribute__((always_inline)) void
scoreone(const struct exact *o, struct level *l, const uint32_t *s,
    uint32_t n, int left, uint32_t g, int count, const uint64_t *bit,
    uint32_t beta, uint32_t *low, struct queue *q)
{
	const uint8_t **col = l->col;
	uint64_t msk, m1, solved = bit[o->solved & (MASKCLASSES - 1)];
	struct gkey k;
	uint32_t j;
	int cand;

	if (count) {
		k.guess = g;
		if (exact_refine(o, s, n, leftafter(left), &k))
			key_keep(l->keys, &q->nk, &k, beta, low);
		return;
	}
	for (j = 0, msk = 0, m1 = 0; j + 1 < n; j += 2) {
		msk |= bit[col[j][g]];
		m1 |= bit[col[j + 1][g]];
	}
	if (j < n)
		msk |= bit[col[j][g]];
	msk |= m1;
	cand = (msk & solved) != 0;
	if (!cand && (msk & (msk - 1)) == 0)
		return;
	quickor(l, q, g, 2 * (uint32_t)__builtin_popcountll(msk & ~solved) +
	    (uint32_t)cand, beta, low);
}

/*
 * Each guess worth trying, of the candidates or of the others, with its
 * quick bound when that is under beta, added to the keys of q; the
 * least of the others in *low.  The quick bound counts only the parts
 * a guess leaves, and whether it is a candidate (exact_quickbounds()).  A
 * guess whose multiset of colours leaves too few parts for a bound
 * under beta and *low is passed over without scoring: as its bound is
 * no less, it changes neither.  Small sets take every code, as testing
 * for symmetries costs more than the guesses it saves.  On COUNT_MIN
 * codes or more, where the quick bound is far below the count of the
 * parts, the parts are counted at once (exact_refine()).  The other codes
 * wait a multiset at a time with the bound exact_msparts_bounds() gives them,
 * until it comes to the front (exact_scorelater()), where a multiset has
 * LATER_MIN codes on average and there are more than two colours; with
 * fewer codes, or two colours, where every code shares nearly all its
 * colours with every candidate, so few codes are passed over that the
 * wait costs more than it saves, and they are all scored now,
 * a multiset at a time so that each multiset is tested once, and on
 * small sets every code's classes counted at once (scorefew()).
 */
MM_POPCNT void
exact_scoreall(struct worker *w, struct level *l, const uint32_t *s, uint32_t n,
    int left, int cands, uint32_t beta, uint32_t *low, struct queue *q)
{
	const struct exact *o = w->o;
	const struct codeset *cs = o->cs;
	const uint64_t *worth;
	uint64_t bit[MASKCLASSES];
	struct msparts *mp = NULL;
	uint32_t i, j, ng, g, lb, b, m, most = quickmost(o);
	int c, filter, count;

	filter = n > o->branch + 1 || o->nclass > MASKCLASSES;
	count = n >= COUNT_MIN || o->nclass > MASKCLASSES;
	for (j = 0; j < n && !count; j++)
		l->col[j] = o->tab + (size_t)s[j] * o->n;
	if (!cands && o->later) {
		if ((l->filter = filter))
			l->worth = exact_worth_later(w, l, s, n);
		mp = exact_msparts_load(w, s, n);
		exact_msparts_bounds(o, mp, n);
		for (m = 0; m < cs->nms; m++) {
			if ((lb = mp->bound[m]) < beta)
				l->later[q->nlater++] = (uint64_t)lb << 32 | m;
			else if (lb < *low)
				*low = lb;
		}
		return;
	}
	if (!filter && !cands) {
		scorefew(w, l, s, n, beta, low, q);
		return;
	}
	for (c = 0; c < MASKCLASSES; c++)
		bit[c] = (uint64_t)1 << c;
	if (o->shared != NULL && (q->bound[2 + cands] >= beta || count))
		mp = exact_msparts_load(w, s, n);
	if (mp != NULL && !cands && (worth = exact_worth_bits(w, l, s, n)) != NULL) {
		markcands(w, s, n, 1);
		for (m = 0; m < cs->nms; m++) {
			b = mostparts(o, mp, m, 0);
			lb = q->bound[2 * (b < most ? b : most)];
			if (lb >= beta && lb >= *low)
				continue;
			for (i = cs->msfrom[m]; i < cs->msfrom[m + 1]; i++) {
				g = cs->bymset[i];
				if ((worth[g / 64] >> (g % 64) & 1) &&
				    !w->isin[g])
					scoreone(o, l, s, n, left, g, count,
					    bit, beta, low, q);
			}
		}
		markcands(w, s, n, 0);
		return;
	}
	ng = (uint32_t)exact_worth_trying(w, l, s, n, cands, filter, l->guesses);
	for (i = 0; i < ng; i++) {
		g = l->guesses[i];
		if (mp != NULL) {
			b = mostparts(o, mp, cs->ms[g], cands);
			lb = q->bound[2 * (b < most ? b : most) +
			    (uint32_t)cands];
			if (lb >= beta && lb >= *low)
				continue;
		}
		scoreone(o, l, s, n, left, g, count, bit, beta, low, q);
	}
}

/*
 * Score the codes worth trying of multiset m that are no candidate of
 * the n candidates s, as exact_scoreall() would: with their parts counted into
 * the heap of q when under best, on sets of COUNT_MIN codes or more,
 * else with their quick bound into the quick keys of q; else their bound
 * into *low.  Only the codes worth trying are scored (exact_worth_later()).
 */
MM_POPCNT void
exact_scorelater(struct worker *w, struct level *l, const uint32_t *s, uint32_t n,
    int left, uint32_t m, uint32_t best, uint32_t *low, struct queue *q)
{
	const struct exact *o = w->o;
	const struct codeset *cs = o->cs;
	const uint8_t **col = l->col;
	uint64_t msk, m1, solved = (uint64_t)1 << (o->solved & (MASKCLASSES - 1));
	uint32_t i, j, g, p;
	struct gkey k;
	int count = n >= COUNT_MIN || o->nclass > MASKCLASSES;

	for (i = cs->msfrom[m]; i < cs->msfrom[m + 1]; i++) {
		g = cs->bymset[i];
		if (l->filter && (l->worth != NULL ?
		    !(l->worth[g / 64] >> (g % 64) & 1) : !exact_worth_code(o, l, g)))
			continue;
		if (count) {
			k.guess = g;
			if (exact_refine(o, s, n, leftafter(left), &k) &&
			    (k.order & KEY_NOTCAND))
				key_keep(l->keys, &q->nk, &k, best, low);
			continue;
		}
		for (j = 0, msk = m1 = 0; j + 1 < n; j += 2) {
			msk |= (uint64_t)1 << col[j][g];
			m1 |= (uint64_t)1 << col[j + 1][g];
		}
		if (j < n)
			msk |= (uint64_t)1 << col[j][g];
		msk |= m1;
		p = (uint32_t)__builtin_popcountll(msk);
		if (!(msk & solved) && p > 1)
			quickor(l, q, g, 2 * p, best, low);
	}
}

/*
 * A quick lower bound of a part of m codes, raised from lb by what the
 * memo knows of it or by finding no candidate that tells it apart; kc
 * its memo key and check (exact_memo_key()), or NULL.
 */
uint32_t
exact_atleast(struct exact *o, const uint32_t *s, uint32_t m, int left,
    uint32_t lb, const uint64_t *kc)
{
	uint64_t key[2];
	uint32_t value, g;

	if (m >= MEMO_MIN) {
		if (kc == NULL) {
			exact_memo_key(s, m, left, &key[0], &key[1]);
			kc = key;
		}
		if (exact_memo_recall(&o->memo, kc[0], kc[1], &value, &g))
			return (value & ~MEMO_EXACT) > lb ?
			    value & ~MEMO_EXACT : lb;
	}
	if (m >= 3 && m <= o->branch + 1 && o->nclass <= MASKCLASSES &&
	    left >= 2 && lb < 2 * m && !exact_apart(o, s, m, &g, NULL))
		return 2 * m;
	return lb;
}
