/* Lines read from a file or stdin, whatever their length, with the
 * name and line number that messages about them give. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mm.h"

#define INSIZE	(1 << 20)
#define INSLACK	64	/* bytes past the data a fast path may read */

/* A read from a regular file never waits, so output need not go first. */
void
input_fdopen(struct input *in, int fd, const char *name)
{
	struct stat st;

	memset(in, 0, sizeof(*in));
	in->fd = fd;
	in->name = name;
	in->flushout = fstat(fd, &st) < 0 || !S_ISREG(st.st_mode);
}

/* Open a file, or stdin for "-"; -1 with errno set on failure. */
int
input_open(struct input *in, const char *path)
{
	int fd;

	if (strcmp(path, "-") == 0) {
		input_fdopen(in, 0, "<stdin>");
		return 0;
	}
	if ((fd = open(path, O_RDONLY)) < 0)
		return -1;
	input_fdopen(in, fd, path);
	return 0;
}

/* As input_open, or exit 2 naming the file. */
void
input_xopen(struct input *in, const char *path)
{
	if (input_open(in, path) < 0)
		die("%s:", path);
}

void
input_close(struct input *in)
{
	if (in->fd > 0)
		close(in->fd);
	if (in->buf != NULL)
		xfree_table(in->buf, in->cap + INSLACK, 1);
	in->buf = NULL;
}

static int
fill(struct input *in)
{
	ssize_t n;

	if (in->start > 0) {
		memmove(in->buf, in->buf + in->start, in->end - in->start);
		in->end -= in->start;
		in->start = 0;
	}
	if (in->cap - in->end < INSIZE / 2) {
		size_t cap = in->cap ? in->cap * 2 : INSIZE;
		char *p = calloc_table(cap + INSLACK, 1);

		if (p == NULL)
			die("%s: out of memory for a line of %zu bytes",
			    in->name, in->end);
		if (in->buf != NULL) {
			memcpy(p, in->buf, in->end);
			xfree_table(in->buf, in->cap + INSLACK, 1);
		}
		in->buf = p;
		in->cap = cap;
	}
	if (in->flushout)
		out_flush();
	do
		n = read(in->fd, in->buf + in->end, in->cap - in->end);
	while (n < 0 && errno == EINTR);
	if (n < 0)
		die("%s: read error:", in->name);
	if (n == 0)
		in->eof = 1;
	in->end += (size_t)n;
	return n > 0;
}

/* The next line without its newline, NUL-terminated; NULL at the end. */
char *
input_line(struct input *in, size_t *len)
{
	char *line, *nl;
	size_t scanned = 0;

	for (;;) {
		if (in->buf != NULL) {
			nl = memchr(in->buf + in->start + scanned, '\n',
			    in->end - in->start - scanned);
			if (nl != NULL)
				break;
			scanned = in->end - in->start;
		}
		if (in->eof || !fill(in)) {
			if (in->buf == NULL || in->start == in->end)
				return NULL;
			nl = in->buf + in->end;
			in->end++;
			break;
		}
	}
	line = in->buf + in->start;
	*nl = '\0';
	*len = (size_t)(nl - line);
	in->start = (size_t)(nl - in->buf) + 1;
	in->lineno++;
	return line;
}

/*
 * The next line with data: blanks and a CR trimmed, comments skipped,
 * and blank lines unless the input keeps them.
 */
char *
input_record(struct input *in, size_t *len)
{
	char *p, *e;
	size_t n;

	while ((p = input_line(in, &n)) != NULL) {
		e = p + n;
		while (p < e && (*p == ' ' || *p == '\t'))
			p++;
		while (e > p && (e[-1] == ' ' || e[-1] == '\t' ||
		    e[-1] == '\r'))
			e--;
		if (p == e ? !in->keepblank : *p == '#')
			continue;
		*e = '\0';
		*len = (size_t)(e - p);
		in->records++;
		return p;
	}
	return NULL;
}

void
input_warn(const struct input *in, const char *fmt, ...)
{
	va_list ap;

	out_flush();
	if (in->noplace)
		fprintf(stderr, "%s: ", err_argv0);
	else
		fprintf(stderr, "%s: %s:%lld: ", err_argv0, in->name,
		    in->lineno);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/* The bytes already read and not yet taken, for a caller's fast path. */
char *
input_peek(struct input *in, size_t *avail)
{
	*avail = in->buf == NULL ? 0 : in->end - in->start;
	return in->buf == NULL ? NULL : in->buf + in->start;
}

/* Consume n bytes of what input_peek gave: whole lines, lines of them. */
void
input_take(struct input *in, size_t n, long long lines)
{
	in->start += n;
	in->lineno += lines;
	in->records += lines;
}
