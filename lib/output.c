/* Buffered standard output, written by one thread while others work,
 * every write checked, and numbers written for people. */
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <string.h>
#include <unistd.h>

#include "mm.h"

#define FIRSTSIZE	(1 << 16)
#define OUTSIZE	(1 << 20)

/*
 * Output is gathered in one buffer while a full one is written by a
 * second thread, started when the first buffer fills; out_flush()
 * writes everything before it returns.  The two buffers are one table
 * (xcalloc_table()), made when more than FIRSTSIZE bytes are gathered:
 * until then a small one serves, as a page of memory costs as much to
 * map the first time it is used as a huge page does to map 16 or so.
 */
static char first[FIRSTSIZE];
static char *bufs;
static char *outbuf = first;
static size_t outcap = FIRSTSIZE;
static size_t outlen;
static int outfailed;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t change = PTHREAD_COND_INITIALIZER;
static int writerup;
static const char *queued;
static size_t queuedlen;
static int writeerr;
static void (*onclose)(void);

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

static void *
writer(void *arg)
{
	const char *p;
	size_t n;
	int err;

	(void)arg;
	pthread_mutex_lock(&lock);
	for (;;) {
		while (queued == NULL)
			pthread_cond_wait(&change, &lock);
		p = queued;
		n = queuedlen;
		pthread_mutex_unlock(&lock);
		err = writeall(p, n) < 0 ? errno : 0;
		pthread_mutex_lock(&lock);
		if (err != 0 && writeerr == 0)
			writeerr = err;
		queued = NULL;
		pthread_cond_broadcast(&change);
	}
	return NULL;
}

/* Wait for the writer to finish what it was given. */
static void
drain(void)
{
	int err;

	if (!writerup || outfailed)
		return;
	pthread_mutex_lock(&lock);
	while (queued != NULL)
		pthread_cond_wait(&change, &lock);
	err = writeerr;
	pthread_mutex_unlock(&lock);
	if (err != 0) {
		outfailed = 1;
		errno = err;
		die("write error:");
	}
}

/* Give the full buffer to the writer and go on in the other one. */
static void
handoff(void)
{
	pthread_t t;

	if (bufs == NULL) {
		bufs = xcalloc_table(2 * OUTSIZE, 1);
		memcpy(bufs, outbuf, outlen);
		outbuf = bufs;
		outcap = OUTSIZE;
		return;
	}
	if (!writerup) {
		if (pthread_create(&t, NULL, writer, NULL) != 0) {
			out_flush();
			return;
		}
		pthread_detach(t);
		writerup = 1;
	}
	drain();
	pthread_mutex_lock(&lock);
	queued = outbuf;
	queuedlen = outlen;
	pthread_cond_broadcast(&change);
	pthread_mutex_unlock(&lock);
	outbuf = outbuf == bufs ? bufs + OUTSIZE : bufs;
	outlen = 0;
}

/* Write out what is buffered; on failure report once and exit 2. */
void
out_flush(void)
{
	size_t n = outlen;

	drain();
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
	if (outcap - outlen < n && !outfailed)
		handoff();
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
	if (n == 0)
		return;
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

/*
 * Flush at exit, and exit with status 2 on a write error; once all is
 * written, call what out_atclose() named.
 */
void
out_close(void)
{
	out_flush();
	if (close(1) < 0 && errno != EBADF && errno != EINTR)
		die("write error:");
	if (onclose != NULL)
		onclose();
}

/* Have out_close() call fn once the output is written and closed. */
void
out_atclose(void (*fn)(void))
{
	onclose = fn;
}

/* The ending of a count's noun: "" for one, else the ending given. */
const char *
out_plural(uint64_t n, const char *ending)
{
	return n == 1 ? "" : ending;
}

/* The digit of 10 r / n, r < n, and *r its remainder, within 64 bits. */
static uint64_t
tenfold(uint64_t *r, uint64_t n)
{
	uint64_t acc = 0, d = 0;
	int i;

	for (i = 0; i < 10; i++) {
		if (acc >= n - *r) {
			acc -= n - *r;
			d++;
		} else {
			acc += *r;
		}
	}
	*r = acc;
	return d;
}

/*
 * total / n to the given decimals (at most 9), rounded half up, into
 * buf; n > 0.  A digit at a time, so that no step passes 64 bits.
 */
void
format_average(char *buf, size_t size, uint64_t total, uint64_t n,
    int decimals)
{
	uint64_t whole = total / n, r = total % n, frac = 0, scale = 1;
	int i;

	for (i = 0; i < decimals; i++) {
		frac = frac * 10 + tenfold(&r, n);
		scale *= 10;
	}
	if (r >= n - r && ++frac == scale) {
		frac = 0;
		whole++;
	}
	snprintf(buf, size, "%" PRIu64 ".%0*" PRIu64, whole, decimals, frac);
}
