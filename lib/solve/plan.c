/* A strategy as a table: the guess for each set of candidates. */
#include <stdlib.h>
#include <string.h>

#include "plan.h"

struct entry {
	uint64_t hash;
	uint32_t *set;
	size_t	n;
	uint32_t guess;
	long long line;
};

struct plan {
	struct entry *e;
	size_t	size;		/* a power of two */
	size_t	used;
};

/* FNV-1a: the hash h carried on over the n codes of s. */
uint64_t
plan_hash(uint64_t h, const uint32_t *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		h = fnv1a_step(h, s[i]);
	return h;
}

/* The hash of the set s[0..n): its size and codes, mixed. */
uint64_t
plan_sethash(const uint32_t *s, size_t n)
{
	uint64_t h = plan_hash(0xcbf29ce484222325ULL ^ n, s, n);

	h ^= h >> 31;
	h *= 0x7fb5d329728ea185ULL;
	return h ^ h >> 27;
}

struct plan *
plan_new(void)
{
	struct plan *p = xmalloc(sizeof(*p));

	p->size = 1024;
	p->used = 0;
	p->e = xmalloc(p->size * sizeof(*p->e));
	memset(p->e, 0, p->size * sizeof(*p->e));
	return p;
}

void
plan_free(struct plan *p)
{
	size_t i;

	if (p == NULL)
		return;
	for (i = 0; i < p->size; i++)
		free(p->e[i].set);
	free(p->e);
	free(p);
}

static struct entry *
slot(const struct plan *p, uint64_t h, const uint32_t *s, size_t n)
{
	size_t i = h & (p->size - 1);
	struct entry *e;

	for (;; i = (i + 1) & (p->size - 1)) {
		e = &p->e[i];
		if (e->set == NULL || (e->hash == h && e->n == n &&
		    memcmp(e->set, s, n * sizeof(*s)) == 0))
			return e;
	}
}

static void
grow(struct plan *p)
{
	struct entry *old = p->e, *e;
	size_t i, size = p->size;

	p->size *= 2;
	p->e = xmalloc(p->size * sizeof(*p->e));
	memset(p->e, 0, p->size * sizeof(*p->e));
	for (i = 0; i < size; i++)
		if (old[i].set != NULL) {
			e = slot(p, old[i].hash, old[i].set, old[i].n);
			*e = old[i];
		}
	free(old);
}

/*
 * Give candidates s the guess; 0, or the line that gave them another
 * guess (-1 if it had none).
 */
long long
plan_add(struct plan *p, const uint32_t *s, size_t n, uint32_t guess,
    long long line)
{
	uint64_t h = plan_sethash(s, n);
	struct entry *e;

	if (2 * (p->used + 1) > p->size)
		grow(p);
	e = slot(p, h, s, n);
	if (e->set != NULL)
		return e->guess == guess ? 0 : e->line == 0 ? -1 : e->line;
	e->hash = h;
	e->n = n;
	e->set = xmalloc(n * sizeof(*s));
	memcpy(e->set, s, n * sizeof(*s));
	e->guess = guess;
	e->line = line;
	p->used++;
	return 0;
}

int
plan_find(const struct plan *p, const uint32_t *s, size_t n, uint32_t *guess)
{
	const struct entry *e = slot(p, plan_sethash(s, n), s, n);

	if (e->set == NULL)
		return 0;
	*guess = e->guess;
	return 1;
}

/* Enter every set of src, with its guess, into dst. */
void
plan_merge(struct plan *dst, const struct plan *src)
{
	size_t i;

	for (i = 0; i < src->size; i++)
		if (src->e[i].set != NULL)
			plan_add(dst, src->e[i].set, src->e[i].n,
			    src->e[i].guess, src->e[i].line);
}

/*
 * Play the plan on the n candidates with left guesses (SIZE_MAX: no
 * limit), as --tree walks it, adding the guesses of every game to
 * *total: 0, or -1 if a set has no guess, -2 if a game needs more than
 * left, -3 if a guess leaves every candidate.
 */
int
plan_total(const struct codeset *cs, const struct plan *p,
    const uint32_t *cand, size_t n, size_t left, uint64_t *total)
{
	uint32_t g, *part;
	size_t i, m;
	int c, err = 0;

	if (left == 0)
		return -2;
	*total += n;
	if (n == 1)
		return 0;
	if (!plan_find(p, cand, n, &g))
		return -1;
	part = xmalloc(n * sizeof(*part));
	for (c = 0; c < cs->nclass && err == 0; c++) {
		if (c == cs->solved)
			continue;
		for (i = m = 0; i < n; i++)
			if (codeset_class(cs, g, cand[i]) == c)
				part[m++] = cand[i];
		if (m == n)
			err = -3;
		else if (m > 0)
			err = plan_total(cs, p, part, m, left == SIZE_MAX ?
			    left : left - 1, total);
	}
	free(part);
	return err;
}
