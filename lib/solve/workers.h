/* mastermind-tools: a team of threads that share out work */
#ifndef WORKERS_H
#define WORKERS_H

#include "mm.h"

#define WORKERS_MAX	64
struct workers;
int	workers_online(void);
struct workers *workers_new(int);
int	workers_count(const struct workers *);
void	workers_run(struct workers *, void (*)(void *, int), void *);
void	workers_dismiss(struct workers *);
void	workers_free(struct workers *);
#endif
