#include <stdio.h>

#include "testgame.h"

void
setgame(struct game *g, int pegs, int colors, int distinct)
{
	char n[8];

	game_init(g);
	snprintf(n, sizeof(n), "%d", colors);
	game_colors(g, n, NULL);
	snprintf(n, sizeof(n), "%d", pegs);
	game_pegs(g, n, NULL);
	g->distinct = distinct;
	game_finish(g);
}
