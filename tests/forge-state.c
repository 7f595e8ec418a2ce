/*
 * A state file of mm-solve -t optimal written to mislead, for the tests
 * of what a search does with one: the sets named, each with a total or
 * a bound, and a guess, keyed and summed as the search keys and sums
 * them, so that only what the values say is false.
 * usage: forge-state pegs colours distinct SET total|bound VALUE GUESS ...
 * SET is "all", every code, or "CODE/E,I", the part of a first guess;
 * codes are written in letters, A for the first colour.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solve/exact/core.h"
#include "solve/plan.h"
#include "testgame.h"

static struct game g;
static struct codeset cs;

static uint32_t
rankof(const char *s, size_t n)
{
	uint8_t c[MM_MAXPEGS];

	if (code_parse(&g, s, n, c) != NULL)
		die("%.*s: not a code", (int)n, s);
	return (uint32_t)code_rank(&g, c);
}

/* The codes of set name in s: their number. */
static uint32_t
setof(const char *name, uint32_t *s)
{
	struct feedback f;
	const char *slash = strchr(name, '/');
	uint32_t first, i, n = 0;
	int c;

	for (i = 0; i < cs.n; i++)
		s[i] = i;
	if (strcmp(name, "all") == 0)
		return cs.n;
	if (slash == NULL || feedback_parse(slash + 1, strlen(slash + 1),
	    &f) < 0)
		die("%s: not a set", name);
	first = rankof(name, (size_t)(slash - name));
	c = feedback_class(&cs, f);
	for (i = 0; i < cs.n; i++)
		if (codeset_class(&cs, first, i) == c)
			s[n++] = i;
	return n;
}

int
main(int argc, char *argv[])
{
	struct slot *v;
	uint32_t *s, w[sizeof(*v) / sizeof(uint32_t)];
	uint64_t sum = 0;
	int i, nv;

	err_setprogname(&argv[0]);
	if (argc < 4 || (argc - 4) % 4 != 0)
		die("usage: forge-state pegs colours distinct "
		    "SET total|bound VALUE GUESS ...");
	setgame(&g, atoi(argv[1]), atoi(argv[2]), atoi(argv[3]));
	codeset_init(&cs, &g);
	s = xmalloc(cs.n * sizeof(*s));
	nv = (argc - 4) / 4;
	v = xcalloc((size_t)nv + 1, sizeof(*v));
	for (i = 0; i < nv; i++) {
		char **a = argv + 4 + 4 * i;

		v[i].n = (uint16_t)setof(a[0], s);
		exact_memo_key(s, v[i].n, NOLIMIT,
		    &v[i].key, &v[i].check);
		v[i].value = (uint32_t)strtoul(a[2], NULL, 10);
		if (strcmp(a[1], "total") == 0)
			v[i].value |= MEMO_EXACT;
		v[i].guess = (uint16_t)rankof(a[3], strlen(a[3]));
	}
	printf("mm-solve optimal state 1\ngame %d %d %d codes %" PRIu32
	    " slot %zu order %#x\n%d sets\n", g.pegs, g.ncolors, g.distinct,
	    cs.n, sizeof(struct slot), 0x01020304u, nv);
	for (i = 0; i < nv; i++) {
		fwrite(&v[i], sizeof(v[i]), 1, stdout);
		memcpy(w, &v[i], sizeof(w));
		sum = plan_hash(sum, w, sizeof(w) / sizeof(*w));
	}
	printf("sum %016" PRIx64 "\n", sum);
	if (fflush(stdout) != 0)
		die("write error:");
	free(v);
	free(s);
	codeset_free(&cs);
	return 0;
}
