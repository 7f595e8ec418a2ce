/*
 * A person answering mm-solve at a terminal: the words typed instead
 * of an answer, as mm-play takes them (? and help, q and quit, hint:
 * the codes that still fit, undo: the last answer taken back and asked
 * for again), and what undo offers when no code fits the answers.
 * Replies go to standard error, as standard output holds only guesses.
 */
#include <stdio.h>
#include <string.h>

#include "stream.h"

static const char help[] =
    "After each guess, type its answer; or a guess of your own and its "
    "answer,\nas in ABCD 1,2. hint says how many codes still fit the "
    "answers, and which\nwhen 20 or fewer; q or quit ends the game.\n";

/* The codes that fit the answers: how many, and which when few. */
static void
hint(const struct solve *s)
{
	char list[TALK_LISTMAX * (MM_MAXPEGS + 1)], line[sizeof(list) + 64];
	size_t i, len = 0;

	for (i = 0; i < s->ncand && s->ncand <= TALK_LISTMAX; i++) {
		if (i > 0)
			list[len++] = ' ';
		codeset_format(s->cs, s->cand[i], list + len);
		len += (size_t)s->cs->pegs;
	}
	list[len] = '\0';
	talk_fits(line, sizeof(line), s->ncand,
	    s->ncand <= TALK_LISTMAX && s->ncand > 0 ? list : NULL);
	fputs(line, stderr);
}

/* Take the last answer back, if any; the guess to ask about again. */
static int
undo(struct solve *s, uint32_t *guess)
{
	char code[MM_MAXPEGS + 1], line[MM_MAXPEGS + 96];
	size_t k = s->nhist;
	int c;

	if (k == 0) {
		fputs("There is no answer to take back.\n", stderr);
		return STREAM_AGAIN;
	}
	c = s->hclass[k - 1];
	*guess = solve_undo(s);
	codeset_format(s->cs, *guess, code);
	talk_undone(line, sizeof(line), k, code, class_feedback(s->cs, c));
	fputs(line, stderr);
	return STREAM_UNDONE;
}

/*
 * A line typed instead of an answer: empty, or one of the words.  What
 * follows: the same question again, an answer taken back (its guess in
 * guess), or the end.
 */
int
person_word(struct solve *s, const char *line, uint32_t *guess)
{
	switch (talk_word(line)) {
	case TALK_HELP:
		fputs(talk_answers, stderr);
		fputs(help, stderr);
		return STREAM_AGAIN;
	case TALK_HINT:
		hint(s);
		return STREAM_AGAIN;
	case TALK_QUIT:
		return STREAM_QUIT;
	case TALK_UNDO:
		return undo(s, guess);
	default:
		return STREAM_AGAIN;
	}
}

/*
 * No code fits the answers: offer undo until it is taken, or the
 * person quits or the input ends.
 */
int
person_offer(struct solve *s, struct input *in, uint32_t *guess)
{
	char *line;
	size_t n;
	int r;

	for (;;) {
		fputs(talk_offer, stderr);
		if ((line = input_record(in, &n)) == NULL) {
			fputc('\n', stderr);
			return STREAM_QUIT;
		}
		if (talk_word(line) != TALK_NONE &&
		    (r = person_word(s, line, guess)) != STREAM_AGAIN)
			return r;
	}
}
