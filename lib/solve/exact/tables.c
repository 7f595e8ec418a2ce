/* The exact search's tables: the class of every guess and secret, and the
 * least totals by set size and guesses left that its lower bounds read. */
#include <stdlib.h>
#include <string.h>

#include "tables.h"
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
		o->lb[m] = sum >= EXACT_INF ? EXACT_INF : (uint32_t)sum;
	}
	o->others = xcalloc((size_t)o->n + 1, sizeof(*o->others));
	for (m = 1; m <= o->n; m++) {
		parts = m < o->branch ? m : o->branch;
		sum = m + spread(o, m, parts);
		o->others[m] = sum >= EXACT_INF ? EXACT_INF : (uint32_t)sum;
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
 * The least total of c codes that share k colours with a guess, for c
 * up to MS_LANEMAX: at most kparts() parts, of sizes as near equal as
 * can be; EXACT_INF where a guess cannot leave them unsolved (kparts() 0).
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
			sum = c > o->n || most == 0 ? EXACT_INF :
			    spread(o, c, c < most ? c : most);
			row[c] = sum > EXACT_INF ? EXACT_INF : (uint32_t)sum;
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
