/*
 * PowerPC64 ELFv2 entry point for code compiled with -pg.  GCC calls
 * _mcount as an ordinary function (`bl _mcount; nop') once the profiled
 * function has saved its return address in its caller's frame and made
 * its own: selfpc is our LR, frompc the saved LR one back-chain up.
 */
	.abiversion 2
	.text
	.globl	_mcount
	.type	_mcount, @function
	.p2align 2
_mcount:
	mflr	%r0
	ld	%r11, 0(%r1)		/* the profiled function's caller's frame */
	ld	%r3, 16(%r11)		/* frompc: its saved LR */
	mr	%r4, %r0		/* selfpc */
	std	%r0, 16(%r1)
	stdu	%r1, -32(%r1)
	bl	gmon_mcount
	nop
	addi	%r1, %r1, 32
	ld	%r0, 16(%r1)
	mtlr	%r0
	blr
	.size	_mcount, .-_mcount

	.section .note.GNU-stack,"",@progbits
