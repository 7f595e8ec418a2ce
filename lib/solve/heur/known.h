/* mastermind-tools: the totals of sets of candidates played out before */
#ifndef KNOWN_H
#define KNOWN_H

#include <stddef.h>
#include <stdint.h>

struct known;
struct known *heur_known_new(void);
void	heur_known_free(struct known *);
void	heur_known_put(struct known *, uint64_t, size_t, uint64_t);
int	heur_known_get(const struct known *, uint64_t, size_t, uint64_t *);
#endif
