/*
 * mm-play --watch: mm-solve breaks a secret of mm-gen's, mm-score
 * scoring.  At a terminal the board is drawn once and grows a row a
 * guess, the secret shown over it, and the lines under it (how many
 * codes the answer leaves, and with -v why the guess was played) are
 * redrawn in place.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "play.h"

/* The games small enough to count the codes left after each answer. */
#define STORY_MAXCODES		1000000

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

/*
 * At a terminal, the last row of the board in place of the lines under
 * it, and under it the lines of text, whose rows on the screen *under
 * counts.
 */
static void
grow(struct session *s, const char *text, int *under)
{
	term_erase(*under);
	board_row(&s->b, &s->g, s->b.n - 1);
	out_puts(text);
	*under = term_rows(text);
}

/* What the last answer leaves: E,I: N codes left, when they are counted. */
static void
story(struct session *s, char *text, size_t size)
{
	struct feedback f = s->b.fb[s->b.n - 1];
	uint64_t n = code_space(&s->g);
	size_t len = strlen(text);

	if (n == 0 || n > STORY_MAXCODES || f.exact == s->g.pegs)
		return;
	n = board_fits(&s->b, &s->g, NULL, 0);
	snprintf(text + len, size - len, "%d,%d: %llu code%s left\n", f.exact,
	    f.inexact, (unsigned long long)n, out_plural(n, "s"));
}

int
play_watch(struct session *s)
{
	uint8_t secret[MM_MAXPEGS], guess[MM_MAXPEGS];
	char code[MM_MAXPEGS * 24 + 1], text[CHILD_ERRMAX + 128];
	struct feedback f;
	long long max, i;
	int screen = term_screen(), under = 0;

	if (s->colors == NULL && (s->colors = getenv("MM_COLORS")) == NULL)
		s->colors = "A-F";
	game_finish(&s->g);
	session_playable(s, &s->g);
	tools_game(&s->t, &s->g, s->colors);
	max = session_guesses(s, session_promise(s));
	tools_gen(&s->t, s->seed);
	tools_scorer(&s->t);
	tools_solver(&s->t, s->strategy, s->seed, s->verbose);
	tools_secret(&s->t, &s->g, secret);
	term_code(&s->g, secret, code, sizeof(code));
	if (screen) {
		term_game(&s->g, max);
		session_say("mm-solve plays %s: %s.\n", s->name, s->about);
	}
	session_say("The secret is %s.\n", code);
	board_clear(&s->b);
	if (screen)
		board_show(&s->b, &s->g, code);
	for (i = 1; ; i++) {
		if (!tools_guess(&s->t, &s->g, guess))
			die("mm-solve gave up against mm-score: %s",
			    tools_complaint(&s->t));
		text[0] = '\0';
		if (s->verbose)
			tools_why(&s->t, text, sizeof(text) - 128);
		if (i > max) {
			term_erase(under);
			session_say("Pattern not found in %lld attempt%s.\n",
			    max, out_plural((uint64_t)max, "s"));
			return 1;
		}
		f = tools_score(&s->t, &s->g, secret, guess);
		board_add(&s->b, guess, f);
		if (screen) {
			story(s, text, sizeof(text));
			grow(s, text, &under);
		} else {
			out_puts(text);
			board_print(&s->b, &s->g);
		}
		if (f.exact == s->g.pegs) {
			session_say("Pattern found in %lld attempt%s!\n", i,
			    out_plural((uint64_t)i, "s"));
			return 0;
		}
		linger();
		tools_tell(&s->t, f);
	}
}
