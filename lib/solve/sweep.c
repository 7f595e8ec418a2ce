/* The digit sweep: count the colours one at a time, then place each
 * colour present peg by peg. */
#include <stdio.h>
#include <string.h>

#include "sweep.h"

/*
 * The digit sweep for any game, read off the candidates: first count
 * the colours one at a time (the colours already counted, then the next
 * colour in every other peg), then place each colour present peg by peg
 * in a code of an absent colour.  With two candidates left, or when no
 * colour is absent, play the first candidate.
 */
uint32_t
sweep_next(const struct codeset *cs, const uint32_t *cand, size_t n, char *why,
    size_t whysize)
{
	const struct game *g = cs->g;
	const uint8_t *base, *mc;
	uint8_t code[MM_MAXPEGS], first[MM_MAXPEGS];
	uint64_t seen[MM_MAXPEGS];
	int known[MM_MAXCOLORS], fixed[MM_MAXPEGS];
	int nc = g->ncolors, c, p, k, absent = -1, same = 1;
	size_t i;

	if (n <= 2) {
		snprintf(why, whysize, "the first of the last candidates");
		return cand[0];
	}
	base = cs->mscount + (size_t)cs->ms[cand[0]] * nc;
	for (c = 0; c < nc; c++)
		known[c] = 1;
	for (i = 1; i < n; i++) {
		if (cs->ms[cand[i]] == cs->ms[cand[i - 1]])
			continue;
		same = 0;
		mc = cs->mscount + (size_t)cs->ms[cand[i]] * nc;
		for (c = 0; c < nc; c++)
			if (mc[c] != base[c])
				known[c] = 0;
	}
	for (c = 0; c < nc && absent < 0; c++)
		if (known[c] && base[c] == 0)
			absent = c;
	if (!same) {
		for (p = 0, c = 0; c < nc; c++)
			for (k = 0; known[c] && k < base[c]; k++)
				code[p++] = (uint8_t)c;
		for (c = 0; known[c]; c++)
			;
		while (p < g->pegs)
			code[p++] = (uint8_t)c;
		snprintf(why, whysize, "sweep: counting colour %c",
		    g->alphabet[c]);
		return (uint32_t)code_rank(g, code);
	}
	if (absent < 0) {
		snprintf(why, whysize, "sweep: no colour is absent, the first "
		    "candidate");
		return cand[0];
	}
	codeset_code(cs, cand[0], first);
	for (p = 0; p < g->pegs; p++) {
		fixed[p] = 1;
		seen[p] = (uint64_t)1 << first[p];
	}
	for (i = 1; i < n; i++) {
		codeset_code(cs, cand[i], code);
		for (p = 0; p < g->pegs; p++) {
			fixed[p] &= code[p] == first[p];
			seen[p] |= (uint64_t)1 << code[p];
		}
	}
	for (c = 0; c < nc; c++)
		for (p = 0; p < g->pegs; p++)
			if (!fixed[p] && (seen[p] >> c & 1))
				goto place;
	snprintf(why, whysize, "sweep: the first candidate");
	return cand[0];
place:
	memset(code, absent, (size_t)g->pegs);
	code[p] = (uint8_t)c;
	snprintf(why, whysize, "sweep: is colour %c at peg %d?",
	    g->alphabet[c], p + 1);
	return (uint32_t)code_rank(g, code);
}
