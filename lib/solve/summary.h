/* mastermind-tools: the summary of many games */
#ifndef SUMMARY_H
#define SUMMARY_H

#include "mm.h"

#define CHART_WIDTH	80	/* the columns of summary_chart's rows */

struct summary {
	uint64_t games;
	uint64_t failed;
	uint64_t total;		/* guesses of the games solved */
	uint64_t *count;	/* games solved in i guesses */
	size_t	ncount;
};

int	summary_add(struct summary *, size_t, uint64_t);
int	summary_fail(struct summary *, uint64_t);
int	summary_read(struct summary *, struct input *);
void	summary_write(const struct summary *);
void	summary_chart(const struct summary *);
void	summary_free(struct summary *);
int	summary_files(char **, void (*)(const struct summary *));
#endif
