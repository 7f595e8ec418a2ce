/* The exact search's memo: the sets searched, and those being searched. */
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "../plan.h"

/*
 * A table of slots in buckets of MEMO_WAYS side by side; bucket b has
 * sequence number b % MEMO_LOCKS.  A set keys on its codes, its size and the
 * guesses left, hashed twice: key picks the bucket and check, another
 * 64 bits, tells sets of one key apart.  A full bucket gives up the
 * smallest set, the quickest to search again.
 *
 * A writer makes the bucket's sequence number odd while it writes and
 * even again after: making it odd is its lock, as no other writer can
 * while it is.  A reader reads the bucket between two reads of the
 * number: if it was odd or changed, a write came between, and it reads
 * again.  So reading writes nothing, and threads on other processors do
 * not take turns at holding a line of memory, as they would to lock it;
 * one writer takes the one line the number is on, where a mutex would
 * take that of the mutex too.  The writes are a few stores long.
 */
#define MEMO_WAYS	4
#define MEMO_PERCODE	32	/* more slots cost page faults, gain no speed */
#define MEMO_MINSLOTS	1024
#define MEMO_MAXSLOTS	((uint64_t)1 << 24)

void
exact_memo_init(struct memo *m, uint32_t codes)
{
	uint64_t slots;
	int i;

	for (slots = MEMO_MINSLOTS; slots < (uint64_t)codes * MEMO_PERCODE &&
	    slots < MEMO_MAXSLOTS; slots *= 2)
		;
	m->slot = xcalloc_table(slots, sizeof(*m->slot));
	m->mask = slots - 1;
	for (i = 0; i < MEMO_LOCKS; i++)
		m->seq[i] = 0;
	pthread_mutex_init(&m->busylock, NULL);
}

void
exact_memo_free(struct memo *m)
{
	pthread_mutex_destroy(&m->busylock);
	xfree_table(m->slot, m->mask + 1, sizeof(*m->slot));
}

/*
 * The key and check of set s of n codes with left guesses: two hashes,
 * in one pass, so that each waits on its own multiplications only.
 */
void
exact_memo_key(const uint32_t *s, uint32_t n, int left, uint64_t *key,
    uint64_t *check)
{
	uint64_t a = 0x9e3779b97f4a7c15ULL, b = (uint64_t)n << 8 |
	    (uint64_t)left;
	uint32_t i;

	for (i = 0; i < n; i++) {
		a = fnv1a_step(a, s[i]);
		b = (b + s[i] + 1) * 0xd6e8feb86659fd93ULL;
		b ^= b >> 29;
	}
	*key = mix(a ^ (uint64_t)n << 40 ^ (uint64_t)left << 56);
	*check = mix(b) | 1;
}

static struct slot *
bucket(const struct memo *m, uint64_t key)
{
	return m->slot + (key & m->mask & ~(uint64_t)(MEMO_WAYS - 1));
}

/* Bring the bucket of key into the cache, for a exact_memo_recall() soon. */
void
exact_memo_prefetch(const struct memo *m, uint64_t key)
{
	__builtin_prefetch(bucket(m, key));
}

/* The sequence number of the bucket of key. */
static size_t
lockof(const struct memo *m, uint64_t key)
{
	return (key & m->mask) / MEMO_WAYS % MEMO_LOCKS;
}

/*
 * Wait before try tries + 1 at a bucket another thread writes: a few
 * tries at once, as a write is short, then giving up the processor, in
 * case the writer waits for it.
 */
static void
waitturn(int tries)
{
	if (tries % 16 == 0)
		sched_yield();
}

/* Lock bucket l for writing: make its sequence number odd; the number. */
static uint32_t
lockbucket(struct memo *m, size_t l)
{
	uint32_t seq;
	int tries;

	for (tries = 1;; tries++) {
		seq = __atomic_load_n(&m->seq[l], __ATOMIC_RELAXED);
		if ((seq & 1) == 0 && __atomic_compare_exchange_n(&m->seq[l],
		    &seq, seq + 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
			return seq;
		waitturn(tries);
	}
}

/* 1 and the value and guess of the set in bucket b, if it is there. */
static int
readbucket(const struct slot *b, uint64_t key, uint64_t check,
    uint32_t *value, uint32_t *guess)
{
	int i;

	for (i = 0; i < MEMO_WAYS; i++)
		if (__atomic_load_n(&b[i].key, __ATOMIC_RELAXED) == key &&
		    __atomic_load_n(&b[i].check, __ATOMIC_RELAXED) == check) {
			*value = __atomic_load_n(&b[i].value, __ATOMIC_RELAXED);
			*guess = __atomic_load_n(&b[i].guess, __ATOMIC_RELAXED);
			return 1;
		}
	return 0;
}

/* 1 and the stored value and guess if the set is in the memo. */
int
exact_memo_recall(struct memo *m, uint64_t key, uint64_t check, uint32_t *value,
    uint32_t *guess)
{
	const struct slot *b = bucket(m, key);
	size_t l = lockof(m, key);
	uint32_t seq;
	int found, tries;

	for (tries = 1;; tries++) {
		seq = __atomic_load_n(&m->seq[l], __ATOMIC_ACQUIRE);
		if ((seq & 1) == 0) {
			found = readbucket(b, key, check, value, guess);
			__atomic_thread_fence(__ATOMIC_ACQUIRE);
			if (__atomic_load_n(&m->seq[l], __ATOMIC_RELAXED) ==
			    seq)
				return found;
		}
		waitturn(tries);
	}
}

/*
 * Store the value of a set of n codes: a total flagged MEMO_EXACT, with
 * its guess, or a lower bound.  A total is never replaced, nor a bound
 * by one no higher.
 */
void
exact_memo_remember(struct memo *m, uint64_t key, uint64_t check, uint32_t n,
    uint32_t value, uint32_t guess)
{
	struct slot *b = bucket(m, key), *v = NULL;
	size_t l = lockof(m, key);
	uint32_t seq = lockbucket(m, l);
	int i;

	for (i = 0; i < MEMO_WAYS; i++) {
		if (b[i].key == key && b[i].check == check) {
			v = &b[i];
			if (v->value & MEMO_EXACT)
				goto out;
			if (!(value & MEMO_EXACT) && value <= v->value)
				goto out;
			break;
		}
		if (v == NULL || b[i].n < v->n)
			v = &b[i];
	}
	__atomic_thread_fence(__ATOMIC_RELEASE);
	__atomic_store_n(&v->key, key, __ATOMIC_RELAXED);
	__atomic_store_n(&v->check, check, __ATOMIC_RELAXED);
	__atomic_store_n(&v->value, value, __ATOMIC_RELAXED);
	__atomic_store_n(&v->guess, (uint16_t)guess, __ATOMIC_RELAXED);
	__atomic_store_n(&v->n, (uint16_t)n, __ATOMIC_RELAXED);
	__atomic_store_n(&m->seq[l], seq + 2, __ATOMIC_RELEASE);
	return;
out:
	__atomic_store_n(&m->seq[l], seq, __ATOMIC_RELEASE);
}

/*
 * Mark a set as searched by this thread: its key, or 0 if another
 * thread searches it, when this one does something else first.
 */
uint64_t
exact_memo_claim(struct memo *m, const uint32_t *s, uint32_t n, int left)
{
	uint64_t key, check;

	exact_memo_key(s, n, left, &key, &check);
	return exact_memo_take(m, key);
}

/*
 * Mark key as taken by this thread: the key, made odd, or 0 if another
 * thread holds it.  The keys taken are a small open-addressed table.
 */
uint64_t
exact_memo_take(struct memo *m, uint64_t key)
{
	size_t i;

	key |= 1;
	pthread_mutex_lock(&m->busylock);
	for (i = key % BUSY_SLOTS; m->busy[i] != 0 && m->busy[i] != key;
	    i = (i + 1) % BUSY_SLOTS)
		;
	if (m->busy[i] == key)
		key = 0;
	else
		m->busy[i] = key;
	pthread_mutex_unlock(&m->busylock);
	return key;
}

/* Unmark a set claimed, closing the gap it leaves in the table. */
void
exact_memo_release(struct memo *m, uint64_t key)
{
	size_t i, j, k;

	if (key == 0)
		return;
	pthread_mutex_lock(&m->busylock);
	for (i = key % BUSY_SLOTS; m->busy[i] != key; i = (i + 1) % BUSY_SLOTS)
		;
	m->busy[i] = 0;
	for (j = (i + 1) % BUSY_SLOTS; m->busy[j] != 0;
	    j = (j + 1) % BUSY_SLOTS) {
		k = m->busy[j] % BUSY_SLOTS;
		if ((j > i && (k <= i || k > j)) || (j < i && k <= i && k > j)) {
			m->busy[i] = m->busy[j];
			m->busy[j] = 0;
			i = j;
		}
	}
	pthread_mutex_unlock(&m->busylock);
}

/* The sum of a slot carried on from h, as the state file keeps it. */
static uint64_t
slotsum(uint64_t h, const struct slot *v)
{
	uint32_t w[sizeof(*v) / sizeof(uint32_t)];

	memcpy(w, v, sizeof(w));
	return plan_hash(h, w, sizeof(w) / sizeof(*w));
}

/*
 * Write every set the memo holds to fp, as it lies in memory, and
 * carry their sum on in *sum: how many.  With no fp, only count them.
 */
uint64_t
exact_memo_write(const struct memo *m, FILE *fp, uint64_t *sum)
{
	uint64_t i, count = 0;

	for (i = 0; i <= m->mask; i++)
		if (m->slot[i].check != 0) {
			count++;
			if (fp == NULL)
				continue;
			fwrite(&m->slot[i], sizeof(m->slot[i]), 1, fp);
			*sum = slotsum(*sum, &m->slot[i]);
		}
	return count;
}

/*
 * The most a set of n codes can take: each code found within the
 * guesses of -m, at most NOLIMIT - 1, or by candidates one at a time.
 */
static uint64_t
most(uint32_t n)
{
	uint64_t tri = (uint64_t)n * (n + 1) / 2, lim = (uint64_t)n *
	    (NOLIMIT - 1);

	return tri > lim ? tri : lim;
}

/*
 * Read count sets that exact_memo_write() wrote into the memo of a game of
 * codes codes, carrying their sum on in *sum; -1 if one cannot be: a
 * set of MEMO_MIN to codes codes, a guess of the game, and a value no
 * less than lb[] of the set, a total no more than most() and a bound no
 * more than EXACT_INF, as the search writes them.
 */
int
exact_memo_read(struct memo *m, FILE *fp, uint64_t count, uint32_t codes,
    const uint32_t *lb, uint64_t *sum)
{
	struct slot v;
	uint32_t total;

	while (count-- > 0) {
		if (fread(&v, sizeof(v), 1, fp) != 1)
			return -1;
		*sum = slotsum(*sum, &v);
		total = v.value & ~MEMO_EXACT;
		if ((v.check & 1) == 0 || v.n < MEMO_MIN || v.n > codes ||
		    v.guess >= codes || total > EXACT_INF || total < lb[v.n] ||
		    ((v.value & MEMO_EXACT) && total > most(v.n)))
			return -1;
		exact_memo_remember(m, v.key, v.check, v.n, v.value, v.guess);
	}
	return 0;
}
