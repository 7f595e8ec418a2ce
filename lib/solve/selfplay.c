/* Every secret played, each decision made once for the games that share it. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "selfplay.h"

/* A history met in self-play: its candidates and the guess decided. */
struct node {
	uint32_t *cand;
	size_t	n;
	uint32_t guess;
	int	decided;
	struct node **child;
};

struct selfplay {
	const struct codeset *cs;
	struct decider d;
	int	memo;
	struct node root;
	struct arena arena;	/* the nodes below the root */
	uint32_t *all;
	uint32_t *cand;
};

struct selfplay *
selfplay_new(const struct codeset *cs, const struct pick *p,
    const struct solve_opts *o, const struct rng *r)
{
	struct selfplay *sp = xmalloc(sizeof(*sp));

	memset(sp, 0, sizeof(*sp));
	sp->cs = cs;
	decider_init(&sp->d, cs, p, o, r);
	sp->memo = strategy_deterministic(p->s);
	sp->all = codeset_all(cs);
	if (sp->memo) {
		sp->root.cand = sp->all;
		sp->root.n = cs->n;
	} else {
		sp->cand = xmalloc((size_t)cs->n * sizeof(*sp->cand));
	}
	return sp;
}

void
selfplay_free(struct selfplay *sp)
{
	arena_free(&sp->arena);
	decider_free(&sp->d);
	free(sp->all);
	free(sp->cand);
	free(sp);
}

static struct node *
child(struct selfplay *sp, struct node *nd, int class)
{
	const struct codeset *cs = sp->cs;
	struct node *c;
	uint32_t *buf;
	size_t n;

	if (nd->child == NULL) {
		nd->child = arena_alloc(&sp->arena,
		    (size_t)cs->nclass * sizeof(*nd->child));
		memset(nd->child, 0, (size_t)cs->nclass * sizeof(*nd->child));
	}
	if ((c = nd->child[class]) != NULL)
		return c;
	c = arena_alloc(&sp->arena, sizeof(*c));
	memset(c, 0, sizeof(*c));
	buf = arena_alloc(&sp->arena, nd->n * sizeof(*buf));
	n = codeset_filter(cs, nd->guess, class, nd->cand, nd->n, buf,
	    sp->d.row);
	arena_trim(&sp->arena, buf, n * sizeof(*buf));
	c->cand = buf;
	c->n = n;
	nd->child[class] = c;
	return c;
}

/* A decision of a move: its candidates' count and its place. */
struct sized {
	size_t	n;
	size_t	i;
};

/* Decisions by their candidates, the most first, then in order. */
static int
larger(const void *a, const void *b)
{
	const struct sized *x = a, *y = b;

	if (x->n != y->n)
		return x->n > y->n ? -1 : 1;
	return x->i < y->i ? -1 : x->i > y->i;
}

/*
 * The count decisions of move k, made together; with the progress line
 * on (pg, or NULL), the largest first, a part at a time, the line
 * redrawn between parts with the games played of the games to play (0:
 * not known).  A part is a sixteenth of the decisions, or SELFPLAY_PART
 * if more, but ends once its candidates reach SELFPLAY_CODES, so that
 * the line moves on while the largest decisions are made too.
 */
static void
decide(struct selfplay *sp, const uint32_t **cand, size_t *cn,
    uint32_t *guess, size_t count, size_t k, struct progress *pg,
    uint64_t played, uint64_t toplay)
{
	char took[24], total[32] = "";
	const uint32_t **c;
	struct sized *at;
	size_t i, m, codes, part, *n;
	uint32_t *g;

	if (pg == NULL || !pg->on) {
		decider_guesses(&sp->d, cand, cn, guess, count);
		return;
	}
	at = xmalloc(count * sizeof(*at));
	c = xmalloc(count * sizeof(*c));
	n = xmalloc(count * sizeof(*n));
	g = xmalloc(count * sizeof(*g));
	for (i = 0; i < count; i++) {
		at[i].n = cn[i];
		at[i].i = i;
	}
	qsort(at, count, sizeof(*at), larger);
	for (i = 0; i < count; i++) {
		c[i] = cand[at[i].i];
		n[i] = at[i].n;
	}
	part = count / 16 > SELFPLAY_PART ? count / 16 : SELFPLAY_PART;
	if (toplay > 0 && toplay >= played)
		snprintf(total, sizeof(total), "/%" PRIu64, toplay);
	for (i = 0; i < count; i += m) {
		if (progress_due(pg))
			progress_draw(pg, "selfplay: move %zu, %zu/%zu "
			    "decided; %" PRIu64 "%s games, %s", k + 1, i,
			    count, played, total, progress_time(
			    progress_elapsed(pg), took, sizeof(took)));
		for (m = 0, codes = 0; i + m < count && m < part &&
		    codes < SELFPLAY_CODES; m++)
			codes += n[i + m];
		decider_guesses(&sp->d, c + i, n + i, g + i, m);
	}
	for (i = 0; i < count; i++)
		guess[at[i].i] = g[i];
	free(at);
	free(c);
	free(n);
	free(g);
}

/*
 * Decide, a level at a time, every history the games of these secrets
 * meet in at most max guesses, so that the decisions of one level are
 * shared among the threads of a heuristic.  The games themselves are
 * then played by selfplay_game.  pg, or NULL, shows how far the
 * decisions are, played games of toplay having been played before.
 */
void
selfplay_prepare(struct selfplay *sp, const uint32_t *secret, size_t n,
    size_t max, struct progress *pg, uint64_t played, uint64_t toplay)
{
	const struct codeset *cs = sp->cs;
	struct node **at, **todo, *nd;
	const uint32_t **cand;
	uint32_t *sec, *guess;
	size_t *cn, k, i, m, count;
	int class;

	if (!sp->memo || sp->d.s->guesses == NULL || n == 0)
		return;
	at = xmalloc(n * sizeof(*at));
	todo = xmalloc(n * sizeof(*todo));
	cand = xmalloc(n * sizeof(*cand));
	sec = xmalloc(n * sizeof(*sec));
	guess = xmalloc(n * sizeof(*guess));
	cn = xmalloc(n * sizeof(*cn));
	memcpy(sec, secret, n * sizeof(*sec));
	for (i = 0; i < n; i++)
		at[i] = &sp->root;
	for (k = 0; k < max && n > 0; k++) {
		for (count = 0, i = 0; i < n; i++) {
			if ((nd = at[i])->decided)
				continue;
			nd->decided = -1;
			todo[count] = nd;
			cand[count] = nd->cand;
			cn[count++] = nd->n;
		}
		decide(sp, cand, cn, guess, count, k, pg, played, toplay);
		for (i = 0; i < count; i++) {
			todo[i]->guess = guess[i];
			todo[i]->decided = 1;
		}
		for (m = 0, i = 0; i < n && k + 1 < max; i++) {
			class = codeset_class(cs, at[i]->guess, sec[i]);
			if (class == cs->solved)
				continue;
			at[m] = child(sp, at[i], class);
			sec[m++] = sec[i];
		}
		n = m;
	}
	free(at);
	free(todo);
	free(cand);
	free(sec);
	free(guess);
	free(cn);
}

/*
 * Play one secret, writing the guesses; their number, at most max:
 * the game is lost when the last of them is not the secret.  A
 * deterministic strategy decides each history once.
 */
size_t
selfplay_game(struct selfplay *sp, uint32_t secret, uint32_t *guess,
    size_t max)
{
	const struct codeset *cs = sp->cs;
	const uint32_t *cand = sp->all;
	struct node *nd = &sp->root;
	struct choice ch;
	size_t k, n = cs->n;
	int class;

	for (k = 0; k < max; k++) {
		if (sp->memo) {
			if (!nd->decided) {
				decider_guess(&sp->d, nd->cand, nd->n, &ch);
				nd->guess = ch.guess;
				nd->decided = 1;
			}
			guess[k] = nd->guess;
		} else {
			decider_guess(&sp->d, cand, n, &ch);
			guess[k] = ch.guess;
		}
		class = codeset_class(cs, guess[k], secret);
		if (class == cs->solved)
			return k + 1;
		if (sp->memo) {
			nd = child(sp, nd, class);
		} else {
			n = codeset_filter(cs, guess[k], class, cand, n,
			    sp->cand, sp->d.row);
			cand = sp->cand;
		}
	}
	return max;
}
