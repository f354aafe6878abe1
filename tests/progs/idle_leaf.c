/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* idle_leaf() is called 10 times and takes no time; busy() burns 0.2 s. */
#include "cputime.h"

volatile unsigned long s;

__attribute__((noinline)) void idle_leaf(void) { s++; }

__attribute__((noinline)) double busy(void)
{
	double u;

	BURN_CPU(0.2, u, 20000, s += i);
	return u;
}

int main(void)
{
	for (int i = 0; i < 10; i++)
		idle_leaf();
	return busy() < 0;
}
