#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mm.h"

_Noreturn void
usage_error(const char *usage)
{
	fprintf(stderr, "%s", usage);
	exit(2);
}

/* Handle an option every command shares; 0 if it is not one of them. */
int
common_option(struct game *g, int opt, const char *arg, const char *usage)
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
		fputs(usage, stdout);
		if (fflush(stdout) == EOF || ferror(stdout))
			die("write error:");
		exit(0);
	case 'V':
		printf("%s (mastermind-tools) %s\n", argv0, MM_PKGVERSION);
		if (fflush(stdout) == EOF || ferror(stdout))
			die("write error:");
		exit(0);
	case '?':
		usage_error(usage);
	}
	return 0;
}

/* A decimal number in [min, max], or a usage error naming it. */
long long
parse_number(const char *s, long long min, long long max, const char *what)
{
	char *end;
	long long v;

	errno = 0;
	v = strtoll(s, &end, 10);
	if (strchr("-0123456789", *s) == NULL || *s == '\0' ||
	    *end != '\0' || errno == ERANGE || v < min || v > max)
		die("bad %s '%s': must be %lld to %lld", what, s, min, max);
	return v;
}

uint64_t
parse_seed(const char *s)
{
	char *end;
	unsigned long long v;

	errno = 0;
	v = strtoull(s, &end, 10);
	if (*s < '0' || *s > '9' || *end != '\0' || errno == ERANGE)
		die("bad seed '%s': must be 0 to %llu", s,
		    (unsigned long long)UINT64_MAX);
	return (uint64_t)v;
}
