/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Profiled code in signal handlers, and a program that uses ITIMER_PROF
 * and SIGPROF for itself.
 *   handler   SIGALRM every 100 us runs in_handler() while main calls
 *             hot(), ten million times and until the handler has run
 *             200 times; prints the handler's count and main's
 *   own-prof  the program's ITIMER_PROF/SIGPROF keep working; prints ticks
 *   own-prof-sweep  the same, busy_slice() burning 0.01 s at each of 64
 *             stack depths 64 bytes apart: the program's handler starts
 *             at every position in a page
 *   longjmp   SIGALRM every 50 us leaves its handler by siglongjmp, 2000
 *             times, while main calls hot() (so some jumps abandon
 *             mcount half way); then, signals off, dispatch() calls
 *             each of fn_0 ... fn_49 through a pointer 100 times
 *   altstack  first thing, a SIGUSR1 handler on an 8 KiB alternate stack
 *             burns 0.2 s: the program's first ticks land there; prints
 *             "survived"
 *   sigwait   every thread blocks the real-time signals; a thread burns
 *             0.2 s, then queues SIGRTMIN+1 with a value, three times,
 *             while main waits for any real-time signal with
 *             sigtimedwait, sigwaitinfo and sigwait in turn; prints how
 *             many signals main got that it had not queued
 *             (the first wait's timeout is the longest there is)
 *   signalfd  the same, main reading the three messages from a signalfd
 *             for every signal; first, a signalfd for SIGRTMAX-3 alone
 *             must read that signal when the program queues it
 *   efault    sigtimedwait, sigwaitinfo, signalfd and sigwait with bad
 *             pointers; prints what each returned, and errno
 *   full-block-sleeps  main blocks every signal and sleeps 2 ms at a
 *             time while a SIGEV_THREAD timer's callback burns 0.3 s;
 *             then a thread that blocks every signal sleeps so while
 *             main burns 0.3 s in a handler whose mask is full; prints
 *             how many sleeps were cut short (EINTR), each time
 *   sandbox   burns 0.3 s under a seccomp filter that traps getpid and
 *             process_vm_readv, which a sandbox may forbid; prints how
 *             many calls of them were trapped, writes the profile and
 *             ends with _exit (the sanitizers' leak check at exit needs
 *             the calls the filter traps, and waits for ever)
 */
#include <alloca.h>
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/gmon.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/syscall.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))

volatile unsigned long sink;
static volatile sig_atomic_t handled, ticks;

NOINLINE void in_handler(void) { sink++; }
NOINLINE void hot(void) { sink++; }
NOINLINE void busy(void)
{
	double used;

	BURN_CPU(0.3, used, 200000, sink += i);
	(void)used;
}

NOINLINE void busy_slice(void)
{
	double used;

	BURN_CPU(0.01, used, 20000, sink += i);
	(void)used;
}

/* busy_slice() with the stack 64 * depth + 16 bytes deeper. */
NOINLINE void at_depth(int depth)
{
	volatile char *pad = alloca(64 * (size_t)depth + 16);

	pad[0] = 0;
	busy_slice();
	sink += pad[0];
}

static void on_alarm(int sig) { (void)sig; in_handler(); handled++; }
static void on_prof(int sig) { (void)sig; ticks++; }

NOINLINE void on_small_stack(void)
{
	double used;

	BURN_CPU(0.2, used, 20000, sink += i);
	(void)used;
}

static void on_usr1(int sig) { (void)sig; on_small_stack(); }

/* An 8 KiB alternate stack (the classic SIGSTKSZ) with a guard page. */
static int small_altstack(void)
{
	char *m = mmap(NULL, 4096 + 8192, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	stack_t ss;
	struct sigaction sa;

	if (m == MAP_FAILED || mprotect(m, 4096, PROT_NONE) != 0)
		return -1;
	ss.ss_sp = m + 4096;
	ss.ss_size = 8192;
	ss.ss_flags = 0;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_usr1;
	sa.sa_flags = SA_ONSTACK;
	return sigaltstack(&ss, NULL) || sigaction(SIGUSR1, &sa, NULL);
}

/*
 * A seccomp filter, spelled out: musl's compiler has no kernel headers.
 * The kernel's ABI: struct sock_filter, seccomp_data.nr at offset 0.
 */
struct bpf_insn { uint16_t code; uint8_t jt, jf; uint32_t k; };
struct bpf_prog { unsigned short len; const struct bpf_insn *insns; };
#define LD_NR		{ 0x20, 0, 0, 0 }	/* BPF_LD | BPF_W | BPF_ABS */
#define JEQ(k, jt)	{ 0x15, jt, 0, k }	/* BPF_JMP | BPF_JEQ | BPF_K */
#define RET(k)		{ 0x06, 0, 0, k }	/* BPF_RET | BPF_K */
#define RET_ALLOW	0x7fff0000u
#define RET_TRAP	0x00030000u		/* SIGSYS, the call skipped */

static volatile sig_atomic_t trapped;

static void on_sys(int sig) { (void)sig; trapped++; }

/* Trap getpid and process_vm_readv. */
static int sandbox(void)
{
	static const struct bpf_insn code[] = {
		LD_NR, JEQ(SYS_getpid, 2), JEQ(SYS_process_vm_readv, 1),
		RET(RET_ALLOW), RET(RET_TRAP),
	};
	struct bpf_prog prog = { sizeof code / sizeof code[0], code };
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_sys;
	return sigaction(SIGSYS, &sa, NULL) ||
	       prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
	       prctl(PR_SET_SECCOMP, 2 /* SECCOMP_MODE_FILTER */, &prog);
}

static sigjmp_buf back;
static volatile sig_atomic_t jumps;	/* landings at `back' */

/*
 * Jump while jumps are wanted.  A tick past the 2000th landing, before
 * main stops the timer, returns instead: it jumped too, and main then
 * printed 2001 (seen once under ASan).
 */
static void on_alarm_jump(int sig)
{
	(void)sig;
	if (jumps <= 2000)
		siglongjmp(back, 1);
}

/* 50 functions that only ever run after the jumps */
#define FN(n) NOINLINE void fn_##n(void) { sink++; }
#define TEN(d) FN(d##0) FN(d##1) FN(d##2) FN(d##3) FN(d##4) \
	       FN(d##5) FN(d##6) FN(d##7) FN(d##8) FN(d##9)
TEN(0) TEN(1) TEN(2) TEN(3) TEN(4)
#define P(n) fn_##n,
#define PTEN(d) P(d##0) P(d##1) P(d##2) P(d##3) P(d##4) \
		P(d##5) P(d##6) P(d##7) P(d##8) P(d##9)
static void (*const fns[50])(void) = { PTEN(0) PTEN(1) PTEN(2) PTEN(3) PTEN(4) };

NOINLINE void dispatch(int i) { fns[i](); }

static void arm(int which, int sig, void (*fn)(int), long us)
{
	struct sigaction sa;
	struct itimerval it = { { 0, us }, { 0, us } };

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = fn;
	sa.sa_flags = SA_RESTART;
	sigaction(sig, &sa, NULL);
	setitimer(which, &it, NULL);
}

/* The `sigwait' mode's thread: 0.2 s of CPU time, then a message. */
static void *burn_then_queue(void *arg)
{
	union sigval v = { .sival_int = 42 };

	(void)arg;
	for (int i = 0; i < 3; i++) {
		double used;

		BURN_CPU(0.2, used, 200000, sink += i);
		(void)used;
		sigqueue(getpid(), SIGRTMIN + 1, v);
	}
	return NULL;
}

/* 1 if `si' is not the message burn_then_queue() sends. */
static int stray(int sig, const siginfo_t *si)
{
	if (sig == SIGRTMIN + 1 && (si == NULL || (si->si_code == SI_QUEUE &&
					       si->si_value.sival_int == 42)))
		return 0;
	printf("signal %d, si_code %d\n", sig, si ? si->si_code : 0);
	return 1;
}

/* Every real-time signal into *rt, blocked (threads made later inherit it). */
static void block_real_time(sigset_t *rt)
{
	sigemptyset(rt);
	for (int s = SIGRTMIN; s <= SIGRTMAX; s++)
		sigaddset(rt, s);
	pthread_sigmask(SIG_BLOCK, rt, NULL);
}

static int sigwait_mode(void)
{
	struct timespec forever = { (time_t)LONG_MAX, 999999999 };
	sigset_t rt;
	siginfo_t si;
	pthread_t t;
	int sig, strays = 0;

	block_real_time(&rt);
	pthread_create(&t, NULL, burn_then_queue, NULL);
	/* each wait is for one message; what comes first is a stray */
	do
		sig = sigtimedwait(&rt, &si, &forever);
	while (stray(sig, &si) && ++strays < 100);
	do
		sig = sigwaitinfo(&rt, &si);
	while (stray(sig, &si) && ++strays < 100);
	do
		if (sigwait(&rt, &sig) != 0)
			sig = -1;
	while (stray(sig, NULL) && ++strays < 100);
	pthread_join(t, NULL);
	printf("%d strays\n", strays);
	return 0;
}

/* A signalfd for SIGRTMAX-3 alone reads it: 0, or prints why not. */
static int own_signal_read(void)
{
	union sigval v = { .sival_int = 7 };
	struct signalfd_siginfo ssi;
	sigset_t one;
	int fd;
	ssize_t n;

	sigemptyset(&one);
	sigaddset(&one, SIGRTMAX - 3);
	fd = signalfd(-1, &one, SFD_CLOEXEC | SFD_NONBLOCK);
	if (fd < 0 || sigqueue(getpid(), SIGRTMAX - 3, v) != 0)
		return 1;
	do
		n = read(fd, &ssi, sizeof ssi);
	while (n == sizeof ssi && ssi.ssi_code != SI_QUEUE);
	close(fd);
	if (n != sizeof ssi || ssi.ssi_int != 7) {
		printf("its own SIGRTMAX-3 did not come\n");
		return 1;
	}
	return 0;
}

/* What each wait returns for a bad pointer: the C library's EFAULT. */
static int efault_mode(void)
{
	void *bad = (void *)8;
	sigset_t usr1;
	int r, sig;

	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	sigprocmask(SIG_BLOCK, &usr1, NULL);
	errno = 0;
	r = sigtimedwait(&usr1, NULL, bad);
	printf("sigtimedwait %d %s\n", r, strerror(errno));
	raise(SIGUSR1);
	errno = 0;
	r = sigwaitinfo(&usr1, bad);
	printf("sigwaitinfo %d %s\n", r, strerror(errno));
	errno = 0;
	r = signalfd(-1, bad, 0);
	printf("signalfd %d %s\n", r, strerror(errno));
	errno = 0;
	r = sigwait(bad, &sig);
	printf("sigwait %d %s\n", r, strerror(errno));
	return 0;
}

/* sigwait_mode(), reading a signalfd for every signal. */
static int signalfd_mode(void)
{
	struct signalfd_siginfo ssi;
	sigset_t all, rt;
	pthread_t t;
	int fd, strays = 0;

	block_real_time(&rt);
	if (own_signal_read() != 0)
		return 4;
	sigfillset(&all);
	fd = signalfd(-1, &all, SFD_CLOEXEC);
	if (fd < 0)
		return 2;
	pthread_create(&t, NULL, burn_then_queue, NULL);
	for (int got = 0; got < 3 && strays < 100;) {
		if (read(fd, &ssi, sizeof ssi) != sizeof ssi)
			return 3;
		if (ssi.ssi_signo == (uint32_t)SIGRTMIN + 1 &&
		    ssi.ssi_code == SI_QUEUE && ssi.ssi_int == 42) {
			got++;
		} else {
			printf("signal %u, si_code %d\n", ssi.ssi_signo,
			       ssi.ssi_code);
			strays++;
		}
	}
	pthread_join(t, NULL);
	close(fd);
	printf("%d strays\n", strays);
	return 0;
}

/* 0.3 s of this thread's CPU time, in a function of its own. */
NOINLINE void blocked_burner(void)
{
	double used;

	BURN_CPU(0.3, used, 200000, sink += i);
	(void)used;
}

static volatile int burnt;

static void burn_in_callback(union sigval v)
{
	(void)v;
	blocked_burner();
	__atomic_store_n(&burnt, 1, __ATOMIC_RELEASE);
}

static void burn_in_handler(int sig)
{
	(void)sig;
	blocked_burner();
}

/* Sleeps of 2 ms until the burning is done: how many were cut short. */
static int sleeps_cut_short(void)
{
	struct timespec nap = { 0, 2000000 };
	int cut = 0;

	while (!__atomic_load_n(&burnt, __ATOMIC_ACQUIRE))
		if (nanosleep(&nap, NULL) != 0 && errno == EINTR)
			cut++;
	return cut;
}

static void *block_all_and_sleep(void *arg)
{
	sigset_t all;

	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, NULL);
	*(int *)arg = sleeps_cut_short();
	return NULL;
}

/*
 * The `full-block-sleeps' mode: main blocks every signal and sleeps
 * while a SIGEV_THREAD timer's callback burns; then a thread that blocks
 * every signal sleeps while main burns in a handler whose mask is full.
 */
static int full_block_sleeps_mode(void)
{
	struct sigevent ev;
	struct itimerspec soon = { { 0, 0 }, { 0, 1000000 } };
	struct sigaction sa;
	sigset_t all, old;
	timer_t timer;
	pthread_t t;
	int cut;

	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, &old);
	memset(&ev, 0, sizeof ev);
	ev.sigev_notify = SIGEV_THREAD;
	ev.sigev_notify_function = burn_in_callback;
	if (timer_create(CLOCK_MONOTONIC, &ev, &timer) != 0 ||
	    timer_settime(timer, 0, &soon, NULL) != 0)
		return 2;
	printf("%d sleeps cut short\n", sleeps_cut_short());
	timer_delete(timer);
	pthread_sigmask(SIG_SETMASK, &old, NULL);

	__atomic_store_n(&burnt, 0, __ATOMIC_RELEASE);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = burn_in_handler;
	sigfillset(&sa.sa_mask);
	sigaction(SIGUSR2, &sa, NULL);
	pthread_create(&t, NULL, block_all_and_sleep, &cut);
	raise(SIGUSR2);
	__atomic_store_n(&burnt, 1, __ATOMIC_RELEASE);
	pthread_join(t, NULL);
	printf("%d sleeps cut short\n", cut);
	return 0;
}

int main(int argc, char **argv)
{
	struct itimerval off = { { 0, 0 }, { 0, 0 } };

	if (argc > 1 && !strcmp(argv[1], "altstack")) {
		if (small_altstack() != 0 || raise(SIGUSR1) != 0)
			return 2;
		printf("survived\n");
		return 0;
	}
	if (argc > 1 && !strcmp(argv[1], "sandbox")) {
		if (sandbox() != 0)
			return 2;
		busy();
		printf("trapped %d\n", (int)trapped);
		fflush(stdout);
		_mcleanup();
		_exit(0);
	}
	if (argc > 1 && !strcmp(argv[1], "own-prof-sweep")) {
		arm(ITIMER_PROF, SIGPROF, on_prof, 1000);
		for (int d = 0; d < 64; d++)
			at_depth(d);
		setitimer(ITIMER_PROF, &off, NULL);
		printf("%d\n", (int)ticks);
		return 0;
	}
	if (argc > 1 && !strcmp(argv[1], "sigwait"))
		return sigwait_mode();
	if (argc > 1 && !strcmp(argv[1], "signalfd"))
		return signalfd_mode();
	if (argc > 1 && !strcmp(argv[1], "efault"))
		return efault_mode();
	if (argc > 1 && !strcmp(argv[1], "full-block-sleeps"))
		return full_block_sleeps_mode();
	if (argc > 1 && !strcmp(argv[1], "own-prof")) {
		arm(ITIMER_PROF, SIGPROF, on_prof, 1000);
		busy();
		setitimer(ITIMER_PROF, &off, NULL);
		printf("%d\n", (int)ticks);
		return 0;
	}
	if (argc > 1 && !strcmp(argv[1], "longjmp")) {
		static sigset_t start;

		/* a jump lands with the handler's mask and puts main's back
		 * there, not before it jumps (storm.c's jump) */
		sigprocmask(SIG_SETMASK, NULL, &start);
		sigsetjmp(back, 0);
		sigprocmask(SIG_SETMASK, &start, NULL);
		if (jumps == 0)
			arm(ITIMER_REAL, SIGALRM, on_alarm_jump, 50);
		if (++jumps <= 2000)
			for (;;)
				hot();
		setitimer(ITIMER_REAL, &off, NULL);
		for (int r = 0; r < 100; r++)
			for (int i = 0; i < 50; i++)
				dispatch(i);
		printf("%d\n", (int)jumps - 1);
		return 0;
	}
	unsigned long calls = 0;

	arm(ITIMER_REAL, SIGALRM, on_alarm, 100);
	while (calls < 10000000 || handled < 200) {
		for (int i = 0; i < 1000000; i++)
			hot();
		calls += 1000000;
	}
	setitimer(ITIMER_REAL, &off, NULL);
	printf("%d %lu\n", (int)handled, calls);
	return 0;
}
