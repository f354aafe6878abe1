/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Generated code: every arc of 64 callers and 64 callees counted by
 * the stub.  See cross.h. */
#define _GNU_SOURCE
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>

#include "harness.h"
#include "cross.h"

/*
 * Generated code (tests/progs/generated.c): 64 callers and 64 callees,
 * each of one shape, every caller calling every callee 20 times from
 * one call site.  Every arc is exact in gprof's graph, and the stub
 * counts every call after an arc's first: GMON_VERBOSE says nothing
 * about the slow path.  (A stub that picked another home cell than C's
 * would hand every call to C, which still counts exactly, and
 * GMON_VERBOSE would say how many calls took mcount's slow path.)
 */
static void run_generated_case(const char *arch_name)
{
	struct cross_case c;
	struct graph g;
	char *out, *text;
	int rc;

	cross_case_begin(&c, arch_name, "generated", 1, 0);
	build_source(&c, c.cc, "-O2 -static", "prog", "tests/progs/generated.c");
	rc = run(&out, c.dir, "rm -f gmon.out && GMON_VERBOSE=1 %s./prog 20",
		 c.runner);
	cr_assert_eq(rc, 0, "%s", out);
	cr_expect_str_eq(out, "calls 163840 sum 0\n");
	free(out);
	rc = run(&out, c.dir, "%s -b -q prog gmon.out", c.gprof);
	cr_assert_eq(rc, 0, "%s", out);
	parse_graph(out, &g);
	text = graph_text(&g);
	for (int i = 10; i <= 87; i += 7)
		for (int j = 11; j <= 88; j += 11)
			if (i % 10 < 8 && j % 10 < 8) {
				char caller[8], callee[8];

				snprintf(caller, sizeof caller, "c%d", i);
				snprintf(callee, sizeof callee, "g%d", j);
				cr_expect_eq(arc_count(&g, caller, callee), 20,
					     "%s -> %s:\n%.2000s", caller, callee,
					     text);
			}
	for (int j = 10; j <= 88; j++)
		if (j % 10 < 8) {
			char callee[8];

			snprintf(callee, sizeof callee, "g%d", j);
			cr_expect_eq(calls_into(&g, callee), 64 * 20, "into %s",
				     callee);
		}
	free_graph(&g);
	free(text);
	free(out);
	cross_case_end(&c);
}

#define GENERATED(arch)							\
	Test(cross_##arch, generated_code_counted_by_the_stub, .timeout = 300) \
	{								\
		run_generated_case(#arch);				\
	}

GENERATED(x86_64)
GENERATED(i386)
GENERATED(aarch64)
GENERATED(arm)
GENERATED(riscv64)
GENERATED(ppc64le)
