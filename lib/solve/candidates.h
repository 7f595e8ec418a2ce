/* mastermind-tools: the codes that fit a history, found without tables */
#ifndef CANDIDATES_H
#define CANDIDATES_H

#include "mm.h"

int	candidates_write(const struct game *, struct input *, int);
#endif
