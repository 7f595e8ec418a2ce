/* The fields of an input line, and histories: lines of a guess and its
 * feedback, parsed, written and checked for answers that contradict. */
#include <stdio.h>

#include "mm.h"

/* The next blank-separated field of [*p, end), or NULL if none is left. */
const char *
field_next(const char **p, const char *end, size_t *len)
{
	const char *s = *p, *f;

	while (s < end && (*s == ' ' || *s == '\t'))
		s++;
	if (s == end)
		return NULL;
	f = s;
	while (s < end && *s != ' ' && *s != '\t')
		s++;
	*len = (size_t)(s - f);
	*p = s;
	return f;
}

/*
 * The decimal number at p, of at most max: the end of its digits, or
 * NULL if p holds no digit or the number passes max.
 */
const char *
number_scan(const char *p, const char *end, uint64_t max, uint64_t *v)
{
	uint64_t n = 0;

	if (p == end || *p < '0' || *p > '9')
		return NULL;
	for (; p < end && *p >= '0' && *p <= '9'; p++) {
		if (n > (max - (uint64_t)(*p - '0')) / 10)
			return NULL;
		n = n * 10 + (uint64_t)(*p - '0');
	}
	*v = n;
	return p;
}

/* Parse a history line GUESS E,I; NULL, or what is wrong. */
const char *
history_parse(const struct game *g, const char *s, size_t n, uint8_t *guess,
    struct feedback *f)
{
	const char *p = s, *end = s + n, *w, *err;
	size_t len;

	if ((w = field_next(&p, end, &len)) == NULL)
		return "empty line";
	if ((err = code_parse(g, w, len, guess)) != NULL)
		return err;
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	if (p == end)
		return "missing feedback after the guess";
	if (feedback_parse(p, (size_t)(end - p), f) < 0)
		return "malformed feedback: expected E,I";
	return feedback_check(g, *f);
}

/*
 * Whether an answer line is GUESS E,I rather than a feedback alone:
 * not two numbers (E I), and a code of the game followed by more, so
 * that BBBB WW is a guess with its feedback when B is a colour.
 */
int
answer_has_guess(const struct game *g, const char *s, size_t n)
{
	uint8_t code[MM_MAXPEGS];
	struct feedback f;
	const char *p = s, *w;
	size_t len;

	if (feedback_numbers(s, n, &f) == 0 ||
	    (w = field_next(&p, s + n, &len)) == NULL ||
	    code_parse(g, w, len, code) != NULL)
		return 0;
	return field_next(&p, s + n, &len) != NULL;
}

/*
 * A line of a history read by the option named: as history_parse, but
 * a line that is a feedback alone is said to lack its guess.
 */
const char *
history_line(const struct game *g, const char *s, size_t n, uint8_t *guess,
    struct feedback *f, const char *option)
{
	static char msg[96];
	const char *err;

	if ((err = history_parse(g, s, n, guess, f)) == NULL ||
	    feedback_parse(s, n, f) < 0)
		return err;
	snprintf(msg, sizeof(msg), "feedback without a guess: %s reads "
	    "GUESS E,I lines", option);
	return msg;
}

/* Why no code fits answers 1 to k, the last being GUESS E,I. */
void
history_conflict(char *buf, size_t size, size_t k, const char *guess,
    const char *feedback)
{
	if (k == 1)
		snprintf(buf, size, "no code fits answer 1 ('%s %s')", guess,
		    feedback);
	else
		snprintf(buf, size, "no code fits answers 1-%zu (answer %zu "
		    "'%s %s' contradicts the earlier ones)", k, k, guess,
		    feedback);
}
