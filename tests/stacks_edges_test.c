/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The runtime's call stacks where they leave the executable's frame
 * records: a -pg shared library called from the executable, time in the
 * C library (code without frame records) charged to its -pg caller,
 * stacks that end right at the top of their mapping, and libraries
 * unloaded before the profile is written.  Each measured share is
 * compared with the CPU time the program measured itself.
 * GMON_STACKS=1 is set explicitly, whatever the default.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "stacks_find.h"
#include "stacks_folded.h"
#include "stacks_read.h"
#include "../include/sys/gmon_stacks.h"

#define TOLERANCE 5.0	/* points of the total: the issue's ±5 */

/* Build tests/progs/NAME.c (with flags) in a new directory; its path. */
static char *build(const char *test, const char *name, const char *flags)
{
	char *dir = work_dir("stacks_edges", test);

	free(run_ok(dir, "%s -O2 -g -I'%s/tests/progs' '%s/tests/progs/%s.c' "
		    "%s -o prog -lpthread", gmon_cc(), srcdir_path(),
		    srcdir_path(), name, flags));
	return dir;
}

/* The folded stacks of dir/prog and its gmon.out. */
static char *folded(const char *dir)
{
	return run_ok(dir, "'%s/gmon-dump' --folded prog gmon.out 2>/dev/null",
		      builddir_path());
}

/*
 * The stacks file the finder puts beside dir/gmon.out is whole: its
 * samples (gmon-dump's total line) are what --folded sums to, and few
 * ticks kept no stack.  The samples.
 */
static long expect_whole(const char *dir, const char *f)
{
	char *profile = xasprintf("%s/gmon.out", dir);
	char *file = stacks_beside(profile), *out;
	const char *t;
	long nstacks, samples, dropped;

	cr_assert(file != NULL, "no stacks file beside %s", profile);
	out = run_ok(dir, "'%s/gmon-dump' '%s'", builddir_path(), file);
	t = strstr(out, "total: ");
	cr_assert(t != NULL, "no total in the dump of %s: %s", file, out);
	cr_assert_eq(sscanf(t, "total: %ld stacks, %ld samples, %ld", &nstacks,
			    &samples, &dropped), 3, "%s", t);
	cr_expect_gt(samples, 0, "%s holds no sample", file);
	cr_expect_eq(folded_sum(f, ""), samples, "--folded sums to %ld, the "
		     "file to %ld:\n%s", folded_sum(f, ""), samples, f);
	/* ticks a thread's clock owed at its end carry no stack: a few */
	cr_expect_leq(dropped, 3 + samples / 50, "%ld samples without a stack",
		      dropped);
	free(out);
	free(file);
	free(profile);
	return samples;
}

/* Two numbers the program printed first: "NAME A s NAME B s". */
static void truth_of(const char *out, const char *a, const char *b,
		     double *ta, double *tb)
{
	char *fmt = xasprintf("%s %%lf s %s %%lf s", a, b);

	cr_assert_eq(sscanf(out, fmt, ta, tb), 2, "%s", out);
	free(fmt);
}

/*
 * The workload's rounds differ in length: rounds of one length would
 * meet the kernel's ticks at the same few phases for a whole run and
 * move the measured share by several points from run to run.
 */
static void expect_rounds_vary(const char *out)
{
	const char *r = strstr(out, "rounds ");
	double shortest, longest;

	cr_assert(r && sscanf(r, "rounds %lf to %lf ms", &shortest,
			      &longest) == 2, "%s", out);
	cr_expect_geq(longest, 1.5 * shortest, "%s", out);
}

/* ---- a -pg shared library ---- */

/* via_lib() calls pg_burn() in libpg.so: the folded stacks and --graph
 * name both objects' functions, and via_lib's measured total, its time
 * in the library, is its true share.  CPU-time timers fire at the
 * kernel's ticks (250 a second with HZ=250), each tick one sample of
 * where the time goes: 4 s of them put the share within 1.5 points
 * (one standard deviation) of the truth. */
Test(stacks_edges, pg_library_crossed)
{
	char *dir = work_dir("stacks_edges", "pg_library");
	char *out, *f, *g, *line;
	double lib, home, truth, measured;
	long total;

	free(run_ok(dir, "S='%s/tests/progs' && "
		    "%s -O1 -fPIC -shared -DLIB=pg -I\"$S\" \"$S/objlib.c\" -o libpg.so && "
		    "%s -O2 -I\"$S\" \"$S/cross_objects.c\" -L. -lpg "
		    "-Wl,-rpath,'$ORIGIN' -o prog", srcdir_path(), gmon_cc(),
		    gmon_cc()));
	out = run_ok(dir, "GMON_STACKS=1 GMON_HZ=1000 ./prog 4");
	truth_of(out, "via_lib", "at_home", &lib, &home);
	truth = 100 * lib / (lib + home);
	expect_rounds_vary(out);
	f = folded(dir);
	total = expect_whole(dir, f);
	measured = 100.0 * (double)folded_sum(f, "main;via_lib;pg_burn") /
		   (double)(folded_sum(f, "main;via_lib") +
			    folded_sum(f, "main;at_home"));
	cr_expect_leq(fabs(measured - truth), TOLERANCE,
		      "--folded: main;via_lib;pg_burn %.1f%%, truth %.1f%% "
		      "(%ld samples)\n%s", measured, truth, total, f);

	g = run_ok(dir, "'%s/gmon-dump' --graph prog gmon.out 2>/dev/null",
		   builddir_path());
	/* the library's function, named with its object, called by via_lib */
	cr_expect(strstr(g, "pg_burn [libpg.so]") != NULL, "%s", g);
	line = strstr(g, "\n[");
	while (line && !strstr(strndupa(line, strcspn(line + 1, "\n") + 1),
			       " via_lib ["))
		line = strstr(line + 1, "\n[");
	cr_assert(line != NULL, "no entry of via_lib:\n%s", g);
	{
		int index;
		double pct;

		cr_assert_eq(sscanf(line + 1, "[%d] %lf", &index, &pct), 2,
			     "%.120s", line);
		/* via_lib's share of all samples; main's loop and the clock
		 * reads take a little of the total besides the two */
		cr_expect_leq(pct, truth + TOLERANCE, "--graph: via_lib %.1f%%, "
			      "truth %.1f%%\n%s", pct, truth, g);
		cr_expect_geq(pct, truth * (1 - 0.15) - TOLERANCE,
			      "--graph: via_lib %.1f%%, truth %.1f%%\n%s", pct,
			      truth, g);
	}
	free(g);
	free(f);
	free(out);
	free(dir);
}

/* ---- the C library ---- */

/*
 * copier() spends its time in memcpy(), measurer() in strlen(): with
 * the C library listed (GMON_OBJECTS=all), a sample there keeps its -pg
 * caller although the C library keeps no frame records, and each
 * caller's share of the samples is its true share.
 */
Test(stacks_edges, c_library_time_to_its_caller)
{
	char *dir = build("c_library", "libc_callers", "");
	char *out = run_ok(dir, "GMON_STACKS=1 GMON_OBJECTS=all GMON_HZ=1000 "
			   "./prog 2");
	char *f;
	double copier, measurer, truth, measured;
	long c, m, all;

	truth_of(out, "copier", "measurer", &copier, &measurer);
	truth = 100 * copier / (copier + measurer);
	f = folded(dir);
	all = expect_whole(dir, f);
	c = folded_sum(f, "main;copier;");
	m = folded_sum(f, "main;measurer;");
	cr_assert_gt(c + m, 0, "no sample under either caller:\n%s", f);
	measured = 100.0 * (double)c / (double)(c + m);
	cr_expect_leq(fabs(measured - truth), TOLERANCE,
		      "copier %ld, measurer %ld samples in the C library: "
		      "%.1f%%, truth %.1f%%\n%s", c, m, measured, truth, f);
	/* and the two hold the program's time, not main alone */
	cr_expect_geq(100.0 * (double)(c + m) / (double)all, 80,
		      "%ld of %ld samples under the two callers\n%s", c + m,
		      all, f);
	free(f);
	free(out);
	free(dir);
}

/* ---- stacks at the top of their mapping ---- */

/* at_top() links its frame record to the last words below its stack's
 * end (an inaccessible page lies right above): the walk reads up to the
 * last word and stops there, the program runs to its end. */
static void top_of_mapping(const char *mode)
{
	char *dir = build(mode, "stack_edges", "");
	char *out = run_ok(dir, "GMON_STACKS=1 GMON_HZ=1000 ./prog %s 1", mode);
	char *f;

	cr_expect(strstr(out, "done") != NULL, "%s", out);
	f = folded(dir);
	expect_whole(dir, f);
	cr_expect_gt(folded_sum(f, "at_top;edge_burn"), 0,
		     "no sample in at_top:\n%s", f);
	free(f);
	free(out);
	free(dir);
}

Test(stacks_edges, thread_stack_at_top_of_mapping)
{
	top_of_mapping("topthread");
}

Test(stacks_edges, altstack_at_top_of_mapping)
{
	top_of_mapping("topalt");
}

/* ---- libraries unloaded before the write ---- */

/*
 * libpg.so and then libdl.so are opened, burnt in and closed before
 * exit, the second most likely where the first was: each library's
 * frames keep its own names (OBJECT records of gone objects, stacks
 * kept apart by epoch), each with its half of the time.
 */
Test(stacks_edges, unloaded_libraries_named)
{
	char *dir = work_dir("stacks_edges", "unloaded");
	char *out, *f;
	long pg, dl, all;

	free(run_ok(dir, "S='%s/tests/progs' && "
		    "%s -O1 -fPIC -shared -DLIB=pg -I\"$S\" \"$S/objlib.c\" -o libpg.so && "
		    "%s -O1 -fPIC -shared -DLIB=dl -I\"$S\" \"$S/objlib.c\" -o libdl.so && "
		    "%s -O2 \"$S/dl_unloaded.c\" -o prog -ldl", srcdir_path(),
		    gmon_cc(), gmon_cc(), gmon_cc()));
	out = run_ok(dir, "GMON_STACKS=1 GMON_HZ=1000 ./prog 1");
	cr_expect(strstr(out, "done") != NULL, "%s", out);
	f = folded(dir);
	all = expect_whole(dir, f);
	pg = folded_sum(f, "main;first;burn_in;pg_burn");
	dl = folded_sum(f, "main;second;burn_in;dl_burn");
	/* each burnt the same CPU time: about half the samples each */
	cr_expect_geq(100.0 * (double)pg / (double)all, 50 - 3 * TOLERANCE,
		      "pg_burn holds %ld of %ld samples\n%s", pg, all, f);
	cr_expect_geq(100.0 * (double)dl / (double)all, 50 - 3 * TOLERANCE,
		      "dl_burn holds %ld of %ld samples\n%s", dl, all, f);
	free(f);
	free(out);
	free(dir);
}

/* ---- which file each object is ---- */

/* What a stacks file says of one object, and where one stack leaves it. */
struct object_seen {
	const char *suffix;	/* the object: its path ends so */
	char path[4096];
	uint64_t bias, low, high;
	size_t build_id_len;
	uint64_t caller;	/* a frame in it right outside one of the
				   executable's (main's return), or 0 */
	uint64_t exe_low, exe_high;
};

static int seen_object(void *ctx, const struct stacks_object *o)
{
	struct object_seen *s = ctx;
	size_t n = strlen(o->path), k = strlen(s->suffix);

	if (o->kind == GMON_STACKS_OBJ_MAIN) {
		s->exe_low = o->ranges[0].low;
		s->exe_high = o->ranges[0].high;
	} else if (n >= k && strcmp(o->path + n - k, s->suffix) == 0) {
		snprintf(s->path, sizeof s->path, "%s", o->path);
		s->bias = o->bias;
		s->low = o->ranges[0].low;
		s->high = o->ranges[0].high;
		s->build_id_len = o->build_id_len;
	}
	return 0;
}

static int seen_stack(void *ctx, const struct stacks_stack *st)
{
	struct object_seen *s = ctx;
	size_t i;

	for (i = 1; s->caller == 0 && i < st->nframes; i++)
		if (st->frames[i] - 1 - s->low < s->high - s->low &&
		    st->frames[i - 1] - 1 - s->exe_low < s->exe_high - s->exe_low)
			s->caller = st->frames[i];
	return 0;
}

/* The object whose path ends in suffix, in the stacks file beside dir's
 * gmon.out (profile: its path relative to dir). */
static void object_in_stacks(const char *dir, const char *profile,
			     struct object_seen *s)
{
	char *path = xasprintf("%s/%s", dir, profile);
	char *file = stacks_beside(path), err[256];
	const struct stacks_visitor v = { s, NULL, seen_object, NULL,
					  seen_stack, NULL };

	cr_assert(file != NULL, "no stacks file beside %s", path);
	cr_assert_eq(stacks_read_path(file, &v, err, sizeof err), 0, "%s: %s",
		     file, err);
	cr_assert(s->path[0] != '\0', "no OBJECT of *%s in %s", s->suffix, file);
	free(file);
	free(path);
}

/* gmon-dump's folded stacks of prog and profile, run in dir; *notes: what
 * it said besides. */
static char *folded_noting(const char *dir, const char *prog,
			   const char *profile, char **notes)
{
	char *f = run_ok(dir, "'%s/gmon-dump' --folded %s %s 2>notes.txt",
			 builddir_path(), prog, profile);

	*notes = run_ok(dir, "cat notes.txt");
	return f;
}

/*
 * A default -pg program (stacks on, the objects as listed by default):
 * the C library's frame that called main (glibc's __libc_start_call_main)
 * is named, as the real libc names it, wherever gmon-dump runs: the
 * OBJECT record has the path the loader found and the build ID.  (The
 * walk goes on past it to _start only under GMON_OBJECTS=all.)
 */
Test(stacks_edges, c_library_frame_named)
{
	char *dir = build("libc_named", "libc_callers", "");
	struct object_seen s = { .suffix = "/libc.so.6" };
	char *out, *f, *notes, *name, *frame;

	free(run_ok(dir, "env -u GMON_STACKS -u GMON_OBJECTS ./prog 0.3"));
	object_in_stacks(dir, "gmon.out", &s);
	cr_expect_eq(s.path[0], '/', "libc's path is not absolute: %s", s.path);
	cr_expect_gt(s.build_id_len, 0, "no build ID for %s", s.path);
	cr_assert_neq(s.caller, 0, "no stack from %s into main", s.path);
	/* the real libc's name for the call, from its symbols (eu-addr2line
	 * reads .symtab, else its debug file's, else .dynsym) */
	out = run_ok(dir, "eu-addr2line -f -e '%s' %#llx | head -1", s.path,
		     (unsigned long long)(s.caller - 1 - s.bias));
	out[strcspn(out, "\n")] = '\0';
	name = strcmp(out, "??") ? xasprintf("%s;main;", out)
				 : xasprintf("<unexported code after ");
	f = folded_noting(dir, "prog", "gmon.out", &notes);
	cr_expect(strstr(notes, "libc.so.6: its functions are not named") == NULL,
		  "%s", notes);
	cr_expect_eq(folded_sum(f, "[libc.so.6]"), 0, "%s", f);
	frame = strstr(f, "main;");
	cr_expect(frame != NULL && folded_sum(f, name) > 0,
		  "the frame that called main is not named %s:\n%s", name, f);
	free(name);
	free(notes);
	free(f);
	free(out);
	free(dir);
}

/* dir/lib/libpg.so, dir/bin/prog linked against it without a run path,
 * run in dir/run with a relative LD_LIBRARY_PATH: the loader opens
 * ../lib/libpg.so from there. */
static char *library_elsewhere(const char *test)
{
	char *dir = work_dir("stacks_edges", test);

	free(run_ok(dir, "S='%s/tests/progs' && mkdir -p lib bin run && "
		    "%s -O1 -fPIC -shared -DLIB=pg -I\"$S\" \"$S/objlib.c\" -o lib/libpg.so && "
		    "%s -O2 -I\"$S\" \"$S/cross_objects.c\" -Llib -lpg -o bin/prog && "
		    "cd run && env -u GMON_STACKS -u GMON_OBJECTS "
		    "LD_LIBRARY_PATH=../lib ../bin/prog 0.5", srcdir_path(),
		    gmon_cc(), gmon_cc()));
	return dir;
}

/*
 * A library loaded by a relative name, read from another directory: its
 * OBJECT has the absolute path, and its functions are named.
 */
Test(stacks_edges, library_elsewhere_named)
{
	char *dir = library_elsewhere("elsewhere");
	struct object_seen s = { .suffix = "/libpg.so" };
	char *f, *notes, *lib = xasprintf("%s/lib/libpg.so", dir), *real, *got;

	object_in_stacks(dir, "run/gmon.out", &s);
	cr_expect_eq(s.path[0], '/', "libpg.so's path is not absolute: %s",
		     s.path);
	real = realpath(lib, NULL);
	got = realpath(s.path, NULL);
	cr_expect(real && got && strcmp(real, got) == 0, "OBJECT's path %s, "
		  "not %s", s.path, lib);
	free(got);
	free(real);
	f = folded_noting(dir, "bin/prog", "run/gmon.out", &notes);
	cr_expect(strstr(notes, "libpg.so: its functions are not named") == NULL,
		  "%s", notes);
	cr_expect_gt(folded_sum(f, "main;via_lib;pg_burn"), 0, "%s\n%s", f, notes);
	free(lib);
	free(notes);
	free(f);
	free(dir);
}

/* The library rebuilt after the run (another build ID): gmon-dump says
 * its file is not the one that was loaded, and names none of it. */
Test(stacks_edges, library_rebuilt_not_named)
{
	char *dir = library_elsewhere("rebuilt");
	char *f, *notes;

	free(run_ok(dir, "S='%s/tests/progs' && %s -O1 -fPIC -shared -DLIB=pg "
		    "-I\"$S\" \"$S/objlib.c\" -Wl,--build-id=0x0123456789abcdef "
		    "-o lib/libpg.so", srcdir_path(), gmon_cc()));
	f = folded_noting(dir, "bin/prog", "run/gmon.out", &notes);
	cr_expect(strstr(notes, "libpg.so: its functions are not named") != NULL &&
		  strstr(notes, "build ID differs") != NULL, "%s", notes);
	cr_expect_eq(folded_sum(f, "pg_burn"), 0, "%s", f);
	free(notes);
	free(f);
	free(dir);
}
