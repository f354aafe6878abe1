/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* i386 Linux: the program counter and stack pointer of a signal context. */
#ifndef GMON_LINUX_ARCH_I386_H
#define GMON_LINUX_ARCH_I386_H
/* What -pg code calls here (gcc): a C library's profiling entry. */
#define MCOUNT_NAMES "mcount"
#define CONTEXT_PC(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_EIP])
/*
 * The frame records: the frame pointer of a context, and where the
 * record (the caller's frame pointer, then the return address) lies
 * from it.
 */
#define CONTEXT_FP(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_EBP])
#define FRAME_RECORD_OFFSET 0
#define FRAME_NEXT 0
#define FRAME_RET sizeof(uintptr_t)
#define CONTEXT_SP(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_ESP])
/*
 * A handler's entry: restorer, signal number, &siginfo, &ucontext.
 * NESTED_UCONTEXT(sp) reads that last pointer, the ucontext's address.
 */
#define NESTED_UCONTEXT(sp) (*(const uintptr_t *)((sp) + 3 * sizeof(uintptr_t)))
#define NESTED_PC_OFFSET offsetof(ucontext_t, uc_mcontext.gregs[REG_EIP])

/*
 * A system call: its result, or -errno.  Five arguments at most: the
 * sixth would go in %ebp, the frame pointer; mmap, the one call with
 * six, takes them in memory here (GMON_LINUX_MMAP_IN_MEMORY).
 */
static inline long gmon_linux_syscall6(long n, long a, long b, long c,
				       long d, long e, long f)
{
	long ret;

	(void)f;
	__asm__ volatile("int $0x80"
			 : "=a"(ret)
			 : "a"(n), "b"(a), "c"(b), "d"(c), "S"(d), "D"(e)
			 : "memory");
	return ret;
}
#define GMON_LINUX_MMAP_IN_MEMORY 1

#endif
