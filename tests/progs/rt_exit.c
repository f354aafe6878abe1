/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A real-time program on one CPU: a SCHED_FIFO thread of priority 10
 * writes profiles in a loop, and the main thread, of priority 20, wakes
 * up, loads a library and exits.  A thread of higher priority that
 * spins never lets a lower one run, so libgmon's waits for the writer
 * must not spin for ever.  Needs the right to real-time scheduling
 * (root).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/gmon.h>
#include <time.h>

#include "one_cpu.h"

volatile unsigned long sink;

__attribute__((noinline)) static void work(void)
{
	for (int i = 0; i < 1000; i++)
		sink += (unsigned long)i;
}

static void *dump_for_ever(void *arg)
{
	for (;;) {
		gmon_dump();
		work();
	}
	return arg;
}

int main(void)
{
	struct sched_param low = { .sched_priority = 10 }, high = { .sched_priority = 20 };
	struct timespec a_while = { 0, 200000000 };
	pthread_attr_t attr;
	pthread_t t;

	if (one_cpu() != 0)
		return 2;
	pthread_attr_init(&attr);
	pthread_attr_setinheritsched(&attr, PTHREAD_EXPLICIT_SCHED);
	pthread_attr_setschedpolicy(&attr, SCHED_FIFO);
	pthread_attr_setschedparam(&attr, &low);
	if (pthread_create(&t, &attr, dump_for_ever, NULL) != 0 ||
	    pthread_setschedparam(pthread_self(), SCHED_FIFO, &high) != 0) {
		puts("no real-time scheduling (needs root)");
		return 3;
	}
	nanosleep(&a_while, NULL);	/* the writer is at work */
	if (dlopen("libm.so.6", RTLD_NOW) == NULL)
		return 4;
	puts("exiting");
	fflush(stdout);
	exit(0);
}
