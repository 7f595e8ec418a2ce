/*
 * The heuristics' search against a slow, obvious one: every code tried
 * as a guess, every feedback scored by the rule as written, the tie
 * rule applied as the SPEC words it.  Random games and histories; each
 * answer also from a searcher of several threads, alone, all together
 * and in batches, and with the guesses drawn from the candidates only.  The lists of
 * best guesses, and -t lookahead's play-outs, against the same.  The
 * keys and bounds scored on bits against those scored code by code.
 * The exact search's bound by multiset against each guess's parts, and
 * its quick bound of each guess on few candidates against their classes.
 * The codes taken as first of their orbit, one by one and by multiset,
 * against the walk that lists them, by the heuristics and by the exact
 * search.  Games with the table of multisets and without.  With "play",
 * every set each heuristic meets in self-play over every secret of one
 * game, where good guesses have split the codes and many guesses tie.  With
 * "memo", threads that write and read the exact search's memo at once,
 * every set in one bucket, each read checked against the set it names.
 * usage: solve-selftest [rounds] [seed]
 *        solve-selftest play pegs colours [distinct]
 *        solve-selftest memo threads rounds
 */
#include <inttypes.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solve/exact/bounds.h"
#include "solve/exact/msparts.h"
#include "solve/heur/heuristic.h"
#include "solve/heur/lookahead.h"
#include "solve/heur/search.h"
#include "solve/heur/slices.h"
#include "solve/strategy.h"
#include "solve/symmetry.h"
#include "solve/heur/wide.h"
#include "testgame.h"

#define NSETS	8
#define WIDE_MANY	2048	/* codes the vectors of words score before a check */
#define WIDE_GUESSES	1024	/* guesses scored on those */
#define NHEUR	4	/* the heuristics: every strategy with a scoring */
#define SLOW_MAX	((uint64_t)1 << 21)	/* the slow search's work */
#define PLAYOUT_MAX	((uint64_t)1 << 14)	/* the slow play-outs' */
#define ENTROPY		2	/* entropy's place in the table */

static long playouts, sliced, widened, bymultiset, quick, symmetries,
    worthy, byrows;

static const struct strategy *heur[NHEUR];

/* The heuristics of the strategy table, in its order. */
static void
heuristics(void)
{
	const struct strategy *s;
	size_t i;
	int k = 0;

	for (i = 0; (s = strategy_at(i)) != NULL; i++)
		if (s->heuristic != NULL) {
			if (k == NHEUR)
				die("more heuristics than the test knows");
			heur[k++] = s;
		}
	if (k != NHEUR)
		die("fewer heuristics than the test knows");
	if (heur[ENTROPY]->heuristic != &heur_entropy)
		die("entropy is not where the test knows it");
}

/* The key of a split as SPEC §6 defines each heuristic's score. */
static uint64_t
slowkey(const char *name, const uint32_t *hist, int nclass,
    const uint64_t *flog)
{
	uint64_t v = 0;
	int c;

	for (c = 0; c < nclass; c++) {
		if (hist[c] == 0)
			continue;
		if (strcmp(name, "minimax") == 0) {
			if (hist[c] > v)
				v = hist[c];
		} else if (strcmp(name, "expected") == 0) {
			v += (uint64_t)hist[c] * hist[c];
		} else if (strcmp(name, "entropy") == 0) {
			v += flog[hist[c]];
		} else if (strcmp(name, "parts") == 0) {
			v++;
		} else {
			die("no slow key for %s", name);
		}
	}
	return strcmp(name, "parts") == 0 ? UINT32_MAX - v : v;
}

/*
 * For every heuristic: best score, then a guess that is a candidate,
 * then code order; the guesses are every code, or the candidates only.
 */
static void
slowsearch(const struct game *g, const uint8_t *codes, uint32_t ncodes,
    const uint32_t *cand, size_t n, const uint64_t *flog, int candonly,
    uint32_t *best)
{
	uint32_t hist[(MM_MAXPEGS + 1) * (MM_MAXPEGS + 1)], x;
	uint64_t k, bestkey[NHEUR];
	struct feedback f;
	size_t i;
	int t, iscand, bestcand[NHEUR], stride = g->pegs + 1;

	for (t = 0; t < NHEUR; t++) {
		bestkey[t] = UINT64_MAX;
		bestcand[t] = 0;
	}
	for (x = 0; x < ncodes; x++) {
		memset(hist, 0, sizeof(hist));
		for (iscand = 0, i = 0; i < n; i++) {
			f = score_slow(codes + (size_t)cand[i] * g->pegs,
			    codes + (size_t)x * g->pegs, g->pegs);
			hist[f.exact * stride + f.inexact]++;
			iscand |= cand[i] == x;
		}
		if (candonly && !iscand)
			continue;
		for (t = 0; t < NHEUR; t++) {
			k = slowkey(heur[t]->name, hist, stride * stride, flog);
			if (k < bestkey[t] ||
			    (k == bestkey[t] && iscand && !bestcand[t])) {
				bestkey[t] = k;
				best[t] = x;
				bestcand[t] = iscand;
			}
		}
	}
}

/* The entropy key of guess x at candidates cand[0..n), and if x is one. */
static uint64_t
entropykey(const struct game *g, const uint8_t *codes, const uint32_t *cand,
    size_t n, const uint64_t *flog, uint32_t x, int *iscand)
{
	uint32_t hist[(MM_MAXPEGS + 1) * (MM_MAXPEGS + 1)];
	struct feedback f;
	size_t i;
	int stride = g->pegs + 1;

	memset(hist, 0, sizeof(hist));
	for (*iscand = 0, i = 0; i < n; i++) {
		f = score_slow(codes + (size_t)cand[i] * g->pegs,
		    codes + (size_t)x * g->pegs, g->pegs);
		hist[f.exact * stride + f.inexact]++;
		*iscand |= cand[i] == x;
	}
	return slowkey("entropy", hist, stride * stride, flog);
}

/*
 * The total of entropy's play of cand[0..n) after guess x, each part
 * played by the slow search: n, and the totals of the parts.
 */
static uint64_t
slowplayout(const struct game *g, const uint8_t *codes, uint32_t ncodes,
    const uint32_t *cand, size_t n, const uint64_t *flog, uint32_t x)
{
	uint32_t *part, best[NHEUR];
	uint64_t total = n;
	struct feedback f;
	size_t i, m;
	int e, c;

	if ((part = malloc(n * sizeof(*part))) == NULL)
		die("out of memory");
	for (e = 0; e <= g->pegs; e++)
		for (c = 0; c + e <= g->pegs; c++) {
			if (e == g->pegs)
				continue;
			for (m = 0, i = 0; i < n; i++) {
				f = score_slow(codes + (size_t)cand[i] *
				    g->pegs, codes + (size_t)x * g->pegs,
				    g->pegs);
				if (f.exact == e && f.inexact == c)
					part[m++] = cand[i];
			}
			if (m == 0)
				continue;
			best[ENTROPY] = part[0];
			if (m > 2)
				slowsearch(g, codes, ncodes, part, m, flog, 0,
				    best);
			total += slowplayout(g, codes, ncodes, part, m, flog,
			    best[ENTROPY]);
		}
	free(part);
	return total;
}

/*
 * heur_best's list: entropy's own guess first, keys that never
 * fall, and no code the slow order puts before the i-th missing unless
 * it is alike, in key and in being a candidate, to one listed before.
 */
static void
checkbest(const struct game *g, const uint8_t *codes, uint32_t ncodes,
    const uint32_t *cand, size_t n, const uint64_t *flog,
    const uint32_t *list, size_t nl, uint32_t want)
{
	uint64_t key[SEARCH_WIDTH], k;
	uint32_t x;
	size_t i, j;
	int iscand[SEARCH_WIDTH], xc, ok;

	if (nl == 0 || list[0] != want) {
		failed("FAIL best guesses: %zu candidates, not entropy's "
		    "guess first\n", n);
		return;
	}
	for (i = 0; i < nl; i++)
		key[i] = entropykey(g, codes, cand, n, flog, list[i],
		    &iscand[i]);
	for (x = 0; x < ncodes; x++) {
		k = entropykey(g, codes, cand, n, flog, x, &xc);
		for (i = 0; i < nl; i++) {
			if (x == list[i] || k > key[i] || (k == key[i] &&
			    (xc < iscand[i] || (xc == iscand[i] &&
			    x > list[i]))))
				continue;
			for (ok = 0, j = 0; j < i; j++)
				ok |= k == key[j] && xc == iscand[j];
			if (!ok) {
				failed("FAIL best guesses: %zu candidates, "
				    "guess %zu of %zu passes over code %u\n",
				    n, i + 1, nl, (unsigned)x);
				return;
			}
		}
	}
}

/* lookahead's guess and total against the slow play-outs of the list. */
static void
checklookahead(const struct codeset *cs, const uint8_t *codes,
    const uint32_t *cand, size_t n, const uint64_t *flog, int threads)
{
	struct lookahead *la = heur_lookahead_new(cs, &heur_entropy, threads,
	    0);
	struct searcher *s = heur_new(cs, &heur_entropy, 1);
	uint32_t list[SEARCH_WIDTH], want = cand[0], got;
	uint64_t t, least = UINT64_MAX, total;
	size_t i, nl;

	nl = heur_best(s, cand, n, list, heur_lookahead_width(cs, n));
	for (i = 0; nl > 1 && i < nl; i++) {
		t = slowplayout(cs->g, codes, cs->n, cand, n, flog, list[i]);
		if (t < least) {
			least = t;
			want = list[i];
		}
	}
	got = heur_lookahead_guess(la, cand, n, &total);
	if (nl == 1)
		want = list[0];
	if (got != want || total != least)
		failed("FAIL lookahead: %zu candidates, %d threads: want "
		    "%u total %llu, got %u total %llu\n", n, threads,
		    (unsigned)want, (unsigned long long)least,
		    (unsigned)got, (unsigned long long)total);
	heur_free(s);
	heur_lookahead_free(la);
}

static void
fail(const struct game *g, int t, const char *how, const uint8_t *codes,
    uint32_t want, uint32_t got, size_t n)
{
	char a[MM_MAXPEGS + 1], b[MM_MAXPEGS + 1];

	code_format(g, codes + (size_t)want * g->pegs, a);
	code_format(g, codes + (size_t)got * g->pegs, b);
	failed("FAIL %s %s: %d pegs %d colours%s, %zu candidates: want %s, "
	    "got %s\n", heur[t]->name, how, g->pegs, g->ncolors,
	    g->distinct ? " distinct" : "", n, a, b);
}

/* A key found, or UINT64_MAX if above limit: either may be returned. */
static uint64_t
upto(uint64_t key, uint64_t limit)
{
	return key > limit ? UINT64_MAX : key;
}

/*
 * Whether a fast scorer's keys of guess x, full with no limit and
 * atlimit at limit a, agree with heur_score_bounded's: its key k, and its key
 * at a; either may be above a.
 */
static int
agrees(const struct codeset *cs, struct scoring *se, struct pool *p,
    uint32_t x, uint64_t k, uint64_t full, uint64_t a, uint64_t atlimit,
    uint16_t *row, uint32_t *hist)
{
	return full == k && upto(atlimit, a) == upto(heur_score_bounded(se, p, x,
	    a, codeset_row(cs, x, row, NULL, 0), hist), a);
}

/* Report a fast scorer's key of guess x, on what, that is not want. */
static void
keyfail(int t, const char *on, uint32_t x, size_t n, uint64_t want,
    uint64_t got)
{
	failed("FAIL %s: key on %s of guess %u, %zu candidates: want %llu, "
	    "got %llu\n", heur[t]->name, on, x, n, (unsigned long long)want,
	    (unsigned long long)got);
}

/*
 * The codes of multiset m, eight at a time (and the last fewer), scored
 * on bits together, in vectors where the processor has them and
 * without, against each scored alone, at a limit about the first's key.
 */
static void
checksliced8(const struct codeset *cs, const struct scoring *se,
    struct slices *sl, int t, struct rng *r, uint32_t m, size_t cands)
{
	uint64_t k[8], a;
	uint32_t g[8], i;
	int x, n, v;

	heur_slices_common(sl, se, m);
	for (v = mm_hasavx512(); v >= 0; v--) {
		sl->vectors = v;
		for (i = cs->msfrom[m]; i < cs->msfrom[m + 1]; i += (uint32_t)n) {
			for (n = 0; n < 8 && i + (uint32_t)n < cs->msfrom[m + 1];
			    n++)
				g[n] = cs->bymset[i + (uint32_t)n];
			a = heur_score_sliced(se, sl, g[0], UINT64_MAX - 1);
			a = a - (a > 0) + rng_below(r, 3);
			heur_score_sliced8(se, sl, g, n, a, k);
			for (x = 0; x < n; x++)
				if (k[x] != heur_score_sliced(se, sl, g[x], a)) {
					keyfail(t, v ? "bits, eight in vectors" :
					    "bits, eight at once", g[x],
					    cands, heur_score_sliced(se, sl,
					    g[x], a), k[x]);
					return;
				}
		}
	}
}

/*
 * For candidates set[0..n) that fit in bits, every guess's key scored
 * on bits against heur_score_bounded, with no limit and at limits about the
 * key, and eight of a multiset at once; the bounds by multiset against
 * key_floors.
 */
static void
checksliced(const struct codeset *cs, int t, struct rng *r,
    const uint32_t *set, size_t n)
{
	struct scoring se;
	struct pool p;
	struct slices sl;
	uint64_t k, a, b;
	uint32_t *cnt, *distinct, hist[MM_MAXCLASSES] = { 0 }, x, m;
	uint16_t *row;
	size_t nd;

	if (!heur_slices_fit(cs, n))
		return;
	heur_scoring_init(&se, cs, heur[t]->heuristic);
	pool_init(&p, cs);
	pool_load(&p, cs, set, n);
	heur_slices_init(&sl, cs);
	cnt = xcalloc(cs->nms, sizeof(*cnt));
	distinct = xcalloc(cs->nms, sizeof(*distinct));
	row = xcalloc(cs->nms, sizeof(*row));
	heur_slices_load(&sl, cs, &p);
	nd = heur_key_multisets(&p, cnt, distinct);
	for (m = 0; m < cs->nms; m++)
		if (heur_slices_floor(&sl, &se, m) !=
		    heur_key_multiset(&se, m, cnt, distinct, nd)) {
			failed("FAIL %s: bound on bits, multiset %u, %zu "
			    "candidates\n", heur[t]->name, m, n);
			break;
		}
	for (x = 0; x < cs->n; x++) {
		k = heur_score_bounded(&se, &p, x, UINT64_MAX - 1,
		    codeset_row(cs, x, row, NULL, 0), hist);
		a = k - (k > 0) + rng_below(r, 3);
		b = heur_score_sliced(&se, &sl, x, UINT64_MAX - 1);
		if (agrees(cs, &se, &p, x, k, b, a,
		    heur_score_sliced(&se, &sl, x, a), row, hist))
			continue;
		keyfail(t, "bits", x, n, k, b);
		break;
	}
	for (m = 0; m < cs->nms; m++)
		checksliced8(cs, &se, &sl, t, r, m, n);
	sliced++;
	free(row);
	free(distinct);
	free(cnt);
	heur_slices_free(&sl);
	pool_free(&p);
	heur_scoring_free(&se);
}

/*
 * For candidates set[0..n) too many for one word, the key of every
 * step-th guess from one at random scored on words of bits, in vectors
 * where the processor has them and without, against heur_score_bounded,
 * with no limit and at limits about the key.
 */
static void
checkwide(const struct codeset *cs, int t, struct rng *r,
    const uint32_t *set, size_t n, uint32_t step)
{
	struct scoring se;
	struct pool p;
	struct wide wd;
	uint64_t k, a, b;
	uint32_t hist[MM_MAXCLASSES] = { 0 }, x;
	uint16_t *row;
	int v;

	if (!heur_wide_fit(cs, n))
		return;
	heur_scoring_init(&se, cs, heur[t]->heuristic);
	pool_init(&p, cs);
	pool_load(&p, cs, set, n);
	memset(&wd, 0, sizeof(wd));
	heur_wide_load(&wd, cs, &p);
	row = xcalloc(cs->nms, sizeof(*row));
	for (v = mm_hasavx512(); v >= 0; v--) {
		wd.vectors = v;
		for (x = (uint32_t)rng_below(r, step); x < cs->n; x += step) {
			k = heur_score_bounded(&se, &p, x, UINT64_MAX - 1,
			    codeset_row(cs, x, row, NULL, 0), hist);
			a = k - (k > 0) + rng_below(r, 3);
			heur_wide_common(&wd, cs, &p, cs->ms[x]);
			b = heur_score_wide(&se, &wd, x, UINT64_MAX - 1, hist);
			if (agrees(cs, &se, &p, x, k, b, a,
			    heur_score_wide(&se, &wd, x, a, hist), row, hist))
				continue;
			keyfail(t, v ? "vectors of words of bits" :
			    "words of bits", x, n, k, b);
			break;
		}
	}
	widened++;
	free(row);
	heur_wide_free(&wd);
	pool_free(&p);
	heur_scoring_free(&se);
}

/*
 * Each heuristic's key on words of bits of a random set of more codes
 * than the vectors score before their first check of the key, so that
 * the codes still to come at a check count: only in games that have
 * that many; some of the guesses, a stride apart from a random one.
 */
static void
checkwidemany(const struct codeset *cs, struct rng *r)
{
	uint32_t *set, x;
	size_t n;
	int t;

	if (cs->n <= WIDE_MANY * 2 || !heur_wide_fit(cs, WIDE_MANY + 1))
		return;
	set = xcalloc(cs->n, sizeof(*set));
	do
		for (n = 0, x = 0; x < cs->n; x++)
			if (rng_below(r, cs->n) < WIDE_MANY * 5 / 4)
				set[n++] = x;
	while (n <= WIDE_MANY);
	for (t = 0; t < NHEUR; t++)
		checkwide(cs, t, r, set, n, cs->n / WIDE_GUESSES + 1);
	free(set);
}

/*
 * For candidates set[0..n), the bounds by multiset worked out many at
 * once against heur_key_multiset, and the bound by the pegs a guess sees:
 * no weaker than heur_key_multiset, and not above the key of any guess of
 * the multiset.
 */
static void
checkfloors(const struct codeset *cs, int t, const uint32_t *set, size_t n)
{
	struct scoring se;
	struct pool p;
	uint64_t *floor, seen, least;
	uint32_t *cnt, *distinct, *dcount, hist[MM_MAXCLASSES] = { 0 }, m, i;
	uint16_t *row;
	size_t nd, d;

	if (cs->base == NULL || n > KEY_LANEMAX)
		return;
	heur_scoring_init(&se, cs, heur[t]->heuristic);
	pool_init(&p, cs);
	pool_load(&p, cs, set, n);
	cnt = xcalloc(cs->nms, sizeof(*cnt));
	distinct = xcalloc(cs->nms, sizeof(*distinct));
	dcount = xcalloc(cs->nms, sizeof(*dcount));
	floor = xcalloc(cs->nms, sizeof(*floor));
	row = xcalloc(cs->nms, sizeof(*row));
	nd = heur_key_multisets(&p, cnt, distinct);
	for (d = 0; d < nd; d++)
		dcount[d] = cnt[distinct[d]];
	heur_key_everymultiset(&se, distinct, dcount, nd, (uint32_t)n, floor);
	for (m = 0; m < cs->nms; m++) {
		if (floor[m] != heur_key_multiset(&se, m, cnt, distinct, nd)) {
			failed("FAIL %s: bound of multiset %u counted with "
			    "others, %zu candidates: want %llu, got %llu\n",
			    heur[t]->name, m, n, (unsigned long long)
			    heur_key_multiset(&se, m, cnt, distinct, nd),
			    (unsigned long long)floor[m]);
			break;
		}
		if (n > KEY_SEENMAX)
			continue;
		seen = heur_key_seen(&se, &p, m);
		least = UINT64_MAX;
		for (i = cs->msfrom[m]; i < cs->msfrom[m + 1]; i++)
			if (heur_score_bounded(&se, &p, cs->bymset[i],
			    UINT64_MAX - 1, codeset_row(cs, cs->bymset[i],
			    row, NULL, 0), hist) < least)
				least = heur_score_bounded(&se, &p, cs->bymset[i],
				    UINT64_MAX - 1, codeset_row(cs,
				    cs->bymset[i], row, NULL, 0), hist);
		if (seen < floor[m] || seen > least) {
			failed("FAIL %s: bound by the pegs seen, multiset "
			    "%u, %zu candidates: %llu, not between %llu and "
			    "%llu\n", heur[t]->name, m, n,
			    (unsigned long long)seen,
			    (unsigned long long)floor[m],
			    (unsigned long long)least);
			break;
		}
	}
	free(row);
	free(floor);
	free(dcount);
	free(distinct);
	free(cnt);
	pool_free(&p);
	heur_scoring_free(&se);
}

/*
 * The exact search's table of classes against codeset_class() on every
 * row, or on 64 rows of r when the game is big, and the most parts a
 * guess leaves against the classes every pair of codes meets.
 */
static void
checktable(const struct exact *o, const struct codeset *cs,
    struct rng *r)
{
	uint8_t met[MM_MAXCLASSES] = { 0 };
	uint32_t g, s, rows = cs->n <= 1024 ? cs->n : 64, i, classes = 0;
	int c, want;

	for (i = 0; i < rows; i++) {
		g = rows == cs->n ? i : (uint32_t)rng_below(r, cs->n);
		for (s = 0; s < cs->n; s++) {
			want = codeset_class(cs, g, s);
			met[want] = 1;
			if (o->tab[(size_t)g * cs->n + s] == want)
				continue;
			failed("FAIL optimal: guess %u scores code %u as class "
			    "%d, not %d\n", g, s, o->tab[(size_t)g * cs->n +
			    s], want);
			return;
		}
	}
	for (c = 0; c < cs->nclass; c++)
		classes += met[c];
	if (rows == cs->n && o->branch != (classes > 1 ? classes - 1 : 1))
		failed("FAIL optimal: %u classes met, branch %u\n", classes,
		    o->branch);
}

/*
 * For candidates set[0..n), the most parts the exact search allows a
 * guess of each multiset against the parts each code leaves them in,
 * the quick bound of each guess by its parts, and its bound of the
 * total of a guess of each multiset that is no candidate, against n
 * and lb[] of each part, and the most parts
 * counted for every multiset at once against the same counted one at
 * a time; and its bound of the set's total by the most parts, against
 * n and lb[] of each part of every code that splits the set.
 */
static void
checkmsparts(struct exact *o, const struct codeset *cs,
    const uint32_t *set, size_t n)
{
	struct worker w;
	struct msparts *mp;
	struct queue q;
	uint8_t in[EXACT_MAXCODES];
	uint32_t x, most, parts, top, seen[MM_MAXCLASSES];
	uint64_t total, least = UINT64_MAX;
	size_t i;
	int c;

	memset(&w, 0, sizeof(w));
	w.o = o;
	mp = exact_msparts_load(&w, set, (uint32_t)n);
	memset(&q, 0, sizeof(q));
	exact_quickbounds(o, &q, (uint32_t)n);
	memset(in, 0, cs->n);
	for (i = 0; i < n; i++)
		in[set[i]] = 1;
	for (x = 0; x < cs->n; x++) {
		memset(seen, 0, sizeof(seen));
		for (i = 0; i < n; i++)
			seen[codeset_class(cs, x, set[i])]++;
		for (parts = 0, total = n, c = 0; c < cs->nclass; c++)
			if (seen[c] > 0 && c != cs->solved) {
				parts++;
				total += o->lb[seen[c]];
			}
		if ((parts > 1 || in[x]) && total < least)
			least = total;
		most = exact_msparts_count(o, mp, cs->ms[x], in[x]);
		if (most < parts) {
			failed("FAIL optimal: guess %u leaves %u parts of "
			    "%zu candidates, bound %u\n", x, parts, n, most);
			break;
		}
		if (parts > 0 && parts < MASKCLASSES &&
		    q.bound[2 * parts + in[x]] > total) {
			failed("FAIL optimal: guess %u needs %" PRIu64 " for "
			    "%zu candidates, quick bound %u\n", x, total, n,
			    q.bound[2 * parts + in[x]]);
			break;
		}
		most = exact_msparts_bound(o, mp, cs->ms[x], (uint32_t)n);
		if (!in[x] && most > total) {
			failed("FAIL optimal: guess %u needs %" PRIu64 " for "
			    "%zu candidates, bound %u\n", x, total, n, most);
			break;
		}
	}
	exact_msparts_bounds(o, mp, (uint32_t)n);
	for (x = 0; x < cs->nms; x++) {
		most = exact_msparts_bound(o, mp, x, (uint32_t)n);
		if (mp->bound[x] != most) {
			failed("FAIL optimal: multiset %u needs %u for %zu "
			    "candidates, not %u\n", x, most, n, mp->bound[x]);
			break;
		}
	}
	top = n <= MS_LANEMAX ? exact_msparts_all(o, mp) : 0;
	for (x = n > MS_LANEMAX ? cs->nms : 0, parts = 0; x < cs->nms; x++) {
		most = exact_msparts_count(o, mp, x, 0);
		parts = most > parts ? most : parts;
		if (mp->most0[x] != most) {
			failed("FAIL optimal: multiset %u leaves at most %u "
			    "parts of %zu candidates, not %u\n", x, most, n,
			    mp->most0[x]);
			break;
		}
	}
	if (top != parts)
		failed("FAIL optimal: a multiset leaves at most %u parts of %zu "
		    "candidates, not %u\n", parts, n, top);
	if (n >= 2 && n <= MS_LANEMAX && least != UINT64_MAX &&
	    (most = exact_msparts_least(&w, set, (uint32_t)n, NOLIMIT)) > least)
		failed("FAIL optimal: %zu candidates need %" PRIu64 " by the "
		    "parts of a guess, bound %u by the most parts\n", n,
		    least, most);
	bymultiset++;
	exact_msparts_free(&w);
}

/*
 * For the first m of candidates set[0..n), m few enough that the exact
 * search tries every code, the quick bound it gives each code that is
 * no candidate, with no bound to beat and with beta between the least
 * and the most: the multisets of colours whose bound is under beta wait
 * (exact_scoreall()), and each of their codes is then given 3m less the parts
 * it leaves (exact_scorelater()), counted one by one, if that is under beta;
 * none for a code that leaves one part; for the others, a low at beta
 * or above and at most the least total of their parts.
 */
static void
checkquick(struct exact *o, const struct codeset *cs, const uint32_t *set,
    size_t n, uint32_t m)
{
	static uint32_t want[EXACT_MAXCODES], got[EXACT_MAXCODES],
	    total[EXACT_MAXCODES];
	struct worker w;
	struct level *l;
	uint32_t seen[MM_MAXCLASSES];
	uint8_t in[EXACT_MAXCODES];
	uint32_t x, i, b, parts, low, beta, least, most, over;
	struct queue q;
	int c, pass;

	if (m > n)
		m = (uint32_t)n;
	if (o->nclass > MASKCLASSES || m > o->branch + 1)
		return;
	memset(&w, 0, sizeof(w));
	w.o = o;
	l = exact_level(&w, 0);
	memset(in, 0, cs->n);
	for (i = 0; i < m; i++)
		in[set[i]] = 1;
	least = UINT32_MAX;
	most = 0;
	for (x = 0; x < cs->n; x++) {
		want[x] = 0;
		if (in[x])
			continue;
		memset(seen, 0, sizeof(seen));
		for (i = 0; i < m; i++)
			seen[codeset_class(cs, x, set[i])]++;
		for (parts = 0, total[x] = m, c = 0; c < cs->nclass; c++)
			if (seen[c] > 0) {
				parts++;
				total[x] += o->lb[seen[c]];
			}
		if (parts == 1)
			continue;
		want[x] = 3 * m - parts;
		least = want[x] < least ? want[x] : least;
		most = want[x] > most ? want[x] : most;
	}
	for (pass = 0; pass < 2 && least <= most; pass++) {
		beta = pass == 0 ? EXACT_INF : (least + most + 1) / 2;
		low = EXACT_INF;
		memset(&q, 0, sizeof(q));
		exact_quickbounds(o, &q, m);
		exact_scoreall(&w, l, set, m, NOLIMIT, 0, beta, &low, &q);
		for (i = 0; i < q.nlater; i++)
			exact_scorelater(&w, l, set, m, NOLIMIT, (uint32_t)l->later[i],
			    beta, &low, &q);
		memset(got, 0, cs->n * sizeof(*got));
		for (b = 0; b < QUICKSPAN; b++)
			for (i = q.head[b]; i != 0; i = l->next[i - 1])
				got[l->quick[i - 1]] = q.bound[b];
		for (x = 0, over = EXACT_INF; x < cs->n; x++) {
			if (want[x] != 0 && got[x] == 0 && total[x] < over)
				over = total[x];
			if (got[x] == 0 ? want[x] == 0 || total[x] >= beta :
			    got[x] == want[x] && want[x] < beta)
				continue;
			failed("FAIL optimal: guess %u has bound %u of %u "
			    "candidates, quick bound %u, beta %u\n", x,
			    want[x], m, got[x], beta);
			break;
		}
		if (low > over || (over < EXACT_INF && low < beta))
			failed("FAIL optimal: least bound cut off %u of %u "
			    "candidates, given %u, beta %u\n", over, m, low,
			    beta);
	}
	quick++;
	exact_worker_free(&w);
}

/*
 * Under the symmetries of candidates set[0..n), if any: the codes that
 * sym_walked takes are those the walk of sym_orbits lists, and
 * sym_multiset says rightly of each multiset whether none or all of its
 * codes are among them; sym_walked8, in vectors where the processor has
 * them and without, agrees with sym_walked.
 */
static void
checkorder(const struct codeset *cs, const uint32_t *set, size_t n)
{
	struct pool p;
	struct sym sym;
	uint32_t *list, g;
	uint64_t *none;
	size_t nl, i;
	unsigned walked;
	int in, which, k;

	pool_init(&p, cs);
	pool_load(&p, cs, set, n);
	if (!sym_find(&sym, cs, &p)) {
		pool_free(&p);
		return;
	}
	list = xmalloc(cs->n * sizeof(*list));
	none = xcalloc(cs->n / 64 + 1, sizeof(*none));
	nl = sym_orbits(&sym, cs, none, list, NULL);
	for (i = 0, g = 0; g < cs->n; g++) {
		if ((in = i < nl && list[i] == g))
			i++;
		which = sym_multiset(&sym, cs, cs->ms[g]);
		if (sym_walked(&sym, cs, g) != in ||
		    (which == SYM_NONE && in) || (which == SYM_ALL && !in)) {
			failed("FAIL symmetry: code %u %s the walk, multiset "
			    "%s\n", g, in ? "in" : "not in", which == SYM_NONE ?
			    "none" : which == SYM_ALL ? "all" : "some");
			break;
		}
	}
	for (in = mm_hasavx512(); in >= 0; in--) {
		sym.vectors = in;
		for (g = 0; g < cs->n; g += (uint32_t)k) {
			for (k = 0; k < 1 + (int)(g / 8 % 8) && g + k < cs->n; k++)
				list[k] = g + (uint32_t)k;
			walked = sym_walked8(&sym, cs, list, k);
			for (which = 0; which < k; which++)
				if ((int)(walked >> which & 1) !=
				    sym_walked(&sym, cs, list[which]))
					break;
			if (which < k) {
				failed("FAIL symmetry: code %u %s eight at once"
				    "%s\n", list[which], walked >> which & 1 ?
				    "in" : "not in", in ? ", in vectors" : "");
				break;
			}
		}
	}
	symmetries++;
	free(list);
	free(none);
	pool_free(&p);
}

/* Keep the candidates cand[0..n) that answer guess as secret does. */
static size_t
answer(const struct game *g, const uint8_t *codes, const uint8_t *secret,
    const uint8_t *guess, uint32_t *cand, size_t n)
{
	struct feedback f = score_slow(secret, guess, g->pegs), h;
	size_t i, kept;

	for (kept = 0, i = 0; i < n; i++) {
		h = score_slow(codes + (size_t)cand[i] * g->pegs, guess,
		    g->pegs);
		if (h.exact == f.exact && h.inexact == f.inexact)
			cand[kept++] = cand[i];
	}
	return kept;
}

/*
 * The exact search's guesses worth trying after up to two random guesses
 * played, at the codes that answer them as a code of set[0..n) does:
 * those its walk over the codes takes (exact_worth_bits()) against those it
 * takes one by one (exact_worth_code()).
 */
static void
checkworth(struct exact *o, const struct codeset *cs, struct rng *r,
    const uint32_t *set, size_t n)
{
	struct worker w;
	struct level *l;
	const uint64_t *bits;
	const uint8_t *secret = o->code + (size_t)set[rng_below(r, n)] *
	    (size_t)o->pegs;
	uint32_t hist[2], g, *cand = codeset_all(cs);
	size_t m = cs->n;
	int nhist = (int)rng_below(r, 3), k, in;

	memset(&w, 0, sizeof(w));
	w.o = o;
	for (k = 0; k < nhist; k++) {
		hist[k] = (uint32_t)rng_below(r, cs->n);
		m = answer(cs->g, o->code, secret, o->code + (size_t)hist[k] *
		    (size_t)o->pegs, cand, m);
	}
	exact_histlevels(&w, hist, nhist);
	l = w.lv[nhist];
	bits = exact_worth_bits(&w, l, cand, (uint32_t)m);
	(void)exact_worth_later(&w, l, cand, (uint32_t)m);
	for (g = 0; g < cs->n; g++) {
		in = (int)(bits[g / 64] >> (g % 64) & 1);
		if (in != exact_worth_code(o, l, g)) {
			failed("FAIL optimal: code %u %s the walk of %zu "
			    "candidates after %d guesses, and %s one by one\n",
			    g, in ? "in" : "not in", m, nhist,
			    in ? "not" : "in");
			break;
		}
	}
	worthy++;
	exact_worker_free(&w);
	free(cand);
}


/*
 * Candidates after a few random guesses against a random secret, left
 * in secret; the guesses often use few colours, so that colours stay
 * unplayed.
 */
static size_t
history(const struct game *g, struct rng *r, const uint8_t *codes,
    uint32_t ncodes, uint32_t *cand, uint8_t *secret)
{
	uint8_t guess[MM_MAXPEGS];
	size_t n = ncodes;
	int k, moves = (int)rng_below(r, 4), p, palette;
	uint32_t x;

	for (x = 0; x < ncodes; x++)
		cand[x] = x;
	rng_code(r, g, secret);
	for (k = 0; k < moves; k++) {
		palette = 1 + (int)rng_below(r, (uint64_t)g->ncolors);
		if (g->distinct && palette < g->pegs)
			palette = g->pegs;
		do {
			for (p = 0; p < g->pegs; p++)
				guess[p] = (uint8_t)rng_below(r,
				    (uint64_t)palette);
		} while (g->distinct && code_has_repeat(guess, g->pegs));
		n = answer(g, codes, secret, guess, cand, n);
	}
	return n;
}

/*
 * Candidates met in self-play: after a history, a few more guesses,
 * each the one heuristic t plays by the slow search, as long as that
 * search is small.  These sets are split well already, so that many
 * codes tie for the best split.
 */
static size_t
played(const struct game *g, struct rng *r, const uint8_t *codes,
    uint32_t ncodes, uint32_t *cand, const uint64_t *flog, int t)
{
	uint8_t secret[MM_MAXPEGS];
	uint32_t best[NHEUR];
	size_t n = history(g, r, codes, ncodes, cand, secret);
	int k, moves = 1 + (int)rng_below(r, 3);

	for (k = 0; k < moves && n > 2 &&
	    (uint64_t)n * ncodes <= SLOW_MAX; k++) {
		slowsearch(g, codes, ncodes, cand, n, flog, 0, best);
		n = answer(g, codes, secret, codes + (size_t)best[t] * g->pegs,
		    cand, n);
	}
	return n;
}

static const struct {
	int	pegs, colors, distinct;
} games[] = {
	{ 1, 5, 0 }, { 2, 2, 0 }, { 2, 62, 0 }, { 3, 4, 0 }, { 3, 8, 0 },
	{ 3, 26, 0 }, { 4, 4, 0 }, { 4, 6, 0 }, { 4, 7, 0 }, { 4, 8, 1 },
	{ 4, 10, 1 }, { 5, 3, 0 }, { 5, 5, 0 }, { 5, 6, 0 }, { 6, 3, 0 },
	{ 6, 4, 0 }, { 7, 2, 0 }, { 8, 2, 0 }, { 9, 2, 0 }, { 5, 8, 0 },
	{ 3, 17, 0 }, { 3, 43, 0 }
};
#define NGAMES	(sizeof(games) / sizeof(*games))

static long
check(long rounds, uint64_t seed)
{
	struct game g;
	struct codeset cs;
	struct rng r;
	struct searcher *one, *many;
	struct exact *opt;
	uint8_t *codes, secret[MM_MAXPEGS];
	uint32_t *sets[NSETS], got[NSETS], want[NSETS][NHEUR], x, guess;
	uint32_t wantc[NSETS][NHEUR], list[SEARCH_WIDTH];
	const uint32_t *csets[NSETS];
	uint64_t *flog;
	size_t nset[NSETS], gi, k, checked = 0, big, nl, first;
	long round;
	int t, m;

	rng_seed(&r, seed);
	first = rng_below(&r, NGAMES);
	for (round = 0; round < rounds; round++) {
		gi = (first + (size_t)round) % NGAMES;
		setgame(&g, games[gi].pegs, games[gi].colors,
		    games[gi].distinct);
		codeset_init(&cs, &g);
		codeset_table(&cs, CODESET_LARGE);
		if ((codes = malloc((size_t)cs.n * g.pegs)) == NULL)
			die("out of memory");
		for (x = 0; x < cs.n; x++)
			codeset_code(&cs, x, codes + (size_t)x * g.pegs);
		if ((flog = malloc(((size_t)cs.n + 1) * sizeof(*flog))) ==
		    NULL)
			die("out of memory");
		heur_entropy.costs(flog, cs.n);
		big = cs.n > 10000;
		m = big ? 1 : NSETS;
		for (k = 0; k < (size_t)m; k++) {
			if ((sets[k] = malloc(cs.n * sizeof(*sets[k]))) ==
			    NULL)
				die("out of memory");
			do
				nset[k] = k % 2 == 0 || big ? history(&g, &r,
				    codes, cs.n, sets[k], secret) : played(&g,
				    &r, codes, cs.n, sets[k], flog,
				    (int)(k / 2 % NHEUR));
			while (nset[k] == 0 || (big && (nset[k] < 130 ||
			    nset[k] > 400)) || (!big && (uint64_t)nset[k] * cs.n > SLOW_MAX));
			csets[k] = sets[k];
			slowsearch(&g, codes, cs.n, sets[k], nset[k], flog, 0,
			    want[k]);
			slowsearch(&g, codes, cs.n, sets[k], nset[k], flog, 1,
			    wantc[k]);
			for (t = 0; nset[k] <= 2 && t < NHEUR; t++)
				want[k][t] = wantc[k][t] = sets[k][0];
		}
		for (k = 0; k < (size_t)m; k++)
			checkorder(&cs, sets[k], nset[k]);
		checkwidemany(&cs, &r);
		if (cs.n <= 5040 && g.pegs <= MS_MAXPEGS && cs.base != NULL) {
			opt = exact_new(&cs, 0, 1, 0);
			checktable(opt, &cs, &r);
			for (k = 0; k < (size_t)m; k++) {
				checkmsparts(opt, &cs, sets[k], nset[k]);
				checkquick(opt, &cs, sets[k], nset[k],
				    1 + (uint32_t)rng_below(&r, opt->branch + 1));
				checkworth(opt, &cs, &r, sets[k], nset[k]);
			}
			exact_free(opt);
		}
		for (t = 0; t < NHEUR; t++) {
			one = heur_new(&cs, heur[t]->heuristic, 1);
			many = heur_new(&cs, heur[t]->heuristic, 3);
			for (k = 0; k < (size_t)m; k++) {
				guess = heur_guess(one, sets[k], nset[k]);
				if (guess != want[k][t])
					fail(&g, t, "one thread", codes,
					    want[k][t], guess, nset[k]);
				guess = heur_guess(many, sets[k], nset[k]);
				if (guess != want[k][t])
					fail(&g, t, "three threads", codes,
					    want[k][t], guess, nset[k]);
				if (nset[k] > 2 && (heur_best(many, sets[k],
				    nset[k], &guess, 1) != 1 ||
				    guess != want[k][t]))
					fail(&g, t, "the best one, three threads",
					    codes, want[k][t], guess, nset[k]);
				heur_candidates(one, 1);
				heur_candidates(many, 1);
				guess = heur_guess(one, sets[k], nset[k]);
				if (guess != wantc[k][t])
					fail(&g, t, "candidates, one thread",
					    codes, wantc[k][t], guess, nset[k]);
				guess = heur_guess(many, sets[k], nset[k]);
				if (guess != wantc[k][t])
					fail(&g, t, "candidates, three threads",
					    codes, wantc[k][t], guess, nset[k]);
				heur_candidates(one, 0);
				heur_candidates(many, 0);
				checksliced(&cs, t, &r, sets[k], nset[k]);
				checkfloors(&cs, t, sets[k], nset[k]);
				checkwide(&cs, t, &r, sets[k], nset[k], 1);
				checked++;
				byrows += cs.base == NULL;
			}
			for (k = 0; t == ENTROPY && k < (size_t)m; k++) {
				if (nset[k] <= 2)
					continue;
				nl = heur_best(many, sets[k], nset[k],
				    list, SEARCH_WIDTH);
				checkbest(&g, codes, cs.n, sets[k], nset[k],
				    flog, list, nl, want[k][t]);
				if ((uint64_t)nset[k] * cs.n > PLAYOUT_MAX)
					continue;
				checklookahead(&cs, codes, sets[k], nset[k],
				    flog, 1 + (int)(k % 2) * 2);
				playouts++;
			}
			heur_guesses(many, csets, nset, got, (size_t)m);
			for (k = 0; k < (size_t)m; k++)
				if (got[k] != want[k][t])
					fail(&g, t, "in a batch", codes,
					    want[k][t], got[k], nset[k]);
			heur_free(one);
			heur_free(many);
		}
		for (k = 0; k < (size_t)m; k++)
			free(sets[k]);
		free(flog);
		free(codes);
		codeset_free(&cs);
	}
	return (long)checked;
}

struct play {
	const struct game *g;
	const uint8_t *codes;
	uint32_t ncodes;
	const uint64_t *flog;
	struct searcher *one, *many;
	int	t;
	long	nodes;
};

/*
 * Down the tree heuristic p->t plays on candidates cand[0..n), by the
 * slow search: the searchers' guess at every set against it.
 */
static void
playtree(struct play *p, const uint32_t *cand, size_t n)
{
	const struct game *g = p->g;
	uint32_t best[NHEUR], *part, got;
	size_t at, i;
	const uint8_t *guess;
	struct feedback f;
	int c, nc = (g->pegs + 1) * (g->pegs + 1);

	if (n <= 2)
		return;
	slowsearch(g, p->codes, p->ncodes, cand, n, p->flog, 0, best);
	if ((got = heur_guess(p->one, cand, n)) != best[p->t])
		fail(g, p->t, "self-play, one thread", p->codes, best[p->t],
		    got, n);
	if ((got = heur_guess(p->many, cand, n)) != best[p->t])
		fail(g, p->t, "self-play, three threads", p->codes,
		    best[p->t], got, n);
	p->nodes++;
	guess = p->codes + (size_t)best[p->t] * g->pegs;
	if ((part = malloc(n * sizeof(*part))) == NULL)
		die("out of memory");
	for (c = 0; c < nc; c++) {
		for (at = 0, i = 0; i < n; i++) {
			f = score_slow(p->codes + (size_t)cand[i] * g->pegs,
			    guess, g->pegs);
			if (f.exact * (g->pegs + 1) + f.inexact == c &&
			    f.exact < g->pegs)
				part[at++] = cand[i];
		}
		playtree(p, part, at);
	}
	free(part);
}

/*
 * Every set the heuristics meet in self-play over every secret of a
 * small game, checked by playtree: sets split well already, where many
 * guesses tie for the best split.
 */
static long
checkplay(int pegs, int colors, int distinct)
{
	struct game g;
	struct codeset cs;
	struct play p;
	uint8_t *codes;
	uint64_t *flog;
	uint32_t *all, x;

	setgame(&g, pegs, colors, distinct);
	codeset_init(&cs, &g);
	codes = xmalloc((size_t)cs.n * g.pegs);
	for (x = 0; x < cs.n; x++)
		codeset_code(&cs, x, codes + (size_t)x * g.pegs);
	flog = xmalloc(((size_t)cs.n + 1) * sizeof(*flog));
	heur_entropy.costs(flog, cs.n);
	all = codeset_all(&cs);
	memset(&p, 0, sizeof(p));
	p.g = &g;
	p.codes = codes;
	p.ncodes = cs.n;
	p.flog = flog;
	for (p.t = 0; p.t < NHEUR; p.t++) {
		p.one = heur_new(&cs, heur[p.t]->heuristic, 1);
		p.many = heur_new(&cs, heur[p.t]->heuristic, 3);
		playtree(&p, all, cs.n);
		heur_free(p.one);
		heur_free(p.many);
	}
	free(all);
	free(flog);
	free(codes);
	codeset_free(&cs);
	return p.nodes;
}

/*
 * MEMO_SETS sets, all in one bucket of MEMO_WAYS slots, so that writes
 * keep giving up one set for another.  Set i is written with a bound
 * whose low bits are i and guess i, so a read that mixed two writes
 * shows it.
 */
#define MEMO_SETS	8
#define MEMO_THREADS	16

struct memotest {
	struct memo memo;
	long	rounds;
	long	reads[MEMO_THREADS];
	long	found[MEMO_THREADS];
	int	bad[MEMO_THREADS];
};

struct memothread {
	struct memotest *t;
	int	id;
	pthread_t thread;
};

static void *
memothread(void *arg)
{
	struct memothread *mt = arg;
	struct memotest *t = mt->t;
	uint64_t key, check, x = (uint64_t)mt->id + 1;
	uint32_t value, guess, i;
	long r;

	for (r = 0; r < t->rounds; r++) {
		x = x * 6364136223846793005ULL + 1442695040888963407ULL;
		i = (uint32_t)(x >> 40) % MEMO_SETS;
		key = (uint64_t)(i + 1) << 20 | 8;
		check = mix(i) | 1;
		if (x >> 63) {
			exact_memo_remember(&t->memo, key, check, MEMO_MIN + i,
			    (uint32_t)r << 4 | i, i);
			continue;
		}
		t->reads[mt->id]++;
		if (!exact_memo_recall(&t->memo, key, check, &value, &guess))
			continue;
		t->found[mt->id]++;
		if ((value & 15) != i || guess != i)
			t->bad[mt->id]++;
	}
	return NULL;
}

/* Threads that write and read one bucket of the memo at once. */
static int
checkmemo(int threads, long rounds)
{
	struct memotest *t = xcalloc(1, sizeof(*t));
	struct memothread mt[MEMO_THREADS];
	long reads = 0, found = 0;
	int k, bad = 0;

	if (threads < 1 || threads > MEMO_THREADS)
		threads = 2;
	exact_memo_init(&t->memo, 1);
	t->rounds = rounds;
	for (k = 0; k < threads; k++) {
		mt[k].t = t;
		mt[k].id = k;
		if (pthread_create(&mt[k].thread, NULL, memothread, &mt[k]) != 0)
			die("cannot start a thread:");
	}
	for (k = 0; k < threads; k++) {
		pthread_join(mt[k].thread, NULL);
		reads += t->reads[k];
		found += t->found[k];
		bad += t->bad[k];
	}
	exact_memo_free(&t->memo);
	free(t);
	printf("%ld reads, %ld found, %d mixed\n", reads, found, bad);
	return bad;
}

int
main(int argc, char *argv[])
{
	long rounds = argc > 1 ? atol(argv[1]) : 40, n;
	uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;

	err_setprogname(&argv[0]);
	heuristics();
	if (argc > 3 && strcmp(argv[1], "memo") == 0)
		return checkmemo(atoi(argv[2]), atol(argv[3])) != 0;
	if (argc > 3 && strcmp(argv[1], "play") == 0) {
		n = checkplay(atoi(argv[2]), atoi(argv[3]), argc > 4);
		printf("%ld sets of self-play, %d failures\n", n, failures);
		return failures != 0;
	}
	n = check(rounds, seed);
	printf("%ld searches, %ld play-outs, %ld scored on bits, "
	    "%ld on words of bits, %ld bounds by multiset, %ld quick bounds, "
	    "%ld symmetries, %ld sets of guesses worth trying, "
	    "%ld searches without the table of multisets, %d failures\n",
	    n, playouts, sliced, widened, bymultiset, quick, symmetries,
	    worthy, byrows, failures);
	return failures != 0;
}
