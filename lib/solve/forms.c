/*
 * mm-solve's forms, each run from what the options say: a game against
 * the answers read, the guess after a history (--next), every secret
 * played (--selfplay), the tree (--tree), the sum of many games
 * (--summary alone), the codes that fit a history (--candidates).
 */
#include <stdio.h>

#include "candidates.h"
#include "forms.h"
#include "secrets.h"
#include "shard.h"
#include "stream.h"
#include "summary.h"
#include "treewrite.h"

/* How --summary writes the sum: a table, or with --chart bars; or NULL. */
static void
(*report(const struct form_args *a))(const struct summary *)
{
	if (!a->summary)
		return NULL;
	return a->chart ? summary_chart : summary_write;
}

/*
 * Ready to play: the strategy refused if it cannot play the game (or,
 * for a tree, is not deterministic), the seed, in opened on the first
 * file unless NULL, and every code packed.
 */
static void
begin(const struct form_args *a, int tree, struct input *in,
    struct rng *rng, struct codeset *cs)
{
	const char *err;

	if ((err = strategy_refuse(a->g, a->pick.s)) != NULL)
		die("%s", err);
	if (tree && !strategy_deterministic(a->pick.s))
		usage_error("-t %s is not deterministic: it has no tree",
		    a->pick.s->name);
	if (a->seed != NULL)
		rng_seed(rng, parse_seed(a->seed));
	else
		rng_seed_os(rng);
	if (in != NULL)
		input_xopen(in, a->files[0]);
	codeset_init(cs, a->g);
}

/* One game on the first file: play is stream_play or stream_next. */
static int
game(const struct form_args *a, int (*play)(struct solve *, struct input *,
    int, size_t))
{
	struct codeset cs;
	struct input in;
	struct solve s;
	struct rng rng;
	int status;

	begin(a, 0, &in, &rng, &cs);
	solve_init(&s, &cs, &a->pick, &a->opts, &rng);
	status = play(&s, &in, a->verbose, a->opts.maxguesses);
	solve_free(&s);
	input_close(&in);
	codeset_free(&cs);
	return status;
}

int
form_stream(const struct form_args *a)
{
	return game(a, stream_play);
}

int
form_next(const struct form_args *a)
{
	return game(a, stream_next);
}

int
form_selfplay(const struct form_args *a)
{
	struct codeset cs;
	struct rng rng;
	int status;

	begin(a, 0, NULL, &rng, &cs);
	status = secrets_play(&cs, &a->pick, &a->opts, &rng, a->files,
	    report(a));
	codeset_free(&cs);
	return status;
}

int
form_tree(const struct form_args *a)
{
	struct codeset cs;
	struct decider d;
	struct rng rng;

	begin(a, 1, NULL, &rng, &cs);
	if (a->shard) {
		shard_write(&cs, &a->opts, a->shard, a->shards);
	} else if (a->join) {
		shard_join(&cs, &a->opts, a->files, a->dot, a->depth);
	} else {
		decider_init(&d, &cs, &a->pick, &a->opts, &rng);
		tree_write(&d, &cs, a->dot, a->depth);
		decider_free(&d);
	}
	codeset_free(&cs);
	return 0;
}

int
form_tally(const struct form_args *a)
{
	return summary_files(a->files, report(a));
}

int
form_candidates(const struct form_args *a)
{
	struct input in;
	int status;

	input_xopen(&in, a->files[0]);
	status = candidates_write(a->g, &in, a->count);
	input_close(&in);
	return status;
}
