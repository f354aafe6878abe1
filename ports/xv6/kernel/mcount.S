/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The core's RISC-V mcount stub, unmodified, and a label where it ends:
 * hart.c keeps xv6 from preempting a kernel thread between _mcount and
 * kgmon_stub_end.
 */
#include "riscv64.S"

	.text
	.globl	kgmon_stub_end
kgmon_stub_end:
