#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "solve.h"

static const char usage[] =
    "usage: mm-solve [-v] [-c colors] [-p pegs] [--distinct] [-t strategy] "
    "[-s seed]\n"
    "                [-m max-guesses] [-j threads] [-g count] [file]\n"
    "       mm-solve --next [-v] [-c colors] [-p pegs] [--distinct] "
    "[-t strategy]\n"
    "                [-s seed] [-m max-guesses] [-j threads] [-g count] "
    "[file]\n"
    "       mm-solve --selfplay [--summary] [-c colors] [-p pegs] "
    "[--distinct]\n"
    "                [-t strategy] [-s seed] [-m max-guesses] [-j threads]\n"
    "                [-g count] [file ...]\n"
    "       mm-solve --summary [file ...]\n"
    "       mm-solve --tree[=text|dot] [-c colors] [-p pegs] [--distinct] "
    "[-t strategy]\n"
    "                [-m max-guesses] [-g count]\n";

enum { OPT_NEXT = OPT_FIRST_LOCAL, OPT_SELFPLAY, OPT_SUMMARY, OPT_TREE };

static const struct option longopts[] = {
	MM_COMMON_LONGOPTS,
	{ "guess-candidates", required_argument, NULL, 'g' },
	{ "jobs",        required_argument, NULL, 'j' },
	{ "max-guesses", required_argument, NULL, 'm' },
	{ "next",        no_argument,       NULL, OPT_NEXT },
	{ "seed",        required_argument, NULL, 's' },
	{ "selfplay",    no_argument,       NULL, OPT_SELFPLAY },
	{ "strategy",    required_argument, NULL, 't' },
	{ "summary",     no_argument,       NULL, OPT_SUMMARY },
	{ "tree",        optional_argument, NULL, OPT_TREE },
	{ "verbose",     no_argument,       NULL, 'v' },
	{ NULL, 0, NULL, 0 }
};

static struct game g;
static struct codeset cs;
static struct rng rng;
static int strategy = S_DEFAULT;
static int verbose;
static size_t maxguesses;
static int jobs;

static void
putcode(uint32_t idx, char end)
{
	uint8_t code[MM_MAXPEGS];
	char s[MM_MAXPEGS + 2];

	codeset_code(&cs, idx, code);
	code_format(&g, code, s);
	s[g.pegs] = end;
	out_write(s, (size_t)g.pegs + 1);
}

static void
openinput(struct input *in, const char *file)
{
	if (input_open(in, file) < 0)
		die("%s:", file);
}

static void
prompt(int tty, uint32_t guess)
{
	uint8_t code[MM_MAXPEGS];
	char s[MM_MAXPEGS + 1];

	out_flush();
	if (!tty)
		return;
	codeset_code(&cs, guess, code);
	code_format(&g, code, s);
	fprintf(stderr, "Feedback for %s (exact,inexact): ", s);
}

/*
 * Read one answer: E,I on our own guess, or GUESS E,I.  A bad line is
 * fatal, except from a human at a terminal, who is asked again.
 */
static char *
answer(struct input *in, int tty, uint32_t *guess, struct feedback *f)
{
	uint8_t code[MM_MAXPEGS];
	const char *err, *p;
	char *line;
	size_t n, len;

	while ((line = input_record(in, &n)) != NULL) {
		if (feedback_parse(line, n, f) == 0) {
			err = feedback_check(&g, *f);
		} else {
			p = line;
			field_next(&p, line + n, &len);
			if (field_next(&p, line + n, &len) == NULL) {
				warnat(in, "malformed feedback '%s': expected E,I "
				    "or GUESS E,I", quote(line, n));
				goto again;
			}
			err = history_parse(&g, line, n, code, f);
			if (err == NULL)
				*guess = (uint32_t)code_rank(&g, code);
		}
		if (err == NULL)
			return line;
		warnat(in, "%s", err);
again:
		if (!tty)
			exit(2);
		prompt(tty, *guess);
	}
	return NULL;
}

static int
stream(struct input *in, struct solve *s)
{
	struct feedback f;
	uint32_t guess;
	char msg[160];
	int tty = in->fd == 0 && isatty(0);

	if (tty)
		fprintf(stderr, "Think of a code of %d pegs from %s%s.\n"
		    "Answer each guess with exact,inexact: the pegs of the "
		    "right colour in the right place,\nthen the other pegs of "
		    "a right colour in the wrong place.\n", g.pegs,
		    game_colors_name(&g), g.distinct ? ", all different" :
		    ", colours may repeat");
	for (;;) {
		guess = solve_next(s, verbose);
		putcode(guess, '\n');
		prompt(tty, guess);
		if (answer(in, tty, &guess, &f) == NULL) {
			if (tty)
				fputc('\n', stderr);
			warnf("%s: input ended before the code was found",
			    in->name);
			return 1;
		}
		if (!solve_answer(s, guess, f)) {
			solve_conflict(s, msg, sizeof(msg));
			warnat(in, "%s", msg);
			return 1;
		}
		if (s->solved) {
			if (tty)
				fprintf(stderr, "Solved in %zu guess%s.\n",
				    s->nhist, s->nhist == 1 ? "" : "es");
			return 0;
		}
		if (maxguesses > 0 && s->nhist >= maxguesses) {
			warnat(in, "not solved in %zu guess%s", maxguesses,
			    maxguesses == 1 ? "" : "es");
			return 1;
		}
	}
}

static int
next(struct input *in, struct solve *s)
{
	struct feedback f;
	uint8_t code[MM_MAXPEGS];
	const char *err;
	char *line, msg[160];
	size_t n;

	while ((line = input_record(in, &n)) != NULL) {
		if (feedback_parse(line, n, &f) == 0)
			err = "feedback without a guess: --next reads GUESS "
			    "E,I lines";
		else
			err = history_parse(&g, line, n, code, &f);
		if (err != NULL) {
			warnat(in, "%s", err);
			return 2;
		}
		if (!solve_answer(s, (uint32_t)code_rank(&g, code), f)) {
			solve_conflict(s, msg, sizeof(msg));
			warnat(in, "%s", msg);
			return 1;
		}
	}
	if (!s->solved && maxguesses > 0 && s->nhist >= maxguesses) {
		warnf("%s: not solved in %zu guess%s", in->name, maxguesses,
		    maxguesses == 1 ? "" : "es");
		return 1;
	}
	putcode(s->solved ? s->cand[0] : solve_next(s, verbose), '\n');
	return 0;
}

/* Play the batch of secrets, writing a record or counting each game. */
static int
play(struct selfplay *sp, struct summary *sum, const uint32_t *secret,
    size_t count, uint32_t *guesses)
{
	char num[24];
	size_t j, k, i, limit = maxguesses ? maxguesses : (size_t)cs.n + 1;
	int status = 0, solved;

	selfplay_prepare(sp, secret, count, limit);
	for (j = 0; j < count; j++) {
		k = selfplay_game(sp, secret[j], guesses, limit);
		solved = guesses[k - 1] == secret[j];
		if (!solved)
			status = 1;
		if (sum != NULL) {
			if (solved)
				summary_add(sum, k, 1);
			else
				summary_fail(sum, 1);
			continue;
		}
		putcode(secret[j], ' ');
		if (solved)
			snprintf(num, sizeof(num), "%zu ", k);
		else
			snprintf(num, sizeof(num), "- ");
		out_puts(num);
		for (i = 0; i < k; i++)
			putcode(guesses[i], i + 1 < k ? ' ' : '\n');
	}
	return status;
}

/* Whether a whole line is read and waiting. */
static int
waiting(struct input *in)
{
	size_t n;
	char *p = input_peek(in, &n);

	return n > 0 && (in->eof || memchr(p, '\n', n) != NULL);
}

/*
 * Secrets are played in batches of the lines already read, so that
 * the decisions the games share can be made together.
 */
static int
selfplay(struct input *in, struct selfplay *sp, struct summary *sum,
    uint32_t *guesses, uint32_t *batch)
{
	uint8_t secret[MM_MAXPEGS];
	const char *err;
	char *line;
	size_t n, count = 0;
	int status = 0;

	while ((line = input_record(in, &n)) != NULL) {
		if ((err = code_parse(&g, line, n, secret)) != NULL) {
			if (play(sp, sum, batch, count, guesses) && status == 0)
				status = 1;
			count = 0;
			warnat(in, "%s", err);
			status = 2;
			continue;
		}
		batch[count++] = (uint32_t)code_rank(&g, secret);
		if (count == SELFPLAY_BATCH || !waiting(in)) {
			if (play(sp, sum, batch, count, guesses) && status == 0)
				status = 1;
			count = 0;
		}
	}
	if (play(sp, sum, batch, count, guesses) && status == 0)
		status = 1;
	return status;
}

static int
summarize(struct input *in, struct summary *sum)
{
	char *line;
	size_t n;
	int status = 0;

	while ((line = input_record(in, &n)) != NULL)
		if (summary_line(sum, line, n) < 0) {
			warnat(in, "malformed line: expected SECRET N GUESS... "
			    "or a summary line");
			status = 2;
		}
	return status;
}

int
main(int argc, char *argv[])
{
	struct input in;
	struct solve s;
	struct summary sum;
	struct selfplay *sp = NULL;
	uint32_t *guesses = NULL, *batch = NULL;
	const char *err, *seed = NULL, *stdinonly[] = { "-", NULL };
	char **files;
	int opt, mode = 0, summary = 0, status = 0, st, dot = 0;

	setprogname(argv[0]);
	game_init(&g);
	while ((opt = getopt_long(argc, argv, MM_COMMON_SHORTOPTS "g:j:m:s:t:v",
	    longopts, NULL)) != -1) {
		if (common_option(&g, opt, optarg, usage))
			continue;
		switch (opt) {
		case 'g':
			search_candidates((size_t)parse_number(optarg, 1,
			    FILTER_MAXCODES, "candidate count"));
			break;
		case 'j':
			jobs = (int)parse_number(optarg, 1, WORKERS_MAX,
			    "thread count");
			search_threads(jobs);
			break;
		case 'm':
			maxguesses = (size_t)parse_number(optarg, 1,
			    1000000000, "max-guesses");
			break;
		case 's':
			seed = optarg;
			break;
		case 't':
			if ((strategy = strategy_parse(optarg)) < 0)
				die("bad strategy '%s': must be one of %s",
				    optarg, strategy_names());
			break;
		case 'v':
			verbose = 1;
			break;
		case OPT_TREE:
			if (optarg != NULL && strcmp(optarg, "dot") != 0 &&
			    strcmp(optarg, "text") != 0)
				die("bad tree format '%s': must be text or dot",
				    optarg);
			dot = optarg != NULL && strcmp(optarg, "dot") == 0;
			/* FALLTHROUGH */
		case OPT_NEXT:
		case OPT_SELFPLAY:
			if (mode != 0 && mode != opt)
				die("--next, --selfplay and --tree do not go "
				    "together");
			mode = opt;
			break;
		case OPT_SUMMARY:
			summary = 1;
			break;
		default:
			usage_error(usage);
		}
	}
	argc -= optind;
	argv += optind;
	files = argc > 0 ? argv : (char **)stdinonly;
	if (argc > 1 && mode != OPT_SELFPLAY && !summary)
		usage_error(usage);
	if (summary && (mode == OPT_NEXT || mode == OPT_TREE))
		die("--summary goes with --selfplay, or alone");
	if (mode == OPT_TREE && argc > 0)
		usage_error(usage);
	game_finish(&g);
	memset(&sum, 0, sizeof(sum));

	if (summary && mode == 0) {
		for (; *files != NULL; files++) {
			openinput(&in, *files);
			if ((st = summarize(&in, &sum)) > status)
				status = st;
			input_close(&in);
		}
		summary_write(&sum);
		summary_free(&sum);
		out_close();
		return status;
	}
	if ((err = strategy_refuse(&g, strategy)) != NULL)
		die("%s", err);
	if (mode == OPT_TREE && !strategy_deterministic(strategy))
		die("-t %s is not deterministic: it has no tree",
		    strategy_name(strategy));
	strategy_options(maxguesses, jobs);
	if (seed != NULL)
		rng_seed(&rng, parse_seed(seed));
	else
		rng_seed_os(&rng);
	if (mode != OPT_SELFPLAY && mode != OPT_TREE)
		openinput(&in, files[0]);
	codeset_init(&cs, &g);

	if (mode == OPT_TREE) {
		decider_init(&s.d, &cs, strategy, &rng);
		tree_write(&s.d, &cs, dot);
		decider_free(&s.d);
	} else if (mode != OPT_SELFPLAY) {
		solve_init(&s, &cs, strategy, &rng);
		status = mode == 0 ? stream(&in, &s) : next(&in, &s);
		solve_free(&s);
		input_close(&in);
	} else {
		sp = selfplay_new(&cs, strategy, &rng);
		if ((guesses = malloc(((size_t)cs.n + 1) *
		    sizeof(*guesses))) == NULL ||
		    (batch = malloc(SELFPLAY_BATCH * sizeof(*batch))) == NULL)
			die("out of memory");
		for (; *files != NULL; files++) {
			openinput(&in, *files);
			st = selfplay(&in, sp, summary ? &sum : NULL, guesses,
			    batch);
			if (st > status)
				status = st;
			input_close(&in);
		}
		if (summary)
			summary_write(&sum);
		selfplay_free(sp);
		summary_free(&sum);
		free(guesses);
		free(batch);
	}
	codeset_free(&cs);
	out_close();
	return status;
}
