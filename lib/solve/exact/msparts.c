/* Bounds by multiset: the most parts any guess of a multiset of colours
 * can leave a node's candidates in, counted once for all its codes. */
#include <stdlib.h>
#include <string.h>

#include "msparts.h"
#include "tables.h"
#include "../workers.h"


/*
 * Count the n candidates s by multiset, for exact_msparts_count(): each
 * multiset is written past those met, and kept if met for the first
 * time, without a branch (mp->dist has room for one more).
 */
struct msparts *
exact_msparts_load(struct worker *w, const uint32_t *s, uint32_t n)
{
	const struct codeset *cs = w->o->cs;
	struct msparts *mp = w->msp;
	uint32_t i, m;

	if (mp == NULL) {
		mp = w->msp = xcalloc(1, sizeof(*mp));
		mp->count = xcalloc(cs->nms, sizeof(*mp->count));
		mp->dist = xcalloc((size_t)cs->nms + 1, sizeof(*mp->dist));
		mp->dcount = xcalloc(cs->nms, sizeof(*mp->dcount));
		mp->most = xcalloc(cs->nms, sizeof(*mp->most));
		mp->stamp = xcalloc(cs->nms, sizeof(*mp->stamp));
		mp->most0 = xcalloc((size_t)cs->nms + TAB_SLACK, 1);
		mp->bound = xcalloc((size_t)cs->nms + MS_LANES,
		    sizeof(*mp->bound));
	}
	for (i = 0; i < mp->nd; i++)
		mp->count[mp->dist[i]] = 0;
	for (i = mp->nd = 0; i < n; i++) {
		m = cs->ms[s[i]];
		mp->dist[mp->nd] = m;
		mp->nd += mp->count[m]++ == 0;
	}
	for (i = 0; i < mp->nd; i++)
		mp->dcount[i] = mp->count[mp->dist[i]];
	if (++mp->epoch == 0) {
		memset(mp->stamp, 0, cs->nms * sizeof(*mp->stamp));
		mp->epoch = 1;
	}
	return mp;
}

/*
 * Add to cnt[k] how many candidates counted by exact_msparts_load() share k
 * colours with multiset m.
 */
static inline void
shares(const struct exact *o, const struct msparts *mp, uint32_t m,
    uint32_t *cnt)
{
	const uint8_t *row = o->shared + (size_t)m * o->cs->nms;
	uint32_t i;

	for (i = 0; i < mp->nd; i++)
		cnt[row[mp->dist[i]]] += mp->dcount[i];
}

/*
 * The most parts other than a win that a guess of multiset m can leave
 * the candidates counted by exact_msparts_load(), cand if the guess is one of
 * them: kparts() of those sharing k colours with it, for each k (k + 1
 * below pegs, in the loop).
 */
uint32_t
exact_msparts_count(const struct exact *o, const struct msparts *mp, uint32_t m,
    int cand)
{
	uint32_t cnt[MS_MAXPEGS + 1] = { 0 }, most = 0, cap;
	int k, pegs = o->pegs;

	shares(o, mp, m, cnt);
	cnt[pegs] -= (uint32_t)cand;
	for (k = 0; k < pegs; k++)
		most += cnt[k] < (uint32_t)k + 1 ? cnt[k] : (uint32_t)k + 1;
	cap = kparts(pegs, pegs);
	return most + (cnt[pegs] < cap ? cnt[pegs] : cap);
}

/*
 * The least total a guess of multiset m that is no candidate can give
 * the n candidates counted by exact_msparts_load(): n, and for each k those
 * sharing k colours with it split into as many parts as they can be,
 * kparts() at most, of sizes as near equal as can be.
 */
uint32_t
exact_msparts_bound(const struct exact *o, const struct msparts *mp, uint32_t m,
    uint32_t n)
{
	uint32_t cnt[MS_MAXPEGS + 1] = { 0 }, most;
	uint64_t sum = n;
	int k;

	shares(o, mp, m, cnt);
	for (k = 0; k <= o->pegs; k++) {
		if (cnt[k] == 0)
			continue;
		if ((most = kparts(k, o->pegs)) == 0)
			return EXACT_INF;
		sum += spread(o, cnt[k], cnt[k] < most ? cnt[k] : most);
	}
	return sum > EXACT_INF ? EXACT_INF : (uint32_t)sum;
}

void
exact_msparts_free(struct worker *w)
{
	if (w->msp == NULL)
		return;
	free(w->msp->count);
	free(w->msp->dist);
	free(w->msp->dcount);
	free(w->msp->most);
	free(w->msp->stamp);
	free(w->msp->most0);
	free(w->msp->bound);
	free(w->msp);
	w->msp = NULL;
}

/*
 * exact_msparts_count() of every multiset of colours, for a guess that is no
 * candidate, into mp->most0: for each k, at most kparts() of the parts
 * are of candidates sharing k colours with it.  MS_LANES multisets a
 * step, on the bytes of a vector (MM_AVX2), so for at most 255
 * candidates.  The most of them all.
 */
MM_AVX2 uint32_t
exact_msparts_all(const struct exact *o, struct msparts *mp)
{
	const struct codeset *cs = o->cs;
	ms_lanes cnt[MS_MAXPEGS + 1], cap[MS_MAXPEGS + 1], most, top, lane;
	ms_lanes zero = { 0 };
	uint32_t m, i, best = 0;
	int k;

	for (k = 0; k <= cs->pegs; k++)
		cap[k] = zero + (uint8_t)kparts(k, cs->pegs);
	for (i = 0; i < MS_LANES; i++)
		lane[i] = (uint8_t)i;
	top = zero;
	for (m = 0; m < cs->nms; m += MS_LANES) {
		codeset_coarse(cs, mp->dist, mp->dcount, mp->nd, m, cnt);
		most = zero;
		for (k = 0; k <= cs->pegs; k++)
			ms_addleast(&most, &cnt[k], &cap[k]);
		memcpy(mp->most0 + m, &most, sizeof(most));
		if (cs->nms - m < MS_LANES)
			most &= (ms_lanes)(lane < (uint8_t)(cs->nms - m));
		top = (most & (ms_lanes)(most > top)) |
		    (top & (ms_lanes)(most <= top));
	}
	for (i = 0; i < MS_LANES; i++)
		best = top[i] > best ? top[i] : best;
	return best;
}

/*
 * A lower bound of the total of the n codes s, at most MS_LANEMAX, with
 * left guesses: no guess leaves more parts other than a win than the
 * most exact_msparts_all() finds for any multiset of colours, so each gives at
 * least what a candidate leaving that many parts of sizes as near equal
 * as can be would give (exact_quickbounds()).  It costs a pass over the
 * multisets, where probing the set scores its guesses.
 */
uint32_t
exact_msparts_least(struct worker *w, const uint32_t *s, uint32_t n, int left)
{
	const struct exact *o = w->o;
	struct msparts *mp = exact_msparts_load(w, s, n);
	uint32_t most;
	uint64_t sum;

	if (lbound(o, n, left) >= EXACT_INF)
		return EXACT_INF;
	most = exact_msparts_all(o, mp);
	if (most > o->branch)
		most = o->branch;
	if (most > n - 1)
		most = n - 1;
	if (most == 0)
		return lbound(o, n, left);
	sum = n + spread(o, n - 1, most);
	return sum > EXACT_INF ? EXACT_INF : (uint32_t)sum;
}

/*
 * exact_msparts_bound() of every multiset of colours, into mp->bound: for at
 * most MS_LANEMAX candidates, MS_LANES multisets a step (MM_AVX2), those
 * sharing k colours with each counted on the bytes of a vector and their
 * least total looked up (kleast()).
 */
MM_AVX2 void
exact_msparts_bounds(const struct exact *o, struct msparts *mp, uint32_t n)
{
	const struct codeset *cs = o->cs;
	ms_lanes cnt[MS_MAXPEGS + 1];
	const uint32_t *row;
	uint64_t sum[MS_LANES];
	uint32_t m, i;
	int k;

	if (n > MS_LANEMAX) {
		for (m = 0; m < cs->nms; m++)
			mp->bound[m] = exact_msparts_bound(o, mp, m, n);
		return;
	}
	for (m = 0; m < cs->nms; m += MS_LANES) {
		codeset_coarse(cs, mp->dist, mp->dcount, mp->nd, m, cnt);
		for (i = 0; i < MS_LANES; i++)
			sum[i] = n;
		for (k = 0; k <= cs->pegs; k++) {
			row = o->kleast + (size_t)k * (MS_LANEMAX + 1);
			for (i = 0; i < MS_LANES; i++)
				sum[i] += row[cnt[k][i]];
		}
		for (i = 0; i < MS_LANES; i++)
			mp->bound[m + i] = sum[i] > EXACT_INF ? EXACT_INF : (uint32_t)sum[i];
	}
}
