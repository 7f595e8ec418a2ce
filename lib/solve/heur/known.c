/*
 * The totals of sets of candidates played out before, each set known
 * by its size and the hash of its codes (plan_sethash()): a table of
 * open addressing that only grows, kept at most half full.
 */
#include <stdlib.h>
#include <string.h>

#include "mm.h"
#include "known.h"

struct slot {
	uint64_t hash;
	uint64_t total;
	size_t	n;		/* 0: empty */
};

struct known {
	struct slot *t;
	size_t	size;		/* a power of two */
	size_t	used;
};

struct known *
heur_known_new(void)
{
	struct known *k = xmalloc(sizeof(*k));

	k->size = 1024;
	k->used = 0;
	k->t = xcalloc(k->size, sizeof(*k->t));
	return k;
}

void
heur_known_free(struct known *k)
{
	if (k == NULL)
		return;
	free(k->t);
	free(k);
}

/* The slot of the set of n codes of that hash, or the empty one it takes. */
static struct slot *
slot(const struct known *k, uint64_t hash, size_t n)
{
	size_t i = hash & (k->size - 1);

	while (k->t[i].n != 0 && (k->t[i].hash != hash || k->t[i].n != n))
		i = (i + 1) & (k->size - 1);
	return &k->t[i];
}

static void
grow(struct known *k)
{
	struct slot *old = k->t;
	size_t i, size = k->size;

	k->size *= 2;
	k->t = xcalloc(k->size, sizeof(*k->t));
	for (i = 0; i < size; i++)
		if (old[i].n != 0)
			*slot(k, old[i].hash, old[i].n) = old[i];
	free(old);
}

/* The set of n codes of that hash takes total guesses; n > 0. */
void
heur_known_put(struct known *k, uint64_t hash, size_t n, uint64_t total)
{
	struct slot *e;

	if (2 * (k->used + 1) > k->size)
		grow(k);
	e = slot(k, hash, n);
	if (e->n == 0)
		k->used++;
	e->hash = hash;
	e->n = n;
	e->total = total;
}

/* Whether the total of the set of n codes of that hash is known. */
int
heur_known_get(const struct known *k, uint64_t hash, size_t n,
    uint64_t *total)
{
	const struct slot *e = slot(k, hash, n);

	if (e->n == 0)
		return 0;
	*total = e->total;
	return 1;
}
