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

/*
 * Whether the CALL_BEFORE bytes b end with a call instruction: the
 * direct call (e8 rel32), and ff /2 through a register or memory
 * (ff 15 disp32 is the call through the GOT of -fno-plt).
 */
#define CALL_BEFORE 7
static inline int gmon_call_ends_at(const unsigned char *b)
{
	unsigned m2 = b[6], m3 = b[5], m4 = b[4], m6 = b[2];

	return b[2] == 0xe8 ||				/* e8 rel32 */
	       (b[1] == 0xff && (m6 & 0xc7) == 0x05 && (m6 & 0x38) == 0x10) ||
	       (b[1] == 0xff && (m6 & 0xf8) == 0x90) ||	/* disp32(reg) */
	       (b[0] == 0xff && b[1] == 0x94) ||		/* disp32(sib) */
	       (b[4] == 0xff && (m3 & 0xf8) == 0x50) ||	/* disp8(reg) */
	       (b[3] == 0xff && m4 == 0x54) ||		/* disp8(sib) */
	       (b[5] == 0xff && ((m2 & 0xf8) == 0xd0 ||	/* reg */
				 ((m2 & 0xf8) == 0x10 && m2 != 0x14 &&
				  m2 != 0x15)));		/* (reg) */
}
#define CALL_ENDS_AT(b) gmon_call_ends_at(b)

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
