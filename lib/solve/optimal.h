/* mastermind-tools: the exact search for the least total guesses */
#ifndef OPTIMAL_H
#define OPTIMAL_H

#include "codeset.h"

#define OPTIMAL_MAXPEGS	7	/* the most pegs the exact search takes */

struct optimal;
struct optimal *optimal_new(const struct codeset *, size_t, int, int);
void	optimal_free(struct optimal *);
uint32_t	optimal_guess(struct optimal *, const uint32_t *, size_t,
	    size_t);
void	optimal_state(struct optimal *, const char *);
void	optimal_finish(struct optimal *);

/*
 * A job of the search split up: a part of a first guess, or with a
 * second guess, a sub-job: the part under that guess.
 */
struct optjob {
	uint32_t guess;		/* the first guess */
	int	class;		/* the answer to it */
	uint32_t n;		/* the codes of the part */
	uint32_t beta;		/* its total is wanted only below this */
	uint32_t second;	/* the second guess, or OPTJOB_WHOLE */
};

#define OPTJOB_WHOLE	UINT32_MAX	/* a job of a whole part */

/* A total of the codes of a part of a first guess no less than its least. */
typedef uint32_t	partupper_fn(void *, const uint32_t *, uint32_t);

size_t	optimal_jobs(struct optimal *, uint32_t, size_t, partupper_fn *,
	    void *, struct optjob **);
uint32_t	optimal_part(const struct optimal *, uint32_t, int, uint32_t *);
uint32_t	optimal_subpart(const struct optimal *, uint32_t, int,
	    const uint32_t *, uint32_t, uint32_t *);
uint32_t	optimal_job(struct optimal *, const struct optjob *,
	    const uint32_t *, uint32_t *);
void	optimal_given(struct optimal *, const struct optjob *,
	    const uint32_t *, uint32_t, uint32_t);
void	optimal_given_set(struct optimal *, const uint32_t *, uint32_t,
	    int, uint32_t, int, uint32_t);
uint32_t	optimal_decide(struct optimal *, uint32_t, uint32_t *);
uint32_t	optimal_second(struct optimal *, uint32_t, const uint32_t *,
	    uint32_t);
uint32_t	optimal_settle(struct optimal *, const struct optjob *,
	    const uint32_t *);
int	optimal_classes(const struct optimal *);
#endif
