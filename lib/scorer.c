/*
 * mm-score's bulk engine: lines of SECRET GUESS, or of GUESS against a
 * secret given, scored from the input buffer into the output buffer.
 *
 * A line of any shape is split into fields and parsed (slowline). Lines
 * of the usual shape, the codes written as the alphabet has them with
 * one blank between, are scored where they lie, a slice of the buffered
 * input at a time, the second half of a large slice on a helper thread
 * (fastslice): in a game that packs (at most 7 pegs and 16 colours,
 * colours repeated) 32 lines at once in AVX2 vectors where the processor
 * has them (vectorlines, scorevec.c), else a line at a time in 64-bit words
 * (packedlines); in other games a line at a time through score_pair(). Each
 * path stops at the first line it cannot take and leaves it to the
 * next, so that all of them write what slowline would.
 */
#include <pthread.h>
#include <string.h>

#include "mm.h"
#include "scorer.h"

static int avx2;	/* scorer_vectorrun serves */

void
scorer_init(struct scorer *sc, const struct game *g, const uint8_t *secret,
    int bare)
{
	int i, e;

	memset(sc, 0, sizeof(*sc));
	sc->game = g;
	sc->secret = secret;
	sc->bare = bare;
	avx2 = scorer_hasvectors();
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

/* The length of a line of the usual shape. */
static size_t
linelen(const struct scorer *sc)
{
	size_t P = (size_t)sc->game->pegs;

	return sc->secret != NULL ? P + 1 : 2 * P + 2;
}

/*
 * Lines of a game that packs, for a pegs known when compiled: inlined
 * in each case of packedpegs, so that each peg count and each shape of
 * line gets its own loop.
 * Letters of the alphabet are equal when their colours are, so the
 * exact matches are counted on the letters themselves, a word at a
 * time. Scores at most max lines from where the chunk got to; 0 if it
 * stopped sooner, at a line of another shape or at the end of the input.
 */
INLINE int
packedlines(struct chunk *c, const int pegs, const int pairs, size_t max)
{
	static const unsigned char ones[16] = {
		0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
	};
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7fULL;
	const uint64_t high4 = 0x8888888888888888ULL;
	const struct scorer *sc = c->sc;
	const uint64_t *cb = sc->countbit;
	const char (*answer)[4] = &sc->answer[0][0];
	const unsigned char *buf = (const unsigned char *)c->buf;
	const size_t P = (size_t)pegs;
	const size_t len = pairs ? 2 * P + 2 : P + 1;
	const uint64_t inside = load8(ones + 8 - P);
	unsigned char word[8] = { 0 };
	uint64_t sl = 0, sn = 0, gl, gn, x, ge, least;
	size_t used = c->used, end, i, keep, outlen;
	const unsigned char *line;
	char *o = c->out + c->outlen, *wide = c->outend - 16;
	int exact, common, all;

	if (!pairs) {
		for (i = 0; i < P; i++)
			word[i] = (unsigned char)
			    sc->game->alphabet[sc->secret[i]];
		sl = load8(word);
		sn = lettercounts(cb, word, pegs);
	}
	outlen = answerlen(sc, len, &keep);
	end = (c->avail - used) / len < max ? c->avail : used + max * len;
	for (; end - used >= len; used += len, o += outlen) {
		line = buf + used;
		if (line[len - 1] != '\n')
			break;
		if (pairs) {
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
		putline(o, wide, line, keep);
		memcpy(o + outlen - 4, answer[exact * (MM_PACKPEGS + 1) +
		    common - exact], 4);
	}
	all = (used - c->used) / len == max;
	c->lines += (long long)((used - c->used) / len);
	c->used = used;
	c->outlen = (size_t)(o - c->out);
	return all;
}

INLINE int
packedpegs(struct chunk *c, const int pairs, size_t max)
{
	switch (c->sc->game->pegs) {
	case 1: return packedlines(c, 1, pairs, max);
	case 2: return packedlines(c, 2, pairs, max);
	case 3: return packedlines(c, 3, pairs, max);
	case 4: return packedlines(c, 4, pairs, max);
	case 5: return packedlines(c, 5, pairs, max);
	case 6: return packedlines(c, 6, pairs, max);
	default: return packedlines(c, 7, pairs, max);
	}
}

static int
packedrun(struct chunk *c, size_t max)
{
	if (c->sc->secret == NULL)
		return packedpegs(c, 1, max);
	return packedpegs(c, 0, max);
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
		do {
			if (avx2)
				scorer_vectorrun(c);
		} while (packedrun(c, avx2 ? LANES : SIZE_MAX));
		return;
	}
	len = linelen(sc);
	answerlen(sc, len, &keep);
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

/*
 * A second thread, started once and kept, scores the second half of
 * each slice while the first scores the first half: the job it is
 * given, which it sets back to NULL when done.
 */
static struct {
	pthread_mutex_t lock;
	pthread_cond_t change;
	struct chunk *job;
	int	up;
} helper = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, 0 };

static void *
helperloop(void *arg)
{
	struct chunk *c;

	(void)arg;
	pthread_mutex_lock(&helper.lock);
	for (;;) {
		while ((c = helper.job) == NULL)
			pthread_cond_wait(&helper.change, &helper.lock);
		pthread_mutex_unlock(&helper.lock);
		fastlines(c);
		pthread_mutex_lock(&helper.lock);
		helper.job = NULL;
		pthread_cond_broadcast(&helper.change);
	}
	return NULL;
}

/* Give c to the helper; 0 if it cannot be started. */
static int
helper_give(struct chunk *c)
{
	pthread_t t;

	if (!helper.up) {
		if (pthread_create(&t, NULL, helperloop, NULL) != 0)
			return 0;
		pthread_detach(t);
		helper.up = 1;
	}
	pthread_mutex_lock(&helper.lock);
	helper.job = c;
	pthread_cond_broadcast(&helper.change);
	pthread_mutex_unlock(&helper.lock);
	return 1;
}

static void
helper_wait(void)
{
	pthread_mutex_lock(&helper.lock);
	while (helper.job != NULL)
		pthread_cond_wait(&helper.change, &helper.lock);
	pthread_mutex_unlock(&helper.lock);
}

/* The most output a slice reserves: out_reserve() gives at most 1 MB. */
#define ROOM	(3 << 18)

/*
 * Score a slice of the buffered input, its second half on the helper
 * when it is large; 0 once a line needs the slow path or more input.
 * In a game of fewer than 10 pegs, whose E and I take one digit each,
 * every line of the usual shape is answered in outlen bytes: the slice
 * is as long as the output it can give fits in ROOM, and the answers of
 * the second half are written where those of the first end when all
 * its lines are of that shape (else they are not used, and the lines
 * are read again). In other games a line gives at most three times its
 * bytes, and the helper is not used.
 */
static int
fastslice(struct scorer *sc, struct input *in, size_t minlen)
{
	struct chunk a, b;
	const char *buf, *mid = NULL;
	size_t avail, n, len, keep, outlen, room;
	int split;

	buf = input_peek(in, &avail);
	if (buf == NULL || avail < minlen)
		return 0;
	len = linelen(sc);
	outlen = answerlen(sc, len, &keep);
	if (sc->game->pegs < 10) {
		n = ROOM / outlen * len;
		n = avail < n ? avail : n;
		room = n / len * outlen + 64;
	} else {
		n = avail < ROOM / 3 ? avail : ROOM / 3;
		room = 3 * n + 64;
	}
	memset(&a, 0, sizeof(a));
	a.sc = sc;
	a.buf = buf;
	a.avail = n;
	a.out = out_reserve(room);
	a.outend = a.out + room;
	b = a;
	if (n >= 1 << 16 && sc->game->pegs < 10)
		mid = memchr(buf + n / 2, '\n', n - n / 2);
	split = mid != NULL && mid + 1 < buf + n;
	if (split) {
		a.avail = (size_t)(mid + 1 - buf);
		b.buf = mid + 1;
		b.avail = n - a.avail;
		b.out = a.outend = a.out + a.avail / len * outlen;
		split = helper_give(&b);
		if (!split) {
			a.avail = n;
			a.outend = b.outend;
		}
	}
	fastlines(&a);
	if (split)
		helper_wait();
	out_commit(a.outlen);
	input_take(in, a.used, a.lines);
	if (split) {
		if (a.used < a.avail)
			return 0;
		out_commit(b.outlen);
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
