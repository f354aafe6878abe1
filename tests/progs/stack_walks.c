/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Stacks the tick's walk must survive, each sized by CPU time:
 *
 *   prog recurse SECONDS     burn at the bottom of a 10,000-deep recursion
 *   prog handler SECONDS     burn in a signal handler (SIGALRM, raised)
 *   prog altstack SECONDS    the same on an alternate signal stack
 *   prog corrupt SECONDS     burn in a function whose frame record is
 *                            overwritten (garbage, then a loop to itself)
 *   prog threads SECONDS     four threads of different stack shapes
 *   prog fork SECONDS        burn, fork, and the child burns too
 *   prog abort SECONDS       burn, then end without writing (abort)
 *
 * Prints "ok" at the end (abort: before it aborts).
 */
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))
#define DEPTH 10000

volatile unsigned long sink;
static double seconds;

NOINLINE void burn(double s)
{
	double used;

	BURN_CPU(s, used, 20000, sink += i * i);
	(void)used;
}

NOINLINE unsigned long recurse(unsigned n)
{
	if (n == 0) {
		burn(seconds);
		return 1;
	}
	return recurse(n - 1) + sink;	/* not a tail call */
}

static void on_alarm(int sig)
{
	(void)sig;
	burn(seconds);
	sink++;		/* not a tail call: on_alarm stays on the stack */
}

NOINLINE void in_handler(int onstack)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_alarm;
	sa.sa_flags = onstack ? SA_ONSTACK : 0;
	if (onstack) {
		static char altstack[1 << 16];
		stack_t ss = { .ss_sp = altstack, .ss_size = sizeof altstack };

		if (sigaltstack(&ss, NULL) != 0) {
			perror("sigaltstack");
			exit(1);
		}
	}
	sigaction(SIGALRM, &sa, NULL);
	raise(SIGALRM);
	sink++;
}

/* Its frame record, as the frame pointer names it, overwritten while it
 * burns: first with garbage, then with a record that points to itself. */
NOINLINE void corrupt(void)
{
	void *volatile *fp = __builtin_frame_address(0);
	void *saved[2] = { fp[0], fp[1] };

	fp[0] = (void *)0x1234567;
	fp[1] = (void *)0x7654321;
	burn(seconds / 2);
	fp[0] = (void *)fp;
	burn(seconds / 2);
	fp[0] = saved[0];
	fp[1] = saved[1];
}

NOINLINE void shape(unsigned depth, double s)
{
	if (depth == 0)
		burn(s);
	else
		shape(depth - 1, s);
	sink++;
}

static void *thread_main(void *arg)
{
	shape((unsigned)(uintptr_t)arg * 3, seconds / 4);
	return NULL;
}

NOINLINE void threads(void)
{
	pthread_t t[4];
	uintptr_t i;

	for (i = 0; i < 4; i++)
		pthread_create(&t[i], NULL, thread_main, (void *)i);
	for (i = 0; i < 4; i++)
		pthread_join(t[i], NULL);
}

NOINLINE void forked(void)
{
	pid_t pid;
	int status;

	burn(seconds / 2);
	pid = fork();
	if (pid == 0) {
		burn(seconds / 2);
		exit(0);
	}
	waitpid(pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		exit(1);
}

int main(int argc, char **argv)
{
	const char *what = argc > 1 ? argv[1] : "";

	seconds = argc > 2 ? strtod(argv[2], NULL) : 1.0;
	if (strcmp(what, "recurse") == 0)
		sink += recurse(DEPTH);
	else if (strcmp(what, "handler") == 0)
		in_handler(0);
	else if (strcmp(what, "altstack") == 0)
		in_handler(1);
	else if (strcmp(what, "corrupt") == 0)
		corrupt();
	else if (strcmp(what, "threads") == 0)
		threads();
	else if (strcmp(what, "fork") == 0)
		forked();
	else if (strcmp(what, "abort") == 0) {
		burn(seconds);
		puts("ok");
		fflush(stdout);
		abort();
	} else {
		fprintf(stderr, "usage: prog recurse|handler|altstack|corrupt|"
			"threads|fork|abort SECONDS\n");
		return 2;
	}
	puts("ok");
	return 0;
}
