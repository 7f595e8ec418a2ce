/* Child processes for mm-play: the other tools started on pipes, lines
 * sent and read, and every child stopped and waited for at the end. */
#include <sys/types.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "play.h"

#define MAXCHILD	4
#define GRACE_MS	1000

static struct child *live[MAXCHILD];
static volatile pid_t livepid[MAXCHILD];

static int
runnable(const char *dir, size_t dirlen, const char *name, char *buf,
    size_t size)
{
	struct stat st;
	int n;

	if (dirlen == 0)
		n = snprintf(buf, size, "./%s", name);
	else
		n = snprintf(buf, size, "%.*s/%s", (int)dirlen, dir, name);
	return n > 0 && (size_t)n < size && stat(buf, &st) == 0 &&
	    S_ISREG(st.st_mode) && access(buf, X_OK) == 0;
}

/*
 * Find a tool: only in $MM_BINDIR when it is set, else beside the program
 * (when argv[0] names a directory), else on PATH.
 */
const char *
tool_find(const char *name, const char *prog, char *buf, size_t size)
{
	const char *dir, *p, *e;

	if ((dir = getenv("MM_BINDIR")) != NULL && *dir != '\0')
		return runnable(dir, strlen(dir), name, buf, size) ? buf : NULL;
	if ((p = strrchr(prog, '/')) != NULL &&
	    runnable(prog, (size_t)(p - prog) + (p == prog), name, buf, size))
		return buf;
	if ((p = getenv("PATH")) == NULL)
		p = "/usr/bin:/bin";
	for (;;) {
		e = strchr(p, ':');
		if (e == NULL)
			e = p + strlen(p);
		if (runnable(p, (size_t)(e - p), name, buf, size))
			return buf;
		if (*e == '\0')
			return NULL;
		p = e + 1;
	}
}

static void
cloexec(int fd)
{
	if (fcntl(fd, F_SETFD, FD_CLOEXEC) < 0)
		die("fcntl:");
}

static void
newpipe(int fd[2])
{
	if (pipe(fd) < 0)
		die("pipe:");
	cloexec(fd[0]);
	cloexec(fd[1]);
}

static void
closefd(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

static void
enlist(struct child *c)
{
	int i;

	for (i = 0; i < MAXCHILD; i++)
		if (live[i] == NULL) {
			live[i] = c;
			livepid[i] = c->pid;
			return;
		}
	die("too many child processes");
}

static void
delist(struct child *c)
{
	int i;

	for (i = 0; i < MAXCHILD; i++)
		if (live[i] == c) {
			livepid[i] = 0;
			live[i] = NULL;
		}
}

/* Put fd at the place to, open across exec. */
static int
movefd(int fd, int to)
{
	if (fd == to)
		return fcntl(fd, F_SETFD, 0);
	return dup2(fd, to);
}

_Noreturn static void
execchild(int in[2], int out[2], int err[2], int ex[2], const char *path,
    char *const argv[])
{
	int e;

	setpgid(0, 0);
	if (movefd(in[0], 0) >= 0 && movefd(out[1], 1) >= 0 &&
	    movefd(err[1], 2) >= 0)
		execv(path, argv);
	e = errno;
	while (write(ex[1], &e, sizeof(e)) < 0 && errno == EINTR)
		;
	_exit(127);
}

/*
 * Open /dev/null on each of descriptors 0, 1 and 2 that is closed, so
 * that no pipe takes its place.  It is opened the other way round, so
 * that reading a closed stdin or writing a closed stdout fails still.
 */
void
stdfds_open(void)
{
	int fd;

	for (fd = 0; fd <= 2; fd++)
		if (fcntl(fd, F_GETFD) < 0 && errno == EBADF &&
		    open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY) != fd)
			die("/dev/null:");
}

/* Start a tool with pipes to its stdin, stdout and stderr. */
void
child_start(struct child *c, const char *name, const char *path,
    char *const argv[])
{
	int in[2], out[2], err[2], ex[2], e;
	ssize_t n;

	memset(c, 0, sizeof(*c));
	c->name = name;
	c->timeout = -1;
	c->to = c->from = c->err = -1;
	newpipe(in);
	newpipe(out);
	newpipe(err);
	newpipe(ex);
	if ((c->pid = fork()) < 0)
		die("fork:");
	if (c->pid == 0)
		execchild(in, out, err, ex, path, argv);
	setpgid(c->pid, c->pid);
	enlist(c);
	close(in[0]);
	close(out[1]);
	close(err[1]);
	close(ex[1]);
	c->to = in[1];
	c->from = out[0];
	c->err = err[0];
	do
		n = read(ex[0], &e, sizeof(e));
	while (n < 0 && errno == EINTR);
	close(ex[0]);
	if (n == sizeof(e)) {
		child_wait(c);
		errno = e;
		die("cannot run %s:", path);
	}
}

static void
drainerr(struct child *c)
{
	char buf[512];
	ssize_t n;
	size_t k;

	n = read(c->err, buf, sizeof(buf));
	if (n < 0 && errno == EINTR)
		return;
	if (n <= 0) {
		closefd(&c->err);
		return;
	}
	k = CHILD_ERRMAX - c->errlen;
	if (k > (size_t)n)
		k = (size_t)n;
	memcpy(c->errtext + c->errlen, buf, k);
	c->errlen += k;
	c->errtext[c->errlen] = '\0';
}

/* Wait up to ms milliseconds for the child's stderr; 0 on timeout. */
static int
waiterr(struct child *c, int ms)
{
	struct pollfd p;
	int r;

	if (c->err < 0) {
		if (ms > 0)
			poll(NULL, 0, ms);
		return 0;
	}
	p.fd = c->err;
	p.events = POLLIN;
	r = poll(&p, 1, ms);
	if (r > 0)
		drainerr(c);
	return r > 0;
}

/*
 * What the child has written on stderr so far, taken into buf of size
 * bytes (cut to fit); what it writes next is gathered anew.
 */
void
child_errtake(struct child *c, char *buf, size_t size)
{
	size_t n;
	int i;

	for (i = 0; i < 64 && waiterr(c, 0); i++)
		;
	n = c->errlen < size ? c->errlen : size - 1;
	memcpy(buf, c->errtext, n);
	buf[n] = '\0';
	c->errlen = 0;
	c->errtext[0] = '\0';
}

static int
exited(pid_t pid)
{
	siginfo_t si;

	memset(&si, 0, sizeof(si));
	if (waitid(P_PID, (id_t)pid, &si, WEXITED | WNOHANG | WNOWAIT) < 0)
		return errno != EINTR;
	return si.si_pid == pid;
}

/*
 * Close the pipes to the child, give it up to ms milliseconds to end
 * (after sig, if any), then kill what is left of its process group and
 * reap it.
 */
static int
reap(struct child *c, int sig, int ms)
{
	pid_t pid = c->pid;
	int status, waited, i;

	closefd(&c->to);
	closefd(&c->from);
	if (pid <= 0)
		return c->status;
	if (sig != 0)
		kill(-pid, sig);
	for (waited = 0; !exited(pid) && waited < ms; waited += 5)
		waiterr(c, 5);
	kill(-pid, SIGKILL);
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR) {
			status = 0;
			break;
		}
	for (i = 0; i < 64 && waiterr(c, 0); i++)
		;
	closefd(&c->err);
	delist(c);
	c->pid = 0;
	c->status = status;
	return status;
}

/* Close the child's stdin: it reads to its end. */
void
child_close(struct child *c)
{
	closefd(&c->to);
}

/* The child's status once it has closed its output. */
int
child_wait(struct child *c)
{
	return reap(c, 0, GRACE_MS);
}

void
child_stop(struct child *c)
{
	reap(c, SIGTERM, GRACE_MS);
}

static void
relay(struct child *c)
{
	out_flush();
	if (c->errlen == 0)
		return;
	fwrite(c->errtext, 1, c->errlen, stderr);
	if (c->errtext[c->errlen - 1] != '\n')
		fputc('\n', stderr);
}

/* Stop the child, pass on what it said on stderr, and exit 2. */
_Noreturn void
child_fail(struct child *c, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	reap(c, SIGTERM, GRACE_MS);
	relay(c);
	die("%s %s", c->name, msg);
}

/* The child went away before its work was done: say how, and exit 2. */
_Noreturn void
child_ended(struct child *c)
{
	int status = child_wait(c);

	relay(c);
	if (WIFEXITED(status))
		die("%s ended early (exit status %d)", c->name,
		    WEXITSTATUS(status));
	if (WIFSIGNALED(status))
		die("%s ended early (killed by signal %d)", c->name,
		    WTERMSIG(status));
	die("%s ended early", c->name);
}

/* Write a line to the child; a child that went away is an error. */
void
child_send(struct child *c, const char *line)
{
	struct sigaction ign, old;
	char buf[CHILD_LINEMAX + 2];
	size_t n = strlen(line), off = 0;
	ssize_t w;
	int e = 0;

	if (n > CHILD_LINEMAX)
		die("line for %s too long", c->name);
	memcpy(buf, line, n);
	buf[n++] = '\n';
	memset(&ign, 0, sizeof(ign));
	ign.sa_handler = SIG_IGN;
	sigemptyset(&ign.sa_mask);
	sigaction(SIGPIPE, &ign, &old);
	while (off < n) {
		w = write(c->to, buf + off, n - off);
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0) {
			e = errno;
			break;
		}
		off += (size_t)w;
	}
	sigaction(SIGPIPE, &old, NULL);
	if (e == EPIPE)
		child_ended(c);
	if (e != 0) {
		errno = e;
		die("writing to %s:", c->name);
	}
}

/*
 * The next line the child writes, without its newline; NULL when it
 * closes its output.  Its stderr is collected meanwhile.
 */
char *
child_read(struct child *c)
{
	struct pollfd p[2];
	char *nl, *s;
	ssize_t n;
	int r;

	for (;;) {
		nl = memchr(c->line + c->start, '\n', c->len - c->start);
		if (nl != NULL) {
			*nl = '\0';
			s = c->line + c->start;
			c->start = (size_t)(nl - c->line) + 1;
			return s;
		}
		if (c->start > 0) {
			memmove(c->line, c->line + c->start, c->len - c->start);
			c->len -= c->start;
			c->start = 0;
		}
		if (c->from < 0) {
			if (c->len == 0)
				return NULL;
			c->line[c->len] = '\0';
			c->start = c->len = 0;
			return c->line;
		}
		if (c->len == CHILD_LINEMAX)
			child_fail(c, "wrote a line longer than %d bytes: '%s'",
			    CHILD_LINEMAX, err_quote(c->line, c->len));
		out_flush();
		p[0].fd = c->from;
		p[0].events = POLLIN;
		p[1].fd = c->err;
		p[1].events = POLLIN;
		r = poll(p, c->err >= 0 ? 2 : 1, c->timeout);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			die("poll:");
		if (r == 0)
			child_fail(c, "gave no answer in %d seconds",
			    c->timeout / 1000);
		if (c->err >= 0 && p[1].revents != 0)
			drainerr(c);
		if (p[0].revents == 0)
			continue;
		n = read(c->from, c->line + c->len, CHILD_LINEMAX - c->len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			die("reading from %s:", c->name);
		if (n == 0)
			closefd(&c->from);
		c->len += (size_t)n;
	}
}

static void
onsignal(int sig)
{
	struct sigaction sa;
	int i;

	for (i = 0; i < MAXCHILD; i++)
		if (livepid[i] > 0) {
			kill(-livepid[i], SIGKILL);
			waitpid(livepid[i], NULL, 0);
		}
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
	raise(sig);
}

static void
atend(void)
{
	int i;

	for (i = 0; i < MAXCHILD; i++)
		if (live[i] != NULL)
			reap(live[i], SIGTERM, GRACE_MS);
}

/*
 * Stop every child when the program exits or is interrupted (by a
 * signal it was not started ignoring).
 */
void
children_guard(void)
{
	struct sigaction sa, old;
	int sigs[] = { SIGHUP, SIGINT, SIGPIPE, SIGTERM }, i;

	atexit(atend);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGCHLD, &sa, NULL);
	sa.sa_handler = onsignal;
	sigfillset(&sa.sa_mask);
	for (i = 0; i < (int)(sizeof(sigs) / sizeof(*sigs)); i++)
		if (sigaction(sigs[i], NULL, &old) == 0 &&
		    old.sa_handler != SIG_IGN)
			sigaction(sigs[i], &sa, NULL);
}
