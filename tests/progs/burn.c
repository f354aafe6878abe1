/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Two functions that burn CPU in a 3:1 ratio, sized by CPU time:
 *   prog [SECONDS]   burn_a uses 3/4 of SECONDS (default 1), burn_b 1/4
 * and the program prints the CPU seconds each measured, for the test to
 * compare with gprof's self times.  Built with -DFAR, burn_b is in a
 * section of its own, .far, for the linker to place far away.
 */
#include <stdio.h>
#include <stdlib.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))
#ifdef FAR
#define FAR_TEXT __attribute__((section(".far")))
#else
#define FAR_TEXT
#endif

volatile unsigned long sink;

NOINLINE double burn_a(double s)
{
	double used;

	BURN_CPU(s, used, 200000, sink += i);
	return used;
}

FAR_TEXT NOINLINE double burn_b(double s)
{
	double used;

	BURN_CPU(s, used, 200000, sink ^= i);
	return used;
}

int main(int argc, char **argv)
{
	double s = argc > 1 ? strtod(argv[1], NULL) : 1.0;
	double a = burn_a(s * 3 / 4);
	double b = burn_b(s / 4);

	printf("burn_a %.3f burn_b %.3f\n", a, b);
	return 0;
}
