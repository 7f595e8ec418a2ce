/*
 * The exact search's branch and bound: exact_search() takes a set of
 * candidates and tries its guesses in the order of their lower bounds,
 * each searched only while it can still beat the best found (tryguess()).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bounds.h"
#include "msparts.h"
#include "node.h"

static uint32_t	probe(struct worker *, const uint32_t *, uint32_t, int,
		    int, uint32_t);

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

/*
 * The total of guess g at node nd, whose bound is lb, or a lower bound
 * of it when that reaches nd->cut.  Each part first gets a quick bound,
 * partlb, from the memo and the candidates; then, unless it is the
 * first guess tried at the node (first), which is most often the best,
 * each part of more than branch + 1 codes, which exact_few() does not settle,
 * is probed for a better one.  The guess is given up as soon as the
 * bounds reach cut, else its parts are searched.
 */
static uint64_t
tryguess(struct worker *w, const struct node *nd, uint32_t g, uint64_t lb,
    int first)
{
	struct exact *o = w->o;
	struct level *l = w->lv[nd->depth], *next;
	struct parts p;
	uint32_t m, v;
	uint64_t sum = lb, kc[NCLASSES][2];
	int c, k, sub = leftafter(nd->left);

	exact_split(o, l, nd, g, &p);
	for (k = 0; k < p.n; k++) {
		c = p.order[k];
		if ((m = partcodes(&p, c)) < MEMO_MIN)
			continue;
		exact_memo_key(l->part + p.start[c], m, sub, &kc[k][0], &kc[k][1]);
		exact_memo_prefetch(&o->memo, kc[k][0]);
	}
	for (k = 0; k < p.n; k++) {
		c = p.order[k];
		m = partcodes(&p, c);
		v = lbound(o, m, sub);
		p.partlb[k] = exact_atleast(o, l->part + p.start[c], m, sub, v,
		    kc[k]);
		sum += p.partlb[k] - v;
		if (sum >= nd->cut)
			return sum;
	}
	if ((sum = exact_leastparts(w, nd, &p, sum)) >= nd->cut)
		return sum;
	next = exact_level(w, nd->depth + 1);
	next->nsym = exact_hsym_keep(o, l->sym, l->nsym, g, next->sym);
	next->used = l->used | o->colors[g];
	for (k = 0; k < p.n && !first; k++) {
		c = p.order[k];
		if ((m = partcodes(&p, c)) <= o->branch + 1)
			continue;
		v = probe(w, l->part + p.start[c], m, nd->depth + 1, sub,
		    (uint32_t)(nd->cut - (sum - p.partlb[k])));
		if (v > p.partlb[k]) {
			sum += v - p.partlb[k];
			p.partlb[k] = v;
			if (sum >= nd->cut)
				return sum;
		}
	}
	return exact_searchparts(w, nd, &p, sum);
}

/*
 * Step 1 of exact_search(): settle the node without trying its guesses one by
 * one, if that can be done: its value as exact_search() gives it, the guess
 * in *guess.  Otherwise 0, with the node's lbn and floor set, and its
 * memo key.
 */
static uint32_t
settle(struct worker *w, struct node *nd, uint32_t *guess)
{
	struct exact *o = w->o;
	uint32_t value, g;

	if (stopped(o))
		return EXACT_INF;
	if (nd->n == 1)
		return nd->left >= 1 ? 1 : EXACT_INF;
	if ((nd->lbn = lbound(o, nd->n, nd->left)) >= nd->beta)
		return nd->lbn;
	if (nd->n == 2)
		return 3;
	if (nd->n >= MEMO_MIN) {
		exact_memo_key(nd->s, nd->n, nd->left, &nd->key, &nd->check);
		if (exact_memo_recall(&o->memo, nd->key, nd->check, &value, &g)) {
			if (value & MEMO_EXACT) {
				*guess = g;
				return value & ~MEMO_EXACT;
			}
			if (value >= nd->beta)
				return value;
			if (value > nd->lbn)
				nd->lbn = value;
			nd->known = 1;
		}
	}
	nd->floor = o->others[nd->n];
	value = exact_few(w, nd->s, nd->n, nd->left, nd->beta, guess, &nd->lbn,
	    &nd->floor);
	if (value != 0)
		return value;
	return nd->lbn >= nd->beta ? nd->lbn : 0;
}

/* The least quick bound in q, its 2p + c in q->top; UINT32_MAX if none. */
static uint32_t
leastquick(struct queue *q)
{
	uint32_t least = UINT32_MAX;
	uint64_t bits;
	int i, b;

	for (i = 0; i < QUICKSPAN / 64; i++)
		for (bits = q->live[i]; bits != 0; bits &= bits - 1) {
			b = i * 64 + __builtin_ctzll(bits);
			if (q->bound[b] < least) {
				least = q->bound[b];
				q->top = b;
			}
		}
	return least;
}

/*
 * Whether counting the parts of the guesses of quick key b = 2p + c at
 * node nd would leave their bound as it is: their parts hold at most
 * n - c - (p - 1) codes, and a part of h codes, up to branch + 1, is
 * worth 2h - 1 (lb[]), however the codes are split, if the guesses left
 * can find them.  A probe then has its bound without counting them.
 */
static int
quickexact(const struct exact *o, const struct node *nd, int b)
{
	uint32_t p = (uint32_t)b / 2, c = (uint32_t)b % 2, most;

	most = nd->n - c - (p - 1);
	if (most > o->branch + 1)
		return 0;
	return nd->left == NOLIMIT || most <= o->cap[leftafter(nd->left)];
}

/* Count the parts of every guess of quick keys q->top (key_keep()). */
static void
countquick(const struct exact *o, struct node *nd, struct level *l,
    struct queue *q)
{
	int b = q->top;
	struct gkey k;
	uint32_t i;

	for (i = q->head[b]; i != 0; i = l->next[i - 1]) {
		k.order = key_order(q->bound[b]);
		k.guess = l->quick[i - 1];
		if (exact_refine(o, nd->s, nd->n, leftafter(nd->left), &k))
			key_keep(l->keys, &q->nk, &k, nd->best, &nd->low);
	}
	q->head[b] = 0;
	q->left -= q->many[b];
	q->many[b] = 0;
	q->live[b / 64] &= ~((uint64_t)1 << (b % 64));
}

/*
 * Sift h[i] down the heap h[0..n) of multisets, least bound first; h[n]
 * is free.  The lesser child is chosen without a branch, as either is
 * as likely, with h[n] set above all as the right child of the last.
 */
static void
laterdown(uint64_t *h, uint32_t n, uint32_t i)
{
	uint64_t t = h[i], a, b;
	uint32_t c;

	h[n] = UINT64_MAX;
	while ((c = 2 * i + 1) < n) {
		a = h[c];
		b = h[c + 1];
		c += b < a;
		a = b < a ? b : a;
		if (a >= t)
			break;
		h[i] = a;
		i = c;
	}
	h[i] = t;
}

/* The least bound of the multisets waiting in q, UINT32_MAX if none. */
static uint32_t
leastlater(const struct level *l, const struct queue *q)
{
	return q->nlater > 0 ? (uint32_t)(l->later[0] >> 32) : UINT32_MAX;
}

/*
 * Score the codes worth trying of the multiset of least bound in q
 * (exact_scorelater()).
 */
static void
countlater(struct worker *w, struct node *nd, struct level *l,
    struct queue *q)
{
	uint32_t m = (uint32_t)l->later[0];

	l->later[0] = l->later[--q->nlater];
	laterdown(l->later, q->nlater, 0);
	exact_scorelater(w, l, nd->s, nd->n, nd->left, m, nd->best, &nd->low, q);
}

/*
 * Whether the guesses of node nd are shared out among the threads, as
 * its parts are: each but the first, which all of them try, is taken
 * by one thread, and the others try it after the rest.
 */
static int
shareguess(const struct worker *w, const struct node *nd)
{
	return w->o->threads > 1 && nd->depth < w->shared &&
	    nd->n >= MEMO_MIN && !nd->probe;
}

/*
 * Try guess k at node nd for a total below nd->cut: if it gives one, it
 * is the best so far, its key in *bestkey; else its bound into low.
 */
static void
tryone(struct worker *w, struct node *nd, const struct gkey *k, int first,
    struct gkey *bestkey)
{
	uint64_t t = key_lb(k);

	if (t < nd->cut)
		t = tryguess(w, nd, k->guess, t, first);
	if (t < nd->cut) {
		nd->best = (uint32_t)t;
		nd->bestg = k->guess;
		*bestkey = *k;
	} else if (t < nd->low) {
		nd->low = (uint32_t)t;
	}
}

/* Keep guess k, taken by another thread, for after the others. */
static void
defer(struct level *l, const struct gkey *k)
{
	if (l->ndefer == l->maxdefer) {
		l->maxdefer = l->maxdefer == 0 ? 64 : 2 * l->maxdefer;
		l->defer = xrealloc(l->defer, l->maxdefer *
		    sizeof(*l->defer));
	}
	l->defer[l->ndefer++] = *k;
}

/*
 * Step 2 of exact_search(): try the guesses worth trying, least key first,
 * until the least key's bound reaches the best total found.  Sets best
 * and bestg, the least total below beta and its guess, and low, the
 * least bound of the guesses cut off.  The codes that are no candidate
 * are scored only once the best total is above what any of them could
 * give: none gives less than floor, and at an equal bound a candidate
 * is tried first.  A probe stops at the first guess it would try, whose
 * bound, the least of them all, it leaves in low, or before counting the
 * parts of the least quick keys if that cannot raise their bound
 * (quickexact()).  With threads, a guess another thread has taken
 * (shareguess()) waits in l->defer, in key order, until the others are
 * tried; as it comes before those tried meanwhile, it is searched for a
 * total up to best, cut, and taken on a tie if it also comes before the
 * best guess.
 */
static void
bestfirst(struct worker *w, struct node *nd)
{
	struct level *l = exact_level(w, nd->depth);
	struct queue q;
	size_t tried = 0;
	struct gkey top, bestkey = { 0, 0 };
	uint32_t least, lq, ll, i;
	uint64_t claim;
	int others = 0;

	l->ndefer = 0;
	exact_quickbounds(w->o, &q, nd->n);
	nd->low = EXACT_INF;
	exact_scoreall(w, l, nd->s, nd->n, nd->left, 1, nd->beta, &nd->low, &q);
	nd->best = nd->beta;
	nd->bestg = nd->s[0];
	for (;;) {
		lq = leastquick(&q);
		ll = leastlater(l, &q);
		least = lq < ll ? lq : ll;
		if (q.nk > 0 && key_lb(&l->keys[0]) < least)
			least = key_lb(&l->keys[0]);
		if (!others && nd->best > nd->floor && least > nd->floor) {
			exact_scoreall(w, l, nd->s, nd->n, nd->left, 0, nd->best,
			    &nd->low, &q);
			for (i = q.nlater / 2; i-- > 0;)
				laterdown(l->later, q.nlater, i);
			others = 1;
			continue;
		}
		if (least == UINT32_MAX)
			break;
		if (least >= nd->best) {
			if (least < nd->low)
				nd->low = least;
			break;
		}
		if (lq == least && nd->probe && quickexact(w->o, nd, q.top)) {
			nd->low = least;
			break;
		}
		if (lq == least) {
			countquick(w->o, nd, l, &q);
			continue;
		}
		if (ll == least) {
			countlater(w, nd, l, &q);
			continue;
		}
		if (nd->probe) {
			nd->low = least;
			break;
		}
		top = l->keys[0];
		l->keys[0] = l->keys[--q.nk];
		siftdown(l->keys, q.nk, 0);
		claim = 0;
		if (tried > 0 && shareguess(w, nd) && (claim = exact_memo_take(
		    &w->o->memo, mix(nd->key ^ mix(top.guess + 1)))) == 0) {
			defer(l, &top);
			continue;
		}
		progress(w, nd, 0, tried, tried + 1 + q.nk + q.left);
		nd->cut = nd->best;
		tryone(w, nd, &top, tried == 0, &bestkey);
		exact_memo_release(&w->o->memo, claim);
		tried++;
	}
	for (i = 0; i < l->ndefer; i++) {
		top = l->defer[i];
		nd->cut = nd->best < nd->beta && keycmp(&top, &bestkey) < 0 ?
		    nd->best + 1 : nd->best;
		tryone(w, nd, &top, 0, &bestkey);
	}
	if (!others && nd->floor < nd->low)
		nd->low = nd->floor;
}

/*
 * Step 3 of exact_search(): the node's value, into the memo: its least total
 * if below beta, with the guess in *guess, or a lower bound, beta or
 * more; EXACT_INF if the search is stopped, as the value may be wrong.
 */
static uint32_t
conclude(struct exact *o, const struct node *nd, uint32_t *guess)
{
	uint32_t low = nd->low;

	if (stopped(o))
		return EXACT_INF;
	if (nd->best < nd->beta) {
		if (nd->n >= MEMO_MIN)
			exact_memo_remember(&o->memo, nd->key, nd->check, nd->n,
			    nd->best | MEMO_EXACT, nd->bestg);
		*guess = nd->bestg;
		return nd->best;
	}
	if (low < nd->lbn)
		low = nd->lbn;
	if (low > EXACT_INF)
		low = EXACT_INF;
	if (nd->n >= MEMO_MIN)
		exact_memo_remember(&o->memo, nd->key, nd->check, nd->n, low, 0);
	return low;
}

/*
 * The least total of guesses that finds every code of s, when less than
 * beta, its first guess in *guess; otherwise a lower bound of it, beta
 * or more.  Of the guesses that reach the least total, the first by
 * lower bound, then a candidate, then sum of squared part sizes, then
 * code order, is the one taken.
 */
uint32_t
exact_search(struct worker *w, const uint32_t *s, uint32_t n, int depth, int left,
    uint32_t beta, uint32_t *guess)
{
	struct node nd = { .s = s, .n = n, .depth = depth, .left = left,
	    .beta = beta };
	uint32_t value;

	*guess = s[0];
	if ((value = settle(w, &nd, guess)) != 0)
		return value;
	bestfirst(w, &nd);
	return conclude(w->o, &nd, guess);
}

/*
 * A lower bound of the least total of s, with no guess tried: what
 * exact_search() would give, if settle() settles the set; else the bound the
 * memo holds; else the least bound of its guesses, each by its parts'
 * sizes (bestfirst() up to its first guess tried), into the memo.
 * Below beta, it may be short of the total; beta or more, it is exact_search()'s
 * bound.
 */
static uint32_t
probe(struct worker *w, const uint32_t *s, uint32_t n, int depth, int left,
    uint32_t beta)
{
	struct node nd = { .s = s, .n = n, .depth = depth, .left = left,
	    .beta = beta, .probe = 1 };
	uint32_t value, g;

	if ((value = settle(w, &nd, &g)) != 0)
		return value;
	if (nd.known)
		return nd.lbn;
	bestfirst(w, &nd);
	return conclude(w->o, &nd, &g);
}
