#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* memfd_create */
#endif
#include <sys/mman.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"

static const char *const specs[] = {
	"A-F", "0-9", "1-6", "a-h", "RGBYWK", "Ab3", "aB", "Zz9", "A-Z",
	"0-1", "x-z", "AaBbCc", "5-9"
};

/*
 * A game from the first three bytes: pegs, colours and flags, always
 * one the commands accept, so no input ends the process.
 */
int
fuzz_game(struct game *g, const uint8_t **data, size_t *size, int *flags)
{
	const uint8_t *d = *data;
	size_t nspecs = sizeof(specs) / sizeof(specs[0]);
	char count[4];

	if (*size < 3)
		return -1;
	game_init(g);
	g->pegs = 1 + d[0] % MM_MAXPEGS;
	if (d[1] < 128) {
		snprintf(count, sizeof(count), "%d", 1 + d[1] % MM_MAXCOLORS);
		game_colors(g, count, NULL);
	} else {
		game_colors(g, specs[d[1] % nspecs], NULL);
	}
	*flags = d[2];
	g->distinct = (d[2] & FUZZ_DISTINCT) && g->pegs <= g->ncolors;
	game_finish(g);
	*data += 3;
	*size -= 3;
	return 0;
}

/* What is written to fd thrown away. */
void
fuzz_quiet(int fd)
{
	int null;

	if ((null = open("/dev/null", O_WRONLY)) < 0 || dup2(null, fd) < 0)
		abort();
	close(null);
}

/* A temporary file, gone when closed: in memory where it can be. */
int
fuzz_tmpfd(void)
{
	FILE *f;
	int fd;

#ifdef MFD_CLOEXEC
	if ((fd = memfd_create("fuzz", 0)) >= 0)
		return fd;
#endif
	if ((f = tmpfile()) == NULL || (fd = dup(fileno(f))) < 0)
		abort();
	fclose(f);
	return fd;
}

/* Make fd hold exactly the data, read from its start. */
int
fuzz_fill(int fd, const uint8_t *data, size_t size)
{
	size_t done = 0;
	ssize_t n;

	if (ftruncate(fd, 0) < 0 || lseek(fd, 0, SEEK_SET) < 0)
		return -1;
	while (done < size) {
		if ((n = write(fd, data + done, size - done)) <= 0)
			return -1;
		done += (size_t)n;
	}
	return lseek(fd, 0, SEEK_SET) < 0 ? -1 : 0;
}

/* A descriptor that reads the data from its start, for input_fdopen. */
int
fuzz_input(const uint8_t *data, size_t size)
{
	static int fd = -1;
	int d;

	if (fd < 0)
		fd = fuzz_tmpfd();
	if (fuzz_fill(fd, data, size) < 0 || (d = dup(fd)) < 0)
		abort();
	return d;
}

/* All that fd holds, NUL-terminated, from its start; the caller frees it. */
char *
fuzz_slurp(int fd, size_t *len)
{
	off_t end = lseek(fd, 0, SEEK_END);
	char *buf;
	ssize_t n;
	size_t done = 0;

	if (end < 0 || (buf = malloc((size_t)end + 1)) == NULL)
		abort();
	while (done < (size_t)end) {
		n = pread(fd, buf + done, (size_t)end - done, (off_t)done);
		if (n <= 0)
			abort();
		done += (size_t)n;
	}
	buf[done] = '\0';
	*len = done;
	return buf;
}
