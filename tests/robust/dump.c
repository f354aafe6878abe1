/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* gmon_dump() and _mcleanup() called by the program itself. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "robust.h"

/*
 * gmon_dump() while another thread's dump is being written waits and
 * writes its own, so that a program leaving with _exit() right after
 * has its last calls in gmon.out.
 */
Test(dump, waits_for_another_threads_dump)
{
	char *dir = program_dir("dump_race", NULL, "dumprace.c"), *out, *rep;
	int round;

	for (round = 0; round < 5; round++) {
		out = run_ok(dir, "rm -f gmon.out && ./prog");
		cr_expect_str_eq(out, "dump 0\n");
		free(out);
		rep = gprof_report(dir, "prog", "gmon.out");
		cr_assert_eq(gprof_calls(rep, "last"), 1,
			     "round %d: the last call is in gmon.out:\n%s",
			     round, rep);
		free(rep);
	}
	free(dir);
}

/*
 * GMON_OUT_PREFIX set or cleared by the program before its own
 * _mcleanup() or monitor(0) is read then, as glibc's _mcleanup() reads
 * it.
 */
Test(dump, prefix_the_program_sets_before_mcleanup)
{
	static const char *const cmd[] = {
		"./prog set", "./prog monitor",
		"GMON_OUT_PREFIX=envprof ./prog clear",
	};
	static const char *const file[] = { "myprof.", "myprof.", NULL };
	char *dir = program_dir("prefix_before_mcleanup", NULL, "setprefix.c"), *out, *ls;
	long pid;
	unsigned i;

	for (i = 0; i < 3; i++) {
		out = run_ok(dir, "rm -f gmon.out myprof.* envprof.* && %s",
			     cmd[i]);
		cr_assert_eq(sscanf(out, "pid %ld", &pid), 1, "%s", out);
		ls = run_ok(dir, "ls gmon.out myprof.* envprof.* 2>/dev/null; true");
		if (file[i]) {
			char want[64];

			snprintf(want, sizeof want, "%s%ld\n", file[i], pid);
			cr_expect_str_eq(ls, want, "%s", cmd[i]);
		} else {
			cr_expect_str_eq(ls, "gmon.out\n", "%s", cmd[i]);
		}
		free(ls);
		free(out);
	}
	free(dir);
}
