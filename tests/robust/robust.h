/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The robustness suites, one file a suite, linked into one binary
 * (tests/robust_test): exact profiles of threaded programs, and profiles
 * that survive fork, exec, signals, long runs and failures.  Every test
 * builds a real program from tests/progs/ with gmon-cc, runs it in a
 * fresh directory under tests/work/robust/ and reads the result with
 * gprof or gmon-dump.  Assertions are on counts and file contents, and
 * on time only as a share of the CPU time the program measured itself.
 *
 * What the suites share, beyond tests/lib/harness.h:
 */
#ifndef GMON_TEST_ROBUST_H
#define GMON_TEST_ROBUST_H

/* profile_program() in a fresh directory for `test', built by gmon-cc. */
char *robust_profile(const char *test, const char *flags, const char *src,
		     const char *cmd, char **output);

/* A function and the calls gprof must count into it. */
struct fn_calls { const char *fn; unsigned long calls; };

/*
 * robust_profile() without output: gprof counts want[i].calls calls
 * into each want[i].fn, up to an entry whose fn is NULL.
 */
void expect_profile_calls(const char *test, const char *flags,
			  const char *src, const char *cmd,
			  const struct fn_calls *want);

/*
 * tests/progs/<src> built with `flags', and with tests/progs/pad.S of
 * `pad' bytes unless pad is 0 (big text: a write that takes a while);
 * `cmd' must exit 0 and print exactly `says'.
 */
void program_says(const char *test, const char *src, const char *flags,
		  unsigned long pad, const char *cmd, const char *says);

/*
 * `cmd' run in dir prints exactly `says', and gprof then counts `calls'
 * calls into `fn' in dir/gmon.out.
 */
void run_says(const char *dir, const char *cmd, const char *says,
	      const char *fn, unsigned long calls);

/* The same in a fresh directory with lifecycle.c built by `cc' (NULL:
 * gmon-cc). */
void lifecycle_says(const char *test, const char *cc, const char *cmd,
		    const char *says, const char *fn, unsigned long calls);

/* gprof's self seconds of `fn' in `report' are the `used' CPU seconds
 * the program measured, within 20 %. */
void expect_self_seconds(const char *report, const char *fn, double used);

/*
 * robust_profile() of a program that first prints the CPU seconds it
 * used: gprof's self seconds of `fn' are those (expect_self_seconds()).
 */
void expect_profile_seconds(const char *test, const char *flags,
			    const char *src, const char *cmd, const char *fn);

/*
 * burn.c built in dir and run with `env' for `secs' of CPU: the CPU it
 * measured, gprof's self seconds for it, and what it printed on stderr
 * followed by gmon-dump -s of its profile.
 */
void burn_at(const char *dir, const char *env, const char *secs, double *cpu,
	     double *gprof_seconds, char **dump);

/* A fresh directory for `test' with tests/progs/<src> built in it, at
 * -O1, by `cc' (NULL: gmon-cc). */
char *program_dir(const char *test, const char *cc, const char *src);

/* The calls gmon-dump -s counts in dir/gmon.out. */
unsigned long calls_in_profile(const char *dir);

/*
 * tests/progs/storm.c built by `cc' (NULL: gmon-cc) in a fresh dir for
 * `test': under a storm of signals whose SA_NODEFER handlers nest and
 * meet new arcs while main meets 10,000, every call is counted (2
 * rounds of 10,000, and 51 per handler) in bounded memory.
 */
void storm_counts_every_call(const char *test, const char *cc);

/*
 * The same with a SIGALRM every 50 us whose handler leaves by
 * siglongjmp: a call a jump interrupts is made again, so the calls
 * counted lie between 30,000 and that plus the jumps (and main's call
 * of jump()), in bounded memory.
 */
void jump_storm_counts_every_call(const char *test, const char *cc);

#endif
