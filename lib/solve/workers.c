/* A team of threads that run one function together and wait for the
 * next, so that a search starts without creating threads. */
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "workers.h"

/*
 * A fixed team of threads that run one function together: the caller
 * is member 0, the threads members 1 to n - 1.  Before the first
 * function, the caller waits until every thread has run: a new thread
 * most often waits for the processor of the thread that made it until
 * the system next spreads the threads out, some milliseconds later;
 * while the caller waits, the new ones run, and it is woken on a
 * processor that is free.  Between functions, a member spins a while
 * before it sleeps (spinning()).
 */
struct workers {
	int	n;
	pthread_t *tid;
	pthread_mutex_t lock;
	pthread_cond_t start;
	pthread_cond_t done;
	unsigned long round;
	int	started;	/* the threads that have run */
	int	running;
	int	quit;
	void	(*fn)(void *, int);
	void	*arg;
};

#define SPIN_NS	500000L	/* how long a member spins before it sleeps */

struct member {
	struct workers *w;
	int	id;
};

/*
 * Whether a member that waits since t0 is to go on spinning, having
 * given its processor to any other thread that wants it: a thread that
 * sleeps is woken late on some machines, virtual ones most, while the
 * next function, or the last member to finish one, most often comes
 * soon.
 */
static int
spinning(const struct timespec *t0)
{
	struct timespec t;

	sched_yield();
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (t.tv_sec - t0->tv_sec) * 1000000000L +
	    (t.tv_nsec - t0->tv_nsec) < SPIN_NS;
}

static void *
work(void *a)
{
	struct member *m = a;
	struct workers *w = m->w;
	struct timespec t0;
	unsigned long seen = 0;
	int id = m->id;

	free(m);
	pthread_mutex_lock(&w->lock);
	if (++w->started == w->n - 1)
		pthread_cond_signal(&w->done);
	for (;;) {
		while (w->round == seen && !w->quit)
			pthread_cond_wait(&w->start, &w->lock);
		if (w->quit)
			break;
		seen = w->round;
		pthread_mutex_unlock(&w->lock);
		w->fn(w->arg, id);
		pthread_mutex_lock(&w->lock);
		if (__atomic_sub_fetch(&w->running, 1, __ATOMIC_RELEASE) == 0)
			pthread_cond_signal(&w->done);
		pthread_mutex_unlock(&w->lock);
		clock_gettime(CLOCK_MONOTONIC, &t0);
		while (__atomic_load_n(&w->round, __ATOMIC_ACQUIRE) == seen &&
		    spinning(&t0))
			;
		pthread_mutex_lock(&w->lock);
	}
	pthread_mutex_unlock(&w->lock);
	return NULL;
}

/* The online processors, at least 1. */
int
workers_online(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n < 1 ? 1 : n > WORKERS_MAX ? WORKERS_MAX : (int)n;
}

struct workers *
workers_new(int n)
{
	struct workers *w;
	struct member *m;
	int i, e;

	w = xcalloc(1, sizeof(*w));
	w->tid = xcalloc((size_t)n, sizeof(*w->tid));
	w->n = n;
	pthread_mutex_init(&w->lock, NULL);
	pthread_cond_init(&w->start, NULL);
	pthread_cond_init(&w->done, NULL);
	for (i = 1; i < n; i++) {
		m = xmalloc(sizeof(*m));
		m->w = w;
		m->id = i;
		if ((e = pthread_create(&w->tid[i], NULL, work, m)) != 0) {
			free(m);
			pthread_mutex_lock(&w->lock);
			w->n = i;
			pthread_mutex_unlock(&w->lock);
			break;
		}
	}
	return w;
}

int
workers_count(const struct workers *w)
{
	return w == NULL ? 1 : w->n;
}

/* Run fn(arg, member) on every member; return when all are done. */
void
workers_run(struct workers *w, void (*fn)(void *, int), void *arg)
{
	struct timespec t0;

	if (w == NULL || w->n == 1) {
		fn(arg, 0);
		return;
	}
	pthread_mutex_lock(&w->lock);
	while (w->started < w->n - 1)
		pthread_cond_wait(&w->done, &w->lock);
	w->fn = fn;
	w->arg = arg;
	__atomic_store_n(&w->running, w->n - 1, __ATOMIC_RELAXED);
	__atomic_store_n(&w->round, w->round + 1, __ATOMIC_RELEASE);
	pthread_cond_broadcast(&w->start);
	pthread_mutex_unlock(&w->lock);
	fn(arg, 0);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	while (__atomic_load_n(&w->running, __ATOMIC_ACQUIRE) > 0 &&
	    spinning(&t0))
		;
	pthread_mutex_lock(&w->lock);
	while (w->running > 0)
		pthread_cond_wait(&w->done, &w->lock);
	pthread_mutex_unlock(&w->lock);
}

/*
 * Let the threads end now, as the team runs nothing more: they end
 * while the caller goes on, and workers_free() finds them ended.
 */
void
workers_dismiss(struct workers *w)
{
	if (w == NULL)
		return;
	pthread_mutex_lock(&w->lock);
	w->quit = 1;
	__atomic_store_n(&w->round, w->round + 1, __ATOMIC_RELEASE);
	pthread_cond_broadcast(&w->start);
	pthread_mutex_unlock(&w->lock);
}

void
workers_free(struct workers *w)
{
	int i;

	if (w == NULL)
		return;
	workers_dismiss(w);
	for (i = 1; i < w->n; i++)
		pthread_join(w->tid[i], NULL);
	pthread_mutex_destroy(&w->lock);
	pthread_cond_destroy(&w->start);
	pthread_cond_destroy(&w->done);
	free(w->tid);
	free(w);
}
