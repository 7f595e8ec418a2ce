/* One game: the candidates, the answered guesses, and the next guess. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "partition.h"
#include "solve.h"

void
solve_init(struct solve *s, const struct codeset *cs,
    const struct pick *p, const struct solve_opts *o,
    const struct rng *r)
{
	memset(s, 0, sizeof(*s));
	s->cs = cs;
	decider_init(&s->d, cs, p, o, r);
	s->cand = codeset_all(cs);
	s->ncand = cs->n;
}

void
solve_free(struct solve *s)
{
	decider_free(&s->d);
	free(s->cand);
	free(s->hguess);
	free(s->hclass);
}

/* On stderr: the candidates left and how the chosen guess splits them. */
static void
explain(const struct decider *d, size_t move, const uint32_t *cand, size_t n,
    const struct choice *ch)
{
	const struct codeset *cs = d->cs;
	uint32_t hist[MM_MAXCLASSES];
	char s[MM_MAXPEGS + 1];
	double sum = 0;
	struct pool p;
	struct split sp;
	uint16_t *row;
	size_t i;
	int c, member = 0;

	row = xmalloc(cs->nms * sizeof(*row));
	memset(&p, 0, sizeof(p));
	p.n = n;
	p.idx = cand;
	p.pk = xmalloc(n * sizeof(*p.pk));
	p.ms = xmalloc(n * sizeof(*p.ms));
	for (i = 0; i < n; i++) {
		p.pk[i] = cs->pk[cand[i]];
		p.ms[i] = cs->ms[cand[i]];
		member |= cand[i] == ch->guess;
	}
	partition_count(cs, ch->guess, &p, hist, row);
	split_of(cs, hist, &sp);
	for (c = 0; c < cs->nclass; c++)
		if (hist[c] > 1)
			sum += hist[c] * log2((double)hist[c]);
	codeset_format(cs, ch->guess, s);
	out_flush();
	fprintf(stderr, "%s: move %zu: %zu candidate%s; %s%s: %u part%s, "
	    "largest %u, expected size %.4f, entropy %.4f bits (%s)\n",
	    err_argv0, move, n, out_plural(n, "s"), s, member ? ", a candidate" : "",
	    sp.parts, out_plural(sp.parts, "s"), sp.largest,
	    (double)sp.squares / (double)n, log2((double)n) - sum / (double)n,
	    ch->why);
	free(p.pk);
	free(p.ms);
	free(row);
}

/* The next guess; with verbose, why it was chosen on stderr. */
uint32_t
solve_next(struct solve *s, int verbose)
{
	struct choice ch;

	s->d.played = s->nhist;
	decider_guess(&s->d, s->cand, s->ncand, &ch);
	if (verbose)
		explain(&s->d, s->nhist + 1, s->cand, s->ncand, &ch);
	return ch.guess;
}

/* Take an answered guess in; whether any candidate is left. */
int
solve_answer(struct solve *s, uint32_t guess, struct feedback f)
{
	int class = feedback_class(s->cs, f);

	if (s->nhist == s->hcap) {
		s->hcap = s->hcap ? 2 * s->hcap : 16;
		s->hguess = xrealloc(s->hguess, s->hcap * sizeof(*s->hguess));
		s->hclass = xrealloc(s->hclass, s->hcap * sizeof(*s->hclass));
	}
	s->hguess[s->nhist] = guess;
	s->hclass[s->nhist++] = class;
	s->ncand = codeset_filter(s->cs, guess, class, s->cand, s->ncand,
	    s->cand, s->d.row);
	if (s->ncand > 0 && class == s->cs->solved)
		s->solved = 1;
	return (int)(s->ncand > 0);
}

/*
 * Take back the last answer: the candidates are those of the answers
 * before it again.  The guess it answered.
 */
uint32_t
solve_undo(struct solve *s)
{
	size_t i;

	s->nhist--;
	s->solved = 0;
	free(s->cand);
	s->cand = codeset_all(s->cs);
	s->ncand = s->cs->n;
	for (i = 0; i < s->nhist; i++)
		s->ncand = codeset_filter(s->cs, s->hguess[i], s->hclass[i],
		    s->cand, s->ncand, s->cand, s->d.row);
	return s->hguess[s->nhist];
}

/* Why no code is left, naming the answer that emptied the set. */
void
solve_conflict(const struct solve *s, char *buf, size_t size)
{
	char c[MM_MAXPEGS + 1], e[FEEDBACK_SIZE];
	size_t k = s->nhist;

	codeset_format(s->cs, s->hguess[k - 1], c);
	feedback_format(class_feedback(s->cs, s->hclass[k - 1]), e);
	history_conflict(buf, size, k, c, e);
}
