/* mastermind-tools shared library */
#ifndef MM_H
#define MM_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct option;

#define MM_MAXPEGS	32
/* The feedback classes of a game of p pegs, and of any game: (p + 1)^2. */
#define MM_CLASSES(p)	(((p) + 1) * ((p) + 1))
#define MM_MAXCLASSES	MM_CLASSES(MM_MAXPEGS)
#define MM_MAXCOLORS	62
#define MM_PKGVERSION	"0.1.0"

/* alloc.c: allocation or exit 2 */
void	*xmalloc(size_t);
void	*xcalloc(size_t, size_t);
void	*xrealloc(void *, size_t);
void	*calloc_table(size_t, size_t);
void	*xcalloc_table(size_t, size_t);
void	xfree_table(void *, size_t, size_t);

/*
 * Many small blocks, all freed at once, carved in turn from large
 * tables (xcalloc_table()): one fault maps the memory of thousands.
 */
struct arena {
	struct arenablock *last;	/* the newest table, NULL at first */
	size_t	used;			/* bytes of it given out */
};

void	*arena_alloc(struct arena *, size_t);
void	arena_trim(struct arena *, void *, size_t);
void	arena_free(struct arena *);

/*
 * The bits set in x.  Inline, as without -mpopcnt the compiler's
 * builtin is a call into its runtime library.
 */
static inline int
popcount64(uint64_t x)
{
	x -= x >> 1 & 0x5555555555555555ULL;
	x = (x & 0x3333333333333333ULL) + (x >> 2 & 0x3333333333333333ULL);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
	return (int)(x * 0x0101010101010101ULL >> 56);
}

/*
 * A hot loop built twice by GCC, for processors with the popcnt
 * instruction and for others, the one to run chosen when the program
 * is loaded: within it, __builtin_popcountll() is that instruction.
 * Elsewhere it is built once, and the builtin is the compiler's.
 * MM_AVX2 likewise builds a loop on vectors of 32 bytes for processors
 * with AVX2, where one instruction takes a whole vector, and for others.
 */
#if defined(__x86_64__) && defined(__ELF__) && !defined(__clang__) && \
    defined(__GNUC__) && __GNUC__ >= 6
#define MM_POPCNT	__attribute__((target_clones("popcnt", "default")))
#define MM_AVX2		__attribute__((target_clones("avx2", "default")))
#else
#define MM_POPCNT
#define MM_AVX2
#endif

/*
 * MM_AVX512 builds a function for processors with AVX-512 and its
 * popcount, to be called only where mm_hasavx512() says the processor
 * has them; MM_VECTORS512 is defined where such functions are built.
 */
#if defined(__x86_64__) && defined(__has_builtin)
#if __has_builtin(__builtin_cpu_supports)
#define MM_VECTORS512	1
#define MM_AVX512	__attribute__((target("avx512f,avx512vpopcntdq")))
#include <immintrin.h>
#endif
#endif

/* cpu.c */
int	mm_hasavx512(void);

/* err.c */
extern const char *err_argv0;
void	err_setprogname(char **);
void	err_warn(const char *, ...);
_Noreturn void	err_die(int, const char *, ...);
#define die(...)	err_die(2, __VA_ARGS__)
const char *err_quote(const char *, size_t);

/* game.c */
struct game {
	int	pegs;
	int	ncolors;
	int	distinct;
	int	foldcase;		/* accept the other case of a letter */
	char	alphabet[MM_MAXCOLORS + 1];
	signed char colorof[256];	/* character -> colour, or -1 */
};

void	game_init(struct game *);
const char *colors_parse(struct game *, const char *, const char *);
void	game_colors(struct game *, const char *, const char *);
const char *pegs_parse(struct game *, const char *, const char *);
void	game_pegs(struct game *, const char *, const char *);
void	game_finish(struct game *);
const char *game_colors_name(const struct game *);

/* options.c */
enum {
	OPT_DISTINCT = 256,
	OPT_HELP,
	OPT_VERSION,
	OPT_FIRST_LOCAL = 300
};
#define MM_COMMON_SHORTOPTS "c:p:hV"
#define MM_COMMON_LONGOPTS \
	{ "colors",   required_argument, NULL, 'c' }, \
	{ "colours",  required_argument, NULL, 'c' }, \
	{ "pegs",     required_argument, NULL, 'p' }, \
	{ "distinct", no_argument,       NULL, OPT_DISTINCT }, \
	{ "help",     no_argument,       NULL, 'h' }, \
	{ "version",  no_argument,       NULL, 'V' }
/* What a command's --help says: each part ends with a newline. */
struct help {
	const char *usage;	/* the synopsis, as in the manual */
	const char *about;	/* what the command does */
	const char *options;	/* its own options, one line each */
	void	(*more)(FILE *);	/* a section of its own, or NULL */
	const char *exits;	/* what its exit statuses mean */
};
int	common_option(struct game *, int, const char *, const struct help *);
int	options_get(int, char *[], const char *, const struct option *);
int	options_word(const char *, const char *const *, const char *);
_Noreturn void	usage_error(const char *, ...)
	    __attribute__((format(printf, 1, 2)));
_Noreturn void	extra_operand(const char *, const char *,
	    const char *const *);
_Noreturn void	options_clash(const struct option *, int, int);
int	number_in_range(const char *, long long, long long, long long *);
long long	number_option(const char *, long long, long long, const char *);
uint64_t	parse_seed(const char *);
void	parse_shard(char *, long long *, long long *);
int	seed_scan(const char *, uint64_t *);

/* nearest.c */
const char *nearest_word(const char *, const char *const *);

/* code.c */
const char *code_parse(const struct game *, const char *, size_t, uint8_t *);
void	code_format(const struct game *, const uint8_t *, char *);
int	code_has_repeat(const uint8_t *, int);
uint64_t	code_space(const struct game *);
void	code_unrank(const struct game *, uint64_t, uint8_t *);
uint64_t	code_rank(const struct game *, const uint8_t *);
int	code_next(const struct game *, uint8_t *);

/* feedback.c */
struct feedback {
	int	exact;
	int	inexact;
};
int	feedback_parse(const char *, size_t, struct feedback *);
int	feedback_numbers(const char *, size_t, struct feedback *);
const char *feedback_check(const struct game *, struct feedback);
#define FEEDBACK_SIZE	24	/* E,I as text, and a NUL */
int	feedback_format(struct feedback, char *);

/* score.c */
struct feedback	score_pair(const uint8_t *, const uint8_t *, int);
size_t	code_fits(const struct game *, const uint8_t *,
	    const uint8_t (*)[MM_MAXPEGS], const struct feedback *, size_t);
/* Games whose colour counts fit one nibble a colour in a word. */
#define MM_PACKPEGS	7
#define MM_PACKCOLORS	16
/* rng.c */
struct rng {
	uint64_t s[4];
};
void	rng_seed(struct rng *, uint64_t);
void	rng_seed_os(struct rng *);
uint64_t	rng_next(struct rng *);
uint64_t	rng_below(struct rng *, uint64_t);
void	rng_code(struct rng *, const struct game *, uint8_t *);

/* input.c */
struct input {
	int	fd;
	const char *name;
	long long lineno;
	char	*buf;
	size_t	cap;
	size_t	start;
	size_t	end;
	int	eof;
	long long records;	/* lines of data: not blank, not a comment */
	int	flushout;	/* flush stdout before blocking on a read */
	int	keepblank;	/* input_record returns blank lines too */
	int	noplace;	/* input_warn names no file and line: a
				   person types at a terminal */
};
int	input_open(struct input *, const char *);
void	input_xopen(struct input *, const char *);
void	input_fdopen(struct input *, int, const char *);
void	input_close(struct input *);
char	*input_line(struct input *, size_t *);
char	*input_record(struct input *, size_t *);
char	*input_peek(struct input *, size_t *);
void	input_take(struct input *, size_t, long long);
void	input_warn(const struct input *, const char *, ...);

/* complaints.c */
void	complaint_line(const struct input *, const char *, const char *);
void	complaint_code(const struct input *, const struct game *,
	    const char *, size_t, const char *);
const char *complaint_why(const struct input *, const struct game *,
	    const char *, size_t, const char *);
uint64_t	complaint_tally(void);

/* output.c */
void	out_write(const char *, size_t);
void	out_putc(int);
void	out_puts(const char *);
char	*out_reserve(size_t);
void	out_commit(size_t);
void	out_flush(void);
void	out_close(void);
void	out_atclose(void (*)(void));
const char *out_plural(uint64_t, const char *);
void	format_average(char *, size_t, uint64_t, uint64_t, int);

/* scorer.c */
struct scorer {
	const struct game *game;
	const uint8_t *secret;	/* NULL: lines hold SECRET GUESS */
	int	bare;
	int	bad;		/* lines reported and skipped */
	signed char plain[256];	/* colour of a character written as is */
	uint64_t countbit[256];	/* its nibble in packed colour counts */
	char	answer[MM_PACKPEGS + 1][MM_PACKPEGS + 1][4];	/* "E,I\n" */
};
void	scorer_init(struct scorer *, const struct game *, const uint8_t *,
	    int);
void	scorer_answer(const struct scorer *, const uint8_t *,
	    const uint8_t *);
void	scorer_run(struct scorer *, struct input *);

/* progress.c */
#define PROGRESS_SIZE	160	/* the longest line of progress */
struct progress {
	int	on;		/* drawn at all */
	double	start;		/* the clock when begun */
	double	next;		/* seconds from start to the next line */
	size_t	len;		/* the length of the line drawn */
};
void	progress_init(struct progress *, int);
double	progress_elapsed(const struct progress *);
int	progress_due(struct progress *);
void	progress_draw(struct progress *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
void	progress_clear(struct progress *);
const char *progress_time(double, char *, size_t);
void	progress_games(struct progress *, uint64_t, uint64_t);
uint64_t	progress_lines(char *const *, size_t);

/* fields.c */
const char *field_next(const char **, const char *, size_t *);
const char *number_scan(const char *, const char *, uint64_t, uint64_t *);
const char *history_parse(const struct game *, const char *, size_t,
	    uint8_t *, struct feedback *);
int	answer_has_guess(const struct game *, const char *, size_t);
const char *history_line(const struct game *, const char *, size_t,
	    uint8_t *, struct feedback *, const char *);
void	history_conflict(char *, size_t, size_t, const char *, const char *);

/* talk.c: the words typed at a terminal, in both tools */
enum talk { TALK_NONE, TALK_HELP, TALK_QUIT, TALK_HINT, TALK_UNDO };
#define TALK_LISTMAX	20	/* the most codes a hint lists */
enum talk	talk_word(const char *);
extern const char talk_answers[];
extern const char talk_offer[];
void	talk_fits(char *, size_t, uint64_t, const char *);
void	talk_undone(char *, size_t, size_t, const char *, struct feedback);

#endif
