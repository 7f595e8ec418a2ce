/*
 * mm-solve --selfplay: every secret of the files played, in batches of
 * the lines already read so that the decisions the games share are
 * made together; each game written as a record, or all of them counted
 * into a summary.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "secrets.h"
#include "summary.h"

struct run {
	const struct codeset *cs;
	struct selfplay *sp;
	struct summary *sum;	/* the games counted, or NULL: written */
	int	answers;	/* each guess written with its answer */
	size_t	limit;		/* the guesses a game may take */
	uint32_t *guesses;	/* of one game */
	uint32_t *batch;	/* the secrets played together */
	struct progress games;
	uint64_t played, toplay;
	int	refused;	/* a line was refused: no more is played */
};

/* Write the answer to guess g of secret s, and c after it. */
static void
putanswer(const struct codeset *cs, uint32_t g, uint32_t s, char c)
{
	char a[FEEDBACK_SIZE];
	int n = feedback_format(class_feedback(cs, codeset_class(cs, g, s)),
	    a);

	a[n] = c;
	out_write(a, (size_t)n + 1);
}

/* Play the batch of secrets, writing a record or counting each game. */
static int
play(struct run *r, size_t count)
{
	const uint32_t *secret = r->batch;
	uint32_t *guesses = r->guesses;
	char num[24];
	size_t j, k, i;
	int status = 0, solved;

	selfplay_prepare(r->sp, secret, count, r->limit, &r->games, r->played,
	    r->toplay);
	for (j = 0; j < count; j++) {
		k = selfplay_game(r->sp, secret[j], guesses, r->limit);
		solved = guesses[k - 1] == secret[j];
		progress_games(&r->games, ++r->played, r->toplay);
		if (!solved)
			status = 1;
		if (r->sum != NULL) {
			if ((solved ? summary_add(r->sum, k, 1) :
			    summary_fail(r->sum, 1)) < 0)
				die("count too large: more than 2^64 - 1");
			continue;
		}
		codeset_put(r->cs, secret[j], ' ');
		if (solved)
			snprintf(num, sizeof(num), "%zu ", k);
		else
			snprintf(num, sizeof(num), "- ");
		out_puts(num);
		for (i = 0; i < k; i++) {
			codeset_put(r->cs, guesses[i], r->answers || i + 1 < k ?
			    ' ' : '\n');
			if (r->answers)
				putanswer(r->cs, guesses[i], secret[j],
				    i + 1 < k ? ' ' : '\n');
		}
	}
	return status;
}

/* Whether a whole line is read and waiting. */
static int
waiting(struct input *in)
{
	size_t n;
	char *p = input_peek(in, &n);

	return n > 0 && (in->eof || memchr(p, '\n', n) != NULL);
}

/* Play the secrets of one file. */
static int
playfile(struct run *r, struct input *in)
{
	const struct game *g = r->cs->g;
	uint8_t secret[MM_MAXPEGS];
	const char *err;
	char *line;
	size_t n, count = 0;
	int status = 0;

	while ((line = input_record(in, &n)) != NULL) {
		if ((err = code_parse(g, line, n, secret)) != NULL) {
			if (!r->refused && r->sum == NULL && play(r, count) &&
			    status == 0)
				status = 1;
			count = 0;
			r->refused = 1;
			complaint_code(in, g, line, n, err);
			status = 2;
			continue;
		}
		if (r->refused)
			continue;
		r->batch[count++] = (uint32_t)code_rank(g, secret);
		if (count == SELFPLAY_BATCH || !waiting(in)) {
			if (play(r, count) && status == 0)
				status = 1;
			count = 0;
		}
	}
	if (play(r, count) && status == 0)
		status = 1;
	return status;
}

/*
 * Play every secret of the files by strategy p, writing the games (with
 * answers, each guess's answer after it), or their summary in format
 * report unless it is -1; the exit status.
 */
int
secrets_play(const struct codeset *cs, const struct pick *p,
    const struct solve_opts *o, const struct rng *rng, char **files,
    int report, int answers)
{
	struct run r;
	struct input in;
	struct summary sum;
	int status = 0, st;

	memset(&r, 0, sizeof(r));
	memset(&sum, 0, sizeof(sum));
	r.cs = cs;
	r.sum = report >= 0 ? &sum : NULL;
	r.answers = answers;
	r.limit = o->maxguesses ? o->maxguesses : (size_t)cs->n + 1;
	r.sp = selfplay_new(cs, p, o, rng);
	r.guesses = xmalloc(((size_t)cs->n + 1) * sizeof(*r.guesses));
	r.batch = xmalloc(SELFPLAY_BATCH * sizeof(*r.batch));
	progress_init(&r.games, o->progress);
	if (!o->progress && report < 0 && isatty(1))
		r.games.on = 0;
	r.toplay = progress_lines(files, (size_t)cs->pegs + 1);
	for (; *files != NULL; files++) {
		input_xopen(&in, *files);
		if ((st = playfile(&r, &in)) > status)
			status = st;
		input_close(&in);
	}
	progress_clear(&r.games);
	complaint_tally();
	if (report >= 0 && !r.refused)
		summary_report(&sum, report, cs->g, p->s->name);
	selfplay_free(r.sp);
	summary_free(&sum);
	free(r.guesses);
	free(r.batch);
	return status;
}
