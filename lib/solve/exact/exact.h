/* mastermind-tools: the exact search for the least total guesses */
#ifndef EXACT_H
#define EXACT_H

#include "../codeset.h"

#define EXACT_MAXPEGS	7	/* the most pegs the exact search takes */
#define EXACT_INF	((uint32_t)1 << 30)	/* no total: no strategy */

struct exact;
struct exact *exact_new(const struct codeset *, size_t, int, int);
void	exact_free(struct exact *);
uint32_t	exact_guess(struct exact *, const uint32_t *, size_t,
	    size_t);
void	exact_state(struct exact *, const char *);
void	exact_finish(struct exact *);

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

size_t	exact_jobs(struct exact *, uint32_t, size_t, partupper_fn *,
	    void *, struct optjob **);
uint32_t	exact_part(const struct exact *, uint32_t, int, uint32_t *);
uint32_t	exact_subpart(const struct exact *, uint32_t, int,
	    const uint32_t *, uint32_t, uint32_t *);
uint32_t	exact_job(struct exact *, const struct optjob *,
	    const uint32_t *, uint32_t *);
void	exact_given(struct exact *, const struct optjob *,
	    const uint32_t *, uint32_t, uint32_t);
void	exact_given_set(struct exact *, const uint32_t *, uint32_t,
	    int, uint32_t, int, uint32_t);
uint32_t	exact_decide(struct exact *, uint32_t, uint32_t *);
uint32_t	exact_second(struct exact *, uint32_t, const uint32_t *,
	    uint32_t);
uint32_t	exact_settle(struct exact *, const struct optjob *,
	    const uint32_t *);
uint32_t	exact_prove(struct exact *, const struct optjob *,
	    const uint32_t *, uint32_t, const uint32_t *, int *);
int	exact_classes(const struct exact *);
#endif
