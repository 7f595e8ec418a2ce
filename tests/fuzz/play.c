#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"
#include "play/play.h"
#include "../testgame.h"

#define check(x)	((x) ? (void)0 : abort())
#define BOARD_MAX	64	/* rows of the board kept */
#define FITS_MAX	1296	/* codes board_fits is checked on */

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_quiet(1);
	return 0;
}

/*
 * board_fits against the reference scorer, on a game small enough: the
 * count, and a list of as many codes as a hint lists.
 */
static void
fits(const struct board *b, const struct game *g)
{
	uint8_t code[MM_MAXPEGS];
	char list[TALK_LISTMAX * (MM_MAXPEGS + 1)];
	struct feedback f;
	uint64_t space = code_space(g), r, n = 0;
	size_t len;
	int i;

	if (space == 0 || space > FITS_MAX)
		return;
	for (r = 0; r < space; r++) {
		code_unrank(g, r, code);
		for (i = 0; i < b->n; i++) {
			f = score_slow(code, b->guess[i], g->pegs);
			if (f.exact != b->fb[i].exact ||
			    f.inexact != b->fb[i].inexact)
				break;
		}
		n += i == b->n;
	}
	check(board_fits(b, g, NULL, 0) == n);
	check(board_fits(b, g, list, sizeof(list)) == n);
	len = strlen(list);
	check(len == (n < TALK_LISTMAX ? n : TALK_LISTMAX) *
	    (size_t)(g->pegs + 1) - (n > 0));
}

/*
 * mm-play's questions, from the one the first byte names on in turn,
 * answered by the lines of the rest, as typed at a terminal or not as
 * the flags say: each answer taken is one the question allows.
 */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint8_t code[MM_MAXPEGS], last[MM_MAXPEGS];
	char seed[SEED_SIZE], max;
	struct board b;
	struct input in;
	struct feedback f;
	struct game g;
	uint64_t v;
	int flags, pegs, k, r, guessed = 0, i;

	if (fuzz_game(&g, &data, &size, &flags) < 0 || size < 1)
		return 0;
	k = data[0];
	input_fdopen(&in, fuzz_input(data + 1, size - 1), "fuzz");
	prompt_start(&in, "help\n", flags & FUZZ_TTY);
	memset(&b, 0, sizeof(b));
	for (r = 0; r >= 0; k++) {
		switch (k % 6) {
		case 0:
			if ((r = ask_maxletter(&max)) == 0)
				check(max >= 'A' && max <= 'F');
			break;
		case 1:
			if ((r = ask_dimension(&pegs)) == 0)
				check(pegs >= 3 && pegs <= 6);
			break;
		case 2:
			if ((r = ask_seed(seed)) < 0)
				break;
			check(seed_scan(seed, &v) == 0);
			check(seed[0] != '0' || seed[1] == '\0');
			break;
		case 3:
			if ((r = ask_guess(&g, "guess: ", code)) < 0 ||
			    r == ASK_HINT) {
				check(r < 0 || prompt_tty());
				break;
			}
			check(r == 0);
			for (i = 0; i < g.pegs; i++)
				check(code[i] < g.ncolors);
			check(!g.distinct || !code_has_repeat(code, g.pegs));
			memcpy(last, code, (size_t)g.pegs);
			guessed = 1;
			break;
		case 4:
			if ((r = ask_feedback(&g, "answer: ", &f)) < 0)
				break;
			check(feedback_check(&g, f) == NULL);
			if (guessed && b.n < BOARD_MAX) {
				board_add(&b, last, f);
				fits(&b, &g);
			}
			break;
		default:
			r = ask_again("again? ");
			check(r == ANSWER_EOF || r == ANSWER_NO ||
			    r == ANSWER_YES);
		}
	}
	check(!prompt_quit() || prompt_tty());
	out_flush();
	board_free(&b);
	input_close(&in);
	return 0;
}
