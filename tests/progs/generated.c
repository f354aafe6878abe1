/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Generated code: 64 callers of one shape, each calling any of 64
 * callees of one shape through a pointer from the same place, so that
 * call sites and callees sit at regular distances (a power of two apart
 * at -O2 on most targets).  Every caller calls every callee argv[1]
 * times: 4096 arcs of argv[1] calls each.  Prints the number of calls.
 */
#include <stdio.h>
#include <stdlib.h>

#define NOINLINE __attribute__((noinline))

typedef unsigned long (*callee_fn)(unsigned long);

#define G(n) NOINLINE unsigned long g##n(unsigned long x) \
	{ return x * 0x9e37u + n; }
#define C(n) NOINLINE unsigned long c##n(callee_fn f, unsigned long x) \
	{ return f(x ^ n) + 1; }
#define GP(n) g##n,
#define CP(n) c##n,
#define D8(M, p) M(p##0) M(p##1) M(p##2) M(p##3) M(p##4) M(p##5) M(p##6) M(p##7)
#define D64(M) D8(M, 1) D8(M, 2) D8(M, 3) D8(M, 4) \
	       D8(M, 5) D8(M, 6) D8(M, 7) D8(M, 8)

D64(G)
D64(C)

static callee_fn const callees[] = { D64(GP) };
static unsigned long (*const callers[])(callee_fn, unsigned long) = { D64(CP) };

#define N (sizeof callees / sizeof callees[0])

int main(int argc, char **argv)
{
	unsigned long rounds = argc > 1 ? strtoul(argv[1], NULL, 10) : 10;
	unsigned long sum = 0, calls = 0;

	for (unsigned long r = 0; r < rounds; r++)
		for (size_t i = 0; i < N; i++)
			for (size_t j = 0; j < N; j++) {
				sum += callers[i](callees[j], r);
				calls += 2;
			}
	printf("calls %lu sum %lu\n", calls, sum & 0xff);
	return 0;
}
