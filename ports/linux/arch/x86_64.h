/* x86-64 Linux: the program counter and stack pointer of a signal context. */
#define CONTEXT_PC(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_RIP])
#define CONTEXT_SP(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_RSP])
/* A handler's entry: the restorer at the stack pointer, the ucontext above it. */
#define NESTED_FRAME_CONTEXT(sp) ((const ucontext_t *)((const uintptr_t *)(sp) + 1))
