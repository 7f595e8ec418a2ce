/*
 * Checks of the library against slow, obvious implementations.
 * usage: mm-selftest score|stream|order|feedback|arena|numbers|talk [rounds]
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mm.h"
#include "testgame.h"

static void
fail(const char *what, const struct game *g, const uint8_t *a,
    const uint8_t *b)
{
	char sa[MM_MAXPEGS + 1], sb[MM_MAXPEGS + 1];

	code_format(g, a, sa);
	code_format(g, b, sb);
	failed("FAIL %s: %d pegs %d colours: %s %s\n", what, g->pegs,
	    g->ncolors, sa, sb);
}

/* Random pairs of many sizes: the scorer against the rule as written. */
static long
checkscore(long rounds)
{
	static const int pegs[] = { 1, 2, 3, 4, 5, 7, 8, 16, 31, 32 };
	static const int colors[] = { 1, 2, 3, 6, 10, 16, 17, 26, 61, 62 };
	struct game g;
	struct rng r;
	uint8_t s[MM_MAXPEGS], x[MM_MAXPEGS];
	struct feedback a, b;
	long n = 0, i;
	size_t p, c;

	rng_seed(&r, 1);
	for (p = 0; p < sizeof(pegs) / sizeof(*pegs); p++)
		for (c = 0; c < sizeof(colors) / sizeof(*colors); c++) {
			setgame(&g, pegs[p], colors[c], 0);
			for (i = 0; i < rounds; i++, n++) {
				rng_code(&r, &g, s);
				if (i % 3 == 0)
					memcpy(x, s, (size_t)g.pegs);
				else
					rng_code(&r, &g, x);
				if (i % 3 == 0 && g.pegs > 1)
					x[rng_below(&r, (uint64_t)g.pegs)] =
					    s[rng_below(&r, (uint64_t)g.pegs)];
				a = score_pair(s, x, g.pegs);
				b = score_slow(s, x, g.pegs);
				if (a.exact != b.exact || a.inexact != b.inexact)
					fail("score", &g, s, x);
			}
		}
	return n;
}

static FILE *
scratch(void)
{
	FILE *f = tmpfile();

	if (f == NULL)
		die("tmpfile:");
	return f;
}

/* Random codes that share a random number of pegs. */
static void
randompair(struct rng *r, const struct game *g, uint8_t *s, uint8_t *x)
{
	rng_code(r, g, s);
	rng_code(r, g, x);
	if (g->pegs > 1 && rng_below(r, 2))
		x[rng_below(r, (uint64_t)g->pegs)] =
		    s[rng_below(r, (uint64_t)g->pegs)];
}

/*
 * Score a file of lines with the bulk scorer, stdout sent to out, and
 * compare each answer with the rule as written; a line of another
 * shape now and then sends the scorer down its slower path.
 */
static long
streamgame(struct rng *r, const struct game *g, const uint8_t *secret,
    int bare, long lines)
{
	uint8_t s[MM_MAXPEGS], x[MM_MAXPEGS], w[MM_MAXPEGS];
	char cs[MM_MAXPEGS + 1], cx[MM_MAXPEGS + 1], want[80], got[80];
	FILE *in = scratch(), *out = scratch();
	struct scorer sc;
	struct input inp;
	struct feedback f;
	long i, n = 0;
	int saved;

	for (i = 0; i < lines; i++) {
		randompair(r, g, s, x);
		code_format(g, secret != NULL ? secret : s, cs);
		code_format(g, x, cx);
		if (secret == NULL)
			fprintf(in, "%s%s", cs, i % 997 == 5 ? "\t" : " ");
		fprintf(in, "%s%s\n", cx, i % 1009 == 7 ? "\r" : "");
	}
	fflush(in);
	rewind(in);
	fflush(stdout);
	if ((saved = dup(1)) < 0 || dup2(fileno(out), 1) < 0)
		die("dup:");
	scorer_init(&sc, g, secret, bare);
	input_fdopen(&inp, fileno(in), "stream");
	scorer_run(&sc, &inp);
	out_flush();
	if (dup2(saved, 1) < 0)
		die("dup2:");
	close(saved);
	inp.fd = -1;		/* fclose() closes it */
	input_close(&inp);
	rewind(in);
	rewind(out);
	for (i = 0; i < lines; i++, n++) {
		if (secret == NULL && fscanf(in, "%31s", cs) != 1)
			die("stream: input ends early");
		if (fscanf(in, "%31s", cx) != 1)
			die("stream: input ends early");
		if (secret == NULL && code_parse(g, cs, strlen(cs), s) != NULL)
			die("stream: bad secret %s", cs);
		if (code_parse(g, cx, strlen(cx), x) != NULL)
			die("stream: bad guess %s", cx);
		memcpy(w, secret != NULL ? secret : s, (size_t)g->pegs);
		f = score_slow(w, x, g->pegs);
		if (bare)
			snprintf(want, sizeof(want), "%d,%d\n", f.exact,
			    f.inexact);
		else if (secret != NULL)
			snprintf(want, sizeof(want), "%s %d,%d\n", cx,
			    f.exact, f.inexact);
		else
			snprintf(want, sizeof(want), "%s %s %d,%d\n", cs, cx,
			    f.exact, f.inexact);
		if (fgets(got, sizeof(got), out) == NULL ||
		    strcmp(got, want) != 0)
			fail("stream", g, w, x);
	}
	if (fgets(got, sizeof(got), out) != NULL)
		fail("stream: extra output", g, s, x);
	fclose(in);
	fclose(out);
	return n;
}

/*
 * The bulk scorer on every shape of line and game, against the rule;
 * 4x6 with many lines, to cross the slices the scorer splits input in.
 */
static long
checkstream(long rounds)
{
	static const int pegs[] = { 1, 2, 3, 4, 5, 6, 7, 8, 12 };
	static const int colors[] = { 1, 2, 6, 10, 16, 17, 26 };
	uint8_t secret[MM_MAXPEGS];
	struct game g;
	struct rng r;
	long n = 0, lines;
	size_t p, c;
	int mode;

	rng_seed(&r, 2);
	for (p = 0; p < sizeof(pegs) / sizeof(*pegs); p++)
		for (c = 0; c < sizeof(colors) / sizeof(*colors); c++) {
			setgame(&g, pegs[p], colors[c], 0);
			rng_code(&r, &g, secret);
			lines = pegs[p] == 4 && colors[c] == 6 ? 30 * rounds :
			    rounds;
			for (mode = 0; mode < 3; mode++)
				n += streamgame(&r, &g, mode ? secret : NULL,
				    mode == 2, lines);
		}
	return n;
}

/* rank, unrank and next agree with counting through every code. */
static long
checkorder(void)
{
	static const int sizes[][3] = {
		{ 1, 1, 0 }, { 1, 6, 0 }, { 3, 4, 0 }, { 4, 6, 0 }, { 5, 3, 0 },
		{ 1, 5, 1 }, { 3, 3, 1 }, { 4, 10, 1 }, { 3, 7, 1 }
	};
	struct game g;
	uint8_t c[MM_MAXPEGS], u[MM_MAXPEGS], prev[MM_MAXPEGS];
	uint64_t i, total;
	long n = 0;
	size_t k;

	for (k = 0; k < sizeof(sizes) / sizeof(*sizes); k++) {
		setgame(&g, sizes[k][0], sizes[k][1], sizes[k][2]);
		total = code_space(&g);
		code_unrank(&g, 0, c);
		for (i = 0; ; i++, n++) {
			code_unrank(&g, i, u);
			if (memcmp(c, u, (size_t)g.pegs) != 0)
				fail("unrank", &g, c, u);
			if (code_rank(&g, c) != i)
				fail("rank", &g, c, c);
			if (g.distinct && code_has_repeat(c, g.pegs))
				fail("distinct", &g, c, c);
			if (i > 0 && memcmp(prev, c, (size_t)g.pegs) >= 0)
				fail("order", &g, prev, c);
			memcpy(prev, c, (size_t)g.pegs);
			if (!code_next(&g, c))
				break;
		}
		if (i + 1 != total)
			failed("FAIL count: %d pegs %d colours: %llu, not %llu\n",
			    g.pegs, g.ncolors, (unsigned long long)i + 1,
			    (unsigned long long)total);
	}
	return n;
}

/*
 * feedback_format against printf's %d,%d on every feedback of up to
 * MM_MAXPEGS pegs, and a few out of range; each read back.
 */
static long
checkformat(void)
{
	static const int odd[][2] = { { -1, 0 }, { 0, -7 }, { 100, 0 },
	    { 12345, 678 } };
	char want[FEEDBACK_SIZE], got[FEEDBACK_SIZE];
	struct feedback f, back;
	long n = 0;
	int len, k;

	for (f.exact = 0; f.exact <= MM_MAXPEGS + 4; f.exact++)
		for (f.inexact = 0; f.exact + f.inexact <= MM_MAXPEGS + 4;
		    f.inexact++, n++) {
			snprintf(want, sizeof(want), "%d,%d", f.exact,
			    f.inexact);
			len = feedback_format(f, got);
			if (strcmp(got, want) != 0 ||
			    len != (int)strlen(want) ||
			    feedback_parse(got, strlen(got), &back) != 0 ||
			    back.exact != f.exact ||
			    back.inexact != f.inexact)
				failed("FAIL format %s: '%s' of length %d\n",
				    want, got, len);
		}
	for (k = 0; k < (int)(sizeof(odd) / sizeof(*odd)); k++, n++) {
		f.exact = odd[k][0];
		f.inexact = odd[k][1];
		snprintf(want, sizeof(want), "%d,%d", f.exact, f.inexact);
		len = feedback_format(f, got);
		if (strcmp(got, want) != 0 || len != (int)strlen(want))
			failed("FAIL format %s: '%s'\n", want, got);
	}
	return n;
}

/*
 * feedback_parse on every form, good and bad, and
 * feedback_format (checkformat()).
 */
static long
checkfeedback(void)
{
	static const struct {
		const char *s;
		int exact, inexact;	/* -1: malformed */
	} cases[] = {
		{ "2,1", 2, 1 }, { "2 1", 2, 1 }, { "2\t1", 2, 1 },
		{ "2:1", 2, 1 },
		{ "(2,1)", 2, 1 }, { "( 2 , 1 )", 2, 1 },
		{ "2B1W", 2, 1 }, { "2b1w", 2, 1 }, { "1W2B", 2, 1 },
		{ "2B 1W", 2, 1 }, { "1W", 0, 1 }, { "2B", 2, 0 },
		{ "BBW", 2, 1 }, { "bbw", 2, 1 }, { "B B W", 2, 1 },
		{ "WBB", 2, 1 }, { "bWb", 2, 1 }, { "B2W", 1, 2 },
		{ "0B0W", 0, 0 }, { "4B", 4, 0 }, { "3B3W", 3, 3 },
		{ "-", 0, 0 }, { "0", 0, 0 }, { "", -1, 0 },
		{ " ", -1, 0 }, { "2B2B", -1, 0 },
		{ "2BB", -1, 0 }, { "B2B", -1, 0 }, { "BX", -1, 0 },
		{ "B1", -1, 0 }, { "2 B", -1, 0 }, { "2", -1, 0 },
		{ "1", -1, 0 }, { "--", -1, 0 }, { "0-", -1, 0 },
		{ "2,1B", -1, 0 }, { "(2B1W)", -1, 0 }, { "2.1", -1, 0 },
		{ "X", -1, 0 }, { "2,", -1, 0 }, { "99999B", -1, 0 }
	};
	struct feedback f;
	size_t k;
	int r;

	for (k = 0; k < sizeof(cases) / sizeof(*cases); k++) {
		f.exact = f.inexact = -1;
		r = feedback_parse(cases[k].s, strlen(cases[k].s), &f);
		if (cases[k].exact < 0 ? r == 0 : (r != 0 ||
		    f.exact != cases[k].exact ||
		    f.inexact != cases[k].inexact))
			failed("FAIL feedback '%s': %s %d,%d\n", cases[k].s,
			    r == 0 ? "read as" : "malformed", f.exact,
			    f.inexact);
	}
	return (long)k + checkformat();
}

/*
 * An arena against the obvious record of what was asked of it: blocks
 * of random sizes, from none to more than a table, each filled with a
 * byte of its own and some trimmed as soon as given; every block must
 * be aligned, and keep its bytes until the arena is freed.  Twice, the
 * second time on an arena freed and used again.
 */
static long
checkarena(long rounds)
{
	enum { KEPT = 4096 };
	static unsigned char *at[KEPT];
	static size_t len[KEPT];
	struct arena a = { 0 };
	struct rng r;
	size_t i, j, n, k;
	long checked = 0;
	int pass;

	rng_seed(&r, 7);
	for (pass = 0; pass < 2; pass++) {
		n = (size_t)(rounds < KEPT ? rounds : KEPT);
		for (i = 0; i < n; i++) {
			k = rng_below(&r, 32);
			len[i] = k == 0 ? 0 : k == 1 ?
			    (size_t)rng_below(&r, (uint64_t)3 << 20) :
			    (size_t)rng_below(&r, 300);
			at[i] = arena_alloc(&a, len[i]);
			memset(at[i], (int)(i & 0xff), len[i]);
			if (rng_below(&r, 4) == 0) {
				len[i] /= 2;
				arena_trim(&a, at[i], len[i]);
			}
			if ((uintptr_t)at[i] % _Alignof(max_align_t) != 0)
				failed("FAIL arena: block %zu at %p\n", i,
				    (void *)at[i]);
		}
		for (i = 0; i < n; i++, checked++)
			for (j = 0; j < len[i]; j++)
				if (at[i][j] != (unsigned char)(i & 0xff)) {
					failed("FAIL arena: block %zu of %zu "
					    "bytes, byte %zu\n", i, len[i], j);
					break;
				}
		arena_free(&a);
		if (a.last != NULL)
			failed("FAIL arena: not empty once freed\n");
	}
	return checked;
}

/*
 * format_average against rounding in one step, where the numbers are
 * small enough, and on a few at the ends of 64 bits; progress_time on
 * the times where its form changes.
 */
static long
checknumbers(long rounds)
{
	static const struct {
		uint64_t total, n;
		int decimals;
		const char *want;
	} big[] = {
		{ UINT64_MAX, 1, 4, "18446744073709551615.0000" },
		{ UINT64_MAX, 2, 1, "9223372036854775807.5" },
		{ UINT64_MAX, 4, 1, "4611686018427387903.8" },
		{ UINT64_MAX - 1, UINT64_MAX, 4, "1.0000" },
		{ 1, UINT64_MAX, 9, "0.000000000" }
	};
	static const struct {
		double s;
		const char *want;
	} times[] = {
		{ -3, "0 s" }, { 0, "0 s" }, { 0.5, "1 s" }, { 59.4, "59 s" },
		{ 59.5, "1:00" }, { 187, "3:07" }, { 3599.4, "59:59" },
		{ 3599.5, "1:00:00" }, { 7387, "2:03:07" },
		{ 39599, "10:59:59" }
	};
	char want[48], got[48];
	struct rng r;
	uint64_t total, n, scale, q;
	long k;
	int d, i;

	rng_seed(&r, 7);
	for (k = 0; k < rounds; k++) {
		n = 1 + rng_below(&r, 1000);
		total = rng_below(&r, 10 * n + 1);
		d = 1 + (int)rng_below(&r, 9);
		for (scale = 1, i = 0; i < d; i++)
			scale *= 10;
		q = (2 * total * scale + n) / (2 * n);
		snprintf(want, sizeof(want), "%llu.%09llu",
		    (unsigned long long)(q / scale),
		    (unsigned long long)(q % scale * (1000000000 / scale)));
		want[strcspn(want, ".") + 1 + (size_t)d] = '\0';
		format_average(got, sizeof(got), total, n, d);
		if (strcmp(got, want) != 0)
			failed("FAIL average %llu/%llu to %d: %s, not %s\n",
			    (unsigned long long)total, (unsigned long long)n, d,
			    got, want);
	}
	for (i = 0; i < (int)(sizeof(big) / sizeof(*big)); i++, k++) {
		format_average(got, sizeof(got), big[i].total, big[i].n,
		    big[i].decimals);
		if (strcmp(got, big[i].want) != 0)
			failed("FAIL average %llu/%llu: %s, not %s\n",
			    (unsigned long long)big[i].total,
			    (unsigned long long)big[i].n, got, big[i].want);
	}
	for (i = 0; i < (int)(sizeof(times) / sizeof(*times)); i++, k++)
		if (strcmp(progress_time(times[i].s, got, sizeof(got)),
		    times[i].want) != 0)
			failed("FAIL time %g: %s, not %s\n", times[i].s, got,
			    times[i].want);
	return k;
}

/*
 * The words typed at a terminal, and the hint: its count, one code or
 * many, and its list of codes wrapped at 72 columns.
 */
static long
checktalk(void)
{
	static const struct {
		const char *s;
		enum talk want;
	} words[] = {
		{ "?", TALK_HELP }, { "help", TALK_HELP }, { "HELP", TALK_HELP },
		{ "q", TALK_QUIT }, { "Q", TALK_QUIT }, { "quit", TALK_QUIT },
		{ "hint", TALK_HINT }, { "Hint", TALK_HINT },
		{ "undo", TALK_UNDO }, { "", TALK_NONE }, { "??", TALK_NONE },
		{ "qq", TALK_NONE }, { "ABCD", TALK_NONE }
	};
	static const struct {
		uint64_t n;
		const char *list, *want;
	} hints[] = {
		{ 0, NULL, "Hint: 0 codes still fit the answers.\n" },
		{ 1, NULL, "Hint: 1 code still fits the answers.\n" },
		{ 1296, NULL, "Hint: 1296 codes still fit the answers.\n" },
		{ 1, "ABCD", "Hint: 1 code still fits the answers:\n  ABCD\n" },
		{ 16, "AAAA AAAB AAAC AAAD AAAE AAAF AABA AABB AABC AABD AABE "
		    "AABF AACA AACB AACC AACD",
		    "Hint: 16 codes still fit the answers:\n  AAAA AAAB AAAC "
		    "AAAD AAAE AAAF AABA AABB AABC AABD AABE AABF AACA AACB\n  "
		    "AACC AACD\n" }
	};
	char got[512];
	size_t k;
	long n = 0;

	for (k = 0; k < sizeof(words) / sizeof(*words); k++, n++)
		if (talk_word(words[k].s) != words[k].want)
			failed("FAIL talk '%s': %d, not %d\n", words[k].s,
			    (int)talk_word(words[k].s), (int)words[k].want);
	for (k = 0; k < sizeof(hints) / sizeof(*hints); k++, n++) {
		talk_fits(got, sizeof(got), hints[k].n, hints[k].list);
		if (strcmp(got, hints[k].want) != 0)
			failed("FAIL hint of %llu: '%s'\n",
			    (unsigned long long)hints[k].n, got);
	}
	return n;
}

int
main(int argc, char *argv[])
{
	long rounds = argc > 2 ? atol(argv[2]) : 20000, n;

	err_setprogname(&argv[0]);
	if (argc < 2)
		die("usage: mm-selftest score|stream|order|feedback|arena|"
		    "numbers|talk [rounds]");
	if (strcmp(argv[1], "score") == 0)
		n = checkscore(rounds);
	else if (strcmp(argv[1], "stream") == 0)
		n = checkstream(rounds);
	else if (strcmp(argv[1], "order") == 0)
		n = checkorder();
	else if (strcmp(argv[1], "feedback") == 0)
		n = checkfeedback();
	else if (strcmp(argv[1], "arena") == 0)
		n = checkarena(rounds);
	else if (strcmp(argv[1], "numbers") == 0)
		n = checknumbers(rounds);
	else if (strcmp(argv[1], "talk") == 0)
		n = checktalk();
	else
		die("unknown check '%s'", argv[1]);
	printf("%ld checked, %d failed\n", n, failures);
	return failures != 0;
}
