/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* GMON_VERBOSE: only what is worth reporting.  See objects.h. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdlib.h>

#include "harness.h"
#include "objects.h"

/*
 * A process with nothing to report prints nothing, even with
 * GMON_VERBOSE=1: a shell script that runs many short processes gets no
 * line from them.
 */
Test(verbose, silent_when_nothing_to_report)
{
	char *dir = work_dir("verbose", "quiet"), *out;

	build_objects_program(dir, PROFILED);
	out = run_ok(dir, "GMON_VERBOSE=1 ./prog many 2>err && "
		     "GMON_VERBOSE=1 GMON_OBJECTS=exe ./prog many 2>>err && "
		     "cat err");
	cr_expect_str_eq(out, "opened 0\nopened 0\n");
	free(out);
	free(dir);
}
