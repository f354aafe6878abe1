/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The bottom of the Linux port: what the core asks of the process from
 * any context, mcount and the tick included: memory, thread ids, the
 * signal stack, signal masks, cancellation, a turn's wait, errno.  Only
 * system calls (sys.h) and the C library's sigaction(), and no call to
 * another file of the port.
 */
#define _GNU_SOURCE
#include "linux.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/syscall.h>

#ifdef GMON_FAULT_INJECTION
enum gmon_linux_fault gmon_linux_fault;	/* settings.c sets it at start-up */
#endif

/* ---- memory ---- */

void *gmon_port_alloc(size_t size)
{
	void *p;
	int saved = errno;	/* mcount may call this: errno as it was */

	if (FAULT(FAULT_ENOMEM))
		return NULL;
	p = sys_mmap_anon(size);
	errno = saved;
	return p == MAP_FAILED ? NULL : p;
}

void gmon_port_free(void *p, size_t size)
{
	sys_munmap(p, size);
}

void gmon_port_set_errno(int err)
{
	errno = err;
}

/* ---- threads ---- */

/*
 * The core asks these from mcount, in any thread, possibly inside a
 * signal handler that interrupted malloc, with the profiled function's
 * arguments live in registers: only system calls (the C library's
 * wrappers touch no vector register), and errno as it was.  A thread is
 * its kernel thread id; it has ended when the kernel no longer knows it
 * in this process (tgkill with signal 0 delivers nothing).
 *
 * A thread's id also names its process: a copy of the process made
 * without the fork handlers (clone without CLONE_VM, _Fork, the raw
 * system call) keeps the tables its threads had, under the ids they had,
 * and one of them is the copy's own first thread's, which counts on.
 * Only the process can tell that its thread is still there, so a thread
 * of another process is taken as alive.  Thread ids are below 2^22
 * (Linux's PID_MAX_LIMIT): with 64-bit ids the whole process id fits
 * above; with 32-bit ones its low 10 bits, which a copy's process id
 * shares with its parent's once in 1024.
 */
#define TID_BITS 22

static uintptr_t process_tag(long pid)
{
	return (uintptr_t)pid << TID_BITS;
}

uintptr_t gmon_port_thread_attach(void)
{
	return (uintptr_t)sys_gettid() | process_tag(sys_getpid());
}

int gmon_port_thread_alive(uintptr_t id)
{
	long pid = sys_getpid();
	long tid = (long)(id & (((uintptr_t)1 << TID_BITS) - 1));

	if ((id & ~(((uintptr_t)1 << TID_BITS) - 1)) != process_tag(pid))
		return 1;
	return sys_raw(SYS_tgkill, pid, tid, 0, 0, 0) != -ESRCH;
}

/*
 * pthread_setcancelstate() is not on POSIX's list of async-signal-safe
 * functions, but in glibc and musl it only sets a flag of the calling
 * thread (and acts on a pending cancel only for the asynchronous type,
 * on restore, when the write is over).
 */
int gmon_port_cancel_off(void)
{
	int old = PTHREAD_CANCEL_ENABLE, saved = errno;

	pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
	errno = saved;
	return old;
}

void gmon_port_cancel_restore(int state)
{
	int ignored, saved = errno;

	pthread_setcancelstate(state, &ignored);
	errno = saved;
}

/*
 * Spin for the first turns (the holder is mostly running, and done in
 * microseconds), then nap 20 us a turn: a SCHED_FIFO thread never spins
 * for long, as a holder of lower priority on its CPU cannot run while it
 * does.  (Not sched_yield(), which yields only to threads of the same
 * priority.)
 */
#define SPIN_TURNS 1000

void gmon_port_wait_turn(unsigned turns)
{
	if (turns >= SPIN_TURNS)
		sys_nap(20000);
}

/* ---- signals ---- */

int gmon_port_on_signal_stack(void)
{
	stack_t ss;

	return sys_raw(SYS_sigaltstack, 0, (long)&ss, 0, 0, 0) != 0 ||
	       (ss.ss_flags & SS_ONSTACK) != 0;
}

/*
 * By system call: the C library's sigprocmask may be the program's own,
 * and glibc's would leave its internal signals unblocked.  All ones if
 * the call failed: the kernel leaves SIGKILL and SIGSTOP out of any
 * mask, so that is never a mask it gave.
 */
uint64_t gmon_linux_block_signals(uint64_t set)
{
	uint64_t old = ~(uint64_t)0;

	if (sys_raw(SYS_rt_sigprocmask, SIG_BLOCK, (long)&set, (long)&old,
		    sizeof set, 0) != 0)
		old = ~(uint64_t)0;
	return old;
}

/*
 * Every signal blocked but those a fault raises: a fault in our own code
 * with SIGSEGV blocked would kill the program without its handler (nor
 * GMON_SIGNALS's write).  SIGXFSZ, which our own write past a file size
 * limit raises, waits until the write has failed.
 */
uint64_t gmon_port_handlers_off(void)
{
	return gmon_linux_block_signals(~(SIGBIT(SIGSEGV) | SIGBIT(SIGBUS) |
					  SIGBIT(SIGFPE) | SIGBIT(SIGILL) |
					  SIGBIT(SIGTRAP) | SIGBIT(SIGSYS)));
}

void gmon_port_handlers_restore(uint64_t state)
{
	if (state != ~(uint64_t)0)
		(void)sys_raw(SYS_rt_sigprocmask, SIG_SETMASK, (long)&state, 0,
			      sizeof state, 0);
}

/* ---- libgmon's own sigaction() calls ---- */

/* Calls of libgmon's own under way in this thread (nested: a handler).
 * Volatile: the C library declares sigaction() a leaf, one that never
 * calls back into this file, and the count would be optimised away. */
static GMON_THREAD_LOCAL volatile int own_sigaction;

/*
 * The program's sigaction() goes through libgmon (sigwait.c), and so do
 * libgmon's own calls, in the same link: marked here, they go on to the
 * C library's as they are.
 */
int gmon_linux_sigaction(int sig, const struct sigaction *act,
			 struct sigaction *old)
{
	int ret;

	own_sigaction++;
	ret = sigaction(sig, act, old);
	own_sigaction--;
	return ret;
}

int gmon_linux_own_sigaction(void)
{
	return own_sigaction > 0;
}
