/* mastermind-tools: one game read from a stream: answers, or a history */
#ifndef STREAM_H
#define STREAM_H

#include "solve.h"

int	stream_play(struct solve *, struct input *, int, size_t);
int	stream_next(struct solve *, struct input *, int, size_t);
#endif
