/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Compiler launchers in GMON_CC. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "dropin.h"

/*
 * gmon-cc's -B goes after the launchers, right after the compiler's
 * name and before the compiler's own options (here -fno-inline, which
 * must still apply: every leaf call is a real call).
 */
static void check_launcher(const char *test, const char *launcher)
{
	char *cc = xasprintf("GMON_CC='%s gcc -fno-inline' %s", launcher, gmon_cc());
	char *ours = xasprintf("%s -O2 -c '%s/tests/progs/calls.c' -o calls.o && %s calls.o -o prog",
			       cc, srcdir_path(), cc);
	char *ref = xasprintf("gcc -fno-inline -pg -O2 '%s/tests/progs/calls.c' -o prog",
			      srcdir_path());
	struct graph g;

	same_as_reference(test, ours, ref, &g);
	cr_expect_eq(arc_count(&g, "mid", "leaf"), 40);
	free_graph(&g);
	free(ours);
	free(ref);
	free(cc);
}

Test(launcher, env) { check_launcher("launcher_env", "env LC_ALL=C"); }
Test(launcher, ccache)
{
	need_tool("ccache", "deps/core.txt");
	check_launcher("launcher_ccache",
		       xasprintf("env CCACHE_DIR=%s/tests/work/launcher_ccache/cache ccache",
				 builddir_path()));
}
