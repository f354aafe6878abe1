/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gmon_dump() while another thread dumps over and over: the call must
 * write a profile of everything before it, even while the other
 * thread's write is under way.  The program
 * then leaves with _exit(), which writes nothing more, so gmon.out holds
 * only what the dumps wrote.  Prints "dump 0" (gmon_dump's result).
 */
#include <pthread.h>
#include <stdio.h>
#include <sys/gmon.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))

volatile unsigned long sink;

NOINLINE void leaf(unsigned long x)
{
	sink += x;
}

NOINLINE void last(void)
{
	sink++;
}

static void *dump_forever(void *arg)
{
	for (;;)
		gmon_dump();
	return arg;
}

int main(void)
{
	pthread_t t;
	int r;

	if (pthread_create(&t, NULL, dump_forever, NULL) != 0)
		return 2;
	for (unsigned long i = 0; i < 200000; i++)
		leaf(i);
	last();
	r = gmon_dump();
	printf("dump %d\n", r);
	fflush(stdout);
	_exit(r != 0);
}
