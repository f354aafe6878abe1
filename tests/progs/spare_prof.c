/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A program that ends itself on every signal it can catch but SIGPROF,
 * which it leaves to a profiler (as glibc's runtime samples with it):
 * prints "done" if no signal reached its handler.
 */
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#include "cputime.h"

volatile unsigned long sink;

static void fatal(int sig)
{
	char msg[] = "fatal signal NN\n";

	msg[13] = (char)('0' + sig / 10);
	msg[14] = (char)('0' + sig % 10);
	(void)write(2, msg, sizeof msg - 1);
	_exit(100);
}

__attribute__((noinline)) void work(double s)
{
	double used;

	BURN_CPU(s, used, 200000, sink += i);
	(void)used;
}

int main(void)
{
	struct sigaction sa = { 0 };

	sa.sa_handler = fatal;
	for (int sig = 1; sig < NSIG; sig++)
		if (sig != SIGKILL && sig != SIGSTOP && sig != SIGPROF)
			sigaction(sig, &sa, NULL);
	work(0.3);
	puts("done");
	return 0;
}
