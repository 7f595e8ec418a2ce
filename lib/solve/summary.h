/* mastermind-tools: the summary of many games */
#ifndef SUMMARY_H
#define SUMMARY_H

#include "mm.h"

#define CHART_WIDTH	80	/* the columns of summary_chart's rows */

/* More guesses than any game of a size this plays can take. */
#define SUMMARY_MAXGUESSES	((uint64_t)1 << 22)

/* The figures a summary derives from its counts, in the order written. */
enum { SUMMARY_GAMES, SUMMARY_TOTAL, SUMMARY_AVERAGE, SUMMARY_WORST,
	SUMMARY_NDERIVED };
#define SUMMARY_VALUESIZE	32

/* What the games were: the game and the strategy. */
enum { SUMMARY_PEGS, SUMMARY_COLORS, SUMMARY_DISTINCT, SUMMARY_STRATEGY,
	SUMMARY_NLABELS };

/* How a summary is written: --format, or --chart. */
enum { SUMMARY_TEXT, SUMMARY_CSV, SUMMARY_JSON, SUMMARY_CHART };

struct summary {
	uint64_t games;
	uint64_t failed;
	uint64_t total;		/* guesses of the games solved */
	uint64_t *count;	/* games solved in i guesses */
	size_t	ncount;
	/* what the games were, as CSV writes it: "" where unknown */
	char	label[SUMMARY_NLABELS][SUMMARY_VALUESIZE];
	unsigned clash;		/* the labels inputs disagree on, as bits */
};

/* The columns of the CSV header that rows are read by: n 0, none. */
struct summary_columns {
	size_t	n;
	uint32_t *what;
};

int	summary_add(struct summary *, size_t, uint64_t);
int	summary_fail(struct summary *, uint64_t);
int	summary_number(const char *, size_t, uint64_t *);
int	summary_said(int, const char *, size_t, char *);
size_t	summary_derive(const struct summary *,
	    char [SUMMARY_NDERIVED][SUMMARY_VALUESIZE]);
int	summary_disagree(const struct summary *,
	    char [SUMMARY_NDERIVED][SUMMARY_VALUESIZE], const long long *,
	    const char *, int);
void	summary_put(const char *, ...) __attribute__((format(printf, 1, 2)));
int	summary_read(struct summary *, struct input *);
void	summary_write(const struct summary *);
void	summary_chart(const struct summary *);
void	summary_free(struct summary *);
int	summary_files(char **, int, const struct game *);

/* summaryfmt.c: CSV and JSON */
int	summary_format(const char *);
int	summary_formatted(struct summary_columns *, const char *, size_t);
int	summary_readfmt(struct summary *, struct summary_columns *,
	    struct input *, const char *, size_t);
void	summary_report(struct summary *, int, const struct game *,
	    const char *);
#endif
