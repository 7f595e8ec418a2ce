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
	for (i = 0; i < g->ncolors; i++) {
		sc->plain[(unsigned char)g->alphabet[i]] = (signed char)i;
		if (i < MM_PACKCOLORS)
			sc->countbit[(unsigned char)g->alphabet[i]] =
			    (uint64_t)1 << (4 * i);
	}
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

/*
 * The same for games that pack into words, parsed straight into them:
 * a character outside the alphabet counts no colour, so the counts then
 * add up to fewer than pegs.
 */
static inline int
parsepacked(const struct scorer *sc, const char *x, int pegs,
    struct packed *p)
{
	uint64_t bytes = 0, counts = 0;
	int i;

	for (i = 0; i < pegs; i++) {
		bytes |= (uint64_t)(uint8_t)sc->plain[(unsigned char)x[i]] <<
		    (8 * i);
		counts += sc->countbit[(unsigned char)x[i]];
	}
	p->bytes = bytes;
	p->counts = counts;
	return (int)((counts * 0x1111111111111111ULL) >> 60) == pegs;
}

/* Lines of a game that packs, for a pegs known when compiled. */
static inline size_t
packedlines(const struct scorer *sc, const char *buf, size_t avail,
    long long *lines, const int pegs)
{
	const size_t P = (size_t)pegs;
	const size_t len = sc->secret != NULL ? P + 1 : 2 * P + 2;
	const size_t keep = sc->bare ? 0 : len - 1;
	struct packed ps, pg;
	struct feedback f;
	size_t used = 0;
	const char *x;
	char *o;

	if (sc->secret != NULL)
		code_pack(sc->secret, pegs, &ps);
	for (; avail - used >= len; used += len, ++*lines) {
		x = buf + used;
		if (x[len - 1] != '\n')
			break;
		if (sc->secret == NULL && (x[P] != ' ' ||
		    !parsepacked(sc, x, pegs, &ps)))
			break;
		if (!parsepacked(sc, x + len - 1 - P, pegs, &pg))
			break;
		f = score_packed(&ps, &pg, pegs);
		o = out_reserve(24);
		memcpy(o, x, 16);
		o[keep] = ' ';
		o += keep + (keep > 0);
		o[0] = (char)('0' + f.exact);
		o[1] = ',';
		o[2] = (char)('0' + f.inexact);
		o[3] = '\n';
		out_commit(keep + (keep > 0) + 4);
	}
	return used;
}

static size_t
fastlines(const struct scorer *sc, const char *buf, size_t avail,
    long long *lines)
{
	const struct game *g = sc->game;
	uint8_t s[MM_MAXPEGS], guess[MM_MAXPEGS];
	const uint8_t *secret = sc->secret;
	size_t P = (size_t)g->pegs, len, used = 0, keep;
	char *start;

	if (g->pegs <= MM_PACKPEGS && g->ncolors <= MM_PACKCOLORS &&
	    !g->distinct) {
		switch (g->pegs) {
		case 1: return packedlines(sc, buf, avail, lines, 1);
		case 2: return packedlines(sc, buf, avail, lines, 2);
		case 3: return packedlines(sc, buf, avail, lines, 3);
		case 4: return packedlines(sc, buf, avail, lines, 4);
		case 5: return packedlines(sc, buf, avail, lines, 5);
		case 6: return packedlines(sc, buf, avail, lines, 6);
		default: return packedlines(sc, buf, avail, lines, 7);
		}
	}
	len = secret != NULL ? P + 1 : 2 * P + 2;
	keep = sc->bare ? 0 : len - 1;
	for (; avail - used >= len; used += len, ++*lines) {
		const char *x = buf + used;

		if (x[len - 1] != '\n' || (secret == NULL && x[P] != ' '))
			break;
		if (!parseplain(sc->plain, x + len - 1 - P, g->pegs, guess) ||
		    (secret == NULL && !parseplain(sc->plain, x, g->pegs, s)))
			break;
		if (g->distinct && (code_has_repeat(guess, g->pegs) ||
		    (secret == NULL && code_has_repeat(s, g->pegs))))
			break;
		start = out_reserve(2 * MM_MAXPEGS + 16);
		memcpy(start, x, keep);
		start[keep] = ' ';
		out_commit((size_t)(putfeedback(start + keep + (keep > 0),
		    score(secret != NULL ? secret : s, guess, g->pegs)) -
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
