/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * sigwait(), sigwaitinfo() and sigtimedwait() through libgmon, so that a
 * program that blocks the sample signal and waits for signals itself
 * never receives libgmon's ticks: a program that serves its signals in
 * a thread of its own, every other thread blocking them, or one that
 * waits for every real-time signal, would be handed the sample signal
 * (SIGRTMAX-3, si_code SI_TIMER), one it never asked for.  The ticks such a
 * wait takes are dropped, as glibc's runtime loses SIGPROF to such a
 * wait; the wait goes on, its timeout counted from the first call (a
 * timeout that has run out still looks for a signal pending, as a zero
 * timeout does).
 *
 * signalfd(), the same wait read from a file descriptor, gets a set
 * without libgmon's signal when it takes that signal with a range: the
 * descriptor can then never return a tick.  A thread that blocks the
 * signal keeps its tick pending, and is sampled by the ticks of others
 * no more (as with any block of it; one pending signal per timer,
 * however many come due).
 *
 * sigaction() and signal() through libgmon, so that a program that sets
 * an action for the sample signal takes it from libgmon, which moves its
 * ticks to another signal (clock.c); the action is then recorded behind
 * libgmon's handler, which passes the program's own signals on to it.
 * Other signals go to the C library's as they are.  sigset(),
 * bsd_signal() and sysv_signal() (a strict -D_XOPEN_SOURCE's signal())
 * do not come here: a program that takes the sample signal with them
 * is noticed at the next moncontrol() only.
 *
 * How they take the C library's place: as dlopen in dlhook.c (weak in
 * crt/gsigwait.o, which gmon-cc links into dynamic programs and exports;
 * strong in libgmon.so).  A static program has no next definition to
 * look up: gmon-cc links crt/gsigwrap.o (this file with GMON_WRAP) and
 * sends the program's calls there with --wrap.
 */
#define _GNU_SOURCE
#include "linux.h"

#include <errno.h>
#include <limits.h>
#include <sys/signalfd.h>
#include <time.h>

typedef int timedwait_fn(const sigset_t *, siginfo_t *,
			 const struct timespec *);
typedef int signalfd_fn(int, const sigset_t *, int);
typedef int sigwait_fn(const sigset_t *, int *);
typedef int sigaction_fn(int, const struct sigaction *, struct sigaction *);
typedef void handler_fn(int);
typedef handler_fn *signal_fn(int, handler_fn *);

#ifdef GMON_WRAP
/* A static program, linked with --wrap=NAME: the C library's is
 * __real_NAME. */
timedwait_fn __real_sigtimedwait;
signalfd_fn __real_signalfd;
sigwait_fn __real_sigwait;
sigaction_fn __real_sigaction;
signal_fn __real_signal;
#define C_LIBRARY(type, name) ((type *)&__real_##name)
#else
/* A dynamic one: the next definition, looked up once. */
static void *real_sigtimedwait, *real_signalfd, *real_sigwait;
static void *real_sigaction, *real_signal;
#define C_LIBRARY(type, name) \
	((type *)gmon_linux_next_definition(&real_##name, #name))
#endif

/* a + b, saturated: a timeout of LONG_MAX seconds waits for ever. */
static long long add_ns(long long a, long long b)
{
	return b > LLONG_MAX - a ? LLONG_MAX : a + b;
}

/*
 * The caller's pointers go to the C library as they are, so that a bad
 * one fails with EFAULT as it would without libgmon: `timeout' is read
 * here only once the C library has read it, `info' only once it has
 * written it.
 */
static int wait_past_ticks(const sigset_t *set, siginfo_t *info,
			   const struct timespec *timeout)
{
	timedwait_fn *fn = C_LIBRARY(timedwait_fn, sigtimedwait);
	long long start = timeout ? gmon_linux_clock_ns(CLOCK_MONOTONIC) : 0;
	long long end = 0, ns;
	const struct timespec *wait = timeout;
	struct timespec left;
	siginfo_t own, *si = info ? info : &own;
	int sig;

	if (fn == NULL) {
		errno = ENOSYS;
		return -1;
	}
	for (;;) {
		sig = fn(set, si, wait);
		if (sig < 0 || !gmon_linux_is_tick(si))
			return sig;
		if (timeout == NULL)
			continue;
		if (wait == timeout) {	/* read by the C library: valid */
			long long sec = timeout->tv_sec;	/* time_t may be 32 bits */

			end = add_ns(start, add_ns(timeout->tv_nsec,
				     sec > LLONG_MAX / 1000000000LL ? LLONG_MAX :
				     sec * 1000000000LL));
		}
		/* none left: one more look, as a zero timeout does */
		ns = end - gmon_linux_clock_ns(CLOCK_MONOTONIC);
		if (ns < 0)
			ns = 0;
		left.tv_sec = (time_t)(ns / 1000000000LL);
		left.tv_nsec = (long)(ns % 1000000000LL);
		wait = &left;
	}
}

static int hook_sigtimedwait(const sigset_t *set, siginfo_t *info,
			     const struct timespec *timeout)
{
	return wait_past_ticks(set, info, timeout);
}

static int hook_sigwaitinfo(const sigset_t *set, siginfo_t *info)
{
	return wait_past_ticks(set, info, NULL);
}

/*
 * sigwait() is never interrupted: it returns a signal or an error.  A
 * wait without a timeout fails only for a bad set, and the C library's
 * sigwait then fails the same way: it says so in its own convention
 * (POSIX's error number; musl's -1 and errno).
 */
static int hook_sigwait(const sigset_t *set, int *sig)
{
	sigwait_fn *fn;
	int saved = errno, got;

	do
		got = wait_past_ticks(set, NULL, NULL);
	while (got < 0 && errno == EINTR);
	errno = saved;
	if (got >= 0) {
		*sig = got;
		return 0;
	}
	fn = C_LIBRARY(sigwait_fn, sigwait);
	return fn ? fn(set, sig) : ENOSYS;
}

/*
 * A set that names libgmon's signal with neither neighbour asks for that
 * very signal, the program's own: it keeps it (and may read a tick; the
 * README says to move libgmon's with GMON_SIGNAL then).  A set of a
 * range (sigfillset, SIGRTMIN..SIGRTMAX) takes it by sweep and leaves
 * it out.  The C library gets the caller's set first, so that a bad
 * pointer fails with EFAULT; then the descriptor's set is narrowed.
 */
static int hook_signalfd(int fd, const sigset_t *mask, int flags)
{
	signalfd_fn *fn = C_LIBRARY(signalfd_fn, signalfd);
	int tick = gmon_linux_tick_signal(), got;
	sigset_t without;

	if (fn == NULL) {
		errno = ENOSYS;
		return -1;
	}
	got = fn(fd, mask, flags);
	if (got < 0 || tick == 0 || !sigismember(mask, tick) ||
	    !(sigismember(mask, tick - 1) == 1 ||
	      sigismember(mask, tick + 1) == 1))
		return got;
	without = *mask;
	sigdelset(&without, tick);
	fn(got, &without, flags);
	return got;
}

/*
 * libgmon's own calls (gmon_linux_sigaction()) go on as they are; the
 * program's for a signal that libgmon's handler stands in front of are
 * recorded there.
 */
static int hook_sigaction(int sig, const struct sigaction *act,
			  struct sigaction *old)
{
	sigaction_fn *fn = C_LIBRARY(sigaction_fn, sigaction);

	if (!gmon_linux_own_sigaction() &&
	    gmon_linux_clock_program_action(sig, act, old))
		return 0;
	if (fn == NULL) {
		errno = ENOSYS;
		return -1;
	}
	return fn(sig, act, old);
}

/* signal(): the C library's, or as glibc's and musl's signal() set it. */
static handler_fn *hook_signal(int sig, handler_fn *handler)
{
	signal_fn *fn = C_LIBRARY(signal_fn, signal);
	struct sigaction sa = { 0 }, old;

	sa.sa_handler = handler;
	sa.sa_flags = SA_RESTART;
	sigemptyset(&sa.sa_mask);
	if (handler != SIG_ERR && !gmon_linux_own_sigaction() &&
	    gmon_linux_clock_program_action(sig, &sa, &old))
		return old.sa_handler;	/* sa_sigaction's too: a union */
	if (fn == NULL) {
		errno = ENOSYS;
		return SIG_ERR;
	}
	return fn(sig, handler);
}

#ifdef GMON_SHARED
/* The preloadable runtime stands in for the C library's functions. */
int sigtimedwait(const sigset_t *set, siginfo_t *info,
		 const struct timespec *timeout)
	__attribute__((alias("hook_sigtimedwait"), visibility("default")));
int sigwaitinfo(const sigset_t *set, siginfo_t *info)
	__attribute__((alias("hook_sigwaitinfo"), visibility("default")));
int sigwait(const sigset_t *set, int *sig)
	__attribute__((alias("hook_sigwait"), visibility("default")));
int signalfd(int fd, const sigset_t *mask, int flags)
	__attribute__((alias("hook_signalfd"), visibility("default")));
int sigaction(int sig, const struct sigaction *act, struct sigaction *old)
	__attribute__((alias("hook_sigaction"), visibility("default")));
handler_fn *signal(int sig, handler_fn *handler)
	__attribute__((alias("hook_signal"), visibility("default")));
#elif defined(GMON_WRAP)
/* A static program's calls, which gmon-cc sends here with --wrap.  Weak:
 * a program that wraps the same name itself (a test's mock) keeps its
 * own __wrap_. */
int __wrap_sigtimedwait(const sigset_t *set, siginfo_t *info,
			const struct timespec *timeout)
	__attribute__((weak, alias("hook_sigtimedwait")));
int __wrap_sigwaitinfo(const sigset_t *set, siginfo_t *info)
	__attribute__((weak, alias("hook_sigwaitinfo")));
int __wrap_sigwait(const sigset_t *set, int *sig)
	__attribute__((weak, alias("hook_sigwait")));
int __wrap_signalfd(int fd, const sigset_t *mask, int flags)
	__attribute__((weak, alias("hook_signalfd")));
int __wrap_sigaction(int sig, const struct sigaction *act,
		     struct sigaction *old)
	__attribute__((weak, alias("hook_sigaction")));
handler_fn *__wrap_signal(int sig, handler_fn *handler)
	__attribute__((weak, alias("hook_signal")));
#else
/* A program's own definitions win. */
int sigtimedwait(const sigset_t *set, siginfo_t *info,
		 const struct timespec *timeout)
	__attribute__((weak, alias("hook_sigtimedwait"),
		       visibility("default")));
int sigwaitinfo(const sigset_t *set, siginfo_t *info)
	__attribute__((weak, alias("hook_sigwaitinfo"),
		       visibility("default")));
int sigwait(const sigset_t *set, int *sig)
	__attribute__((weak, alias("hook_sigwait"),
		       visibility("default")));
int signalfd(int fd, const sigset_t *mask, int flags)
	__attribute__((weak, alias("hook_signalfd"),
		       visibility("default")));
int sigaction(int sig, const struct sigaction *act, struct sigaction *old)
	__attribute__((weak, alias("hook_sigaction"),
		       visibility("default")));
handler_fn *signal(int sig, handler_fn *handler)
	__attribute__((weak, alias("hook_signal"), visibility("default")));
#endif
