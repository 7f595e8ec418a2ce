#include <pthread.h>
#include <string.h>

#include "mm.h"

void
scorer_init(struct scorer *sc, const struct game *g, const uint8_t *secret,
    int bare)
{
	int i, e;

	memset(sc, 0, sizeof(*sc));
	sc->game = g;
	sc->secret = secret;
	sc->bare = bare;
	memset(sc->plain, -1, sizeof(sc->plain));
	for (e = 0; e <= MM_PACKPEGS; e++)
		for (i = 0; i <= MM_PACKPEGS; i++) {
			sc->answer[e][i][0] = (char)('0' + e);
			sc->answer[e][i][1] = ',';
			sc->answer[e][i][2] = (char)('0' + i);
			sc->answer[e][i][3] = '\n';
		}
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
	p = putfeedback(p, score_pair(secret, guess, g->pegs));
	out_commit((size_t)(p - s));
}

/* A line skipped: msg said, or counted among the lines of its kind. */
static void
bad(struct scorer *sc, const struct input *in, const char *kind,
    const char *msg)
{
	complaint_line(in, kind, msg);
	sc->bad++;
}

/* A line skipped for its code [w, w + len), which the game refuses. */
static void
badcode(struct scorer *sc, const struct input *in, const char *w, size_t len,
    const char *err)
{
	complaint_code(in, sc->game, w, len, err);
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
			badcode(sc, in, w, len, err);
			return;
		}
	}
	if ((w = field_next(&p, end, &len)) == NULL) {
		bad(sc, in, "without a guess",
		    "missing guess: expected SECRET GUESS");
		return;
	}
	if ((err = code_parse(sc->game, w, len, guess)) != NULL) {
		badcode(sc, in, w, len, err);
		return;
	}
	if (field_next(&p, end, &len) != NULL) {
		bad(sc, in, "with a field too many", sc->secret == NULL ?
		    "extra field: expected SECRET GUESS" :
		    "extra field: expected one guess");
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
 * The colour counts of a code written in letters, one nibble a colour,
 * for a pegs known when compiled: a letter outside the alphabet counts
 * no colour, so the nibbles then add up to fewer than pegs.
 */
static inline uint64_t
lettercounts(const uint64_t *countbit, const unsigned char *x, int pegs)
{
	uint64_t c = 0;

	switch (pegs) {
	case 7:
		c += countbit[x[6]];
		/* FALLTHROUGH */
	case 6:
		c += countbit[x[5]];
		/* FALLTHROUGH */
	case 5:
		c += countbit[x[4]];
		/* FALLTHROUGH */
	case 4:
		c += countbit[x[3]];
		/* FALLTHROUGH */
	case 3:
		c += countbit[x[2]];
		/* FALLTHROUGH */
	case 2:
		c += countbit[x[1]];
		/* FALLTHROUGH */
	default:
		c += countbit[x[0]];
	}
	return c;
}

static inline int
nibblesum(uint64_t counts)
{
	return (int)((counts * 0x1111111111111111ULL) >> 60);
}

static inline uint64_t
load8(const void *p)
{
	uint64_t v;

	memcpy(&v, p, sizeof(v));
	return v;
}

/*
 * A piece of the input buffer scored into out, which has room for three
 * times its bytes: used and lines tell how far it got, outlen what it
 * wrote. It stops at a line of another shape, or at a partial line.
 */
struct chunk {
	const struct scorer *sc;
	const char *buf;
	size_t	avail;
	size_t	used;
	long long lines;
	char	*out;
	size_t	outlen;
};

/*
 * Lines of a game that packs, for a pegs known when compiled: inlined
 * in each case of fastlines, so that each peg count gets its own loop.
 * Letters of the alphabet are equal when their colours are, so the
 * exact matches are counted on the letters themselves, a word at a time.
 */
static inline __attribute__((always_inline)) void
packedlines(struct chunk *c, const int pegs)
{
	static const unsigned char ones[16] = {
		0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
	};
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7fULL;
	const uint64_t high4 = 0x8888888888888888ULL;
	const struct scorer *sc = c->sc;
	const uint64_t *cb = sc->countbit;
	const size_t P = (size_t)pegs;
	const size_t len = sc->secret != NULL ? P + 1 : 2 * P + 2;
	const size_t keep = sc->bare ? 0 : len - 1;
	const size_t outlen = keep + (keep > 0) + 4;
	const uint64_t inside = load8(ones + 8 - P);
	unsigned char word[8] = { 0 };
	uint64_t sl = 0, sn = 0, gl, gn, x, ge, least;
	size_t used = 0, i;
	const unsigned char *line;
	char *o = c->out;
	int exact, common;

	if (sc->secret != NULL) {
		for (i = 0; i < P; i++)
			word[i] = (unsigned char)
			    sc->game->alphabet[sc->secret[i]];
		sl = load8(word);
		sn = lettercounts(cb, word, pegs);
	}
	for (; c->avail - used >= len; used += len, o += outlen) {
		line = (const unsigned char *)c->buf + used;
		if (line[len - 1] != '\n')
			break;
		if (sc->secret == NULL) {
			sl = load8(line);
			sn = lettercounts(cb, line, pegs);
			if (line[P] != ' ' || nibblesum(sn) != pegs)
				break;
		}
		gl = load8(line + len - 1 - P);
		gn = lettercounts(cb, line + len - 1 - P, pegs);
		if (nibblesum(gn) != pegs)
			break;
		x = (sl ^ gl) | ~inside;
		x = ~(((x & low7) + low7) | x | low7);
		exact = (int)(((x >> 7) * 0x0101010101010101ULL) >> 56);
		ge = ((((sn | high4) - gn) & high4) >> 3) * 0xf;
		least = (gn & ge) | (sn & ~ge);
		common = nibblesum(least);
		memcpy(o, line, 16);
		o[keep] = ' ';
		memcpy(o + outlen - 4, sc->answer[exact][common - exact], 4);
	}
	c->used = used;
	c->lines = (long long)(used / len);
	c->outlen = (size_t)(o - c->out);
}

static void
fastlines(struct chunk *c)
{
	const struct scorer *sc = c->sc;
	const struct game *g = sc->game;
	uint8_t s[MM_MAXPEGS], guess[MM_MAXPEGS];
	const uint8_t *secret = sc->secret;
	size_t P = (size_t)g->pegs, len, keep, used = 0;
	char *o = c->out;

	if (g->pegs <= MM_PACKPEGS && g->ncolors <= MM_PACKCOLORS &&
	    !g->distinct) {
		switch (g->pegs) {
		case 1: packedlines(c, 1); return;
		case 2: packedlines(c, 2); return;
		case 3: packedlines(c, 3); return;
		case 4: packedlines(c, 4); return;
		case 5: packedlines(c, 5); return;
		case 6: packedlines(c, 6); return;
		default: packedlines(c, 7); return;
		}
	}
	len = secret != NULL ? P + 1 : 2 * P + 2;
	keep = sc->bare ? 0 : len - 1;
	for (; c->avail - used >= len; used += len) {
		const char *x = c->buf + used;

		if (x[len - 1] != '\n' || (secret == NULL && x[P] != ' '))
			break;
		if (!parseplain(sc->plain, x + len - 1 - P, g->pegs, guess) ||
		    (secret == NULL && !parseplain(sc->plain, x, g->pegs, s)))
			break;
		if (g->distinct && (code_has_repeat(guess, g->pegs) ||
		    (secret == NULL && code_has_repeat(s, g->pegs))))
			break;
		memcpy(o, x, keep);
		o[keep] = ' ';
		o = putfeedback(o + keep + (keep > 0),
		    score_pair(secret != NULL ? secret : s, guess, g->pegs));
	}
	c->used = used;
	c->lines = (long long)(used / len);
	c->outlen = (size_t)(o - c->out);
}

static void *
fastthread(void *arg)
{
	fastlines(arg);
	return NULL;
}

#define SLICE	(1 << 18)

/*
 * Score a slice of the buffered input, the second half of a large one
 * on another thread; 0 once a line needs the slow path or more input.
 */
static int
fastslice(struct scorer *sc, struct input *in, size_t minlen)
{
	static char second[3 * SLICE / 2 + 64];
	struct chunk a, b;
	pthread_t t;
	const char *buf, *mid;
	size_t avail, n;
	int split;

	buf = input_peek(in, &avail);
	if (buf == NULL || avail < minlen)
		return 0;
	n = avail < SLICE ? avail : SLICE;
	memset(&a, 0, sizeof(a));
	a.sc = sc;
	a.buf = buf;
	a.avail = n;
	b = a;
	mid = n >= SLICE / 4 ? memchr(buf + n / 2, '\n', n - n / 2) : NULL;
	split = mid != NULL && mid + 1 < buf + n;
	if (split) {
		a.avail = (size_t)(mid + 1 - buf);
		b.buf = mid + 1;
		b.avail = n - a.avail;
		b.out = second;
		split = pthread_create(&t, NULL, fastthread, &b) == 0;
		if (!split)
			a.avail = n;
	}
	a.out = out_reserve(3 * a.avail + 64);
	fastlines(&a);
	out_commit(a.outlen);
	input_take(in, a.used, a.lines);
	if (split) {
		pthread_join(t, NULL);
		if (a.used < a.avail)
			return 0;
		out_write(second, b.outlen);
		input_take(in, b.used, b.lines);
		a = b;
	}
	return a.avail - a.used < minlen && n < avail;
}

/* Score every line of one input; bad lines are reported and skipped. */
void
scorer_run(struct scorer *sc, struct input *in)
{
	const char *line;
	size_t n, minlen;

	minlen = (size_t)sc->game->pegs * (sc->secret != NULL ? 1 : 2) + 1;
	for (;;) {
		while (fastslice(sc, in, minlen))
			;
		if ((line = input_record(in, &n)) == NULL)
			return;
		slowline(sc, in, line, n);
	}
}
