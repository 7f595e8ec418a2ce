/* What every command parses alike: the options all take, numbers in a
 * range, shards and seeds, and the usage message. */
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mm.h"

/* The options every command shares, as --help lists them. */
static const char game_options[] =
    "  -c, --colors=SPEC          colours: 6, A-F or RGBYWK (default A-F)\n"
    "  -p, --pegs=N               pegs in a code, 1 to 32 (default 4)\n"
    "      --distinct             codes never repeat a colour\n";
static const char self_options[] =
    "  -h, --help                 write this help and exit\n"
    "  -V, --version              write the version and exit\n";

/*
 * A usage error: what went wrong on one line, then where to read how
 * the command is used, and exit 2.
 */
_Noreturn void
usage_error(const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	out_flush();
	err_warn("%s", msg);
	fprintf(stderr, "Try '%s --help' for more information.\n",
	    err_argv0);
	exit(2);
}

/*
 * An operand the command does not take; if it is one of the words the
 * option given takes (--tree dot), that option with it.
 */
_Noreturn void
extra_operand(const char *arg, const char *option, const char *const *words)
{
	const char *near;

	if (option != NULL && (near = nearest_word(arg, words)) != NULL)
		usage_error("extra operand '%s'; did you mean '%s=%s'?",
		    err_quote(arg, strlen(arg)), option, near);
	usage_error("extra operand '%s'", err_quote(arg, strlen(arg)));
}

static void
option_name(const struct option *longopts, int opt, char *buf, size_t size)
{
	if (opt == 0) {
		snprintf(buf, size, "the game");
		return;
	}
	if (opt > 0 && opt < 128) {
		snprintf(buf, size, "-%c", opt);
		return;
	}
	for (; longopts->name != NULL; longopts++)
		if (longopts->val == opt) {
			snprintf(buf, size, "--%s", longopts->name);
			return;
		}
	snprintf(buf, size, "?");
}

#define MAXLONG	64	/* the most long options a command has */

/* The n words into buf as "A, B or C", each between pre and post. */
static const char *
wordlist(char *buf, size_t size, const char *const *w, size_t n,
    const char *pre, const char *post)
{
	size_t i, len = 0;

	buf[0] = '\0';
	for (i = 0; i < n && len < size; i++)
		len += (size_t)snprintf(buf + len, size - len, "%s%s%s%s",
		    i == 0 ? "" : i + 1 == n ? " or " : ", ", pre, w[i], post);
	return buf;
}

/* The names of the long options, NULL after the last; their number. */
static size_t
longnames(const struct option *longopts, const char **names)
{
	size_t n = 0;

	for (; longopts->name != NULL && n < MAXLONG; longopts++)
		names[n++] = longopts->name;
	names[n] = NULL;
	return n;
}

/*
 * A long option misused, --name or --name=arg in el: unknown (with the
 * one nearest it), ambiguous (with those it begins), or given without
 * the argument it needs (opt ':') or with one it does not take.
 */
static _Noreturn void
badlong(const char *el, int opt, const struct option *longopts)
{
	const char *names[MAXLONG + 1], *begun[MAXLONG], *near;
	char typed[64], list[512];
	size_t len = strcspn(el + 2, "="), n, nbegun = 0, i, j;

	snprintf(typed, sizeof(typed), "--%.*s", (int)len, el + 2);
	n = longnames(longopts, names);
	for (i = 0; i < n; i++) {
		if (strncmp(names[i], el + 2, len) != 0)
			continue;
		if (names[i][len] == '\0') {
			begun[0] = names[i];
			nbegun = 1;
			break;
		}
		for (j = 0; j < i; j++)
			if (longopts[j].val == longopts[i].val &&
			    strncmp(names[j], el + 2, len) == 0)
				break;
		if (j == i)
			begun[nbegun++] = names[i];
	}
	if (nbegun > 1)
		usage_error("ambiguous option '%s'; did you mean %s?",
		    err_quote(typed, strlen(typed)), wordlist(list,
		    sizeof(list), begun, nbegun, "'--", "'"));
	if (nbegun == 1)
		usage_error("option '--%s' %s", begun[0], opt == ':' ?
		    "needs an argument" : "takes no argument");
	if ((near = nearest_word(typed + 2, names)) != NULL)
		usage_error("unknown option '%s'; did you mean '--%s'?",
		    err_quote(typed, strlen(typed)), near);
	usage_error("unknown option '%s'", err_quote(typed, strlen(typed)));
}

/*
 * A short option misused, in the word el: without the argument it
 * needs (opt ':'), or unknown, with the long option el names when one
 * dash was typed for two (-all).
 */
static _Noreturn void
badshort(const char *el, int opt, const struct option *longopts)
{
	const char *names[MAXLONG + 1], *near;
	char o[2] = { '-', (char)optopt };

	if (opt == ':')
		usage_error("option '-%c' needs an argument", optopt);
	longnames(longopts, names);
	if (el[0] == '-' && strlen(el) > 2 &&
	    (near = nearest_word(el + 1, names)) != NULL)
		usage_error("unknown option '-%c'; did you mean '--%s'?",
		    optopt, near);
	usage_error("unknown option '%s'", err_quote(o, sizeof(o)));
}

/*
 * The next option, as getopt_long(3) gives it, but no misuse comes
 * back: each is a usage error in our words, as getopt's are not.
 */
int
options_get(int argc, char *argv[], const char *shortopts,
    const struct option *longopts)
{
	char opts[64];
	const char *el;
	int at = optind, opt;

	opterr = 0;
	snprintf(opts, sizeof(opts), ":%s", shortopts);
	opt = getopt_long(argc, argv, opts, longopts, NULL);
	if (opt != '?' && opt != ':')
		return opt;
	/*
	 * The word of the option: getopt passes a word of short options
	 * at its last letter, and the words that are not options before it.
	 */
	el = optind > at ? argv[optind - 1] : argv[optind];
	if (el[0] != '-' && optind < argc)
		el = argv[optind];
	if (strncmp(el, "--", 2) == 0 && optind > at)
		badlong(el, opt, longopts);
	badshort(el, opt, longopts);
}

/*
 * The argument of an option that names one of a list of words: its
 * index in the NULL-terminated list, or a usage error naming what it
 * is and the word meant, or else all the words.
 */
int
options_word(const char *arg, const char *const *words, const char *what)
{
	char list[256];
	const char *near;
	int i;

	for (i = 0; words[i] != NULL; i++)
		if (strcmp(arg, words[i]) == 0)
			return i;
	if ((near = nearest_word(arg, words)) != NULL)
		usage_error("bad %s '%s'; did you mean '%s'?", what,
		    err_quote(arg, strlen(arg)), near);
	for (i = 0; words[i] != NULL; i++)
		;
	usage_error("bad %s '%s': must be %s%s", what,
	    err_quote(arg, strlen(arg)), i > 2 ? "one of " : "",
	    wordlist(list, sizeof(list), words, (size_t)i, "", ""));
}

/* Two options given together that do not go together; 0 the plain form. */
_Noreturn void
options_clash(const struct option *longopts, int a, int b)
{
	char an[32], bn[32];

	option_name(longopts, a, an, sizeof(an));
	option_name(longopts, b, bn, sizeof(bn));
	usage_error("%s does not go with %s", an, bn);
}

static _Noreturn void
help(const struct help *h)
{
	printf("%s%s\n%s%s%s", h->usage, h->about, game_options, h->options,
	    self_options);
	if (h->more != NULL) {
		putchar('\n');
		h->more(stdout);
	}
	printf("\nMM_COLORS and MM_PEGS set the defaults of -c and -p.\n"
	    "\nExit status:\n%s\nFull documentation: man %s\n", h->exits,
	    err_argv0);
	if (fflush(stdout) == EOF || ferror(stdout))
		die("write error:");
	exit(0);
}

/* Handle an option every command shares; 0 if it is not one of them. */
int
common_option(struct game *g, int opt, const char *arg, const struct help *h)
{
	switch (opt) {
	case 'c':
		game_colors(g, arg, NULL);
		return 1;
	case 'p':
		game_pegs(g, arg, NULL);
		return 1;
	case OPT_DISTINCT:
		g->distinct = 1;
		return 1;
	case 'h':
		help(h);
	case 'V':
		printf("%s (mastermind-tools) %s\n", err_argv0, MM_PKGVERSION);
		if (fflush(stdout) == EOF || ferror(stdout))
			die("write error:");
		exit(0);
	}
	return 0;
}

/* A decimal number in [min, max] in *v; 0, or -1 if s is not one. */
int
number_in_range(const char *s, long long min, long long max, long long *v)
{
	char *end;

	errno = 0;
	*v = strtoll(s, &end, 10);
	return strchr("-0123456789", *s) == NULL || *s == '\0' ||
	    *end != '\0' || errno == ERANGE || *v < min || *v > max ? -1 : 0;
}

/* A decimal number in [min, max], or a usage error naming it. */
long long
number_option(const char *s, long long min, long long max, const char *what)
{
	long long v;

	if (number_in_range(s, min, max, &v) < 0)
		usage_error("bad %s '%s': must be %lld to %lld", what,
		    err_quote(s, strlen(s)), min, max);
	return v;
}

/* K and N of a shard K/N, 1 <= K <= N, or a usage error naming it. */
void
parse_shard(char *s, long long *k, long long *n)
{
	char *slash;

	if ((slash = strchr(s, '/')) == NULL)
		usage_error("bad shard '%s': must be K/N",
		    err_quote(s, strlen(s)));
	*slash = '\0';
	*n = number_option(slash + 1, 1, 1000000000, "shard count");
	*k = number_option(s, 1, *n, "shard number");
}

/* A seed, 0 to 2^64 - 1, in *v; 0, or -1 if s is not one. */
int
seed_scan(const char *s, uint64_t *v)
{
	const char *end = s + strlen(s);

	return number_scan(s, end, UINT64_MAX, v) == end && end > s ? 0 : -1;
}

/* A seed, or a usage error naming it. */
uint64_t
parse_seed(const char *s)
{
	uint64_t v;

	if (seed_scan(s, &v) < 0)
		usage_error("bad seed '%s': must be 0 to %llu",
		    err_quote(s, strlen(s)),
		    (unsigned long long)UINT64_MAX);
	return v;
}
