/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Whole-process profiles: a file per loaded object, -pg shared
 * libraries (linked and dlopen'ed), GMON_OBJECTS, gmon-run on programs
 * not built for profiling, and where the time went.
 *
 * tests/progs/objects.c burns a known share of CPU time (measured by
 * itself) in the executable, in libpg (built with -pg), in libplain
 * (without), in libdl (-pg, dlopen'ed) and in the C library, and makes
 * known numbers of calls in each: gprof must read each object's file
 * with exact arc counts and the time in the right function (within
 * 30 % of the program's own measurement; sampled at 1000 Hz, so that
 * 0.3 s is about 300 samples).
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "gmon_read.h"
#include "harness.h"

#define SECONDS "1.5"		/* 0.3 s in each of five places */
#define TOLERANCE 0.30

/* How to build the libraries and the program: with -pg, or not at all. */
enum build { PROFILED, PLAIN };

static void build(const char *dir, enum build how)
{
	const char *plain = test_cc("gcc");
	const char *cc = how == PROFILED ? gmon_cc() : plain;
	char *out;
	int st;

	st = run(&out, dir,
		 "S='%s/tests/progs' && "
		 "%s -O1 -fPIC -shared -DLIB=pg -I\"$S\" \"$S/objlib.c\" -o libpg.so && "
		 "%s -O1 -fPIC -shared -DLIB=plain -I\"$S\" \"$S/objlib.c\" -o libplain.so && "
		 "%s -O1 -fPIC -shared -DLIB=dl -I\"$S\" \"$S/objlib.c\" -o libdl.so && "
		 "%s -O1 -I\"$S\" \"$S/objects.c\" -L. -lpg -lplain "
		 "-Wl,-rpath,'$ORIGIN' -o prog",
		 srcdir_path(), cc, plain, cc, cc);
	cr_assert_eq(st, 0, "build failed in %s:\n%s", dir, out);
	free(out);
}

/*
 * The file name of the C library as dir/prog loads it: libc.so.6 for
 * glibc; musl's C library is its dynamic loader, ld-musl-ARCH.so.1.
 */
static char *libc_object(const char *dir)
{
	char *out;

	if (strcmp(test_libc(), "glibc") == 0)
		return strdup("libc.so.6");
	cr_assert_eq(run(&out, dir, "readelf -lW prog | sed -n "
			 "'s|.*interpreter: .*/\\([^/]*\\)]|\\1|p'"), 0, "%s", out);
	out[strcspn(out, "\n")] = '\0';
	cr_assert(*out, "no interpreter in %s/prog", dir);
	return out;
}

/* The CPU seconds the program says it spent in `part'. */
static double measured(const char *out, const char *part)
{
	char key[64];
	const char *p;

	snprintf(key, sizeof key, "%s ", part);
	p = strstr(out, key);
	cr_assert_not_null(p, "no '%s' in the program's output:\n%s", part, out);
	return atof(p + strlen(key));
}

static void expect_near(double got, double want, const char *what,
			const char *report)
{
	cr_expect(want > 0 && got > want * (1 - TOLERANCE) &&
		  got < want * (1 + TOLERANCE),
		  "%s: gprof %.3f s, the program measured %.3f s:\n%s",
		  what, got, want, report);
}

/* gprof's report (-b) of `profile' with `object' in dir. */
static char *gprof(const char *dir, const char *object, const char *profile)
{
	char *out;
	int st = run(&out, dir, "gprof -b '%s' '%s'", object, profile);

	cr_assert_eq(st, 0, "gprof %s %s:\n%s", object, profile, out);
	return out;
}

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
static char *files(const char *dir, const char *pattern)
{
	char *out;

	run(&out, dir, "ls -1 %s 2>/dev/null | sort", pattern);
	return out;
}

static int lines(const char *s)
{
	int n = 0;

	for (; *s; s++)
		n += *s == '\n';
	return n;
}

/* ---- one file per object ---- */

/*
 * gprof reads `profile' with `object': X_calls called X_leaf `calls'
 * times (X: `part'); returns gprof's report.
 */
static char *expect_calls(const char *dir, const char *object,
			  const char *profile, const char *part,
			  unsigned long calls)
{
	char *g = gprof(dir, object, profile), caller[64], callee[64];
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
	char *g = expect_calls(dir, object, profile, part, calls), burn[64];

	snprintf(burn, sizeof burn, "%s_burn", part);
	expect_near(flat_self(g, burn), measured(run_output, burn), burn, g);
	free(g);
}

/* Build tests/progs/objlib.c with -pg as the `many' library, at `path'. */
static void build_many(const char *dir, const char *flags, const char *path)
{
	char *out;

	cr_assert_eq(run(&out, dir, "%s -O1 -fPIC -shared -DLIB=many %s "
			 "-I'%s/tests/progs' '%s/tests/progs/objlib.c' -o '%s'",
			 gmon_cc(), flags, srcdir_path(), srcdir_path(), path),
		     0, "%s", out);
	free(out);
}

/*
 * Default: gmon.out, and a file for each object built with -pg
 * (linked or dlopen'ed); none for libplain or the C library.  gprof
 * reads each with its object: exact arcs, time in the right function.
 */
Test(objects, a_file_per_profiled_object)
{
	char *dir = work_dir("objects", "per_object"), *out, *g;

	build(dir, PROFILED);
	cr_assert_eq(run(&out, dir, "GMON_HZ=1000 ./prog " SECONDS " ./libdl.so"),
		     0, "%s", out);
	g = files(dir, "gmon*");
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

	build(dir, PROFILED);
	cr_assert_eq(run(&out, dir, "./prog threads 50000"), 0, "%s", out);
	free(expect_calls(dir, "libpg.so", "gmon.libpg.so.out", "pg", 200000));
	free(out);
}

/* GMON_OUT_PREFIX=p: p.PID and p.NAME.PID, one PID for all three. */
Test(objects, prefix_names)
{
	char *dir = work_dir("objects", "prefix"), *out, *g, pid[32];
	char *want;

	build(dir, PROFILED);
	cr_assert_eq(run(&out, dir, "GMON_OUT_PREFIX=p ./prog 0.05 ./libdl.so"
			 " >/dev/null; ls p.* | sed -n 's/^p\\.\\([0-9]*\\)$/\\1/p'"),
		     0, "%s", out);
	cr_assert(sscanf(out, "%31s", pid) == 1, "no p.PID: %s", out);
	want = xasprintf("p.%s\np.libdl.so.%s\np.libpg.so.%s\n", pid, pid, pid);
	g = files(dir, "p.*");
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
	char *out;

	cr_assert_eq(run(&out, dir, "'%s/gmon-dump' '%s' | grep '^arc' | sort",
			 builddir_path(), profile), 0, "%s", out);
	return out;
}

/*
 * GMON_OBJECTS=exe: exactly one file, gmon.out, with the same arcs as
 * gmon.out in the default mode (the executable's profile is unchanged).
 */
Test(objects, exe_gives_one_file)
{
	char *dir = work_dir("objects", "exe"), *out, *g, *exe, *all;

	build(dir, PROFILED);
	cr_assert_eq(run(&out, dir, "./prog 0.05 ./libdl.so && mv gmon.out all.out && "
			 "rm gmon.* && GMON_OBJECTS=exe ./prog 0.05 ./libdl.so"),
		     0, "%s", out);
	g = files(dir, "gmon*");
	cr_expect_str_eq(g, "gmon.out\n");
	exe = arc_lines(dir, "gmon.out");
	all = arc_lines(dir, "all.out");
	cr_expect_str_eq(exe, all, "GMON_OBJECTS=exe:\n%s\ndefault:\n%s", exe, all);
	cr_expect_gt(lines(exe), 3);
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

	build(dir, PROFILED);
	libc = libc_object(dir);
	cr_assert_eq(run(&out, dir, "GMON_OBJECTS=all GMON_HZ=1000 ./prog "
			 SECONDS " ./libdl.so"), 0, "%s", out);
	cr_expect(file_exists(xasprintf("%s/gmon.libpg.so.out", dir)));
	g = gprof(dir, "libplain.so", "gmon.libplain.so.out");
	expect_near(flat_self(g, "plain_burn"), measured(out, "plain_burn"),
		    "plain_burn", g);
	free(g);
	/* the C library is stripped (gprof cannot name its functions): count */
	path = xasprintf("%s/gmon.%s.out", dir, libc);
	cr_assert(file_exists(path), "no %s", path);
	cr_assert_eq(gmon_read_path(path, 0, -1, &f, err, sizeof err), 0, "%s", err);
	for (size_t i = 0; i < f.nhist; i++)
		for (size_t j = 0; j < f.hist[i].nbins; j++)
			samples += f.hist[i].bins[j];
	expect_near(samples / 1000.0, measured(out, "libc"), libc, out);
	gmon_file_free(&f);
	free(path);
	free(libc);
	free(out);
}

/* ---- dlopen and dlclose ---- */

/*
 * A library dlopen'ed and dlclose'd 100 times, at two places in turn:
 * its file has every call, charged to its own functions.  (musl's
 * dlclose unloads nothing: there it stays at one place.)
 */
Test(objects, dlclose_and_reopen_100_times)
{
	char *dir = work_dir("objects", "cycles"), *out;

	build(dir, PROFILED);
	/* the blocker is a copy: libplain.so is loaded from the start */
	cr_assert_eq(run(&out, dir, "cp libplain.so libblock.so && "
			 "./prog cycles 100 ./libdl.so ./libblock.so"), 0, "%s", out);
	cr_expect(strstr(out, strcmp(test_libc(), "glibc") ? "places 1" : "places 2"),
		  "%s", out);
	free(expect_calls(dir, "libdl.so", "gmon.libdl.so.out", "dl", 1000));
	cr_expect_eq(arcs_inside(dir, "libdl.so", "gmon.libdl.so.out"), 1000);
	free(out);
}

/*
 * The same in 4 threads at once: the library is unloaded whenever the
 * last thread closes it, while several threads' tables hold its arcs.
 * Every thread's calls stay in its file.
 */
Test(objects, dlclose_keeps_every_threads_calls)
{
	char *dir = work_dir("objects", "thread_cycles"), *out;

	build(dir, PROFILED);
	cr_assert_eq(run(&out, dir, "cp libplain.so libblock.so && "
			 "./prog cycles 50 ./libdl.so ./libblock.so 4"), 0, "%s", out);
	free(expect_calls(dir, "libdl.so", "gmon.libdl.so.out", "dl", 2000));
	cr_expect_eq(arcs_inside(dir, "libdl.so", "gmon.libdl.so.out"), 2000);
	free(out);
}

/*
 * -pg libraries loaded with dlmopen into the base namespace, which glibc
 * documents as dlopen: each file has every call and the library's time
 * (musl has no dlmopen).  One built with cc -pg, which does not say it
 * is loaded as gmon-cc's do, had its samples counted as in no object:
 * only dlopen and dlclose were hooked, and the objects were listed
 * again at exit.
 */
Test(objects, dlmopen_into_the_base_namespace)
{
	char *dir = work_dir("objects", "dlmopen"), *out;

	if (strcmp(test_libc(), "glibc") != 0)
		cr_skip_test("the C library has no dlmopen");
	build(dir, PROFILED);
	cr_assert_eq(run(&out, dir, "GMON_HZ=1000 ./prog dlmopen 0.3 ./libdl.so"),
		     0, "%s", out);
	expect_part(dir, out, "libdl.so", "gmon.libdl.so.out", "dl", 500);
	cr_expect_eq(arcs_inside(dir, "libdl.so", "gmon.libdl.so.out"), 500);
	free(out);
	cr_assert_eq(run(&out, dir, "%s -pg -O1 -fPIC -shared -DLIB=dl "
			 "-I'%s/tests/progs' '%s/tests/progs/objlib.c' -o libcc.so && "
			 "GMON_HZ=1000 ./prog dlmopen 0.3 ./libcc.so", test_cc("gcc"),
			 srcdir_path(), srcdir_path()), 0, "%s", out);
	expect_part(dir, out, "libcc.so", "gmon.libcc.so.out", "dl", 500);
	free(out);
}

/*
 * A -pg library loaded by a dlopen that bypasses libgmon's hook (the C
 * library's own, as a static sanitizer runtime calls it), and kept to
 * the end: its file has every call, also the 7 its constructor made
 * while it was loaded, before any other code could tell libgmon.  (It
 * had no file at all: gmon-cc's -shared links now say they are loaded.)
 */
Test(objects, library_loaded_past_the_hook)
{
	char *dir = work_dir("objects", "unhooked"), *out;

	build(dir, PROFILED);
	build_many(dir, "-DCTOR=7", "libmany.so");
	cr_assert_eq(run(&out, dir, "./prog unhooked ./libmany.so 30"), 0,
		     "%s", out);
	free(expect_calls(dir, "libmany.so", "gmon.libmany.so.out", "many", 37));
	free(out);
}

/*
 * The same with a library built by cc -pg, which says nothing when it
 * is loaded: the objects are listed again at exit, so its file has all
 * 37 calls (up to 64 arcs per thread from code not yet known are kept
 * for that).  (It had no file at all.)
 */
Test(objects, cc_pg_library_loaded_past_the_hook)
{
	char *dir = work_dir("objects", "unhooked_cc"), *out;

	build(dir, PROFILED);
	cr_assert_eq(run(&out, dir, "%s -pg -O1 -fPIC -shared -DLIB=many -DCTOR=7 "
			 "-I'%s/tests/progs' '%s/tests/progs/objlib.c' -o libmany.so && "
			 "./prog unhooked ./libmany.so 30", test_cc("gcc"),
			 srcdir_path(), srcdir_path()), 0, "%s", out);
	free(expect_calls(dir, "libmany.so", "gmon.libmany.so.out", "many", 37));
	free(out);
}

/*
 * A gmon-cc library unloaded past the hook, and a plain one loaded at
 * its place: the plain one's time is in no object, not in the first
 * one's file (0.3 s landed there, under its functions, when only its
 * load was told: gmon-cc's libraries now say they are going too).
 */
Test(objects, unloaded_past_the_hook_and_replaced)
{
	char *dir = work_dir("objects", "swap"), *out, *g;

	build(dir, PROFILED);
	build_many(dir, "", "libmany.so");
	/* a copy: the program has libplain.so loaded from the start */
	cr_assert_eq(run(&out, dir, "cp libplain.so libswap.so && "
			 "./prog swap ./libmany.so ./libswap.so"), 0, "%s", out);
	/* (musl's dlclose unloads nothing: there they are side by side) */
	if (strcmp(test_libc(), "glibc") == 0)
		cr_assert(strstr(out, "same place"), "libswap.so did not load "
			  "at libmany.so's place, which the test needs:\n%s", out);
	g = expect_calls(dir, "libmany.so", "gmon.libmany.so.out", "many", 3);
	cr_expect_lt(gprof_seconds(g), 0.05, "libplain.so's time in "
		     "libmany.so's file:\n%s", g);
	free(g);
	free(out);
}

/*
 * A gmon-cc library in programs without libgmon: linked, and dlopen'ed;
 * it links with -z defs.  (musl defines no mcount: the library's calls
 * of it were undefined, so a plain program could not load it, and no
 * Meson project's libraries linked.)
 */
Test(objects, library_in_a_program_without_libgmon)
{
	char *dir = work_dir("objects", "no_runtime"), *out;

	cr_assert_eq(run(&out, dir, "S='%s/tests/progs' && "
			 "%s -O1 -fPIC -shared -Wl,-z,defs -DLIB=many -I\"$S\" "
			 "\"$S/objlib.c\" -o libmany.so && "
			 "printf '%%s\\n' '#include <dlfcn.h>' '#include <stdio.h>' "
			 "'long many_calls(int);' '#ifdef LINKED' "
			 "'#define DIRECT many_calls(5)' '#else' '#define DIRECT 0L' '#endif' "
			 "'int main(void) { void *h = dlopen(\"./libmany.so\", RTLD_NOW);' "
			 "'long (*f)(int) = h ? (long (*)(int))dlsym(h, \"many_calls\") : 0;' "
			 "'if (!f) { puts(dlerror()); return 1; }' "
			 "'printf(\"%%ld %%ld\\n\", f(5), DIRECT); return 0; }' > m.c && "
			 "%s -O1 m.c -o loads -ldl && ./loads && "
			 "%s -O1 -DLINKED m.c ./libmany.so -o links -ldl && ./links",
			 srcdir_path(), gmon_cc(), test_cc("gcc"), test_cc("gcc")),
		     0, "%s", out);
	cr_expect_str_eq(out, "35 0\n35 35\n");
	free(out);
}

/* 300 libraries loaded at once: 300 files, each exact. */
Test(objects, hundreds_of_objects)
{
	char *dir = work_dir("objects", "many"), *out;

	build(dir, PROFILED);
	build_many(dir, "", "libmany.so");
	cr_assert_eq(run(&out, dir, "mkdir m && for i in $(seq 100 399); do "
			 "cp libmany.so m/lib$i.so; done && "
			 "./prog many m/*.so && ls gmon.lib*.so.out | wc -l"),
		     0, "%s", out);
	cr_expect(strstr(out, "opened 300\n300\n"), "%s", out);
	for (int i = 100; i < 400; i += 59) {
		char *file = xasprintf("gmon.lib%d.so.out", i);

		free(expect_calls(dir, "libmany.so", file, "many", 3));
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

	build(dir, PROFILED);
	cr_assert_eq(run(NULL, dir, "mkdir a b"), 0);
	build_many(dir, "", "a/libm.so");
	build_many(dir, "-DEXTRA", "b/libm.so");
	cr_assert_eq(run(&out, dir, "./prog many a/libm.so b/libm.so"), 0,
		     "%s", out);
	g = files(dir, "gmon*");
	cr_expect_str_eq(g, "gmon.libm.so.out\ngmon.libm.so~2.out\ngmon.out\n");
	free(g);
	free(expect_calls(dir, "b/libm.so", "gmon.libm.so~2.out", "many", 3));
	cr_expect_eq(arcs_inside(dir, "a/libm.so", "gmon.libm.so.out"), 3);
	cr_expect_eq(arcs_inside(dir, "b/libm.so", "gmon.libm.so~2.out"), 3);
	free(out);
}

/*
 * The same file name and the same text at the same link address, but
 * another build (build IDs differ): a library from another directory
 * loaded after the first was closed, and a library rebuilt and loaded
 * again at the same path.  Each build has its own file (both had gone
 * into gmon.libm.so.out together: the object was known by name, text
 * size and link address only).
 */
static void expect_two_builds(const char *dir, const char *later,
			      const char *cmd)
{
	char *out, *g;

	cr_assert_eq(run(NULL, dir, "mkdir -p a b"), 0);
	build_many(dir, "-Wl,--build-id=0x1111", "a/libm.so");
	build_many(dir, "-Wl,--build-id=0x2222", "b/libm.so");
	cr_assert_eq(run(&out, dir, "cp b/libm.so second.so && "
			 "./prog reload a/libm.so '%s' %s", cmd, later), 0,
		     "%s", out);
	/* musl never unloads: there the second is loaded beside the first */
	if (strcmp(test_libc(), "glibc") == 0)
		cr_expect(strstr(out, "same place"), "the test needs the "
			  "second build where the first was: %s", out);
	g = files(dir, "gmon*");
	cr_expect_str_eq(g, "gmon.libm.so.out\ngmon.libm.so~2.out\ngmon.out\n");
	free(g);
	cr_expect_eq(arcs_inside(dir, "a/libm.so", "gmon.libm.so.out"), 3);
	cr_expect_eq(arcs_inside(dir, "second.so", "gmon.libm.so~2.out"), 5);
	free(expect_calls(dir, "second.so", "gmon.libm.so~2.out", "many", 5));
	free(out);
}

Test(objects, same_name_and_size_another_directory)
{
	char *dir = work_dir("objects", "same_size");

	build(dir, PROFILED);
	expect_two_builds(dir, "b/libm.so", "true");
}

Test(objects, library_rebuilt_and_loaded_again)
{
	char *dir = work_dir("objects", "rebuilt");

	build(dir, PROFILED);
	expect_two_builds(dir, "a/libm.so", "cp b/libm.so a/new && "
			  "mv a/new a/libm.so");
}

/* ---- gmon-run ---- */

/*
 * gmon-run is built where elfutils' libelf is (configure.ac), which is
 * not the case for Debian's musl-gcc: the musl configuration has none.
 */
/* ---- dlopen from its caller's point of view ---- */

#define DLPATHS_OUT "main found libown.so\nliba bare 42\nliba origin 42\n"
#define MOVED_OUT "liba origin 42\nliba $ORIGINAL 42\n"
/* moved, with liba found by a relative name, run from elsewhere/ */
#define RUN_MOVED "cd elsewhere && LD_LIBRARY_PATH=../lib ../moved .."

/* tests/progs/dlpaths.c: libraries with plain gcc, the rest with cc. */
static void build_dlpaths(const char *dir, const char *cc)
{
	char *out;

	cr_assert_eq(run(&out, dir,
			 "S='%s/tests/progs' && "
			 "mkdir -p lib/plugins own elsewhere '$ORIGINAL' && "
			 "%s -DPLUG -fPIC -shared \"$S/dlpaths.c\" -o lib/plugins/libplug.so && "
			 "cp lib/plugins/libplug.so own/libown.so && "
			 "cp lib/plugins/libplug.so '$ORIGINAL/' && "
			 "%s -DLIB -fPIC -shared \"$S/dlpaths.c\" -o lib/liba.so "
			 "-Wl,-rpath,'$ORIGIN/plugins' && "
			 "%s \"$S/dlpaths.c\" -o prog -Llib -la "
			 "-Wl,-rpath,'$ORIGIN/lib:$ORIGIN/own' && "
			 "%s \"$S/dlpaths.c\" -o moved -Llib -la",
			 srcdir_path(), test_cc("gcc"), cc, cc, cc), 0, "%s", out);
	free(out);
}

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
	cr_assert_eq(run(&plain, ref, "%s", cmd), 0, "%s", plain);
	if (strcmp(test_libc(), "glibc") == 0)
		cr_expect_str_eq(plain, glibc_says);
	build_dlpaths(dir, gmon_cc());
	cr_assert_eq(run(&out, dir, "%s", cmd), 0, "%s", out);
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
 * executable, is what glibc saw as the caller, and the library's plugin
 * was not found.
 */
Test(objects, dlopen_searches_as_its_caller)
{
	dlpaths_as_plain("dlpaths", "./prog", DLPATHS_OUT);
}

/*
 * A library loaded by a relative name (LD_LIBRARY_PATH=../lib) opens
 * "$ORIGIN/..." after the program changed directory: the loader took
 * its $ORIGIN from the directory current at its load, and so does the
 * hook now; it made the relative name absolute at the dlopen, and did
 * not find the plugin.  "$ORIGINAL/..." is a directory of that name, to
 * the loader as to the hook (which took it for $ORIGIN and "AL").
 */
Test(objects, dlopen_origin_of_a_library_loaded_by_a_relative_name)
{
	dlpaths_as_plain("dlorigin", RUN_MOVED, MOVED_OUT);
}

/*
 * tests/progs/dlstack.c in dir: the library with plain gcc, prog with cc;
 * libplug.so in the library's run path.
 */
static void build_dlstack(const char *dir, const char *cc)
{
	char *out;

	cr_assert_eq(run(&out, dir,
			 "S='%s/tests/progs/dlstack.c' && mkdir -p lib/plugins && "
			 "%s -DPLUG -fPIC -shared \"$S\" -o lib/plugins/libplug.so && "
			 "%s -DLIB -fPIC -shared \"$S\" -o lib/libcaller.so "
			 "-Wl,-rpath,'$ORIGIN/plugins' && "
			 "%s -pthread \"$S\" -o prog -Llib -lcaller "
			 "-Wl,-rpath,'$ORIGIN/lib'", srcdir_path(), test_cc("gcc"),
			 test_cc("gcc"), cc), 0, "%s", out);
	free(out);
}

/* The dlopen()s dlstack.c makes: the caller and the name. */
static const char *const dlstack_opens[] = {
	"lib libplug.so", "lib '$ORIGIN/plugins/libplug.so'",
	"main lib/plugins/libplug.so",
};

/* How much more stack each dlopen takes in dir with `run_prog' (a
 * command prefix) than in ref without; every symbol bound at start-up,
 * so that only what the hook takes itself counts, not the C library's
 * lazy binding of its own (its size differs from CPU to CPU). */
static void expect_dlopen_stack(const char *ref, const char *dir,
				const char *run_prog)
{
	char *plain, *out, *plain_stack, *out_stack;
	size_t i;

	for (i = 0; i < sizeof dlstack_opens / sizeof *dlstack_opens; i++) {
		cr_assert_eq(run(&plain, ref, "LD_BIND_NOW=1 ./prog %s",
				 dlstack_opens[i]), 0, "%s", plain);
		cr_assert_eq(run(&out, dir, "LD_BIND_NOW=1 %s./prog %s",
				 run_prog, dlstack_opens[i]), 0, "%s", out);
		/* (musl's dlopen takes no caller's run path nor $ORIGIN:
		 * there the library's fail, with or without libgmon) */
		cr_expect(strcmp(test_libc(), "glibc") != 0 ||
			  strncmp(plain, "loaded\n", 7) == 0, "%s", plain);
		plain_stack = strchr(plain, '\n');
		out_stack = strchr(out, '\n');
		cr_assert(plain_stack && out_stack, "%s; %s", plain, out);
		cr_expect(out_stack - out == plain_stack - plain &&
			  strncmp(out, plain, (size_t)(out_stack - out)) == 0,
			  "%s: %s; without libgmon: %s", dlstack_opens[i], out,
			  plain);
		cr_expect_leq(strtoul(out_stack + 1, NULL, 10),
			      strtoul(plain_stack + 1, NULL, 10) + 2048,
			      "%s: stack used %s bytes; without libgmon %s",
			      dlstack_opens[i], out_stack + 1, plain_stack + 1);
		free(plain);
		free(out);
	}
}

/*
 * dlopen() in a thread of PTHREAD_STACK_MIN (16 KiB) died of SIGSEGV
 * when a library called it, with GMON_PROFILE=off too: the hook kept
 * three PATH_MAX buffers on that stack (some 12 KiB more than dlopen
 * takes, where the plain program uses about 8 KiB).  Measured on a
 * painted stack, what the hook takes itself must stay small.
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

/*
 * A program's own dlopen is the one its calls reach, as with cc (gmon-cc
 * put libgmon's hook over it without a word).
 */
Test(objects, programs_own_dlopen_wins)
{
	char *dir = work_dir("objects", "own_dlopen"), *out;

	cr_assert_eq(run(&out, dir, "%s -DOWN '%s/tests/progs/dlpaths.c' -o prog && "
			 "./prog", gmon_cc(), srcdir_path()), 0, "%s", out);
	cr_expect_str_eq(out, "opened 1, loaded\n");
	free(out);
}

/* The summary line of `object' in a GMON_VERBOSE report: its share. */
static double share(const char *report, const char *object)
{
	const char *p;
	char key[128];

	snprintf(key, sizeof key, "%%  %s", object);
	p = strstr(report, key);
	cr_assert_not_null(p, "no %s in the report:\n%s", object, report);
	while (p > report && (isdigit((unsigned char)p[-1]) || p[-1] == '.'))
		p--;
	return atof(p);
}

/*
 * A static program's time in the vdso (clock_gettime) has a file of its
 * own with GMON_OBJECTS=all: musl's dl_iterate_phdr() lists only the
 * executable there, and the time was counted as in no object.
 */
Test(objects, static_program_samples_the_vdso)
{
	char *dir = work_dir("objects", "static_vdso"), *out;

	cr_assert_eq(run(&out, dir,
			 "printf '%%s\\n' '#include <time.h>' "
			 "'int main(void) {' '	struct timespec t, c0, c;' "
			 "'	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);' "
			 "'	do {' '		for (int i = 0; i < 1000; i++)' "
			 "'			clock_gettime(CLOCK_MONOTONIC, &t);' "
			 "'		clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c);' "
			 "'	} while ((c.tv_sec - c0.tv_sec) + (c.tv_nsec - c0.tv_nsec) / 1e9 < 0.5);' "
			 "'	return 0;' '}' > v.c && %s -O1 -static v.c -o v && "
			 "GMON_OBJECTS=all GMON_VERBOSE=1 ./v && ls gmon.*", gmon_cc()),
		     0, "%s", out);
	cr_expect(strstr(out, "linux-vdso.so.1 (the vdso)") &&
		  strstr(out, "gmon.linux-vdso.so.1.out"), "%s", out);
	cr_expect(share(out, "linux-vdso.so.1") > 20, "%s", out);
	free(out);
	free(dir);
}

/*
 * A static program keeps the C library's dlopen: libgmon's hook, weak,
 * would take its place if the link pulled it in.
 */
Test(objects, static_program_keeps_the_c_librarys_dlopen)
{
	char *dir = work_dir("objects", "static_dlopen"), *out;

	cr_assert_eq(run(&out, dir, "S='%s/tests/progs/dlpaths.c' && "
			 "%s -static -DSTATIC \"$S\" -o plain 2>/dev/null && "
			 "%s -static -DSTATIC \"$S\" -o prog 2>/dev/null && "
			 "./plain > want && ./prog > got && cat got && cmp want got",
			 srcdir_path(), test_cc("gcc"), gmon_cc()), 0, "%s", out);
	free(out);
}

#ifdef GMON_TEST_GMON_RUN

/*
 * The same sources built without -pg, under gmon-run: every object's
 * time where the program measured it, read by gprof from each file,
 * and the same split in the summary at exit and from gmon-dump.
 */
Test(gmon_run, time_split_of_an_unmodified_program)
{
	char *dir = work_dir("gmon_run", "split"), *out, *dump, *g, *libc;
	/* object, its file, the part of the program, gmon-dump's label */
	const char *parts[][4] = {
		{ "prog", "gmon.out", "main_burn", "the executable" },
		{ "libpg.so", "gmon.libpg.so.out", "pg_burn", "libpg.so" },
		{ "libplain.so", "gmon.libplain.so.out", "plain_burn", "libplain.so" },
		{ "libdl.so", "gmon.libdl.so.out", "dl_burn", "libdl.so" },
		{ NULL, NULL, "libc", NULL },	/* the C library, stripped */
	};
	double total = 0;
	size_t i;

	build(dir, PLAIN);
	parts[4][0] = parts[4][3] = libc = libc_object(dir);
	cr_assert_eq(run(&out, dir, "%s -v --rate=1000 ./prog " SECONDS
			 " ./libdl.so", gmon_run()), 0, "%s", out);
	cr_assert_eq(run(&dump, dir, "'%s/gmon-dump' --objects gmon*.out",
			 builddir_path()), 0, "%s", dump);
	for (i = 0; i < sizeof parts / sizeof *parts; i++)
		total += measured(out, parts[i][2]);
	for (i = 0; i < sizeof parts / sizeof *parts; i++) {
		double want = measured(out, parts[i][2]);

		if (parts[i][1]) {	/* gprof can name the functions */
			g = gprof(dir, parts[i][0], parts[i][1]);
			expect_near(flat_self(g, parts[i][2]), want,
				    parts[i][2], g);
			free(g);
		}
		expect_near(share(out, parts[i][0]) / 100 * total, want,
			    parts[i][0], out);
		expect_near(share(dump, parts[i][3]) / 100 * total, want,
			    parts[i][3], dump);
	}
	cr_expect(strstr(out, "%  prog (the executable)"), "%s", out);

	/* a stripped copy of libplain.so: gmon-dump --flat still names it */
	free(dump);
	cr_assert_eq(run(&dump, dir, "cp libplain.so stripped.so && strip stripped.so && "
			 "'%s/gmon-dump' --flat stripped.so gmon.libplain.so.out",
			 builddir_path()), 0, "%s", dump);
	cr_expect(strstr(dump, ".dynsym"), "%s", dump);
	g = strstr(dump, "  plain_burn\n");
	cr_assert_not_null(g, "%s", dump);
	while (g > dump && g[-1] != '\n')
		g--;
	expect_near(atof(g), measured(out, "plain_burn"), "plain_burn, stripped",
		    dump);
	free(libc);
	free(dump);
	free(out);
}

/*
 * An executable segment 512 MiB from the rest (ld --section-start): the
 * histogram covers the segments with the most code, not the gap, whose
 * bins made a gmon.out of 268 MB; the far function's samples count as
 * in no object, as glibc's runtime, profiling up to etext, loses them.
 */
Test(gmon_run, text_far_from_the_rest)
{
	char *dir = work_dir("gmon_run", "far"), *out, *g, *file;
	struct stat st;

	cr_assert_eq(run(&out, dir, "%s -O1 -DFAR '%s/tests/progs/burn.c' "
			 "-Wl,--section-start=.far=0x20000000 -o prog",
			 test_cc("gcc"), srcdir_path()), 0, "%s", out);
	free(out);
	cr_assert_eq(run(&out, dir, "%s -v --rate=1000 ./prog 1.2", gmon_run()),
		     0, "%s", out);
	file = xasprintf("%s/gmon.out", dir);
	cr_assert_eq(stat(file, &st), 0, "no %s", file);
	cr_expect_lt(st.st_size, 1 << 20, "gmon.out has %lld bytes (the gap's bins?)",
		     (long long)st.st_size);
	free(file);
	g = gprof(dir, "prog", "gmon.out");
	expect_near(flat_self(g, "burn_a"), measured(out, "burn_a"), "burn_a", g);
	expect_near(share(out, "unknown") / 100 *
		    (measured(out, "burn_a") + measured(out, "burn_b")),
		    measured(out, "burn_b"), "burn_b, in no object", out);
	free(g);
	free(out);
}

/*
 * BOLT's layout (rustc's librustc_driver, LLVM): the hot code in a
 * second executable segment a few megabytes past the original text.
 * With 4 MiB of code before it, a 3 MiB gap is spanned: burn_b's
 * samples were all "in no loaded object".  (far_end follows burn_b:
 * gprof credits nothing to the function at the highest address.)
 */
Test(gmon_run, text_a_few_megabytes_past_the_rest)
{
	char *dir = work_dir("gmon_run", "far_hot_segment"), *out, *g;

	cr_assert_eq(run(&out, dir, "S='%s/tests/progs' && "
			 "%s -O1 -DFAR -DFAR_END \"$S/burn.c\" \"$S/pad.S\" "
			 "-Wl,--section-start=.far=0x700000 -o prog && "
			 "readelf -lW prog | grep -c 'R E'",
			 srcdir_path(), test_cc("gcc")), 0, "%s", out);
	cr_expect_geq(atoi(out), 2, "the far section has no segment of its own:\n%s", out);
	free(out);
	cr_assert_eq(run(&out, dir, "%s -v --rate=1000 ./prog 1.2", gmon_run()),
		     0, "%s", out);
	g = gprof(dir, "prog", "gmon.out");
	expect_near(flat_self(g, "burn_a"), measured(out, "burn_a"), "burn_a", g);
	expect_near(flat_self(g, "burn_b"), measured(out, "burn_b"), "burn_b", g);
	free(g);
	free(out);
	free(dir);
}

/*
 * Each gap is weighed against the segments beside it, not against all
 * the code before it: 4 MiB of code, then six one-instruction segments
 * each nearly 4 MiB past the last, spanned all six (a 14 MB gmon.out,
 * growing with their number).  Only the first gap is spanned now.
 */
Test(gmon_run, chain_of_small_segments_is_not_spanned)
{
	char *dir = work_dir("gmon_run", "chain"), *out, *file;
	struct stat st;

	cr_assert_eq(run(&out, dir, "rm -f links && { "
			 "for i in 1 2 3 4 5 6; do printf '\t.section .far%%d,\"ax\","
			 "@progbits\n\t.globl far%%d\nfar%%d:\n\tret\n' $i $i $i; "
			 "echo \"-Wl,--section-start=.far$i=$(printf 0x%%x "
			 "$((0x801000 + i * 0x3f0000)))\" >> links; done; "
			 "printf '\t.section .note.GNU-stack,\"\",@progbits\n'; } > far.s && "
			 "printf 'int main(void){return 0;}\n' > m.c && "
			 "%s -O1 -no-pie m.c '%s/tests/progs/pad.S' far.s $(cat links) -o prog && "
			 "test $(readelf -lW prog | grep -c 'R E') -ge 7 && "
			 "%s ./prog", test_cc("gcc"), srcdir_path(), gmon_run()), 0, "%s", out);
	free(out);
	file = xasprintf("%s/gmon.out", dir);
	cr_assert_eq(stat(file, &st), 0, "no %s", file);
	cr_expect_lt(st.st_size, 6 << 20, "gmon.out has %lld bytes (the gaps' bins?)",
		     (long long)st.st_size);
	free(file);
	free(dir);
}

/* gmon-run's exit status is the program's. */
Test(gmon_run, exit_status_is_the_programs)
{
	char *dir = work_dir("gmon_run", "status"), *out;

	cr_expect_eq(run(&out, dir, "%s sh -c 'exit 7'", gmon_run()), 7, "%s", out);
	free(out);
	cr_expect_eq(run(&out, dir, "%s -- true", gmon_run()), 0, "%s", out);
	free(out);
}

/*
 * --rate takes a positive decimal number only: strtoul() had let "-5"
 * (a huge number), " 5" and "+5" through, and the program then ran at
 * another rate than asked, with the runtime's complaint on its stderr.
 */
Test(gmon_run, refuses_a_rate_that_is_not_a_number_of_hz)
{
	static const char *const bad[] = { "-5", "' 5'", "+5", "0", "5x", "''" };
	char *dir = work_dir("gmon_run", "rate"), *out;
	size_t i;

	for (i = 0; i < sizeof bad / sizeof *bad; i++) {
		cr_expect_eq(run(&out, dir, "%s --rate=%s true", gmon_run(),
				 bad[i]), 125, "--rate=%s: %s", bad[i], out);
		cr_expect(strstr(out, "--rate must be"), "%s", out);
		free(out);
	}
	cr_expect_eq(run(&out, dir, "%s -r 250 true", gmon_run()), 0, "%s", out);
	free(out);
}

/*
 * libgmon.so's start-up looks up names that are not there (another
 * runtime's mcount: __gnu_mcount_nc exists only on ARM), and left the
 * failure for the program's next dlerror(): on glibc for a program
 * whose first dl call is dlerror(), on musl for any program that asks
 * after lookups that succeeded (a plugin loader's check).
 */
Test(gmon_run, leaves_no_dlerror_for_the_program)
{
	char *dir = work_dir("gmon_run", "dlerror"), *out;

	cr_assert_eq(run(&out, dir, "%s -O1 '%s/tests/progs/dlerror_clear.c' -o prog && "
			 "musl-gcc -O1 '%s/tests/progs/dlerror_clear.c' -o prog_musl",
			 test_cc("gcc"), srcdir_path(), srcdir_path()), 0, "%s", out);
	free(out);
	cr_expect_eq(run(&out, dir, "%s ./prog", gmon_run()), 0, "glibc: %s", out);
	free(out);
	cr_expect_eq(run(&out, dir, "%s ./prog_musl", gmon_run()), 0, "musl: %s", out);
	free(out);
	free(dir);
}

/*
 * Nor does it take a message away: one a library's constructor left for
 * main was gone on glibc, where every dlsym() that succeeds clears it
 * (libgmon.so's constructor runs after those of the program's libraries).
 */
Test(gmon_run, keeps_a_dlerror_left_for_the_program)
{
	char *dir = work_dir("gmon_run", "dlerror_kept"), *out;
	const char *cc[] = { test_cc("gcc"), "musl-gcc" };
	size_t i;

	for (i = 0; i < 2; i++) {
		cr_assert_eq(run(&out, dir, "%s -O1 -fPIC -shared -DLIB '%s/tests/progs/dlerror_kept.c' "
				 "-o libkept.so && %s -O1 '%s/tests/progs/dlerror_kept.c' -o prog "
				 "-L. -lkept -Wl,-rpath,'$ORIGIN' && ./prog",
				 cc[i], srcdir_path(), cc[i], srcdir_path()), 0, "%s: %s", cc[i], out);
		free(out);
		cr_expect_eq(run(&out, dir, "%s ./prog", gmon_run()), 0, "%s: %s", cc[i], out);
		cr_expect(strstr(out, "kept"), "%s: %s", cc[i], out);
		free(out);
	}
	free(dir);
}

/*
 * A program built with -fsanitize=address, run under gmon-run or started
 * by a program that is: ASan's runtime refused to start behind
 * libgmon.so ("ASan runtime does not come first").  The user's own
 * ASAN_OPTIONS are kept.
 */
Test(gmon_run, runs_address_sanitizer_programs)
{
	char *dir = work_dir("gmon_run", "asan"), *out;

	cr_assert_eq(run(&out, dir, "printf '#include <stdio.h>\\nint main(void)"
			 "{puts(\"hello\");return 0;}\\n' > t.c && "
			 "%s -fsanitize=address t.c -o t", test_cc("gcc")), 0, "%s", out);
	free(out);
	cr_expect_eq(run(&out, dir, "ASAN_OPTIONS=detect_leaks=0 %s sh -c "
			 "'./t && echo \"$ASAN_OPTIONS\"'", gmon_run()), 0, "%s", out);
	cr_expect_str_eq(out, "hello\ndetect_leaks=0:verify_asan_link_order=0\n");
	free(out);
	free(dir);
}

/*
 * A program found as execvp() finds it: an empty element of PATH is the
 * current directory (gmon-run looked for /NAME there).
 */
Test(gmon_run, empty_path_element_is_the_current_directory)
{
	char *dir = work_dir("gmon_run", "path"), *out;

	cr_expect_eq(run(&out, dir, "cp /bin/true mytrue && "
			 "PATH=/usr/bin:/bin: %s mytrue && echo found", gmon_run()),
		     0, "%s", out);
	cr_expect(strstr(out, "found"), "%s", out);
	free(out);
}

/* One line, naming the program and the reason; a non-zero status. */
static void expect_refused(const char *dir, const char *prog,
			   const char *reason)
{
	char *out;
	int st = run(&out, dir, "%s %s", gmon_run(), prog);

	cr_expect_neq(st, 0, "%s ran: %s", prog, out);
	cr_expect_eq(lines(out), 1, "not one line: %s", out);
	cr_expect(strstr(out, prog) && strstr(out, reason),
		  "%s: expected '%s': %s", prog, reason, out);
	free(out);
}

Test(gmon_run, refuses_what_it_cannot_profile)
{
	char *dir = work_dir("gmon_run", "refuse"), *out;

	cr_assert_eq(run(&out, dir,
			 "printf 'int main(void) { return 0; }\\n' > t.c && "
			 "gcc -static t.c -o static && gcc -pg -static t.c -o static_pg && "
			 "printf 'int gmon_dump(void) { return 0; }\\n"
			 "int main(void) { return gmon_dump(); }\\n' > own.c && "
			 "gcc -static own.c -o static_own_dump && "
			 "gcc t.c -o setuid && "
			 "chmod u+s setuid && gcc t.c -o setgid && chmod g+s setgid && "
			 "printf '#!/bin/sh\\ntrue\\n' > script && chmod +x script && "
			 "printf '#!/usr/bin/perl -w\\n1;\\n' > perl && chmod +x perl && "
			 "printf '#!/usr/bin/env -S python3 -u\\n1\\n' > py && chmod +x py && "
			 "printf '#!/usr/bin/env -i X=1 python3\\n1\\n' > envpy && chmod +x envpy && "
			 "gcc t.c -Wl,--dynamic-linker=/lib/ld-other.so.1 -o other && "
			 "printf 'hello\\n' > text && chmod +x text"), 0, "%s", out);
	free(out);
	expect_refused(dir, "./static", "statically linked");
	expect_refused(dir, "./static_pg", "its C library's profiling runtime");
	/* a gmon_dump of its own is not libgmon's (it had been taken so) */
	expect_refused(dir, "./static_own_dump", "statically linked");
	expect_refused(dir, "./setuid", "set-user-ID");
	expect_refused(dir, "./setgid", "set-group-ID");
	expect_refused(dir, "./script", "is a script");
	/* the hint names the interpreter of the #! line */
	expect_refused(dir, "./script", "(gmon-run /bin/sh ./script)");
	expect_refused(dir, "./perl", "(gmon-run /usr/bin/perl -w ./perl)");
	/* env's program, with its options where -S splits them off */
	expect_refused(dir, "./py", "(gmon-run python3 -u ./py)");
	expect_refused(dir, "./envpy", "(gmon-run python3 ./envpy)");
	/* a script found through PATH by its path: interpreters do not search */
	cr_expect_neq(run(&out, dir, "mkdir -p bin && cp script bin/onpath && "
			  "PATH=\"$PWD/bin:$PATH\" %s onpath", gmon_run()), 0);
	cr_expect(strstr(out, "(gmon-run /bin/sh /") &&
		  strstr(out, "/bin/onpath)"), "%s", out);
	free(out);
	/* quoted where a shell would split it */
	cr_expect_neq(run(&out, dir, "mkdir -p 'my bin' && cp script 'my bin/spaced' && "
			  "PATH=\"$PWD/my bin:$PATH\" %s spaced", gmon_run()), 0);
	cr_expect(strstr(out, "(gmon-run /bin/sh '/") &&
		  strstr(out, "/my bin/spaced')"), "%s", out);
	free(out);
	/* another C library's loader could not link libgmon.so in */
	expect_refused(dir, "./other", "another C library");
	expect_refused(dir, "./text", "not an ELF executable");
	expect_refused(dir, "./missing", "No such file");
	cr_expect(!file_exists(xasprintf("%s/gmon.out", dir)));
}

/* gmon-run with libgmon.so looked up in `libdir' (as given: relative or not). */
static char *gmon_run_from(const char *libdir)
{
	return xasprintf("GMON_RUN_LIBDIR='%s' '%s/gmon-run'", libdir,
			 builddir_path());
}

/*
 * A relative GMON_RUN_LIBDIR is taken from gmon-run's current directory:
 * it went into LD_PRELOAD as it was, and a program started after a cd
 * got the loader's "cannot be preloaded" error and ran unprofiled.
 */
Test(gmon_run, relative_libdir_holds_after_a_cd)
{
	char *dir = work_dir("gmon_run", "relative_libdir"), *out;
	char *gmon_run_rel = gmon_run_from("lib");

	cr_assert_eq(run(&out, dir, "mkdir lib sub out && ln -s '%s/libgmon.so' lib/ && "
			 "cp /bin/true prog && %s -o \"$PWD/out/p\" /bin/sh -c "
			 "'cd sub && exec ../prog' && ls out | sed 's/[0-9]*$//'",
			 builddir_path(), gmon_run_rel), 0, "%s", out);
	cr_expect_str_eq(out, "p.\n", "one profile, by prog, and no error");
	free(out);
	free(gmon_run_rel);
	free(dir);
}

/*
 * A libgmon.so whose path has a space or a colon, where LD_PRELOAD is
 * split: the program ran unprofiled after the loader's two errors, with
 * its own exit status.  gmon-run refuses, in one line, with 126.
 */
static void expect_library_refused(const char *dir, const char *libdir,
				   const char *reason)
{
	char *gmon_run_in = gmon_run_from(libdir), *out, *lib;
	int st;

	lib = xasprintf("%s/%s/libgmon.so", dir, libdir);
	cr_assert_eq(run(&out, dir, "mkdir '%s' && ln -s '%s/libgmon.so' '%s/'",
			 libdir, builddir_path(), libdir), 0, "%s", out);
	free(out);
	st = run(&out, dir, "%s true", gmon_run_in);
	cr_expect_eq(st, 126, "%s: status %d: %s", libdir, st, out);
	cr_expect_eq(lines(out), 1, "not one line: %s", out);
	cr_expect(strstr(out, lib) && strstr(out, reason),
		  "expected %s and '%s': %s", lib, reason, out);
	free(out);
	free(lib);
	free(gmon_run_in);
}

Test(gmon_run, refuses_a_library_path_that_ld_preload_splits)
{
	char *dir = work_dir("gmon_run", "split_libdir");

	expect_library_refused(dir, "my lib", "has a space");
	expect_library_refused(dir, "my:lib", "has a colon");
	free(dir);
}

/* The interpreter (PT_INTERP) that `file' in dir names, as a full path. */
static char *interpreter(const char *dir, const char *file)
{
	char *out;

	cr_assert_eq(run(&out, dir, "readelf -lW '%s' | sed -n "
			 "'s|.*interpreter: \\(.*\\)]|\\1|p'", file), 0, "%s", out);
	out[strcspn(out, "\n")] = '\0';
	cr_assert(*out, "no interpreter in %s", file);
	return out;
}

/* gmon-run LOADER ./PROG: PROG's time is in its gmon.out. */
static void expect_profiled_through(const char *dir, const char *loader,
				    const char *prog)
{
	char *out, *g;

	cr_assert_eq(run(&out, dir, "rm -f gmon.out && %s --rate=1000 '%s' %s 0.4",
			 gmon_run(), loader, prog), 0, "%s: %s", loader, out);
	cr_expect_eq(lines(out), 1, "%s: %s", loader, out);
	g = gprof(dir, prog, "gmon.out");
	expect_near(flat_self(g, "burn_a"), measured(out, "burn_a"), loader, g);
	free(g);
	free(out);
}

/*
 * The dynamic loader run as a program (ld.so PROG ARGS) preloads for
 * PROG: gmon-run refused it as "statically linked", having found no
 * PT_INTERP in it.  Ours is known under any name (through a symlink, as
 * its file, a copy by its DT_SONAME), musl's too; a static-pie program,
 * ET_DYN with no PT_INTERP like a loader, is still refused.
 */
Test(gmon_run, loader_run_as_a_program)
{
	char *dir = work_dir("gmon_run", "loader"), *out, *ours, *real, *musl;
	char *self = xasprintf("%s/gmon-run", builddir_path());

	cr_assert_eq(run(&out, dir, "S='%s/tests/progs' && "
			 "%s -O1 \"$S/burn.c\" -o prog && "
			 "musl-gcc -O1 \"$S/burn.c\" -o prog_musl && "
			 "%s -static-pie \"$S/burn.c\" -o static_pie",
			 srcdir_path(), test_cc("gcc"), test_cc("gcc")), 0, "%s", out);
	free(out);
	ours = interpreter(dir, self);	/* gmon-run's loader is libgmon.so's */
	cr_assert_eq(run(&real, dir, "readlink -f '%s' && cp '%s' ./ld-copy",
			 ours, ours), 0, "%s", real);
	real[strcspn(real, "\n")] = '\0';
	musl = interpreter(dir, "prog_musl");
	expect_profiled_through(dir, ours, "./prog");
	expect_profiled_through(dir, real, "./prog");
	expect_profiled_through(dir, "./ld-copy", "./prog");
	expect_profiled_through(dir, musl, "./prog_musl");
	expect_refused(dir, "./static_pie", "statically linked");
	free(ours);
	free(real);
	free(musl);
	free(self);
	free(dir);
}

/*
 * A program built with glibc's `cc -pg' under gmon-run: libgmon's
 * runtime replaces glibc's (its calls find the preloaded library
 * first), and the one profile has glibc's own call graph.
 */
Test(gmon_run, program_built_with_glibc_pg)
{
	char *dir = work_dir("gmon_run", "glibc_pg"), *out, *ref, *ours, why[512];
	struct graph a, b;

	cr_assert_eq(run(&out, dir, "gcc -O1 -pg '%s/tests/progs/calls.c' -o prog && "
			 "./prog >/dev/null && mv gmon.out glibc.out && "
			 "%s -o p ./prog >/dev/null && ls p.* && mv p.[0-9]* gmon.out",
			 srcdir_path(), gmon_run()), 0, "%s", out);
	cr_expect_eq(lines(out), 1, "one file: %s", out);
	ref = gprof(dir, "prog", "glibc.out");
	ours = gprof(dir, "prog", "gmon.out");
	parse_graph(ref, &a);
	parse_graph(ours, &b);
	cr_expect_gt(a.n, 300);
	cr_expect(same_graph(&b, &a, why, sizeof why), "%s", why);
	free_graph(&a);
	free_graph(&b);
	free(ref);
	free(ours);
	free(out);
}

/*
 * GMON_PROFILE=off under gmon-run: a cc -pg program's start file calls
 * monstartup itself, which found libgmon.so's and profiled, against the
 * README's "write nothing".  A gmon-cc program's start file already
 * asked.
 */
Test(gmon_run, profile_off_holds_for_a_cc_pg_program)
{
	char *dir = work_dir("gmon_run", "off"), *out;

	cr_assert_eq(run(&out, dir, "gcc -O1 -pg '%s/tests/progs/calls.c' -o prog && "
			 "%s -O1 '%s/tests/progs/calls.c' -o own && "
			 "GMON_PROFILE=off %s ./prog >/dev/null && "
			 "GMON_PROFILE=off %s ./own >/dev/null && ls",
			 srcdir_path(), gmon_cc(), srcdir_path(), gmon_run(),
			 gmon_run()), 0, "%s", out);
	cr_expect(!strstr(out, "gmon"), "files written: %s", out);
	free(out);
}

/*
 * A program built with gmon-cc under gmon-run: its own runtime
 * profiles it and the preloaded one stands aside; both writing would
 * leave the last writer's file, the preloaded runtime's, without arcs.
 * With `prefix', gmon-run is given -o prefix, and the one file it gets
 * is read.
 */
static void gmon_cc_program_under_gmon_run(const char *name, const char *flags,
					   const char *prefix)
{
	char *dir = work_dir("gmon_run", name), *out, *g;
	char *opts = prefix ? xasprintf("-o %s", prefix) : xasprintf("%s", "");
	char *take = prefix ? xasprintf("&& mv %s.[0-9]* gmon.out", prefix)
			    : xasprintf("%s", "");
	struct graph graph;

	cr_assert_eq(run(&out, dir, "rm -f gmon.out && %s -O1 %s "
			 "'%s/tests/progs/calls.c' -o prog && %s %s ./prog "
			 ">/dev/null %s", gmon_cc(), flags, srcdir_path(),
			 gmon_run(), opts, take), 0, "%s", out);
	cr_expect_str_empty(out, "%s", out);
	free(out);
	free(opts);
	free(take);
	g = gprof(dir, "prog", "gmon.out");
	parse_graph(g, &graph);
	cr_expect_eq(arc_count(&graph, "main", "mid"), 10, "%s", g);
	cr_expect_eq(arc_count(&graph, "by_pointer", "op_add"), 100, "%s", g);
	free_graph(&graph);
	free(g);
	free(dir);
}

/*
 * A static gmon-cc program, stripped, runs as it is and profiles itself:
 * libgmon's note says it is there.  gmon-run looked for gmon_dump among
 * its symbols, found none, and refused it as "statically linked: ...
 * build it with gmon-cc".
 */
Test(gmon_run, stripped_static_program_built_with_gmon_cc)
{
	char *dir = work_dir("gmon_run", "stripped_static"), *out, *g;
	struct graph graph;

	cr_assert_eq(run(&out, dir, "rm -f gmon.out && %s -O1 -static "
			 "'%s/tests/progs/calls.c' -o prog && strip -o stripped prog && "
			 "%s ./stripped > /dev/null", gmon_cc(), srcdir_path(),
			 gmon_run()), 0, "%s", out);
	free(out);
	g = gprof(dir, "prog", "gmon.out");
	parse_graph(g, &graph);
	cr_expect_eq(arc_count(&graph, "main", "mid"), 10, "%s", g);
	free_graph(&graph);
	free(g);
	free(dir);
}

Test(gmon_run, program_built_with_gmon_cc)
{
	gmon_cc_program_under_gmon_run("gmon_cc", "", NULL);
}

/*
 * A static program built with gmon-cc profiles itself: gmon-run runs it
 * as it is, under its settings (-o here), where it used to refuse it
 * as a static program to build with gmon-cc.
 */
Test(gmon_run, static_program_built_with_gmon_cc)
{
	gmon_cc_program_under_gmon_run("gmon_cc_static", "-static", "p");
}

/*
 * --exclude-libs,ALL keeps libgmon.a's _mcleanup from the program's
 * exports: libgmon.so took it for a program without a runtime and
 * started a second one, which wrote a gmon.out without arcs and said
 * the program had taken its signal.
 */
Test(gmon_run, program_built_with_gmon_cc_excluding_its_libraries)
{
	gmon_cc_program_under_gmon_run("gmon_cc_exclude",
				       "-Wl,--exclude-libs,ALL", NULL);
}

/*
 * GMON_OBJECTS from the environment: gmon-run set `all' over it, although
 * its manual says the runtime's variables are passed on.  -O still wins.
 */
Test(gmon_run, objects_setting_from_the_environment)
{
	char *dir = work_dir("gmon_run", "objects_env"), *out;

	build(dir, PROFILED);
	cr_assert_eq(run(&out, dir, "GMON_OBJECTS=exe %s -o p ./prog threads 10 "
			 ">/dev/null && ls p.* | sed 's/[0-9]*$//'", gmon_run()),
		     0, "%s", out);
	cr_expect_str_eq(out, "p.\n");
	free(out);
	cr_assert_eq(run(&out, dir, "rm -f p.* && GMON_OBJECTS=exe %s -O pg -o p "
			 "./prog threads 10 >/dev/null && ls p.* | sed 's/[0-9]*$//'",
			 gmon_run()), 0, "%s", out);
	cr_expect_str_eq(out, "p.\np.libpg.so.\n");
	free(out);
}

/*
 * `prog fork 0.2' printed "parent PID" and "child PID" into out: each
 * process's file p.PID has its 0.2 s in main_burn.
 */
static void expect_parent_and_child(const char *dir, const char *out)
{
	int parent = 0, child = 0;
	const char *p = strstr(out, "parent ");
	char *g;

	cr_assert(p && sscanf(p, "parent %d", &parent) == 1, "%s", out);
	p = strstr(out, "child ");
	cr_assert(p && sscanf(p, "child %d", &child) == 1, "%s", out);
	for (int i = 0; i < 2; i++) {
		char *file = xasprintf("p.%d", i ? child : parent);

		g = gprof(dir, "prog", file);
		expect_near(flat_self(g, "main_burn"), 0.2, file, g);
		free(g);
		free(file);
	}
}

/* A program that forks and execs itself: each process its own files. */
Test(gmon_run, children_are_profiled)
{
	char *dir = work_dir("gmon_run", "children"), *out;

	build(dir, PLAIN);
	cr_assert_eq(run(&out, dir, "%s -o p --rate=1000 ./prog fork 0.2",
			 gmon_run()), 0, "%s", out);
	expect_parent_and_child(dir, out);
	free(out);
}

/*
 * A program of another C library that a profiled program starts inherits
 * LD_PRELOAD: musl's loader stopped it ("Error relocating libgmon.so:
 * dladdr1: symbol not found", status 127).  It now runs as it would
 * without gmon-run, and is profiled by the same libgmon.so, as it is
 * when gmon-run starts it (which refused it before).
 */
Test(gmon_run, children_of_another_c_library)
{
	char *dir = work_dir("gmon_run", "other_libc"), *out, *g;

	cr_assert_eq(run(&out, dir,
			 "S='%s/tests/progs' && for l in pg plain dl; do "
			 "musl-gcc -O1 -fPIC -shared -DLIB=$l -I\"$S\" \"$S/objlib.c\" "
			 "-o lib$l.so || exit 1; done && "
			 "musl-gcc -O1 -I\"$S\" \"$S/objects.c\" -L. -lpg -lplain "
			 "-Wl,-rpath,'$ORIGIN' -o prog", srcdir_path()), 0, "%s", out);
	free(out);
	cr_assert_eq(run(&out, dir, "%s -o p --rate=1000 /bin/sh -c "
			 "'./prog fork 0.2; echo status $?'", gmon_run()),
		     0, "%s", out);
	cr_expect(strstr(out, "status 0") && !strstr(out, "rror"), "%s", out);
	expect_parent_and_child(dir, out);
	free(out);
	cr_assert_eq(run(&out, dir, "rm -f p.* && %s -o p --rate=1000 "
			 "./prog child 0.2 && mv p.[0-9]* direct.out",
			 gmon_run()), 0, "%s", out);
	free(out);
	g = gprof(dir, "prog", "direct.out");
	expect_near(flat_self(g, "main_burn"), 0.2, "direct.out", g);
	free(g);
}

/*
 * Under gmon-run the hook is libgmon.so's, an object with no run path:
 * the executable's dlopen of a bare name found through its own run path
 * failed, and so did its library's.
 */
Test(gmon_run, dlopen_searches_as_its_caller)
{
	char *dir = work_dir("gmon_run", "dlpaths"), *out;

	build_dlpaths(dir, test_cc("gcc"));
	cr_assert_eq(run(&out, dir, "./prog"), 0, "%s", out);
	cr_expect_str_eq(out, DLPATHS_OUT, "without gmon-run");
	free(out);
	cr_assert_eq(run(&out, dir, "%s ./prog", gmon_run()), 0, "%s", out);
	cr_expect_str_eq(out, DLPATHS_OUT);
	free(out);
}

/* The same under gmon-run (objects/dlopen_origin_of_a_library_...). */
Test(gmon_run, dlopen_origin_of_a_library_loaded_by_a_relative_name)
{
	char *dir = work_dir("gmon_run", "dlorigin"), *out, *plain;

	build_dlpaths(dir, test_cc("gcc"));
	cr_assert_eq(run(&plain, dir, RUN_MOVED), 0, "%s", plain);
	if (strcmp(test_libc(), "glibc") == 0)
		cr_expect_str_eq(plain, MOVED_OUT);
	cr_assert_eq(run(&out, dir, "cd elsewhere && LD_LIBRARY_PATH=../lib "
			 "%s ../moved ..", gmon_run()), 0, "%s", out);
	cr_expect_str_eq(out, plain);
	free(out);
	free(plain);
}

/* The same under gmon-run (objects/dlopen_takes_little_more_stack). */
Test(gmon_run, dlopen_takes_little_more_stack)
{
	char *dir = work_dir("gmon_run", "dlstack"), *prefix;

	build_dlstack(dir, test_cc("gcc"));
	prefix = xasprintf("%s ", gmon_run());
	expect_dlopen_stack(dir, dir, prefix);
	free(prefix);
	free(dir);
}

/* dir/prog's output, which must be the same under gmon-run. */
static char *same_under_gmon_run(const char *dir)
{
	char *plain, *out;

	cr_assert_eq(run(&plain, dir, "./prog"), 0, "%s", plain);
	cr_assert_eq(run(&out, dir, "%s ./prog", gmon_run()), 0, "%s", out);
	cr_expect_str_eq(out, plain);
	free(out);
	return plain;
}

/*
 * A library with DT_RUNPATH opens a name that only the executable's
 * DT_RPATH finds (tests/progs/runpath.c): not found, as without
 * gmon-run.  The hook's own call of the C library's dlopen, made when the
 * caller's directories had nothing, looked in the executable's DT_RPATH,
 * as glibc does for a caller without DT_RUNPATH (libgmon.so had none),
 * and found it.
 */
Test(gmon_run, runpath_caller_never_searches_the_executables_rpath)
{
	char *dir = work_dir("gmon_run", "runpath"), *out, *plain;
	const char *cc = test_cc("gcc");

	cr_assert_eq(run(&out, dir, "S='%s/tests/progs' && mkdir -p lib exe && "
			 "%s -fPIC -shared -DLIB \"$S/runpath.c\" -o exe/libexeonly.so && "
			 "%s -fPIC -shared -DLIB \"$S/runpath.c\" -o lib/libprobe.so "
			 "-Wl,--enable-new-dtags,-rpath,'$ORIGIN' && "
			 "%s \"$S/runpath.c\" -o prog -Llib -lprobe "
			 "-Wl,--disable-new-dtags,-rpath,'$ORIGIN/lib:$ORIGIN/exe'",
			 srcdir_path(), cc, cc, cc), 0, "%s", out);
	free(out);
	plain = same_under_gmon_run(dir);
	if (strcmp(test_libc(), "glibc") == 0)
		cr_expect_str_eq(plain, "libexeonly.so not found\n");
	free(plain);
}

/*
 * The hook's search of the caller's run path ends where the loader's
 * does (tests/progs/dlerrors.c): at the first file found that is not for
 * another machine, loaded or with the loader's own error.  It went on
 * past an empty file to the next directory's, and a library with an
 * undefined symbol came out as "cannot open shared object file: No such
 * file or directory".
 */
Test(gmon_run, dlopen_errors_are_the_loaders)
{
	char *dir = work_dir("gmon_run", "dlerrors"), *out, *plain;
	const char *cc = test_cc("gcc");

	cr_assert_eq(run(&out, dir, "S='%s/tests/progs' && mkdir -p d0 d1 d2 && "
			 "aarch64-linux-gnu-gcc -fPIC -shared -DLIB \"$S/dlerrors.c\" -o d0/libB.so && "
			 ": > d1/libB.so && "
			 "%s -fPIC -shared -DLIB \"$S/dlerrors.c\" -o d2/libB.so && "
			 "cp d2/libB.so d2/libC.so && "
			 "%s -fPIC -shared -DLIB -DUNDEFINED \"$S/dlerrors.c\" -o d2/libU.so && "
			 "%s \"$S/dlerrors.c\" -o prog "
			 "-Wl,-rpath,'$ORIGIN/d0:$ORIGIN/d1:$ORIGIN/d2'",
			 srcdir_path(), cc, cc, cc), 0, "%s", out);
	free(out);
	plain = same_under_gmon_run(dir);
	if (strcmp(test_libc(), "glibc") == 0)
		cr_expect(strstr(plain, "/d1/libB.so: file too short\n") &&
			  strstr(plain, "libU.so: undefined symbol: undefined_thing") &&
			  strstr(plain, "libC.so: no error\n"), "%s", plain);
	free(plain);
}

/*
 * The same under gmon-run, built without -pg: libgmon.so's dlmopen lets
 * the library's time land in its file (it had none: "100.0% unknown
 * (in no loaded object)").
 */
Test(gmon_run, dlmopen_into_the_base_namespace)
{
	char *dir = work_dir("gmon_run", "dlmopen"), *out, *g;

	if (strcmp(test_libc(), "glibc") != 0)
		cr_skip_test("the C library has no dlmopen");
	build(dir, PLAIN);
	cr_assert_eq(run(&out, dir, "%s -v --rate=1000 ./prog dlmopen 0.3 "
			 "./libdl.so", gmon_run()), 0, "%s", out);
	g = gprof(dir, "libdl.so", "gmon.libdl.so.out");
	expect_near(flat_self(g, "dl_burn"), measured(out, "dl_burn"),
		    "dl_burn", g);
	free(g);
	free(out);
}
#endif /* GMON_TEST_GMON_RUN */

/* ---- GMON_VERBOSE: only what is worth reporting ---- */

/*
 * A process with nothing to report prints nothing, even with
 * GMON_VERBOSE=1 (a shell script ran 185 such processes and got 185
 * lines of "0 samples outside").
 */
Test(verbose, silent_when_nothing_to_report)
{
	char *dir = work_dir("verbose", "quiet"), *out;

	build(dir, PROFILED);
	cr_expect_eq(run(&out, dir, "GMON_VERBOSE=1 ./prog many 2>err && "
			 "GMON_VERBOSE=1 GMON_OBJECTS=exe ./prog many 2>>err && "
			 "cat err"), 0, "%s", out);
	cr_expect_str_eq(out, "opened 0\nopened 0\n");
	free(out);
}
