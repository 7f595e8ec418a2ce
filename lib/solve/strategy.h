/* mastermind-tools: the strategies, and the decision each makes */
#ifndef STRATEGY_H
#define STRATEGY_H

#include "codeset.h"

/* The largest game a strategy plays: 8 pegs of 8 colours. */
#define STRATEGY_MAXCODES	((uint64_t)1 << 24)

#define STRATEGY_DEFAULT	"entropy"

/* What a strategy may need beyond the game: mm-solve's settings. */
struct solve_opts {
	size_t	maxguesses;	/* -m: guesses to solve in, or 0 */
	int	threads;	/* -j: threads, or 0 for one a processor */
	size_t	candonly;	/* -g: above so many candidates guess only
				   candidates, or 0 */
	int	progress;	/* --progress: shown off a terminal too */
	const char *state;	/* --state: -t optimal's file to resume */
	size_t	split;		/* --split-above: jobs of larger parts split */
	int	trustbounds;	/* --trust-bounds: --join checks no bound */
	const char *upper;	/* --upper: a tree of the first decisions */
};

struct choice {
	uint32_t guess;
	char	why[80];
};

struct plan;

/* A strategy as -t names it: its row, and the FILE of NAME:FILE or NULL. */
struct pick {
	const struct strategy *s;
	const char *file;
};

struct decider {
	const struct codeset *cs;
	const struct strategy *s;
	struct solve_opts opts;
	struct rng rng;
	uint16_t *row;		/* nms, for rows of classes not in a table */
	void	*state;		/* the strategy's own, made by its new */
	size_t	played;		/* the guesses made before this one */
	struct plan *upper;	/* the decisions of --upper, or NULL */
};

/* What the strategy table says of each. */
#define STRATEGY_RANDOM		1	/* its guesses are not always alike */
#define STRATEGY_REPEATS	2	/* it plays codes that repeat colours */
#define STRATEGY_FILE		4	/* its name is followed by :FILE */
#define STRATEGY_TABLE		8	/* it scores by codeset_table() */

/*
 * A row of the table.  The decider keeps what new returns (given the
 * FILE of NAME:FILE, or NULL) as its state, hands it to guess, and at
 * the end to free.
 */
struct strategy {
	const char *name;
	const char *help;	/* what --help says of it */
	const char *rule;	/* what -v says of a choice, or NULL */
	const struct heuristic *heuristic;	/* how it scores a split, for
						   a heuristic */
	int	flags;
	uint64_t (*limit)(const struct game *);	/* the most codes, or NULL */
	void	*(*new)(const struct decider *, const char *);	/* or NULL */
	uint32_t (*guess)(struct decider *, const uint32_t *, size_t,
		    struct choice *);
	void	(*guesses)(struct decider *, const uint32_t *const *,
		    const size_t *, uint32_t *, size_t);	/* the guesses of
						   many sets at once, or NULL */
	void	(*free)(void *);	/* or NULL */
};

int	strategy_parse(const char *, struct pick *);
void	strategy_option(const char *, struct pick *);
const char *strategy_names(void);
void	strategy_help(FILE *);
int	strategy_deterministic(const struct strategy *);
const char *strategy_refuse(const struct game *, const struct strategy *);
const struct strategy *strategy_at(size_t);
void	decider_init(struct decider *, const struct codeset *,
	    const struct pick *, const struct solve_opts *,
	    const struct rng *);
void	decider_plan(struct decider *, const struct codeset *, struct plan *,
	    const char *);
void	decider_free(struct decider *);
void	decider_guess(struct decider *, const uint32_t *, size_t, struct choice *);
void	decider_guesses(struct decider *, const uint32_t *const *,
	    const size_t *, uint32_t *, size_t);

/* Each strategy's functions, in strategy-NAME.c. */
void	*strategy_heuristic_new(const struct decider *, const char *);
uint32_t	strategy_heuristic_guess(struct decider *, const uint32_t *,
	    size_t, struct choice *);
void	strategy_heuristic_guesses(struct decider *, const uint32_t *const *,
	    const size_t *, uint32_t *, size_t);
void	strategy_heuristic_free(void *);
uint32_t	strategy_first_of_two(const uint32_t *, struct choice *);
uint32_t	strategy_random_guess(struct decider *, const uint32_t *, size_t,
	    struct choice *);
uint32_t	strategy_first_guess(struct decider *, const uint32_t *, size_t,
	    struct choice *);
uint32_t	strategy_sweep_guess(struct decider *, const uint32_t *, size_t,
	    struct choice *);
void	*strategy_lookahead_new(const struct decider *, const char *);
uint32_t	strategy_lookahead_guess(struct decider *, const uint32_t *,
	    size_t, struct choice *);
void	strategy_lookahead_guesses(struct decider *, const uint32_t *const *,
	    const size_t *, uint32_t *, size_t);
void	strategy_lookahead_free(void *);
/* -t optimal's state is its struct exact, which --shard drives. */
uint64_t	strategy_optimal_limit(const struct game *);
void	*strategy_optimal_new(const struct decider *, const char *);
uint32_t	strategy_optimal_guess(struct decider *, const uint32_t *,
	    size_t, struct choice *);
void	strategy_optimal_free(void *);
void	*strategy_tree_new(const struct decider *, const char *);
void	*strategy_tree_plan(struct plan *, const char *);
uint32_t	strategy_tree_guess(struct decider *, const uint32_t *, size_t,
	    struct choice *);
void	strategy_tree_free(void *);

#endif
