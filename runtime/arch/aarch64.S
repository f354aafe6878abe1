/*
 * AArch64 entry point for code compiled with -pg.  GCC calls _mcount as an
 * ordinary function after the prologue with x0 = the profiled function's
 * incoming return address (frompc, already stripped of its pointer
 * authentication code by GCC 12; stripped again here for older
 * compilers) and x30 = the return address into the profiled function
 * (selfpc).  An ordinary call: tail-call the C side.  clang < 20 leaves
 * x0 unset; the C side then finds frompc outside the text and drops it.
 */
	.text
	.globl	_mcount
	.type	_mcount, %function
	.p2align 2
_mcount:
	mov	x1, x30
	mov	x30, x0
	hint	#7			/* xpaclri: strip PAC from x30 */
	mov	x0, x30
	mov	x30, x1
	b	gmon_mcount
	.size	_mcount, .-_mcount

	.section .note.GNU-stack,"",%progbits
