/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The spill (runtime/spill.c): arcs a thread meets once its table's
 * array has stopped growing are counted exactly, whatever interrupts
 * the counting.  The programs are built against tests/spill/libgmon.a,
 * whose arrays stop at 64 home cells (32 arcs) and whose spill takes
 * chunks of 16 entries and an index of 8 slots first, so that nearly
 * every arc, chunk and index doubling goes through the spill's slow
 * paths while signal handlers nest in them, jump out of them, and
 * threads count at once.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "robust.h"

/* tests/progs/<src> built with the spilling runtime in a fresh dir. */
static char *spill_program(const char *test, const char *flags,
			   const char *src)
{
	char *dir = work_dir("robust", test);

	build_program(dir, gmon_cc_spill(), flags, src);
	return dir;
}

/* Nesting handlers meeting new arcs while main meets 10,000. */
Test(spill, nested_handlers_while_it_grows, .timeout = 300)
{
	storm_counts_every_call("spill_storm", gmon_cc_spill());
}

/* Handlers leaving by siglongjmp every 50 us while main meets 10,000. */
Test(spill, siglongjmp_while_it_grows, .timeout = 300)
{
	jump_storm_counts_every_call("spill_jump_storm", gmon_cc_spill());
}

/*
 * siglongjmp out of a SIGALRM handler, 2000 times, some of them out of
 * mcount half way: the 50 arcs made afterwards are all there, exactly.
 */
Test(spill, siglongjmp_out_of_mcount, .timeout = 120)
{
	char *dir = spill_program("spill_longjmp", "-O2", "signals.c");
	char *out = run_ok(dir, "./prog longjmp"), *rep, name[16];

	cr_assert_eq(strtoul(out, NULL, 10), 2000, "%s", out);
	cr_expect(!strstr(out, "could not be counted"), "%s", out);
	rep = gprof_report(dir, "prog", "gmon.out");
	for (int i = 0; i < 50; i++) {
		snprintf(name, sizeof name, "fn_%02d", i);
		cr_expect_eq(gprof_calls(rep, name), 100, "%s:\n%s", name, rep);
	}
	free(out);
	free(rep);
	free(dir);
}

/*
 * Four threads meeting 4002 arcs each, three times over, while signals
 * nest in each of them: every call counted once, in the thread that
 * made it, and summed per arc in gmon.out.
 */
Test(spill, threads_with_nested_handlers, .timeout = 300)
{
	char *dir = spill_program("spill_threads", "-O1", "spill_threads.c");
	char *out = run_ok(dir, "./prog 4 3"), *rep;
	unsigned long calls, handled;

	cr_assert_eq(sscanf(out, "calls %lu handled %lu", &calls, &handled),
		     2, "%s", out);
	cr_expect_gt(handled, 0, "%s", out);
	cr_expect_eq(calls_in_profile(dir), calls, "%lu handlers", handled);
	rep = gprof_report(dir, "prog", "gmon.out");
	cr_expect_eq(gprof_calls(rep, "caller_a"), 4 * 3 * 2000, "%s", rep);
	cr_expect_eq(gprof_calls(rep, "caller_b"), 4 * 3 * 2000, "%s", rep);
	cr_expect_eq(gprof_calls(rep, "in_handler"), handled, "%s", rep);
	free(out);
	free(rep);
	free(dir);
}
