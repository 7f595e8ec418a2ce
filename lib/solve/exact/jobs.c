/* The exact search split into jobs, a part of a first guess each. */
#include <stdlib.h>
#include <string.h>

#include "bounds.h"
#include "../plan.h"

/*
 * The total of the game is n plus the least, over the first guesses,
 * of the totals of the parts a first guess leaves.  Each part is a
 * search of its own, at depth 1 with the symmetries of the first guess
 * as exact_search() meets it, so a job, a first guess and an answer to it,
 * can run anywhere.  Given upper, a total of the game known not to be
 * beaten, a first guess whose bound (the key's lb: n and lb[] of each
 * part) is above upper cannot be better and has no jobs; a part of
 * another gets the beta that upper leaves it over the bounds of the
 * other parts.  Its total is then exact whenever its guess's total is
 * upper or less, and otherwise a bound that shows the guess no better.
 * The join searches the root again with upper + 1 as beta and the
 * parts' values in the memo: every part it searches is bounded by no
 * more than its job's beta, so the memo answers it, and the root's
 * guess and total are the ones a single search finds.
 *
 * A part of more than split codes is split again by the second guess.
 * Its beta is the job's, or if less, one more than a total of the part
 * known not to be beaten (partupper(), the heuristics' trees of the
 * part): a second guess whose total is above that is not the part's,
 * whatever the first guess.  There is a sub-job for each second guess
 * worth trying there (one of each kind the symmetries of the first
 * guess make alike, candidates or not, in code order) whose bound (the
 * key's lb: the part's codes and lb[] of each of its sub-parts) is
 * below that beta; the others can give the part no total below it.  A
 * sub-job searches the sub-parts of its second guess at depth 2, each
 * for what beta leaves it over the bounds of the others, as tryguess()
 * does: the part's total under that guess when below beta, else a
 * bound, beta or more, with the value found or the quick bound of each
 * sub-part, every one a bound of it.  The join gives the memo the
 * totals of the sub-parts, from the sub-jobs' trees, and those bounds,
 * and searches the part with that beta (exact_settle()): the
 * sub-parts of a guess that can beat it are settled by the memo, and
 * the bounds of a guess that cannot add up to beta or more, so that it
 * is given up as the sub-job gave it up.  The part's value, exact or a
 * bound of at least the job's beta, and its guess, the one a single
 * search takes by the same rule, are then in the memo for the root.
 */

/* An upper bound of no use, UINT32_MAX, is none. */
static uint32_t
bounded(uint32_t upper)
{
	return upper < EXACT_INF ? upper : EXACT_INF - 1;
}

/* The codes that answer first guess g with class c, in code order. */
uint32_t
exact_part(const struct exact *o, uint32_t g, int c, uint32_t *part)
{
	const uint8_t *row = o->tab + (size_t)g * o->n;
	uint32_t i, m = 0;

	for (i = 0; i < o->n; i++)
		if (row[i] == c)
			part[m++] = i;
	return m;
}

/* The codes of s that answer guess g with class c, in the order of s. */
uint32_t
exact_subpart(const struct exact *o, uint32_t g, int c,
    const uint32_t *s, uint32_t n, uint32_t *part)
{
	const uint8_t *row = o->tab + (size_t)g * o->n;
	uint32_t i, m = 0;

	for (i = 0; i < n; i++)
		if (row[s[i]] == c)
			part[m++] = s[i];
	return m;
}

int
exact_classes(const struct exact *o)
{
	return o->nclass;
}

static int
guesscmp(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * Add the sub-jobs of job *j, a part of more than split codes, to
 * *jobs: one for each second guess worth trying whose bound is below
 * the job's beta, in code order.
 */
static size_t
addsubjobs(struct exact *o, const struct optjob *j, struct optjob **jobs,
    size_t nj)
{
	struct worker w;
	struct level *l;
	struct gkey k;
	uint32_t *part = xmalloc(((size_t)o->n + 1) * sizeof(*part));
	uint32_t *g = xmalloc(((size_t)o->n + 1) * sizeof(*g));
	uint32_t m;
	size_t i, ng;
	int sub = leftafter(o->maxguesses), filter;

	m = exact_part(o, j->guess, j->class, part);
	filter = m > o->branch + 1 || o->nclass > MASKCLASSES;
	memset(&w, 0, sizeof(w));
	w.o = o;
	exact_histlevels(&w, &j->guess, 1);
	l = exact_level(&w, 1);
	ng = exact_worth_trying(&w, l, part, m, 1, filter, g);
	ng += exact_worth_trying(&w, l, part, m, 0, filter, g + ng);
	qsort(g, ng, sizeof(*g), guesscmp);
	for (i = 0; i < ng; i++) {
		k.guess = g[i];
		if (!exact_refine(o, part, m, leftafter(sub), &k) ||
		    key_lb(&k) >= j->beta)
			continue;
		*jobs = xrealloc(*jobs, (nj + 1) * sizeof(**jobs));
		(*jobs)[nj] = *j;
		(*jobs)[nj].second = g[i];
		nj++;
	}
	exact_worker_free(&w);
	free(g);
	free(part);
	return nj;
}

/* What exact_jobs() needs to make the jobs of a first guess. */
struct jobsplit {
	size_t	split;
	partupper_fn *partupper;
	void	*arg;
	uint32_t *part;
};

/*
 * Add the jobs of first guess k->guess, of bound key_lb(k), to *jobs: a
 * part of more than split codes as its sub-jobs, with the beta of the
 * part's upper bound if less; but as one job if no second guess can
 * give it a total below its beta, as the job then stops at once.
 */
static size_t
addjobs(struct exact *o, const struct gkey *k, uint32_t upper,
    struct jobsplit *js, struct optjob **jobs, size_t nj)
{
	uint32_t pu;
	struct optjob j, sj;
	size_t n;
	const uint8_t *row = o->tab + (size_t)k->guess * o->n;
	uint32_t h[NCLASSES], i;
	int c, sub = leftafter(o->maxguesses);

	memset(h, 0, sizeof(h));
	for (i = 0; i < o->n; i++)
		h[row[i]]++;
	for (c = 0; c < o->nclass; c++) {
		if (c == o->solved || h[c] == 0)
			continue;
		j.guess = k->guess;
		j.class = c;
		j.n = h[c];
		j.beta = upper + 1 - key_lb(k) + lbound(o, h[c], sub);
		j.second = OPTJOB_WHOLE;
		if (h[c] > js->split) {
			exact_part(o, j.guess, c, js->part);
			pu = js->partupper(js->arg, js->part, h[c]);
			sj = j;
			if (pu < sj.beta)
				sj.beta = pu + 1;
			if ((n = addsubjobs(o, &sj, jobs, nj)) > nj) {
				nj = n;
				continue;
			}
		}
		*jobs = xrealloc(*jobs, (nj + 1) * sizeof(**jobs));
		(*jobs)[nj++] = j;
	}
	return nj;
}

/*
 * The jobs of the game, given upper: for each first guess worth trying
 * in code order whose bound is upper or less, one for each answer but
 * the win, in the order of the answers; a part of more than split codes
 * its sub-jobs in their place.
 */
size_t
exact_jobs(struct exact *o, uint32_t upper, size_t split,
    partupper_fn *partupper, void *arg, struct optjob **jobs)
{
	struct jobsplit js = { split, partupper, arg, NULL };
	struct worker w;
	struct level *l;
	struct gkey k;
	uint32_t *all = codeset_all(o->cs);
	size_t i, ng, nj = 0;
	int filter = o->n > o->branch + 1 || o->nclass > MASKCLASSES;

	*jobs = NULL;
	upper = bounded(upper);
	js.part = xmalloc(((size_t)o->n + 1) * sizeof(*js.part));
	memset(&w, 0, sizeof(w));
	w.o = o;
	exact_rootlevel(&w, 1);
	l = exact_level(&w, 0);
	ng = exact_worth_trying(&w, l, all, o->n, 1, filter, l->guesses);
	for (i = 0; i < ng; i++) {
		k.guess = l->guesses[i];
		if (exact_refine(o, all, o->n, leftafter(o->maxguesses), &k) &&
		    key_lb(&k) <= upper)
			nj = addjobs(o, &k, upper, &js, jobs, nj);
	}
	exact_worker_free(&w);
	free(js.part);
	free(all);
	return nj;
}

/*
 * The sub-job j of part: the part's total under the second guess if
 * below beta, with its tree in the plan, else a bound, beta or more.
 * In bounds, by class, the total or a bound of each sub-part.
 */
static uint32_t
subjob(struct exact *o, const struct optjob *j, const uint32_t *part,
    uint32_t *bounds)
{
	struct worker w;
	uint32_t hist[2], *sp, start[NCLASSES + 1], m, cb, v;
	uint64_t sum = j->n;
	int c, sub = leftafter(leftafter(o->maxguesses));

	hist[0] = j->guess;
	hist[1] = j->second;
	sp = xmalloc(((size_t)j->n + 1) * sizeof(*sp));
	start[0] = 0;
	for (c = 0; c < o->nclass; c++) {
		m = exact_subpart(o, j->second, c, part, j->n, sp + start[c]);
		start[c + 1] = start[c] + m;
		bounds[c] = 0;
		if (c == o->solved || m == 0)
			continue;
		bounds[c] = exact_atleast(o, sp + start[c], m, sub, lbound(o, m, sub),
		    NULL);
		sum += bounds[c];
	}
	for (c = 0; c < o->nclass && sum < j->beta; c++) {
		m = start[c + 1] - start[c];
		if (c == o->solved || m == 0)
			continue;
		cb = (uint32_t)(j->beta - (sum - bounds[c]));
		v = exact_searchall(o, sp + start[c], m, hist, 2, sub, cb);
		sum += v - bounds[c];
		bounds[c] = v;
	}
	if (sum < j->beta) {
		plan_add(o->plan, part, j->n, j->second, 0);
		memset(&w, 0, sizeof(w));
		w.o = o;
		exact_histlevels(&w, hist, 2);
		for (c = 0; c < o->nclass; c++)
			if (c != o->solved && start[c + 1] > start[c])
				exact_record(o, &w, sp + start[c],
				    start[c + 1] - start[c], 2, sub);
		exact_worker_free(&w);
		exact_replay(o, part, j->n, leftafter(o->maxguesses),
		    (uint32_t)sum);
	}
	free(sp);
	return sum < EXACT_INF ? (uint32_t)sum : EXACT_INF;
}

/*
 * Search the part of a job, its codes: its total if below the job's
 * beta, with its best tree in the plan, else a bound, beta or more.
 * A sub-job gives the total under its second guess, and in bounds, by
 * class, what it found of each sub-part.
 */
uint32_t
exact_job(struct exact *o, const struct optjob *j, const uint32_t *part,
    uint32_t *bounds)
{
	struct worker w;
	uint32_t v;
	int sub = leftafter(o->maxguesses);

	o->solved_root = 1;
	plan_free(o->plan);
	o->plan = plan_new();
	if (j->second != OPTJOB_WHOLE)
		return subjob(o, j, part, bounds);
	v = exact_searchall(o, part, j->n, &j->guess, 1, sub, j->beta);
	if (v >= j->beta)
		return v;
	memset(&w, 0, sizeof(w));
	w.o = o;
	exact_histlevels(&w, &j->guess, 1);
	exact_record(o, &w, part, j->n, 1, sub);
	exact_worker_free(&w);
	exact_replay(o, part, j->n, sub, v);
	return v;
}

/* Give the memo the value a job found, and the guess of its total. */
void
exact_given(struct exact *o, const struct optjob *j,
    const uint32_t *part, uint32_t value, uint32_t guess)
{
	uint64_t key, check;

	if (j->n < MEMO_MIN || j->second != OPTJOB_WHOLE)
		return;
	exact_memo_key(part, j->n, leftafter(o->maxguesses), &key, &check);
	if (value < j->beta)
		exact_memo_remember(&o->memo, key, check, j->n, value | MEMO_EXACT,
		    guess);
	else
		exact_memo_remember(&o->memo, key, check, j->n,
		    value < EXACT_INF ? value : EXACT_INF, 0);
}

/*
 * Give the memo a set of m codes at depth depth: its total, with the
 * guess that gives it, if exact, else a bound of it.
 */
void
exact_given_set(struct exact *o, const uint32_t *s, uint32_t m,
    int depth, uint32_t value, int exact, uint32_t guess)
{
	uint64_t key, check;
	int left = o->maxguesses;

	if (m < MEMO_MIN)
		return;
	while (depth-- > 0)
		left = leftafter(left);
	exact_memo_key(s, m, left, &key, &check);
	if (value > EXACT_INF)
		value = EXACT_INF;
	exact_memo_remember(&o->memo, key, check, m, exact ? value | MEMO_EXACT :
	    value, guess);
}

/*
 * The second guess of a part of first guess first, split into
 * sub-jobs, as the search takes it.  The search of the root has found
 * it, and the memo knows it.
 */
uint32_t
exact_second(struct exact *o, uint32_t first, const uint32_t *part,
    uint32_t n)
{
	struct worker w;
	uint32_t g;

	memset(&w, 0, sizeof(w));
	w.o = o;
	exact_histlevels(&w, &first, 1);
	exact_search(&w, part, n, 1, leftafter(o->maxguesses), EXACT_INF, &g);
	exact_worker_free(&w);
	return g;
}

/*
 * Search the part of sub-job j, its codes, with the sub-job's beta,
 * once the memo has the sub-jobs' values: its value, in the memo.
 */
uint32_t
exact_settle(struct exact *o, const struct optjob *j,
    const uint32_t *part)
{
	struct worker w;
	uint32_t v, g;

	memset(&w, 0, sizeof(w));
	w.o = o;
	exact_histlevels(&w, &j->guess, 1);
	v = exact_search(&w, part, j->n, 1, leftafter(o->maxguesses), j->beta, &g);
	exact_worker_free(&w);
	return v;
}

/*
 * The least total of the game and its first guess in *guess, from the
 * values the jobs gave the memo; above upper if they do not settle it.
 */
uint32_t
exact_decide(struct exact *o, uint32_t upper, uint32_t *guess)
{
	struct worker w;
	uint32_t *all = codeset_all(o->cs), v;

	o->solved_root = 1;
	upper = bounded(upper);
	v = exact_searchall(o, all, o->n, NULL, 0, o->maxguesses, upper + 1);
	if (v >= EXACT_INF)
		exact_unsolvable(o);
	if (v <= upper) {
		memset(&w, 0, sizeof(w));
		w.o = o;
		exact_rootlevel(&w, 1);
		v = exact_search(&w, all, o->n, 0, o->maxguesses, EXACT_INF, guess);
		exact_worker_free(&w);
	}
	free(all);
	return v;
}

/*
 * Search the part of job j, its codes, again for what a shard claims
 * of it: a bound value, or of a sub-job, the bound bounds[c] of each
 * sub-part c under its second guess.  UINT32_MAX if each holds; else
 * the total found below the bound, and in *class the sub-part's class,
 * or -1 for the whole part.
 */
uint32_t
exact_prove(struct exact *o, const struct optjob *j, const uint32_t *part,
    uint32_t value, const uint32_t *bounds, int *class)
{
	uint32_t hist[2], *sp, m, v = UINT32_MAX;
	int c, sub = leftafter(o->maxguesses);

	o->solved_root = 1;
	*class = -1;
	if (j->second == OPTJOB_WHOLE) {
		v = exact_searchall(o, part, j->n, &j->guess, 1, sub, value);
		return v < value ? v : UINT32_MAX;
	}
	hist[0] = j->guess;
	hist[1] = j->second;
	sp = xmalloc(((size_t)j->n + 1) * sizeof(*sp));
	for (c = 0; c < o->nclass && v == UINT32_MAX; c++) {
		if (c == o->solved || bounds[c] == 0)
			continue;
		m = exact_subpart(o, j->second, c, part, j->n, sp);
		v = exact_searchall(o, sp, m, hist, 2, leftafter(sub),
		    bounds[c]);
		if (v < bounds[c])
			*class = c;
		else
			v = UINT32_MAX;
	}
	free(sp);
	return v;
}
