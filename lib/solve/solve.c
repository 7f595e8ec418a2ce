#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solve.h"

void
solve_init(struct solve *s, const struct codeset *cs, int strategy,
    const struct rng *r)
{
	uint32_t i;

	memset(s, 0, sizeof(*s));
	s->cs = cs;
	decider_init(&s->d, cs, strategy, r);
	s->cand = xmalloc((size_t)cs->n * sizeof(*s->cand));
	for (i = 0; i < cs->n; i++)
		s->cand[i] = i;
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

/* The next guess; with verbose, why it was chosen on stderr. */
uint32_t
solve_next(struct solve *s, int verbose)
{
	struct choice ch;

	s->d.played = s->nhist;
	decide(&s->d, s->cand, s->ncand, &ch);
	if (verbose)
		explain(&s->d, s->nhist + 1, s->cand, s->ncand, &ch);
	return ch.guess;
}

/* Take an answered guess in; the number of candidates left. */
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

/* Why no code is left, naming the answer that emptied the set. */
void
solve_conflict(const struct solve *s, char *buf, size_t size)
{
	uint8_t code[MM_MAXPEGS];
	char c[MM_MAXPEGS + 1];
	struct feedback f;
	size_t k = s->nhist;

	codeset_code(s->cs, s->hguess[k - 1], code);
	code_format(s->cs->g, code, c);
	f = class_feedback(s->cs, s->hclass[k - 1]);
	if (k == 1)
		snprintf(buf, size, "no code fits answer 1 ('%s %d,%d')", c,
		    f.exact, f.inexact);
	else
		snprintf(buf, size, "no code fits answers 1-%zu (answer %zu "
		    "'%s %d,%d' contradicts the earlier ones)", k, k, c,
		    f.exact, f.inexact);
}
