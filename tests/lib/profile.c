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

void expect_graph_arcs(const struct graph *g, const struct expected_arc *want,
		       const char *text)
{
	for (; want->caller; want++)
		cr_expect_eq(arc_count(g, want->caller, want->callee),
			     want->calls, "%s -> %s:\n%s", want->caller,
			     want->callee, text);
}

void expect_script_arcs(const char *dir, const char *script,
			const struct expected_arc *want)
{
	struct graph g;
	char *out = script_graph(dir, script, &g);

	expect_graph_arcs(&g, want, out);
	free_graph(&g);
	free(out);
}

void build_reference_pair(const char *test, const char *ours, const char *ref,
			  struct reference_pair *p)
{
	p->dir[0] = work_dir(test, "gmon");
	p->dir[1] = work_dir(test, "ref");
	p->report[0] = profile_script(p->dir[0], ours, "./prog > prog.out", NULL);
	p->report[1] = profile_script(p->dir[1], ref, "./prog > prog.out", NULL);
}

void free_reference_pair(struct reference_pair *p)
{
	for (int i = 0; i < 2; i++) {
		free(p->dir[i]);
		free(p->report[i]);
	}
}

void same_as_reference(const char *test, const char *ours, const char *ref,
		       struct graph *g)
{
	struct reference_pair p;
	char *diff, why[512];
	struct graph rg;

	build_reference_pair(test, ours, ref, &p);
	cr_assert_eq(run(&diff, "/", "cmp '%s/prog.out' '%s/prog.out' && cat '%s/prog.out'",
			 p.dir[0], p.dir[1], p.dir[0]), 0, "program output differs:\n%s", diff);
	free(diff);
	parse_graph(p.report[0], g);
	parse_graph(p.report[1], &rg);
	cr_assert_gt(rg.n, 3, "reference graph too small:\n%s", p.report[1]);
	cr_expect(same_graph(g, &rg, why, sizeof why),
		  "call graphs differ (libgmon vs the reference runtime): %s\n%s", why,
		  p.report[0]);
	free_graph(&rg);
	free_reference_pair(&p);
}
