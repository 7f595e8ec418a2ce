/* What every command parses alike: the options all take, numbers in a
 * range, shards and seeds, and the usage message. */
#include <errno.h>
#include <getopt.h>
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

_Noreturn void
usage_error(const char *usage)
{
	fprintf(stderr, "%s", usage);
	exit(2);
}

/* An operand the command does not take, named before the synopsis. */
_Noreturn void
extra_operand(const char *arg, const char *usage)
{
	err_warn("extra operand '%s'", err_quote(arg, strlen(arg)));
	usage_error(usage);
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

/* Two options given together that do not go together; 0 the plain form. */
_Noreturn void
options_clash(const struct option *longopts, int a, int b)
{
	char an[32], bn[32];

	option_name(longopts, a, an, sizeof(an));
	option_name(longopts, b, bn, sizeof(bn));
	die("%s does not go with %s", an, bn);
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
	case '?':
		usage_error(h->usage);
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
		die("bad %s '%s': must be %lld to %lld", what,
		    err_quote(s, strlen(s)), min, max);
	return v;
}

/* K and N of a shard K/N, 1 <= K <= N, or a usage error naming it. */
void
parse_shard(char *s, long long *k, long long *n)
{
	char *slash;

	if ((slash = strchr(s, '/')) == NULL)
		die("bad shard '%s': must be K/N", err_quote(s, strlen(s)));
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
		die("bad seed '%s': must be 0 to %llu", err_quote(s, strlen(s)),
		    (unsigned long long)UINT64_MAX);
	return v;
}
