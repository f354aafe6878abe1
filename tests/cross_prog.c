/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The program the cross-architecture tests profile: built once with
 * gmon-cc and once with the C library's own `cc -pg', run under
 * qemu-user, and the two call graphs compared arc by arc.
 *
 * Every shape of call that reaches mcount differently is here: plain
 * calls, self and mutual recursion, calls through function pointers, a
 * callback from the C library (qsort), and calls that pass arguments in
 * every argument register, integer and floating point, and on the stack,
 * which the stub must leave intact (the checksum on stdout proves it).
 * burn() takes most of the time, so the histogram must show it.
 * With a second argument "threads", four threads also call mid() 1000
 * times each, at the same time: every call must be counted.
 *
 * noinline and the test's -fno-optimize-sibling-calls keep -O2 from
 * folding away the calls that are counted.
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "progs/cputime.h"

#define NOINLINE __attribute__((noinline))

/* On 32-bit ARM, half the functions are ARM code and half Thumb. */
#if defined(__arm__) && !defined(__clang__) && defined(__thumb__)
#define OTHER_MODE __attribute__((target("arm")))
#elif defined(__arm__) && !defined(__clang__)
#define OTHER_MODE __attribute__((target("thumb")))
#else
#define OTHER_MODE
#endif

static volatile unsigned long sink;

NOINLINE int leaf(int x)
{
	sink += (unsigned)x;
	return x + 1;
}

NOINLINE OTHER_MODE int mid(int x)
{
	return leaf(x) + leaf(x + 1) + leaf(x + 2);
}

NOINLINE int fib(int n)
{
	return n < 2 ? leaf(n) : fib(n - 1) + fib(n - 2);
}

NOINLINE int is_odd(int n);

NOINLINE OTHER_MODE int is_even(int n)
{
	return n == 0 ? 1 : is_odd(n - 1);
}

NOINLINE int is_odd(int n)
{
	return n == 0 ? 0 : is_even(n - 1);
}

NOINLINE OTHER_MODE int twice(int x)
{
	return 2 * leaf(x);
}

NOINLINE int thrice(int x)
{
	return 3 * leaf(x);
}

NOINLINE int cmp(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

/* Ten integer arguments: registers on every ABI, then the stack. */
NOINLINE OTHER_MODE long many(long a, long b, long c, long d, long e, long f,
			      long g, long h, long i, long j)
{
	return a + 2 * b + 3 * c + 5 * d + 7 * e + 11 * f + 13 * g +
	       17 * h + 19 * i + 23 * j;
}

/* Floating-point arguments, mixed with integers. */
NOINLINE double blend(double a, int n, double b, float c, double d)
{
	return a * n + b / 2 + c * 4 + d;
}

NOINLINE long sum(int n, ...)
{
	va_list ap;
	long s = 0;

	va_start(ap, n);
	while (n-- > 0)
		s = s * 3 + va_arg(ap, long);
	va_end(ap);
	return s;
}

/* A struct returned in memory: the hidden result pointer is live too. */
struct big {
	long v[6];
};

NOINLINE struct big make_big(long x)
{
	struct big b;
	int i;

	for (i = 0; i < 6; i++)
		b.v[i] = x + i;
	return b;
}

NOINLINE OTHER_MODE unsigned long burn(double seconds)
{
	unsigned long s = 0;
	double used;

	BURN_CPU(seconds, used, 100000, {
		s += i * i;
		__asm__ volatile("" : "+r"(s));
	});
	return s + (used > 0);
}

#define THREADS 4
#define THREAD_CALLS 1000

NOINLINE void *worker(void *arg)
{
	long s = 0;
	int i;

	for (i = 0; i < THREAD_CALLS; i++)
		s += mid(i);
	*(long *)arg = s;
	return NULL;
}

static long run_threads(void)
{
	pthread_t t[THREADS];
	long part[THREADS], s = 0;
	int i;

	for (i = 0; i < THREADS; i++)
		if (pthread_create(&t[i], NULL, worker, &part[i]) != 0)
			exit(3);
	for (i = 0; i < THREADS; i++) {
		pthread_join(t[i], NULL);
		s += part[i];
	}
	return s;
}

int main(int argc, char **argv)
{
	int (*fns[2])(int) = { twice, thrice };
	int a[8] = { 5, 3, 7, 1, 8, 2, 6, 4 };
	double seconds = argc > 1 ? strtod(argv[1], NULL) : 0.001;
	long check = 0;
	struct big b;
	int i;

	for (i = 0; i < 10; i++)
		check += mid(i);
	check += fib(10);
	check += is_even(20);
	for (i = 0; i < 7; i++)
		check += fns[i & 1](i);
	qsort(a, 8, sizeof a[0], cmp);
	for (i = 0; i < 8; i++)
		check = check * 7 + a[i];
	for (i = 0; i < 5; i++)
		check += many(i, 2, 3, 4, 5, 6, 7, 8, 9, 10);
	for (i = 0; i < 4; i++)
		check += (long)(blend(1.5, i, 2.25, 0.5f, -3.0) * 8);
	check += sum(5, 1L, 2L, 3L, 4L, 5L);
	b = make_big(check);
	check += b.v[5] - b.v[0];
	if (argc > 2 && strcmp(argv[2], "threads") == 0)
		check += run_threads();
	sink += burn(seconds);
	printf("check %ld\n", check);
	return 0;
}
