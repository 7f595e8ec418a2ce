/*
 * Plays the person's part of a session at a terminal, as a transcript
 * shows it, and writes what the screen showed.
 * usage: pty-transcript [-t seconds] transcript command [argument ...]
 *
 * The command runs on a new pseudo-terminal, the leader of its own session.
 * It writes whole lines, so when its output stops on a partial line, that
 * line is a prompt: if it begins the transcript's line that the screen has
 * reached, the rest of that line is typed with a newline.  The terminal
 * echoes what is typed, so the screen comes to read as the transcript.
 * At the end the screen goes to standard output, each CR LF of the terminal
 * as LF, and the exit status is the command's.  A command still running
 * after the time limit (20 s), or silent for 5 s with nothing to type (at a
 * prompt the transcript does not answer), is killed: the screen so far is
 * written, then a message, and the status is 2.
 */
#include <sys/ioctl.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "mm.h"

enum {
	QUIET = 100,		/* ms of silence that ends a prompt */
	STUCK = 5000		/* ms of silence with nothing to type */
};

struct text {
	char	*s;
	size_t	 len;
	size_t	 cap;
};

static struct text transcript;
static char **lines;
static size_t nlines;

static void
usage(void)
{
	fputs("usage: pty-transcript [-t seconds] transcript command "
	    "[argument ...]\n", stderr);
	exit(2);
}

static void
append(struct text *t, const char *s, size_t n)
{
	if (t->len + n > t->cap) {
		t->cap = t->len + n > 2 * t->cap ? t->len + n : 2 * t->cap;
		t->s = xrealloc(t->s, t->cap);
	}
	memcpy(t->s + t->len, s, n);
	t->len += n;
}

static void
readtranscript(const char *path)
{
	struct text *t = &transcript;
	char buf[4096], *p, *nl;
	FILE *f;
	size_t n;

	if ((f = fopen(path, "r")) == NULL)
		die("%s:", path);
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		append(t, buf, n);
	if (ferror(f))
		die("%s:", path);
	fclose(f);
	append(t, "", 1);
	lines = xmalloc(t->len * sizeof(*lines));
	for (p = t->s; *p != '\0'; p = nl + 1) {
		lines[nlines++] = p;
		if ((nl = strchr(p, '\n')) == NULL)
			break;
		*nl = '\0';
	}
}

static long
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static pid_t
spawn(int master, char *argv[])
{
	struct winsize ws = { 24, 80, 0, 0 };
	const char *name;
	pid_t pid;
	int fd;

	if (grantpt(master) == -1 || unlockpt(master) == -1 ||
	    (name = ptsname(master)) == NULL)
		die("pseudo-terminal:");
	ioctl(master, TIOCSWINSZ, &ws);
	if ((pid = fork()) == -1)
		die("fork:");
	if (pid > 0)
		return pid;
	close(master);
	if (setsid() == -1 || (fd = open(name, O_RDWR)) == -1 ||
	    ioctl(fd, TIOCSCTTY, 0) == -1) {
		err_warn("%s:", name);
		_exit(2);
	}
	dup2(fd, 0);
	dup2(fd, 1);
	dup2(fd, 2);
	if (fd > 2)
		close(fd);
	execvp(argv[0], argv);
	err_warn("%s:", argv[0]);
	_exit(127);
}

/*
 * If the screen stops on a prompt that begins the transcript's line it has
 * reached, type the rest of that line.
 */
static int
answer(int master, const struct text *screen)
{
	const char *prompt = screen->s, *want;
	size_t row = 0, i, n;

	for (i = 0; i < screen->len; i++)
		if (screen->s[i] == '\n') {
			row++;
			prompt = screen->s + i + 1;
		}
	n = (size_t)(screen->s + screen->len - prompt);
	if (n == 0 || row >= nlines)
		return 0;
	want = lines[row];
	if (strlen(want) < n || memcmp(want, prompt, n) != 0)
		return 0;
	want += n;
	n = strlen(want);
	if (write(master, want, n) != (ssize_t)n || write(master, "\n", 1) != 1)
		die("typing '%s':", want);
	return 1;
}

/* The screen as lines of text: CR LF, and CR CR LF, as LF. */
static void
putscreen(const struct text *screen)
{
	size_t i, j;

	for (i = 0; i < screen->len; i++) {
		for (j = i; j < screen->len && screen->s[j] == '\r'; j++)
			;
		if (j > i && j < screen->len && screen->s[j] == '\n')
			i = j;
		putchar(screen->s[i]);
	}
	if (fflush(stdout) == EOF || ferror(stdout))
		die("standard output:");
}

int
main(int argc, char *argv[])
{
	struct text screen = { NULL, 0, 0 };
	struct pollfd pfd;
	struct timespec pause = { 0, 10000000 };
	char why[64] = "";
	char buf[4096], *end;
	long limit = 20, deadline, last, t;
	int master, c, typed = 0, status;
	ssize_t n;
	pid_t pid;

	err_setprogname(&argv[0]);
	while ((c = getopt(argc, argv, "+t:")) != -1)
		switch (c) {
		case 't':
			errno = 0;
			limit = strtol(optarg, &end, 10);
			if (errno != 0 || *end != '\0' || limit < 1 ||
			    limit > 3600)
				die("bad time limit '%s': must be 1 to 3600",
				    optarg);
			break;
		default:
			usage();
		}
	argc -= optind;
	argv += optind;
	if (argc < 2)
		usage();
	readtranscript(argv[0]);
	screen.cap = sizeof(buf);
	screen.s = xmalloc(screen.cap);

	if ((master = posix_openpt(O_RDWR | O_NOCTTY)) == -1)
		die("posix_openpt:");
	pid = spawn(master, argv + 1);
	deadline = now() + limit * 1000;
	last = now();
	for (;;) {
		if ((t = now()) >= deadline) {
			snprintf(why, sizeof(why), "no end after %ld s", limit);
			break;
		}
		pfd.fd = master;
		pfd.events = POLLIN;
		c = poll(&pfd, 1, (int)(deadline - t < QUIET ? deadline - t :
		    QUIET));
		if (c == -1 && errno != EINTR)
			die("poll:");
		if (c == -1)
			continue;
		if (c == 0) {
			if (!typed && answer(master, &screen))
				typed = 1;
			else if (now() - last >= STUCK) {
				snprintf(why, sizeof(why), "silent for %d s "
				    "with nothing to type", STUCK / 1000);
				break;
			}
			continue;
		}
		n = read(master, buf, sizeof(buf));
		if (n == -1 && errno == EINTR)
			continue;
		if (n == -1 && errno != EIO)
			die("read:");
		if (n <= 0)		/* EIO: the command closed the terminal */
			break;
		append(&screen, buf, (size_t)n);
		last = now();
		typed = 0;
	}
	if (*why != '\0')
		kill(-pid, SIGKILL);
	while ((c = waitpid(pid, &status, *why != '\0' ? 0 : WNOHANG)) != pid) {
		if (c == -1 && errno != EINTR)
			die("waitpid:");
		if (c == 0 && now() >= deadline) {
			snprintf(why, sizeof(why), "no end after %ld s", limit);
			kill(-pid, SIGKILL);
		} else if (c == 0)
			nanosleep(&pause, NULL);
	}
	close(master);

	if (*why != '\0' && screen.len > 0 && screen.s[screen.len - 1] != '\n')
		append(&screen, "\n", 1);
	putscreen(&screen);
	free(screen.s);
	if (*why != '\0') {
		err_warn("%s: %s", argv[1], why);
		return 2;
	}
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
	return WEXITSTATUS(status);
}
