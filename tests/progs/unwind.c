/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * For debugger tests (tests/cross/unwind.c): main calls
 * outer() twice, outer() calls inner(), inner() calls the C library.
 * Every profiled function here makes a call of its own, so each keeps
 * its return address in its frame.  The first round takes mcount's C
 * path (new arcs), the second the stub's hot path.
 */
#include <stdlib.h>

#define NOINLINE __attribute__((noinline))

static long (*volatile ext)(long) = labs;

NOINLINE int inner(int x) { return (int)ext(x) + 1; }
NOINLINE int outer(int x) { return inner(x) * 2; }

int main(void)
{
	return outer(3) + outer(-3) == 16 ? 0 : 1;
}
