/*
 * -t lookahead: of the guesses a heuristic likes best, the one whose
 * game, played out by the heuristic, takes the fewest guesses in all.
 * The play-out of a guess g at candidates s is the heuristic's own
 * tree under g: the total over the secrets of s of the guesses each
 * takes, g included.  Every level of the play-out is decided at once,
 * on the searcher's threads.  As the heuristic's own guess is always
 * among those tried, and the same rule decides again at every history
 * that follows, the total is never more than the heuristic's.
 *
 * The guesses tried are the heuristic's best, no two alike under the
 * symmetries of the candidates, as many as LOOKAHEAD_WORK allows, and
 * LOOKAHEAD_MOST at most.  A play-out of n candidates takes time about
 * as n times the codes of the game times the answers a guess may get,
 * so that a move takes about as long at the start of a game as later, on
 * any game; when the work allows only one, the heuristic's guess is
 * played without a play-out.  The first guess is chosen by the same
 * rule as the others.  Of the guesses tried, the first in the
 * heuristic's order of those of the least total is played.  A play-out
 * stops as soon as it cannot be below the least total found: every
 * code still to play takes two guesses more, but one of each set that
 * a code of its own tells apart, whose total is then known without
 * deciding it, and every set its counting bound; each set's guess,
 * once decided, raises that floor by the bounds of its parts, while the
 * rest of its level is still being decided.  The sets of the play-out
 * of the guess played are kept
 * with their totals: where the heuristic's guess is played out at one
 * of them later, its total is known already.
 */
#include <stdlib.h>
#include <string.h>

#include "known.h"
#include "lookahead.h"
#include "../bound.h"
#include "../partition.h"
#include "../plan.h"
#include "search.h"

/* The sets of candidates of one level of a play-out. */
struct level {
	uint32_t *codes;	/* the sets, one after another */
	size_t	used;
	const uint32_t **set;
	size_t	*len;
	size_t	nsets;
	uint32_t *guess;
	uint32_t *id;		/* each set's record */
};

/*
 * A set of a play-out: its codes' hash, how many, the guesses they
 * take from there on, and the set it is a part of.
 */
struct record {
	uint64_t hash;
	uint64_t total;
	size_t	n;
	uint32_t parent;
};

#define NOPARENT	UINT32_MAX	/* a part of the guess played out */

/* The records of a play-out. */
struct records {
	struct record *r;
	size_t	n;
	size_t	size;
};

/*
 * Candidates played out for one move, times the codes of the game,
 * times the answers a guess may get: three play-outs of every secret
 * of 5 pegs of 8 colours.
 */
#define LOOKAHEAD_WORK	((uint64_t)60 << 30)
#define LOOKAHEAD_MOST	SEARCH_WIDTH	/* the most guesses tried */

struct lookahead {
	const struct codeset *cs;
	struct searcher *s;
	size_t	size;		/* codes the levels hold */
	struct level lv[2];
	uint16_t *class;
	uint64_t *counted;	/* the counting bound of 0 to size codes */
	uint32_t seen[MM_MAXCLASSES];	/* see apart */
	uint32_t round;
	struct records rec;	/* the sets of the play-out under way */
	struct records won;	/* those of the least total so far */
	struct known *known;	/* the totals of the sets of those played */
	const struct level *deciding;	/* see decided */
	uint64_t floor;		/* the least the play-out under way takes */
	uint64_t beta;		/* the total it is to be below */
};

struct lookahead *
heur_lookahead_new(const struct codeset *cs, const struct heuristic *h,
    int threads, size_t candonly)
{
	struct lookahead *la = xcalloc(1, sizeof(*la));

	la->cs = cs;
	la->s = heur_new(cs, h, threads);
	heur_candidates(la->s, candonly);
	la->known = heur_known_new();
	return la;
}

static void
level_free(struct level *l)
{
	free(l->codes);
	free(l->set);
	free(l->len);
	free(l->guess);
	free(l->id);
}

void
heur_lookahead_free(struct lookahead *la)
{
	if (la == NULL)
		return;
	heur_free(la->s);
	level_free(&la->lv[0]);
	level_free(&la->lv[1]);
	free(la->class);
	free(la->counted);
	free(la->rec.r);
	free(la->won.r);
	heur_known_free(la->known);
	free(la);
}

/* Room in the levels for n codes. */
static void
reserve(struct lookahead *la, size_t n)
{
	struct level *l;
	size_t k;
	int i;

	if (n <= la->size)
		return;
	for (i = 0; i < 2; i++) {
		l = &la->lv[i];
		level_free(l);
		l->codes = xcalloc(n, sizeof(*l->codes));
		l->set = xcalloc(n, sizeof(*l->set));
		l->len = xcalloc(n, sizeof(*l->len));
		l->guess = xcalloc(n, sizeof(*l->guess));
		l->id = xcalloc(n, sizeof(*l->id));
	}
	free(la->class);
	la->class = xcalloc(n, sizeof(*la->class));
	free(la->counted);
	la->counted = xcalloc(n + 1, sizeof(*la->counted));
	for (k = 0; k <= n; k++)
		la->counted[k] = bound_counting(k,
		    (uint64_t)codeset_maxparts(la->cs) - 1);
	la->size = n;
}

/* A record of the set s[0..n), a part of the set of record parent. */
static uint32_t
record(struct lookahead *la, const uint32_t *s, size_t n, uint32_t parent)
{
	struct records *rs = &la->rec;
	struct record *r;

	if (rs->n == rs->size) {
		rs->size = rs->size == 0 ? 1024 : 2 * rs->size;
		rs->r = xrealloc(rs->r, rs->size * sizeof(*rs->r));
	}
	r = &rs->r[rs->n];
	r->hash = plan_sethash(s, n);
	r->total = 0;
	r->n = n;
	r->parent = parent;
	return (uint32_t)rs->n++;
}

/*
 * Split s[0..n), the set of record parent, by guess g: the parts of
 * three codes or more go to level l, each with a record; the guesses of
 * the smaller ones, which the heuristic plays in code order, are
 * counted in the total it returns.
 */
static uint64_t
split(struct lookahead *la, struct level *l, const uint32_t *s, size_t n,
    uint32_t g, uint32_t parent)
{
	const struct codeset *cs = la->cs;
	uint32_t count[MM_MAXCLASSES], at[MM_MAXCLASSES], *out = l->codes + l->used;
	uint64_t total = 0;
	size_t i, placed, first = l->nsets;
	int c;

	memset(count, 0, (size_t)cs->nclass * sizeof(*count));
	for (i = 0; i < n; i++)
		count[la->class[i] = (uint16_t)codeset_class(cs, g, s[i])]++;
	for (c = 0, i = 0; c < cs->nclass; c++) {
		at[c] = (uint32_t)i;
		if (c == cs->solved || count[c] == 0)
			continue;
		if (count[c] <= 2) {
			total += 2 * count[c] - 1;
			continue;
		}
		l->set[l->nsets] = out + i;
		l->len[l->nsets++] = count[c];
		i += count[c];
	}
	placed = i;
	for (i = 0; i < n; i++) {
		c = la->class[i];
		if (c != cs->solved && count[c] > 2)
			out[at[c]++] = s[i];
	}
	l->used += placed;
	for (i = first; i < l->nsets; i++)
		l->id[i] = record(la, l->set[i], l->len[i], parent);
	return total;
}

/* Whether guess g gives each code of s[0..n) an answer of its own. */
static int
apart(struct lookahead *la, uint32_t g, const uint32_t *s, size_t n)
{
	const struct codeset *cs = la->cs;
	size_t k;
	int c;

	if (++la->round == 0) {
		memset(la->seen, 0, sizeof(la->seen));
		la->round = 1;
	}
	for (k = 0; k < n; k++) {
		c = codeset_class(cs, g, s[k]);
		if (la->seen[c] == la->round)
			return 0;
		la->seen[c] = la->round;
	}
	return 1;
}

/*
 * The first candidate of s[0..n) that tells every other apart, or n if
 * none does.  Then the heuristic plays that one, as no guess splits
 * better and the candidates come first in code order, and its play of
 * them takes 2n - 1 guesses, the least any play can; if none does, it
 * takes 2n at least: n for the guess that is no candidate, or n - 1 and
 * one more part than codes, and one more for each code.
 */
static size_t
split_by_one(struct lookahead *la, const uint32_t *s, size_t n)
{
	size_t i;

	if (n > (size_t)codeset_maxparts(la->cs))
		return n;
	for (i = 0; i < n; i++)
		if (apart(la, s[i], s, n))
			return i;
	return n;
}

/*
 * The least the n codes of a set that no code of its own tells apart
 * can take: two guesses each, and the counting bound.
 */
static uint64_t
floor_of(const struct lookahead *la, size_t n)
{
	return 2 * n > la->counted[n] ? 2 * n : la->counted[n];
}

/*
 * Count the sets of level l that a candidate of theirs tells apart in
 * the total, and leave the others; the least those can take is
 * returned.
 */
static uint64_t
settle(struct lookahead *la, struct level *l, uint64_t *total)
{
	uint64_t floor = 0;
	size_t i, kept = 0;

	for (i = 0; i < l->nsets; i++) {
		if (split_by_one(la, l->set[i], l->len[i]) < l->len[i]) {
			*total += 2 * l->len[i] - 1;
			la->rec.r[l->id[i]].total = 2 * l->len[i] - 1;
			continue;
		}
		l->set[kept] = l->set[i];
		l->id[kept] = l->id[i];
		l->len[kept++] = l->len[i];
		floor += floor_of(la, l->len[i]);
	}
	l->nsets = kept;
	return floor;
}

/*
 * Told that the guess of set i of the level being decided is known:
 * the play-out's floor rises by what that guess shows, and whether it
 * has reached beta is returned.  Until decided, the set takes what
 * floor_of() says at least; then its n codes take the guess, and each
 * part that is not the code guessed its counting bound more.
 */
static int
decided(void *arg, size_t i)
{
	struct lookahead *la = arg;
	const struct codeset *cs = la->cs;
	const uint32_t *s = la->deciding->set[i];
	uint32_t g = la->deciding->guess[i];
	uint32_t count[MM_MAXCLASSES];
	size_t k, n = la->deciding->len[i];
	uint64_t more = n, was = floor_of(la, n);
	int c;

	memset(count, 0, (size_t)cs->nclass * sizeof(*count));
	for (k = 0; k < n; k++)
		count[codeset_class(cs, g, s[k])]++;
	for (c = 0; c < cs->nclass; c++)
		if (c != cs->solved)
			more += la->counted[count[c]];
	if (more <= was)
		return 0;
	return __atomic_add_fetch(&la->floor, more - was,
	    __ATOMIC_RELAXED) >= la->beta;
}

/*
 * The total of the heuristic's play of s[0..n) after guess g, or
 * UINT64_MAX once it cannot be below beta.
 */
static uint64_t
playout(struct lookahead *la, const uint32_t *s, size_t n, uint32_t g,
    uint64_t beta)
{
	struct level *cur = &la->lv[0], *next = &la->lv[1], *swap;
	uint64_t total = n, t, floor;
	size_t i;

	cur->used = cur->nsets = 0;
	la->rec.n = 0;
	la->beta = beta;
	total += split(la, cur, s, n, g, NOPARENT);
	while (cur->nsets > 0) {
		floor = settle(la, cur, &total);
		la->floor = total + floor;
		if (la->floor >= beta)
			return UINT64_MAX;
		if (cur->nsets == 0)
			break;
		la->deciding = cur;
		if (heur_guesses_alike(la->s, cur->set, cur->len, cur->guess,
		    cur->nsets, decided, la))
			return UINT64_MAX;
		next->used = next->nsets = 0;
		for (i = 0; i < cur->nsets; i++) {
			t = cur->len[i] + split(la, next, cur->set[i],
			    cur->len[i], cur->guess[i], cur->id[i]);
			la->rec.r[cur->id[i]].total = t;
			total += t;
		}
		swap = cur;
		cur = next;
		next = swap;
	}
	return total;
}

/*
 * Keep the totals of the sets of the play-out of the least total, each
 * its own guesses and those of its parts, those of the deepest first.
 */
static void
keep(struct lookahead *la)
{
	struct record *r = la->won.r;
	size_t i;

	for (i = la->won.n; i-- > 0;) {
		if (r[i].parent != NOPARENT)
			r[r[i].parent].total += r[i].total;
		heur_known_put(la->known, r[i].hash, r[i].n, r[i].total);
	}
}

/* How many of the heuristic's best guesses are tried at n candidates. */
size_t
heur_lookahead_width(const struct codeset *cs, size_t n)
{
	uint64_t width = LOOKAHEAD_WORK / ((uint64_t)n * cs->n *
	    (uint64_t)codeset_maxparts(cs));

	if (width < 1)
		return 1;
	return width > LOOKAHEAD_MOST ? LOOKAHEAD_MOST : (size_t)width;
}

/*
 * The guess for candidates s[0..n), n > 2: of the heuristic's best
 * guesses, the first of the least total played out; that total, or
 * UINT64_MAX when the heuristic's guess is played without a play-out.
 * Where a candidate tells the others apart, the heuristic's guess is
 * the first such, and no play-out is needed to know that none does
 * better.  The heuristic's own guess is played out only where no
 * play-out kept before has played it at s.
 */
uint32_t
heur_lookahead_guess(struct lookahead *la, const uint32_t *s, size_t n,
    uint64_t *least)
{
	uint32_t best[LOOKAHEAD_MOST], g = s[0];
	struct records swap;
	uint64_t t;
	size_t i, nb;

	if ((i = split_by_one(la, s, n)) < n) {
		*least = 2 * n - 1;
		return s[i];
	}
	nb = heur_best(la->s, s, n, best, heur_lookahead_width(la->cs, n));
	*least = UINT64_MAX;
	if (nb == 1)
		return best[0];
	reserve(la, n);
	i = 0;
	if (heur_known_get(la->known, plan_sethash(s, n), n, least)) {
		g = best[0];
		i = 1;
	}
	for (la->won.n = 0; i < nb; i++) {
		if ((t = playout(la, s, n, best[i], *least)) < *least) {
			*least = t;
			g = best[i];
			swap = la->won;
			la->won = la->rec;
			la->rec = swap;
		}
	}
	keep(la);
	return g;
}
