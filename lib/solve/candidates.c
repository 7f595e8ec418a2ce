/*
 * The codes that fit a history of GUESS E,I lines, for games of any
 * size.  The codeset of the strategies packs every code into tables;
 * here the codes are only walked in code order and scored against each
 * answered guess in turn, a code kept when every score is the answer
 * given.  Memory is the history and the output buffer, so 8 pegs of 8
 * colours (16777216 codes) take as little as 4 pegs of 6.
 *
 * When no code is kept, the walk has also found the longest run of
 * first answers some code fits, m: answers 1 to m+1 leave no code and
 * answers 1 to m do, so answer m+1 is named as mm-solve --next names it.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "candidates.h"

struct history {
	uint8_t (*guess)[MM_MAXPEGS];
	struct feedback *fb;
	long long *line;
	size_t	n, cap;
};

/* Read the history up to its end or its first bad line: NULL, or why. */
static const char *
readhistory(const struct game *g, struct input *in, struct history *h)
{
	struct feedback f;
	uint8_t code[MM_MAXPEGS];
	const char *err;
	char *s;
	size_t n;

	while ((s = input_record(in, &n)) != NULL) {
		if ((err = history_line(g, s, n, code, &f, "--candidates")) !=
		    NULL)
			return complaint_why(in, g, s, strcspn(s, " \t"),
			    err);
		if (h->n == h->cap) {
			h->cap = h->cap ? 2 * h->cap : 16;
			h->guess = xrealloc(h->guess, h->cap *
			    sizeof(*h->guess));
			h->fb = xrealloc(h->fb, h->cap * sizeof(*h->fb));
			h->line = xrealloc(h->line, h->cap * sizeof(*h->line));
		}
		memcpy(h->guess[h->n], code, sizeof(code));
		h->fb[h->n] = f;
		h->line[h->n++] = in->lineno;
	}
	return NULL;
}

/*
 * Walk every code, writing each that fits the history unless quiet;
 * the number that fit, and in *longest the most first answers a code
 * fits.
 */
static uint64_t
walk(const struct game *g, const struct history *h, int quiet,
    size_t *longest)
{
	uint8_t code[MM_MAXPEGS];
	char s[MM_MAXPEGS + 1];
	uint64_t fit = 0;
	size_t i;

	*longest = 0;
	code_unrank(g, 0, code);
	do {
		if ((i = code_fits(g, code, h->guess, h->fb, h->n)) < h->n) {
			if (i > *longest)
				*longest = i;
			continue;
		}
		fit++;
		if (!quiet) {
			code_format(g, code, s);
			s[g->pegs] = '\n';
			out_write(s, (size_t)g->pegs + 1);
		}
	} while (code_next(g, code));
	*longest = fit > 0 ? h->n : *longest;
	return fit;
}

/*
 * Write the codes that fit the history read from in, one a line, or
 * with count only their number.  The exit status: 1 when no code fits,
 * naming the answer that left none, 2 at a bad line (nothing is
 * written then, and the answers before it are checked first).
 */
int
candidates_write(const struct game *g, struct input *in, int count)
{
	struct history h;
	const char *err;
	char msg[256], c[MM_MAXPEGS + 1], e[FEEDBACK_SIZE];
	long long badline;
	uint64_t fit;
	size_t longest;
	int status = 0;

	memset(&h, 0, sizeof(h));
	err = readhistory(g, in, &h);
	badline = in->lineno;
	fit = walk(g, &h, count || err != NULL, &longest);
	if (fit == 0) {
		code_format(g, h.guess[longest], c);
		feedback_format(h.fb[longest], e);
		history_conflict(msg, sizeof(msg), longest + 1, c, e);
		in->lineno = h.line[longest];
		input_warn(in, "%s", msg);
		status = 1;
	} else if (err != NULL) {
		in->lineno = badline;
		input_warn(in, "%s", err);
		status = 2;
	} else if (count) {
		snprintf(msg, sizeof(msg), "%" PRIu64 "\n", fit);
		out_puts(msg);
	}
	free(h.guess);
	free(h.fb);
	free(h.line);
	return status;
}
