/* Feedback: an answer read in any of its notations (1,2  2B1W  BBW
 * (1,2)), checked against the game, and written as exact,inexact. */
#include <stdio.h>

#include "mm.h"

/* A count of pegs: at most four digits, checked against the game later. */
static const char *
number(const char *p, const char *end, int *v)
{
	uint64_t n;

	if ((p = number_scan(p, end, 9999, &n)) != NULL)
		*v = (int)n;
	return p;
}

static const char *
blanks(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	return p;
}

/* E,I or E I or E:I or (E,I) alone; 0 on success, -1 if malformed. */
int
feedback_numbers(const char *s, size_t n, struct feedback *f)
{
	const char *p = s, *end = s + n;
	int paren = 0;

	if (p < end && *p == '(') {
		paren = 1;
		p = blanks(p + 1, end);
	}
	if ((p = number(p, end, &f->exact)) == NULL)
		return -1;
	p = blanks(p, end);
	if (p < end && (*p == ',' || *p == ':'))
		p = blanks(p + 1, end);
	else if (p == end || (p[-1] != ' ' && p[-1] != '\t'))
		return -1;
	if ((p = number(p, end, &f->inexact)) == NULL)
		return -1;
	p = blanks(p, end);
	if (paren) {
		if (p == end || *p != ')')
			return -1;
		p++;
	}
	return p == end ? 0 : -1;
}

/* 0 for a black peg (B, exact), 1 for a white one (W, inexact), else -1. */
static int
pegcolour(char c)
{
	return c == 'B' || c == 'b' ? 0 : c == 'W' || c == 'w' ? 1 : -1;
}

/*
 * The pegs of the board game: BBW, B B W, 2B1W, 1W, 2B, in any case
 * and order.  Each colour is given once, by a count touching its
 * letter or by its letters, so that 2B2B and 2BB are malformed.
 */
static int
pegs(const char *p, const char *end, struct feedback *f)
{
	int n[2] = { 0, 0 }, counted[2] = { 0, 0 }, seen[2] = { 0, 0 };
	int c, k, any = 0;

	for (p = blanks(p, end); p < end; p = blanks(p, end), any = 1) {
		if (*p >= '0' && *p <= '9') {
			if ((p = number(p, end, &k)) == NULL || p == end ||
			    (c = pegcolour(*p)) < 0 || seen[c])
				return -1;
			counted[c] = 1;
			n[c] = k;
		} else {
			if ((c = pegcolour(*p)) < 0 || counted[c])
				return -1;
			n[c]++;
		}
		seen[c] = 1;
		p++;
	}
	f->exact = n[0];
	f->inexact = n[1];
	return any ? 0 : -1;
}

/*
 * Parse a feedback: E,I or E I or E:I or (E,I), the pegs of the board
 * game (2B1W, BBW), or - or 0 for no peg; 0 on success, -1 if
 * malformed, as an empty one is.
 */
int
feedback_parse(const char *s, size_t n, struct feedback *f)
{
	const char *end = s + n, *p = blanks(s, end);

	if (feedback_numbers(s, n, f) == 0)
		return 0;
	if (p < end && (*p == '-' || *p == '0') && blanks(p + 1, end) == end) {
		f->exact = f->inexact = 0;
		return 0;
	}
	return pegs(s, end, f);
}

/* NULL if a feedback can happen in this game, or why it cannot. */
const char *
feedback_check(const struct game *g, struct feedback f)
{
	static char msg[96];
	char e[FEEDBACK_SIZE];

	feedback_format(f, e);
	if (f.exact + f.inexact > g->pegs)
		snprintf(msg, sizeof(msg), "impossible feedback '%s': more "
		    "than %d pegs", e, g->pegs);
	else if (f.exact == g->pegs - 1 && f.inexact == 1)
		snprintf(msg, sizeof(msg), "impossible feedback '%s': one "
		    "misplaced peg cannot swap with nothing", e);
	else
		return NULL;
	return msg;
}

/* The decimal digits of v, at least 0, at s; past the last of them. */
static char *
putcount(char *s, int v)
{
	char d[12];
	int n = 0;

	do
		d[n++] = (char)('0' + v % 10);
	while ((v /= 10) > 0);
	while (n > 0)
		*s++ = d[--n];
	return s;
}

/*
 * E,I into s, of FEEDBACK_SIZE bytes; its length.  Written digit by
 * digit, as a tree writes one for each guess of each line.
 */
int
feedback_format(struct feedback f, char *s)
{
	char *p;

	if (f.exact < 0 || f.inexact < 0)
		return snprintf(s, FEEDBACK_SIZE, "%d,%d", f.exact, f.inexact);
	p = putcount(s, f.exact);
	*p++ = ',';
	p = putcount(p, f.inexact);
	*p = '\0';
	return (int)(p - s);
}
