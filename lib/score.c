#include <string.h>

#include "mm.h"

/* Exact and inexact matches of guess g against secret s. */
struct feedback
score(const uint8_t *s, const uint8_t *g, int pegs)
{
	struct feedback f;
	uint8_t count[64];
	int i, common = 0, exact = 0;

	memset(count, 0, sizeof(count));
	for (i = 0; i < pegs; i++) {
		exact += s[i] == g[i];
		count[s[i]]++;
	}
	for (i = 0; i < pegs; i++)
		if (count[g[i]] > 0) {
			count[g[i]]--;
			common++;
		}
	f.exact = exact;
	f.inexact = common - exact;
	return f;
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
