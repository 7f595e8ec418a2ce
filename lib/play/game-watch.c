/* mm-play --watch: mm-solve breaks a secret of mm-gen's, mm-score scoring. */
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "play.h"

/* A pause between guesses, for the eye, when a terminal shows them. */
static void
linger(void)
{
	struct timespec ts = { 0, 400000000 };

	if (isatty(1)) {
		out_flush();
		nanosleep(&ts, NULL);
	}
}

int
play_watch(struct session *s)
{
	uint8_t secret[MM_MAXPEGS], guess[MM_MAXPEGS];
	char code[MM_MAXPEGS + 1];
	struct feedback f;
	long long max, i;

	if (s->colors == NULL && (s->colors = getenv("MM_COLORS")) == NULL)
		s->colors = "A-F";
	game_finish(&s->g);
	session_playable(s, &s->g);
	tools_game(&s->t, &s->g, s->colors);
	max = session_guesses(s, session_promise(s));
	tools_gen(&s->t, s->seed);
	tools_scorer(&s->t);
	tools_solver(&s->t, s->strategy, s->seed);
	tools_secret(&s->t, &s->g, secret);
	code_format(&s->g, secret, code);
	session_say("The secret is %s.\n", code);
	board_clear(&s->b);
	for (i = 1; ; i++) {
		if (!tools_guess(&s->t, &s->g, guess))
			die("mm-solve gave up against mm-score: %s",
			    tools_complaint(&s->t));
		if (i > max) {
			session_say("Pattern not found in %lld attempt%s.\n",
			    max, out_plural((uint64_t)max, "s"));
			return 1;
		}
		f = tools_score(&s->t, &s->g, secret, guess);
		board_add(&s->b, guess, f);
		board_print(&s->b, &s->g);
		if (f.exact == s->g.pegs) {
			session_say("Pattern found in %lld attempt%s!\n", i,
			    out_plural((uint64_t)i, "s"));
			return 0;
		}
		linger();
		tools_tell(&s->t, f);
	}
}
