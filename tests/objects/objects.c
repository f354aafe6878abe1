/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A file per loaded object: gmon-cc's -pg libraries, linked and
 * dlopen'ed, loaded and unloaded; GMON_OBJECTS and GMON_OUT_PREFIX; the
 * dlopen hook as its callers see it.  See objects.h.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gmon_read.h"
#include "harness.h"
#include "objects.h"

/* The link-time extent of an object's executable segments (readelf). */
static void text_extent(const char *dir, const char *object, uint64_t *lo,
			uint64_t *hi)
{
	char *out, *line;
	int st = run(&out, dir, "readelf -lW '%s' | awk '$1 == \"LOAD\" && "
		     "$0 ~ / R?W?E / { print $3, $6 }'", object);

	cr_assert_eq(st, 0, "%s", out);
	*lo = UINT64_MAX;
	*hi = 0;
	for (line = strtok(out, "\n"); line; line = strtok(NULL, "\n")) {
		unsigned long long v, size;

		if (sscanf(line, "%llx %llx", &v, &size) != 2)
			continue;
		if (v < *lo)
			*lo = v;
		if (v + size > *hi)
			*hi = v + size;
	}
	cr_assert_lt(*lo, *hi, "no executable segment in %s", object);
	free(out);
}

/*
 * Every arc in `profile' has its caller and its callee inside `object':
 * nothing is charged to a function of another object.  Returns the
 * number of calls in the file.
 */
static uint64_t arcs_inside(const char *dir, const char *object,
			    const char *profile)
{
	struct gmon_file f;
	char err[256], *path = xasprintf("%s/%s", dir, profile);
	uint64_t lo, hi, calls = 0;
	size_t i;

	text_extent(dir, object, &lo, &hi);
	cr_assert_eq(gmon_read_path(path, 0, -1, &f, err, sizeof err), 0,
		     "%s: %s", path, err);
	for (i = 0; i < f.narcs; i++) {
		cr_expect(f.arcs[i].from >= lo && f.arcs[i].from < hi &&
			  f.arcs[i].self >= lo && f.arcs[i].self < hi,
			  "%s: arc %#llx -> %#llx is not inside %s [%#llx, %#llx)",
			  profile, (unsigned long long)f.arcs[i].from,
			  (unsigned long long)f.arcs[i].self, object,
			  (unsigned long long)lo, (unsigned long long)hi);
		calls += f.arcs[i].count;
	}
	gmon_file_free(&f);
	free(path);
	return calls;
}

/* The names of the files in dir matching a shell pattern, one a line. */
static char *files_matching(const char *dir, const char *pattern)
{
	return run_ok(dir, "ls -1 %s 2>/dev/null | sort", pattern);
}

/* ---- one file per object ---- */

/*
 * gprof reads `profile' with `object': X_calls called X_leaf `calls'
 * times (X: `part'); returns gprof's report.
 */
static char *expect_part_calls(const char *dir, const char *object,
			       const char *profile, const char *part,
			       unsigned long calls)
{
	char *g = gprof_report(dir, object, profile), caller[64], callee[64];
	struct graph graph;

	snprintf(caller, sizeof caller, "%s_calls", part);
	snprintf(callee, sizeof callee, "%s_leaf", part);
	parse_graph(g, &graph);
	cr_expect_eq(arc_count(&graph, caller, callee), calls, "%s:\n%s",
		     profile, g);
	free_graph(&graph);
	return g;
}

/* The same, and X_burn has the time the program measured. */
static void expect_part(const char *dir, const char *run_output,
			const char *object, const char *profile,
			const char *part, unsigned long calls)
{
	char *g = expect_part_calls(dir, object, profile, part, calls), burn[64];

	snprintf(burn, sizeof burn, "%s_burn", part);
	expect_near(flat_self(g, burn), measured_seconds(run_output, burn), burn, g);
	free(g);
}

/* Build tests/progs/objlib.c with -pg as the `many' library, at `path'. */
static void build_many(const char *dir, const char *flags, const char *path)
{
	free(run_ok(dir, "%s -O1 -fPIC -shared -DLIB=many %s "
		    "-I'%s/tests/progs' '%s/tests/progs/objlib.c' -o '%s'",
		    gmon_cc(), flags, srcdir_path(), srcdir_path(), path));
}

/*
 * Default: gmon.out, and a file for each object built with -pg
 * (linked or dlopen'ed); none for libplain or the C library.  gprof
 * reads each with its object: exact arcs, time in the right function.
 */
Test(objects, a_file_per_profiled_object)
{
	char *dir = work_dir("objects", "per_object"), *out, *g;

	build_objects_program(dir, PROFILED);
	out = run_ok(dir, "GMON_HZ=1000 ./prog " SECONDS " ./libdl.so");
	g = files_matching(dir, "gmon*.out");
	cr_expect_str_eq(g, "gmon.libdl.so.out\ngmon.libpg.so.out\ngmon.out\n");
	free(g);
	expect_part(dir, out, "libpg.so", "gmon.libpg.so.out", "pg", 300);
	expect_part(dir, out, "libdl.so", "gmon.libdl.so.out", "dl", 500);
	expect_part(dir, out, "prog", "gmon.out", "main", 200);

	/* calls from the executable into the libraries are in no file */
	arcs_inside(dir, "prog", "gmon.out");
	cr_expect_eq(arcs_inside(dir, "libpg.so", "gmon.libpg.so.out"), 300);
	cr_expect_eq(arcs_inside(dir, "libdl.so", "gmon.libdl.so.out"), 500);
	free(out);
}

/* A -pg library called from 4 threads at once: every call counted. */
Test(objects, library_arcs_are_thread_exact)
{
	char *dir = work_dir("objects", "threads"), *out;

	build_objects_program(dir, PROFILED);
	out = run_ok(dir, "./prog threads 50000");
	free(expect_part_calls(dir, "libpg.so", "gmon.libpg.so.out", "pg", 200000));
	free(out);
}

/* GMON_OUT_PREFIX=p: p.PID and p.NAME.PID, one PID for all three. */
Test(objects, prefix_names)
{
	char *dir = work_dir("objects", "prefix"), *out, *g, pid[32];
	char *want;

	build_objects_program(dir, PROFILED);
	out = run_ok(dir, "GMON_OUT_PREFIX=p ./prog 0.05 ./libdl.so"
		     " >/dev/null; ls p.* | sed -n 's/^p\\.\\([0-9]*\\)$/\\1/p'");
	cr_assert(sscanf(out, "%31s", pid) == 1, "no p.PID: %s", out);
	want = xasprintf("p.%s\np.libdl.so.%s\np.libpg.so.%s\n", pid, pid, pid);
	g = files_matching(dir, "p.*");
	cr_expect_str_eq(g, want);
	free(g);
	g = xasprintf("p.libpg.so.%s", pid);
	cr_expect_eq(arcs_inside(dir, "libpg.so", g), 300);
	free(g);
	free(want);
	free(out);
}

/* The arc records of a profile, as gmon-dump prints them, sorted. */
static char *arc_lines(const char *dir, const char *profile)
{
	return run_ok(dir, "%s '%s' | grep '^arc' | sort", gmon_dump_cmd(),
		      profile);
}

/*
 * GMON_OBJECTS=exe: exactly one profile, gmon.out, with the same arcs as
 * gmon.out in the default mode (the executable's profile is unchanged).
 */
Test(objects, exe_gives_one_file)
{
	char *dir = work_dir("objects", "exe"), *out, *g, *exe, *all;

	build_objects_program(dir, PROFILED);
	out = run_ok(dir, "./prog 0.05 ./libdl.so && mv gmon.out all.out && "
		     "rm gmon.* && GMON_OBJECTS=exe ./prog 0.05 ./libdl.so");
	g = files_matching(dir, "gmon*.out");
	cr_expect_str_eq(g, "gmon.out\n");
	exe = arc_lines(dir, "gmon.out");
	all = arc_lines(dir, "all.out");
	cr_expect_str_eq(exe, all, "GMON_OBJECTS=exe:\n%s\ndefault:\n%s", exe, all);
	cr_expect_gt(count_lines(exe), 3);
	free(exe);
	free(all);
	free(g);
	free(out);
}

/*
 * GMON_OBJECTS=all: also libplain and the C library get files, with
 * their time in the right place.
 */
Test(objects, all_includes_plain_libraries_and_libc)
{
	char *dir = work_dir("objects", "all"), *out, *g, *libc;
	uint64_t samples = 0;
	struct gmon_file f;
	char err[256], *path;

	build_objects_program(dir, PROFILED);
	libc = libc_object(dir);
	out = run_ok(dir, "GMON_OBJECTS=all GMON_HZ=1000 ./prog "
		     SECONDS " ./libdl.so");
	cr_expect(file_exists(xasprintf("%s/gmon.libpg.so.out", dir)));
	g = gprof_report(dir, "libplain.so", "gmon.libplain.so.out");
	expect_near(flat_self(g, "plain_burn"), measured_seconds(out, "plain_burn"),
		    "plain_burn", g);
	free(g);
	/* the C library is stripped (gprof cannot name its functions): count */
	path = xasprintf("%s/gmon.%s.out", dir, libc);
	cr_assert(file_exists(path), "no %s", path);
	cr_assert_eq(gmon_read_path(path, 0, -1, &f, err, sizeof err), 0, "%s", err);
	for (size_t i = 0; i < f.nhist; i++)
		for (size_t j = 0; j < f.hist[i].nbins; j++)
			samples += f.hist[i].bins[j];
	expect_near(samples / 1000.0, measured_seconds(out, "libc"), libc, out);
	gmon_file_free(&f);
	free(path);
	free(libc);
	free(out);
}

/* ---- dlopen and dlclose ---- */

/*
 * objects.c's `cycles' in a fresh directory for `test': libdl.so
 * dlopen'ed and dlclose'd `rounds' times by each of `threads' threads
 * ("": the main thread alone), a copy of libplain.so (which is loaded
 * from the start) loaded in between, so that libdl.so comes back at
 * another place: its file has all `calls' calls, charged to its own
 * functions.  Returns what the program printed.
 */
static char *dlclose_cycles(const char *test, int rounds, const char *threads,
			    unsigned long calls)
{
	char *dir = work_dir("objects", test), *out;

	build_objects_program(dir, PROFILED);
	out = run_ok(dir, "cp libplain.so libblock.so && "
		     "./prog cycles %d ./libdl.so ./libblock.so %s", rounds,
		     threads);
	free(expect_part_calls(dir, "libdl.so", "gmon.libdl.so.out", "dl", calls));
	cr_expect_eq(arcs_inside(dir, "libdl.so", "gmon.libdl.so.out"), calls);
	free(dir);
	return out;
}

/*
 * A library dlopen'ed and dlclose'd 100 times, at two places in turn, or
 * more where the runtime's own mappings (a thread's stack table, made at
 * its first tick) take a place the library had.  (musl's dlclose unloads
 * nothing: there it stays at one place.)
 */
Test(objects, dlclose_and_reopen_100_times)
{
	char *out = dlclose_cycles("cycles", 100, "", 1000);
	const char *p = strstr(out, "places ");
	int places = p ? atoi(p + 7) : 0;

	if (strcmp(test_libc(), "glibc"))
		cr_expect_eq(places, 1, "%s", out);
	else
		cr_expect_geq(places, 2, "%s", out);
	free(out);
}

/*
 * The same in 4 threads at once: the library is unloaded whenever the
 * last thread closes it, while several threads' tables hold its arcs.
 * Every thread's calls stay in its file.
 */
Test(objects, dlclose_keeps_every_threads_calls)
{
	free(dlclose_cycles("thread_cycles", 50, "4", 2000));
}

/*
 * -pg libraries loaded with dlmopen into the base namespace, which glibc
 * documents as dlopen: each file has every call and the library's time
 * (musl has no dlmopen), also one built with cc -pg, which does not
 * say it is loaded as gmon-cc's do: dlmopen is hooked as dlopen is.
 */
Test(objects, dlmopen_into_the_base_namespace)
{
	char *dir = work_dir("objects", "dlmopen"), *out;

	if (strcmp(test_libc(), "glibc") != 0)
		cr_skip_test("the C library has no dlmopen");
	build_objects_program(dir, PROFILED);
	out = run_ok(dir, "GMON_HZ=1000 ./prog dlmopen 0.3 ./libdl.so");
	expect_part(dir, out, "libdl.so", "gmon.libdl.so.out", "dl", 500);
	cr_expect_eq(arcs_inside(dir, "libdl.so", "gmon.libdl.so.out"), 500);
	free(out);
	out = run_ok(dir, "%s -pg -O1 -fPIC -shared -DLIB=dl "
		     "-I'%s/tests/progs' '%s/tests/progs/objlib.c' -o libcc.so && "
		     "GMON_HZ=1000 ./prog dlmopen 0.3 ./libcc.so", test_cc("gcc"),
		     srcdir_path(), srcdir_path());
	expect_part(dir, out, "libcc.so", "gmon.libcc.so.out", "dl", 500);
	free(out);
}

/*
 * A -pg library loaded by a dlopen that bypasses libgmon's hook (the C
 * library's own, as a static sanitizer runtime calls it), and kept to
 * the end: its file has every call, also the 7 its constructor made
 * while it was loaded, before any other code could tell libgmon:
 * gmon-cc's -shared links say they are loaded.
 */
Test(objects, library_loaded_past_the_hook)
{
	char *dir = work_dir("objects", "unhooked"), *out;

	build_objects_program(dir, PROFILED);
	build_many(dir, "-DCTOR=7", "libmany.so");
	out = run_ok(dir, "./prog unhooked ./libmany.so 30");
	free(expect_part_calls(dir, "libmany.so", "gmon.libmany.so.out", "many", 37));
	free(out);
}

/*
 * The same with a library built by cc -pg, which says nothing when it
 * is loaded: the objects are listed again at exit, so its file has all
 * 37 calls (up to 64 arcs per thread from code not yet known are kept
 * for that).
 */
Test(objects, cc_pg_library_loaded_past_the_hook)
{
	char *dir = work_dir("objects", "unhooked_cc"), *out;

	build_objects_program(dir, PROFILED);
	out = run_ok(dir, "%s -pg -O1 -fPIC -shared -DLIB=many -DCTOR=7 "
		     "-I'%s/tests/progs' '%s/tests/progs/objlib.c' -o libmany.so && "
		     "./prog unhooked ./libmany.so 30", test_cc("gcc"),
		     srcdir_path(), srcdir_path());
	free(expect_part_calls(dir, "libmany.so", "gmon.libmany.so.out", "many", 37));
	free(out);
}

/*
 * A gmon-cc library unloaded past the hook, and a plain one loaded at
 * its place: the plain one's time is in no object, never in the first
 * one's file under its functions (gmon-cc's libraries say they are
 * going as well as coming).
 */
Test(objects, unloaded_past_the_hook_and_replaced)
{
	char *dir = work_dir("objects", "swap"), *out, *g;

	build_objects_program(dir, PROFILED);
	build_many(dir, "", "libmany.so");
	/* a copy: the program has libplain.so loaded from the start */
	out = run_ok(dir, "cp libplain.so libswap.so && "
		     "./prog swap ./libmany.so ./libswap.so");
	/* (musl's dlclose unloads nothing: there they are side by side) */
	if (strcmp(test_libc(), "glibc") == 0)
		cr_assert(strstr(out, "same place"), "libswap.so did not load "
			  "at libmany.so's place, which the test needs:\n%s", out);
	g = expect_part_calls(dir, "libmany.so", "gmon.libmany.so.out", "many", 3);
	cr_expect_lt(gprof_seconds(g), 0.05, "libplain.so's time in "
		     "libmany.so's file:\n%s", g);
	free(g);
	free(out);
}

/*
 * A gmon-cc library in programs without libgmon (tests/progs/
 * uses_many.c): linked, and dlopen'ed; it links with -z defs, so it
 * calls no mcount the program must define (musl's C library has none).
 */
Test(objects, library_in_a_program_without_libgmon)
{
	char *out;

	out = run_in_new_dir("objects", "no_runtime",
			     "S='%s/tests/progs' && "
			     "%s -O1 -fPIC -shared -Wl,-z,defs -DLIB=many -I\"$S\" "
			     "\"$S/objlib.c\" -o libmany.so && "
			     "%s -O1 \"$S/uses_many.c\" -o loads -ldl && ./loads && "
			     "%s -O1 -DLINKED \"$S/uses_many.c\" ./libmany.so -o links "
			     "-ldl && ./links",
			     srcdir_path(), gmon_cc(), test_cc("gcc"), test_cc("gcc"));
	cr_expect_str_eq(out, "35 0\n35 35\n");
	free(out);
}

/* 300 libraries loaded at once: 300 files, each exact. */
Test(objects, hundreds_of_objects)
{
	char *dir = work_dir("objects", "many"), *out;

	build_objects_program(dir, PROFILED);
	build_many(dir, "", "libmany.so");
	out = run_ok(dir, "mkdir m && for i in $(seq 100 399); do "
		     "cp libmany.so m/lib$i.so; done && "
		     "./prog many m/*.so && ls gmon.lib*.so.out | wc -l");
	cr_expect(strstr(out, "opened 300\n300\n"), "%s", out);
	for (int i = 100; i < 400; i += 59) {
		char *file = xasprintf("gmon.lib%d.so.out", i);

		free(expect_part_calls(dir, "libmany.so", file, "many", 3));
		free(file);
	}
	free(out);
}

/*
 * Two different objects with one file name: the later one's file is
 * gmon.NAME~2.out and neither replaces the other.
 */
Test(objects, same_name_twice)
{
	char *dir = work_dir("objects", "same"), *out, *g;

	build_objects_program(dir, PROFILED);
	free(run_ok(dir, "mkdir a b"));
	build_many(dir, "", "a/libm.so");
	build_many(dir, "-DEXTRA", "b/libm.so");
	out = run_ok(dir, "./prog many a/libm.so b/libm.so");
	g = files_matching(dir, "gmon*.out");
	cr_expect_str_eq(g, "gmon.libm.so.out\ngmon.libm.so~2.out\ngmon.out\n");
	free(g);
	free(expect_part_calls(dir, "b/libm.so", "gmon.libm.so~2.out", "many", 3));
	cr_expect_eq(arcs_inside(dir, "a/libm.so", "gmon.libm.so.out"), 3);
	cr_expect_eq(arcs_inside(dir, "b/libm.so", "gmon.libm.so~2.out"), 3);
	free(out);
}

/*
 * The same file name and the same text at the same link address, but
 * another build (build IDs differ): a library from another directory
 * loaded after the first was closed, and a library rebuilt and loaded
 * again at the same path.  Each build has its own file: an object is
 * known by its build ID too, not by name, text size and link address
 * alone.
 */
static void expect_two_builds(const char *dir, const char *later,
			      const char *cmd)
{
	char *out, *g;

	free(run_ok(dir, "mkdir -p a b"));
	build_many(dir, "-Wl,--build-id=0x1111", "a/libm.so");
	build_many(dir, "-Wl,--build-id=0x2222", "b/libm.so");
	out = run_ok(dir, "cp b/libm.so second.so && "
		     "./prog reload a/libm.so '%s' %s", cmd, later);
	/* musl never unloads: there the second is loaded beside the first */
	if (strcmp(test_libc(), "glibc") == 0)
		cr_expect(strstr(out, "same place"), "the test needs the "
			  "second build where the first was: %s", out);
	g = files_matching(dir, "gmon*.out");
	cr_expect_str_eq(g, "gmon.libm.so.out\ngmon.libm.so~2.out\ngmon.out\n");
	free(g);
	cr_expect_eq(arcs_inside(dir, "a/libm.so", "gmon.libm.so.out"), 3);
	cr_expect_eq(arcs_inside(dir, "second.so", "gmon.libm.so~2.out"), 5);
	free(expect_part_calls(dir, "second.so", "gmon.libm.so~2.out", "many", 5));
	free(out);
}

Test(objects, same_name_and_size_another_directory)
{
	char *dir = work_dir("objects", "same_size");

	build_objects_program(dir, PROFILED);
	expect_two_builds(dir, "b/libm.so", "true");
}

Test(objects, library_rebuilt_and_loaded_again)
{
	char *dir = work_dir("objects", "rebuilt");

	build_objects_program(dir, PROFILED);
	expect_two_builds(dir, "a/libm.so", "cp b/libm.so a/new && "
			  "mv a/new a/libm.so");
}

/* ---- dlopen from its caller's point of view ---- */

/*
 * `cmd' in dlpaths.c's programs built with gmon-cc prints what it prints
 * in the plain build, which is `glibc_says' on glibc (test `name').
 */
static void dlpaths_as_plain(const char *name, const char *cmd,
			     const char *glibc_says)
{
	char *plain_name = xasprintf("%s_plain", name);
	char *dir = work_dir("objects", name), *out, *plain;
	char *ref = work_dir("objects", plain_name);

	build_dlpaths(ref, test_cc("gcc"));
	plain = run_ok(ref, "%s", cmd);
	if (strcmp(test_libc(), "glibc") == 0)
		cr_expect_str_eq(plain, glibc_says);
	build_dlpaths(dir, gmon_cc());
	out = run_ok(dir, "%s", cmd);
	cr_expect_str_eq(out, plain);
	free(out);
	free(plain);
	free(ref);
	free(dir);
	free(plain_name);
}

/*
 * A library's dlopen of a bare name finds it through the library's own
 * run path, and its $ORIGIN is the library's directory, as without
 * libgmon (glibc; musl's dlopen searches the main program's paths, and
 * finds neither, with or without libgmon): gmon-cc's dlopen hook, in the
 * executable, searches as its caller would, not as the executable.
 */
Test(objects, dlopen_searches_as_its_caller)
{
	dlpaths_as_plain("dlpaths", "./prog", DLPATHS_OUT);
}

/*
 * A library loaded by a relative name (LD_LIBRARY_PATH=../lib) opens
 * "$ORIGIN/..." after the program changed directory: the loader takes
 * its $ORIGIN from the directory current at its load, and so does the
 * hook.  "$ORIGINAL/..." is a directory of that name, to the loader as
 * to the hook (never $ORIGIN and "AL").
 */
Test(objects, dlopen_origin_of_a_library_loaded_by_a_relative_name)
{
	dlpaths_as_plain("dlorigin", RUN_MOVED, MOVED_OUT);
}

/*
 * dlopen() in a thread of PTHREAD_STACK_MIN (16 KiB), where the plain
 * program uses about 8 KiB: what the hook takes itself, measured on a
 * painted stack, stays small (no PATH_MAX buffers on the stack), with
 * GMON_PROFILE=off too.
 */
Test(objects, dlopen_takes_little_more_stack)
{
	char *dir = work_dir("objects", "dlstack");
	char *ref = work_dir("objects", "dlstack_plain");

	build_dlstack(ref, test_cc("gcc"));
	build_dlstack(dir, gmon_cc());
	expect_dlopen_stack(ref, dir, "");
	expect_dlopen_stack(ref, dir, "GMON_PROFILE=off ");
	free(dir);
	free(ref);
}

/* A program's own dlopen is the one its calls reach, as with cc. */
Test(objects, programs_own_dlopen_wins)
{
	char *out;

	out = run_in_new_dir("objects", "own_dlopen",
			     "%s -DOWN '%s/tests/progs/dlpaths.c' -o prog && "
			     "./prog", gmon_cc(), srcdir_path());
	cr_expect_str_eq(out, "opened 1, loaded\n");
	free(out);
}

/*
 * A static program's time in the vdso (clock_gettime) has a file of its
 * own with GMON_OBJECTS=all, on musl too, whose dl_iterate_phdr() lists
 * only the executable in a static program.
 */
Test(objects, static_program_samples_the_vdso)
{
	char *dir = work_dir("objects", "static_vdso"), *out;

	build_program(dir, NULL, "-O1 -static", "vdso_spin.c");
	out = run_ok(dir, "GMON_OBJECTS=all GMON_VERBOSE=1 ./prog && ls gmon.*");
	cr_expect(strstr(out, "linux-vdso.so.1 (the vdso)") &&
		  strstr(out, "gmon.linux-vdso.so.1.out"), "%s", out);
	cr_expect(verbose_share(out, "linux-vdso.so.1") > 20, "%s", out);
	free(out);
	free(dir);
}

/*
 * A static program keeps the C library's dlopen: libgmon's hook, weak,
 * would take its place if the link pulled it in.
 */
Test(objects, static_program_keeps_the_c_librarys_dlopen)
{
	char *dir = work_dir("objects", "static_dlopen");

	free(run_ok(dir, "S='%s/tests/progs/dlpaths.c' && "
		    "%s -static -DSTATIC \"$S\" -o plain 2>/dev/null && "
		    "%s -static -DSTATIC \"$S\" -o prog 2>/dev/null && "
		    "./plain > want && ./prog > got && cat got && cmp want got",
		    srcdir_path(), test_cc("gcc"), gmon_cc()));
	free(dir);
}
