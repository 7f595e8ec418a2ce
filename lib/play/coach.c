/*
 * mm-play --coach: after each of the player's guesses, how many codes
 * still fit the answers, whether the guess could have been the secret
 * (and if not, which answer ruled it out), and what the strategy would
 * have played in its place; on average, each guess leaves the sum of
 * the squares of the parts it splits the codes into, over their number.
 * At the end of a game, the player's guesses beside the strategy's on
 * the same secret, and the strategy's average over every secret.
 * All of it is counted over every code, so it is for games of at most
 * COACH_MAXCODES codes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play.h"

#define COACH_MAXCODES	100000

/*
 * The codes that fit the first n rows of the board, into *fit (each
 * MM_MAXPEGS bytes); their number.
 */
static size_t
fitting(const struct board *b, const struct game *g, int n,
    uint8_t (**fit)[MM_MAXPEGS])
{
	uint8_t code[MM_MAXPEGS];
	size_t k = 0;

	*fit = xmalloc((size_t)code_space(g) * sizeof(**fit));
	code_unrank(g, 0, code);
	do
		if (code_fits(g, code, b->guess, b->fb, (size_t)n) ==
		    (size_t)n)
			memcpy((*fit)[k++], code, MM_MAXPEGS);
	while (code_next(g, code));
	return k;
}

/* The codes a guess leaves on average: the sum of its parts squared / n. */
static double
leaves(const struct game *g, const uint8_t *guess,
    const uint8_t (*fit)[MM_MAXPEGS], size_t n)
{
	size_t *part, i;
	struct feedback f;
	double sum = 0;
	int w = g->pegs + 1;

	part = xcalloc((size_t)(w * w), sizeof(*part));
	for (i = 0; i < n; i++) {
		f = score_pair(fit[i], guess, g->pegs);
		part[f.exact * w + f.inexact]++;
	}
	for (i = 0; i < (size_t)(w * w); i++)
		sum += (double)part[i] * (double)part[i];
	free(part);
	return n > 0 ? sum / (double)n : 0;
}

/* Whether the game is small enough to coach; said once when it is not. */
static int
coachable(struct session *s)
{
	if (code_space(&s->g) > 0 && code_space(&s->g) <= COACH_MAXCODES)
		return 1;
	if (!s->coached)
		session_say("Coach: this game has too many codes to follow "
		    "(more than %d).\n", COACH_MAXCODES);
	s->coached = 1;
	return 0;
}

/*
 * How many codes fit the answers now, of the n before the last guess,
 * and whether it could have been the secret, or which answer ruled it
 * out.
 */
static void
possible(struct session *s, size_t now, size_t n, const char *code)
{
	const struct board *b = &s->b;
	const struct game *g = &s->g;
	char was[MM_MAXPEGS + 1];
	struct feedback f;
	size_t j;

	j = code_fits(g, b->guess[b->n - 1], b->guess, b->fb,
	    (size_t)b->n - 1);
	session_say("Coach: %zu of %zu code%s fit%s the answers now; %s could "
	    "%s the secret%s\n", now, n, out_plural(n, "s"), now == 1 ? "s" :
	    "", code,
	    j == (size_t)b->n - 1 ? "have been" : "not be",
	    j == (size_t)b->n - 1 ? "." : ":");
	if (j == (size_t)b->n - 1)
		return;
	f = score_pair(b->guess[b->n - 1], b->guess[j], g->pegs);
	code_format(g, b->guess[j], was);
	session_say("       answer %zu rules it out: against %s it scores "
	    "(%d,%d), not (%d,%d).\n", j + 1, was, f.exact, f.inexact,
	    b->fb[j].exact, b->fb[j].inexact);
}

/*
 * After the player's guess, the last row of the board: the codes that
 * fit now and before, whether it could have been the secret, and the
 * codes it and the strategy's guess leave on average.
 */
void
coach_move(struct session *s)
{
	const struct board *b = &s->b;
	const struct game *g = &s->g;
	uint8_t (*fit)[MM_MAXPEGS], best[MM_MAXPEGS];
	char code[MM_MAXPEGS + 1], bcode[MM_MAXPEGS + 1];
	struct board before = *b;
	size_t n, now = 0, i;
	struct feedback f, last = b->fb[b->n - 1];
	double mine, theirs;

	if (!coachable(s))
		return;
	before.n = b->n - 1;
	n = fitting(b, g, before.n, &fit);
	for (i = 0; i < n; i++) {
		f = score_pair(fit[i], b->guess[b->n - 1], g->pegs);
		now += f.exact == last.exact && f.inexact == last.inexact;
	}
	code_format(g, b->guess[b->n - 1], code);
	possible(s, now, n, code);
	mine = leaves(g, b->guess[b->n - 1], (const uint8_t (*)[MM_MAXPEGS])fit,
	    n);
	if (!tools_next(&s->t, g, &before, s->strategy, s->seed, best)) {
		free(fit);
		return;
	}
	theirs = leaves(g, best, (const uint8_t (*)[MM_MAXPEGS])fit, n);
	code_format(g, best, bcode);
	if (memcmp(best, b->guess[b->n - 1], (size_t)g->pegs) == 0)
		session_say("Coach: on average %s leaves %.2f codes; %s would "
		    "play it too.\n", code, mine, s->name);
	else
		session_say("Coach: on average %s leaves %.2f codes; %s would "
		    "play %s: %.2f.\n", code, mine, s->name, bcode, theirs);
	free(fit);
}

/*
 * At the end of a game on secret: the player's guesses, the strategy's
 * on the same secret, and its average over every secret of the game.
 */
void
coach_end(struct session *s, const uint8_t *secret)
{
	const struct board *b = &s->b;
	char line[CHILD_LINEMAX + 1], mine[CHILD_LINEMAX + 1], avg[32];
	const char *theirs;
	size_t len = 0;
	int i, n;

	if (!coachable(s))
		return;
	for (i = 0; i < b->n && len + (size_t)s->g.pegs + 2 < sizeof(mine);
	    i++) {
		mine[len++] = ' ';
		code_format(&s->g, b->guess[i], mine + len);
		len += (size_t)s->g.pegs;
	}
	mine[len] = '\0';
	session_say("Coach: your guess%s:%s (%d).\n", out_plural((uint64_t)b->n,
	    "es"), mine, b->n);
	tools_selfplay(&s->t, &s->g, s->strategy, s->seed, secret, line,
	    sizeof(line));
	/* SECRET N GUESS...: the guesses after the second field */
	theirs = line + s->g.pegs + 1;
	n = atoi(theirs);
	theirs += strcspn(theirs, " ");
	session_say("Coach: %s on this secret:%s (%d).\n", s->name, theirs, n);
	if (session_average(s, avg, sizeof(avg)))
		session_say("Coach: %s takes %s guesses on average over the "
		    "%llu codes.\n", s->name, avg,
		    (unsigned long long)code_space(&s->g));
}
