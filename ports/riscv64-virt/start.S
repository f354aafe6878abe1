/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Reset, trap entry and the semihosting trap for qemu's RISC-V virt
 * machine in machine mode.  With -bios none qemu's reset code jumps to
 * the start of RAM (0x80000000) whatever the ELF entry says, so _start
 * must come first: link.ld puts .text.start there.
 */
	.section .text.start, "ax"
	.globl	_start
_start:
	csrr	t0, mhartid
	bnez	t0, park		/* -smp N: every hart starts here */
	la	sp, __stack_top
	la	t0, trap_entry
	csrw	mtvec, t0		/* direct mode: needs 4-byte alignment */
	call	port_main
park:
	wfi
	j	park

/*
 * Save what C may clobber, hand mcause and mepc (the interrupted pc) to
 * C, restore and return.  Interrupts stay masked until mret, so the
 * handler's own time never shows in the histogram.
 */
	.text
	.balign	4
trap_entry:
	addi	sp, sp, -128
	sd	ra, 0(sp)
	sd	t0, 8(sp)
	sd	t1, 16(sp)
	sd	t2, 24(sp)
	sd	t3, 32(sp)
	sd	t4, 40(sp)
	sd	t5, 48(sp)
	sd	t6, 56(sp)
	sd	a0, 64(sp)
	sd	a1, 72(sp)
	sd	a2, 80(sp)
	sd	a3, 88(sp)
	sd	a4, 96(sp)
	sd	a5, 104(sp)
	sd	a6, 112(sp)
	sd	a7, 120(sp)
	csrr	a0, mcause
	csrr	a1, mepc
	call	port_trap
	ld	ra, 0(sp)
	ld	t0, 8(sp)
	ld	t1, 16(sp)
	ld	t2, 24(sp)
	ld	t3, 32(sp)
	ld	t4, 40(sp)
	ld	t5, 48(sp)
	ld	t6, 56(sp)
	ld	a0, 64(sp)
	ld	a1, 72(sp)
	ld	a2, 80(sp)
	ld	a3, 88(sp)
	ld	a4, 96(sp)
	ld	a5, 104(sp)
	ld	a6, 112(sp)
	ld	a7, 120(sp)
	addi	sp, sp, 128
	mret

/*
 * intptr_t semihost_call(op, arg): a0 = op, a1 = arg, result in a0.
 * qemu recognises the three-instruction sequence only uncompressed and
 * within one page, hence norvc and the alignment.
 */
	.globl	semihost_call
	.balign	16
semihost_call:
	.option	push
	.option	norvc
	slli	zero, zero, 0x1f
	ebreak
	srai	zero, zero, 7
	.option	pop
	ret

	.section .note.GNU-stack,"",@progbits
