/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The runtime's call stacks, end to end: real -pg programs record their
 * stacks at each tick (gmon.stacks, on by default), and gmon-dump's
 * measured views of that file are compared with what the programs measured of their
 * own CPU time.  Also the stacks the walk must survive (a signal
 * handler, an alternate signal stack, a 10,000-deep recursion, a frame
 * record overwritten), threads, snapshots, fork, and GMON_STACKS=0.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "stacks_folded.h"

#define DEPS "deps/core.txt"
#define TOLERANCE 5.0	/* points of the total: the issue's ±5 */

/* Build tests/progs/NAME.c in a new directory for TEST; its path. */
static char *build(const char *test, const char *name)
{
	char *dir = work_dir("stacks_rt", test);

	free(run_ok(dir, "%s -O2 -g -I'%s/tests/progs' '%s/tests/progs/%s.c' "
		    "-o prog -lpthread", gmon_cc(), srcdir_path(), srcdir_path(),
		    name));
	return dir;
}

/* What `gmon-dump FILE' says of a stacks file: its samples, 0 if it has
 * no total line (which it always prints for a file it read whole). */
static long stacks_total(const char *dir, const char *file, long *dropped)
{
	char *out = run_ok(dir, "'%s/gmon-dump' '%s'", builddir_path(), file);
	const char *t = strstr(out, "total: ");
	long nstacks = 0, samples = 0;

	cr_assert(t != NULL, "no total in the dump of %s: %s", file, out);
	cr_assert_eq(sscanf(t, "total: %ld stacks, %ld samples, %ld", &nstacks,
			    &samples, dropped), 3, "%s", t);
	free(out);
	return samples;
}

/* The folded stacks of dir/prog and FILE: one "a;b;c N" line a stack. */
static char *folded(const char *dir, const char *file)
{
	return run_ok(dir, "'%s/gmon-dump' --folded prog %s 2>/dev/null",
		      builddir_path(), file);
}

static void expect_whole(const char *dir, const char *file)
{
	long dropped, total = stacks_total(dir, file, &dropped);
	char *f = folded(dir, file);

	cr_expect_gt(total, 0, "%s/%s holds no sample", dir, file);
	cr_expect_eq(folded_sum(f, ""), total, "--folded sums to %ld, the file "
		     "to %ld:\n%s", folded_sum(f, ""), total, f);
	/*
	 * dropped: ticks owed at stop (a pc alone), a few, or on a loaded
	 * machine, whose ticks come late, up to 1 % of the samples
	 */
	cr_expect_leq(dropped, 3 + total / 100, "%ld samples without a stack "
		      "of %ld", dropped, total);
	free(f);
}

/* ---- the counter-example ---- */

struct truth {
	double light, heavy;
};

static double share(double heavy, double light)
{
	return 100 * heavy / (heavy + light);
}

/*
 * The --graph entry of work: its caller lines give, for each caller,
 * the measured self and children, then gprof's estimate of both.
 */
static void graph_callers(const char *g, double *m_heavy, double *m_light,
			  double *e_heavy, double *e_light)
{
	const char *entry = NULL, *l;

	/* work's entry: the line that starts with its index */
	for (l = g; (l = strstr(l, "\n[")) != NULL && !entry; l++) {
		const char *eol = strchr(l + 1, '\n');

		if (eol && memmem(l, (size_t)(eol - l), " work [", 7))
			entry = l + 1;
	}
	*m_heavy = *m_light = *e_heavy = *e_light = -1;
	cr_assert(entry != NULL, "no work in the graph:\n%s", g);
	/* the entry's caller lines: after the last separator before it */
	for (l = entry; l > g && strncmp(l, "\n---", 4) != 0; l--)
		;
	for (l = strchr(l + 1, '\n') + 1; l < entry; l = strchr(l, '\n') + 1) {
		const char *eol = strchr(l, '\n');
		double s, c, es, ec;
		int heavy = 0;

		/* a caller's line ends "NAME [INDEX]" */
		if (memmem(l, (size_t)(eol - l), " heavy [", 8))
			heavy = 1;
		else if (!memmem(l, (size_t)(eol - l), " light [", 8))
			continue;
		if (sscanf(l, " %lf %lf %lf %lf", &s, &c, &es, &ec) != 4)
			continue;
		if (heavy)
			*m_heavy = s + c, *e_heavy = es + ec;
		else
			*m_light = s + c, *e_light = es + ec;
	}
}

/* The cum% `go tool pprof -top' gives fn: its fifth column. */
static double pprof_cum(const char *top, const char *fn)
{
	const char *l;

	for (l = top; *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : l + strlen(l)) {
		char col[5][32], name[128];

		if (sscanf(l, "%31s %31s %31s %31s %31s %127s", col[0], col[1],
			   col[2], col[3], col[4], name) == 6 &&
		    strcmp(name, fn) == 0 && strchr(col[4], '%'))
			return atof(col[4]);
	}
	return -1;
}

/*
 * light() and heavy() call work() equally often, heavy() with nine
 * times the work: the measured views give each caller its true share
 * of work()'s time (within 5 points), while gprof's estimate splits it
 * about evenly, and gprof reads gmon.out unchanged.
 */
Test(stacks_rt, light_heavy_measured)
{
	char *dir = build("light_heavy", "light_heavy");
	char *out = run_ok(dir, "GMON_HZ=1000 ./prog 2"), *g, *f, *top, *gp;
	struct truth t;
	double mh, ml, eh, el, truth;

	cr_assert_eq(sscanf(out, "light %lf s heavy %lf s", &t.light, &t.heavy),
		     2, "%s", out);
	truth = share(t.heavy, t.light);
	expect_whole(dir, "gmon.stacks");

	f = folded(dir, "gmon.out");
	cr_expect_leq(fabs(share(folded_sum(f, ";heavy;work"),
				 folded_sum(f, ";light;work")) - truth),
		      TOLERANCE, "--folded: heavy %ld, light %ld; truth %.1f%%\n%s",
		      folded_sum(f, ";heavy;work"), folded_sum(f, ";light;work"),
		      truth, f);

#ifdef __x86_64__
	/* samples in mcount's hot path keep the profiled function as frame
	 * 1 (STUB records): the views charge them to it, none to the stub */
	cr_expect_eq(folded_sum(f, "libgmon_mcount_overhead"), 0,
		     "samples in the stub stay the stub's:\n%s", f);
#endif

	g = run_ok(dir, "'%s/gmon-dump' --graph prog gmon.out 2>/dev/null",
		   builddir_path());
	graph_callers(g, &mh, &ml, &eh, &el);
	cr_assert(mh >= 0 && ml >= 0 && eh >= 0 && el >= 0, "%s", g);
	cr_expect_leq(fabs(share(mh, ml) - truth), TOLERANCE,
		      "--graph measures heavy %.1f%%, truth %.1f%%\n%s",
		      share(mh, ml), truth, g);
	cr_expect_leq(fabs(share(eh, el) - 50), 10,
		      "gprof's estimate is no longer the even split: %.1f%%\n%s",
		      share(eh, el), g);

	need_tool("go", DEPS);
	free(run_ok(dir, "'%s/gmon-dump' --pprof prof.pb.gz prog gmon.out",
		    builddir_path()));
	top = run_ok(dir, "go tool pprof -top -cum prof.pb.gz 2>&1");
	cr_expect_leq(fabs(share(pprof_cum(top, "heavy"), pprof_cum(top, "light"))
			   - truth), TOLERANCE, "pprof -top:\n%s", top);

	gp = gprof_report(dir, "prog", "gmon.out");
	cr_expect_gt(flat_calls(gp, "work"), 0, "gprof:\n%s", gp);
	free(gp);
	free(top);
	free(g);
	free(f);
	free(out);
	free(dir);
}

/*
 * GMON_STACKS unset (the default): gmon.stacks beside gmon.out, and with
 * GMON_OUT_PREFIX p-stacks.PID beside p.PID, which `p.*' does not match:
 * gprof -s sums p.* as before.  0, off or empty: no stacks file.
 */
Test(stacks_rt, on_by_default_off_by_zero)
{
	static const char *const off[] = { "0", "off", "" };
	char *dir = build("off", "light_heavy");
	char *stacks = xasprintf("%s/gmon.stacks", dir);
	char *prof = xasprintf("%s/gmon.out", dir);
	char *out;
	size_t i;

	free(run_ok(dir, "./prog 0.3"));
	cr_expect(file_exists(stacks), "no stacks by default: %s", stacks);
	expect_whole(dir, "gmon.stacks");
	out = run_ok(dir, "rm -f p.* p-* && GMON_OUT_PREFIX=p ./prog 0.2 && "
		     "GMON_OUT_PREFIX=p ./prog 0.2 && ls p.* && ls p-stacks.* && "
		     "gprof -s prog p.* && gprof -b -p prog gmon.sum");
	cr_expect(strstr(out, "work"), "gprof -s prog p.*:\n%s", out);
	free(out);
	out = run_ok(dir, "ls p.* | wc -l; ls p-stacks.[0-9]* | wc -l");
	cr_expect_str_eq(out, "2\n2\n", "p.* and p-stacks.*: %s", out);
	free(out);
	for (i = 0; i < sizeof off / sizeof off[0]; i++) {
		free(run_ok(dir, "rm -f gmon.out gmon.stacks && "
			    "GMON_STACKS='%s' ./prog 0.2", off[i]));
		cr_expect(!file_exists(stacks), "GMON_STACKS='%s' wrote %s",
			  off[i], stacks);
		cr_expect(file_exists(prof), "no %s", prof);
	}
	free(stacks);
	free(prof);
	free(dir);
}

/* ---- stacks the walk must survive ---- */

static char *walk(const char *mode)
{
	char *dir = build(mode, "stack_walks");
	char *out = run_ok(dir, "timeout 120 ./prog %s 0.6", mode);

	cr_assert(strstr(out, "ok") != NULL, "%s: %s", mode, out);
	free(out);
	expect_whole(dir, "gmon.stacks");
	return dir;
}

static void expect_stack(const char *dir, const char *part)
{
	char *f = folded(dir, "gmon.out");

	cr_expect_gt(folded_sum(f, part), 0, "no stack holds %s:\n%s", part, f);
	free(f);
}

Test(stacks_rt, deep_recursion)
{
	char *dir = walk("recurse");

	expect_stack(dir, "[truncated];recurse;recurse");
	expect_stack(dir, "recurse;burn");
	free(dir);
}

/*
 * A handler that burns (SIGALRM, raised by in_handler()): its stacks go
 * on through the kernel's signal frame into the code it interrupted.
 */
static void handler_case(const char *mode)
{
	char *dir = walk(mode);
	char *f = folded(dir, "gmon.out");
	const char *hit = strstr(f, ";on_alarm;burn "), *l = hit;

	cr_assert(hit != NULL, "no stack of on_alarm;burn:\n%s", f);
	while (l > f && l[-1] != '\n')
		l--;
	cr_expect(memmem(l, (size_t)(hit - l), "main;", 5) != NULL,
		  "the handler's stack stops at the signal frame:\n%s", f);
	free(f);
	free(dir);
}

Test(stacks_rt, signal_handler)
{
	handler_case("handler");
}

Test(stacks_rt, alternate_signal_stack)
{
	handler_case("altstack");
}

Test(stacks_rt, corrupt_frame_record)
{
	char *dir = walk("corrupt");

	expect_stack(dir, "corrupt;burn");
	free(dir);
}

/* The histogram samples of every profile file in dir (GMON_OBJECTS=all). */
static long histogram_samples(const char *dir)
{
	char *out = run_ok(dir, "for f in gmon*.out; do '%s/gmon-dump' \"$f\"; "
			   "done | sed -n 's/^histogram .* samples //p' | "
			   "awk '{ s += $1 } END { print s + 0 }'", builddir_path());
	long n = atol(out);

	free(out);
	return n;
}

/*
 * Four threads of different stack shapes: each keeps its own table, and
 * the stacks' samples are the histograms' exactly.
 */
Test(stacks_rt, threads_exact)
{
	char *dir = build("threads", "stack_walks");
	char *out = run_ok(dir, "GMON_OBJECTS=all ./prog threads 1.2"), *dump, *f;
	long dropped, total;
	unsigned shapes = 0;

	free(out);
	total = stacks_total(dir, "gmon.stacks", &dropped);
	cr_expect_eq(total + dropped, histogram_samples(dir),
		     "stacks %ld + dropped %ld, histograms %ld", total, dropped,
		     histogram_samples(dir));
	f = folded(dir, "gmon.out");
	/* thread i burns under 3 i + 1 frames of shape() */
	shapes += folded_sum(f, "thread_main;shape;burn") > 0;
	shapes += folded_sum(f, "thread_main;shape;shape;shape;shape;burn") > 0;
	shapes += folded_sum(f, "thread_main;shape;shape;shape;shape;shape;shape;"
			     "shape;burn") > 0;
	shapes += folded_sum(f, "thread_main;shape;shape;shape;shape;shape;shape;"
			     "shape;shape;shape;shape;burn") > 0;
	cr_expect_eq(shapes, 4, "not every thread's stack:\n%s", f);
	dump = run_ok(dir, "'%s/gmon-dump' gmon.stacks | "
		      "sed -n 's/^stack thread \\([0-9]*\\) .*/\\1/p' | sort -u | "
		      "wc -l", builddir_path());
	cr_expect_geq(atoi(dump), 4, "threads told apart: %s", dump);
	free(dump);
	free(f);
	free(dir);
}

/*
 * GMON_DUMP_INTERVAL: a program that ends without writing (abort)
 * leaves the last snapshot's stacks file beside its gmon.out.
 */
Test(stacks_rt, snapshot)
{
	char *dir = build("snapshot", "stack_walks");
	char *out;

	run(&out, dir, "GMON_DUMP_INTERVAL=1 ./prog abort 2.5");
	cr_assert(strstr(out, "ok") != NULL, "%s", out);
	free(out);
	expect_whole(dir, "gmon.stacks");
	free(dir);
}

/* fork with GMON_OUT_PREFIX: parent and child each write PREFIX-stacks.PID. */
Test(stacks_rt, fork_child)
{
	char *dir = build("fork", "stack_walks");
	char *out = run_ok(dir, "GMON_OUT_PREFIX=out ./prog fork 1"), *list;
	char name[64];
	const char *l;
	unsigned files = 0;

	free(out);
	list = run_ok(dir, "ls out-stacks.*");
	for (l = list; sscanf(l, "%63s", name) == 1; l = strchr(l, '\n') + 1) {
		long dropped;
		char *prof = xasprintf("out.%s", name + strlen("out-stacks."));

		cr_expect_gt(stacks_total(dir, name, &dropped), 0, "%s", name);
		out = run_ok(dir, "'%s/gmon-dump' --folded prog %s 2>/dev/null",
			     builddir_path(), prof);
		cr_expect_gt(folded_sum(out, "forked;burn"), 0, "%s:\n%s", name,
			     out);
		free(out);
		free(prof);
		files++;
		if (!strchr(l, '\n'))
			break;
	}
	cr_expect_eq(files, 2, "stacks files: %s", list);
	free(list);
	free(dir);
}
