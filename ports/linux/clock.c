/*
 * The sampling clock: a POSIX timer on the process CPU-time clock that
 * sends a real-time signal of its own (GMON_SAMPLE_SIGNAL), so a program
 * that uses ITIMER_PROF and SIGPROF for itself keeps both, and the
 * kernel deletes the timer at exec, so no stray tick reaches the new
 * image.  Only where timer_create() fails does it fall back to
 * ITIMER_PROF.
 */
#define _GNU_SOURCE
#include "linux.h"

#include <signal.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <ucontext.h>

#include GMON_ARCH_CONTEXT_H

#define GMON_SAMPLE_SIGNAL (SIGRTMAX - 3)

static timer_t timer;
static int timer_armed;		/* 1: POSIX timer, 2: ITIMER_PROF */
static struct sigaction old_prof;	/* the program's SIGPROF, in fallback */

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
#ifdef NESTED_FRAME_CONTEXT
	const uintptr_t *sp = (const uintptr_t *)CONTEXT_SP(uc);

	if (sp[0] == restorer)
		return CONTEXT_PC(NESTED_FRAME_CONTEXT(sp));
#else
	(void)restorer;
#endif
	return CONTEXT_PC(uc);
}

static void on_tick(int sig, siginfo_t *si, void *ctx)
{
	unsigned ticks = 1;

	if (sig == GMON_SAMPLE_SIGNAL) {
		if (si->si_code != SI_TIMER || si->si_value.sival_ptr != &timer)
			return;
		if (si->si_overrun > 0)	/* ticks the kernel merged */
			ticks += (unsigned)si->si_overrun;
	}
	gmon_sample(sampled_pc(ctx, (uintptr_t)__builtin_return_address(0)),
		    ticks);
}

static long interval_ns(unsigned hz)
{
	return 1000000000L / (long)hz;
}

static unsigned start_posix_timer(unsigned hz)
{
	struct sigevent ev = { 0 };
	struct itimerspec its = { 0 };
	struct sigaction sa = { 0 };

	sa.sa_sigaction = on_tick;
	sa.sa_flags = SA_SIGINFO | SA_RESTART;
	sigfillset(&sa.sa_mask);
	if (sigaction(GMON_SAMPLE_SIGNAL, &sa, NULL) != 0)
		return 0;
	if (timer_armed != 1) {
		ev.sigev_notify = SIGEV_SIGNAL;
		ev.sigev_signo = GMON_SAMPLE_SIGNAL;
		ev.sigev_value.sival_ptr = &timer;
		if (timer_create(CLOCK_PROCESS_CPUTIME_ID, &ev, &timer) != 0)
			return 0;
		timer_armed = 1;
	}
	its.it_interval.tv_nsec = interval_ns(hz);
	its.it_value = its.it_interval;
	if (timer_settime(timer, 0, &its, NULL) != 0) {
		timer_delete(timer);
		timer_armed = 0;
		return 0;
	}
	return (unsigned)((1000000000L + interval_ns(hz) / 2) / interval_ns(hz));
}

/* Where there is no POSIX CPU-time timer: the classic ITIMER_PROF. */
static unsigned start_itimer(unsigned hz)
{
	struct itimerval itv = { 0 };
	struct sigaction sa = { 0 };
	long us = 1000000L / (long)hz;

	sa.sa_sigaction = on_tick;
	sa.sa_flags = SA_SIGINFO | SA_RESTART;
	sigfillset(&sa.sa_mask);
	if (us == 0)
		us = 1;
	if (sigaction(SIGPROF, &sa, timer_armed == 2 ? NULL : &old_prof) != 0)
		return 0;
	itv.it_interval.tv_usec = us;
	itv.it_value = itv.it_interval;
	if (setitimer(ITIMER_PROF, &itv, NULL) != 0) {
		sigaction(SIGPROF, &old_prof, NULL);
		return 0;
	}
	timer_armed = 2;
	return (unsigned)(1000000L / us);
}

unsigned gmon_port_clock_start(unsigned hz)
{
	unsigned armed;

	if (hz == 0 || hz > 1000000)
		hz = GMON_DEFAULT_HZ;
	armed = timer_armed == 2 ? 0 : start_posix_timer(hz);
	return armed ? armed : start_itimer(hz);
}

void gmon_port_clock_stop(void)
{
	static const struct itimerval zero;

	if (timer_armed == 1) {
		timer_delete(timer);
	} else if (timer_armed == 2) {
		setitimer(ITIMER_PROF, &zero, NULL);
		sigaction(SIGPROF, &old_prof, NULL);
	}
	timer_armed = 0;
}

void gmon_linux_clock_forget(void)
{
	timer_armed = timer_armed == 2 ? 2 : 0;
}
