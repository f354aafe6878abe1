/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A library for the loaded-objects tests, built several ways (with and
 * without -pg, linked or dlopen'ed): -DLIB=x names its functions
 * x_burn, x_calls and x_leaf, so that each library's are told apart;
 * with -DCTOR=n, its constructor calls x_calls(n) while it is loaded.
 */
#include "cputime.h"

#define NOINLINE __attribute__((noinline))
#define CAT(a, b) a##_##b
#define FN(lib, name) CAT(lib, name)

volatile unsigned long FN(LIB, sink);

NOINLINE int FN(LIB, leaf)(int x)
{
	return x * 3 + 1;
}

/* `n' calls of x_leaf: an exact arc count. */
NOINLINE long FN(LIB, calls)(int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		s += FN(LIB, leaf)(i);
	return s;
}

#ifdef CTOR
__attribute__((constructor)) static void FN(LIB, start)(void)
{
	FN(LIB, sink) += FN(LIB, calls)(CTOR);
}
#endif

/* Burn `seconds' of CPU time in this function; returns what it used. */
NOINLINE double FN(LIB, burn)(double seconds)
{
	double used;

	BURN_CPU(seconds, used, 200000, FN(LIB, sink) += i);
	return used;
}

#ifdef EXTRA
/* A different build of the same library: another size, another object. */
NOINLINE int FN(LIB, extra)(int x)
{
	return FN(LIB, leaf)(x) * 7;
}
#endif
