/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A program with its own definition of a C library function that the
 * runtime's port once called by name (it makes those system calls
 * itself now: ports/linux/sys.h).  One per build:
 *
 *   -DDISPATCHER  a virtual machine's syscall(), which does no system
 *                 call at all and returns 0
 *   -DMMAP        a counting mmap(), compiled with -pg like the rest,
 *                 that passes the call on with syscall()
 *   -DGETENV      a getenv() that is not ready before main
 *   -DCLOCK       a clock_gettime() of a simulation: time stands still;
 *                 burns about 0.3 s of CPU in burn() and prints what
 *                 clock() measured
 *   -DCLEARENV    clears the environment before it exits
 *
 * Each prints "ok" and what it counted.
 */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))

static long calls;

#if defined(DISPATCHER)
long syscall(long n, ...)
{
	calls += n;
	return 0;
}
#elif defined(MMAP)
void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
	calls++;
	return (void *)syscall(SYS_mmap, addr, len, prot, flags, fd, off);
}
#elif defined(GETENV)
static const char *ready;

char *getenv(const char *name)
{
	if (ready == NULL)
		abort();	/* set up by main */
	(void)name;
	calls++;
	return NULL;
}
#elif defined(CLOCK)
int clock_gettime(clockid_t clock, struct timespec *ts)
{
	(void)clock;
	ts->tv_sec = 1000;
	ts->tv_nsec = 0;
	calls++;
	return 0;
}

NOINLINE double burn(double seconds)
{
	clock_t start = clock();
	volatile unsigned long x = 1;

	while ((double)(clock() - start) / CLOCKS_PER_SEC < seconds)
		for (int i = 0; i < 100000; i++)
			x = x * 6364136223846793005ul + 1442695040888963407ul;
	return (double)(clock() - start) / CLOCKS_PER_SEC;
}
#endif

NOINLINE int work(int i)
{
	return i * 3 + 1;
}

int main(void)
{
	long sum = 0;

	for (int i = 0; i < 100; i++)
		sum += work(i);
#if defined(DISPATCHER)
	syscall(7, 1, 2);
#elif defined(MMAP)
	free(malloc(1 << 20));
#elif defined(GETENV)
	ready = "yes";
	getenv("HOME");
#elif defined(CLOCK)
	printf("burn %.3f\n", burn(0.3));
#elif defined(CLEARENV)
	clearenv();
#endif
	printf("ok %ld %ld\n", sum, calls);
	return 0;
}
