/* The summary of many games, from game records or summaries, as a table. */
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "summary.h"

/* The lines of the figures a summary derives from its counts. */
static const char *const derived[SUMMARY_NDERIVED] = {
	"games", "total", "average", "worst"
};

/*
 * A summary being read: from its games line, or its first line, to the
 * next game record or summary (a games line, or a derived line it has
 * already).  Once it ends, what its derived lines say is checked
 * against what its counted lines give.
 */
struct part {
	int	open;
	int	bad;			/* one of its lines was refused */
	/* where each derived line is, or 0, and what it says */
	long long line[SUMMARY_NDERIVED];
	char	said[SUMMARY_NDERIVED][SUMMARY_VALUESIZE];
	struct summary sum;		/* its counted lines */
};

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

/* The digits that [s, s + n) starts with. */
static size_t
digits(const char *s, size_t n)
{
	size_t i = 0;

	while (i < n && s[i] >= '0' && s[i] <= '9')
		i++;
	return i;
}

/* A count of n bytes: 0, -1 if it is not one, -2 past 2^64 - 1. */
int
summary_number(const char *s, size_t n, uint64_t *v)
{
	if (n == 0 || digits(s, n) < n)
		return -1;
	return number_scan(s, s + n, UINT64_MAX, v) == s + n ? 0 : -2;
}

/* Whether n bytes are a decimal number, or '-' for no game solved. */
static int
decimal(const char *s, size_t n)
{
	size_t d = digits(s, n);

	if (n == 1 && *s == '-')
		return 1;
	return d > 0 && (d == n || (s[d] == '.' && d + 1 < n &&
	    digits(s + d + 1, n - d - 1) == n - d - 1));
}

/* The derived line a key names, or -1. */
static int
derivedkey(const char *key, size_t n)
{
	int i;

	for (i = 0; i < SUMMARY_NDERIVED; i++)
		if (strlen(derived[i]) == n && memcmp(key, derived[i], n) == 0)
			return i;
	return -1;
}

/* The derived figures, as the text writes them; the worst case. */
size_t
summary_derive(const struct summary *s,
    char v[SUMMARY_NDERIVED][SUMMARY_VALUESIZE])
{
	uint64_t solved = s->games - s->failed;
	size_t i, worst = 0;

	for (i = 1; i < s->ncount; i++)
		if (s->count[i] > 0)
			worst = i;
	snprintf(v[SUMMARY_GAMES], SUMMARY_VALUESIZE, "%" PRIu64, s->games);
	snprintf(v[SUMMARY_TOTAL], SUMMARY_VALUESIZE, "%" PRIu64, s->total);
	if (solved > 0)
		format_average(v[SUMMARY_AVERAGE], SUMMARY_VALUESIZE, s->total,
		    solved, 4);
	else
		snprintf(v[SUMMARY_AVERAGE], SUMMARY_VALUESIZE, "-");
	snprintf(v[SUMMARY_WORST], SUMMARY_VALUESIZE, "%zu", worst);
	return worst;
}

/*
 * What a summary says of its derived figure d, n bytes, into said: 0,
 * -1 if malformed, -2 if too large.
 */
int
summary_said(int d, const char *w, size_t n, char *said)
{
	uint64_t v;
	int r;

	if (d == SUMMARY_AVERAGE) {
		if (!decimal(w, n) || n >= SUMMARY_VALUESIZE)
			return -1;
		memcpy(said, w, n);
		said[n] = '\0';
	} else {
		if ((r = summary_number(w, n, &v)) < 0)
			return r;
		snprintf(said, SUMMARY_VALUESIZE, "%" PRIu64, v);
	}
	return 0;
}

/* Note what a derived line says: 0, -1 if malformed, -2 if too large. */
static int
claim(struct part *pt, int d, const char *w, size_t n, long long lineno)
{
	int r;

	if ((r = summary_said(d, w, n, pt->said[d])) == 0)
		pt->line[d] = lineno;
	return r;
}

/*
 * Whether two averages are the same: as written, or with loose, also
 * when one has more zeros after its last digit ("4.5" and "4.5000").
 */
static int
sameaverage(const char *a, const char *b, int loose)
{
	size_t n = strlen(a), m = strlen(b);

	if (loose && strchr(a, '.') != NULL)
		while (a[n - 1] == '0' || a[n - 1] == '.')
			if (a[--n] == '.')
				break;
	if (loose && strchr(b, '.') != NULL)
		while (b[m - 1] == '0' || b[m - 1] == '.')
			if (b[--m] == '.')
				break;
	return n == m && memcmp(a, b, n) == 0;
}

/*
 * Whether what a summary of file name says of its derived figures
 * (line[d] where it says d, 0 where it does not) disagrees with its
 * counts s: 1, each figure reported.  A text summary (fmt 0) must say
 * what it writes; CSV and JSON (fmt 1) may drop the zeros that end an
 * average, as tools that read numbers do.
 */
int
summary_disagree(const struct summary *s,
    char said[SUMMARY_NDERIVED][SUMMARY_VALUESIZE], const long long *line,
    const char *name, int fmt)
{
	char v[SUMMARY_NDERIVED][SUMMARY_VALUESIZE];
	int d, wrong = 0;

	summary_derive(s, v);
	for (d = 0; d < SUMMARY_NDERIVED; d++)
		if (line[d] != 0 && !sameaverage(said[d], v[d],
		    fmt && d == SUMMARY_AVERAGE)) {
			err_warn("%s:%lld: %s: %s, but %s %s", name, line[d],
			    derived[d], said[d], fmt ? "its counts give" :
			    "the lines of its summary give", v[d]);
			wrong = 1;
		}
	return wrong;
}

/*
 * End the summary being read: 1 if a derived line of it disagrees with
 * its counted lines, each such line reported.
 */
static int
partend(struct part *pt, const struct input *in)
{
	int wrong = 0;

	if (pt->open && !pt->bad)
		wrong = summary_disagree(&pt->sum, pt->said, pt->line,
		    in->name, 0);
	summary_free(&pt->sum);
	memset(pt, 0, sizeof(*pt));
	return wrong;
}

/*
 * Merge a line KEY: VALUE of a summary whose derived line d is (or -1):
 * 0, -1 if it is malformed, -2 if a count would be too large.
 */
static int
summaryline(struct summary *s, struct part *pt, int d, const char *line,
    size_t len, long long lineno)
{
	const char *colon = memchr(line, ':', len), *p, *end = line + len, *w;
	size_t n, i;
	uint64_t k, v;
	int r;

	pt->open = 1;
	p = colon + 1;
	w = field_next(&p, end, &n);
	if (w == NULL || field_next(&p, end, &i) != NULL)
		return -1;
	if (d >= 0)
		return claim(pt, d, w, n, lineno);
	if ((r = summary_number(w, n, &v)) < 0)
		return r;
	if (colon - line == 6 && memcmp(line, "failed", 6) == 0) {
		if (summary_fail(s, v) < 0)
			return -2;
		return summary_fail(&pt->sum, v);
	}
	p = line;
	w = field_next(&p, colon, &n);
	if (w == NULL || summary_number(w, n, &k) < 0 || k == 0 ||
	    k > SUMMARY_MAXGUESSES || (w = field_next(&p, colon, &n)) == NULL ||
	    !((n == 5 && memcmp(w, "guess", 5) == 0 && k == 1) ||
	    (n == 7 && memcmp(w, "guesses", 7) == 0 && k != 1)) ||
	    field_next(&p, colon, &n) != NULL)
		return -1;
	if (summary_add(s, (size_t)k, v) < 0)
		return -2;
	return summary_add(&pt->sum, (size_t)k, v);
}

/* Whether n bytes are an answer E,I. */
static int
answer(const char *s, size_t n)
{
	size_t e = digits(s, n);

	return e > 0 && e + 1 < n && s[e] == ',' &&
	    digits(s + e + 1, n - e - 1) == n - e - 1;
}

/*
 * Count a game record SECRET N GUESS..., or SECRET N GUESS E,I ... with
 * the answers: 0, -1 or -2 as above.
 */
static int
record(struct summary *s, const char *line, size_t len)
{
	const char *p = line, *end = line + len, *w, *f;
	size_t n, fields = 0, answers = 0;
	uint64_t k;

	if (field_next(&p, end, &n) == NULL ||
	    (w = field_next(&p, end, &n)) == NULL)
		return -1;
	while ((f = field_next(&p, end, &len)) != NULL)
		if (++fields % 2 == 0 && answer(f, len))
			answers++;
	if (n == 1 && *w == '-')
		return summary_fail(s, 1) < 0 ? -2 : 0;
	if (summary_number(w, n, &k) < 0 || k == 0 || (k != fields &&
	    (k != fields / 2 || fields % 2 != 0 || answers != k)))
		return -1;
	return summary_add(s, (size_t)k, 1) < 0 ? -2 : 0;
}

/*
 * Count the game records and merge the summaries of an input, text,
 * CSV or JSON.  A bad line is reported and skipped, and so is a derived
 * line of a summary that disagrees with its counted lines.  0, or 2 if
 * there was one.
 */
int
summary_read(struct summary *s, struct input *in)
{
	struct summary_columns cols;
	struct part pt;
	const char *colon;
	char *line;
	size_t n;
	int status = 0, d, r;

	memset(&pt, 0, sizeof(pt));
	memset(&cols, 0, sizeof(cols));
	while ((line = input_record(in, &n)) != NULL) {
		if (summary_formatted(&cols, line, n)) {
			if (partend(&pt, in))
				status = 2;
			if (summary_readfmt(s, &cols, in, line, n) != 0)
				status = 2;
			continue;
		}
		colon = memchr(line, ':', n);
		d = colon ? derivedkey(line, (size_t)(colon - line)) : -1;
		if ((d == SUMMARY_GAMES || (d >= 0 && pt.line[d] != 0)) &&
		    partend(&pt, in))
			status = 2;
		if (colon != NULL)
			r = summaryline(s, &pt, d, line, n, in->lineno);
		else if ((r = record(s, line, n)) == 0 && partend(&pt, in))
			status = 2;
		if (r == 0)
			continue;
		if (r == -2)
			input_warn(in, "count too large");
		else
			input_warn(in, "malformed line: expected SECRET N "
			    "GUESS... or a summary line");
		pt.bad = pt.open;
		status = 2;
	}
	if (partend(&pt, in))
		status = 2;
	free(cols.what);
	return status;
}

/* Write a line, or part of one, of at most 127 bytes. */
void
summary_put(const char *fmt, ...)
{
	char buf[128];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	out_write(buf, (size_t)n);
}

/* The derived lines and the failures; the worst number of guesses. */
static size_t
puthead(const struct summary *s)
{
	char v[SUMMARY_NDERIVED][SUMMARY_VALUESIZE];
	size_t i, worst = summary_derive(s, v);

	for (i = 0; i < SUMMARY_NDERIVED; i++)
		summary_put("%s: %s\n", derived[i], v[i]);
	summary_put("failed: %" PRIu64 "\n", s->failed);
	return worst;
}

void
summary_write(const struct summary *s)
{
	size_t i, worst = puthead(s);

	for (i = 1; i <= worst; i++)
		summary_put("%zu %s: %" PRIu64 "\n", i, i == 1 ? "guess" :
		    "guesses", s->count[i]);
}

/*
 * The summary with its table of games by guesses drawn as bars: a row
 * per number of guesses, the number, a bar of # and the count, the
 * longest bar as long as 80 columns allow, any other count above 0 at
 * least one #.
 */
void
summary_chart(const struct summary *s)
{
	char bar[CHART_WIDTH + 1], num[24];
	size_t i, worst = puthead(s), lw, cw, width, len;
	uint64_t most = 0;

	for (i = 1; i <= worst; i++)
		if (s->count[i] > most)
			most = s->count[i];
	lw = (size_t)snprintf(num, sizeof(num), "%zu", worst);
	cw = (size_t)snprintf(num, sizeof(num), "%" PRIu64, most);
	width = CHART_WIDTH - lw - cw - 3;
	memset(bar, '#', sizeof(bar));
	for (i = 1; i <= worst; i++) {
		len = s->count[i] == 0 ? 0 : (size_t)ceil((double)s->count[i] *
		    (double)width / (double)most);
		if (len > width)
			len = width;
		summary_put("%*zu |%.*s %" PRIu64 "\n", (int)lw, i, (int)len,
		    bar, s->count[i]);
	}
}

void
summary_free(struct summary *s)
{
	free(s->count);
	memset(s, 0, sizeof(*s));
}

/*
 * Sum the game records and summaries of the files, and write the sum in
 * format, of the game g where the files do not say; the exit status of
 * the worst file.
 */
int
summary_files(char **files, int format, const struct game *g)
{
	struct input in;
	struct summary sum;
	int status = 0, st;

	memset(&sum, 0, sizeof(sum));
	for (; *files != NULL; files++) {
		input_xopen(&in, *files);
		if ((st = summary_read(&sum, &in)) > status)
			status = st;
		input_close(&in);
	}
	summary_report(&sum, format, g, NULL);
	summary_free(&sum);
	return status;
}
