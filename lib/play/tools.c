/* mm-play's use of the other tools: the secret from mm-gen, scores from
 * mm-score, guesses and hints from mm-solve, and the computer's promise. */
#include <sys/wait.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play.h"

#define TOOL_TIMEOUT	30000
#define MANY		"1000000000000000000"

static void
locate(const char *name, const char *prog, char *buf, size_t size)
{
	const char *dir = getenv("MM_BINDIR");

	if (tool_find(name, prog, buf, size) != NULL)
		return;
	if (dir != NULL && *dir != '\0')
		die("cannot find %s in MM_BINDIR (%s)", name, dir);
	die("cannot find %s beside %s or on PATH", name, prog);
}

/* Find the tools the game needs before anything is asked. */
void
tools_find(struct tools *t, const char *prog, int codemaker, int solver)
{
	memset(t, 0, sizeof(*t));
	t->prog = prog;
	if (codemaker) {
		locate("mm-gen", prog, t->gen, sizeof(t->gen));
		locate("mm-score", prog, t->score, sizeof(t->score));
	}
	if (solver)
		locate("mm-solve", prog, t->solve, sizeof(t->solve));
}

/* The game every tool is started for: -c colors -p pegs [--distinct]. */
void
tools_game(struct tools *t, const struct game *g, const char *colors)
{
	t->colors = colors;
	snprintf(t->pegs, sizeof(t->pegs), "%d", g->pegs);
	t->distinct = g->distinct;
}

static int
gameargs(const struct tools *t, const char *name, const char **argv)
{
	int i = 0;

	argv[i++] = name;
	argv[i++] = "-c";
	argv[i++] = t->colors;
	argv[i++] = "-p";
	argv[i++] = t->pegs;
	if (t->distinct)
		argv[i++] = "--distinct";
	return i;
}

static void
start(struct child *c, const char *name, const char *path, const char **argv,
    int timeout)
{
	child_start(c, name, path, (char *const *)argv);
	c->timeout = timeout;
}

/* mm-gen -s SEED: the k-th code it writes is the k-th game's secret. */
void
tools_gen(struct tools *t, const char *seed)
{
	const char *argv[16];
	int i = gameargs(t, "mm-gen", argv);

	if (seed != NULL) {
		argv[i++] = "-s";
		argv[i++] = seed;
	}
	argv[i++] = "-n";
	argv[i++] = MANY;
	argv[i] = NULL;
	start(&t->gen_c, "mm-gen", t->gen, argv, TOOL_TIMEOUT);
}

void
tools_secret(struct tools *t, const struct game *g, uint8_t *code)
{
	const char *err;
	char *line;

	if ((line = child_read(&t->gen_c)) == NULL)
		child_ended(&t->gen_c);
	if ((err = code_parse(g, line, strlen(line), code)) != NULL)
		child_fail(&t->gen_c, "wrote a bad secret: %s", err);
}

/* mm-score in its SECRET GUESS form, one line in, one line out. */
void
tools_scorer(struct tools *t)
{
	const char *argv[16];
	int i = gameargs(t, "mm-score", argv);

	argv[i] = NULL;
	start(&t->score_c, "mm-score", t->score, argv, TOOL_TIMEOUT);
}

struct feedback
tools_score(struct tools *t, const struct game *g, const uint8_t *secret,
    const uint8_t *guess)
{
	char q[2 * MM_MAXPEGS + 2], *line;
	size_t n;
	struct feedback f;

	code_format(g, secret, q);
	q[g->pegs] = ' ';
	code_format(g, guess, q + g->pegs + 1);
	child_send(&t->score_c, q);
	if ((line = child_read(&t->score_c)) == NULL)
		child_ended(&t->score_c);
	n = strlen(q);
	if (strncmp(line, q, n) != 0 || line[n] != ' ' ||
	    feedback_parse(line + n + 1, strlen(line + n + 1), &f) < 0 ||
	    feedback_check(g, f) != NULL)
		child_fail(&t->score_c, "answered '%s' to '%s': expected "
		    "'%s E,I'", err_quote(line, strlen(line)), q, q);
	return f;
}

/*
 * The most guesses the strategy takes on any code: what the worst: line
 * of mm-solve --selfplay --summary says, fed every code in code order as
 * mm-gen --all writes them, many lines at a time; and into avg, of size
 * bytes, what its average: line says.  0 when it fails to find a code.
 */
long long
tools_worst(struct tools *t, const struct game *g, const char *strategy,
    char *avg, size_t size)
{
	struct child *c = &t->solve_c;
	const char *argv[16];
	uint8_t code[MM_MAXPEGS];
	char lines[CHILD_LINEMAX + 1], *line;
	size_t n = 0, pegs = (size_t)g->pegs;
	long long worst = -1, failed = -1;
	int i = gameargs(t, "mm-solve", argv), more;

	argv[i++] = "--selfplay";
	argv[i++] = "--summary";
	if (strategy != NULL) {
		argv[i++] = "-t";
		argv[i++] = strategy;
	}
	argv[i] = NULL;
	start(c, "mm-solve", t->solve, argv, TOOL_TIMEOUT);
	code_unrank(g, 0, code);
	do {
		code_format(g, code, lines + n);
		n += pegs;
		more = code_next(g, code);
		if (more && n + 1 + pegs <= CHILD_LINEMAX)
			lines[n++] = '\n';
		else {
			child_send(c, lines);
			n = 0;
		}
	} while (more);
	child_close(c);
	while ((line = child_read(c)) != NULL) {
		sscanf(line, "worst: %lld", &worst);
		sscanf(line, "failed: %lld", &failed);
		if (strncmp(line, "average: ", 9) == 0)
			snprintf(avg, size, "%s", line + 9);
	}
	if (child_wait(c) != 0)
		child_ended(c);
	if (worst < 0 || failed < 0)
		child_fail(c, "--selfplay --summary gave no worst case");
	return failed == 0 ? worst : 0;
}

/* -t strategy and -s seed, those given, into argv from i; past them. */
static int
pickargs(const char **argv, int i, const char *strategy, const char *seed)
{
	if (strategy != NULL) {
		argv[i++] = "-t";
		argv[i++] = strategy;
	}
	if (seed != NULL) {
		argv[i++] = "-s";
		argv[i++] = seed;
	}
	return i;
}

/*
 * mm-solve streaming: it writes guesses, it is told E,I; with verbose,
 * it explains each guess on its stderr (tools_why).
 */
void
tools_solver(struct tools *t, const char *strategy, const char *seed,
    int verbose)
{
	const char *argv[16];
	int i = gameargs(t, "mm-solve", argv);

	t->strategy = strategy;
	t->seed = seed;
	t->verbose = verbose;
	i = pickargs(argv, i, strategy, seed);
	if (verbose)
		argv[i++] = "-v";
	argv[i] = NULL;
	start(&t->solve_c, "mm-solve", t->solve, argv, -1);
}

/* A board row as a history line, GUESS E,I, into line. */
static void
historyline(const struct game *g, const struct board *b, int i, char *line)
{
	code_format(g, b->guess[i], line);
	line[g->pegs] = ' ';
	feedback_format(b->fb[i], line + g->pegs + 1);
}

/*
 * mm-solve streaming again, told the board as GUESS E,I lines, one
 * after each guess it writes; then its next guess is read and dropped,
 * so that the next answer goes to a guess of the board's with
 * tools_tell_guess.
 */
void
tools_replay(struct tools *t, const struct game *g, const struct board *b)
{
	char line[MM_MAXPEGS + FEEDBACK_SIZE + 2];
	uint8_t guess[MM_MAXPEGS];
	int i;

	if (t->solve_c.pid > 0)
		child_stop(&t->solve_c);
	tools_solver(t, t->strategy, t->seed, t->verbose);
	for (i = 0; i <= b->n; i++) {
		if (!tools_guess(t, g, guess))
			child_ended(&t->solve_c);
		if (i == b->n)
			break;
		historyline(g, b, i, line);
		child_send(&t->solve_c, line);
	}
	child_errtake(&t->solve_c, line, sizeof(line));
}

/* The explanations mm-solve -v wrote since the last call, into buf. */
void
tools_why(struct tools *t, char *buf, size_t size)
{
	child_errtake(&t->solve_c, buf, size);
}

/* The solver's next guess; 0 when it has stopped guessing. */
int
tools_guess(struct tools *t, const struct game *g, uint8_t *guess)
{
	const char *err;
	char *line;

	if ((line = child_read(&t->solve_c)) == NULL)
		return 0;
	if ((err = code_parse(g, line, strlen(line), guess)) != NULL)
		child_fail(&t->solve_c, "wrote a bad guess: %s", err);
	return 1;
}

void
tools_tell(struct tools *t, struct feedback f)
{
	char s[FEEDBACK_SIZE];

	feedback_format(f, s);
	child_send(&t->solve_c, s);
}

/* The answer to a guess the solver may not have made: GUESS E,I. */
void
tools_tell_guess(struct tools *t, const struct game *g, const uint8_t *guess,
    struct feedback f)
{
	char s[MM_MAXPEGS + FEEDBACK_SIZE + 2];

	code_format(g, guess, s);
	s[g->pegs] = ' ';
	feedback_format(f, s + g->pegs + 1);
	child_send(&t->solve_c, s);
}

/*
 * Once the solver has stopped: why no code fits the answers, as it
 * explained it (status 1); any other ending is a failure.
 */
const char *
tools_complaint(struct tools *t)
{
	static char why[CHILD_ERRMAX + 1];
	struct child *c = &t->solve_c;
	int status = child_wait(c);
	char *p = c->errtext, *e;
	size_t n;

	if (!WIFEXITED(status) || WEXITSTATUS(status) != 1)
		child_ended(c);
	n = strlen("mm-solve: ");
	if (strncmp(p, "mm-solve: ", n) == 0)
		p += n;
	if (strncmp(p, "<stdin>:", 8) == 0 && (e = strstr(p, ": ")) != NULL)
		p = e + 2;
	n = strcspn(p, "\n");
	if (n == 0)
		return "no code fits the answers";
	memcpy(why, p, n);
	why[n] = '\0';
	return why;
}

/*
 * The guess mm-solve --next, with the strategy and seed given, would
 * play on the board: 1, or 0 when mm-solve cannot be found.
 */
int
tools_next(struct tools *t, const struct game *g, const struct board *b,
    const char *strategy, const char *seed, uint8_t *guess)
{
	struct child *c = &t->solve_c;
	const char *argv[16], *err;
	char line[MM_MAXPEGS + FEEDBACK_SIZE + 2], *s;
	int i = gameargs(t, "mm-solve", argv);

	if (t->solve[0] == '\0' &&
	    tool_find("mm-solve", t->prog, t->solve, sizeof(t->solve)) == NULL)
		return 0;
	argv[i++] = "--next";
	i = pickargs(argv, i, strategy, seed);
	argv[i] = NULL;
	start(c, "mm-solve", t->solve, argv, TOOL_TIMEOUT);
	for (i = 0; i < b->n; i++) {
		historyline(g, b, i, line);
		child_send(c, line);
	}
	child_close(c);
	if ((s = child_read(c)) == NULL)
		child_ended(c);
	if ((err = code_parse(g, s, strlen(s), guess)) != NULL)
		child_fail(c, "wrote a bad guess: %s", err);
	if (child_wait(c) != 0)
		child_ended(c);
	return 1;
}

/*
 * The strategy's game on one secret, as mm-solve --selfplay writes it
 * (SECRET N GUESS...), into line of size bytes.
 */
void
tools_selfplay(struct tools *t, const struct game *g, const char *strategy,
    const char *seed, const uint8_t *secret, char *line, size_t size)
{
	struct child *c = &t->solve_c;
	const char *argv[16];
	char code[MM_MAXPEGS + 1], *s;
	int i = gameargs(t, "mm-solve", argv);

	argv[i++] = "--selfplay";
	i = pickargs(argv, i, strategy, seed);
	argv[i] = NULL;
	start(c, "mm-solve", t->solve, argv, TOOL_TIMEOUT);
	code_format(g, secret, code);
	child_send(c, code);
	child_close(c);
	if ((s = child_read(c)) == NULL)
		child_ended(c);
	if (strncmp(s, code, (size_t)g->pegs) != 0 || s[g->pegs] != ' ')
		child_fail(c, "wrote a bad game: '%s'", err_quote(s,
		    strlen(s)));
	snprintf(line, size, "%s", s);
	if (child_wait(c) != 0)
		child_ended(c);
}

void
tools_stop(struct tools *t)
{
	if (t->gen_c.pid > 0)
		child_stop(&t->gen_c);
	if (t->score_c.pid > 0)
		child_stop(&t->score_c);
	if (t->solve_c.pid > 0)
		child_stop(&t->solve_c);
}
