/* mastermind-tools: a strategy written as a tree of decisions */
#ifndef TREEWRITE_H
#define TREEWRITE_H

#include "strategy.h"

void	tree_write(struct decider *, const struct codeset *, int, size_t);
void	tree_write_part(struct decider *, const struct codeset *, uint32_t,
	    int, const uint32_t *, size_t);
#endif
