/* -t optimal --join: the jobs of the shards checked, and their tree joined. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exact/exact.h"
#include "plan.h"
#include "shard.h"
#include "treewrite.h"

/*
 * The join reads the records shard_write() wrote, in any order and any
 * number of files, each opening with the line that names its format,
 * game, -m and --split-above, which must be the join's own, and checks
 * that each job of the game is there once, as the job list says it (its
 * first guess, answer and codes), with a total below the beta of its
 * job and a tree that finds every code of its part within -m and takes
 * that total, played as --tree plays it; or with a bound, beta or more.
 * A sub-job's tree must start with its second guess, and its bound must
 * be the sum of those it gives of its sub-parts and the codes of the
 * part.  Each bound is then searched again for what it claims (prove(),
 * exact_prove()), unless --trust-bounds takes them on the shard's word:
 * a worker wrong, stale or made to mislead cannot change the tree.  Then the exact search decides
 * the first guess from these values (exact_decide(), jobs.c), and the
 * second guess of each part split into sub-jobs, and the trees of its
 * parts, joined under it, are written as --tree writes the tree of a
 * single search.
 */


/* What the shards say of a job. */
struct given {
	const char *file;	/* where, or NULL while not given */
	long long line;
	uint32_t value;
	struct plan *plan;	/* its tree, when the value is its total */
	uint32_t bounds[MM_MAXCLASSES];	/* a sub-job's bounds of its sub-parts */
};

struct join {
	const struct codeset *cs;
	const struct solve_opts *opts;
	struct exact *o;
	struct optjob *jobs;
	size_t	nj;
	uint32_t upper;
	struct given *given;
	uint32_t *part, *sub;
	size_t	split;
	size_t	left;		/* the guesses after the first, or SIZE_MAX */
	struct input in;
	struct treereader *reader;
	size_t	cur;		/* the job being read, or nj */
	int	headed;		/* the file read has its first line */
	size_t	trusted;	/* bounds taken on trust: --trust-bounds */
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
	input_warn(&at, "%s", msg);
	exit(2);
}

/*
 * The first guess and answer of job i, and its second guess if it is a
 * sub-job: "AABC 0,1", "AABC 0,1 ABDD".
 */
static const char *
jobwhat(const struct join *j, size_t i)
{
	static char s[2 * MM_MAXPEGS + FEEDBACK_SIZE + 3];
	char f[FEEDBACK_SIZE], g[MM_MAXPEGS + 1];

	codeset_format(j->cs, j->jobs[i].guess, s);
	f[feedback_format(class_feedback(j->cs, j->jobs[i].class), f)] = '\0';
	g[0] = '\0';
	if (j->jobs[i].second != OPTJOB_WHOLE)
		codeset_format(j->cs, j->jobs[i].second, g);
	snprintf(s + j->cs->pegs, sizeof(s) - (size_t)j->cs->pegs, " %s%s%s",
	    f, g[0] != '\0' ? " " : "", g);
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
	uint32_t g;
	int err;

	if (j->cur == j->nj || gv->plan == NULL) {
		j->cur = j->nj;
		return;
	}
	treereader_free(j->reader);
	exact_part(j->o, job->guess, job->class, j->part);
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
	if (job->second != OPTJOB_WHOLE && (!plan_find(gv->plan, j->part,
	    job->n, &g) || g != job->second))
		fail(&j->in, gv->line, "%s: its tree does not start with its "
		    "second guess", jobname(j, j->cur));
	j->cur = j->nj;
}

/* A code of the game, or UINT32_MAX. */
static uint32_t
rankof(const struct join *j, const char *code, size_t len)
{
	uint8_t c[MM_MAXPEGS];

	if (code_parse(j->cs->g, code, len, c) != NULL)
		return UINT32_MAX;
	return (uint32_t)code_rank(j->cs->g, c);
}

/* A class of the game's answers, or -1. */
static int
classof(const struct join *j, const char *fb, size_t len)
{
	struct feedback f;

	if (feedback_parse(fb, len, &f) < 0 ||
	    feedback_check(j->cs->g, f) != NULL)
		return -1;
	return feedback_class(j->cs, f);
}

/*
 * The first guess and answer of a job line, and its second guess if
 * any, checked against job i.
 */
static void
jobguess(struct join *j, size_t i, const struct jobline *jl)
{
	const struct optjob *job = &j->jobs[i];
	uint32_t g2 = jl->second == NULL ? OPTJOB_WHOLE :
	    rankof(j, jl->second, jl->secondlen);

	if (rankof(j, jl->guess, jl->guesslen) != job->guess ||
	    classof(j, jl->fb, jl->fblen) != job->class ||
	    jl->codes != job->n || g2 != job->second ||
	    (jl->second != NULL && g2 == UINT32_MAX))
		fail(&j->in, j->in.lineno, "job %zu is %s of %" PRIu32
		    " codes, not %.*s %.*s%s%.*s of %" PRIu32 ": a shard of "
		    "another game", i + 1, jobwhat(j, i), job->n,
		    (int)jl->guesslen, jl->guess, (int)jl->fblen, jl->fb,
		    jl->second != NULL ? " " : "", (int)jl->secondlen,
		    jl->second != NULL ? jl->second : "", jl->codes);
}

/*
 * The bounds of the sub-parts of sub-job i, "; parts E,I V ...", after
 * its bound v: one for each answer to its second guess but the win that
 * some codes of its part give, adding up with its codes to v.
 */
static void
jobparts(struct join *j, size_t i, const struct jobline *jl, uint32_t v)
{
	const struct optjob *job = &j->jobs[i];
	struct given *gv = &j->given[i];
	uint64_t sum = job->n;
	int c, k, nc = exact_classes(j->o);

	if (jl->nparts <= 0)
		fail(&j->in, j->in.lineno, "%s: a bound with no bounds of its "
		    "parts", jobname(j, i));
	for (k = 0; k < jl->nparts; k++) {
		if ((c = classof(j, jl->pfb[k], jl->pfblen[k])) < 0 ||
		    c == j->cs->solved || gv->bounds[c] != 0 || jl->pv[k] == 0)
			fail(&j->in, j->in.lineno, "%s: part %.*s is no answer "
			    "to its second guess, or given again, or of no "
			    "bound", jobname(j, i), (int)jl->pfblen[k],
			    jl->pfb[k]);
		if (jl->pv[k] > EXACT_INF)
			fail(&j->in, j->in.lineno, "%s: part %.*s: at least %"
			    PRIu32 ", more than any total", jobname(j, i),
			    (int)jl->pfblen[k], jl->pfb[k], jl->pv[k]);
		gv->bounds[c] = jl->pv[k];
		sum += jl->pv[k];
	}
	exact_part(j->o, job->guess, job->class, j->part);
	for (c = 0; c < nc; c++)
		if (c != j->cs->solved && (gv->bounds[c] != 0) !=
		    (exact_subpart(j->o, job->second, c, j->part, job->n,
		    j->sub) > 0))
			fail(&j->in, j->in.lineno, "%s: the bounds of its parts "
			    "are not those of its second guess", jobname(j, i));
	if ((sum < EXACT_INF ? sum : EXACT_INF) != v)
		fail(&j->in, j->in.lineno, "%s: its parts add up to %" PRIu64
		    ", not %" PRIu32, jobname(j, i), sum, v);
}

/*
 * A line "job I/J GUESS E,I CODES: total T" or "...: at least T"; of a
 * sub-job, "job I/J GUESS E,I CODES GUESS2: total T" or "...: at least
 * T; parts E,I V ...".
 */
static void
jobline(struct join *j, const char *line)
{
	struct jobline jl;
	const char *err;
	struct given *gv;
	size_t i;

	if ((err = shard_readjob(line, &jl)) != NULL)
		fail(&j->in, j->in.lineno, "%s", err);
	if (jl.nj != j->nj || jl.i < 1 || jl.i > jl.nj)
		fail(&j->in, j->in.lineno, "job %" PRIu32 " of %" PRIu32
		    ": this game has %zu jobs", jl.i, jl.nj, j->nj);
	i = jl.i - 1;
	jobguess(j, i, &jl);
	gv = &j->given[i];
	if (gv->file != NULL)
		fail(&j->in, j->in.lineno, "%s again: given first at %s:%lld",
		    jobname(j, i), gv->file, gv->line);
	if (jl.exact != (jl.value < j->jobs[i].beta))
		fail(&j->in, j->in.lineno, "%s: %s %" PRIu32 ", but the job "
		    "asks for a total below %" PRIu32, jobname(j, i),
		    jl.exact ? "total" : "at least", jl.value,
		    j->jobs[i].beta);
	if (!jl.exact && jl.value > EXACT_INF)
		fail(&j->in, j->in.lineno, "%s: at least %" PRIu32 ", more "
		    "than any total", jobname(j, i), jl.value);
	if (!jl.exact && jl.second != NULL)
		jobparts(j, i, &jl, jl.value);
	gv->file = j->in.name;
	gv->line = j->in.lineno;
	gv->value = jl.value;
	j->cur = i;
	if (jl.exact) {
		gv->plan = plan_new();
		j->reader = treereader_new(j->cs, &j->in);
	}
}

/* A line of a shard: its first line, a job's, or one of a job's tree. */
static void
shardline(struct join *j, const char *line, size_t len)
{
	const char *stamp, *err, *rest;
	char format[24];
	uint32_t first, k, n;
	size_t steps, fl;
	int class;

	if (!j->headed) {
		if ((err = shard_readhead(line, &k, &n, &rest)) != NULL)
			fail(&j->in, j->in.lineno, "%s", err);
		stamp = shard_stamp(j->cs, j->opts, j->nj, j->upper);
		fl = (size_t)snprintf(format, sizeof(format), "format %d ",
		    SHARD_FORMAT);
		if (strncmp(rest, format, fl) != 0)
			fail(&j->in, j->in.lineno, "a shard of another "
			    "version of mm-solve: make it again");
		if (strcmp(rest, stamp) != 0)
			fail(&j->in, j->in.lineno, "a shard of %s, not %s: of "
			    "another game, -m or --split-above", rest + fl,
			    stamp + fl);
		j->headed = 1;
		return;
	}
	if (strncmp(line, "job", 3) == 0 &&
	    (line[3] == ' ' || line[3] == '\t')) {
		endjob(j);
		jobline(j, line);
		return;
	}
	if (j->cur == j->nj || j->given[j->cur].plan == NULL)
		fail(&j->in, j->in.lineno, "a line of a tree with no job's "
		    "total before it");
	if ((err = treereader_line(j->reader, j->given[j->cur].plan, line,
	    len, &steps, &first, &class)) != NULL) {
		input_warn(&j->in, "%s", err);
		exit(2);
	}
	if (steps == 0 || first != j->jobs[j->cur].guess ||
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
		j->headed = 0;
		while ((line = input_record(&j->in, &len)) != NULL)
			shardline(j, line, len);
		if (!j->headed)
			die("%s: no shard in the file", *files);
		endjob(j);
		input_close(&j->in);
	}
	for (i = 0; i < j->nj; i++)
		if (j->given[i].file == NULL)
			die("%s of %zu is in none of the files", jobname(j, i),
			    j->nj);
}

/*
 * Search each job that gives a bound again for it, unless the bounds
 * are taken on trust: a total below it is a false bound.
 */
static void
prove(struct join *j)
{
	struct input at = j->in;
	const struct given *gv;
	char f[FEEDBACK_SIZE];
	uint32_t v;
	size_t i;
	int c;

	for (i = 0; i < j->nj; i++) {
		gv = &j->given[i];
		if (gv->plan != NULL)
			continue;
		if (j->opts->trustbounds) {
			j->trusted++;
			continue;
		}
		exact_part(j->o, j->jobs[i].guess, j->jobs[i].class, j->part);
		v = exact_prove(j->o, &j->jobs[i], j->part, gv->value,
		    gv->bounds, &c);
		if (v == UINT32_MAX)
			continue;
		at.name = gv->file;
		if (c < 0)
			fail(&at, gv->line, "%s: at least %" PRIu32 ", but its "
			    "total is %" PRIu32, jobname(j, i), gv->value, v);
		f[feedback_format(class_feedback(j->cs, c), f)] = '\0';
		fail(&at, gv->line, "%s: part %s: at least %" PRIu32 ", but "
		    "its total is %" PRIu32, jobname(j, i), f, gv->bounds[c], v);
	}
}

/*
 * Give the memo what sub-job i found of the sub-parts of its second
 * guess: their totals in its tree, or its bounds.
 */
static void
given_parts(struct join *j, size_t i)
{
	const struct optjob *job = &j->jobs[i];
	const struct given *gv = &j->given[i];
	uint64_t t;
	uint32_t m, g;
	int c, nc = exact_classes(j->o);
	size_t left = j->left == SIZE_MAX ? SIZE_MAX : j->left - 1;

	for (c = 0; c < nc; c++) {
		if (c == j->cs->solved || (m = exact_subpart(j->o,
		    job->second, c, j->part, job->n, j->sub)) == 0)
			continue;
		if (gv->plan == NULL) {
			exact_given_set(j->o, j->sub, m, 2, gv->bounds[c], 0,
			    0);
			continue;
		}
		g = j->sub[0];
		t = 0;
		if (plan_total(j->cs, gv->plan, j->sub, m, left, &t) == 0 &&
		    plan_find(gv->plan, j->sub, m, &g))
			exact_given_set(j->o, j->sub, m, 2, (uint32_t)t, 1,
			    g);
	}
}

/* Give the search what the jobs found, and let it choose the first guess. */
static uint32_t
decide_first(struct join *j, uint32_t *first)
{
	uint32_t i, g, v;

	for (i = 0; i < j->nj; i++) {
		exact_part(j->o, j->jobs[i].guess, j->jobs[i].class,
		    j->part);
		if (j->jobs[i].second != OPTJOB_WHOLE) {
			given_parts(j, i);
			continue;
		}
		g = j->part[0];
		if (j->given[i].plan != NULL)
			plan_find(j->given[i].plan, j->part, j->jobs[i].n, &g);
		exact_given(j->o, &j->jobs[i], j->part, j->given[i].value,
		    g);
	}
	for (i = 0; i < j->nj; i++)
		if (j->jobs[i].second != OPTJOB_WHOLE && (i == 0 ||
		    j->jobs[i - 1].second == OPTJOB_WHOLE ||
		    j->jobs[i - 1].guess != j->jobs[i].guess ||
		    j->jobs[i - 1].class != j->jobs[i].class)) {
			exact_part(j->o, j->jobs[i].guess, j->jobs[i].class,
			    j->part);
			exact_settle(j->o, &j->jobs[i], j->part);
		}
	v = exact_decide(j->o, j->upper, first);
	if (v > j->upper)
		die("the jobs do not settle the first guess");
	return v;
}

/*
 * Of the sub-jobs of a part from job i on, the one of the second guess
 * the search takes there; in *next, the job after them.
 */
static size_t
subjobof(struct join *j, size_t i, size_t *next)
{
	const struct optjob *job = &j->jobs[i];
	uint32_t g;
	size_t k, found = j->nj;

	exact_part(j->o, job->guess, job->class, j->part);
	g = exact_second(j->o, job->guess, j->part, job->n);
	for (k = i; k < j->nj && j->jobs[k].guess == job->guess &&
	    j->jobs[k].class == job->class; k++)
		if (j->jobs[k].second == g)
			found = k;
	if (found == j->nj)
		die("the search takes a second guess with no sub-job after %s",
		    jobwhat(j, i));
	*next = k;
	return found;
}

/* The tree: the first guess, and the trees of its jobs under it. */
static struct plan *
jointree(struct join *j, uint32_t first, uint32_t total)
{
	struct plan *p = plan_new();
	uint64_t sum = j->cs->n;
	uint32_t *all = codeset_all(j->cs);
	size_t i, k, next;

	plan_add(p, all, j->cs->n, first, 0);
	for (i = 0; i < j->nj; i = next) {
		next = i + 1;
		if (j->jobs[i].guess != first)
			continue;
		k = i;
		if (j->jobs[i].second != OPTJOB_WHOLE)
			k = subjobof(j, i, &next);
		if (j->given[k].plan == NULL)
			die("%s: a bound, where the first guess needs a total",
			    jobname(j, k));
		plan_merge(p, j->given[k].plan);
		sum += j->given[k].value;
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
	struct partgame pg;
	struct decider d;
	uint32_t first, total;
	size_t i;

	memset(&j, 0, sizeof(j));
	j.cs = cs;
	j.opts = o;
	j.upper = shard_upper(cs, o);
	j.o = exact_new(cs, o->maxguesses, o->threads, o->progress);
	j.split = o->split;
	pg.cs = cs;
	pg.o = o;
	j.nj = exact_jobs(j.o, j.upper, j.split, shard_partupper, &pg,
	    &j.jobs);
	j.cur = j.nj;
	j.given = xcalloc(j.nj + 1, sizeof(*j.given));
	j.part = xmalloc(((size_t)cs->n + 1) * sizeof(*j.part));
	j.sub = xmalloc(((size_t)cs->n + 1) * sizeof(*j.sub));
	j.left = o->maxguesses > 0 ? o->maxguesses - 1 : SIZE_MAX;
	readshards(&j, files);
	prove(&j);
	total = decide_first(&j, &first);
	decider_plan(&d, cs, jointree(&j, first, total), "--join");
	tree_write(&d, cs, dot, depth);
	decider_free(&d);
	if (o->trustbounds)
		err_warn("--trust-bounds: %zu bound%s of the shards taken "
		    "unchecked", j.trusted, j.trusted == 1 ? "" : "s");
	for (i = 0; i < j.nj; i++)
		plan_free(j.given[i].plan);
	free(j.given);
	free(j.part);
	free(j.sub);
	free(j.jobs);
	exact_free(j.o);
}
