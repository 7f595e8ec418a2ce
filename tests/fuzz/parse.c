#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "../testgame.h"

static struct game g;
static uint8_t last[MM_MAXPEGS];
static int havelast;

#define check(x)	((x) ? (void)0 : abort())

static void
codes(const char *s, size_t n)
{
	uint8_t code[MM_MAXPEGS], again[MM_MAXPEGS];
	char text[MM_MAXPEGS + 1];
	struct feedback f, slow;
	uint64_t space, r;
	const char *err;
	int i;

	check(strlen(err_quote(s, n)) <= 4 * 40 + 3);
	if ((err = code_parse(&g, s, n, code)) != NULL) {
		check(strlen(err) < 256);
		return;
	}
	check(n == (size_t)g.pegs);
	for (i = 0; i < g.pegs; i++)
		check(code[i] < g.ncolors);
	check(!g.distinct || !code_has_repeat(code, g.pegs));
	code_format(&g, code, text);
	for (i = 0; i < g.pegs; i++)
		check(text[i] == s[i] || (g.foldcase &&
		    tolower((unsigned char)text[i]) ==
		    tolower((unsigned char)s[i])));
	if ((space = code_space(&g)) != 0) {
		r = code_rank(&g, code);
		check(r < space);
		code_unrank(&g, r, again);
		check(memcmp(code, again, (size_t)g.pegs) == 0);
	} else {
		code_unrank(&g, code_rank(&g, code), again);
		for (i = 0; i < g.pegs; i++)
			check(again[i] < g.ncolors);
		check(!g.distinct || !code_has_repeat(again, g.pegs));
	}
	f = score_pair(code, code, g.pegs);
	check(f.exact == g.pegs && f.inexact == 0);
	if (havelast) {
		f = score_pair(last, code, g.pegs);
		slow = score_slow(last, code, g.pegs);
		check(f.exact == slow.exact && f.inexact == slow.inexact);
		check(feedback_check(&g, f) == NULL);
	}
	memcpy(last, code, (size_t)g.pegs);
	havelast = 1;
}

/*
 * A feedback, in any notation, formats back to one that parses to it;
 * a blank one is malformed.
 */
static void
feedbacks(const char *s, size_t n)
{
	struct feedback f, again;
	char text[32];
	int len;
	size_t i;

	for (i = 0; i < n && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	if (feedback_parse(s, n, &f) < 0)
		return;
	check(i < n);
	check(f.exact >= 0 && f.inexact >= 0);
	len = feedback_format(f, text);
	check(len > 0 && (size_t)len < sizeof(text));
	check(feedback_parse(text, (size_t)len, &again) == 0);
	check(again.exact == f.exact && again.inexact == f.inexact);
	if (feedback_check(&g, f) == NULL)
		check(f.exact + f.inexact <= g.pegs &&
		    !(f.exact == g.pegs - 1 && f.inexact == 1));
}

/*
 * A history line GUESS FEEDBACK: its guess is its first field, its
 * feedback possible; --next reads the same lines, and mm-solve takes it
 * as a guess with its feedback unless it is two numbers.
 */
static void
histories(const char *s, size_t n)
{
	uint8_t guess[MM_MAXPEGS], code[MM_MAXPEGS];
	struct feedback f;
	const char *p = s, *w, *err;
	size_t len;

	err = history_parse(&g, s, n, guess, &f);
	check((history_line(&g, s, n, code, &f, "--next") == NULL) ==
	    (err == NULL));
	if (err != NULL)
		return;
	check(answer_has_guess(&g, s, n) || feedback_numbers(s, n, &f) == 0);
	check(history_parse(&g, s, n, guess, &f) == NULL);
	w = field_next(&p, s + n, &len);
	check(w != NULL && code_parse(&g, w, len, code) == NULL);
	check(memcmp(code, guess, (size_t)g.pegs) == 0);
	check(feedback_check(&g, f) == NULL);
}

static void
fields(const char *s, size_t n)
{
	const char *p = s, *end = s + n, *w;
	size_t len, i;

	while ((w = field_next(&p, end, &len)) != NULL) {
		check(w >= s && len > 0 && w + len <= end && p == w + len);
		for (i = 0; i < len; i++)
			check(w[i] != ' ' && w[i] != '\t');
	}
	check(p <= end);
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	return 0;
}

/* Every line, in a buffer of its exact size, through each parser. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *s, *nl, *end;
	char *line;
	size_t n;
	int flags;

	if (fuzz_game(&g, &data, &size, &flags) < 0)
		return 0;
	havelast = 0;
	end = (const char *)data + size;
	for (s = (const char *)data; s < end; s = nl + 1) {
		if ((nl = memchr(s, '\n', (size_t)(end - s))) == NULL)
			nl = end;
		n = (size_t)(nl - s);
		if ((line = malloc(n + (n == 0))) == NULL)
			abort();
		memcpy(line, s, n);
		codes(line, n);
		feedbacks(line, n);
		histories(line, n);
		fields(line, n);
		free(line);
	}
	return 0;
}
