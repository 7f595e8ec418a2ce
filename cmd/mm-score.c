#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mm.h"

static const char usage[] =
    "usage: mm-score [-b] [-c colors] [-p pegs] [--distinct] SECRET GUESS...\n"
    "       mm-score [-b] [-c colors] [-p pegs] [--distinct] [-f file]... "
    "[SECRET]\n";

static const struct option longopts[] = {
	MM_COMMON_LONGOPTS,
	{ "bare", no_argument,       NULL, 'b' },
	{ "file", required_argument, NULL, 'f' },
	{ NULL, 0, NULL, 0 }
};

static struct game g;
static int bare;
static int status;

/* Write [prefix ]E,I and a newline. */
static void
answer(const uint8_t *secret, const uint8_t *guess, const uint8_t *prefix)
{
	struct feedback f = score(secret, guess, g.pegs);
	char *p = out_reserve(2 * MM_MAXPEGS + 8), *s = p;
	int i;

	if (!bare) {
		if (prefix != NULL) {
			for (i = 0; i < g.pegs; i++)
				*p++ = g.alphabet[prefix[i]];
			*p++ = ' ';
		}
		for (i = 0; i < g.pegs; i++)
			*p++ = g.alphabet[guess[i]];
		*p++ = ' ';
	}
	if (f.exact >= 10)
		*p++ = (char)('0' + f.exact / 10);
	*p++ = (char)('0' + f.exact % 10);
	*p++ = ',';
	if (f.inexact >= 10)
		*p++ = (char)('0' + f.inexact / 10);
	*p++ = (char)('0' + f.inexact % 10);
	*p++ = '\n';
	out_commit((size_t)(p - s));
}

static void
bad(const struct input *in, const char *msg)
{
	warnat(in, "%s", msg);
	status = 2;
}

/* Score every line of one input against secret, or pairs if NULL. */
static void
scorefile(struct input *in, const uint8_t *secret)
{
	uint8_t s[MM_MAXPEGS], guess[MM_MAXPEGS];
	const char *line, *p, *end, *w, *err;
	size_t n, len;

	while ((line = input_record(in, &n)) != NULL) {
		p = line;
		end = line + n;
		if (secret == NULL) {
			w = field_next(&p, end, &len);
			if ((err = code_parse(&g, w, len, s)) != NULL) {
				bad(in, err);
				continue;
			}
		}
		if ((w = field_next(&p, end, &len)) == NULL) {
			bad(in, "missing guess: expected SECRET GUESS");
			continue;
		}
		if ((err = code_parse(&g, w, len, guess)) != NULL) {
			bad(in, err);
			continue;
		}
		if (field_next(&p, end, &len) != NULL) {
			bad(in, secret == NULL ? "extra field: expected SECRET "
			    "GUESS" : "extra field: expected one guess");
			continue;
		}
		if (secret == NULL)
			answer(s, guess, s);
		else
			answer(secret, guess, NULL);
	}
}

int
main(int argc, char *argv[])
{
	uint8_t secret[MM_MAXPEGS], guess[MM_MAXPEGS];
	struct input in;
	const char **files;
	const char *err;
	int opt, nfiles = 0, i;

	setprogname(argv[0]);
	game_init(&g);
	if ((files = calloc((size_t)argc + 1, sizeof(*files))) == NULL)
		die("out of memory");
	while ((opt = getopt_long(argc, argv, MM_COMMON_SHORTOPTS "bf:",
	    longopts, NULL)) != -1) {
		if (common_option(&g, opt, optarg, usage))
			continue;
		switch (opt) {
		case 'b':
			bare = 1;
			break;
		case 'f':
			files[nfiles++] = optarg;
			break;
		default:
			usage_error(usage);
		}
	}
	argc -= optind;
	argv += optind;
	game_finish(&g);
	if (argc > 1 && nfiles > 0)
		die("-f reads guesses: give either files or guesses");
	if (argc >= 1 && (err = code_parse(&g, argv[0], strlen(argv[0]),
	    secret)) != NULL)
		die("bad secret: %s", err);

	if (argc > 1) {
		bare = 1;
		for (i = 1; i < argc; i++) {
			err = code_parse(&g, argv[i], strlen(argv[i]), guess);
			if (err != NULL) {
				warnf("bad guess: %s", err);
				status = 2;
				continue;
			}
			answer(secret, guess, NULL);
		}
		out_close();
		return status;
	}
	if (nfiles == 0)
		files[nfiles++] = "-";
	for (i = 0; i < nfiles; i++) {
		if (input_open(&in, files[i]) < 0) {
			warnf("%s:", files[i]);
			status = 2;
			continue;
		}
		scorefile(&in, argc == 1 ? secret : NULL);
		input_close(&in);
	}
	free(files);
	out_close();
	return status;
}
