#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "mm.h"

#define OUTSIZE	(1 << 20)

static char outbuf[OUTSIZE];
static size_t outlen;
static int outfailed;

static int
writeall(const char *p, size_t n)
{
	ssize_t w;

	while (n > 0) {
		w = write(1, p, n);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

/* Write out what is buffered; on failure report once and exit 2. */
void
out_flush(void)
{
	size_t n = outlen;

	if (outfailed || n == 0)
		return;
	outlen = 0;
	if (writeall(outbuf, n) < 0) {
		outfailed = 1;
		die("write error:");
	}
}

char *
out_reserve(size_t n)
{
	if (OUTSIZE - outlen < n)
		out_flush();
	if (outfailed)
		outlen = 0;
	return outbuf + outlen;
}

void
out_commit(size_t n)
{
	outlen += n;
}

void
out_write(const char *p, size_t n)
{
	if (n > OUTSIZE / 2) {
		out_flush();
		if (!outfailed && writeall(p, n) < 0) {
			outfailed = 1;
			die("write error:");
		}
		return;
	}
	memcpy(out_reserve(n), p, n);
	outlen += n;
}

void
out_putc(int c)
{
	*out_reserve(1) = (char)c;
	outlen++;
}

void
out_puts(const char *s)
{
	out_write(s, strlen(s));
}

/* Flush at exit and report a write error: returns the exit status. */
int
out_close(void)
{
	out_flush();
	if (close(1) < 0 && errno != EBADF && errno != EINTR)
		die("write error:");
	return 0;
}
