/* 32-bit ARM Linux: the program counter of a signal context. */
#define CONTEXT_PC(uc) ((uintptr_t)(uc)->uc_mcontext.arm_pc)
