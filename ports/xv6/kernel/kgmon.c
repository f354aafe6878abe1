/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The kernel's own profile, as 4.4BSD's kgmon had it: libgmon's core
 * linked into the kernel, which is compiled with -pg (xv6.mk lists the
 * files that are not).  Profiling starts at boot and covers the
 * kernel's text; every hart counts arcs into a table of its own (hart.c)
 * and the profiling clock samples the kernel pc it interrupts.  The
 * kgmon device (gmon_xv6.h) halts, resumes and resets it and hands the
 * profile, in gmon.out format, to the kgmon program, which writes
 * kgmon.out.
 *
 * Here too are the functions of runtime/port.h for the kernel (those
 * of one image, and of threads that last, are ports/bare/'s image.c and
 * lasting.c).  The core is entered from normal code only with
 * kgmon_lock held, so with interrupts off: its idea of the calling
 * thread (a hart, by tp) stays true until it returns, and a hart that
 * waits for one of its locks waits for another that holds it with
 * interrupts off, briefly.
 */
#include "kernel/types.h"
#include "kernel/param.h"
#include "kernel/memlayout.h"
#include "kernel/riscv.h"
#include "kernel/spinlock.h"
#include "kernel/proc.h"
#include "kernel/sleeplock.h"
#include "kernel/fs.h"
#include "kernel/file.h"
#include "kernel/defs.h"

#include "port.h"
#include "sys/gmon.h"

/* The largest profile the device hands out: xv6's largest file. */
#define KGMON_OUT_BYTES ((NDIRECT + BSIZE / sizeof(uint)) * BSIZE)

extern char etext[];	/* kernel.ld */

static struct spinlock kgmon_lock;
static int halted;		/* kgmon -h, until -b */
static int failed;		/* the last start found no memory */
static int sampling;		/* atomic: the clock is started */
static int in_sample;		/* atomic: samples under way */
static int last_error;

/* What the device reads back: the last command's output. */
static char out[KGMON_OUT_BYTES];
static uint64 out_len, out_read;
static int out_discard;		/* a reset writes the old profile nowhere */

/* ---- the clock: hart.c's interrupts, sampled while it is started ---- */

void kgmon_sample(uint64 pc, unsigned ticks)
{
	__atomic_fetch_add(&in_sample, 1, __ATOMIC_SEQ_CST);
	if (__atomic_load_n(&sampling, __ATOMIC_SEQ_CST))
		gmon_sample(pc, ticks);
	__atomic_fetch_sub(&in_sample, 1, __ATOMIC_RELEASE);
}

unsigned gmon_port_clock_start(unsigned hz)
{
	(void)hz;	/* the clock runs at its own rate all the time */
	__atomic_store_n(&sampling, 1, __ATOMIC_SEQ_CST);
	return GMON_XV6_HZ;
}

/* After it returns, no hart is in gmon_sample() or enters it. */
void gmon_port_clock_stop(void)
{
	__atomic_store_n(&sampling, 0, __ATOMIC_SEQ_CST);
	while (__atomic_load_n(&in_sample, __ATOMIC_ACQUIRE) != 0)
		;
}

void gmon_port_clock_report(void)
{
}

/* ---- the rest of port.h: harts as threads ---- */

void gmon_port_init(struct gmon_config *cfg)
{
	cfg->hz = GMON_XV6_HZ;
	cfg->stacks = 0;	/* ports/bare/no_stacks.c */
}

/* A hart, by its thread pointer. */
uintptr_t gmon_port_thread_attach(void)
{
	return (uintptr_t)kgmon_cpuid() + 1;
}

/* Interrupts off: nothing preempts the core's copy of an arc table. */
uint64_t gmon_port_handlers_off(void)
{
	uint64_t on = intr_get();

	intr_off();
	return on;
}

void gmon_port_handlers_restore(uint64_t state)
{
	if (state)
		intr_on();
}

void gmon_port_set_errno(int err)
{
	last_error = err;
}

void gmon_port_message(const char *msg)
{
	printf("%s\n", msg);
}

/* ---- output: into out[], or nowhere ---- */

int gmon_port_out_open(const char *object, unsigned nth)
{
	(void)object;	/* one image */
	(void)nth;
	out_len = out_read = 0;
	return 0;
}

int gmon_port_out_write(const void *buf, size_t len)
{
	if (out_discard)
		return 0;
	if (len > sizeof out - out_len)
		return GMON_ENOSPC;
	memmove(out + out_len, buf, (uint)len);
	out_len += len;
	return 0;
}

int gmon_port_out_close(int error)
{
	if (error && !out_discard) {
		printf("kgmon: the profile is larger than %d bytes; "
		       "not written\n", (int)sizeof out);
		out_len = 0;
	}
	return error;
}

/* ---- boot, and the kgmon device ---- */

static void start(void)
{
	last_error = 0;
	__monstartup(KERNBASE, (uint64)etext);
	failed = last_error != 0;
	if (halted)
		moncontrol(0);
}

/* One line for the device to read back: whether it runs. */
static void say_state(void)
{
	const char *s = failed ? "kernel profiling is off: no memory "
				 "(KGMON_ARENA_KB)\n"
			: halted ? "kernel profiling is halted\n"
			: "kernel profiling is running\n";

	out_len = strlen(s);
	out_read = 0;
	memmove(out, s, (uint)out_len);
}

static int command(char c)
{
	switch (c) {
	case KGMON_BEGIN:
		halted = 0;
		moncontrol(1);
		return 0;
	case KGMON_HALT:
		halted = 1;
		moncontrol(0);
		return 0;
	case KGMON_RESET:
		out_discard = 1;
		_mcleanup();	/* writes nowhere, then starts afresh */
		out_discard = 0;
		start();
		out_len = out_read = 0;
		return 0;
	case KGMON_PROFILE:
		last_error = 0;
		if (gmon_dump() != 0 || last_error) {
			out_len = out_read = 0;
			return -1;
		}
		return 0;
	case KGMON_STATE:
		say_state();
		return 0;
	}
	return -1;
}

static int kgmon_write(int user_src, uint64 src, int n)
{
	int i;
	char c;

	for (i = 0; i < n; i++) {
		if (either_copyin(&c, user_src, src + i, 1) != 0)
			return -1;
		acquire(&kgmon_lock);
		if (command(c) != 0) {
			release(&kgmon_lock);
			return -1;
		}
		release(&kgmon_lock);
	}
	return n;
}

static int kgmon_read(int user_dst, uint64 dst, int n)
{
	uint64 m;

	acquire(&kgmon_lock);
	m = out_len - out_read;
	if (m > (uint64)n)
		m = (uint64)n;
	if (either_copyout(user_dst, dst, out + out_read, m) != 0) {
		release(&kgmon_lock);
		return -1;
	}
	out_read += m;
	release(&kgmon_lock);
	return (int)m;
}

void kgmon_boot(void)
{
	initlock(&kgmon_lock, "kgmon");
	devsw[KGMON_MAJOR].read = kgmon_read;
	devsw[KGMON_MAJOR].write = kgmon_write;
	start();
}
