/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Stacks that cross objects: via_lib() calls pg_burn() in a -pg shared
 * library (tests/progs/objlib.c built with -DLIB=pg), at_home() burns
 * in the executable itself.
 *
 *   prog [SECONDS]
 *
 * runs rounds of both (via_lib() about twice as long) until SECONDS
 * (default 2) of CPU time were used and prints each one's CPU time.
 * Each call's length is drawn anew (a fixed-seed generator, 0.5 to 1.5
 * times its mean), so that no periodic sampling, such as the kernel's
 * tick that drives CPU-time timers, meets a round at the same phase
 * run after run:
 *
 *   via_lib 1.336 s at_home 0.668 s
 *   via_lib 66.7% at_home 33.3%
 *   rounds 1.62 to 4.41 ms
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))

double pg_burn(double seconds);

volatile unsigned long sink;

NOINLINE void via_lib(double seconds)
{
	sink += (unsigned long)(pg_burn(seconds) > 0);	/* not a tail call */
}

NOINLINE void at_home(double seconds)
{
	double used;

	BURN_CPU(seconds, used, 20000, sink += i);
	(void)used;
}

/* The next of a fixed sequence of numbers in [0.5, 1.5). */
static double next_factor(uint64_t *state)
{
	*state = *state * 6364136223846793005u + 1442695040888963407u;
	return 0.5 + (double)(*state >> 11) / 9007199254740992.0;
}

int main(int argc, char **argv)
{
	double seconds = argc > 1 ? strtod(argv[1], NULL) : 2.0;
	double in_lib = 0, at = 0, t0, t1, t2, all;
	double shortest = 1e9, longest = 0;
	uint64_t state = 1;

	do {
		double lib_s = 0.002 * next_factor(&state);
		double home_s = 0.001 * next_factor(&state);

		t0 = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID);
		via_lib(lib_s);
		t1 = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID);
		at_home(home_s);
		t2 = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID);
		in_lib += t1 - t0;
		at += t2 - t1;
		shortest = t2 - t0 < shortest ? t2 - t0 : shortest;
		longest = t2 - t0 > longest ? t2 - t0 : longest;
	} while (in_lib + at < seconds);
	all = in_lib + at;
	printf("via_lib %.3f s at_home %.3f s\n", in_lib, at);
	printf("via_lib %.1f%% at_home %.1f%%\n", 100 * in_lib / all,
	       100 * at / all);
	printf("rounds %.2f to %.2f ms\n", 1e3 * shortest, 1e3 * longest);
	return 0;
}
