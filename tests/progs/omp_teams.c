/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * OpenMP teams with known counts: a team started before main (from a
 * constructor) calls early_leaf() 400 times; three parallel loops in
 * main, on the team the runtime keeps, call leaf() 30000 times each;
 * nested parallelism (2 teams of 2) calls inner_leaf() 1000 times in
 * each of the 4 inner threads; then each of the 4 threads of a team
 * burns UNIT seconds of its own CPU time in its own function, burn0()
 * to burn3().  UNIT is argv[1] in milliseconds.
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))

static volatile unsigned sink;

NOINLINE unsigned early_leaf(unsigned x) { return x * 3u + 1; }
NOINLINE unsigned leaf(unsigned x) { return x * 2654435761u >> 5; }
NOINLINE unsigned inner_leaf(unsigned x) { return x ^ 0x5bd1e995u; }

__attribute__((constructor)) static void before_main(void)
{
	unsigned s = 0;

#pragma omp parallel for num_threads(4) reduction(+:s)
	for (int i = 0; i < 400; i++)
		s += early_leaf((unsigned)i);
	sink = s;
}

#define BURNER(n)							\
	NOINLINE void burn##n(double secs)				\
	{								\
		unsigned x = n + 1;					\
		double used;						\
		BURN_CPU(secs, used, 20000, x = x * 1103515245u + 12345u); \
		sink = x + (unsigned)used;				\
	}
BURNER(0)
BURNER(1)
BURNER(2)
BURNER(3)

static void (*const burners[4])(double) = { burn0, burn1, burn2, burn3 };

int main(int argc, char **argv)
{
	double unit = (argc > 1 ? atof(argv[1]) : 200) / 1000;
	unsigned s = 0;

	for (int rep = 0; rep < 3; rep++) {
#pragma omp parallel for num_threads(4) reduction(+:s)
		for (int i = 0; i < 30000; i++)
			s += leaf((unsigned)i);
	}
	omp_set_max_active_levels(2);
#pragma omp parallel num_threads(2) reduction(+:s)
	{
#pragma omp parallel num_threads(2) reduction(+:s)
		for (int i = 0; i < 1000; i++)
			s += inner_leaf((unsigned)i);
	}
#pragma omp parallel num_threads(4)
	burners[omp_get_thread_num()](unit);
	printf("%u\n", s);
	return 0;
}
