/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * ./prog: four threads each call work() 1000 times, meet at a barrier
 * and all call exit() at once; main waits for them for ever.
 */
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

#define THREADS 4

static pthread_barrier_t ready;
static volatile unsigned long sink;

__attribute__((noinline)) void work(void)
{
	sink++;
}

static void *thread(void *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < 1000; i++)
		work();
	pthread_barrier_wait(&ready);
	exit(0);
}

int main(void)
{
	pthread_t t[THREADS];
	int i;

	pthread_barrier_init(&ready, NULL, THREADS);
	for (i = 0; i < THREADS; i++)
		pthread_create(&t[i], NULL, thread, NULL);
	for (;;)
		pause();
}
