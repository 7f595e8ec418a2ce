/* mastermind-tools fuzz targets: shared helpers */
#ifndef FUZZ_H
#define FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "mm.h"

#define FUZZ_MAXARGS	64
#define FUZZ_OUTLIMIT	((long)1 << 22)

/* fuzzgame.c: a valid game from the first bytes of an input */
#define FUZZ_DISTINCT	1
#define FUZZ_BARE	2
#define FUZZ_SECRET	4
#define FUZZ_TTY	8
int	fuzz_game(struct game *, const uint8_t **, size_t *, int *);
void	fuzz_quiet(int);
int	fuzz_tmpfd(void);
int	fuzz_fill(int, const uint8_t *, size_t);
int	fuzz_input(const uint8_t *, size_t);
char	*fuzz_slurp(int, size_t *);

/* args.c: command lines, environment and stdin of a command's input */
struct fuzzargs {
	int	argc;
	char	*argv[FUZZ_MAXARGS + 2];
	const char *in;
	size_t	inlen;
};
char	*fuzz_readfile(const char *, size_t *);
void	fuzz_args(char *, size_t, char *, struct fuzzargs *);
void	fuzz_stdio(const struct fuzzargs *);

int	LLVMFuzzerInitialize(int *, char ***);
int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

#endif
