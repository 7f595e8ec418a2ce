/* mastermind-tools: the exact search split into jobs, and joined again */
#ifndef SHARD_H
#define SHARD_H

#include "strategy.h"

uint32_t	shard_upper(const struct codeset *, const struct solve_opts *);
const char	*shard_stamp(size_t, uint32_t);
void	shard_write(const struct codeset *, const struct solve_opts *,
	    long long, long long);
void	shard_join(const struct codeset *, const struct solve_opts *,
	    char **, int, size_t);
#endif
