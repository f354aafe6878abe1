/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* 32-bit ARM Linux: the program counter of a signal context. */
#ifndef GMON_LINUX_ARCH_ARM_H
#define GMON_LINUX_ARCH_ARM_H
/* What -pg code calls here (gcc, clang): a C library's profiling entry. */
#define MCOUNT_NAMES "__gnu_mcount_nc", "mcount"
#define CONTEXT_PC(uc) ((uintptr_t)(uc)->uc_mcontext.arm_pc)

/*
 * A system call: its result, or -errno.  The number goes in r7, which
 * Thumb code may keep its frame pointer in, so r7 is saved in ip (a
 * scratch register, and so never an operand here) around the call.
 */
static inline long gmon_linux_syscall6(long n, long a, long b, long c,
				       long d, long e, long f)
{
	register long r0 __asm__("r0") = a;
	register long r1 __asm__("r1") = b;
	register long r2 __asm__("r2") = c;
	register long r3 __asm__("r3") = d;
	register long r4 __asm__("r4") = e;
	register long r5 __asm__("r5") = f;

	__asm__ volatile("mov ip, r7\n\tmov r7, %[n]\n\tsvc 0\n\tmov r7, ip"
			 : "+r"(r0)
			 : [n] "r"(n), "r"(r1), "r"(r2), "r"(r3), "r"(r4),
			   "r"(r5)
			 : "ip", "memory");
	return r0;
}

#endif
