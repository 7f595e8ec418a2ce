/* The symmetries of a set of candidates: the colour renamings and peg
 * moves that leave it as it was, and the orbits of codes under them. */
#include <stdlib.h>
#include <string.h>

#include "symmetry.h"

#define NONE	0xff

/* Whether swapping colours a and b maps every candidate to a candidate. */
static int
swaps(const struct codeset *cs, const struct pool *p, int a, int b)
{
	const uint8_t *mc;
	uint8_t code[MM_MAXPEGS];
	uint64_t r;
	size_t i;
	int k, nc = cs->g->ncolors;

	for (i = 0; i < p->n; i++) {
		mc = cs->mscount + (size_t)p->ms[i] * nc;
		if (mc[a] == 0 && mc[b] == 0)
			continue;
		codeset_code(cs, p->idx[i], code);
		for (k = 0; k < cs->pegs; k++)
			if (code[k] == a)
				code[k] = (uint8_t)b;
			else if (code[k] == b)
				code[k] = (uint8_t)a;
		r = code_rank(cs->g, code);
		if (!(p->member[r / 64] >> (r % 64) & 1))
			return 0;
	}
	return 1;
}

/* Whether swapping pegs a and b maps every candidate to a candidate. */
static int
moves(const struct codeset *cs, const struct pool *p, int a, int b)
{
	uint8_t code[MM_MAXPEGS], c;
	uint64_t r;
	size_t i;

	for (i = 0; i < p->n; i++) {
		codeset_code(cs, p->idx[i], code);
		if (code[a] == code[b])
			continue;
		c = code[a];
		code[a] = code[b];
		code[b] = c;
		r = code_rank(cs->g, code);
		if (!(p->member[r / 64] >> (r % 64) & 1))
			return 0;
	}
	return 1;
}

/* The next permutation of a[0..n) in lexical order; 0 after the last. */
int
sym_nextperm(int *a, int n)
{
	int i = n - 2, j = n - 1, t;

	while (i >= 0 && a[i] >= a[i + 1])
		i--;
	if (i < 0)
		return 0;
	while (a[j] <= a[i])
		j--;
	t = a[i];
	a[i] = a[j];
	a[j] = t;
	for (i++, j = n - 1; i < j; i++, j--) {
		t = a[i];
		a[i] = a[j];
		a[j] = t;
	}
	return 1;
}

/*
 * The pegs the candidates cannot tell apart, in blocks any permutation
 * of which maps the candidates onto themselves, found as the colours
 * are; every permutation of the blocks but the identity goes to
 * sym->perm (code y = perm(x) has y[k] = x[perm[k]]).  A peg stays out
 * of a block that would make more than SYM_MAXPERM: the permutations
 * still make a group.  The first code of an orbit has its colours in
 * order along each block: sym->prev[k] is the peg before k in k's
 * block, NONE for the first.
 */
static void
pegblocks(struct sym *sym, const struct codeset *cs, const struct pool *p)
{
	uint8_t all[SYM_MAXPERM + 1][MM_MAXPEGS];
	int first[MM_MAXPEGS], blockof[MM_MAXPEGS], size[MM_MAXPEGS];
	int member[MM_MAXPEGS][MM_MAXPEGS], sigma[MM_MAXPEGS];
	int k, l, b, j, nb = 0, group = 1, count = 1, n0, i;

	for (k = 0; k < cs->pegs; k++) {
		first[k] = k;
		sym->prev[k] = NONE;
		for (l = 0; l < k; l++) {
			if (first[l] != l)
				continue;
			b = blockof[l];
			if (group * (size[b] + 1) > SYM_MAXPERM + 1 ||
			    !moves(cs, p, l, k))
				continue;
			first[k] = l;
			group *= size[b] + 1;
			sym->prev[k] = (uint8_t)member[b][size[b] - 1];
			member[b][size[b]++] = k;
			blockof[k] = b;
			break;
		}
		if (first[k] == k) {
			blockof[k] = nb;
			size[nb] = 1;
			member[nb++][0] = k;
		}
	}
	for (k = 0; k < cs->pegs; k++)
		all[0][k] = (uint8_t)k;
	for (b = 0; b < nb; b++) {
		if (size[b] < 2)
			continue;
		for (j = 0; j < size[b]; j++)
			sigma[j] = j;
		n0 = count;
		while (sym_nextperm(sigma, size[b]))
			for (i = 0; i < n0; i++) {
				memcpy(all[count], all[i], (size_t)cs->pegs);
				for (j = 0; j < size[b]; j++)
					all[count][member[b][j]] =
					    (uint8_t)member[b][sigma[j]];
				count++;
			}
	}
	sym->nperm = count - 1;
	memcpy(sym->perm, all[1], (size_t)sym->nperm * sizeof(all[0]));
}

/*
 * Whether the first code of perm(code)'s orbit under the colour
 * classes comes before code.  map and top hold NONE for each colour of
 * code and its class, and are left so.
 */
static int
before(const struct sym *sym, const uint8_t *code, const uint8_t *perm,
    int pegs, uint8_t *map, uint8_t *top)
{
	int k, c, l, end, r = 0;

	for (k = 0; k < pegs; k++) {
		c = code[perm[k]];
		if (map[c] == NONE) {
			l = sym->first[c];
			map[c] = top[l] == NONE ? (uint8_t)l : sym->next[top[l]];
			top[l] = map[c];
		}
		if (map[c] != code[k]) {
			r = map[c] < code[k];
			break;
		}
	}
	for (end = k < pegs ? k + 1 : pegs, k = 0; k < end; k++) {
		c = code[perm[k]];
		map[c] = NONE;
		top[sym->first[c]] = NONE;
	}
	return r;
}

/*
 * Whether a permutation of the pegs followed by a renaming of colours
 * takes code before itself, when its colours are in order along each
 * block of pegs.
 */
static int
moved(const struct sym *sym, const uint8_t *code, int pegs)
{
	uint8_t map[MM_MAXCOLORS], top[MM_MAXCOLORS];
	int i, k;

	if (!sym->colors)
		return 0;
	for (k = 0; k < pegs; k++) {
		map[code[k]] = NONE;
		top[sym->first[code[k]]] = NONE;
	}
	for (i = 0; i < sym->nperm; i++)
		if (before(sym, code, sym->perm[i], pegs, map, top))
			return 1;
	return 0;
}

/*
 * The colours the candidates cannot tell apart, in classes of
 * colours any permutation of which maps the candidates onto
 * themselves (colours never played, colours known to be absent):
 * sym->next[c] is the next colour of c's class, NONE after the last.
 * A swap of c with a colour of a class is in the group exactly when
 * the swap with the class's first colour is, so one test a class.
 * With the blocks of pegs: whether there is any symmetry to use.
 */
int
sym_find(struct sym *sym, const struct codeset *cs, const struct pool *p)
{
	uint8_t last[MM_MAXCOLORS];
	int c, l, nc = cs->g->ncolors;

	sym->any = 0;
	sym->after = 0;
	sym->vectors = mm_hasavx512();
	for (c = 0; c < nc; c++) {
		sym->first[c] = (uint8_t)c;
		sym->next[c] = NONE;
		sym->before[c] = NONE;
		for (l = 0; l < c; l++) {
			if (sym->first[l] != l || !swaps(cs, p, l, c))
				continue;
			sym->first[c] = (uint8_t)l;
			sym->next[last[l]] = (uint8_t)c;
			sym->before[c] = last[l];
			sym->after |= (uint64_t)1 << c;
			last[l] = (uint8_t)c;
			sym->any = 1;
			break;
		}
		if (sym->first[c] == c)
			last[c] = (uint8_t)c;
	}
	sym->colors = sym->any;
	for (c = 0; c < 16; c++)
		sym->before16[c] = c < nc ? sym->before[c] : NONE;
	pegblocks(sym, cs, p);
	sym->any |= sym->nperm > 0;
	return sym->any;
}

/*
 * Whether a code could be the first of its orbit by its colours and
 * pegs apart: read left to right, each class's colours come in for the
 * first time in the class's order, and its colours are in order along
 * each block of pegs.  The packed code's pegs are read into code.
 */
static int
inorder(const struct sym *sym, const struct codeset *cs, uint64_t pk,
    uint8_t *code)
{
	uint64_t seen = 0, mask = ((uint64_t)1 << cs->bits) - 1;
	int k, c;

	for (k = 0; k < cs->pegs; k++) {
		code[k] = (uint8_t)(pk >> (k * cs->bits) & mask);
		c = code[k];
		if (sym->prev[k] != NONE && code[sym->prev[k]] > c)
			return 0;
		if (seen >> c & 1)
			continue;
		if (sym->before[c] != NONE && !(seen >> sym->before[c] & 1))
			return 0;
		seen |= (uint64_t)1 << c;
	}
	return 1;
}

/*
 * Whether a code is the first of its orbit in code order: in order as
 * above, and no permutation of the pegs followed by the best renaming
 * of colours comes first.
 */
int
sym_first(const struct sym *sym, const struct codeset *cs, uint32_t idx)
{
	uint8_t code[MM_MAXPEGS];

	if (!sym->any)
		return 1;
	return inorder(sym, cs, cs->pk[idx], code) &&
	    !moved(sym, code, cs->pegs);
}

/*
 * Whether a code is among those sym_orbits lists: in order as above.
 * Among them is the first code of every orbit.
 */
int
sym_walked(const struct sym *sym, const struct codeset *cs, uint32_t idx)
{
	uint8_t code[MM_MAXPEGS];

	if (!sym->any)
		return 1;
	return inorder(sym, cs, cs->pk[idx], code);
}

#ifdef MM_VECTORS512
/*
 * inorder of codes idx[0..n), n at most 8, one a lane of vectors, of at
 * most 8 pegs and 16 colours: each lane's colours seen kept as bits.
 */
MM_AVX512 static unsigned
inorder8(const struct sym *sym, const struct codeset *cs, const uint32_t *idx,
    int n)
{
	uint64_t lanes[8];
	__m512i col[8], pk, bit, b, seen = _mm512_setzero_si512();
	__m512i one = _mm512_set1_epi64(1), none = _mm512_set1_epi64(NONE);
	__m512i mask = _mm512_set1_epi64(((int64_t)1 << cs->bits) - 1);
	__m512i before[2];
	__mmask8 ok = (__mmask8)((1u << n) - 1), fresh;
	int i, k;

	before[0] = _mm512_loadu_si512(sym->before16);
	before[1] = _mm512_loadu_si512(sym->before16 + 8);
	for (i = 0; i < 8; i++)
		lanes[i] = cs->pk[idx[i < n ? i : 0]];
	pk = _mm512_loadu_si512(lanes);
	for (k = 0; k < cs->pegs; k++) {
		col[k] = _mm512_and_si512(_mm512_srli_epi64(pk,
		    (unsigned)(k * cs->bits)), mask);
		if (sym->prev[k] != NONE)
			ok &= (__mmask8)~_mm512_cmpgt_epu64_mask(
			    col[sym->prev[k]], col[k]);
		bit = _mm512_sllv_epi64(one, col[k]);
		fresh = _mm512_testn_epi64_mask(seen, bit);
		b = _mm512_permutex2var_epi64(before[0], col[k], before[1]);
		ok &= (__mmask8)~(fresh & _mm512_cmpneq_epu64_mask(b, none) &
		    _mm512_testn_epi64_mask(seen, _mm512_sllv_epi64(one, b)));
		seen = _mm512_or_si512(seen, bit);
	}
	return ok;
}
#endif

/*
 * sym_walked of codes idx[0..n), n at most 8, as the bits of a mask:
 * in vectors where the processor has them and the game is of at most 8
 * pegs and 16 colours.
 */
unsigned
sym_walked8(const struct sym *sym, const struct codeset *cs,
    const uint32_t *idx, int n)
{
	unsigned walked = 0;
	int i;

	if (!sym->any)
		return (1u << n) - 1;
#ifdef MM_VECTORS512
	if (sym->vectors && cs->pegs <= 8 && cs->g->ncolors <= 16)
		return inorder8(sym, cs, idx, n);
#endif
	for (i = 0; i < n; i++)
		if (sym_walked(sym, cs, idx[i]))
			walked |= 1u << i;
	return walked;
}

/*
 * Of the codes of the multiset of colours m, which are in order (see
 * inorder): SYM_NONE, when some class has a colour in it but not the
 * one before; SYM_ALL, when no class has two and no pegs are alike;
 * else SYM_SOME.
 */
int
sym_multiset(const struct sym *sym, const struct codeset *cs, uint32_t m)
{
	uint64_t used = cs->mscolors[m], rest = used & sym->after, low;
	int r = sym->nperm > 0 ? SYM_SOME : SYM_ALL;

	for (; rest != 0; rest ^= low) {
		low = rest & -rest;
		if (!(used >> sym->before[popcount64(low - 1)] & 1))
			return SYM_NONE;
		r = SYM_SOME;
	}
	return r;
}

struct walk {
	const struct sym *sym;
	const struct codeset *cs;
	const uint64_t *skip;
	uint32_t *out;
	size_t	n;
	uint8_t	top[MM_MAXCOLORS];
	uint8_t	code[MM_MAXPEGS];
};

static void
walk(struct walk *w, int k, uint64_t rank, uint64_t used)
{
	const struct game *g = w->cs->g;
	uint64_t r;
	int c, l, old;

	for (c = 0; c < g->ncolors; c++) {
		if (g->distinct && (used >> c & 1))
			continue;
		if (w->sym->prev[k] != NONE && c < w->code[w->sym->prev[k]])
			continue;
		l = w->sym->first[c];
		old = w->top[l];
		if (old == NONE || c > old) {
			if (c != (old == NONE ? l : w->sym->next[old]))
				continue;
			w->top[l] = (uint8_t)c;
		}
		if (g->distinct)
			r = rank * (uint64_t)(g->ncolors - k) + (uint64_t)c -
			    (uint64_t)popcount64(used &
			    (((uint64_t)1 << c) - 1));
		else
			r = rank * (uint64_t)g->ncolors + (uint64_t)c;
		w->code[k] = (uint8_t)c;
		if (k + 1 < g->pegs)
			walk(w, k + 1, r, used | (uint64_t)1 << c);
		else if (w->skip == NULL ||
		    !(w->skip[r / 64] >> (r % 64) & 1))
			w->out[w->n++] = (uint32_t)r;
		w->top[l] = (uint8_t)old;
	}
}

/*
 * In code order, every code that comes first of its orbit under the
 * colour classes alone and has its colours in order along each block
 * of pegs, leaving out the codes in the bit set skip (NULL: none);
 * their number.  Among them is the first code of every orbit; the few
 * others, moved before themselves only by pegs and colours together,
 * cost less to try than to find.
 */
static size_t
walkall(const struct sym *sym, const struct codeset *cs,
    const uint64_t *skip, uint32_t *out)
{
	struct walk w;

	w.sym = sym;
	w.cs = cs;
	w.skip = skip;
	w.out = out;
	w.n = 0;
	memset(w.top, NONE, sizeof(w.top));
	walk(&w, 0, 0, 0);
	return w.n;
}

/*
 * The lists of first codes of orbits lately walked, kept by the
 * symmetry that made them: sibling histories often share it.
 */
#define ORBITS_KEPT	64
#define ORBITS_BUDGET	((size_t)1 << 22)	/* codes kept at most */

struct orbits {
	struct kept {
		struct sym sym;
		uint32_t *code;
		size_t	n;
		uint64_t used;
	} e[ORBITS_KEPT];
	int	n;
	size_t	total;
	uint64_t clock;
};

struct orbits *
orbits_new(void)
{
	struct orbits *o;

	o = xcalloc(1, sizeof(*o));
	return o;
}

void
orbits_free(struct orbits *o)
{
	int i;

	if (o == NULL)
		return;
	for (i = 0; i < o->n; i++)
		free(o->e[i].code);
	free(o);
}

static int
samesym(const struct sym *a, const struct sym *b, const struct codeset *cs)
{
	int i, nc = cs->g->ncolors;

	if (a->nperm != b->nperm || memcmp(a->first, b->first, (size_t)nc) ||
	    memcmp(a->next, b->next, (size_t)nc))
		return 0;
	for (i = 0; i < a->nperm; i++)
		if (memcmp(a->perm[i], b->perm[i], (size_t)cs->pegs))
			return 0;
	return 1;
}

static struct kept *
find(struct orbits *o, const struct sym *sym, const struct codeset *cs)
{
	int i;

	for (i = 0; i < o->n; i++)
		if (samesym(&o->e[i].sym, sym, cs)) {
			o->e[i].used = ++o->clock;
			return &o->e[i];
		}
	return NULL;
}

/* Keep the n first codes of sym's orbits, the least lately used going. */
static void
keep(struct orbits *o, const struct sym *sym, const uint32_t *code, size_t n)
{
	struct kept *k;
	int i, old;

	if (n > ORBITS_BUDGET)
		return;
	while (o->n == ORBITS_KEPT || o->total + n > ORBITS_BUDGET) {
		for (old = 0, i = 1; i < o->n; i++)
			if (o->e[i].used < o->e[old].used)
				old = i;
		o->total -= o->e[old].n;
		free(o->e[old].code);
		o->e[old] = o->e[--o->n];
	}
	k = &o->e[o->n++];
	k->code = xmalloc(n * sizeof(*k->code));
	memcpy(k->code, code, n * sizeof(*k->code));
	k->n = n;
	k->sym = *sym;
	k->used = ++o->clock;
	o->total += n;
}

/* Copy to out the codes of list[0..n) not in the bit set skip. */
static size_t
unskipped(const uint32_t *list, size_t n, const uint64_t *skip,
    uint32_t *out)
{
	size_t i, m = 0;
	uint32_t c;

	for (i = 0; i < n; i++) {
		c = list[i];
		if (!(skip[c / 64] >> (c % 64) & 1))
			out[m++] = c;
	}
	return m;
}

/*
 * Append to out, in code order, the codes of walkall that are not in
 * the bit set skip; their number.  With o, the lists
 * of symmetries met before are kept there and read again.
 */
size_t
sym_orbits(const struct sym *sym, const struct codeset *cs,
    const uint64_t *skip, uint32_t *out, struct orbits *o)
{
	const struct kept *k;
	uint32_t i;
	size_t n = 0;

	if (!sym->any) {
		for (i = 0; i < cs->n; i++)
			if (!(skip[i / 64] >> (i % 64) & 1))
				out[n++] = i;
		return n;
	}
	if (o == NULL)
		return walkall(sym, cs, skip, out);
	if ((k = find(o, sym, cs)) != NULL)
		return unskipped(k->code, k->n, skip, out);
	n = walkall(sym, cs, NULL, out);
	keep(o, sym, out, n);
	return unskipped(out, n, skip, out);
}
