/* mastermind-tools: mm-solve's forms, each run from what its options say */
#ifndef FORMS_H
#define FORMS_H

#include "strategy.h"

/* What mm-solve's options say, for the form that runs. */
struct form_args {
	const struct game *g;
	struct pick pick;		/* -t */
	struct solve_opts opts;		/* -g, -j, -m, --progress, ... */
	const char *seed;		/* -s, or NULL */
	int	verbose;		/* -v */
	int	summary;		/* --summary */
	int	chart;			/* --chart */
	int	format;			/* --format, or -1 */
	int	answers;		/* --answers */
	int	dot;			/* --tree=dot */
	size_t	depth;			/* --depth, or 0 */
	long long shard, shards;	/* --shard K/N, or 0 */
	int	join;			/* --join */
	int	count;			/* --count */
	char	**files;		/* the operands: at least "-" */
};

/*
 * A form of mm-solve, a row of its table: the option that picks it (0:
 * the plain form), the files it reads (-1: any number, as --join does),
 * the options it takes of those some form does not, and the function
 * that runs it.  A row whose run is NULL ends the table.
 */
struct form {
	int	opt;
	int	files;
	int	takes[16];
	int	(*run)(const struct form_args *);
};

const struct form *form_taking(const struct form *, int);
const struct form *form_of(const struct form *, int);
void	form_exactonly(const struct form_args *, int);
int	form_stream(const struct form_args *);
int	form_next(const struct form_args *);
int	form_selfplay(const struct form_args *);
int	form_tree(const struct form_args *);
int	form_tally(const struct form_args *);
int	form_candidates(const struct form_args *);
int	form_bound(const struct form_args *);
#endif
