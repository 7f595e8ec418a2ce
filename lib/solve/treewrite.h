/* mastermind-tools: a strategy written as a tree of decisions */
#ifndef TREEWRITE_H
#define TREEWRITE_H

#include "strategy.h"

void	tree_write(struct decider *, const struct codeset *, int, size_t);
#endif
