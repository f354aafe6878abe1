/*
 * x86-64 entry points for code compiled with -pg (mcount, after the
 * prologue; frompc is the profiled function's return address at 8(%rbp))
 * and with -pg -mfentry (__fentry__, before the prologue; frompc at
 * 8(%rsp)).  GCC emits these calls as inline assembly and assumes that
 * nothing is clobbered, so every argument register is saved: rdi, rsi,
 * rdx, rcx, r8, r9 and rax (the vector count of a varargs call).  The C
 * side is built with -mgeneral-regs-only, so the xmm argument registers
 * are never touched and need no saving.  r10 (static chain) is saved by
 * the compiler around the call and r11 is free (FORMATS.md 5.1).
 *
 * The stack is realigned rather than assumed aligned: the compiler
 * pushes r10 around the call in nested functions.
 */
	.text

	.globl	mcount
	.type	mcount, @function
	.globl	_mcount
	.type	_mcount, @function
	.p2align 4
mcount:
_mcount:
	.cfi_startproc
	movq	8(%rbp), %r11		/* frompc */
	jmp	1f
	.cfi_endproc
	.size	mcount, .-mcount
	.size	_mcount, .-_mcount

	.globl	__fentry__
	.type	__fentry__, @function
	.p2align 4
__fentry__:
	.cfi_startproc
	movq	8(%rsp), %r11		/* frompc */
1:	pushq	%rbp
	.cfi_adjust_cfa_offset 8
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	andq	$-16, %rsp
	pushq	%rax
	pushq	%rcx
	pushq	%rdx
	pushq	%rsi
	pushq	%rdi
	pushq	%r8
	pushq	%r9
	subq	$8, %rsp
	movq	%r11, %rdi
	movq	8(%rbp), %rsi		/* selfpc: our return address */
	call	gmon_mcount
	addq	$8, %rsp
	popq	%r9
	popq	%r8
	popq	%rdi
	popq	%rsi
	popq	%rdx
	popq	%rcx
	popq	%rax
	movq	%rbp, %rsp
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	ret
	.cfi_endproc
	.size	__fentry__, .-__fentry__

	.section .note.GNU-stack,"",@progbits
