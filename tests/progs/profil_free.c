/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * profil(3): once profil() turns sampling off, the buffer is the
 * program's again and may be freed.  A worker thread burns CPU, so the
 * ticks land in it, while the main thread points profil() at a fresh
 * mapping, turns it off and unmaps it, round after round, until it has
 * used `seconds' of CPU (argv[1]).  A tick still counting into the
 * unmapped buffer crashes the program.
 */
#include <pthread.h>
#include <stdio.h>
#include <mon.h>
#include <stdlib.h>
#include <sys/mman.h>

#include "cputime.h"

#define SIZE (1 << 16)

volatile unsigned long sink;
static volatile int stop;

__attribute__((noinline)) static void burn(void)
{
	while (!stop)
		sink++;
}

static void *worker(void *arg)
{
	burn();
	return arg;
}

int main(int argc, char **argv)
{
	double seconds = argc > 1 ? atof(argv[1]) : 1.0, start;
	unsigned long rounds = 0;
	pthread_t t;

	if (pthread_create(&t, NULL, worker, NULL) != 0)
		return 10;
	start = cpu_seconds(CLOCK_THREAD_CPUTIME_ID);
	while (cpu_seconds(CLOCK_THREAD_CPUTIME_ID) - start < seconds) {
		unsigned short *buf = mmap(NULL, SIZE, PROT_READ | PROT_WRITE,
					   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		if (buf == MAP_FAILED)
			return 11;
		if (profil(buf, SIZE, (size_t)burn & ~(size_t)0xfff, 0x10000) != 0)
			return 12;
		for (volatile int i = 0; i < 20000; i++)
			;
		profil(NULL, 0, 0, 0);
		munmap(buf, SIZE);
		rounds++;
	}
	stop = 1;
	pthread_join(t, NULL);
	printf("%s\n", rounds > 0 ? "ok" : "no rounds");
	return 0;
}
