/* The questions mm-play asks the player, each asked again until its
 * answer is one it allows: max letter, dimension, seed, guess,
 * feedback, another game. */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "play.h"

static struct input *in;
static int tty;			/* the answers are typed at a terminal */
static int quit;		/* the player typed q or quit */
static const char *help;	/* what ? shows */

/*
 * Answers come from i, typed at a terminal if t is set; when no
 * terminal shows them, they are written after their prompts.  At a
 * terminal, ? and help show the text h.
 */
void
prompt_start(struct input *i, const char *h, int t)
{
	in = i;
	tty = t;
	help = h;
	quit = 0;
}

/* As prompt_start, at a terminal if i reads from one. */
void
prompt_init(struct input *i, const char *h)
{
	prompt_start(i, h, isatty(i->fd));
}

int
prompt_tty(void)
{
	return tty;
}

/* Whether the session ended because the player typed q or quit. */
int
prompt_quit(void)
{
	return quit;
}

/* A line typed at a terminal, blanks and a CR trimmed: it may be empty. */
static char *
typed(size_t *len)
{
	char *p, *e;

	if ((p = input_line(in, len)) == NULL)
		return NULL;
	e = p + *len;
	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	while (e > p && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
		e--;
	*e = '\0';
	*len = (size_t)(e - p);
	return p;
}

/*
 * Show a prompt and read the answer; NULL when the input ends or the
 * player quits.  At a terminal ? and help show the help, q and quit
 * quit, and an empty answer asks again unless empty is set.
 */
static char *
answer(const char *prompt, int empty)
{
	char *line;
	size_t n;

	for (;;) {
		out_puts(prompt);
		line = tty ? typed(&n) : input_record(in, &n);
		if (line == NULL) {
			out_putc('\n');
			return NULL;
		}
		if (!tty) {
			out_write(line, n);
			out_putc('\n');
			return line;
		}
		if (talk_word(line) == TALK_HELP)
			out_puts(help);
		else if (talk_word(line) == TALK_QUIT) {
			quit = 1;
			return NULL;
		} else if (n > 0 || empty)
			return line;
	}
}

char *
prompt_ask(const char *prompt)
{
	return answer(prompt, 0);
}

/* Ask until an answer passes the check; -1 when the input ends. */
static int
askuntil(const char *prompt, const char *complaint,
    int (*check)(const char *, void *), void *v, int empty)
{
	const char *s;

	for (;;) {
		if ((s = answer(prompt, empty)) == NULL)
			return -1;
		if (check(s, v))
			return 0;
		out_puts(complaint);
	}
}

/*
 * The last letter, A to F, as -c would give it: the letter in either
 * case, a count (6 is F) or a range from A (A-F).
 */
static int
letter(const char *s, void *v)
{
	size_t n = strlen(s);
	int c;

	if (n > 0 && n <= 2 && strspn(s, "0123456789") == n)
		c = 'A' - 1 + atoi(s);
	else if (n == 1 || (n == 3 && toupper((unsigned char)s[0]) == 'A' &&
	    s[1] == '-'))
		c = toupper((unsigned char)s[n - 1]);
	else
		return 0;
	if (c < 'A' || c > 'F')
		return 0;
	*(char *)v = (char)c;
	return 1;
}

static int
dimension(const char *s, void *v)
{
	size_t n = strlen(s);

	if (n > 3 || strspn(s, "0123456789") != n || atoi(s) < 3 ||
	    atoi(s) > 6)
		return 0;
	*(int *)v = atoi(s);
	return 1;
}

static int
seed(const char *s, void *v)
{
	uint64_t n;

	if (*s == '\0') {
		*(char *)v = '\0';
		return 1;
	}
	if (seed_scan(s, &n) < 0)
		return 0;
	snprintf(v, SEED_SIZE, "%" PRIu64, n);
	return 1;
}

int
ask_maxletter(char *max)
{
	return askuntil("Enter max letter: ",
	    "Max letter must be between A and F.\n", letter, max, 0);
}

int
ask_dimension(int *pegs)
{
	return askuntil("Enter game dimension: ",
	    "Dimension must be between 3 and 6.\n", dimension, pegs, 0);
}

/*
 * The seed, written back without leading zeros; for an empty answer at
 * a terminal, one picked at random and shown.
 */
int
ask_seed(char *buf)
{
	struct rng r;

	if (askuntil("Enter the seed: ", "The seed must be a number from "
	    "0 to 18446744073709551615.\n", seed, buf, 1) < 0)
		return -1;
	if (buf[0] == '\0') {
		rng_seed_os(&r);
		snprintf(buf, SEED_SIZE, "%" PRIu64, rng_below(&r, 1000000));
		out_puts("The seed is ");
		out_puts(buf);
		out_puts(".\n");
	}
	return 0;
}

/* A digit alphabet from 0: a short number means leading zeros. */
static int
numeric(const struct game *g)
{
	size_t n = strlen(g->alphabet);

	return g->alphabet[0] == '0' &&
	    strspn(g->alphabet, "0123456789") == n;
}

static const char *
badguess(const struct game *g, char *s, uint8_t *code)
{
	static char msg[MM_MAXCOLORS + 64];
	char padded[MM_MAXPEGS + 1];
	const char *name;
	size_t n = strlen(s), pad;
	int i, c;

	if (numeric(g) && n < (size_t)g->pegs &&
	    strspn(s, "0123456789") == n) {
		pad = (size_t)g->pegs - n;
		memset(padded, '0', pad);
		memcpy(padded + pad, s, n + 1);
		s = padded;
		n = (size_t)g->pegs;
	}
	if (n != (size_t)g->pegs) {
		snprintf(msg, sizeof(msg), "Guess must be %d chars, try "
		    "again: ", g->pegs);
		return msg;
	}
	for (i = 0; i < g->pegs; i++) {
		c = g->colorof[(unsigned char)s[i]];
		if (c < 0) {
			name = game_colors_name(g);
			snprintf(msg, sizeof(msg), "One or more chars %s %s, "
			    "try again: ", name[1] == '-' && name[3] == '\0' ?
			    "out of range" : "not among", name);
			return msg;
		}
		code[i] = (uint8_t)c;
	}
	if (g->distinct && code_has_repeat(code, g->pegs))
		return "No char may repeat, try again: ";
	return NULL;
}

/*
 * At a terminal, msg after an answer s that is a slip for one of the
 * words: "Did you mean hint?" first.
 */
static const char *
slip(const char *s, const char *const *words, const char *msg)
{
	static char buf[256];
	const char *w;

	if (!tty || (w = nearest_word(s, words)) == NULL)
		return msg;
	snprintf(buf, sizeof(buf), "Did you mean %s? %s", w, msg);
	return buf;
}

/* A guess; at a terminal, ASK_HINT for hint. */
int
ask_guess(const struct game *g, const char *prompt, uint8_t *code)
{
	static const char *const words[] = { "help", "hint", "quit", NULL };
	const char *msg = prompt;
	char *s;

	for (;;) {
		if ((s = prompt_ask(msg)) == NULL)
			return -1;
		if (tty && talk_word(s) == TALK_HINT)
			return ASK_HINT;
		if ((msg = badguess(g, s, code)) == NULL)
			return 0;
		msg = slip(s, words, msg);
	}
}

int
ask_feedback(const struct game *g, const char *prompt, struct feedback *f)
{
	char msg[160];
	const char *why;
	char *s;

	snprintf(msg, sizeof(msg), "%s", prompt);
	for (;;) {
		if ((s = prompt_ask(msg)) == NULL)
			return -1;
		if (term_screen() && talk_word(s) == TALK_UNDO)
			return ASK_UNDO;
		if (feedback_parse(s, strlen(s), f) < 0)
			snprintf(msg, sizeof(msg), "Answer exact,inexact as in "
			    "1,2, try again: ");
		else if ((why = feedback_check(g, *f)) != NULL) {
			snprintf(msg, sizeof(msg), "%s, try again: ", why);
			msg[0] = (char)toupper((unsigned char)msg[0]);
		} else
			return 0;
	}
}

/* When no code fits the answers: 1 for undo, -1 to quit. */
int
ask_undo(void)
{
	const char *s;

	for (;;) {
		if ((s = prompt_ask(talk_offer)) == NULL)
			return -1;
		if (talk_word(s) == TALK_UNDO)
			return 1;
	}
}

enum answer
ask_again(const char *prompt)
{
	static const char *const words[] = { "yes", "no", "help", "quit",
	    NULL };
	const char *s, *msg = prompt;

	for (;;) {
		if ((s = prompt_ask(msg)) == NULL)
			return ANSWER_EOF;
		if (strcasecmp(s, "y") == 0 || strcasecmp(s, "yes") == 0)
			return ANSWER_YES;
		if (strcasecmp(s, "n") == 0 || strcasecmp(s, "no") == 0)
			return ANSWER_NO;
		msg = slip(s, words, prompt);
	}
}
