/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* -flto gives the same call graph as the C library's -pg -flto. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "dropin.h"

/* nm of dir/prog defines mcount (or the architecture's name for it). */
static void expect_own_mcount(const char *dir)
{
	char *out;

	cr_expect_eq(run(&out, dir, "nm prog | grep -E ' T (mcount|_mcount|__gnu_mcount_nc)$'"),
		     0, "the program does not define mcount itself:\n%s", out);
	free(out);
}

/*
 * calls.c built with `flags' (-flto or not), in one step or compiled
 * and linked separately; gmon-cc's link also gets `extra'.
 */
static void check_calls(const char *test, const char *cc, const char *flags,
			int separate, const char *extra)
{
	const char *src = srcdir_path();
	char *ours, *ref, *dir;
	struct graph g;

	if (separate) {
		ours = xasprintf("GMON_CC=%s %s -O2 %s -c '%s/tests/progs/calls.c' -o calls.o && "
				 "GMON_CC=%s %s -O2 %s calls.o -o prog %s",
				 cc, gmon_cc(), flags, src, cc, gmon_cc(), flags, extra);
		ref = xasprintf("%s -pg -O2 %s -c '%s/tests/progs/calls.c' -o calls.o && "
				"%s -pg -O2 %s calls.o -o prog", cc, flags, src, cc, flags);
	} else {
		ours = xasprintf("GMON_CC=%s %s -O2 %s '%s/tests/progs/calls.c' -o prog %s",
				 cc, gmon_cc(), flags, src, extra);
		ref = xasprintf("%s -pg -O2 %s '%s/tests/progs/calls.c' -o prog", cc, flags, src);
	}
	same_as_reference(test, ours, ref, &g);
	cr_expect_eq(arc_count(&g, "main", "mid"), 10);
	cr_expect_eq(arc_count(&g, "mid", "leaf"), 40);
	dir = xasprintf("%s/tests/work/%s/gmon", builddir_path(), test);
	expect_own_mcount(dir);
	free_graph(&g);
	free(dir);
	free(ours);
	free(ref);
}

Test(lto, gcc) { check_calls("lto_gcc", "gcc", "-flto", 0, ""); }
Test(lto, gcc_separate_steps) { check_calls("lto_gcc_steps", "gcc", "-flto", 1, ""); }
Test(lto, clang)
{
	/* clang's -flto with GNU ld needs LLVM's linker plugin (deps/core.txt). */
	cr_assert_eq(run(NULL, "/", "test -f \"$(dirname \"$(readlink -f \"$(command -v clang)\")\")/../lib/LLVMgold.so\""),
		     0, "clang's LTO linker plugin LLVMgold.so is missing: install llvm's linker tools (deps/core.txt)");
	check_calls("lto_clang", "clang", "-flto", 0, "");
}
Test(lto, clang_separate_steps) { check_calls("lto_clang_steps", "clang", "-flto", 1, ""); }

/*
 * A program that names the C library itself (-lc), which the link used
 * to read before libgmon.a, still gets libgmon's mcount and libgmon's
 * monstartup: the same graph as the C library's runtime gives.
 */
Test(lto, c_library_named_first)
{
	check_calls("lc_lto", "gcc", "-flto", 1, "-lc");
	check_calls("lc_plain", "gcc", "", 1, "-lc");
}
