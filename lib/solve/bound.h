/* mastermind-tools: a lower bound of the least total over a set of codes */
#ifndef BOUND_H
#define BOUND_H

#include "partition.h"

#define BOUND_DEPTH	2	/* the guesses searched unless told */

uint64_t	bound_counting(uint64_t, uint64_t);
uint64_t	bound_total(const struct codeset *, const uint32_t *, size_t,
	    int, int);
#endif
