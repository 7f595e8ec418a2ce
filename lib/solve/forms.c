/*
 * mm-solve's forms, each run from what the options say: a game against
 * the answers read, the guess after a history (--next), every secret
 * played (--selfplay), the tree (--tree), the sum of many games
 * (--summary alone), the codes that fit a history (--candidates), a
 * lower bound of the guesses still to make (--bound).
 */
#include <stdio.h>

#include "bound.h"
#include "candidates.h"
#include "forms.h"
#include "secrets.h"
#include "shard.h"
#include "stream.h"
#include "summary.h"
#include "treewrite.h"

/* The form that takes an option, from f on; NULL if none does. */
const struct form *
form_taking(const struct form *f, int opt)
{
	const int *o;

	for (; f->run != NULL; f++)
		for (o = f->takes; *o != 0; o++)
			if (*o == opt)
				return f;
	return NULL;
}

/* The form an option picks, in the table forms. */
const struct form *
form_of(const struct form *forms, int opt)
{
	const struct form *f;

	for (f = forms; f->opt != opt; f++)
		;
	return f;
}

/* How --summary writes the sum: --format's, or --chart; -1 without it. */
static int
report(const struct form_args *a)
{
	if (!a->summary)
		return -1;
	return a->chart ? SUMMARY_CHART : a->format > 0 ? a->format :
	    SUMMARY_TEXT;
}

/*
 * Ready to play: the strategy refused if it cannot play the game (or,
 * for a tree, is not deterministic), the seed, in opened on the first
 * file unless NULL, and every code packed, with the table of multisets
 * as large as the strategy wants it.
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
	if (a->pick.s->flags & STRATEGY_TABLE)
		codeset_table(cs, CODESET_LARGE);
}

/*
 * One game on the first file: play is stream_play or stream_next, given
 * -m, or stream_bound, given the guesses to search.
 */
static int
game(const struct form_args *a, int (*play)(struct solve *, struct input *,
    int, size_t), size_t limit)
{
	struct codeset cs;
	struct input in;
	struct solve s;
	struct rng rng;
	int status;

	begin(a, 0, &in, &rng, &cs);
	solve_init(&s, &cs, &a->pick, &a->opts, &rng);
	status = play(&s, &in, a->verbose, limit);
	solve_free(&s);
	input_close(&in);
	codeset_free(&cs);
	return status;
}

int
form_stream(const struct form_args *a)
{
	return game(a, stream_play, a->opts.maxguesses);
}

int
form_next(const struct form_args *a)
{
	return game(a, stream_next, a->opts.maxguesses);
}

int
form_bound(const struct form_args *a)
{
	return game(a, stream_bound, a->depth > 0 ? a->depth : BOUND_DEPTH);
}

int
form_selfplay(const struct form_args *a)
{
	struct codeset cs;
	struct rng rng;
	int status;

	begin(a, 0, NULL, &rng, &cs);
	status = secrets_play(&cs, &a->pick, &a->opts, &rng, a->files,
	    report(a), a->answers);
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
	return summary_files(a->files, report(a), a->g);
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

/*
 * What goes only with -t optimal, and with --shard or --join alone;
 * split: whether --split-above was given.
 */
void
form_exactonly(const struct form_args *fa, int split)
{
	if ((fa->shard || fa->join || fa->opts.state != NULL) &&
	    strcmp(fa->pick.s->name, "optimal") != 0)
		usage_error("--%s goes with -t optimal", fa->shard ? "shard" :
		    fa->join ? "join" : "state");
	if (split && !fa->shard && !fa->join)
		usage_error("--split-above goes with --shard or --join");
	if (fa->opts.trustbounds && !fa->join)
		usage_error("--trust-bounds goes with --join");
	if (fa->shard && fa->dot)
		usage_error("--shard writes jobs as text: not --tree=dot");
}
