/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Half a second of CPU spent mostly in the vdso's clock_gettime. */
#include <time.h>

int main(void)
{
	struct timespec t, c0, c;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
	do {
		for (int i = 0; i < 1000; i++)
			clock_gettime(CLOCK_MONOTONIC, &t);
		clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c);
	} while ((c.tv_sec - c0.tv_sec) + (c.tv_nsec - c0.tv_nsec) / 1e9 < 0.5);
	return 0;
}
