/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A program whose text begins with a function gprof rejects by its name
 * (a dotted one, as GCC's f.isra.0 and f.part.0 clones have), which
 * takes most of the run, and a named one after it.
 */
#include <stdio.h>

#include "cputime.h"

volatile unsigned long sink;

static void dotted(double s) __asm__("dotted.part.0");

__attribute__((noinline)) static void dotted(double s)
{
	double used;

	BURN_CPU(s, used, 200000, sink += i);
	(void)used;
}

__attribute__((noinline)) void named(double s)
{
	double used;

	BURN_CPU(s, used, 200000, sink += i);
	(void)used;
}

int main(void)
{
	for (int i = 0; i < 3; i++)
		dotted(0.1);
	named(0.1);
	return 0;
}
