/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Stacks at the edges of their mappings, for the stack walk:
 *
 *   prog topthread SECONDS  burn in a thread whose stack is a mapping of
 *                           its own (pthread_attr_setstack) with an
 *                           inaccessible page right above it
 *   prog topalt SECONDS     burn in a signal handler on an alternate
 *                           stack mapped the same way
 *
 * In both, at_top() points its own frame record's link at the last words
 * below the stack's end in turn: a record that would straddle the end,
 * the last two words, the end itself.  A walk that reads a word past
 * the end faults on the inaccessible page.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))
#define STACK_SIZE (256 * 1024)
#define P sizeof(uintptr_t)

static double seconds;
static uintptr_t top;	/* the end of the stack's mapping (or region) */
volatile unsigned long sink;

NOINLINE void edge_burn(double s)
{
	double used;

	BURN_CPU(s, used, 20000, sink += i);
	(void)used;
}

/* Burns with its record's link at top - P, top - 2P, then top. */
NOINLINE void at_top(void)
{
	void *volatile *fp = __builtin_frame_address(0);
	void *saved = fp[0];

	for (unsigned k = 1; k <= 3; k++) {
		fp[0] = (void *)(top - (k == 3 ? 0 : k * P));
		edge_burn(seconds / 3);
	}
	fp[0] = saved;
}

/* A mapping of size bytes with an inaccessible page right above. */
static char *mapped_below_guard(size_t size)
{
	long page = sysconf(_SC_PAGESIZE);
	char *m = mmap(NULL, size + (size_t)page, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (m == MAP_FAILED || mprotect(m + size, (size_t)page, PROT_NONE)) {
		perror("mmap");
		exit(1);
	}
	return m;
}

static void *thread_main(void *arg)
{
	(void)arg;
	/* the walk's bound in a thread: its descriptor, at the stack's top */
	top = (uintptr_t)pthread_self();
	at_top();
	return NULL;
}

NOINLINE void topthread(void)
{
	pthread_attr_t attr;
	pthread_t t;
	char *stack = mapped_below_guard(STACK_SIZE);

	pthread_attr_init(&attr);
	if (pthread_attr_setstack(&attr, stack, STACK_SIZE) != 0 ||
	    pthread_create(&t, &attr, thread_main, NULL) != 0) {
		fprintf(stderr, "cannot start the thread\n");
		exit(1);
	}
	pthread_join(t, NULL);
}

static void on_signal(int sig)
{
	(void)sig;
	at_top();
}

NOINLINE void topalt(void)
{
	char *stack = mapped_below_guard(STACK_SIZE);
	stack_t ss = { .ss_sp = stack, .ss_size = STACK_SIZE };
	struct sigaction sa;

	if (sigaltstack(&ss, NULL) != 0) {
		perror("sigaltstack");
		exit(1);
	}
	top = (uintptr_t)stack + STACK_SIZE;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sa.sa_flags = SA_ONSTACK;
	sigaction(SIGUSR1, &sa, NULL);
	raise(SIGUSR1);
}

int main(int argc, char **argv)
{
	const char *what = argc > 2 ? argv[1] : "";

	seconds = argc > 2 ? strtod(argv[2], NULL) : 0;
	if (strcmp(what, "topthread") == 0)
		topthread();
	else if (strcmp(what, "topalt") == 0)
		topalt();
	else {
		fprintf(stderr, "usage: prog topthread|topalt SECONDS\n");
		return 2;
	}
	printf("done\n");
	return 0;
}
