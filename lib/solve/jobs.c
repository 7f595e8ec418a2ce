/* The exact search split into jobs, a part of a first guess each. */
#include <stdlib.h>
#include <string.h>

#include "exact.h"
#include "plan.h"

/*
 * The total of the game is n plus the least, over the first guesses,
 * of the totals of the parts a first guess leaves.  Each part is a
 * search of its own, at depth 1 with the symmetries of the first guess
 * as search() meets it, so a job, a first guess and an answer to it,
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
 */

/* An upper bound of no use, UINT32_MAX, is none. */
static uint32_t
bounded(uint32_t upper)
{
	return upper < INF ? upper : INF - 1;
}

/* The codes that answer first guess g with class c, in code order. */
uint32_t
optimal_part(const struct optimal *o, uint32_t g, int c, uint32_t *part)
{
	const uint8_t *row = o->tab + (size_t)g * o->n;
	uint32_t i, m = 0;

	for (i = 0; i < o->n; i++)
		if (row[i] == c)
			part[m++] = i;
	return m;
}

/* Add the jobs of first guess k->guess, of bound k->lb, to *jobs. */
static size_t
addjobs(const struct optimal *o, const struct gkey *k, uint32_t upper,
    struct optjob **jobs, size_t nj)
{
	const uint8_t *row = o->tab + (size_t)k->guess * o->n;
	uint32_t h[NCLASSES], i;
	int c, sub = leftafter(o->maxguesses);

	memset(h, 0, sizeof(h));
	for (i = 0; i < o->n; i++)
		h[row[i]]++;
	for (c = 0; c < o->nclass; c++) {
		if (c == o->solved || h[c] == 0)
			continue;
		*jobs = xrealloc(*jobs, (nj + 1) * sizeof(**jobs));
		(*jobs)[nj].guess = k->guess;
		(*jobs)[nj].class = c;
		(*jobs)[nj].n = h[c];
		(*jobs)[nj].beta = upper + 1 - k->lb + lbound(o, h[c], sub);
		nj++;
	}
	return nj;
}

/*
 * The jobs of the game, given upper: for each first guess worth trying
 * in code order whose bound is upper or less, one for each answer but
 * the win, in the order of the answers.
 */
size_t
optimal_jobs(struct optimal *o, uint32_t upper, struct optjob **jobs)
{
	struct worker w;
	struct level *l;
	struct gkey k;
	uint32_t *all = codeset_all(o->cs);
	size_t i, ng, nj = 0;
	int filter = o->n > o->branch + 1 || o->nclass > MASKCLASSES;

	*jobs = NULL;
	upper = bounded(upper);
	memset(&w, 0, sizeof(w));
	w.o = o;
	rootlevel(&w, 1);
	l = level(&w, 0);
	ng = worth_trying(&w, l, all, o->n, 1, filter, l->guesses);
	for (i = 0; i < ng; i++) {
		k.guess = l->guesses[i];
		k.squares = 0;
		if (refine(o, all, o->n, leftafter(o->maxguesses), &k) &&
		    k.lb <= upper)
			nj = addjobs(o, &k, upper, jobs, nj);
	}
	worker_free(&w);
	free(all);
	return nj;
}

/*
 * Search the part of a job, its codes: its total if below the job's
 * beta, with its best tree in the plan, else a bound, beta or more.
 */
uint32_t
optimal_job(struct optimal *o, const struct optjob *j, const uint32_t *part)
{
	struct worker w;
	uint32_t v;
	int sub = leftafter(o->maxguesses);

	o->solved_root = 1;
	plan_free(o->plan);
	o->plan = plan_new();
	v = searchall(o, part, j->n, &j->guess, sub, j->beta);
	if (v >= j->beta)
		return v;
	memset(&w, 0, sizeof(w));
	w.o = o;
	rootlevel(&w, 1);
	firstlevel(&w, j->guess);
	record(o, &w, part, j->n, 1, sub);
	worker_free(&w);
	return v;
}

/* Give the memo the value a job found, and the guess of its total. */
void
optimal_given(struct optimal *o, const struct optjob *j,
    const uint32_t *part, uint32_t value, uint32_t guess)
{
	uint64_t key, check;

	if (j->n < MEMO_MIN)
		return;
	memo_key(part, j->n, leftafter(o->maxguesses), &key, &check);
	if (value < j->beta)
		memo_remember(&o->memo, key, check, j->n, value | MEMO_EXACT,
		    guess);
	else
		memo_remember(&o->memo, key, check, j->n,
		    value < INF ? value : INF, 0);
}

/*
 * The least total of the game and its first guess in *guess, from the
 * values the jobs gave the memo; above upper if they do not settle it.
 */
uint32_t
optimal_decide(struct optimal *o, uint32_t upper, uint32_t *guess)
{
	struct worker w;
	uint32_t *all = codeset_all(o->cs), v;

	o->solved_root = 1;
	upper = bounded(upper);
	v = searchall(o, all, o->n, NULL, o->maxguesses, upper + 1);
	if (v >= INF)
		unsolvable(o);
	if (v <= upper) {
		memset(&w, 0, sizeof(w));
		w.o = o;
		rootlevel(&w, 1);
		v = search(&w, all, o->n, 0, o->maxguesses, INF, guess);
		worker_free(&w);
	}
	free(all);
	return v;
}

void
optimal_state(struct optimal *o, const char *file)
{
	o->state = file;
}

/* The jobs of a shard are done: the state saved, if any, is used up. */
void
optimal_finish(struct optimal *o)
{
	resume_done(o);
}
