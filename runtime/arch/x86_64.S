/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * x86-64 entry points for code compiled with -pg: mcount, called after
 * the prologue (frompc is the profiled function's return address at
 * 8(%rbp)), and __fentry__ for -mfentry, called before it (frompc at
 * 8(%rsp)).  GCC emits the call as inline assembly and assumes nothing
 * is clobbered but r10 and r11 (r10, the static chain, is saved by the
 * compiler around the call), so the hot path uses just those two.
 *
 * The hot path walks the thread's arc array from the arc's home cell
 * (arcs_layout.h): 18 instructions, no stack, for an arc the thread has
 * counted before.  The count is a single add to memory, which
 * no signal handler can split, so no busy flag is needed.  Everything
 * else goes to gmon_mcount() in C with every register the ABI lets C
 * clobber saved, xmm0-7 (floating-point arguments) included: C itself is
 * built with -mgeneral-regs-only, but the port's system-call wrappers
 * belong to the C library.
 *
 * Each entry point also carries a name that gprof shows: gprof leaves
 * mcount and _mcount out of its flat profile, and of several symbols at
 * one address keeps a global function over a symbol of no type, then a
 * name without a leading underscore.  So mcount has no type, and the
 * time spent here appears as libgmon_mcount_overhead and
 * libgmon_fentry_overhead.
 */
#include "../arcs_layout.h"

	.text

/* reg = the calling thread's struct table * (gmon_thread_table) */
.macro	THREAD_TABLE reg
#if defined(GMON_NO_TLS)
	movq	gmon_thread_table(%rip), \reg	/* hidden: no GOT needed */
#elif defined(GMON_SHARED)
	movq	gmon_thread_table@gottpoff(%rip), \reg
	movq	%fs:(\reg), \reg
#else
	movq	%fs:gmon_thread_table@tpoff, \reg
#endif
.endm

/*
 * xmm0-7 carry floating-point arguments.  A kernel built without SSE
 * (-mgeneral-regs-only, -mno-sse) has none, and there the instructions
 * would fault.
 */
#if defined(__SSE__) || !defined(GMON_NO_TLS)
#define GMON_SAVE_XMM 1
#endif

.macro	SAVE_XMM
#ifdef GMON_SAVE_XMM
	subq	$128, %rsp
	movdqu	%xmm0, 0(%rsp)
	movdqu	%xmm1, 16(%rsp)
	movdqu	%xmm2, 32(%rsp)
	movdqu	%xmm3, 48(%rsp)
	movdqu	%xmm4, 64(%rsp)
	movdqu	%xmm5, 80(%rsp)
	movdqu	%xmm6, 96(%rsp)
	movdqu	%xmm7, 112(%rsp)
#endif
.endm

.macro	RESTORE_XMM
#ifdef GMON_SAVE_XMM
	movdqu	0(%rsp), %xmm0
	movdqu	16(%rsp), %xmm1
	movdqu	32(%rsp), %xmm2
	movdqu	48(%rsp), %xmm3
	movdqu	64(%rsp), %xmm4
	movdqu	80(%rsp), %xmm5
	movdqu	96(%rsp), %xmm6
	movdqu	112(%rsp), %xmm7
#endif
.endm

.macro	SAVE reg
	pushq	\reg
	.cfi_adjust_cfa_offset 8
	.cfi_rel_offset \reg, 0
.endm

.macro	RESTORE reg
	popq	\reg
	.cfi_adjust_cfa_offset -8
	.cfi_restore \reg
.endm

/*
 * CALL_C from: gmon_mcount(frompc, selfpc, 0) with the stack aligned;
 * `from' is where frompc is, relative to the stack pointer at entry.
 */
.macro	CALL_C from
	movq	\from, %r11
	movq	(%rsp), %r10		/* selfpc */
	SAVE	%rax
	SAVE	%rcx
	SAVE	%rdx
	SAVE	%rsi
	SAVE	%rdi
	SAVE	%r8
	SAVE	%r9
	SAVE	%rbp
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	andq	$-16, %rsp
	SAVE_XMM
	movq	%r11, %rdi
	movq	%r10, %rsi
	xorl	%edx, %edx		/* sp: no busy word here */
	call	gmon_mcount
	RESTORE_XMM
	movq	%rbp, %rsp
	.cfi_def_cfa_register %rsp
	RESTORE	%rbp
	RESTORE	%r9
	RESTORE	%r8
	RESTORE	%rdi
	RESTORE	%rsi
	RESTORE	%rdx
	RESTORE	%rcx
	RESTORE	%rax
.endm

/*
 * COUNT from hot_end: the whole entry point; selfpc is our return
 * address at 0(%rsp), and `from' (8(%rbp) or 8(%rsp)) is read again
 * rather than kept, so that two registers do.  r10 walks the cells.
 * Up to hot_end nothing is pushed: a sample taken there finds selfpc
 * at the stack pointer (ports/linux/stackwalk.c relies on it).
 */
.macro	COUNT from, hot_end
	cmpb	$0, gmon_tls_ready(%rip)
	je	.Lreturn\@		/* before TLS is set up (ifunc resolvers) */
	THREAD_TABLE %r10
	movq	GMON_TABLE_PROBE(%r10), %r10
	imulq	$GMON_MIX_IMM, (%rsp), %r11	/* selfpc */
	xorq	\from, %r11
	imulq	GMON_ARRAY_MIX(%r10), %r11
	rorq	$GMON_HOME_BIT - GMON_CELL_SHIFT, %r11
	andq	GMON_ARRAY_MASK(%r10), %r11
	leaq	GMON_ARRAY_CELLS(%r10,%r11), %r10	/* the home cell */
.Lcell\@:
	movq	\from, %r11
	cmpq	%r11, GMON_CELL_FROM(%r10)
	jne	.Lnext\@
	movq	(%rsp), %r11
	cmpq	%r11, GMON_CELL_SELF(%r10)
	jne	.Lnext\@
	addq	$1, GMON_CELL_COUNT(%r10)
	ret
.Lnext\@:
	cmpq	$0, GMON_CELL_FROM(%r10)
	je	.Lend\@			/* an empty cell ends the walk */
	addq	$GMON_CELL_SIZE, %r10
	jmp	.Lcell\@
.Lend\@:
	cmpq	$0, GMON_CELL_SELF(%r10)
	je	.Lslow\@
	cmpq	$0, GMON_CELL_FROM(%r10)
	je	.Lreturn\@		/* counting is off (arcs_layout.h) */
.Lslow\@:
\hot_end:
	CALL_C	\from
.Lreturn\@:
	ret
.endm

	.globl	gmon_mcount_hot_end
	.hidden	gmon_mcount_hot_end
	.globl	gmon_fentry_hot_end
	.hidden	gmon_fentry_hot_end

	.globl	mcount			/* no type: see above */
	.globl	_mcount
	.type	_mcount, @function
	.globl	libgmon_mcount_overhead
	.type	libgmon_mcount_overhead, @function
	.p2align 4
mcount:
_mcount:
libgmon_mcount_overhead:
	.cfi_startproc
	COUNT	8(%rbp), gmon_mcount_hot_end
	.cfi_endproc
	.size	mcount, .-mcount
	.size	_mcount, .-_mcount
	.size	libgmon_mcount_overhead, .-libgmon_mcount_overhead

	.globl	__fentry__
	.type	__fentry__, @function
	.globl	libgmon_fentry_overhead
	.type	libgmon_fentry_overhead, @function
	.p2align 4
__fentry__:
libgmon_fentry_overhead:
	.cfi_startproc
	COUNT	8(%rsp), gmon_fentry_hot_end
	.cfi_endproc
	.size	__fentry__, .-__fentry__
	.size	libgmon_fentry_overhead, .-libgmon_fentry_overhead

	.section .note.GNU-stack,"",@progbits
