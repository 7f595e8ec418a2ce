#include <stdio.h>
#include <string.h>

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

/* The rule as written: pair exact pegs first, then the rest. */
struct feedback
score_slow(const uint8_t *s, const uint8_t *g, int pegs)
{
	struct feedback f = { 0, 0 };
	char sused[MM_MAXPEGS], gused[MM_MAXPEGS];
	int i, j;

	memset(sused, 0, sizeof(sused));
	memset(gused, 0, sizeof(gused));
	for (i = 0; i < pegs; i++)
		if (s[i] == g[i]) {
			f.exact++;
			sused[i] = gused[i] = 1;
		}
	for (i = 0; i < pegs; i++) {
		if (gused[i])
			continue;
		for (j = 0; j < pegs; j++)
			if (!sused[j] && s[j] == g[i]) {
				sused[j] = 1;
				f.inexact++;
				break;
			}
	}
	return f;
}
