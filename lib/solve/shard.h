/* mastermind-tools: the exact search split into jobs, and joined again */
#ifndef SHARD_H
#define SHARD_H

#include "strategy.h"

/* A job of a part of more codes is split by the second guess. */
#define SHARD_SPLIT	1000
#define SHARD_FORMAT	2	/* the version of the lines of a shard */

struct optjob;

/* What shard_partupper() needs: the game and the options. */
struct partgame {
	const struct codeset *cs;
	const struct solve_opts *o;
};

uint32_t	shard_upper(const struct codeset *, const struct solve_opts *);
uint32_t	shard_partupper(void *, const uint32_t *, uint32_t);
/* A job's line as read: its words point into the line. */
struct jobline {
	uint32_t i, nj;		/* job i of nj */
	const char *guess, *fb, *second;	/* second NULL if none */
	size_t	guesslen, fblen, secondlen;
	uint32_t codes;
	int	exact;		/* total, else at least */
	uint32_t value;
	int	nparts;		/* "; parts E,I V ...", or -1 */
	const char *pfb[MM_MAXCLASSES];
	size_t	pfblen[MM_MAXCLASSES];
	uint32_t pv[MM_MAXCLASSES];
};

const char	*shard_stamp(const struct codeset *, const struct solve_opts *,
	    size_t, uint32_t);
const char	*shard_readhead(const char *, uint32_t *, uint32_t *,
	    const char **);
const char	*shard_readjob(const char *, struct jobline *);
void	shard_write(const struct codeset *, const struct solve_opts *,
	    long long, long long);
void	shard_join(const struct codeset *, const struct solve_opts *,
	    char **, int, size_t);
#endif
