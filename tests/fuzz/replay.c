#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "fuzz.h"

/* fuzz-run PROG FILE: run PROG from PATH on a command input, as afl.c. */
int
main(int argc, char *argv[])
{
	struct fuzzargs a;
	char *buf;
	size_t len;

	if (argc != 3) {
		fprintf(stderr, "usage: fuzz-run prog file\n");
		return 99;
	}
	if ((buf = fuzz_readfile(argv[2], &len)) == NULL) {
		perror(argv[2]);
		return 99;
	}
	fuzz_args(buf, len, argv[1], &a);
	fuzz_stdio(&a);
	execvp(argv[1], a.argv);
	perror(argv[1]);
	return 99;
}
