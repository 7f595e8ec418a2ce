/* Messages on stderr in one form, "prog: what went wrong", and the
 * death that follows a fatal one. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mm.h"

const char *err_argv0 = "mm";

/*
 * Name the program by its base name, in *argv0 too for getopt; the
 * pointer moves, the command line that ps shows stays as it was run.
 */
void
err_setprogname(char **argv0)
{
	char *p;

	if ((p = strrchr(*argv0, '/')) != NULL)
		*argv0 = p + 1;
	err_argv0 = *argv0;
}

static void
vwarnf(const char *fmt, va_list ap)
{
	int saved = errno;
	size_t n = strlen(fmt);

	fprintf(stderr, "%s: ", err_argv0);
	vfprintf(stderr, fmt, ap);
	if (n > 0 && fmt[n - 1] == ':')
		fprintf(stderr, " %s", strerror(saved));
	fputc('\n', stderr);
}

void
err_warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarnf(fmt, ap);
	va_end(ap);
}

_Noreturn void
err_die(int status, const char *fmt, ...)
{
	va_list ap;

	out_flush();
	va_start(ap, fmt);
	vwarnf(fmt, ap);
	va_end(ap);
	exit(status);
}

#define QUOTE_MAX	40	/* bytes of a value a message shows */

/* Up to QUOTE_MAX bytes of s for a message, bytes not ASCII escaped. */
const char *
err_quote(const char *s, size_t n)
{
	static char q[4 * QUOTE_MAX + 4];
	char *p = q;
	size_t i;

	for (i = 0; i < n && i < QUOTE_MAX; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c >= ' ' && c < 127)
			*p++ = (char)c;
		else
			p += sprintf(p, "\\x%02x", c);
	}
	if (i < n)
		p += sprintf(p, "...");
	*p = '\0';
	return q;
}
