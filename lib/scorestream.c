#include <string.h>

#include "mm.h"

void
scorer_init(struct scorer *sc, const struct game *g, const uint8_t *secret,
    int bare)
{
	int i;

	memset(sc, 0, sizeof(*sc));
	sc->game = g;
	sc->secret = secret;
	sc->bare = bare;
	memset(sc->plain, -1, sizeof(sc->plain));
	for (i = 0; i < g->ncolors; i++)
		sc->plain[(unsigned char)g->alphabet[i]] = (signed char)i;
}

static char *
putfeedback(char *p, struct feedback f)
{
	if (f.exact >= 10)
		*p++ = (char)('0' + f.exact / 10);
	*p++ = (char)('0' + f.exact % 10);
	*p++ = ',';
	if (f.inexact >= 10)
		*p++ = (char)('0' + f.inexact / 10);
	*p++ = (char)('0' + f.inexact % 10);
	*p++ = '\n';
	return p;
}

/* Write [SECRET ]GUESS E,I, or E,I alone when bare. */
void
scorer_answer(const struct scorer *sc, const uint8_t *secret,
    const uint8_t *guess)
{
	const struct game *g = sc->game;
	char *p = out_reserve(2 * MM_MAXPEGS + 8), *s = p;
	int i;

	if (!sc->bare) {
		if (sc->secret == NULL) {
			for (i = 0; i < g->pegs; i++)
				*p++ = g->alphabet[secret[i]];
			*p++ = ' ';
		}
		for (i = 0; i < g->pegs; i++)
			*p++ = g->alphabet[guess[i]];
		*p++ = ' ';
	}
	p = putfeedback(p, score(secret, guess, g->pegs));
	out_commit((size_t)(p - s));
}

static void
bad(struct scorer *sc, const struct input *in, const char *msg)
{
	warnat(in, "%s", msg);
	sc->bad++;
}

/* One line in any accepted shape, with its errors reported. */
static void
slowline(struct scorer *sc, struct input *in, const char *line, size_t n)
{
	uint8_t s[MM_MAXPEGS], guess[MM_MAXPEGS];
	const char *p = line, *end = line + n, *w, *err;
	size_t len;

	if (sc->secret == NULL) {
		w = field_next(&p, end, &len);
		if ((err = code_parse(sc->game, w, len, s)) != NULL) {
			bad(sc, in, err);
			return;
		}
	}
	if ((w = field_next(&p, end, &len)) == NULL) {
		bad(sc, in, "missing guess: expected SECRET GUESS");
		return;
	}
	if ((err = code_parse(sc->game, w, len, guess)) != NULL) {
		bad(sc, in, err);
		return;
	}
	if (field_next(&p, end, &len) != NULL) {
		bad(sc, in, sc->secret == NULL ? "extra field: expected "
		    "SECRET GUESS" : "extra field: expected one guess");
		return;
	}
	scorer_answer(sc, sc->secret != NULL ? sc->secret : s, guess);
}

/*
 * Lines of the usual shape (codes written as the alphabet has them,
 * one blank between, nothing else) are scored straight from the input
 * buffer; anything else goes through slowline.
 */
static int
parseplain(const signed char *plain, const char *x, int pegs, uint8_t *code)
{
	int i, c, ok = 0;

	for (i = 0; i < pegs; i++) {
		c = plain[(unsigned char)x[i]];
		ok |= c;
		code[i] = (uint8_t)c;
	}
	return ok >= 0;
}

/* The same for games that pack into words, parsed straight into them. */
static int
parsepacked(const signed char *plain, const char *x, int pegs,
    struct packed *p)
{
	uint64_t bytes = 0, counts = 0;
	int i, c, ok = 0;

	for (i = 0; i < pegs; i++) {
		c = plain[(unsigned char)x[i]];
		ok |= c;
		bytes |= (uint64_t)(c & 0xff) << (8 * i);
		counts += (uint64_t)1 << (4 * (c & 0xf));
	}
	p->bytes = bytes;
	p->counts = counts;
	return ok >= 0;
}

static size_t
fastlines(struct scorer *sc, const char *buf, size_t avail, long long *lines)
{
	const struct game *g = sc->game;
	uint8_t s[MM_MAXPEGS], guess[MM_MAXPEGS];
	const uint8_t *secret = sc->secret;
	size_t P = (size_t)g->pegs, len, used = 0, keep, off;
	struct packed ps, pg;
	struct feedback f;
	const char *x;
	char *start;
	int packs;

	packs = P <= MM_PACKPEGS && g->ncolors <= MM_PACKCOLORS &&
	    !g->distinct;
	if (packs && secret != NULL)
		code_pack(secret, g->pegs, &ps);
	len = secret != NULL ? P + 1 : 2 * P + 2;
	off = len - 1 - P;
	keep = sc->bare ? 0 : len - 1;
	for (; avail - used >= len; used += len, ++*lines) {
		x = buf + used;
		if (x[len - 1] != '\n' || (secret == NULL && x[P] != ' '))
			break;
		if (packs) {
			if (!parsepacked(sc->plain, x + off, g->pegs, &pg) ||
			    (secret == NULL && !parsepacked(sc->plain, x,
			    g->pegs, &ps)))
				break;
			f = score_packed(&ps, &pg, g->pegs);
		} else {
			if (!parseplain(sc->plain, x + off, g->pegs, guess) ||
			    (secret == NULL && !parseplain(sc->plain, x,
			    g->pegs, s)))
				break;
			if (g->distinct && (code_has_repeat(guess, g->pegs) ||
			    (secret == NULL && code_has_repeat(s, g->pegs))))
				break;
			f = score(secret != NULL ? secret : s, guess, g->pegs);
		}
		start = out_reserve(len + 8);
		memcpy(start, x, keep);
		start[keep] = ' ';
		out_commit((size_t)(putfeedback(start + keep + (keep > 0), f) -
		    start));
	}
	return used;
}

/* Score every line of one input; bad lines are reported and skipped. */
void
scorer_run(struct scorer *sc, struct input *in)
{
	const char *buf, *line;
	size_t avail, used, n;
	long long lines;

	for (;;) {
		buf = input_peek(in, &avail);
		if (buf != NULL) {
			lines = 0;
			used = fastlines(sc, buf, avail, &lines);
			input_take(in, used, lines);
		}
		if ((line = input_record(in, &n)) == NULL)
			return;
		slowline(sc, in, line, n);
	}
}
