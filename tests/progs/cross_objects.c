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
 * (default 2) of CPU time were used and prints each one's CPU time:
 *
 *   via_lib 1.336 s at_home 0.668 s
 *   via_lib 66.7% at_home 33.3%
 */
#include <stdio.h>
#include <stdlib.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))

double pg_burn(double seconds);

volatile unsigned long sink;

NOINLINE void via_lib(void)
{
	sink += (unsigned long)(pg_burn(0.002) > 0);	/* not a tail call */
}

NOINLINE void at_home(void)
{
	double used;

	BURN_CPU(0.001, used, 20000, sink += i);
	(void)used;
}

int main(int argc, char **argv)
{
	double seconds = argc > 1 ? strtod(argv[1], NULL) : 2.0;
	double in_lib = 0, at = 0, t0, t1, t2, all;

	do {
		t0 = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID);
		via_lib();
		t1 = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID);
		at_home();
		t2 = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID);
		in_lib += t1 - t0;
		at += t2 - t1;
	} while (in_lib + at < seconds);
	all = in_lib + at;
	printf("via_lib %.3f s at_home %.3f s\n", in_lib, at);
	printf("via_lib %.1f%% at_home %.1f%%\n", 100 * in_lib / all,
	       100 * at / all);
	return 0;
}
