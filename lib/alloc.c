#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "mm.h"

#define HUGE_PAGE	((size_t)2 << 20)	/* the size huge pages have */

void *
xmalloc(size_t n)
{
	void *p;

	if ((p = malloc(n == 0 ? 1 : n)) == NULL)
		die("out of memory");
	return p;
}

void *
xcalloc(size_t n, size_t size)
{
	void *p;

	if ((p = calloc(n == 0 ? 1 : n, size == 0 ? 1 : size)) == NULL)
		die("out of memory");
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	if ((p = realloc(p, n == 0 ? 1 : n)) == NULL)
		die("out of memory");
	return p;
}

/*
 * As xcalloc, for a large table read at random: where the system
 * offers it, in huge pages, so that fewer misses of the translation
 * buffer slow each read, and fewer faults, each far dearer than a
 * read, map it.  A table of half a huge page up to eight of them is
 * rounded up to whole huge pages, as its last part would otherwise be
 * mapped a small page at a time; a larger one is not, for the memory.
 * The advice is only advice; free() frees it.
 */
void *
xcalloc_table(size_t n, size_t size)
{
	size_t bytes = n * size;

	if (size != 0 && bytes / size != n)
		die("out of memory");
#ifdef MADV_HUGEPAGE
	if (bytes >= HUGE_PAGE / 2) {
		void *p;

		if (bytes < 8 * HUGE_PAGE)
			bytes = (bytes + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
		if (posix_memalign(&p, HUGE_PAGE, bytes) != 0)
			die("out of memory");
		(void)madvise(p, bytes, MADV_HUGEPAGE);
		memset(p, 0, bytes);
		return p;
	}
#endif
	return xcalloc(n, size);
}
