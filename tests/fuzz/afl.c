#include <stdio.h>
#include <stdlib.h>

#include "fuzz.h"

int	tool_main(int, char *[]);

/* A command built with its main renamed tool_main, run on one input. */
int
main(int argc, char *argv[])
{
	static char prog[] = FUZZ_PROG;
	struct fuzzargs a;
	char *buf;
	size_t len;

	if ((buf = fuzz_readfile(argc > 1 ? argv[1] : "-", &len)) == NULL) {
		perror(argc > 1 ? argv[1] : "<stdin>");
		return 99;
	}
	fuzz_args(buf, len, prog, &a);
	fuzz_stdio(&a);
	return tool_main(a.argc, a.argv);
}
