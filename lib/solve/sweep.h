/* The digit sweep: find the colours, then place them */
#ifndef SWEEP_H
#define SWEEP_H

#include "codeset.h"

uint32_t	sweep_next(const struct codeset *, const uint32_t *, size_t, char *,
	    size_t);
#endif
