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
