/* PowerPC64 Linux: the program counter (NIP) of a signal context. */
#define CONTEXT_PC(uc) ((uintptr_t)(uc)->uc_mcontext.gp_regs[32])
