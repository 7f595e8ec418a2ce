#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "play.h"

static struct input *in;
static int echo;

/* Answers come from in; echo them when no terminal shows them. */
void
prompt_init(struct input *i)
{
	in = i;
	echo = !isatty(i->fd);
}

/* Show a prompt and read the answer; NULL when the input ends. */
char *
ask(const char *prompt)
{
	char *line;
	size_t n;

	out_puts(prompt);
	if ((line = input_record(in, &n)) == NULL) {
		out_putc('\n');
		return NULL;
	}
	if (echo) {
		out_write(line, n);
		out_putc('\n');
	}
	return line;
}

/* Ask until an answer passes the check; -1 when the input ends. */
static int
askuntil(const char *prompt, const char *complaint,
    int (*check)(const char *, void *), void *v)
{
	const char *s;

	for (;;) {
		if ((s = ask(prompt)) == NULL)
			return -1;
		if (check(s, v))
			return 0;
		out_puts(complaint);
	}
}

static int
letter(const char *s, void *v)
{
	int c = toupper((unsigned char)s[0]);

	if (s[1] != '\0' || c < 'A' || c > 'F')
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

	if (seed_scan(s, &n) < 0)
		return 0;
	snprintf(v, SEED_SIZE, "%" PRIu64, n);
	return 1;
}

int
ask_maxletter(char *max)
{
	return askuntil("Enter max letter: ",
	    "Max letter must be between A and F.\n", letter, max);
}

int
ask_dimension(int *pegs)
{
	return askuntil("Enter game dimension: ",
	    "Dimension must be between 3 and 6.\n", dimension, pegs);
}

/* The seed, written back without leading zeros. */
int
ask_seed(char *buf)
{
	return askuntil("Enter the seed: ", "The seed must be a number from "
	    "0 to 18446744073709551615.\n", seed, buf);
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

int
ask_guess(const struct game *g, const char *prompt, uint8_t *code)
{
	const char *msg = prompt;
	char *s;

	for (;;) {
		if ((s = ask(msg)) == NULL)
			return -1;
		if ((msg = badguess(g, s, code)) == NULL)
			return 0;
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
		if ((s = ask(msg)) == NULL)
			return -1;
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

enum answer
ask_again(const char *prompt)
{
	const char *s;

	for (;;) {
		if ((s = ask(prompt)) == NULL)
			return ANSWER_EOF;
		if (strcasecmp(s, "y") == 0 || strcasecmp(s, "yes") == 0)
			return ANSWER_YES;
		if (strcasecmp(s, "n") == 0 || strcasecmp(s, "no") == 0)
			return ANSWER_NO;
	}
}
