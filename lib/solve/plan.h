/* mastermind-tools: a strategy as the guess for each set of candidates */
#ifndef PLAN_H
#define PLAN_H

#include "codeset.h"

struct plan;

/* A step of FNV-1a: the hash h carried on over code x. */
static inline uint64_t
fnv1a_step(uint64_t h, uint32_t x)
{
	return (h ^ x) * 0x100000001b3ULL;
}

uint64_t	plan_hash(uint64_t, const uint32_t *, size_t);
uint64_t	plan_sethash(const uint32_t *, size_t);
struct plan *plan_new(void);
void	plan_free(struct plan *);
long long	plan_add(struct plan *, const uint32_t *, size_t, uint32_t,
	    long long);
int	plan_find(const struct plan *, const uint32_t *, size_t, uint32_t *);
const char *tree_parse(const struct codeset *, struct input *, struct plan *,
	    long long *, int);
struct plan *tree_read(const struct codeset *, const char *, int);

struct treereader;
struct treereader *treereader_new(const struct codeset *, struct input *);
const char *treereader_line(struct treereader *, struct plan *, const char *,
	    size_t, size_t *, uint32_t *, int *);
void	treereader_free(struct treereader *);
int	plan_total(const struct codeset *, const struct plan *,
	    const uint32_t *, size_t, size_t, uint64_t *);
void	plan_merge(struct plan *, const struct plan *);
#endif
