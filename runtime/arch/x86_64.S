/*
 * x86-64 entry points for code compiled with -pg (mcount, after the
 * prologue; frompc is the profiled function's return address at 8(%rbp))
 * and with -pg -mfentry (__fentry__, before the prologue; frompc at
 * 8(%rsp)).  GCC emits these calls as inline assembly and assumes that
 * nothing is clobbered but r10 and r11 (r10, the static chain, is saved
 * by the compiler around the call; docs/ARCHITECTURES.md), so every other
 * register we touch is saved.
 *
 * An arc the calling thread has counted before is counted here without
 * calling C: range check, the thread's table from TLS, the busy flag,
 * one multiply, a linear probe, one add.  That is what makes mcount
 * cheap: a call into C needs the seven argument registers saved and the
 * stack realigned, and C needs more registers than the three saved here.
 * The protocol is gmon_mcount()'s (arcs.c; layout in arcs_layout.h): the
 * busy flag is set before the table is read, so a signal handler that
 * calls profiled code meanwhile counts on the side, and cannot grow the
 * table under us.  Everything else (a thread's first arc, a new arc, a
 * nested call, pending counts to fold in) goes to C.  The C side is
 * built with -mgeneral-regs-only, so xmm registers need no saving.
 */
#include "../arcs_layout.h"

	.text

/*
 * COUNT: %r11 holds frompc; selfpc is our return address at 0(%rsp).
 * After the three pushes: rax the hash, then the slot; rcx scratch, then
 * the slot array; rdx the table; r10 selfpc; r11 frompc.
 */
.macro	COUNT
	pushq	%rax
	.cfi_adjust_cfa_offset 8
	pushq	%rcx
	.cfi_adjust_cfa_offset 8
	pushq	%rdx
	.cfi_adjust_cfa_offset 8
	movq	%r11, %rax
	subq	gmon_arc_low(%rip), %rax
	cmpq	gmon_arc_span(%rip), %rax
	jae	8f			/* unsigned: also below low; span 0: off */
	movq	24(%rsp), %r10		/* selfpc */
#ifdef GMON_SHARED
	movq	gmon_self_table@gottpoff(%rip), %rdx	/* initial-exec */
	movq	%fs:(%rdx), %rdx
#else
	movq	%fs:gmon_self_table@tpoff, %rdx	/* local-exec: see gmon_core.h */
#endif
	cmpl	$0, GMON_TABLE_BUSY(%rdx)
	jne	6f			/* nested, or the thread's first arc */
	movl	$1, GMON_TABLE_BUSY(%rdx)
	movq	%r11, %rax
	shlq	$32, %rax
	xorq	%r10, %rax
	movabsq	$GMON_ARC_HASH_MUL, %rcx
	imulq	%rcx, %rax
	movl	GMON_TABLE_SHIFT(%rdx), %ecx
	shrq	%cl, %rax		/* index */
	leaq	(%rax,%rax,2), %rax	/* GMON_ARC_SIZE is 3 * 8 */
	movq	GMON_TABLE_SLOT(%rdx), %rcx
	leaq	(%rcx,%rax,8), %rax	/* the slot */
	cmpq	%r10, GMON_ARC_SELF(%rax)
	jne	2f
	cmpq	%r11, GMON_ARC_FROM(%rax)
	jne	2f
1:	addq	$1, GMON_ARC_COUNT(%rax)
	cmpl	$0, GMON_TABLE_PEND_DIRTY(%rdx)
	jne	7f
	movl	$0, GMON_TABLE_BUSY(%rdx)
8:	popq	%rdx
	.cfi_adjust_cfa_offset -8
	popq	%rcx
	.cfi_adjust_cfa_offset -8
	popq	%rax
	.cfi_adjust_cfa_offset -8
	ret
	.cfi_adjust_cfa_offset 24
	/* the home slot holds another arc: probe on, with one more register */
2:	cmpq	$0, GMON_ARC_SELF(%rax)
	je	5f			/* empty: a new arc */
	pushq	%rsi
	.cfi_adjust_cfa_offset 8
	movq	GMON_TABLE_MASK(%rdx), %rsi
	leaq	3(%rsi,%rsi,2), %rsi
	leaq	(%rcx,%rsi,8), %rsi	/* the end of the array */
3:	addq	$GMON_ARC_SIZE, %rax
	cmpq	%rsi, %rax
	jb	4f
	movq	%rcx, %rax		/* wrap */
4:	cmpq	%r10, GMON_ARC_SELF(%rax)
	jne	9f
	cmpq	%r11, GMON_ARC_FROM(%rax)
	jne	9f
	popq	%rsi
	.cfi_adjust_cfa_offset -8
	jmp	1b
	.cfi_adjust_cfa_offset 8
9:	cmpq	$0, GMON_ARC_SELF(%rax)
	jne	3b
	popq	%rsi
	.cfi_adjust_cfa_offset -8
5:	movl	$0, GMON_TABLE_BUSY(%rdx)
6:	CALL_C	gmon_mcount, 1		/* the full count in C */
	jmp	8b
7:	CALL_C	gmon_arcs_drain, 0	/* fold in a nested call's counts */
	jmp	8b
.endm

/*
 * CALL_C fn, args: call fn with the registers the fast path has not
 * saved saved, and the stack aligned for C; with args, as
 * fn(frompc = %r11, selfpc = our return address).
 */
.macro	CALL_C fn, args
	pushq	%rdi
	.cfi_adjust_cfa_offset 8
	pushq	%rsi
	.cfi_adjust_cfa_offset 8
	pushq	%r8
	.cfi_adjust_cfa_offset 8
	pushq	%r9
	.cfi_adjust_cfa_offset 8
	.if \args
	movq	%r11, %rdi
	movq	56(%rsp), %rsi		/* selfpc, above seven saved registers */
	.endif
	pushq	%rbp
	.cfi_adjust_cfa_offset 8
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	andq	$-16, %rsp
	call	\fn
	movq	%rbp, %rsp
	popq	%rbp
	.cfi_def_cfa %rsp, 64
	popq	%r9
	.cfi_adjust_cfa_offset -8
	popq	%r8
	.cfi_adjust_cfa_offset -8
	popq	%rsi
	.cfi_adjust_cfa_offset -8
	popq	%rdi
	.cfi_adjust_cfa_offset -8
.endm

	.globl	mcount
	.type	mcount, @function
	.globl	_mcount
	.type	_mcount, @function
	.p2align 4
mcount:
_mcount:
	.cfi_startproc
	movq	8(%rbp), %r11		/* frompc */
	COUNT
	.cfi_endproc
	.size	mcount, .-mcount
	.size	_mcount, .-_mcount

	.globl	__fentry__
	.type	__fentry__, @function
	.p2align 4
__fentry__:
	.cfi_startproc
	movq	8(%rsp), %r11		/* frompc */
	COUNT
	.cfi_endproc
	.size	__fentry__, .-__fentry__

	.section .note.GNU-stack,"",@progbits
