#include <stdio.h>

#include "mm.h"

static const char *
number(const char *p, const char *end, int *v)
{
	int n = 0;

	if (p == end || *p < '0' || *p > '9')
		return NULL;
	for (; p < end && *p >= '0' && *p <= '9'; p++) {
		if (n >= 1000)
			return NULL;
		n = n * 10 + (*p - '0');
	}
	*v = n;
	return p;
}

static const char *
blanks(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	return p;
}

/* Parse E,I or E I or E:I or (E,I); 0 on success, -1 if malformed. */
int
feedback_parse(const char *s, size_t n, struct feedback *f)
{
	const char *p = s, *end = s + n;
	int paren = 0;

	if (p < end && *p == '(') {
		paren = 1;
		p = blanks(p + 1, end);
	}
	if ((p = number(p, end, &f->exact)) == NULL)
		return -1;
	p = blanks(p, end);
	if (p < end && (*p == ',' || *p == ':'))
		p = blanks(p + 1, end);
	else if (p == end || (p[-1] != ' ' && p[-1] != '\t'))
		return -1;
	if ((p = number(p, end, &f->inexact)) == NULL)
		return -1;
	p = blanks(p, end);
	if (paren) {
		if (p == end || *p != ')')
			return -1;
		p++;
	}
	return p == end ? 0 : -1;
}

/* NULL if a feedback can happen in this game, or why it cannot. */
const char *
feedback_check(const struct game *g, struct feedback f)
{
	static char msg[96];
	char e[FEEDBACK_SIZE];

	feedback_format(f, e);
	if (f.exact + f.inexact > g->pegs)
		snprintf(msg, sizeof(msg), "impossible feedback '%s': more "
		    "than %d pegs", e, g->pegs);
	else if (f.exact == g->pegs - 1 && f.inexact == 1)
		snprintf(msg, sizeof(msg), "impossible feedback '%s': one "
		    "misplaced peg cannot swap with nothing", e);
	else
		return NULL;
	return msg;
}

/* E,I into s, of FEEDBACK_SIZE bytes; its length. */
int
feedback_format(struct feedback f, char *s)
{
	return snprintf(s, FEEDBACK_SIZE, "%d,%d", f.exact, f.inexact);
}
