/* AArch64 Linux: the program counter of a signal context. */
#define CONTEXT_PC(uc) ((uintptr_t)(uc)->uc_mcontext.pc)
/* The system call instruction (svc #0), and the register of its result. */
#define SYSCALL_INSN { 0x01, 0x00, 0x00, 0xd4 }
#define CONTEXT_RET(uc) ((long)(uc)->uc_mcontext.regs[0])
