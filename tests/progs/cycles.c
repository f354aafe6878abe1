/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Call-graph shapes for the exports: two cycles of mutual recursion
 * (even/odd; a/b/c), direct recursion, and a callback called from the C
 * library (spontaneous).  Each round of calls is fixed; the rounds go on
 * until 0.3 s of CPU is used, so every function gets samples on any
 * machine.
 */
#include <stdio.h>
#include <stdlib.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))

static volatile double sink;

NOINLINE static void work(int n)
{
	for (int i = 0; i < n * 200; i++)
		sink += i * 0.5;
}

NOINLINE int odd(int n);
NOINLINE int even(int n)
{
	work(3);
	return n == 0 ? 1 : odd(n - 1);
}

NOINLINE int odd(int n)
{
	work(2);
	return n == 0 ? 0 : even(n - 1);
}

NOINLINE int a(int n);
NOINLINE int b(int n)
{
	work(1);
	return n > 0 ? a(n - 1) : 1;
}

NOINLINE int c(int n)
{
	work(2);
	return n > 0 ? a(n / 2) : 2;
}

NOINLINE int a(int n)
{
	work(1);
	return n > 0 ? b(n - 1) + c(n - 1) : 0;
}

NOINLINE int fact(int n)
{
	work(1);
	return n <= 1 ? 1 : n * fact(n - 1) % 1000003;
}

NOINLINE static int by_value(const void *x, const void *y)
{
	return *(const int *)x - *(const int *)y;
}

NOINLINE void sort_some(void)
{
	int v[64];

	for (int i = 0; i < 64; i++)
		v[i] = (i * 7919) % 64;
	qsort(v, 64, sizeof v[0], by_value);
}

int main(void)
{
	double used;
	int s = 0;

	BURN_CPU(0.3, used, 1, {
		s += even(20);
		s += a(8);
		s += fact(12);
		sort_some();
	});
	printf("%d %.3f\n", s, used);
	return 0;
}
