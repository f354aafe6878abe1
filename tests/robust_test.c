/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Exact profiles of threaded programs, and profiles that survive fork,
 * exec, signals, long runs and failures (issue #3).  Every test builds a
 * real program with gmon-cc, runs it and reads the result with gprof;
 * assertions are on counts and file contents, never on timings.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

static char *dir_for(const char *test)
{
	return work_dir("robust", test);
}

/* Build tests/progs/<src> into dir/prog with gmon-cc (or `cc' if given). */
static void build(const char *dir, const char *src, const char *cc,
		  const char *flags)
{
	char *out;
	int st = run(&out, dir, "%s %s '%s/tests/progs/%s' -o prog -lpthread",
		     cc ? cc : gmon_cc(), flags, srcdir_path(), src);

	cr_assert_eq(st, 0, "building %s failed:\n%s", src, out);
	free(out);
}

/*
 * Build tests/progs/`src' with `flags', and with tests/progs/pad.S of
 * `pad' bytes unless pad is 0 (big text: a write that takes a while);
 * run `cmd', which must succeed, and expect its output to be `says'.
 */
static void program_says(const char *test, const char *src, const char *flags,
			 unsigned long pad, const char *cmd, const char *says)
{
	char *dir = dir_for(test), *out;
	char *all = pad ? xasprintf("%s -DPAD_BYTES=%lu '%s/tests/progs/pad.S'",
				    flags, pad, srcdir_path())
			: xasprintf("%s", flags);

	build(dir, src, NULL, all);
	cr_assert_eq(run(&out, dir, "%s", cmd), 0, "%s", out);
	cr_expect_str_eq(out, says);
	free(out);
	free(all);
	free(dir);
}

/* gprof's report of dir/prog with `file'; the test fails if gprof does. */
static char *gprof(const char *dir, const char *file)
{
	char *out;
	int st = run(&out, dir, "gprof -b ./prog %s", file);

	cr_assert_eq(st, 0, "gprof failed on %s/%s:\n%s", dir, file, out);
	return out;
}

/* gprof reads dir's gmon.out with `calls' calls into `fn'. */
static void expect_calls(const char *dir, const char *fn, unsigned long calls)
{
	char *rep = gprof(dir, "gmon.out");

	cr_expect_eq(gprof_calls(rep, fn), calls, "%s:\n%s", fn, rep);
	free(rep);
}

/*
 * The common case: build `src' with gmon-cc, run `cmd' in a fresh
 * directory (it must succeed), and return gprof's report of gmon.out.
 * *output gets what the command printed, if wanted.
 */
static char *profile_run(const char *test, const char *src, const char *flags,
			 const char *cmd, char **output)
{
	char *dir = dir_for(test), *out, *rep;

	build(dir, src, NULL, flags);
	cr_assert_eq(run(&out, dir, "%s", cmd), 0, "%s", out);
	rep = gprof(dir, "gmon.out");
	if (output)
		*output = out;
	else
		free(out);
	free(dir);
	return rep;
}

/*
 * `cmd' run in dir prints exactly `says', and gprof then counts `calls'
 * calls into `fn' in dir/gmon.out.
 */
static void run_says(const char *dir, const char *cmd, const char *says,
		     const char *fn, unsigned long calls)
{
	char *out;

	cr_assert_eq(run(&out, dir, "%s", cmd), 0, "%s", out);
	cr_expect_str_eq(out, says);
	free(out);
	expect_calls(dir, fn, calls);
}

/* The same with lifecycle.c built with `cc' (NULL: gmon-cc). */
static void lifecycle_says(const char *test, const char *cc, const char *cmd,
			   const char *says, const char *fn, unsigned long calls)
{
	char *dir = dir_for(test);

	build(dir, "lifecycle.c", cc, "-O1");
	run_says(dir, cmd, says, fn, calls);
	free(dir);
}

/* gprof's self seconds of `fn' are the `used' CPU seconds the program
 * measured, within 20 %. */
static void expect_self_seconds(const char *rep, const char *fn, double used)
{
	double t = flat_self(rep, fn);

	cr_expect(t > 0.8 * used && t < 1.2 * used,
		  "gprof gives %s %.2fs of the %.2fs it used:\n%s", fn, t, used, rep);
}

/* ---- threads ---- */

/* Four threads call work() 5000000 times each: every call is counted. */
static void four_threads(const char *test, const char *flags)
{
	char *dir = dir_for(test), *out, *rep, *ref_flags;
	unsigned long ours, theirs;

	build(dir, "threads.c", NULL, flags);
	cr_assert_eq(run(&out, dir, "./prog hot 5000000 4"), 0, "%s", out);
	rep = gprof(dir, "gmon.out");
	ours = gprof_calls(rep, "work");
	cr_expect_eq(ours, 20000000, "4 x 5000000 calls, gprof says %lu", ours);
	free(rep);
	/* glibc's runtime on the same program, for the record */
	ref_flags = xasprintf("-pg %s", flags);
	build(dir, "threads.c", "gcc", ref_flags);
	cr_assert_eq(run(&out, dir, "./prog hot 5000000 4"), 0, "%s", out);
	rep = gprof(dir, "gmon.out");
	theirs = gprof_calls(rep, "work");
	fprintf(stderr, "threads (%s %s): libgmon counted %lu of 20000000 calls, "
		"glibc %lu (lost %lu)\n", test_libc(), flags, ours, theirs,
		20000000 - theirs);
	free(rep);
	free(ref_flags);
	free(dir);
}

Test(threads, four_threads_exact, .timeout = 300) { four_threads("four_threads", "-O2"); }
Test(threads, four_threads_exact_static, .timeout = 300)
{
	four_threads("four_threads_static", "-O2 -static");
}

Test(threads, thousand_short_threads, .timeout = 300)
{
	char *rep = profile_run("many_threads", "threads.c", "-O2",
				"./prog many 1000 1000", NULL);

	cr_expect_eq(gprof_calls(rep, "work"), 1000000, "%s", rep);
	free(rep);
}

/*
 * A copy of the process made without the fork handlers (clone without
 * CLONE_VM): a thread it starts took its first thread's table, whose
 * owner's id named a thread of the parent, so two threads counted into
 * one table and calls were lost.
 */
Test(threads, copy_without_fork_handlers, .timeout = 300)
{
	char *out, *rep = profile_run("copy", "threads.c", "-O2",
				      "./prog copy 0.4", &out);
	/* after whatever ASan says of the copy's stack */
	const char *line = strstr(out, "calls ");
	unsigned long calls = line ? strtoul(line + 6, NULL, 10) : 0;

	cr_assert_gt(calls, 0, "%s", out);
	cr_expect_eq(gprof_calls(rep, "work"), calls, "%s", rep);
	free(out);
	free(rep);
}

Test(threads, still_running_at_exit)
{
	char *rep = profile_run("running", "threads.c", "-O2", "./prog running",
				NULL);

	cr_expect_eq(gprof_calls(rep, "work"), 10, "%s", rep);
	cr_expect_gt(gprof_calls(rep, "spin"), 0, "%s", rep);
	free(rep);
}

Test(threads, exit_from_other_thread)
{
	char *rep = profile_run("exit_thread", "threads.c", "-O2",
				"./prog exit-thread", NULL);

	cr_expect_eq(gprof_calls(rep, "work"), 123, "%s", rep);
	free(rep);
}

Test(threads, samples_from_every_thread)
{
	/* two threads burn 0.6 s of CPU each; gprof must see all of it */
	char *out, *rep = profile_run("burn_2", "threads.c", "-O1",
				      "./prog burn 2", &out);
	double cpu = strtod(out, NULL);

	cr_assert_gt(cpu, 1.0, "the threads burned %s", out);
	expect_self_seconds(rep, "burn", cpu);
	free(out);
	free(rep);
}

/*
 * A thread's first profiled call with floating-point arguments in
 * registers, after a library constructor made 40 pthread keys (issue 9
 * item 1): mcount's way to a new table must leave every argument
 * register alone and never call malloc, also in a signal handler that
 * interrupted malloc.
 */
static void fp_args_case(const char *name, const char *flags)
{
	char *dir = dir_for(name), *out, *rep;
	unsigned bad, calls;

	cr_assert_eq(run(&out, dir, "cc -O2 -shared -fPIC -o libkeys.so "
			 "'%s/tests/progs/keys.c'", srcdir_path()), 0, "%s", out);
	free(out);
	cr_assert_eq(run(&out, dir, "%s %s '%s/tests/progs/fpargs.c' -o prog "
			 "-L. -lkeys -Wl,-rpath,\"$PWD\" -lpthread", gmon_cc(),
			 flags, srcdir_path()), 0, "%s", out);
	free(out);
	for (int mode = 0; mode < 2; mode++) {
		const char *m = mode ? "in-malloc" : "first";

		cr_assert_eq(run(&out, dir, "timeout 120 ./prog %s 400", m), 0,
			     "%s %s:\n%s", name, m, out);
		cr_assert_eq(sscanf(out, "bad %u calls %u", &bad, &calls), 2,
			     "%s", out);
		cr_expect_eq(bad, 0, "%s %s: %u of 400 calls of f() got other "
			     "arguments", name, m, bad);
		rep = gprof(dir, "gmon.out");
		cr_expect_eq(gprof_calls(rep, "f"), calls, "%s %s:\n%s", name,
			     m, rep);
		free(rep);
		free(out);
	}
	free(dir);
}

Test(threads, fp_args_on_first_call_O0, .timeout = 300)
{
	fp_args_case("fp_args_O0", "-O0");
}

Test(threads, fp_args_on_first_call_O2, .timeout = 300)
{
	fp_args_case("fp_args_O2", "-O2");
}

Test(threads, fp_args_on_first_call_O0_fentry, .timeout = 300)
{
	fp_args_case("fp_args_O0_fentry", "-O0 -mfentry");
}

Test(threads, fp_args_on_first_call_O2_fentry, .timeout = 300)
{
	fp_args_case("fp_args_O2_fentry", "-O2 -mfentry");
}

/* ---- signals ---- */

Test(signals, handlers_are_counted, .timeout = 120)
{
	char *out, *rep = profile_run("handlers", "signals.c", "-O2",
				      "./prog handler", &out);
	unsigned long handled, calls;

	cr_assert_eq(sscanf(out, "%lu %lu", &handled, &calls), 2, "%s", out);
	cr_assert_geq(handled, 200);
	cr_expect_eq(gprof_calls(rep, "hot"), calls, "%s", rep);
	cr_expect_eq(gprof_calls(rep, "in_handler"), handled,
		     "handler ran %lu times:\n%s", handled, rep);
	free(out);
	free(rep);
}

/*
 * siglongjmp out of a SIGALRM handler, 2000 times, while main calls a
 * profiled function: some jumps leave mcount half way.  Counting must
 * go on: 50 arcs made afterwards are all there, exactly (issue 9 item 3).
 */
Test(signals, siglongjmp_out_of_mcount, .timeout = 120)
{
	char *out, *rep = profile_run("longjmp", "signals.c", "-O2",
				      "./prog longjmp", &out);
	char name[16];

	cr_assert_eq(strtoul(out, NULL, 10), 2000, "%s", out);
	for (int i = 0; i < 50; i++) {
		snprintf(name, sizeof name, "fn_%02d", i);
		cr_expect_eq(gprof_calls(rep, name), 100, "%s:\n%s", name, rep);
	}
	cr_expect(!strstr(out, "could not be counted"), "%s", out);
	free(out);
	free(rep);
}

/*
 * A SA_NODEFER handler under a storm of signals, each handler meeting
 * arcs that are new while main's first round fills the table: every
 * nested handler started a copy of its own into an array twice the size,
 * none finished before the next signal nested, and the program died of
 * SIGSEGV (out of stack) or reached 1.2 GB where glibc's takes 3 MB.  A
 * handler that interrupts a copy now takes a free cell of the old array.
 * Every call is still counted: 2 rounds of 10,000, and 51 per handler.
 */
Test(signals, nested_handlers_while_the_table_grows, .timeout = 300)
{
	char *dir = dir_for("storm"), *out, *rep, *calls;
	unsigned long peak_kb, handled;

	build(dir, "storm.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "./prog 2"), 0, "%s", out);
	cr_assert_eq(sscanf(out, "peak %lu kB handled %lu", &peak_kb,
			    &handled), 2, "%s", out);
	cr_expect_lt(peak_kb, 64 * 1024, "peak RSS %lu kB", peak_kb);
	free(out);
	cr_assert_eq(run(&out, dir, "'%s/gmon-dump' -s gmon.out",
			 builddir_path()), 0, "%s", out);
	calls = xasprintf(" %lu calls", 2 * 10000 + 51 * handled);
	cr_expect(strstr(out, calls), "%lu handlers: %s", handled, out);
	rep = gprof(dir, "gmon.out");
	cr_expect_eq(gprof_calls(rep, "in_handler"), handled, "%s", rep);
	free(calls);
	free(out);
	free(rep);
	free(dir);
}

/*
 * A SIGALRM every 50 us of real time whose handler leaves by siglongjmp,
 * while main's first round meets 10,000 new arcs: a copy of the table
 * into a larger array took longer than that, so every call began one,
 * none finished, each leaked its array (4.8 GB in 10 s) and the program
 * never ended.  glibc's runtime ends, having counted 165 of the 30,000
 * calls.  The port now holds off the thread's handlers during a copy.
 * A call a jump interrupts is made again: the calls counted lie between
 * 30,000 and that plus the jumps (and main's call of jump()).
 */
Test(signals, siglongjmp_more_often_than_a_copy_takes, .timeout = 300)
{
	char *dir = dir_for("jump_storm"), *out;
	unsigned long peak_kb, jumps, calls = 0;
	const char *total;

	build(dir, "storm.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "timeout 120 ./prog jump 3 50"), 0,
		     "%s", out);
	cr_assert_eq(sscanf(out, "peak %lu kB jumps %lu", &peak_kb, &jumps),
		     2, "%s", out);
	cr_expect_lt(peak_kb, 64 * 1024, "peak RSS %lu kB", peak_kb);
	free(out);
	cr_assert_eq(run(&out, dir, "'%s/gmon-dump' -s gmon.out",
			 builddir_path()), 0, "%s", out);
	total = strstr(out, " arcs, ");
	cr_assert(total && sscanf(total, " arcs, %lu calls", &calls) == 1,
		  "%s", out);
	cr_expect(calls >= 30000 + 1 && calls <= 30000 + 1 + jumps,
		  "%lu jumps: %s", jumps, out);
	free(out);
	free(dir);
}

/*
 * A program's own handler on the sample signal (GMON_SIGNAL=USR1), put
 * behind libgmon's by moncontrol(1): its signals ran it, but with
 * libgmon's flags and mask.  A thread it meant to wake out of read()
 * stayed blocked (SA_RESTART), a one-shot handler (SA_RESETHAND) ran
 * every time, its sa_mask and SA_NODEFER were not what it ran with, nor
 * was SA_ONSTACK's stack.  Each mode must print what the plain program
 * prints (tests/progs/own_sample.c).
 */
Test(signals, own_handler_on_the_sample_signal_keeps_its_flags, .timeout = 180)
{
	static const char *const modes[] = { "wake", "once", "mask", "onstack" };
	static const char *const plain_says[] = { "Interrupted system call",
		"handled 1\nstatus 138", "USR1 1 USR2 1 TERM 0\nUSR1 0 USR2 0",
		"alternate stack 1" };
	char *dir = dir_for("own_sample"), *plain, *out;

	build(dir, "own_sample.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "%s %s -O1 -DPLAIN '%s/tests/progs/own_sample.c' "
			 "-o plain -lpthread", test_cc("gcc"), sanitize_flags(),
			 srcdir_path()), 0, "%s", out);
	free(out);
	for (size_t i = 0; i < sizeof modes / sizeof *modes; i++) {
		run(&plain, dir, "./plain %s 2>/dev/null; echo status $?", modes[i]);
		cr_expect(strstr(plain, plain_says[i]), "%s", plain);
		run(&out, dir, "GMON_SIGNAL=USR1 ./prog %s 2>/dev/null; "
		    "echo status $?", modes[i]);
		cr_expect_str_eq(out, plain, "%s", modes[i]);
		free(out);
		free(plain);
	}
	free(dir);
}

/*
 * A program that ends itself on every signal but SIGPROF, which it
 * leaves to a profiler as glibc's runtime uses it: libgmon's first tick
 * (signal 61) ended it, and no GMON_SIGNAL avoided that.  GMON_SIGNAL=PROF
 * samples with SIGPROF, with libgmon's own CPU-time timers.
 */
Test(signals, sample_signal_prof_for_a_program_that_leaves_only_it)
{
	char *out, *rep = profile_run("spare_prof", "spare_prof.c", "-O1",
				      "GMON_SIGNAL=PROF ./prog", &out);

	cr_expect_str_eq(out, "done\n");
	cr_expect_eq(gprof_calls(rep, "work"), 1, "%s", rep);
	cr_expect_gt(flat_self(rep, "work"), 0.15, "%s", rep);
	free(out);
	free(rep);
}

/*
 * A failed dlopen(), then the program's first signalfd(), sigtimedwait(),
 * sigwaitinfo() or sigwait(), then dlerror(): the message was gone.  The
 * hooks looked the C library's function up with dlsym(), whose success
 * clears it (glibc).  Built with gmon-cc, and (glibc) under gmon-run.
 */
Test(signals, first_wait_keeps_the_dlerror_message)
{
	static const char *const waits[] = { "signalfd", "sigtimedwait",
					     "sigwaitinfo", "sigwait" };
	char *dir = dir_for("dlerror_wait"), *plain, *out;
	int glibc = strcmp(test_libc(), "glibc") == 0;

	build(dir, "dlerror_wait.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "%s -O1 '%s/tests/progs/dlerror_wait.c' "
			 "-o plain", test_cc("gcc"), srcdir_path()), 0, "%s", out);
	free(out);
	for (size_t i = 0; i < sizeof waits / sizeof *waits; i++) {
		cr_assert_eq(run(&plain, dir, "./plain %s", waits[i]), 0, "%s",
			     plain);
		cr_expect(strstr(plain, "no-such-plugin"), "%s", plain);
		cr_assert_eq(run(&out, dir, "./prog %s", waits[i]), 0, "%s", out);
		cr_expect_str_eq(out, plain, "gmon-cc");
		free(out);
		if (glibc) {
			cr_assert_eq(run(&out, dir, "%s ./plain %s", gmon_run(),
					 waits[i]), 0, "%s", out);
			cr_expect_str_eq(out, plain, "gmon-run");
			free(out);
		}
		free(plain);
	}
	free(dir);
}

/*
 * tests/progs/<src> built into `dir' by gmon-cc with `flags' and run
 * with `args' exits 0 and prints exactly `says' (`how': which build).
 */
static void built_says(const char *dir, const char *src, const char *flags,
		       const char *args, const char *says, const char *how)
{
	char *out;

	build(dir, src, NULL, flags);
	cr_assert_eq(run(&out, dir, "./prog %s", args), 0, "%s", out);
	cr_expect_str_eq(out, says, "%s", how);
	free(out);
}

/*
 * signals.c in `mode' printed `says' and exited 0, built with gmon-cc,
 * dynamic and static (not under the sanitizers, which have no static
 * runtime), and (glibc) under gmon-run.
 */
static void says_through_hooks(const char *mode, const char *says)
{
	char *dir = dir_for(mode), *out;

	if (*sanitize_flags() == '\0') {
		char *name = xasprintf("%s_static", mode);
		char *static_dir = dir_for(name);

		built_says(static_dir, "signals.c", "-O1 -static", mode, says,
			   "static");
		free(static_dir);
		free(name);
	}
	built_says(dir, "signals.c", "-O1", mode, says, "dynamic");
	if (strcmp(test_libc(), "glibc") != 0) {	/* no gmon-run */
		free(dir);
		return;
	}
	cr_assert_eq(run(&out, dir, "gcc -O1 '%s/tests/progs/signals.c' -o plain "
			 "-lpthread && %s ./plain %s", srcdir_path(),
			 gmon_run(), mode), 0, "%s", out);
	cr_expect_str_eq(out, says, "under gmon-run");
	free(out);
	free(dir);
}

static void no_strays(const char *mode)
{
	says_through_hooks(mode, "0 strays\n");
}

/*
 * A program whose threads all block the real-time signals and which
 * waits for them itself (sigtimedwait, sigwaitinfo, sigwait) got
 * libgmon's ticks, signal 61 with si_code SI_TIMER, for its own
 * messages.  Under glibc's runtime it gets only its own.  The waits now
 * step over libgmon's ticks (dynamic programs: gmon-cc and gmon-run).
 */
Test(signals, waits_for_own_signals_get_no_ticks, .timeout = 120)
{
	no_strays("sigwait");
}

/*
 * The same program reading its signals from a signalfd for every
 * signal: 60 strays (signal 61, SI_TIMER) before its signalfd left
 * libgmon's signal out.
 */
Test(signals, signalfd_gets_no_ticks, .timeout = 120)
{
	no_strays("signalfd");
}

/*
 * The hooks above handed bad pointers on themselves, and the program
 * died of SIGSEGV where the C library returns EFAULT; and the longest
 * timeout sigtimedwait takes (LONG_MAX s, in the sigwait case) ran out
 * at the first tick, its end overflowing.  sigwait fails in the C
 * library's convention: glibc returns the error number and leaves it in
 * errno too, musl returns -1 (the hook returned 14 with errno 0 on both).
 */
Test(signals, waits_fail_as_without_libgmon, .timeout = 120)
{
	int glibc = strcmp(test_libc(), "glibc") == 0;

	says_through_hooks("efault", glibc ?
			   "sigtimedwait -1 Bad address\n"
			   "sigwaitinfo -1 Bad address\n"
			   "signalfd -1 Bad address\n"
			   "sigwait 14 Bad address\n" :
			   "sigtimedwait -1 Bad address\n"
			   "sigwaitinfo -1 Bad address\n"
			   "signalfd -1 Bad address\n"
			   "sigwait -1 Bad address\n");
}

/*
 * signals.c in `mode' prints `says' and exits 0, and `burner' has the
 * time it burnt (0.2 s or more): the program came to no harm.
 */
static void unharmed(const char *test, const char *mode, const char *says,
		     const char *burner)
{
	char *cmd = xasprintf("./prog %s", mode), *out;
	char *rep = profile_run(test, "signals.c", "-O1", cmd, &out);

	cr_expect_str_eq(out, says);
	cr_expect_gt(flat_self(rep, burner), 0.1, "%s", rep);
	free(out);
	free(rep);
	free(cmd);
}

/*
 * A program that wraps one of the waits itself (-Wl,--wrap, a unit
 * test's mock) keeps its wrapper.  A static link failed: gmon-cc's
 * gsigwrap.o defined __wrap_sigtimedwait too ("multiple definition"),
 * until its definitions became weak.
 */
Test(signals, own_wrapper_of_a_wait_is_kept, .timeout = 120)
{
	char *dir = dir_for("own_wrap");

	if (*sanitize_flags() == '\0')
		built_says(dir, "ownwrap.c", "-O1 -static -Wl,--wrap=sigtimedwait",
			   "", "10 1\n", "static");
	built_says(dir, "ownwrap.c", "-O1 -Wl,--wrap=sigtimedwait", "",
		   "10 1\n", "dynamic");
	free(dir);
}

/*
 * gmon-cc wraps a static program's waits with any linker but lld, which
 * also sends the calls inside a file that defines one (a program's own
 * sigwait) to the wrapper: there lld left __real_sigtimedwait null, and
 * the program died of SIGSEGV at its first sigwait.  (-### shows the
 * link without running it.)
 */
Test(signals, no_wait_wrapped_for_lld)
{
	char *dir = dir_for("wrap_lld"), *out;

	if (*sanitize_flags() != '\0') {	/* no static links there */
		free(dir);
		return;
	}
	cr_assert_eq(run(&out, dir, "%s -static -### x.o 2>&1 | "
			 "grep -c 'wrap=sigwait[^a-z]'", gmon_cc()), 0, "%s", out);
	cr_expect_str_eq(out, "1\n", "the default linker wraps");
	free(out);
	run(&out, dir, "%s -static -fuse-ld=lld -### x.o 2>&1 | "
	    "grep -c 'wrap=sigwait[^a-z]'", gmon_cc());
	cr_expect_str_eq(out, "0\n", "lld wraps nothing");
	free(out);
	free(dir);
}

/*
 * A thread that blocks every signal so that nothing cuts its sleeps
 * short must get none of libgmon's ticks, whoever's time they are: here
 * the time of a SIGEV_THREAD timer's callback (the C library's thread,
 * which blocks every signal) and of a handler whose mask is full.  Its
 * nanosleep() returned EINTR 30 times in 0.3 s, each way, when libgmon's
 * pthread_sigmask kept its signal unblocked in blocks of a range (3ad403a,
 * undone): the kernel handed the ticks of the threads that could not
 * take them to the sleeper.  glibc's runtime: none.
 */
Test(signals, threads_blocking_every_signal_sleep_on, .timeout = 120)
{
	says_through_hooks("full-block-sleeps", "0 sleeps cut short\n"
			   "0 sleeps cut short\n");
}

/*
 * The program's first ticks land in a handler on an 8 KiB alternate
 * stack: the tick must fit there.  It did not when the tick's first
 * calls into the C library went through lazily bound PLT entries: the
 * loader's resolver saved the vector registers on that stack (about 3 KB
 * with AVX-512) and the program died of SIGSEGV.
 */
Test(signals, first_tick_fits_a_small_alternate_stack)
{
	unharmed("altstack", "altstack", "survived\n", "on_small_stack");
}

/*
 * A tick reads the interrupted stack without a system call: the sample
 * handler read it with process_vm_readv(getpid(), ...), which a seccomp
 * sandbox that forbids them answers by killing the program (glibc's
 * handler makes no call).  Here they are trapped and counted instead.
 */
Test(signals, ticks_make_no_call_a_sandbox_forbids)
{
	unharmed("sandbox", "sandbox", "trapped 0\n", "busy");
}

/*
 * The program's own ITIMER_PROF fires on every tick of ours (both count
 * CPU time, and the kernel checks both at its own tick), so each of our
 * ticks interrupts the entry of the program's SIGPROF handler, and the
 * sample belongs to the code below it.  At every position of the stack in a
 * page: a test of the stack pointer that gave up within 193 bytes above
 * a page boundary charged every sample of those positions to the
 * handler, in about 1 run in 20 of own_itimer_prof_keeps_working.
 */
Test(signals, own_itimer_prof_at_every_stack_position)
{
	char *out, *rep = profile_run("own_prof_sweep", "signals.c", "-O1",
				      "./prog own-prof-sweep", &out);
	double slices = flat_self(rep, "busy_slice"), total = gprof_seconds(rep);

	cr_expect_gt(strtoul(out, NULL, 10), 10, "program's SIGPROF ticks: %s", out);
	cr_expect(total > 0.3 && slices >= total - 0.015,
		  "busy_slice %.2f s of %.2f s:\n%s", slices, total, rep);
	free(out);
	free(rep);
}

Test(signals, own_itimer_prof_keeps_working)
{
	char *out, *rep = profile_run("own_prof", "signals.c", "-O1",
				      "./prog own-prof", &out);

	cr_expect_gt(strtoul(out, NULL, 10), 10, "program's SIGPROF ticks: %s", out);
	cr_expect_gt(flat_self(rep, "busy"), 0.0, "%s", rep);
	free(out);
	free(rep);
}

/*
 * burn.c (in dir) run with `env' for `secs' of CPU: the CPU it measured,
 * gprof's self seconds for it, and what it printed on stderr followed by
 * gmon-dump -s of its profile.
 */
static void burn_at(const char *dir, const char *env, const char *secs,
		    double *cpu, double *gprof_t, char **dump)
{
	char *out, *rep;
	double a, b;

	build(dir, "burn.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "%s ./prog %s 2>err", env, secs), 0,
		     "%s", out);
	cr_assert_eq(sscanf(out, "burn_a %lf burn_b %lf", &a, &b), 2, "%s", out);
	free(out);
	cr_assert_eq(run(dump, dir, "cat err; '%s/gmon-dump' -s gmon.out",
			 builddir_path()), 0, "%s", *dump);
	rep = gprof(dir, "gmon.out");
	*cpu = a + b;
	*gprof_t = flat_self(rep, "burn_a") + flat_self(rep, "burn_b");
	free(rep);
}

/* ---- the sampling clock ---- */

/* Build tests/progs/clock.c in a fresh directory for `test'. */
static char *clock_dir(const char *test, const char *cc)
{
	char *dir = dir_for(test);

	build(dir, "clock.c", cc, "-O1");
	return dir;
}

Test(clock, stack_at_the_top_of_a_mapping)
{
	/* the handler must not read the word above the stack pointer */
	char *out, *rep = profile_run("stack_top", "stack.c", "-O1",
				      "./prog 0.5", &out);
	expect_self_seconds(rep, "spin_at_top", strtod(out, NULL));
	free(out);
	free(rep);
}

/* own-signal: "own N timer M after P" from a run with `env'. */
static void own_signal_run(const char *dir, const char *env, int *own,
			   int *before, int *after, char **out)
{
	int st = run(out, dir, "%s ./prog own-signal %d 2>err; st=$?; cat err; "
		     "exit $st", env, SIGRTMAX - 3);

	cr_assert_eq(st, 0, "%s", *out);
	cr_assert_eq(sscanf(*out, "own %d timer %d after %d", own, before,
			    after), 3, "%s", *out);
}

Test(clock, the_programs_own_signals_reach_it)
{
	char *dir = clock_dir("own_signal", NULL), *out, *rep;
	int own, before, after;

	/* the program takes SIGRTMAX-3, libgmon's signal, after start-up */
	own_signal_run(dir, "", &own, &before, &after, &out);
	cr_expect_eq(own, 20, "all 20 of its own signals reach it: %s", out);
	cr_expect_eq(after, 0, "after moncontrol libgmon's ticks are its "
		     "own again: %s", out);
	cr_expect(strstr(out, "libgmon: the program installed a handler for "
			 "SIGRTMAX-3") && strstr(out, "GMON_SIGNAL"),
		  "one line says so: %s", out);
	free(out);
	rep = gprof(dir, "gmon.out");
	cr_expect_gt(flat_self(rep, "busy_after"), 0.1, "%s", rep);
	free(rep);
	/* with another sample signal nothing is shared at all */
	own_signal_run(dir, "GMON_SIGNAL=RTMIN+5", &own, &before, &after, &out);
	cr_expect(own == 20 && before == 0 && after == 0, "%s", out);
	cr_expect(!strstr(out, "libgmon"), "%s", out);
	free(out);
	rep = gprof(dir, "gmon.out");
	cr_expect_gt(flat_self(rep, "busy_before"), 0.1, "%s", rep);
	cr_expect_gt(flat_self(rep, "busy_after"), 0.1, "%s", rep);
	free(rep);
	free(dir);
}

/*
 * 200 windows of 5 ms of CPU: 1 s profiled in pieces shorter than most
 * kernels' tick, so that most windows end before their tick arrives,
 * then 0.1 s in one window.  The ticks the windows were owed are theirs:
 * they were once carried to the next tick that came, and so went to
 * after_windows() (0.24 to 0.45 s of its 0.1 in 6 runs of 8).
 */
Test(clock, short_moncontrol_windows_add_up)
{
	char *out, *rep = profile_run("windows", "clock.c", "-O1",
				      "./prog windows 200 5", &out);
	double cpu = -1, after = -1, t_after = flat_self(rep, "after_windows");

	cr_assert_eq(sscanf(out, "%lf %lf", &cpu, &after), 2, "%s", out);
	expect_self_seconds(rep, "in_window", cpu);
	cr_expect(t_after > after - 0.05 && t_after < after + 0.05,
		  "gprof gives the time after the windows %.2fs of %.2fs:\n%s",
		  t_after, after, rep);
	cr_expect_lt(flat_self(rep, "off_window"), 0.05, "%s", rep);
	free(out);
	free(rep);
}

/*
 * The same when the code in the windows reads no clock.  With the
 * process-wide timer armed the kernel answered the process's CPU clock
 * from a sum it brings up to date at its ticks, up to one tick behind,
 * so each window seemed shorter than it was and its owed samples were
 * not counted (5 ms windows kept 0.47 to 0.65 of their time).
 */
Test(clock, short_windows_whose_code_reads_no_clock)
{
	char *out, *rep = profile_run("quiet_windows", "clock.c", "-O1",
				      "./prog quiet-windows 200 5", &out);
	expect_self_seconds(rep, "quiet_spin", atof(out));
	free(out);
	free(rep);
}

/*
 * CPU time with the sample signal blocked gets no samples, as the README
 * says: the timer's overruns, which grow all the while, were added to
 * the one sample taken where the signal was unblocked (sigprocmask, in
 * the C library), which then showed as the hottest code.  A late tick's
 * few overruns still count.
 */
Test(clock, time_with_the_signal_blocked_is_not_charged_to_the_unblock)
{
	char *out, *rep = profile_run("masked", "clock.c", "-O1 -static",
				      "./prog masked 0.4", &out);
	double masked = -1, open = -1;

	cr_assert_eq(sscanf(out, "%lf %lf", &masked, &open), 2, "%s", out);
	expect_self_seconds(rep, "open_spin", open);
	cr_expect_lt(gprof_seconds(rep) - flat_self(rep, "open_spin") -
		     flat_self(rep, "masked_spin"),
		     0.1, "time charged elsewhere than where it ran "
		     "(%.2fs masked):\n%s", masked, rep);
	free(out);
	free(rep);
}

/*
 * GMON_FAULT=ticks-to-main sends the process-wide timer's signal to the
 * main thread, as kernels before 6.3 did; the workers' time must still
 * be theirs while main waits in pthread_join.
 */
/*
 * With no room for a pending signal (ulimit -i 0) no CPU-time timer can
 * be created: the clock falls back to ITIMER_PROF and SIGPROF, which a
 * program that uses them itself would share.  It did so without a word;
 * one line now says so, and the time is still sampled.
 */
Test(clock, fallback_to_itimer_prof_is_said)
{
	const char *said, *used;
	double a;
	char *out, *rep = profile_run("itimer_fallback", "burn.c", "-O1",
				      "prlimit --sigpending=0 ./prog 0.8 2>err && "
				      "cat err", &out);

	said = strstr(out, "sampling with ITIMER_PROF and SIGPROF");
	cr_expect(said && !strstr(said + 1, "sampling with"), "once:\n%s", out);
	used = strstr(out, "burn_a ");
	cr_assert_not_null(used, "%s", out);
	/* sampled (the kernel's ITIMER_PROF is less exact than our timers) */
	a = flat_self(rep, "burn_a");
	cr_expect(a > 0.5 * atof(used + 7) && a < 1.5 * atof(used + 7) &&
		  a > flat_self(rep, "burn_b"), "%s\n%s", out, rep);
	free(rep);
	free(out);
}

/*
 * The seconds GMON_VERBOSE's report in `out' says went unsampled (ticks
 * a loaded machine held back long, or threads that block the signal).
 */
static double said_unsampled(const char *out)
{
	const char *said = strstr(out, " s of CPU time went unsampled");

	if (said == NULL)
		return 0;
	while (said > out && said[-1] != ' ')
		said--;
	return atof(said);
}

/* The number that begins the first line of `out' that begins with one. */
static double first_number(const char *out)
{
	for (const char *line = out; line; line = strchr(line, '\n')) {
		line += *line == '\n';
		if (*line >= '0' && *line <= '9')
			return strtod(line, NULL);
	}
	return 0;
}

/*
 * Per-thread timers sample every thread.  On a machine loaded beyond its
 * CPUs the kernel can bring a thread's tick tens of ms late; what it
 * brings beyond 10 ms is said to have gone unsampled, and counts here
 * (with `make -j8 check' on 2 CPUs gprof had 0.87 s of 1.20 s).
 */
Test(clock, threads_sampled_whatever_the_kernel)
{
	char *dir = dir_for("old_kernel"), *out, *rep;
	double cpu, t, unsampled;

	build(dir, "threads.c", gmon_cc_fault(), "-O1");
	cr_assert_eq(run(&out, dir, "GMON_VERBOSE=1 GMON_FAULT=ticks-to-main "
			 "./prog burn 2"), 0, "%s", out);
	cpu = first_number(out);
	unsampled = said_unsampled(out);
	rep = gprof(dir, "gmon.out");
	t = flat_self(rep, "burn");
	cr_expect(t + unsampled > 0.8 * cpu && t < 1.2 * cpu,
		  "gprof gives burn %.2fs of the %.2fs it used (%.2fs said "
		  "unsampled):\n%s\n%s", t, cpu, unsampled, out, rep);
	free(out);
	free(rep);
	free(dir);
}

/*
 * Many threads alive at once: their samples (more than `share' of their
 * CPU time; 0: no lower bound), and no timer left behind.  On a machine
 * loaded beyond its CPUs the kernel can hold a tick back for tens of ms
 * while the threads run on: what it brings late beyond 10 ms is not
 * charged where it lands, but said to have gone unsampled (GMON_VERBOSE):
 * the samples and what was said add up to the threads' time, as far as
 * that estimate goes.  With four busy loops on two CPUs the sum was 0.86
 * to 1.17 of it in ten runs under the sanitizers (the threads' clock
 * reads also leave samples in the vdso, which gmon.out leaves out), and
 * one CI run gave 0.78: share is 0.7.
 */
static void crowd_case(const char *test, const char *cc, const char *env,
		       const char *args, double share)
{
	char *dir = clock_dir(test, cc), *out, *rep;
	const char *said;
	double cpu, t, unsampled;
	int timers;

	cr_assert_eq(run(&out, dir, "GMON_VERBOSE=1 %s ./prog crowd %s", env,
			 args), 0, "%s", out);
	said = strstr(out, "cpu ");
	cr_assert(said && sscanf(said, "cpu %lf timers %d", &cpu,
				 &timers) == 2, "%s", out);
	cr_expect(timers >= 1 && timers <= 2, "timers of ended threads are "
		  "deleted (/proc/self/timers): %d left", timers);
	unsampled = said_unsampled(out);
	rep = gprof(dir, "gmon.out");
	t = flat_self(rep, "crowd_burn");
	cr_expect((share == 0.0 || t + unsampled > share * cpu) &&
		  t < 1.2 * cpu, "gprof gives the threads %.2fs of %.2fs "
		  "(%.2fs said unsampled):\n%s\n%s", t, cpu, unsampled, out, rep);
	free(out);
	free(rep);
	free(dir);
}

Test(clock, crowd_of_threads)
{
	crowd_case("crowd", NULL, "", "4 250", 0.7);
}

Test(clock, crowd_of_threads_before_6_3)
{
	/* per-thread timers: the 300 short ones sample poorly (2 ms of CPU
	 * each against a 10 ms timer: often not once), but every timer of
	 * theirs is deleted */
	crowd_case("crowd_old", gmon_cc_fault(), "GMON_FAULT=ticks-to-main",
		   "4 250", 0.7);
	crowd_case("crowd_old_short", gmon_cc_fault(),
		   "GMON_FAULT=ticks-to-main", "300 2", 0.0);
}

/*
 * Before Linux 6.3 every thread has a timer, and each timer holds one of
 * the user's pending-signal slots: with `ulimit -i 100' and 60 threads
 * the program's own 36th sigqueue() failed, and so did its timer_create
 * (glibc's runtime takes no slot).  Thread timers now take a quarter of
 * the limit at most, and one line says so.  (The slots are the user's:
 * what the program could still queue depends on other processes, so the
 * test counts the timers.)
 */
Test(clock, thread_timers_leave_the_programs_signal_slots)
{
	char *dir = clock_dir("slots", gmon_cc_fault()), *out, *said;
	int timers;

	cr_assert_eq(run(&out, dir, "GMON_FAULT=ticks-to-main prlimit "
			 "--sigpending=100 ./prog slots 60"), 0, "%s", out);
	said = strncmp(out, "timers ", 7) ? strstr(out, "\ntimers ") : out;
	cr_assert(said && sscanf(said, " timers %d", &timers) == 1, "%s", out);
	cr_expect(timers >= 1 && timers <= 25 + 1, "%d timers: %s", timers, out);
	cr_expect(strstr(out, "25 threads have timers of their own"), "%s",
		  out);
	free(out);
	free(dir);
}

/*
 * A thread that blocks the sample signal burns 1 s while main waits: the
 * report says so, and its time is not charged to main, asleep in the C
 * library (the kernel hands the ticks to main; waking it to take them
 * often cost it more CPU than the test of "did it run" allowed, and up
 * to half of the second went to pthread_join's futex wait).
 */
Test(clock, threads_that_block_the_signal_are_reported)
{
	char *dir = clock_dir("blocked", NULL), *out, *p;

	cr_assert_eq(run(&out, dir, "GMON_OBJECTS=all GMON_VERBOSE=1 "
			 "./prog blocked 1"), 0, "%s", out);
	cr_expect(strstr(out, "s of CPU time went unsampled: threads that "
			 "block the sample signal (SIGRTMAX-3)"), "%s", out);
	/* samples anywhere, the C library's included (none: no report) */
	p = strstr(out, "where the time went: ");
	cr_expect(p == NULL || strtoul(p + 21, NULL, 10) <= 2,
		  "main's wait was charged with the thread's time:\n%s", out);
	free(out);
	free(dir);
	dir = dir_for("blocked_old");
	build(dir, "clock.c", gmon_cc_fault(), "-O1");
	cr_assert_eq(run(&out, dir, "GMON_FAULT=ticks-to-main GMON_VERBOSE=1 "
			 "./prog blocked 1"), 0, "%s", out);
	cr_expect(strstr(out, "s of CPU time went unsampled: threads that "
			 "block the sample signal (SIGRTMAX-3) get no samples; "
			 "such threads: "), "%s", out);
	free(out);
	free(dir);
}

/*
 * A program whose every thread blocks the sample signal gets no tick at
 * all: its one tick stays pending for good.  GMON_VERBOSE said nothing
 * of the second that went unsampled; the ticks the process timer owed
 * and never brought are that time.
 */
Test(clock, time_no_thread_takes_a_tick_for_is_reported)
{
	char *dir = clock_dir("all_blocked", NULL), *out;
	double used, said;

	cr_assert_eq(run(&out, dir, "GMON_VERBOSE=1 ./prog all-blocked 0.5"),
		     0, "%s", out);
	used = first_number(out);
	said = said_unsampled(out);
	cr_expect(said > 0.8 * used && said < 1.2 * used + 0.02,
		  "%.2f s said unsampled of the %.2f s used:\n%s", said, used,
		  out);
	free(out);
	free(dir);
}

/*
 * A program that blocks every signal for its last 0.4 s and exits so: the
 * sample signal's tick stays pending for good.  That time was charged to
 * where the last tick found the program, in open_spin(), which showed
 * twice the time it used; it went unsampled, and GMON_VERBOSE says so.
 * Built with `cc' (NULL: gmon-cc), run with `env'.
 */
static void masked_to_the_end(const char *test, const char *cc,
			      const char *env)
{
	char *dir = clock_dir(test, cc), *out, *rep;
	double open = -1, masked = -1, said;

	cr_assert_eq(run(&out, dir, "GMON_VERBOSE=1 %s ./prog "
			 "masked-to-the-end 0.4 2>err && cat err", env), 0,
		     "%s", out);
	cr_assert_eq(sscanf(out, "%lf %lf", &open, &masked), 2, "%s", out);
	said = said_unsampled(out);
	rep = gprof(dir, "gmon.out");
	expect_self_seconds(rep, "open_spin", open);
	cr_expect_lt(gprof_seconds(rep) - flat_self(rep, "open_spin"), 0.1,
		     "time charged elsewhere than where it ran:\n%s", rep);
	cr_expect(said > 0.8 * masked - 0.03 && said < 1.2 * masked + 0.02,
		  "%.2f s said unsampled of the %.2f s masked:\n%s", said,
		  masked, out);
	free(out);
	free(rep);
	free(dir);
}

Test(clock, time_blocked_until_exit_is_not_charged_to_the_last_tick)
{
	masked_to_the_end("masked_to_the_end", NULL, "");
	masked_to_the_end("masked_to_the_end_old", gmon_cc_fault(),
			  "GMON_FAULT=ticks-to-main");
}

/*
 * A program that puts its own file on the descriptor where libgmon kept
 * its copy of stderr (GMON_VERBOSE): libgmon's message at exit (here:
 * the profile cannot be written) goes to stderr, never into the
 * program's file.
 */
Test(output, report_never_goes_into_the_programs_files)
{
	char *dir = dir_for("report_fds"), *out;

	build(dir, "lifecycle.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "GMON_VERBOSE=1 GMON_OUT_PREFIX=none/p "
			 "./prog fds 2>err && cat mine.txt && echo -- && cat err"),
		     0, "%s", out);
	cr_expect(strncmp(out, "mine\n--\nlibgmon: cannot write none/p.", 37) == 0,
		  "%s", out);
	free(out);
	free(dir);
}

/*
 * A daemon that closes every descriptor and opens its own files, which
 * land on 0, 1 and 2: libgmon's messages went into the one on 2 (with
 * GMON_VERBOSE, its copy of stderr was gone too).  They go only to the
 * stderr the program was started with, while it is still there.
 */
Test(output, messages_never_go_into_a_file_on_descriptor_2)
{
	/* gmon.out a directory: the profile cannot be written, and says so */
	program_says("own_std_fds", "lifecycle.c", "-O1", 0,
		     "mkdir gmon.out && for v in 0 1; do GMON_VERBOSE=$v ./prog "
		     "own-std-fds 2>err; echo $?; cat data0.txt data1.txt "
		     "data2.txt; done; echo --; cat err",
		     "0\nmine\nmine\nmine\n0\nmine\nmine\nmine\n--\n");
}

/*
 * A message to a pipe whose reader is gone (`prog 2>&1 | head -1')
 * ended the program with SIGPIPE instead of its own exit status.  perl
 * makes stderr the write end of a pipe with no reader, with SIGPIPE's
 * default action.
 */
Test(output, messages_to_a_closed_pipe_keep_the_exit_status)
{
	program_says("message_pipe", "lifecycle.c", "-O1", 0,
		     "mkdir gmon.out && perl -e '$SIG{PIPE} = \"DEFAULT\"; "
		     "pipe(R, W); close R; open(STDERR, \">&\", W); close W; "
		     "exec @ARGV' env GMON_VERBOSE=1 ./prog; echo $?", "0\n");
}

/*
 * A fork child held GMON_VERBOSE's copy of stderr: a daemon that points
 * its stderr at /dev/null still kept its caller's pipe open (`$(prog)'
 * waited until the daemon ended).  The child lets the copy go.
 */
Test(output, fork_children_hold_no_copy_of_stderr)
{
	program_says("stderr_copies", "lifecycle.c", "-O1", 0,
		     "GMON_VERBOSE=1 GMON_OUT_PREFIX=p ./prog stderr-copies 2>err",
		     "child copies 0\n");
}

/*
 * The child let go of that copy by its number, whatever the program had
 * put there since: a daemon that closed what it inherited and opened
 * files of its own lost one of them in every fork child.  And
 * GMON_VERBOSE=off (no, false) meant on.
 */
Test(output, fork_children_keep_the_programs_descriptors)
{
	char *dir = dir_for("own_fds_in_child"), *out;

	program_says("own_fds_in_child", "lifecycle.c", "-O1", 0,
		     "GMON_VERBOSE=1 GMON_OUT_PREFIX=p ./prog own-fds-in-child 2>err",
		     "child write failures 0\n");
	cr_assert_eq(run(&out, dir, "for v in off no FALSE 0; do GMON_VERBOSE=$v "
			 "./prog stderr-copies here 2>err | grep parent; done; "
			 "GMON_VERBOSE=maybe ./prog 2>&1 | grep -c 'GMON_VERBOSE=maybe is neither'"),
		     0, "%s", out);
	cr_expect_str_eq(out, "parent copies 0\nparent copies 0\nparent copies 0\n"
			 "parent copies 0\n1\n", "verbose (its copy of stderr) when told "
			 "off, or no line for maybe: %s", out);
	free(out);
	free(dir);
}

/*
 * A fork while another thread wrote a snapshot: the child's copy of the
 * profile's descriptor stayed in the output's state, and the child's
 * exit closed it by number, which by then was the child's own result
 * file (a fifth to a half of 200 came out empty).  The child now closes
 * it as it begins.
 */
Test(output, fork_during_a_snapshot_keeps_the_childs_files)
{
	/* (stderr apart: under sanitize.sh LeakSanitizer speaks in each child) */
	program_says("fork_during_dump", "fork_during_dump.c", "-O1", 2097152,
		     "./prog 2>err", "0 empty\n");
}

/*
 * GMON_DUMP_SIGNAL without GMON_OUT_PREFIX: a fork child that took the
 * signal (sent to the process group) wrote its own profile over the
 * parent's gmon.out.  It takes none now, as with GMON_DUMP_INTERVAL.
 */
Test(output, dump_signal_in_a_fork_child_writes_nothing)
{
	lifecycle_says("dump_signal_child", NULL, "GMON_DUMP_SIGNAL=USR2 "
		       "./prog dump-signal-in-child", "gmon.out after the child: no\n",
		       "in_parent", 5);
}

/*
 * One periodic snapshot that failed (every descriptor taken for a
 * moment) turned them off for good: kill -9 then left the first one
 * only.  A failed one is tried again later.  The run is sized by CPU
 * time: 1.3 s, 1.3 s without a free descriptor, then 0.5 s and on until
 * a snapshot replaces gmon.out (at most 20 s more), then SIGKILL.
 */
Test(output, periodic_snapshots_outlive_a_failure, .timeout = 120)
{
	char *dir = dir_for("dump_after_failure"), *out, *rep;

	build(dir, "lifecycle.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "GMON_DUMP_INTERVAL=1 ./prog dump-after-failure "
			 "2>err; echo status $?; grep -q 'Too many open files' err && "
			 "echo said"), 0, "%s", out);
	cr_expect_str_eq(out, "status 137\nsaid\n");
	free(out);
	rep = gprof(dir, "gmon.out");
	cr_expect(flat_self(rep, "dump_phase_c") > 0.0,
		  "no snapshot after the failed one:\n%s", rep);
	free(rep);
	free(dir);
}

/*
 * A temporary file left by a process killed while writing, whose pid
 * the next process has (pid 1 in every container): the profile was lost
 * ("cannot write gmon.out: File exists").  The shell's exec keeps its
 * pid, so the program's pid is known beforehand.
 */
Test(output, stale_temporary_file_of_the_same_pid)
{
	char *dir = dir_for("stale_temp"), *out;

	build(dir, "lifecycle.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "rm -f gmon.out* && sh -c 'echo stale > "
			 "gmon.out.tmp.$$.0 && exec ./prog atexit' 2>&1 && "
			 "cat gmon.out.tmp.*"), 0, "%s", out);
	cr_expect_str_eq(out, "stale\n");
	free(out);
	expect_calls(dir, "in_main", 2);
	free(dir);
}

/*
 * A GMON_OUT_PREFIX whose file name fits (PREFIX.PID, 247 bytes) but
 * not with the temporary file's ".tmp.PID.SEQ" added: no profile was
 * written (ENAMETOOLONG), where glibc writes PREFIX.PID.  The temporary
 * file then takes a short name in the same directory.
 */
Test(output, long_prefix_that_fits)
{
	char *dir = dir_for("long_prefix"), *out;

	build(dir, "lifecycle.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "rm -rf ppp* gmon* && P=$(printf 'p%%.0s' "
			 "$(seq 240)) && sh -c 'exec env GMON_OUT_PREFIX=$0 "
			 "./prog atexit' $P 2>&1 && ls && mv $P.* gmon.out"), 0,
		     "%s", out);
	cr_expect_eq(strlen(out), 240 + 1 + strspn(out + 241, "0123456789") +
		     1 + strlen("prog\n"), "one file, no temporary: %s", out);
	free(out);
	expect_calls(dir, "in_main", 2);
	free(dir);
}

/*
 * The directory cannot be written but gmon.out, made beforehand, can (a
 * program run as another user): the profile is written into it, as
 * glibc's runtime does.  Root is not held back by permissions, so as
 * root the program runs as nobody (setpriv).
 */
Test(output, existing_gmon_out_in_a_read_only_directory)
{
	char *dir = dir_for("in_place"), *out;

	build(dir, "lifecycle.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir,
			 "d=$(mktemp -d) && cp prog \"$d\" && : > \"$d/gmon.out\" && "
			 "chmod 666 \"$d/gmon.out\" && chmod 555 \"$d\" && "
			 "if test \"$(id -u)\" = 0; then "
			 "as='setpriv --reuid=nobody --regid=nogroup --clear-groups'; fi && "
			 "(cd \"$d\" && $as ./prog atexit); st=$?; "
			 "cp \"$d/gmon.out\" gmon.out; ls \"$d\"; chmod 755 \"$d\"; "
			 "rm -rf \"$d\"; exit $st"), 0, "%s", out);
	cr_expect_str_eq(out, "gmon.out\nprog\n");
	free(out);
	expect_calls(dir, "in_main", 2);
	free(dir);
}

/*
 * A file size limit the profile exceeds: the program ends with its own
 * status and output, and libgmon says why there is no profile (SIGXFSZ
 * ended the program with status 153 in the middle of its exit, as with
 * glibc's runtime, and left the temporary file).
 */
Test(output, file_size_limit_never_ends_the_program)
{
	char *dir = dir_for("fsize"), *out;

	build(dir, "lifecycle.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "(ulimit -f 1 && ./prog atexit; echo \"status $?\") "
			 "2>&1 && ls"), 0, "%s", out);
	cr_expect(strstr(out, "libgmon: cannot write gmon.out: File too large\n"
			 "status 0\nprog\n"), "%s", out);
	free(out);
	free(dir);
}

/* ---- settings ---- */

/* The ticks in the program: its histogram's samples (gmon-dump -s). */
static unsigned long ticks_in_program(const char *dump)
{
	const char *hist = strstr(dump, "histogram ");
	unsigned long n = 0;

	if (hist && (hist = strstr(hist, " samples ")) != NULL)
		sscanf(hist, " samples %lu", &n);
	return n;
}

/*
 * Every tick the process took, wherever it landed: GMON_VERBOSE reports
 * the ticks outside the program (in the vdso's clock_gettime, say) with
 * the total; with none, the total is the histogram's.
 */
static unsigned long ticks_taken(const char *dump)
{
	const char *where = strstr(dump, "where the time went: ");
	unsigned long n = 0;

	if (where)
		sscanf(where, "where the time went: %lu", &n);
	else
		n = ticks_in_program(dump);
	return n;
}

/* 1 if every line of stderr that libgmon wrote is its GMON_VERBOSE report. */
static int only_the_report(const char *dump)
{
	const char *line;

	for (line = strstr(dump, "libgmon"); line; line = strstr(line + 1, "libgmon")) {
		double pct;

		if (strncmp(line, "libgmon: where the time went: ", 30) != 0 &&
		    sscanf(line, "libgmon: %lf%%", &pct) != 1)
			return 0;
	}
	return 1;
}

/*
 * A tick a second.  A tick that lands in the vdso's clock_gettime is no
 * function's, and at 1 Hz that is a second's worth.  It lands there more
 * often than the vdso's share of user time (0.7 % of burn.c's) suggests:
 * a tick that comes due during the call's system call (the CPU clock is
 * not read in the vdso) is delivered on its way back, in the vdso; a
 * loaded machine once put 2 of 3 there.  So the ticks are compared with
 * the CPU time, wherever they landed, and gprof's seconds with the ticks
 * in the program.  The burn takes 3.5 s so that the third tick, due at
 * 3 s of the process's CPU, comes half a second before it ends: a 3 s
 * burn ends a millisecond after that tick is due, and a tick the kernel
 * delivers a scheduler tick late then lands in main or the exit write,
 * which are not burn_a or burn_b.
 */
Test(settings, every_rate_from_one_hz)
{
	char *dir = dir_for("one_hz"), *dump;
	double cpu, t;
	unsigned long ticks;

	burn_at(dir, "GMON_HZ=1 GMON_VERBOSE=1", "3.5", &cpu, &t, &dump);
	ticks = ticks_taken(dump);
	cr_expect(strstr(dump, "rate 1 seconds"), "a 1 Hz histogram: %s", dump);
	cr_expect(only_the_report(dump), "nothing to say: %s", dump);
	cr_expect(ticks >= cpu - 1.5 && ticks <= cpu + 1.5,
		  "1 Hz over %.2fs: %lu ticks\n%s", cpu, ticks, dump);
	cr_expect(t <= ticks && fabs(t - (double)ticks_in_program(dump)) < 0.005,
		  "%lu ticks, %lu in the program, gprof gives %.2fs\n%s", ticks,
		  ticks_in_program(dump), t, dump);
	free(dump);
	burn_at(dir, "GMON_HZ=7", "0.3", &cpu, &t, &dump);
	cr_expect(strstr(dump, "rate 7 seconds"), "%s", dump);
	free(dump);
	free(dir);
}

/* `env' makes exactly one line on stderr, which contains `says'. */
static void one_line(const char *dir, const char *env, const char *says,
		     const char *check)
{
	char *out;
	int st = run(&out, dir, "%s ./prog >/dev/null 2>err; st=$?; cat err; "
		     "test $st = 0 && test $(wc -l < err) = 1 %s", env, check);

	cr_expect_eq(st, 0, "%s: %s", env, out);
	cr_expect(strstr(out, says), "%s: want \"%s\", got: %s", env, says, out);
	free(out);
}

Test(settings, bad_values_say_what_is_used)
{
	char *dir = dir_for("bad_settings"), *out;
	char *dump = xasprintf("&& '%s/gmon-dump' -s gmon.out | grep -q",
			       builddir_path());
	char *gnu = xasprintf("%s 'GNU format'", dump);
	char *rate = xasprintf("%s 'rate 100 seconds'", dump);
	char *top = xasprintf("%s 'rate 1000000 seconds'", dump);

	build(dir, "calls.c", NULL, "-O1");
	one_line(dir, "GMON_HZ=abc", "GMON_HZ=abc is not a rate in Hz (1 to "
		 "1000000); sampling at 100 Hz", rate);
	one_line(dir, "GMON_HZ=0", "GMON_HZ=0 is not a rate", rate);
	one_line(dir, "GMON_HZ=-5", "GMON_HZ=-5 is not a rate", rate);
	one_line(dir, "GMON_HZ=5000000", "GMON_HZ=5000000 is above the highest "
		 "rate; sampling at 1000000 Hz", top);
	one_line(dir, "GMON_FORMAT=xyz", "GMON_FORMAT=xyz is neither gnu nor "
		 "bsd; writing the GNU format", gnu);
	one_line(dir, "GMON_SIGNAL=TERM", "GMON_SIGNAL=TERM is not RTMIN+n, "
		 "RTMAX-n, USR1, USR2 or PROF; sampling with SIGRTMAX-3", "");
	one_line(dir, "GMON_DUMP_INTERVAL=soon", "GMON_DUMP_INTERVAL=soon is "
		 "not a whole number of seconds; no periodic dumps", "");
	one_line(dir, "GMON_DUMP_INTERVAL=4294967297", "GMON_DUMP_INTERVAL="
		 "4294967297 is more than 1000000000 seconds", "");
	/* signals that cannot be used were dropped without a word */
	one_line(dir, "GMON_SIGNALS=INT,TREM", "GMON_SIGNALS: TREM is not a "
		 "signal name", "");
	one_line(dir, "GMON_SIGNALS=9,TERM", "GMON_SIGNALS: 9 cannot be caught",
		 "");
	/* nor signals that do not end the program: the first ^Z, resize or
	 * child's exit wrote the profile and ended profiling for good */
	one_line(dir, "GMON_SIGNALS=TERM,20", "GMON_SIGNALS: 20 does not end the "
		 "program", "");
	one_line(dir, "GMON_SIGNALS=17", "GMON_SIGNALS: 17 does not end the "
		 "program", "");
	one_line(dir, "GMON_DUMP_SIGNAL=SIGSTOP", "GMON_DUMP_SIGNAL: SIGSTOP "
		 "cannot be caught", "");
	/* an unclear GMON_PROFILE profiled without a word */
	one_line(dir, "GMON_PROFILE=maybe", "GMON_PROFILE=maybe is neither off",
		 "&& test -s gmon.out");
	/* upper case is as good as lower case, and says nothing */
	cr_assert_eq(run(&out, dir, "GMON_FORMAT=BSD ./prog >/dev/null 2>err "
			 "%s '4.4BSD format' && test ! -s err", dump), 0,
		     "%s", out);
	free(out);
	/* GMON_PROFILE=OFF profiled, in upper case */
	cr_assert_eq(run(&out, dir, "rm -f gmon.out && for v in OFF False NO; "
			 "do GMON_PROFILE=$v ./prog >/dev/null 2>err && "
			 "test ! -e gmon.out && test ! -s err || exit 1; done"),
		     0, "%s", out);
	free(out);
	free(dump);
	free(gnu);
	free(rate);
	free(top);
	free(dir);
}

/* ---- profil ---- */

Test(profil, odd_sized_buffers_stay_inside)
{
	/* valgrind reports any access outside the caller's buffer */
	char *dir = dir_for("odd_buffer"), *out;
	unsigned last, first;

	need_tool("valgrind", "deps/core.txt");
	build(dir, "oddbuf.c", NULL, "-O1 -I/usr/include/valgrind");
	cr_assert_eq(run(&out, dir, "valgrind -q --error-exitcode=99 ./prog"),
		     0, "%s", out);
	cr_expect_eq(sscanf(out, "last %u first %u", &last, &first), 2, "%s",
		     out);
	cr_expect(last > 0 && first > 0, "the edge bins count: %s", out);
	free(out);
	free(dir);
}

/*
 * A program's own profil() buffer, turned off with profil(NULL, ...) and
 * let go: nothing reads it again.  The exit write read it (SIGSEGV once
 * unmapped; a dead stack frame's bytes as 10^6 s of samples), and so did
 * a fork child zeroing the profile.  gmon.out holds the profile's own
 * histogram, as glibc's does.
 */
Test(profil, own_buffer_let_go_after_profil_off)
{
	char *dir = dir_for("profil_let_go"), *out, *rep;
	unsigned long n;
	double total;

	build(dir, "profbuf.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "./prog unmap"), 0, "exit: %s", out);
	cr_expect(sscanf(out, "samples %lu", &n) == 1 && n > 0,
		  "profil() sampled into the buffer: %s", out);
	free(out);
	cr_assert_eq(run(&out, dir, "GMON_OUT_PREFIX=\"$PWD/p\" ./prog fork"),
		     0, "exit: %s", out);
	cr_expect(strstr(out, "child exited 0") != NULL, "%s", out);
	free(out);
	cr_assert_eq(run(&out, dir, "./prog stack"), 0, "exit: %s", out);
	free(out);
	rep = gprof(dir, "gmon.out");
	total = gprof_seconds(rep);
	cr_expect(total < 1.0, "gmon.out's samples came from the program's "
		  "buffer (%.2f s):\n%s", total, rep);
	free(rep);
	free(dir);
}

/*
 * GMON_PROFILE=off and a program's own profil(): the settings were not
 * read, so the sample signal was none and the clock fell back to
 * ITIMER_PROF, the program's own timer, with a false line about
 * `ulimit -i'; after profil() was off the program's timer was gone.
 */
Test(profil, program_timer_kept_with_profiling_off)
{
	char *dir = dir_for("profil_off_itimer"), *out;
	const char *const env[] = { "", "GMON_PROFILE=off " };
	long n;
	unsigned i;

	build(dir, "ownitimer.c", NULL, "-O1");
	for (i = 0; i < 2; i++) {
		cr_assert_eq(run(&out, dir, "%s./prog 2>err && cat err",
				 env[i]), 0, "%s", out);
		cr_expect(sscanf(out, "own ticks %ld", &n) == 1 && n >= 5,
			  "%sthe program's SIGPROFs go on: %s", env[i], out);
		cr_expect(strstr(out, "libgmon") == NULL, "%s%s", env[i], out);
		free(out);
	}
	free(dir);
}

/*
 * gmon_dump() while another thread's dump is being written: it waits and
 * writes its own.  It returned 0 having written nothing, so that a
 * program leaving with _exit() lost its last calls (3 or 4 runs in 6).
 */
Test(dump, waits_for_another_threads_dump)
{
	char *dir = dir_for("dump_race"), *out, *rep;
	int round;

	build(dir, "dumprace.c", NULL, "-O1");
	for (round = 0; round < 5; round++) {
		cr_assert_eq(run(&out, dir, "rm -f gmon.out && ./prog"), 0,
			     "%s", out);
		cr_expect_str_eq(out, "dump 0\n");
		free(out);
		rep = gprof(dir, "gmon.out");
		cr_assert_eq(gprof_calls(rep, "last"), 1,
			     "round %d: the last call is in gmon.out:\n%s",
			     round, rep);
		free(rep);
	}
	free(dir);
}

/*
 * GMON_OUT_PREFIX set or cleared by the program before its own
 * _mcleanup() or monitor(0): read then, as glibc's _mcleanup() reads it.
 * Only the exit path read it again, so these wrote gmon.out and
 * envprof.<pid>.
 */
Test(dump, prefix_the_program_sets_before_mcleanup)
{
	static const char *const cmd[] = {
		"./prog set", "./prog monitor",
		"GMON_OUT_PREFIX=envprof ./prog clear",
	};
	static const char *const file[] = { "myprof.", "myprof.", NULL };
	char *dir = dir_for("own_prefix"), *out, *ls;
	long pid;
	unsigned i;

	build(dir, "setprefix.c", NULL, "-O1");
	for (i = 0; i < 3; i++) {
		cr_assert_eq(run(&out, dir, "rm -f gmon.out myprof.* envprof.* && "
				 "%s", cmd[i]), 0, "%s", out);
		cr_assert_eq(sscanf(out, "pid %ld", &pid), 1, "%s", out);
		cr_assert_eq(run(&ls, dir, "ls gmon.out myprof.* envprof.* "
				 "2>/dev/null; true"), 0);
		if (file[i]) {
			char want[64];

			snprintf(want, sizeof want, "%s%ld\n", file[i], pid);
			cr_expect_str_eq(ls, want, "%s", cmd[i]);
		} else {
			cr_expect_str_eq(ls, "gmon.out\n", "%s", cmd[i]);
		}
		free(ls);
		free(out);
	}
	free(dir);
}

/* ---- fork, spawn, exec ---- */

/*
 * lifecycle.c runs `cmd' (a fork, with the prefix p): gprof's reports of
 * the parent's file and the child's, and no gmon.out.
 */
static void fork_files(const char *test, const char *cmd, char **parent,
		       char **child)
{
	char *dir = dir_for(test), *out;

	build(dir, "lifecycle.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "%s & pid=$!; wait $pid && "
			 "test ! -e gmon.out && mv p.$pid parent.out && "
			 "mv p.[0-9]* child.out", cmd), 0, "%s", out);
	free(out);
	*parent = gprof(dir, "parent.out");
	*child = gprof(dir, "child.out");
	free(dir);
}

Test(process, fork_both_profile)
{
	char *parent, *child;

	fork_files("fork", "GMON_OUT_PREFIX=$PWD/p ./prog fork", &parent,
		   &child);
	cr_expect_eq(gprof_calls(parent, "before_fork"), 2, "%s", parent);
	cr_expect_eq(gprof_calls(parent, "in_parent"), 5, "%s", parent);
	cr_expect_eq(gprof_calls(parent, "in_child"), 0, "%s", parent);
	cr_expect_eq(gprof_calls(child, "in_child"), 7, "%s", child);
	cr_expect_eq(gprof_calls(child, "before_fork"), 0,
		     "the child starts an empty profile:\n%s", child);
	cr_expect_gt(flat_self(child, "child_burn"), 0.0,
		     "the child's clock runs:\n%s", child);
	free(parent);
	free(child);
}

/*
 * A program that sets GMON_OUT_PREFIX itself and forks: glibc reads it
 * as it writes, so each process has a file of its own.  libgmon read it
 * once at start: one gmon.out, and the child's profile was lost.  The
 * child, with a file of its own, is sampled.
 */
Test(process, prefix_set_by_the_program)
{
	char *parent, *child;

	fork_files("own_prefix", "./prog own-prefix $PWD/p", &parent, &child);
	cr_expect_eq(gprof_calls(parent, "in_parent"), 5, "%s", parent);
	cr_expect_eq(gprof_calls(child, "in_child"), 7, "%s", child);
	cr_expect_gt(flat_self(child, "child_burn"), 0.0, "%s", child);
	free(parent);
	free(child);
}

/* ... and one that clears it writes gmon.out, as with glibc. */
Test(process, prefix_cleared_by_the_program)
{
	lifecycle_says("own_prefix_cleared", NULL, "GMON_OUT_PREFIX=$PWD/p "
		       "./prog own-prefix && ls", "gmon.out\nprog\n",
		       "in_parent", 5);
}

/*
 * A GMON_OUT_PREFIX whose file cannot be made (a directory not there, a
 * typo) lost the profile; glibc's runtime writes gmon.out then.  So does
 * libgmon, and one line says so.
 */
Test(process, prefix_that_cannot_be_written_falls_back_to_gmon_out)
{
	lifecycle_says("prefix_fallback", NULL, "GMON_OUT_PREFIX=none/p ./prog "
		       "2>err; ls; sed 's/[0-9][0-9]*:/N:/' err", "err\ngmon.out\n"
		       "prog\nlibgmon: cannot write none/p.N: No such file or "
		       "directory; writing gmon.out instead\n", "in_main", 1);
}

/*
 * A fork child that sets every signal back to its default action, as
 * daemon(7) advises, then works: its re-armed clock's first tick killed
 * it (signal 61).  Without files of its own it is not sampled, as with
 * glibc's runtime (whose child does not inherit the timer); the parent
 * writes last, with its own calls.
 */
Test(process, fork_child_that_resets_every_signal_lives)
{
	char *out, *rep = profile_run("fork_reset", "lifecycle.c", "-O1",
				      "./prog fork-reset", &out);

	cr_expect_str_eq(out, "");
	cr_expect_eq(gprof_calls(rep, "in_parent"), 5, "%s", rep);
	free(rep);
	free(out);
}

Test(process, fork_without_prefix_is_never_torn)
{
	char *dir = dir_for("fork_noprefix"), *out;

	build(dir, "lifecycle.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "./prog fork && ls"), 0, "%s", out);
	cr_expect(!strstr(out, ".tmp"), "temporary file left: %s", out);
	free(out);
	expect_calls(dir, "in_parent", 5);	/* the parent wrote last: whole */
}

/*
 * A daemon: the parent exits right after the fork, the child later.
 * Both write gmon.out (no GMON_OUT_PREFIX), the child last: its profile
 * must hold the run before the fork too, as glibc's does (the child
 * started an empty profile, and the calls before the fork were lost).
 */
Test(process, fork_then_parent_exits_keeps_the_run_before_the_fork)
{
	char *dir = dir_for("daemon"), *out;

	build(dir, "lifecycle.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "./prog daemon > pid && "
			 "while kill -0 $(cat pid) 2>/dev/null; do sleep 0.05; done"),
		     0, "%s", out);
	free(out);
	expect_calls(dir, "before_fork", 2);
	expect_calls(dir, "in_child", 7);
	free(dir);
}

Test(process, spawn_system_vfork)
{
	char *rep = profile_run("spawn", "lifecycle.c", "-O1", "./prog spawn", NULL);

	cr_expect_eq(gprof_calls(rep, "around_spawn"), 40, "%s", rep);
	free(rep);
}

static void exec_case(const char *mode)
{
	char *dir = dir_for(mode), *out;

	build(dir, "lifecycle.c", NULL, "-O1");
	/* many times: a stray tick would kill the new image now and then */
	cr_assert_eq(run(&out, dir,
			 "for i in 1 2 3 4 5 6 7 8 9 10; do ./prog %s || exit 1; done", mode),
		     0, "%s", out);
	cr_expect(strstr(out, "exec-ok"), "%s", out);
	free(out);
}

Test(process, exec_shell_script) { exec_case("exec-sh"); }
Test(process, exec_plain_binary) { exec_case("exec-bin"); }

Test(process, exec_profiled_starts_fresh)
{
	char *rep = profile_run("exec_self", "lifecycle.c", "-O1", "./prog exec-self", NULL);

	cr_expect_eq(gprof_calls(rep, "after_exec"), 6, "%s", rep);
	cr_expect_eq(gprof_calls(rep, "before_exec"), 0, "%s", rep);
	free(rep);
}

/* ---- exit paths ---- */

Test(exits, atexit_handlers_are_counted)
{
	char *rep = profile_run("atexit", "lifecycle.c", "-O1", "./prog atexit", NULL);

	cr_expect_eq(gprof_calls(rep, "in_atexit"), 3, "%s", rep);
	cr_expect_eq(gprof_calls(rep, "in_main"), 2, "%s", rep);
	free(rep);
}

/*
 * The program's destructors, the last one too (priority 101), run before
 * the profile is written: their calls were lost (the write was an atexit
 * handler, which ran before them), where glibc counts them in a program
 * that links a library besides the C library.
 */
static void destructors_counted(const char *test, const char *flags)
{
	char *rep = profile_run(test, "lifecycle.c", flags, "./prog destructor",
				NULL);

	cr_expect_eq(gprof_calls(rep, "in_destructor"), 6, "%s", rep);
	cr_expect_eq(gprof_calls(rep, "in_atexit"), 3, "%s", rep);
	cr_expect_eq(gprof_calls(rep, "in_main"), 2, "%s", rep);
	free(rep);
}

Test(exits, destructors_are_counted) { destructors_counted("destructor", "-O1"); }
Test(exits, destructors_are_counted_static)
{
	destructors_counted("destructor_static", "-O1 -static");
}

Test(exits, exit_inside_an_atexit_handler)
{
	char *out, *rep = profile_run("atexit_exit", "lifecycle.c", "-O1",
				      "./prog atexit-exit && ls", &out);

	cr_expect(!strstr(out, ".tmp"), "%s", out);
	cr_expect_eq(gprof_calls(rep, "in_atexit"), 4, "%s", rep);
	free(out);
	free(rep);
}

Test(exits, mcleanup_twice_writes_once)
{
	char *rep = profile_run("twice", "lifecycle.c", "-O1", "./prog twice", NULL);

	cr_expect_eq(gprof_calls(rep, "in_main"), 4, "%s", rep);
	free(rep);
}

Test(exits, abort_and_fatal_signals_do_not_hang)
{
	char *dir = dir_for("fatal"), *out;

	build(dir, "lifecycle.c", NULL, "-O1");
	cr_expect_eq(run(&out, dir, "timeout 20 ./prog abort; echo $?"), 0);
	cr_expect(strstr(out, "134"), "abort: %s", out);
	free(out);
	cr_expect_eq(run(&out, dir, "timeout 20 ./prog segv; echo $?"), 0);
	cr_expect(strstr(out, "139"), "SIGSEGV: %s", out);
	free(out);
}

Test(exits, _exit_writes_nothing)
{
	char *dir = dir_for("underscore_exit"), *out;

	build(dir, "lifecycle.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "./prog _exit && test ! -e gmon.out && ls"), 0, "%s", out);
	free(out);
}

Test(exits, write_on_signal_then_die)
{
	char *dir = dir_for("on_signal"), *out;

	build(dir, "lifecycle.c", NULL, "-O1");
	cr_expect_eq(run(&out, dir, "GMON_SIGNALS=INT,TERM ./prog signal; echo $?"), 0);
	cr_expect(strstr(out, "143"), "died of SIGTERM: %s", out);
	free(out);
	expect_calls(dir, "before_signal", 9);
	/* without the opt-in: no file, as before */
	cr_assert_eq(run(&out, dir, "rm -f gmon.out; ./prog signal; test ! -e gmon.out"), 0, "%s", out);
	free(out);
}

/*
 * A program started with a signal ignored (nohup, a shell's background
 * job) never dies of it, and the programs it starts inherit the ignore:
 * GMON_SIGNALS put libgmon's handler in its place, and the program died
 * of SIGHUP (status 129).  Signals GMON_SIGNALS names that are not
 * ignored still write the profile and kill (write_on_signal_then_die).
 */
Test(exits, ignored_signals_stay_ignored)
{
	char *dir = dir_for("ignored"), *out;

	build(dir, "lifecycle.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "trap '' HUP INT; GMON_SIGNALS=HUP,INT,TERM "
			 "./prog ignored; echo status $?"), 0, "%s", out);
	cr_expect_str_eq(out, "HUP ignored, INT ignored\nstatus 3\n");
	free(out);
	expect_calls(dir, "in_main", 3);
	/* a dump signal that is ignored says so, and stays ignored */
	cr_assert_eq(run(&out, dir, "trap '' HUP INT; GMON_DUMP_SIGNAL=HUP "
			 "./prog ignored 2>&1; echo status $?"), 0, "%s", out);
	cr_expect(strstr(out, "GMON_DUMP_SIGNAL: HUP is ignored by the program")
		  && strstr(out, "status 3"), "%s", out);
	free(out);
	free(dir);
}

/*
 * GMON_SIGNALS=ABRT was dropped without a word (only HUP, INT, QUIT,
 * TERM, USR1, USR2, ALRM, XCPU and PIPE had names): an aborting program
 * left no profile.
 */
Test(exits, write_on_abort_by_name)
{
	char *dir = dir_for("abort_by_name"), *out;

	build(dir, "lifecycle.c", NULL, "-O1");
	cr_expect_eq(run(&out, dir, "GMON_SIGNALS=SIGABRT ./prog abort 2>err; "
			 "echo $?; cat err; test -s gmon.out"), 0, "%s", out);
	/* the shell's "Aborted" may follow; nothing from libgmon */
	cr_expect(strncmp(out, "134\n", 4) == 0 && !strstr(out, "libgmon"),
		  "%s", out);
	free(out);
	free(dir);
}

/*
 * A signal handler that calls exit() on SIGXFSZ, which the snapshot's
 * own write past a file size limit raises: the exit's list of the
 * objects waited for the snapshot, which never resumed, and the program
 * spun for ever.  The handler now runs once the snapshot has failed
 * (signals are held off while one is written), and the final write,
 * which the handler's raised limit lets through, has the whole profile;
 * no temporary file is left.
 */
Test(exits, exit_from_a_handler_during_a_snapshot)
{
	lifecycle_says("exit_in_snapshot", NULL, "timeout 20 ./prog "
		       "exit-in-snapshot; echo status $?; ls",
		       "libgmon: cannot write gmon.out: File too large\n"
		       "status 3\ngmon.out\nprog\n", "in_main", 6);
}

/*
 * A profile's write set SIGXFSZ aside for the whole process and back to
 * its default after: a handler another thread installed meanwhile was
 * reset (a fifth of the time with snapshots in a loop), and the program
 * later died of SIGXFSZ.  The write now stops at the file size limit
 * instead, and leaves the signal alone.
 */
Test(exits, snapshots_leave_sigxfsz_alone)
{
	lifecycle_says("xfsz_kept", NULL, "./prog xfsz-handler-kept",
		       "handler lost 0 times\n", "in_main", 2);
}

/*
 * profil(3) lets the program free its buffer once profil() has turned
 * sampling off: a tick in another thread that had taken the old ranges
 * still counted into it, and the program died of SIGSEGV within a
 * second (gcc -pg's never does).  profil() now returns once no tick
 * holds them.  Two seconds of the main thread's CPU at 1000 Hz.
 */
Test(exits, profil_buffer_freed_after_off)
{
	program_says("profil_free", "profil_free.c", "-O1", 0,
		     "GMON_HZ=1000 ./prog 2", "ok\n");
}

/*
 * A SCHED_FIFO thread's dlopen() and exit() while a thread of lower
 * priority on the same CPU writes a profile: they waited for the writer
 * by spinning, which never let it run, and the program hung for good.
 * Waits now nap after a while.  (CI runs as root, as real-time
 * scheduling needs.)
 */
Test(exits, real_time_exit_while_a_lower_thread_writes)
{
	program_says("rt_exit", "rt_exit.c", "-O1 -ldl", 0,
		     "timeout -s KILL 60 ./prog; echo status $?", "exiting\nstatus 0\n");
}

/*
 * Exit while another thread on the same CPU takes snapshots back to back
 * (16 MiB of text: each takes a while): the exit's wait for the objects'
 * turn never won it, and the program never ended.  No snapshot starts
 * once the final write has begun.
 */
Test(exits, exit_while_another_thread_dumps)
{
	program_says("exit_while_dumping", "exit_while_dumping.c", "-O1", 16777216,
		     "timeout -s KILL 60 ./prog; echo status $?", "exiting\nstatus 0\n");
}

/*
 * The same during the listing of the objects after a dlopen (the fault
 * build raises SIGUSR1 there, with the listing's lock held): the exit's
 * listing waited for that lock, for ever.  It is now left out.
 */
Test(exits, exit_from_a_handler_during_a_listing)
{
	lifecycle_says("exit_in_listing", gmon_cc_fault(),
		       "GMON_FAULT=signal-in-listing timeout 20 ./prog "
		       "exit-in-listing; echo status $?", "status 4\n",
		       "in_main", 7);
}

/*
 * monstartup() in one thread while _mcleanup() in another writes the
 * profile: the start replaced the buffers being written (SIGSEGV, most
 * runs).  A start now waits for the write, and the last start's profile
 * is written at exit.
 */
Test(exits, restart_while_another_thread_writes)
{
	lifecycle_says("restart_threads", NULL, "for i in 1 2 3 4 5; do "
		       "timeout 60 ./prog restart-threads || exit; done; "
		       "echo ok", "ok\n", "in_main", 2);
}

/*
 * A snapshot signal to a thread with a cancel pending: the writer's
 * open() and write() are cancellation points, and the thread was
 * cancelled inside it, holding the writer's turn: exit spun for ever,
 * with no gmon.out.  Cancellation is off while a profile is written.
 */
Test(exits, snapshot_in_a_thread_being_cancelled)
{
	lifecycle_says("cancel_in_snapshot", NULL, "GMON_DUMP_SIGNAL=USR2 "
		       "timeout 30 ./prog cancel-in-snapshot; echo status $?",
		       "cancelled 1\nstatus 0\n", "in_main", 3);
}

/*
 * Snapshots under a timer whose handler leaves by siglongjmp: a jump
 * that interrupted a snapshot's write abandoned it with the writer's
 * turn taken, its file open (the program's next open() got another
 * descriptor) and SIGXFSZ ignored, and the exit in another thread then
 * spun for ever, with no gmon.out.  Handlers are held off while a
 * snapshot is written.
 */
Test(exits, snapshot_under_a_timer_that_jumps)
{
	lifecycle_says("jump_out_of_snapshot", NULL, "GMON_DUMP_SIGNAL=USR2 "
		       "timeout 60 ./prog jump-out-of-snapshot; echo status $?",
		       "same fd 1, SIGXFSZ default\nstatus 0\n", "in_main", 2);
}

/*
 * A signal during the profile's write at exit (the fault build writes
 * slowly; a thread of the program sends the signal once the temporary
 * file is there, to the writing thread):
 * - GMON_SIGNALS=TERM: the handler's write returned at once (the
 *   profile was already being written), and the process died in the
 *   middle of it: no gmon.out, and the temporary file left.  Now the
 *   handler writes the profile in place of the interrupted write.
 * - a handler that forks: the child returned to the write and went on
 *   through the same descriptor into the parent's file, which came out
 *   twice its size.  Now the child's writes fail quietly.
 */
Test(exits, signals_during_the_write_at_exit)
{
	char *dir = dir_for("signal_in_exit_write"), *out;

	build(dir, "lifecycle.c", gmon_cc_fault(), "-O1");
	cr_assert_eq(run(&out, dir, "GMON_FAULT=slow-write GMON_SIGNALS=TERM "
			 "timeout -s KILL 60 ./prog signal-in-exit-write TERM; "
			 "echo status $?; ls"), 0, "%s", out);
	/* (the shell may say "Terminated" first) */
	cr_expect(strstr(out, "status 143\ngmon.out\nprog\n"), "%s", out);
	free(out);
	expect_calls(dir, "in_main", 4);
	/* musl's fork() takes locks its exit holds: a handler that forks
	 * during exit deadlocks there, with or without libgmon */
	if (strcmp(test_libc(), "glibc") != 0) {
		free(dir);
		return;
	}
	run_says(dir, "rm -f gmon.out; GMON_FAULT=slow-write "
		 "timeout -s KILL 60 ./prog signal-in-exit-write USR1; "
		 "echo status $?; while kill -0 $(cat child.pid) 2>/dev/null; "
		 "do sleep 0.1; done; ls", "status 0\nchild.pid\ngmon.out\nprog\n",
		 "in_main", 4);
	free(dir);
}

/*
 * A chdir() in another thread while the profile is written at exit:
 * the temporary file was renamed by relative names after the write, in
 * whatever directory was current then, and the profile was lost ("No
 * such file or directory") with its temporary file left behind.  glibc
 * writes through the descriptor it opened.  (The fault build writes
 * slowly; the thread moves once the temporary file is there.)
 */
Test(exits, chdir_during_the_write_at_exit)
{
	char *dir = dir_for("chdir_in_exit_write");

	lifecycle_says("chdir_in_exit_write", gmon_cc_fault(), "GMON_FAULT="
		       "slow-write ./prog chdir-in-exit-write; echo status $?; "
		       "ls; ls elsewhere", "status 0\nelsewhere\ngmon.out\nprog\n",
		       "in_main", 4);
	run_says(dir, "rm -rf gmon.out elsewhere; GMON_FAULT=slow-write "
		 "GMON_OUT_PREFIX=./prof ./prog chdir-in-exit-write; echo status $?; "
		 "ls elsewhere; mv prof.* gmon.out && ls",
		 "status 0\nelsewhere\ngmon.out\nprog\n", "in_main", 4);
	free(dir);
}

/* (gmon_dump() that writes a new gmon.out used to leave errno ENOENT.) */
Test(exits, dump_on_demand)
{
	char *dir = dir_for("dump"), *out, *snap, *snap2, *fin;

	build(dir, "lifecycle.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "GMON_DUMP_SIGNAL=USR2 ./prog dump"), 0, "%s", out);
	free(out);
	snap = gprof(dir, "gmon.snap");
	snap2 = gprof(dir, "gmon.snap2");
	fin = gprof(dir, "gmon.out");
	cr_expect_eq(gprof_calls(snap, "in_main"), 5, "%s", snap);
	cr_expect_eq(gprof_calls(snap2, "in_main"), 10, "%s", snap2);
	cr_expect_eq(gprof_calls(fin, "in_main"), 11, "%s", fin);
	free(snap);
	free(snap2);
	free(fin);
}

/*
 * A snapshot runs on the stack of the thread it interrupts, which may be
 * a coroutine's few KiB: it takes no more there than with every symbol
 * bound at start-up.  The runtime's calls into the C library were bound
 * lazily, and the first of each ran the loader's resolver on that stack,
 * which saves every vector register (2.8 KB more on an AVX-512 machine;
 * a green thread with a 16 KiB stack died of SIGSEGV).  (musl binds
 * everything at start-up.)
 */
Test(exits, snapshot_binds_nothing_on_the_programs_stack)
{
	char *dir = dir_for("snapshot_stack"), *lazy, *now;

	build(dir, "smallstack.c", NULL, "-O1");
	cr_assert_eq(run(&lazy, dir, "GMON_DUMP_SIGNAL=USR2 ./prog"), 0, "%s", lazy);
	cr_assert_eq(run(&now, dir, "LD_BIND_NOW=1 GMON_DUMP_SIGNAL=USR2 ./prog"),
		     0, "%s", now);
	cr_expect_leq(strtoul(lazy, NULL, 10), strtoul(now, NULL, 10) + 128,
		      "stack used by a snapshot: %s bytes; %s with every "
		      "symbol bound at start-up", lazy, now);
	free(lazy);
	free(now);
	free(dir);
}

/*
 * A program's handler computing on an alternate signal stack of a size
 * a tick fits in (two signal frames and 256 bytes), under
 * GMON_DUMP_INTERVAL: the periodic snapshot ran there, in the tick, and
 * the program died of SIGSEGV.  A snapshot due on an alternate stack
 * now waits for a tick on an ordinary one.  Without snapshots the same
 * stack does (and for glibc's runtime, which has none).  (Not under the
 * sanitizers, whose code needs more than such a stack.)
 */
Test(exits, periodic_snapshots_stay_off_small_signal_stacks)
{
	char *dir = dir_for("snapshot_altstack"), *out;

	if (*sanitize_flags() != '\0') {
		free(dir);
		return;
	}
	if (strcmp(test_libc(), "glibc") == 0) {
		char *ref = dir_for("snapshot_altstack_ref"),
		     *cc = xasprintf("%s -pg", test_cc("gcc"));

		build(ref, "altstack.c", cc, "-O1");
		cr_assert_eq(run(&out, ref, "./prog 256 0.2"), 0, "%s", out);
		free(out);
		free(cc);
		free(ref);
	}
	build(dir, "altstack.c", NULL, "-O1");
	cr_assert_eq(run(&out, dir, "./prog 256 0.2"), 0, "%s", out);
	free(out);
	cr_assert_eq(run(&out, dir, "GMON_DUMP_INTERVAL=1 ./prog 256 2.5"), 0,
		     "%s", out);
	cr_expect_str_eq(out, "ok\n");
	free(out);
	expect_calls(dir, "on_alt", 1);
	expect_calls(dir, "in_main", 1);
	free(dir);
}

Test(exits, exit_waits_for_a_snapshot_in_another_thread)
{
	/* the test build writes its first profile, the snapshot, slowly:
	 * it takes seconds, the final write must wait for it */
	char *dir = dir_for("snapshot_wait"), *out;

	build(dir, "clock.c", gmon_cc_fault(), "-O1");
	cr_assert_eq(run(&out, dir, "GMON_FAULT=slow-write ./prog dump-race "
			 "2>err; st=$?; cat err; test $st = 0 && test ! -s err "
			 "&& ls"), 0, "%s", out);
	cr_expect(!strstr(out, ".tmp"), "temporary file left: %s", out);
	free(out);
	expect_calls(dir, "in_main", 7);	/* the final profile, whole */
	free(dir);
}

/*
 * A gmon_dump() that waits for another thread's snapshot takes signals
 * meanwhile: it held them off while it waited, so glibc's setuid signal
 * waited too, and a setuid() in a third thread stalled for seconds.
 * Only its own write holds them off.
 */
Test(exits, a_snapshot_waiting_for_another_takes_signals)
{
	char *dir = dir_for("snapshot_wait_signals"), *out;

	build(dir, "clock.c", gmon_cc_fault(), "-O1");
	cr_assert_eq(run(&out, dir, "GMON_FAULT=slow-write ./prog "
			 "wait-takes-signals"), 0, "%s", out);
	cr_expect_str_eq(out, "handled while waiting 1\n");
	free(out);
	free(dir);
}

Test(exits, periodic_dumps_survive_sigkill, .timeout = 300)
{
	char *dir = clock_dir("dump_interval", NULL), *out, *first, *last;
	unsigned long a, b;

	/* a snapshot, then a newer one, then SIGKILL: the newer one stays */
	cr_assert_eq(run(&out, dir,
			 "GMON_DUMP_INTERVAL=1 ./prog forever >/dev/null & "
			 "pid=$!; for i in $(seq 1200); do test -e gmon.out "
			 "&& break; sleep 0.1; done; cp gmon.out first.out && "
			 "for i in $(seq 1200); do cmp -s gmon.out first.out "
			 "|| break; sleep 0.1; done; kill -9 $pid; wait $pid; "
			 "! cmp -s gmon.out first.out"), 0,
		     "no second snapshot: %s", out);
	free(out);
	first = gprof(dir, "first.out");
	last = gprof(dir, "gmon.out");
	a = gprof_calls(first, "tick");
	b = gprof_calls(last, "tick");
	cr_expect(a > 0 && b > a, "tick() calls: %lu in the first snapshot, "
		  "%lu in the last:\n%s", a, b, last);
	cr_expect_gt(flat_self(last, "main"), 0.0, "%s", last);
	free(first);
	free(last);
	free(dir);
}

/* ---- long runs and big programs ---- */

Test(long_runs, bins_past_65535)
{
	char *dir = dir_for("big_bins"), *dump;
	double cpu, t;

	/* a million samples a second for a second: bins pass 65535 */
	burn_at(dir, "GMON_HZ=1000000", "1", &cpu, &t, &dump);
	cr_expect(strstr(dump, "total: 1 histogram") == NULL,
		  "a bin past 65535 needs a second record:\n%s", dump);
	cr_expect(t > 0.8 * cpu && t < 1.2 * cpu,
		  "gprof gives %.2fs of the %.2fs the program burned", t, cpu);
	free(dump);
	free(dir);
}

Test(long_runs, hundred_thousand_arcs, .timeout = 600)
{
	char *dir = dir_for("many_arcs"), *out, *rep;
	struct graph g;

	/* 110 callers x 1000 call sites of 100 callees = 110000 distinct arcs */
	cr_assert_eq(run(&out, dir,
		"{ echo '#define N __attribute__((noinline))'; echo 'volatile int s;';"
		"  for j in $(seq 0 99); do echo \"N void c$j(void){s++;}\"; done;"
		"  for i in $(seq 0 109); do echo \"N void p$i(void){\";"
		"    for k in $(seq 0 9); do for j in $(seq 0 99); do echo \"c$j();\"; done; done;"
		"    echo '}'; done;"
		"  echo 'int main(void){'; for i in $(seq 0 109); do echo \"p$i();\"; done;"
		"  echo 'return 0;}'; } > arcs.c && %s -O0 arcs.c -o prog && ./prog",
		gmon_cc()), 0, "%s", out);
	free(out);
	cr_assert_eq(run(&out, dir, "'%s/gmon-dump' -s gmon.out", builddir_path()), 0);
	cr_expect(strstr(out, "110110 arcs") != NULL, "%s", out);
	free(out);
	rep = gprof(dir, "gmon.out");
	parse_graph(rep, &g);
	cr_expect_eq(arc_count(&g, "p0", "c0"), 10);
	cr_expect_eq(arc_count(&g, "p109", "c99"), 10);
	cr_expect_eq(arc_count(&g, "main", "p57"), 1);
	cr_expect_eq(gprof_calls(rep, "c42"), 1100);
	free_graph(&g);
	free(rep);
}

/* ---- failures ---- */

/*
 * Build calls.c in a fresh directory and run `script' there, which must
 * succeed (it checks the exit status and the files itself); returns what
 * it printed, stderr included, for the message checks.
 */
static char *failure_run_with(const char *test, const char *cc,
			      const char *script)
{
	char *dir = dir_for(test), *out;

	build(dir, "calls.c", cc, "-O1");
	cr_assert_eq(run(&out, dir, "%s", script), 0, "%s", out);
	free(dir);
	return out;
}

static char *failure_run(const char *test, const char *script)
{
	return failure_run_with(test, NULL, script);
}

/* The failures a real system rarely gives on demand come from the test
 * build's fault injection (GMON_FAULT); the product has none. */
Test(failures, out_of_memory_at_start)
{
	char *out = failure_run_with("enomem", gmon_cc_fault(),
				"GMON_FAULT=enomem ./prog 2>err; st=$?; cat err; "
				"test $st = 0 && test ! -e gmon.out && test $(wc -l < err) = 1");

	cr_expect(strstr(out, "libgmon: out of memory"), "%s", out);
	free(out);
}

Test(failures, product_ignores_the_fault_hook)
{
	char *out = failure_run("no_fault_hook",
				"GMON_FAULT=enomem ./prog >/dev/null 2>err; st=$?; cat err; "
				"test $st = 0 && test -s gmon.out && test ! -s err");

	free(out);
}

Test(failures, disk_full_leaves_nothing)
{
	char *out = failure_run_with("enospc", gmon_cc_fault(),
				"GMON_FAULT=enospc ./prog >/dev/null 2>err; st=$?; cat err; "
				"test $st = 0 && test -z \"$(ls -A | grep -v -e prog -e err)\"");

	cr_expect(strstr(out, "gmon.out") && strstr(out, "No space left"), "%s", out);
	free(out);
}

Test(failures, disk_full_on_a_real_tmpfs)
{
	char *dir = dir_for("tmpfs"), *out;

	build(dir, "calls.c", NULL, "-O1");
	/* CI runs as root: a 4 KiB tmpfs is too small for the profile */
	cr_assert_eq(run(&out, dir, "mkdir -p small && mount -t tmpfs -o size=4k tmpfs small"),
		     0, "cannot mount a tmpfs (need root): %s", out);
	free(out);
	cr_expect_eq(run(&out, dir, "cd small && ../prog >/dev/null 2>../err; st=$?; cd ..; cat err; "
			 "test $st = 0 && test -z \"$(ls -A small)\""), 0, "%s", out);
	cr_expect(strstr(out, "No space left"), "%s", out);
	free(out);
	run(NULL, dir, "umount small");
}

Test(failures, unwritable_directory)
{
	char *out = failure_run("readonly",
				"mkdir ro && chmod 555 ro && chmod 755 . && "
				"cd ro && setpriv --reuid=nobody --regid=nogroup --clear-groups "
				"../prog >/dev/null 2>../err; st=$?; cd ..; cat err; "
				"test $st = 0 && test -z \"$(ls -A ro)\"");

	cr_expect(strstr(out, "gmon.out") && strstr(out, "Permission denied"), "%s", out);
	free(out);
}

Test(failures, symlink_and_hard_link_are_left_alone)
{
	char *out = failure_run("links",
				"echo precious > target && ln -s target gmon.out && "
				"./prog >/dev/null 2>err; st=$?; cat err; test $st = 0 && "
				"test -L gmon.out && test \"$(cat target)\" = precious && "
				"test -z \"$(ls -A | grep tmp)\"");

	cr_expect(strstr(out, "not replacing gmon.out"), "%s", out);
	free(out);
	out = failure_run("hard_link",
			  "echo precious > other && ln other gmon.out && "
			  "./prog >/dev/null 2>err; st=$?; cat err; test $st = 0 && "
			  "test \"$(cat other)\" = precious && test \"$(cat gmon.out)\" = precious");
	cr_expect(strstr(out, "not replacing gmon.out"), "%s", out);
	free(out);
}

Test(failures, setuid_ignores_environment)
{
	/* set-user-ID root, run by nobody in a directory nobody cannot write */
	char *out = failure_run("setuid",
				"chmod 755 . && mkdir -p rootonly && chmod 755 rootonly && "
				"cp prog rootonly/prog && chmod u+s rootonly/prog && cd rootonly && "
				"GMON_OUT_PREFIX=/tmp/libgmon-setuid-test setpriv --reuid=nobody "
				"--regid=nogroup --clear-groups ./prog >/dev/null 2>../err; st=$?; cd ..; "
				"cat err; test $st = 0 && test ! -e /tmp/libgmon-setuid-test.* && "
				"test ! -e rootonly/gmon.out");

	cr_expect(strstr(out, "not writing gmon.out"), "%s", out);
	free(out);
}
