/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gmon-cc and gmon-c++ as drop-ins for `cc -pg' and `c++ -pg': link-time
 * optimisation, programs with functions named like the profiling
 * interface, C++, CMake, compiler launchers, steps that link nothing,
 * response files, -nostartfiles, --help and --version, build-time helper
 * programs, and what libgmon's objects add to the programs gprof reads.
 * Call graphs are compared arc for arc with the C library's own -pg
 * runtime on the same program.
 *
 * The suites, one file a suite, linked into one binary (tests/dropin_test).
 * What they share, beyond tests/lib/harness.h:
 */
#ifndef GMON_TEST_DROPIN_H
#define GMON_TEST_DROPIN_H

struct expected_arc;

/* expect_script_arcs() in a fresh directory test/gmon. */
void expect_arcs_of(const char *test, const char *script,
		    const struct expected_arc *want);

#endif
