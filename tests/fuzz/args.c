#include <sys/resource.h>

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"

/* A whole file, NUL-terminated; NULL with errno set on failure. */
char *
fuzz_readfile(const char *path, size_t *len)
{
	char *buf = NULL, *p;
	size_t cap = 0, n = 0;
	ssize_t r;
	int fd;

	if ((fd = strcmp(path, "-") == 0 ? 0 : open(path, O_RDONLY)) < 0)
		return NULL;
	for (;;) {
		if (cap - n < 4096) {
			cap = cap ? 2 * cap : 65536;
			if ((p = realloc(buf, cap + 1)) == NULL)
				break;
			buf = p;
		}
		if ((r = read(fd, buf + n, cap - n)) <= 0) {
			if (r == 0) {
				buf[n] = '\0';
				*len = n;
				if (fd > 0)
					close(fd);
				return buf;
			}
			break;
		}
		n += (size_t)r;
	}
	free(buf);
	if (fd > 0)
		close(fd);
	return NULL;
}

/*
 * A command's input as a fuzzer writes it: one argument a line, then a
 * line "%%" and what the command reads on stdin.  An argument
 * MM_COLORS=... or MM_PEGS=... sets that variable instead.  The buffer
 * is cut up in place.
 */
void
fuzz_args(char *buf, size_t len, char *prog, struct fuzzargs *a)
{
	char *p = buf, *end = buf + len, *nl;

	unsetenv("MM_COLORS");
	unsetenv("MM_PEGS");
	a->argc = 0;
	a->argv[a->argc++] = prog;
	a->in = "";
	a->inlen = 0;
	for (; p < end; p = nl + 1) {
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			nl = end;
		*nl = '\0';
		if (strcmp(p, "%%") == 0) {
			a->in = nl + (nl < end);
			a->inlen = (size_t)(end - a->in);
			break;
		}
		if (strncmp(p, "MM_COLORS=", 10) == 0)
			setenv("MM_COLORS", p + 10, 1);
		else if (strncmp(p, "MM_PEGS=", 8) == 0)
			setenv("MM_PEGS", p + 8, 1);
		else if (a->argc <= FUZZ_MAXARGS)
			a->argv[a->argc++] = p;
	}
	a->argv[a->argc] = NULL;
}

/*
 * Stdin from the input, stdout to a temporary file that may not grow
 * past FUZZ_OUTLIMIT (writes past it fail), and a CPU time limit, so
 * that no input runs away.
 */
void
fuzz_stdio(const struct fuzzargs *a)
{
	struct rlimit fsize = { FUZZ_OUTLIMIT, FUZZ_OUTLIMIT };
	struct rlimit cpu = { 20, 20 };
	int in = fuzz_tmpfd(), out = fuzz_tmpfd();

	if (fuzz_fill(in, (const uint8_t *)a->in, a->inlen) < 0 ||
	    dup2(in, 0) < 0 || dup2(out, 1) < 0) {
		perror("fuzz");
		exit(99);
	}
	close(in);
	close(out);
	signal(SIGXFSZ, SIG_IGN);
	setrlimit(RLIMIT_FSIZE, &fsize);
	setrlimit(RLIMIT_CPU, &cpu);
}
