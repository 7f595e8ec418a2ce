/* Codes: parsed from text and written back, numbered in the order of a
 * game (rank and unrank), and the next code of a game. */
#include <stdio.h>
#include <string.h>

#include "mm.h"

/* Parse a code of exactly g->pegs colours; NULL, or what is wrong. */
const char *
code_parse(const struct game *g, const char *s, size_t n, uint8_t *code)
{
	static char msg[256];
	size_t i;
	int c;

	if (n != (size_t)g->pegs) {
		snprintf(msg, sizeof(msg), "'%s' has %zu %s, not %d",
		    err_quote(s, n), n, n == 1 ? "peg" : "pegs", g->pegs);
		return msg;
	}
	for (i = 0; i < n; i++) {
		c = g->colorof[(unsigned char)s[i]];
		if (c < 0) {
			unsigned char ch = (unsigned char)s[i];

			if (ch > ' ' && ch < 127)
				snprintf(msg, sizeof(msg), "'%s': '%c' is not "
				    "a colour of %s", err_quote(s, n), ch,
				    game_colors_name(g));
			else
				snprintf(msg, sizeof(msg), "byte 0x%02x is not "
				    "a colour of %s", ch, game_colors_name(g));
			return msg;
		}
		code[i] = (uint8_t)c;
	}
	if (g->distinct && code_has_repeat(code, g->pegs)) {
		snprintf(msg, sizeof(msg), "'%s' repeats a colour "
		    "(--distinct)", err_quote(s, n));
		return msg;
	}
	return NULL;
}

void
code_format(const struct game *g, const uint8_t *code, char *s)
{
	int i;

	for (i = 0; i < g->pegs; i++)
		s[i] = g->alphabet[code[i]];
	s[g->pegs] = '\0';
}

int
code_has_repeat(const uint8_t *code, int pegs)
{
	uint64_t seen = 0;
	int i;

	for (i = 0; i < pegs; i++) {
		if (seen >> code[i] & 1)
			return 1;
		seen |= (uint64_t)1 << code[i];
	}
	return 0;
}

/* The number of codes of the game, or 0 when it passes 2^64 - 1. */
uint64_t
code_space(const struct game *g)
{
	uint64_t n = 1, f;
	int i;

	for (i = 0; i < g->pegs; i++) {
		f = (uint64_t)(g->distinct ? g->ncolors - i : g->ncolors);
		if (n > UINT64_MAX / f)
			return 0;
		n *= f;
	}
	return n;
}

/*
 * The code at a given position of code order.  A place worth 2^64 codes
 * or more is kept as 0: no position reaches it.
 */
void
code_unrank(const struct game *g, uint64_t r, uint8_t *code)
{
	uint64_t place[MM_MAXPEGS];
	uint64_t used = 0, f;
	int i, k, c;

	place[g->pegs - 1] = 1;
	for (i = g->pegs - 1; i > 0; i--) {
		f = (uint64_t)(g->distinct ? g->ncolors - i : g->ncolors);
		place[i - 1] = place[i] == 0 || place[i] > UINT64_MAX / f ? 0 :
		    place[i] * f;
	}
	for (i = 0; i < g->pegs; i++) {
		k = place[i] == 0 ? 0 : (int)(r / place[i]);
		if (place[i] != 0)
			r %= place[i];
		if (!g->distinct) {
			code[i] = (uint8_t)k;
			continue;
		}
		for (c = 0; ; c++)
			if (!(used >> c & 1) && k-- == 0)
				break;
		code[i] = (uint8_t)c;
		used |= (uint64_t)1 << c;
	}
}

uint64_t
code_rank(const struct game *g, const uint8_t *code)
{
	uint64_t r = 0, used = 0;
	int i, c, k;

	for (i = 0; i < g->pegs; i++) {
		if (!g->distinct) {
			r = r * (uint64_t)g->ncolors + code[i];
			continue;
		}
		for (k = 0, c = 0; c < code[i]; c++)
			k += !(used >> c & 1);
		r = r * (uint64_t)(g->ncolors - i) + (uint64_t)k;
		used |= (uint64_t)1 << code[i];
	}
	return r;
}

/* Step to the next code in code order; 0 after the last one. */
int
code_next(const struct game *g, uint8_t *code)
{
	uint64_t used;
	int i, j, c;

	if (!g->distinct) {
		for (i = g->pegs - 1; i >= 0; i--) {
			if (++code[i] < g->ncolors)
				return 1;
			code[i] = 0;
		}
		return 0;
	}
	for (i = g->pegs - 1; i >= 0; i--) {
		used = 0;
		for (j = 0; j < i; j++)
			used |= (uint64_t)1 << code[j];
		for (c = code[i] + 1; c < g->ncolors; c++)
			if (!(used >> c & 1))
				break;
		if (c == g->ncolors)
			continue;
		code[i] = (uint8_t)c;
		used |= (uint64_t)1 << c;
		for (j = i + 1, c = 0; j < g->pegs; j++, c++) {
			while (used >> c & 1)
				c++;
			code[j] = (uint8_t)c;
			used |= (uint64_t)1 << c;
		}
		return 1;
	}
	return 0;
}
