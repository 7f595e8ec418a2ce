/* --state: an exact search cut short by a signal, saved and taken up. */
#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core.h"

/*
 * The state file is the memo: every set whose least total, or a lower
 * bound of it, the search has found, as they lie in memory.  They hold
 * for any search of the same game, whatever its -m, so a search started
 * again with them finds the same total and tree, and settles at once
 * each set finished before.  A line says what the file is, a line the
 * game, then come the sets, then a line with their sum, so that a file
 * of another game, cut short or damaged is refused.
 */
#define STATE_MAGIC	"mm-solve optimal state 1\n"
#define STATE_ORDER	0x01020304u	/* the order of bytes in memory */

static volatile sig_atomic_t caught;
static int *volatile stopflag;
static struct sigaction oldint, oldterm;
static int catching;

/* Only flags: the search sees the stop and returns. */
static void
onsignal(int sig)
{
	int *stop = stopflag;

	caught = sig;
	if (stop != NULL)
		__atomic_store_n(stop, 1, __ATOMIC_RELEASE);
}

static void
gamestamp(const struct exact *o, char *s, size_t size)
{
	snprintf(s, size, "game %d %d %d codes %" PRIu32 " slot %zu order "
	    "%#x\n", o->pegs, o->ncolors, o->distinct, o->n,
	    sizeof(struct slot), STATE_ORDER);
}

/*
 * Catch SIGINT and SIGTERM during a search with --state, unless they
 * were ignored, as a shell ignores SIGINT in a command it runs in the
 * background.
 */
void
exact_resume_catch(struct exact *o)
{
	struct sigaction sa;

	if (o->state == NULL)
		return;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = onsignal;
	sigemptyset(&sa.sa_mask);
	caught = 0;
	stopflag = &o->stop;
	sigaction(SIGINT, NULL, &oldint);
	sigaction(SIGTERM, NULL, &oldterm);
	if (oldint.sa_handler != SIG_IGN)
		sigaction(SIGINT, &sa, NULL);
	if (oldterm.sa_handler != SIG_IGN)
		sigaction(SIGTERM, &sa, NULL);
	catching = 1;
}

/* Let the signals be again; the one caught meanwhile, or 0. */
int
exact_resume_release(void)
{
	if (!catching)
		return 0;
	sigaction(SIGINT, &oldint, NULL);
	sigaction(SIGTERM, &oldterm, NULL);
	stopflag = NULL;
	catching = 0;
	return caught;
}

/*
 * Save the memo in the state file, by way of a file beside it renamed
 * over it, and end as the signal sig would have.
 */
_Noreturn void
exact_resume_save(struct exact *o, int sig)
{
	char line[160], *tmp;
	uint64_t sum = 0, count;
	FILE *fp;
	int fd;

	tmp = xmalloc(strlen(o->state) + 8);
	sprintf(tmp, "%s.XXXXXX", o->state);
	if ((fd = mkstemp(tmp)) < 0 || (fp = fdopen(fd, "wb")) == NULL)
		die("%s:", tmp);
	gamestamp(o, line, sizeof(line));
	count = exact_memo_write(&o->memo, NULL, NULL);
	fprintf(fp, "%s%s%" PRIu64 " sets\n", STATE_MAGIC, line, count);
	exact_memo_write(&o->memo, fp, &sum);
	fprintf(fp, "sum %016" PRIx64 "\n", sum);
	if (fflush(fp) != 0 || ferror(fp) || fsync(fd) != 0 ||
	    fclose(fp) != 0 || rename(tmp, o->state) != 0) {
		unlink(tmp);
		die("%s: cannot save the search:", o->state);
	}
	err_warn("interrupted: the search so far is saved in %s", o->state);
	signal(sig, SIG_DFL);
	raise(sig);
	exit(128 + sig);
}

_Noreturn static void
refuse(const struct exact *o, const char *why)
{
	die("%s: %s: remove it to search from the start", o->state, why);
}

/* Take up the search the state file holds, if there is one. */
void
exact_resume_load(struct exact *o)
{
	char line[160], want[160];
	uint64_t sum = 0, count, given;
	FILE *fp;

	if (o->state == NULL || o->loaded)
		return;
	o->loaded = 1;
	if ((fp = fopen(o->state, "rb")) == NULL) {
		if (errno == ENOENT)
			return;
		die("%s:", o->state);
	}
	if (fgets(line, sizeof(line), fp) == NULL ||
	    strcmp(line, STATE_MAGIC) != 0)
		refuse(o, "not a state of mm-solve -t optimal");
	gamestamp(o, want, sizeof(want));
	if (fgets(line, sizeof(line), fp) == NULL || strcmp(line, want) != 0)
		refuse(o, "the state of another game");
	if (fgets(line, sizeof(line), fp) == NULL ||
	    sscanf(line, "%" SCNu64 " sets", &count) != 1 ||
	    exact_memo_read(&o->memo, fp, count, o->n, &sum) < 0 ||
	    fgets(line, sizeof(line), fp) == NULL ||
	    sscanf(line, "sum %" SCNx64, &given) != 1 || given != sum ||
	    fgetc(fp) != EOF)
		refuse(o, "a damaged state");
	fclose(fp);
}

/* The search finished: its state, if any, is of no more use. */
void
exact_resume_done(struct exact *o)
{
	if (o->state != NULL && unlink(o->state) != 0 && errno != ENOENT)
		die("%s:", o->state);
}
