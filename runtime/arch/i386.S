/*
 * i386 entry points for code compiled with -pg: mcount after the prologue
 * (frompc = the profiled function's return address at 4(%ebp), also when
 * called through the GOT in PIC code) and __fentry__ for -mfentry
 * (before the prologue: frompc at 4(%esp)).  eax, ecx and edx may hold
 * arguments (regparm, fastcall, the static chain) and are preserved; the
 * rest are callee-saved under the ABI.
 */
	.text
	.globl	mcount
	.type	mcount, @function
	.globl	_mcount
	.type	_mcount, @function
	.p2align 4
mcount:
_mcount:
	pushl	%eax
	pushl	%ecx
	pushl	%edx
	movl	4(%ebp), %ecx		/* frompc */
	jmp	1f
	.size	mcount, .-mcount
	.size	_mcount, .-_mcount

	.globl	__fentry__
	.type	__fentry__, @function
	.p2align 4
__fentry__:
	pushl	%eax
	pushl	%ecx
	pushl	%edx
	movl	16(%esp), %ecx		/* frompc */
1:	movl	12(%esp), %eax		/* selfpc: our return address */
	pushl	%eax
	pushl	%ecx
	call	gmon_mcount
	addl	$8, %esp
	popl	%edx
	popl	%ecx
	popl	%eax
	ret
	.size	__fentry__, .-__fentry__

	.section .note.GNU-stack,"",@progbits
