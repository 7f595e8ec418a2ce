/* mm-play: the player breaks a secret of mm-gen's, game after game. */
#include <stdio.h>
#include <string.h>

#include "play.h"

/* The board after a guess: at a terminal numbered, the secret masked. */
static void
show(struct session *s)
{
	char mask[MM_MAXPEGS + 1];

	if (!term_screen()) {
		board_print(&s->b, &s->g);
		return;
	}
	memset(mask, 'X', (size_t)s->g.pegs);
	mask[s->g.pegs] = '\0';
	board_show(&s->b, &s->g, mask);
}

static enum outcome
game(struct session *s, struct tally *tl, long long max)
{
	uint8_t secret[MM_MAXPEGS], guess[MM_MAXPEGS];
	char code[MM_MAXPEGS * 24 + 1], avg[32], prompt[64];
	struct feedback f;
	long long left;

	snprintf(prompt, sizeof(prompt), "Enter Guess (%d chars): ",
	    s->g.pegs);
	tools_secret(&s->t, &s->g, secret);
	term_code(&s->g, secret, code, sizeof(code));
	out_puts("Starting game...\n");
	board_clear(&s->b);
	for (left = max; left > 0; left--) {
		session_say("You have %lld guess%s left!\n", left,
		    out_plural((uint64_t)left, "es"));
		if (session_guess(s, prompt, guess) < 0) {
			if (!term_screen() || !prompt_quit()) {
				session_say("The pattern was %s.\n", code);
				return ENDED;
			}
			tally_given(tl);
			session_say("You gave up. The pattern was %s.\n", code);
			return ENDED;
		}
		f = tools_score(&s->t, &s->g, secret, guess);
		board_add(&s->b, guess, f);
		show(s);
		if (s->coach)
			coach_move(s);
		if (f.exact == s->g.pegs) {
			tally_won(tl, s->b.n);
			tally_average(tl, avg, sizeof(avg));
			session_say("You win!!\nPattern found in %d attempt%s! "
			    "Current average: %s\n", s->b.n,
			    out_plural((uint64_t)s->b.n, "s"), avg);
			if (s->coach)
				coach_end(s, secret);
			return WON;
		}
	}
	tally_lost(tl);
	tally_average(tl, avg, sizeof(avg));
	session_say("You have run out of guesses! The pattern was %s. "
	    "Better luck next time!\nCurrent average: %s\n", code, avg);
	if (s->coach)
		coach_end(s, secret);
	return LOST;
}

int
play_human(struct session *s)
{
	struct tally tl;
	enum outcome o = LOST;
	long long max;

	memset(&tl, 0, sizeof(tl));
	if (session_setup(s, 1) == 0) {
		max = s->limit ? s->limit : guess_limit(&s->g);
		if (s->coach)
			session_playable(s, &s->g);
		if (term_screen())
			term_game(&s->g, max);
		tools_gen(&s->t, s->seed);
		tools_scorer(&s->t);
		while ((o = game(s, &tl, max)) != ENDED &&
		    ask_again("Another game [Y/N]? ") == ANSWER_YES)
			;
	}
	tally_print(&tl);
	return session_cutshort(o);
}
