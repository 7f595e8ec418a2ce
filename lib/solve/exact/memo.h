/*
 * The exact search's memo: the totals and lower bounds of the sets it has
 * searched, in a table of slots shared by its threads (memo.c).
 */
#ifndef EXACT_MEMO_H
#define EXACT_MEMO_H

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>

#define MEMO_EXACT	((uint32_t)1 << 31)	/* the value is no bound */
#define MEMO_LOCKS	512
#define BUSY_SLOTS	4096

struct slot {
	uint64_t key;
	uint64_t check;
	uint32_t value;		/* MEMO_EXACT and a total, or a lower bound */
	uint16_t guess;		/* a code, below EXACT_MAXCODES */
	uint16_t n;
};

struct memo {
	struct slot *slot;
	uint64_t mask;		/* slots - 1 */
	uint32_t seq[MEMO_LOCKS];	/* odd while a writer writes */
	pthread_mutex_t busylock;
	uint64_t busy[BUSY_SLOTS];	/* the sets being searched */
};

void	exact_memo_init(struct memo *, uint32_t);
void	exact_memo_free(struct memo *);
void	exact_memo_key(const uint32_t *, uint32_t, int, uint64_t *, uint64_t *);
int	exact_memo_recall(struct memo *, uint64_t, uint64_t, uint32_t *,
	    uint32_t *);
void	exact_memo_prefetch(const struct memo *, uint64_t);
void	exact_memo_remember(struct memo *, uint64_t, uint64_t, uint32_t, uint32_t,
	    uint32_t);
uint64_t	exact_memo_claim(struct memo *, const uint32_t *, uint32_t, int);
uint64_t	exact_memo_take(struct memo *, uint64_t);
void	exact_memo_release(struct memo *, uint64_t);
uint64_t	exact_memo_write(const struct memo *, FILE *, uint64_t *);
int	exact_memo_read(struct memo *, FILE *, uint64_t, uint32_t,
	    const uint32_t *, uint64_t *);

#endif
