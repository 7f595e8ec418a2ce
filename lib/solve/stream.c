/*
 * One game read from a stream: mm-solve writes a guess and reads its
 * answer until the code is found (stream_play), or reads a history and
 * writes the guess that follows it (stream_next, for --next) or a lower
 * bound of the guesses still to make (stream_bound, for --bound).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bound.h"
#include "stream.h"

static void
prompt(const struct codeset *cs, int tty, uint32_t guess)
{
	char s[MM_MAXPEGS + 1];

	out_flush();
	if (!tty)
		return;
	codeset_format(cs, guess, s);
	fprintf(stderr, "Feedback for %s (exact,inexact): ", s);
}

/*
 * Read one answer: E,I on our own guess, or GUESS E,I.  A bad line is
 * fatal, except from a human at a terminal, who is asked again; when
 * the terminal shows the dialogue too, empty lines and the words of
 * person.c are returned as they are.
 */
static char *
answer(const struct codeset *cs, struct input *in, int tty, uint32_t *guess,
    struct feedback *f)
{
	const struct game *g = cs->g;
	uint8_t code[MM_MAXPEGS];
	const char *err, *p;
	char *line;
	size_t n, len;

	while ((line = input_record(in, &n)) != NULL) {
		if (in->noplace && (n == 0 || talk_word(line) != TALK_NONE))
			return line;
		if (n == 0) {		/* typed, but not shown: no peg */
			f->exact = f->inexact = 0;
			err = NULL;
		} else if (!answer_has_guess(g, line, n) &&
		    feedback_parse(line, n, f) == 0) {
			err = feedback_check(g, *f);
		} else {
			p = line;
			field_next(&p, line + n, &len);
			if (field_next(&p, line + n, &len) == NULL) {
				input_warn(in, "malformed feedback '%s': expected E,I "
				    "or GUESS E,I", err_quote(line, n));
				goto again;
			}
			err = history_parse(g, line, n, code, f);
			if (err == NULL)
				*guess = (uint32_t)code_rank(g, code);
			else if (!tty)
				err = complaint_why(in, g, line,
				    strcspn(line, " \t"), err);
		}
		if (err == NULL)
			return line;
		input_warn(in, "%s", err);
again:
		if (!tty)
			exit(2);
		prompt(cs, tty, *guess);
	}
	return NULL;
}

/*
 * Play a game against the answers read from in, a guess a line, at
 * most maxguesses (0: no limit); with verbose, why on stderr.  Its
 * exit status: 0 when the code is found.
 */
int
stream_play(struct solve *s, struct input *in, int verbose, size_t maxguesses)
{
	const struct game *g = s->cs->g;
	struct feedback f;
	uint32_t guess;
	char msg[160], *line;
	int tty = in->fd == 0 && isatty(0), ask = STREAM_NEXT, person;

	in->keepblank = tty;
	in->noplace = person = tty && isatty(2);

	if (tty)
		fprintf(stderr, "Think of a code of %d pegs from %s%s.\n"
		    "Answer each guess with exact,inexact: the pegs of the "
		    "right colour in the\nright place, then the other pegs of "
		    "a right colour in the wrong place.\n%s", g->pegs,
		    game_colors_name(g), g->distinct ? ", all different" :
		    ", colours may repeat", person ? "Type ? for help.\n" : "");
	for (;;) {
		if (ask == STREAM_NEXT)
			guess = solve_next(s, verbose);
		if (ask != STREAM_AGAIN)
			codeset_put(s->cs, guess, '\n');
		prompt(s->cs, tty, guess);
		if ((line = answer(s->cs, in, tty, &guess, &f)) == NULL) {
			if (tty)
				fputc('\n', stderr);
			err_warn("%s%sinput ended before the code was found",
			    person ? "" : in->name, person ? "" : ": ");
			return 1;
		}
		if (person && (*line == '\0' || talk_word(line) != TALK_NONE)) {
			if ((ask = person_word(s, line, &guess)) == STREAM_QUIT)
				return 1;
			continue;
		}
		ask = STREAM_NEXT;
		if (!solve_answer(s, guess, f)) {
			solve_conflict(s, msg, sizeof(msg));
			input_warn(in, "%s", msg);
			if (!person || (ask = person_offer(s, in, &guess)) ==
			    STREAM_QUIT)
				return 1;
			continue;
		}
		if (s->solved) {
			if (tty)
				fprintf(stderr, "Solved in %zu guess%s.\n",
				    s->nhist, s->nhist == 1 ? "" : "es");
			return 0;
		}
		if (maxguesses > 0 && s->nhist >= maxguesses) {
			input_warn(in, "not solved in %zu guess%s", maxguesses,
			    out_plural(maxguesses, "es"));
			return 1;
		}
	}
}

/*
 * Read the history of GUESS E,I lines in; 0 when every line is one that
 * the candidates left fit, else the status of mm-solve, said.
 */
static int
history(struct solve *s, struct input *in, const char *form)
{
	const struct game *g = s->cs->g;
	struct feedback f;
	uint8_t code[MM_MAXPEGS];
	const char *err;
	char *line, msg[160];
	size_t n;

	while ((line = input_record(in, &n)) != NULL) {
		if ((err = history_line(g, line, n, code, &f, form)) != NULL) {
			input_warn(in, "%s", complaint_why(in, g, line,
			    strcspn(line, " \t"), err));
			return 2;
		}
		if (!solve_answer(s, (uint32_t)code_rank(g, code), f)) {
			solve_conflict(s, msg, sizeof(msg));
			input_warn(in, "%s", msg);
			return 1;
		}
	}
	return 0;
}

/* Read the history of GUESS E,I lines in, and write the next guess. */
int
stream_next(struct solve *s, struct input *in, int verbose, size_t maxguesses)
{
	int status;

	if ((status = history(s, in, "--next")) != 0)
		return status;
	if (!s->solved && maxguesses > 0 && s->nhist >= maxguesses) {
		err_warn("%s: not solved in %zu guess%s", in->name, maxguesses,
		    out_plural(maxguesses, "es"));
		return 1;
	}
	codeset_put(s->cs, s->solved ? s->cand[0] : solve_next(s, verbose),
	    '\n');
	return 0;
}

/*
 * Read a history, and write a lower bound of the guesses still to make
 * in all over the codes that fit it, searched over depth guesses; with
 * verbose, the bound over fewer guesses first, each on standard error.
 */
int
stream_bound(struct solve *s, struct input *in, int verbose, size_t depth)
{
	uint64_t t = 0;
	char buf[32];
	size_t d;
	int status;

	if ((status = history(s, in, "--bound")) != 0)
		return status;
	for (d = verbose ? 0 : depth; !s->solved && d <= depth; d++) {
		t = bound_total(s->cs, s->cand, s->ncand, (int)d,
		    s->d.opts.threads);
		if (verbose)
			err_warn("%zu code%s, %zu guess%s searched: at least "
			    "%" PRIu64 " guesses", s->ncand,
			    out_plural(s->ncand, "s"), d, out_plural(d, "es"),
			    t);
	}
	snprintf(buf, sizeof(buf), "%" PRIu64 "\n", t);
	out_puts(buf);
	return 0;
}
