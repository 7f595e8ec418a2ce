/* mastermind-tools: the colours and pegs the candidates cannot tell apart */
#ifndef SYMMETRY_H
#define SYMMETRY_H

#include "partition.h"

#define SYM_NONE	0	/* of the codes of a multiset, those in order */
#define SYM_SOME	1
#define SYM_ALL		2

#define SYM_MAXPERM	47	/* permutations of pegs used at most */
struct sym {
	int	any;			/* a symmetry to use */
	int	colors;			/* some colours interchangeable */
	uint8_t	first[MM_MAXCOLORS];	/* the first colour of c's class */
	uint8_t	next[MM_MAXCOLORS];	/* the next one after c, or 0xff */
	uint8_t	before[MM_MAXCOLORS];	/* the one before c, or 0xff */
	uint64_t after;			/* the colours with one before */
	uint64_t before16[16];		/* before, of the first 16, as words */
	int	nperm;
	uint8_t	perm[SYM_MAXPERM][MM_MAXPEGS];
	uint8_t	prev[MM_MAXPEGS];	/* the peg before k in its block */
	int	vectors;		/* sym_walked8 in vectors: mm_hasavx512 */
};

int	sym_nextperm(int *, int);
int	sym_find(struct sym *, const struct codeset *, const struct pool *);
int	sym_first(const struct sym *, const struct codeset *, uint32_t);
int	sym_walked(const struct sym *, const struct codeset *, uint32_t);
unsigned	sym_walked8(const struct sym *, const struct codeset *,
	    const uint32_t *, int);
int	sym_multiset(const struct sym *, const struct codeset *, uint32_t);
struct orbits;
struct orbits *orbits_new(void);
void	orbits_free(struct orbits *);
size_t	sym_orbits(const struct sym *, const struct codeset *,
	    const uint64_t *, uint32_t *, struct orbits *);
#endif
