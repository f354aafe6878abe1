/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The start file of xv6's profiled programs: their entry point (xv6.mk
 * links them with -e gmon_xv6_start), which profiles the program's text
 * from before main to its exit.  xv6 has no atexit, and programs end
 * with exit() rather than by returning, so xv6.mk also links them with
 * --wrap=exit: every call of exit() comes here first and writes the
 * profile.  A process killed, or one that execs, writes none, as on
 * Unix.
 */
#include "kernel/types.h"
#include "user/user.h"

#include "sys/gmon.h"

extern char __gmon_etext[];	/* xv6.mk */

int main(int argc, char **argv);
void gmon_xv6_start(int argc, char **argv) __attribute__((noreturn));
int __real_exit(int status) __attribute__((noreturn));
int __wrap_exit(int status) __attribute__((noreturn));

void gmon_xv6_start(int argc, char **argv)
{
	__monstartup(0, (unsigned long)__gmon_etext);
	exit(main(argc, argv));
}

int __wrap_exit(int status)
{
	_mcleanup();
	__real_exit(status);
}
