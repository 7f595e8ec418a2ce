/* What the games of an mm-play session share: the questions, the hints. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play.h"

/* The computer's guesses unless -m says otherwise, as in Knuth's game. */
#define COMPUTER_GUESSES	10
/* The games small enough to play every code before the first guess. */
#define PROMISE_MAXCODES	10000
#define PROMISE_MAXOPTIMAL	1296
/* The games small enough to count the codes that fit, for a hint. */
#define HINT_MAXCODES		1000000

void
session_say(const char *fmt, ...)
{
	char line[2048];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	out_puts(line);
}

/* Ask for what the options and the environment left open. */
int
session_setup(struct session *s, int askseed)
{
	static char range[4], seedbuf[SEED_SIZE];
	char max;
	int pegs;

	if (s->colors == NULL)
		s->colors = getenv("MM_COLORS");
	if (s->colors == NULL) {
		if (ask_maxletter(&max) < 0)
			return -1;
		snprintf(range, sizeof(range), "A-%c", max);
		game_colors(&s->g, range, NULL);
		s->colors = range;
	}
	if (s->g.pegs == 0 && getenv("MM_PEGS") == NULL) {
		if (ask_dimension(&pegs) < 0)
			return -1;
		s->g.pegs = pegs;
	}
	if (askseed && s->seed == NULL) {
		if (ask_seed(seedbuf) < 0)
			return -1;
		s->seed = seedbuf;
	}
	game_finish(&s->g);
	tools_game(&s->t, &s->g, s->colors);
	return 0;
}

/* Refuse a game the computer's strategy cannot play. */
void
session_playable(const struct session *s, const struct game *g)
{
	const char *err;

	if ((err = s->refuse(g)) != NULL)
		die("%s", err);
}

/*
 * A hint: how many codes fit the board, and which when few, then
 * mm-solve's next guess.
 */
static void
hint(struct session *s, int *hints)
{
	uint8_t guess[MM_MAXPEGS];
	char code[MM_MAXPEGS + 1], list[TALK_LISTMAX * (MM_MAXPEGS + 1)];
	char line[sizeof(list) + 64];
	uint64_t n = code_space(&s->g);

	if ((*hints)++ == 0) {
		if (n == 0 || n > HINT_MAXCODES) {
			session_say("Hint: too many codes to count.\n");
			return;
		}
		n = board_fits(&s->b, &s->g, list, sizeof(list));
		talk_fits(line, sizeof(line), n, n > 0 && n <= TALK_LISTMAX ?
		    list : NULL);
		out_puts(line);
	} else if (tools_next(&s->t, &s->g, &s->b, s->strategy, s->seed,
	    guess)) {
		code_format(&s->g, guess, code);
		session_say("Hint: mm-solve would play %s.\n", code);
	} else
		session_say("Hint: mm-solve is not to be found.\n");
}

/*
 * A guess, after as many hints as the player asks for; -1 at the end.
 * At a terminal, a guess already on the board is refused.
 */
int
session_guess(struct session *s, const char *prompt, uint8_t *guess)
{
	char again[MM_MAXPEGS + 64], code[MM_MAXPEGS + 1];
	const char *ask = prompt;
	int r, hints = 0, k;

	for (;;) {
		if ((r = ask_guess(&s->g, ask, guess)) == ASK_HINT) {
			hint(s, &hints);
			ask = prompt;
			continue;
		}
		if (r < 0 || !term_screen() ||
		    (k = board_played(&s->b, &s->g, guess)) == 0)
			return r;
		code_format(&s->g, guess, code);
		snprintf(again, sizeof(again), "%s was guess %d already; it "
		    "does not count, try again: ", code, k);
		ask = again;
	}
}

/* The status of a session: 1, with a message, when a game was cut short. */
int
session_cutshort(enum outcome o)
{
	if (o != ENDED || prompt_quit())
		return 0;
	out_flush();
	err_warn("the input ended before the game did");
	return 1;
}

/*
 * The strategy played on every code, once a session, when it always
 * plays alike and the game is small enough to play them all at once:
 * its worst case and its average.
 */
static void
sum(struct session *s)
{
	uint64_t n = code_space(&s->g), most = PROMISE_MAXCODES;

	if (s->summed)
		return;
	s->summed = 1;
	if (s->exact)
		most = PROMISE_MAXOPTIMAL;
	if (!s->deterministic || n == 0 || n > most)
		return;
	s->worst = tools_worst(&s->t, &s->g, s->strategy, s->average,
	    sizeof(s->average));
	if (s->worst == 0)
		s->average[0] = '\0';
}

/*
 * What the strategy guarantees on this game: the most guesses it takes
 * on any code, when it always plays alike and the game is small enough
 * to play every code at once; else 0.
 */
long long
session_promise(struct session *s)
{
	sum(s);
	return s->worst;
}

/* The strategy's average guesses on this game into buf: 0 when unknown. */
int
session_average(struct session *s, char *buf, size_t size)
{
	sum(s);
	snprintf(buf, size, "%s", s->average);
	return s->average[0] != '\0';
}

/* The computer's guesses: -m, else 10 or the worst case when more. */
long long
session_guesses(const struct session *s, long long worst)
{
	if (s->limit != 0)
		return s->limit;
	return worst > COMPUTER_GUESSES ? worst : COMPUTER_GUESSES;
}
