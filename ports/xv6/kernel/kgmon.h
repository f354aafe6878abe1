/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * What the patched xv6 kernel calls in libgmon's xv6 port: included at
 * the end of kernel/defs.h, so after xv6's own types.
 */
#ifndef GMON_XV6_KGMON_H
#define GMON_XV6_KGMON_H

#include "gmon_xv6.h"

/*
 * The machine-mode timer's scratch words (start.c, kernelvec.S's
 * timervec): xv6's five, then the pc the last timer interrupt
 * interrupted and how many interrupts came since the kernel last
 * sampled (timervec writes both).
 */
#define KGMON_SCRATCH_WORDS 7
#define KGMON_SCRATCH_INTERVAL 4
#define KGMON_SCRATCH_PC 5
#define KGMON_SCRATCH_TICKS 6
extern uint64 timer_scratch[][KGMON_SCRATCH_WORDS];

/* main(), first thing on every hart: its thread pointer, its clock. */
void kgmon_hart_start(void);

/*
 * cpuid(): the hart's id, from its thread pointer, which points at the
 * hart's copy of the TLS template in kgmon_tls (hart.c).  Inline: xv6
 * asks on every mycpu().
 */
#define KGMON_TLS_BYTES 256
extern char kgmon_tls[][KGMON_TLS_BYTES];
static inline int kgmon_cpuid(void)
{
	uint64 tp;

	asm volatile("mv %0, tp" : "=r"(tp));
	return (int)((tp - (uint64)kgmon_tls) / KGMON_TLS_BYTES);
}
/*
 * devintr(), at the timer's software interrupt: take the samples; 1 if
 * xv6's own clock ticks now (every GMON_XV6_TICKS_PER_XV6_TICK), else 0.
 */
int kgmon_clock_tick(void);

/* profil(2) (profil.c): its system call, fork and exec. */
uint64 sys_profil(void);
void profil_fork(struct proc *parent, struct proc *child);
void profil_exec(struct proc *p);
/* a tick of p in user mode at pc */
void profil_tick(struct proc *p, uint64 pc);

/* the kernel's own profile (kgmon.c) */
void kgmon_boot(void);
void kgmon_sample(uint64 pc, unsigned ticks);

#endif
