/* The exact search's symmetries of a history, and the guesses worth trying. */
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "../plan.h"
#include "../symmetry.h"

#define WORTHY		1024	/* sets of guesses worth trying kept a thread */
#define WORTH_KEPT	0	/* worthbits(): only if kept */
#define WORTH_NOW	1	/* kept now if not */
#define WORTH_AGAIN	2	/* kept now if seen before */

/* The guesses worth trying at nodes of one set of symmetries. */
struct worthy {
	uint64_t absent, fresh;
	struct hsym *sym;
	size_t	nsym;
	uint64_t *bits;		/* NULL: not yet known */
};

/* The most symmetries a history has: every way to move the pegs. */
size_t
exact_hsym_max(const struct exact *o)
{
	size_t n = 1;
	int p;

	if (o->pegs > SYM_MAXPEGS)
		return 1;
	for (p = 2; p <= o->pegs; p++)
		n *= (size_t)p;
	return n;
}

/*
 * The symmetries of no history: every way to move the pegs, the
 * identity first, with no colour played yet; only the identity beyond
 * SYM_MAXPEGS.
 */
size_t
exact_hsym_all(const struct exact *o, struct hsym *sym)
{
	int perm[SYM_MAXPEGS];
	int p, pegs = o->pegs < SYM_MAXPEGS ? o->pegs : SYM_MAXPEGS;
	size_t n = 0;

	for (p = 0; p < pegs; p++)
		perm[p] = p;
	do {
		memset(&sym[n], 0xff, sizeof(sym[n]));
		for (p = 0; p < pegs; p++) {
			sym[n].pos[p] = (uint8_t)perm[p];
			sym[n].from[perm[p]] = (uint8_t)p;
		}
		n++;
	} while (o->pegs <= SYM_MAXPEGS && sym_nextperm(perm, pegs));
	return n;
}

/*
 * The symmetries of a history that also keep guess g as it is: a
 * colour first played in g goes where its pegs go.
 */
size_t
exact_hsym_keep(const struct exact *o, const struct hsym *in, size_t n,
    uint32_t g, struct hsym *out)
{
	const uint8_t *c = o->code + (size_t)g * o->pegs;
	size_t i, k = 0;
	uint64_t image;
	int p, from, to, ok;

	if (o->pegs > SYM_MAXPEGS) {
		out[0] = in[0];
		return 1;
	}
	for (i = 0; i < n; i++) {
		out[k] = in[i];
		image = 0;
		for (p = 0; p < o->ncolors; p++)
			if (out[k].col[p] >= 0)
				image |= (uint64_t)1 << out[k].col[p];
		ok = 1;
		for (p = 0; p < o->pegs && ok; p++) {
			from = c[p];
			to = c[out[k].pos[p]];
			if (out[k].col[from] >= 0) {
				ok = out[k].col[from] == to;
			} else if (image >> to & 1) {
				ok = 0;
			} else {
				out[k].col[from] = (int8_t)to;
				image |= (uint64_t)1 << to;
			}
		}
		k += ok;
	}
	return k;
}

/* The new name of colour x: on first sight, the least left in *pool. */
static uint8_t
newname(int8_t *map, int x, uint64_t *pool)
{
	if (map[x] < 0) {
		map[x] = (int8_t)__builtin_ctzll(*pool);
		*pool &= *pool - 1;
	}
	return (uint8_t)map[x];
}

/*
 * How the image of code c under symmetry e (NULL: c itself) compares
 * with c in code order, once its colours are renamed to the smallest
 * the node allows in the order its pegs first show them: below, at or
 * above 0, worked out peg by peg up to the first where they differ.
 * Only the first known pegs of c are known: 0 also when the pegs
 * compared reach one that is not.
 */
static int
cmpimage(const struct canon *k, const struct hsym *e, const uint8_t *c,
    int pegs, int known)
{
	int8_t map[MM_MAXCOLORS];
	uint64_t absent = k->absent, fresh = k->fresh;
	int p, x, a0 = absent ? __builtin_ctzll(absent) : 0;

	memset(map, -1, sizeof(map));
	for (p = 0; p < pegs; p++) {
		if (p >= known || (e != NULL && e->from[p] >= known))
			return 0;
		x = c[p];
		if (e != NULL && e->col[x = c[e->from[p]]] >= 0)
			x = e->col[x];
		if (k->absent >> x & 1)
			x = k->distinct ? newname(map, x, &absent) : a0;
		else if (k->fresh >> x & 1)
			x = newname(map, x, &fresh);
		if (x != c[p])
			return x < c[p] ? -1 : 1;
	}
	return 0;
}

/* The colour renamings a node of candidates s allows. */
static void
canonset(const struct exact *o, const struct level *l, const uint32_t *s,
    uint32_t n, struct canon *k)
{
	uint64_t present = 0, all = ((uint64_t)1 << o->ncolors) - 1;
	uint32_t i;

	for (i = 0; i < n; i++)
		present |= o->colors[s[i]];
	k->absent = all & ~present;
	k->fresh = all & ~l->used & present;
	k->distinct = o->distinct;
}

/*
 * Whether guess g is the first in code order of its class of guesses,
 * those that symmetries of the history or renaming colours turn into
 * each other.
 */
static int
firstofclass(const struct exact *o, const struct level *l,
    const struct canon *k, uint32_t g)
{
	const uint8_t *code = o->code + (size_t)g * o->pegs;
	const struct hsym *e, *end = l->sym + l->nsym;

	if ((o->colors[g] & (k->absent | k->fresh)) != 0 &&
	    cmpimage(k, NULL, code, o->pegs, o->pegs) != 0)
		return 0;
	for (e = l->sym + 1; e < end; e++)
		if (cmpimage(k, e, code, o->pegs, o->pegs) < 0)
			return 0;
	return 1;
}

/*
 * How far the image of a code under a symmetry is compared with the code
 * (cmpimage()): its first q pegs, found alike, with the colours renamed
 * in named (their new names in the walk's map of the symmetry), and the
 * fresh and absent colours not yet given as new names.
 */
struct image {
	uint64_t named, fresh, absent;
	int	q;
};

/* A walk over the codes that renaming colours leaves as they are. */
struct walk {
	const struct exact *o;
	const struct level *l;
	const struct canon *k;
	uint64_t *bits;
	uint8_t	code[MM_MAXPEGS];
	struct image at[SYM_MAXPEGS + 1][64];	/* by pegs known, symmetry */
	uint8_t	map[64][MM_MAXCOLORS];
};

/*
 * cmpimage() of the code of walk wk under symmetry i + 1, its first known
 * pegs known, carried on from where it stopped with one peg fewer known:
 * the pegs compared then are alike still, and the colours renamed keep
 * their names.
 */
static int
cmpmore(struct walk *wk, int i, int known)
{
	const struct canon *k = wk->k;
	const struct hsym *e = wk->l->sym + 1 + i;
	const uint8_t *c = wk->code;
	struct image *im = &wk->at[known][i];
	uint8_t *map = wk->map[i];
	uint64_t *pool;
	int x;

	*im = wk->at[known - 1][i];
	for (; im->q < known && e->from[im->q] < known; im->q++) {
		x = c[e->from[im->q]];
		if (e->col[x] >= 0)
			x = e->col[x];
		if ((k->absent | k->fresh) >> x & 1) {
			if (!k->distinct && (k->absent >> x & 1)) {
				x = __builtin_ctzll(k->absent);
			} else if (im->named >> x & 1) {
				x = map[x];
			} else {
				pool = k->absent >> x & 1 ? &im->absent :
				    &im->fresh;
				im->named |= (uint64_t)1 << x;
				x = map[x] = (uint8_t)__builtin_ctzll(*pool);
				*pool &= *pool - 1;
			}
		}
		if (x != c[im->q])
			return x < c[im->q] ? -1 : 1;
	}
	return 0;
}

/*
 * The colours a walk may put at its next peg, given the colours used
 * before it and the fresh and absent ones not yet seen: of the fresh,
 * those used and the first unseen; of the absent, the first unseen when
 * colours do not repeat, else the first absent; every other colour,
 * unless used when colours do not repeat.
 */
static uint64_t
colours(const struct exact *o, const struct canon *k, uint64_t used,
    uint64_t fresh, uint64_t absent)
{
	uint64_t all = ((uint64_t)1 << o->ncolors) - 1;

	if (k->distinct)
		return (all & ~used & ~k->fresh & ~k->absent) |
		    (fresh & -fresh) | (absent & -absent);
	return (all & ~k->fresh & ~k->absent) | (k->fresh & used) |
	    (fresh & -fresh) | (k->absent & -k->absent);
}

/*
 * From peg p on, with the colours used before p and the fresh and
 * absent colours not yet seen: set the bit of every code whose colours
 * renaming leaves as they are, the first unseen one of its class each
 * time one is seen, or of the absent colours always the first when
 * colours repeat, and that no symmetry of the history moves before
 * itself.  These are the codes firstofclass() keeps.  rank is the
 * code's rank so far (code_rank()), of its first p pegs.  Bit i of open
 * stands for symmetry i + 1 of the first 64 after the identity, while
 * the first p pegs leave it undecided: one that moves them before
 * themselves moves every code that starts so, and the walk turns back;
 * one that moves them after themselves moves none, and is dropped.  The
 * symmetries past those are tried on whole codes.  The colours of peg p
 * are those colours() allows; at the last peg, with no symmetry left to
 * try, each sets its code's bit without a call of its own.
 */
static void
walkworth(struct walk *wk, int p, uint64_t used, uint64_t fresh,
    uint64_t absent, uint64_t rank, uint64_t open)
{
	const struct exact *o = wk->o;
	const struct canon *k = wk->k;
	const struct hsym *e, *sym = wk->l->sym, *end = sym + wk->l->nsym;
	uint64_t bit, r, b, m;
	int c;

	for (b = open; b != 0 && p > 0; b &= b - 1) {
		if ((c = cmpmore(wk, __builtin_ctzll(b), p)) < 0)
			return;
		if (c > 0)
			open &= ~(b & -b);
	}
	if (p == o->pegs) {
		for (e = sym + 65; e < end; e++)
			if (cmpimage(k, e, wk->code, o->pegs, o->pegs) < 0)
				return;
		wk->bits[rank / 64] |= (uint64_t)1 << (rank % 64);
		return;
	}
	for (m = colours(o, k, used, fresh, absent); m != 0; m &= m - 1) {
		c = __builtin_ctzll(m);
		bit = (uint64_t)1 << c;
		r = k->distinct ? rank * (uint64_t)(o->ncolors - p) +
		    (uint64_t)__builtin_popcountll(~used & (bit - 1)) :
		    rank * (uint64_t)o->ncolors + (uint64_t)c;
		if (p + 1 == o->pegs && open == 0 && end <= sym + 65) {
			wk->bits[r / 64] |= (uint64_t)1 << (r % 64);
			continue;
		}
		wk->code[p] = (uint8_t)c;
		walkworth(wk, p + 1, used | bit, fresh & ~bit, absent & ~bit,
		    r, open);
	}
}

/*
 * A hash of a node's symmetries and renamings: of each symmetry, where
 * the game's pegs go and the new names of its colours, which settle
 * the rest.
 */
static uint64_t
symhash(const struct exact *o, const struct level *l, const struct canon *k)
{
	const struct hsym *e, *end = l->sym + l->nsym;
	uint64_t h = mix(k->absent ^ mix(k->fresh ^ l->nsym));
	int p;

	for (e = l->sym; e < end; e++) {
		for (p = 0; p < o->pegs && p < SYM_MAXPEGS; p++)
			h = fnv1a_step(h, e->pos[p]);
		for (p = 0; p < o->ncolors; p++)
			h = fnv1a_step(h, (uint8_t)e->col[p]);
	}
	return mix(h);
}

/*
 * The guesses worth trying at a node, as bits over every code, kept per
 * thread for each set of symmetries and renamings; NULL when too many
 * sets are kept already, or, by when, when this set is not kept yet:
 * WORTH_KEPT, as a node's candidates are fewer to test one by one than
 * every code, whose test is left until the other codes are tried, if
 * they are; WORTH_AGAIN, if it is not seen before, as a node that scores
 * few codes tests them one by one (exact_worth_code()), and a set seen twice
 * is seen often.
 */
static const uint64_t *
worthbits(struct worker *w, const struct level *l, const struct canon *k,
    int when)
{
	const struct exact *o = w->o;
	struct worthy *r;
	struct walk wk;
	size_t h, i, words = (o->n + 63) / 64;

	if (w->worthy == NULL)
		w->worthy = xcalloc(WORTHY, sizeof(*w->worthy));
	h = (size_t)(symhash(o, l, k) % WORTHY);
	for (i = 0; i < WORTHY; i++) {
		r = &w->worthy[(h + i) % WORTHY];
		if (r->sym == NULL)
			break;
		if (r->absent == k->absent && r->fresh == k->fresh &&
		    r->nsym == l->nsym &&
		    memcmp(r->sym, l->sym, l->nsym * sizeof(*l->sym)) == 0)
			break;
	}
	if (i == WORTHY || (r->bits == NULL && when == WORTH_KEPT))
		return NULL;
	if (r->sym == NULL) {
		r->absent = k->absent;
		r->fresh = k->fresh;
		r->nsym = l->nsym;
		r->sym = xcalloc(l->nsym, sizeof(*r->sym));
		memcpy(r->sym, l->sym, l->nsym * sizeof(*l->sym));
		if (when == WORTH_AGAIN)
			return NULL;
	}
	if (r->bits == NULL) {
		r->bits = xcalloc(words, sizeof(*r->bits));
		wk.o = o;
		wk.l = l;
		wk.k = k;
		wk.bits = r->bits;
		for (i = 0; i < 64; i++) {
			wk.at[0][i].named = 0;
			wk.at[0][i].fresh = k->fresh;
			wk.at[0][i].absent = k->absent;
			wk.at[0][i].q = 0;
		}
		walkworth(&wk, 0, 0, k->fresh, k->absent, 0, l->nsym < 2 ? 0 :
		    l->nsym > 64 ? ~(uint64_t)0 :
		    ((uint64_t)1 << (l->nsym - 1)) - 1);
	}
	return r->bits;
}

void
exact_worth_free(struct worker *w)
{
	int i;

	free(w->stamp);
	if (w->worthy != NULL)
		for (i = 0; i < WORTHY; i++) {
			free(w->worthy[i].bits);
			free(w->worthy[i].sym);
		}
	free(w->worthy);
}

/* Stamp the candidates of a node, with a stamp of its own. */
static void
mark(struct worker *w, const uint32_t *s, uint32_t n)
{
	uint32_t i;

	if (++w->epoch == 0) {
		memset(w->stamp, 0, w->o->n * sizeof(*w->stamp));
		w->epoch = 1;
	}
	for (i = 0; i < n; i++)
		w->stamp[s[i]] = w->epoch;
}

/* The candidates, or the other codes, whose bit is set. */
static size_t
keptbits(struct worker *w, const uint32_t *s, uint32_t n, int cands,
    const uint64_t *bits, uint32_t *out)
{
	uint64_t b;
	uint32_t i, g;
	size_t kept = 0, words = (w->o->n + 63) / 64;

	if (cands) {
		for (i = 0; i < n; i++)
			if (bits[s[i] / 64] >> (s[i] % 64) & 1)
				out[kept++] = s[i];
		return kept;
	}
	mark(w, s, n);
	for (i = 0; i < words; i++)
		for (b = bits[i]; b != 0; b &= b - 1) {
			g = i * 64 + (uint32_t)__builtin_ctzll(b);
			if (w->stamp[g] != w->epoch)
				out[kept++] = g;
		}
	return kept;
}

/*
 * The guesses worth trying at a node of candidates s whose other codes
 * are scored a multiset at a time, as bits, if its set of symmetries is
 * seen before, else NULL and the node's renamings kept for exact_worth_code().
 */
const uint64_t *
exact_worth_later(struct worker *w, struct level *l, const uint32_t *s,
    uint32_t n)
{
	canonset(w->o, l, s, n, &l->canon);
	return worthbits(w, l, &l->canon, WORTH_AGAIN);
}

/* Whether guess g is worth trying at the node of exact_worth_later(). */
int
exact_worth_code(const struct exact *o, const struct level *l, uint32_t g)
{
	return firstofclass(o, l, &l->canon, g);
}

/*
 * The guesses worth trying at a node of more than branch + 1 codes, as
 * bits over every code, candidates and others; NULL when too many sets
 * of them are kept already.
 */
const uint64_t *
exact_worth_bits(struct worker *w, const struct level *l, const uint32_t *s,
    uint32_t n)
{
	struct canon k;

	canonset(w->o, l, s, n, &k);
	return worthbits(w, l, &k, WORTH_NOW);
}

/*
 * The guesses worth trying at a node, of the candidates or of the other
 * codes, in code order: all of them, or with filter only the first of
 * each class.
 */
size_t
exact_worth_trying(struct worker *w, const struct level *l, const uint32_t *s,
    uint32_t n, int cands, int filter, uint32_t *out)
{
	const struct exact *o = w->o;
	const uint64_t *bits;
	struct canon k;
	uint32_t i, g;
	size_t kept = 0;

	if (filter)
		canonset(o, l, s, n, &k);
	if (w->stamp == NULL)
		w->stamp = xcalloc(o->n, sizeof(*w->stamp));
	if (filter && (bits = worthbits(w, l, &k, cands ? WORTH_KEPT :
	    WORTH_NOW)) != NULL)
		return keptbits(w, s, n, cands, bits, out);
	if (cands) {
		for (i = 0; i < n; i++)
			if (!filter || firstofclass(o, l, &k, s[i]))
				out[kept++] = s[i];
		return kept;
	}
	mark(w, s, n);
	for (g = 0; g < o->n; g++)
		if (w->stamp[g] != w->epoch &&
		    (!filter || firstofclass(o, l, &k, g)))
			out[kept++] = g;
	return kept;
}
