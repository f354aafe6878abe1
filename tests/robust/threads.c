/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Threads: every call of every thread counted, every thread sampled. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "robust.h"

/*
 * Four threads call work() 5000000 times each: every call is counted.
 * glibc's runtime loses calls where threads meet; its count is printed
 * for the record, never asserted.
 */
static void four_threads(const char *test, const char *flags)
{
	char *dir = work_dir("robust", test), *rep, *ref_flags;
	const char *cmd = "./prog hot 5000000 4";
	unsigned long ours, theirs;

	rep = profile_program(dir, NULL, flags, "threads.c", cmd, NULL);
	ours = gprof_calls(rep, "work");
	cr_expect_eq(ours, 20000000, "4 x 5000000 calls, gprof says %lu", ours);
	free(rep);
	ref_flags = xasprintf("-pg %s", flags);
	rep = profile_program(dir, "gcc", ref_flags, "threads.c", cmd, NULL);
	theirs = gprof_calls(rep, "work");
	fprintf(stderr, "threads (%s %s): libgmon counted %lu of 20000000 calls, "
		"glibc %lu (lost %lu)\n", test_libc(), flags, ours, theirs,
		20000000 - theirs);
	free(rep);
	free(ref_flags);
	free(dir);
}

Test(threads, four_threads_exact, .timeout = 300) { four_threads("four_threads", "-O2"); }
Test(threads, four_threads_exact_static, .timeout = 300)
{
	four_threads("four_threads_static", "-O2 -static");
}

Test(threads, thousand_short_threads, .timeout = 300)
{
	expect_profile_calls("many_threads", "-O2", "threads.c",
			     "./prog many 1000 1000",
			     (const struct fn_calls[]){ { "work", 1000000 },
							{ NULL, 0 } });
}

/*
 * A copy of the process made without the fork handlers (clone without
 * CLONE_VM) starts a thread: the thread counts into a table of its
 * own, never into one a thread of the parent owned, and every call is
 * counted.
 */
Test(threads, copy_without_fork_handlers, .timeout = 300)
{
	char *out, *rep = robust_profile("copy", "-O2", "threads.c",
					 "./prog copy 0.4", &out);
	/* after whatever ASan says of the copy's stack */
	const char *line = strstr(out, "calls ");
	unsigned long calls = line ? strtoul(line + 6, NULL, 10) : 0;

	cr_assert_gt(calls, 0, "%s", out);
	cr_expect_eq(gprof_calls(rep, "work"), calls, "%s", rep);
	free(out);
	free(rep);
}

Test(threads, still_running_at_exit)
{
	char *rep = robust_profile("running", "-O2", "threads.c",
				   "./prog running", NULL);

	cr_expect_eq(gprof_calls(rep, "work"), 10, "%s", rep);
	cr_expect_gt(gprof_calls(rep, "spin"), 0, "%s", rep);
	free(rep);
}

Test(threads, exit_from_other_thread)
{
	expect_profile_calls("exit_thread", "-O2", "threads.c",
			     "./prog exit-thread",
			     (const struct fn_calls[]){ { "work", 123 },
							{ NULL, 0 } });
}

Test(threads, samples_from_every_thread)
{
	/* two threads burn 0.6 s of CPU each; gprof must see all of it */
	char *out, *rep = robust_profile("burn_2", "-O1", "threads.c",
					 "./prog burn 2", &out);
	double cpu = strtod(out, NULL);

	cr_assert_gt(cpu, 1.0, "the threads burned %s", out);
	expect_self_seconds(rep, "burn", cpu);
	free(out);
	free(rep);
}

/*
 * A thread's first profiled call with floating-point arguments in
 * registers, after a library constructor made 40 pthread keys: mcount's
 * way to a new table leaves every argument register alone and never
 * calls malloc, also in a signal handler that interrupted malloc.
 */
static void fp_args_case(const char *name, const char *flags)
{
	char *dir = work_dir("robust", name), *out, *rep, *all;
	unsigned bad, calls;

	free(run_ok(dir, "cc -O2 -shared -fPIC -o libkeys.so "
		    "'%s/tests/progs/keys.c'", srcdir_path()));
	all = xasprintf("%s -L. -lkeys -Wl,-rpath,\"$PWD\"", flags);
	build_program(dir, NULL, all, "fpargs.c");
	for (int mode = 0; mode < 2; mode++) {
		const char *m = mode ? "in-malloc" : "first";

		out = run_ok(dir, "timeout 120 ./prog %s 400", m);
		cr_assert_eq(sscanf(out, "bad %u calls %u", &bad, &calls), 2,
			     "%s", out);
		cr_expect_eq(bad, 0, "%s %s: %u of 400 calls of f() got other "
			     "arguments", name, m, bad);
		rep = gprof_report(dir, "prog", "gmon.out");
		cr_expect_eq(gprof_calls(rep, "f"), calls, "%s %s:\n%s", name,
			     m, rep);
		free(rep);
		free(out);
	}
	free(all);
	free(dir);
}

Test(threads, fp_args_on_first_call_O0, .timeout = 300)
{
	fp_args_case("fp_args_O0", "-O0");
}

Test(threads, fp_args_on_first_call_O2, .timeout = 300)
{
	fp_args_case("fp_args_O2", "-O2");
}

Test(threads, fp_args_on_first_call_O0_fentry, .timeout = 300)
{
	fp_args_case("fp_args_O0_fentry", "-O0 -mfentry");
}

Test(threads, fp_args_on_first_call_O2_fentry, .timeout = 300)
{
	fp_args_case("fp_args_O2_fentry", "-O2 -mfentry");
}
