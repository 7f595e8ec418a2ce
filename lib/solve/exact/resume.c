/* --state: an exact search cut short by a signal, saved and taken up. */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
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
 *
 * The file is a cache, not a proof: its sum finds damage, not a file
 * made to mislead.  So each set read must hold what the search can
 * have written (exact_memo_read()), a guess taken from it must split
 * its set and the tree stay within the guesses a game can take
 * (exact_record()), and the tree found is played over its codes before
 * it is given: a total other than the search's is a damaged state.  A
 * file whose every value is one the search could have written, but
 * false, still makes the search take a worse guess; it cannot make it
 * write a tree that takes other than the total it found.
 *
 * Nothing found is lost.  The path is checked before the search: a
 * regular file or none, in a directory where a file can be made.  A
 * signal stops the search and saves it; so does its end, before the
 * tree is written, and the file goes only once all the output is
 * written and closed (out_atclose()).  The memo is written to a file
 * beside it, renamed over it; meanwhile SIGINT, SIGTERM and SIGHUP only
 * say that the save goes on, and SIGXFSZ is ignored, so that a file
 * too large is a write that fails: no half-written file stays.
 */
#define STATE_MAGIC	"mm-solve optimal state 1\n"
#define STATE_ORDER	0x01020304u	/* the order of bytes in memory */

static const int stops[] = { SIGINT, SIGTERM, SIGHUP };
#define NSTOPS	(sizeof(stops) / sizeof(*stops))

static volatile sig_atomic_t caught;	/* the first signal, or 0 */
static volatile sig_atomic_t saving;	/* the memo is being written */
static int *volatile stopflag;
static struct sigaction old[NSTOPS], oldxfsz;
static int catching;
static char still[256];			/* what a signal says meanwhile */
static size_t stilllen;
static const char *finished;		/* a state to remove at the end */
static int kept;			/* and the search saved in it */

/* Only flags, and while the memo is written, a word that it is. */
static void
onsignal(int sig)
{
	int *stop = stopflag, e = errno;
	ssize_t w;

	if (caught == 0)
		caught = sig;
	if (stop != NULL)
		__atomic_store_n(stop, 1, __ATOMIC_RELEASE);
	if (saving) {
		w = write(2, still, stilllen);
		(void)w;
	}
	errno = e;
}

static void
gamestamp(const struct exact *o, char *s, size_t size)
{
	snprintf(s, size, "game %d %d %d codes %" PRIu32 " slot %zu order "
	    "%#x\n", o->pegs, o->ncolors, o->distinct, o->n,
	    sizeof(struct slot), STATE_ORDER);
}

/* Catch the signals that stop a search, unless they were ignored. */
static void
catch(void)
{
	struct sigaction sa;
	size_t i;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = onsignal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < NSTOPS; i++) {
		sigaction(stops[i], NULL, &old[i]);
		if (old[i].sa_handler != SIG_IGN)
			sigaction(stops[i], &sa, NULL);
	}
	catching = 1;
}

static void
uncatch(void)
{
	size_t i;

	for (i = 0; i < NSTOPS; i++)
		sigaction(stops[i], &old[i], NULL);
	stopflag = NULL;
	catching = 0;
}

/*
 * Catch SIGINT, SIGTERM and SIGHUP during a search with --state, unless
 * they were ignored, as a shell ignores SIGINT in a command it runs in
 * the background.
 */
void
exact_resume_catch(struct exact *o)
{
	if (o->state == NULL)
		return;
	caught = 0;
	stopflag = &o->stop;
	catch();
}

/*
 * Let the signals be again, unless one was caught: the search is then
 * saved with them still caught.  The one caught, or 0.
 */
int
exact_resume_release(void)
{
	if (!catching)
		return 0;
	if (caught == 0)
		uncatch();
	return caught;
}

/* End as signal sig would have. */
_Noreturn static void
endby(int sig)
{
	sigset_t set;

	signal(sig, SIG_DFL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	pthread_sigmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
	exit(128 + sig);
}

/*
 * Write the memo to the state file, by way of a file beside it renamed
 * over it, the signals that stop a search caught meanwhile: 0, or -1
 * and errno, the file as it was and nothing left beside it.
 */
static int
save(struct exact *o)
{
	struct sigaction ign;
	char line[160], *tmp;
	uint64_t sum = 0, count;
	FILE *fp = NULL;
	int fd, e, r = -1;

	if (!catching)
		catch();
	memset(&ign, 0, sizeof(ign));
	ign.sa_handler = SIG_IGN;
	sigaction(SIGXFSZ, &ign, &oldxfsz);
	saving = 1;
	tmp = xmalloc(strlen(o->state) + 8);
	sprintf(tmp, "%s.XXXXXX", o->state);
	if ((fd = mkstemp(tmp)) < 0)
		goto out;
	if ((fp = fdopen(fd, "wb")) == NULL) {
		e = errno;
		close(fd);
		errno = e;
		goto fail;
	}
	gamestamp(o, line, sizeof(line));
	count = exact_memo_write(&o->memo, NULL, NULL);
	fprintf(fp, "%s%s%" PRIu64 " sets\n", STATE_MAGIC, line, count);
	exact_memo_write(&o->memo, fp, &sum);
	fprintf(fp, "sum %016" PRIx64 "\n", sum);
	if (fflush(fp) != 0 || ferror(fp) || fsync(fd) != 0) {
		e = errno;
		fclose(fp);
		errno = e;
		goto fail;
	}
	if (fclose(fp) != 0 || rename(tmp, o->state) != 0)
		goto fail;
	r = 0;
	goto out;
fail:
	e = errno;
	unlink(tmp);
	errno = e;
out:
	e = errno;
	saving = 0;
	sigaction(SIGXFSZ, &oldxfsz, NULL);
	free(tmp);
	errno = e;
	return r;
}

/* Save the memo in the state file, and end as the signal sig would have. */
_Noreturn void
exact_resume_save(struct exact *o, int sig)
{
	if (save(o) < 0)
		die("%s: cannot save the search:", o->state);
	err_warn("interrupted: the search so far is saved in %s", o->state);
	uncatch();
	endby(sig);
}

_Noreturn static void
refuse(const struct exact *o, const char *why)
{
	die("%s: %s: remove it to search from the start", o->state, why);
}

/*
 * What the search found cannot be so: the state misled it, or if none
 * was read, the search is wrong.
 */
_Noreturn void
exact_resume_damaged(const struct exact *o, const char *what)
{
	char why[128];

	snprintf(why, sizeof(why), "a damaged state (%s)", what);
	if (o->state != NULL && o->loaded > 1)
		refuse(o, why);
	die("the exact search is wrong: %s", what);
}

/*
 * Read the memo of the state file fp into the search: NULL, or why it
 * is refused.
 */
const char *
exact_resume_read(struct exact *o, FILE *fp)
{
	char line[160], want[160];
	uint64_t sum = 0, count, given;

	if (fgets(line, sizeof(line), fp) == NULL ||
	    strcmp(line, STATE_MAGIC) != 0)
		return "not a state of mm-solve -t optimal";
	gamestamp(o, want, sizeof(want));
	if (fgets(line, sizeof(line), fp) == NULL || strcmp(line, want) != 0)
		return "the state of another game";
	if (fgets(line, sizeof(line), fp) == NULL ||
	    sscanf(line, "%" SCNu64 " sets", &count) != 1)
		return "a damaged state";
	snprintf(want, sizeof(want), "%" PRIu64 " sets\n", count);
	if (strcmp(line, want) != 0 ||
	    exact_memo_read(&o->memo, fp, count, o->n, o->lb, &sum) < 0 ||
	    fgets(line, sizeof(line), fp) == NULL ||
	    sscanf(line, "sum %" SCNx64, &given) != 1)
		return "a damaged state";
	snprintf(want, sizeof(want), "sum %016" PRIx64 "\n", given);
	if (strcmp(line, want) != 0 || given != sum || fgetc(fp) != EOF)
		return "a damaged state";
	return NULL;
}

/* Take up the search the state file holds, if there is one. */
void
exact_resume_load(struct exact *o)
{
	const char *err;
	struct stat st;
	FILE *fp;
	int fd;

	if (o->state == NULL || o->loaded)
		return;
	o->loaded = 1;
	if ((fd = open(o->state, O_RDONLY | O_NONBLOCK)) < 0) {
		if (errno == ENOENT)
			return;
		die("%s:", o->state);
	}
	if (fstat(fd, &st) != 0)
		die("%s:", o->state);
	if (!S_ISREG(st.st_mode))
		die("%s: not a regular file", o->state);
	if ((fp = fdopen(fd, "rb")) == NULL)
		die("%s:", o->state);
	o->loaded = 2;
	if ((err = exact_resume_read(o, fp)) != NULL)
		refuse(o, err);
	fclose(fp);
}

/*
 * --state file: check that the search can be saved there, a regular
 * file or none in a directory where a file can be made, before it
 * starts.
 */
void
exact_state(struct exact *o, const char *file)
{
	struct stat st;
	char *tmp;
	int fd;

	o->state = file;
	if (file == NULL)
		return;
	if (stat(file, &st) == 0) {
		if (!S_ISREG(st.st_mode))
			die("%s: not a regular file", file);
	} else if (errno != ENOENT)
		die("%s: cannot save the search there:", file);
	tmp = xmalloc(strlen(file) + 8);
	sprintf(tmp, "%s.XXXXXX", file);
	if ((fd = mkstemp(tmp)) < 0)
		die("%s: cannot save the search there:", file);
	close(fd);
	unlink(tmp);
	free(tmp);
	snprintf(still, sizeof(still), "%s: still saving the search in %s\n",
	    err_argv0, file);
	stilllen = strlen(still);
}

/* The output is written: the state of the finished search goes. */
static void
removestate(void)
{
	const char *file = finished;

	finished = NULL;
	if (file != NULL && unlink(file) != 0 && errno != ENOENT)
		err_warn("%s: cannot remove the state of the finished "
		    "search:", file);
}

/* The output could not all be written: say where the search is. */
static void
keptstate(void)
{
	if (finished != NULL && kept)
		err_warn("the finished search is kept in %s", finished);
}

/*
 * The search finished: clear the line of progress its recording may
 * have drawn, save it, so that its tree can still be written if the
 * output fails, and remove it once the output is closed.  A signal
 * that came meanwhile ends the program, the search saved.
 */
void
exact_finish(struct exact *o)
{
	static int registered;
	int r;

	progress_clear(&o->progress);
	if (o->state == NULL)
		return;
	r = save(o);
	if (caught != 0) {
		if (r < 0)
			die("%s: cannot save the search:", o->state);
		err_warn("interrupted: the search so far is saved in %s",
		    o->state);
		uncatch();
		endby(caught);
	}
	if (catching)
		uncatch();
	if (r < 0)
		err_warn("%s: cannot save the finished search:", o->state);
	if (!registered) {
		registered = 1;
		atexit(keptstate);
	}
	kept = r == 0;
	finished = o->state;
	out_atclose(removestate);
}
