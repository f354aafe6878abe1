/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * RISC-V entry point for code compiled with -pg.  GCC calls _mcount as
 * an ordinary function after the prologue with a0 = the profiled
 * function's incoming return address (frompc); ra is the return address
 * into the profiled function (selfpc).  An ordinary call: every
 * caller-saved register is ours.  Used on Linux and bare metal alike.
 *
 * An arc the thread has counted before is counted here (arcs_layout.h):
 * the load, add and store of its count run with the table's busy word
 * holding our stack pointer, so that a signal handler that interrupts
 * them and counts the same arc goes to C (which counts atomically)
 * instead of losing one of the two counts.  Everything else tail-calls
 * gmon_mcount(frompc, selfpc, sp) in C.
 *
 * gprof leaves mcount and _mcount out of its flat profile; the same code
 * under the name libgmon_mcount_overhead is kept (mcount has no type,
 * and gprof prefers names without a leading underscore), so the time
 * spent here shows.
 */
#include "../arcs_layout.h"

/* reg = the calling thread's struct table * (gmon_thread_table) */
.macro	THREAD_TABLE reg
#if defined(GMON_NO_TLS)
	lla	\reg, gmon_thread_table
	ld	\reg, 0(\reg)
#elif defined(GMON_SHARED)
	la.tls.ie \reg, gmon_thread_table
	add	\reg, \reg, tp
	ld	\reg, 0(\reg)
#else
	lui	\reg, %tprel_hi(gmon_thread_table)
	add	\reg, \reg, tp, %tprel_add(gmon_thread_table)
	ld	\reg, %tprel_lo(gmon_thread_table)(\reg)
#endif
.endm

	.text
	.globl	_mcount
	.type	_mcount, @function
	.globl	mcount			/* no type: see above */
	.globl	libgmon_mcount_overhead
	.type	libgmon_mcount_overhead, @function
	.p2align 2
_mcount:
mcount:
libgmon_mcount_overhead:
	.cfi_startproc
	THREAD_TABLE t0
	beqz	t0, .Lreturn		/* TLS not set up yet (ifunc resolvers) */
	ld	t1, GMON_TABLE_PROBE(t0)
	ld	t2, GMON_ARRAY_MASK(t1)
	ld	t4, GMON_ARRAY_MIX(t1)
	mul	t3, ra, t4
	xor	t3, t3, a0
	mul	t3, t3, t4
	srli	t3, t3, GMON_HOME_BIT - GMON_CELL_SHIFT	/* no rotate (arcs_layout.h) */
	and	t3, t3, t2
	add	t1, t1, t3		/* the home cell, less GMON_ARRAY_CELLS */
.Lcell:
	ld	t3, GMON_ARRAY_CELLS + GMON_CELL_SELF(t1)	/* first: see .Lend */
	ld	t2, GMON_ARRAY_CELLS + GMON_CELL_FROM(t1)
	ld	t4, GMON_TABLE_BUSY(t0)
	xor	t5, t2, a0
	xor	t6, t3, ra
	or	t5, t5, t6
	or	t5, t5, t4
	bnez	t5, .Lnext		/* one branch: qemu ends a block at each */
	sd	sp, GMON_TABLE_BUSY(t0)
	ld	t2, GMON_ARRAY_CELLS + GMON_CELL_COUNT(t1)
	addi	t2, t2, 1
	sd	t2, GMON_ARRAY_CELLS + GMON_CELL_COUNT(t1)
	sd	zero, GMON_TABLE_BUSY(t0)
	ret
.Lnext:
	bne	t2, a0, .Lother
	beq	t3, ra, .Lslow		/* we interrupted a count, or one was abandoned */
.Lother:
	beqz	t2, .Lend		/* an empty cell ends the walk */
	addi	t1, t1, GMON_CELL_SIZE
	j	.Lcell
.Lend:
	bnez	t3, .Lreturn		/* counting is off (arcs_layout.h) */
.Lslow:
	mv	a1, ra
	mv	a2, sp
	tail	gmon_mcount
.Lreturn:
	ret
	.cfi_endproc
	.size	_mcount, .-_mcount
	.size	mcount, .-mcount
	.size	libgmon_mcount_overhead, .-libgmon_mcount_overhead

	.section .note.GNU-stack,"",@progbits
