/*
 * Profiled code in signal handlers, and a program that uses ITIMER_PROF
 * and SIGPROF for itself.
 *   handler   SIGALRM every 100 us runs in_handler() while main calls
 *             hot(), ten million times and until the handler has run
 *             200 times; prints the handler's count and main's
 *   own-prof  the program's ITIMER_PROF/SIGPROF keep working; prints ticks
 *   longjmp   SIGALRM every 50 us leaves its handler by siglongjmp, 2000
 *             times, while main calls hot() (so some jumps abandon
 *             mcount half way); then, signals off, dispatch() calls
 *             each of fn_0 ... fn_49 through a pointer 100 times
 */
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>

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

static void on_alarm(int sig) { (void)sig; in_handler(); handled++; }
static void on_prof(int sig) { (void)sig; ticks++; }

static sigjmp_buf back;
static void on_alarm_jump(int sig) { (void)sig; siglongjmp(back, 1); }

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

int main(int argc, char **argv)
{
	struct itimerval off = { { 0, 0 }, { 0, 0 } };

	if (argc > 1 && !strcmp(argv[1], "own-prof")) {
		arm(ITIMER_PROF, SIGPROF, on_prof, 1000);
		busy();
		setitimer(ITIMER_PROF, &off, NULL);
		printf("%d\n", (int)ticks);
		return 0;
	}
	if (argc > 1 && !strcmp(argv[1], "longjmp")) {
		static volatile int jumps;

		sigsetjmp(back, 1);
		if (jumps == 0)
			arm(ITIMER_REAL, SIGALRM, on_alarm_jump, 50);
		if (++jumps <= 2000)
			for (;;)
				hot();
		setitimer(ITIMER_REAL, &off, NULL);
		for (int r = 0; r < 100; r++)
			for (int i = 0; i < 50; i++)
				dispatch(i);
		printf("%d\n", jumps - 1);
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
