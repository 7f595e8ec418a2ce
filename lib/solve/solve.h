/* mastermind-tools: the codebreaker */
#ifndef SOLVE_H
#define SOLVE_H

#include "mm.h"

/* The largest games: heuristics search all codes, the others filter. */
#define SEARCH_MAXCODES	((uint64_t)1 << 20)
#define FILTER_MAXCODES	((uint64_t)1 << 22)

/* codeset.c */
struct codeset {
	const struct game *g;
	uint32_t n;		/* codes, in code order */
	int	pegs;
	int	stride;		/* pegs + 1: class = common * stride + exact */
	int	nclass;
	int	solved;		/* the class of pegs,0 */
	int	bits;		/* bits of one peg in pk, the top one clear */
	uint64_t low;		/* all but the top bit of every peg field */
	uint64_t high;		/* the top bit of every peg field */
	uint64_t summul;	/* adds the top bits up, or 0: use popcount */
	int	sumshift;
	uint64_t *pk;		/* each code, one field a peg */
	uint32_t *ms;		/* each code's multiset of colours */
	uint32_t nms;
	uint8_t *mscount;	/* colour counts of each multiset */
	uint16_t *base;		/* nms x nms: common * stride + pegs, or NULL */
};

int	codeset_init(struct codeset *, const struct game *);
void	codeset_free(struct codeset *);
void	codeset_code(const struct codeset *, uint32_t, uint8_t *);
const uint16_t *codeset_row(const struct codeset *, uint32_t, uint16_t *);
int	codeset_class(const struct codeset *, uint32_t, uint32_t);
size_t	codeset_filter(const struct codeset *, uint32_t, int, const uint32_t *,
	    size_t, uint32_t *, uint16_t *);
struct feedback	class_feedback(const struct codeset *, int);
int	feedback_class(const struct codeset *, struct feedback);

/* The pegs where packed codes a and b differ. */
static inline int
codeset_differ(const struct codeset *cs, uint64_t a, uint64_t b)
{
	uint64_t d = ((a ^ b) + cs->low) & cs->high;

	if (cs->summul != 0)
		return (int)(d * cs->summul >> cs->sumshift);
	return __builtin_popcountll(d);
}

/* partition.c */
struct split {
	uint32_t parts;
	uint32_t largest;
	uint64_t squares;	/* sum of part sizes squared */
	uint64_t nlogn;		/* sum of n log2 n, fixed point */
};

struct pool {
	size_t	n;
	const uint32_t *idx;
	uint64_t *pk;
	uint32_t *ms;
	uint64_t *member;	/* bit set of the candidates among all codes */
};

struct search {
	const struct codeset *cs;
	int	strategy;
	const uint64_t *flog;	/* n log2 n, fixed point, for n <= codes */
};

void	pool_init(struct pool *, const struct codeset *);
void	pool_load(struct pool *, const struct codeset *, const uint32_t *,
	    size_t);
void	pool_free(struct pool *);
void	partition(const struct codeset *, uint32_t, const struct pool *,
	    uint32_t *, uint16_t *);
void	split_of(const struct codeset *, const uint32_t *, const uint64_t *,
	    struct split *);
uint64_t	*flog_new(uint32_t);
int	canonical(const struct codeset *, uint32_t);
#define SCORE_FEW	48	/* candidates scored one by one */
#define SCORE_BLOCK	256	/* candidates scored between checks */
uint64_t	key_floor(const struct search *, uint32_t);
void	key_floors(const struct search *, const struct pool *, uint32_t *,
	    uint32_t *, uint64_t *);
uint64_t	score_bounded(const struct search *, const struct pool *,
	    uint32_t, uint64_t, const uint16_t *, uint32_t *);

/* symmetry.c */
#define SYM_MAXPERM	47	/* permutations of pegs used at most */
struct sym {
	int	any;			/* a symmetry to use */
	int	colors;			/* some colours interchangeable */
	uint8_t	first[MM_MAXCOLORS];	/* the first colour of c's class */
	uint8_t	next[MM_MAXCOLORS];	/* the next one after c, or 0xff */
	int	nperm;
	uint8_t	perm[SYM_MAXPERM][MM_MAXPEGS];
};

int	nextperm(int *, int);
int	sym_find(struct sym *, const struct codeset *, const struct pool *);
int	sym_first(const struct sym *, const struct codeset *, uint32_t);
struct orbits;
struct orbits *orbits_new(void);
void	orbits_free(struct orbits *);
size_t	sym_orbits(const struct sym *, const struct codeset *,
	    const uint64_t *, uint32_t *, struct orbits *);

/* workers.c */
#define WORKERS_MAX	64
struct workers;
int	workers_online(void);
struct workers *workers_new(int);
int	workers_count(const struct workers *);
void	workers_run(struct workers *, void (*)(void *, int), void *);
void	workers_free(struct workers *);

/* search.c */
#define SEARCH_SPLIT	((uint64_t)1 << 22)	/* work worth splitting */
#define SEARCH_ALONE	((uint64_t)1 << 27)	/* work for all members */
#define SEARCH_FLOORS	16	/* candidates worth bounds by multiset */
struct searcher;
void	search_threads(int);
void	search_candidates(size_t);
struct searcher *searcher_new(const struct codeset *, int, const uint64_t *);
void	searcher_free(struct searcher *);
uint32_t	searcher_guess(struct searcher *, const uint32_t *, size_t);
void	searcher_guesses(struct searcher *, const uint32_t *const *,
	    const size_t *, uint32_t *, size_t);

/* strategy.c */
enum {
	S_MINIMAX,
	S_EXPECTED,
	S_ENTROPY,
	S_PARTS,
	S_RANDOM,
	S_FIRST,
	S_SWEEP,
	S_OPTIMAL,
	S_TREE,
	S_NSTRATEGIES
};
#define S_DEFAULT	S_ENTROPY

struct choice {
	uint32_t guess;
	char	why[80];
};

struct decider {
	const struct codeset *cs;
	int	strategy;
	struct rng rng;
	struct pool pool;
	uint64_t *flog;
	uint16_t *row;
	struct searcher *searcher;
	struct optimal *opt;
	struct plan *plan;
	size_t	played;		/* the guesses made before this one */
};

int	strategy_parse(const char *);
const char *strategy_name(int);
const char *strategy_names(void);
void	strategy_help(FILE *);
int	strategy_deterministic(int);
uint64_t	strategy_limit(const struct game *, int);
const char *strategy_refuse(const struct game *, int);
void	decider_init(struct decider *, const struct codeset *, int,
	    const struct rng *);
void	decider_free(struct decider *);
void	decide(struct decider *, const uint32_t *, size_t, struct choice *);
void	explain(const struct decider *, size_t, const uint32_t *, size_t,
	    const struct choice *);
void	strategy_options(size_t, int);

/* optimal.c */
struct optimal;
struct optimal *optimal_new(const struct codeset *, size_t, int);
void	optimal_free(struct optimal *);
uint32_t	optimal_guess(struct optimal *, const uint32_t *, size_t,
	    size_t);

/* tree.c: a strategy as the guess for each set of candidates */
struct plan;
uint64_t	fnv1a(uint64_t, const uint32_t *, size_t);
struct plan *plan_new(void);
void	plan_free(struct plan *);
long long	plan_add(struct plan *, const uint32_t *, size_t, uint32_t,
	    long long);
int	plan_find(const struct plan *, const uint32_t *, size_t, uint32_t *);
struct plan *tree_read(const struct codeset *, const char *);
void	tree_write(struct decider *, const struct codeset *, int);

/* sweep.c */
uint32_t	sweep(const struct codeset *, const uint32_t *, size_t, char *,
	    size_t);

/* solve.c */
struct solve {
	struct decider d;
	const struct codeset *cs;
	uint32_t *cand;
	size_t	ncand;
	uint32_t *hguess;	/* the answered guesses */
	int	*hclass;
	size_t	nhist;
	size_t	hcap;
	int	solved;
};

void	solve_init(struct solve *, const struct codeset *, int,
	    const struct rng *);
void	solve_free(struct solve *);
uint32_t	solve_next(struct solve *, int);
int	solve_answer(struct solve *, uint32_t, struct feedback);
void	solve_conflict(const struct solve *, char *, size_t);

/* selfplay.c */
struct summary {
	uint64_t games;
	uint64_t failed;
	uint64_t *count;	/* games solved in i guesses */
	size_t	ncount;
};

#define SELFPLAY_BATCH	65536	/* secrets played together at most */
struct selfplay;
struct selfplay *selfplay_new(const struct codeset *, int, const struct rng *);
void	selfplay_free(struct selfplay *);
void	selfplay_prepare(struct selfplay *, const uint32_t *, size_t, size_t);
size_t	selfplay_game(struct selfplay *, uint32_t, uint32_t *, size_t);
void	summary_add(struct summary *, size_t, uint64_t);
void	summary_fail(struct summary *, uint64_t);
int	summary_line(struct summary *, const char *, size_t);
void	summary_write(const struct summary *);
void	summary_free(struct summary *);

#endif
