/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A program that takes libgmon's sample signal, SIGRTMAX-3 (the README's
 * default), for itself, and then burns CPU in burn() and raises the
 * signal itself:
 *
 *   resethand S   a one-shot handler (SA_RESETHAND), S s of CPU, one raise
 *   handler S     an ordinary handler (SA_SIGINFO), S s of CPU, 3 raises
 *   signal S      the same handler set with signal()
 *   thread S      a thread already burning S s in thread_burn() when main
 *                 sets the handler; main burns S s too, raises 3 times
 *   ignore S      SIG_IGN, S s of CPU, 3 raises
 *   full S        SIG_IGN on every other real-time signal, S s of CPU in
 *                 before(), then a handler as `handler' does (no signal
 *                 is left for the ticks)
 *
 * Prints "handled N raised M old default|other burn B thread T", N the
 * handler's runs, M the raises, what sigaction() reported was there
 * before, and the CPU seconds burn() and thread_burn() used.
 */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))

static volatile sig_atomic_t handled;
volatile unsigned long sink;

static void on_signal(int sig)
{
	(void)sig;
	handled++;
}

static void on_info(int sig, siginfo_t *si, void *ctx)
{
	(void)si;
	(void)ctx;
	on_signal(sig);
}

NOINLINE double burn(double s)
{
	double used;

	BURN_CPU(s, used, 100000, sink += i);
	return used;
}

NOINLINE double before(double s)
{
	double used;

	BURN_CPU(s, used, 100000, sink -= i);
	return used;
}

NOINLINE double thread_burn(double s)
{
	double used;

	BURN_CPU(s, used, 100000, sink ^= i);
	return used;
}

static double seconds, thread_used;

static void *burner(void *arg)
{
	(void)arg;
	thread_used = thread_burn(seconds);
	return NULL;
}

/* The program's action for sig, by mode; whether the old one was SIG_DFL. */
static int take(const char *mode, int sig)
{
	struct sigaction sa, old;

	memset(&sa, 0, sizeof sa);
	sigemptyset(&sa.sa_mask);
	if (strcmp(mode, "signal") == 0)
		return signal(sig, on_signal) == SIG_DFL;
	if (strcmp(mode, "ignore") == 0) {
		sa.sa_handler = SIG_IGN;
	} else if (strcmp(mode, "resethand") == 0) {
		sa.sa_handler = on_signal;
		sa.sa_flags = SA_RESETHAND;
	} else {
		sa.sa_sigaction = on_info;
		sa.sa_flags = SA_SIGINFO | SA_RESTART;
	}
	if (sigaction(sig, &sa, &old) != 0)
		return 0;
	return !(old.sa_flags & SA_SIGINFO) && old.sa_handler == SIG_DFL;
}

int main(int argc, char **argv)
{
	int sig = SIGRTMAX - 3, raises, dfl, threaded;
	double used;
	pthread_t t;

	if (argc != 3)
		return 2;
	seconds = strtod(argv[2], NULL);
	threaded = strcmp(argv[1], "thread") == 0;
	raises = strcmp(argv[1], "resethand") == 0 ? 1 : 3;
	if (threaded && pthread_create(&t, NULL, burner, NULL) != 0)
		return 1;
	if (threaded)	/* the thread is at work, ticking, first */
		while (cpu_seconds(CLOCK_PROCESS_CPUTIME_ID) < 0.05)
			;
	if (strcmp(argv[1], "full") == 0) {
		for (int s = SIGRTMIN; s <= SIGRTMAX; s++)
			if (s != sig)
				signal(s, SIG_IGN);
		thread_used = before(seconds);
	}
	dfl = take(argv[1], sig);
	used = burn(seconds);
	for (int i = 0; i < raises; i++)
		raise(sig);
	if (threaded)
		pthread_join(t, NULL);
	printf("handled %d raised %d old %s burn %.3f thread %.3f\n",
	       (int)handled, strcmp(argv[1], "ignore") == 0 ? 0 : raises,
	       dfl ? "default" : "other", used, thread_used);
	return 0;
}
