/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Whole-process profiles, one file a suite, linked into one binary
 * (tests/objects_test): a file per loaded object, -pg shared libraries
 * (linked and dlopen'ed), GMON_OBJECTS, dlopen seen from its caller,
 * gmon-run on programs not built for profiling, and GMON_VERBOSE's
 * report of where the time went.
 *
 * tests/progs/objects.c burns a known share of CPU time (measured by
 * itself) in the executable, in libpg (built with -pg), in libplain
 * (without), in libdl (-pg, dlopen'ed) and in the C library, and makes
 * known numbers of calls in each: gprof must read each object's file
 * with exact arc counts and the time in the right function (within
 * TOLERANCE of the program's own measurement; sampled at 1000 Hz, so
 * that 0.3 s is about 300 samples).
 *
 * What the suites share, beyond tests/lib/harness.h:
 */
#ifndef GMON_TEST_OBJECTS_H
#define GMON_TEST_OBJECTS_H

#define SECONDS "1.5"		/* objects.c's run: 0.3 s in each of five places */
#define TOLERANCE 0.30

/* How objects.c and its libraries are built: with -pg, or not at all. */
enum objects_build { PROFILED, PLAIN };

/* objects.c as dir/prog, with libpg.so, libplain.so and libdl.so. */
void build_objects_program(const char *dir, enum objects_build how);

/*
 * The file name of the C library as dir/prog loads it: libc.so.6 for
 * glibc; musl's C library is its dynamic loader, ld-musl-ARCH.so.1.
 * (malloc'd)
 */
char *libc_object(const char *dir);

/* The CPU seconds the program says (in its output `out') it spent in
 * `part'. */
double measured_seconds(const char *out, const char *part);

/* gprof's `got' seconds are the `want' the program measured, within
 * TOLERANCE (`what' and `report' for the message). */
void expect_near(double got, double want, const char *what,
		 const char *report);

/* The share in % GMON_VERBOSE's summary in `report' gives `object'. */
double verbose_share(const char *report, const char *object);

/* ---- dlopen seen from its caller (tests/progs/dlpaths.c, dlstack.c) ---- */

/* What dlpaths.c's prog prints on glibc, and what `moved' prints when
 * RUN_MOVED runs it: liba found by a relative name, from elsewhere/. */
#define DLPATHS_OUT "main found libown.so\nliba bare 42\nliba origin 42\n"
#define MOVED_OUT "liba origin 42\nliba $ORIGINAL 42\n"
#define RUN_MOVED "cd elsewhere && LD_LIBRARY_PATH=../lib ../moved .."

/* dlpaths.c's programs in dir: the libraries with plain gcc, prog and
 * moved with `cc'. */
void build_dlpaths(const char *dir, const char *cc);

/* dlstack.c in dir: the library with plain gcc, prog with `cc';
 * libplug.so in the library's run path. */
void build_dlstack(const char *dir, const char *cc);

/*
 * Each dlopen() dlstack.c makes takes at most 2 KiB more stack in dir,
 * run with the command prefix `run_prog', than in ref without libgmon,
 * and finds what it finds there.  Every symbol is bound at start-up, so
 * that only what the hook takes itself counts, not the C library's lazy
 * binding of its own (its size differs from CPU to CPU).
 */
void expect_dlopen_stack(const char *ref, const char *dir,
			 const char *run_prog);

#endif
