/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * ./prog SECONDS: calls unit() in batches for SECONDS of the thread's
 * CPU time and prints "share S": the share of that time which went to
 * batches of over 0.3 s, those that a periodic snapshot interrupted when
 * each snapshot costs 0.6 s (the fault build's GMON_FAULT=busy-write).
 * A batch alone takes a few milliseconds.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static volatile unsigned long sink;

static double thread_cpu(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

__attribute__((noinline)) void unit(void)
{
	int i;

	for (i = 0; i < 1000; i++)
		sink++;
}

int main(int argc, char **argv)
{
	double seconds = argc > 1 ? strtod(argv[1], NULL) : 8;
	double start = thread_cpu(), now = start, snapshots = 0;

	while (now - start < seconds) {
		double t0 = now;
		int i;

		for (i = 0; i < 100; i++)
			unit();
		now = thread_cpu();
		if (now - t0 > 0.3)
			snapshots += now - t0;
	}
	printf("share %.2f\n", snapshots / (now - start));
	return 0;
}
