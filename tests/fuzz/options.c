#include <ctype.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

#define check(x)	((x) ? (void)0 : abort())

/*
 * A colour spec taken: 1 to MM_MAXCOLORS letters and digits, each
 * once, named back as a spec giving the same alphabet, and each of
 * them (in either case when the alphabet has one) read as its colour.
 */
static void
colors(const char *s, const char *env)
{
	struct game g, again;
	const char *err;
	int i, j;

	game_init(&g);
	if ((err = colors_parse(&g, s, env)) != NULL) {
		check(strlen(err) < 400 && strncmp(err, "bad colo", 8) == 0);
		check(env == NULL || strstr(err, env) != NULL);
		return;
	}
	check(g.ncolors >= 1 && g.ncolors <= MM_MAXCOLORS);
	check(strlen(g.alphabet) == (size_t)g.ncolors);
	for (i = 0; i < g.ncolors; i++) {
		check(isalnum((unsigned char)g.alphabet[i]));
		for (j = 0; j < i; j++)
			check(g.alphabet[i] != g.alphabet[j]);
	}
	game_init(&again);
	check(colors_parse(&again, game_colors_name(&g), NULL) == NULL);
	check(strcmp(again.alphabet, g.alphabet) == 0);
	g.pegs = 1;
	game_finish(&g);
	for (i = 0; i < g.ncolors; i++) {
		unsigned char c = (unsigned char)g.alphabet[i];

		check(g.colorof[c] == i);
		if (g.foldcase)
			check(g.colorof[tolower(c)] == i &&
			    g.colorof[toupper(c)] == i);
	}
}

static void
pegs(const char *s, const char *env)
{
	struct game g;
	char text[4];

	game_init(&g);
	if (pegs_parse(&g, s, env) != NULL)
		return;
	check(g.pegs >= 1 && g.pegs <= MM_MAXPEGS);
	snprintf(text, sizeof(text), "%d", g.pegs);
	check(pegs_parse(&g, text, NULL) == NULL);
}

/* Digits alone, at most 2^64 - 1: what seed_scan must take. */
static int
isseed(const char *s)
{
	size_t n = strlen(s);

	if (n == 0 || strspn(s, "0123456789") != n)
		return 0;
	while (n > 1 && *s == '0') {
		s++;
		n--;
	}
	return n < 20 || (n == 20 && strcmp(s, "18446744073709551615") <= 0);
}

static void
seeds(const char *s)
{
	char text[24];
	uint64_t v, w;
	int ok = seed_scan(s, &v) == 0;

	check(ok == isseed(s));
	if (!ok)
		return;
	snprintf(text, sizeof(text), "%" PRIu64, v);
	check(seed_scan(text, &w) == 0 && w == v);
}

static void
numbers(const char *s, long long min, long long max)
{
	char text[24];
	long long v, w;

	if (number_in_range(s, min, max, &v) < 0)
		return;
	check(v >= min && v <= max);
	snprintf(text, sizeof(text), "%lld", v);
	check(number_in_range(text, min, max, &w) == 0 && w == v);
}

/*
 * Each line as a colour spec, a peg count (from an option, then from
 * MM_COLORS and MM_PEGS), a seed and a number in the ranges the
 * commands use.
 */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *s, *nl, *end = (const char *)data + size;
	char *line;
	size_t n;

	for (s = (const char *)data; s < end; s = nl + 1) {
		if ((nl = memchr(s, '\n', (size_t)(end - s))) == NULL)
			nl = end;
		n = (size_t)(nl - s);
		if ((line = malloc(n + 1)) == NULL)
			abort();
		memcpy(line, s, n);
		line[n] = '\0';
		colors(line, NULL);
		colors(line, "MM_COLORS");
		pegs(line, NULL);
		pegs(line, "MM_PEGS");
		seeds(line);
		numbers(line, 1, 1000000);
		numbers(line, 0, 1000000000000000000LL);
		numbers(line, LLONG_MIN, LLONG_MAX);
		free(line);
	}
	return 0;
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	return 0;
}
