/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * xv6 program (tests/xv6_test.c runs it): profil(2) as the kernel
 * implements it (ports/xv6/kernel/profil.c), checked from user space.
 * One line a check, "ok NAME" or "FAIL NAME: why", then
 * "profiltest: N failed".
 *
 * Ticks come from the kernel's profiling clock while the program spins
 * in spin_a or spin_b, two loops of two 4-byte instructions at known
 * addresses, one after the other.  Which of a loop's two instructions
 * the ticks find depends on how the clock's period and the loop line
 * up (all of them may fall on one), so a check accepts either and
 * looks at every other bin.  A check spins until enough ticks were
 * counted (or, where none may be, for a fixed number of xv6 clock
 * ticks), never for a number of iterations.
 */
#include "kernel/types.h"
#include "kernel/stat.h"
#include "user/user.h"

#include "gmon_xv6.h"

#define PAGE 4096
#define ENOUGH 20		/* ticks a check waits for */
#define PATIENCE 30		/* xv6 clock ticks (of 100 ms) it waits at most */
#define QUIET 2			/* xv6 ticks a check spins expecting none */
#define LOOP 12			/* bytes from spin_a to spin_b */

/*
 * addi at +0, bnez at +4, ret at +8; spin_b the same, 12 bytes on.  Not
 * at address 0, so that an offset can lie below them.
 */
void spin_a(unsigned long n);
void spin_b(unsigned long n);
asm(".text\n"
    ".option push\n.option norvc\n"
    ".balign 4\n"
    "	nop\n	nop\n	nop\n	nop\n"
    ".globl spin_a\n"
    "spin_a:\n"
    "1:	addi a0, a0, -1\n"
    "	bnez a0, 1b\n"
    "	ret\n"
    ".globl spin_b\n"
    "spin_b:\n"
    "2:	addi a0, a0, -1\n"
    "	bnez a0, 2b\n"
    "	ret\n"
    ".option pop\n");

#define A ((unsigned long)spin_a)

static int failed;
static unsigned short big[PAGE];	/* in .bss: see exec_turns_off */

static void ok(const char *name)
{
	printf("ok %s\n", name);
}

static void fail(const char *name, const char *why)
{
	printf("FAIL %s: %s\n", name, why);
	failed++;
}

static void check(const char *name, int good, const char *why)
{
	if (good)
		ok(name);
	else
		fail(name, why);
}

static unsigned long total(const volatile unsigned short *bins, int n)
{
	unsigned long sum = 0;
	int i;

	for (i = 0; i < n; i++)
		sum += bins[i];
	return sum;
}

/*
 * Spin (in spin_a, and in spin_b too if both) until the first n bins
 * of b hold `want' ticks or PATIENCE runs out; 1 if they did.
 */
static int spin_until(const unsigned short *b, int n, unsigned long want,
		      int both)
{
	int start = uptime();

	while (total(b, n) < want) {
		if (uptime() - start > PATIENCE)
			return 0;
		spin_a(100000);
		if (both)
			spin_b(100000);
	}
	return 1;
}

/* Spin in spin_a for QUIET xv6 ticks (or in spin_b). */
static void spin_quietly(int in_b)
{
	int start = uptime();

	while (uptime() - start < QUIET)
		(in_b ? spin_b : spin_a)(100000);
}

/* A page-aligned, zeroed buffer of n pages from sbrk. */
static unsigned short *pages(int n)
{
	char *p = sbrk(0);

	sbrk((PAGE - (uint64)p % PAGE) % PAGE);
	p = sbrk(n * PAGE);
	memset(p, 0, n * PAGE);
	return (unsigned short *)p;
}

static void wild_buffers(void)
{
	unsigned short *b = pages(1);
	char *end = sbrk(0);

	check("wild_kernel", profil((unsigned short *)0x80000000UL, 64, 0,
				    0x10000) < 0, "a kernel address was taken");
	check("wild_past_sz", profil((unsigned short *)(end + PAGE), 64, 0,
				     0x10000) < 0, "memory past sbrk was taken");
	check("wild_straddling", profil((unsigned short *)(end - 32), 64, 0,
					0x10000) < 0,
	      "a buffer running past sbrk was taken");
	check("wild_past_maxva", profil((unsigned short *)(1UL << 40), 64, 0,
					0x10000) < 0,
	      "an address past the page tables was taken");
	check("wild_wraps", profil(b, ~0UL - 16, 0, 0x10000) < 0,
	      "a size that wraps around was taken");
	check("wild_odd", profil((unsigned short *)((char *)b + 1), 64, 0,
				 0x10000) < 0, "an odd address was taken");
	check("wild_text", profil((unsigned short *)spin_a, 64, 0,
				  0x10000) < 0, "read-only text was taken");
	check("good_buffer", profil(b, 64, 0, 0x10000) == 0,
	      "a buffer of the program's own was refused");
	profil(0, 0, 0, 0);
}

/*
 * The bin of pc is ((pc - offset) / 2) * scale / 65536.  With offset
 * spin_a - delta, spin_a's ticks (at +0 and +4, and at +8 as it
 * returns) go to the bins of delta, delta + 4 and delta + 8, and no
 * others.
 */
static unsigned bin_of(unsigned long from_offset, unsigned scale)
{
	return (unsigned)(((from_offset / 2) * (unsigned long)scale) >> 16);
}

static void bins_for(const char *name, unsigned scale, unsigned delta)
{
	unsigned short *b = pages(1);
	unsigned i;
	int stray = 0;

	if (profil(b, 16, A - delta, scale) != 0) {
		fail(name, "profil refused");
		return;
	}
	if (!spin_until(b, 8, ENOUGH, 0)) {
		fail(name, "no ticks counted");
		profil(0, 0, 0, 0);
		return;
	}
	profil(0, 0, 0, 0);
	for (i = 0; i < 8; i++)
		if (i != bin_of(delta, scale) && i != bin_of(delta + 4, scale) &&
		    i != bin_of(delta + 8, scale) && b[i] != 0)
			stray = 1;
	check(name, !stray, "ticks in the wrong bins");
}

/*
 * Ticks below the offset, or past the buffer's end, count nowhere: a
 * buffer that covers spin_b only while the program spins in spin_a,
 * and one that covers spin_a only while it spins in spin_b.
 */
static void offset_and_size(void)
{
	unsigned short *b = pages(1);

	profil(b, LOOP, A + LOOP, 0x10000);
	spin_quietly(0);
	check("below_offset", total(b, LOOP / 2) == 0,
	      "ticks below the offset were counted");
	profil(b, LOOP, A, 0x10000);
	spin_quietly(1);
	check("past_buffer", total(b, LOOP / 2) == 0,
	      "ticks past the buffer were counted");
	check("in_buffer", spin_until(b, LOOP / 2, ENOUGH, 0),
	      "ticks in the buffer were not counted");
	profil(0, 0, 0, 0);
}

/* Scale 0 and scale 1 turn profiling off. */
static void off_scales(void)
{
	unsigned short *b = pages(1);
	unsigned scale;

	for (scale = 0; scale <= 1; scale++) {
		profil(b, 8, A, 0x10000);
		spin_until(b, 4, 1, 0);
		profil(b, 8, A, scale);
		memset(b, 0, 8);
		spin_quietly(0);
		check(scale ? "scale_1_off" : "scale_0_off",
		      total(b, 4) == 0, "ticks counted after profil turned off");
	}
}

/*
 * A bin stops at 65535.  At scale 0x4000 (8 bytes a bin) spin_a's ticks
 * go to bin 0, spin_b's to bins 1 and 2; the program spins in both.
 */
static void saturates(void)
{
	unsigned short *b = pages(1);

	b[0] = 65530;
	profil(b, 6, A, 0x4000);
	spin_until(b, 3, 65530 + 2 * ENOUGH, 1);
	profil(0, 0, 0, 0);
	check("saturates", b[0] == 65535, "bin 0 wrapped past 65535");
}

/*
 * Pages given back while profiling: the next update would fault, and
 * turns profiling off; the same addresses mapped again stay untouched.
 */
static void fault_turns_off(void)
{
	unsigned short *b = pages(2);

	profil(b, 2 * PAGE, A, 0x10000);
	spin_until(b, 4, 1, 0);
	sbrk(-2 * PAGE);
	spin_quietly(0);
	if (sbrk(2 * PAGE) != (char *)b) {
		fail("fault_off", "sbrk did not give the same pages back");
		return;
	}
	spin_quietly(0);
	check("fault_off", total(b, 4) == 0,
	      "ticks counted in pages mapped again after the fault");
	profil(0, 0, 0, 0);
}

/* After fork both count, each into its own copy. */
static void fork_counts_apart(void)
{
	unsigned short *b = pages(1);
	unsigned long before;
	int pid, status = -1;

	profil(b, 8, A, 0x10000);
	spin_until(b, 4, 1, 0);
	pid = fork();
	if (pid == 0)
		exit(spin_until(b, 4, total(b, 4) + ENOUGH, 0) ? 0 : 1);
	before = total(b, 4);	/* the parent sleeps in wait meanwhile */
	wait(&status);
	check("fork_child_counts", status == 0,
	      "the child's ticks were not counted in its copy");
	check("fork_parent_apart", total(b, 4) == before,
	      "the child's ticks reached the parent's buffer");
	spin_until(b, 4, before + 1, 0);
	check("fork_parent_counts", total(b, 4) > before,
	      "the parent stopped counting after fork");
	profil(0, 0, 0, 0);
}

/*
 * exec turns profiling off: the new image has `big' at the same
 * address, and it must stay zero.
 */
static void exec_turns_off(char *self)
{
	char *argv[] = { self, "exec-child", 0 };
	int pid, status = -1;

	pid = fork();
	if (pid == 0) {
		profil(big, sizeof big, A, 0x10000);
		exec(self, argv);
		exit(2);
	}
	wait(&status);
	check("exec_off", status == 0, "ticks reached the exec'd image");
}

int main(int argc, char **argv)
{
	if (argc == 2 && strcmp(argv[1], "exec-child") == 0) {
		spin_quietly(0);
		exit(total(big, PAGE) == 0 ? 0 : 1);
	}
	wild_buffers();
	bins_for("bins_scale_10000", 0x10000, 0);
	bins_for("bins_scale_10000_offset", 0x10000, 2);
	bins_for("bins_scale_8000", 0x8000, 0);
	bins_for("bins_scale_18000", 0x18000, 0);
	offset_and_size();
	off_scales();
	saturates();
	fault_turns_off();
	fork_counts_apart();
	exec_turns_off(argv[0]);
	printf("profiltest: %d failed\n", failed);
	exit(failed != 0);
}
