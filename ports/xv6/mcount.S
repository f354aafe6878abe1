/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The core's RISC-V mcount stub, unmodified, for the kernel and for
 * programs: its unwind information goes to .debug_frame, not into an
 * .eh_frame that xv6's user.ld would put between the text and the data
 * (which would then share a writable segment with the text), and a
 * label marks where it ends: kernel/hart.c keeps xv6 from preempting a
 * kernel thread between _mcount and kgmon_stub_end.
 */
	.cfi_sections .debug_frame
#include "riscv64.S"

	.text
	.globl	kgmon_stub_end
kgmon_stub_end:
