/* i386 Linux: the program counter and stack pointer of a signal context. */
#define CONTEXT_PC(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_EIP])
#define CONTEXT_SP(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_ESP])
/* A handler's entry: restorer, signal number, &siginfo, &ucontext. */
#define NESTED_FRAME_CONTEXT(sp) ((const ucontext_t *)((const uintptr_t *)(sp))[3])
