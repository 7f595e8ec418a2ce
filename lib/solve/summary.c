/* The summary of many games, from game records or summaries, as a table. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "summary.h"

/* More guesses than any game of a size this plays can take. */
#define SUMMARY_MAXGUESSES	((uint64_t)1 << 22)

/*
 * Count games solved in so many guesses; -1, counting nothing, when a
 * count would pass 2^64 - 1.  No count passes the games, so only they
 * and the total of guesses need a check.
 */
int
summary_add(struct summary *s, size_t guesses, uint64_t games)
{
	uint64_t all, total;
	size_t n;

	if (__builtin_add_overflow(s->games, games, &all) ||
	    __builtin_mul_overflow((uint64_t)guesses, games, &total) ||
	    __builtin_add_overflow(s->total, total, &total))
		return -1;
	if (guesses >= s->ncount) {
		n = guesses + 16;
		s->count = xrealloc(s->count, n * sizeof(*s->count));
		memset(s->count + s->ncount, 0,
		    (n - s->ncount) * sizeof(*s->count));
		s->ncount = n;
	}
	s->count[guesses] += games;
	s->games = all;
	s->total = total;
	return 0;
}

/* Count games not solved; -1, counting nothing, past 2^64 - 1. */
int
summary_fail(struct summary *s, uint64_t games)
{
	uint64_t all;

	if (__builtin_add_overflow(s->games, games, &all))
		return -1;
	s->failed += games;
	s->games = all;
	return 0;
}

/* A count of n bytes: 0, -1 if it is not one, -2 past 2^64 - 1. */
static int
number(const char *s, size_t n, uint64_t *v)
{
	if (n == 0 || strspn(s, "0123456789") < n)
		return -1;
	return number_scan(s, s + n, UINT64_MAX, v) == s + n ? 0 : -2;
}

/* Merge a summary line: 0, -1 if it is malformed, -2 if too large. */
static int
summaryline(struct summary *s, const char *line, size_t len)
{
	static const char *const derived[] = {
		"games", "total", "average", "worst"
	};
	const char *colon = memchr(line, ':', len), *p, *end = line + len, *w;
	size_t n, klen = (size_t)(colon - line), i;
	uint64_t k, v;
	int r;

	p = colon + 1;
	w = field_next(&p, end, &n);
	if (w == NULL || field_next(&p, end, &i) != NULL)
		return -1;
	for (i = 0; i < sizeof(derived) / sizeof(*derived); i++)
		if (strlen(derived[i]) == klen &&
		    memcmp(line, derived[i], klen) == 0)
			return 0;
	if ((r = number(w, n, &v)) < 0)
		return r;
	if (klen == 6 && memcmp(line, "failed", 6) == 0)
		return summary_fail(s, v) < 0 ? -2 : 0;
	p = line;
	w = field_next(&p, colon, &n);
	if (w == NULL || number(w, n, &k) < 0 || k == 0 ||
	    k > SUMMARY_MAXGUESSES || (w = field_next(&p, colon, &n)) == NULL ||
	    !((n == 5 && memcmp(w, "guess", 5) == 0 && k == 1) ||
	    (n == 7 && memcmp(w, "guesses", 7) == 0 && k != 1)) ||
	    field_next(&p, colon, &n) != NULL)
		return -1;
	return summary_add(s, (size_t)k, v) < 0 ? -2 : 0;
}

/* Count a game record SECRET N GUESS... or merge a summary line. */
static int
summaryrecord(struct summary *s, const char *line, size_t len)
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
	if (n == 1 && *w == '-')
		return summary_fail(s, 1) < 0 ? -2 : 0;
	if (number(w, n, &k) < 0 || k == 0 || k != fields)
		return -1;
	return summary_add(s, (size_t)k, 1) < 0 ? -2 : 0;
}

/*
 * Count the game records and merge the summaries of an input; a bad
 * line is reported and skipped.  0, or 2 if there was one.
 */
int
summary_read(struct summary *s, struct input *in)
{
	char *line;
	size_t n;
	int status = 0, r;

	while ((line = input_record(in, &n)) != NULL) {
		if ((r = summaryrecord(s, line, n)) == 0)
			continue;
		if (r == -2)
			warnat(in, "count too large");
		else
			warnat(in, "malformed line: expected SECRET N "
			    "GUESS... or a summary line");
		status = 2;
	}
	return status;
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
	uint64_t solved = s->games - s->failed;
	char avg[32];
	size_t i, worst = 0;

	for (i = 1; i < s->ncount; i++)
		if (s->count[i] > 0)
			worst = i;
	putline("games: %" PRIu64 "\n", s->games);
	putline("total: %" PRIu64 "\n", s->total);
	if (solved > 0) {
		format_average(avg, sizeof(avg), s->total, solved, 4);
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
