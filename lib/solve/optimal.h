/* mastermind-tools: the exact search for the least total guesses */
#ifndef OPTIMAL_H
#define OPTIMAL_H

#include "codeset.h"

struct optimal;
struct optimal *optimal_new(const struct codeset *, size_t, int, int);
void	optimal_free(struct optimal *);
uint32_t	optimal_guess(struct optimal *, const uint32_t *, size_t,
	    size_t);
void	optimal_state(struct optimal *, const char *);
void	optimal_finish(struct optimal *);

/* A job of the search split up: a part of a first guess. */
struct optjob {
	uint32_t guess;		/* the first guess */
	int	class;		/* the answer to it */
	uint32_t n;		/* the codes of the part */
	uint32_t beta;		/* its total is wanted only below this */
};

size_t	optimal_jobs(struct optimal *, uint32_t, struct optjob **);
uint32_t	optimal_part(const struct optimal *, uint32_t, int, uint32_t *);
uint32_t	optimal_job(struct optimal *, const struct optjob *,
	    const uint32_t *);
void	optimal_given(struct optimal *, const struct optjob *,
	    const uint32_t *, uint32_t, uint32_t);
uint32_t	optimal_decide(struct optimal *, uint32_t, uint32_t *);
#endif
