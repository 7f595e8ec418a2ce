/* mastermind-tools: the exact search split into jobs, and joined again */
#ifndef SHARD_H
#define SHARD_H

#include "strategy.h"

/* A job of a part of more codes is split by the second guess. */
#define SHARD_SPLIT	1000

struct optjob;

/* What shard_partupper() needs: the game and the options. */
struct partgame {
	const struct codeset *cs;
	const struct solve_opts *o;
};

uint32_t	shard_upper(const struct codeset *, const struct solve_opts *);
uint32_t	shard_partupper(void *, const uint32_t *, uint32_t);
const char	*shard_stamp(const struct optjob *, size_t, uint32_t, size_t);
void	shard_write(const struct codeset *, const struct solve_opts *,
	    long long, long long);
void	shard_join(const struct codeset *, const struct solve_opts *,
	    char **, int, size_t);
#endif
