/* The score of a guess against a secret: pegs right in place, and pegs
 * right in colour only. */
#include <string.h>

#include "mm.h"

/* Exact and inexact matches of guess g against secret s. */
struct feedback
score_pair(const uint8_t *s, const uint8_t *g, int pegs)
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

/* How many of the first n answers a code fits: n when it fits them all. */
size_t
code_fits(const struct game *g, const uint8_t *code,
    const uint8_t (*guess)[MM_MAXPEGS], const struct feedback *fb, size_t n)
{
	struct feedback f;
	size_t i;

	for (i = 0; i < n; i++) {
		f = score_pair(code, guess[i], g->pegs);
		if (f.exact != fb[i].exact || f.inexact != fb[i].inexact)
			break;
	}
	return i;
}
