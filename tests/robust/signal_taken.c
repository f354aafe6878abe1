/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A program that takes libgmon's sample signal for itself, SIGRTMAX-3
 * (tests/progs/took_signal.c): it neither dies of libgmon's ticks nor
 * sees one; libgmon moves them to another signal, says so in one line,
 * and samples on.  Built by gmon-cc (dynamic and -static), and a plain
 * program under gmon-run.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "robust.h"

#define SECONDS "0.6"

static unsigned count_of(const char *text, const char *what)
{
	unsigned n = 0;

	for (const char *p = text; (p = strstr(p, what)) != NULL; p++)
		n++;
	return n;
}

/*
 * dir/prog run as `runner ./prog mode': the program's handler ran as
 * often as it raised the signal, sigaction() reported the default
 * action before, one line says where the ticks went, and gprof finds
 * the CPU time burn() (and thread_burn()) used.
 */
static void expect_taken(const char *dir, const char *runner,
			 const char *mode)
{
	char *out, *rep, old[16], *moved;
	int handled, raised;
	double used, thread_used;

	out = run_ok(dir, "rm -f gmon.out; %s ./prog %s " SECONDS " 2>err; "
		     "st=$?; cat err; exit $st", runner, mode);
	cr_assert_eq(sscanf(out, "handled %d raised %d old %15s burn %lf "
			    "thread %lf", &handled, &raised, old, &used,
			    &thread_used), 5, "%s: %s", mode, out);
	cr_expect_eq(handled, raised, "%s: the handler saw only the "
		     "program's own signals: %s", mode, out);
	cr_expect_str_eq(old, "default", "%s: %s", mode, out);
	moved = xasprintf("libgmon: the program took SIGRTMAX-3; profiling "
			  "ticks moved to SIGRTMAX-4\n");
	cr_expect(strstr(out, moved), "%s: one line says so: %s", mode, out);
	cr_expect_eq(count_of(out, "libgmon:"), 1, "%s: %s", mode, out);
	rep = gprof_report(dir, "prog", "gmon.out");
	expect_self_seconds(rep, "burn", used);
	if (strcmp(mode, "thread") == 0)
		expect_self_seconds(rep, "thread_burn", thread_used);
	free(rep);
	free(moved);
	free(out);
}

static void taken_by(const char *test, const char *cc, const char *flags,
		     const char *runner, const char *const *modes)
{
	char *dir = work_dir("robust", test);

	build_program(dir, cc, flags, "took_signal.c");
	for (; *modes; modes++)
		expect_taken(dir, runner, *modes);
	free(dir);
}

static const char *const all_modes[] = { "resethand", "handler", "signal",
					 "thread", "ignore", NULL };

Test(signal_taken, dynamic, .timeout = 300)
{
	taken_by("taken_dynamic", NULL, "-O1", "", all_modes);
}

Test(signal_taken, static, .timeout = 300)
{
	taken_by("taken_static", NULL, "-O1 -static", "", all_modes);
}

/* The process timer's ticks sent to main, as kernels before 6.3 do: a
 * timer for each thread, all made anew. */
Test(signal_taken, thread_timers, .timeout = 300)
{
	static const char *const modes[] = { "thread", "resethand", NULL };

	taken_by("taken_threads", gmon_cc_fault(), "-O1",
		 "GMON_FAULT=ticks-to-main", modes);
}

/*
 * No real-time signal left for the ticks: one line says sampling stops,
 * and the samples taken before stay.
 */
Test(signal_taken, no_signal_left, .timeout = 300)
{
	char *dir = work_dir("robust", "taken_full"), *out, *rep;
	int handled, raised;
	double used, before;

	build_program(dir, NULL, "-O1", "took_signal.c");
	out = run_ok(dir, "%s ./prog full " SECONDS " 2>err; st=$?; cat err; "
		     "exit $st", "");
	cr_assert_eq(sscanf(out, "handled %d raised %d old default burn %lf "
			    "thread %lf", &handled, &raised, &used, &before),
		     4, "%s", out);
	cr_expect_eq(handled, raised, "%s", out);
	cr_expect(strstr(out, "libgmon: the program took SIGRTMAX-3, the "
			 "sample signal, and no other real-time signal is "
			 "free: sampling stops (the samples so far stay)\n"),
		  "%s", out);
	cr_expect_eq(count_of(out, "libgmon:"), 1, "%s", out);
	rep = gprof_report(dir, "prog", "gmon.out");
	expect_self_seconds(rep, "before", before);
	cr_expect_lt(flat_self(rep, "burn"), 0.05, "%s", rep);
	free(rep);
	free(out);
	free(dir);
}

/* A program not built for profiling, under gmon-run (libgmon.so; a
 * musl build has no gmon-run). */
Test(signal_taken, preloaded, .timeout = 300)
{
	static const char *const modes[] = { "resethand", "handler", "thread",
					     NULL };
	char *cc;

	if (strcmp(test_libc(), "glibc") != 0)
		cr_skip_test("no gmon-run in a %s build", test_libc());
	cc = xasprintf("%s -O1", test_cc("gcc"));

	taken_by("taken_preloaded", cc, "", gmon_run(), modes);
	free(cc);
}
