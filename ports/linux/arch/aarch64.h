/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* AArch64 Linux: the program counter of a signal context. */
#ifndef GMON_LINUX_ARCH_AARCH64_H
#define GMON_LINUX_ARCH_AARCH64_H
/* What -pg code calls here (gcc): a C library's profiling entry. */
#define MCOUNT_NAMES "_mcount"
#define CONTEXT_PC(uc) ((uintptr_t)(uc)->uc_mcontext.pc)
#define CONTEXT_SP(uc) ((uintptr_t)(uc)->uc_mcontext.sp)
/*
 * The frame records: the frame pointer of a context, and where the
 * record (the caller's frame pointer, then the return address) lies
 * from it.
 */
#define CONTEXT_FP(uc) ((uintptr_t)(uc)->uc_mcontext.regs[29])
#define FRAME_RECORD_OFFSET 0
#define FRAME_NEXT 0
#define FRAME_RET sizeof(uintptr_t)
/* The system call instruction (svc #0), and the register of its result. */
#define SYSCALL_INSN { 0x01, 0x00, 0x00, 0xd4 }
#define CONTEXT_RET(uc) ((long)(uc)->uc_mcontext.regs[0])

/* A system call: its result, or -errno. */
static inline long gmon_linux_syscall6(long n, long a, long b, long c,
				       long d, long e, long f)
{
	register long x8 __asm__("x8") = n;
	register long x0 __asm__("x0") = a;
	register long x1 __asm__("x1") = b;
	register long x2 __asm__("x2") = c;
	register long x3 __asm__("x3") = d;
	register long x4 __asm__("x4") = e;
	register long x5 __asm__("x5") = f;

	__asm__ volatile("svc 0"
			 : "+r"(x0)
			 : "r"(x8), "r"(x1), "r"(x2), "r"(x3), "r"(x4), "r"(x5)
			 : "memory");
	return x0;
}

#endif
