/* mm-play --digits: the four-digit game, in the words of its exercise. */
#include <stdio.h>
#include <string.h>

#include "play.h"

/* The player's tries in the four-digit game. */
#define DIGITS_TRIES		10

/* One game: the guess prompt, then (X,Y); code is the secret. */
static enum outcome
game(struct session *s, struct tally *tl, char *code)
{
	uint8_t secret[MM_MAXPEGS], guess[MM_MAXPEGS];
	char prompt[32];
	struct feedback f;
	int i;

	tools_secret(&s->t, &s->g, secret);
	code_format(&s->g, secret, code);
	board_clear(&s->b);
	for (i = 1; i <= DIGITS_TRIES; i++) {
		snprintf(prompt, sizeof(prompt), "Player-G%d: ", i);
		if (session_guess(s, prompt, guess) < 0) {
			if (term_screen() && prompt_quit())
				tally_given(tl);
			session_say("The answer was %s.\n", code);
			return ENDED;
		}
		f = tools_score(&s->t, &s->g, secret, guess);
		board_add(&s->b, guess, f);
		session_say("(%d,%d)\n", f.exact, f.inexact);
		if (f.exact == s->g.pegs) {
			tally_won(tl, i);
			return WON;
		}
	}
	tally_lost(tl);
	return LOST;
}

int
play_digits(struct session *s)
{
	struct tally tl;
	char code[MM_MAXPEGS + 1], again[160];
	enum outcome o;

	memset(&tl, 0, sizeof(tl));
	game_finish(&s->g);
	tools_game(&s->t, &s->g, s->colors);
	tools_gen(&s->t, s->seed);
	tools_scorer(&s->t);
	while ((o = game(s, &tl, code)) != ENDED) {
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
	if (tl.given > 0)
		session_say("You have tried the Game of Mastermind %lld times "
		    "with %lld Successes, %lld Failures and %lld Given up!.\n",
		    tl.won + tl.lost + tl.given, tl.won, tl.lost, tl.given);
	else
		session_say("You have tried the Game of Mastermind %lld times "
		    "with %lld Successes and %lld Failures!.\n", tl.won +
		    tl.lost, tl.won, tl.lost);
	return session_cutshort(o);
}
