/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * How much stack a snapshot takes on the thread it interrupts: a thread
 * on a painted stack of its own calls leaf() until the snapshot that
 * main asks of it (GMON_DUMP_SIGNAL=USR2, sent to that thread) has
 * written gmon.out; prints how many bytes of its stack were ever used.
 * Coroutines and green threads run on stacks of a few KiB.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))
#define STACK_SIZE (256 * 1024)
#define PAINT 0xa5

static volatile int running, stop;
volatile unsigned long sink;

NOINLINE void leaf(unsigned long x) { sink += x; }

static void *calls(void *arg)
{
	(void)arg;
	for (unsigned long i = 0; !stop; i++) {
		leaf(i);
		running = 1;
	}
	return NULL;
}

int main(void)
{
	unsigned char *stack = malloc(STACK_SIZE);
	pthread_attr_t attr;
	pthread_t t;
	struct stat st;
	size_t untouched = 0;

	if (stack == NULL)
		return 2;
	memset(stack, PAINT, STACK_SIZE);
	pthread_attr_init(&attr);
	if (pthread_attr_setstack(&attr, stack, STACK_SIZE) != 0 ||
	    pthread_create(&t, &attr, calls, NULL) != 0)
		return 2;
	while (!running)
		usleep(1000);
	unlink("gmon.out");
	pthread_kill(t, SIGUSR2);
	while (stat("gmon.out", &st) != 0)
		usleep(1000);
	stop = 1;
	pthread_join(t, NULL);
	while (untouched < STACK_SIZE && stack[untouched] == PAINT)
		untouched++;
	printf("%zu\n", (size_t)STACK_SIZE - untouched);
	free(stack);
	return 0;
}
