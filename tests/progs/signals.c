/*
 * Profiled code in signal handlers, and a program that uses ITIMER_PROF
 * and SIGPROF for itself.
 *   handler   SIGALRM every 100 us runs in_handler() while main calls
 *             hot(), ten million times and until the handler has run
 *             200 times; prints the handler's count and main's
 *   own-prof  the program's ITIMER_PROF/SIGPROF keep working; prints ticks
 */
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
