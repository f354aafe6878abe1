/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A program's worth of code without compiling one, for the tests of big
 * text: pad(), PAD_BYTES of nops (x86, where the tests run) and a return.
 * With FAR_END, far_end() follows the program's own code in section
 * .far: gprof credits nothing to the function at the highest address,
 * so a test that reads a far function's time puts this one after it.
 */
#ifndef PAD_BYTES
#define PAD_BYTES 4194304
#endif
	.text
	.globl	pad
	.type	pad, @function
pad:
	.fill	PAD_BYTES, 1, 0x90
	ret
	.size	pad, .-pad
#ifdef FAR_END
	.section .far, "ax", @progbits
	.globl	far_end
	.type	far_end, @function
far_end:
	ret
	.size	far_end, .-far_end
#endif
	.section .note.GNU-stack, "", @progbits
