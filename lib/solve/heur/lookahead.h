/* mastermind-tools: a heuristic's best guesses, each played out */
#ifndef LOOKAHEAD_H
#define LOOKAHEAD_H

#include "../codeset.h"

struct lookahead;
struct heuristic;
struct lookahead	*heur_lookahead_new(const struct codeset *,
	    const struct heuristic *, int, size_t);
void	heur_lookahead_free(struct lookahead *);
size_t	heur_lookahead_width(const struct codeset *, size_t);
uint32_t	heur_lookahead_guess(struct lookahead *, const uint32_t *, size_t,
	    uint64_t *);
#endif
