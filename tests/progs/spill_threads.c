/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Threads that each meet thousands of arcs while signals nest in them:
 * argv[1] threads each call, argv[2] times over, every one of 2000
 * functions from two callers (4002 arcs a thread), while main sends
 * each thread SIGUSR1 as fast as it can; the handler (SA_NODEFER, so
 * handlers nest) calls 20 of the functions from in_handler.  With a
 * build whose tables spill early (tests/spill/libgmon.a), nearly every
 * count goes through the spill.  Prints the profiled calls made:
 * "calls N handled H".
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "many_functions.h"
#define NF 2000
#define HANDLER_CALLS 20

D3(F, 0) D3(F, 1)
static int (*const tab[NF])(int) = { D3(P, 0) D3(P, 1) };
static volatile unsigned sink;
static atomic_int handled, running;
static int rounds;

NOINLINE int caller_a(int i) { return tab[i](i); }
NOINLINE int caller_b(int i) { return tab[NF - 1 - i](i); }

NOINLINE void in_handler(void)
{
	static _Thread_local unsigned next;

	for (int k = 0; k < HANDLER_CALLS; k++)
		sink += tab[(next++ * 7) % NF](k);
}

static void on_usr1(int sig)
{
	(void)sig;
	atomic_fetch_add_explicit(&handled, 1, memory_order_relaxed);
	in_handler();
}

NOINLINE void *worker(void *arg)
{
	(void)arg;
	for (int r = 0; r < rounds; r++)
		for (int i = 0; i < NF; i++)
			sink += caller_a(i) + caller_b(i);
	atomic_fetch_sub(&running, 1);
	return NULL;
}

int main(int argc, char **argv)
{
	int nthreads = argc > 1 ? atoi(argv[1]) : 4;
	struct sigaction sa = { .sa_handler = on_usr1, .sa_flags = SA_NODEFER };
	struct timespec pause = { 0, 20000 };
	pthread_t *t = calloc((size_t)nthreads, sizeof *t);

	rounds = argc > 2 ? atoi(argv[2]) : 3;
	if (t == NULL)
		return 1;
	sigaction(SIGUSR1, &sa, NULL);
	atomic_store(&running, nthreads);
	for (int i = 0; i < nthreads; i++)
		pthread_create(&t[i], NULL, worker, NULL);
	while (atomic_load(&running) > 0) {
		for (int i = 0; i < nthreads; i++)
			pthread_kill(t[i], SIGUSR1);
		nanosleep(&pause, NULL);
	}
	for (int i = 0; i < nthreads; i++)
		pthread_join(t[i], NULL);
	printf("calls %ld handled %d\n",
	       (long)nthreads * rounds * NF * 4 +
	       (long)atomic_load(&handled) * (HANDLER_CALLS + 1),
	       atomic_load(&handled));
	free(t);
	return 0;
}
