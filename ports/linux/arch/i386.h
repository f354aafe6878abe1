/* i386 Linux: the program counter and stack pointer of a signal context. */
#define CONTEXT_PC(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_EIP])
#define CONTEXT_SP(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_ESP])
/*
 * A handler's entry: restorer, signal number, &siginfo, &ucontext.
 * NESTED_UCONTEXT(sp) reads that last pointer, the ucontext's address.
 */
#define NESTED_UCONTEXT(sp) (*(const uintptr_t *)((sp) + 3 * sizeof(uintptr_t)))
#define NESTED_PC_OFFSET offsetof(ucontext_t, uc_mcontext.gregs[REG_EIP])
