/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A SA_NODEFER handler, compiled with -pg, under a storm of signals from
 * a child process, while the thread's arc table grows: once the storm
 * has begun, main calls each of 10,000 functions once a round (argv[1]
 * rounds), so its first round meets 10,000 new arcs, and each handler
 * meets 50 new ones, with the next signal nesting on top of it.  Prints
 * the peak RSS in kB and how many handlers ran.
 *
 *   prog jump ROUNDS US   no storm: a SIGALRM every US microseconds of
 *                         real time leaves its handler by siglongjmp, as
 *                         an interpreter's time slice or a test harness's
 *                         watchdog does, and main goes on with the next
 *                         call of its ROUNDS rounds; prints "peak K kB
 *                         jumps J"
 */
#define _GNU_SOURCE
#include <setjmp.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "many_functions.h"
#define D4(M) D3(M, 0) D3(M, 1) D3(M, 2) D3(M, 3) D3(M, 4) \
	      D3(M, 5) D3(M, 6) D3(M, 7) D3(M, 8) D3(M, 9)
#define NF 10000

D4(F)
static int (*const tab[NF])(int) = { D4(P) };
static volatile unsigned sink;
/*
 * Atomic: a handler nesting (SA_NODEFER) between the load, add and
 * store of a plain `handled++' would go uncounted, though the profile
 * has its calls.
 */
static atomic_int handled;

/* 50 functions it has not called yet (until every one has been). */
NOINLINE void in_handler(void)
{
	static unsigned next;

	for (int i = 0; i < 50; i++)
		sink += tab[next++ % NF](i);
}

static void on_usr1(int sig)
{
	(void)sig;
	atomic_fetch_add_explicit(&handled, 1, memory_order_relaxed);
	in_handler();
}

/* Inlined: a call of its own would be one more arc to count. */
static inline __attribute__((always_inline)) void print_peak(void)
{
	char line[256];
	FILE *f = fopen("/proc/self/status", "r");

	while (f && fgets(line, sizeof line, f))
		if (!strncmp(line, "VmHWM:", 6))
			printf("peak %ld kB\n", strtol(line + 6, NULL, 10));
	if (f)
		fclose(f);
}

/* ---- jump ---- */

static sigjmp_buf back;
static volatile unsigned long jumps;

static void on_alarm(int sig)
{
	(void)sig;
	jumps++;
	siglongjmp(back, 1);
}

/*
 * A call a jump interrupts is made again, so the calls counted lie
 * between ROUNDS x NF and that plus the jumps.
 */
static int jump(int rounds, long us)
{
	struct sigaction sa = { .sa_handler = on_alarm };
	struct itimerval every = { { 0, us }, { 0, us } }, none = { { 0, 0 },
								  { 0, 0 } };
	static volatile int r, i;
	sigset_t alarm;

	sigemptyset(&alarm);
	sigaddset(&alarm, SIGALRM);
	sigaction(SIGALRM, &sa, NULL);
	/*
	 * The jump's target is set before the first alarm can come, and a
	 * jump lands with SIGALRM still blocked, as in the handler, and
	 * unblocks it there: siglongjmp() restoring the mask before it
	 * jumped let the next alarm in on the handler's stack, and where
	 * alarms came faster than a jump (a loaded machine, ASan) handlers
	 * nested until the stack ran out, in the plain program too.
	 */
	if (sigsetjmp(back, 0) == 0)
		setitimer(ITIMER_REAL, &every, NULL);
	else
		sigprocmask(SIG_UNBLOCK, &alarm, NULL);
	for (; r < rounds; r++, i = 0)
		for (; i < NF; i++)
			sink += tab[(i * 7 + r) % NF](i);
	setitimer(ITIMER_REAL, &none, NULL);
	print_peak();
	printf("jumps %lu\n", jumps);
	return 0;
}

int main(int argc, char **argv)
{
	int rounds = argc > 1 ? atoi(argv[1]) : 3;
	struct sigaction sa = { .sa_handler = on_usr1, .sa_flags = SA_NODEFER };
	pid_t parent = getpid(), kid;

	if (argc > 3 && !strcmp(argv[1], "jump"))
		return jump(atoi(argv[2]), atol(argv[3]));
	sigaction(SIGUSR1, &sa, NULL);
	kid = fork();
	if (kid == 0) {
		prctl(PR_SET_PDEATHSIG, SIGKILL);
		while (getppid() == parent) {
			kill(parent, SIGUSR1);
			usleep(20);
		}
		_exit(0);
	}
	/* until the storm has begun */
	while (atomic_load_explicit(&handled, memory_order_relaxed) < 10)
		;
	for (int r = 0; r < rounds; r++)
		for (int i = 0; i < NF; i++)
			sink += tab[i](i);
	kill(kid, SIGKILL);
	waitpid(kid, NULL, 0);
	print_peak();
	printf("handled %d\n", atomic_load(&handled));
	return 0;
}
