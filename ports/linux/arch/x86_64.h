/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* x86-64 Linux: the program counter and stack pointer of a signal context. */
#ifndef GMON_LINUX_ARCH_X86_64_H
#define GMON_LINUX_ARCH_X86_64_H
/* What -pg code calls here (gcc): a C library's profiling entry. */
#define MCOUNT_NAMES "mcount"
#define CONTEXT_PC(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_RIP])
/*
 * The frame records: the frame pointer of a context, and where the
 * record (the caller's frame pointer, then the return address) lies
 * from it.
 */
#define CONTEXT_FP(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_RBP])
#define FRAME_RECORD_OFFSET 0
#define FRAME_NEXT 0
#define FRAME_RET sizeof(uintptr_t)
#define CONTEXT_SP(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_RSP])
/*
 * A handler's entry: the restorer at the stack pointer, the ucontext
 * right above it.  NESTED_UCONTEXT(sp) is the ucontext's address.
 */
#define NESTED_UCONTEXT(sp) ((sp) + sizeof(uintptr_t))
#define NESTED_PC_OFFSET offsetof(ucontext_t, uc_mcontext.gregs[REG_RIP])
/*
 * libgmon's stubs, up to where they push nothing: a sample there has
 * the profiled function's address at the stack pointer (selfpc), then
 * for __fentry__ (called before the prologue) its return address; the
 * frame pointer then names the record of the next frame out.
 */
extern char libgmon_mcount_overhead[], gmon_mcount_hot_end[];
extern char libgmon_fentry_overhead[], gmon_fentry_hot_end[];
#define STUB_HOT_PATHS { \
	{ libgmon_mcount_overhead, gmon_mcount_hot_end, 1 }, \
	{ libgmon_fentry_overhead, gmon_fentry_hot_end, 2 } }

/* The system call instruction, and the register of a call's result. */
#define SYSCALL_INSN { 0x0f, 0x05 }
#define CONTEXT_RET(uc) ((long)(uc)->uc_mcontext.gregs[REG_RAX])

/* A system call: its result, or -errno. */
static inline long gmon_linux_syscall6(long n, long a, long b, long c,
				       long d, long e, long f)
{
	register long r10 __asm__("r10") = d;
	register long r8 __asm__("r8") = e;
	register long r9 __asm__("r9") = f;
	long ret;

	__asm__ volatile("syscall"
			 : "=a"(ret)
			 : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10), "r"(r8),
			   "r"(r9)
			 : "rcx", "r11", "memory");
	return ret;
}

#endif
