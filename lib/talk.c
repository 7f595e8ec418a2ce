/* The words a person types at a terminal, the same in mm-play and
 * mm-solve (? help q quit hint undo), and the sentences that answer them. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "mm.h"

/* What a line typed at a terminal asks for, or TALK_NONE. */
enum talk
talk_word(const char *s)
{
	if (strcmp(s, "?") == 0 || strcasecmp(s, "help") == 0)
		return TALK_HELP;
	if (strcasecmp(s, "q") == 0 || strcasecmp(s, "quit") == 0)
		return TALK_QUIT;
	if (strcasecmp(s, "hint") == 0)
		return TALK_HINT;
	if (strcasecmp(s, "undo") == 0)
		return TALK_UNDO;
	return TALK_NONE;
}

/* Every notation of an answer, for the help of both tools. */
const char talk_answers[] =
    "An answer is exact,inexact: 1,2 (or 1 2, 1:2, (1,2)), or the pegs of "
    "the board\ngame, B black for exact and W white for inexact: 2B1W, "
    "BBW, B W; - or 0 for\nno peg. undo takes back the last answer and "
    "asks for it again.\n";

/* What undo offers when no code fits the answers. */
const char talk_offer[] = "Type undo to take back the last answer, or q "
    "to quit: ";

/* Append n bytes of s to buf, of size bytes, holding *len and a NUL. */
static void
append(char *buf, size_t size, size_t *len, const char *s, size_t n)
{
	if (*len + n >= size)
		n = size - *len - 1;
	memcpy(buf + *len, s, n);
	*len += n;
	buf[*len] = '\0';
}

/*
 * The hint: how many codes fit the answers; then list, the codes
 * themselves between blanks, when it is not NULL (a caller gives it for
 * at most TALK_LISTMAX codes), indented on lines of at most 72 columns.
 */
void
talk_fits(char *buf, size_t size, uint64_t n, const char *list)
{
	const char *p, *e;
	size_t len, col = 72;
	int k;

	k = snprintf(buf, size, "Hint: %" PRIu64 " code%s still fit%s the "
	    "answers%s", n, out_plural(n, "s"), n == 1 ? "s" : "",
	    list != NULL ? ":" : ".");
	len = k < 0 ? 0 : (size_t)k >= size ? size - 1 : (size_t)k;
	for (p = list; p != NULL; p = e) {
		p += strspn(p, " ");
		if (*p == '\0')
			break;
		e = p + strcspn(p, " ");
		if (col + 1 + (size_t)(e - p) > 72) {
			append(buf, size, &len, "\n ", 2);
			col = 1;
		}
		append(buf, size, &len, " ", 1);
		append(buf, size, &len, p, (size_t)(e - p));
		col += 1 + (size_t)(e - p);
	}
	append(buf, size, &len, "\n", 1);
}

/* The answer undo took back: the k-th, to guess. */
void
talk_undone(char *buf, size_t size, size_t k, const char *guess,
    struct feedback f)
{
	char e[FEEDBACK_SIZE];

	feedback_format(f, e);
	snprintf(buf, size, "Taken back: answer %zu, %s %s.\n", k, guess, e);
}
