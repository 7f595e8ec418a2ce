/*
 * The search for the best guess of a heuristic.  The guesses are tried
 * in the order of the tie rule, the candidates first, each group in
 * code order, so that the best guess is the one with the smallest key
 * and, among those, the earliest in that order.  Of each orbit under
 * the colours and pegs the candidates cannot tell apart, the codes
 * after the first are left out, all but a few others (sym_orbits):
 * the codes of an orbit split the candidates alike and are all
 * candidates or none, and the first of them comes first.  A guess is
 * dropped as soon as it cannot beat the best so far, and no guess is
 * tried after one that splits as evenly as any could; above the limit
 * of heur_candidates(), no code but a candidate is tried.  Members of a
 * team of threads take chunks of guesses in turn; the one best guess
 * does not depend on who tried what.  Where the game has a table of
 * multisets, the codes that are not candidates are taken by multiset
 * instead, the most promising first (bymultiset), and give the same
 * guesses.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "job.h"


/* Above n candidates (0: never), the guesses are the candidates only. */
void
heur_candidates(struct searcher *s, size_t n)
{
	s->candonly = n;
}

/* The scores a search of n candidates may compute. */
static uint64_t
work(const struct searcher *s, size_t n)
{
	return (uint64_t)n * (s->candonly > 0 && n > s->candonly ? n :
	    s->se.cs->n);
}

/* The team for a search of n candidates: none where it is not worth it. */
static struct workers *
team(const struct searcher *s, size_t n)
{
	return work(s, n) >= SEARCH_SPLIT ? s->w : NULL;
}

/* Many heuristic decisions, one a member at a time. */
struct sized {
	size_t	n;
	size_t	i;
};

struct batch {
	struct searcher *s;
	const uint32_t *const *cand;
	const size_t *n;
	uint32_t *guess;
	struct sized *order;
	size_t	count;
	size_t	next;
	heur_decided_fn *told;
	void	*arg;
	int	stop;		/* told said no more */
};

/*
 * Zeroed memory in cache lines of its own, for what one member
 * writes in its inner loop: another's writes do not evict it.
 */
#define LINE	64

static void *
xline(size_t n, size_t size)
{
	size_t bytes = (n * size + LINE - 1) / LINE * LINE;
	void *p;

	if (bytes == 0)
		bytes = LINE;
	if (posix_memalign(&p, LINE, bytes) != 0)
		die("out of memory");
	memset(p, 0, bytes);
	return p;
}

struct searcher *
heur_new(const struct codeset *cs, const struct heuristic *h, int threads)
{
	struct searcher *s = xcalloc(1, sizeof(*s));
	int i, n = threads > 0 ? threads : workers_online();

	heur_scoring_init(&s->se, cs, h);
	if (n > WORKERS_MAX)
		n = WORKERS_MAX;
	s->w = n > 1 ? workers_new(n) : NULL;
	s->nsc = workers_count(s->w);
	s->sc = xcalloc((size_t)s->nsc, sizeof(*s->sc));
	for (i = 0; i < s->nsc; i++) {
		s->sc[i].hist = xline((size_t)cs->nclass,
		    sizeof(*s->sc[i].hist));
		if (cs->base == NULL)
			s->sc[i].row = xline(cs->nms, sizeof(*s->sc[i].row));
	}
	return s;
}

static void
scratch_free(struct scratch *sc)
{
	if (sc->pool.pk != NULL)
		pool_free(&sc->pool);
	orbits_free(sc->orbits);
	free(sc->cands);
	free(sc->others);
	free(sc->row);
	free(sc->hist);
	free(sc->mscount);
	free(sc->msdistinct);
	free(sc->msfloor);
	free(sc->order);
	if (sc->slices.peg != NULL)
		heur_slices_free(&sc->slices);
	heur_wide_free(&sc->wide);
}

void
heur_free(struct searcher *s)
{
	int i;

	if (s == NULL)
		return;
	workers_free(s->w);
	for (i = 0; i < s->nsc; i++)
		scratch_free(&s->sc[i]);
	free(s->sc);
	heur_scoring_free(&s->se);
	free(s);
}

/* The pool and lists of a heur_member, made on first use. */
static void
scratch_ready(struct scratch *sc, const struct codeset *cs)
{
	if (sc->pool.pk != NULL)
		return;
	pool_init(&sc->pool, cs);
	sc->orbits = orbits_new();
	sc->cands = xcalloc(cs->n, sizeof(*sc->cands));
	sc->others = xcalloc(cs->n, sizeof(*sc->others));
	if (cs->base != NULL) {
		sc->mscount = xcalloc(cs->nms, sizeof(*sc->mscount));
		sc->msdistinct = xcalloc(cs->nms, sizeof(*sc->msdistinct));
		sc->msfloor = xcalloc(cs->nms, sizeof(*sc->msfloor));
		sc->order = xcalloc(cs->nms, sizeof(*sc->order));
		if (heur_slices_fit(cs, SLICES_MAX))
			heur_slices_init(&sc->slices, cs);
	}
}

/*
 * The best want guesses for the n > 2 candidates loaded in sc's pool,
 * best first, by the members of w (NULL: by the caller alone, with
 * scratch sc); how many there are.
 */
static size_t
search(const struct searcher *s, struct scratch *sc, struct workers *w,
    uint32_t *out, size_t want)
{
	const struct scoring *se = &s->se;
	const struct codeset *cs = se->cs;
	const struct pool *p = &sc->pool;
	struct found best[WORKERS_MAX][SEARCH_WIDTH], all[SEARCH_WIDTH];
	struct job j;
	size_t m;
	int members = workers_count(w);

	memset(&j, 0, sizeof(j));
	j.members = members;
	j.se = se;
	j.sc = w != NULL ? s->sc : sc;
	j.p = p;
	j.want = want;
	j.best = best;
	j.floor = heur_key_floor(se, (uint32_t)p->n);
	j.alike = s->alike && p->n <= (size_t)se->room;
	j.shared = UINT64_MAX - 1;
	heur_walk(&j, sc);
	if (sc->msfloor != NULL && p->n > SEARCH_FLOORS && p->n < cs->n)
		heur_floors(&j, sc, members);
	j.stop = UINT64_MAX;
	j.chunk = SIZE_MAX / 2;
	if (members > 1) {
		j.chunk = ((size_t)1 << 16) / p->n;
		j.chunk = j.chunk < 1 ? 1 : j.chunk > 4096 ? 4096 : j.chunk;
	}
	j.end = j.na;
	workers_run(w, heur_member, &j);
	if (j.stop > j.na && p->n < cs->n &&
	    (s->candonly == 0 || p->n <= s->candonly)) {
		if (j.msfloor != NULL) {
			j.nbest[0] = heur_merged(&j, members, all);
			memcpy(best[0], all, j.nbest[0] * sizeof(*all));
			for (m = 1; m < (size_t)members; m++)
				j.nbest[m] = 0;
			heur_bymultiset(&j, sc, w, best[0], &j.nbest[0]);
			goto done;
		}
		if (j.b != NULL)
			j.nb = sym_orbits(&sc->sym, cs, p->member, sc->others,
			    sc->orbits);
		else
			j.nb = cs->n;
		j.next = j.na;
		j.end = j.na + j.nb;
		workers_run(w, heur_member, &j);
	}
done:
	for (m = 0; m < j.ndistinct; m++)
		sc->mscount[sc->msdistinct[m]] = 0;
	return heur_merge(&j, members, out);
}

/* The heuristic's guess for candidates cand[0..n), in code order. */
uint32_t
heur_guess(struct searcher *s, const uint32_t *cand, size_t n)
{
	const struct codeset *cs = s->se.cs;
	struct scratch *sc = &s->sc[0];
	uint32_t g;

	if (n <= 2)
		return cand[0];
	scratch_ready(sc, cs);
	pool_load(&sc->pool, cs, cand, n);
	search(s, sc, team(s, n), &g, 1);
	return g;
}

/*
 * The heuristic's best guesses for candidates cand[0..n), n > 2, best
 * first in the order of its tie rule, no two alike under the symmetries
 * of the candidates: at most want of them, SEARCH_WIDTH at most; how
 * many.
 */
size_t
heur_best(struct searcher *s, const uint32_t *cand, size_t n,
    uint32_t *out, size_t want)
{
	struct scratch *sc = &s->sc[0];

	scratch_ready(sc, s->se.cs);
	pool_load(&sc->pool, s->se.cs, cand, n);
	return search(s, sc, team(s, n), out, want < SEARCH_WIDTH ? want :
	    SEARCH_WIDTH);
}

static void
batchmember(void *arg, int id)
{
	struct batch *bt = arg;
	struct scratch *sc = &bt->s->sc[id];
	const struct codeset *cs = bt->s->se.cs;
	size_t i, k;

	for (;;) {
		if (__atomic_load_n(&bt->stop, __ATOMIC_RELAXED))
			break;
		k = __atomic_fetch_add(&bt->next, 1, __ATOMIC_RELAXED);
		if (k >= bt->count)
			break;
		i = bt->order[k].i;
		scratch_ready(sc, cs);
		pool_load(&sc->pool, cs, bt->cand[i], bt->n[i]);
		search(bt->s, sc, NULL, &bt->guess[i], 1);
		if (bt->told != NULL && bt->told(bt->arg, i))
			__atomic_store_n(&bt->stop, 1, __ATOMIC_RELAXED);
	}
}

static int
larger(const void *a, const void *b)
{
	const struct sized *x = a, *y = b;

	if (x->n != y->n)
		return x->n > y->n ? -1 : 1;
	return x->i < y->i ? -1 : x->i > y->i;
}

/*
 * The guesses for many sets of candidates: the large ones each by all
 * members, then the rest, largest first, each by one member.  Where
 * told is not NULL, it is called with each set of three candidates or
 * more once decided, and once it returns nonzero no more sets are
 * begun; whether it did is returned.
 */
static int
decide(struct searcher *s, const uint32_t *const *cand, const size_t *n,
    uint32_t *guess, size_t count, heur_decided_fn *told, void *arg)
{
	struct batch bt;
	size_t i;

	memset(&bt, 0, sizeof(bt));
	bt.order = xcalloc(count, sizeof(*bt.order));
	for (i = 0; i < count; i++) {
		if (n[i] <= 2)
			guess[i] = cand[i][0];
		else if (s->w == NULL || count < 2 * (size_t)s->nsc ||
		    work(s, n[i]) >= SEARCH_ALONE) {
			guess[i] = heur_guess(s, cand[i], n[i]);
			if (told != NULL && told(arg, i)) {
				bt.stop = 1;
				break;
			}
		} else {
			bt.order[bt.count].n = n[i];
			bt.order[bt.count++].i = i;
		}
	}
	if (bt.count > 0 && !bt.stop) {
		qsort(bt.order, bt.count, sizeof(*bt.order), larger);
		bt.s = s;
		bt.cand = cand;
		bt.n = n;
		bt.guess = guess;
		bt.told = told;
		bt.arg = arg;
		workers_run(s->w, batchmember, &bt);
	}
	free(bt.order);
	return bt.stop;
}

void
heur_guesses(struct searcher *s, const uint32_t *const *cand,
    const size_t *n, uint32_t *guess, size_t count)
{
	decide(s, cand, n, guess, count, NULL, NULL);
}

/*
 * As heur_guesses(), but where a guess of the sets' codes that are no
 * candidate splits a set into parts of one code each, the first such
 * guess found stands for the heuristic's: as no guess splits better,
 * the heuristic's does so too, and the play from there takes as many
 * guesses whichever it is.  And told, as in decide(), may stop it
 * early: then it returns nonzero, and the guesses of some sets are not
 * decided.
 */
int
heur_guesses_alike(struct searcher *s, const uint32_t *const *cand,
    const size_t *n, uint32_t *guess, size_t count, heur_decided_fn *told,
    void *arg)
{
	int stopped;

	s->alike = 1;
	stopped = decide(s, cand, n, guess, count, told, arg);
	s->alike = 0;
	return stopped;
}
