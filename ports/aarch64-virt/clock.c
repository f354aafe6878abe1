/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The profiling clock on qemu virt (AArch64): the EL1 virtual timer,
 * interrupt 27 (a private peripheral interrupt) through the GICv2.  The
 * timer fires while the virtual count is at or past CNTV_CVAL; moving
 * CVAL one interval on clears it.  The count runs at CNTFRQ (62.5 MHz in qemu
 * 7.2), on instruction-count time under -icount.
 */
#include "gmon_core.h"
#include "board.h"

#define GICD 0x08000000ul
#define GICC 0x08010000ul
#define REG(a) (*(volatile uint32_t *)(a))
#define GICD_CTLR REG(GICD + 0x000)
#define GICD_ISENABLER0 REG(GICD + 0x100)
#define GICD_ICENABLER0 REG(GICD + 0x180)
#define GICC_CTLR REG(GICC + 0x000)
#define GICC_PMR REG(GICC + 0x004)
#define GICC_IAR REG(GICC + 0x00c)
#define GICC_EOIR REG(GICC + 0x010)
#define TIMER_IRQ 27
#define SPURIOUS 1023

void port_irq(uintptr_t pc);
void port_exception(uint64_t esr, uintptr_t pc);

static uint64_t interval;

static uint64_t sysreg_cntfrq(void)
{
	uint64_t v;

	__asm__ volatile("mrs %0, cntfrq_el0" : "=r"(v));
	return v;
}

static uint64_t sysreg_cntvct(void)
{
	uint64_t v;

	__asm__ volatile("isb; mrs %0, cntvct_el0" : "=r"(v));
	return v;
}

static uint64_t get_cval(void)
{
	uint64_t v;

	__asm__ volatile("mrs %0, cntv_cval_el0" : "=r"(v));
	return v;
}

static void set_cval(uint64_t v)
{
	__asm__ volatile("msr cntv_cval_el0, %0; isb" : : "r"(v));
}

unsigned gmon_port_clock_start(unsigned hz)
{
	uint64_t freq = sysreg_cntfrq();

	if (hz == 0 || hz > freq)
		hz = PORT_HZ;
	interval = freq / hz;
	GICD_CTLR = 1;
	GICD_ISENABLER0 = 1u << TIMER_IRQ;
	GICC_PMR = 0xff;	/* let every priority through */
	GICC_CTLR = 1;
	set_cval(sysreg_cntvct() + interval);
	__asm__ volatile("msr cntv_ctl_el0, %0; isb" : : "r"((uint64_t)1));
	__asm__ volatile("msr daifclr, #2");	/* unmask IRQs */
	return (unsigned)(freq / interval);
}

/*
 * IRQs are masked first, so a tick already pending is never taken after
 * this returns.  This program has no other interrupts; a kernel would
 * rather disable interrupt 27 at the distributor and then dsb; isb.
 */
void gmon_port_clock_stop(void)
{
	__asm__ volatile("msr daifset, #2");
	__asm__ volatile("msr cntv_ctl_el0, %0; isb" : : "r"((uint64_t)0));
	GICD_ICENABLER0 = 1u << TIMER_IRQ;
}

/* From irq_entry (start.S). */
void port_irq(uintptr_t pc)
{
	uint32_t iar = GICC_IAR;
	uint32_t id = iar & 0x3ff;

	if (id == SPURIOUS)
		return;
	if (id == TIMER_IRQ) {
		set_cval(get_cval() + interval);	/* no drift */
		gmon_sample(pc, 1);
	}
	GICC_EOIR = iar;
}

void port_exception(uint64_t esr, uintptr_t pc)
{
	port_fault("exception", (uintptr_t)esr, pc);
}

/* Nothing is lost that the clock could know of. */
void gmon_port_clock_report(void)
{
}
