/* mastermind-tools: the secrets of files played, each game or their sum */
#ifndef SECRETS_H
#define SECRETS_H

#include "selfplay.h"

int	secrets_play(const struct codeset *, const struct pick *,
	    const struct solve_opts *, const struct rng *, char **, int, int);
#endif
