#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"
#include "solve/summary.h"

#define check(x)	((x) ? (void)0 : abort())
#define WRITE_MAX	4096	/* guesses of the summaries written back */

static int outfd;

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	outfd = fuzz_tmpfd();
	return 0;
}

/* The summary of what fd reads, closed after; its status. */
static int
readsum(struct summary *s, int fd)
{
	struct input in;
	int status;

	memset(s, 0, sizeof(*s));
	input_fdopen(&in, fd, "fuzz");
	status = summary_read(s, &in);
	input_close(&in);
	return status;
}

/* The same counts, and with labels the same labels. */
static void
same(const struct summary *a, const struct summary *b, int labels)
{
	size_t i;

	check(a->games == b->games && a->failed == b->failed &&
	    a->total == b->total);
	for (i = 1; i < a->ncount || i < b->ncount; i++)
		check((i < a->ncount ? a->count[i] : 0) ==
		    (i < b->ncount ? b->count[i] : 0));
	for (i = 0; labels && i < SUMMARY_NLABELS; i++)
		check(strcmp(a->label[i], b->label[i]) == 0);
}

/*
 * Read game records and summaries, text, CSV or JSON: the counts add
 * up, and the summary written as text, CSV, JSON or a chart reads back
 * (but the chart) to the same counts, and labels, without a complaint.
 */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const int formats[] = {
		SUMMARY_TEXT, SUMMARY_CHART, SUMMARY_CSV, SUMMARY_JSON
	};
	struct summary s, again;
	struct game g;
	uint64_t games, total;
	size_t i;
	int status, format;

	if (size < 1)
		return 0;
	format = formats[data[0] & 3];
	status = readsum(&s, fuzz_input(data + 1, size - 1));
	check(status == 0 || status == 2);
	check(s.failed <= s.games);
	games = s.failed;
	total = 0;
	for (i = 1; i < s.ncount; i++) {
		check(!__builtin_add_overflow(games, s.count[i], &games));
		total += i * s.count[i];
	}
	check(games == s.games && total == s.total);

	if (s.ncount > WRITE_MAX) {
		summary_free(&s);
		return 0;
	}
	if (fuzz_fill(outfd, NULL, 0) < 0 || dup2(outfd, 1) < 0)
		abort();
	game_init(&g);
	game_finish(&g);
	summary_report(&s, format, &g, data[0] & 4 ? "minimax" : NULL);
	out_flush();
	if (format != SUMMARY_CHART) {
		if (lseek(outfd, 0, SEEK_SET) < 0)
			abort();
		check(readsum(&again, dup(outfd)) == 0);
		same(&s, &again, format != SUMMARY_TEXT);
		summary_free(&again);
	}
	summary_free(&s);
	return 0;
}
