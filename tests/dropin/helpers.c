/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Build-time helper programs (GMON_PROFILE=off). */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "dropin.h"

/*
 * A project whose build compiles a helper with $(CC) and runs it to
 * generate a header, as many do: with GMON_PROFILE=off in make's
 * environment the helper leaves no gmon.out; the program, run later,
 * writes its profile.
 */
Test(helpers, profile_off_during_build)
{
	char *script = xasprintf("sh '%s/tests/scripts/helper-during-build.sh' '%s'",
				 srcdir_path(), builddir_path());
	char *dir = work_dir("helpers", "gmon"), *out;
	int st;

	expect_script_arcs(dir, script, (const struct expected_arc[]){
		{ "main", "get", 5 }, { NULL, NULL, 0 } });
	st = run(&out, dir, "rm -f gmon.out && GMON_PROFILE=on ./gen >/dev/null && test -f gmon.out && "
		 "rm gmon.out && GMON_PROFILE=0 ./gen >/dev/null && test ! -e gmon.out");
	cr_expect_eq(st, 0, "GMON_PROFILE=on profiles, =0 does not: %s", out);
	free(out);
	free(dir);
	free(script);
}
