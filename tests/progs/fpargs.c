/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A thread's first profiled call, made with floating-point arguments in
 * registers, while libkeys.so (built without -pg) has already created
 * 40 pthread keys: a runtime that called pthread_setspecific() there
 * had glibc calloc memory, clobbering the argument registers, and
 * deadlocked when that call ran in a signal handler that had interrupted
 * malloc.
 *   first N     N threads (8 at a time); their first profiled call is
 *               f(1.5, ... 8.5), from profiled code in half of them and
 *               from the library in the others
 *   in-malloc N N threads (8 at a time) loop in malloc in the library;
 *               a signal handler makes their first profiled call
 * Prints "bad B calls C": B calls of f() that saw other arguments, C
 * calls of f() made from profiled code.
 */
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))

void *keys_call_eight(void *fn);
void keys_malloc_until(volatile int *started, volatile int *stop);

static int bad, calls;
volatile double sink;

NOINLINE double f(double a, double b, double c, double d, double e,
		  double g, double h, double i)
{
	if (a != 1.5 || b != 2.5 || c != 3.5 || d != 4.5 || e != 5.5 ||
	    g != 6.5 || h != 7.5 || i != 8.5)
		__atomic_fetch_add(&bad, 1, __ATOMIC_RELAXED);
	return a + b + c + d + e + g + h + i;
}

/* Thread body in the profiled program: its first call with arguments. */
static void *entry(void *arg)
{
	(void)arg;
	sink = f(1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5);
	__atomic_fetch_add(&calls, 1, __ATOMIC_RELAXED);
	return NULL;
}

static volatile int started[8];
static __thread volatile int stop;

static void on_usr1(int sig)
{
	(void)sig;
	entry(NULL);
	stop = 1;
}

static void *in_malloc(void *arg)
{
	keys_malloc_until(arg, &stop);
	return NULL;
}

/* Eight threads running body(arg[k]); signalled once all have started. */
static void batch(void *(*body)(void *), void *arg, int signal_them)
{
	pthread_t t[8];
	int k;

	for (k = 0; k < 8; k++) {
		started[k] = 0;
		if (pthread_create(&t[k], NULL, body,
				   signal_them ? (void *)&started[k] : arg) != 0)
			exit(1);
	}
	for (k = 0; k < 8 && signal_them; k++) {
		while (!started[k])
			sched_yield();
		pthread_kill(t[k], SIGUSR1);
	}
	for (k = 0; k < 8; k++)
		pthread_join(t[k], NULL);
}

int main(int argc, char **argv)
{
	int n = argc > 2 ? atoi(argv[2]) : 400, i;

	if (argc < 2)
		return 2;
	if (strcmp(argv[1], "first") == 0) {
		for (i = 0; i < n / 8; i++)
			if (i % 2)
				batch(keys_call_eight, (void *)f, 0);
			else
				batch(entry, NULL, 0);
	} else if (strcmp(argv[1], "in-malloc") == 0) {
		signal(SIGUSR1, on_usr1);
		for (i = 0; i < n / 8; i++)
			batch(in_malloc, NULL, 1);
	} else {
		return 2;
	}
	printf("bad %d calls %d\n", bad, calls);
	return 0;
}
