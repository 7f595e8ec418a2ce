/* A game of the self-tests, set as the options -p, -c and --distinct would. */
#include "mm.h"

void	setgame(struct game *, int, int, int);
