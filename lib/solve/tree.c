#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solve.h"

/* A strategy as a table: the guess for each set of candidates. */
struct entry {
	uint64_t hash;
	uint32_t *set;
	size_t	n;
	uint32_t guess;
	long long line;
};

struct plan {
	struct entry *e;
	size_t	size;		/* a power of two */
	size_t	used;
};

/* FNV-1a: the hash h carried on over the n codes of s. */
uint64_t
fnv1a(uint64_t h, const uint32_t *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		h = (h ^ s[i]) * 0x100000001b3ULL;
	return h;
}

static uint64_t
sethash(const uint32_t *s, size_t n)
{
	uint64_t h = fnv1a(0xcbf29ce484222325ULL ^ n, s, n);

	h ^= h >> 31;
	h *= 0x7fb5d329728ea185ULL;
	return h ^ h >> 27;
}

struct plan *
plan_new(void)
{
	struct plan *p = xmalloc(sizeof(*p));

	p->size = 1024;
	p->used = 0;
	p->e = xmalloc(p->size * sizeof(*p->e));
	memset(p->e, 0, p->size * sizeof(*p->e));
	return p;
}

void
plan_free(struct plan *p)
{
	size_t i;

	if (p == NULL)
		return;
	for (i = 0; i < p->size; i++)
		free(p->e[i].set);
	free(p->e);
	free(p);
}

static struct entry *
slot(const struct plan *p, uint64_t h, const uint32_t *s, size_t n)
{
	size_t i = h & (p->size - 1);
	struct entry *e;

	for (;; i = (i + 1) & (p->size - 1)) {
		e = &p->e[i];
		if (e->set == NULL || (e->hash == h && e->n == n &&
		    memcmp(e->set, s, n * sizeof(*s)) == 0))
			return e;
	}
}

static void
grow(struct plan *p)
{
	struct entry *old = p->e, *e;
	size_t i, size = p->size;

	p->size *= 2;
	p->e = xmalloc(p->size * sizeof(*p->e));
	memset(p->e, 0, p->size * sizeof(*p->e));
	for (i = 0; i < size; i++)
		if (old[i].set != NULL) {
			e = slot(p, old[i].hash, old[i].set, old[i].n);
			*e = old[i];
		}
	free(old);
}

/*
 * Give candidates s the guess; 0, or the line that gave them another
 * guess (-1 if it had none).
 */
long long
plan_add(struct plan *p, const uint32_t *s, size_t n, uint32_t guess,
    long long line)
{
	uint64_t h = sethash(s, n);
	struct entry *e;

	if (2 * (p->used + 1) > p->size)
		grow(p);
	e = slot(p, h, s, n);
	if (e->set != NULL)
		return e->guess == guess ? 0 : e->line == 0 ? -1 : e->line;
	e->hash = h;
	e->n = n;
	e->set = xmalloc(n * sizeof(*s));
	memcpy(e->set, s, n * sizeof(*s));
	e->guess = guess;
	e->line = line;
	p->used++;
	return 0;
}

int
plan_find(const struct plan *p, const uint32_t *s, size_t n, uint32_t *guess)
{
	const struct entry *e = slot(p, sethash(s, n), s, n);

	if (e->set == NULL)
		return 0;
	*guess = e->guess;
	return 1;
}

static void
putcode(const struct codeset *cs, uint32_t idx)
{
	uint8_t code[MM_MAXPEGS];
	char s[MM_MAXPEGS + 1];

	codeset_code(cs, idx, code);
	code_format(cs->g, code, s);
	out_write(s, (size_t)cs->pegs);
}

_Noreturn static void
bad(const struct input *in, const char *what)
{
	warnat(in, "%s", what);
	exit(2);
}

struct reader {
	const struct codeset *cs;
	struct input in;
	uint32_t **cand;	/* the candidates after each answer */
	size_t	*ncand;
	uint32_t *guess;	/* the history they come from */
	int	*class;
	size_t	depth;		/* the steps held */
	size_t	cap;
	uint16_t *row;
};

static void
reserve(struct reader *r, size_t k)
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

static uint32_t
readcode(struct reader *r, const char *w, size_t len)
{
	uint8_t code[MM_MAXPEGS];
	const char *err;

	if ((err = code_parse(r->cs->g, w, len, code)) != NULL)
		bad(&r->in, err);
	return (uint32_t)code_rank(r->cs->g, code);
}

/* Read one line GUESS E,I ... -> GUESS into the plan. */
static void
readline(struct reader *r, struct plan *p, const char *line, size_t len)
{
	static const char shape[] = "malformed line: expected "
	    "'GUESS E,I ... -> GUESS'";
	const struct codeset *cs = r->cs;
	const char *s = line, *end = line + len, *w, *err;
	char msg[160], c[MM_MAXPEGS + 1];
	uint8_t code[MM_MAXPEGS];
	struct feedback f;
	uint32_t g;
	size_t k = 0, n, wl;
	long long other;
	int class;

	for (;;) {
		if ((w = field_next(&s, end, &wl)) == NULL)
			bad(&r->in, shape);
		if (wl == 2 && memcmp(w, "->", 2) == 0)
			break;
		g = readcode(r, w, wl);
		if ((w = field_next(&s, end, &wl)) == NULL ||
		    feedback_parse(w, wl, &f) < 0)
			bad(&r->in, shape);
		if ((err = feedback_check(cs->g, f)) != NULL)
			bad(&r->in, err);
		class = feedback_class(cs, f);
		if (class == cs->solved) {
			snprintf(msg, sizeof(msg), "answer %zu finds the code: "
			    "nothing follows it", k + 1);
			bad(&r->in, msg);
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
			codeset_code(cs, g, code);
			code_format(cs->g, code, c);
			if (n == 0) {
				snprintf(msg, sizeof(msg), "no code fits "
				    "answers 1-%zu", k + 1);
				bad(&r->in, msg);
			}
			if (n == r->ncand[k]) {
				snprintf(msg, sizeof(msg), "guess %zu '%s' "
				    "leaves every candidate: a tree is "
				    "followed by its candidates", k + 1, c);
				bad(&r->in, msg);
			}
		}
		k++;
	}
	if ((w = field_next(&s, end, &wl)) == NULL)
		bad(&r->in, shape);
	g = readcode(r, w, wl);
	if (field_next(&s, end, &wl) != NULL)
		bad(&r->in, shape);
	other = plan_add(p, r->cand[k], r->ncand[k], g, r->in.lineno);
	if (other != 0) {
		snprintf(msg, sizeof(msg), "another guess for the candidates "
		    "of line %lld", other);
		bad(&r->in, msg);
	}
}

/* The plan of a tree file, as tree_write writes it. */
struct plan *
tree_read(const struct codeset *cs, const char *file)
{
	struct reader r;
	struct plan *p = plan_new();
	char *line;
	size_t len;
	uint32_t i;
	int lines = 0;

	memset(&r, 0, sizeof(r));
	r.cs = cs;
	if (input_open(&r.in, file) < 0)
		die("%s:", file);
	reserve(&r, 0);
	r.cand[0] = xmalloc(cs->n * sizeof(*r.cand[0]));
	for (i = 0; i < cs->n; i++)
		r.cand[0][i] = i;
	r.ncand[0] = cs->n;
	r.row = xmalloc(cs->nms * sizeof(*r.row));
	while ((line = input_record(&r.in, &len)) != NULL) {
		readline(&r, p, line, len);
		lines++;
	}
	if (lines == 0)
		die("%s: no tree in the file", file);
	input_close(&r.in);
	for (i = 0; i < r.cap; i++)
		free(r.cand[i]);
	free(r.cand);
	free(r.ncand);
	free(r.guess);
	free(r.class);
	free(r.row);
	return p;
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
	struct feedback f = class_feedback(cs, class);
	char s[32];

	snprintf(s, sizeof(s), "%d,%d", f.exact, f.inexact);
	out_puts(s);
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
			    "no tree", strategy_name(w->d->strategy));
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
	uint32_t *all, i;

	memset(&w, 0, sizeof(w));
	w.cs = cs;
	w.d = d;
	w.dot = dot;
	all = xmalloc(cs->n * sizeof(*all));
	w.hguess = xmalloc(((size_t)cs->n + 1) * sizeof(*w.hguess));
	w.hclass = xmalloc(((size_t)cs->n + 1) * sizeof(*w.hclass));
	for (i = 0; i < cs->n; i++)
		all[i] = i;
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
