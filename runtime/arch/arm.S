/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * 32-bit ARM (EABI) entry points for code compiled with -pg.
 *
 * GCC emits `push {lr}; bl __gnu_mcount_nc' after the prologue.  On entry
 * lr is the return address into the profiled function (selfpc) and [sp]
 * the profiled function's own return address (frompc).  Every register
 * but ip must survive, d0-d7 (floating-point arguments under hard float)
 * included, the pushed word must be popped, and lr must come back
 * holding it.
 *
 * clang instead makes an ordinary call to mcount, and keeps a frame
 * pointer whose frame record holds the profiled function's return
 * address one word up: r7 in Thumb code, r11 in ARM code.  lr's Thumb bit
 * says which.
 *
 * Both count an arc the thread has counted before here (arcs_layout.h):
 * the load, add and store of its count run with the table's busy word
 * holding our stack pointer, so that a signal handler that interrupts
 * them and counts the same arc goes to C (which counts atomically)
 * instead of losing one of the two counts.  Everything else calls
 * gmon_mcount(frompc, selfpc, sp) in C with r0-r3 and, under hard float,
 * d0-d7 saved: C and the C library's system-call wrappers the port calls
 * are built for the FPU.  Cells keep the
 * addresses with their Thumb bits; the writer clears them.
 *
 * gprof leaves mcount out of its flat profile and prefers names without
 * a leading underscore, so the time spent here shows as
 * libgmon_mcount_overhead (GCC's entry) and libgmon_clang_mcount_overhead
 * (all but the first instruction of clang's).
 * Assembles as ARM or Thumb-2, for ARMv7-A Linux and ARMv7-M bare metal.
 */
#include "../arcs_layout.h"

/*
 * The mode, said outright: the compiler may default to Thumb (and
 * define __thumb__) while the assembler it runs on a .S file starts in
 * ARM mode, and a pc-relative word must know which (pc reads 8 bytes
 * ahead in ARM code, 4 in Thumb).  ARM where the core has it (A
 * profile, as before), Thumb-2 where it is the only one (M profile).
 */
#if defined(__ARM_ARCH_ISA_ARM)
#define PC_AHEAD 8
#else
#define PC_AHEAD 4
#endif

	.syntax	unified
#if PC_AHEAD == 8
	.arm
#else
	.thumb
#endif
	.text

/*
 * reg = the calling thread's struct table *, using tmp; the word it
 * loads is in `LITERALS name' at the end of the function (a literal in
 * line would need a branch around it).
 */
.macro	THREAD_TABLE reg, tmp, name
#if defined(GMON_NO_TLS)
	ldr	\reg, .Ltable_\name
	ldr	\reg, [\reg]
#else
	ldr	\tmp, .Ltable_\name
#ifdef GMON_SHARED
.Ltablepc_\name:
	add	\tmp, pc
	ldr	\tmp, [\tmp]
#endif
	mrc	p15, 0, \reg, c13, c0, 3	/* the thread pointer */
	ldr	\reg, [\reg, \tmp]
#endif
.endm

/* The words COUNT loads: the table's TLS offset, and GMON_MIX_SELF. */
.macro	LITERALS name
	.p2align 2
.Ltable_\name:
#if defined(GMON_NO_TLS)
	.word	gmon_thread_table
#elif !defined(GMON_SHARED)
	.word	gmon_thread_table(tpoff)
#else
	.word	gmon_thread_table(gottpoff) + (. - .Ltablepc_\name - PC_AHEAD)
#endif
.Lmix_\name:
	.word	GMON_MIX
.endm

/*
 * COUNT kind: the body of an entry point, with r0-r3 pushed (16 bytes)
 * and frompc in r2, selfpc in lr.  kind gcc returns as __gnu_mcount_nc
 * must (popping the caller's word into lr), kind clang as an ordinary
 * function.
 */
.macro	COUNT kind
	THREAD_TABLE r0, r1, \kind
	cmp	r0, #0
	beq	.Lreturn\@		/* TLS not set up yet (ifunc resolvers) */
	ldr	r1, [r0, #GMON_TABLE_PROBE]
	ldr	r3, .Lmix_\kind	/* GMON_MIX_SELF */
	mul	ip, lr, r3		/* selfpc * it */
	ldr	r3, [r1, #GMON_ARRAY_MIX]
	eor	ip, ip, r2
	mul	ip, ip, r3
	ldr	r3, [r1, #GMON_ARRAY_MASK]
	and	r3, r3, ip, ror #(GMON_HOME_BIT - GMON_CELL_SHIFT)
	add	r1, r1, r3		/* the home cell, less GMON_ARRAY_CELLS */
.Lcell\@:
	ldr	r3, [r1, #GMON_ARRAY_CELLS + GMON_CELL_FROM]
	ldr	ip, [r1, #GMON_ARRAY_CELLS + GMON_CELL_SELF]
	cmp	r3, r2
	itt	eq
	cmpeq	ip, lr
	ldreq	r3, [r0, #GMON_TABLE_BUSY]
	it	eq
	cmpeq	r3, #0			/* one branch: qemu ends a block at each */
	bne	.Lnext\@
	mov	r3, sp
	str	r3, [r0, #GMON_TABLE_BUSY]
	ldrd	r2, r3, [r1, #GMON_ARRAY_CELLS + GMON_CELL_COUNT]
	adds	r2, r2, #1
	adc	r3, r3, #0
	strd	r2, r3, [r1, #GMON_ARRAY_CELLS + GMON_CELL_COUNT]
	mov	r2, #0
	str	r2, [r0, #GMON_TABLE_BUSY]
	RETURN	\kind
.Lnext\@:
	ldr	r3, [r1, #GMON_ARRAY_CELLS + GMON_CELL_FROM]
	cmp	r3, r2
	it	eq
	cmpeq	ip, lr
	beq	.Lslow\@		/* we interrupted a count, or one was abandoned */
	cmp	r3, #0
	beq	.Lend\@			/* an empty cell ends the walk */
	add	r1, r1, #GMON_CELL_SIZE
	b	.Lcell\@
.Lend\@:
	cmp	ip, #0
	bne	.Lreturn\@		/* counting is off */
.Lslow\@:
	mov	r0, r2			/* frompc */
	mov	r1, lr			/* selfpc */
	mov	r2, sp			/* as stored in the busy word */
	/* sp 8-byte aligned for C: GCC's caller pushed one word, clang's none */
	.ifc	\kind, gcc
	push	{lr}
	.cfi_adjust_cfa_offset 4
	.cfi_rel_offset lr, 0
	.else
	push	{r4, lr}
	.cfi_adjust_cfa_offset 8
	.cfi_rel_offset r4, 0
	.cfi_rel_offset lr, 4
	.endif
#ifdef __ARM_PCS_VFP
	vpush	{d0-d7}
	.cfi_adjust_cfa_offset 64
#endif
	bl	gmon_mcount
#ifdef __ARM_PCS_VFP
	vpop	{d0-d7}
	.cfi_adjust_cfa_offset -64
#endif
	.ifc	\kind, gcc
	pop	{lr}
	.cfi_adjust_cfa_offset -4
	.else
	pop	{r4, lr}
	.cfi_adjust_cfa_offset -8
	.cfi_restore r4
	.endif
	.cfi_restore lr
.Lreturn\@:
	RETURN	\kind
	LITERALS \kind
.endm

/* RETURN kind: restore r0-r3 and return (see COUNT) */
.macro	RETURN kind
	.cfi_remember_state
	.ifc	\kind, gcc
	mov	ip, lr
	.cfi_register lr, ip
	pop	{r0, r1, r2, r3, lr}
	.cfi_adjust_cfa_offset -20
	bx	ip
	.else
	pop	{r0, r1, r2, r3}
	.cfi_adjust_cfa_offset -16
	bx	lr
	.endif
	.cfi_restore_state
.endm

	.globl	__gnu_mcount_nc
	.type	__gnu_mcount_nc, %function
	.globl	libgmon_mcount_overhead
	.type	libgmon_mcount_overhead, %function
	.p2align 2
__gnu_mcount_nc:
libgmon_mcount_overhead:
	.cfi_startproc
	/*
	 * The word the caller pushed is ours (we pop it), and our return
	 * address is in lr.  That word is the caller's own lr, which its
	 * unwind information knows nothing of (GCC emits the push as bare
	 * text): gdb takes the caller's pc from lr, so the caller shows,
	 * and callers that saved lr in their prologue (all but leaves)
	 * unwind on from there.
	 */
	.cfi_def_cfa_offset 4
	push	{r0, r1, r2, r3}
	.cfi_adjust_cfa_offset 16
	ldr	r2, [sp, #16]		/* frompc */
	COUNT	gcc
	.cfi_endproc
	.size	__gnu_mcount_nc, .-__gnu_mcount_nc
	.size	libgmon_mcount_overhead, .-libgmon_mcount_overhead

	/*
	 * mcount must be typed a function here (Thumb interworking), so
	 * gprof could keep either name at one address: the time-named one
	 * starts at the second instruction.
	 */
	.globl	mcount
	.type	mcount, %function
	.globl	libgmon_clang_mcount_overhead
	.type	libgmon_clang_mcount_overhead, %function
	.p2align 2
mcount:
	.cfi_startproc
	push	{r0, r1, r2, r3}	/* not needed by clang; COUNT's layout */
	.cfi_adjust_cfa_offset 16
libgmon_clang_mcount_overhead:
	tst	lr, #1
	ite	ne
	ldrne	r2, [r7, #4]		/* Thumb caller: frame record at r7 */
	ldreq	r2, [r11, #4]		/* ARM caller: frame record at r11 */
	COUNT	clang
	.cfi_endproc
	.size	mcount, libgmon_clang_mcount_overhead - mcount
	.size	libgmon_clang_mcount_overhead, .-libgmon_clang_mcount_overhead

	.section .note.GNU-stack,"",%progbits
