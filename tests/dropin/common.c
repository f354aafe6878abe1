/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* What the drop-in suites share.  See dropin.h. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "dropin.h"

void same_as_reference(const char *test, const char *ours,
		       const char *ref, struct graph *g)
{
	char *a_dir = work_dir(test, "gmon"), *b_dir = work_dir(test, "ref");
	char *a = profile_script(a_dir, ours, "./prog > prog.out", NULL);
	char *b = profile_script(b_dir, ref, "./prog > prog.out", NULL);
	char *diff, why[512];
	struct graph rg;

	cr_assert_eq(run(&diff, "/", "cmp '%s/prog.out' '%s/prog.out' && cat '%s/prog.out'",
			 a_dir, b_dir, a_dir), 0, "program output differs:\n%s", diff);
	free(diff);
	parse_graph(a, g);
	parse_graph(b, &rg);
	cr_assert_gt(rg.n, 3, "reference graph too small:\n%s", b);
	cr_expect(same_graph(g, &rg, why, sizeof why),
		  "call graphs differ (libgmon vs the C library's runtime): %s", why);
	free_graph(&rg);
	free(a);
	free(b);
	free(a_dir);
	free(b_dir);
}

void expect_arcs_of(const char *test, const char *script,
		    const struct expected_arc *want)
{
	char *dir = work_dir(test, "gmon");

	expect_script_arcs(dir, script, want);
	free(dir);
}
