/* mm-score: score guesses against a secret, one pair or files of them
 * in bulk. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mm.h"

static const struct help help = {
	"usage: mm-score [-b] [-c colors] [-p pegs] [--distinct] secret guess "
	"...\n"
	"       mm-score [-b] [-c colors] [-p pegs] [--distinct] [-f file]... "
	"[secret]\n",
	"Score guesses against a secret: E,I, the pegs of the right colour in "
	"the right\nplace, then the other pegs of a right colour. Without "
	"guess operands, read\nguesses (with a secret) or secret guess lines "
	"(without) from the files or stdin.\n",
	"  -b, --bare                 write only E,I for each input line\n"
	"  -f, --file=FILE            read FILE, - for stdin (default stdin); "
	"repeatable\n",
	NULL,
	"  0  every line was scored\n"
	"  2  a usage error, a bad line (skipped) or an I/O error\n"
};

static const struct option longopts[] = {
	MM_COMMON_LONGOPTS,
	{ "bare", no_argument,       NULL, 'b' },
	{ "file", required_argument, NULL, 'f' },
	{ NULL, 0, NULL, 0 }
};

static struct game g;

int
main(int argc, char *argv[])
{
	uint8_t secret[MM_MAXPEGS], guess[MM_MAXPEGS];
	struct scorer sc;
	struct input in;
	const char **files;
	const char *err;
	int opt, nfiles = 0, i, bare = 0, status = 0;

	err_setprogname(&argv[0]);
	game_init(&g);
	if ((files = calloc((size_t)argc + 1, sizeof(*files))) == NULL)
		die("out of memory");
	while ((opt = options_get(argc, argv, MM_COMMON_SHORTOPTS "bf:",
	    longopts)) != -1) {
		if (common_option(&g, opt, optarg, &help))
			continue;
		switch (opt) {
		case 'b':
			bare = 1;
			break;
		case 'f':
			files[nfiles++] = optarg;
			break;
		}
	}
	argc -= optind;
	argv += optind;
	game_finish(&g);
	if (argc > 1 && nfiles > 0)
		usage_error("-f reads guesses: give either files or guesses");
	if (argc > 1 && bare)
		usage_error("-b is for input lines: guess operands are always "
		    "answered with E,I alone");
	if (argc >= 1 && (err = code_parse(&g, argv[0], strlen(argv[0]),
	    secret)) != NULL)
		usage_error("bad secret: %s", err);

	scorer_init(&sc, &g, argc >= 1 ? secret : NULL, bare || argc > 1);
	if (argc > 1) {
		for (i = 1; i < argc; i++) {
			err = code_parse(&g, argv[i], strlen(argv[i]), guess);
			if (err != NULL) {
				err_warn("bad guess: %s", err);
				status = 2;
				continue;
			}
			scorer_answer(&sc, secret, guess);
		}
		free(files);
		out_close();
		return status;
	}
	if (nfiles == 0)
		files[nfiles++] = "-";
	for (i = 0; i < nfiles; i++) {
		if (input_open(&in, files[i]) < 0) {
			err_warn("%s:", files[i]);
			status = 2;
			continue;
		}
		scorer_run(&sc, &in);
		input_close(&in);
	}
	free(files);
	complaint_tally();
	out_close();
	return sc.bad > 0 ? 2 : status;
}
