/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A program with its own ITIMER_PROF and SIGPROF handler that also calls
 * profil() itself: libgmon's sampling for that profil() must not take
 * the program's timer over, with profiling on or off (GMON_PROFILE=off).
 * Prints "own ticks N": the program's SIGPROFs after profil() is off,
 * in 0.2 s of CPU time (about 20 at 100 Hz).
 */
#include <signal.h>
#include <stdio.h>
#include <sys/time.h>

#include "cputime.h"

int profil(unsigned short *, size_t, size_t, unsigned int);

volatile unsigned long sink;
static volatile sig_atomic_t ticks;
static unsigned short buf[1 << 15];

static void on_prof(int sig)
{
	(void)sig;
	ticks++;
}

__attribute__((noinline)) void burn(double s)
{
	double used;

	BURN_CPU(s, used, 200000, sink += i);
	(void)used;
}

int main(void)
{
	struct itimerval every_10ms = { { 0, 10000 }, { 0, 10000 } };
	long before;

	signal(SIGPROF, on_prof);
	setitimer(ITIMER_PROF, &every_10ms, NULL);
	profil(buf, sizeof buf, (size_t)burn & ~(size_t)0xffff, 0x8000);
	burn(0.2);
	profil(NULL, 0, 0, 0);
	before = ticks;
	burn(0.2);
	printf("own ticks %ld\n", (long)ticks - before);
	return 0;
}
