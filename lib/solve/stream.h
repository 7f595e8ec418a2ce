/* mastermind-tools: one game read from a stream: answers, or a history */
#ifndef STREAM_H
#define STREAM_H

#include "solve.h"

int	stream_play(struct solve *, struct input *, int, size_t);
int	stream_next(struct solve *, struct input *, int, size_t);
int	stream_bound(struct solve *, struct input *, int, size_t);

/* person.c: what follows a word typed at a terminal */
enum { STREAM_NEXT, STREAM_UNDONE, STREAM_AGAIN, STREAM_QUIT };
int	person_word(struct solve *, const char *, uint32_t *);
int	person_offer(struct solve *, struct input *, uint32_t *);
#endif
