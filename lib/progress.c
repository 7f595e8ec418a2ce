/* A line of progress on standard error, redrawn in place. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "mm.h"

#define PROGRESS_WAIT	1.0	/* seconds before the first line on a terminal */
#define PROGRESS_EVERY	0.5	/* seconds between two lines */
#define PROGRESS_GAMES	64	/* games between two looks at the clock */

static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/*
 * Start the clock.  The line is drawn when standard error is a
 * terminal, after a second, so that a short run shows none; or when
 * asked for, at once, wherever standard error goes.
 */
void
progress_init(struct progress *p, int asked)
{
	memset(p, 0, sizeof(*p));
	p->on = asked || isatty(2);
	p->start = now();
	p->next = asked ? 0 : PROGRESS_WAIT;
}

double
progress_elapsed(const struct progress *p)
{
	return now() - p->start;
}

/* Whether the line is to be drawn again now. */
int
progress_due(struct progress *p)
{
	double t;

	if (!p->on || (t = progress_elapsed(p)) < p->next)
		return 0;
	p->next = t + PROGRESS_EVERY;
	return 1;
}

/* Draw the line over the last one: the program's name, then fmt. */
void
progress_draw(struct progress *p, const char *fmt, ...)
{
	char line[PROGRESS_SIZE];
	va_list ap;
	size_t n;

	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	n = strlen(err_argv0) + 2 + strlen(line);
	fprintf(stderr, "\r%s: %s%*s", err_argv0, line,
	    (int)(p->len > n ? p->len - n : 0), "");
	p->len = n;
}

/* Clear the line, if one was drawn. */
void
progress_clear(struct progress *p)
{
	if (p->len > 0)
		fprintf(stderr, "\r%*s\r", (int)p->len, "");
	p->len = 0;
}

/* Seconds as 42 s, 3:07 or 2:03:07. */
const char *
progress_time(double s, char *buf, size_t size)
{
	unsigned long t = s < 0 ? 0 : (unsigned long)(s + 0.5);

	if (t < 60)
		snprintf(buf, size, "%lu s", t);
	else if (t < 3600)
		snprintf(buf, size, "%lu:%02lu", t / 60, t % 60);
	else
		snprintf(buf, size, "%lu:%02lu:%02lu", t / 3600, t / 60 % 60,
		    t % 60);
	return buf;
}

/*
 * The games done of a total (0 if unknown), the rate, the time taken
 * and, with a total, the time left; looked at every so many games.
 */
void
progress_games(struct progress *p, uint64_t done, uint64_t total)
{
	char took[24], left[24];
	double t, rate;

	if (done % PROGRESS_GAMES != 0 || !progress_due(p))
		return;
	t = progress_elapsed(p);
	rate = t > 0 ? (double)done / t : 0;
	progress_time(t, took, sizeof(took));
	if (total < done || rate <= 0) {
		progress_draw(p, "selfplay: %" PRIu64 " games, %.0f a second, "
		    "%s", done, rate, took);
		return;
	}
	progress_time((double)(total - done) / rate, left, sizeof(left));
	progress_draw(p, "selfplay: %" PRIu64 "/%" PRIu64 " games (%.0f%%), "
	    "%.0f a second, %s, %s left", done, total,
	    100.0 * (double)done / (double)total, rate, took, left);
}

/*
 * The lines of some files, from their sizes and the length of a line,
 * or 0 when one of them is not a regular file ("-" is standard input).
 */
uint64_t
progress_lines(char *const *files, size_t linelen)
{
	struct stat st;
	uint64_t bytes = 0;

	for (; *files != NULL; files++) {
		if ((strcmp(*files, "-") == 0 ? fstat(0, &st) :
		    stat(*files, &st)) < 0 || !S_ISREG(st.st_mode))
			return 0;
		bytes += (uint64_t)st.st_size;
	}
	return bytes / linelen;
}
