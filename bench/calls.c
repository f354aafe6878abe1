/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The call-heavy workloads of the benchmark.
 *
 *   calls fib N [THREADS]     recursive Fibonacci of N in each thread
 *   calls loop N [THREADS]    N rounds of two small noinline calls each
 *   calls spin N              N rounds of arithmetic and no calls at all
 *   calls deep N [THREADS]    loop N at the bottom of a 1000-deep recursion
 *
 * Work runs in THREADS new threads (default 1), each doing the whole of
 * it, so every variant and thread count starts threads the same way.
 * The program prints "calls C arc A": C is the exact number of calls
 * whose caller and callee are both profiled functions (what the arc
 * records must add up to), A the exact count of the hottest arc.
 *
 * Built with -fno-optimize-sibling-calls so that GCC keeps every
 * recursive call of fib() a real call (it would otherwise turn one of
 * them into a loop and the count below would not hold).
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long n_arg;
static unsigned long sink;	/* keeps results alive */

__attribute__((noinline)) static unsigned long fib(unsigned long n)
{
	if (n < 2)
		return n;
	return fib(n - 1) + fib(n - 2);
}

/* Two leaf functions a compiler may not fold away or inline. */
__attribute__((noinline)) static unsigned long leaf_a(unsigned long x)
{
	__asm__ volatile("" : "+r"(x));
	return x * 3 + 1;
}

__attribute__((noinline)) static unsigned long leaf_b(unsigned long x)
{
	__asm__ volatile("" : "+r"(x));
	return x ^ (x >> 3);
}

__attribute__((noinline)) static unsigned long loop(unsigned long n)
{
	unsigned long i, acc = 0;

	for (i = 0; i < n; i++)
		acc += leaf_b(leaf_a(i));
	return acc;
}

__attribute__((noinline)) static unsigned long spin(unsigned long n)
{
	unsigned long i, x = 1;

	for (i = 0; i < n; i++) {
		x = x * 6364136223846793005ul + 1442695040888963407ul;
		__asm__ volatile("" : "+r"(x));
	}
	return x;
}

#define DEEP 1000

__attribute__((noinline)) static unsigned long deep_at(unsigned d)
{
	if (d == 0)
		return loop(n_arg);
	return deep_at(d - 1) + 1;	/* not a tail call */
}

__attribute__((noinline)) static unsigned long deep(unsigned long n)
{
	(void)n;
	return deep_at(DEEP);
}

static unsigned long (*work)(unsigned long);

/*
 * Thread body: called from the C library, outside the profiled text, so
 * its own arc is not kept; its call of work() is.
 */
static void *run(void *arg)
{
	unsigned long r = work(n_arg);

	(void)arg;
	__atomic_fetch_add(&sink, r, __ATOMIC_RELAXED);
	return NULL;
}

/* Calls made by fib(n): 2 F(n+1) - 1. */
static unsigned long fib_calls(unsigned long n)
{
	unsigned long a = 0, b = 1, t;

	for (; n > 0; n--) {	/* after the loop b = F(n+1) */
		t = a + b;
		a = b;
		b = t;
	}
	return 2 * b - 1;
}

int main(int argc, char **argv)
{
	unsigned long threads = 1, i, calls, arc;
	pthread_t tid[64];

	if (argc < 3) {
		fprintf(stderr, "usage: calls fib|loop|deep|spin N [THREADS]\n");
		return 2;
	}
	n_arg = strtoul(argv[2], NULL, 0);
	if (argc > 3)
		threads = strtoul(argv[3], NULL, 0);
	if (threads < 1 || threads > 64)
		return 2;
	if (strcmp(argv[1], "fib") == 0) {
		work = fib;
		/* run -> fib once, fib -> fib for every other call */
		calls = fib_calls(n_arg);
		arc = calls - 1;
	} else if (strcmp(argv[1], "loop") == 0) {
		work = loop;
		/* run -> loop, loop -> leaf_a, loop -> leaf_b */
		calls = 2 * n_arg + 1;
		arc = n_arg;
	} else if (strcmp(argv[1], "deep") == 0) {
		work = deep;
		/* run -> deep -> deep_at, DEEP more deep_at, then loop's */
		calls = 2 + DEEP + 1 + 2 * n_arg;
		arc = n_arg;
	} else if (strcmp(argv[1], "spin") == 0) {
		work = spin;
		calls = arc = 0;
	} else {
		return 2;
	}
	for (i = 0; i < threads; i++)
		if (pthread_create(&tid[i], NULL, run, NULL) != 0)
			return 1;
	for (i = 0; i < threads; i++)
		pthread_join(tid[i], NULL);
	printf("calls %lu arc %lu sink %lu\n", calls * threads, arc * threads,
	       sink & 1);
	return 0;
}
