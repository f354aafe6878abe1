/* AArch64 Linux: the program counter of a signal context. */
#define CONTEXT_PC(uc) ((uintptr_t)(uc)->uc_mcontext.pc)
/*
 * Whether the interrupted thread was asleep in a system call: to restart
 * the call after the handler the kernel has moved the pc back onto its
 * `svc #0'; a call that fails instead leaves the pc right after it, with
 * -EINTR in x0.  The pc's page is mapped (the thread runs there).
 */
#define ASLEEP_IN_SYSCALL(uc) \
	aarch64_asleep((uc)->uc_mcontext.pc, (long)(uc)->uc_mcontext.regs[0])
static inline int aarch64_asleep(uintptr_t pc, long x0)
{
	const uint32_t *p = (const uint32_t *)pc, svc0 = 0xd4000001u;

	if (p[0] == svc0)
		return 1;
	return x0 == -EINTR && pc % 4096 >= 4 && p[-1] == svc0;
}
