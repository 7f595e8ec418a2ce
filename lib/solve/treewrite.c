/* A strategy written out as a tree, for --tree. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "treewrite.h"

static void
putcode(const struct codeset *cs, uint32_t idx)
{
	char s[MM_MAXPEGS + 1];

	codeset_format(cs, idx, s);
	out_write(s, (size_t)cs->pegs);
}

struct writer {
	const struct codeset *cs;
	struct decider *d;
	int	dot;
	size_t	depth;		/* guesses shown, or 0 for all */
	int	*hclass;
	char	*hist;		/* the history as text */
	size_t	*hlen;		/* its length at each depth */
	size_t	histcap;
	unsigned long id;
};

static void
putfeedback(const struct codeset *cs, int class)
{
	char s[FEEDBACK_SIZE];

	out_write(s, (size_t)feedback_format(class_feedback(cs, class), s));
}

/*
 * The text of the history to depth + 1: that to depth, then the guess
 * made at depth and the answer to it, hclass[depth], each with a space.
 */
static void
sethistory(struct writer *w, size_t depth, uint32_t guess)
{
	size_t at = w->hlen[depth];
	char *s;

	if (w->histcap - at < MM_MAXPEGS + FEEDBACK_SIZE + 2) {
		w->histcap = 2 * w->histcap + MM_MAXPEGS + FEEDBACK_SIZE + 2;
		w->hist = xrealloc(w->hist, w->histcap);
	}
	s = w->hist + at;
	codeset_format(w->cs, guess, s);
	s += w->cs->pegs;
	*s++ = ' ';
	s += feedback_format(class_feedback(w->cs, w->hclass[depth]), s);
	*s++ = ' ';
	w->hlen[depth + 1] = (size_t)(s - w->hist);
}

static void
puthistory(struct writer *w, size_t depth)
{
	out_write(w->hist, w->hlen[depth]);
}

static void
putedge(struct writer *w, size_t depth, unsigned long parent,
    unsigned long id)
{
	char s[64];

	if (depth == 0)
		return;
	snprintf(s, sizeof(s), "\tn%lu -> n%lu [label=\"", parent, id);
	out_puts(s);
	putfeedback(w->cs, w->hclass[depth - 1]);
	out_puts("\"];\n");
}

/* Where the tree is cut: the number of codes the branch still holds. */
static void
cut(struct writer *w, size_t n, size_t depth, unsigned long parent)
{
	unsigned long id = ++w->id;
	char s[96];

	if (w->dot) {
		snprintf(s, sizeof(s), "\tn%lu [label=\"\xe2\x80\xa6 %zu code%s\" "
		    "style=dashed];\n", id, n, n == 1 ? "" : "s");
		out_puts(s);
		putedge(w, depth, parent, id);
		return;
	}
	puthistory(w, depth);
	snprintf(s, sizeof(s), "... %zu code%s\n", n, n == 1 ? "" : "s");
	out_puts(s);
}

static void
decision(struct writer *w, uint32_t guess, int won, size_t depth,
    unsigned long parent, unsigned long id)
{
	char s[64];

	if (w->dot) {
		snprintf(s, sizeof(s), "\tn%lu [label=\"", id);
		out_puts(s);
		putcode(w->cs, guess);
		out_puts(won ? "\" shape=doublecircle];\n" : "\"];\n");
		putedge(w, depth, parent, id);
		return;
	}
	puthistory(w, depth);
	out_puts("-> ");
	putcode(w->cs, guess);
	out_putc('\n');
}

static void
node(struct writer *w, const uint32_t *cand, size_t n, size_t depth,
    unsigned long parent)
{
	const struct codeset *cs = w->cs;
	uint32_t *part, start[MM_MAXCLASSES + 1];
	uint32_t fill[MM_MAXCLASSES];
	unsigned long id;
	struct choice ch;
	size_t i;
	int c;

	if (w->depth > 0 && depth == w->depth) {
		cut(w, n, depth, parent);
		return;
	}
	id = ++w->id;
	decider_guess(w->d, cand, n, &ch);
	decision(w, ch.guess, n == 1 && ch.guess == cand[0], depth, parent,
	    id);
	if (n == 1 && ch.guess == cand[0])
		return;
	part = xmalloc(n * sizeof(*part));
	memset(fill, 0, (size_t)cs->nclass * sizeof(*fill));
	for (i = 0; i < n; i++)
		fill[codeset_class(cs, ch.guess, cand[i])]++;
	start[0] = 0;
	for (c = 0; c < cs->nclass; c++) {
		start[c + 1] = start[c] + fill[c];
		fill[c] = start[c];
	}
	for (i = 0; i < n; i++)
		part[fill[codeset_class(cs, ch.guess, cand[i])]++] = cand[i];
	for (c = 0; c < cs->nclass; c++) {
		if (c == cs->solved || start[c + 1] == start[c])
			continue;
		if (start[c + 1] - start[c] == n)
			die("-t %s repeats guesses that leave every candidate: "
			    "no tree", w->d->s->name);
		w->hclass[depth] = c;
		sethistory(w, depth, ch.guess);
		node(w, part + start[c], start[c + 1] - start[c], depth + 1,
		    id);
	}
	free(part);
}

/* The dot graph's key to its shapes, beside the first guess. */
static const char legend[] =
    "\tlegend [shape=note fontname=\"sans-serif\" label=\""
    "box: the guess made there\\l"
    "E,I on an arrow: the answer to it\\l"
    "double circle: the guess that is the code\\l"
    "dashed, \xe2\x80\xa6 N codes: cut, N codes left\\l\"];\n";

static void
writer_init(struct writer *w, struct decider *d, const struct codeset *cs,
    int dot, size_t depth)
{
	memset(w, 0, sizeof(*w));
	w->cs = cs;
	w->d = d;
	w->dot = dot;
	w->depth = depth;
	w->hclass = xmalloc(((size_t)cs->n + 1) * sizeof(*w->hclass));
	w->hlen = xcalloc((size_t)cs->n + 2, sizeof(*w->hlen));
}

static void
writer_free(struct writer *w)
{
	free(w->hclass);
	free(w->hlen);
	free(w->hist);
}

/*
 * Write a strategy's decisions, one a line: the history, then the
 * guess; or as a Graphviz graph, left to right, with a legend.  With a
 * depth, a branch is cut after so many guesses, and the codes it still
 * holds are counted instead.
 */
void
tree_write(struct decider *d, const struct codeset *cs, int dot,
    size_t depth)
{
	struct writer w;
	uint32_t *all;

	writer_init(&w, d, cs, dot, depth);
	all = codeset_all(cs);
	if (dot) {
		out_puts("digraph strategy {\n\trankdir=LR;\n\tnode "
		    "[shape=box fontname=\"monospace\"];\n");
		out_puts(legend);
	}
	node(&w, all, cs->n, 0, 0);
	if (dot)
		out_puts("}\n");
	free(all);
	writer_free(&w);
}

/*
 * Write, as text, the lines of the tree below first guess g and answer
 * class c, whose candidates are the n of cand: the lines of the whole
 * tree that start with that guess and answer.
 */
void
tree_write_part(struct decider *d, const struct codeset *cs, uint32_t g,
    int c, const uint32_t *cand, size_t n)
{
	struct writer w;

	writer_init(&w, d, cs, 0, 0);
	w.hclass[0] = c;
	sethistory(&w, 0, g);
	node(&w, cand, n, 1, 0);
	writer_free(&w);
}
