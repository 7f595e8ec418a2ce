/* mastermind-tools: one game: the candidates, the history, the next guess */
#ifndef SOLVE_H
#define SOLVE_H

#include "strategy.h"

struct solve {
	struct decider d;
	const struct codeset *cs;
	uint32_t *cand;
	size_t	ncand;
	uint32_t *hguess;	/* the answered guesses */
	int	*hclass;
	size_t	nhist;
	size_t	hcap;
	int	solved;
};

void	solve_init(struct solve *, const struct codeset *,
	    const struct pick *, const struct solve_opts *,
	    const struct rng *);
void	solve_free(struct solve *);
uint32_t	solve_next(struct solve *, int);
int	solve_answer(struct solve *, uint32_t, struct feedback);
uint32_t	solve_undo(struct solve *);
void	solve_conflict(const struct solve *, char *, size_t);
#endif
