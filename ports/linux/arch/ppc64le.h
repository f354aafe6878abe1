/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* PowerPC64 Linux: the program counter (NIP) of a signal context. */
#ifndef GMON_LINUX_ARCH_PPC64LE_H
#define GMON_LINUX_ARCH_PPC64LE_H
/* What -pg code calls here (gcc): a C library's profiling entry. */
#define MCOUNT_NAMES "_mcount"
#define CONTEXT_PC(uc) ((uintptr_t)(uc)->uc_mcontext.gp_regs[32])

/*
 * A system call: its result, or -errno (the kernel flags an error in
 * cr0's summary-overflow bit and returns the positive errno).
 */
static inline long gmon_linux_syscall6(long n, long a, long b, long c,
				       long d, long e, long f)
{
	register long r0 __asm__("r0") = n;
	register long r3 __asm__("r3") = a;
	register long r4 __asm__("r4") = b;
	register long r5 __asm__("r5") = c;
	register long r6 __asm__("r6") = d;
	register long r7 __asm__("r7") = e;
	register long r8 __asm__("r8") = f;

	__asm__ volatile("sc\n\tbns+ 1f\n\tneg %1, %1\n1:"
			 : "+r"(r0), "+r"(r3), "+r"(r4), "+r"(r5), "+r"(r6),
			   "+r"(r7), "+r"(r8)
			 :
			 : "r9", "r10", "r11", "r12", "cr0", "ctr", "memory");
	return r3;
}

#endif
