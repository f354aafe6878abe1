/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A program with handlers of its own on the signal libgmon samples with
 * (the test runs it with GMON_SIGNAL=USR1): each mode installs one,
 * then calls moncontrol(0) and moncontrol(1), which put libgmon's
 * handler back in front of it, then sends itself the signal.  The
 * program's signals must do what its handler's flags say:
 *   wake      no SA_RESTART: a thread blocked in read() is woken with
 *             EINTR; prints what read() returned
 *   once      SA_RESETHAND: the first signal runs the handler, the
 *             second ends the process; prints "handled N" on the way
 *   mask      an sa_mask of SIGUSR2, then SA_NODEFER with none: prints
 *             which of USR1, USR2 and TERM each handler ran with blocked
 *   onstack   SA_ONSTACK: prints whether the handler ran on the
 *             alternate stack
 * Without libgmon (the plain build) it prints the same.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef PLAIN	/* (musl has no sys/gmon.h) */
#define moncontrol(on) ((void)(on))
#else
#include <sys/gmon.h>
#endif

static int pipe_fds[2];
static volatile sig_atomic_t handled;
static char blocked_in_handler[64];

static void count(int sig)
{
	(void)sig;
	handled++;
}

static void note_mask(int sig)
{
	sigset_t now;

	(void)sig;
	pthread_sigmask(SIG_BLOCK, NULL, &now);
	snprintf(blocked_in_handler, sizeof blocked_in_handler,
		 "USR1 %d USR2 %d TERM %d", sigismember(&now, SIGUSR1),
		 sigismember(&now, SIGUSR2), sigismember(&now, SIGTERM));
}

static void note_stack(int sig)
{
	stack_t ss;

	(void)sig;
	handled = sigaltstack(NULL, &ss) == 0 && (ss.ss_flags & SS_ONSTACK);
}

static void install(void (*fn)(int), int flags, int masked)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = fn;
	sa.sa_flags = flags;
	sigemptyset(&sa.sa_mask);
	if (masked)
		sigaddset(&sa.sa_mask, masked);
	if (sigaction(SIGUSR1, &sa, NULL) != 0)
		exit(2);
	moncontrol(0);		/* a profiling window, as programs open */
	moncontrol(1);
}

static void *reader(void *arg)
{
	char c;
	ssize_t n = read(pipe_fds[0], &c, 1);

	printf("read returned %zd (%s)\n", n, n < 0 ? strerror(errno) : "data");
	return arg;
}

/* Whether thread `tid' sleeps (in read()). */
static int sleeping(pid_t tid)
{
	char path[64], stat[512], *state;
	FILE *f;
	size_t n;

	snprintf(path, sizeof path, "/proc/self/task/%d/stat", (int)tid);
	if ((f = fopen(path, "r")) == NULL)
		return 0;
	n = fread(stat, 1, sizeof stat - 1, f);
	fclose(f);
	stat[n] = '\0';
	state = strrchr(stat, ')');
	return state && state[1] == ' ' && state[2] == 'S';
}

static pid_t reader_tid;

static void *reader_start(void *arg)
{
	reader_tid = gettid();
	return reader(arg);
}

static int wake(void)
{
	struct timespec limit;
	pthread_t t;

	install(count, 0, 0);
	if (pipe(pipe_fds) != 0 || pthread_create(&t, NULL, reader_start, NULL))
		return 2;
	while (reader_tid == 0 || !sleeping(reader_tid))
		usleep(1000);
	pthread_kill(t, SIGUSR1);
	clock_gettime(CLOCK_REALTIME, &limit);
	limit.tv_sec += 20;	/* a hang guard */
	if (pthread_timedjoin_np(t, NULL, &limit) != 0) {
		puts("still blocked in read()");
		return 1;
	}
	return 0;
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";

	setvbuf(stdout, NULL, _IONBF, 0);
	if (!strcmp(mode, "wake"))
		return wake();
	if (!strcmp(mode, "once")) {
		install(count, SA_RESETHAND, 0);
		raise(SIGUSR1);
		printf("handled %d\n", (int)handled);
		raise(SIGUSR1);
		printf("handled %d\n", (int)handled);
		return 0;
	}
	if (!strcmp(mode, "mask")) {
		install(note_mask, 0, SIGUSR2);
		raise(SIGUSR1);
		printf("%s\n", blocked_in_handler);
		install(note_mask, SA_NODEFER, 0);
		raise(SIGUSR1);
		printf("%s\n", blocked_in_handler);
		return 0;
	}
	if (!strcmp(mode, "onstack")) {
		static char alt[64 * 1024];
		stack_t ss = { .ss_sp = alt, .ss_size = sizeof alt };

		if (sigaltstack(&ss, NULL) != 0)
			return 2;
		install(note_stack, SA_ONSTACK, 0);
		raise(SIGUSR1);
		printf("on the alternate stack %d\n", (int)handled);
		return 0;
	}
	return 2;
}
