/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A call-graph workload with known counts: plain calls, recursion, mutual
 * recursion, calls through function pointers, a qsort callback and three
 * hundred small functions.  Built the same way with gmon-cc and with the
 * C library's `cc -pg', the two profiles must agree arc for arc.
 */
#include <stdio.h>
#include <stdlib.h>

#define NOINLINE __attribute__((noinline))

volatile int sink;

NOINLINE int leaf(int x) { sink++; return x * 3; }

NOINLINE int mid(int x)
{
	int s = 0;

	for (int i = 0; i < 4; i++)
		s += leaf(x + i);
	return s;
}

NOINLINE int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

NOINLINE int is_odd(unsigned n);
NOINLINE int is_even(unsigned n) { sink++; return n == 0 ? 1 : is_odd(n - 1); }
NOINLINE int is_odd(unsigned n) { sink++; return n == 0 ? 0 : is_even(n - 1); }

NOINLINE int op_add(int a, int b) { sink++; return a + b; }
NOINLINE int op_sub(int a, int b) { sink++; return a - b; }
NOINLINE int op_mul(int a, int b) { sink++; return a * b; }

static int (*const ops[])(int, int) = { op_add, op_sub, op_mul };

NOINLINE int by_pointer(int rounds)
{
	int s = 0;

	for (int i = 0; i < rounds; i++)
		s += ops[i % 3](i, 7);
	return s;
}

NOINLINE int compare_ints(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

/* Three hundred functions f100..f399, each called three times by many(). */
#define F(n) NOINLINE int f##n(int x) { sink++; return x ^ n; }
#define F10(a) F(a##0) F(a##1) F(a##2) F(a##3) F(a##4) F(a##5) F(a##6) F(a##7) F(a##8) F(a##9)
#define F100(a) F10(a##0) F10(a##1) F10(a##2) F10(a##3) F10(a##4) F10(a##5) F10(a##6) F10(a##7) F10(a##8) F10(a##9)
F100(1) F100(2) F100(3)
#undef F
#define F(n) s += f##n(i);

NOINLINE int many(void)
{
	int s = 0;

	for (int i = 0; i < 3; i++) {
		F100(1) F100(2) F100(3)
	}
	return s;
}

int main(void)
{
	int v[64], s = 0;

	for (int i = 0; i < 10; i++)
		s += mid(i);
	s += fib(15);
	s += is_even(25) + is_odd(40);
	s += by_pointer(300);
	for (int i = 0; i < 64; i++)
		v[i] = (i * 37) % 64;
	qsort(v, 64, sizeof v[0], compare_ints);
	s += many();
	printf("%d %d\n", s, v[5]);
	return 0;
}
