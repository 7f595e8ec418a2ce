/* The exact search's tables, and the lower bounds it draws from them. */
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "../workers.h"

/*
 * The classes of the n codes of one row, MS_LANES a step: the pegs
 * right in place counted where a plane of colours by peg, at[p], holds
 * want[p], then the pegs right in colour added as the least of each
 * plane of counts, at[pegs + k], and want[pegs + k].  Inline with pegs
 * fixed, so that the compiler unrolls both loops.
 */
static inline __attribute__((always_inline)) void
tablesteps(const uint8_t *const *at, const ms_lanes *want, int pegs,
    uint32_t n, uint8_t *row)
{
	ms_lanes sum, v, zero = { 0 };
	uint32_t s;
	int p;

	for (s = 0; s < n; s += MS_LANES) {
		sum = zero;
#pragma GCC unroll 8
		for (p = 0; p < pegs; p++) {
			memcpy(&v, at[p] + s, sizeof(v));
			sum -= (ms_lanes)(v == want[p]);
		}
#pragma GCC unroll 8
		for (p = pegs; p < 2 * pegs; p++) {
			memcpy(&v, at[p] + s, sizeof(v));
			ms_addleast(&sum, &v, &want[p]);
		}
		memcpy(row + s, &sum, sizeof(sum));
	}
}

/*
 * The class of guess g against every code into row, MS_LANES codes a
 * step on the bytes of a vector (MM_AVX2): the pegs right in colour and place
 * counted from the codes' colours by peg, plane[p], and the pegs right
 * in colour from their counts of each colour, times the stride of a
 * class, count[c]; planes of width bytes, and after the last count a
 * plane of zeros, which stands for the colours g repeats.  It writes
 * up to MS_LANES - 1 bytes past the row.
 */
MM_AVX2 static void
tablerow(const struct exact *o, const uint8_t *plane, const uint8_t *count,
    size_t width, uint32_t g, uint8_t *row)
{
	const uint8_t *code = o->code + (size_t)g * o->pegs;
	const uint8_t *at[2 * MM_MAXPEGS];
	const uint8_t *none = count + (size_t)o->ncolors * width;
	uint8_t has[MM_MAXCOLORS] = { 0 };
	ms_lanes want[2 * MM_MAXPEGS], zero = { 0 };
	int p, k = o->pegs, stride = o->cs->stride;

	for (p = 0; p < o->pegs; p++) {
		at[p] = plane + (size_t)p * width;
		want[p] = zero + code[p];
		has[code[p]]++;
	}
	for (p = 0; p < o->pegs; p++)
		if (has[code[p]] != 0) {
			at[k] = count + (size_t)code[p] * width;
			want[k++] = zero + (uint8_t)(has[code[p]] * stride);
			has[code[p]] = 0;
		}
	for (; k < 2 * o->pegs; k++) {
		at[k] = none;
		want[k] = zero;
	}
	switch (o->pegs) {
	case 4:
		tablesteps(at, want, 4, o->n, row);
		break;
	case 5:
		tablesteps(at, want, 5, o->n, row);
		break;
	default:
		tablesteps(at, want, o->pegs, o->n, row);
		break;
	}
}

/* The rows of the table, shared out among the team. */
struct rows {
	const struct exact *o;
	const uint8_t *plane, *count;
	size_t	width;
	const uint8_t *first;	/* the first code of its multiset */
	uint8_t (*seen)[NCLASSES];	/* by member */
	int	most;		/* the classes there can be */
};

/*
 * The rows of member id, a block of them, and the classes met in those
 * of a first code, until all there can be are met.  As tablerow() writes up to MS_LANES - 1 bytes past
 * a row, the rows that would write into the next block are made apart
 * and copied.
 */
static void
rowsjob(void *arg, int id)
{
	const struct rows *r = arg;
	const struct exact *o = r->o;
	uint32_t nt = (uint32_t)o->threads, g, s;
	uint32_t lo = (uint32_t)((uint64_t)o->n * (uint32_t)id / nt);
	uint32_t hi = (uint32_t)((uint64_t)o->n * ((uint32_t)id + 1) / nt);
	size_t end = (size_t)hi * o->n;
	uint8_t *seen = r->seen[id], *row, *apart = NULL;
	int met = 0;

	for (g = lo; g < hi; g++) {
		row = o->tab + (size_t)g * o->n;
		if (hi < o->n && (size_t)(g + 1) * o->n + MS_LANES - 1 > end) {
			if (apart == NULL)
				apart = xmalloc((size_t)o->n + MS_LANES);
			tablerow(o, r->plane, r->count, r->width, g, apart);
			memcpy(row, apart, o->n);
		} else {
			tablerow(o, r->plane, r->count, r->width, g, row);
		}
		if (r->first[g] && met < r->most)
			for (s = 0; s < o->n; s++)
				if (!seen[row[s]]) {
					seen[row[s]] = 1;
					met++;
				}
	}
	free(apart);
}

/*
 * The class of every guess against every secret, a block of rows on
 * each thread, and the codes and their colours; the classes met from
 * one row of each multiset of colours, as moving the pegs of both codes
 * of a pair keeps its class.
 */
static void
tables(struct exact *o)
{
	const struct codeset *cs = o->cs;
	const size_t width = (size_t)o->n + MS_LANES;
	uint8_t *plane, *count, *done, *first, *code;
	struct rows r;
	uint32_t g, classes = 0;
	int p, t;

	o->tab = xcalloc_table(tabbytes(o), 1);
	o->code = xcalloc((size_t)o->n * o->pegs, 1);
	o->colors = xcalloc(o->n, sizeof(*o->colors));
	plane = xcalloc((size_t)o->pegs * width, 1);
	count = xcalloc((size_t)(o->ncolors + 1) * width, 1);
	done = xcalloc(cs->nms, 1);
	first = xcalloc(o->n, 1);
	for (g = 0; g < o->n; g++) {
		code = o->code + (size_t)g * o->pegs;
		codeset_code(cs, g, code);
		for (p = 0; p < o->pegs; p++) {
			o->colors[g] |= (uint64_t)1 << code[p];
			plane[(size_t)p * width + g] = code[p];
			count[(size_t)code[p] * width + g] +=
			    (uint8_t)cs->stride;
		}
		first[g] = !done[cs->ms[g]];
		done[cs->ms[g]] = 1;
	}
	r.o = o;
	r.plane = plane;
	r.count = count;
	r.width = width;
	r.first = first;
	r.seen = xcalloc((size_t)o->threads, sizeof(*r.seen));
	r.most = (o->pegs + 1) * (o->pegs + 2) / 2 - 1;
	workers_run(o->team, rowsjob, &r);
	for (t = 1; t < o->threads; t++)
		for (p = 0; p < o->nclass; p++)
			r.seen[0][p] |= r.seen[t][p];
	free(plane);
	free(count);
	free(done);
	free(first);
	if (cs->pegs <= MS_MAXPEGS)
		o->shared = cs->shared;
	o->later = o->shared != NULL && o->ncolors > 2 &&
	    o->n >= LATER_MIN * cs->nms;
	for (p = 0; p < o->nclass; p++) {
		classes += r.seen[0][p];
		if (r.seen[0][p] && p != o->solved)
			o->live[o->nlive++] = (uint8_t)p;
	}
	free(r.seen);
	o->branch = classes > 1 ? classes - 1 : 1;
}

/* The least sum of lb[] over p parts of m codes, 0 < p <= m. */
static uint64_t
spread(const struct exact *o, uint32_t m, uint32_t p)
{
	uint64_t sum = (uint64_t)(p - m % p) * o->lb[m / p];

	if (m % p != 0)
		sum += (uint64_t)(m % p) * o->lb[m / p + 1];
	return sum;
}

/*
 * A guess that is a candidate finds one code and splits the others into
 * at most branch parts; one that is not splits them all and finds none.
 * So at most branch^(d-1) codes are found with the d-th guess, and m
 * codes need at least the sum of the depths of the shallowest m places.
 */
static void
bounds(struct exact *o)
{
	uint64_t width = 1, filled = 0, sum = 0;
	uint32_t m, parts;
	int depth = 1, d;

	o->lb = xcalloc((size_t)o->n + 1, sizeof(*o->lb));
	for (m = 1; m <= o->n; m++) {
		if (filled == width) {
			depth++;
			filled = 0;
			width = width > o->n ? width : width * o->branch;
		}
		filled++;
		sum += (uint64_t)depth;
		o->lb[m] = sum >= INF ? INF : (uint32_t)sum;
	}
	o->others = xcalloc((size_t)o->n + 1, sizeof(*o->others));
	for (m = 1; m <= o->n; m++) {
		parts = m < o->branch ? m : o->branch;
		sum = m + spread(o, m, parts);
		o->others[m] = sum >= INF ? INF : (uint32_t)sum;
	}
	width = 1;
	for (d = 1; d <= NOLIMIT; d++) {
		o->cap[d] = o->cap[d - 1] + width;
		if (o->cap[d] > o->n)
			o->cap[d] = (uint64_t)o->n + 1;
		if (width <= o->n)
			width *= o->branch;
	}
}

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
 * The most parts of codes sharing k of the pegs colours of a guess: k + 1
 * numbers of pegs right; pegs - 1 if they share all, as pegs - 1 right
 * is none and pegs right is the guess itself.
 */
static inline uint32_t
kparts(int k, int pegs)
{
	return k < pegs ? (uint32_t)k + 1 : (uint32_t)k - 1;
}

/*
 * The least total of c codes that share k colours with a guess, for c
 * up to MS_LANEMAX: at most kparts() parts, of sizes as near equal as
 * can be; INF where a guess cannot leave them unsolved (kparts() 0).
 */
static void
kleast(struct exact *o)
{
	uint32_t c, most, *row;
	uint64_t sum;
	int k;

	o->kleast = xcalloc((size_t)(MS_MAXPEGS + 1) * (MS_LANEMAX + 1),
	    sizeof(*o->kleast));
	for (k = 0; k <= o->pegs && k <= MS_MAXPEGS; k++) {
		row = o->kleast + (size_t)k * (MS_LANEMAX + 1);
		most = kparts(k, o->pegs);
		for (c = 1; c <= MS_LANEMAX; c++) {
			sum = c > o->n || most == 0 ? INF :
			    spread(o, c, c < most ? c : most);
			row[c] = sum > INF ? INF : (uint32_t)sum;
		}
	}
}

void
exact_tables(struct exact *o)
{
	tables(o);
	bounds(o);
	kleast(o);
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
			return INF;
		sum += spread(o, cnt[k], cnt[k] < most ? cnt[k] : most);
	}
	return sum > INF ? INF : (uint32_t)sum;
}

/* As exact_msparts_count(), counted once a load for each multiset. */
static inline uint32_t
mostparts(const struct exact *o, struct msparts *mp, uint32_t m, int cand)
{
	if (mp->stamp[m] != mp->epoch) {
		mp->stamp[m] = mp->epoch;
		mp->most[m] = (uint8_t)exact_msparts_count(o, mp, m, cand);
	}
	return mp->most[m];
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

	if (lbound(o, n, left) >= INF)
		return INF;
	most = exact_msparts_all(o, mp);
	if (most > o->branch)
		most = o->branch;
	if (most > n - 1)
		most = n - 1;
	if (most == 0)
		return lbound(o, n, left);
	sum = n + spread(o, n - 1, most);
	return sum > INF ? INF : (uint32_t)sum;
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
			mp->bound[m + i] = sum[i] > INF ? INF : (uint32_t)sum[i];
	}
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
MM_AVX2 static void
classcounts(const struct exact *o, const uint8_t *const *col, uint32_t n,
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

/* The most parts a quick bound is kept for (exact_quickbounds()). */
static inline uint32_t
quickmost(const struct exact *o)
{
	return o->branch < MASKCLASSES - 1 ? o->branch : MASKCLASSES - 1;
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
			q->bound[2 * p + (uint32_t)c] = sum > INF ? INF :
			    (uint32_t)sum;
		}
}

/* Add guess g, leaving p parts besides a win, to the quick keys of q. */
static inline void
addquick(struct level *l, struct queue *q, uint32_t g, uint32_t b)
{
	l->quick[q->end] = (uint16_t)g;
	l->next[q->end++] = q->head[b];
	q->head[b] = q->end;
	q->many[b]++;
	q->left++;
	q->live[b / 64] |= (uint64_t)1 << (b % 64);
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
		lb += h > cap ? INF : lbt[h];
		sq += (uint64_t)h * h;
	}
	h = h0[o->solved] + h1[o->solved] + h2[o->solved] + h3[o->solved];
	m = h > m ? h : m;
	k->order = key_order(lb > INF ? INF : (uint32_t)lb) | sq | KEY_REFINED |
	    (h == 0 ? KEY_NOTCAND : 0);
	return m < n;
}

/* Guess g, of bound b, to the quick keys of q if under beta, else *low. */
static inline void
quickor(struct level *l, struct queue *q, uint32_t g, uint32_t b,
    uint32_t beta, uint32_t *low)
{
	uint32_t lb = q->bound[b];

	if (lb < beta)
		addquick(l, q, g, b);
	else if (lb < *low)
		*low = lb;
}

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
 * if they are few, else every code's counted at once (classcounts()),
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
		classcounts(o, l->col, n, w->nparts);
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
