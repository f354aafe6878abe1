/* RISC-V Linux: the program counter of a signal context (register 0). */
#define CONTEXT_PC(uc) ((uintptr_t)(uc)->uc_mcontext.__gregs[0])
