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
 * has them (vectorlines), else a line at a time in 64-bit words
 * (packedlines); in other games a line at a time through score_pair(). Each
 * path stops at the first line it cannot take and leaves it to the
 * next, so that all of them write what slowline would.
 */
#include <pthread.h>
#include <string.h>

#include "mm.h"

#define INLINE	static inline __attribute__((always_inline))

static int	hasvectors(void);

static int avx2;	/* vectorrun serves */

void
scorer_init(struct scorer *sc, const struct game *g, const uint8_t *secret,
    int bare)
{
	int i, e;

	memset(sc, 0, sizeof(*sc));
	sc->game = g;
	sc->secret = secret;
	sc->bare = bare;
	avx2 = hasvectors();
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
 * A piece of the input buffer scored into out, where nothing is written
 * at outend or past it: used and lines tell how far it got, outlen what
 * it wrote. It stops at a line of another shape, or at a partial line.
 */
struct chunk {
	const struct scorer *sc;
	const char *buf;
	size_t	avail;
	size_t	used;
	long long lines;
	char	*out;
	char	*outend;
	size_t	outlen;
};

/* The length of a line of the usual shape. */
static size_t
linelen(const struct scorer *sc)
{
	size_t P = (size_t)sc->game->pegs;

	return sc->secret != NULL ? P + 1 : 2 * P + 2;
}

/*
 * How much of a line of len bytes is written back, before its blank,
 * and the length of that and its answer when pegs < 10, as E and I
 * then take one digit each.
 */
INLINE size_t
answerlen(const struct scorer *sc, size_t len, size_t *keep)
{
	*keep = sc->bare ? 0 : len - 1;
	return *keep + (*keep > 0) + 4;
}

/*
 * The first keep bytes of a line and a blank, with 16 bytes copied while
 * that stops short of wide, as the next line's answer covers the rest.
 */
INLINE void
putline(char *o, const char *wide, const unsigned char *line, size_t keep)
{
	if (o <= wide)
		memcpy(o, line, 16);
	else
		memcpy(o, line, keep);
	o[keep] = ' ';
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

/* Lines scored at once in vectors, and at most one at a time between. */
#define LANES	32

#if defined(__x86_64__) && defined(__has_builtin)
#if __has_builtin(__builtin_shufflevector) && \
    __has_builtin(__builtin_cpu_supports)
#define VECTORS	1
#endif
#endif

#ifdef VECTORS
/*
 * With AVX2, checked for when the scorer starts, LANES lines of a game
 * that packs are scored at once, one line a byte of each vector. The
 * lines are loaded as the rows of two squares of 16 bytes, the first
 * 16 lines in the low half of each vector, the next 16 in the high
 * half, and each square is turned into its columns: four rounds of
 * interleaving row i with row i + 8 (AVX2 interleaves each half apart)
 * send the byte of row r and column c to row c and column r, as each
 * round moves one bit of the row's number into the column's. Column j
 * then holds the j-th letter of every line, and a letter's colour is
 * counted by comparing the column with each letter of the alphabet: a
 * match is -1 in its byte, so subtracting the comparisons counts them.
 * A line with a letter outside the alphabet counts fewer than pegs
 * colours; one with a field of another length or blank has no newline
 * or blank where they are looked for. Either leaves the group, from
 * its first line, to packedlines.
 */
#define AVX2	__attribute__((target("avx2")))

typedef unsigned char vbytes __attribute__((vector_size(LANES)));
typedef unsigned char vhalf __attribute__((vector_size(LANES / 2)));

static int
hasvectors(void)
{
	return __builtin_cpu_supports("avx2");
}

INLINE AVX2 vbytes
splat(unsigned char c)
{
	vbytes v = { 0 };

	return v + c;
}

/* The minimum, lane by lane, of two counts. */
INLINE AVX2 vbytes
vmin(vbytes a, vbytes b)
{
	vbytes lt = (vbytes)(a < b);

	return (a & lt) | (b & ~lt);
}

INLINE AVX2 int
alltrue(vbytes v)
{
	uint64_t h[LANES / 8];
	size_t i;

	memcpy(h, &v, sizeof(h));
	for (i = 1; i < LANES / 8; i++)
		h[0] &= h[i];
	return h[0] == ~(uint64_t)0;
}

/* Line i in the low half, line i + 16 in the high half. */
INLINE AVX2 vbytes
rows(const unsigned char *p, size_t len, size_t i)
{
	vhalf lo, hi;

	memcpy(&lo, p + i * len, sizeof(lo));
	memcpy(&hi, p + (i + LANES / 2) * len, sizeof(hi));
	return __builtin_shufflevector(lo, hi,
	    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
	    16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31);
}

INLINE AVX2 vbytes
interleave_low(vbytes a, vbytes b)
{
	return __builtin_shufflevector(a, b,
	    0, 32, 1, 33, 2, 34, 3, 35, 4, 36, 5, 37, 6, 38, 7, 39,
	    16, 48, 17, 49, 18, 50, 19, 51, 20, 52, 21, 53, 22, 54, 23, 55);
}

INLINE AVX2 vbytes
interleave_high(vbytes a, vbytes b)
{
	return __builtin_shufflevector(a, b,
	    8, 40, 9, 41, 10, 42, 11, 43, 12, 44, 13, 45, 14, 46, 15, 47,
	    24, 56, 25, 57, 26, 58, 27, 59, 28, 60, 29, 61, 30, 62, 31, 63);
}

/*
 * Score LANES lines of len bytes from p into idx, each its answer's
 * index in sc->answer, E * (MM_PACKPEGS + 1) + I; 0 if any line is not
 * of the usual shape. The alphabet's letters are in alpha; against a
 * secret given, its letters are in slet and its colour counts in scount.
 */
INLINE AVX2 int
vectorgroup(const unsigned char *p, const size_t len, const int pegs,
    const int pairs, const vbytes *alpha, int ncolors, const vbytes *slet,
    const vbytes *scount, unsigned char *idx)
{
	vbytes r[16], t[16];
	vbytes ok, exact = { 0 }, common = { 0 }, ns = { 0 }, ng = { 0 };
	vbytes a, cs, cg;
	size_t i, k;
	int j;

#pragma GCC unroll 16
	for (i = 0; i < 16; i++)
		r[i] = rows(p, len, i);
#pragma GCC unroll 4
	for (k = 0; k < 4; k++) {
#pragma GCC unroll 8
		for (i = 0; i < 8; i++) {
			t[2 * i] = interleave_low(r[i], r[i + 8]);
			t[2 * i + 1] = interleave_high(r[i], r[i + 8]);
		}
#pragma GCC unroll 16
		for (i = 0; i < 16; i++)
			r[i] = t[i];
	}
	ok = (vbytes)(r[len - 1] == '\n');
	if (pairs)
		ok &= (vbytes)(r[pegs] == ' ');
#pragma GCC unroll 7
	for (j = 0; j < pegs; j++)
		exact -= (vbytes)((pairs ? r[j] : slet[j]) ==
		    r[len - 1 - pegs + j]);
	for (k = 0; k < (size_t)ncolors; k++) {
		a = alpha[k];
		cg = ng;
#pragma GCC unroll 7
		for (j = 0; j < pegs; j++)
			ng -= (vbytes)(r[len - 1 - pegs + j] == a);
		cg = ng - cg;
		if (pairs) {
			cs = ns;
#pragma GCC unroll 7
			for (j = 0; j < pegs; j++)
				ns -= (vbytes)(r[j] == a);
			cs = ns - cs;
		} else
			cs = scount[k];
		common += vmin(cs, cg);
	}
	ok &= (vbytes)(ng == (unsigned char)pegs);
	if (pairs)
		ok &= (vbytes)(ns == (unsigned char)pegs);
	if (!alltrue(ok))
		return 0;
	exact = (exact << 3) - exact + common;
	memcpy(idx, &exact, LANES);
	return 1;
}

/*
 * Lines LANES at a time from where the chunk got to, while they are of
 * the usual shape and enough are left, for a pegs known when compiled.
 */
INLINE AVX2 void
vectorlines(struct chunk *c, const int pegs, const int pairs)
{
	const struct scorer *sc = c->sc;
	const struct game *g = sc->game;
	const char (*answer)[4] = &sc->answer[0][0];
	const unsigned char *buf = (const unsigned char *)c->buf;
	const size_t P = (size_t)pegs;
	const size_t len = pairs ? 2 * P + 2 : P + 1;
	vbytes alpha[MM_PACKCOLORS], scount[MM_PACKCOLORS];
	vbytes slet[MM_PACKPEGS] = { { 0 } };
	unsigned char idx[LANES];
	size_t used = c->used, i, keep, outlen;
	char *o = c->out + c->outlen, *wide = c->outend - 16;

	outlen = answerlen(sc, len, &keep);
	for (i = 0; i < (size_t)g->ncolors; i++) {
		alpha[i] = splat((unsigned char)g->alphabet[i]);
		scount[i] = splat(0);
	}
	for (i = 0; !pairs && i < P; i++) {
		slet[i] = splat((unsigned char)g->alphabet[sc->secret[i]]);
		scount[sc->secret[i]] += 1;
	}
	for (; c->avail - used >= LANES * len && vectorgroup(buf + used, len,
	    pegs, pairs, alpha, g->ncolors, slet, scount, idx);
	    used += LANES * len) {
#pragma GCC unroll 32
		for (i = 0; i < LANES; i++, o += outlen) {
			putline(o, wide, buf + used + i * len, keep);
			memcpy(o + outlen - 4, answer[idx[i]], 4);
		}
	}
	c->lines += (long long)((used - c->used) / len);
	c->used = used;
	c->outlen = (size_t)(o - c->out);
}

INLINE AVX2 void
vectorpegs(struct chunk *c, const int pairs)
{
	switch (c->sc->game->pegs) {
	case 1: vectorlines(c, 1, pairs); break;
	case 2: vectorlines(c, 2, pairs); break;
	case 3: vectorlines(c, 3, pairs); break;
	case 4: vectorlines(c, 4, pairs); break;
	case 5: vectorlines(c, 5, pairs); break;
	case 6: vectorlines(c, 6, pairs); break;
	default: vectorlines(c, 7, pairs); break;
	}
}

static AVX2 void
vectorrun(struct chunk *c)
{
	if (c->sc->secret == NULL)
		vectorpegs(c, 1);
	else
		vectorpegs(c, 0);
}
#else
static int
hasvectors(void)
{
	return 0;
}

static void
vectorrun(struct chunk *c)
{
	(void)c;
}
#endif

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
				vectorrun(c);
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
