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
	uint32_t *hguess;
	int	*hclass;
	unsigned long id;
};

static void
putfeedback(const struct codeset *cs, int class)
{
	char s[FEEDBACK_SIZE];

	out_write(s, (size_t)feedback_format(class_feedback(cs, class), s));
}

static void
node(struct writer *w, const uint32_t *cand, size_t n, size_t depth,
    unsigned long parent)
{
	const struct codeset *cs = w->cs;
	uint32_t *part, start[(MM_MAXPEGS + 1) * (MM_MAXPEGS + 1) + 1];
	uint32_t fill[(MM_MAXPEGS + 1) * (MM_MAXPEGS + 1)];
	unsigned long id = ++w->id;
	struct choice ch;
	char s[64];
	size_t i;
	int c;

	decide(w->d, cand, n, &ch);
	if (w->dot) {
		snprintf(s, sizeof(s), "\tn%lu [label=\"", id);
		out_puts(s);
		putcode(cs, ch.guess);
		out_puts(n == 1 ? "\" shape=ellipse];\n" : "\"];\n");
		if (depth > 0) {
			snprintf(s, sizeof(s), "\tn%lu -> n%lu [label=\"",
			    parent, id);
			out_puts(s);
			putfeedback(cs, w->hclass[depth - 1]);
			out_puts("\"];\n");
		}
	} else {
		for (i = 0; i < depth; i++) {
			putcode(cs, w->hguess[i]);
			out_putc(' ');
			putfeedback(cs, w->hclass[i]);
			out_putc(' ');
		}
		out_puts("-> ");
		putcode(cs, ch.guess);
		out_putc('\n');
	}
	if (n == 1 && ch.guess == cand[0])
		return;
	part = xmalloc(n * sizeof(*part));
	memset(fill, 0, sizeof(fill));
	for (i = 0; i < n; i++)
		fill[codeset_class(cs, ch.guess, cand[i])]++;
	start[0] = 0;
	for (c = 0; c < cs->nclass; c++) {
		start[c + 1] = start[c] + fill[c];
		fill[c] = start[c];
	}
	for (i = 0; i < n; i++)
		part[fill[codeset_class(cs, ch.guess, cand[i])]++] = cand[i];
	w->hguess[depth] = ch.guess;
	for (c = 0; c < cs->nclass; c++) {
		if (c == cs->solved || start[c + 1] == start[c])
			continue;
		if (start[c + 1] - start[c] == n)
			die("-t %s repeats guesses that leave every candidate: "
			    "no tree", w->d->s->name);
		w->hclass[depth] = c;
		node(w, part + start[c], start[c + 1] - start[c], depth + 1,
		    id);
	}
	free(part);
}

/*
 * Write a strategy's decisions, one a line: the history, then the
 * guess; or as a Graphviz graph.
 */
void
tree_write(struct decider *d, const struct codeset *cs, int dot)
{
	struct writer w;
	uint32_t *all;

	memset(&w, 0, sizeof(w));
	w.cs = cs;
	w.d = d;
	w.dot = dot;
	all = codeset_all(cs);
	w.hguess = xmalloc(((size_t)cs->n + 1) * sizeof(*w.hguess));
	w.hclass = xmalloc(((size_t)cs->n + 1) * sizeof(*w.hclass));
	if (dot)
		out_puts("digraph strategy {\n\tnode [shape=box "
		    "fontname=\"monospace\"];\n");
	node(&w, all, cs->n, 0, 0);
	if (dot)
		out_puts("}\n");
	free(all);
	free(w.hguess);
	free(w.hclass);
}
