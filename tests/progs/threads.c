/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Threaded workloads whose call counts are known exactly.
 *   hot N T       T threads each call work() N times
 *   many T N      T short-lived threads (50 at a time) each call work() N times
 *   running       two threads call spin() until main exits under them
 *   exit-thread   a second thread calls exit() after work() 123 times
 *   burn T        T threads each burn 0.6 s of CPU in burn(), each on a
 *                 counter of its own; prints the CPU seconds they used
 *   calls S       main calls work() until it has used S seconds of CPU
 *   toggle N      work() N times, moncontrol(0), N times, moncontrol(1),
 *                 N times: 2N calls to count
 *   copy S        clone() without CLONE_VM, which runs no fork handlers:
 *                 in the copy, its first thread and a new one each call
 *                 work() for S seconds of CPU; the copy prints `calls N'
 *                 and writes gmon.out, the parent writes nothing
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/gmon.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))

volatile unsigned long sink;
static unsigned long per_thread;

NOINLINE void work(void) { sink++; }
NOINLINE void spin(void) { sink++; }

/* Burn on the stack: a shared counter would make the threads fight over it. */
NOINLINE double burn(void)
{
	volatile unsigned long mine = 0;
	double used;

	BURN_CPU(0.6, used, 200000, mine += i);
	return used;
}

static void *worker(void *arg)
{
	(void)arg;
	for (unsigned long i = 0; i < per_thread; i++)
		work();
	return NULL;
}

static volatile int spinning;

static void *spinner(void *arg)
{
	(void)arg;
	for (;;) {
		spin();
		spinning = 1;
	}
	return NULL;
}

static void *exiter(void *arg)
{
	(void)arg;
	for (int i = 0; i < 123; i++)
		work();
	exit(0);
}

static void *burner(void *arg)
{
	*(double *)arg = burn();
	return NULL;
}

static double copy_seconds;

/* work() for copy_seconds of CPU; how many calls. */
static void *copy_worker(void *arg)
{
	unsigned long n = 0;
	double used;

	BURN_CPU(copy_seconds, used, 100000, (work(), n++));
	*(unsigned long *)arg = n;
	return NULL;
}

static int copy_main(void *arg)
{
	unsigned long mine = 0, other = 0;
	pthread_t t;

	(void)arg;
	if (pthread_create(&t, NULL, copy_worker, &other) != 0)
		_exit(2);
	copy_worker(&mine);
	pthread_join(t, NULL);
	printf("calls %lu\n", mine + other);
	exit(0);
}

static int copy(double seconds)
{
	static char stack[1 << 20];
	int st;
	pid_t pid;

	copy_seconds = seconds;
	fflush(stdout);
	pid = clone(copy_main, stack + sizeof stack, SIGCHLD, NULL);
	if (pid < 0 || waitpid(pid, &st, 0) != pid)
		_exit(2);
	_exit(WIFEXITED(st) ? WEXITSTATUS(st) : 1);
}

/* n threads of fn(&results[i]); returns the sum of the results. */
static double run_threads(unsigned long n, void *(*fn)(void *))
{
	pthread_t *t = calloc(n, sizeof *t);
	double *results = calloc(n, sizeof *results), sum = 0;

	for (unsigned long i = 0; i < n; i++)
		if (pthread_create(&t[i], NULL, fn, &results[i]) != 0)
			abort();
	for (unsigned long i = 0; i < n; i++) {
		pthread_join(t[i], NULL);
		sum += results[i];
	}
	free(t);
	free(results);
	return sum;
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "hot";

	if (!strcmp(mode, "hot")) {
		per_thread = strtoul(argv[2], NULL, 10);
		run_threads(strtoul(argv[3], NULL, 10), worker);
	} else if (!strcmp(mode, "many")) {
		unsigned long total = strtoul(argv[2], NULL, 10);

		per_thread = strtoul(argv[3], NULL, 10);
		for (unsigned long done = 0; done < total; done += 50)
			run_threads(total - done < 50 ? total - done : 50, worker);
	} else if (!strcmp(mode, "running")) {
		pthread_t t;

		for (int i = 0; i < 2; i++)
			pthread_create(&t, NULL, spinner, NULL);
		while (!spinning)	/* however slowly they start */
			usleep(1000);
		for (int i = 0; i < 10; i++)
			work();
		exit(0);
	} else if (!strcmp(mode, "exit-thread")) {
		pthread_t t;

		pthread_create(&t, NULL, exiter, NULL);
		pthread_join(t, NULL);
		return 1;	/* not reached: the thread exits the process */
	} else if (!strcmp(mode, "burn")) {
		printf("%.3f\n", run_threads(strtoul(argv[2], NULL, 10), burner));
	} else if (!strcmp(mode, "calls")) {
		double used;

		BURN_CPU(strtod(argv[2], NULL), used, 100000, work());
		printf("%.3f\n", used);
	} else if (!strcmp(mode, "copy")) {
		return copy(strtod(argv[2], NULL));
	} else if (!strcmp(mode, "toggle")) {
		unsigned long n = strtoul(argv[2], NULL, 10);

		for (int phase = 0; phase < 3; phase++) {
			moncontrol(phase != 1);
			for (unsigned long i = 0; i < n; i++)
				work();
		}
	}
	return 0;
}
