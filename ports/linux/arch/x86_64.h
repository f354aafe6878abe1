/* x86-64 Linux: the program counter and stack pointer of a signal context. */
#define CONTEXT_PC(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_RIP])
#define CONTEXT_SP(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_RSP])
/*
 * A handler's entry: the restorer at the stack pointer, the ucontext
 * right above it.  NESTED_UCONTEXT(sp) is the ucontext's address.
 */
#define NESTED_UCONTEXT(sp) ((sp) + sizeof(uintptr_t))
#define NESTED_PC_OFFSET offsetof(ucontext_t, uc_mcontext.gregs[REG_RIP])
/* The system call instruction, and the register of a call's result. */
#define SYSCALL_INSN { 0x0f, 0x05 }
#define CONTEXT_RET(uc) ((long)(uc)->uc_mcontext.gregs[REG_RAX])
