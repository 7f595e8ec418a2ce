/* The board of guesses and answers, and the tally of a session's games. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play.h"

void
board_clear(struct board *b)
{
	b->n = 0;
}

void
board_add(struct board *b, const uint8_t *guess, struct feedback f)
{
	int cap;

	if (b->n == b->cap) {
		cap = b->cap ? 2 * b->cap : 16;
		b->guess = xrealloc(b->guess, (size_t)cap * sizeof(*b->guess));
		b->fb = xrealloc(b->fb, (size_t)cap * sizeof(*b->fb));
		b->cap = cap;
	}
	memcpy(b->guess[b->n], guess, MM_MAXPEGS);
	b->fb[b->n++] = f;
}

/*
 * A row of X and a row of -, then (E,I) GUESS for every guess so far;
 * with colour, the answer's pegs after (E,I) and the guess in colour.
 */
void
board_print(const struct board *b, const struct game *g)
{
	char line[MM_MAXPEGS + 32], code[MM_MAXPEGS * 24 + 1], answer[64];
	int i;

	memset(line, 'X', (size_t)g->pegs);
	line[g->pegs] = '\n';
	out_write(line, (size_t)g->pegs + 1);
	memset(line, '-', (size_t)g->pegs);
	out_write(line, (size_t)g->pegs + 1);
	for (i = 0; i < b->n; i++) {
		term_answer(b->fb[i], answer, sizeof(answer));
		term_code(g, b->guess[i], code, sizeof(code));
		out_puts(answer);
		out_putc(' ');
		out_puts(code);
		out_putc('\n');
	}
}

/* Row i of the board at a terminal: its number, the guess, its answer. */
void
board_row(const struct board *b, const struct game *g, int i)
{
	char code[MM_MAXPEGS * 24 + 1], answer[64], num[16];

	snprintf(num, sizeof(num), "%2d  ", i + 1);
	term_code(g, b->guess[i], code, sizeof(code));
	term_answer(b->fb[i], answer, sizeof(answer));
	out_puts(num);
	out_puts(code);
	out_puts("  ");
	out_puts(answer);
	out_putc('\n');
}

/*
 * The board at a terminal: above the rows, top (the secret, or its
 * mask) over a row of -, unless top is NULL; then the rows, numbered.
 */
void
board_show(const struct board *b, const struct game *g, const char *top)
{
	char line[MM_MAXPEGS + 8];
	int i;

	if (top != NULL) {
		memset(line, '-', (size_t)g->pegs);
		line[g->pegs] = '\0';
		out_puts("    ");
		out_puts(top);
		out_puts("\n    ");
		out_puts(line);
		out_putc('\n');
	}
	for (i = 0; i < b->n; i++)
		board_row(b, g, i);
}

/* The row of a guess already on the board, from 1; 0 if none. */
int
board_played(const struct board *b, const struct game *g,
    const uint8_t *guess)
{
	int i;

	for (i = 0; i < b->n; i++)
		if (memcmp(b->guess[i], guess, (size_t)g->pegs) == 0)
			return i + 1;
	return 0;
}

/*
 * How many codes answer every guess of the board as the secret did;
 * into list, of size bytes, the first TALK_LISTMAX of them between
 * blanks, unless it is NULL.
 */
uint64_t
board_fits(const struct board *b, const struct game *g, char *list,
    size_t size)
{
	uint8_t code[MM_MAXPEGS];
	uint64_t n = 0;
	size_t len = 0;

	if (list != NULL)
		list[0] = '\0';
	code_unrank(g, 0, code);
	do {
		if (code_fits(g, code, b->guess, b->fb, (size_t)b->n) !=
		    (size_t)b->n)
			continue;
		if (list != NULL && n < TALK_LISTMAX &&
		    len + (size_t)g->pegs + 2 <= size) {
			if (len > 0)
				list[len++] = ' ';
			code_format(g, code, list + len);
			len += (size_t)g->pegs;
		}
		n++;
	} while (code_next(g, code));
	return n;
}

void
board_free(struct board *b)
{
	free(b->guess);
	free(b->fb);
	memset(b, 0, sizeof(*b));
}

/* Guesses allowed by default: ceil(pegs x colours / 3). */
long long
guess_limit(const struct game *g)
{
	return ((long long)g->pegs * g->ncolors + 2) / 3;
}

void
tally_won(struct tally *t, int guesses)
{
	t->won++;
	t->guesses += guesses;
}

void
tally_lost(struct tally *t)
{
	t->lost++;
}

/* The average guesses of the games won, to 3 decimals, rounded half up. */
void
tally_average(const struct tally *t, char *buf, size_t size)
{
	if (t->won == 0)
		snprintf(buf, size, "none yet");
	else
		format_average(buf, size, (uint64_t)t->guesses,
		    (uint64_t)t->won, 3);
}

void
tally_given(struct tally *t)
{
	t->given++;
}

/* The games played, won, lost, and given up when any was. */
void
tally_print(const struct tally *t)
{
	char line[256], given[64] = "";
	long long played = t->won + t->lost + t->given;

	if (t->given > 0)
		snprintf(given, sizeof(given), " and %lld given up", t->given);
	snprintf(line, sizeof(line), "You have tried the Game of Mastermind "
	    "%lld time%s with %lld success%s%s %lld failure%s%s!\n", played,
	    out_plural((uint64_t)played, "s"), t->won, out_plural((uint64_t)t->won,
	    "es"), t->given > 0 ? "," : " and", t->lost,
	    out_plural((uint64_t)t->lost, "s"), given);
	out_puts(line);
}
