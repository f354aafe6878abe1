/*
 * RISC-V entry point for code compiled with -pg.  GCC calls _mcount as an
 * ordinary function after the prologue with a0 = the profiled function's
 * incoming return address (frompc); ra is the return address into the
 * profiled function (selfpc).  Being an ordinary call, nothing beyond the
 * ABI's callee-saved registers needs keeping: tail-call the C side.
 * Used on Linux and bare metal alike.
 */
	.text
	.globl	_mcount
	.type	_mcount, @function
	.p2align 2
_mcount:
	mv	a1, ra
	tail	gmon_mcount
	.size	_mcount, .-_mcount
	.globl	mcount
	.set	mcount, _mcount

	.section .note.GNU-stack,"",@progbits
