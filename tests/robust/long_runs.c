/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Long runs and big programs: counts past 16 bits, tables past 100,000 arcs. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "robust.h"

Test(long_runs, bins_past_65535)
{
	char *dir = work_dir("robust", "big_bins"), *dump;
	double cpu, t;

	/* a million samples a second for a second: bins pass 65535 */
	burn_at(dir, "GMON_HZ=1000000", "1", &cpu, &t, &dump);
	cr_expect(strstr(dump, "total: 1 histogram") == NULL,
		  "a bin past 65535 needs a second record:\n%s", dump);
	cr_expect(t > 0.8 * cpu && t < 1.2 * cpu,
		  "gprof gives %.2fs of the %.2fs the program burned", t, cpu);
	free(dump);
	free(dir);
}

Test(long_runs, hundred_thousand_arcs, .timeout = 600)
{
	char *dir = work_dir("robust", "many_arcs"), *out, *rep;
	char *build = xasprintf("sh '%s/tests/progs/many_arcs.sh' > arcs.c && "
				"%s -O0 arcs.c -o prog", srcdir_path(), gmon_cc());
	struct graph g;

	/* 110 callers x 1000 call sites of 100 callees = 110000 distinct arcs */
	rep = profile_script(dir, build, "./prog", NULL);
	out = run_ok(dir, "%s -s gmon.out", gmon_dump_cmd());
	cr_expect(strstr(out, "110110 arcs") != NULL, "%s", out);
	free(out);
	parse_graph(rep, &g);
	cr_expect_eq(arc_count(&g, "p0", "c0"), 10);
	cr_expect_eq(arc_count(&g, "p109", "c99"), 10);
	cr_expect_eq(arc_count(&g, "main", "p57"), 1);
	cr_expect_eq(gprof_calls(rep, "c42"), 1100);
	free_graph(&g);
	free(rep);
	free(build);
	free(dir);
}
