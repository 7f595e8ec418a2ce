#include <getopt.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "play/play.h"
#include "solve/strategy.h"

static const struct help help = {
	"usage: mm-play [-c colors] [-p pegs] [-s seed] [-m max-guesses] "
	"[--distinct]\n"
	"               [-b human|computer] [--watch] [-t strategy]\n"
	"       mm-play --digits [-s seed]\n",
	"Play Mastermind at the terminal: break a secret of mm-gen's, let "
	"mm-solve break\nyours (-b computer), or watch the two play "
	"(--watch). What the options leave\nopen is asked for; at a terminal, "
	"? or help at any question shows help, q quits.\n",
	"  -s, --seed=N               the secrets' seed, 0 to 2^64-1 "
	"(default: asked)\n"
	"  -m, --max-guesses=N        most guesses (default ceil(pegs*colours/3); "
	"the\n                             computer: 10, or its worst case if "
	"more)\n"
	"  -b, --breaker=WHO          who breaks the code: human (default) or "
	"computer\n"
	"      --digits               seed 001's game: 0000 to 9999, 10 tries, "
	"(X,Y)\n"
	"      --watch                the computer plays both sides\n"
	"  -t, --strategy=NAME        the computer's strategy, as in mm-solve "
	"-t\n",
	strategy_help,
	"  0  the session ended, or the computer found the code\n"
	"  1  the input ended in a game, the computer gave up, or the answers "
	"contradict\n     each other\n"
	"  2  a usage error, a missing tool or an I/O error\n"
};

enum { OPT_WATCH = OPT_FIRST_LOCAL, OPT_DIGITS };

static const struct option longopts[] = {
	MM_COMMON_LONGOPTS,
	{ "breaker",     required_argument, NULL, 'b' },
	{ "digits",      no_argument,       NULL, OPT_DIGITS },
	{ "max-guesses", required_argument, NULL, 'm' },
	{ "seed",        required_argument, NULL, 's' },
	{ "strategy",    required_argument, NULL, 't' },
	{ "watch",       no_argument,       NULL, OPT_WATCH },
	{ NULL, 0, NULL, 0 }
};

/* The computer's guesses unless -m says otherwise, as in seed 002. */
#define COMPUTER_GUESSES	10
/* The games small enough to play every code before the first guess. */
#define PROMISE_MAXCODES	10000
#define PROMISE_MAXOPTIMAL	1296
/* The games small enough to count the codes that fit, for a hint. */
#define HINT_MAXCODES		1000000
/* The player's tries in seed 001's game. */
#define DIGITS_TRIES		10

enum mode { HUMAN, COMPUTER, WATCH, DIGITS };

/* What the game is, shown at a terminal before the first question. */
static const char *const about[] = {
	[HUMAN] = "Mastermind: I think of a secret code and you guess it. "
	"After each guess,\n(E,I) says how many pegs are right and in "
	"place (E), and how many more are\nright but in the wrong place "
	"(I).\n",
	[COMPUTER] = "Mastermind: you think of a secret code and I guess it. "
	"Answer each guess with\nE,I: how many pegs are right and in place "
	"(E), and how many more are right\nbut in the wrong place (I).\n",
	[WATCH] = "",
	[DIGITS] = "Mastermind: guess my number from 0000 to 9999 in 10 tries "
	"(236 is 0236).\nAfter each guess, (X,Y) says how many digits are "
	"right and in place (X), and\nhow many more are right but in the "
	"wrong place (Y).\n"
};

#define GREETING	"Type ? for help, q to quit.\n"
#define HELP		"At every question: ? or help shows this, q or quit " \
	"ends the session\n(showing the secret of a game under way), and an " \
	"empty answer asks again;\nan empty seed picks one.\n"
#define HINTS		"Instead of a guess, hint says how many codes still " \
	"fit the answers; hint\nagain, the guess mm-solve would play.\n"
enum outcome { ENDED, LOST, WON };

static struct game g;
static struct tools t;
static struct board b;
static const char *colors;
static const char *seed;
static const char *strategy;		/* -t, for mm-solve */
static const struct strategy *solver;	/* the strategy it names */
static long long limit;

static void
say(const char *fmt, ...)
{
	char line[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	out_puts(line);
}

/* Ask for what the options and the environment left open. */
static int
setup(int askseed)
{
	static char range[4], seedbuf[SEED_SIZE];
	char max;
	int pegs;

	if (colors == NULL)
		colors = getenv("MM_COLORS");
	if (colors == NULL) {
		if (ask_maxletter(&max) < 0)
			return -1;
		snprintf(range, sizeof(range), "A-%c", max);
		game_colors(&g, range, NULL);
		colors = range;
	}
	if (g.pegs == 0 && getenv("MM_PEGS") == NULL) {
		if (ask_dimension(&pegs) < 0)
			return -1;
		g.pegs = pegs;
	}
	if (askseed && seed == NULL) {
		if (ask_seed(seedbuf) < 0)
			return -1;
		seed = seedbuf;
	}
	game_finish(&g);
	tools_game(&t, &g, colors);
	return 0;
}

/* Refuse a game the computer's strategy cannot play. */
static void
playable(const struct game *game)
{
	const char *err;

	if ((err = strategy_refuse(game, solver)) != NULL)
		die("%s", err);
}

/* A hint: how many codes fit the board, then mm-solve's next guess. */
static void
hint(int *hints)
{
	uint8_t guess[MM_MAXPEGS];
	char code[MM_MAXPEGS + 1];
	uint64_t n = code_space(&g);

	if ((*hints)++ == 0) {
		if (n == 0 || n > HINT_MAXCODES) {
			say("Hint: too many codes to count.\n");
			return;
		}
		n = board_fits(&b, &g);
		say("Hint: %" PRIu64 " code%s still fit%s the answers.\n", n,
		    out_plural(n, "s"), n == 1 ? "s" : "");
	} else if (tools_next(&t, &g, &b, guess)) {
		code_format(&g, guess, code);
		say("Hint: mm-solve would play %s.\n", code);
	} else
		say("Hint: mm-solve is not to be found.\n");
}

/* A guess, after as many hints as the player asks for; -1 at the end. */
static int
guess_or_hint(const char *prompt, uint8_t *guess)
{
	int r, hints = 0;

	while ((r = ask_guess(&g, prompt, guess)) == ASK_HINT)
		hint(&hints);
	return r;
}

static enum outcome
human_game(struct tally *tl, long long max)
{
	uint8_t secret[MM_MAXPEGS], guess[MM_MAXPEGS];
	char code[MM_MAXPEGS + 1], avg[32], prompt[64];
	struct feedback f;
	long long left;

	snprintf(prompt, sizeof(prompt), "Enter Guess (%d chars): ", g.pegs);
	tools_secret(&t, &g, secret);
	code_format(&g, secret, code);
	out_puts("Starting game...\n");
	board_clear(&b);
	for (left = max; left > 0; left--) {
		say("You have %lld guess%s left!\n", left,
		    out_plural((uint64_t)left, "es"));
		if (guess_or_hint(prompt, guess) < 0) {
			say("The pattern was %s.\n", code);
			return ENDED;
		}
		f = tools_score(&t, &g, secret, guess);
		board_add(&b, guess, f);
		board_print(&b, &g);
		if (f.exact == g.pegs) {
			tally_won(tl, b.n);
			tally_average(tl, avg, sizeof(avg));
			say("You win!!\nPattern found in %d attempt%s! "
			    "Current average: %s\n", b.n, out_plural((uint64_t)b.n,
			    "s"), avg);
			return WON;
		}
	}
	tally_lost(tl);
	tally_average(tl, avg, sizeof(avg));
	say("You have run out of guesses! The pattern was %s. "
	    "Better luck next time!\nCurrent average: %s\n", code, avg);
	return LOST;
}

/* The status of a session: 1, with a message, when a game was cut short. */
static int
cutshort(enum outcome o)
{
	if (o != ENDED || prompt_quit())
		return 0;
	out_flush();
	err_warn("the input ended before the game did");
	return 1;
}

static int
human(void)
{
	struct tally tl;
	enum outcome o = LOST;
	long long max;

	memset(&tl, 0, sizeof(tl));
	if (setup(1) == 0) {
		max = limit ? limit : guess_limit(&g);
		tools_gen(&t, seed);
		tools_scorer(&t);
		while ((o = human_game(&tl, max)) != ENDED &&
		    ask_again("Another game [Y/N]? ") == ANSWER_YES)
			;
	}
	tally_print(&tl);
	return cutshort(o);
}

/* Seed 001's game: the guess prompt, then (X,Y); code is the secret. */
static enum outcome
digits_game(struct tally *tl, char *code)
{
	uint8_t secret[MM_MAXPEGS], guess[MM_MAXPEGS];
	char prompt[32];
	struct feedback f;
	int i;

	tools_secret(&t, &g, secret);
	code_format(&g, secret, code);
	board_clear(&b);
	for (i = 1; i <= DIGITS_TRIES; i++) {
		snprintf(prompt, sizeof(prompt), "Player-G%d: ", i);
		if (guess_or_hint(prompt, guess) < 0) {
			say("The answer was %s.\n", code);
			return ENDED;
		}
		f = tools_score(&t, &g, secret, guess);
		board_add(&b, guess, f);
		say("(%d,%d)\n", f.exact, f.inexact);
		if (f.exact == g.pegs) {
			tally_won(tl, i);
			return WON;
		}
	}
	tally_lost(tl);
	return LOST;
}

/* mm-play --digits: seed 001's session, in its own words. */
static int
digits(void)
{
	struct tally tl;
	char code[MM_MAXPEGS + 1], again[160];
	enum outcome o;

	memset(&tl, 0, sizeof(tl));
	game_finish(&g);
	tools_game(&t, &g, colors);
	tools_gen(&t, seed);
	tools_scorer(&t);
	while ((o = digits_game(&tl, code)) != ENDED) {
		if (o == WON)
			snprintf(again, sizeof(again), "CONGRATULATIONS! You "
			    "have cracked the secret code!. Do you want to "
			    "try another game? ");
		else
			snprintf(again, sizeof(again), "OK!. You have run out "
			    "of tries. The answer is: %s. Better luck next "
			    "time!. Do you want to try again: ? ", code);
		if (ask_again(again) != ANSWER_YES)
			break;
	}
	say("You have tried the Game of Mastermind %lld times with %lld "
	    "Successes and %lld Failures!.\n", tl.won + tl.lost, tl.won,
	    tl.lost);
	return cutshort(o);
}

/*
 * What the strategy guarantees on this game: the most guesses it takes
 * on any code, when it always plays alike and the game is small enough
 * to play every code at once; else 0.
 */
static long long
promise(void)
{
	uint64_t n = code_space(&g), most = PROMISE_MAXCODES;

	if (strcmp(solver->name, "optimal") == 0)
		most = PROMISE_MAXOPTIMAL;
	if (!strategy_deterministic(solver) || n == 0 || n > most)
		return 0;
	return tools_worst(&t, &g, strategy);
}

/* The computer's guesses: -m, else 10 or the worst case when more. */
static long long
guesses(long long worst)
{
	if (limit != 0)
		return limit;
	return worst > COMPUTER_GUESSES ? worst : COMPUTER_GUESSES;
}

/* Say what the computer will do; the guesses it may take. */
static long long
announce(void)
{
	long long worst = promise(), max = guesses(worst);
	char what[128];

	if (worst > 0 && worst <= max)
		snprintf(what, sizeof(what), "I will find it in at most %lld "
		    "guess%s.", worst, out_plural((uint64_t)worst, "es"));
	else
		snprintf(what, sizeof(what), "I will try to find it; I give "
		    "up after %lld guess%s.", max, out_plural((uint64_t)max, "es"));
	say("Think of a code of %d pegs from %s%s. %s\n", g.pegs,
	    game_colors_name(&g), g.distinct ? ", no colour twice" : "",
	    what);
	return max;
}

static int
computer(void)
{
	uint8_t guess[MM_MAXPEGS];
	char code[MM_MAXPEGS + 1], prompt[MM_MAXPEGS + 64];
	struct feedback f;
	long long max, i;

	if (setup(0) < 0)
		return 0;
	playable(&g);
	max = announce();
	tools_solver(&t, strategy, seed);
	board_clear(&b);
	for (i = 1; ; i++) {
		if (!tools_guess(&t, &g, guess)) {
			say("Your answers cannot all be right: %s.\n",
			    tools_complaint(&t));
			return 1;
		}
		if (i > max) {
			say("I could not find your code in %lld guess%s. "
			    "You win!!\n", max, out_plural((uint64_t)max, "es"));
			return 1;
		}
		code_format(&g, guess, code);
		snprintf(prompt, sizeof(prompt), "Feedback for guess %lld, %s "
		    "(exact,inexact): ", i, code);
		if (ask_feedback(&g, prompt, &f) < 0)
			return cutshort(ENDED);
		board_add(&b, guess, f);
		board_print(&b, &g);
		if (f.exact == g.pegs) {
			say("I found your code in %lld attempt%s!\n", i,
			    out_plural((uint64_t)i, "s"));
			return 0;
		}
		tools_tell(&t, f);
	}
}

static void
linger(void)
{
	struct timespec ts = { 0, 400000000 };

	if (isatty(1)) {
		out_flush();
		nanosleep(&ts, NULL);
	}
}

static int
watch(void)
{
	uint8_t secret[MM_MAXPEGS], guess[MM_MAXPEGS];
	char code[MM_MAXPEGS + 1];
	struct feedback f;
	long long max, i;

	if (colors == NULL && (colors = getenv("MM_COLORS")) == NULL)
		colors = "A-F";
	game_finish(&g);
	playable(&g);
	tools_game(&t, &g, colors);
	max = guesses(promise());
	tools_gen(&t, seed);
	tools_scorer(&t);
	tools_solver(&t, strategy, seed);
	tools_secret(&t, &g, secret);
	code_format(&g, secret, code);
	say("The secret is %s.\n", code);
	board_clear(&b);
	for (i = 1; ; i++) {
		if (!tools_guess(&t, &g, guess))
			die("mm-solve gave up against mm-score: %s",
			    tools_complaint(&t));
		if (i > max) {
			say("Pattern not found in %lld attempt%s.\n", max,
			    out_plural((uint64_t)max, "s"));
			return 1;
		}
		f = tools_score(&t, &g, secret, guess);
		board_add(&b, guess, f);
		board_print(&b, &g);
		if (f.exact == g.pegs) {
			say("Pattern found in %lld attempt%s!\n", i,
			    out_plural((uint64_t)i, "s"));
			return 0;
		}
		linger();
		tools_tell(&t, f);
	}
}

/* Seed 001's game: four digits, nothing else to choose. */
static enum mode
digitsmode(enum mode mode)
{
	if (colors != NULL || g.pegs != 0 || g.distinct || limit != 0 ||
	    mode != HUMAN || strategy != NULL)
		die("--digits plays seed 001's game: not with -b computer, "
		    "-c, -m, -p, -t, --distinct or --watch");
	colors = "0-9";
	game_colors(&g, colors, NULL);
	g.pegs = 4;
	return DIGITS;
}

/* Refuse junk in the environment before asking anything. */
static void
checkenv(void)
{
	struct game probe;
	const char *e;

	game_init(&probe);
	if (colors == NULL && (e = getenv("MM_COLORS")) != NULL)
		game_colors(&probe, e, "MM_COLORS");
	if (g.pegs == 0 && (e = getenv("MM_PEGS")) != NULL)
		game_pegs(&probe, e, "MM_PEGS");
}

/*
 * The computer's strategy, refused before anything is asked when it
 * cannot play even a game of one peg of one colour with these options.
 */
static void
checkstrategy(struct solve_opts *o)
{
	struct game probe;

	if (solver == NULL)
		solver = strategy_parse(STRATEGY_DEFAULT, o);
	game_init(&probe);
	probe.pegs = probe.ncolors = 1;
	probe.distinct = g.distinct;
	playable(&probe);
}

/* The options: the game, the seed, the limit, the strategy, the mode. */
static enum mode
parse(int argc, char *argv[], struct solve_opts *so)
{
	enum mode mode = HUMAN;
	int opt, watching = 0, human_b = 0, digitgame = 0;

	while ((opt = getopt_long(argc, argv, MM_COMMON_SHORTOPTS "b:m:s:t:",
	    longopts, NULL)) != -1) {
		if (opt == 'c')
			colors = optarg;
		if (common_option(&g, opt, optarg, &help))
			continue;
		switch (opt) {
		case 'b':
			if (strcmp(optarg, "computer") == 0)
				mode = COMPUTER;
			else if (strcmp(optarg, "human") == 0)
				mode = HUMAN;
			else
				die("bad code breaker '%s': must be human or "
				    "computer", err_quote(optarg, strlen(optarg)));
			human_b = mode == HUMAN;
			break;
		case 'm':
			limit = number_option(optarg, 1, 1000000, "guess limit");
			break;
		case 's':
			parse_seed(optarg);
			seed = optarg;
			break;
		case 't':
			solver = strategy_option(optarg, so);
			strategy = optarg;
			break;
		case OPT_WATCH:
			watching = 1;
			break;
		case OPT_DIGITS:
			digitgame = 1;
			break;
		default:
			usage_error(help.usage);
		}
	}
	if (optind < argc)
		extra_operand(argv[optind], help.usage);
	if (watching && human_b)
		die("--watch has the computer play both sides: not with "
		    "-b human");
	if (watching)
		mode = WATCH;
	if (digitgame)
		mode = digitsmode(mode);
	if (strategy != NULL && mode == HUMAN)
		die("-t picks the computer's strategy: use it with "
		    "-b computer or --watch");
	return mode;
}

int
main(int argc, char *argv[])
{
	struct input in;
	struct solve_opts so;
	enum mode mode;
	int status;
	char *self, helptext[1024];

	stdfds_open();
	memset(&so, 0, sizeof(so));
	if ((self = strdup(argv[0])) == NULL)
		die("out of memory");
	err_setprogname(argv[0]);
	game_init(&g);
	mode = parse(argc, argv, &so);
	checkenv();
	if (mode == COMPUTER || mode == WATCH)
		checkstrategy(&so);
	children_guard();
	tools_find(&t, self, mode != COMPUTER, mode == COMPUTER ||
	    mode == WATCH);
	input_fdopen(&in, 0, "<stdin>");
	snprintf(helptext, sizeof(helptext), "%s%s%s", about[mode], HELP,
	    mode == HUMAN || mode == DIGITS ? HINTS : "");
	prompt_init(&in, helptext);
	if (prompt_tty() && mode != WATCH)
		say("%s%s", about[mode], GREETING);
	if (mode == DIGITS)
		status = digits();
	else if (mode == WATCH)
		status = watch();
	else if (mode == COMPUTER)
		status = computer();
	else
		status = human();
	tools_stop(&t);
	board_free(&b);
	input_close(&in);
	free(self);
	out_close();
	return status;
}
