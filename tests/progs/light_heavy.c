/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The classic counter-example to gprof's call graph: light() and
 * heavy() each call work() the same number of times, heavy() with
 * arguments nine times larger, so that nine tenths of work()'s time
 * belongs to heavy().  gprof shares work()'s time among its callers by
 * their calls, half each; the sampled stacks measure it.
 *
 *   prog [SECONDS]
 *
 * runs rounds of light() then heavy() until SECONDS (default 2) of CPU
 * time were used, and prints the CPU time of each caller's calls,
 * measured here around them: the truth the views are compared with.
 *
 *   light 0.201 s heavy 1.806 s
 *   light 10.0% heavy 90.0%
 */
#include <stdio.h>
#include <stdlib.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))
#define CALLS 1000		/* per caller and round */
#define LIGHT_N 200		/* work()'s argument from light() */
#define HEAVY_N 1800		/* and from heavy(): nine times as much */

volatile unsigned long sink;

/* n steps, none of which the compiler can fold away: sink is volatile */
NOINLINE unsigned long work(unsigned n)
{
	unsigned long s = 0;
	unsigned i;

	for (i = 0; i < n; i++)
		s += (unsigned long)i * i ^ sink;
	return s;
}

NOINLINE void light(void)
{
	int i;

	for (i = 0; i < CALLS; i++)
		sink += work(LIGHT_N);
}

NOINLINE void heavy(void)
{
	int i;

	for (i = 0; i < CALLS; i++)
		sink += work(HEAVY_N);
}

int main(int argc, char **argv)
{
	double seconds = argc > 1 ? strtod(argv[1], NULL) : 2.0;
	double in_light = 0, in_heavy = 0, t0, t1, t2, all;

	do {
		t0 = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID);
		light();
		t1 = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID);
		heavy();
		t2 = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID);
		in_light += t1 - t0;
		in_heavy += t2 - t1;
	} while (in_light + in_heavy < seconds);
	all = in_light + in_heavy;
	printf("light %.3f s heavy %.3f s\n", in_light, in_heavy);
	printf("light %.1f%% heavy %.1f%%\n", 100 * in_light / all,
	       100 * in_heavy / all);
	return 0;
}
