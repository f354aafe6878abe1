/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A program's SA_ONSTACK handler that works for a while on a small
 * alternate signal stack, with a PROT_NONE page right below it, so that
 * ticks (and whatever runs in them) land there:
 *   prog EXTRA SECONDS  the handler spends SECONDS of CPU in on_alt() on
 *                       a stack of twice the kernel's minimum (a signal
 *                       frame's size on this machine) plus EXTRA bytes;
 *                       main then spends as much in in_main(); prints "ok"
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <unistd.h>

#include "cputime.h"

#ifndef AT_MINSIGSTKSZ
#define AT_MINSIGSTKSZ 51	/* (Linux 5.14's name; older kernels give 0) */
#endif

#define NOINLINE __attribute__((noinline))

static double seconds;
volatile unsigned long sink;

NOINLINE void on_alt(void)
{
	double used;

	BURN_CPU(seconds, used, 100000, sink += i);
	(void)used;
}

NOINLINE void in_main(void)
{
	double used;

	BURN_CPU(seconds, used, 100000, sink += i);
	(void)used;
}

static void handler(int sig)
{
	(void)sig;
	on_alt();
}

int main(int argc, char **argv)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	size_t least = getauxval(AT_MINSIGSTKSZ);
	size_t size = 2 * (least ? least : MINSIGSTKSZ) +
		      (argc > 1 ? strtoul(argv[1], NULL, 10) : 1024);
	struct sigaction sa;
	stack_t ss;
	char *base;

	seconds = argc > 2 ? strtod(argv[2], NULL) : 2.5;
	/* the stack's lowest byte right above the PROT_NONE page */
	base = mmap(NULL, page + (size + page - 1) / page * page,
		    PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (base == MAP_FAILED || mprotect(base, page, PROT_NONE) != 0)
		return 2;
	ss.ss_sp = base + page;
	ss.ss_size = size;
	ss.ss_flags = 0;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = handler;
	sa.sa_flags = SA_ONSTACK;
	if (sigaltstack(&ss, NULL) != 0 || sigaction(SIGUSR1, &sa, NULL) != 0)
		return 2;
	raise(SIGUSR1);
	in_main();
	puts("ok");
	return 0;
}
