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
/*
 * Whether the interrupted thread was asleep in a system call: to restart
 * the call after the handler the kernel has moved the pc back onto its
 * `syscall' instruction (0f 05); a call that fails instead leaves the pc
 * right after it, with -EINTR in rax.  The pc's page is mapped (the
 * thread runs there): the bytes next to it are read only within it.
 */
#define ASLEEP_IN_SYSCALL(uc) \
	x86_64_asleep((uc)->uc_mcontext.gregs[REG_RIP], \
		      (long)(uc)->uc_mcontext.gregs[REG_RAX])
static inline int x86_64_asleep(uintptr_t pc, long ax)
{
	const unsigned char *p = (const unsigned char *)pc;

	if (pc % 4096 <= 4094 && p[0] == 0x0f && p[1] == 0x05)
		return 1;
	return ax == -EINTR && pc % 4096 >= 2 && p[-2] == 0x0f && p[-1] == 0x05;
}
