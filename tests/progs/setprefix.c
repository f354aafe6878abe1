/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A program that sets or clears GMON_OUT_PREFIX itself and then writes
 * its profile with _mcleanup() (or monitor(0)), leaving with _exit():
 * the write must use the prefix as it is then, as glibc's _mcleanup()
 * reads it.
 *   prog set      GMON_OUT_PREFIX=myprof: the profile is myprof.<pid>
 *   prog clear    unset: the profile is gmon.out
 *   prog monitor  as set, written with monitor(0)
 * Prints "pid N".
 */
#include <mon.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/gmon.h>
#include <unistd.h>

volatile unsigned long sink;

__attribute__((noinline)) void work(unsigned long n)
{
	while (n--)
		sink += n;
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "set";

	if (strcmp(mode, "clear") == 0)
		unsetenv("GMON_OUT_PREFIX");
	else
		setenv("GMON_OUT_PREFIX", "myprof", 1);
	work(1000);
	printf("pid %ld\n", (long)getpid());
	fflush(stdout);
	if (strcmp(mode, "monitor") == 0)
		monitor(0);
	else
		_mcleanup();
	_exit(0);
}
