/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The sampling clock: CPU-time timers (timers.c: one per thread, and
 * a process-wide one that finds the threads) that send a real-time
 * signal of libgmon's own, SIGRTMAX-3 unless GMON_SIGNAL names another;
 * its handler here counts the interrupted pc.  A program that uses
 * ITIMER_PROF and SIGPROF for itself keeps both, and the kernel deletes
 * the timers at exec, so no stray tick reaches the new image.  Only
 * where timer_create() fails does the clock fall back to ITIMER_PROF.
 *
 * The sample signal stays the program's too: a signal that is not one
 * of our ticks goes on to the handler the program had installed.  When
 * the program sets an action for it (sigaction() and signal() go
 * through libgmon: sigwait.c), the action is recorded behind ours, and
 * unless it is the default one the ticks move to a real-time signal that
 * is free (its action the default, and never set otherwise by the
 * program through libgmon), and one line says so.
 * Ours stays in front of the signal the ticks left: ticks still pending
 * there are dropped, the program's own signals go on to its action, and
 * sigaction() reports the program's action, not ours.  With no signal
 * free, sampling stops (the counts so far stay).  A handler installed
 * past libgmon (a raw system call; a static link by lld, which gmon-cc
 * links without the hooks) is noticed when the clock is next started or
 * stopped (moncontrol, profil, exit): ours goes back in front of it,
 * and one line says that samples were lost meanwhile.
 *
 * GMON_DUMP_INTERVAL: a tick that finds the last snapshot that many
 * seconds of wall-clock time old writes a new one (gmon_snapshot() is
 * safe in a signal handler).  A process that uses no CPU has no ticks,
 * but then its profile does not change either: a killed program's file
 * lacks at most the last interval, or the last tick's worth of CPU.
 */
#define _GNU_SOURCE
#include "linux.h"

#include <errno.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

#include GMON_ARCH_CONTEXT_H

enum clock_mode { OFF, TIMERS, ITIMER };

static enum clock_mode mode;
static int ticking;		/* atomic: ticks are samples */
static int sample_signal;	/* the signal of our ticks; 0: none yet */
static long tick_ns;		/* the timers' interval */
static int no_signal;		/* the program took every free one */
/* [sig]: the program's action, where ours stands in front of it */
static struct sigaction program_action[65];
/*
 * Sets of signals 1 to 64, in 32-bit words: a 64-bit atomic needs a
 * library call on 32-bit targets (i386), which the handler must not make.
 */
struct sigbits {
	uint32_t w[2];		/* atomic */
};

static void sigbits_add(struct sigbits *b, int sig)
{
	__atomic_or_fetch(&b->w[(sig - 1) / 32], (uint32_t)1 << ((sig - 1) % 32),
			  __ATOMIC_RELAXED);
}

static void sigbits_del(struct sigbits *b, int sig)
{
	__atomic_and_fetch(&b->w[(sig - 1) / 32],
			   ~((uint32_t)1 << ((sig - 1) % 32)), __ATOMIC_RELAXED);
}

static int sigbits_has(const struct sigbits *b, int sig)
{
	return (__atomic_load_n(&b->w[(sig - 1) / 32], __ATOMIC_RELAXED) >>
		((sig - 1) % 32)) & 1;
}

static struct sigbits fronted;	/* signals ours stands in front of: the
				 * sample signal, and those it left */
static struct sigbits claimed;	/* signals the program set an action for
				 * through libgmon */
static struct sigaction old_prof;	/* the program's SIGPROF, in fallback */
static int handler_lost;	/* the program put its handler over ours */
static int lost_reported;
static int said_itimer;		/* the fallback to ITIMER_PROF is said */
static long dump_every;		/* GMON_DUMP_INTERVAL, s; 0: none */
static int dumps_off;		/* a fork child's, without files of its own */
static long next_dump;		/* atomic: CLOCK_MONOTONIC s (word-sized:
				 * 32-bit targets have no 64-bit CAS inline) */

/* ---- the interrupted pc ---- */

#ifdef NESTED_UCONTEXT
/*
 * Whether the word at the interrupted stack pointer sp can be read
 * without faulting, known without a system call: a sandboxed program
 * (seccomp) is killed for a call it did not allow, at our first tick.
 * The word at sp is the last one the program pushed or a local of the
 * running function, in its stack; it does not exist only when the stack
 * is empty and sp is the very end of its mapping (a coroutine that has
 * just switched to a fresh stack), and mappings end at page boundaries.
 * (At a handler's entry, which is what we look for, sp + 8 on x86-64
 * and sp + 4 on i386 is 16-byte aligned: sp never is.)
 */
static int stack_word_readable(uintptr_t sp)
{
	return sp % 4096 != 0 && sp % sizeof(uintptr_t) == 0;
}

static uintptr_t word_at(uintptr_t addr)
{
	return *(const uintptr_t *)addr;
}

/*
 * Whether the interrupted code ran with some signal blocked, as a
 * handler's entry does (its own signal, unless SA_NODEFER, and its mask).
 * Most code runs with none, and then nothing is read from its stack: the
 * word at sp is often a local the program has not written yet, which
 * valgrind would report when we compare it.  Only the kernel's 64 bits
 * are read: the rest of the C library's sigset_t is not in the frame.
 */
static int blocks_some_signal(const ucontext_t *uc)
{
	const unsigned long *mask = (const unsigned long *)&uc->uc_sigmask;
	unsigned i;

	for (i = 0; i < 64 / (8 * sizeof *mask); i++)
		if (mask[i] != 0)
			return 1;
	return 0;
}
#endif

/*
 * When the program's own CPU-time timer (ITIMER_PROF) fires on the same
 * tick as ours, the kernel delivers its lower-numbered signal first and
 * ours on top of it, before the first instruction of its handler: the pc
 * we are handed is that handler's entry, while the pc that was really
 * running is in the signal frame at the stack pointer.  A handler's
 * entry shows as a stack whose top word is the signal restorer, which is
 * also our own handler's return address.  Where arch/ does not describe
 * the frame, the sample goes to the handler's entry.
 */
static uintptr_t sampled_pc(const ucontext_t *uc, uintptr_t restorer)
{
#ifdef NESTED_UCONTEXT
	uintptr_t sp = CONTEXT_SP(uc);

	/* past the restorer, the words are the kernel's frame: mapped */
	if (blocks_some_signal(uc) && stack_word_readable(sp) &&
	    word_at(sp) == restorer)
		return word_at(NESTED_UCONTEXT(sp) + NESTED_PC_OFFSET);
#else
	(void)restorer;
#endif
	return CONTEXT_PC(uc);
}

#ifdef SYSCALL_INSN
static const unsigned char syscall_insn[] = SYSCALL_INSN;

/* Whether the code at pc is the system call instruction, read within
 * pc's page, which is mapped (a thread runs there). */
static int syscall_at(uintptr_t pc)
{
	const unsigned char *p = (const unsigned char *)pc;
	size_t i;

	if (pc % 4096 > 4096 - sizeof syscall_insn)
		return 0;
	for (i = 0; i < sizeof syscall_insn; i++)
		if (p[i] != syscall_insn[i])
			return 0;
	return 1;
}
#endif

/*
 * Whether the thread a process-wide tick came to was asleep in a system
 * call: it did not run, and the tick is another thread's, one that
 * blocks the signal (the kernel gives it to the thread that ran, if that
 * thread takes it).  To restart the call after the handler, the kernel
 * has moved the pc back onto the system call instruction; a call that
 * fails instead leaves the pc right after it, with -EINTR as its result.
 * Where arch/ does not name the instruction, timers.c's CPU-time test
 * alone decides.
 */
static int asleep(const ucontext_t *uc)
{
#ifdef SYSCALL_INSN
	uintptr_t pc = CONTEXT_PC(uc);

	return syscall_at(pc) ||
	       (CONTEXT_RET(uc) == -EINTR && pc % 4096 >= sizeof syscall_insn &&
		syscall_at(pc - sizeof syscall_insn));
#else
	(void)uc;
	return 0;
#endif
}

/* ---- periodic snapshots ---- */

static long monotonic_s(void)
{
	struct timespec ts = { 0, 0 };	/* a sandbox may refuse the call */

	sys_clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long)ts.tv_sec;
}

/*
 * The next snapshot is due dump_every seconds after the end of the last
 * one, and not before the process has used SNAPSHOT_SHARE times the CPU
 * time that one took, counted from its end: snapshots take at most a
 * tenth of the program's CPU time (1 / (1 + SNAPSHOT_SHARE)), however
 * large the profile, however short the interval and however loaded the
 * machine.  A snapshot that fails (no descriptor free for a moment, a
 * full disk) is tried again later, each time twice as late, up to 8
 * intervals, and at the interval again once one succeeds: no failure
 * ends the periodic snapshots.
 *
 * The snapshot runs on the stack the tick interrupted.  An alternate
 * signal stack is often the few KiB a handler needs and no more (a
 * program's SIGSEGV handler, say): a tick there leaves the snapshot to
 * a later one, which lands on an ordinary stack.
 */
#define SNAPSHOT_SHARE 9

/* atomic: process CPU ms before which no snapshot starts (word-sized) */
static unsigned long cpu_due;

static unsigned long process_cpu_ms(void)
{
	return (unsigned long)(gmon_linux_clock_ns(CLOCK_PROCESS_CPUTIME_ID) /
			       1000000);
}

static void maybe_dump(void)
{
	static long backoff;	/* seconds to the next try */
	long due = __atomic_load_n(&next_dump, __ATOMIC_RELAXED), now;
	long long cpu;

	if (dump_every == 0 || (now = monotonic_s()) < due ||
	    gmon_port_on_signal_stack() ||
	    (long)(process_cpu_ms() -
		   __atomic_load_n(&cpu_due, __ATOMIC_RELAXED)) < 0 ||
	    !__atomic_compare_exchange_n(&next_dump, &due, now + dump_every, 0,
					 __ATOMIC_RELAXED, __ATOMIC_RELAXED))
		return;
	cpu = gmon_linux_clock_ns(CLOCK_THREAD_CPUTIME_ID);
	if (gmon_snapshot(0) == 0) {
		backoff = dump_every;
		cpu = gmon_linux_clock_ns(CLOCK_THREAD_CPUTIME_ID) - cpu;
		__atomic_store_n(&cpu_due, process_cpu_ms() + (unsigned long)
				 (SNAPSHOT_SHARE * cpu / 1000000),
				 __ATOMIC_RELAXED);
		__atomic_store_n(&next_dump, monotonic_s() + dump_every,
				 __ATOMIC_RELAXED);
		return;
	}
	backoff = 2 * (backoff > dump_every ? backoff : dump_every);
	if (backoff > 8 * dump_every)
		backoff = 8 * dump_every;
	__atomic_store_n(&next_dump, monotonic_s() + backoff, __ATOMIC_RELAXED);
}

/* ---- the signal ---- */

/* Whether action sa runs a handler (neither the default nor ignore). */
static int runs_a_handler(const struct sigaction *sa)
{
	return sa->sa_flags & SA_SIGINFO
		? sa->sa_sigaction != NULL
		: sa->sa_handler != SIG_DFL && sa->sa_handler != SIG_IGN;
}

/*
 * The mask the program's handler asked to run with: the interrupted
 * code's, its sa_mask, and the signal itself unless SA_NODEFER (ours
 * runs with every signal blocked).
 */
static uint64_t program_mask(int sig, const struct sigaction *pa,
			     const ucontext_t *uc)
{
	uint64_t mask = 0;
	int s;

	for (s = 1; s <= 64; s++)
		if (sigismember(&uc->uc_sigmask, s) == 1 ||
		    sigismember(&pa->sa_mask, s) == 1)
			mask |= SIGBIT(s);
	if (!(pa->sa_flags & SA_NODEFER))
		mask |= SIGBIT(sig);
	return mask & ~(SIGBIT(SIGKILL) | SIGBIT(SIGSTOP));
}

/*
 * A signal that is not our tick: what the program asked for it, as the
 * kernel would have done it.  Our handler stands in front with the
 * program's SA_RESTART and SA_ONSTACK (install_tick_handler); its mask,
 * its SA_NODEFER and its SA_RESETHAND (a one-shot handler) are done
 * here.
 */
static void pass_on(int sig, siginfo_t *si, void *ctx)
{
	struct sigaction act = program_action[sig];

	if (!runs_a_handler(&act)) {
		if (!(act.sa_flags & SA_SIGINFO) && act.sa_handler == SIG_DFL) {
			/* its default action: our handler steps aside for
			 * good (a real-time signal's default ends the
			 * process) */
			sigbits_del(&fronted, sig);
			gmon_linux_sigaction(sig, &act, NULL);
			sys_raise(sig);
		}
		return;
	}
	if (act.sa_flags & SA_RESETHAND) {
		program_action[sig].sa_handler = SIG_DFL;
		program_action[sig].sa_flags &= ~(SA_SIGINFO | SA_RESETHAND);
	}
	gmon_port_handlers_restore(program_mask(sig, &act, ctx));
	if (act.sa_flags & SA_SIGINFO)
		act.sa_sigaction(sig, si, ctx);
	else
		act.sa_handler(sig);
}

/* A tick of one of our timers; *thread its thread's record, if one. */
static int timer_tick(const siginfo_t *si, struct thread_timer **thread)
{
	*thread = NULL;
	return si->si_code == SI_TIMER &&
	       ((*thread = gmon_linux_timers_record(si->si_value.sival_ptr)) ||
		si->si_value.sival_ptr == &gmon_linux_process_tick);
}

int gmon_linux_tick_signal(void)
{
	return mode == TIMERS ? sample_signal : 0;
}

/* Whether ours stands in front of sig. */
static int fronts(int sig)
{
	return sig >= 1 && sig <= 64 && sigbits_has(&fronted, sig);
}

int gmon_linux_is_tick(const siginfo_t *si)
{
	struct thread_timer *r;

	return fronts(si->si_signo) && timer_tick(si, &r);
}

/*
 * [signal] The sample, with the stack when stacks are counted.  The
 * frames go in a buffer of the thread's: the handler never nests (it
 * runs with every signal blocked), and an alternate signal stack may be
 * too small for them.
 */
static void sample(const ucontext_t *uc, uintptr_t pc, uintptr_t restorer,
		   unsigned ticks)
{
	static GMON_THREAD_LOCAL uintptr_t frames[GMON_STACK_DEPTH];
	unsigned n, flags;

	if (!gmon_stacks_wanted()) {
		gmon_sample(pc, ticks);
		return;
	}
	n = gmon_linux_stack_walk(uc, pc, restorer, frames, GMON_STACK_DEPTH,
				  &flags);
	gmon_sample_stack(frames, n, flags, ticks);
}

static void on_tick(int sig, siginfo_t *si, void *ctx)
{
	int saved = errno;
	int fallback = mode == ITIMER && sig == SIGPROF;
	unsigned ticks = 1;
	struct thread_timer *r = NULL;
	uintptr_t pc, restorer;

	if (!fallback) {
		if (!timer_tick(si, &r)) {
			pass_on(sig, si, ctx);
			errno = saved;
			return;
		}
		if (si->si_overrun > 0)
			ticks += (unsigned)si->si_overrun;
	}
	restorer = (uintptr_t)__builtin_return_address(0);
	pc = sampled_pc(ctx, restorer);
	if (r)
		ticks = gmon_linux_timers_thread_tick(r, ticks, pc);
	else if (!fallback)
		ticks = __atomic_load_n(&ticking, __ATOMIC_ACQUIRE)
			? gmon_linux_timers_process_tick(ticks, pc,
							 asleep(ctx)) : 0;
	if (ticks && __atomic_load_n(&ticking, __ATOMIC_ACQUIRE)) {
		sample(ctx, pc, restorer, ticks);
		maybe_dump();
	}
	errno = saved;
}

static int is_tick_handler(const struct sigaction *sa)
{
	return (sa->sa_flags & SA_SIGINFO) && sa->sa_sigaction == on_tick;
}

/*
 * Whether a signal interrupts a system call or restarts it, and on which
 * stack its handler runs, the kernel decides from the handler installed:
 * in front of a handler of the program's, ours takes its SA_RESTART and
 * SA_ONSTACK (a program that wakes a thread out of read() with its
 * signal must see EINTR).  Elsewhere ours restarts.
 */
static int our_restart_and_stack(const struct sigaction *program)
{
	return runs_a_handler(program)
		? program->sa_flags & (SA_RESTART | SA_ONSTACK) : SA_RESTART;
}

/* Our handler on sig, in front of the program's action `program'. */
static int put_in_front(int sig, const struct sigaction *program)
{
	struct sigaction sa = { 0 };

	sa.sa_sigaction = on_tick;
	sa.sa_flags = SA_SIGINFO | our_restart_and_stack(program);
	sigfillset(&sa.sa_mask);
	return gmon_linux_sigaction(sig, &sa, NULL);
}

/*
 * Put our handler on `sig', keeping what the program has there to pass
 * its signals on to.  If ours was there before and is not now, the
 * program replaced it: note it for the report.
 */
static int install_tick_handler(int sig, struct sigaction *keep)
{
	struct sigaction now;

	if (gmon_linux_sigaction(sig, NULL, &now) != 0)
		return -1;
	if (is_tick_handler(&now))
		return 0;
	if (sig == sample_signal && mode == TIMERS)
		handler_lost = 1;
	*keep = now;
	return put_in_front(sig, &now);
}

static void report_handler_lost(int retaken)
{
	char name[32];

	if (!handler_lost || lost_reported)
		return;
	lost_reported = 1;
	gmon_linux_signal_name(sample_signal, name, sizeof name);
	if (retaken)
		GMON_SAY("the program installed a handler for ", name,
			 ", the sample signal: samples were lost until now, "
			 "and its own signals are passed on to it (GMON_SIGNAL "
			 "chooses another signal)");
	else
		GMON_SAY("the program installed a handler for ", name,
			 ", the sample signal: samples were lost from then on "
			 "(GMON_SIGNAL chooses another signal)");
}

/* ---- rates ---- */

static long interval_ns(unsigned hz)
{
	if (hz == 0 || hz > GMON_LINUX_MAX_HZ)
		hz = GMON_DEFAULT_HZ;
	return 1000000000L / (long)hz;
}

/* The rate an interval really gives, which the file records. */
static unsigned rate_of(long ns)
{
	return (unsigned)((1000000000L + ns / 2) / ns);
}

/* ---- the program takes the sample signal ---- */

/*
 * A real-time signal for the ticks other than `from': the next below
 * it, round from SIGRTMAX, whose action is the default and that the
 * program never set; 0 if none.
 */
static int free_signal(int from)
{
	int n = SIGRTMAX - SIGRTMIN + 1, k, s;
	struct sigaction now;

	if (from < SIGRTMIN || from > SIGRTMAX)
		from = GMON_LINUX_SAMPLE_SIGNAL + 1;
	for (k = 1; k < n; k++) {
		s = SIGRTMIN + (from - SIGRTMIN - k + n) % n;
		if (!sigbits_has(&claimed, s) && !sigbits_has(&fronted, s) &&
		    gmon_linux_sigaction(s, NULL, &now) == 0 &&
		    !(now.sa_flags & SA_SIGINFO) && now.sa_handler == SIG_DFL)
			return s;
	}
	return 0;
}

/*
 * The program took signal `took', the ticks': another for them, said in
 * one line; 0 if none is free (sampling stops: said too).
 */
static int another_signal(int took)
{
	char from[32], to[32];
	int sig = free_signal(took);

	gmon_linux_signal_name(took, from, sizeof from);
	if (sig == 0) {
		no_signal = 1;
		GMON_SAY("the program took ", from, ", the sample signal, and "
			 "no other real-time signal is free: sampling stops "
			 "(the samples so far stay)");
		return 0;
	}
	GMON_SAY("the program took ", from, "; profiling ticks moved to ",
		 gmon_linux_signal_name(sig, to, sizeof to));
	return sig;
}

/* Our handler on sig, the ticks' from now on. */
static int take_signal(int sig)
{
	if (install_tick_handler(sig, &program_action[sig]) != 0)
		return -1;
	sigbits_add(&fronted, sig);
	sample_signal = sig;
	return 0;
}

/*
 * The program took the sample signal: the ticks move to another; the
 * timers, if they run, are made anew for it.  Ticks of the old timers
 * still pending come to our handler, which stays on the old signal.
 */
static void move_ticks(void)
{
	int sig = another_signal(sample_signal);
	int running = mode == TIMERS &&
		      __atomic_load_n(&ticking, __ATOMIC_ACQUIRE);

	if (running)
		gmon_linux_timers_stop();
	if (sig == 0 || take_signal(sig) != 0) {
		__atomic_store_n(&ticking, 0, __ATOMIC_RELEASE);
		no_signal = 1;
		return;
	}
	if (running && gmon_linux_timers_start(sig, tick_ns) != 0)
		__atomic_store_n(&ticking, 0, __ATOMIC_RELEASE);
}

/*
 * The default action is what libgmon found behind its handler at start:
 * a program that sets it (a daemon that resets every signal) does not
 * take the signal, and the ticks stay.
 */
int gmon_linux_clock_program_action(int sig, const struct sigaction *act,
				    struct sigaction *old)
{
	int takes = act && (act->sa_flags & SA_SIGINFO ||
			    act->sa_handler != SIG_DFL);
	uint64_t state;

	if (sig < 1 || sig > 64)
		return 0;
	if (takes)
		sigbits_add(&claimed, sig);
	if (!fronts(sig))
		return 0;
	/* no signal of ours in this thread while the action changes */
	state = gmon_port_handlers_off();
	if (old)
		*old = program_action[sig];
	if (act) {
		program_action[sig] = *act;
		put_in_front(sig, act);
		if (takes && sig == sample_signal)
			move_ticks();
	}
	gmon_port_handlers_restore(state);
	return 1;
}

static unsigned start_timers(long ns)
{
	int sig = sample_signal ? sample_signal
				: gmon_linux_settings.sample_signal;

	if (no_signal)
		return 0;
	if (sigbits_has(&claimed, sig) &&
	    (sig = another_signal(sig)) == 0)
		return 0;
	if (take_signal(sig) != 0)
		return 0;
	if (gmon_linux_timers_start(sig, ns) != 0) {
		gmon_linux_sigaction(sig, &program_action[sig], NULL);
		sigbits_del(&fronted, sig);
		return 0;
	}
	tick_ns = ns;
	mode = TIMERS;
	report_handler_lost(1);
	return rate_of(ns);
}

/* Where there is no POSIX CPU-time timer: the classic ITIMER_PROF. */
static unsigned start_itimer(long ns)
{
	struct itimerval itv = { 0 };
	long us = ns / 1000 ? ns / 1000 : 1;

	if (install_tick_handler(SIGPROF, &old_prof) != 0)
		return 0;
	itv.it_interval.tv_sec = us / 1000000;
	itv.it_interval.tv_usec = us % 1000000;
	itv.it_value = itv.it_interval;
	if (setitimer(ITIMER_PROF, &itv, NULL) != 0) {
		gmon_linux_sigaction(SIGPROF, &old_prof, NULL);
		return 0;
	}
	mode = ITIMER;
	return (unsigned)((1000000L + us / 2) / us);
}

/*
 * Bind now the C library function a tick calls: __errno_location (its
 * system calls it makes itself, sys.h).  The first call through a lazily
 * bound PLT entry runs the loader's resolver, on whatever stack the tick
 * interrupted, and the resolver saves the whole vector register file
 * there (some 3 KB with AVX-512): enough to overflow the program's small
 * alternate signal stack, or a coroutine's stack, at the first tick.
 */
static void bind_now(void)
{
	int e = errno;

	errno = e;
}

unsigned gmon_port_clock_start(unsigned hz)
{
	long ns = interval_ns(hz);
	unsigned armed;

	bind_now();
	if (dump_every == 0 && !dumps_off &&
	    gmon_linux_settings.dump_interval) {
		dump_every = (long)gmon_linux_settings.dump_interval;
		next_dump = monotonic_s() + dump_every;
	}
	armed = mode == ITIMER ? 0 : start_timers(ns);
	if (armed == 0 && !no_signal && (armed = start_itimer(ns)) != 0 &&
	    !said_itimer) {
		said_itimer = 1;	/* once, fork children included */
		GMON_SAY("no CPU-time timer could be created (a limit on "
			 "pending signals, ulimit -i?); sampling with "
			 "ITIMER_PROF and SIGPROF, which the program must "
			 "then leave to libgmon");
	}
	if (armed)
		__atomic_store_n(&ticking, 1, __ATOMIC_RELEASE);
	return armed;
}

/*
 * Disarm first, then stop counting: a tick that comes due inside the
 * window arrives on the way back from the disarming system call, and
 * still counts.
 */
void gmon_port_clock_stop(void)
{
	static const struct itimerval zero;
	struct sigaction now;

	if (mode == TIMERS) {
		gmon_linux_timers_stop();
		if (gmon_linux_sigaction(sample_signal, NULL, &now) == 0 &&
		    !is_tick_handler(&now))
			handler_lost = 1;
	} else if (mode == ITIMER) {
		setitimer(ITIMER_PROF, &zero, NULL);
		gmon_linux_sigaction(SIGPROF, &old_prof, NULL);
		mode = OFF;
	}
	__atomic_store_n(&ticking, 0, __ATOMIC_RELEASE);
}

void gmon_port_clock_report(void)
{
	char name[32];

	report_handler_lost(0);
	if (mode == TIMERS && gmon_linux_settings.verbose)
		gmon_linux_timers_report(gmon_linux_signal_name(
			sample_signal, name, sizeof name));
}

/*
 * A fork child has no timers: none to stop, and a handler the child
 * puts on the sample signal takes no sample from it until the clock is
 * started again (with GMON_OUT_PREFIX, at once: gmon_after_fork_child).
 * Without GMON_OUT_PREFIX its snapshots would go to the parent's
 * gmon.out: it takes none.
 */
void gmon_linux_clock_forget(int own_files)
{
	gmon_linux_timers_forget();
	__atomic_store_n(&ticking, 0, __ATOMIC_RELEASE);
	mode = OFF;
	if (!own_files)
		dumps_off = 1, dump_every = 0;
	else if (dump_every)
		next_dump = monotonic_s() + dump_every;
	cpu_due = 0;	/* the child's CPU clock starts at 0 */
}
