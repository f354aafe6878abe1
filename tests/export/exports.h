/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gmon-dump's exports against GNU gprof, one file a suite, linked into
 * one binary (tests/export_test): the callgrind export read by
 * valgrind's callgrind_annotate and the DOT call graph rendered by
 * Graphviz carry gprof's numbers (self time per function, calls per arc,
 * time passed up the call graph) for the same files, on the demo, on a
 * program with cycles, on GNU gzip, in every format and build the
 * exports accept; and a profile of another program is refused.  Runs
 * record call stacks by default, and the views then measure from them:
 * where an export is compared with gprof the test asks for gprof's
 * estimate (--estimate); stacks_test checks the measured exports.
 *
 * What the suites share, beyond tests/lib/harness.h:
 */
#ifndef GMON_TEST_EXPORTS_H
#define GMON_TEST_EXPORTS_H

#include "harness.h"

#define DEPS "deps/core.txt"

/* ---- reading the callgrind export (our own format: not gprof's) ---- */

struct cg_func { char name[128]; long long self, incl; };
struct cg {
	struct cg_func *f;
	size_t nf;
	struct graph calls;	/* caller -> callee, exact counts */
	long long summary;
	int has_lines;		/* a real source file was named */
};

/* The function `name' of the export, NULL if it has none (as strchr,
 * a pointer into `c'). */
struct cg_func *cg_func_find(const struct cg *c, const char *name);
/* The callgrind export `text' read into *c (free_cg() it). */
void parse_cg(const char *text, struct cg *c);
void free_cg(struct cg *c);

/* gprof prints seconds to 2 decimals: our exact value must round to it. */
int same_seconds(double gprof, double ours);

/* ---- the comparison every case makes ---- */

struct run_files { const char *dir, *prog, *files; };

/*
 * The callgrind export of prog+files against `gprof -b' of the same:
 * self seconds of every function, calls of every arc, main's inclusive
 * time, and callgrind_annotate's reading of it.  Returns gprof's report.
 */
char *check_callgrind(const struct run_files *r);
/* check_callgrind() of dir/prog with `files', then the DOT export
 * rendered with dot -Tsvg, naming gprof's top functions. */
void check_all(const char *dir, const char *prog, const char *files);

/*
 * `src' (a source and its options, as shell words) built with `cc flags'
 * into dir/prog and run `times' times with the command prefix `runner',
 * leaving gmon.1 .. gmon.N; returns dir.
 */
char *build_and_run(const char *test, const char *cc, const char *flags,
		    const char *src, const char *runner, int times);
/* examples/demo.c as a shell word (malloc'd). */
char *demo_src(void);

/* `text' written to dir/name. */
void write_text(const char *dir, const char *name, const char *text);
/* The SVG dir/file is well-formed XML (python3's parser says why not). */
void expect_xml(const char *dir, const char *file);

#endif
