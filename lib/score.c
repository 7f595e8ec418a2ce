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
