/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * exit() through libgmon, so that threads that call exit() at once end
 * the process with one whole profile.  glibc runs each exit handler in
 * one of the exiting threads, and a thread that finds none left ends
 * the process at once, while another may still be writing the profile
 * (one run in seven lost it, leaving an empty temporary file).  The
 * first thread through here goes on to the C library's exit(); any other
 * waits until the profile is written (gmon_wait_final) and then goes on
 * too, as glibc 2.41 and C23 have later calls of exit() wait.  A thread
 * whose exit handler waits for another thread that calls exit() meanwhile
 * then waits for ever, as it does with those.  A return from main()
 * reaches the C library's exit() without passing here: a thread that
 * calls exit() while main() returns is not held.
 *
 * How it takes the C library's place: in a program gmon-cc linked, its
 * calls to exit() are sent here with --wrap=exit (crt/gexitwrap.o), so
 * that this exit() finds the C library's without a symbol lookup, which
 * a program with its own _start reaches before the C library is set up;
 * calls from shared libraries go to the C library's directly.  The
 * preloadable libgmon.so defines exit() itself.
 */
#define _GNU_SOURCE
#include "linux.h"

#include <stdlib.h>

typedef void exit_fn(int);

#ifdef GMON_WRAP
exit_fn __real_exit;
#define C_LIBRARY_EXIT() (&__real_exit)
#else
static void *real_exit;
#define C_LIBRARY_EXIT() \
	((exit_fn *)gmon_linux_next_definition(&real_exit, "exit"))
#endif

/* The thread ending the process through here (its mark), or 0. */
static uintptr_t exiting;	/* atomic */

__attribute__((noreturn)) static void hook_exit(int status)
{
	exit_fn *fn = C_LIBRARY_EXIT();
	uintptr_t holder;

	if (!gmon_own_try(&exiting, &holder) && !gmon_own_mine(holder))
		gmon_wait_final();
	if (fn != NULL)
		fn(status);
	for (;;)
		(void)sys_raw(SYS_exit_group, status, 0, 0, 0, 0);
}

#ifdef GMON_SHARED
/* The preloadable runtime stands in for the C library's exit(). */
void exit(int status)
	__attribute__((alias("hook_exit"), visibility("default"), noreturn));
#else
/* A program's calls, which gmon-cc sends here with --wrap. */
void __wrap_exit(int status)
	__attribute__((weak, alias("hook_exit"), noreturn));
#endif
