/* -t tree:FILE: a tree that --tree wrote, read back and played. */
#include <stdlib.h>

#include "plan.h"
#include "strategy.h"

/* The state: the tree as a plan, and its file to name in messages. */
struct playback {
	struct plan *plan;
	const char *file;
};

/* A playback of plan p, and its end frees it; name is its file. */
void *
strategy_tree_plan(struct plan *p, const char *name)
{
	struct playback *pb = xmalloc(sizeof(*pb));

	pb->plan = p;
	pb->file = name;
	return pb;
}

void *
strategy_tree_new(const struct decider *d, const char *file)
{
	return strategy_tree_plan(tree_read(d->cs, file, 0), file);
}

uint32_t
strategy_tree_guess(struct decider *d, const uint32_t *cand, size_t n,
    struct choice *ch)
{
	const struct playback *pb = d->state;
	uint32_t g;

	(void)ch;
	if (!plan_find(pb->plan, cand, n, &g))
		die("%s: no line of the tree leaves these %zu candidates",
		    pb->file, n);
	return g;
}

void
strategy_tree_free(void *state)
{
	struct playback *pb = state;

	if (pb == NULL)
		return;
	plan_free(pb->plan);
	free(pb);
}
