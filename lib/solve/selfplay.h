/* mastermind-tools: every secret played, each decision made once */
#ifndef SELFPLAY_H
#define SELFPLAY_H

#include "strategy.h"

#define SELFPLAY_BATCH	65536	/* secrets played together at most */
#define SELFPLAY_PART	256	/* decisions made at least between two
				   looks at the progress line, */
#define SELFPLAY_CODES	65536	/* unless their candidates reach this */
struct selfplay;
struct selfplay *selfplay_new(const struct codeset *, const struct pick *,
	    const struct solve_opts *, const struct rng *);
void	selfplay_free(struct selfplay *);
void	selfplay_prepare(struct selfplay *, const uint32_t *, size_t, size_t,
	    struct progress *, uint64_t, uint64_t);
size_t	selfplay_game(struct selfplay *, uint32_t, uint32_t *, size_t);

#endif
