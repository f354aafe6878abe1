/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * i386 entry points for code compiled with -pg: mcount after the prologue
 * (frompc = the profiled function's return address at 4(%ebp); PIC code
 * calls it through the GOT, which changes nothing here) and __fentry__
 * for -mfentry (before the prologue: frompc at 4(%esp)).  GCC emits the
 * call as inline assembly and assumes nothing is clobbered: eax, ecx and
 * edx may hold arguments (regparm, fastcall, the static chain) and are
 * saved; the rest are callee-saved under the ABI.  Floating-point
 * arguments travel on the stack, and the C side is built with
 * -mgeneral-regs-only, so x87 and SSE state is never touched.
 *
 * An arc the thread has counted before is counted here (arcs_layout.h)
 * with eax and ecx: its 64-bit count is an add and an add-with-carry to
 * memory, each of which a signal handler can only run before or after
 * (the carry survives the handler), so no busy flag is needed.
 * Everything else goes to gmon_mcount() in C, with the stack realigned
 * to 16 bytes rather than assumed aligned: the compiler may push the
 * static chain around the call.
 *
 * gprof leaves mcount and _mcount out of its flat profile; the time
 * spent here appears as libgmon_mcount_overhead and
 * libgmon_fentry_overhead (mcount has no type, and gprof then keeps the
 * other name).
 */
#include "../arcs_layout.h"

	.text

/* reg = the calling thread's struct table *; uses ecx when shared */
.macro	THREAD_TABLE reg
#if defined(GMON_NO_TLS)		/* a kernel: linked at a fixed address */
	movl	gmon_thread_table, \reg
#elif defined(GMON_SHARED)
	call	__x86.get_pc_thunk.cx
	addl	$_GLOBAL_OFFSET_TABLE_, %ecx
	movl	gmon_thread_table@gotntpoff(%ecx), \reg
	movl	%gs:(\reg), \reg
#else
	movl	%gs:gmon_thread_table@ntpoff, \reg
#endif
.endm

.macro	SAVE reg
	pushl	\reg
	.cfi_adjust_cfa_offset 4
	.cfi_rel_offset \reg, 0
.endm

.macro	RESTORE reg
	popl	\reg
	.cfi_adjust_cfa_offset -4
	.cfi_restore \reg
.endm

/* CALL_C from: gmon_mcount(frompc, selfpc, 0), eax and ecx saved */
.macro	CALL_C from
	movl	\from, %ecx
	movl	8(%esp), %eax		/* selfpc */
	SAVE	%edx
	SAVE	%ebp
	movl	%esp, %ebp
	.cfi_def_cfa_register %ebp
	andl	$-16, %esp
	subl	$4, %esp
	pushl	$0			/* sp: no busy word here */
	pushl	%eax
	pushl	%ecx
	call	gmon_mcount
	movl	%ebp, %esp
	.cfi_def_cfa_register %esp
	RESTORE	%ebp
	RESTORE	%edx
.endm

/*
 * COUNT from: the whole entry point.  `from' is where frompc is once eax
 * and ecx are pushed (4(%ebp), or 12(%esp) for __fentry__); selfpc is
 * then at 8(%esp).  eax walks the cells.
 */
.macro	COUNT from
	SAVE	%eax
	SAVE	%ecx
	THREAD_TABLE %eax
	testl	%eax, %eax
	jz	.Lreturn\@		/* TLS not set up yet (ifunc resolvers) */
	movl	GMON_TABLE_PROBE(%eax), %eax
	imull	$GMON_MIX, 8(%esp), %ecx	/* selfpc * GMON_MIX_SELF */
	xorl	\from, %ecx
	imull	GMON_ARRAY_MIX(%eax), %ecx
	rorl	$GMON_HOME_BIT - GMON_CELL_SHIFT, %ecx
	andl	GMON_ARRAY_MASK(%eax), %ecx
	leal	GMON_ARRAY_CELLS(%eax,%ecx), %eax	/* the home cell */
.Lcell\@:
	movl	\from, %ecx
	cmpl	%ecx, GMON_CELL_FROM(%eax)
	jne	.Lnext\@
	movl	8(%esp), %ecx
	cmpl	%ecx, GMON_CELL_SELF(%eax)
	jne	.Lnext\@
	addl	$1, GMON_CELL_COUNT(%eax)
	adcl	$0, GMON_CELL_COUNT + 4(%eax)
	.cfi_remember_state
	RESTORE	%ecx
	RESTORE	%eax
	ret
	.cfi_restore_state
.Lnext\@:
	cmpl	$0, GMON_CELL_FROM(%eax)
	je	.Lend\@			/* an empty cell ends the walk */
	addl	$GMON_CELL_SIZE, %eax
	jmp	.Lcell\@
.Lend\@:
	cmpl	$0, GMON_CELL_SELF(%eax)
	je	.Lslow\@
	cmpl	$0, GMON_CELL_FROM(%eax)
	je	.Lreturn\@		/* counting is off (arcs_layout.h) */
.Lslow\@:
	CALL_C	\from
.Lreturn\@:
	RESTORE	%ecx
	RESTORE	%eax
	ret
.endm

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
	COUNT	4(%ebp)
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
	COUNT	12(%esp)
	.cfi_endproc
	.size	__fentry__, .-__fentry__
	.size	libgmon_fentry_overhead, .-libgmon_fentry_overhead

#ifdef GMON_SHARED
	.section .text.__x86.get_pc_thunk.cx,"axG",@progbits,__x86.get_pc_thunk.cx,comdat
	.globl	__x86.get_pc_thunk.cx
	.hidden	__x86.get_pc_thunk.cx
	.type	__x86.get_pc_thunk.cx, @function
__x86.get_pc_thunk.cx:
	.cfi_startproc
	movl	(%esp), %ecx
	ret
	.cfi_endproc
	.size	__x86.get_pc_thunk.cx, .-__x86.get_pc_thunk.cx
#endif

	.section .note.GNU-stack,"",@progbits
