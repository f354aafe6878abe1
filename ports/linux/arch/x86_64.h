/* x86-64 Linux: the program counter and stack pointer of a signal context. */
#define CONTEXT_PC(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_RIP])
#define CONTEXT_SP(uc) ((uintptr_t)(uc)->uc_mcontext.gregs[REG_RSP])
/*
 * A handler's entry: the restorer at the stack pointer, the ucontext
 * right above it.  NESTED_UCONTEXT(sp, peek, &uc) finds that ucontext
 * with peek(), which reads a word of that frame; 0 if it cannot.
 */
#define NESTED_UCONTEXT(sp, peek, uc) (*(uc) = (sp) + sizeof(uintptr_t), 1)
#define NESTED_PC_OFFSET offsetof(ucontext_t, uc_mcontext.gregs[REG_RIP])
/* Bytes below the stack pointer the kernel leaves alone when it
 * writes a signal frame on the same stack. */
#define SIGNAL_RED_ZONE 128
