/* Memory that is there or a clear death: checked malloc, calloc and
 * realloc, tables of rows, and an arena freed at once. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

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
 * The bytes mapped for a table of n elements of size bytes, 0 for one
 * from calloc: where the system offers huge pages, a table of half a
 * huge page or more is mapped on its own, and up to eight huge pages
 * rounded up to whole ones, as its last part would otherwise be mapped
 * a small page at a time; a larger one only to whole small pages, for
 * the memory.
 */
static size_t
tablebytes(size_t n, size_t size)
{
	size_t bytes = n * size;

	if ((size != 0 && bytes / size != n) || bytes > SIZE_MAX - HUGE_PAGE)
		die("out of memory");
#ifdef MADV_HUGEPAGE
	if (bytes >= HUGE_PAGE / 2) {
		size_t page = bytes < 8 * HUGE_PAGE ? HUGE_PAGE :
		    (size_t)sysconf(_SC_PAGESIZE);

		return (bytes + page - 1) & ~(page - 1);
	}
#endif
	return 0;
}

/*
 * As calloc, for a large table read at random: in huge pages where
 * the system offers them, so that fewer misses of the translation
 * buffer slow each read, and fewer faults, each far dearer than a
 * read, map it.  The pages come from the system zeroed and are left
 * untouched until used.  The advice is only advice.  NULL if the
 * memory cannot be had; xfree_table() frees it.
 */
void *
calloc_table(size_t n, size_t size)
{
	size_t bytes = tablebytes(n, size);
#ifdef MADV_HUGEPAGE
	uintptr_t at, start;
	void *p;

	if (bytes == 0)
		return calloc(n == 0 ? 1 : n, size == 0 ? 1 : size);
	p = mmap(NULL, bytes + HUGE_PAGE, PROT_READ | PROT_WRITE,
	    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		return NULL;
	at = (uintptr_t)p;
	start = (at + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1);
	if (start > at)
		(void)munmap(p, start - at);
	(void)munmap((void *)(start + bytes), HUGE_PAGE - (start - at));
	(void)madvise((void *)start, bytes, MADV_HUGEPAGE);
	return (void *)start;
#else
	(void)bytes;
	return calloc(n == 0 ? 1 : n, size == 0 ? 1 : size);
#endif
}

/* As calloc_table(), or die. */
void *
xcalloc_table(size_t n, size_t size)
{
	void *p;

	if ((p = calloc_table(n, size)) == NULL)
		die("out of memory");
	return p;
}

/* Free table p of n elements of size bytes, from xcalloc_table(). */
void
xfree_table(void *p, size_t n, size_t size)
{
	size_t bytes;

	if (p == NULL)
		return;
	if ((bytes = tablebytes(n, size)) == 0)
		free(p);
	else
		(void)munmap(p, bytes);
}

/* A table of an arena, and the one before it. */
struct arenablock {
	struct arenablock *prev;
	size_t	size;		/* bytes of data[] */
	max_align_t data[];
};

#define ARENA_ALIGN	_Alignof(max_align_t)

/*
 * n bytes of arena a, aligned for any type, not cleared; a table of
 * HUGE_PAGE bytes or more is added when the newest has not room.
 */
void *
arena_alloc(struct arena *a, size_t n)
{
	struct arenablock *b;
	size_t size;

	if (n > SIZE_MAX / 2)
		die("out of memory");
	n = (n + ARENA_ALIGN - 1) & ~(ARENA_ALIGN - 1);
	if (n == 0)
		n = ARENA_ALIGN;
	if (a->last == NULL || a->last->size - a->used < n) {
		size = n > HUGE_PAGE - sizeof(*b) ? n : HUGE_PAGE - sizeof(*b);
		b = xcalloc_table(sizeof(*b) + size, 1);
		b->prev = a->last;
		b->size = size;
		a->last = b;
		a->used = 0;
	}
	a->used += n;
	return (char *)a->last->data + a->used - n;
}

/* The block p, the last arena_alloc() gave, shrinks to n bytes. */
void
arena_trim(struct arena *a, void *p, size_t n)
{
	size_t at = (size_t)((char *)p - (char *)a->last->data);

	n = (n + ARENA_ALIGN - 1) & ~(ARENA_ALIGN - 1);
	if (at + n < a->used)
		a->used = at + n;
}

void
arena_free(struct arena *a)
{
	struct arenablock *b;

	while ((b = a->last) != NULL) {
		a->last = b->prev;
		xfree_table(b, sizeof(*b) + b->size, 1);
	}
	a->used = 0;
}
