/*
 * The parts a guess leaves a node, searched: split by class, ordered, and
 * each searched with a share of the total left to reach (narrow()).
 */
#include <stdlib.h>
#include <string.h>

#include "msparts.h"
#include "node.h"

/*
 * Split the candidates by the class guess g gives them into l->part,
 * and list the parts other than the solved one in the order they are
 * searched: class order, but each part moves ahead of those listed
 * before it, from the last, while they start further into l->part than
 * it has codes, which brings some small parts forward.  A sort by size
 * finds the same tree, in more time for 4 pegs of 6 colours and less
 * with -m 5.
 */
void
exact_split(const struct exact *o, struct level *l, const struct node *nd,
    uint32_t g, struct parts *p)
{
	const uint8_t *col = o->tab + g;
	const size_t stride = o->n;
	uint32_t fill[NCLASSES], i;
	int c, j;

	memset(fill, 0, (size_t)o->nclass * sizeof(*fill));
	for (i = 0; i < nd->n; i++)
		fill[col[nd->s[i] * stride]]++;
	p->start[0] = 0;
	p->n = 0;
	for (c = 0; c < o->nclass; c++) {
		p->start[c + 1] = p->start[c] + fill[c];
		if (fill[c] > 0 && c != o->solved) {
			for (j = p->n; j > 0 && fill[p->order[j - 1]] > fill[c];
			    j--)
				p->order[j] = p->order[j - 1];
			p->order[j] = c;
			p->n++;
		}
		fill[c] = p->start[c];
	}
	for (i = 0; i < nd->n; i++)
		l->part[fill[col[nd->s[i] * stride]]++] = nd->s[i];
}

/*
 * A first pass over the parts p of a guess, their quick bounds adding up
 * to sum, below nd->cut, while two or more of NARROW_MIN codes or more
 * are left: each such part is searched for a bound only, for a total under
 * its quick bound and NARROW_NUM / NARROW_DEN of an even share of what
 * cut leaves over the bounds.  A part that gives one is done; else its
 * bound rises by at least that share, and the sum often reaches cut with
 * no part searched whole, where a guess that cannot win would have had
 * all of them searched to their totals.  The sum, as raised.
 */
static uint64_t
narrow(struct worker *w, const struct node *nd, struct parts *p,
    uint64_t sum)
{
	const uint32_t *part = w->lv[nd->depth]->part;
	uint32_t m, cb, v, dummy, left = 0;
	int c, k, sub = leftafter(nd->left);

	if (nd->cut >= EXACT_INF)
		return sum;
	for (k = 0; k < p->n; k++)
		left += partcodes(p, p->order[k]) >= NARROW_MIN;
	for (k = 0; k < p->n && left > 1; k++) {
		c = p->order[k];
		if ((m = partcodes(p, c)) < NARROW_MIN)
			continue;
		cb = p->partlb[k] + (uint32_t)((nd->cut - sum) * NARROW_NUM /
		    (NARROW_DEN * (uint64_t)left--)) + 1;
		progress(w, nd, 1, (size_t)k, (size_t)p->n);
		v = exact_search(w, part + p->start[c], m, nd->depth + 1, sub, cb,
		    &dummy);
		if (v < cb)
			p->order[k] = -1;
		sum += v - p->partlb[k];
		p->partlb[k] = v;
		if (sum >= nd->cut)
			break;
	}
	return sum;
}

/*
 * Search the parts p of a guess in turn, their quick bounds adding up
 * to sum, below nd->cut: the guess's total, or a bound of it when
 * that reaches cut.  After narrow(), each part left is searched for
 * what cut leaves it over the bounds of the others.  With threads, a
 * shallow part another thread is searching waits for the second pass,
 * by when the memo may know it.
 */
uint64_t
exact_searchparts(struct worker *w, const struct node *nd, struct parts *p,
    uint64_t sum)
{
	struct exact *o = w->o;
	const uint32_t *part = w->lv[nd->depth]->part;
	uint32_t m, cb, v, dummy;
	uint64_t key;
	int c, k, pass, sub = leftafter(nd->left);

	if ((sum = narrow(w, nd, p, sum)) >= nd->cut)
		return sum;
	for (pass = 0; pass < 2; pass++) {
		for (k = 0; k < p->n; k++) {
			if ((c = p->order[k]) < 0)
				continue;
			m = partcodes(p, c);
			key = 0;
			if (o->threads > 1 && nd->depth < w->shared &&
			    m >= MEMO_MIN && (key = exact_memo_claim(&o->memo,
			    part + p->start[c], m, sub)) == 0 && pass == 0)
				continue;
			progress(w, nd, 1, (size_t)k, (size_t)p->n);
			cb = (uint32_t)(nd->cut - (sum - p->partlb[k]));
			v = exact_search(w, part + p->start[c], m, nd->depth + 1, sub,
			    cb, &dummy);
			exact_memo_release(&o->memo, key);
			p->order[k] = -1;
			sum += v - p->partlb[k];
			if (sum >= nd->cut)
				return sum;
		}
	}
	return sum;
}

/*
 * The quick bounds of the parts p of a guess at node nd, adding up to
 * sum, each raised by exact_msparts_least() if it has more than branch + 1
 * codes, too many for exact_few(), and at most LEAST_MAX: the sum, as raised,
 * or as soon as it reaches nd->cut.  A guess that cannot win is often
 * given up here, before any part is probed, at a tenth of the cost.
 * Only in games of four pegs or more: on three, a guess leaves at most
 * eight parts, which some guess nearly always reaches.
 */
uint64_t
exact_leastparts(struct worker *w, const struct node *nd, struct parts *p,
    uint64_t sum)
{
	const struct exact *o = w->o;
	const uint32_t *part = w->lv[nd->depth]->part;
	uint32_t m, v;
	int c, k;

	if (o->shared == NULL || o->pegs < 4)
		return sum;
	for (k = 0; k < p->n && sum < nd->cut; k++) {
		c = p->order[k];
		m = partcodes(p, c);
		if (m <= o->branch + 1 || m > LEAST_MAX)
			continue;
		v = exact_msparts_least(w, part + p->start[c], m,
		    leftafter(nd->left));
		if (v > p->partlb[k]) {
			sum += v - p->partlb[k];
			p->partlb[k] = v;
		}
	}
	return sum;
}
