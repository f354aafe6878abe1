/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* The test library: build a program, run it, read its profile.  See harness.h. */
#define _GNU_SOURCE
#include "harness.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void build_program(const char *dir, const char *cc, const char *flags,
		   const char *src)
{
	free(run_ok(dir, "%s '%s/tests/progs/%s' %s -o prog -lpthread",
		    cc ? cc : gmon_cc(), srcdir_path(), src, flags));
}

char *gprof_report(const char *dir, const char *prog, const char *files)
{
	return run_ok(dir, "gprof -b '%s' %s", prog, files);
}

void expect_gprof_calls(const char *dir, const char *fn, unsigned long calls)
{
	char *rep = gprof_report(dir, "prog", "gmon.out");

	cr_expect_eq(gprof_calls(rep, fn), calls, "calls into %s in %s:\n%s",
		     fn, dir, rep);
	free(rep);
}

/* Run `cmd' in dir after removing gmon.out; *output (if asked) gets
 * what it printed.  Returns gprof's report of dir/prog and gmon.out. */
static char *run_and_read(const char *dir, const char *cmd, char **output)
{
	char *out = run_ok(dir, "rm -f gmon.out && { %s\n}", cmd);

	if (output)
		*output = out;
	else
		free(out);
	return gprof_report(dir, "prog", "gmon.out");
}

char *profile_program(const char *dir, const char *cc, const char *flags,
		      const char *src, const char *cmd, char **output)
{
	build_program(dir, cc, flags, src);
	return run_and_read(dir, cmd, output);
}

char *profile_script(const char *dir, const char *build, const char *cmd,
		     char **output)
{
	free(run_ok(dir, "%s", build));
	return run_and_read(dir, cmd, output);
}

char *script_graph(const char *dir, const char *script, struct graph *g)
{
	char *out = run_ok(dir, "%s G='%s/tools/gmon-cc'; %s", gmon_cc_exports(),
			   builddir_path(), script);

	parse_graph(out, g);
	return out;
}

void expect_script_arcs(const char *dir, const char *script,
			const struct expected_arc *want)
{
	struct graph g;
	char *out = script_graph(dir, script, &g);

	for (; want->caller; want++)
		cr_expect_eq(arc_count(&g, want->caller, want->callee),
			     want->calls, "%s -> %s:\n%s", want->caller,
			     want->callee, out);
	free_graph(&g);
	free(out);
}
