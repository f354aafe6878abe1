/*
 * i386 entry points for code compiled with -pg: mcount after the prologue
 * (frompc = the profiled function's return address at 4(%ebp); PIC code
 * calls it through the GOT, which changes nothing here) and __fentry__
 * for -mfentry (before the prologue: frompc at 4(%esp)).  GCC emits the
 * call as inline assembly and assumes nothing is clobbered: eax, ecx and
 * edx may hold arguments (regparm, fastcall, the static chain) and are
 * saved; the rest are callee-saved under the ABI, and the C side is
 * built with -mgeneral-regs-only, so x87 and SSE state is never touched.
 *
 * The stack is realigned to 16 bytes for the C call rather than assumed
 * aligned: the compiler may push the static chain around the call.
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
1:	movl	12(%esp), %edx		/* selfpc: our return address */
	pushl	%ebp
	movl	%esp, %ebp
	andl	$-16, %esp
	subl	$8, %esp
	pushl	%edx
	pushl	%ecx
	call	gmon_mcount
	movl	%ebp, %esp
	popl	%ebp
	popl	%edx
	popl	%ecx
	popl	%eax
	ret
	.size	__fentry__, .-__fentry__

	.section .note.GNU-stack,"",@progbits
