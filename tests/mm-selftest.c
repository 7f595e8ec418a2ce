/*
 * Checks of the library against slow, obvious implementations.
 * usage: mm-selftest score|order|feedback [rounds]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mm.h"
#include "testgame.h"

static int failures;

static void
fail(const char *what, const struct game *g, const uint8_t *a,
    const uint8_t *b)
{
	char sa[MM_MAXPEGS + 1], sb[MM_MAXPEGS + 1];

	code_format(g, a, sa);
	code_format(g, b, sb);
	printf("FAIL %s: %d pegs %d colours: %s %s\n", what, g->pegs,
	    g->ncolors, sa, sb);
	failures++;
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
	struct packed ps, px;
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
				a = score(s, x, g.pegs);
				b = score_slow(s, x, g.pegs);
				if (a.exact != b.exact || a.inexact != b.inexact)
					fail("score", &g, s, x);
				if (g.pegs > MM_PACKPEGS ||
				    g.ncolors > MM_PACKCOLORS)
					continue;
				code_pack(s, g.pegs, &ps);
				code_pack(x, g.pegs, &px);
				a = score_packed(&ps, &px, g.pegs);
				if (a.exact != b.exact || a.inexact != b.inexact)
					fail("score_packed", &g, s, x);
			}
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
		if (i + 1 != total) {
			printf("FAIL count: %d pegs %d colours: %llu, not %llu\n",
			    g.pegs, g.ncolors, (unsigned long long)i + 1,
			    (unsigned long long)total);
			failures++;
		}
	}
	return n;
}

int
main(int argc, char *argv[])
{
	long rounds = argc > 2 ? atol(argv[2]) : 20000, n;

	setprogname(argv[0]);
	if (argc < 2)
		die("usage: mm-selftest score|order [rounds]");
	if (strcmp(argv[1], "score") == 0)
		n = checkscore(rounds);
	else if (strcmp(argv[1], "order") == 0)
		n = checkorder();
	else
		die("unknown check '%s'", argv[1]);
	printf("%ld checked, %d failed\n", n, failures);
	return failures != 0;
}
