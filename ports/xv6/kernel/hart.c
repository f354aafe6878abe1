/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Every hart of the profiled xv6 kernel: its thread pointer and its
 * clock.
 *
 * The core keeps the calling thread's arc table in thread-local
 * storage, in the local-exec model: tp plus an offset fixed at link
 * time.  In the kernel a "thread" is a hart.  kgmon_hart_start() gives
 * each hart a copy of the TLS template (tls.ld names it) and points tp
 * at that copy, so that each hart counts its arcs into a table of its
 * own, exactly, without atomics, as a thread does on Linux.  xv6 kept
 * the hartid in tp; cpuid() asks kgmon_cpuid(), which computes it from
 * where tp points.
 *
 * The clock: xv6's machine-mode timer interrupt (timervec) re-arms
 * itself every timer_scratch[hart][4] mtime cycles and raises a
 * supervisor software interrupt.  Set to GMON_XV6_HZ here, it is the
 * profiling clock; timervec also notes the pc it interrupted and counts
 * the interrupts (timer_scratch[hart][5], [6]), so that a sample names
 * the instruction the timer found, even in code that runs with
 * interrupts off, where the software interrupt waits.  Every
 * GMON_XV6_TICKS_PER_XV6_TICK-th interrupt is still xv6's own tick.
 *
 * A kernel thread that xv6 preempts inside the mcount stub could go on
 * on another hart, between reading its hart's table and counting in it:
 * two harts would then count in one table without atomics.  So no tick
 * of xv6's (which yields) falls while the interrupted pc is in the stub;
 * it comes at the next interrupt.  Everything else the core does on
 * mcount's behalf is safe to move (atomic, or done with interrupts off).
 */
#include "kernel/types.h"
#include "kernel/param.h"
#include "kernel/memlayout.h"
#include "kernel/riscv.h"
#include "kernel/spinlock.h"
#include "kernel/proc.h"
#include "kernel/defs.h"

extern char __gmon_tls_start[], __gmon_tdata_end[];	/* tls.ld */
extern char _mcount[], kgmon_stub_end[];		/* ../mcount.S */

/* Each hart's copy of the TLS template: tls.ld checks that it fits. */
char kgmon_tls[NCPU][KGMON_TLS_BYTES] __attribute__((aligned(64)));
static int ticks_to_xv6[NCPU];	/* this hart's interrupts until xv6's tick */

/*
 * Runs before anything compiled with -pg: until tp points at the hart's
 * copy, mcount would read its table from wherever the hartid points.
 */
void kgmon_hart_start(void)
{
	int id = (int)r_tp();	/* start.c left the hartid there */
	char *from = __gmon_tls_start, *to = kgmon_tls[id];

	while (from < __gmon_tdata_end)	/* .tbss stays zero, as kgmon_tls is */
		*to++ = *from++;
	w_tp((uint64)kgmon_tls[id]);
	timer_scratch[id][KGMON_SCRATCH_INTERVAL] =
		GMON_XV6_TIMEBASE / GMON_XV6_HZ;
	ticks_to_xv6[id] = GMON_XV6_TICKS_PER_XV6_TICK;
	if (id == 0)
		kgmon_boot();
}

static int in_stub(uint64 pc)
{
	return pc >= (uint64)_mcount && pc < (uint64)kgmon_stub_end;
}

/*
 * Interrupts since the last call, and the pc the last one found: a
 * kernel pc is the kernel's sample (all of them: the earlier ones
 * found the kernel too, with interrupts off); a user pc is the running
 * process's profil(2) tick (one: before it the hart was in the kernel).
 */
int kgmon_clock_tick(void)
{
	int id = kgmon_cpuid();
	uint64 *scratch = timer_scratch[id];
	uint64 n = __atomic_exchange_n(&scratch[KGMON_SCRATCH_TICKS], 0,
				       __ATOMIC_RELAXED);
	uint64 pc = __atomic_load_n(&scratch[KGMON_SCRATCH_PC],
				    __ATOMIC_RELAXED);

	if (n == 0)
		return 0;
	if (pc >= KERNBASE)
		kgmon_sample(pc, (unsigned)n);
	else if ((r_sstatus() & SSTATUS_SPP) == 0)
		profil_tick(myproc(), pc);
	ticks_to_xv6[id] -= (int)n;
	if (ticks_to_xv6[id] > 0 || in_stub(r_sepc()))
		return 0;
	ticks_to_xv6[id] = GMON_XV6_TICKS_PER_XV6_TICK;
	return 1;
}
