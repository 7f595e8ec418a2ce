#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"
#include "../testgame.h"

#define check(x)	((x) ? (void)0 : abort())

static int datafd, outfd;

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	datafd = fuzz_tmpfd();
	outfd = fuzz_tmpfd();
	return 0;
}

static int
blank(int c)
{
	return c == ' ' || c == '\t';
}

/* The lines input_record gives: not blank, not a comment. */
static long
records(const char *d, size_t n)
{
	const char *s, *e, *nl, *end = d + n;
	long count = 0;

	for (s = d; s < end; s = nl + 1) {
		if ((nl = memchr(s, '\n', (size_t)(end - s))) == NULL)
			nl = end;
		for (e = nl; e > s && (blank(e[-1]) || e[-1] == '\r'); e--)
			;
		while (s < e && blank(*s))
			s++;
		count += s < e && *s != '#';
	}
	return count;
}

/* One output line: its codes as written, and the feedback they get. */
static void
answer(const struct game *g, const uint8_t *secret, int bare,
    const char *s, size_t n)
{
	uint8_t sc[MM_MAXPEGS], guess[MM_MAXPEGS];
	size_t P = (size_t)g->pegs;
	struct feedback f, want;

	if (!bare && secret == NULL) {
		check(n > P && code_parse(g, s, P, sc) == NULL && s[P] == ' ');
		secret = sc;
		s += P + 1;
		n -= P + 1;
	}
	if (!bare) {
		check(n > P && code_parse(g, s, P, guess) == NULL &&
		    s[P] == ' ');
		s += P + 1;
		n -= P + 1;
	}
	check(feedback_parse(s, n, &f) == 0 && feedback_check(g, f) == NULL);
	if (bare)
		return;
	want = score_slow(secret, guess, g->pegs);
	check(f.exact == want.exact && f.inexact == want.inexact);
}

/*
 * Score a stream: every record gives one answer line or one report,
 * and every answer is the one the reference scorer gives.
 */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint8_t secret[MM_MAXPEGS];
	struct scorer sc;
	struct input in;
	struct game g;
	uint64_t r = 0, space;
	const char *s, *nl, *end;
	char *out;
	size_t outlen;
	long lines = 0;
	int flags, i;

	if (fuzz_game(&g, &data, &size, &flags) < 0)
		return 0;
	if (flags & FUZZ_SECRET) {
		if (size < 8)
			return 0;
		memcpy(&r, data, 8);
		data += 8;
		size -= 8;
		if ((space = code_space(&g)) != 0)
			code_unrank(&g, r % space, secret);
		else
			for (i = 0; i < g.pegs; i++)
				secret[i] = (uint8_t)(g.distinct ? i :
				    (int)(r >> (i % 8 * 8) & 0xff) % g.ncolors);
	}
	if (fuzz_fill(datafd, data, size) < 0 ||
	    fuzz_fill(outfd, NULL, 0) < 0 || dup2(outfd, 1) < 0)
		abort();
	scorer_init(&sc, &g, flags & FUZZ_SECRET ? secret : NULL,
	    !!(flags & FUZZ_BARE));
	input_fdopen(&in, dup(datafd), "fuzz");
	scorer_run(&sc, &in);
	input_close(&in);
	out_flush();

	out = fuzz_slurp(outfd, &outlen);
	end = out + outlen;
	check(outlen == 0 || end[-1] == '\n');
	for (s = out; s < end; s = nl + 1) {
		nl = memchr(s, '\n', (size_t)(end - s));
		answer(&g, flags & FUZZ_SECRET ? secret : NULL,
		    !!(flags & FUZZ_BARE), s, (size_t)(nl - s));
		lines++;
	}
	free(out);
	check(lines + sc.bad == records((const char *)data, size));
	return 0;
}
