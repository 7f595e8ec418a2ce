/* -t optimal --shard K/N: some jobs of the exact search, run and written. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "optimal.h"
#include "selfplay.h"
#include "shard.h"
#include "treewrite.h"

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
	static const char *const names[] = { "minimax", "expected",
	    "entropy", "parts" };
	struct solve_opts so = *o;
	struct selfplay *sp;
	uint32_t *all = codeset_all(cs), *guesses, best = UINT32_MAX;
	uint64_t total;
	size_t i, j, k, limit = o->maxguesses ? o->maxguesses : cs->n + 1;

	so.progress = 0;
	guesses = xmalloc(((size_t)cs->n + 1) * sizeof(*guesses));
	for (i = 0; i < sizeof(names) / sizeof(*names); i++) {
		sp = selfplay_new(cs, strategy_parse(names[i], &so), &so,
		    NULL);
		selfplay_prepare(sp, all, cs->n, limit);
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

/* What the first line of a shard says of the jobs, as the join checks. */
const char *
shard_stamp(size_t jobs, uint32_t upper)
{
	static char s[64];

	if (upper == UINT32_MAX)
		snprintf(s, sizeof(s), "jobs %zu upper none", jobs);
	else
		snprintf(s, sizeof(s), "jobs %zu upper %" PRIu32, jobs, upper);
	return s;
}

/*
 * Write the jobs of shard k of n, those whose number less one is k - 1
 * modulo n: a line for each, "job I/J GUESS E,I CODES: total T" and the
 * lines of its tree as --tree writes them, or "... : at least T" when
 * the first guess cannot be the best.
 */
void
shard_write(const struct codeset *cs, const struct solve_opts *o,
    long long k, long long n)
{
	struct decider d;
	struct optjob *jobs;
	uint32_t upper, v, *part;
	size_t nj, i;
	char g[MM_MAXPEGS + 1], f[FEEDBACK_SIZE], s[160];

	upper = shard_upper(cs, o);
	decider_init(&d, cs, strategy_parse("optimal", NULL), o, NULL);
	nj = optimal_jobs(d.opt, upper, &jobs);
	snprintf(s, sizeof(s), "shard %lld/%lld %s\n", k, n,
	    shard_stamp(nj, upper));
	out_puts(s);
	part = xmalloc(((size_t)cs->n + 1) * sizeof(*part));
	for (i = (size_t)k - 1; i < nj; i += (size_t)n) {
		optimal_part(d.opt, jobs[i].guess, jobs[i].class, part);
		v = optimal_job(d.opt, &jobs[i], part);
		codeset_format(cs, jobs[i].guess, g);
		f[feedback_format(class_feedback(cs, jobs[i].class), f)] = 0;
		snprintf(s, sizeof(s), "job %zu/%zu %s %s %" PRIu32 ": %s %"
		    PRIu32 "\n", i + 1, nj, g, f, jobs[i].n,
		    v < jobs[i].beta ? "total" : "at least", v);
		out_puts(s);
		if (v < jobs[i].beta)
			tree_write_part(&d, cs, jobs[i].guess, jobs[i].class,
			    part, jobs[i].n);
	}
	optimal_finish(d.opt);
	free(part);
	free(jobs);
	decider_free(&d);
}
