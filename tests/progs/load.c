/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The load test program: CPU time where processes outnumber CPUs, and
 * CPU time the kernel's ticks do not see.  Workloads are sized by CPU
 * time (cputime.h); each mode prints what the test compares.
 *
 *   burn S      S s of CPU in load_burn(); prints "cpu C"
 *   threads S   two threads at once: S s of CPU in thread_a_burn() and
 *               2S in thread_b_burn(), while main waits; prints "a A b B"
 *   dodge S     S s of CPU in dodge_burn(), run in pieces that fall
 *               between two of the kernel's ticks, all but one piece in
 *               every 40 ms or so of CPU, so that the kernel checks the
 *               CPU-time timers, which it does only at those of its
 *               ticks that find the thread running, about once in
 *               40 ms; prints "cpu C seen T", T the CPU time the kernel's
 *               tick-sampled clock (utime + stime) saw meanwhile
 *   rounds S    S s of CPU in BURN_CPU rounds of 20,000 iterations at
 *               first; prints "rounds R cpu C", R the clock reads
 *   hog         burns CPU until killed (at most 120 s)
 *   waker       until killed (at most 120 s): 0.1 ms of CPU, then
 *               0.2 ms asleep; its wake-ups cut the others' turns short
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <time.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))
#define CHUNK 1000000		/* iterations between clock reads */

volatile unsigned long sink;

NOINLINE double load_burn(double s)
{
	double used;

	BURN_CPU(s, used, CHUNK, sink += i);
	return used;
}

/* ---- threads ---- */

NOINLINE double thread_a_burn(double s)
{
	double used;

	BURN_CPU(s, used, CHUNK, sink ^= i);
	return used;
}

NOINLINE double thread_b_burn(double s)
{
	double used;

	BURN_CPU(s, used, CHUNK, sink -= i);
	return used;
}

struct share {
	double seconds, used;
};

static void *thread_a(void *arg)
{
	struct share *sh = arg;

	sh->used = thread_a_burn(sh->seconds);
	return NULL;
}

static void *thread_b(void *arg)
{
	struct share *sh = arg;

	sh->used = thread_b_burn(sh->seconds);
	return NULL;
}

static int threads(double s)
{
	struct share a = { s, 0 }, b = { 2 * s, 0 };
	pthread_t ta, tb;

	if (pthread_create(&ta, NULL, thread_a, &a) != 0 ||
	    pthread_create(&tb, NULL, thread_b, &b) != 0)
		return 2;
	pthread_join(ta, NULL);
	pthread_join(tb, NULL);
	printf("a %.3f b %.3f\n", a.used, b.used);
	return 0;
}

/* ---- dodge ---- */

/* The kernel's tick-sampled CPU clock of the calling thread (its
 * MAKE_THREAD_CPUCLOCK(0, CPUCLOCK_PROF)), whose resolution is a tick. */
#define SEEN_CLOCK ((clockid_t)((~0u << 3) | 4u))

static double monotonic(void)
{
	return cpu_seconds(CLOCK_MONOTONIC);
}

static void sleep_until(double t)
{
	struct timespec ts = { (time_t)t, (long)((t - (time_t)t) * 1e9) };

	while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) != 0)
		;
}

/*
 * Burn until the wall clock reaches `until' or, with until 0, until a
 * kernel tick has found this thread (its seen clock moves); then return
 * the wall-clock time.
 */
NOINLINE double dodge_burn(double until)
{
	double seen = until ? 0 : cpu_seconds(SEEN_CLOCK), now;

	do {
		for (unsigned long i = 0; i < CHUNK; i++)
			sink += i;
		now = monotonic();
	} while (until ? now < until : cpu_seconds(SEEN_CLOCK) == seen);
	return now;
}

/*
 * Kernel ticks come every `tick' s on a grid the wall clock can find:
 * right after the seen clock moves, one has just come.  Each piece
 * starts 15 % of a tick past one and ends at 75 %; one piece in `every'
 * runs on into the next tick, which finds the thread and brings the
 * timer's tick, and finds the grid again.
 */
static int dodge(double s)
{
	struct timespec res;
	double tick, used = 0, seen0, start, grid;
	unsigned every, k;

	if (clock_getres(SEEN_CLOCK, &res) != 0 || res.tv_sec != 0 ||
	    res.tv_nsec <= 0)
		return 2;
	tick = res.tv_nsec / 1e9;
	every = (unsigned)(0.040 / (0.6 * tick)) + 1;
	prctl(PR_SET_TIMERSLACK, 1UL, 0UL, 0UL, 0UL);
	seen0 = cpu_seconds(SEEN_CLOCK);
	start = cpu_seconds(CLOCK_THREAD_CPUTIME_ID);
	grid = dodge_burn(0);
	while (used < s) {
		for (k = 1; k < every && used < s; k++) {
			sleep_until(grid + (k + 0.15) * tick);
			dodge_burn(grid + (k + 0.75) * tick);
			used = cpu_seconds(CLOCK_THREAD_CPUTIME_ID) - start;
		}
		sleep_until(grid + (every + 0.15) * tick);
		grid = dodge_burn(0);
		used = cpu_seconds(CLOCK_THREAD_CPUTIME_ID) - start;
	}
	printf("cpu %.3f seen %.3f\n", used, cpu_seconds(SEEN_CLOCK) - seen0);
	return 0;
}

/* ---- rounds ---- */

static int rounds(double s)
{
	unsigned long n = 0;
	double used;

	BURN_CPU(s, used, 20000, (sink += i, n += i == 0));
	printf("rounds %lu cpu %.3f\n", n, used);
	return 0;
}

/* ---- load ---- */

static int hog(void)
{
	double end = monotonic() + 120;

	while (monotonic() < end)
		for (unsigned long i = 0; i < CHUNK; i++)
			sink += i;
	return 0;
}

static int waker(void)
{
	double end = monotonic() + 120;
	struct timespec nap = { 0, 200000 };

	while (monotonic() < end) {
		double t0 = cpu_seconds(CLOCK_THREAD_CPUTIME_ID);

		while (cpu_seconds(CLOCK_THREAD_CPUTIME_ID) - t0 < 0.0001)
			for (unsigned long i = 0; i < 2000; i++)
				sink += i;
		nanosleep(&nap, NULL);
	}
	return 0;
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";
	double s = argc > 2 ? strtod(argv[2], NULL) : 0;

	if (!strcmp(mode, "burn") && s > 0) {
		printf("cpu %.3f\n", load_burn(s));
		return 0;
	}
	if (!strcmp(mode, "threads") && s > 0)
		return threads(s);
	if (!strcmp(mode, "dodge") && s > 0)
		return dodge(s);
	if (!strcmp(mode, "rounds") && s > 0)
		return rounds(s);
	if (!strcmp(mode, "hog"))
		return hog();
	if (!strcmp(mode, "waker"))
		return waker();
	fprintf(stderr, "usage: %s burn|threads|dodge|rounds S | hog | waker\n",
		argv[0]);
	return 2;
}
