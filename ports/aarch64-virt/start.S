/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Reset, exception vectors and the semihosting trap for qemu's AArch64
 * virt machine.  qemu starts an ELF -kernel at its entry point at EL1,
 * MMU and caches off.
 */
	.section .text.start, "ax"
	.globl	_start
_start:
	mrs	x0, mpidr_el1
	and	x0, x0, #0xff
	cbnz	x0, park		/* -smp N: only CPU 0 runs */
	ldr	x0, =__stack_top
	mov	sp, x0
	ldr	x0, =vectors
	msr	vbar_el1, x0
	mov	x0, #(3 << 20)		/* CPACR_EL1.FPEN: no FP traps */
	msr	cpacr_el1, x0
	isb
	bl	port_main
park:
	wfi
	b	park

/*
 * Sixteen entries of 0x80 bytes; the table must be 2 KiB aligned.  Only
 * an IRQ taken from EL1 with SP_EL1 (entry 5, offset 0x280) is expected:
 * the timer.  Everything else is a fault.
 */
	.text
	.balign	2048
vectors:
	.set	n, 0
	.rept	16
	.balign	128
	.if	n == 5
	b	irq_entry
	.else
	mrs	x0, esr_el1
	mrs	x1, elr_el1
	b	port_exception
	.endif
	.set	n, n + 1
	.endr

/*
 * Save the registers C may clobber (x0-x18, fp, lr), hand ELR_EL1 (the
 * interrupted pc) to C, restore and return.  IRQs stay masked until
 * eret, so the handler's own time never shows in the histogram.
 */
irq_entry:
	stp	x0, x1, [sp, #-176]!
	stp	x2, x3, [sp, #16]
	stp	x4, x5, [sp, #32]
	stp	x6, x7, [sp, #48]
	stp	x8, x9, [sp, #64]
	stp	x10, x11, [sp, #80]
	stp	x12, x13, [sp, #96]
	stp	x14, x15, [sp, #112]
	stp	x16, x17, [sp, #128]
	stp	x18, x29, [sp, #144]
	str	x30, [sp, #160]
	mrs	x0, elr_el1
	bl	port_irq
	ldr	x30, [sp, #160]
	ldp	x18, x29, [sp, #144]
	ldp	x16, x17, [sp, #128]
	ldp	x14, x15, [sp, #112]
	ldp	x12, x13, [sp, #96]
	ldp	x10, x11, [sp, #80]
	ldp	x8, x9, [sp, #64]
	ldp	x6, x7, [sp, #48]
	ldp	x4, x5, [sp, #32]
	ldp	x2, x3, [sp, #16]
	ldp	x0, x1, [sp], #176
	eret

/* intptr_t semihost_call(op, arg): w0 = op, x1 = arg, result in x0. */
	.globl	semihost_call
	.type	semihost_call, %function
semihost_call:
	hlt	#0xf000
	ret
	.size	semihost_call, .-semihost_call

	.section .note.GNU-stack,"",%progbits
