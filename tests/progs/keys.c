/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * libkeys.so, built without -pg, for tests/progs/fpargs.c: a constructor
 * that creates 40 pthread keys (so that a runtime calling
 * pthread_setspecific() gets a key past glibc's first 32, whose storage
 * it allocates with calloc), and thread bodies that run outside the
 * profiled program.
 */
#include <pthread.h>
#include <stdlib.h>

static pthread_key_t keys[40];

__attribute__((constructor)) static void make_keys(void)
{
	for (int i = 0; i < 40; i++)
		pthread_key_create(&keys[i], NULL);
}

typedef double (*eight_fn)(double, double, double, double, double, double,
			   double, double);

volatile double keys_sink;

/* A thread body: its first profiled call comes from unprofiled code. */
void *keys_call_eight(void *fn)
{
	keys_sink = ((eight_fn)fn)(1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5);
	return NULL;
}

/*
 * A thread body that keeps malloc's arena lock busy (blocks too big for
 * the thread cache) until *stop is set, by a signal handler; *started is
 * set once it is in the loop.
 */
void keys_malloc_until(volatile int *started, volatile int *stop)
{
	unsigned n = 0;

	while (!*stop) {
		free(malloc(70000 + (n++ & 1023)));
		*started = 1;
	}
}
