/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Time spent in the C library, charged to the -pg function that called
 * into it: copier() spends its time in memcpy(), measurer() in
 * strlen(), both code without frame records, which hide their caller
 * from a walk of the frame records alone.
 *
 *   prog [SECONDS]
 *
 * runs rounds of copier() then measurer() (about three times as long)
 * until SECONDS (default 2) of CPU time were used, and prints the CPU
 * time of each caller's calls, measured here around them:
 *
 *   copier 0.501 s measurer 1.502 s
 *   copier 25.0% measurer 75.0%
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))
#define SIZE (1 << 20)

static char *src, *dst;
volatile unsigned long sink;

NOINLINE void copier(int n)
{
	for (int i = 0; i < n; i++) {
		memcpy(dst, src, SIZE);
		sink += (unsigned char)dst[i % SIZE];
	}
}

NOINLINE void measurer(int n)
{
	for (int i = 0; i < n; i++) {
		src[SIZE - 1 - i % 64] = '\0';	/* a new length each time */
		sink += strlen(src);
		src[SIZE - 1 - i % 64] = 'x';
	}
}

int main(int argc, char **argv)
{
	double seconds = argc > 1 ? strtod(argv[1], NULL) : 2.0;
	double in_copier = 0, in_measurer = 0, t0, t1, t2, all;

	src = malloc(SIZE);
	dst = malloc(SIZE);
	if (src == NULL || dst == NULL)
		return 1;
	memset(src, 'x', SIZE);
	src[SIZE - 1] = '\0';
	do {
		t0 = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID);
		copier(10);
		t1 = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID);
		measurer(80);
		t2 = cpu_seconds(CLOCK_PROCESS_CPUTIME_ID);
		in_copier += t1 - t0;
		in_measurer += t2 - t1;
	} while (in_copier + in_measurer < seconds);
	all = in_copier + in_measurer;
	printf("copier %.3f s measurer %.3f s\n", in_copier, in_measurer);
	printf("copier %.1f%% measurer %.1f%%\n", 100 * in_copier / all,
	       100 * in_measurer / all);
	return 0;
}
