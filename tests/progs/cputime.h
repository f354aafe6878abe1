/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Sizing test workloads by CPU time, so that a test means the same on a
 * fast machine, a slow one and a loaded one: a workload runs until it
 * has used so many seconds of CPU, measured here, and the program prints
 * what it measured so that the test compares gprof's time with it.
 *
 * Everything here is inlined into its caller: a function of its own
 * would be compiled with -pg and add arcs whose counts depend on the
 * machine's speed.
 */
#ifndef TEST_CPUTIME_H
#define TEST_CPUTIME_H

#include <time.h>

#define CPUTIME_INLINE static inline __attribute__((always_inline))

/* CPU seconds used so far by `clock' (a process or thread CPU clock). */
CPUTIME_INLINE double cpu_seconds(clockid_t clock)
{
	struct timespec ts;

	clock_gettime(clock, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/*
 * Run `body' in rounds of `chunk' iterations (variable `i') until the
 * calling thread has used `seconds' of CPU; `used' gets what it used.
 * The clock is read once a round: pick a chunk of about a millisecond.
 */
#define BURN_CPU(seconds, used, chunk, body)				\
	do {								\
		double burn_start_ = cpu_seconds(CLOCK_THREAD_CPUTIME_ID); \
		double burn_now_;					\
		do {							\
			for (unsigned long i = 0; i < (chunk); i++) {	\
				body;					\
			}						\
			burn_now_ = cpu_seconds(CLOCK_THREAD_CPUTIME_ID); \
		} while (burn_now_ - burn_start_ < (seconds));		\
		(used) = burn_now_ - burn_start_;			\
	} while (0)

#endif
