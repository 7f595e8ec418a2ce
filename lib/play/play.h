/* mm-play: child tools, the board, questions to the player, the games */
#ifndef PLAY_H
#define PLAY_H

#include <sys/types.h>

#include "mm.h"

#define CHILD_LINEMAX	256
#define CHILD_ERRMAX	2048
#define SEED_SIZE	24		/* a seed up to 2^64 - 1, and its NUL */

/* spawn.c */
struct child {
	const char *name;
	pid_t	pid;
	int	to;			/* the child's stdin */
	int	from;			/* the child's stdout */
	int	err;			/* the child's stderr */
	int	timeout;		/* milliseconds to wait for a line, or -1 */
	char	line[CHILD_LINEMAX + 1];
	size_t	len;
	size_t	start;
	char	errtext[CHILD_ERRMAX + 1];
	size_t	errlen;
	int	status;
};

void	stdfds_open(void);
const char *tool_find(const char *, const char *, char *, size_t);
void	child_start(struct child *, const char *, const char *, char *const []);
void	child_send(struct child *, const char *);
char	*child_read(struct child *);
void	child_close(struct child *);
int	child_wait(struct child *);
void	child_errtake(struct child *, char *, size_t);
void	child_stop(struct child *);
_Noreturn void	child_fail(struct child *, const char *, ...);
_Noreturn void	child_ended(struct child *);
void	children_guard(void);

/* tools.c */
struct tools {
	const char *prog;		/* mm-play, to find a tool beside it */
	char	gen[4096];
	char	score[4096];
	char	solve[4096];
	const char *colors;
	char	pegs[12];
	int	distinct;
	const char *strategy;		/* the solver's -t, -s and -v */
	const char *seed;
	int	verbose;
	struct child gen_c;
	struct child score_c;
	struct child solve_c;
};

void	tools_find(struct tools *, const char *, int, int);
void	tools_game(struct tools *, const struct game *, const char *);
void	tools_gen(struct tools *, const char *);
void	tools_secret(struct tools *, const struct game *, uint8_t *);
void	tools_scorer(struct tools *);
struct feedback	tools_score(struct tools *, const struct game *,
	    const uint8_t *, const uint8_t *);
long long	tools_worst(struct tools *, const struct game *, const char *,
	    char *, size_t);
void	tools_solver(struct tools *, const char *, const char *, int);
int	tools_guess(struct tools *, const struct game *, uint8_t *);
void	tools_why(struct tools *, char *, size_t);
void	tools_tell(struct tools *, struct feedback);
void	tools_tell_guess(struct tools *, const struct game *, const uint8_t *,
	    struct feedback);
const char *tools_complaint(struct tools *);
struct board;
void	tools_replay(struct tools *, const struct game *,
	    const struct board *);
int	tools_next(struct tools *, const struct game *, const struct board *,
	    const char *, const char *, uint8_t *);
void	tools_selfplay(struct tools *, const struct game *, const char *,
	    const char *, const uint8_t *, char *, size_t);
void	tools_stop(struct tools *);

/* board.c */
struct board {
	int	n;
	int	cap;
	uint8_t	(*guess)[MM_MAXPEGS];
	struct feedback *fb;
};

struct tally {
	long long won;
	long long lost;
	long long given;		/* given up with q */
	long long guesses;		/* in the games won */
};

void	board_clear(struct board *);
void	board_add(struct board *, const uint8_t *, struct feedback);
void	board_print(const struct board *, const struct game *);
void	board_row(const struct board *, const struct game *, int);
void	board_show(const struct board *, const struct game *, const char *);
int	board_played(const struct board *, const struct game *,
	    const uint8_t *);
void	board_free(struct board *);
uint64_t	board_fits(const struct board *, const struct game *, char *,
	    size_t);
void	tally_won(struct tally *, int);
void	tally_lost(struct tally *);
void	tally_given(struct tally *);
void	tally_average(const struct tally *, char *, size_t);
void	tally_print(const struct tally *);
long long	guess_limit(const struct game *);

/* prompt.c */
enum answer { ANSWER_EOF = -1, ANSWER_NO, ANSWER_YES };

void	prompt_start(struct input *, const char *, int);
void	prompt_init(struct input *, const char *);
int	prompt_tty(void);
int	prompt_quit(void);
char	*prompt_ask(const char *);
int	ask_maxletter(char *);
int	ask_dimension(int *);
int	ask_seed(char *);
#define ASK_HINT	1
#define ASK_UNDO	2
int	ask_guess(const struct game *, const char *, uint8_t *);
int	ask_feedback(const struct game *, const char *, struct feedback *);
enum answer	ask_again(const char *);
int	ask_undo(void);

/* term.c: at a terminal, colour */
enum { TERM_AUTO, TERM_ALWAYS, TERM_NEVER };
void	term_init(int);
int	term_screen(void);
void	term_code(const struct game *, const uint8_t *, char *, size_t);
void	term_answer(struct feedback, char *, size_t);
void	term_game(const struct game *, long long);
int	term_rows(const char *);
void	term_erase(int);

/* session.c: what the games of a session share */
struct session {
	struct game g;
	struct tools t;
	struct board b;
	const char *colors;	/* -c or MM_COLORS, else asked */
	const char *seed;	/* -s, else asked or none */
	long long limit;	/* -m, or 0 */
	/* the computer's strategy, for -b computer and --watch */
	const char *strategy;	/* -t, for mm-solve, or NULL */
	int	deterministic;	/* it always plays alike */
	int	exact;		/* it is -t optimal */
	const char *(*refuse)(const struct game *);
				/* why it cannot play a game, or NULL */
	const char *name;	/* its name, and what it plays: */
	const char *about;	/* the line --help shows of it */
	int	verbose;	/* -v: mm-solve explains each guess */
	int	coach;		/* --coach */
	int	coached;	/* the coach said the game is too large */
	int	summed;		/* the strategy played on every code: */
	long long worst;	/* its worst case, or 0 */
	char	average[32];	/* its average, or "" */
};

enum outcome { ENDED, LOST, WON };

void	session_say(const char *, ...)
	    __attribute__((format(printf, 1, 2)));
int	session_setup(struct session *, int);
void	session_playable(const struct session *, const struct game *);
int	session_guess(struct session *, const char *, uint8_t *);
int	session_cutshort(enum outcome);
long long	session_promise(struct session *);
int	session_average(struct session *, char *, size_t);
long long	session_guesses(const struct session *, long long);

/* coach.c */
void	coach_move(struct session *);
void	coach_end(struct session *, const uint8_t *);

/* game-*.c: the games, each a session's loop; its exit status */
int	play_human(struct session *);
int	play_digits(struct session *);
int	play_computer(struct session *);
int	play_watch(struct session *);

#endif
