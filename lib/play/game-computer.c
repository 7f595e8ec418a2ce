/*
 * mm-play -b computer: mm-solve breaks the player's code from the
 * answers; at a terminal, undo takes an answer back, and answers that
 * contradict each other offer it rather than end the game.
 */
#include <stdio.h>
#include <string.h>

#include "play.h"

/* Where the guess to answer comes from. */
enum from {
	SOLVER,		/* mm-solve's next guess, to be read */
	ASKED,		/* the guess just asked about, asked again */
	BOARD		/* a guess taken back from the board */
};

/* Say what the computer will do; the guesses it may take. */
static long long
announce(struct session *s)
{
	long long worst = session_promise(s), max = session_guesses(s, worst);
	char what[128];

	if (worst > 0 && worst <= max)
		snprintf(what, sizeof(what), "I will find it in at most %lld "
		    "guess%s.", worst, out_plural((uint64_t)worst, "es"));
	else
		snprintf(what, sizeof(what), "I will try to find it; I give "
		    "up after %lld guess%s.", max, out_plural((uint64_t)max, "es"));
	if (term_screen())
		term_game(&s->g, max);
	session_say("Think of a code of %d pegs from %s%s. %s\n", s->g.pegs,
	    game_colors_name(&s->g), s->g.distinct ? ", no colour twice" : "",
	    what);
	return max;
}

/* The board: at a terminal numbered, with no row of X over it. */
static void
show(struct session *s)
{
	if (term_screen())
		board_show(&s->b, &s->g, NULL);
	else
		board_print(&s->b, &s->g);
}

/*
 * Take back the last answer: the board without it, mm-solve told the
 * rest; its guess into guess.  0 when there is none.
 */
static int
undo(struct session *s, uint8_t *guess)
{
	char code[MM_MAXPEGS + 1], line[MM_MAXPEGS + 96];
	struct board *b = &s->b;

	if (b->n == 0) {
		session_say("There is no answer to take back.\n");
		return 0;
	}
	b->n--;
	memcpy(guess, b->guess[b->n], MM_MAXPEGS);
	code_format(&s->g, guess, code);
	talk_undone(line, sizeof(line), (size_t)b->n + 1, code, b->fb[b->n]);
	out_puts(line);
	tools_replay(&s->t, &s->g, b);
	show(s);
	return 1;
}

/* With -v, mm-solve's explanation of the guess it has just made. */
static void
why(struct session *s)
{
	char text[CHILD_ERRMAX + 1];

	if (!s->verbose)
		return;
	tools_why(&s->t, text, sizeof(text));
	out_puts(text);
}

int
play_computer(struct session *s)
{
	uint8_t guess[MM_MAXPEGS];
	char code[MM_MAXPEGS * 24 + 1], prompt[sizeof(code) + 64];
	struct feedback f;
	enum from from = SOLVER;
	long long max, i;
	int r;

	if (session_setup(s, 0) < 0)
		return 0;
	session_playable(s, &s->g);
	max = announce(s);
	tools_solver(&s->t, s->strategy, s->seed, s->verbose);
	board_clear(&s->b);
	for (;;) {
		if (from == SOLVER && !tools_guess(&s->t, &s->g, guess)) {
			session_say("Your answers cannot all be right: %s.\n",
			    tools_complaint(&s->t));
			if (!term_screen() || ask_undo() < 0 || !undo(s, guess))
				return 1;
			from = BOARD;
		}
		if (from == SOLVER)
			why(s);
		i = s->b.n + 1;
		if (i > max) {
			session_say("I could not find your code in %lld "
			    "guess%s. You win!!\n", max,
			    out_plural((uint64_t)max, "es"));
			return 1;
		}
		term_code(&s->g, guess, code, sizeof(code));
		snprintf(prompt, sizeof(prompt), "Feedback for guess %lld, %s "
		    "(exact,inexact): ", i, code);
		if ((r = ask_feedback(&s->g, prompt, &f)) == ASK_UNDO) {
			if (undo(s, guess))
				from = BOARD;
			else if (from == SOLVER)
				from = ASKED;
			continue;
		}
		if (r < 0)
			return session_cutshort(ENDED);
		board_add(&s->b, guess, f);
		show(s);
		if (f.exact == s->g.pegs) {
			session_say("I found your code in %lld attempt%s!\n", i,
			    out_plural((uint64_t)i, "s"));
			return 0;
		}
		if (from == BOARD)
			tools_tell_guess(&s->t, &s->g, guess, f);
		else
			tools_tell(&s->t, f);
		from = SOLVER;
	}
}
