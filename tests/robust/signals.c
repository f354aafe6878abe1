/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Signals: the program's handlers are profiled, its own use of signals
 * and of the sample signal is kept, and libgmon's ticks reach none of
 * its waits.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "robust.h"

Test(signals, handlers_are_counted, .timeout = 120)
{
	char *out, *rep = robust_profile("handlers", "-O2", "signals.c",
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
 * profiled function: some jumps leave mcount half way.  Counting goes
 * on: 50 arcs made afterwards are all there, exactly.
 */
Test(signals, siglongjmp_out_of_mcount, .timeout = 120)
{
	char *out, *rep = robust_profile("longjmp", "-O2", "signals.c",
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
 * arcs that are new while main's first round fills the table: a handler
 * that interrupts the table's growth counts into a free cell of the old
 * array, so the nesting takes bounded memory and stack (glibc's runtime
 * peaks at 3 MB).  Every call is counted: 2 rounds of 10,000, and 51
 * per handler.
 */
Test(signals, nested_handlers_while_the_table_grows, .timeout = 300)
{
	storm_counts_every_call("storm", NULL);
}

/*
 * A SIGALRM every 50 us of real time whose handler leaves by siglongjmp,
 * while main's first round meets 10,000 new arcs: the table's growth
 * takes longer than that, so the port holds off the thread's handlers
 * while it copies, and the program ends in bounded memory (glibc's
 * runtime ends having counted 165 of the 30,000 calls).  A call a jump
 * interrupts is made again: the calls counted lie between 30,000 and
 * that plus the jumps (and main's call of jump()).
 */
Test(signals, siglongjmp_more_often_than_a_copy_takes, .timeout = 300)
{
	jump_storm_counts_every_call("jump_storm", NULL);
}

/*
 * A program's own handler on the sample signal (GMON_SIGNAL=USR1), put
 * behind libgmon's by moncontrol(1), runs with its own flags, mask and
 * stack: a thread it wakes leaves read() (no SA_RESTART), a one-shot
 * handler (SA_RESETHAND) runs once, its sa_mask and SA_NODEFER hold,
 * and SA_ONSTACK's stack is used.  Each mode prints what the plain
 * program prints (tests/progs/own_sample.c).
 */
Test(signals, own_handler_on_the_sample_signal_keeps_its_flags, .timeout = 180)
{
	static const char *const modes[] = { "wake", "once", "mask", "onstack" };
	static const char *const plain_says[] = { "Interrupted system call",
		"handled 1\nstatus 138", "USR1 1 USR2 1 TERM 0\nUSR1 0 USR2 0",
		"alternate stack 1" };
	char *dir = work_dir("robust", "own_sample"), *plain, *out, *cc;

	build_program(dir, NULL, "-O1", "own_sample.c");
	cc = xasprintf("%s %s -O1 -DPLAIN", test_cc("gcc"), sanitize_flags());
	free(run_ok(dir, "%s '%s/tests/progs/own_sample.c' -o plain -lpthread",
		    cc, srcdir_path()));
	for (size_t i = 0; i < sizeof modes / sizeof *modes; i++) {
		run(&plain, dir, "./plain %s 2>/dev/null; echo status $?", modes[i]);
		cr_expect(strstr(plain, plain_says[i]), "%s", plain);
		run(&out, dir, "GMON_SIGNAL=USR1 ./prog %s 2>/dev/null; "
		    "echo status $?", modes[i]);
		cr_expect_str_eq(out, plain, "%s", modes[i]);
		free(out);
		free(plain);
	}
	free(cc);
	free(dir);
}

/*
 * A program that ends itself on every signal but SIGPROF, which it
 * leaves to a profiler as glibc's runtime uses it: GMON_SIGNAL=PROF
 * samples with SIGPROF, with libgmon's own CPU-time timers, and the
 * program runs to its end.
 */
Test(signals, sample_signal_prof_for_a_program_that_leaves_only_it)
{
	char *out, *rep = robust_profile("spare_prof", "-O1", "spare_prof.c",
					 "GMON_SIGNAL=PROF ./prog", &out);

	cr_expect_str_eq(out, "done\n");
	cr_expect_eq(gprof_calls(rep, "work"), 1, "%s", rep);
	cr_expect_gt(flat_self(rep, "work"), 0.15, "%s", rep);
	free(out);
	free(rep);
}

/*
 * A failed dlopen(), then the program's first signalfd(), sigtimedwait(),
 * sigwaitinfo() or sigwait(), then dlerror(): the message is still
 * there (the hooks find the C library's function without a dlsym() that
 * would clear it).  Built with gmon-cc, and (glibc) under gmon-run.
 */
Test(signals, first_wait_keeps_the_dlerror_message)
{
	static const char *const waits[] = { "signalfd", "sigtimedwait",
					     "sigwaitinfo", "sigwait" };
	char *dir = work_dir("robust", "dlerror_wait"), *plain, *out;
	int glibc = strcmp(test_libc(), "glibc") == 0;

	build_program(dir, NULL, "-O1", "dlerror_wait.c");
	free(run_ok(dir, "%s -O1 '%s/tests/progs/dlerror_wait.c' -o plain",
		    test_cc("gcc"), srcdir_path()));
	for (size_t i = 0; i < sizeof waits / sizeof *waits; i++) {
		plain = run_ok(dir, "./plain %s", waits[i]);
		cr_expect(strstr(plain, "no-such-plugin"), "%s", plain);
		out = run_ok(dir, "./prog %s", waits[i]);
		cr_expect_str_eq(out, plain, "gmon-cc");
		free(out);
		if (glibc) {
			out = run_ok(dir, "%s ./plain %s", gmon_run(), waits[i]);
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

	build_program(dir, NULL, flags, src);
	out = run_ok(dir, "./prog %s", args);
	cr_expect_str_eq(out, says, "%s", how);
	free(out);
}

/*
 * signals.c in `mode' prints `says' and exits 0, built with gmon-cc,
 * dynamic and static (not under the sanitizers, which have no static
 * runtime), and (glibc) under gmon-run.
 */
static void says_through_hooks(const char *mode, const char *says)
{
	char *dir = work_dir("robust", mode), *out;

	if (*sanitize_flags() == '\0') {
		char *name = xasprintf("%s_static", mode);
		char *static_dir = work_dir("robust", name);

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
	out = run_ok(dir, "gcc -O1 '%s/tests/progs/signals.c' -o plain "
		     "-lpthread && %s ./plain %s", srcdir_path(), gmon_run(),
		     mode);
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
 * waits for them itself (sigtimedwait, sigwaitinfo, sigwait) gets only
 * its own signals, as under glibc's runtime: the waits step over
 * libgmon's ticks (signal 61, si_code SI_TIMER).
 */
Test(signals, waits_for_own_signals_get_no_ticks, .timeout = 120)
{
	no_strays("sigwait");
}

/* The same program reading its signals from a signalfd for every signal. */
Test(signals, signalfd_gets_no_ticks, .timeout = 120)
{
	no_strays("signalfd");
}

/*
 * The hooks above fail as the C library does: EFAULT for bad pointers
 * (never SIGSEGV), the longest timeout sigtimedwait takes (LONG_MAX s,
 * in the sigwait case) without an overflow at the first tick, and
 * sigwait's errors in the C library's convention: glibc returns the
 * error number and leaves it in errno too, musl returns -1.
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
	char *rep = robust_profile(test, "-O1", "signals.c", cmd, &out);

	cr_expect_str_eq(out, says);
	cr_expect_gt(flat_self(rep, burner), 0.1, "%s", rep);
	free(out);
	free(rep);
	free(cmd);
}

/*
 * A program that wraps one of the waits itself (-Wl,--wrap, a unit
 * test's mock) keeps its wrapper, static too: gmon-cc's gsigwrap.o
 * defines its wrappers weakly.
 */
Test(signals, own_wrapper_of_a_wait_is_kept, .timeout = 120)
{
	char *dir = work_dir("robust", "own_wrap");

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
 * sigwait) to the wrapper, and leaves __real_sigtimedwait null there.
 * (-### shows the link without running it.)
 */
Test(signals, no_wait_wrapped_for_lld)
{
	char *dir = work_dir("robust", "wrap_lld"), *out;

	if (*sanitize_flags() != '\0') {	/* no static links there */
		free(dir);
		return;
	}
	out = run_ok(dir, "%s -static -### x.o 2>&1 | "
		     "grep -c 'wrap=sigwait[^a-z]'", gmon_cc());
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
 * short gets none of libgmon's ticks, whoever's time they are: here
 * the time of a SIGEV_THREAD timer's callback (the C library's thread,
 * which blocks every signal) and of a handler whose mask is full.
 * libgmon's pthread_sigmask never leaves its signal unblocked for a
 * thread that blocks it, so the kernel never hands another thread's
 * ticks to the sleeper (glibc's runtime: none either).
 */
Test(signals, threads_blocking_every_signal_sleep_on, .timeout = 120)
{
	says_through_hooks("full-block-sleeps", "0 sleeps cut short\n"
			   "0 sleeps cut short\n");
}

/*
 * The program's first ticks land in a handler on an 8 KiB alternate
 * stack: the tick fits there, with every symbol it calls bound at
 * start-up (a lazy binding would run the loader's resolver there, which
 * saves the vector registers: about 3 KB with AVX-512).
 */
Test(signals, first_tick_fits_a_small_alternate_stack)
{
	unharmed("altstack", "altstack", "survived\n", "on_small_stack");
}

/*
 * A tick reads the interrupted stack without a system call, as glibc's
 * handler does: a seccomp sandbox may kill a program for any call it
 * forbids.  Here the calls are trapped and counted instead.
 */
Test(signals, ticks_make_no_call_a_sandbox_forbids)
{
	unharmed("sandbox", "sandbox", "trapped 0\n", "busy");
}

/*
 * The program's own ITIMER_PROF fires on every tick of ours (both count
 * CPU time, and the kernel checks both at its own tick), so each of our
 * ticks interrupts the entry of the program's SIGPROF handler, and the
 * sample belongs to the code below it, at every position of the stack
 * in a page (the handler's frame may sit right above a page boundary).
 */
Test(signals, own_itimer_prof_at_every_stack_position)
{
	char *out, *rep = robust_profile("own_prof_sweep", "-O1", "signals.c",
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
	char *out, *rep = robust_profile("own_prof", "-O1", "signals.c",
					 "./prog own-prof", &out);

	cr_expect_gt(strtoul(out, NULL, 10), 10, "program's SIGPROF ticks: %s", out);
	cr_expect_gt(flat_self(rep, "busy"), 0.0, "%s", rep);
	free(out);
	free(rep);
}
