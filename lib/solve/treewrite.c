/*
 * A strategy written out as a tree, for --tree: as text, a line a
 * decision; or as a Graphviz graph drawn down the page, a box a guess
 * listing every answer to it and the codes that answer leaves (so the
 * counts of a box add up to the count over it), an arrow from an answer
 * to the guess made after it.  A box whose guesses follow is laid
 * across, its answers side by side, and the boxes under it wrap after
 * DOT_ROW of them, so that a tree cut at two guesses fits a page.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "treewrite.h"

#define DOT_ROW		7	/* boxes side by side under a box */

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

/* Where the tree is cut: the number of codes the branch still holds. */
static void
cut(struct writer *w, size_t n, size_t depth)
{
	char s[96];

	puthistory(w, depth);
	snprintf(s, sizeof(s), "... %zu code%s\n", n, n == 1 ? "" : "s");
	out_puts(s);
}

static void
decision(struct writer *w, uint32_t guess, size_t depth)
{
	puthistory(w, depth);
	out_puts("-> ");
	putcode(w->cs, guess);
	out_putc('\n');
}

/* The port of answer c, aE_I, into s of size bytes. */
static void
port(const struct codeset *cs, int c, char *s, size_t size)
{
	struct feedback f = class_feedback(cs, c);

	snprintf(s, size, "a%d_%d", f.exact, f.inexact);
}

/* A cell of a box: answer c, or with count the codes it leaves. */
static void
cell(const struct codeset *cs, int c, int count, uint32_t n)
{
	char s[96], p[32];

	snprintf(s, sizeof(s), "<TD%s", c == cs->solved ?
	    " BGCOLOR=\"palegreen\"" : "");
	out_puts(s);
	if (count) {
		port(cs, c, p, sizeof(p));
		snprintf(s, sizeof(s), " PORT=\"%s\" ALIGN=\"RIGHT\">%u</TD>",
		    p, n);
		out_puts(s);
		return;
	}
	out_putc('>');
	putfeedback(cs, c);
	out_puts("</TD>");
}

/*
 * A guess's box: the guess over its answers and the codes each leaves,
 * start[c + 1] - start[c] for class c; across when across is set, the
 * counts under the answers, else a row an answer.  The count of answer
 * E,I is the port aE_I its arrow leaves from; the answer that finds the
 * code is shaded.
 */
static void
box(const struct codeset *cs, unsigned long id, uint32_t guess,
    const uint32_t *start, int across)
{
	char s[192];
	int c, row, width = 0;

	for (c = 0; c < cs->nclass; c++)
		width += start[c + 1] > start[c];
	snprintf(s, sizeof(s), "\tn%lu [label=<<TABLE BORDER=\"0\" "
	    "CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"2\"><TR><TD "
	    "COLSPAN=\"%d\" BGCOLOR=\"gray90\"><B>", id, across ? width : 2);
	out_puts(s);
	putcode(cs, guess);
	out_puts("</B></TD></TR>");
	for (row = 0; row < (across ? 2 : 1); row++) {
		if (across)
			out_puts("<TR>");
		for (c = 0; c < cs->nclass; c++) {
			if (start[c + 1] == start[c])
				continue;
			if (!across)
				out_puts("<TR>");
			if (!across || row == 0)
				cell(cs, c, 0, 0);
			if (!across || row == 1)
				cell(cs, c, 1, start[c + 1] - start[c]);
			if (!across)
				out_puts("</TR>");
		}
		if (across)
			out_puts("</TR>");
	}
	out_puts("</TABLE>>];\n");
}

/* The arrow from answer c of box parent to box id, the k-th under it. */
static void
arrow(const struct codeset *cs, unsigned long parent, int c, unsigned long id,
    int k)
{
	char s[128], p[32];

	port(cs, c, p, sizeof(p));
	snprintf(s, sizeof(s), "\tn%lu:%s:s -> n%lu:n", parent, p, id);
	out_puts(s);
	if (k >= DOT_ROW) {
		snprintf(s, sizeof(s), " [minlen=%d]", 1 + k / DOT_ROW);
		out_puts(s);
	}
	out_puts(";\n");
}

static void
node(struct writer *w, const uint32_t *cand, size_t n, size_t depth)
{
	const struct codeset *cs = w->cs;
	uint32_t *part, start[MM_MAXCLASSES + 1];
	uint32_t fill[MM_MAXCLASSES];
	unsigned long id;
	struct choice ch;
	size_t i;
	int c, k = 0, won, below;

	if (w->depth > 0 && depth == w->depth) {
		cut(w, n, depth);
		return;
	}
	id = ++w->id;
	decider_guess(w->d, cand, n, &ch);
	won = n == 1 && ch.guess == cand[0];
	/* whether the guesses after this one are drawn */
	below = !won && (w->depth == 0 || depth + 1 < w->depth);
	if (!w->dot)
		decision(w, ch.guess, depth);
	if (won && !w->dot)
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
	if (w->dot)
		box(cs, id, ch.guess, start, below);
	for (c = 0; c < cs->nclass; c++) {
		if (c == cs->solved || start[c + 1] == start[c])
			continue;
		if (start[c + 1] - start[c] == n)
			die("-t %s repeats guesses that leave every candidate: "
			    "no tree", w->d->s->name);
		if (w->dot && !below)
			continue;
		w->hclass[depth] = c;
		sethistory(w, depth, ch.guess);
		if (w->dot)
			arrow(cs, id, c, w->id + 1, k++);
		node(w, part + start[c], start[c + 1] - start[c], depth + 1);
	}
	free(part);
}

/* The dot graph's key to its boxes, beside the first guess. */
static const char legend[] =
    "\tlegend [shape=note fontname=\"sans-serif\" label=\""
    "a box: a guess, each answer to it,\\l"
    "and the codes that answer leaves\\l"
    "an arrow: the guess after that answer\\l"
    "shaded: the answer when the guess is the code\\l\"];\n";

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
		out_puts("digraph strategy {\n\tordering=out;\n\tnodesep=0.15;"
		    "\n\tranksep=0.3;\n\tnode [shape=plaintext fontname="
		    "\"monospace\" fontsize=11];\n\tedge [arrowsize=0.6];\n");
		out_puts(legend);
	}
	node(&w, all, cs->n, 0);
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
	node(&w, cand, n, 1);
	writer_free(&w);
}
