#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solve.h"

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
	uint32_t *all;
	uint32_t *cand;
};

struct selfplay *
selfplay_new(const struct codeset *cs, int strategy, const struct rng *r)
{
	struct selfplay *sp = xmalloc(sizeof(*sp));
	uint32_t i;

	memset(sp, 0, sizeof(*sp));
	sp->cs = cs;
	decider_init(&sp->d, cs, strategy, r);
	sp->memo = strategy_deterministic(strategy);
	sp->all = xmalloc((size_t)cs->n * sizeof(*sp->all));
	for (i = 0; i < cs->n; i++)
		sp->all[i] = i;
	if (sp->memo) {
		sp->root.cand = sp->all;
		sp->root.n = cs->n;
	} else {
		sp->cand = xmalloc((size_t)cs->n * sizeof(*sp->cand));
	}
	return sp;
}

static void
freenode(struct node *nd, int nclass)
{
	int i;

	if (nd->child != NULL) {
		for (i = 0; i < nclass; i++)
			if (nd->child[i] != NULL) {
				freenode(nd->child[i], nclass);
				free(nd->child[i]->cand);
				free(nd->child[i]);
			}
		free(nd->child);
	}
}

void
selfplay_free(struct selfplay *sp)
{
	freenode(&sp->root, sp->cs->nclass);
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
		nd->child = xmalloc((size_t)cs->nclass * sizeof(*nd->child));
		memset(nd->child, 0, (size_t)cs->nclass * sizeof(*nd->child));
	}
	if ((c = nd->child[class]) != NULL)
		return c;
	buf = xmalloc(nd->n * sizeof(*buf));
	n = codeset_filter(cs, nd->guess, class, nd->cand, nd->n, buf,
	    sp->d.row);
	c = xmalloc(sizeof(*c));
	memset(c, 0, sizeof(*c));
	if ((c->cand = realloc(buf, n * sizeof(*buf))) == NULL)
		c->cand = buf;
	c->n = n;
	nd->child[class] = c;
	return c;
}

/*
 * Decide, a level at a time, every history the games of these secrets
 * meet in at most max guesses, so that the decisions of one level are
 * shared among the threads of a heuristic.  The games themselves are
 * then played by selfplay_game.
 */
void
selfplay_prepare(struct selfplay *sp, const uint32_t *secret, size_t n,
    size_t max)
{
	const struct codeset *cs = sp->cs;
	struct node **at, **todo, *nd;
	const uint32_t **cand;
	uint32_t *sec, *guess;
	size_t *cn, k, i, m, count;
	int class;

	if (!sp->memo || sp->d.searcher == NULL || n == 0)
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
		searcher_guesses(sp->d.searcher, cand, cn, guess, count);
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
 * Play one secret, writing the guesses; their number, or max when the
 * secret was not found in max guesses.  A deterministic strategy
 * decides each history once.
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
				decide(&sp->d, nd->cand, nd->n, &ch);
				nd->guess = ch.guess;
				nd->decided = 1;
			}
			guess[k] = nd->guess;
		} else {
			decide(&sp->d, cand, n, &ch);
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

void
summary_add(struct summary *s, size_t guesses, uint64_t games)
{
	size_t n;

	if (guesses >= s->ncount) {
		n = guesses + 16;
		s->count = xrealloc(s->count, n * sizeof(*s->count));
		memset(s->count + s->ncount, 0,
		    (n - s->ncount) * sizeof(*s->count));
		s->ncount = n;
	}
	s->count[guesses] += games;
	s->games += games;
}

void
summary_fail(struct summary *s, uint64_t games)
{
	s->failed += games;
	s->games += games;
}

static int
number(const char *s, size_t n, uint64_t *v)
{
	size_t i;

	*v = 0;
	if (n == 0 || n > 18)
		return -1;
	for (i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		*v = *v * 10 + (uint64_t)(s[i] - '0');
	}
	return 0;
}

static int
summaryline(struct summary *s, const char *line, size_t len)
{
	static const char *const derived[] = {
		"games", "total", "average", "worst"
	};
	const char *colon = memchr(line, ':', len), *p, *end = line + len, *w;
	size_t n, klen = (size_t)(colon - line), i;
	uint64_t k, v;

	p = colon + 1;
	w = field_next(&p, end, &n);
	if (w == NULL || field_next(&p, end, &i) != NULL)
		return -1;
	for (i = 0; i < sizeof(derived) / sizeof(*derived); i++)
		if (strlen(derived[i]) == klen &&
		    memcmp(line, derived[i], klen) == 0)
			return 0;
	if (number(w, n, &v) < 0)
		return -1;
	if (klen == 6 && memcmp(line, "failed", 6) == 0) {
		s->failed += v;
		s->games += v;
		return 0;
	}
	p = line;
	w = field_next(&p, colon, &n);
	if (w == NULL || number(w, n, &k) < 0 || k == 0 ||
	    k > FILTER_MAXCODES || (w = field_next(&p, colon, &n)) == NULL ||
	    !((n == 5 && memcmp(w, "guess", 5) == 0 && k == 1) ||
	    (n == 7 && memcmp(w, "guesses", 7) == 0 && k != 1)) ||
	    field_next(&p, colon, &n) != NULL)
		return -1;
	summary_add(s, (size_t)k, v);
	return 0;
}

/* Count a game record SECRET N GUESS... or merge a summary line. */
int
summary_line(struct summary *s, const char *line, size_t len)
{
	const char *p = line, *end = line + len, *w;
	size_t n, fields = 0;
	uint64_t k;

	if (memchr(line, ':', len) != NULL)
		return summaryline(s, line, len);
	if (field_next(&p, end, &n) == NULL ||
	    (w = field_next(&p, end, &n)) == NULL)
		return -1;
	while (field_next(&p, end, &len) != NULL)
		fields++;
	if (n == 1 && *w == '-') {
		summary_fail(s, 1);
		return 0;
	}
	if (number(w, n, &k) < 0 || k == 0 || k != fields)
		return -1;
	summary_add(s, (size_t)k, 1);
	return 0;
}

static void
putline(const char *fmt, ...)
{
	char buf[128];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	out_write(buf, (size_t)n);
}

void
summary_write(const struct summary *s)
{
	uint64_t total = 0, solved = s->games - s->failed, avg;
	size_t i, worst = 0;

	for (i = 1; i < s->ncount; i++) {
		total += s->count[i] * i;
		if (s->count[i] > 0)
			worst = i;
	}
	putline("games: %" PRIu64 "\n", s->games);
	putline("total: %" PRIu64 "\n", total);
	if (solved > 0) {
		avg = (total * 20000 + solved) / (2 * solved);
		putline("average: %" PRIu64 ".%04" PRIu64 "\n", avg / 10000,
		    avg % 10000);
	} else {
		putline("average: -\n");
	}
	putline("worst: %zu\n", worst);
	putline("failed: %" PRIu64 "\n", s->failed);
	for (i = 1; i <= worst; i++)
		putline("%zu %s: %" PRIu64 "\n", i, i == 1 ? "guess" :
		    "guesses", s->count[i]);
}

void
summary_free(struct summary *s)
{
	free(s->count);
	memset(s, 0, sizeof(*s));
}
