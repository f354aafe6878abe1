/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * ./prog THREADS: THREADS threads, all alive at once, each calling
 * leaf() once from each of 1001 call sites (1001 arcs a thread, the
 * same 1001 in every thread).  Prints "calls N", N = THREADS * 1001.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define SITES 1001

static pthread_barrier_t all_alive, all_done;
static volatile unsigned long sink;

__attribute__((noinline)) void leaf(void)
{
	sink++;
}

#define C1 leaf();
#define C10 C1 C1 C1 C1 C1 C1 C1 C1 C1 C1
#define C100 C10 C10 C10 C10 C10 C10 C10 C10 C10 C10
#define C1000 C100 C100 C100 C100 C100 C100 C100 C100 C100 C100

/* SITES call sites of leaf(). */
__attribute__((noinline)) void sites(void)
{
	C1000 C1
}

static void *thread(void *arg)
{
	(void)arg;
	pthread_barrier_wait(&all_alive);
	sites();
	pthread_barrier_wait(&all_done);
	return NULL;
}

int main(int argc, char **argv)
{
	unsigned n = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 1000, i;
	pthread_t *t = calloc(n, sizeof *t);
	pthread_attr_t attr;

	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, 64 * 1024);
	pthread_barrier_init(&all_alive, NULL, n);
	pthread_barrier_init(&all_done, NULL, n);
	for (i = 0; i < n; i++)
		if (pthread_create(&t[i], &attr, thread, NULL) != 0) {
			perror("pthread_create");
			return 1;
		}
	for (i = 0; i < n; i++)
		pthread_join(t[i], NULL);
	printf("calls %lu\n", (unsigned long)n * SITES);
	return 0;
}
