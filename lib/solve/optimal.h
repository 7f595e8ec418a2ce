/* mastermind-tools: the exact search for the least total guesses */
#ifndef OPTIMAL_H
#define OPTIMAL_H

#include "codeset.h"

struct optimal;
struct optimal *optimal_new(const struct codeset *, size_t, int, int);
void	optimal_free(struct optimal *);
uint32_t	optimal_guess(struct optimal *, const uint32_t *, size_t,
	    size_t);
#endif
