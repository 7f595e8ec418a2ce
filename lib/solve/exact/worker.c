/* A thread of the exact search: its levels, made as first reached and
 * freed, and the progress line the first thread draws. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msparts.h"
#include "node.h"

/* The state of depth depth, allocated when first reached. */
struct level *
exact_level(struct worker *w, int depth)
{
	struct exact *o = w->o;
	struct level *l;
	size_t nsym;

	if (depth < w->nlv)
		return w->lv[depth];
	nsym = exact_hsym_max(o);
	w->lv = xrealloc(w->lv, (size_t)(depth + 1) * sizeof(*w->lv));
	while (w->nlv <= depth) {
		l = xcalloc(1, sizeof(*l));
		l->part = xmalloc(o->n * sizeof(*l->part));
		l->guesses = xmalloc(o->n * sizeof(*l->guesses));
		l->col = xcalloc(o->n < COLS ? o->n : COLS, sizeof(*l->col));
		l->keys = xmalloc(o->n * sizeof(*l->keys));
		l->quick = xmalloc(o->n * sizeof(*l->quick));
		l->next = xmalloc(o->n * sizeof(*l->next));
		l->later = xcalloc(o->cs->nms + 1, sizeof(*l->later));
		l->sym = xcalloc(nsym, sizeof(*l->sym));
		w->lv[w->nlv++] = l;
	}
	return w->lv[depth];
}

void
exact_worker_free(struct worker *w)
{
	int i;

	exact_worth_free(w);
	exact_msparts_free(w);
	free(w->nparts);
	free(w->isin);
	for (i = 0; i < w->nlv; i++) {
		free(w->lv[i]->part);
		free(w->lv[i]->guesses);
		free(w->lv[i]->col);
		free(w->lv[i]->keys);
		free(w->lv[i]->defer);
		free(w->lv[i]->quick);
		free(w->lv[i]->next);
		free(w->lv[i]->later);
		free(w->lv[i]->sym);
		free(w->lv[i]);
	}
	free(w->lv);
}

/*
 * The share of the search done, guessed from where the first thread is
 * in the first two levels: the guesses tried of those ranked, and the
 * parts searched of the guess tried, as if each took as long.
 */
static double
done(size_t at[2][2][2])
{
	double f = 0, part;
	int d;

	for (d = 1; d >= 0; d--) {
		part = at[d][1][1] == 0 ? 0 :
		    ((double)at[d][1][0] - 1 + f) / (double)at[d][1][1];
		f = at[d][0][1] == 0 ? 0 :
		    ((double)at[d][0][0] - 1 + part) / (double)at[d][0][1];
	}
	return f;
}

/*
 * Where the first thread is in the first two levels, to show how much
 * of the search is done, the best total so far, the time taken and the
 * time left at that pace.
 */
void
exact_progress(const struct worker *w, const struct node *nd, int what, size_t k,
    size_t nk)
{
	struct exact *o = w->o;
	char took[24], left[24], best[24];
	double t, f;
	int depth = nd->depth;

	o->at[depth][what][0] = k + 1;
	o->at[depth][what][1] = nk;
	if (what == 0)
		o->at[depth][1][0] = o->at[depth][1][1] = 0;
	if (depth == 0) {
		memset(o->at[1], 0, sizeof(o->at[1]));
		if (nd->best < o->best)
			o->best = nd->best;
	}
	if (!progress_due(&o->progress))
		return;
	t = progress_elapsed(&o->progress);
	f = done(o->at);
	if (o->best < EXACT_INF)
		snprintf(best, sizeof(best), "%" PRIu32, o->best);
	else
		snprintf(best, sizeof(best), "none yet");
	progress_time(t, took, sizeof(took));
	if (f > 0)
		progress_time(t * (1 - f) / f, left, sizeof(left));
	else
		snprintf(left, sizeof(left), "unknown");
	progress_draw(&o->progress, "optimal: %.0f%% searched, best total %s, "
	    "%s, %s left", 100 * f, best, took, left);
}
