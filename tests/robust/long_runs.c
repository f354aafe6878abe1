/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Long runs and big programs: counts past 16 bits, tables past 100,000
 * arcs, the memory of a million.
 */
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

/*
 * Periodic snapshots that each cost 0.6 s of CPU (the fault build's
 * busy-write), every second asked for (GMON_DUMP_INTERVAL=1), over 8 s
 * of the program's CPU time: the next snapshot comes no sooner than 9
 * times the last one's cost after its end, so snapshots take a small
 * share of the time (the first costs 0.6 of 8 s; bound 0.25).  Before,
 * each came due at once after the last: over 80 %.
 */
Test(long_runs, snapshots_take_a_bounded_share, .timeout = 600)
{
	char *dir = program_dir("snapshot_share", gmon_cc_fault(),
				"snapshot_share.c"), *out;
	double share;

	out = run_ok(dir, "GMON_FAULT=busy-write GMON_DUMP_INTERVAL=1 ./prog 8");
	cr_assert(sscanf(out, "share %lf", &share) == 1, "%s", out);
	cr_expect(share <= 0.25, "snapshots took %.0f %% of the CPU time",
		  share * 100);
	fprintf(stderr, "snapshot share: %.0f %%\n", share * 100);
	free(out);
	free(dir);
}

/*
 * A million distinct arcs in one thread (1000 callers x 1000 callees
 * through pointers), called over and over for 2 s of CPU time: every
 * arc counted exactly, once in gmon.out, and the profiled program's peak
 * memory over the same program unprofiled within ARC_BYTES per arc, all
 * of it (the histogram of the 170 KiB text and the writer's buffers, under
 * 1 MiB, included).  The table's array stops growing at 65,536 arcs
 * (8 MiB with the arrays it grew from, and at most 8 MiB of same-size
 * copies); the other arcs take at most 46 bytes each in its spill
 * (runtime/arcs.c, spill.c): the table takes at most 57 bytes an arc
 * here (935,465 arcs spilled, an index of 2^21 slots), and the whole
 * program 56 to 57 more than the plain one.
 * Before, the arrays went on doubling: 134 bytes an arc, and 400 when
 * the clock's judgements copied the whole table again and again.
 */
#define ARC_BYTES 64

Test(long_runs, million_arcs_memory, .timeout = 1200)
{
	char *dir = work_dir("robust", "million_arcs"), *plain, *prof, *dump;
	long rounds, plain_kb, prof_kb, arcs, exact, distinct;
	double per_arc;

	run_ok(dir, "sh '%s/tests/progs/distinct_arcs.sh' 1000 1000 > arcs.c && "
		    "%s %s -O1 arcs.c -o plain && %s -O1 arcs.c -o prog",
	       srcdir_path(), test_cc("gcc"), sanitize_flags(), gmon_cc());
	plain = run_ok(dir, "./plain 0");
	prof = run_ok(dir, "./prog 2");
	cr_assert(sscanf(plain, "rounds %*d hwm_kb %ld", &plain_kb) == 1, "%s",
		  plain);
	cr_assert(sscanf(prof, "rounds %ld hwm_kb %ld", &rounds, &prof_kb) == 2,
		  "%s", prof);
	dump = run_ok(dir, "%s gmon.out | awk -v r=%ld '/^arc / { n++; "
		      "if ($NF == r) e++; k[$2 \" \" $4] = 1 } END { "
		      "print n + 0, e + 0, length(k) }'", gmon_dump_cmd(), rounds);
	cr_assert(sscanf(dump, "%ld %ld %ld", &arcs, &exact, &distinct) == 3,
		  "%s", dump);
	/* 10^6 + round_of_calls -> p0..p999 + main -> round_of_calls */
	cr_expect_eq(arcs, 1001001, "%ld arc records", arcs);
	cr_expect_eq(exact, arcs, "%ld of %ld arcs counted %ld times", exact,
		     arcs, rounds);
	cr_expect_eq(distinct, arcs, "an arc written twice");
	per_arc = (prof_kb - plain_kb) * 1024.0 / 1001001;
	cr_expect((prof_kb - plain_kb) * 1024.0 <= (double)ARC_BYTES * 1001001,
		  "%.0f bytes per arc (%ld KiB profiled, %ld KiB plain, "
		  "%ld rounds)", per_arc, prof_kb, plain_kb, rounds);
	fprintf(stderr, "million arcs: %.0f bytes per arc over %ld rounds\n",
		per_arc, rounds);
	free(dump);
	free(prof);
	free(plain);
	free(dir);
}
