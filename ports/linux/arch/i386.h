/* i386 Linux: the program counter and stack pointer of a signal context. */
#define CONTEXT_PC(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_EIP])
#define CONTEXT_SP(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_ESP])
/*
 * A handler's entry: restorer, signal number, &siginfo, &ucontext.
 * NESTED_UCONTEXT(sp, peek, &uc) reads that last pointer with peek(),
 * which reads a word of that frame; 0 if it cannot.
 */
#define NESTED_UCONTEXT(sp, peek, uc) peek((sp) + 3 * sizeof(uintptr_t), (uc))
#define NESTED_PC_OFFSET offsetof(ucontext_t, uc_mcontext.gregs[REG_EIP])
