/* The summary of many games, from game records or summaries, as a table. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "summary.h"

/* More guesses than any game of a size this plays can take. */
#define SUMMARY_MAXGUESSES	((uint64_t)1 << 22)

void
summary_add(struct summary *s, size_t guesses, uint64_t games)
{
	size_t n;

	if (guesses >= s->ncount) {
		n = guesses + 16;
		s->count = xrealloc(s->count, n * sizeof(*s->count));
		memset(s->count + s->ncount, 0,
		    (n - s->ncount) * sizeof(*s->count));
		s->ncount = n;
	}
	s->count[guesses] += games;
	s->games += games;
}

void
summary_fail(struct summary *s, uint64_t games)
{
	s->failed += games;
	s->games += games;
}

static int
number(const char *s, size_t n, uint64_t *v)
{
	size_t i;

	*v = 0;
	if (n == 0 || n > 18)
		return -1;
	for (i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		*v = *v * 10 + (uint64_t)(s[i] - '0');
	}
	return 0;
}

static int
summaryline(struct summary *s, const char *line, size_t len)
{
	static const char *const derived[] = {
		"games", "total", "average", "worst"
	};
	const char *colon = memchr(line, ':', len), *p, *end = line + len, *w;
	size_t n, klen = (size_t)(colon - line), i;
	uint64_t k, v;

	p = colon + 1;
	w = field_next(&p, end, &n);
	if (w == NULL || field_next(&p, end, &i) != NULL)
		return -1;
	for (i = 0; i < sizeof(derived) / sizeof(*derived); i++)
		if (strlen(derived[i]) == klen &&
		    memcmp(line, derived[i], klen) == 0)
			return 0;
	if (number(w, n, &v) < 0)
		return -1;
	if (klen == 6 && memcmp(line, "failed", 6) == 0) {
		s->failed += v;
		s->games += v;
		return 0;
	}
	p = line;
	w = field_next(&p, colon, &n);
	if (w == NULL || number(w, n, &k) < 0 || k == 0 ||
	    k > SUMMARY_MAXGUESSES || (w = field_next(&p, colon, &n)) == NULL ||
	    !((n == 5 && memcmp(w, "guess", 5) == 0 && k == 1) ||
	    (n == 7 && memcmp(w, "guesses", 7) == 0 && k != 1)) ||
	    field_next(&p, colon, &n) != NULL)
		return -1;
	summary_add(s, (size_t)k, v);
	return 0;
}

/* Count a game record SECRET N GUESS... or merge a summary line. */
int
summary_line(struct summary *s, const char *line, size_t len)
{
	const char *p = line, *end = line + len, *w;
	size_t n, fields = 0;
	uint64_t k;

	if (memchr(line, ':', len) != NULL)
		return summaryline(s, line, len);
	if (field_next(&p, end, &n) == NULL ||
	    (w = field_next(&p, end, &n)) == NULL)
		return -1;
	while (field_next(&p, end, &len) != NULL)
		fields++;
	if (n == 1 && *w == '-') {
		summary_fail(s, 1);
		return 0;
	}
	if (number(w, n, &k) < 0 || k == 0 || k != fields)
		return -1;
	summary_add(s, (size_t)k, 1);
	return 0;
}

static void
putline(const char *fmt, ...)
{
	char buf[128];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	out_write(buf, (size_t)n);
}

void
summary_write(const struct summary *s)
{
	uint64_t total = 0, solved = s->games - s->failed;
	char avg[32];
	size_t i, worst = 0;

	for (i = 1; i < s->ncount; i++) {
		total += s->count[i] * i;
		if (s->count[i] > 0)
			worst = i;
	}
	putline("games: %" PRIu64 "\n", s->games);
	putline("total: %" PRIu64 "\n", total);
	if (solved > 0) {
		format_average(avg, sizeof(avg), total, solved, 4);
		putline("average: %s\n", avg);
	} else {
		putline("average: -\n");
	}
	putline("worst: %zu\n", worst);
	putline("failed: %" PRIu64 "\n", s->failed);
	for (i = 1; i <= worst; i++)
		putline("%zu %s: %" PRIu64 "\n", i, i == 1 ? "guess" :
		    "guesses", s->count[i]);
}

void
summary_free(struct summary *s)
{
	free(s->count);
	memset(s, 0, sizeof(*s));
}
