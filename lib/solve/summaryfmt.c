/*
 * Summaries as CSV and JSON, for scripts and plots: written, and read
 * back beside text summaries and game records.
 *
 * Both hold the figures of the text and what the games were: the game
 * and the strategy.  CSV is a header line and a row,
 *
 *	pegs,colors,distinct,strategy,games,total,average,worst,failed,1,2,3
 *	2,3,false,entropy,9,21,2.3333,3,0,1,4,4
 *
 * its columns 1, 2, ... the games won in so many guesses, up to the
 * worst; JSON one object on one line, those counts keyed by the number
 * of guesses in by_guesses:
 *
 *	{"pegs":2,"colors":3,"distinct":false,"strategy":"entropy",
 *	 "games":9,"total":21,"average":2.3333,"worst":3,"failed":0,
 *	 "by_guesses":{"1":1,"2":4,"3":4}}
 *
 * What is not known is empty in CSV and null in JSON, and so is the
 * average when no game was won.  Read back, columns and keys may come
 * in any order and others are passed over; a header heads the rows up
 * to the first line that is not one, each row a summary; an object may
 * run over many lines, as jq writes it.  As for a text summary, what a
 * summary says of its games, total, average and worst must agree with
 * its counts.  Summaries merged must be of one game and one strategy:
 * a label that differs from the one before is reported, and unknown in
 * the sum.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "summary.h"

/*
 * The fields of a summary, as CSV and JSON name them and in the order
 * they write them: the labels, the derived figures, the failures, and
 * the counts, each k guesses the field NFIELDS + k.
 */
enum { F_PEGS, F_COLORS, F_DISTINCT, F_STRATEGY, F_GAMES, F_TOTAL,
	F_AVERAGE, F_WORST, F_FAILED, F_BYGUESSES, NFIELDS };
static const char *const names[NFIELDS] = {
	"pegs", "colors", "distinct", "strategy", "games", "total",
	"average", "worst", "failed", "by_guesses"
};
#define IGNORED		UINT32_MAX	/* a column or key of no field */

/* A summary being read, from the line where it begins. */
struct reading {
	struct summary sum;		/* its counts and labels */
	char	said[SUMMARY_NDERIVED][SUMMARY_VALUESIZE];
	long long line[SUMMARY_NDERIVED];	/* lineno where said, or 0 */
	long long lineno;
	int	games;			/* it says how many games */
	char	why[SUMMARY_VALUESIZE + 200];	/* a value refused */
};

struct json {
	const char *p, *end;
};

/* The field a column or key names; numbers name counts with counts. */
static uint32_t
fieldof(const char *s, size_t n, int counts)
{
	uint64_t k;
	uint32_t f;

	for (f = 0; f < NFIELDS; f++)
		if (strlen(names[f]) == n && memcmp(s, names[f], n) == 0)
			return counts ? IGNORED : f;
	if (counts && summary_number(s, n, &k) == 0 && k > 0 &&
	    k <= SUMMARY_MAXGUESSES)
		return NFIELDS + (uint32_t)k;
	return IGNORED;
}

/* Whether n bytes name a strategy: letters, digits, and - _ . : */
static int
strategyname(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' &&
		    s[i] <= 'Z') || (s[i] >= '0' && s[i] <= '9') ||
		    s[i] == '-' || s[i] == '_' || s[i] == '.' || s[i] == ':'))
			return 0;
	return n > 0 && n < SUMMARY_VALUESIZE;
}

/* A label's value, n bytes, into l as written: 0, or -1 if bad. */
static int
label(uint32_t f, const char *v, size_t n, char *l)
{
	uint64_t x;

	if (f == F_PEGS || f == F_COLORS) {
		if (summary_number(v, n, &x) < 0 || x == 0 ||
		    x > (f == F_PEGS ? MM_MAXPEGS : MM_MAXCOLORS))
			return -1;
		snprintf(l, SUMMARY_VALUESIZE, "%" PRIu64, x);
		return 0;
	}
	if (f == F_DISTINCT ? !((n == 4 && memcmp(v, "true", 4) == 0) ||
	    (n == 5 && memcmp(v, "false", 5) == 0)) : !strategyname(v, n))
		return -1;
	memcpy(l, v, n);
	l[n] = '\0';
	return 0;
}

/*
 * Take the value of field f, n bytes at v, or NULL for none (null, an
 * empty cell): 0, or -1 with why it is refused.  A column by_guesses
 * is passed over as an unknown one.
 */
static int
value(struct reading *r, uint32_t f, const char *v, size_t n)
{
	uint64_t x;
	int e = -1, d;

	if (f == IGNORED || f == F_BYGUESSES || (f < F_GAMES && v == NULL))
		return 0;
	d = (int)f - F_GAMES;
	if (f < F_GAMES) {
		if (label(f, v, n, r->sum.label[f]) == 0)
			return 0;
	} else if (v == NULL && f == F_AVERAGE) {
		r->line[d] = r->lineno;
		return summary_said(d, "-", 1, r->said[d]);
	} else if (v != NULL && f < F_FAILED) {
		r->line[d] = r->lineno;
		r->games |= f == F_GAMES;
		if ((e = summary_said(d, v, n, r->said[d])) == 0)
			return 0;
	} else if (v != NULL && (e = summary_number(v, n, &x)) == 0) {
		if ((f == F_FAILED ? summary_fail(&r->sum, x) :
		    summary_add(&r->sum, f - NFIELDS, x)) == 0)
			return 0;
		e = -2;
	}
	if (e == -2)
		snprintf(r->why, sizeof(r->why), "count too large");
	else if (f < NFIELDS)
		snprintf(r->why, sizeof(r->why), "%s: bad value '%s'",
		    names[f], v == NULL ? "" : err_quote(v, n));
	else
		snprintf(r->why, sizeof(r->why), "%u guesses: bad value '%s'",
		    f - NFIELDS, v == NULL ? "" : err_quote(v, n));
	return -1;
}

/*
 * Add a summary read to the sum, once what it says is checked against
 * its counts: 0, or 2 if it disagrees with itself or with the labels
 * of the summaries before it, each disagreement reported.
 */
static int
merge(struct summary *s, struct reading *r, const char *name)
{
	const char *l;
	uint64_t x;
	size_t i;
	int status = 0;

	if (!r->games) {
		err_warn("%s:%lld: a summary without its games", name,
		    r->lineno);
		return 2;
	}
	if (summary_disagree(&r->sum, r->said, r->line, name, 1))
		status = 2;
	if (__builtin_add_overflow(s->games, r->sum.games, &x) ||
	    __builtin_add_overflow(s->total, r->sum.total, &x)) {
		err_warn("%s:%lld: count too large", name, r->lineno);
		return 2;
	}
	for (i = 1; i < r->sum.ncount; i++)
		if (r->sum.count[i] > 0)
			summary_add(s, i, r->sum.count[i]);
	summary_fail(s, r->sum.failed);
	for (i = 0; i < SUMMARY_NLABELS; i++) {
		l = r->sum.label[i];
		if (*l == '\0' || (s->clash & 1u << i) ||
		    strcmp(s->label[i], l) == 0)
			continue;
		if (*s->label[i] == '\0') {
			strcpy(s->label[i], l);
			continue;
		}
		err_warn("%s:%lld: %s: %s, but the summaries before it have "
		    "%s", name, r->lineno, names[i], l, s->label[i]);
		s->clash |= 1u << i;
		*s->label[i] = '\0';
		status = 2;
	}
	return status;
}

/* The next character of JSON after blanks, or -1 at the end. */
static int
next(struct json *j)
{
	while (j->p < j->end && (*j->p == ' ' || *j->p == '\t' ||
	    *j->p == '\n' || *j->p == '\r'))
		j->p++;
	return j->p < j->end ? (unsigned char)*j->p : -1;
}

/* Take c, the next character of JSON: 1, or 0 if it is another. */
static int
take(struct json *j, int c)
{
	if (next(j) != c)
		return 0;
	j->p++;
	return 1;
}

/*
 * A string, number, true, false or null of JSON: [*v, *v + *n) (a
 * string without its quotes; *v NULL for null), 0, or -1 if none.
 */
static int
scalar(struct json *j, const char **v, size_t *n)
{
	const char *s;

	if (next(j) == '"') {
		for (s = ++j->p; j->p < j->end && *j->p != '"'; j->p++)
			if ((unsigned char)*j->p < ' ' ||
			    (*j->p == '\\' && ++j->p == j->end))
				return -1;
		if (j->p == j->end)
			return -1;
		*v = s;
		*n = (size_t)(j->p++ - s);
		return 0;
	}
	for (s = j->p; j->p < j->end && (*j->p == '+' || *j->p == '-' ||
	    *j->p == '.' || (*j->p >= '0' && *j->p <= '9') ||
	    (*j->p >= 'a' && *j->p <= 'z') || (*j->p >= 'A' && *j->p <= 'Z'));
	    j->p++)
		;
	*v = s;
	*n = (size_t)(j->p - s);
	if (*n == 4 && memcmp(s, "null", 4) == 0)
		*v = NULL;
	else if (!(*n == 4 && memcmp(s, "true", 4) == 0) &&
	    !(*n == 5 && memcmp(s, "false", 5) == 0) &&
	    !(*n > 0 && (*s == '-' || (*s >= '0' && *s <= '9'))))
		return -1;
	return 0;
}

/* A key of an object and its colon: 0, or -1 if none. */
static int
key(struct json *j, const char **k, size_t *n)
{
	return next(j) == '"' && scalar(j, k, n) == 0 && take(j, ':') ? 0 : -1;
}

/* Pass over a value of JSON: 0, or -1 if it is not one. */
static int
skip(struct json *j, int depth)
{
	const char *v;
	size_t n;
	int close;

	if (take(j, '{'))
		close = '}';
	else if (take(j, '['))
		close = ']';
	else
		return scalar(j, &v, &n);
	if (depth > 64)
		return -1;
	if (take(j, close))
		return 0;
	do
		if ((close == '}' && key(j, &v, &n) < 0) ||
		    skip(j, depth + 1) < 0)
			return -1;
	while (take(j, ','));
	return take(j, close) ? 0 : -1;
}

/*
 * The members of an object into r, the summary's, or with counts those
 * of by_guesses: 0, or -1.
 */
static int
members(struct json *j, struct reading *r, int counts)
{
	const char *k, *v;
	size_t kn, n;
	uint32_t f;

	if (!take(j, '{'))
		return -1;
	if (take(j, '}'))
		return 0;
	do {
		if (key(j, &k, &kn) < 0)
			return -1;
		f = fieldof(k, kn, counts);
		if (counts && f == IGNORED) {
			snprintf(r->why, sizeof(r->why), "by_guesses: bad key "
			    "'%s'", err_quote(k, kn));
			return -1;
		}
		if (f == F_BYGUESSES) {
			if (members(j, r, 1) < 0)
				return -1;
		} else if (f == IGNORED) {
			if (skip(j, 0) < 0)
				return -1;
		} else if (scalar(j, &v, &n) < 0 || value(r, f, v, n) < 0) {
			return -1;
		}
	} while (take(j, ','));
	return take(j, '}') ? 0 : -1;
}

/*
 * The depth of brackets after n bytes of JSON that begin at depth d, or
 * -1 if a string runs past them; 0 once the brackets close, the bytes
 * to there in *end.
 */
static int
brackets(const char *s, size_t n, int d, size_t *end)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] == '"') {
			for (i++; i < n && s[i] != '"'; i++)
				i += s[i] == '\\';
			if (i >= n)
				return -1;
		} else if (s[i] == '{' || s[i] == '[') {
			d++;
		} else if ((s[i] == '}' || s[i] == ']') && --d == 0) {
			*end = i + 1;
			return 0;
		}
	return d;
}

/* Read a JSON object, from its first line on, into the sum: 0 or 2. */
static int
readjson(struct summary *s, struct input *in, const char *line, size_t n)
{
	struct reading r;
	struct json j;
	char *text = NULL;
	size_t len = 0, end = 0;
	int d = 0, status = 2;

	memset(&r, 0, sizeof(r));
	r.lineno = in->lineno;
	for (;;) {
		text = xrealloc(text, len + n + 1);
		memcpy(text + len, line, n);
		text[len + n] = '\n';
		if ((d = brackets(line, n, d, &end)) <= 0)
			break;
		len += n + 1;
		if ((line = input_record(in, &n)) == NULL)
			break;
	}
	j.p = text;
	j.end = text + len + end;
	if (d == 0 && members(&j, &r, 0) == 0 && end == n)
		status = merge(s, &r, in->name);
	else if (d > 0)
		err_warn("%s:%lld: a JSON summary that does not end", in->name,
		    r.lineno);
	else
		err_warn("%s:%lld: %s", in->name, r.lineno, *r.why ? r.why :
		    "malformed JSON summary");
	summary_free(&r.sum);
	free(text);
	return status;
}

/* The next cell of a CSV line, unquoted: NULL after the last. */
static const char *
cell(const char **p, const char *end, size_t *n)
{
	const char *s = *p, *c;

	if (s == NULL)
		return NULL;
	c = memchr(s, ',', (size_t)(end - s));
	*p = c != NULL ? c + 1 : NULL;
	*n = (size_t)((c != NULL ? c : end) - s);
	if (*n >= 2 && s[0] == '"' && s[*n - 1] == '"') {
		s++;
		*n -= 2;
	}
	return s;
}

/*
 * The columns of a CSV header, their fields in what unless NULL: names
 * and numbers, games among them, at least two; 0 if it is not one.
 */
static size_t
header(const char *line, size_t len, uint32_t *what)
{
	const char *p = line, *v;
	size_t n, i, cols = 0;
	uint32_t f;
	int games = 0;

	while ((v = cell(&p, line + len, &n)) != NULL) {
		for (i = 0; i < n; i++)
			if (!((v[i] >= 'a' && v[i] <= 'z') || v[i] == '_' ||
			    (v[i] >= '0' && v[i] <= '9')))
				return 0;
		if (n == 0)
			return 0;
		f = fieldof(v, n, v[0] <= '9');
		games |= f == F_GAMES;
		if (what != NULL)
			what[cols] = f;
		cols++;
	}
	return games && cols > 1 ? cols : 0;
}

/* Read a CSV row of the header c into the sum: 0 or 2. */
static int
readrow(struct summary *s, const struct summary_columns *c,
    struct input *in, const char *line, size_t len)
{
	struct reading r;
	const char *p = line, *v;
	size_t n, cols = 0;
	int status = 2;

	memset(&r, 0, sizeof(r));
	r.lineno = in->lineno;
	while (cell(&p, line + len, &n) != NULL)
		cols++;
	p = line;
	if (cols != c->n)
		snprintf(r.why, sizeof(r.why), "a CSV row of %zu cells under a "
		    "header of %zu", cols, c->n);
	else
		for (cols = 0; (v = cell(&p, line + len, &n)) != NULL; cols++)
			if (value(&r, c->what[cols], n > 0 ? v : NULL, n) < 0)
				break;
	if (*r.why == '\0')
		status = merge(s, &r, in->name);
	else
		input_warn(in, "%s", r.why);
	summary_free(&r.sum);
	return status;
}

/*
 * Whether a line is CSV or JSON: a header, a row under one, or the
 * start of an object.  Any other line ends the rows of a header.
 */
int
summary_formatted(struct summary_columns *c, const char *line, size_t n)
{
	if (*line == '{' || header(line, n, NULL) > 0)
		return 1;
	if (c->n > 0 && memchr(line, ',', n) != NULL &&
	    memchr(line, ' ', n) == NULL && memchr(line, '\t', n) == NULL)
		return 1;
	c->n = 0;
	return 0;
}

/*
 * Read what summary_formatted() takes into the sum, the columns of a
 * header into c: 0, or 2 if something is wrong with it, reported.
 */
int
summary_readfmt(struct summary *s, struct summary_columns *c,
    struct input *in, const char *line, size_t n)
{
	size_t cols;

	if (*line == '{') {
		c->n = 0;
		return readjson(s, in, line, n);
	}
	if ((cols = header(line, n, NULL)) > 0) {
		c->what = xrealloc(c->what, cols * sizeof(*c->what));
		c->n = header(line, n, c->what);
		return 0;
	}
	return readrow(s, c, in, line, n);
}

static void
csv(const struct summary *s)
{
	char v[SUMMARY_NDERIVED][SUMMARY_VALUESIZE];
	size_t i, worst = summary_derive(s, v);

	for (i = 0; i <= F_FAILED; i++)
		summary_put("%s%s", i > 0 ? "," : "", names[i]);
	for (i = 1; i <= worst; i++)
		summary_put(",%zu", i);
	out_putc('\n');
	for (i = 0; i < SUMMARY_NLABELS; i++)
		summary_put("%s,", s->label[i]);
	for (i = 0; i < SUMMARY_NDERIVED; i++)
		summary_put("%s,", strcmp(v[i], "-") == 0 ? "" : v[i]);
	summary_put("%" PRIu64, s->failed);
	for (i = 1; i <= worst; i++)
		summary_put(",%" PRIu64, s->count[i]);
	out_putc('\n');
}

static void
json(const struct summary *s)
{
	char v[SUMMARY_NDERIVED][SUMMARY_VALUESIZE];
	const char *l, *q;
	size_t i, worst = summary_derive(s, v);

	out_putc('{');
	for (i = 0; i < SUMMARY_NLABELS; i++) {
		l = *s->label[i] != '\0' ? s->label[i] : "null";
		q = i == F_STRATEGY && *s->label[i] != '\0' ? "\"" : "";
		summary_put("\"%s\":%s%s%s,", names[i], q, l, q);
	}
	for (i = 0; i < SUMMARY_NDERIVED; i++)
		summary_put("\"%s\":%s,", names[F_GAMES + i],
		    strcmp(v[i], "-") == 0 ? "null" : v[i]);
	summary_put("\"failed\":%" PRIu64 ",\"by_guesses\":{", s->failed);
	for (i = 1; i <= worst; i++)
		summary_put("%s\"%zu\":%" PRIu64, i > 1 ? "," : "", i,
		    s->count[i]);
	out_puts("}}\n");
}

/* Set a label the inputs left unknown and did not disagree on. */
static void
fill(struct summary *s, int i, const char *v)
{
	if (v != NULL && *s->label[i] == '\0' && !(s->clash & 1u << i))
		snprintf(s->label[i], SUMMARY_VALUESIZE, "%s", v);
}

/*
 * Write the sum in format: SUMMARY_TEXT, _CSV, _JSON or _CHART; the
 * game g and the strategy (or NULL) what it is of, unless its inputs
 * said.
 */
void
summary_report(struct summary *s, int format, const struct game *g,
    const char *strategy)
{
	static void (*const write[])(const struct summary *) = {
		summary_write, csv, json, summary_chart
	};
	char pegs[16], colors[16];

	snprintf(pegs, sizeof(pegs), "%d", g->pegs);
	snprintf(colors, sizeof(colors), "%d", g->ncolors);
	fill(s, SUMMARY_PEGS, pegs);
	fill(s, SUMMARY_COLORS, colors);
	fill(s, SUMMARY_DISTINCT, g->distinct ? "true" : "false");
	fill(s, SUMMARY_STRATEGY, strategy);
	write[format](s);
}

/* The format --format names. */
int
summary_format(const char *arg)
{
	static const char *const formats[] = { "text", "csv", "json" };
	int i;

	for (i = 0; i < 3; i++)
		if (strcmp(arg, formats[i]) == 0)
			return i;
	usage_error("bad summary format '%s': must be text, csv or json",
	    err_quote(arg, strlen(arg)));
}
