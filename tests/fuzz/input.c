#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"

#define check(x)	((x) ? (void)0 : abort())

static int datafd;

static int
blank(int c)
{
	return c == ' ' || c == '\t';
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	datafd = fuzz_tmpfd();
	fuzz_quiet(1);
	return 0;
}

/* Lines whole and in order; records trimmed and never blank or comments. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *d = (const char *)data, *nl;
	struct input in;
	size_t pos = 0, len;
	char *line;
	int records;

	if (size < 1)
		return 0;
	records = data[0] & 1;
	d++;
	size--;
	if (fuzz_fill(datafd, (const uint8_t *)d, size) < 0)
		abort();
	input_fdopen(&in, dup(datafd), "fuzz");
	while ((line = records ? input_record(&in, &len) :
	    input_line(&in, &len)) != NULL) {
		check(line[len] == '\0' && memchr(line, '\n', len) == NULL);
		if (records) {
			check(len > 0 && line[0] != '#' && !blank(line[0]));
			check(!blank(line[len - 1]) && line[len - 1] != '\r');
			continue;
		}
		check(pos + len <= size && memcmp(line, d + pos, len) == 0);
		check(in.lineno >= 1);
		pos += len;
		check(pos == size || d[pos] == '\n');
		pos += pos < size;
	}
	if (!records)
		check(pos == size);
	if (!records && size > 0) {
		nl = memchr(d, '\n', size);
		check(in.lineno >= 1 && (nl != NULL || in.lineno == 1));
	}
	input_close(&in);
	return 0;
}
