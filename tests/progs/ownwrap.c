/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A program that wraps sigtimedwait itself, as a unit test mocks a
 * function: linked with -Wl,--wrap=sigtimedwait, its calls go to its own
 * __wrap_sigtimedwait, which counts them and calls the C library's.
 * Prints what the wait returned and how many calls the wrapper saw:
 * "10 1" (SIGUSR1, once).
 */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <time.h>

int __real_sigtimedwait(const sigset_t *, siginfo_t *,
			const struct timespec *);
int __wrap_sigtimedwait(const sigset_t *, siginfo_t *,
			const struct timespec *);

static int wrapped;

int __wrap_sigtimedwait(const sigset_t *set, siginfo_t *info,
			const struct timespec *timeout)
{
	wrapped++;
	return __real_sigtimedwait(set, info, timeout);
}

int main(void)
{
	struct timespec second = { 1, 0 };
	sigset_t usr1;
	int got;

	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	sigprocmask(SIG_BLOCK, &usr1, NULL);
	raise(SIGUSR1);
	got = sigtimedwait(&usr1, NULL, &second);
	printf("%d %d\n", got, wrapped);
	return 0;
}
