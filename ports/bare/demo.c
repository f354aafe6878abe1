/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The workload of every reference port, compiled with -pg: main calls
 * mid 10 times, mid calls spin_a 3 times and spin_b once, and both spin
 * functions run the same loop.  gprof must show main->mid 10,
 * mid->spin_a 30, mid->spin_b 10, and spin_a with three times the self
 * time of spin_b.
 *
 * noipa keeps each function a function of its own under -O2: not
 * inlined, not cloned, not folded with its twin by identical code
 * folding.
 */
#ifndef LOOPS
#define LOOPS 1000000
#endif

int main(void);

static volatile unsigned long sink;

/* The same instructions in both spin functions; sink keeps them live. */
static inline void burn(unsigned long n)
{
	unsigned long x = 0, i;

	for (i = 0; i < n; i++)
		x += i ^ (x >> 3);
	sink = x;
}

/*
 * Each spin function starts a 64-byte block of its own: with a coarse
 * histogram (monitor() given 1024 bins for the cortex-m3 demo: 32 bytes
 * a bin) gprof shares a bin's samples among the functions it overlaps,
 * in proportion to the bytes of each, so no bin may hold both spin_a's
 * tail and spin_b's loop, wherever the code before them puts them.
 */
__attribute__((noipa, aligned(64))) static void spin_a(void)
{
	burn(LOOPS);
}

__attribute__((noipa, aligned(64))) static void spin_b(void)
{
	burn(LOOPS);
}

__attribute__((noipa)) static void mid(void)
{
	int i;

	for (i = 0; i < 3; i++)
		spin_a();
	spin_b();
}

int main(void)
{
	int i;

	for (i = 0; i < 10; i++)
		mid();
	return 0;
}
