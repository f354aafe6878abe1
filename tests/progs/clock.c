/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The sampling clock under stress: who else uses the sample signal,
 * short profiling windows, threads, and programs that never exit
 * (stack.c: where the interrupted code runs; oddbuf.c: profil() buffers
 * that do not fill whole words).  Workloads are sized
 * by CPU time (cputime.h); each mode prints what the test compares.
 *
 *   own-signal SIG  the program has its own handler for signal SIG (a
 *                   number): it queues 10 signals to itself, toggles
 *                   moncontrol, queues 10 more; prints "own N timer M
 *                   after P" (its own signals, timer signals it got before
 *                   the toggle, timer signals after it)
 *   windows N MS    N moncontrol windows of MS ms of CPU each, in
 *                   in_window(), with as much CPU between them in
 *                   off_window(), then a tenth of their time in
 *                   after_windows(); prints "INSIDE AFTER", CPU seconds
 *   quiet-windows N MS
 *                   the same windows, but what runs in them, quiet_spin(),
 *                   reads no clock (a loop of a count measured beforehand);
 *                   the CPU time is read outside them; prints "INSIDE"
 *   masked S        S s of CPU in masked_spin() with every signal blocked,
 *                   as much in open_spin(); prints "MASKED OPEN"
 *   masked-to-the-end S
 *                   S s of CPU in open_spin(), then as much in masked_spin()
 *                   with every signal blocked until exit; prints "OPEN
 *                   MASKED"
 *   blocked S       a thread that blocks every signal burns S s of CPU in
 *                   blocked_burn() while main waits in pthread_join
 *   all-blocked S   the only thread blocks every signal and burns S s
 *                   in blocked_burn(); prints the seconds
 *   crowd T MS      T threads, all alive at once, each burn MS ms of CPU
 *                   in crowd_burn(); once they are joined main burns 0.3 s
 *                   and counts the process's POSIX timers; prints "cpu S
 *                   timers N" (the threads' CPU seconds)
 *   slots T         T threads, alive at once, wait while main burns
 *                   0.3 s; prints "timers N", the
 *                   process's POSIX timers then (each holds one of the
 *                   user's pending-signal slots)
 *   dump-race       a thread writes a snapshot (gmon_dump) while main
 *                   calls in_main() 7 times and returns; run with the
 *                   test build's GMON_FAULT=slow-write
 *   wait-takes-signals
 *                   a thread writes a snapshot (slowly: GMON_FAULT=
 *                   slow-write), a second calls gmon_dump() and waits
 *                   for it, and main sends the second SIGUSR1; prints
 *                   "handled while waiting 1" if its handler ran before
 *                   the first snapshot was written
 *   forever         calls tick() and burns CPU until killed; writes
 *                   "started" to stdout first
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/gmon.h>
#include <unistd.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))
/* A function that burns `s' seconds of CPU under its own name. */
#define BURNER(name, op)						\
	NOINLINE double name(double s)					\
	{								\
		double used;						\
									\
		BURN_CPU(s, used, 100000, op);				\
		return used;						\
	}

/* glibc's <sys/gmon.h> declares neither */
void moncontrol(int);
int gmon_dump(void);

volatile unsigned long sink;

/* ---- own-signal ---- */

static volatile sig_atomic_t own, timer_before, timer_after, toggled;

static void on_own(int sig, siginfo_t *si, void *ctx)
{
	(void)sig;
	(void)ctx;
	if (si->si_code == SI_QUEUE && si->si_value.sival_int == 42)
		own++;
	else if (toggled)
		timer_after++;
	else
		timer_before++;
}

BURNER(busy_before, sink += i)
BURNER(busy_after, sink ^= i)

static void queue_ten(int sig)
{
	union sigval v = { .sival_int = 42 };

	for (int i = 0; i < 10; i++)
		sigqueue(getpid(), sig, v);
}

static int own_signal(int sig)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = on_own;
	sa.sa_flags = SA_SIGINFO | SA_RESTART;
	sigaction(sig, &sa, NULL);
	busy_before(0.3);
	queue_ten(sig);
	moncontrol(0);
	moncontrol(1);
	toggled = 1;
	busy_after(0.3);
	queue_ten(sig);
	printf("own %d timer %d after %d\n", (int)own, (int)timer_before,
	       (int)timer_after);
	return 0;
}

/* ---- windows ---- */

BURNER(in_window, sink += i)

BURNER(off_window, sink ^= i)

BURNER(after_windows, sink -= i)

static int windows(int n, double ms)
{
	double inside = 0, after;

	moncontrol(0);
	for (int i = 0; i < n; i++) {
		moncontrol(1);
		inside += in_window(ms / 1000);
		moncontrol(0);
		off_window(ms / 1000);
	}
	moncontrol(1);
	after = after_windows(n * ms / 1000 / 10);
	printf("%.3f %.3f\n", inside, after);
	return 0;
}

/* ---- windows whose code reads no clock ---- */

NOINLINE void quiet_spin(unsigned long n)
{
	for (unsigned long i = 0; i < n; i++)
		sink += i;
}

static int quiet_windows(int n, double ms)
{
	unsigned long per_ms = 1000;
	double t0, inside = 0;

	moncontrol(0);
	/* how many rounds make a millisecond, counted as a 20 ms run */
	for (;;) {
		t0 = cpu_seconds(CLOCK_THREAD_CPUTIME_ID);
		quiet_spin(per_ms * 20);
		if (cpu_seconds(CLOCK_THREAD_CPUTIME_ID) - t0 >= 0.02)
			break;
		per_ms *= 2;
	}
	for (int i = 0; i < n; i++) {
		t0 = cpu_seconds(CLOCK_THREAD_CPUTIME_ID);
		moncontrol(1);
		quiet_spin((unsigned long)(per_ms * ms));
		moncontrol(0);
		inside += cpu_seconds(CLOCK_THREAD_CPUTIME_ID) - t0;
	}
	printf("%.3f\n", inside);
	return 0;
}

/* ---- masked ---- */

BURNER(masked_spin, sink += i)
BURNER(open_spin, sink ^= i)

static int masked(double s)
{
	sigset_t all, old;
	double m, o;

	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, &old);
	m = masked_spin(s);
	sigprocmask(SIG_SETMASK, &old, NULL);
	o = open_spin(s);
	printf("%.3f %.3f\n", m, o);
	return 0;
}

/* The signal is blocked at the end and never unblocked: its tick stays
 * pending for good. */
static int masked_to_the_end(double s)
{
	sigset_t all;
	double o = open_spin(s), m;

	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, NULL);
	m = masked_spin(s);
	printf("%.3f %.3f\n", o, m);
	return 0;
}

/* ---- blocked ---- */

static double blocked_seconds;

BURNER(blocked_burn, sink += i)

static void *blocking_thread(void *arg)
{
	sigset_t all;

	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, NULL);
	*(double *)arg = blocked_burn(blocked_seconds);
	return NULL;
}

static int blocked(double s)
{
	pthread_t t;
	double used = 0;

	blocked_seconds = s;
	pthread_create(&t, NULL, blocking_thread, &used);
	pthread_join(t, NULL);
	printf("%.3f\n", used);
	return 0;
}

/* ---- all-blocked ---- */

/* The only thread blocks every signal, then burns s seconds. */
static int all_blocked(double s)
{
	sigset_t all;

	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, NULL);
	printf("%.3f\n", blocked_burn(s));
	return 0;
}

/* ---- crowd ---- */

static pthread_barrier_t crowd_start;
static double crowd_ms;

BURNER(crowd_burn, sink += i)

BURNER(main_burn, sink ^= i)

static void *crowd_member(void *arg)
{
	pthread_barrier_wait(&crowd_start);
	*(double *)arg = crowd_burn(crowd_ms / 1000);
	pthread_barrier_wait(&crowd_start);	/* none ends before the rest */
	return NULL;
}

/* The "ID:" lines of /proc/self/timers: one per POSIX timer; -1 if none. */
static int count_timers(void)
{
	char line[256];
	int n = 0;
	FILE *f = fopen("/proc/self/timers", "r");

	if (f == NULL)
		return -1;
	while (fgets(line, sizeof line, f))
		n += strncmp(line, "ID:", 3) == 0;
	fclose(f);
	return n;
}

static int crowd(int n, double ms)
{
	pthread_t *t = calloc((size_t)n, sizeof *t);
	double *used = calloc((size_t)n, sizeof *used), sum = 0;

	crowd_ms = ms;
	pthread_barrier_init(&crowd_start, NULL, (unsigned)n);
	for (int i = 0; i < n; i++)
		if (pthread_create(&t[i], NULL, crowd_member, &used[i]) != 0)
			return 1;
	for (int i = 0; i < n; i++) {
		pthread_join(t[i], NULL);
		sum += used[i];
	}
	free(t);
	free(used);
	main_burn(0.3);
	printf("cpu %.3f timers %d\n", sum, count_timers());
	return 0;
}

/* ---- slots ---- */

static pthread_barrier_t slots_start, slots_end;

static void *slots_member(void *arg)
{
	(void)arg;		/* main's ticks find it (thread mode's scans) */
	pthread_barrier_wait(&slots_start);
	pthread_barrier_wait(&slots_end);
	return NULL;
}

static int slots(int n)
{
	pthread_t *t = calloc((size_t)n, sizeof *t);

	pthread_barrier_init(&slots_start, NULL, (unsigned)n + 1);
	pthread_barrier_init(&slots_end, NULL, (unsigned)n + 1);
	for (int i = 0; i < n; i++)
		if (pthread_create(&t[i], NULL, slots_member, NULL) != 0)
			return 1;
	main_burn(0.3);
	pthread_barrier_wait(&slots_start);
	printf("timers %d\n", count_timers());
	pthread_barrier_wait(&slots_end);
	for (int i = 0; i < n; i++)
		pthread_join(t[i], NULL);
	free(t);
	return 0;
}

/* ---- dump-race ---- */

static volatile int dumping, dumped;

NOINLINE void in_main(void) { sink++; }

static void *dumper(void *arg)
{
	(void)arg;
	dumping = 1;
	gmon_dump();
	dumped = 1;
	return NULL;
}

static int dump_race(void)
{
	pthread_t t;

	pthread_create(&t, NULL, dumper, NULL);
	while (!dumping)
		usleep(1000);
	usleep(50000);		/* well into the snapshot's slow writes */
	for (int i = 0; i < 7; i++)
		in_main();
	return 0;		/* exit while the snapshot is being written */
}

/* ---- wait-takes-signals ---- */

static volatile int waiting, handled_while_waiting;

static void on_usr1(int sig)
{
	(void)sig;
	handled_while_waiting = !dumped;
}

static void *second_dumper(void *arg)
{
	(void)arg;
	waiting = 1;
	gmon_dump();
	return NULL;
}

static int wait_takes_signals(void)
{
	pthread_t first, second;

	signal(SIGUSR1, on_usr1);
	pthread_create(&first, NULL, dumper, NULL);
	while (!dumping)
		usleep(1000);
	usleep(50000);		/* well into the snapshot's slow writes */
	pthread_create(&second, NULL, second_dumper, NULL);
	while (!waiting)
		usleep(1000);
	usleep(50000);		/* waiting for the first */
	pthread_kill(second, SIGUSR1);
	pthread_join(first, NULL);
	pthread_join(second, NULL);
	printf("handled while waiting %d\n", handled_while_waiting);
	return 0;
}

/* ---- forever ---- */

NOINLINE void tick(void) { sink++; }

static int forever(void)
{
	printf("started\n");
	fflush(stdout);
	for (;;) {
		double used;

		tick();
		BURN_CPU(0.001, used, 20000, sink += i);
		(void)used;
	}
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";

	if (!strcmp(mode, "own-signal") && argc > 2)
		return own_signal(atoi(argv[2]));
	if (!strcmp(mode, "windows") && argc > 3)
		return windows(atoi(argv[2]), strtod(argv[3], NULL));
	if (!strcmp(mode, "quiet-windows") && argc > 3)
		return quiet_windows(atoi(argv[2]), strtod(argv[3], NULL));
	if (!strcmp(mode, "masked") && argc > 2)
		return masked(strtod(argv[2], NULL));
	if (!strcmp(mode, "masked-to-the-end") && argc > 2)
		return masked_to_the_end(strtod(argv[2], NULL));
	if (!strcmp(mode, "blocked") && argc > 2)
		return blocked(strtod(argv[2], NULL));
	if (!strcmp(mode, "all-blocked") && argc > 2)
		return all_blocked(strtod(argv[2], NULL));
	if (!strcmp(mode, "crowd") && argc > 3)
		return crowd(atoi(argv[2]), strtod(argv[3], NULL));
	if (!strcmp(mode, "slots") && argc > 2)
		return slots(atoi(argv[2]));
	if (!strcmp(mode, "dump-race"))
		return dump_race();
	if (!strcmp(mode, "wait-takes-signals"))
		return wait_takes_signals();
	if (!strcmp(mode, "forever"))
		return forever();
	fprintf(stderr, "usage: prog MODE ...\n");
	return 2;
}
