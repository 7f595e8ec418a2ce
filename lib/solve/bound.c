/*
 * A lower bound of the least total of guesses that find each code of a
 * set, whatever the strategy.  A guess is at most one of the codes, and
 * splits the others into at most b parts, b the answers a guess can get
 * but the last; so at most b^(k-1) codes take k guesses, and the total
 * is at least that of one code found with one guess, b with two, b^2
 * with three, and so on (the counting bound).  Searched over the first
 * d guesses, every guess is tried, one of each orbit of the set's
 * symmetries, its parts bounded one guess less deep: the least of those
 * totals is a bound on every strategy, which must play one of them.
 */
#include <stdlib.h>
#include <string.h>

#include "bound.h"
#include "symmetry.h"
#include "workers.h"

#define BOUND_SHARE	((uint64_t)1 << 22)	/* work worth the threads */

struct bounder {
	const struct codeset *cs;
	uint64_t *counted;	/* the counting bound of 0 to cs->n codes */
	struct workers *team;
	uint16_t *rowbuf[WORKERS_MAX];	/* a row of classes, a member each */
};

/* Every guess tried at a pool, each member of the team taking its turn. */
struct sweep {
	struct bounder *b;
	const struct pool *p;
	const struct sym *sym;
	uint64_t *cheap;	/* each guess's parts counted, or UINT64_MAX */
	int	floor;		/* stop once one reaches the pool's counting bound */
	int	members;
	int	done;
};

/* The counting bound of n codes when a guess has branch other answers. */
uint64_t
bound_counting(uint64_t n, uint64_t branch)
{
	uint64_t total = 0, room = 1, k;

	for (k = 1; n > 0; k++) {
		uint64_t x = n < room ? n : room;

		total += k * x;
		n -= x;
		if (room <= n)
			room *= branch;
	}
	return total;
}

/* The bound of the parts a guess leaves, each counted. */
static uint64_t
counted(const struct bounder *b, const uint32_t *count)
{
	const struct codeset *cs = b->cs;
	uint64_t t = 0;
	int c;

	for (c = 0; c < cs->nclass; c++)
		if (c != cs->solved)
			t += b->counted[count[c]];
	return t;
}

static uint64_t	level(struct bounder *, const uint32_t *, size_t, int);

/*
 * The bound of s[0..n) after guess g, each of its parts bounded over
 * depth guesses, or UINT64_MAX once it cannot be below best; parts takes
 * the codes of s by part.
 */
static uint64_t
after(struct bounder *b, const uint32_t *s, size_t n, uint32_t g,
    uint32_t *parts, int depth, uint64_t best)
{
	const struct codeset *cs = b->cs;
	uint32_t count[MM_MAXCLASSES], at[MM_MAXCLASSES];
	uint64_t total = n, rest;
	size_t i;
	int c;

	memset(count, 0, sizeof(count));
	for (i = 0; i < n; i++)
		count[codeset_class(cs, g, s[i])]++;
	rest = counted(b, count);
	for (c = 0, i = 0; c < cs->nclass; c++) {
		at[c] = (uint32_t)i;
		i += count[c];
	}
	for (i = 0; i < n; i++)
		parts[at[codeset_class(cs, g, s[i])]++] = s[i];
	for (c = 0, i = 0; c < cs->nclass; c++) {
		if (c != cs->solved && count[c] > 0) {
			rest -= b->counted[count[c]];
			total += level(b, parts + i, count[c], depth);
			if (total + rest >= best)
				return UINT64_MAX;
		}
		i += count[c];
	}
	return total;
}

/* A guess and the bound of its parts counted. */
struct tried {
	uint64_t bound;
	uint32_t guess;
};

static int
bybound(const void *a, const void *b)
{
	const struct tried *x = a, *y = b;

	if (x->bound != y->bound)
		return x->bound < y->bound ? -1 : 1;
	return x->guess < y->guess ? -1 : x->guess > y->guess;
}

/*
 * A member's turn of a sweep: each guess it takes, one of each orbit of
 * the pool's symmetries, its parts counted.
 */
static void
sweepjob(void *arg, int id)
{
	struct sweep *w = arg;
	const struct codeset *cs = w->b->cs;
	uint64_t least = w->b->counted[w->p->n], t;
	uint32_t count[MM_MAXCLASSES], g;

	for (g = (uint32_t)id; g < cs->n; g += (uint32_t)w->members) {
		if (w->floor && __atomic_load_n(&w->done, __ATOMIC_RELAXED))
			break;
		if (!sym_first(w->sym, cs, g))
			continue;
		partition_count(cs, g, w->p, count, w->b->rowbuf[id]);
		t = w->cheap[g] = w->p->n + counted(w->b, count);
		if (t == least)
			__atomic_store_n(&w->done, 1, __ATOMIC_RELAXED);
	}
}

/*
 * The bound of s[0..n) searched over depth guesses: every guess's parts
 * counted, on the team when the work is worth it, then, deeper, searched
 * in the order of those bounds, which they can only raise, until the
 * least of them is no less than the best.  A guess whose bound is the
 * counting bound of s ends the search: none can be less.
 */
static uint64_t
level(struct bounder *b, const uint32_t *s, size_t n, int depth)
{
	const struct codeset *cs = b->cs;
	uint32_t *parts, g;
	uint64_t best = UINT64_MAX, t;
	struct tried *tried;
	struct sweep w;
	struct pool p;
	struct sym sym;
	size_t i, nt = 0;

	if (n <= 2 || depth == 0)
		return b->counted[n];
	pool_init(&p, cs);
	pool_load(&p, cs, s, n);
	sym_find(&sym, cs, &p);
	w.b = b;
	w.p = &p;
	w.sym = &sym;
	w.cheap = xmalloc((size_t)cs->n * sizeof(*w.cheap));
	memset(w.cheap, 0xff, (size_t)cs->n * sizeof(*w.cheap));
	w.floor = depth == 1;
	w.done = 0;
	if ((uint64_t)n * cs->n >= BOUND_SHARE) {
		w.members = workers_count(b->team);
		workers_run(b->team, sweepjob, &w);
	} else {
		w.members = 1;
		sweepjob(&w, 0);
	}
	pool_free(&p);
	tried = depth > 1 ? xcalloc(cs->n, sizeof(*tried)) : NULL;
	for (g = 0; g < cs->n; g++) {
		if (w.cheap[g] == UINT64_MAX)
			continue;
		if (tried == NULL) {
			if (w.cheap[g] < best)
				best = w.cheap[g];
			continue;
		}
		tried[nt].bound = w.cheap[g];
		tried[nt++].guess = g;
	}
	free(w.cheap);
	if (tried == NULL)
		return best;
	qsort(tried, nt, sizeof(*tried), bybound);
	parts = xcalloc(n, sizeof(*parts));
	for (i = 0; i < nt && tried[i].bound < best &&
	    best > b->counted[n]; i++) {
		t = after(b, s, n, tried[i].guess, parts, depth - 1, best);
		if (t < best)
			best = t;
	}
	free(parts);
	free(tried);
	return best;
}

uint64_t
bound_total(const struct codeset *cs, const uint32_t *s, size_t n,
    int depth, int threads)
{
	struct bounder b;
	uint64_t t, branch = (uint64_t)codeset_maxparts(cs) - 1;
	size_t i;
	int k;

	b.cs = cs;
	b.counted = xcalloc((size_t)cs->n + 1, sizeof(*b.counted));
	for (i = 0; i <= cs->n; i++)
		b.counted[i] = bound_counting(i, branch);
	b.team = workers_new(threads > 0 ? threads : workers_online());
	for (k = 0; k < workers_count(b.team); k++)
		b.rowbuf[k] = xcalloc(cs->nms, sizeof(*b.rowbuf[k]));
	t = level(&b, s, n, depth);
	for (k = 0; k < workers_count(b.team); k++)
		free(b.rowbuf[k]);
	workers_free(b.team);
	free(b.counted);
	return t;
}
