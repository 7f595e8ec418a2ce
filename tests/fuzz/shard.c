/*
 * The lines of a shard as --join reads them: each line taken as a
 * shard's first line or a job's is exactly the one its values write
 * again, its numbers within 32 bits, K of N with 1 <= K <= N.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "solve/shard.h"

#define check(x)	((x) ? (void)0 : abort())

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	return 0;
}

/* A job line written again from what shard_readjob() read. */
static void
jobagain(const struct jobline *j, char *s, size_t size)
{
	size_t at;
	int k;

	at = (size_t)snprintf(s, size, "job %" PRIu32 "/%" PRIu32
	    " %.*s %.*s %" PRIu32 "%s%.*s: %s %" PRIu32, j->i, j->nj,
	    (int)j->guesslen, j->guess, (int)j->fblen, j->fb, j->codes,
	    j->second != NULL ? " " : "", (int)j->secondlen,
	    j->second != NULL ? j->second : "",
	    j->exact ? "total" : "at least", j->value);
	if (j->nparts < 0)
		return;
	check(!j->exact && j->second != NULL);
	if (j->nparts > 0)
		at += (size_t)snprintf(s + at, size - at, "; parts");
	for (k = 0; k < j->nparts && at < size; k++) {
		check(j->pfblen[k] > 0);
		at += (size_t)snprintf(s + at, size - at, " %.*s %" PRIu32,
		    (int)j->pfblen[k], j->pfb[k], j->pv[k]);
	}
}

static void
oneline(const char *line)
{
	struct jobline j;
	const char *rest;
	uint32_t k, n;
	char *again;
	size_t size = strlen(line) + 64;

	again = xmalloc(size);
	if (shard_readhead(line, &k, &n, &rest) == NULL) {
		check(k >= 1 && k <= n);
		snprintf(again, size, "shard %" PRIu32 "/%" PRIu32 " %s", k, n,
		    rest);
		check(strcmp(again, line) == 0);
	}
	if (shard_readjob(line, &j) == NULL) {
		check(j.guesslen > 0 && j.fblen > 0);
		check(j.second == NULL || j.secondlen > 0);
		check(j.nparts <= MM_MAXCLASSES);
		jobagain(&j, again, size);
		check(strcmp(again, line) == 0);
	}
	free(again);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *buf = xmalloc(size + 1), *line, *nl;

	memcpy(buf, data, size);
	buf[size] = '\0';
	for (line = buf; line != NULL; line = nl) {
		if ((nl = strchr(line, '\n')) != NULL)
			*nl++ = '\0';
		oneline(line);
	}
	free(buf);
	return 0;
}
