/*
 * mm-play at a terminal: whether a person plays there (standard input
 * and output both terminals), colour as ls and grep choose it, codes
 * drawn in colour, answers as pegs, the line that says what game it
 * is, and the rows text takes on the screen.  Without a terminal and
 * without colour, nothing here changes what mm-play writes.
 */
#include <sys/ioctl.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "play.h"

#define RESET		"\033[0m"
#define BULLET		"\xe2\x97\x8f"	/* a black peg: right colour, place */
#define CIRCLE		"\xe2\x97\x8b"	/* a white peg: right colour */
#define DOT		" \xc2\xb7 "	/* between the parts of a line */

static int screen;		/* standard input and output are terminals */
static int colour;		/* codes and answers are drawn in colour */

/* The colours known by name: a letter, its name, its look on a screen. */
static const struct named {
	char	letter;
	const char *name;
	const char *sgr;
} named[] = {
	{ 'R', "red",     "1;97;41" },
	{ 'G', "green",   "1;30;42" },
	{ 'B', "blue",    "1;97;44" },
	{ 'Y', "yellow",  "1;30;103" },
	{ 'W', "white",   "1;30;107" },
	{ 'K', "black",   "1;97;40" },
	{ 'O', "orange",  "1;30;48;5;208" },
	{ 'P', "purple",  "1;97;48;5;93" },
	{ 'C', "cyan",    "1;30;46" },
	{ 'M', "magenta", "1;97;45" },
	{ 'N', "brown",   "1;97;48;5;94" }
};

/* Any other colour: its place in the alphabet picks one of these. */
static const char *const palette[] = {
	"1;97;41", "1;30;42", "1;97;44", "1;30;103", "1;97;45", "1;30;46",
	"1;30;48;5;208", "1;30;107", "1;97;100", "1;97;48;5;94", "1;30;102",
	"1;30;104", "1;30;101", "1;30;105", "1;30;106", "1;97;40"
};

#define NNAMED		(sizeof(named) / sizeof(*named))
#define NPALETTE	(sizeof(palette) / sizeof(*palette))

/*
 * Colour when asked to (TERM_ALWAYS), never when asked not to, else at
 * a terminal unless NO_COLOR is set and not empty or TERM is dumb.
 */
void
term_init(int when)
{
	const char *no = getenv("NO_COLOR"), *term = getenv("TERM");

	screen = isatty(0) && isatty(1);
	if (when == TERM_ALWAYS || when == TERM_NEVER)
		colour = when == TERM_ALWAYS;
	else
		colour = screen && (no == NULL || *no == '\0') &&
		    (term == NULL || strcmp(term, "dumb") != 0);
}

int
term_screen(void)
{
	return screen;
}

static const struct named *
namedof(int c)
{
	size_t i;

	for (i = 0; i < NNAMED; i++)
		if (named[i].letter == c || named[i].letter + 'a' - 'A' == c)
			return &named[i];
	return NULL;
}

/* Whether every colour of the game is one known by name. */
static int
allnamed(const struct game *g)
{
	int i;

	for (i = 0; i < g->ncolors; i++)
		if (namedof(g->alphabet[i]) == NULL)
			return 0;
	return 1;
}

/* The look of colour c of the game. */
static const char *
sgr(const struct game *g, int c)
{
	if (allnamed(g))
		return namedof(g->alphabet[c])->sgr;
	return palette[c % (int)NPALETTE];
}

/* Append the text s to buf of size bytes, which holds *len and a NUL. */
static void
put(char *buf, size_t size, size_t *len, const char *s)
{
	size_t n = strlen(s);

	if (*len + n >= size)
		n = size - *len - 1;
	memcpy(buf + *len, s, n);
	*len += n;
	buf[*len] = '\0';
}

/* One colour of the game, in its colour when colour is on. */
static void
putcolour(const struct game *g, int c, char *buf, size_t size, size_t *len)
{
	char ch[2] = { g->alphabet[c], '\0' };

	if (colour) {
		put(buf, size, len, "\033[");
		put(buf, size, len, sgr(g, c));
		put(buf, size, len, "m");
	}
	put(buf, size, len, ch);
	if (colour)
		put(buf, size, len, RESET);
}

/* A code into buf of size bytes: its pegs, each in its colour. */
void
term_code(const struct game *g, const uint8_t *code, char *buf, size_t size)
{
	size_t len = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < g->pegs; i++)
		putcolour(g, code[i], buf, size, &len);
}

/* An answer into buf: (E,I), and with colour its pegs, black then white. */
void
term_answer(struct feedback f, char *buf, size_t size)
{
	size_t len;
	int i;

	len = (size_t)snprintf(buf, size, "(%d,%d)", f.exact, f.inexact);
	if (!colour || len >= size)
		return;
	put(buf, size, &len, f.exact + f.inexact > 0 ? " " : "");
	for (i = 0; i < f.exact; i++)
		put(buf, size, &len, BULLET);
	for (i = 0; i < f.inexact; i++)
		put(buf, size, &len, CIRCLE);
}

/*
 * What game it is, on one line: the colours (with their names when all
 * have one), the pegs, whether colours repeat, the guesses allowed.
 */
void
term_game(const struct game *g, long long guesses)
{
	char line[MM_MAXCOLORS * 40 + 128];
	size_t len = 0;
	int i, names = allnamed(g);

	put(line, sizeof(line), &len, "Colours:");
	for (i = 0; i < g->ncolors; i++) {
		put(line, sizeof(line), &len, " ");
		putcolour(g, i, line, sizeof(line), &len);
		if (names) {
			put(line, sizeof(line), &len, "=");
			put(line, sizeof(line), &len,
			    namedof(g->alphabet[i])->name);
		}
	}
	session_say("%s" DOT "%d peg%s" DOT "%s" DOT "%lld guess%s\n", line,
	    g->pegs, out_plural((uint64_t)g->pegs, "s"), g->distinct ?
	    "no colour twice" : "repeats allowed", guesses,
	    out_plural((uint64_t)guesses, "es"));
}

/* The columns of the screen: 80 when it does not say. */
static size_t
columns(void)
{
	struct winsize ws;

	if (ioctl(1, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
		return ws.ws_col;
	return 80;
}

/*
 * The rows text takes on the screen, its lines wrapped at the last
 * column: escapes take no room, and a character of UTF-8 one column.
 */
int
term_rows(const char *text)
{
	size_t cols = columns(), col = 0;
	const char *p;
	int rows = 0;

	for (p = text; *p != '\0'; p++) {
		if (*p == '\033') {
			while (p[1] != '\0' && !(p[1] >= '@' && p[1] <= '~' &&
			    p[1] != '['))
				p++;
			if (p[1] != '\0')
				p++;
		} else if (*p == '\n') {
			rows += col == 0 ? 1 : (int)((col + cols - 1) / cols);
			col = 0;
		} else if ((*p & 0xc0) != 0x80)
			col++;
	}
	return rows + (int)((col + cols - 1) / cols);
}

/* Take back the last rows lines written, to write them again. */
void
term_erase(int rows)
{
	char s[32];

	if (rows <= 0)
		return;
	snprintf(s, sizeof(s), "\r\033[%dA\033[J", rows);
	out_puts(s);
}
