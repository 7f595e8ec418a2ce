/* The word a user most likely meant by a mistyped one: the one it
 * begins, or the nearest by edit distance, for "did you mean". */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "mm.h"

#define NEAREST_MAX	32	/* the longest word compared */
#define NEAREST_FAR	2	/* the most edits from a word to its typo */
#define SAME(a, b)	(tolower((unsigned char)(a)) == \
	tolower((unsigned char)(b)))

/*
 * The edits that turn a into b, a character put in, taken out, changed
 * or two neighbours swapped (the optimal string alignment distance),
 * letters of either case alike.  Three rows of the table suffice.
 */
static size_t
distance(const char *a, size_t m, const char *b, size_t n)
{
	size_t row[3][NEAREST_MAX + 1], *prev2, *prev, *cur, i, j, d;

	for (j = 0; j <= n; j++)
		row[0][j] = j;
	for (i = 1; i <= m; i++) {
		cur = row[i % 3];
		prev = row[(i + 2) % 3];
		prev2 = row[(i + 1) % 3];
		cur[0] = i;
		for (j = 1; j <= n; j++) {
			d = prev[j - 1] + !SAME(a[i - 1], b[j - 1]);
			if (prev[j] + 1 < d)
				d = prev[j] + 1;
			if (cur[j - 1] + 1 < d)
				d = cur[j - 1] + 1;
			if (i > 1 && j > 1 && SAME(a[i - 1], b[j - 2]) &&
			    SAME(a[i - 2], b[j - 1]) && prev2[j - 2] + 1 < d)
				d = prev2[j - 2] + 1;
			cur[j] = d;
		}
	}
	return row[m % 3][n];
}

/*
 * The word of the NULL-terminated list that typed most likely means:
 * the only one it begins, else the only one nearest to it, if that is
 * at most NEAREST_FAR edits away and a third of its letters or fewer
 * differ; NULL if none is, or two are alike.
 */
const char *
nearest_word(const char *typed, const char *const *words)
{
	const char *best = NULL, *prefixed = NULL;
	size_t m = strlen(typed), n, d, bestd = NEAREST_FAR + 1;
	int prefixes = 0, ties = 0;

	if (m == 0 || m > NEAREST_MAX)
		return NULL;
	for (; *words != NULL; words++) {
		if ((n = strlen(*words)) > NEAREST_MAX)
			continue;
		if (strncasecmp(*words, typed, m) == 0) {
			prefixed = *words;
			prefixes++;
		}
		d = distance(typed, m, *words, n);
		if (d > NEAREST_FAR || 3 * d > (m > n ? m : n) || d > bestd)
			continue;
		ties = d == bestd ? ties + 1 : 0;
		best = d == bestd ? best : *words;
		bestd = d;
	}
	if (prefixes > 0)
		return prefixes == 1 ? prefixed : NULL;
	return ties == 0 ? best : NULL;
}
