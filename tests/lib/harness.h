/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The test library every suite links: run shell commands, find the build
 * and source trees, build with gmon-cc, and read GNU gprof's and nm's
 * reports.  One reader of gprof's output, so that no two suites can
 * disagree about one report.
 */
#ifndef GMON_TEST_HARNESS_H
#define GMON_TEST_HARNESS_H

#include <stddef.h>
#include <stdint.h>

/* ---- the trees (from the environment make check sets) ---- */

const char *srcdir_path(void);	/* $abs_top_srcdir */
const char *builddir_path(void);	/* $abs_top_builddir */

/* ---- processes and files ---- */

/* printf into a fresh string; the test fails if memory runs out. */
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/*
 * Run a shell command (printf-style) in `dir'; returns its exit status
 * (or 128+signal) and leaves stdout and stderr, merged, in *out
 * (malloc'd) unless out is NULL.  The make that runs the tests keeps its
 * flags and jobserver to itself, and GMON_OUT_PREFIX (Criterion sets one
 * for its own sandbox) is unset.  HARNESS_VERBOSE=1 echoes everything.
 */
int run(char **out, const char *dir, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/*
 * Run a shell command (printf-style) in `dir'; the test fails, showing
 * the command and its output, unless it exits 0.  Returns what it
 * printed, stdout and stderr merged (malloc'd).
 */
char *run_ok(const char *dir, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* run_ok() in a fresh directory work_dir(suite, name). */
char *run_in_new_dir(const char *suite, const char *name, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Fail the test, naming the packages to install, if `tool' is missing. */
void need_tool(const char *tool, const char *deps_list);

/*
 * Build dir/fuzz, a libFuzzer target with ASan and UBSan, by clang from
 * `sources' (paths in the source tree, shell words; headers among them
 * are left out) with `flags' (and the project's include directories),
 * and make dir/corpus for its seeds.  The test fails, naming the
 * package of clang's libFuzzer, if it cannot.
 */
void build_fuzzer(const char *dir, const char *sources, const char *flags);
/*
 * A short run of dir/fuzz from the seeds in dir/corpus, for
 * $GMON_FUZZ_SECONDS seconds (default_secs when unset) with libFuzzer's
 * `options': any crash, leak, out-of-bounds access or undefined
 * behaviour fails the test, with the tail of libFuzzer's report.
 */
void run_fuzzer(const char *dir, const char *default_secs, const char *options);

/* A fresh, empty directory under the build tree's tests/work/, or under
 * $GMON_TEST_WORK when that is set. */
char *work_dir(const char *suite, const char *name);

/* Whole file into a malloc'd buffer; returns its length, -1 if absent. */
long slurp(const char *path, unsigned char **data);
int file_exists(const char *path);
/* The number of lines (newlines) in `text'. */
size_t count_lines(const char *text);

/* ---- the C library under test (from make check: configure's choice) ---- */

/* "glibc" or "musl": the C library gmon-cc builds programs for. */
const char *test_libc(void);
/*
 * The command that runs compiler `family' ("gcc" or "clang") for that
 * C library: "gcc" itself for glibc, "musl-gcc" for musl.  Programs
 * built by "gcc -pg" and "clang -pg" are glibc's: the reference.
 */
const char *test_cc(const char *family);

/* ---- gmon-cc from the build tree ---- */

/*
 * The gmon-cc command line prefix for the uninstalled build tree.  With
 * GMON_TEST_SANITIZE set to compiler flags (tests/sanitize.sh sets the
 * -fsanitize ones), it builds with those flags and links the sanitizer
 * build of the runtime, tests/sanitize/libgmon.a, instead.
 */
const char *gmon_cc(void);
/*
 * Those flags, or "" in the ordinary run: a reference built with the C
 * library's runtime adds them too, so that both programs are compiled
 * alike (the sanitizers change what the optimiser does with recursion).
 */
const char *sanitize_flags(void);
/* The same for gmon-c++ and gmon-fortran. */
const char *gmon_cxx(void);
const char *gmon_fortran(void);
/* The same, linking the test build with fault injection (GMON_FAULT). */
const char *gmon_cc_fault(void);
/*
 * The same, linking the test build whose arc tables spill after 64
 * home cells (tests/spill/libgmon.a).
 */
const char *gmon_cc_spill(void);
/*
 * Shell exports after which plain $abs_top_builddir/tools/gmon-cc works
 * (always the product build, whatever GMON_TEST_SANITIZE says).
 */
const char *gmon_cc_exports(void);

/* ---- gmon-run and gmon-dump from the build tree ---- */

/* The gmon-run command line prefix, preloading the build tree's libgmon.so. */
const char *gmon_run(void);
/* The gmon-dump command, quoted for the shell. */
const char *gmon_dump_cmd(void);

/* ---- gprof's call graph (gprof -q) ---- */

struct arc { char caller[128], callee[128]; unsigned long count; };
struct graph { struct arc *arcs; size_t n; };

/*
 * The (caller, callee, count) arcs of a call graph: in each entry the
 * lines above the primary line ("[n] ...") are its callers.  Arcs from
 * <spontaneous> and into a cycle as a whole are left out.
 */
void parse_graph(const char *gprof_text, struct graph *g);
/* Calls of caller -> callee; 0 if there is no such arc. */
unsigned long arc_count(const struct graph *g, const char *caller,
			const char *callee);
/* Calls of `callee' from every caller. */
unsigned long calls_into(const struct graph *g, const char *callee);
/* The same, read from gprof's report. */
unsigned long gprof_calls(const char *gprof_text, const char *callee);
/* 1 if both graphs have the same arcs with the same counts; else why. */
int same_graph(const struct graph *a, const struct graph *b, char *why,
	       size_t len);
/* 1 if every arc of `sub' is in `all' with the same count. */
int graph_subset(const struct graph *sub, const struct graph *all);
/* Keep only the arcs between functions in `names' (one name a line). */
void graph_keep(struct graph *g, const char *names);
/* "  caller -> callee count" lines, sorted, for failure messages. */
char *graph_text(const struct graph *g);
void free_graph(struct graph *g);

/* ---- gprof's flat profile (gprof -p) ---- */

/* Self seconds of `fn' (0 if it is not listed). */
double flat_self(const char *gprof_text, const char *fn);
/* The seconds of the call graph's granularity line; -1 if none. */
double gprof_seconds(const char *gprof_text);
/* % time of `fn' (0 if it is not listed). */
double flat_percent(const char *gprof_text, const char *fn);
/* Calls column of `fn' (0 if absent or blank). */
unsigned long flat_calls(const char *gprof_text, const char *fn);
/* The names in the flat profile, in its order (most time first), with
 * their self seconds; returns how many (at most max). */
struct flat_entry { char name[128]; double self; };
size_t flat_entries(const char *gprof_text, struct flat_entry *e, size_t max);

/* ---- nm ---- */

/* Value (and size, if asked) of `sym' in `nm -S' output; 0 or -1. */
int nm_lookup(const char *nm_text, const char *sym, uint64_t *value,
	      uint64_t *size);

/* ---- a program's profile: build, run, gprof (profile.c) ---- */

/*
 * Build tests/progs/<src> into dir/prog: `cc' (NULL: gmon_cc()) on the
 * source, then `flags' (options, and inputs to link after the source),
 * then -lpthread (a C library older than glibc 2.34 keeps threads
 * there).  The test fails if the build does.
 */
void build_program(const char *dir, const char *cc, const char *flags,
		   const char *src);
/*
 * gprof's brief report (gprof -b) of dir/<prog> with the profiles
 * `files' (a shell word list); C++ names demangled, as gprof prints
 * them by default.  The test fails if gprof does.
 */
char *gprof_report(const char *dir, const char *prog, const char *files);
/* gprof of dir/prog and dir/gmon.out counts `calls' calls into `fn'. */
void expect_gprof_calls(const char *dir, const char *fn, unsigned long calls);
/*
 * The whole sequence: build_program(dir, cc, flags, src), remove
 * gmon.out, run `cmd' in dir (it must exit 0; *output gets what it
 * printed, unless output is NULL), and return gprof_report() of
 * dir/prog and gmon.out.
 */
char *profile_program(const char *dir, const char *cc, const char *flags,
		      const char *src, const char *cmd, char **output);
/* The same for a program the shell script `build' makes as dir/prog. */
char *profile_script(const char *dir, const char *build, const char *cmd,
		     char **output);

/*
 * Run the shell script `script' in dir after gmon_cc_exports(), with $G
 * the build tree's gmon-cc: it must exit 0 and end by printing gprof's
 * call graph, which is parsed into *g (free_graph() it).  Returns what
 * the script printed.
 */
char *script_graph(const char *dir, const char *script, struct graph *g);
/* An arc and the calls gprof must count on it. */
struct expected_arc { const char *caller, *callee; unsigned long calls; };
/* g has each arc of `want', up to one whose caller is NULL, with its
 * calls; a miss shows `text' (what g was parsed from, or ""). */
void expect_graph_arcs(const struct graph *g, const struct expected_arc *want,
		       const char *text);
/* script_graph() of `script' in dir has each arc of `want', up to one
 * whose caller is NULL, with its calls. */
void expect_script_arcs(const char *dir, const char *script,
			const struct expected_arc *want);

/* ---- one program built two ways: libgmon's and the reference runtime's ---- */

/*
 * The same sources built by the shell script `ours' (libgmon) in
 * test/gmon and by `ref' (the compiler's own -pg runtime) in test/ref,
 * each making ./prog, run as `./prog > prog.out' and read by gprof:
 * dir[0] and report[0] are ours, dir[1] and report[1] the reference's.
 */
struct reference_pair { char *dir[2], *report[2]; };
void build_reference_pair(const char *test, const char *ours, const char *ref,
			  struct reference_pair *p);
void free_reference_pair(struct reference_pair *p);
/*
 * build_reference_pair(), and both must print the same and have the
 * same call graph (the reference's with more than 3 arcs).  The graph of
 * ours is left in *g (free_graph() it).
 */
void same_as_reference(const char *test, const char *ours, const char *ref,
		       struct graph *g);

#endif
