/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The profiling clock on a Cortex-M3: SysTick, the core's own 24-bit
 * down-counter, clocked by the processor clock (25 MHz on qemu's
 * mps2-an385; under -icount it counts instruction-count time).  It
 * reloads itself, so the handler only counts the sample.
 */
#include "gmon_core.h"
#include "board.h"

#define SYST_CSR (*(volatile uint32_t *)0xe000e010)
#define SYST_RVR (*(volatile uint32_t *)0xe000e014)
#define SYST_CVR (*(volatile uint32_t *)0xe000e018)
#define CSR_ENABLE 1u
#define CSR_TICKINT 2u
#define CSR_CLKSOURCE 4u	/* the processor clock */
#define CPU_HZ 25000000u
#define RELOAD_MAX 0xffffffu

void port_tick(uintptr_t pc);
void port_exception(uint32_t ipsr, uintptr_t pc);

unsigned gmon_port_clock_start(unsigned hz)
{
	uint32_t ticks;

	if (hz == 0 || hz > CPU_HZ)
		hz = PORT_HZ;
	ticks = CPU_HZ / hz;
	if (ticks > RELOAD_MAX + 1)
		ticks = RELOAD_MAX + 1;		/* slowest: about 1.5 Hz */
	SYST_CSR = 0;
	SYST_RVR = ticks - 1;
	SYST_CVR = 0;
	SYST_CSR = CSR_ENABLE | CSR_TICKINT | CSR_CLKSOURCE;
	return (unsigned)(CPU_HZ / ticks);
}

/* Disabling the counter also stops further SysTick exceptions. */
void gmon_port_clock_stop(void)
{
	SYST_CSR = 0;
}

/* From the SysTick entry (start.S) with the stacked pc. */
void port_tick(uintptr_t pc)
{
	gmon_sample(pc, 1);
}

void port_exception(uint32_t ipsr, uintptr_t pc)
{
	port_fault("exception", ipsr, pc);
}

/* Nothing is lost that the clock could know of. */
void gmon_port_clock_report(void)
{
}
