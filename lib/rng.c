/* Random numbers the same on every platform: xoshiro256** seeded from
 * an option or from the system. */
#include <fcntl.h>
#include <time.h>
#include <unistd.h>

#include "mm.h"

/*
 * xoshiro256** (Blackman and Vigna), its state filled from the seed by
 * SplitMix64: the same seed gives the same numbers everywhere.
 */

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

void
rng_seed(struct rng *r, uint64_t seed)
{
	uint64_t z;
	int i;

	for (i = 0; i < 4; i++) {
		seed += 0x9e3779b97f4a7c15ULL;
		z = seed;
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
		z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
		r->s[i] = z ^ (z >> 31);
	}
}

/* Seed from the operating system's entropy, or the time and process. */
void
rng_seed_os(struct rng *r)
{
	uint64_t seed;
	int fd;

	fd = open("/dev/urandom", O_RDONLY);
	if (fd >= 0 && read(fd, &seed, sizeof(seed)) == sizeof(seed)) {
		close(fd);
		rng_seed(r, seed);
		return;
	}
	if (fd >= 0)
		close(fd);
	seed = (uint64_t)time(NULL) ^ (uint64_t)getpid() << 32 ^
	    (uint64_t)clock();
	rng_seed(r, seed);
}

uint64_t
rng_next(struct rng *r)
{
	uint64_t *s = r->s;
	uint64_t result = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

/* Uniform in [0, n): draws below 2^64 mod n are rejected. */
uint64_t
rng_below(struct rng *r, uint64_t n)
{
	uint64_t x, threshold = (0 - n) % n;

	do
		x = rng_next(r);
	while (x < threshold);
	return x % n;
}

/* A uniformly random code of the game. */
void
rng_code(struct rng *r, const struct game *g, uint8_t *code)
{
	uint8_t pool[MM_MAXCOLORS];
	int i, k, n = g->ncolors;

	if (!g->distinct) {
		for (i = 0; i < g->pegs; i++)
			code[i] = (uint8_t)rng_below(r, (uint64_t)n);
		return;
	}
	for (i = 0; i < n; i++)
		pool[i] = (uint8_t)i;
	for (i = 0; i < g->pegs; i++) {
		k = i + (int)rng_below(r, (uint64_t)(n - i));
		code[i] = pool[k];
		pool[k] = pool[i];
		pool[i] = code[i];
	}
}
