/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * PowerPC64 ELFv2 entry point for code compiled with -pg.  GCC calls
 * _mcount as an ordinary function (`bl _mcount; nop') once the profiled
 * function has saved its return address in its caller's frame and made
 * its own: selfpc is our LR, frompc the saved LR one back-chain up.  An
 * ordinary call: every volatile register is ours, and LR is never
 * changed, so we return with blr.
 *
 * An arc the thread has counted before is counted here (arcs_layout.h):
 * the load, add and store of its count run with the table's busy word
 * holding our stack pointer, so that a signal handler that interrupts
 * them and counts the same arc goes to C (which counts atomically)
 * instead of losing one of the two counts.  Everything else tail-calls
 * gmon_mcount(frompc, selfpc, sp) in C, in the same module, so under
 * the same TOC pointer (set at the global entry for other modules).
 *
 * gprof leaves _mcount out of its flat profile; the same code under the
 * name libgmon_mcount_overhead is kept (gprof prefers names without a
 * leading underscore), so the time spent here shows.
 */
#include "../arcs_layout.h"

#ifdef GMON_NO_TLS
#error "no bare-metal ppc64le port: gmon_thread_table is thread-local here"
#endif

/* reg = the calling thread's struct table * (gmon_thread_table) */
.macro	THREAD_TABLE reg
#ifdef GMON_SHARED
	addis	\reg, %r2, gmon_thread_table@got@tprel@ha
	ld	\reg, gmon_thread_table@got@tprel@l(\reg)
	ldx	\reg, \reg, gmon_thread_table@tls
#else
	addis	\reg, %r13, gmon_thread_table@tprel@ha
	ld	\reg, gmon_thread_table@tprel@l(\reg)
#endif
.endm

	.abiversion 2
	.text
	.globl	_mcount
	.type	_mcount, @function
	.globl	libgmon_mcount_overhead
	.type	libgmon_mcount_overhead, @function
	.p2align 2
_mcount:
libgmon_mcount_overhead:
	.cfi_startproc
	/*
	 * The global entry, for calls from another module through a PLT
	 * stub (which sets r12 to it and saves the caller's r2): our TOC
	 * pointer from our address.  Not only in libgmon.so: gmon-cc
	 * exports the executable's _mcount to -pg libraries, and
	 * gmon_mcount, under our TOC, must not run under theirs.  Calls
	 * from our own module take the local entry below.
	 */
	addis	%r2, %r12, .TOC.-_mcount@ha
	addi	%r2, %r2, .TOC.-_mcount@l
	.localentry _mcount, .-_mcount
	mflr	%r0			/* selfpc */
	ld	%r11, 0(%r1)
	ld	%r12, 16(%r11)		/* frompc */
	THREAD_TABLE %r9
	cmpdi	%r9, 0
	beq	.Lreturn		/* TLS not set up yet (ifunc resolvers) */
	ld	%r10, GMON_TABLE_PROBE(%r9)
	ld	%r11, GMON_ARRAY_MASK(%r10)
	ld	%r7, GMON_ARRAY_MIX(%r10)
	mulld	%r8, %r0, %r7
	xor	%r8, %r8, %r12
	mulld	%r8, %r8, %r7
	rotrdi	%r8, %r8, GMON_HOME_BIT - GMON_CELL_SHIFT
	and	%r8, %r8, %r11
	add	%r10, %r10, %r8		/* the home cell, less GMON_ARRAY_CELLS */
.Lcell:
	ld	%r7, GMON_ARRAY_CELLS + GMON_CELL_SELF(%r10)	/* first: see .Lend */
	ld	%r8, GMON_ARRAY_CELLS + GMON_CELL_FROM(%r10)
	ld	%r6, GMON_TABLE_BUSY(%r9)
	xor	%r5, %r8, %r12
	xor	%r4, %r7, %r0
	or	%r5, %r5, %r4
	or.	%r5, %r5, %r6
	bne	.Lnext			/* one branch: qemu ends a block at each */
	std	%r1, GMON_TABLE_BUSY(%r9)
	ld	%r8, GMON_ARRAY_CELLS + GMON_CELL_COUNT(%r10)
	addi	%r8, %r8, 1
	std	%r8, GMON_ARRAY_CELLS + GMON_CELL_COUNT(%r10)
	li	%r8, 0
	std	%r8, GMON_TABLE_BUSY(%r9)
	blr
.Lnext:
	cmpd	%r8, %r12
	bne	.Lother
	cmpd	%r7, %r0
	beq	.Lslow			/* we interrupted a count, or one was abandoned */
.Lother:
	cmpdi	%r8, 0
	beq	.Lend			/* an empty cell ends the walk */
	addi	%r10, %r10, GMON_CELL_SIZE
	b	.Lcell
.Lend:
	cmpdi	%r7, 0
	bne	.Lreturn		/* counting is off (arcs_layout.h) */
.Lslow:
	/*
	 * C runs under our TOC pointer, which r2 need not hold here: a
	 * caller that keeps no TOC (POWER10 pc-relative code) may come to
	 * the local entry with another module's in r2 (binutils 2.40 links
	 * its -fno-plt call so), and r2 is then not its to keep.  Callers
	 * that keep one have ours already.  LR is selfpc again after.
	 */
	bcl	20, 31, 1f
1:	mflr	%r11
	mtlr	%r0
	addis	%r2, %r11, .TOC.-1b@ha
	addi	%r2, %r2, .TOC.-1b@l
	mr	%r3, %r12
	mr	%r4, %r0
	mr	%r5, %r1
	b	gmon_mcount
.Lreturn:
	blr
	.cfi_endproc
	.size	_mcount, .-_mcount
	.size	libgmon_mcount_overhead, .-libgmon_mcount_overhead

	.section .note.GNU-stack,"",@progbits
