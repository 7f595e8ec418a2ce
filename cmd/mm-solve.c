/* mm-solve: the computer as codebreaker: its options and table of forms. */
#include <getopt.h>
#include <string.h>

#include "solve/forms.h"
#include "solve/shard.h"
#include "solve/summary.h"
#include "solve/workers.h"

static const struct help help = {
	"usage: mm-solve [-v] [-c colors] [-p pegs] [--distinct] [-t strategy] "
	"[-s seed]\n"
	"                [-m max-guesses] [-j threads] [-g count] "
	"[--progress]\n"
	"                [--state file] [--upper file] [file]\n"
	"       mm-solve --next [-v] [-c colors] [-p pegs] [--distinct] "
	"[-t strategy]\n"
	"                [-s seed] [-m max-guesses] [-j threads] [-g count]\n"
	"                [--progress] [--state file] [--upper file] [file]\n"
	"       mm-solve --selfplay [--answers | --summary [--chart] "
	"[--format format]]\n"
	"                [-c colors] [-p pegs] [--distinct] [-t strategy] "
	"[-s seed]\n"
	"                [-m max-guesses] [-j threads] [-g count] [--progress]\n"
	"                [--state file] [--upper file] [file ...]\n"
	"       mm-solve --summary [--chart] [--format format] [-c colors] "
	"[-p pegs]\n"
	"                [--distinct] [file ...]\n"
	"       mm-solve --candidates [--count] [-c colors] [-p pegs] "
	"[--distinct] [file]\n"
	"       mm-solve --bound [-v] [-c colors] [-p pegs] [--distinct] "
	"[-j threads]\n"
	"                [--depth n] [file]\n"
	"       mm-solve --tree[=format] [-c colors] [-p pegs] [--distinct] "
	"[-t strategy]\n"
	"                [-m max-guesses] [-j threads] [-g count] [--depth n]\n"
	"                [--progress] [--state file] [--upper file]\n"
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
	"fit a history; with --bound, a lower bound of\nthe guesses still to "
	"make over them.\n",
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
	"      --answers              write each guess's answer after it\n"
	"      --summary              count the games: guesses, worst, "
	"failures\n"
	"      --chart                draw the games by guesses as bars\n"
	"      --format=FORMAT        write the summary as text (default), "
	"csv or json\n"
	"      --tree[=FORMAT]        write the strategy as a tree: text "
	"(default) or dot\n"
	"      --depth=N              cut the tree after N guesses; with "
	"--bound, search\n"
	"                             N guesses (default 2)\n"
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
	"      --upper=FILE           take the decisions FILE holds, a tree "
	"that --tree\n"
	"                             wrote (cut by --depth, say), and make "
	"the rest\n"
	"      --progress             show the progress of a long run on "
	"stderr\n"
	"      --candidates           read a history, write the codes that "
	"fit it\n"
	"      --count                write only how many codes fit\n"
	"      --bound                read a history, write a lower bound of "
	"the guesses\n"
	"                             still to make over the codes that fit "
	"it\n",
	strategy_help,
	"  0  the code was found, or the work is done\n"
	"  1  no code fits the answers, or the guesses ran out\n"
	"  2  a usage error, bad input or an I/O error\n"
};

enum { OPT_NEXT = OPT_FIRST_LOCAL, OPT_SELFPLAY, OPT_SUMMARY, OPT_TREE,
	OPT_DEPTH, OPT_CHART, OPT_PROGRESS, OPT_CANDIDATES, OPT_COUNT,
	OPT_SHARD, OPT_JOIN, OPT_STATE, OPT_SPLIT, OPT_FORMAT, OPT_ANSWERS, OPT_TRUST,
	OPT_UPPER, OPT_BOUND };

static const struct option longopts[] = {
	MM_COMMON_LONGOPTS,
	{ "answers",     no_argument,       NULL, OPT_ANSWERS },
	{ "bound",       no_argument,       NULL, OPT_BOUND },
	{ "candidates",  no_argument,       NULL, OPT_CANDIDATES },
	{ "chart",       no_argument,       NULL, OPT_CHART },
	{ "count",       no_argument,       NULL, OPT_COUNT },
	{ "depth",       required_argument, NULL, OPT_DEPTH },
	{ "format",      required_argument, NULL, OPT_FORMAT },
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
	{ "upper",       required_argument, NULL, OPT_UPPER },
	{ "verbose",     no_argument,       NULL, 'v' },
	{ NULL, 0, NULL, 0 }
};

/*
 * The forms: the option that picks each (0: the plain form), the files
 * it reads (-1: any number, as --join does), the options it takes of
 * those some form does not, and the function that runs it.
 */
#define GAME	'c', 'p', OPT_DISTINCT
#define SEARCH	'g', 'j', 'm', 't', OPT_PROGRESS, OPT_STATE, OPT_UPPER

static const struct form forms[] = {
	{ 0,		 1, { GAME, SEARCH, 's', 'v' }, form_stream },
	{ OPT_NEXT,	 1, { GAME, SEARCH, 's', 'v' }, form_next },
	{ OPT_SELFPLAY,	-1, { GAME, SEARCH, 's', OPT_CHART, OPT_FORMAT,
	    OPT_ANSWERS }, form_selfplay },
	{ OPT_TREE,	 0, { GAME, SEARCH, OPT_DEPTH, OPT_JOIN, OPT_SHARD,
	    OPT_SPLIT, OPT_TRUST }, form_tree },
	{ OPT_SUMMARY,	-1, { GAME, OPT_CHART, OPT_FORMAT }, form_tally },
	{ OPT_CANDIDATES, 1, { GAME }, form_candidates },
	{ OPT_BOUND,	 1, { GAME, 'j', 'v', OPT_DEPTH }, form_bound },
	{ -1, 0, { 0 }, NULL }
};

static const char *const formats[] = { "text", "dot", NULL };
static struct game g;
static struct form_args fa = { .g = &g, .opts.split = SHARD_SPLIT,
	.format = -1 };
static const struct form *form = forms;
static int split;			/* --split-above given */

static void
option(int opt, const char *arg)
{
	switch (opt) {
	case 'g':
		fa.opts.candonly = (size_t)number_option(arg, 1,
		    STRATEGY_MAXCODES, "candidate count");
		break;
	case 'j':
		fa.opts.threads = (int)number_option(arg, 1, WORKERS_MAX,
		    "thread count");
		break;
	case 'm':
		fa.opts.maxguesses = (size_t)number_option(arg, 1, 1000000000,
		    "max-guesses");
		break;
	case 's':
		fa.seed = arg;
		break;
	case 't':
		strategy_option(arg, &fa.pick);
		break;
	case 'v':
		fa.verbose = 1;
		break;
	case OPT_ANSWERS:
		fa.answers = 1;
		break;
	case OPT_CHART:
		fa.chart = 1;
		break;
	case OPT_FORMAT:
		fa.format = summary_format(arg);
		break;
	case OPT_PROGRESS:
		fa.opts.progress = 1;
		break;
	case OPT_DEPTH:
		fa.depth = (size_t)number_option(arg, 1, 1000000000, "depth");
		break;
	case OPT_TREE:
		fa.dot = arg != NULL && options_word(arg, formats,
		    "tree format") == 1;
		/* FALLTHROUGH */
	case OPT_NEXT:
	case OPT_SELFPLAY:
	case OPT_CANDIDATES:
	case OPT_BOUND:
		if (form != forms && form->opt != opt)
			usage_error("--next, --selfplay, --tree, --candidates "
			    "and --bound do not go together");
		form = form_of(forms, opt);
		break;
	case OPT_COUNT:
		fa.count = 1;
		break;
	case OPT_JOIN:
		fa.join = 1;
		break;
	case OPT_SHARD:
		parse_shard((char *)arg, &fa.shard, &fa.shards);
		break;
	case OPT_STATE:
		fa.opts.state = arg;
		break;
	case OPT_SPLIT:
		fa.opts.split = (size_t)number_option(arg, 0, 1000000000,
		    "part size");
		split = 1;
		break;
	case OPT_TRUST:
		fa.opts.trustbounds = 1;
		break;
	case OPT_UPPER:
		fa.opts.upper = arg;
		break;
	case OPT_SUMMARY:
		fa.summary = 1;
		break;
	}
}

/* Read the options and operands; every misuse is an error here. */
static void
parse(int argc, char *argv[])
{
	static char *stdinonly[] = { "-", NULL };
	int given[64], ngiven = 0, opt, i, n;

	strategy_parse(STRATEGY_DEFAULT, &fa.pick);
	while ((opt = options_get(argc, argv, MM_COMMON_SHORTOPTS "g:j:m:s:t:v",
	    longopts)) != -1) {
		if (ngiven < (int)(sizeof(given) / sizeof(*given)))
			given[ngiven++] = opt;
		if (!common_option(&g, opt, optarg, &help))
			option(opt, optarg);
	}
	if (fa.count && form->opt != OPT_CANDIDATES)
		usage_error("--count goes with --candidates");
	if (fa.summary && form != forms && form->opt != OPT_SELFPLAY)
		usage_error("--summary goes with --selfplay, or alone");
	if (fa.summary && form == forms)
		form = form_of(forms, OPT_SUMMARY);
	if (fa.chart && !fa.summary && form != forms)
		usage_error("--chart goes with --summary");
	if (fa.format >= 0 && !fa.summary)
		usage_error("--format goes with --summary");
	if (fa.chart && fa.format > 0)
		options_clash(longopts, OPT_CHART, OPT_FORMAT);
	if (fa.answers && fa.summary)
		options_clash(longopts, OPT_ANSWERS, OPT_SUMMARY);
	for (i = 0; i < ngiven; i++)
		if (form_taking(form, given[i]) != form &&
		    form_taking(forms, given[i]) != NULL)
			options_clash(longopts, given[i], form->opt);
	fa.files = argv + optind;
	n = argc - optind;
	if (!fa.join && form->files >= 0 && n > form->files)
		extra_operand(fa.files[n > 1 ? 1 : 0], form->opt == OPT_TREE ?
		    "--tree" : NULL, formats);
	form_exactonly(&fa, split);
	if (fa.shard && fa.join)
		options_clash(longopts, OPT_SHARD, OPT_JOIN);
	if (fa.opts.state != NULL && fa.join)
		options_clash(longopts, OPT_STATE, OPT_JOIN);
	if (fa.opts.upper != NULL && (fa.shard || fa.join))
		options_clash(longopts, OPT_UPPER, fa.shard ? OPT_SHARD :
		    OPT_JOIN);
	if (fa.shard && fa.depth)
		options_clash(longopts, OPT_DEPTH, OPT_SHARD);
	if (n == 0)
		fa.files = stdinonly;
}

int
main(int argc, char *argv[])
{
	int status;

	err_setprogname(&argv[0]);
	game_init(&g);
	parse(argc, argv);
	game_finish(&g);
	status = form->run(&fa);
	out_close();
	return status;
}
