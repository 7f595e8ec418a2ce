/* -t optimal --join: the jobs of the shards checked, and their tree joined. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "optimal.h"
#include "plan.h"
#include "shard.h"
#include "treewrite.h"

/*
 * The join reads the records shard_write() wrote, in any order and any
 * number of files, and checks that each job of the game is there once,
 * as the job list says it (its first guess, answer and codes), with a
 * total below the beta of its job and a tree that finds every code of
 * its part within -m and takes that total, played as --tree plays it;
 * or with a bound, beta or more.  Then the exact search decides the
 * first guess from these values (optimal_decide(), jobs.c), and the
 * trees of its parts, joined under it, are written as --tree writes
 * the tree of a single search.
 */

/* What the shards say of a job. */
struct given {
	const char *file;	/* where, or NULL while not given */
	long long line;
	uint32_t value;
	struct plan *plan;	/* its tree, when the value is its total */
};

struct join {
	const struct codeset *cs;
	struct optimal *o;
	struct optjob *jobs;
	size_t	nj;
	uint32_t upper;
	struct given *given;
	uint32_t *part;
	size_t	left;		/* the guesses after the first, or SIZE_MAX */
	struct input in;
	struct treereader *reader;
	size_t	cur;		/* the job being read, or nj */
};

_Noreturn static void
fail(const struct input *in, long long line, const char *fmt, ...)
{
	struct input at = *in;
	char msg[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	at.lineno = line;
	warnat(&at, "%s", msg);
	exit(2);
}

/* The first guess and answer of job i: "AABC 0,1". */
static const char *
jobwhat(const struct join *j, size_t i)
{
	static char s[MM_MAXPEGS + FEEDBACK_SIZE + 1];
	char f[FEEDBACK_SIZE];

	codeset_format(j->cs, j->jobs[i].guess, s);
	f[feedback_format(class_feedback(j->cs, j->jobs[i].class), f)] = '\0';
	snprintf(s + j->cs->pegs, sizeof(s) - (size_t)j->cs->pegs, " %s", f);
	return s;
}

/* Job i as a message names it: "job 3 (AABC 0,1)". */
static const char *
jobname(const struct join *j, size_t i)
{
	static char s[96];

	snprintf(s, sizeof(s), "job %zu (%s)", i + 1, jobwhat(j, i));
	return s;
}

/* Check the tree of the job read last against its total. */
static void
endjob(struct join *j)
{
	struct given *gv = &j->given[j->cur];
	const struct optjob *job = &j->jobs[j->cur];
	uint64_t total = 0;
	int err;

	if (j->cur == j->nj || gv->plan == NULL) {
		j->cur = j->nj;
		return;
	}
	treereader_free(j->reader);
	optimal_part(j->o, job->guess, job->class, j->part);
	err = plan_total(j->cs, gv->plan, j->part, job->n, j->left, &total);
	if (err == -1)
		fail(&j->in, gv->line, "%s: its tree leaves codes with no "
		    "guess", jobname(j, j->cur));
	if (err == -2)
		fail(&j->in, gv->line, "%s: its tree needs more guesses than "
		    "-m allows", jobname(j, j->cur));
	if (err == -3)
		fail(&j->in, gv->line, "%s: its tree makes a guess that "
		    "leaves every candidate", jobname(j, j->cur));
	if (total != gv->value)
		fail(&j->in, gv->line, "%s: its tree takes %" PRIu64
		    " guesses, not %" PRIu32, jobname(j, j->cur), total,
		    gv->value);
	j->cur = j->nj;
}

/* The first guess and answer of a job line, checked against job i. */
static void
jobguess(struct join *j, size_t i, const char *code, const char *fb,
    unsigned codes)
{
	const struct optjob *job = &j->jobs[i];
	uint8_t c[MM_MAXPEGS];
	struct feedback f;

	if (code_parse(j->cs->g, code, strlen(code), c) != NULL ||
	    feedback_parse(fb, strlen(fb), &f) < 0 ||
	    feedback_check(j->cs->g, f) != NULL ||
	    (uint32_t)code_rank(j->cs->g, c) != job->guess ||
	    feedback_class(j->cs, f) != job->class || codes != job->n)
		fail(&j->in, j->in.lineno, "job %zu is %s of %" PRIu32
		    " codes, not %s %s of %u: a shard of another game",
		    i + 1, jobwhat(j, i), job->n, code, fb, codes);
}

/* A line "job I/J GUESS E,I CODES: total T" or "...: at least T". */
static void
jobline(struct join *j, const char *line)
{
	char code[64], fb[64];
	size_t i, nj;
	unsigned codes;
	uint32_t v;
	int at = 0, end = 0, exact;
	struct given *gv;

	if (sscanf(line, "job %zu/%zu %63s %63s %u: %n", &i, &nj, code, fb,
	    &codes, &at) != 5 || at == 0)
		fail(&j->in, j->in.lineno, "malformed job line");
	exact = strncmp(line + at, "total ", 6) == 0;
	if (!exact && strncmp(line + at, "at least ", 9) != 0)
		fail(&j->in, j->in.lineno, "malformed job line");
	if (sscanf(line + at + (exact ? 6 : 9), "%" SCNu32 "%n", &v,
	    &end) != 1 || line[at + (exact ? 6 : 9) + end] != '\0')
		fail(&j->in, j->in.lineno, "malformed job line");
	if (nj != j->nj || i < 1 || i > nj)
		fail(&j->in, j->in.lineno, "job %zu of %zu: this game has %zu "
		    "jobs", i, nj, j->nj);
	jobguess(j, --i, code, fb, codes);
	gv = &j->given[i];
	if (gv->file != NULL)
		fail(&j->in, j->in.lineno, "%s again: given first at %s:%lld",
		    jobname(j, i), gv->file, gv->line);
	if (exact != (v < j->jobs[i].beta))
		fail(&j->in, j->in.lineno, "%s: %s %" PRIu32 ", but the job "
		    "asks for a total below %" PRIu32, jobname(j, i),
		    exact ? "total" : "at least", v, j->jobs[i].beta);
	gv->file = j->in.name;
	gv->line = j->in.lineno;
	gv->value = v;
	j->cur = i;
	if (exact) {
		gv->plan = plan_new();
		j->reader = treereader_new(j->cs, &j->in);
	}
}

/* A line of a shard: its first line, a job's, or one of a job's tree. */
static void
shardline(struct join *j, const char *line, size_t len)
{
	const char *stamp;
	long long k, n;
	uint32_t first;
	int class, at = 0;

	if (strncmp(line, "shard ", 6) == 0) {
		if (sscanf(line, "shard %lld/%lld %n", &k, &n, &at) != 2 ||
		    at == 0)
			fail(&j->in, j->in.lineno, "malformed shard line");
		stamp = shard_stamp(j->nj, j->upper);
		if (strcmp(line + at, stamp) != 0)
			fail(&j->in, j->in.lineno, "a shard of %s, not %s: of "
			    "another game or -m", line + at, stamp);
		return;
	}
	if (strncmp(line, "job ", 4) == 0) {
		endjob(j);
		jobline(j, line);
		return;
	}
	if (j->cur == j->nj || j->given[j->cur].plan == NULL)
		fail(&j->in, j->in.lineno, "a line of a tree with no job's "
		    "total before it");
	if (treereader_line(j->reader, j->given[j->cur].plan, line, len,
	    &first, &class) == 0 || first != j->jobs[j->cur].guess ||
	    class != j->jobs[j->cur].class)
		fail(&j->in, j->in.lineno, "a line of another job's tree "
		    "than %s", jobname(j, j->cur));
}

static void
readshards(struct join *j, char **files)
{
	char *line;
	size_t len, i;

	for (; *files != NULL; files++) {
		if (input_open(&j->in, *files) < 0)
			die("%s:", *files);
		while ((line = input_record(&j->in, &len)) != NULL)
			shardline(j, line, len);
		endjob(j);
		input_close(&j->in);
	}
	for (i = 0; i < j->nj; i++)
		if (j->given[i].file == NULL)
			die("%s of %zu is in none of the files", jobname(j, i),
			    j->nj);
}

/* Give the search what the jobs found, and let it choose the first guess. */
static uint32_t
decide_first(struct join *j, uint32_t *first)
{
	uint32_t i, g, v;

	for (i = 0; i < j->nj; i++) {
		optimal_part(j->o, j->jobs[i].guess, j->jobs[i].class,
		    j->part);
		g = j->part[0];
		if (j->given[i].plan != NULL)
			plan_find(j->given[i].plan, j->part, j->jobs[i].n, &g);
		optimal_given(j->o, &j->jobs[i], j->part, j->given[i].value,
		    g);
	}
	v = optimal_decide(j->o, j->upper, first);
	if (v > j->upper)
		die("the jobs do not settle the first guess");
	return v;
}

/* The tree: the first guess, and the trees of its jobs under it. */
static struct plan *
jointree(struct join *j, uint32_t first, uint32_t total)
{
	struct plan *p = plan_new();
	uint64_t sum = j->cs->n;
	uint32_t *all = codeset_all(j->cs);
	size_t i;

	plan_add(p, all, j->cs->n, first, 0);
	for (i = 0; i < j->nj; i++) {
		if (j->jobs[i].guess != first)
			continue;
		if (j->given[i].plan == NULL)
			die("%s: a bound, where the first guess needs a total",
			    jobname(j, i));
		plan_merge(p, j->given[i].plan);
		sum += j->given[i].value;
	}
	if (sum != total)
		die("the jobs of the first guess take %" PRIu64 " guesses, "
		    "not %" PRIu32, sum, total);
	free(all);
	return p;
}

/*
 * Read the shards of the files, check them, and write the tree of the
 * whole game as --tree would, in format dot or text, cut at depth.
 */
void
shard_join(const struct codeset *cs, const struct solve_opts *o,
    char **files, int dot, size_t depth)
{
	struct join j;
	struct decider d;
	uint32_t first, total;
	size_t i;

	memset(&j, 0, sizeof(j));
	j.cs = cs;
	j.upper = shard_upper(cs, o);
	j.o = optimal_new(cs, o->maxguesses, o->threads, o->progress);
	j.nj = optimal_jobs(j.o, j.upper, &j.jobs);
	j.cur = j.nj;
	j.given = xcalloc(j.nj + 1, sizeof(*j.given));
	j.part = xmalloc(((size_t)cs->n + 1) * sizeof(*j.part));
	j.left = o->maxguesses > 0 ? o->maxguesses - 1 : SIZE_MAX;
	readshards(&j, files);
	total = decide_first(&j, &first);
	decider_plan(&d, cs, jointree(&j, first, total), "--join");
	tree_write(&d, cs, dot, depth);
	decider_free(&d);
	for (i = 0; i < j.nj; i++)
		plan_free(j.given[i].plan);
	free(j.given);
	free(j.part);
	free(j.jobs);
	optimal_free(j.o);
}
