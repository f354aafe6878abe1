/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Vector table, exception entries and the semihosting trap for a
 * Cortex-M3 on qemu's mps2-an385 board.  The core loads sp from word 0
 * and starts at word 1; the table must sit at address 0 (link.ld).
 */
	.syntax	unified
	.thumb

	.section .vectors, "a"
	.word	__stack_top
	.word	reset
	.word	fault		/* NMI */
	.word	fault		/* HardFault */
	.word	fault		/* MemManage */
	.word	fault		/* BusFault */
	.word	fault		/* UsageFault */
	.word	0, 0, 0, 0
	.word	fault		/* SVCall */
	.word	fault		/* DebugMonitor */
	.word	0
	.word	fault		/* PendSV */
	.word	systick		/* SysTick */

	.text
	.type	reset, %function
	.thumb_func
	.globl	reset
reset:
	bl	port_main
	.size	reset, .-reset

/*
 * The hardware has already stacked r0-r3, r12, lr, pc and xpsr on the
 * stack that was in use (bit 2 of EXC_RETURN in lr says which); the
 * interrupted pc is the seventh word.  port_tick is ordinary C.
 */
	.type	systick, %function
	.thumb_func
systick:
	tst	lr, #4
	ite	eq
	mrseq	r0, msp
	mrsne	r0, psp
	ldr	r0, [r0, #24]
	b	port_tick
	.size	systick, .-systick

	.type	fault, %function
	.thumb_func
fault:
	tst	lr, #4
	ite	eq
	mrseq	r1, msp
	mrsne	r1, psp
	ldr	r1, [r1, #24]
	mrs	r0, ipsr
	b	port_exception
	.size	fault, .-fault

/* intptr_t semihost_call(op, arg): r0 = op, r1 = arg, result in r0. */
	.globl	semihost_call
	.type	semihost_call, %function
	.thumb_func
semihost_call:
	bkpt	0xab
	bx	lr
	.size	semihost_call, .-semihost_call

	.section .note.GNU-stack,"",%progbits
