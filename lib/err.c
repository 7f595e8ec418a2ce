#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mm.h"

const char *argv0 = "mm";

/* Name the program by its base name, in argv[0] too for getopt. */
void
setprogname(char *name)
{
	char *p;

	if ((p = strrchr(name, '/')) != NULL)
		memmove(name, p + 1, strlen(p + 1) + 1);
	argv0 = name;
}

static void
vwarnf(const char *fmt, va_list ap)
{
	int saved = errno;
	size_t n = strlen(fmt);

	fprintf(stderr, "%s: ", argv0);
	vfprintf(stderr, fmt, ap);
	if (n > 0 && fmt[n - 1] == ':')
		fprintf(stderr, " %s", strerror(saved));
	fputc('\n', stderr);
}

void
warnf(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarnf(fmt, ap);
	va_end(ap);
}

_Noreturn void
diefmt(int status, const char *fmt, ...)
{
	va_list ap;

	out_flush();
	va_start(ap, fmt);
	vwarnf(fmt, ap);
	va_end(ap);
	exit(status);
}
