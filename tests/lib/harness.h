/*
 * Helpers for the end-to-end tests: run shell commands, build programs
 * with gmon-cc or with the C library's own `cc -pg', and read GNU gprof's
 * report back into (caller, callee, count) arcs and per-function times.
 */
#ifndef GMON_TEST_HARNESS_H
#define GMON_TEST_HARNESS_H

#include <stddef.h>

/* Paths from the environment make check sets (see tests/Makefile.inc). */
const char *srcdir_path(void);	/* $abs_top_srcdir */
const char *builddir_path(void);	/* $abs_top_builddir */

/*
 * Run a shell command (printf-style) in `dir'; returns its exit status
 * (or 128+signal) and leaves stdout and stderr, merged, in *out (malloc'd,
 * may be NULL if the caller does not want it).
 */
int run(char **out, const char *dir, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* The gmon-cc command line prefix for the uninstalled build tree. */
const char *gmon_cc(void);
/* The same, linking the test build with fault injection (GMON_FAULT). */
const char *gmon_cc_fault(void);
/* Shell exports after which plain $abs_top_builddir/tools/gmon-cc works. */
const char *gmon_cc_exports(void);

struct arc { char caller[128], callee[128]; unsigned long count; };
struct graph { struct arc *arcs; size_t n; };

/* Parse the call graph of `gprof -b -q' output. */
void parse_graph(const char *gprof_text, struct graph *g);
unsigned long arc_count(const struct graph *g, const char *caller,
			const char *callee);
/* 1 if both graphs have the same arcs with the same counts. */
int same_graph(const struct graph *a, const struct graph *b, char *why,
	       size_t len);
void free_graph(struct graph *g);

/* Self seconds of `fn' in the flat profile of `gprof -b -p' output. */
double flat_self(const char *gprof_text, const char *fn);
/* Calls column of `fn' in the flat profile (0 if absent/blank). */
unsigned long flat_calls(const char *gprof_text, const char *fn);

/* Whole file into a malloc'd buffer; returns its length, -1 if absent. */
long slurp(const char *path, unsigned char **data);
int file_exists(const char *path);

#endif
