#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "solve/plan.h"

#define check(x)	((x) ? (void)0 : abort())
#define TREE_PEGS	4	/* the games: up to 4 pegs of 6 colours */
#define TREE_COLORS	6
#define TREE_SECRETS	64	/* secrets played through a tree read */

static struct game games[TREE_PEGS][TREE_COLORS][2];
static struct codeset sets[TREE_PEGS][TREE_COLORS][2];
int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	return 0;
}

/* The codes of a small game, made once, from the first two bytes. */
static const struct codeset *
smallgame(const uint8_t *d)
{
	int p = d[0] % TREE_PEGS, c = d[1] % TREE_COLORS;
	int distinct = d[0] / TREE_PEGS % 2 && p <= c;
	struct game *g = &games[p][c][distinct];
	char count[4];

	if (g->pegs == 0) {
		game_init(g);
		g->pegs = p + 1;
		snprintf(count, sizeof(count), "%d", c + 1);
		game_colors(g, count, NULL);
		g->distinct = distinct;
		game_finish(g);
		codeset_init(&sets[p][c][distinct], g);
	}
	return &sets[p][c][distinct];
}

/*
 * Play a secret by the plan: each guess the plan gives keeps the secret
 * among the candidates, until it finds it, the plan has no guess or a
 * guess leaves every candidate (a tree may end so: its last guess is
 * not read as a step, and the solver stops such a game).
 */
static void
play(const struct codeset *cs, const struct plan *p, uint32_t secret,
    uint32_t *cand, uint32_t *next, uint16_t *row)
{
	size_t n = cs->n, k, i;
	uint32_t g, *t;
	int class;

	for (i = 0; i < n; i++)
		cand[i] = (uint32_t)i;
	while (plan_find(p, cand, n, &g)) {
		check(g < cs->n);
		if ((class = codeset_class(cs, secret, g)) == cs->solved)
			return;
		if ((k = codeset_filter(cs, g, class, cand, n, next,
		    row)) == n)
			return;
		for (i = 0; i < k && next[i] != secret; i++)
			;
		check(i < k);
		t = cand;
		cand = next;
		next = t;
		n = k;
	}
}

/* A tree file read into a plan, in a game the first two bytes choose. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct codeset *cs;
	struct input in;
	struct plan *p;
	uint32_t *cand, *next, s, step;
	uint16_t *row;
	long long lines;
	const char *err;

	if (size < 2)
		return 0;
	cs = smallgame(data);
	input_fdopen(&in, fuzz_input(data + 2, size - 2), "fuzz");
	p = plan_new();
	err = tree_parse(cs, &in, p, &lines, 0);
	check(lines >= 0 && (err == NULL || strlen(err) < 256));
	if (err == NULL && lines > 0) {
		cand = xmalloc(cs->n * sizeof(*cand));
		next = xmalloc(cs->n * sizeof(*next));
		row = xmalloc(cs->nms * sizeof(*row));
		step = cs->n / TREE_SECRETS + 1;
		for (s = data[1] % step; s < cs->n; s += step)
			play(cs, p, s, cand, next, row);
		free(cand);
		free(next);
		free(row);
	}
	plan_free(p);
	input_close(&in);
	return 0;
}
