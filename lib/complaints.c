/*
 * Errors of input that repeat over many lines: a few of each kind are
 * shown, the rest counted and the count shown once at the end.  When
 * the first line of an input is the first error and its code reads as
 * a code of another game, the error names that game's option instead:
 * the likely cause is a pipeline whose ends were given different games.
 */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "mm.h"

/* The lines of a kind named; the kinds told apart, the last the rest. */
#define SHOWN	5
#define KINDS	8

static struct kind {
	char	what[128];	/* what its lines have: "with 5 pegs" */
	uint64_t n;
} kinds[KINDS];
static size_t nkinds;
static uint64_t total;

/* Report msg about the line in has just read, a line of that kind. */
void
complaint_line(const struct input *in, const char *kind, const char *msg)
{
	struct kind *k;

	for (k = kinds; k < kinds + nkinds; k++)
		if (strcmp(k->what, kind) == 0)
			break;
	if (k == kinds + nkinds) {
		if (nkinds == KINDS) {
			k = &kinds[KINDS - 1];
			snprintf(k->what, sizeof(k->what), "with other faults");
		} else {
			snprintf(k->what, sizeof(k->what), "%s", kind);
			nkinds++;
		}
	}
	total++;
	if (++k->n <= SHOWN)
		input_warn(in, "%s", msg);
}

/* n with a comma between each three digits. */
static const char *
thousands(uint64_t n, char *buf, size_t size)
{
	char digits[24];
	size_t len, i, j = 0;

	len = (size_t)snprintf(digits, sizeof(digits), "%" PRIu64, n);
	for (i = 0; i < len && j + 2 < size; i++) {
		if (i > 0 && (len - i) % 3 == 0)
			buf[j++] = ',';
		buf[j++] = digits[i];
	}
	buf[j] = '\0';
	return buf;
}

/* Say how many lines of each kind were not shown; the lines reported. */
uint64_t
complaint_tally(void)
{
	char num[32];
	size_t i;

	for (i = 0; i < nkinds; i++)
		if (kinds[i].n > SHOWN)
			err_warn("... and %s more line%s %s",
			    thousands(kinds[i].n - SHOWN, num, sizeof(num)),
			    out_plural(kinds[i].n - SHOWN, "s"), kinds[i].what);
	return total;
}

/* Whether the characters of s are all of those isclass() takes. */
static int
allof(const char *s, size_t n, int (*isclass)(int))
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!isclass((unsigned char)s[i]))
			return 0;
	return 1;
}

/*
 * The -c of digits that holds a code of digits, into spec: the game's
 * own digits widened to the code's, or else 0-9 (1-9 if the code has
 * no 0), as a game of digits is most often.
 */
static void
digits(const struct game *g, const char *code, size_t n, char *spec,
    size_t size)
{
	const char *a = g->alphabet;
	size_t i;
	int lo = '9', hi = '0';

	if (allof(a, strlen(a), isdigit)) {
		for (i = 0; a[i] != '\0'; i++) {
			lo = a[i] < lo ? a[i] : lo;
			hi = a[i] > hi ? a[i] : hi;
		}
	} else {
		lo = memchr(code, '0', n) != NULL ? '0' : '1';
		hi = '9';
	}
	for (i = 0; i < n; i++) {
		lo = code[i] < lo ? code[i] : lo;
		hi = code[i] > hi ? code[i] : hi;
	}
	snprintf(spec, size, "%c-%c", lo, hi);
}

/*
 * The -c of a count that holds a code of letters, into spec, and in
 * *bad the letter that sets it, for a game of the first colours of
 * A-Z, a-z, 0-9 or of digits; -1 for another game.
 */
static int
letters(const struct game *g, const char *code, size_t n, char *spec,
    size_t size, char *bad)
{
	const char *a = g->alphabet;
	size_t i, len = strlen(a) < 26 ? strlen(a) : 26;
	int top = 0, c, k;

	if (strncmp(a, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", len) != 0 &&
	    !allof(a, strlen(a), isdigit))
		return -1;
	for (i = 0; i < n; i++) {
		c = (unsigned char)code[i];
		k = isupper(c) || g->foldcase ? toupper(c) - 'A' + 1 :
		    c - 'a' + 27;
		if (g->colorof[c] < 0 && k > top) {
			top = k;
			*bad = (char)c;
		}
	}
	snprintf(spec, size, "%d", top);
	return top > 0 ? 0 : -1;
}

/*
 * The likely cause of a code of the input that the game refuses, when
 * it reads as a code of another game: NULL, or what to say of it.
 */
static const char *
cause(const struct game *g, const char *code, size_t n)
{
	static char msg[160];
	char spec[32], bad;
	size_t i;

	if (n == 0 || !allof(code, n, isalnum))
		return NULL;
	if (n != (size_t)g->pegs) {
		if (n > MM_MAXPEGS)
			return NULL;
		snprintf(msg, sizeof(msg), "input codes have %zu peg%s, the "
		    "game %d: did you mean -p %zu (or MM_PEGS=%zu)?", n,
		    out_plural(n, "s"), g->pegs, n, n);
		return msg;
	}
	for (i = 0; i < n && g->colorof[(unsigned char)code[i]] >= 0; i++)
		;
	if (i == n)
		return NULL;
	bad = code[i];
	if (allof(code, n, isdigit))
		digits(g, code, n, spec, sizeof(spec));
	else if (!allof(code, n, isalpha) ||
	    letters(g, code, n, spec, sizeof(spec), &bad) < 0)
		return NULL;
	snprintf(msg, sizeof(msg), "'%c' is not a colour of %s: did you mean "
	    "-c %s?", bad, game_colors_name(g), spec);
	return msg;
}

/*
 * What to say of the line in has just read, whose code [code, code +
 * n) the game g may refuse, err being what is wrong with the line: for
 * the first error, on the first line of data, if err is that the game
 * refuses the code, its likely cause; else err.  After a good line, a
 * bad one is more likely a slip than a code of another game.
 */
const char *
complaint_why(const struct input *in, const struct game *g,
    const char *code, size_t n, const char *err)
{
	uint8_t c[MM_MAXPEGS];
	const char *why;

	if (total > 0 || in->records != 1 ||
	    (why = code_parse(g, code, n, c)) == NULL || strcmp(why, err) != 0)
		return err;
	return (why = cause(g, code, n)) != NULL ? why : err;
}

/*
 * Report err about a line of in whose code [code, code + n) the game g
 * refuses, counted by what is wrong with the code.
 */
void
complaint_code(const struct input *in, const struct game *g, const char *code,
    size_t n, const char *err)
{
	char kind[128];
	size_t i;

	for (i = 0; i < n && g->colorof[(unsigned char)code[i]] >= 0; i++)
		;
	if (n != (size_t)g->pegs)
		snprintf(kind, sizeof(kind), "with %zu peg%s", n,
		    out_plural(n, "s"));
	else if (i < n)
		snprintf(kind, sizeof(kind), "with colours outside %s",
		    game_colors_name(g));
	else
		snprintf(kind, sizeof(kind), "repeating a colour");
	complaint_line(in, kind, complaint_why(in, g, code, n, err));
}
