/*
 * -t optimal: the strategy with the fewest guesses, by an exact search.
 *
 * THE PROBLEM.  A strategy gives a guess for every history; its total is
 * the number of guesses it makes over all the secrets, the winning ones
 * included.  This finds a strategy of the least total (5625 for 4 pegs
 * of 6 colours) or, with -m, the least of those that find every secret
 * within -m guesses.  What is best to do next depends only on the codes
 * still possible and the guesses left, so a node of the search is a set
 * s of n candidates and the guesses left.  A guess splits the set into
 * parts, one an answer; the total of the node is n, as every candidate
 * waits for the guess, plus the totals of the parts other than the win.
 *
 * THE METHOD.  A depth-first branch and bound over the guesses, as in
 * Koyama and Lai, "An optimal Mastermind strategy" (1993), who found
 * 5625, and Ville, "An optimal Mastermind (4,7) strategy and more
 * results in the expected case" (2013), who found 11228 for 7 colours
 * by a depth-first branch and bound with lower bounds evaluated as it
 * goes and equivalent guesses pruned.  The bounds here are the code's
 * own, below.  exact_search(s, beta), in branch.c, gives the least total of
 * s when that is below beta, and otherwise only a lower bound of it,
 * beta or more: a caller that has a total of beta at hand needs only to
 * know that this is no better.  It goes in three steps:
 *
 *   1. settle(): one code, two, a bound at beta already, a set the memo
 *      knows, or few enough that exact_few() counts their total directly.
 *   2. bestfirst(): the guesses worth trying, each with a key that
 *      starts with a lower bound of its total, are tried least key
 *      first.  tryguess() bounds each part of the guess, gives the
 *      guess up if their sum reaches the best total found, and else
 *      searches the parts, each with what the others leave of that
 *      best as its beta.  It stops when the least key reaches best.
 *      Before any part is searched, each part too large for exact_few() is
 *      bounded by the most parts its multisets allow, and if the
 *      guess is still not given up, probed (probe()): its guesses are
 *      keyed as in step 2, and the least key's bound, into the memo,
 *      is the part's bound.  A guess that cannot win is mostly given
 *      up then, before a search of its first part is wasted on the
 *      loose bounds of the others.  The first guess tried at a node,
 *      most often its best, is not probed.  The
 *      parts are then searched first for bounds only (narrow()), each
 *      for a share of what best leaves over the bounds: a guess that
 *      cannot win, but comes near, is given up once the raised bounds
 *      reach best, most often before any part is searched to its
 *      total.  Then each part left is searched for its total.
 *   3. conclude(): best if it is below beta, exact; else a bound, the
 *      least of the guesses given up (or lbn if more); into the memo,
 *      flagged as exact (MEMO_EXACT) or not.
 *
 * THE BOUNDS (bounds.c).  branch is the most parts other than a win
 * that a guess can leave.  EXACT_INF is a total no strategy has: with -m, a
 * set is worth EXACT_INF when the guesses left cannot find all its codes.
 *
 *   lb[m]      the least total of m codes: a guess finds at most one
 *              code and splits the rest into at most branch parts, so
 *              the d-th guess finds at most branch^(d-1) codes, and m
 *              codes need the sum of the depths of the m shallowest
 *              places of that tree.
 *   others[m]  the least a guess that is no candidate can give m codes:
 *              m, as it finds none, plus lb[] of at most branch parts.
 *   cap[d]     the most codes a strategy can find within d guesses.
 *   lbound()   lb[m], or EXACT_INF if m is over cap[] of the guesses left.
 *   beta       exact_search()'s bound: only a total below it is wanted.
 *   lbn        a node's lower bound: lbound(), raised by the memo and
 *              by exact_few().
 *   floor      the least total a guess that is no candidate can give
 *              the node: others[n], or 2n + 1 if no code tells the n
 *              codes apart.
 *   key        a guess's place in the order of trying (struct gkey).
 *              First a quick bound from the number of parts p it
 *              leaves and whether it is a candidate: n plus the least
 *              sum of lb[] over p parts of the codes it does not find,
 *              3n - p, less 2 more for a candidate, when no part can
 *              hold more than branch + 1 codes (exact_quickbounds()).  In
 *              games of LATER_MIN codes a multiset of colours or more,
 *              and more than two colours,
 *              the codes that are no candidate have first one bound a
 *              multiset (exact_msparts_bounds()), and are scored only when it
 *              comes to the front (exact_scorelater()).
 *              The guesses of a quick bound are counted together, when
 *              it comes to the front: exact_refine() counts the parts: n plus
 *              lb[] of each (EXACT_INF over cap[]), then candidates before the
 *              other codes, then the least sum of squared part sizes,
 *              then code order (KEY_REFINED and KEY_NOTCAND mark it).
 *   msparts    the most parts a guess of a multiset of colours can
 *              leave: those sharing k of its colours have at most k + 1
 *              numbers of pegs right.  Every guess of a multiset whose
 *              quick bound from it is at beta and *low or above is
 *              passed over unscored, and exact_few() looks for a code that
 *              tells n codes apart only in multisets that leave n parts.
 *   partlb     a quick bound of a part of a guess: lbound(), raised by
 *              the memo, or for a small part of m codes to 2m when no
 *              candidate tells them apart (exact_atleast()); for a part of
 *              more than branch + 1 codes, on four pegs or more and up
 *              to LEAST_MAX codes, raised to what a candidate leaving
 *              the most parts msparts finds for any multiset would give
 *              (exact_msparts_least()), then by its probe.
 *   best, low  at a node, the least total found, beta until one is
 *              below it, and the least bound of the guesses given up:
 *              what the node returns when best stays at beta.
 *
 * SYMMETRY.  Guesses that a symmetry of the history turns into each
 * other leave parts of the same totals, so only one of them is tried
 * (histsym.c).  A symmetry of the history (struct hsym) moves the pegs
 * and renames the colours so that every guess played stays as it was:
 * at the start, any move of the pegs (up to SYM_MAXPEGS of them, else
 * none), and after each guess those of the symmetries before that keep
 * it (exact_hsym_keep()).  Besides, colours in no candidate all score alike,
 * and so do colours not played yet.  Of each class of guesses only the
 * first in code order is tried; the guesses worth trying are kept as a
 * set of bits for each set of symmetries and renamings, by each thread,
 * found by a walk over the codes.  Where the other codes wait by
 * multiset, a set met for the first time is not walked: the few codes
 * scored are tested one by one.
 * Sets of at most branch + 1 codes try every code, as the test costs
 * more than the guesses it saves.
 *
 * THE MEMO (memo.c) keys on the set of candidates and the guesses left,
 * which are all its total depends on.  It holds a total with its guess,
 * flagged MEMO_EXACT, or a lower bound found when a search was cut off
 * at beta.  Sets of fewer than MEMO_MIN codes are searched again.
 *
 * CANDIDATES FIRST.  A candidate may win at once, and there are far
 * fewer of them than codes.  The codes that are no candidate are
 * scored only once the best total found, and the least key of the
 * candidates left, are above floor; at most nodes they never are.
 *
 * THREADS (this file).  Each of the -j threads searches the whole set
 * exact_searchall() is given, the game or a part of a job, and all share the
 * memo.  Down to SHARED_DEPTH levels below that set, a thread claims
 * each part before searching it (exact_memo_claim(), exact_memo_release()); a part
 * another thread has claimed waits for a second pass over the parts,
 * by when the memo often knows it, so the threads spread over the tree.
 * At a node that shallow, each guess after the first, which every
 * thread tries, is claimed too (exact_memo_take()): one another thread has
 * taken waits until this one has tried the rest (bestfirst()), so that
 * the threads try different guesses at once where one part holds most
 * of the work.
 * The first thread to finish the root stops the others, which return
 * EXACT_INF and store nothing.  exact_record() then walks the best tree on one
 * thread, exact_search() with no bound at each set, most of them answered by
 * the memo, and enters each guess in the plan exact_guess() reads.
 * exact_searchall() runs the threads, on the whole game or on a part of it:
 * a team made once with the search (workers.c), for every exact_searchall()
 * that --shard makes, one for each part of a job.
 *
 * JOBS (jobs.c) split the search of the root, a part of a first guess
 * each, or for a large part, the part under a second guess each, for
 * mm-solve --shard; the join gives the memo their values and searches
 * the root again, which they settle.  STATE (resume.c): with
 * --state, a signal stops the threads as a finished root does, and the
 * memo, which holds only totals and bounds found, is saved for a later
 * search of the game to start from.  A memo read from a file is not
 * trusted: exact_record() refuses a guess that does not split its set
 * or a tree deeper than NOLIMIT, and the tree recorded is played over
 * its codes against the total found (exact_replay()).
 *
 * WHY THE RESULT IS EXACT AND THE SAME ON ANY THREADS.  Every bound is
 * below or at the total it bounds: lb[], others[] and cap[] hold for
 * any strategy, a key's bound for its guess, and the memo holds only
 * totals and bounds found.  A guess is given up only when a bound of
 * its total reaches the best found, a guess of a class only when
 * another of the class, of the same total, is tried, and a guess that
 * leaves every code in one part never helps; so every total below beta
 * is seen.  The guess taken at a set, the one exact_few() finds or else the
 * first by key of those of the least total, depends only on the set and
 * the guesses left, not on beta, the memo or the threads; so does the
 * tree.  A guess tried after others that come later by key, as a guess
 * another thread has taken is, is searched for a total up to the best
 * found, not only below it, and taken on a tie.
 *
 * WHY NO TOTAL OVERFLOWS.  Totals and bounds are held in 32 bits, EXACT_INF
 * (2^30) the largest.  A set of n codes has a strategy of total at most
 * n(n + 1) / 2, each guess a candidate that finds at least itself, so
 * every total below beta is below EXACT_INF while n <= EXACT_MAXCODES
 * (46340), which exact_new() checks; the strategies take at most 6561
 * codes.  Sums of parts and of bounds are made in 64 bits, where at
 * most NCLASSES values of EXACT_INF or less cannot pass 2^41, and brought
 * back to EXACT_INF at most (bounds(), exact_refine(), conclude()); a part's value
 * from exact_search() is never below its bound, so the differences taken in
 * searchparts() stay positive; 2n + 1 and 3n are far below 2^32; and
 * MEMO_EXACT lies above EXACT_INF.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tables.h"
#include "../plan.h"
#include "../workers.h"

/*
 * The symmetries at depth 0: at the start of the game, every move of
 * the pegs and no colour played; after guesses this does not know,
 * only the identity, and every colour counts as played.
 */
void
exact_rootlevel(struct worker *w, int atstart)
{
	struct level *l = exact_level(w, 0);

	l->nsym = exact_hsym_all(w->o, l->sym);
	l->used = 0;
	if (!atstart) {
		l->nsym = 1;
		l->used = ~(uint64_t)0;
	}
}

/*
 * The symmetries of the levels down to depth nhist, after the guesses
 * hist played from the start of the game.
 */
void
exact_histlevels(struct worker *w, const uint32_t *hist, int nhist)
{
	struct level *l, *next;
	int d;

	exact_rootlevel(w, 1);
	for (d = 0; d < nhist; d++) {
		l = exact_level(w, d);
		next = exact_level(w, d + 1);
		next->nsym = exact_hsym_keep(w->o, l->sym, l->nsym, hist[d],
		    next->sym);
		next->used = l->used | w->o->colors[hist[d]];
	}
}

/*
 * Enter the guesses of the best tree of s into the plan, each from
 * exact_search() with no bound: the memo knows most of them.  A single
 * candidate is its own guess, which decider_guess() plays without the plan.
 * The parts of the guess, split in one pass by class, are recorded in
 * class order.
 */
void
exact_record(struct exact *o, struct worker *w, const uint32_t *s, uint32_t n,
    int depth, int left)
{
	const uint8_t *row;
	struct level *next;
	uint32_t g, *part, i, start[NCLASSES + 1], fill[NCLASSES];
	int c;

	if (n == 1)
		return;
	if (left <= 0 || depth >= NOLIMIT)
		exact_resume_damaged(o, "a tree too deep");
	exact_search(w, s, n, depth, left, EXACT_INF, &g);
	plan_add(o->plan, s, n, g, 0);
	row = o->tab + (size_t)g * o->n;
	next = exact_level(w, depth + 1);
	next->nsym = exact_hsym_keep(o, w->lv[depth]->sym, w->lv[depth]->nsym, g,
	    next->sym);
	next->used = w->lv[depth]->used | o->colors[g];
	part = xmalloc(n * sizeof(*part));
	memset(fill, 0, (size_t)o->nclass * sizeof(*fill));
	for (i = 0; i < n; i++)
		fill[row[s[i]]]++;
	if (fill[row[s[0]]] == n)
		exact_resume_damaged(o, "a guess that does not split its set");
	for (start[0] = 0, c = 0; c < o->nclass; c++) {
		start[c + 1] = start[c] + fill[c];
		fill[c] = start[c];
	}
	for (i = 0; i < n; i++)
		part[fill[row[s[i]]]++] = s[i];
	for (c = 0; c < o->nclass; c++)
		if (c != o->solved && start[c + 1] > start[c])
			exact_record(o, w, part + start[c], start[c + 1] - start[c],
			    depth + 1, leftafter(left));
	free(part);
}

/*
 * Play the tree of the plan over the n codes s, with left guesses to
 * make: it must take v, the total the search found of them.
 */
void
exact_replay(const struct exact *o, const uint32_t *s, uint32_t n,
    int left, uint32_t v)
{
	uint64_t t = 0;

	if (plan_total(o->cs, o->plan, s, n, left == NOLIMIT ? SIZE_MAX :
	    (size_t)left, &t) != 0 || t != v)
		exact_resume_damaged(o, "its tree takes another total");
}

/* A thread of the search, and the set it searches. */
struct team {
	struct worker w;
	const uint32_t *s;
	uint32_t n;
	const uint32_t *hist;	/* the guesses played before s */
	int	nhist;
	int	left;
	uint32_t beta;
};

/* Search the set on member id; the first to finish gives the result. */
static void
teamjob(void *arg, int id)
{
	struct team *t = (struct team *)arg + id;
	struct exact *o = t->w.o;
	uint32_t v, g;
	int zero = 0;

	exact_histlevels(&t->w, t->hist, t->nhist);
	v = exact_search(&t->w, t->s, t->n, t->nhist, t->left, t->beta, &g);
	if (__atomic_compare_exchange_n(&o->stop, &zero, 1, 0,
	    __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
		o->result = v;
}

/*
 * Search set s on every thread of the team: the whole game, or the part
 * of it that the nhist guesses hist leave, at depth nhist.  Its
 * least total if below beta, else a bound, beta or more.  A signal
 * caught with --state saves the memo and ends the program.
 */
uint32_t
exact_searchall(struct exact *o, const uint32_t *s, uint32_t n,
    const uint32_t *hist, int nhist, int left, uint32_t beta)
{
	struct team *team = xcalloc((size_t)o->threads, sizeof(*team));
	int t, sig;

	exact_resume_load(o);
	exact_resume_catch(o);
	progress_init(&o->progress, o->asked);
	o->best = EXACT_INF;
	memset(o->at, 0, sizeof(o->at));
	for (t = 0; t < o->threads; t++) {
		team[t].w.o = o;
		team[t].w.id = t;
		team[t].w.shared = nhist + SHARED_DEPTH;
		team[t].s = s;
		team[t].n = n;
		team[t].hist = hist;
		team[t].nhist = nhist;
		team[t].left = left;
		team[t].beta = beta;
	}
	workers_run(o->team, teamjob, team);
	for (t = 0; t < o->threads; t++)
		exact_worker_free(&team[t].w);
	free(team);
	o->stop = 0;
	progress_clear(&o->progress);
	if ((sig = exact_resume_release()) != 0)
		exact_resume_save(o, sig);
	return o->result;
}

_Noreturn void
exact_unsolvable(const struct exact *o)
{
	err_die(1, "no strategy finds every code within %d guesses",
	    o->maxguesses);
}

/*
 * Search the game on every thread, then record its best tree on one,
 * while the others end: nothing more is searched on them.
 */
static void
solveroot(struct exact *o)
{
	struct worker w;
	uint32_t *all = codeset_all(o->cs), v;

	v = exact_searchall(o, all, o->n, NULL, 0, o->maxguesses, EXACT_INF);
	if (v >= EXACT_INF && o->maxguesses == NOLIMIT)
		exact_resume_damaged(o, "no tree without a limit");
	if (v >= EXACT_INF)
		exact_unsolvable(o);
	workers_dismiss(o->team);
	memset(&w, 0, sizeof(w));
	w.o = o;
	exact_rootlevel(&w, 1);
	exact_record(o, &w, all, o->n, 0, o->maxguesses);
	exact_worker_free(&w);
	exact_replay(o, all, o->n, o->maxguesses, v);
	free(all);
	exact_finish(o);
}

struct exact *
exact_new(const struct codeset *cs, size_t maxguesses, int threads,
    int progress)
{
	struct exact *o;

	if (cs->n > EXACT_MAXCODES)
		die("the exact search takes at most %d codes, not %" PRIu32,
		    EXACT_MAXCODES, cs->n);
	if (cs->pegs > EXACT_MAXPEGS)
		die("the exact search takes at most %d pegs, not %d",
		    EXACT_MAXPEGS, cs->pegs);
	o = xcalloc(1, sizeof(*o));
	o->cs = cs;
	o->n = cs->n;
	o->pegs = cs->pegs;
	o->ncolors = cs->g->ncolors;
	o->distinct = cs->g->distinct;
	o->nclass = cs->nclass;
	o->solved = cs->solved;
	o->maxguesses = maxguesses == 0 || maxguesses >= NOLIMIT ? NOLIMIT :
	    (int)maxguesses;
	threads = threads > 0 ? threads : workers_online();
	o->team = threads > 1 ? workers_new(threads) : NULL;
	o->threads = workers_count(o->team);
	exact_tables(o);
	exact_memo_init(&o->memo, o->n);
	o->plan = plan_new();
	o->asked = progress;
	return o;
}

void
exact_free(struct exact *o)
{
	if (o == NULL)
		return;
	workers_free(o->team);
	exact_memo_free(&o->memo);
	plan_free(o->plan);
	free(o->lb);
	free(o->others);
	free(o->kleast);
	xfree_table(o->tab, tabbytes(o), 1);
	free(o->code);
	free(o->colors);
	free(o);
}

/*
 * The guess at candidates s after played guesses: of the optimal tree,
 * or searched for within the guesses left, or without a bound if none
 * keeps to it.
 */
uint32_t
exact_guess(struct exact *o, const uint32_t *s, size_t n, size_t played)
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
	exact_rootlevel(&w, 0);
	if (o->maxguesses < NOLIMIT)
		left = played < (size_t)o->maxguesses ?
		    o->maxguesses - (int)played : 0;
	if (left == 0 || exact_search(&w, s, (uint32_t)n, 0, left, EXACT_INF, &g) >= EXACT_INF)
		exact_search(&w, s, (uint32_t)n, 0, NOLIMIT, EXACT_INF, &g);
	exact_worker_free(&w);
	return g;
}
