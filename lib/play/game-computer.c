/* mm-play -b computer: mm-solve breaks the player's code from the answers. */
#include <stdio.h>

#include "play.h"

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
	session_say("Think of a code of %d pegs from %s%s. %s\n", s->g.pegs,
	    game_colors_name(&s->g), s->g.distinct ? ", no colour twice" : "",
	    what);
	return max;
}

int
play_computer(struct session *s)
{
	uint8_t guess[MM_MAXPEGS];
	char code[MM_MAXPEGS + 1], prompt[MM_MAXPEGS + 64];
	struct feedback f;
	long long max, i;

	if (session_setup(s, 0) < 0)
		return 0;
	session_playable(s, &s->g);
	max = announce(s);
	tools_solver(&s->t, s->strategy, s->seed);
	board_clear(&s->b);
	for (i = 1; ; i++) {
		if (!tools_guess(&s->t, &s->g, guess)) {
			session_say("Your answers cannot all be right: %s.\n",
			    tools_complaint(&s->t));
			return 1;
		}
		if (i > max) {
			session_say("I could not find your code in %lld "
			    "guess%s. You win!!\n", max,
			    out_plural((uint64_t)max, "es"));
			return 1;
		}
		code_format(&s->g, guess, code);
		snprintf(prompt, sizeof(prompt), "Feedback for guess %lld, %s "
		    "(exact,inexact): ", i, code);
		if (ask_feedback(&s->g, prompt, &f) < 0)
			return session_cutshort(ENDED);
		board_add(&s->b, guess, f);
		board_print(&s->b, &s->g);
		if (f.exact == s->g.pegs) {
			session_say("I found your code in %lld attempt%s!\n", i,
			    out_plural((uint64_t)i, "s"));
			return 0;
		}
		tools_tell(&s->t, f);
	}
}
