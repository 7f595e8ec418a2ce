/*
 * The symmetries of a history: the ways of moving pegs and renaming
 * colours that leave every guess and answer so far as they were, and the
 * guesses worth trying that they leave (histsym.c).
 */
#ifndef EXACT_HISTSYM_H
#define EXACT_HISTSYM_H

#include "mm.h"

#define SYM_MAXPEGS	6	/* moving pegs: up to 720 ways */

/*
 * A symmetry of the history: peg p moves to pos[p], and the peg that
 * moves to q is from[q]; colour c goes to col[c].
 */
struct hsym {
	uint8_t	pos[SYM_MAXPEGS];
	uint8_t	from[SYM_MAXPEGS];
	int8_t	col[MM_MAXCOLORS];	/* -1: a colour not yet played */
};

/*
 * The colour renamings a node allows: colours in no candidate all score
 * alike, as do colours not played yet (histsym.c).
 */
struct canon {
	uint64_t absent;
	uint64_t fresh;		/* colours not played, in some candidate */
	int	distinct;
};

struct exact;
struct level;
struct worker;

size_t	exact_hsym_max(const struct exact *);
size_t	exact_hsym_all(const struct exact *, struct hsym *);
size_t	exact_hsym_keep(const struct exact *, const struct hsym *, size_t,
	    uint32_t, struct hsym *);
size_t	exact_worth_trying(struct worker *, const struct level *, const uint32_t *,
	    uint32_t, int, int, uint32_t *);
const uint64_t	*exact_worth_bits(struct worker *, const struct level *,
	    const uint32_t *, uint32_t);
const uint64_t	*exact_worth_later(struct worker *, struct level *,
	    const uint32_t *, uint32_t);
int	exact_worth_code(const struct exact *, const struct level *, uint32_t);
void	exact_worth_free(struct worker *);

#endif
