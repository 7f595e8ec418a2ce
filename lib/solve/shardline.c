/* The lines of a shard read strictly: its first line and its jobs'. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "shard.h"

/*
 * A shard's first line names it and says what its jobs are of, so
 * that the join refuses a shard of another game, another -m or
 * --split-above, or another version of the format:
 *
 *	shard K/N format 2 game PxC[ distinct] m M|none split-above S
 *	    jobs J upper U|none
 *
 * A job's line is "job I/J GUESS E,I CODES[ GUESS2]: total T", or
 * "...: at least T", and a sub-job's bound goes on "; parts E,I V ...".
 * Fields are parted by one space; a number is decimal digits, with no
 * sign and no leading zero, and fits in 32 bits.
 */

/*
 * The line shard k of n starts with, past "shard K/N ", for jobs of
 * game cs and options o: what the join compares.
 */
const char *
shard_stamp(const struct codeset *cs, const struct solve_opts *o, size_t nj,
    uint32_t upper)
{
	static char s[160];
	char m[24], u[24];

	if (o->maxguesses == 0)
		snprintf(m, sizeof(m), "none");
	else
		snprintf(m, sizeof(m), "%zu", o->maxguesses);
	if (upper == UINT32_MAX)
		snprintf(u, sizeof(u), "none");
	else
		snprintf(u, sizeof(u), "%" PRIu32, upper);
	snprintf(s, sizeof(s), "format %d game %dx%d%s m %s split-above %zu "
	    "jobs %zu upper %s", SHARD_FORMAT, cs->pegs, cs->g->ncolors,
	    cs->g->distinct ? " distinct" : "", m, o->split, nj, u);
	return s;
}

/*
 * A number of 0 to max at *p, ending at a space, slash, colon,
 * semicolon or the end: its value in *v and *p past it; or -1.
 */
static int
number(const char **p, uint64_t max, uint64_t *v)
{
	const char *s = *p;
	uint64_t x = 0;

	if (*s < '0' || *s > '9' || (s[0] == '0' && s[1] >= '0' &&
	    s[1] <= '9'))
		return -1;
	for (; *s >= '0' && *s <= '9'; s++) {
		x = x * 10 + (uint64_t)(*s - '0');
		if (x > max)
			return -1;
	}
	if (*s != '\0' && strchr(" /:;", *s) == NULL)
		return -1;
	*v = x;
	*p = s;
	return 0;
}

static int
number32(const char **p, uint32_t *v)
{
	uint64_t x;

	if (number(p, UINT32_MAX, &x) < 0)
		return -1;
	*v = (uint32_t)x;
	return 0;
}

/* A word at *p, up to a space, colon or end, of at least one byte. */
static int
word(const char **p, const char **w, size_t *len)
{
	const char *s = *p;

	while (*s != '\0' && *s != ' ' && *s != ':')
		s++;
	if (s == *p)
		return -1;
	*w = *p;
	*len = (size_t)(s - *p);
	*p = s;
	return 0;
}

/* Past the bytes of lit at *p, if they are there. */
static int
literal(const char **p, const char *lit)
{
	size_t n = strlen(lit);

	if (strncmp(*p, lit, n) != 0)
		return -1;
	*p += n;
	return 0;
}

/* A control byte in line: a message, or NULL. */
static const char *
blanks(const char *line)
{
	for (; *line != '\0'; line++)
		if ((unsigned char)*line < ' ' || *line == 127)
			return *line == '\t' ? "a tab where one space belongs" :
			    "a control character in the line";
	return NULL;
}

/*
 * Read "shard K/N " at the start of a shard's first line: NULL and the
 * rest of the line in *rest, or what is wrong.
 */
const char *
shard_readhead(const char *line, uint32_t *k, uint32_t *n, const char **rest)
{
	const char *p = line, *err;

	if ((err = blanks(line)) != NULL)
		return err;
	if (literal(&p, "shard ") < 0 || number32(&p, k) < 0 ||
	    literal(&p, "/") < 0 || number32(&p, n) < 0 || *k < 1 || *n < 1 ||
	    *k > *n || literal(&p, " ") < 0)
		return "malformed shard line: expected 'shard K/N ...', "
		    "1 <= K <= N";
	*rest = p;
	return NULL;
}

/* Read the "; parts E,I V ..." of a sub-job's bound at p into *j. */
static const char *
readparts(const char *p, struct jobline *j)
{
	j->nparts = 0;
	if (*p == '\0')
		return NULL;
	if (literal(&p, "; parts") < 0 || *p == '\0')
		return "malformed job line: expected '; parts E,I V ...' "
		    "after the bound";
	while (*p != '\0') {
		if (j->nparts == MM_MAXCLASSES)
			return "malformed job line: more parts than answers";
		if (literal(&p, " ") < 0 ||
		    word(&p, &j->pfb[j->nparts], &j->pfblen[j->nparts]) < 0 ||
		    literal(&p, " ") < 0)
			return "malformed job line: expected ' E,I V' for "
			    "each part";
		if (number32(&p, &j->pv[j->nparts]) < 0)
			return "malformed job line: a part's bound is no "
			    "number of 0 to 4294967295";
		j->nparts++;
	}
	return NULL;
}

/*
 * Read a job's line into *j: NULL, or what is wrong with it.  The
 * words point into line.
 */
const char *
shard_readjob(const char *line, struct jobline *j)
{
	static const char shape[] = "malformed job line: expected 'job I/J "
	    "GUESS E,I CODES[ GUESS2]: total T' or '...: at least T'";
	const char *p = line, *err;

	memset(j, 0, sizeof(*j));
	j->nparts = -1;
	if ((err = blanks(line)) != NULL)
		return err;
	if (literal(&p, "job ") < 0)
		return shape;
	if (number32(&p, &j->i) < 0 || literal(&p, "/") < 0 ||
	    number32(&p, &j->nj) < 0)
		return "malformed job line: 'I/J' are no numbers of 0 to "
		    "4294967295";
	if (literal(&p, " ") < 0 || word(&p, &j->guess, &j->guesslen) < 0 ||
	    literal(&p, " ") < 0 || word(&p, &j->fb, &j->fblen) < 0 ||
	    literal(&p, " ") < 0)
		return shape;
	if (number32(&p, &j->codes) < 0)
		return "malformed job line: CODES is no number of 0 to "
		    "4294967295";
	if (literal(&p, " ") == 0 &&
	    word(&p, &j->second, &j->secondlen) < 0)
		return shape;
	if (literal(&p, ": ") < 0)
		return shape;
	if (literal(&p, "total ") == 0)
		j->exact = 1;
	else if (literal(&p, "at least ") < 0)
		return shape;
	if (number32(&p, &j->value) < 0)
		return "malformed job line: the value is no number of 0 to "
		    "4294967295";
	if (j->exact || j->second == NULL) {
		if (*p != '\0')
			return shape;
		return NULL;
	}
	return readparts(p, j);
}
