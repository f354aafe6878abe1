/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * OpenMP programs built with gmon-cc: gcc's libgomp and clang's libomp.
 * Every call in every thread of the team is counted (a team started
 * before main, teams reused across regions, nested teams), each
 * thread's time is sampled, and gprof names the outlined bodies
 * (main._omp_fn.0, .omp_outlined.) by their aliases, so a loop's
 * callee is never charged as calling itself.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

#define UNIT_MS 300
#define RUNS 3			/* runs of the program in time_in_own_thread */
#define FINE_TOLERANCE 0.4	/* of UNIT_MS, at 1000 Hz */

static void check_teams(const char *rep)
{
	struct graph g;
	int n;

	parse_graph(rep, &g);
	cr_expect_eq(calls_into(&g, "early_leaf"), 400, "%s", rep);
	cr_expect_eq(calls_into(&g, "leaf"), 90000, "%s", rep);
	cr_expect_eq(calls_into(&g, "inner_leaf"), 4000, "%s", rep);
	/* the callers are the outlined bodies, by name, not the callee */
	cr_expect_eq(arc_count(&g, "leaf", "leaf"), 0, "%s", rep);
	cr_expect_eq(arc_count(&g, "early_leaf", "early_leaf"), 0, "%s", rep);
	for (n = 0; n < 4; n++) {
		char fn[16];

		snprintf(fn, sizeof fn, "burn%d", n);
		cr_expect_eq(calls_into(&g, fn), 1, "%s: %s", fn, rep);
		/* each thread's CPU time, sampled in that thread */
		cr_expect(flat_self(rep, fn) > UNIT_MS / 1000.0 * 0.5 &&
			  flat_self(rep, fn) < UNIT_MS / 1000.0 * 1.5,
			  "%s: %g s, want %g:\n%s", fn, flat_self(rep, fn),
			  UNIT_MS / 1000.0, rep);
	}
	free_graph(&g);
}

Test(openmp, libgomp_gcc, .timeout = 300)
{
	char *dir = work_dir("openmp", "libgomp");
	char *cmd = xasprintf("%s --cc=gcc -fopenmp", gmon_cc());
	char *run_cmd = xasprintf("./prog %d", UNIT_MS);
	char *rep = profile_program(dir, cmd, "-O1", "omp_teams.c", run_cmd, NULL);

	check_teams(rep);
	/* gcc's bodies: main._omp_fn.N named main__omp_fn_N */
	cr_expect(strstr(rep, "main__omp_fn_") != NULL, "%s", rep);
	cr_expect(strstr(rep, "before_main__omp_fn_") != NULL, "%s", rep);
	free(rep);
	free(cmd);
	free(run_cmd);
	free(dir);
}

/* gmon-cc driving clang with LLVM's libomp. */
static char *libomp_cc(void)
{
	need_tool("clang", "deps/core.txt");
	return xasprintf("%s --cc=clang -fopenmp=libomp", gmon_cc());
}

Test(openmp, libomp_clang, .timeout = 300)
{
	char *dir = work_dir("openmp", "libomp");
	char *cmd = libomp_cc();
	char *run_cmd = xasprintf("./prog %d", UNIT_MS);
	char *rep;

	rep = profile_program(dir, cmd, "-O1", "omp_teams.c", run_cmd, NULL);
	check_teams(rep);
	/* clang's bodies: .omp_outlined. named _omp_outlined_ */
	cr_expect(strstr(rep, "_omp_outlined_") != NULL, "%s", rep);
	free(rep);
	free(cmd);
	free(run_cmd);
	free(dir);
}

/*
 * Each thread of a team is sampled in that thread, however the team's
 * threads share the CPUs: every burn<n>() gets its own thread's time at
 * 1000 Hz, in each of RUNS runs.
 */
Test(openmp, time_in_own_thread, .timeout = 300)
{
	char *dir = work_dir("openmp", "own_thread");
	char *cmd = libomp_cc();
	double unit = UNIT_MS / 1000.0;

	build_program(dir, cmd, "-O1", "omp_teams.c");
	for (int run = 0; run < RUNS; run++) {
		char *rep;

		free(run_ok(dir, "rm -f gmon.out && GMON_HZ=1000 ./prog %d",
			    UNIT_MS));
		rep = gprof_report(dir, "prog", "gmon.out");
		for (int n = 0; n < 4; n++) {
			char fn[16];
			double t;

			snprintf(fn, sizeof fn, "burn%d", n);
			t = flat_self(rep, fn);
			cr_expect(t > unit * (1 - FINE_TOLERANCE) &&
				  t < unit * (1 + FINE_TOLERANCE),
				  "run %d: %s: %g s, want %g:\n%s", run, fn, t,
				  unit, rep);
		}
		free(rep);
	}
	free(cmd);
	free(dir);
}
