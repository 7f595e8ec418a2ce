#include <stdio.h>
#include <stdlib.h>

#include "fuzz.h"

/* Run a fuzz target once on each file named, as the fuzzer would. */
int
main(int argc, char *argv[])
{
	char *buf;
	size_t len;
	int i;

	LLVMFuzzerInitialize(&argc, &argv);
	for (i = 1; i < argc; i++) {
		if ((buf = fuzz_readfile(argv[i], &len)) == NULL) {
			perror(argv[i]);
			return 2;
		}
		LLVMFuzzerTestOneInput((const uint8_t *)buf, len);
		free(buf);
	}
	return 0;
}
