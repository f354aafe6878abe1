/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A program whose own functions have the names of the profiling
 * interface: monitor(), profil(), moncontrol(), monstartup().  None is
 * reserved to the C library, so `cc -pg' links this program, and the
 * runtime must neither refuse it nor call these in place of its own.
 */
#include <stdio.h>

__attribute__((noinline)) int monitor(int x)
{
	return x * 2;
}

__attribute__((noinline)) int profil(int a)
{
	return a + 1;
}

__attribute__((noinline)) void moncontrol(int *p)
{
	*p += 3;
}

__attribute__((noinline)) long monstartup(long a, long b)
{
	return a + b;
}

int main(void)
{
	long s = 0;
	int v = 0, i;

	for (i = 0; i < 1000; i++) {
		s += monitor(i) + profil(i) + monstartup(i, 1);
		moncontrol(&v);
	}
	printf("%ld %d\n", s, v);
	return 0;
}
