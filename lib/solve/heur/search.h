/* mastermind-tools: the heuristics' search for the best guess, on threads */
#ifndef SEARCH_H
#define SEARCH_H

#include "../partition.h"

#define SEARCH_SPLIT	((uint64_t)1 << 22)	/* work worth splitting */
#define SEARCH_ALONE	((uint64_t)1 << 29)	/* work for all members */
#define SEARCH_FLOORS	2	/* candidates worth bounds by multiset */
#define SEARCH_WIDTH	16	/* the most best guesses asked for at once */
struct searcher;
struct heuristic;
struct searcher *heur_new(const struct codeset *, const struct heuristic *,
	    int);
void	heur_candidates(struct searcher *, size_t);
void	heur_free(struct searcher *);
uint32_t	heur_guess(struct searcher *, const uint32_t *, size_t);
size_t	heur_best(struct searcher *, const uint32_t *, size_t, uint32_t *,
	    size_t);
void	heur_guesses(struct searcher *, const uint32_t *const *,
	    const size_t *, uint32_t *, size_t);
typedef int heur_decided_fn(void *, size_t);
int	heur_guesses_alike(struct searcher *, const uint32_t *const *,
	    const size_t *, uint32_t *, size_t, heur_decided_fn *, void *);
#endif
