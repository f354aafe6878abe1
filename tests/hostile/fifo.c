/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* 11: FIFOs refused, not waited for. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "hostile.h"

/* `cmd' in dir ends, with `status' and one line on standard error
 * naming why. */
static void refused_in_one_line(const char *dir, const char *cmd, int status,
				const char *why)
{
	char *out;
	int st = run(&out, dir, "timeout 60 env %s 2>&1 > /dev/null", cmd);

	cr_expect_neq(st, 124, "%s waited for the FIFO's writer", cmd);
	cr_expect_eq(st, status, "%s: status %d: %s", cmd, st, out);
	cr_expect(strstr(out, why) != NULL, "%s: %s", cmd, out);
	cr_expect(strchr(out, '\n') == out + strlen(out) - 1, "%s: not one line: %s",
		  cmd, out);
	free(out);
}

Test(fifo, refused_not_waited_for, .timeout = 600)
{
	char *dir = work_dir("hostile", "fifo"), *cmd;
	static const char *const profile_uses[] = { "", "-s", "--objects",
		"--flat prog", "--callgrind prog", "--dot prog" };
	static const char *const program_uses[] = { "--flat", "--callgrind",
		"--dot" };
	char *out;
	size_t i;

	small_program(dir);
	cr_assert_eq(run(&out, dir, "mkfifo p"), 0, "%s", out);
	free(out);
	for (i = 0; i < sizeof profile_uses / sizeof profile_uses[0]; i++) {
		cmd = xasprintf("'%s' %s p", dump(), profile_uses[i]);
		refused_in_one_line(dir, cmd, 1, "p: an empty pipe or FIFO that no "
				    "process has open for writing");
		free(cmd);
	}
	for (i = 0; i < sizeof program_uses / sizeof program_uses[0]; i++) {
		cmd = xasprintf("'%s' %s p gmon.out", dump(), program_uses[i]);
		refused_in_one_line(dir, cmd, 1, "p: not a regular file");
		free(cmd);
	}
#ifdef GMON_TEST_GMON_RUN
	cmd = xasprintf("%s ./p", gmon_run());
	refused_in_one_line(dir, cmd, 126, "./p is not a regular file");
	free(cmd);
#endif
}

/*
 * A FIFO that a process has open for writing is read, as a pipe is: the
 * writer is waiting in open() for a reader (its wait channel says so)
 * when gmon-dump opens the FIFO.
 */
Test(fifo, written_into_is_read, .timeout = 600)
{
	char *dir = work_dir("hostile", "fifo_written"), *out;
	int st;

	small_program(dir);
	st = run(&out, dir, "mkfifo p && { sh -c 'exec 3> p; cat gmon.out >&3' & w=$!; } "
		 "&& n=0; until [ \"$(cat /proc/$w/wchan)\" = wait_for_partner ] || "
		 "[ $n = 600 ]; do sleep 0.1; n=$((n + 1)); done; "
		 "timeout 60 '%s' --flat prog p; s=$?; kill $w 2> /dev/null; wait; "
		 "exit $s", dump());
	cr_expect_eq(st, 0, "%s", out);
	cr_expect(strstr(out, "; 5 samples,"), "%s", out);
	free(out);
	st = run(&out, dir, "cat gmon.out | '%s' --flat prog /dev/stdin", dump());
	cr_expect_eq(st, 0, "%s", out);
	cr_expect(strstr(out, "; 5 samples,"), "%s", out);
	free(out);
}
