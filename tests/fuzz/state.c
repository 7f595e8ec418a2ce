/*
 * The state file of mm-solve -t optimal --state read into the exact
 * search's memo, in a small game the first byte chooses: every set
 * taken holds what the search can have written, and the memo written
 * again reads back to the same sets.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "solve/exact/core.h"
#include "../testgame.h"

#define check(x)	((x) ? (void)0 : abort())
#define STATE_PEGS	3	/* the games: up to 3 pegs of 5 colours */
#define STATE_COLORS	5

static struct game games[STATE_PEGS][STATE_COLORS][2];
static struct codeset sets[STATE_PEGS][STATE_COLORS][2];
static struct exact *searches[STATE_PEGS][STATE_COLORS][2];

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	return 0;
}

/* The search of a small game, made once, its memo emptied. */
static struct exact *
smallsearch(uint8_t d)
{
	int p = d % STATE_PEGS, c = d / STATE_PEGS % STATE_COLORS;
	int distinct = d / (STATE_PEGS * STATE_COLORS) % 2 && p <= c;
	struct game *g = &games[p][c][distinct];

	if (searches[p][c][distinct] == NULL) {
		setgame(g, p + 1, c + 1, distinct);
		codeset_init(&sets[p][c][distinct], g);
		searches[p][c][distinct] = exact_new(&sets[p][c][distinct], 0,
		    1, 0);
	}
	exact_memo_free(&searches[p][c][distinct]->memo);
	exact_memo_init(&searches[p][c][distinct]->memo,
	    searches[p][c][distinct]->n);
	return searches[p][c][distinct];
}

/* The sets of the memo, each checked; their number. */
static uint64_t
checkmemo(const struct exact *o)
{
	const struct slot *v;
	uint64_t i, count = 0;
	uint32_t total;

	for (i = 0; i <= o->memo.mask; i++) {
		v = &o->memo.slot[i];
		if (v->check == 0)
			continue;
		count++;
		total = v->value & ~MEMO_EXACT;
		check(v->check & 1);
		check(v->n >= MEMO_MIN && v->n <= o->n && v->guess < o->n);
		check(total >= o->lb[v->n] && total <= EXACT_INF);
		check(!(v->value & MEMO_EXACT) || total < EXACT_INF);
	}
	return count;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct exact *o;
	FILE *fp;
	uint64_t count, sum = 0;
	char *buf;
	size_t len;

	if (size < 1)
		return 0;
	o = smallsearch(data[0]);
	if ((fp = fmemopen((void *)(data + 1), size - 1, "rb")) == NULL)
		return 0;
	if (size == 1 || exact_resume_read(o, fp) != NULL) {
		fclose(fp);
		return 0;
	}
	fclose(fp);
	count = checkmemo(o);
	check((fp = open_memstream(&buf, &len)) != NULL);
	check(exact_memo_write(&o->memo, NULL, NULL) == count);
	exact_memo_write(&o->memo, fp, &sum);
	check(fclose(fp) == 0 && len == count * sizeof(struct slot));
	exact_memo_free(&o->memo);
	exact_memo_init(&o->memo, o->n);
	check((fp = fmemopen(buf, len, "rb")) != NULL);
	sum = 0;
	check(exact_memo_read(&o->memo, fp, count, o->n, o->lb, &sum) == 0);
	check(fgetc(fp) == EOF && checkmemo(o) == count);
	fclose(fp);
	free(buf);
	return 0;
}
