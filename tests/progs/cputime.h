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
 * Run `body' in rounds (variable `i' counts each round from 0) until the
 * calling thread has used `seconds' of CPU; `used' gets what it used.
 * The first round is `chunk' iterations; the rounds double until one
 * takes BURN_ROUND_S, without growing past what is left to burn.  The
 * clock is read once a round, and a thread's CPU clock is read with a
 * system call, which is charged to the vdso, not to the burning
 * function, and on a loaded machine it costs tens of us: a round long
 * enough keeps that time out of the profile.
 */
#define BURN_ROUND_S 0.0005
#define BURN_CPU(seconds, used, chunk, body)				\
	do {								\
		double burn_start_ = cpu_seconds(CLOCK_THREAD_CPUTIME_ID); \
		double burn_now_ = burn_start_, burn_round_;		\
		unsigned long burn_n_ = (chunk);			\
		do {							\
			for (unsigned long i = 0; i < burn_n_; i++) {	\
				body;					\
			}						\
			burn_round_ = burn_now_;			\
			burn_now_ = cpu_seconds(CLOCK_THREAD_CPUTIME_ID); \
			burn_round_ = burn_now_ - burn_round_;		\
			if (burn_round_ < BURN_ROUND_S &&		\
			    2 * burn_round_ < (seconds) -		\
				(burn_now_ - burn_start_) &&		\
			    burn_n_ < 1UL << 30)			\
				burn_n_ *= 2;				\
		} while (burn_now_ - burn_start_ < (seconds));		\
		(used) = burn_now_ - burn_start_;			\
	} while (0)

#endif
