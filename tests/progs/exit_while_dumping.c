/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * One thread takes snapshots back to back while the main thread, on the
 * same CPU, works for a while (CPU time) and exits.  The exit waited for
 * the objects' turn, which the snapshots took again each time they gave
 * it back: the program never ended.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/gmon.h>

#include "cputime.h"
#include "one_cpu.h"

volatile unsigned long sink;

static void *dump_for_ever(void *arg)
{
	for (;;)
		gmon_dump();
	return arg;
}

__attribute__((noinline)) static void work(void)
{
	double used;

	BURN_CPU(0.2, used, 200000, sink += i);
}

int main(void)
{
	pthread_t t;

	if (one_cpu() != 0 || pthread_create(&t, NULL, dump_for_ever, NULL) != 0)
		return 2;
	work();
	puts("exiting");
	fflush(stdout);
	exit(0);
}
