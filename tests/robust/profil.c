/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* profil(3): the program's own buffer and timer, used as it says. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "robust.h"

Test(profil, odd_sized_buffers_stay_inside)
{
	/* valgrind reports any access outside the caller's buffer */
	char *dir = work_dir("robust", "odd_buffer"), *out;
	unsigned last, first;

	need_tool("valgrind", "deps/core.txt");
	build_program(dir, NULL, "-O1 -I/usr/include/valgrind", "oddbuf.c");
	out = run_ok(dir, "valgrind -q --error-exitcode=99 ./prog");
	cr_expect_eq(sscanf(out, "last %u first %u", &last, &first), 2, "%s",
		     out);
	cr_expect(last > 0 && first > 0, "the edge bins count: %s", out);
	free(out);
	free(dir);
}

/*
 * A program's own profil() buffer, turned off with profil(NULL, ...) and
 * let go: nothing reads it again, neither the exit write (the buffer
 * may be unmapped, or a dead stack frame) nor a fork child zeroing the
 * profile.  gmon.out holds the profile's own histogram, as glibc's does.
 */
Test(profil, own_buffer_let_go_after_profil_off)
{
	char *dir = program_dir("profil_let_go", NULL, "profbuf.c"), *out, *rep;
	unsigned long n;
	double total;

	out = run_ok(dir, "./prog unmap");
	cr_expect(sscanf(out, "samples %lu", &n) == 1 && n > 0,
		  "profil() sampled into the buffer: %s", out);
	free(out);
	out = run_ok(dir, "GMON_OUT_PREFIX=\"$PWD/p\" ./prog fork");
	cr_expect(strstr(out, "child exited 0") != NULL, "%s", out);
	free(out);
	free(run_ok(dir, "./prog stack"));
	rep = gprof_report(dir, "prog", "gmon.out");
	total = gprof_seconds(rep);
	cr_expect(total < 1.0, "gmon.out's samples came from the program's "
		  "buffer (%.2f s):\n%s", total, rep);
	free(rep);
	free(dir);
}

/*
 * GMON_PROFILE=off and a program's own profil(): the settings are read
 * all the same, so that the clock never falls back to ITIMER_PROF, the
 * program's own timer, and the program's timer outlives profil()'s end.
 */
Test(profil, program_timer_kept_with_profiling_off)
{
	char *dir = program_dir("profil_off_itimer", NULL, "ownitimer.c"), *out;
	const char *const env[] = { "", "GMON_PROFILE=off " };
	long n;
	unsigned i;

	for (i = 0; i < 2; i++) {
		out = run_ok(dir, "%s./prog 2>err && cat err", env[i]);
		cr_expect(sscanf(out, "own ticks %ld", &n) == 1 && n >= 5,
			  "%sthe program's SIGPROFs go on: %s", env[i], out);
		cr_expect(strstr(out, "libgmon") == NULL, "%s%s", env[i], out);
		free(out);
	}
	free(dir);
}
