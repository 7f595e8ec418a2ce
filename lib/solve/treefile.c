/* A tree file read back into a plan, for -t tree:FILE. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plan.h"

struct treereader {
	const struct codeset *cs;
	struct input *in;
	uint32_t **cand;	/* the candidates after each answer */
	size_t	*ncand;
	uint32_t *guess;	/* the history they come from */
	int	*class;
	size_t	depth;		/* the steps held */
	size_t	cap;
	uint16_t *row;
	int	cuts;		/* lines cut by --depth are read, not refused */
};

static void
reserve(struct treereader *r, size_t k)
{
	size_t n;

	if (k < r->cap)
		return;
	n = r->cap ? 2 * r->cap : 16;
	while (n <= k)
		n *= 2;
	r->cand = xrealloc(r->cand, n * sizeof(*r->cand));
	r->ncand = xrealloc(r->ncand, n * sizeof(*r->ncand));
	r->guess = xrealloc(r->guess, n * sizeof(*r->guess));
	r->class = xrealloc(r->class, n * sizeof(*r->class));
	for (; r->cap < n; r->cap++)
		r->cand[r->cap] = NULL;
}

/* The rank of a code in *g; NULL, or what is wrong with it. */
static const char *
readcode(struct treereader *r, const char *w, size_t len, uint32_t *g)
{
	uint8_t code[MM_MAXPEGS];
	const char *err;

	if ((err = code_parse(r->cs->g, w, len, code)) != NULL)
		return err;
	*g = (uint32_t)code_rank(r->cs->g, code);
	return NULL;
}

/*
 * Whether guess g can follow the k answers read: the code that fits
 * them if one does, else a guess that splits the codes that do.  NULL,
 * or why not.
 */
static const char *
splits(const struct treereader *r, size_t k, uint32_t g)
{
	static char msg[160];
	const uint32_t *cand = r->cand[k];
	char c[MM_MAXPEGS + 1], d[MM_MAXPEGS + 1];
	size_t i, n = r->ncand[k];
	int class;

	codeset_format(r->cs, g, c);
	if (n == 1 && cand[0] != g) {
		codeset_format(r->cs, cand[0], d);
		snprintf(msg, sizeof(msg), "guess '%s' where only '%s' fits "
		    "the answers", c, d);
		return msg;
	}
	class = codeset_class(r->cs, g, cand[0]);
	for (i = 1; i < n; i++)
		if (codeset_class(r->cs, g, cand[i]) != class)
			return NULL;
	if (n == 1)
		return NULL;
	snprintf(msg, sizeof(msg), "guess '%s' cannot split the %zu codes "
	    "that fit the answers", c, n);
	return msg;
}

/*
 * The rest of a line cut by --depth after k answers, from s: "N code" or
 * "N codes", N the codes that fit them.  NULL, or why it cannot be read.
 */
static const char *
cut(const struct treereader *r, size_t k, const char *s, const char *end,
    size_t *steps)
{
	static char msg[160];
	const char *w, *unit;
	size_t wl, ul;
	uint64_t n;

	if (!r->cuts)
		return "a tree cut by --depth: no guess after this history";
	if ((w = field_next(&s, end, &wl)) == NULL ||
	    (unit = field_next(&s, end, &ul)) == NULL ||
	    field_next(&s, end, &wl) != NULL ||
	    number_scan(w, w + wl, UINT32_MAX, &n) != w + wl ||
	    !((ul == 4 && memcmp(unit, "code", 4) == 0 && n == 1) ||
	    (ul == 5 && memcmp(unit, "codes", 5) == 0 && n != 1)))
		return "malformed line: expected 'GUESS E,I ... N codes'";
	if (n != r->ncand[k]) {
		snprintf(msg, sizeof(msg), "%zu code%s fit%s these answers, "
		    "not %" PRIu64, r->ncand[k], r->ncand[k] == 1 ? "" : "s",
		    r->ncand[k] == 1 ? "s" : "", n);
		return msg;
	}
	*steps = k;
	return NULL;
}

/*
 * Read one line GUESS E,I ... -> GUESS into the plan: NULL, or why
 * not.  *steps is the number of guesses of its history, the first of
 * them in *first and its answer's class in *class0.
 */
const char *
treereader_line(struct treereader *r, struct plan *p, const char *line,
    size_t len, size_t *steps, uint32_t *first, int *class0)
{
	static const char shape[] = "malformed line: expected "
	    "'GUESS E,I ... -> GUESS'";
	const struct codeset *cs = r->cs;
	const char *s = line, *end = line + len, *w, *err;
	static char msg[160];
	char c[MM_MAXPEGS + 1];
	struct feedback f;
	uint32_t g;
	size_t k = 0, n, wl;
	long long other;
	int class;

	for (;;) {
		if ((w = field_next(&s, end, &wl)) == NULL)
			return shape;
		if (wl == 2 && memcmp(w, "->", 2) == 0)
			break;
		if (wl == 3 && memcmp(w, "...", 3) == 0)
			return cut(r, k, s, end, steps);
		if ((err = readcode(r, w, wl, &g)) != NULL)
			return err;
		if ((w = field_next(&s, end, &wl)) == NULL ||
		    feedback_parse(w, wl, &f) < 0)
			return shape;
		if ((err = feedback_check(cs->g, f)) != NULL)
			return err;
		class = feedback_class(cs, f);
		if (class == cs->solved) {
			snprintf(msg, sizeof(msg), "answer %zu finds the "
			    "code: nothing follows it", k + 1);
			return msg;
		}
		reserve(r, k + 1);
		if (k >= r->depth || r->guess[k] != g || r->class[k] != class) {
			if (r->cand[k + 1] == NULL)
				r->cand[k + 1] = xmalloc(cs->n *
				    sizeof(*r->cand[k + 1]));
			n = codeset_filter(cs, g, class, r->cand[k],
			    r->ncand[k], r->cand[k + 1], r->row);
			r->guess[k] = g;
			r->class[k] = class;
			r->ncand[k + 1] = n;
			r->depth = k + 1;
			codeset_format(cs, g, c);
			if (n == 0) {
				snprintf(msg, sizeof(msg), "no code fits "
				    "answers 1-%zu", k + 1);
				return msg;
			}
			if (n == r->ncand[k]) {
				snprintf(msg, sizeof(msg), "guess %zu '%s' "
				    "leaves every candidate: a tree is "
				    "followed by its candidates", k + 1, c);
				return msg;
			}
		}
		k++;
	}
	if ((w = field_next(&s, end, &wl)) == NULL)
		return shape;
	if ((err = readcode(r, w, wl, &g)) != NULL)
		return err;
	if (field_next(&s, end, &wl) != NULL)
		return shape;
	if ((err = splits(r, k, g)) != NULL)
		return err;
	other = plan_add(p, r->cand[k], r->ncand[k], g, r->in->lineno);
	if (other != 0) {
		snprintf(msg, sizeof(msg), "another guess for the "
		    "candidates of line %lld", other);
		return msg;
	}
	*steps = k;
	if (k > 0) {
		*first = r->guess[0];
		*class0 = r->class[0];
	}
	return NULL;
}

/* A reader of the lines of a tree, input in telling where they are. */
struct treereader *
treereader_new(const struct codeset *cs, struct input *in)
{
	struct treereader *r = xcalloc(1, sizeof(*r));

	r->cs = cs;
	r->in = in;
	reserve(r, 0);
	r->cand[0] = codeset_all(cs);
	r->ncand[0] = cs->n;
	r->row = xmalloc(cs->nms * sizeof(*r->row));
	return r;
}

void
treereader_free(struct treereader *r)
{
	size_t i;

	for (i = 0; i < r->cap; i++)
		free(r->cand[i]);
	free(r->cand);
	free(r->ncand);
	free(r->guess);
	free(r->class);
	free(r->row);
	free(r);
}

/*
 * Read a tree, as tree_write writes it, from in into p: NULL, or what
 * is wrong with line in->lineno, the rest unread.  *lines counts the
 * lines read.
 */
const char *
tree_parse(const struct codeset *cs, struct input *in, struct plan *p,
    long long *lines, int cuts)
{
	struct treereader *r = treereader_new(cs, in);
	const char *err = NULL;
	uint32_t first;
	char *line;
	size_t len, steps;
	int class;

	*lines = 0;
	r->cuts = cuts;
	while ((line = input_record(in, &len)) != NULL) {
		if ((err = treereader_line(r, p, line, len, &steps, &first,
		    &class)) != NULL)
			break;
		++*lines;
	}
	treereader_free(r);
	return err;
}

/*
 * The plan of a tree file, as tree_write writes it; with cuts, its
 * branches may be cut by --depth, and the plan holds what is above.
 */
struct plan *
tree_read(const struct codeset *cs, const char *file, int cuts)
{
	struct plan *p = plan_new();
	struct input in;
	const char *err;
	long long lines;

	if (input_open(&in, file) < 0)
		die("%s:", file);
	if ((err = tree_parse(cs, &in, p, &lines, cuts)) != NULL) {
		input_warn(&in, "%s", err);
		exit(2);
	}
	if (lines == 0)
		die("%s: no tree in the file", file);
	input_close(&in);
	return p;
}
