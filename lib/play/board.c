/* The board of a game and the tally of games: the guesses so far with
 * their answers, and the wins, losses and average. */
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

/* A row of X and a row of -, then (E,I) GUESS for every guess so far. */
void
board_print(const struct board *b, const struct game *g)
{
	char line[MM_MAXPEGS + 32];
	int i, n;

	memset(line, 'X', (size_t)g->pegs);
	line[g->pegs] = '\n';
	out_write(line, (size_t)g->pegs + 1);
	memset(line, '-', (size_t)g->pegs);
	out_write(line, (size_t)g->pegs + 1);
	for (i = 0; i < b->n; i++) {
		n = snprintf(line, sizeof(line), "(%d,%d) ", b->fb[i].exact,
		    b->fb[i].inexact);
		code_format(g, b->guess[i], line + n);
		out_puts(line);
		out_putc('\n');
	}
}

/* How many codes answer every guess of the board as the secret did. */
uint64_t
board_fits(const struct board *b, const struct game *g)
{
	uint8_t code[MM_MAXPEGS];
	uint64_t n = 0;

	code_unrank(g, 0, code);
	do
		n += code_fits(g, code, b->guess, b->fb, (size_t)b->n) ==
		    (size_t)b->n;
	while (code_next(g, code));
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
tally_print(const struct tally *t)
{
	char line[256];
	long long played = t->won + t->lost;

	snprintf(line, sizeof(line), "You have tried the Game of Mastermind "
	    "%lld time%s with %lld success%s and %lld failure%s!\n", played,
	    out_plural((uint64_t)played, "s"), t->won, out_plural((uint64_t)t->won,
	    "es"), t->lost, out_plural((uint64_t)t->lost, "s"));
	out_puts(line);
}
