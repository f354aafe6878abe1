/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* RISC-V Linux: the program counter of a signal context (register 0). */
#ifndef GMON_LINUX_ARCH_RISCV64_H
#define GMON_LINUX_ARCH_RISCV64_H
/* What -pg code calls here (gcc): a C library's profiling entry. */
#define MCOUNT_NAMES "_mcount"
#define CONTEXT_PC(uc) ((uintptr_t)(uc)->uc_mcontext.__gregs[0])
#define CONTEXT_SP(uc) ((uintptr_t)(uc)->uc_mcontext.__gregs[2])
/*
 * The frame records: the frame pointer of a context, and where the
 * record (the caller's frame pointer, then the return address) lies
 * from it.
 */
#define CONTEXT_FP(uc) ((uintptr_t)(uc)->uc_mcontext.__gregs[8])
#define FRAME_RECORD_OFFSET (-2 * (long)sizeof(uintptr_t))
#define FRAME_NEXT 0
#define FRAME_RET sizeof(uintptr_t)

/* A system call: its result, or -errno. */
static inline long gmon_linux_syscall6(long n, long a, long b, long c,
				       long d, long e, long f)
{
	register long a7 __asm__("a7") = n;
	register long a0 __asm__("a0") = a;
	register long a1 __asm__("a1") = b;
	register long a2 __asm__("a2") = c;
	register long a3 __asm__("a3") = d;
	register long a4 __asm__("a4") = e;
	register long a5 __asm__("a5") = f;

	__asm__ volatile("ecall"
			 : "+r"(a0)
			 : "r"(a7), "r"(a1), "r"(a2), "r"(a3), "r"(a4), "r"(a5)
			 : "memory");
	return a0;
}

#endif
