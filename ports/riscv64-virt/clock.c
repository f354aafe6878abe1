/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The profiling clock on qemu virt: the CLINT's machine timer.  mtime
 * counts at 10 MHz; an interrupt is pending while mtime >= mtimecmp, and
 * writing mtimecmp clears it, so each tick moves mtimecmp one interval
 * on.  Under -icount the timer runs on instruction-count time and a tick
 * falls every fixed number of instructions.
 */
#include "gmon_core.h"
#include "board.h"

#define MTIME ((volatile uint64_t *)0x0200bff8)
#define MTIMECMP0 ((volatile uint64_t *)0x02004000)	/* hart 0 */
#define TIMEBASE_HZ 10000000u
#define MIE_MTIE (1u << 7)
#define MSTATUS_MIE (1u << 3)
#define CAUSE_INTERRUPT ((uintptr_t)1 << 63)
#define CAUSE_MTIMER 7

void port_trap(uintptr_t cause, uintptr_t pc);

static uint64_t interval;

unsigned gmon_port_clock_start(unsigned hz)
{
	if (hz == 0 || hz > TIMEBASE_HZ)
		hz = PORT_HZ;
	interval = TIMEBASE_HZ / hz;
	*MTIMECMP0 = *MTIME + interval;
	__asm__ volatile("csrs mie, %0" : : "r"(MIE_MTIE));
	__asm__ volatile("csrs mstatus, %0" : : "r"(MSTATUS_MIE));
	return (unsigned)(TIMEBASE_HZ / interval);
}

/* With MTIE clear no timer interrupt can be taken afterwards. */
void gmon_port_clock_stop(void)
{
	__asm__ volatile("csrc mie, %0" : : "r"(MIE_MTIE));
}

/* Called from trap_entry (start.S) for every trap. */
void port_trap(uintptr_t cause, uintptr_t pc)
{
	if (cause == (CAUSE_INTERRUPT | CAUSE_MTIMER)) {
		*MTIMECMP0 += interval;
		gmon_sample(pc, 1);
		return;
	}
	port_fault("trap", cause, pc);
}

/* Nothing is lost that the clock could know of. */
void gmon_port_clock_report(void)
{
}
