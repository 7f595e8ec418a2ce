/* The self-tests' games, the scoring rule as written, and their failures. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "testgame.h"

#define TOLD	20	/* failures written out; the rest only counted */

int	failures;

/* A failure: written if among the first TOLD, so that many end soon. */
void
failed(const char *fmt, ...)
{
	va_list ap;

	if (failures++ >= TOLD)
		return;
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
}

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
