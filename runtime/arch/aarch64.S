/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * AArch64 entry point for code compiled with -pg.  GCC calls _mcount as
 * an ordinary function after the prologue with x0 = the profiled
 * function's incoming return address (frompc; stripped of its pointer
 * authentication code by GCC 12, stripped again here for older
 * compilers) and x30 = the return address into the profiled function
 * (selfpc).  An ordinary call: every caller-saved register is ours.
 * clang < 20 leaves x0 unset; the arc then never reaches the profile
 * (arcs.c: caller_kept()).
 *
 * An arc the thread has counted before is counted here (arcs_layout.h):
 * the load, add and store of its count run with the table's busy word
 * holding our stack pointer, so that a signal handler that interrupts
 * them and counts the same arc goes to C (which counts atomically)
 * instead of losing one of the two counts.  Everything else tail-calls
 * gmon_mcount(frompc, selfpc, sp) in C.
 *
 * gprof leaves _mcount out of its flat profile; the same code under the
 * name libgmon_mcount_overhead is kept (gprof prefers names without a
 * leading underscore), so the time spent here shows.
 */
#include "../arcs_layout.h"

/* reg = the calling thread's struct table * (gmon_thread_table) */
.macro	THREAD_TABLE reg
#if defined(GMON_NO_TLS)
	adrp	\reg, gmon_thread_table
	ldr	\reg, [\reg, #:lo12:gmon_thread_table]
#elif defined(GMON_SHARED)
	adrp	\reg, :gottprel:gmon_thread_table
	ldr	\reg, [\reg, #:gottprel_lo12:gmon_thread_table]
	mrs	x17, tpidr_el0
	ldr	\reg, [x17, \reg]
#else
	mrs	\reg, tpidr_el0
	add	\reg, \reg, #:tprel_hi12:gmon_thread_table, lsl #12
	ldr	\reg, [\reg, #:tprel_lo12_nc:gmon_thread_table]
#endif
.endm

	.text
	.globl	_mcount
	.type	_mcount, %function
	.globl	libgmon_mcount_overhead
	.type	libgmon_mcount_overhead, %function
	.p2align 2
_mcount:
libgmon_mcount_overhead:
	.cfi_startproc
	mov	x16, x30		/* selfpc, and where we return */
	.cfi_register x30, x16
	mov	x30, x0
	hint	#7			/* xpaclri: strip PAC from x30 */
	THREAD_TABLE x9
	cbz	x9, .Lreturn		/* TLS not set up yet (ifunc resolvers) */
	ldr	x10, [x9, #GMON_TABLE_PROBE]
	ldp	x11, x14, [x10, #GMON_ARRAY_MASK]	/* and the mix next to it */
	mul	x12, x16, x14		/* selfpc * mix */
	eor	x12, x12, x30
	mul	x12, x12, x14
	and	x11, x11, x12, ror #(GMON_HOME_BIT - GMON_CELL_SHIFT)
	add	x10, x10, x11		/* the home cell, less GMON_ARRAY_CELLS */
.Lcell:
	ldp	x12, x13, [x10, #GMON_ARRAY_CELLS + GMON_CELL_FROM]
	ldr	x11, [x9, #GMON_TABLE_BUSY]
	cmp	x12, x30
	ccmp	x13, x16, #0, eq
	ccmp	x11, #0, #0, eq		/* one branch: qemu ends a block at each */
	b.ne	.Lnext
	mov	x11, sp
	str	x11, [x9, #GMON_TABLE_BUSY]
	ldr	x11, [x10, #GMON_ARRAY_CELLS + GMON_CELL_COUNT]
	add	x11, x11, #1
	str	x11, [x10, #GMON_ARRAY_CELLS + GMON_CELL_COUNT]
	str	xzr, [x9, #GMON_TABLE_BUSY]
	ret	x16
.Lnext:
	cmp	x12, x30
	ccmp	x13, x16, #0, eq
	b.eq	.Lslow			/* we interrupted a count, or one was abandoned */
	cbz	x12, .Lend		/* an empty cell ends the walk */
	add	x10, x10, #GMON_CELL_SIZE
	b	.Lcell
.Lend:
	cbnz	x13, .Lreturn		/* counting is off */
.Lslow:
	mov	x0, x30
	mov	x1, x16
	mov	x2, sp
	.cfi_remember_state
	mov	x30, x16
	.cfi_restore x30
	b	gmon_mcount
	.cfi_restore_state
.Lreturn:
	ret	x16
	.cfi_endproc
	.size	_mcount, .-_mcount
	.size	libgmon_mcount_overhead, .-libgmon_mcount_overhead

	.section .note.GNU-stack,"",%progbits
