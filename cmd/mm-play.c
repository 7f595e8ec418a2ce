/* mm-play: the game at the terminal; its options, and the mode they pick
 * (the player guesses, the computer guesses, a watched game, the
 * four-digit game). */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play/play.h"
#include "solve/strategy.h"

static const struct help help = {
	"usage: mm-play [-c colors] [-p pegs] [-s seed] [-m max-guesses] "
	"[--distinct]\n"
	"               [-b human|computer] [--watch] [-t strategy] [-v] "
	"[--coach]\n"
	"               [--color=when]\n"
	"       mm-play --digits [-s seed] [--color=when]\n",
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
	"      --digits               the four-digit game: 0000 to 9999, 10 tries, "
	"(X,Y)\n"
	"      --watch                the computer plays both sides\n"
	"  -t, --strategy=NAME        the computer's strategy, as in mm-solve "
	"-t\n"
	"      --coach                after each of your guesses, what -t "
	"makes of it\n"
	"  -v, --verbose              mm-solve explains each of its guesses\n"
	"      --color=WHEN           codes in colour: auto (a terminal), always, "
	"never\n",
	strategy_help,
	"  0  the session ended, or the computer found the code\n"
	"  1  the input ended in a game, the computer gave up, or the answers "
	"contradict\n     each other\n"
	"  2  a usage error, a missing tool or an I/O error\n"
};

enum { OPT_WATCH = OPT_FIRST_LOCAL, OPT_DIGITS, OPT_COACH, OPT_COLOR };

static const struct option longopts[] = {
	MM_COMMON_LONGOPTS,
	{ "breaker",     required_argument, NULL, 'b' },
	{ "coach",       no_argument,       NULL, OPT_COACH },
	{ "color",       required_argument, NULL, OPT_COLOR },
	{ "colour",      required_argument, NULL, OPT_COLOR },
	{ "digits",      no_argument,       NULL, OPT_DIGITS },
	{ "max-guesses", required_argument, NULL, 'm' },
	{ "seed",        required_argument, NULL, 's' },
	{ "strategy",    required_argument, NULL, 't' },
	{ "verbose",     no_argument,       NULL, 'v' },
	{ "watch",       no_argument,       NULL, OPT_WATCH },
	{ NULL, 0, NULL, 0 }
};

enum { HUMAN, COMPUTER, WATCH, DIGITS };
static const char *const breakers[] = { "human", "computer", NULL };

#define GREETING	"Type ? for help, q to quit.\n"
#define HELP		"At every question: ? or help shows this, q or quit " \
	"ends the session\n(showing the secret of a game under way), and an " \
	"empty answer asks again;\nan empty seed picks one.\n"
#define HINTS		"Instead of a guess, hint says how many codes still " \
	"fit the answers; hint\nagain, the guess mm-solve would play.\n"

/* The modes: what the player is told, who plays, the session's loop. */
static const struct mode {
	const char *about;	/* shown at a terminal, and by ? */
	int	greets;		/* the player is greeted at a terminal */
	int	guesser;	/* the player guesses, and may ask for hints */
	int	maker;		/* mm-gen makes the secret, mm-score scores */
	int	breaker;	/* mm-solve guesses */
	int	(*play)(struct session *);
} modes[] = {
	[HUMAN] = { "Mastermind: I think of a secret code and you guess it. "
	    "After each guess,\n(E,I) says how many pegs are right and in "
	    "place (E), and how many more are\nright but in the wrong place "
	    "(I).\n", 1, 1, 1, 0, play_human },
	[COMPUTER] = { "Mastermind: you think of a secret code and I guess "
	    "it. Answer each guess with\nE,I: how many pegs are right and in "
	    "place (E), and how many more are right\nbut in the wrong place "
	    "(I).\n", 1, 0, 0, 1, play_computer },
	[WATCH] = { "", 0, 0, 1, 1, play_watch },
	[DIGITS] = { "Mastermind: guess my number from 0000 to 9999 in 10 "
	    "tries (236 is 0236).\nAfter each guess, (X,Y) says how many "
	    "digits are right and in place (X), and\nhow many more are right "
	    "but in the wrong place (Y).\n", 1, 1, 1, 0, play_digits }
};

static struct session s;
static struct pick pick;		/* the computer's strategy: -t */
static int colour = TERM_AUTO;		/* --color */

/* Why the computer's strategy cannot play game g, or NULL. */
static const char *
refuse(const struct game *g)
{
	return strategy_refuse(g, pick.s);
}

/* The four-digit game: four digits, nothing else to choose. */
static int
digitsmode(int mode)
{
	if (s.colors != NULL || s.g.pegs != 0 || s.g.distinct ||
	    s.limit != 0 || mode != HUMAN || s.strategy != NULL)
		usage_error("--digits plays the four-digit game: not with "
		    "-b computer, -c, -m, -p, -t, --distinct or --watch");
	s.colors = "0-9";
	game_colors(&s.g, s.colors, NULL);
	s.g.pegs = 4;
	return DIGITS;
}

/* Refuse junk in the environment before asking anything. */
static void
checkenv(void)
{
	struct game probe;
	const char *e;

	game_init(&probe);
	if (s.colors == NULL && (e = getenv("MM_COLORS")) != NULL)
		game_colors(&probe, e, "MM_COLORS");
	if (s.g.pegs == 0 && (e = getenv("MM_PEGS")) != NULL)
		game_pegs(&probe, e, "MM_PEGS");
}

/*
 * The computer's strategy, told to the session, and refused before
 * anything is asked when it cannot play even a game of one peg of one
 * colour with these options.
 */
static void
checkstrategy(void)
{
	struct game probe;

	if (pick.s == NULL)
		strategy_parse(STRATEGY_DEFAULT, &pick);
	game_init(&probe);
	probe.pegs = probe.ncolors = 1;
	probe.distinct = s.g.distinct;
	s.refuse = refuse;
	session_playable(&s, &probe);
	s.deterministic = strategy_deterministic(pick.s);
	s.exact = strcmp(pick.s->name, "optimal") == 0;
	s.name = pick.s->name;
	s.about = pick.s->help;
}

/* --color=WHEN, as ls takes it. */
static int
colourwhen(const char *arg)
{
	if (strcmp(arg, "auto") == 0)
		return TERM_AUTO;
	if (strcmp(arg, "always") == 0)
		return TERM_ALWAYS;
	if (strcmp(arg, "never") == 0)
		return TERM_NEVER;
	usage_error("bad colour mode '%s': must be auto, always or never",
	    err_quote(arg, strlen(arg)));
}

/* The options: the game, the seed, the limit, the strategy, the mode. */
static int
parse(int argc, char *argv[])
{
	int mode = HUMAN;
	int opt, watching = 0, human_b = 0, digitgame = 0;

	while ((opt = options_get(argc, argv, MM_COMMON_SHORTOPTS "b:m:s:t:v",
	    longopts)) != -1) {
		if (opt == 'c')
			s.colors = optarg;
		if (common_option(&s.g, opt, optarg, &help))
			continue;
		switch (opt) {
		case 'b':
			mode = options_word(optarg, breakers, "code breaker") ?
			    COMPUTER : HUMAN;
			human_b = mode == HUMAN;
			break;
		case 'm':
			s.limit = number_option(optarg, 1, 1000000,
			    "guess limit");
			break;
		case 's':
			parse_seed(optarg);
			s.seed = optarg;
			break;
		case 't':
			strategy_option(optarg, &pick);
			s.strategy = optarg;
			break;
		case OPT_WATCH:
			watching = 1;
			break;
		case OPT_DIGITS:
			digitgame = 1;
			break;
		case OPT_COACH:
			s.coach = 1;
			break;
		case OPT_COLOR:
			colour = colourwhen(optarg);
			break;
		case 'v':
			s.verbose = 1;
			break;
		}
	}
	if (optind < argc)
		extra_operand(argv[optind], NULL, NULL);
	if (watching && human_b)
		usage_error("--watch has the computer play both sides: not "
		    "with -b human");
	if (watching)
		mode = WATCH;
	if (digitgame)
		mode = digitsmode(mode);
	if (s.coach && mode != HUMAN)
		usage_error("--coach follows the player's guesses: not with "
		    "-b computer, --digits or --watch");
	if (s.verbose && (mode == HUMAN || mode == DIGITS))
		usage_error("-v explains the computer's guesses: use it with "
		    "-b computer or --watch");
	if (s.strategy != NULL && mode == HUMAN && !s.coach)
		usage_error("-t picks the computer's strategy: use it with "
		    "-b computer, --watch or --coach");
	return mode;
}

int
main(int argc, char *argv[])
{
	struct input in;
	const struct mode *m;
	int status;
	char *self, helptext[1024];

	stdfds_open();
	if ((self = strdup(argv[0])) == NULL)
		die("out of memory");
	err_setprogname(&argv[0]);
	game_init(&s.g);
	m = &modes[parse(argc, argv)];
	checkenv();
	if (m->breaker || s.coach)
		checkstrategy();
	term_init(colour);
	children_guard();
	tools_find(&s.t, self, m->maker, m->breaker || s.coach);
	input_fdopen(&in, 0, "<stdin>");
	snprintf(helptext, sizeof(helptext), "%s%s%s", m->about, HELP,
	    m->guesser ? HINTS : m->breaker ? talk_answers : "");
	prompt_init(&in, helptext);
	if (prompt_tty() && m->greets)
		session_say("%s%s", m->about, GREETING);
	status = m->play(&s);
	tools_stop(&s.t);
	board_free(&s.b);
	input_close(&in);
	free(self);
	out_close();
	return status;
}
