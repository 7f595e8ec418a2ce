#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "solve/candidates.h"
#include "solve/selfplay.h"
#include "solve/shard.h"
#include "solve/solve.h"
#include "solve/strategy.h"
#include "solve/summary.h"
#include "solve/treewrite.h"
#include "solve/workers.h"

static const struct help help = {
	"usage: mm-solve [-v] [-c colors] [-p pegs] [--distinct] [-t strategy] "
	"[-s seed]\n"
	"                [-m max-guesses] [-j threads] [-g count] "
	"[--progress]\n"
	"                [--state file] [file]\n"
	"       mm-solve --next [-v] [-c colors] [-p pegs] [--distinct] "
	"[-t strategy]\n"
	"                [-s seed] [-m max-guesses] [-j threads] [-g count]\n"
	"                [--progress] [--state file] [file]\n"
	"       mm-solve --selfplay [--summary [--chart]] [-c colors] [-p pegs]\n"
	"                [--distinct] [-t strategy] [-s seed] [-m max-guesses]\n"
	"                [-j threads] [-g count] [--progress] [--state file]\n"
	"                [file ...]\n"
	"       mm-solve --summary [--chart] [file ...]\n"
	"       mm-solve --candidates [--count] [-c colors] [-p pegs] "
	"[--distinct] [file]\n"
	"       mm-solve --tree[=format] [-c colors] [-p pegs] [--distinct] "
	"[-t strategy]\n"
	"                [-m max-guesses] [-j threads] [-g count] [--depth n]\n"
	"                [--progress] [--state file]\n"
	"       mm-solve --tree -t optimal --shard K/N [-c colors] [-p pegs] "
	"[--distinct]\n"
	"                [-m max-guesses] [-j threads] [--split-above n] "
	"[--progress]\n"
	"                [--state file]\n"
	"       mm-solve --tree[=format] -t optimal --join [-c colors] "
	"[-p pegs]\n"
	"                [--distinct] [-m max-guesses] [-j threads] "
	"[--split-above n]\n"
	"                [--trust-bounds] [--depth n] file ...\n",
	"Break a Mastermind code: write a guess, read its feedback E,I, write "
	"the next.\nWith --next, read a history and write one guess; with "
	"--selfplay, play each\nsecret read; with --summary, count the games; "
	"with --tree, write the strategy;\nwith --candidates, the codes that "
	"fit a history.\n",
	"  -t, --strategy=NAME        how to choose a guess (default entropy; "
	"see below)\n"
	"  -s, --seed=N               seed -t random, 0 to 2^64-1 "
	"(default: random)\n"
	"  -m, --max-guesses=N        give up after N guesses (default: never)\n"
	"  -j, --jobs=N               search on N threads (default: one a "
	"processor)\n"
	"  -g, --guess-candidates=N   above N candidates, guess only "
	"candidates\n"
	"  -v, --verbose              explain each guess on stderr\n"
	"      --next                 read a history, write the next guess\n"
	"      --selfplay             play each secret read, write the game\n"
	"      --summary              count the games: guesses, worst, "
	"failures\n"
	"      --chart                draw the games by guesses as bars\n"
	"      --tree[=FORMAT]        write the strategy as a tree: text "
	"(default) or dot\n"
	"      --depth=N              cut the tree after N guesses\n"
	"      --shard=K/N            with --tree -t optimal, only jobs K, "
	"K+N, ...\n"
	"      --join                 with --tree -t optimal, join the jobs of "
	"the files\n"
	"      --split-above=N        with --shard and --join, split parts of "
	"more than N\n"
	"                             codes by the second guess (default "
	"1000)\n"
	"      --trust-bounds         with --join, take the jobs' bounds "
	"unchecked\n"
	"      --state=FILE           keep an interrupted exact search in "
	"FILE, resume it\n"
	"      --progress             show the progress of a long run on "
	"stderr\n"
	"      --candidates           read a history, write the codes that "
	"fit it\n"
	"      --count                write only how many codes fit\n",
	strategy_help,
	"  0  the code was found, or the work is done\n"
	"  1  no code fits the answers, or the guesses ran out\n"
	"  2  a usage error, bad input or an I/O error\n"
};

enum { OPT_NEXT = OPT_FIRST_LOCAL, OPT_SELFPLAY, OPT_SUMMARY, OPT_TREE,
	OPT_DEPTH, OPT_CHART, OPT_PROGRESS, OPT_CANDIDATES, OPT_COUNT,
	OPT_SHARD, OPT_JOIN, OPT_STATE, OPT_SPLIT, OPT_TRUST };

static const struct option longopts[] = {
	MM_COMMON_LONGOPTS,
	{ "candidates",  no_argument,       NULL, OPT_CANDIDATES },
	{ "chart",       no_argument,       NULL, OPT_CHART },
	{ "count",       no_argument,       NULL, OPT_COUNT },
	{ "depth",       required_argument, NULL, OPT_DEPTH },
	{ "guess-candidates", required_argument, NULL, 'g' },
	{ "jobs",        required_argument, NULL, 'j' },
	{ "join",        no_argument,       NULL, OPT_JOIN },
	{ "max-guesses", required_argument, NULL, 'm' },
	{ "next",        no_argument,       NULL, OPT_NEXT },
	{ "progress",    no_argument,       NULL, OPT_PROGRESS },
	{ "seed",        required_argument, NULL, 's' },
	{ "selfplay",    no_argument,       NULL, OPT_SELFPLAY },
	{ "shard",       required_argument, NULL, OPT_SHARD },
	{ "split-above", required_argument, NULL, OPT_SPLIT },
	{ "state",       required_argument, NULL, OPT_STATE },
	{ "strategy",    required_argument, NULL, 't' },
	{ "summary",     no_argument,       NULL, OPT_SUMMARY },
	{ "tree",        optional_argument, NULL, OPT_TREE },
	{ "trust-bounds", no_argument,      NULL, OPT_TRUST },
	{ "verbose",     no_argument,       NULL, 'v' },
	{ NULL, 0, NULL, 0 }
};

static struct game g;
static struct codeset cs;
static struct rng rng;
static int verbose;
static struct solve_opts opts;
static struct progress games;
static uint64_t played, toplay;

static void
putcode(uint32_t idx, char end)
{
	char s[MM_MAXPEGS + 2];

	codeset_format(&cs, idx, s);
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
	char s[MM_MAXPEGS + 1];

	out_flush();
	if (!tty)
		return;
	codeset_format(&cs, guess, s);
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
		if (!answer_has_guess(&g, line, n) &&
		    feedback_answer(line, n, f) == 0) {
			err = feedback_check(&g, *f);
		} else {
			p = line;
			field_next(&p, line + n, &len);
			if (field_next(&p, line + n, &len) == NULL) {
				input_warn(in, "malformed feedback '%s': expected E,I "
				    "or GUESS E,I", err_quote(line, n));
				goto again;
			}
			err = history_parse(&g, line, n, code, f);
			if (err == NULL)
				*guess = (uint32_t)code_rank(&g, code);
		}
		if (err == NULL)
			return line;
		input_warn(in, "%s", err);
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

	in->keepblank = tty;

	if (tty)
		fprintf(stderr, "Think of a code of %d pegs from %s%s.\n"
		    "Answer each guess with exact,inexact: the pegs of the "
		    "right colour in the\nright place, then the other pegs of "
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
			err_warn("%s: input ended before the code was found",
			    in->name);
			return 1;
		}
		if (!solve_answer(s, guess, f)) {
			solve_conflict(s, msg, sizeof(msg));
			input_warn(in, "%s", msg);
			return 1;
		}
		if (s->solved) {
			if (tty)
				fprintf(stderr, "Solved in %zu guess%s.\n",
				    s->nhist, s->nhist == 1 ? "" : "es");
			return 0;
		}
		if (opts.maxguesses > 0 && s->nhist >= opts.maxguesses) {
			input_warn(in, "not solved in %zu guess%s", opts.maxguesses,
			    out_plural(opts.maxguesses, "es"));
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
		if ((err = history_line(&g, line, n, code, &f, "--next")) !=
		    NULL) {
			input_warn(in, "%s", err);
			return 2;
		}
		if (!solve_answer(s, (uint32_t)code_rank(&g, code), f)) {
			solve_conflict(s, msg, sizeof(msg));
			input_warn(in, "%s", msg);
			return 1;
		}
	}
	if (!s->solved && opts.maxguesses > 0 &&
	    s->nhist >= opts.maxguesses) {
		err_warn("%s: not solved in %zu guess%s", in->name,
		    opts.maxguesses, out_plural(opts.maxguesses, "es"));
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
	size_t j, k, i, limit = opts.maxguesses ? opts.maxguesses :
	    (size_t)cs.n + 1;
	int status = 0, solved;

	selfplay_prepare(sp, secret, count, limit);
	for (j = 0; j < count; j++) {
		k = selfplay_game(sp, secret[j], guesses, limit);
		solved = guesses[k - 1] == secret[j];
		progress_games(&games, ++played, toplay);
		if (!solved)
			status = 1;
		if (sum != NULL) {
			if ((solved ? summary_add(sum, k, 1) :
			    summary_fail(sum, 1)) < 0)
				die("count too large: more than 2^64 - 1");
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
			input_warn(in, "%s", err);
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

/* The forms of the command, each with the options it takes. */
enum form { STREAM, NEXT, SELFPLAY, TREE, TALLY, CANDIDATES };

struct args {
	enum form form;
	int summary, dot, chart, count, join, split;
	long long shard, shards;	/* --shard K/N, or 0 */
	size_t depth;
	const struct strategy *strategy;
	const char *seed;
	char **files;
	int nfiles;
};

/* Whether an option has an effect in a form. */
static int
applies(int opt, enum form form)
{
	switch (opt) {
	case 'v':
		return form == STREAM || form == NEXT;
	case 's':
		return form != TREE && form != TALLY && form != CANDIDATES;
	case OPT_DEPTH:
	case OPT_JOIN:
	case OPT_SHARD:
	case OPT_SPLIT:
		return form == TREE;
	case OPT_CHART:
		return form == SELFPLAY || form == TALLY;
	case OPT_PROGRESS:
	case OPT_STATE:
		return form != TALLY && form != CANDIDATES;
	case 'c':
	case 'p':
	case OPT_DISTINCT:
		return form != TALLY;
	case 'g':
	case 'j':
	case 'm':
	case 't':
		return form != TALLY && form != CANDIDATES;
	}
	return 1;
}

/* The option that picks a form, to name in a message. */
static int
formopt(enum form form)
{
	static const int opts[] = { 0, OPT_NEXT, OPT_SELFPLAY, OPT_TREE,
	    OPT_SUMMARY, OPT_CANDIDATES };

	return opts[form];
}

static void
option(struct args *a, int opt, const char *arg)
{
	switch (opt) {
	case 'g':
		opts.candonly = (size_t)number_option(arg, 1, FILTER_MAXCODES,
		    "candidate count");
		break;
	case 'j':
		opts.threads = (int)number_option(arg, 1, WORKERS_MAX,
		    "thread count");
		break;
	case 'm':
		opts.maxguesses = (size_t)number_option(arg, 1, 1000000000,
		    "max-guesses");
		break;
	case 's':
		a->seed = arg;
		break;
	case 't':
		a->strategy = strategy_option(arg, &opts);
		break;
	case 'v':
		verbose = 1;
		break;
	case OPT_CHART:
		a->chart = 1;
		break;
	case OPT_PROGRESS:
		opts.progress = 1;
		break;
	case OPT_DEPTH:
		a->depth = (size_t)number_option(arg, 1, 1000000000, "depth");
		break;
	case OPT_TREE:
		if (arg != NULL && strcmp(arg, "dot") != 0 &&
		    strcmp(arg, "text") != 0)
			die("bad tree format '%s': must be text or dot",
			    err_quote(arg, strlen(arg)));
		a->dot = arg != NULL && strcmp(arg, "dot") == 0;
		/* FALLTHROUGH */
	case OPT_NEXT:
	case OPT_SELFPLAY:
	case OPT_CANDIDATES:
		if (a->form != STREAM && formopt(a->form) != opt)
			die("--next, --selfplay, --tree and --candidates do not "
			    "go together");
		a->form = opt == OPT_NEXT ? NEXT : opt == OPT_SELFPLAY ?
		    SELFPLAY : opt == OPT_TREE ? TREE : CANDIDATES;
		break;
	case OPT_COUNT:
		a->count = 1;
		break;
	case OPT_JOIN:
		a->join = 1;
		break;
	case OPT_SHARD:
		parse_shard((char *)arg, &a->shard, &a->shards);
		break;
	case OPT_STATE:
		opts.state = arg;
		break;
	case OPT_SPLIT:
		opts.split = (size_t)number_option(arg, 0, 1000000000,
		    "part size");
		a->split = 1;
		break;
	case OPT_SUMMARY:
		a->summary = 1;
		break;
	case OPT_TRUST:
		opts.trustbounds = 1;
		break;
	default:
		usage_error(help.usage);
	}
}

/* What goes only with -t optimal, and what of it goes together. */
static void
exactonly(const struct args *a)
{
	if ((a->shard || a->join || opts.state != NULL) &&
	    strcmp(a->strategy->name, "optimal") != 0)
		die("--%s goes with -t optimal", a->shard ? "shard" :
		    a->join ? "join" : "state");
	if (a->shard && a->join)
		options_clash(longopts, OPT_SHARD, OPT_JOIN);
	if (a->split && !a->shard && !a->join)
		die("--split-above goes with --shard or --join");
	if (opts.trustbounds && !a->join)
		die("--trust-bounds goes with --join");
	if (opts.state != NULL && a->join)
		options_clash(longopts, OPT_STATE, OPT_JOIN);
	if (a->shard && a->depth)
		options_clash(longopts, OPT_DEPTH, OPT_SHARD);
	if (a->shard && a->dot)
		die("--shard writes jobs as text: not --tree=dot");
}

/* Read the options and operands; every misuse is an error here. */
static void
parse(struct args *a, int argc, char *argv[])
{
	static char *stdinonly[] = { "-", NULL };
	int given[64], ngiven = 0, opt, i;

	memset(a, 0, sizeof(*a));
	opts.split = SHARD_SPLIT;
	a->strategy = strategy_parse(STRATEGY_DEFAULT, &opts);
	while ((opt = getopt_long(argc, argv, MM_COMMON_SHORTOPTS "g:j:m:s:t:v",
	    longopts, NULL)) != -1) {
		if (ngiven < (int)(sizeof(given) / sizeof(*given)))
			given[ngiven++] = opt;
		if (!common_option(&g, opt, optarg, &help))
			option(a, opt, optarg);
	}
	if (a->count && a->form != CANDIDATES)
		die("--count goes with --candidates");
	if (a->summary && a->form != STREAM && a->form != SELFPLAY)
		die("--summary goes with --selfplay, or alone");
	if (a->summary && a->form == STREAM)
		a->form = TALLY;
	if (a->chart && !a->summary && a->form != STREAM)
		die("--chart goes with --summary");
	for (i = 0; i < ngiven; i++)
		if (!applies(given[i], a->form))
			options_clash(longopts, given[i], formopt(a->form));
	a->files = argv + optind;
	a->nfiles = argc - optind;
	if (a->nfiles > 1 && a->form != SELFPLAY && a->form != TALLY &&
	    !a->join)
		extra_operand(a->files[1], help.usage);
	if (a->nfiles > 0 && a->form == TREE && !a->join)
		extra_operand(a->files[0], help.usage);
	exactonly(a);
	if (a->nfiles == 0)
		a->files = stdinonly;
}

/* Sum the game records and summaries of the files into one summary. */
static int
tally(char **files, int chart)
{
	struct input in;
	struct summary sum;
	int status = 0, st;

	memset(&sum, 0, sizeof(sum));
	for (; *files != NULL; files++) {
		openinput(&in, *files);
		if ((st = summary_read(&sum, &in)) > status)
			status = st;
		input_close(&in);
	}
	(chart ? summary_chart : summary_write)(&sum);
	summary_free(&sum);
	return status;
}

/* Play every secret of the files, writing the games or their summary. */
static int
selfplayall(const struct args *a)
{
	struct input in;
	struct summary sum;
	struct selfplay *sp;
	uint32_t *guesses, *batch;
	char **files;
	int status = 0, st;

	memset(&sum, 0, sizeof(sum));
	sp = selfplay_new(&cs, a->strategy, &opts, &rng);
	if ((guesses = malloc(((size_t)cs.n + 1) * sizeof(*guesses))) == NULL ||
	    (batch = malloc(SELFPLAY_BATCH * sizeof(*batch))) == NULL)
		die("out of memory");
	progress_init(&games, opts.progress);
	if (!opts.progress && !a->summary && isatty(1))
		games.on = 0;
	toplay = progress_lines(a->files, (size_t)g.pegs + 1);
	for (files = a->files; *files != NULL; files++) {
		openinput(&in, *files);
		st = selfplay(&in, sp, a->summary ? &sum : NULL, guesses, batch);
		if (st > status)
			status = st;
		input_close(&in);
	}
	progress_clear(&games);
	if (a->summary)
		(a->chart ? summary_chart : summary_write)(&sum);
	selfplay_free(sp);
	summary_free(&sum);
	free(guesses);
	free(batch);
	return status;
}

int
main(int argc, char *argv[])
{
	struct args a;
	struct input in;
	struct solve s;
	const char *err;
	int status = 0;

	err_setprogname(argv[0]);
	game_init(&g);
	parse(&a, argc, argv);
	game_finish(&g);
	if (a.form == TALLY) {
		status = tally(a.files, a.chart);
		out_close();
		return status;
	}
	if (a.form == CANDIDATES) {
		openinput(&in, a.files[0]);
		status = candidates_write(&g, &in, a.count);
		input_close(&in);
		out_close();
		return status;
	}
	if ((err = strategy_refuse(&g, a.strategy)) != NULL)
		die("%s", err);
	if (a.form == TREE && !strategy_deterministic(a.strategy))
		die("-t %s is not deterministic: it has no tree",
		    a.strategy->name);
	if (a.seed != NULL)
		rng_seed(&rng, parse_seed(a.seed));
	else
		rng_seed_os(&rng);
	if (a.form == STREAM || a.form == NEXT)
		openinput(&in, a.files[0]);
	codeset_init(&cs, &g);
	if (a.form == TREE && a.shard) {
		shard_write(&cs, &opts, a.shard, a.shards);
	} else if (a.form == TREE && a.join) {
		shard_join(&cs, &opts, a.files, a.dot, a.depth);
	} else if (a.form == TREE) {
		decider_init(&s.d, &cs, a.strategy, &opts, &rng);
		tree_write(&s.d, &cs, a.dot, a.depth);
		decider_free(&s.d);
	} else if (a.form == SELFPLAY) {
		status = selfplayall(&a);
	} else {
		solve_init(&s, &cs, a.strategy, &opts, &rng);
		status = a.form == STREAM ? stream(&in, &s) : next(&in, &s);
		solve_free(&s);
		input_close(&in);
	}
	codeset_free(&cs);
	out_close();
	return status;
}
