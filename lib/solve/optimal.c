#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "optimal.h"
#include "plan.h"
#include "workers.h"

#define INF		((uint32_t)1 << 30)
#define NOLIMIT		64	/* guesses left when -m bounds nothing */
#define MEMO_MIN	4	/* smaller sets are searched again */
#define SYM_MAXPEGS	6	/* moving pegs: up to 720 ways */
#define NLOCKS		512
#define EXACT		((uint32_t)1 << 31)
#define SHARED_DEPTH	3	/* parts this shallow are shared out */
#define BUSY_SLOTS	4096
#define WORTHY		1024	/* sets of guesses worth trying kept a thread */

/* A symmetry of the history: peg p moves to pos[p], colour c to col[c]. */
struct hsym {
	uint8_t	pos[SYM_MAXPEGS];
	int8_t	col[MM_MAXCOLORS];	/* -1: a colour not yet played */
};

struct slot {
	uint64_t key;
	uint64_t check;
	uint32_t value;		/* EXACT, or a lower bound */
	uint16_t guess;
	uint16_t n;
};

struct gkey {
	uint32_t lb;
	uint32_t guess;
	uint64_t squares;	/* sum of squared part sizes; top bit: no candidate */
};

/* The state of one depth of the search. */
struct level {
	uint32_t *part;		/* the candidates by class of the guess tried */
	uint32_t *guesses;
	const uint8_t **col;	/* the scores of the candidates, by guess */
	struct gkey *keys;
	struct hsym *sym;	/* the symmetries of the history */
	size_t	nsym;
	uint64_t used;		/* the colours played so far */
	uint32_t guess;		/* the guess tried here */
};

/* The guesses worth trying at nodes of one set of symmetries. */
struct worthy {
	uint64_t absent, fresh;
	struct hsym *sym;
	size_t	nsym;
	uint64_t *bits;		/* NULL: not yet known */
};

struct worker {
	struct optimal *o;
	int	id;
	struct level **lv;
	int	nlv;
	uint64_t nodes;
	uint32_t *stamp;	/* the candidates of a node, marked */
	uint32_t epoch;
	struct worthy *worthy;	/* WORTHY of them */
};

struct optimal {
	const struct codeset *cs;
	uint32_t n;
	int	pegs, ncolors, distinct, nclass, solved;
	uint32_t branch;	/* the most parts a guess leaves unsolved */
	uint8_t	*tab;		/* n x n: the class of guess x secret */
	uint8_t	*code;		/* n x pegs: the colours of each code */
	uint64_t *colors;	/* the set of colours of each code */
	uint32_t *lb;		/* the least total for m codes */
	uint32_t *others;	/* the least a guess no candidate of m can give */
	uint64_t cap[NOLIMIT + 1];	/* the most codes found in d guesses */
	int	maxguesses;
	int	threads;
	struct slot *memo;
	uint64_t mask;
	pthread_mutex_t lock[NLOCKS];
	pthread_mutex_t busylock;
	uint64_t busy[BUSY_SLOTS];	/* the sets being searched */
	int	stop;			/* a thread has finished the root */
	uint32_t result, resultguess;
	struct plan *plan;
	uint32_t total;
	int	solved_root;
	int	tty;
	size_t	at[2][2][2];	/* guess and part, of how many, at depths 0, 1 */
	struct timespec start;
	double	shown;
};

static uint32_t
lbound(const struct optimal *o, uint32_t m, int left)
{
	if (m == 0)
		return 0;
	if (left < NOLIMIT && m > o->cap[left])
		return INF;
	return o->lb[m];
}

/*
 * A guess that is a candidate finds one code and splits the others into
 * at most branch parts; one that is not splits them all and finds none.
 * So at most branch^(d-1) codes are found with the d-th guess, and m
 * codes need at least the sum of the depths of the shallowest m places.
 */
static void
bounds(struct optimal *o)
{
	uint64_t width = 1, filled = 0, sum = 0;
	uint32_t m, parts;
	int depth = 1, d;

	o->lb = xcalloc((size_t)o->n + 1, sizeof(*o->lb));
	for (m = 1; m <= o->n; m++) {
		if (filled == width) {
			depth++;
			filled = 0;
			width = width > o->n ? width : width * o->branch;
		}
		filled++;
		sum += (uint64_t)depth;
		o->lb[m] = sum >= INF ? INF : (uint32_t)sum;
	}
	o->others = xcalloc((size_t)o->n + 1, sizeof(*o->others));
	for (m = 1; m <= o->n; m++) {
		parts = m < o->branch ? m : o->branch;
		sum = m + (uint64_t)(parts - m % parts) * o->lb[m / parts];
		if (m % parts != 0)
			sum += (uint64_t)(m % parts) * o->lb[m / parts + 1];
		o->others[m] = sum >= INF ? INF : (uint32_t)sum;
	}
	width = 1;
	for (d = 1; d <= NOLIMIT; d++) {
		o->cap[d] = o->cap[d - 1] + width;
		if (o->cap[d] > o->n)
			o->cap[d] = (uint64_t)o->n + 1;
		if (width <= o->n)
			width *= o->branch;
	}
}

/*
 * The class of every guess against every secret, scored once a pair as
 * the score is the same both ways, and the codes and their colours.
 */
static void
tables(struct optimal *o)
{
	const struct codeset *cs = o->cs;
	uint8_t seen[(MM_MAXPEGS + 1) * (MM_MAXPEGS + 1)];
	uint32_t g, s, classes = 0;
	const uint16_t *ms;
	uint16_t *buf;
	uint64_t pk;
	uint8_t *row;
	int p;

	buf = xcalloc(cs->nms, sizeof(*buf));
	o->tab = xcalloc((size_t)o->n * o->n, 1);
	o->code = xcalloc((size_t)o->n * o->pegs, 1);
	o->colors = xcalloc(o->n, sizeof(*o->colors));
	memset(seen, 0, sizeof(seen));
	for (g = 0; g < o->n; g++) {
		codeset_code(cs, g, o->code + (size_t)g * o->pegs);
		for (p = 0; p < o->pegs; p++)
			o->colors[g] |= (uint64_t)1 <<
			    o->code[(size_t)g * o->pegs + p];
		row = o->tab + (size_t)g * o->n;
		ms = codeset_row(cs, g, buf);
		pk = cs->pk[g];
		for (s = g; s < o->n; s++) {
			row[s] = (uint8_t)(ms[cs->ms[s]] -
			    codeset_differ(cs, pk, cs->pk[s]));
			o->tab[(size_t)s * o->n + g] = row[s];
			seen[row[s]] = 1;
		}
	}
	free(buf);
	for (p = 0; p < o->nclass; p++)
		classes += seen[p];
	o->branch = classes > 1 ? classes - 1 : 1;
}

static uint64_t
factorial(int n)
{
	return n <= 1 ? 1 : (uint64_t)n * factorial(n - 1);
}

/* Every way to move the pegs, with no colour played yet. */
static size_t
allsyms(const struct optimal *o, struct hsym *sym)
{
	uint8_t perm[SYM_MAXPEGS], t;
	size_t n = 0;
	int i, j, k, l;

	if (o->pegs > SYM_MAXPEGS) {
		memset(&sym[0], 0xff, sizeof(sym[0]));
		for (i = 0; i < SYM_MAXPEGS; i++)
			sym[0].pos[i] = (uint8_t)i;
		return 1;
	}
	for (i = 0; i < o->pegs; i++)
		perm[i] = (uint8_t)i;
	for (;;) {
		memset(&sym[n], 0xff, sizeof(sym[n]));
		memcpy(sym[n].pos, perm, (size_t)o->pegs);
		n++;
		for (i = o->pegs - 2; i >= 0 && perm[i] > perm[i + 1]; i--)
			;
		if (i < 0)
			return n;
		for (j = o->pegs - 1; perm[j] < perm[i]; j--)
			;
		t = perm[i], perm[i] = perm[j], perm[j] = t;
		for (k = i + 1, l = o->pegs - 1; k < l; k++, l--)
			t = perm[k], perm[k] = perm[l], perm[l] = t;
	}
}

/* The symmetries of a history that also keep guess g as it is. */
static size_t
keepsyms(const struct optimal *o, const struct hsym *in, size_t n,
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
		for (p = 0; p < MM_MAXCOLORS; p++)
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

struct canon {
	uint64_t absent;
	uint64_t fresh;		/* colours not played, in some candidate */
	int	distinct;
};

/*
 * Rename a code's colours to the smallest the node allows: colours in
 * no candidate all score alike, as do colours not played yet.
 */
static void
canonize(const struct canon *k, uint8_t *c, int pegs)
{
	int8_t map[MM_MAXCOLORS];
	uint64_t absent = k->absent, fresh = k->fresh, bit;
	int p, x, a0 = absent ? __builtin_ctzll(absent) : 0;

	memset(map, -1, sizeof(map));
	for (p = 0; p < pegs; p++) {
		x = c[p];
		bit = (uint64_t)1 << x;
		if (k->absent >> x & 1) {
			if (!k->distinct) {
				c[p] = (uint8_t)a0;
				continue;
			}
			if (map[x] < 0) {
				map[x] = (int8_t)__builtin_ctzll(absent);
				absent &= absent - 1;
			}
			c[p] = (uint8_t)map[x];
		} else if (k->fresh & bit) {
			if (map[x] < 0) {
				map[x] = (int8_t)__builtin_ctzll(fresh);
				fresh &= fresh - 1;
			}
			c[p] = (uint8_t)map[x];
		}
	}
}

static uint64_t
mix(uint64_t h)
{
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdULL;
	h ^= h >> 33;
	h *= 0xc4ceb9fe1a85ec53ULL;
	h ^= h >> 33;
	return h;
}

/* The colour renamings a node allows: see canonize. */
static void
canonset(const struct optimal *o, const struct level *l, const uint32_t *s,
    uint32_t n, struct canon *k)
{
	uint64_t present = 0, all;
	uint32_t i;

	for (i = 0; i < n; i++)
		present |= o->colors[s[i]];
	all = o->ncolors == 64 ? ~(uint64_t)0 :
	    ((uint64_t)1 << o->ncolors) - 1;
	k->absent = all & ~present;
	k->fresh = all & ~l->used & present;
	k->distinct = o->distinct;
}

/*
 * Whether guess g is the first in code order of its class of guesses,
 * those that symmetries of the history or renaming unused colours turn
 * into each other.
 */
static int
firstofclass(const struct optimal *o, const struct level *l,
    const struct canon *k, uint32_t g)
{
	uint8_t c[MM_MAXPEGS], y[MM_MAXPEGS];
	const uint8_t *code = o->code + (size_t)g * o->pegs;
	size_t e;
	int p, pegs = o->pegs;

	if ((o->colors[g] & (k->absent | k->fresh)) != 0) {
		memcpy(c, code, (size_t)pegs);
		canonize(k, c, pegs);
		if (memcmp(c, code, (size_t)pegs) != 0)
			return 0;
	}
	for (e = 1; e < l->nsym; e++) {
		for (p = 0; p < pegs; p++)
			y[l->sym[e].pos[p]] = l->sym[e].col[code[p]] >= 0 ?
			    (uint8_t)l->sym[e].col[code[p]] : code[p];
		canonize(k, y, pegs);
		if (memcmp(y, code, (size_t)pegs) < 0)
			return 0;
	}
	return 1;
}

static uint64_t
symhash(const struct level *l, const struct canon *k)
{
	const unsigned char *p = (const unsigned char *)l->sym;
	uint64_t h = mix(k->absent ^ mix(k->fresh ^ l->nsym));
	size_t i;

	for (i = 0; i < l->nsym * sizeof(*l->sym); i++)
		h = (h ^ p[i]) * 0x100000001b3ULL;
	return mix(h);
}

/*
 * The guesses worth trying at a node, as bits over every code, kept per
 * thread for each set of symmetries and renamings; NULL when too many
 * sets are kept already.
 */
static const uint64_t *
worthbits(struct worker *w, const struct level *l, const struct canon *k)
{
	const struct optimal *o = w->o;
	struct worthy *r;
	size_t h, i, words = (o->n + 63) / 64;
	uint32_t g;

	if (w->worthy == NULL)
		w->worthy = xcalloc(WORTHY, sizeof(*w->worthy));
	h = (size_t)(symhash(l, k) % WORTHY);
	for (i = 0; i < WORTHY; i++) {
		r = &w->worthy[(h + i) % WORTHY];
		if (r->bits == NULL)
			break;
		if (r->absent == k->absent && r->fresh == k->fresh &&
		    r->nsym == l->nsym &&
		    memcmp(r->sym, l->sym, l->nsym * sizeof(*l->sym)) == 0)
			return r->bits;
	}
	if (i == WORTHY)
		return NULL;
	r->absent = k->absent;
	r->fresh = k->fresh;
	r->nsym = l->nsym;
	r->sym = xcalloc(l->nsym, sizeof(*r->sym));
	memcpy(r->sym, l->sym, l->nsym * sizeof(*l->sym));
	r->bits = xcalloc(words, sizeof(*r->bits));
	for (g = 0; g < o->n; g++)
		if (firstofclass(o, l, k, g))
			r->bits[g / 64] |= (uint64_t)1 << (g % 64);
	return r->bits;
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
 * The guesses worth trying at a node, of the candidates or of the other
 * codes: all of them, or with filter only the first of each class.
 */
static size_t
guesses(struct worker *w, const struct level *l, const uint32_t *s,
    uint32_t n, int cands, int filter, uint32_t *out)
{
	const struct optimal *o = w->o;
	const uint64_t *bits;
	struct canon k;
	uint32_t i, g;
	size_t kept = 0;

	if (filter)
		canonset(o, l, s, n, &k);
	if (w->stamp == NULL)
		w->stamp = xcalloc(o->n, sizeof(*w->stamp));
	if (filter && (bits = worthbits(w, l, &k)) != NULL)
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

static void
sethash(const uint32_t *s, uint32_t n, int left, uint64_t *key,
    uint64_t *check)
{
	uint64_t a = 0x9e3779b97f4a7c15ULL, b = (uint64_t)n << 8 | (uint64_t)left;
	uint32_t i;

	for (i = 0; i < n; i++) {
		a = (a ^ s[i]) * 0x100000001b3ULL;
		b = (b + s[i] + 1) * 0xd6e8feb86659fd93ULL;
		b ^= b >> 29;
	}
	*key = mix(a ^ (uint64_t)n << 40 ^ (uint64_t)left << 56);
	*check = mix(b) | 1;
}

static pthread_mutex_t *
lockof(struct optimal *o, uint64_t key)
{
	return &o->lock[(key & o->mask) / 4 % NLOCKS];
}

/* 1 and the stored value if the set is in the memo. */
static int
recall(struct optimal *o, uint64_t key, uint64_t check, uint32_t *value,
    uint32_t *guess)
{
	struct slot *b = o->memo + (key & o->mask & ~(uint64_t)3);
	pthread_mutex_t *m = lockof(o, key);
	int i, found = 0;

	pthread_mutex_lock(m);
	for (i = 0; i < 4; i++)
		if (b[i].key == key && b[i].check == check) {
			*value = b[i].value;
			*guess = b[i].guess;
			found = 1;
			break;
		}
	pthread_mutex_unlock(m);
	return found;
}

static void
remember(struct optimal *o, uint64_t key, uint64_t check, uint32_t n,
    uint32_t value, uint32_t guess)
{
	struct slot *b = o->memo + (key & o->mask & ~(uint64_t)3), *v = NULL;
	pthread_mutex_t *m = lockof(o, key);
	int i;

	pthread_mutex_lock(m);
	for (i = 0; i < 4; i++) {
		if (b[i].key == key && b[i].check == check) {
			v = &b[i];
			if (v->value & EXACT)
				goto out;
			if (!(value & EXACT) && value <= v->value)
				goto out;
			break;
		}
		if (v == NULL || b[i].n < v->n)
			v = &b[i];
	}
	v->key = key;
	v->check = check;
	v->value = value;
	v->guess = (uint16_t)guess;
	v->n = (uint16_t)n;
out:
	pthread_mutex_unlock(m);
}

static struct level *
level(struct worker *w, int depth)
{
	struct optimal *o = w->o;
	struct level *l;
	size_t nsym = o->pegs > SYM_MAXPEGS ? 1 : factorial(o->pegs);

	if (depth < w->nlv)
		return w->lv[depth];
	w->lv = xrealloc(w->lv, (size_t)(depth + 1) * sizeof(*w->lv));
	while (w->nlv <= depth) {
		l = xcalloc(1, sizeof(*l));
		l->part = xcalloc(o->n, sizeof(*l->part));
		l->guesses = xcalloc(o->n, sizeof(*l->guesses));
		l->col = xcalloc(o->n, sizeof(*l->col));
		l->keys = xcalloc(o->n, sizeof(*l->keys));
		l->sym = xcalloc(nsym, sizeof(*l->sym));
		w->lv[w->nlv++] = l;
	}
	return w->lv[depth];
}

static int
keycmp(const void *a, const void *b)
{
	const struct gkey *x = a, *y = b;

	if (x->lb != y->lb)
		return x->lb < y->lb ? -1 : 1;
	if (x->squares != y->squares)
		return x->squares < y->squares ? -1 : 1;
	return x->guess < y->guess ? -1 : x->guess > y->guess;
}

static double
elapsed(const struct optimal *o)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)(t.tv_sec - o->start.tv_sec) +
	    (double)(t.tv_nsec - o->start.tv_nsec) / 1e9;
}

/*
 * On a terminal, after a second: where the first thread is in the first
 * two levels, the guess tried of those ranked and the part searched.
 */
static void
progress(const struct worker *w, int depth, int what, size_t k, size_t nk)
{
	struct optimal *o = w->o;
	double t;

	if (w->id != 0 || !o->tty || depth > 1)
		return;
	o->at[depth][what][0] = k + 1;
	o->at[depth][what][1] = nk;
	if (what == 0)
		o->at[depth][1][0] = o->at[depth][1][1] = 0;
	if ((t = elapsed(o)) < 1 || t < o->shown + 0.5)
		return;
	o->shown = t;
	fprintf(stderr, "\r%s: optimal: guess %zu/%zu part %zu/%zu, then "
	    "guess %zu/%zu part %zu/%zu; %.0f s ", argv0, o->at[0][0][0],
	    o->at[0][0][1], o->at[0][1][0], o->at[0][1][1], o->at[1][0][0],
	    o->at[1][0][1], o->at[1][1][0], o->at[1][1][1], t);
}

/*
 * Whether a candidate tells all n codes apart, the first that does in
 * *guess; the first that leaves one pair and tells the rest apart in
 * *pair, if any.  For at most 64 classes.
 */
static int
apart(const struct optimal *o, const uint32_t *s, uint32_t n,
    uint32_t *guess, uint32_t *pair)
{
	const uint8_t *row;
	uint64_t seen, bit;
	uint32_t i, j;
	int twice;

	for (i = 0; i < n; i++) {
		row = o->tab + (size_t)s[i] * o->n;
		for (j = twice = 0, seen = 0; j < n; j++) {
			bit = (uint64_t)1 << row[s[j]];
			if (seen & bit && twice++)
				break;
			seen |= bit;
		}
		if (j == n && twice == 0) {
			*guess = s[i];
			return 1;
		}
		if (j == n && *pair == UINT32_MAX)
			*pair = s[i];
	}
	return 0;
}

/*
 * At most branch + 1 codes: 2n - 1 guesses if a candidate tells them
 * all apart, else 2n if a candidate leaves one pair and tells the rest
 * apart or another code tells them all apart; 0 if none does, with the
 * lower bound raised.
 */
static uint32_t
few(const struct optimal *o, const uint32_t *s, uint32_t n, int left,
    uint32_t beta, uint32_t *guess, uint32_t *lbn, uint32_t *floor)
{
	const uint8_t *col[65];
	uint64_t seen, bit;
	uint32_t j, g, pair = UINT32_MAX;

	if (n > o->branch + 1 || left < 2 || o->nclass > 64)
		return 0;
	if (apart(o, s, n, guess, &pair))
		return 2 * n - 1;
	if (*lbn < 2 * n)
		*lbn = 2 * n;
	if (*lbn >= beta)
		return 0;
	if (pair != UINT32_MAX && left >= 3) {
		*guess = pair;
		return 2 * n;
	}
	for (j = 0; j < n; j++)
		col[j] = o->tab + (size_t)s[j] * o->n;
	if (n <= o->branch)
		for (g = 0; g < o->n; g++) {
			for (j = 0, seen = 0; j < n; j++) {
				bit = (uint64_t)1 << col[j][g];
				if (seen & bit)
					break;
				seen |= bit;
			}
			if (j == n) {
				*guess = g;
				return 2 * n;
			}
		}
	if (*lbn < 2 * n + 1)
		*lbn = 2 * n + 1;
	*floor = 2 * n + 1;
	return 0;
}

static int
popcount(uint64_t x)
{
	x = x - (x >> 1 & 0x5555555555555555ULL);
	x = (x & 0x3333333333333333ULL) + (x >> 2 & 0x3333333333333333ULL);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
	return (int)(x * 0x0101010101010101ULL >> 56);
}

static uint32_t
addkey(struct level *l, uint32_t nk, uint32_t g, uint32_t lb)
{
	l->keys[nk].lb = lb;
	l->keys[nk].guess = g;
	l->keys[nk].squares = 0;
	return nk + 1;
}

/*
 * Count the parts of a guess: its exact bound, and the sum of squared
 * part sizes with bit 62 set, and bit 63 too if it is no candidate; 0
 * if it leaves every code in one part.
 */
static int
refine(const struct optimal *o, const uint32_t *s, uint32_t n, int sub,
    struct gkey *k)
{
	uint32_t h0[(MM_MAXPEGS + 1) * (MM_MAXPEGS + 1)];
	uint32_t h1[(MM_MAXPEGS + 1) * (MM_MAXPEGS + 1)];
	const uint8_t *row = o->tab + (size_t)k->guess * o->n;
	const uint32_t *lbt = o->lb;
	uint32_t j, h, m = 0, cap = UINT32_MAX;
	uint64_t lb = n, sq = 0;
	int c;

	if (sub < NOLIMIT && o->cap[sub] < cap)
		cap = (uint32_t)o->cap[sub];
	memset(h0, 0, (size_t)o->nclass * sizeof(*h0));
	memset(h1, 0, (size_t)o->nclass * sizeof(*h1));
	for (j = 0; j + 1 < n; j += 2) {
		h0[row[s[j]]]++;
		h1[row[s[j + 1]]]++;
	}
	if (j < n)
		h0[row[s[j]]]++;
	for (c = 0; c < o->nclass; c++) {
		h = h0[c] + h1[c];
		m = h > m ? h : m;
		if (c == o->solved || h == 0)
			continue;
		lb += h > cap ? INF : lbt[h];
		sq += (uint64_t)h * h;
	}
	h = h0[o->solved] + h1[o->solved];
	k->lb = lb > INF ? INF : (uint32_t)lb;
	k->squares = sq | (uint64_t)1 << 62 | (uint64_t)(h == 0) << 63;
	return m < n;
}

/*
 * Each guess worth trying, of the candidates or of the others, with its
 * lower bound when that is under beta, added to the nk keys there are;
 * the least of the others in *low.  Where every part of m codes needs
 * at least 2m - 1 guesses, the bound of a guess is 3n less its parts,
 * less 2 more if it is a candidate.  Small sets take every code, as
 * testing for symmetries costs more than the guesses it saves.
 */
static uint32_t
scoreall(struct worker *w, struct level *l, const uint32_t *s, uint32_t n,
    int left, int cands, uint32_t beta, uint32_t *low, uint32_t nk)
{
	const struct optimal *o = w->o;
	const uint8_t **col = l->col;
	uint64_t lb, msk, bit[64], solved = (uint64_t)1 << (o->solved & 63);
	uint32_t i, j, ng, g;
	int c, cand, filter;
	int sub = left == NOLIMIT ? NOLIMIT : left - 1;
	struct gkey k;

	filter = n > o->branch + 1 || o->nclass > 64;
	ng = (uint32_t)guesses(w, l, s, n, cands, filter, l->guesses);
	if (o->nclass > 64) {
		for (i = 0; i < ng; i++) {
			k.guess = l->guesses[i];
			k.squares = 0;
			if (!refine(o, s, n, sub, &k))
				continue;
			if (k.lb < beta)
				l->keys[nk++] = k;
			else if (k.lb < *low)
				*low = k.lb;
		}
		return nk;
	}
	for (c = 0; c < 64; c++)
		bit[c] = (uint64_t)1 << c;
	for (j = 0; j < n; j++)
		col[j] = o->tab + (size_t)s[j] * o->n;
	for (i = 0; i < ng; i++) {
		g = l->guesses[i];
		for (j = 0, msk = 0; j < n; j++)
			msk |= bit[col[j][g]];
		cand = (msk & solved) != 0;
		if (!cand && (msk & (msk - 1)) == 0)
			continue;
		lb = 3 * (uint64_t)n - 2 * cand - popcount(msk & ~solved);
		if (lb < beta)
			nk = addkey(l, nk, g, (uint32_t)lb);
		else if (lb < *low)
			*low = (uint32_t)lb;
	}
	return nk;
}

static void
siftdown(struct gkey *h, uint32_t n, uint32_t i)
{
	struct gkey t = h[i];
	uint32_t c;

	while ((c = 2 * i + 1) < n) {
		if (c + 1 < n && keycmp(&h[c + 1], &h[c]) < 0)
			c++;
		if (keycmp(&h[c], &t) >= 0)
			break;
		h[i] = h[c];
		i = c;
	}
	h[i] = t;
}

static void
siftup(struct gkey *h, uint32_t i)
{
	struct gkey t = h[i];

	for (; i > 0 && keycmp(&t, &h[(i - 1) / 2]) < 0; i = (i - 1) / 2)
		h[i] = h[(i - 1) / 2];
	h[i] = t;
}

/*
 * Mark a set as searched by this thread: its key, or 0 if another
 * thread searches it, when this one does something else first.
 */
static uint64_t
claim(struct optimal *o, const uint32_t *s, uint32_t n, int left)
{
	uint64_t key, check;
	size_t i;

	sethash(s, n, left, &key, &check);
	key |= 1;
	pthread_mutex_lock(&o->busylock);
	for (i = key % BUSY_SLOTS; o->busy[i] != 0 && o->busy[i] != key;
	    i = (i + 1) % BUSY_SLOTS)
		;
	if (o->busy[i] == key)
		key = 0;
	else
		o->busy[i] = key;
	pthread_mutex_unlock(&o->busylock);
	return key;
}

static void
release(struct optimal *o, uint64_t key)
{
	size_t i, j, k;

	if (key == 0)
		return;
	pthread_mutex_lock(&o->busylock);
	for (i = key % BUSY_SLOTS; o->busy[i] != key; i = (i + 1) % BUSY_SLOTS)
		;
	o->busy[i] = 0;
	for (j = (i + 1) % BUSY_SLOTS; o->busy[j] != 0;
	    j = (j + 1) % BUSY_SLOTS) {
		k = o->busy[j] % BUSY_SLOTS;
		if ((j > i && (k <= i || k > j)) || (j < i && k <= i && k > j)) {
			o->busy[i] = o->busy[j];
			o->busy[j] = 0;
			i = j;
		}
	}
	pthread_mutex_unlock(&o->busylock);
}

/*
 * A quick lower bound of a part of m codes, raised from lb by what the
 * memo knows of it or by finding no candidate that tells it apart.
 */
static uint32_t
atleast(struct optimal *o, const uint32_t *s, uint32_t m, int left,
    uint32_t lb)
{
	uint64_t key, check;
	uint32_t value, g, pair = UINT32_MAX;

	if (m >= MEMO_MIN) {
		sethash(s, m, left, &key, &check);
		if (recall(o, key, check, &value, &g))
			return (value & ~EXACT) > lb ? value & ~EXACT : lb;
	}
	if (m >= 3 && m <= o->branch + 1 && o->nclass <= 64 && left >= 2 &&
	    lb < 2 * m && !apart(o, s, m, &g, &pair))
		return 2 * m;
	return lb;
}

static int
stopped(struct optimal *o)
{
	return __atomic_load_n(&o->stop, __ATOMIC_ACQUIRE);
}

static uint32_t search(struct worker *, const uint32_t *, uint32_t, int, int,
    uint32_t, uint32_t *);

/*
 * The total of guess g at a node, or a lower bound of it when >= best.
 * The parts are searched smallest first: a small part that costs more
 * than its bound cuts the guess off sooner than a large one.
 */
static uint64_t
tryguess(struct worker *w, const uint32_t *s, uint32_t n, int depth,
    int left, uint32_t g, uint64_t lb, uint32_t best)
{
	struct optimal *o = w->o;
	struct level *l = w->lv[depth], *next;
	const uint8_t *row = o->tab + (size_t)g * o->n;
	uint32_t start[(MM_MAXPEGS + 1) * (MM_MAXPEGS + 1) + 1];
	uint32_t fill[(MM_MAXPEGS + 1) * (MM_MAXPEGS + 1)];
	int order[(MM_MAXPEGS + 1) * (MM_MAXPEGS + 1)];
	uint32_t partlb[(MM_MAXPEGS + 1) * (MM_MAXPEGS + 1)];
	uint32_t i, m, cb, v, dummy;
	uint64_t sum = lb, key;
	int c, k, j, pass, nparts = 0;
	int sub = left == NOLIMIT ? NOLIMIT : left - 1;

	memset(fill, 0, sizeof(fill));
	for (i = 0; i < n; i++)
		fill[row[s[i]]]++;
	start[0] = 0;
	for (c = 0; c < o->nclass; c++) {
		start[c + 1] = start[c] + fill[c];
		if (fill[c] > 0 && c != o->solved) {
			for (j = nparts; j > 0 && fill[order[j - 1]] > fill[c];
			    j--)
				order[j] = order[j - 1];
			order[j] = c;
			nparts++;
		}
		fill[c] = start[c];
	}
	for (i = 0; i < n; i++)
		l->part[fill[row[s[i]]]++] = s[i];
	l->guess = g;
	for (k = 0; k < nparts; k++) {
		m = start[order[k] + 1] - start[order[k]];
		v = lbound(o, m, sub);
		partlb[k] = atleast(o, l->part + start[order[k]], m, sub, v);
		sum += partlb[k] - v;
	}
	if (sum >= best)
		return sum;
	next = level(w, depth + 1);
	next->nsym = keepsyms(o, l->sym, l->nsym, g, next->sym);
	next->used = l->used | o->colors[g];
	for (pass = 0; pass < 2; pass++) {
		for (k = 0; k < nparts; k++) {
			if ((c = order[k]) < 0)
				continue;
			m = start[c + 1] - start[c];
			key = 0;
			if (o->threads > 1 && depth < SHARED_DEPTH &&
			    m >= MEMO_MIN && (key = claim(o, l->part +
			    start[c], m, sub)) == 0 && pass == 0)
				continue;
			progress(w, depth, 1, (size_t)k, (size_t)nparts);
			cb = (uint32_t)(best - (sum - partlb[k]));
			v = search(w, l->part + start[c], m, depth + 1, sub, cb,
			    &dummy);
			release(o, key);
			order[k] = -1;
			sum += v - partlb[k];
			if (sum >= best)
				return sum;
		}
	}
	return sum;
}

/*
 * The least total of guesses that finds every code of s, when less than
 * beta; otherwise a lower bound of it, beta or more.  Of the guesses
 * that reach the least total, the first by lower bound, then sum of
 * squared part sizes, then code order, is the one taken.
 */
static uint32_t
search(struct worker *w, const uint32_t *s, uint32_t n, int depth, int left,
    uint32_t beta, uint32_t *guess)
{
	struct optimal *o = w->o;
	struct level *l;
	uint32_t lbn, value, g, i, nk, best, bestg, low, floor;
	size_t tried;
	struct gkey top;
	int sub = left == NOLIMIT ? NOLIMIT : left - 1;
	uint64_t key = 0, check = 0, t;
	int memo = n >= MEMO_MIN, others;

	w->nodes++;
	*guess = s[0];
	if (stopped(o))
		return INF;
	if (n == 1)
		return left >= 1 ? 1 : INF;
	if ((lbn = lbound(o, n, left)) >= beta)
		return lbn;
	if (n == 2)
		return 3;
	if (memo) {
		sethash(s, n, left, &key, &check);
		if (recall(o, key, check, &value, &g)) {
			if (value & EXACT) {
				*guess = g;
				return value & ~EXACT;
			}
			if (value >= beta)
				return value;
			if (value > lbn)
				lbn = value;
		}
	}
	floor = o->others[n];
	if ((value = few(o, s, n, left, beta, guess, &lbn, &floor)) != 0)
		return value;
	if (lbn >= beta)
		return lbn;
	l = level(w, depth);
	low = INF;
	nk = scoreall(w, l, s, n, left, 1, beta, &low, 0);
	for (i = nk / 2; i-- > 0;)
		siftdown(l->keys, nk, i);
	best = beta;
	bestg = s[0];
	/*
	 * The codes that are no candidate are scored only once the best
	 * total is above what any of them could give: none gives less
	 * than floor, and at an equal bound a candidate is tried first.
	 */
	for (tried = 0, others = 0;;) {
		if (!others && best > floor &&
		    (nk == 0 || l->keys[0].lb > floor)) {
			nk = scoreall(w, l, s, n, left, 0, best, &low, nk);
			for (i = nk / 2; i-- > 0;)
				siftdown(l->keys, nk, i);
			others = 1;
		}
		if (nk == 0)
			break;
		top = l->keys[0];
		if (top.lb >= best) {
			if (top.lb < low)
				low = top.lb;
			break;
		}
		l->keys[0] = l->keys[--nk];
		siftdown(l->keys, nk, 0);
		if (top.squares == 0) {
			if (!refine(o, s, n, sub, &top))
				continue;
			if (top.lb >= best) {
				if (top.lb < low)
					low = top.lb;
				continue;
			}
			l->keys[nk++] = top;
			siftup(l->keys, nk - 1);
			continue;
		}
		progress(w, depth, 0, tried, tried + 1 + nk);
		t = tryguess(w, s, n, depth, left, top.guess, top.lb, best);
		if (t < best) {
			best = (uint32_t)t;
			bestg = top.guess;
		} else if (t < low) {
			low = (uint32_t)t;
		}
		tried++;
	}
	if (!others && floor < low)
		low = floor;
	if (stopped(o))
		return INF;
	if (best < beta) {
		if (memo)
			remember(o, key, check, n, best | EXACT, bestg);
		*guess = bestg;
		return best;
	}
	if (low < lbn)
		low = lbn;
	if (low > INF)
		low = INF;
	if (memo)
		remember(o, key, check, n, low, 0);
	return low;
}

struct optimal *
optimal_new(const struct codeset *cs, size_t maxguesses, int threads)
{
	struct optimal *o = xcalloc(1, sizeof(*o));
	uint64_t slots;
	int i;

	o->cs = cs;
	o->n = cs->n;
	o->pegs = cs->pegs;
	o->ncolors = cs->g->ncolors;
	o->distinct = cs->g->distinct;
	o->nclass = cs->nclass;
	o->solved = cs->solved;
	o->maxguesses = maxguesses == 0 || maxguesses >= NOLIMIT ? NOLIMIT :
	    (int)maxguesses;
	o->threads = threads > 0 ? threads : workers_online();
	tables(o);
	bounds(o);
	/* 64 slots a code: more cost page faults and gain no speed */
	for (slots = 1024; slots < (uint64_t)o->n * 64 &&
	    slots < ((uint64_t)1 << 24); slots *= 2)
		;
	o->memo = xcalloc(slots, sizeof(*o->memo));
	o->mask = slots - 1;
	for (i = 0; i < NLOCKS; i++)
		pthread_mutex_init(&o->lock[i], NULL);
	pthread_mutex_init(&o->busylock, NULL);
	o->plan = plan_new();
	o->tty = isatty(2);
	return o;
}

void
optimal_free(struct optimal *o)
{
	int i;

	if (o == NULL)
		return;
	for (i = 0; i < NLOCKS; i++)
		pthread_mutex_destroy(&o->lock[i]);
	pthread_mutex_destroy(&o->busylock);
	plan_free(o->plan);
	free(o->memo);
	free(o->lb);
	free(o->others);
	free(o->tab);
	free(o->code);
	free(o->colors);
	free(o);
}

static void
worker_free(struct worker *w)
{
	int i;

	free(w->stamp);
	if (w->worthy != NULL)
		for (i = 0; i < WORTHY; i++) {
			free(w->worthy[i].bits);
			free(w->worthy[i].sym);
		}
	free(w->worthy);
	for (i = 0; i < w->nlv; i++) {
		free(w->lv[i]->part);
		free(w->lv[i]->guesses);
		free(w->lv[i]->col);
		free(w->lv[i]->keys);
		free(w->lv[i]->sym);
		free(w->lv[i]);
	}
	free(w->lv);
}

/* Enter the guesses of the best tree of s into the plan. */
static void
record(struct optimal *o, struct worker *w, const uint32_t *s, uint32_t n,
    int depth, int left)
{
	const uint8_t *row;
	struct level *next;
	uint32_t g, *part, m, i;
	int c, sub = left == NOLIMIT ? NOLIMIT : left - 1;

	search(w, s, n, depth, left, INF, &g);
	plan_add(o->plan, s, n, g, 0);
	if (n == 1)
		return;
	row = o->tab + (size_t)g * o->n;
	next = level(w, depth + 1);
	next->nsym = keepsyms(o, w->lv[depth]->sym, w->lv[depth]->nsym, g,
	    next->sym);
	next->used = w->lv[depth]->used | o->colors[g];
	part = xcalloc(n, sizeof(*part));
	for (c = 0; c < o->nclass; c++) {
		if (c == o->solved)
			continue;
		for (i = m = 0; i < n; i++)
			if (row[s[i]] == c)
				part[m++] = s[i];
		if (m > 0)
			record(o, w, part, m, depth + 1, sub);
	}
	free(part);
}

static void
rootlevel(struct worker *w, int history)
{
	struct level *l = level(w, 0);

	if (history) {
		l->nsym = allsyms(w->o, l->sym);
		l->used = 0;
	} else {
		l->nsym = 1;
		l->used = ~(uint64_t)0;
	}
}

struct job {
	struct worker w;
	const uint32_t *all;
	pthread_t thread;
};

/* Search the whole game; the first thread to finish gives the result. */
static void *
rootjob(void *arg)
{
	struct job *j = arg;
	struct optimal *o = j->w.o;
	uint32_t v, g;
	int zero = 0;

	rootlevel(&j->w, 1);
	v = search(&j->w, j->all, o->n, 0, o->maxguesses, INF, &g);
	if (__atomic_compare_exchange_n(&o->stop, &zero, 1, 0,
	    __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
		o->result = v;
		o->resultguess = g;
	}
	return NULL;
}

static void
solveroot(struct optimal *o)
{
	struct job *job = xcalloc((size_t)o->threads, sizeof(*job));
	struct worker w;
	uint32_t *all, i;
	int t;

	clock_gettime(CLOCK_MONOTONIC, &o->start);
	all = xcalloc(o->n, sizeof(*all));
	for (i = 0; i < o->n; i++)
		all[i] = i;
	for (t = 0; t < o->threads; t++) {
		job[t].w.o = o;
		job[t].w.id = t;
		job[t].all = all;
		if (t > 0 && pthread_create(&job[t].thread, NULL, rootjob,
		    &job[t]) != 0)
			die("cannot start a thread:");
	}
	rootjob(&job[0]);
	for (t = 0; t < o->threads; t++) {
		if (t > 0)
			pthread_join(job[t].thread, NULL);
		worker_free(&job[t].w);
	}
	o->stop = 0;
	if (o->tty && o->shown > 0)
		fprintf(stderr, "\r%*s\r", 70, "");
	if (o->result >= INF)
		diefmt(1, "no strategy finds every code within %d guesses",
		    o->maxguesses);
	o->total = o->result;
	memset(&w, 0, sizeof(w));
	w.o = o;
	rootlevel(&w, 1);
	record(o, &w, all, o->n, 0, o->maxguesses);
	worker_free(&w);
	free(all);
	free(job);
}

/*
 * The guess at candidates s after played guesses: of the optimal tree,
 * or searched for within the guesses left, or without a bound if none
 * keeps to it.
 */
uint32_t
optimal_guess(struct optimal *o, const uint32_t *s, size_t n, size_t played)
{
	struct worker w;
	uint32_t g;
	int left = NOLIMIT;

	if (!o->solved_root) {
		o->solved_root = 1;
		solveroot(o);
	}
	if (plan_find(o->plan, s, n, &g))
		return g;
	memset(&w, 0, sizeof(w));
	w.o = o;
	rootlevel(&w, 0);
	if (o->maxguesses < NOLIMIT)
		left = played < (size_t)o->maxguesses ?
		    o->maxguesses - (int)played : 0;
	if (left == 0 || search(&w, s, (uint32_t)n, 0, left, INF, &g) >= INF)
		search(&w, s, (uint32_t)n, 0, NOLIMIT, INF, &g);
	worker_free(&w);
	return g;
}

uint32_t
optimal_total(const struct optimal *o)
{
	return o->total;
}
