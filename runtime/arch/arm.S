/*
 * 32-bit ARM (EABI) entry points for code compiled with -pg.
 *
 * GCC emits `push {lr}; bl __gnu_mcount_nc' after the prologue.  On entry
 * lr is the return address into the profiled function (selfpc) and [sp]
 * the profiled function's own return address (frompc).  Every register
 * but ip must survive (r0-r3 still hold arguments), the pushed word must
 * be popped, and lr must come back holding it.
 *
 * clang instead makes an ordinary call to mcount, and keeps a frame
 * pointer whose frame record holds the profiled function's return
 * address one word up: r7 in Thumb code, r11 in ARM code.  lr's Thumb bit
 * says which.
 *
 * Thumb bits are cleared from the addresses handed to C.  Assembles as
 * ARM or Thumb-2.
 */
	.syntax	unified
	.text
	.globl	__gnu_mcount_nc
	.type	__gnu_mcount_nc, %function
	.p2align 2
__gnu_mcount_nc:
	push	{r0, r1, r2, r3, lr}	/* with the caller's push: 24 bytes */
	ldr	r0, [sp, #20]		/* frompc */
	bic	r0, r0, #1
	bic	r1, lr, #1		/* selfpc */
	bl	gmon_mcount
	pop	{r0, r1, r2, r3, ip, lr}	/* ip = selfpc, lr = frompc */
	bx	ip
	.size	__gnu_mcount_nc, .-__gnu_mcount_nc

	.globl	mcount
	.type	mcount, %function
	.p2align 2
mcount:
	push	{r4, lr}		/* r4 only keeps sp 8-byte aligned */
	tst	lr, #1
	ite	ne
	ldrne	r0, [r7, #4]		/* Thumb caller: frame record at r7 */
	ldreq	r0, [r11, #4]		/* ARM caller: frame record at r11 */
	bic	r0, r0, #1		/* frompc */
	bic	r1, lr, #1		/* selfpc */
	bl	gmon_mcount
	pop	{r4, pc}
	.size	mcount, .-mcount

	.section .note.GNU-stack,"",%progbits
