/*
 * What scorer.c and its vector path, scorevec.c, share: a piece of the
 * input buffer being scored, and how a line of it is written back;
 * included after mm.h.
 */
#include <string.h>

#define INLINE	static inline __attribute__((always_inline))

/* Lines scored at once in vectors, and at most one at a time between. */
#define LANES	32

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

/* scorevec.c: whether the processor has the vectors, and the lines it scores in them. */
int	scorer_hasvectors(void);
void	scorer_vectorrun(struct chunk *);
