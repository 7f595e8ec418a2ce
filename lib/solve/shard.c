/* -t optimal --shard K/N: some jobs of the exact search, run and written. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exact/exact.h"
#include "selfplay.h"
#include "shard.h"
#include "treewrite.h"

/* The heuristics whose trees bound the least total from above. */
static const char *const names[] = { "minimax", "expected", "entropy",
    "parts" };

/*
 * A total of the game that the least cannot exceed, as the jobs and
 * the join both need it (jobs.c): the least total of the heuristics'
 * trees that find every code within -m guesses, or none (UINT32_MAX)
 * if none does.  Each is played over every secret, a decision per
 * node of its tree, in a small part of the time of the exact search.
 */
uint32_t
shard_upper(const struct codeset *cs, const struct solve_opts *o)
{
	struct solve_opts so = *o;
	struct selfplay *sp;
	struct pick p;
	uint32_t *all = codeset_all(cs), *guesses, best = UINT32_MAX;
	uint64_t total;
	size_t i, j, k, limit = o->maxguesses ? o->maxguesses : cs->n + 1;

	so.progress = 0;
	guesses = xmalloc(((size_t)cs->n + 1) * sizeof(*guesses));
	for (i = 0; i < sizeof(names) / sizeof(*names); i++) {
		strategy_parse(names[i], &p);
		sp = selfplay_new(cs, &p, &so, NULL);
		selfplay_prepare(sp, all, cs->n, limit, NULL, 0, 0);
		for (j = 0, total = 0; j < cs->n && total < best; j++) {
			k = selfplay_game(sp, all[j], guesses, limit);
			total += guesses[k - 1] == all[j] ? k : UINT32_MAX;
		}
		if (total < best)
			best = (uint32_t)total;
		selfplay_free(sp);
	}
	free(guesses);
	free(all);
	return best;
}

/*
 * The total of the tree decider d plays on the n codes s, with played
 * guesses made and left to make (SIZE_MAX: no limit); UINT64_MAX if it
 * needs more, or makes a guess that leaves every code, or reaches cut.
 */
static uint64_t
playtotal(struct decider *d, const uint32_t *s, size_t n, size_t played,
    size_t left, uint64_t cut)
{
	const struct codeset *cs = d->cs;
	struct choice ch;
	uint32_t *part;
	uint64_t t = n, v;
	size_t i, m;
	int c;

	if (left == 0)
		return UINT64_MAX;
	if (n == 1)
		return 1;
	d->played = played;
	decider_guess(d, s, n, &ch);
	part = xmalloc(n * sizeof(*part));
	for (c = 0; c < cs->nclass && t < cut; c++) {
		if (c == cs->solved)
			continue;
		for (i = m = 0; i < n; i++)
			if (codeset_class(cs, ch.guess, s[i]) == c)
				part[m++] = s[i];
		if (m == 0)
			continue;
		v = m == n ? UINT64_MAX : playtotal(d, part, m, played + 1,
		    left == SIZE_MAX ? left : left - 1, cut - t);
		t = v == UINT64_MAX || t + v >= cut ? cut : t + v;
	}
	free(part);
	return t < cut ? t : UINT64_MAX;
}

/*
 * A total of the m codes of a part of a first guess that its least
 * cannot exceed, as the jobs and the join both need it for a part they
 * split: the least total of the heuristics' trees of the part, played
 * from there, that find every code within the guesses -m leaves; or
 * none (UINT32_MAX).  arg is a struct partgame.
 */
uint32_t
shard_partupper(void *arg, const uint32_t *part, uint32_t m)
{
	const struct partgame *pg = arg;
	struct solve_opts so = *pg->o;
	struct decider d;
	struct pick p;
	uint64_t t, best = UINT32_MAX;
	size_t i, left = so.maxguesses ? so.maxguesses - 1 : SIZE_MAX;

	so.progress = 0;
	for (i = 0; i < sizeof(names) / sizeof(*names); i++) {
		strategy_parse(names[i], &p);
		decider_init(&d, pg->cs, &p, &so, NULL);
		t = playtotal(&d, part, m, 1, left, best);
		if (t < best)
			best = t;
		decider_free(&d);
	}
	return (uint32_t)best;
}

/*
 * The line of a sub-job that gives a bound: the bound, and what it
 * found of each sub-part, "; parts E,I V E,I V ...".
 */
static void
boundline(const struct codeset *cs, uint32_t v,
    const uint32_t *bounds, char *s, size_t size)
{
	char f[FEEDBACK_SIZE];
	size_t at;
	int c;

	at = strlen(s);
	at += (size_t)snprintf(s + at, size - at, "at least %" PRIu32
	    "; parts", v);
	for (c = 0; c < (int)cs->nclass; c++) {
		if (c == cs->solved || bounds[c] == 0)
			continue;
		f[feedback_format(class_feedback(cs, c), f)] = 0;
		at += (size_t)snprintf(s + at, size - at, " %s %" PRIu32, f,
		    bounds[c]);
	}
	snprintf(s + at, size - at, "\n");
}

/*
 * Write the jobs of shard k of n, those whose number less one is k - 1
 * modulo n: a line for each, "job I/J GUESS E,I CODES: total T" and the
 * lines of its tree as --tree writes them, or "... : at least T" when
 * the first guess cannot be the best.  A sub-job's line has its second
 * guess after the codes, "job I/J GUESS E,I CODES GUESS2: total T", and
 * its tree is that of the part under GUESS2; its bound is followed by
 * what it found of each sub-part: "...: at least T; parts E,I V ...".
 */
void
shard_write(const struct codeset *cs, const struct solve_opts *o,
    long long k, long long n)
{
	struct decider d;
	struct pick p;
	struct exact *opt;
	struct partgame pg = { cs, o };
	struct optjob *jobs;
	uint32_t upper, v, *part, bounds[MM_MAXCLASSES];
	size_t nj, i;
	char g[MM_MAXPEGS + 1], g2[MM_MAXPEGS + 2], f[FEEDBACK_SIZE], s[1024];

	upper = shard_upper(cs, o);
	strategy_parse("optimal", &p);
	decider_init(&d, cs, &p, o, NULL);
	opt = d.state;
	nj = exact_jobs(opt, upper, o->split, shard_partupper, &pg,
	    &jobs);
	snprintf(s, sizeof(s), "shard %lld/%lld %s\n", k, n,
	    shard_stamp(cs, o, nj, upper));
	out_puts(s);
	part = xmalloc(((size_t)cs->n + 1) * sizeof(*part));
	for (i = (size_t)k - 1; i < nj; i += (size_t)n) {
		exact_part(opt, jobs[i].guess, jobs[i].class, part);
		v = exact_job(opt, &jobs[i], part, bounds);
		codeset_format(cs, jobs[i].guess, g);
		g2[0] = '\0';
		if (jobs[i].second != OPTJOB_WHOLE) {
			g2[0] = ' ';
			codeset_format(cs, jobs[i].second, g2 + 1);
		}
		f[feedback_format(class_feedback(cs, jobs[i].class), f)] = 0;
		snprintf(s, sizeof(s), "job %zu/%zu %s %s %" PRIu32 "%s: ",
		    i + 1, nj, g, f, jobs[i].n, g2);
		if (v < jobs[i].beta)
			snprintf(s + strlen(s), sizeof(s) - strlen(s),
			    "total %" PRIu32 "\n", v);
		else if (jobs[i].second != OPTJOB_WHOLE)
			boundline(cs, v, bounds, s, sizeof(s));
		else
			snprintf(s + strlen(s), sizeof(s) - strlen(s),
			    "at least %" PRIu32 "\n", v);
		out_puts(s);
		if (v < jobs[i].beta)
			tree_write_part(&d, cs, jobs[i].guess, jobs[i].class,
			    part, jobs[i].n);
	}
	exact_finish(opt);
	free(part);
	free(jobs);
	decider_free(&d);
}
