/* The game: its colours (a count, a range or a list), its pegs, from
 * options or the environment, and whether colours repeat. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mm.h"

static const char countalphabet[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

static char where[64];

static const char *
origin(const char *env)
{
	if (env == NULL)
		return "";
	strcpy(where, " in ");
	strncat(where, env, sizeof(where) - 5);
	return where;
}

static int
sameclass(int a, int b)
{
	return (isdigit(a) && isdigit(b)) || (isupper(a) && isupper(b)) ||
	    (islower(a) && islower(b));
}

void
game_init(struct game *g)
{
	memset(g, 0, sizeof(*g));
}

static char msg[4 * 40 + 4 + sizeof(where) + 96];

static const char *
complain(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return msg;
}

/*
 * Set the alphabet from a count, a range or a list: NULL, or
 * what is wrong with spec, naming env, the variable it came from.
 */
const char *
colors_parse(struct game *g, const char *spec, const char *env)
{
	size_t i, j, n = strlen(spec);
	long v;

	if (n == 0)
		return complain("bad colours ''%s: empty", origin(env));
	if (strspn(spec, "0123456789") == n) {
		v = n > 2 ? 999 : strtol(spec, NULL, 10);
		for (i = 1; i < n && spec[i] == spec[i - 1] + 1; i++)
			;
		if (v > MM_MAXCOLORS && n > 2 && i == n)
			return complain("bad colour count '%s'%s: must be 1 "
			    "to %d; did you mean %s%s%c-%c?", spec, origin(env),
			    MM_MAXCOLORS, env != NULL ? env : "-c",
			    env != NULL ? "=" : " ", spec[0], spec[n - 1]);
		if (v < 1 || v > MM_MAXCOLORS)
			return complain("bad colour count '%s'%s: must be 1 "
			    "to %d", err_quote(spec, n), origin(env), MM_MAXCOLORS);
		memcpy(g->alphabet, countalphabet, (size_t)v);
		g->alphabet[v] = '\0';
		g->ncolors = (int)v;
		return NULL;
	}
	if (n == 3 && spec[1] == '-') {
		unsigned char a = (unsigned char)spec[0];
		unsigned char b = (unsigned char)spec[2];

		if (!isalnum(a) || !isalnum(b) || !sameclass(a, b))
			return complain("bad colours '%s'%s: a range must join "
			    "two letters of one case or two digits",
			    err_quote(spec, n), origin(env));
		if (a > b)
			return complain("bad colours '%s'%s: range runs "
			    "backwards", err_quote(spec, n), origin(env));
		for (i = 0; a + i <= b; i++)
			g->alphabet[i] = (char)(a + i);
		g->alphabet[i] = '\0';
		g->ncolors = (int)i;
		return NULL;
	}
	if (n > MM_MAXCOLORS)
		return complain("bad colours '%s'%s: more than %d colours",
		    err_quote(spec, n), origin(env), MM_MAXCOLORS);
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)spec[i];

		if (!isalnum(c) && c > ' ' && c < 127)
			return complain("bad colours '%s'%s: '%c' is not a "
			    "letter or digit", err_quote(spec, n), origin(env), c);
		if (!isalnum(c))
			return complain("bad colours '%s'%s: byte 0x%02x is "
			    "not a letter or digit", err_quote(spec, n),
			    origin(env), c);
		for (j = 0; j < i; j++)
			if (spec[j] == spec[i])
				return complain("bad colours '%s'%s: '%c' "
				    "repeated", err_quote(spec, n), origin(env),
				    spec[i]);
	}
	memcpy(g->alphabet, spec, n + 1);
	g->ncolors = (int)n;
	return NULL;
}

/* Exit with a usage error if a parser found one. */
static void
refuse(const char *err)
{
	if (err != NULL)
		usage_error("%s", err);
}

/* As colors_parse, or exit with a usage error. */
void
game_colors(struct game *g, const char *spec, const char *env)
{
	refuse(colors_parse(g, spec, env));
}

/* The pegs of a code, 1 to MM_MAXPEGS: NULL, or what is wrong with s. */
const char *
pegs_parse(struct game *g, const char *s, const char *env)
{
	size_t n = strlen(s);

	if (n == 0 || n > 2 || strspn(s, "0123456789") != n ||
	    atoi(s) < 1 || atoi(s) > MM_MAXPEGS)
		return complain("bad peg count '%s'%s: must be 1 to %d",
		    err_quote(s, n), origin(env), MM_MAXPEGS);
	g->pegs = atoi(s);
	return NULL;
}

void
game_pegs(struct game *g, const char *s, const char *env)
{
	refuse(pegs_parse(g, s, env));
}

/* Apply the environment and defaults, then build the lookup table. */
void
game_finish(struct game *g)
{
	const char *e;
	int i, upper = 0, lower = 0;

	if (g->ncolors == 0) {
		e = getenv("MM_COLORS");
		game_colors(g, e != NULL ? e : "A-F", e != NULL ? "MM_COLORS" :
		    NULL);
	}
	if (g->pegs == 0) {
		e = getenv("MM_PEGS");
		game_pegs(g, e != NULL ? e : "4", e != NULL ? "MM_PEGS" : NULL);
	}
	if (g->distinct && g->pegs > g->ncolors)
		usage_error("%d pegs of distinct colours need at least %d "
		    "colours, not %d", g->pegs, g->pegs, g->ncolors);
	memset(g->colorof, -1, sizeof(g->colorof));
	for (i = 0; i < g->ncolors; i++) {
		unsigned char c = (unsigned char)g->alphabet[i];

		upper |= isupper(c);
		lower |= islower(c);
		g->colorof[c] = (signed char)i;
	}
	g->foldcase = !(upper && lower);
	if (!g->foldcase)
		return;
	for (i = 0; i < g->ncolors; i++) {
		unsigned char c = (unsigned char)g->alphabet[i];

		if (isupper(c))
			g->colorof[tolower(c)] = (signed char)i;
		else if (islower(c))
			g->colorof[toupper(c)] = (signed char)i;
	}
}

/*
 * The alphabet as a user would write it: A-F, 0-9 or the list.  Digits
 * are always a range, 0-1 or 5-5, as a list of them reads as a count.
 */
const char *
game_colors_name(const struct game *g)
{
	static char name[MM_MAXCOLORS + 1];
	const char *a = g->alphabet;
	int n = g->ncolors, i;

	for (i = 1; i < n; i++)
		if (a[i] != a[i - 1] + 1 || !sameclass(a[i], a[0]))
			break;
	if ((n > 2 || isdigit((unsigned char)a[0])) && i == n) {
		name[0] = a[0];
		name[1] = '-';
		name[2] = a[n - 1];
		name[3] = '\0';
		return name;
	}
	memcpy(name, a, (size_t)n + 1);
	return name;
}
