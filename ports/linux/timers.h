/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * What the files of the CPU-time timers share, in the order they call
 * one another (tests/port_layers.sh):
 *
 *   cputimer.c  a CPU-time timer's ticks and windows, and what a late
 *               tick counts
 *   owntime.c   process mode (no /proc): each thread's own time out
 *               of the process-wide timer's ticks
 *   timers.c    the timers of the threads and of the process, and what
 *               clock.c asks of them (linux.h)
 *
 * Only these three include it.
 */
#ifndef GMON_LINUX_TIMERS_H
#define GMON_LINUX_TIMERS_H

#include "linux.h"

/* A CPU-time timer and the count of its windows. */
struct cpu_timer {
	unsigned owed;		/* atomic: ticks due before the first came */
	unsigned long ticks;	/* atomic: ticks that came */
	uintptr_t last_pc;	/* atomic: where the last tick found us */
	unsigned long seen_at;	/* atomic: gmon_linux_seen_us() then */
	int id;			/* the kernel's timer id */
	long left;		/* ns of CPU to its next tick */
	long long cpu_on;	/* its clock when the window opened */
	unsigned long ticks_on;	/* ticks then */
};

/* The CPU clock of thread `tid' (the kernel's MAKE_THREAD_CPUCLOCK). */
static inline clockid_t thread_clock(pid_t tid)
{
	return (clockid_t)((~(unsigned)tid << 3) | 6u);
}

/* ---- cputimer.c ---- */

/*
 * The timers' interval, which timers.c sets as the clock starts, under
 * the tables' lock (gmon_linux_ticks_every()), and the ticks that
 * were a thread's that blocks the signal, counted unsampled (the report
 * at exit says so).
 */
struct gmon_linux_ticks {
	long interval;		/* ns */
	unsigned long stray;	/* atomic */
};
GMON_HIDDEN extern struct gmon_linux_ticks gmon_linux_ticks;

/* The timers tick every `interval' ns from now on (under the lock). */
GMON_HIDDEN void gmon_linux_ticks_every(long interval);
/* Seed the random first ticks, once (under the lock). */
GMON_HIDDEN void gmon_linux_ticks_seed(void);
/*
 * [signal] The CPU time, in us, that the kernel's ticks saw `clock' run
 * (its tick-sampled clock): word-sized, compared by difference.
 */
GMON_HIDDEN unsigned long gmon_linux_seen_us(clockid_t clock);
/*
 * A window of c's opens: count from here, and arm c to tick first after
 * `first' ns (0: a random part of the interval).
 */
GMON_HIDDEN void gmon_linux_open_window(struct cpu_timer *c, clockid_t clock,
					long first);
/*
 * A window of c's closes: disarm c and count the ticks the window was
 * owed; the clock's reading, -1 if it is gone.
 */
GMON_HIDDEN long long gmon_linux_close_window(struct cpu_timer *c,
					      clockid_t clock);
/*
 * [signal] A tick of c's of `ticks' (1 and the timer's overruns) came
 * at pc, the kernel's ticks having seen `seen' us of its clock since
 * the last: how many samples it is worth (worth()).
 */
GMON_HIDDEN unsigned gmon_linux_tick_came(struct cpu_timer *c, unsigned ticks,
					  uintptr_t pc, unsigned long seen);
/* [signal] gmon_linux_seen_us() of c's clock now, and since c's last
 * tick. */
GMON_HIDDEN unsigned long gmon_linux_seen_since(struct cpu_timer *c,
						clockid_t clock,
						unsigned long *now);

/* ---- owntime.c ---- */

/*
 * [signal] Process mode: a tick of the process-wide timer `proc' of
 * `ticks' at pc (asleep: in a thread asleep in a system call): how
 * many samples it is worth there.
 */
GMON_HIDDEN unsigned gmon_linux_own_tick(struct cpu_timer *proc,
					 unsigned ticks, uintptr_t pc,
					 int asleep);
/* [signal] The whole intervals this thread ran since its last process
 * tick (all its time, at its first). */
GMON_HIDDEN unsigned long gmon_linux_own_intervals(void);
/* The clock stops: what the pool holds, to the threads that ran it and
 * the rest at pc. */
GMON_HIDDEN void gmon_linux_own_give_back(uintptr_t pc);
/* A fork's child: an empty pool, and its one thread's time from 0. */
GMON_HIDDEN void gmon_linux_own_forget(void);

#endif
