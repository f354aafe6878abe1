/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* What the robustness suites share.  See robust.h. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "robust.h"

char *robust_profile(const char *test, const char *flags, const char *src,
		     const char *cmd, char **output)
{
	char *dir = work_dir("robust", test);
	char *report = profile_program(dir, NULL, flags, src, cmd, output);

	free(dir);
	return report;
}

void expect_profile_calls(const char *test, const char *flags,
			  const char *src, const char *cmd,
			  const struct fn_calls *want)
{
	char *rep = robust_profile(test, flags, src, cmd, NULL);

	for (; want->fn; want++)
		cr_expect_eq(gprof_calls(rep, want->fn), want->calls,
			     "calls into %s:\n%s", want->fn, rep);
	free(rep);
}

void program_says(const char *test, const char *src, const char *flags,
		  unsigned long pad, const char *cmd, const char *says)
{
	char *dir = work_dir("robust", test), *out;
	char *all = pad ? xasprintf("%s -DPAD_BYTES=%lu '%s/tests/progs/pad.S'",
				    flags, pad, srcdir_path())
			: xasprintf("%s", flags);

	build_program(dir, NULL, all, src);
	out = run_ok(dir, "%s", cmd);
	cr_expect_str_eq(out, says);
	free(out);
	free(all);
	free(dir);
}

void run_says(const char *dir, const char *cmd, const char *says,
	      const char *fn, unsigned long calls)
{
	char *out = run_ok(dir, "%s", cmd);

	cr_expect_str_eq(out, says);
	free(out);
	expect_gprof_calls(dir, fn, calls);
}

void lifecycle_says(const char *test, const char *cc, const char *cmd,
		    const char *says, const char *fn, unsigned long calls)
{
	char *dir = program_dir(test, cc, "lifecycle.c");

	run_says(dir, cmd, says, fn, calls);
	free(dir);
}

void expect_self_seconds(const char *report, const char *fn, double used)
{
	double t = flat_self(report, fn);

	cr_expect(t > 0.8 * used && t < 1.2 * used,
		  "gprof gives %s %.2fs of the %.2fs it used:\n%s", fn, t, used,
		  report);
}

void expect_profile_seconds(const char *test, const char *flags,
			    const char *src, const char *cmd, const char *fn)
{
	char *out, *rep = robust_profile(test, flags, src, cmd, &out);

	expect_self_seconds(rep, fn, strtod(out, NULL));
	free(out);
	free(rep);
}

void burn_at(const char *dir, const char *env, const char *secs, double *cpu,
	     double *gprof_seconds, char **dump)
{
	char *out, *rep;
	double a, b;

	build_program(dir, NULL, "-O1", "burn.c");
	out = run_ok(dir, "%s ./prog %s 2>err", env, secs);
	cr_assert_eq(sscanf(out, "burn_a %lf burn_b %lf", &a, &b), 2, "%s", out);
	free(out);
	*dump = run_ok(dir, "cat err; %s -s gmon.out", gmon_dump_cmd());
	rep = gprof_report(dir, "prog", "gmon.out");
	*cpu = a + b;
	*gprof_seconds = flat_self(rep, "burn_a") + flat_self(rep, "burn_b");
	free(rep);
}

char *program_dir(const char *test, const char *cc, const char *src)
{
	char *dir = work_dir("robust", test);

	build_program(dir, cc, "-O1", src);
	return dir;
}

/* The calls gmon-dump -s counts in dir/gmon.out. */
unsigned long calls_in_profile(const char *dir)
{
	char *out = run_ok(dir, "%s -s gmon.out", gmon_dump_cmd());
	const char *total = strstr(out, " arcs, ");
	unsigned long calls = 0;

	cr_assert(total && sscanf(total, " arcs, %lu calls", &calls) == 1,
		  "%s", out);
	free(out);
	return calls;
}

void storm_counts_every_call(const char *test, const char *cc)
{
	char *dir = work_dir("robust", test), *out, *rep;
	unsigned long peak_kb, handled;

	build_program(dir, cc, "-O1", "storm.c");
	out = run_ok(dir, "./prog 2");
	cr_assert_eq(sscanf(out, "peak %lu kB handled %lu", &peak_kb,
			    &handled), 2, "%s", out);
	cr_expect_lt(peak_kb, 64 * 1024, "peak RSS %lu kB", peak_kb);
	free(out);
	cr_expect_eq(calls_in_profile(dir), 2 * 10000 + 51 * handled,
		     "%lu handlers", handled);
	rep = gprof_report(dir, "prog", "gmon.out");
	cr_expect_eq(gprof_calls(rep, "in_handler"), handled, "%s", rep);
	free(rep);
	free(dir);
}

void jump_storm_counts_every_call(const char *test, const char *cc)
{
	char *dir = work_dir("robust", test), *out;
	unsigned long peak_kb, jumps, calls;

	build_program(dir, cc, "-O1", "storm.c");
	out = run_ok(dir, "timeout 120 ./prog jump 3 50");
	cr_assert_eq(sscanf(out, "peak %lu kB jumps %lu", &peak_kb, &jumps),
		     2, "%s", out);
	cr_expect_lt(peak_kb, 64 * 1024, "peak RSS %lu kB", peak_kb);
	free(out);
	calls = calls_in_profile(dir);
	cr_expect(calls >= 30000 + 1 && calls <= 30000 + 1 + jumps,
		  "%lu calls, %lu jumps", calls, jumps);
	free(dir);
}
