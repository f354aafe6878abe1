/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The sampling clock: CPU time is charged where it was spent, time no
 * sample could be taken for is said to have gone unsampled, and the
 * program's own signals and signal slots are left to it.  GMON_FAULT=
 * ticks-to-main (the fault build) sends the process-wide timer's signal
 * to the main thread, as kernels before 6.3 do; every thread has a
 * timer of its own either way.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "harness.h"
#include "robust.h"

Test(clock, stack_at_the_top_of_a_mapping)
{
	/* the handler must not read the word above the stack pointer */
	expect_profile_seconds("stack_top", "-O1", "stack.c", "./prog 0.5",
			       "spin_at_top");
}

/* own-signal: "own N timer M after P" from a run with `env'. */
static char *own_signal_run(const char *dir, const char *env, int *own,
			    int *before, int *after)
{
	char *out = run_ok(dir, "%s ./prog own-signal %d 2>err; st=$?; "
			   "cat err; exit $st", env, SIGRTMAX - 3);

	cr_assert_eq(sscanf(out, "own %d timer %d after %d", own, before,
			    after), 3, "%s", out);
	return out;
}

Test(clock, the_programs_own_signals_reach_it)
{
	char *dir = program_dir("own_signal", NULL, "clock.c"), *out, *rep;
	int own, before, after;

	/* the program takes SIGRTMAX-3, libgmon's signal, after start-up:
	 * the ticks move at once, none reaches it */
	out = own_signal_run(dir, "", &own, &before, &after);
	cr_expect_eq(own, 20, "all 20 of its own signals reach it: %s", out);
	cr_expect(before == 0 && after == 0, "no tick of libgmon's reaches "
		  "it: %s", out);
	cr_expect(strstr(out, "libgmon: the program took SIGRTMAX-3; "
			 "profiling ticks moved to SIGRTMAX-4"),
		  "one line says so: %s", out);
	free(out);
	rep = gprof_report(dir, "prog", "gmon.out");
	cr_expect_gt(flat_self(rep, "busy_before"), 0.1, "%s", rep);
	cr_expect_gt(flat_self(rep, "busy_after"), 0.1, "%s", rep);
	free(rep);
	/* with another sample signal nothing is shared at all */
	out = own_signal_run(dir, "GMON_SIGNAL=RTMIN+5", &own, &before, &after);
	cr_expect(own == 20 && before == 0 && after == 0, "%s", out);
	cr_expect(!strstr(out, "libgmon"), "%s", out);
	free(out);
	rep = gprof_report(dir, "prog", "gmon.out");
	cr_expect_gt(flat_self(rep, "busy_before"), 0.1, "%s", rep);
	cr_expect_gt(flat_self(rep, "busy_after"), 0.1, "%s", rep);
	free(rep);
	free(dir);
}

/*
 * 200 windows of 5 ms of CPU: 1 s profiled in pieces shorter than most
 * kernels' tick, so that most windows end before their tick arrives,
 * then 0.1 s in one window.  The ticks the windows were owed are
 * charged to the windows, never carried to the next tick that comes
 * (which would give them to after_windows()).
 */
Test(clock, short_moncontrol_windows_add_up)
{
	char *out, *rep = robust_profile("windows", "-O1", "clock.c",
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
 * process-wide timer armed the kernel answers the process's CPU clock
 * from a sum it brings up to date at its ticks, up to one tick behind:
 * a window's length is read so that each window still gets the samples
 * it is owed.
 */
Test(clock, short_windows_whose_code_reads_no_clock)
{
	expect_profile_seconds("quiet_windows", "-O1", "clock.c",
			       "./prog quiet-windows 200 5", "quiet_spin");
}

/*
 * CPU time with the sample signal blocked gets no samples, as the README
 * says: the timer's overruns, which grow all the while, are not added to
 * the one sample taken where the signal is unblocked (sigprocmask, in
 * the C library).  A late tick's few overruns still count.
 */
Test(clock, time_with_the_signal_blocked_is_not_charged_to_the_unblock)
{
	char *out, *rep = robust_profile("masked", "-O1 -static", "clock.c",
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
 * With no room for a pending signal (ulimit -i 0) no CPU-time timer can
 * be created: the clock falls back to ITIMER_PROF and SIGPROF, which a
 * program that uses them itself would share.  One line says so, and the
 * time is still sampled.
 */
Test(clock, fallback_to_itimer_prof_is_said)
{
	const char *said, *used;
	double a;
	char *out, *rep = robust_profile("itimer_fallback", "-O1", "burn.c",
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
 * brings beyond 10 ms is said to have gone unsampled, and counts here.
 */
Test(clock, threads_sampled_whatever_the_kernel)
{
	char *dir = work_dir("robust", "old_kernel"), *out, *rep;
	double cpu, t, unsampled;

	build_program(dir, gmon_cc_fault(), "-O1", "threads.c");
	out = run_ok(dir, "GMON_VERBOSE=1 GMON_FAULT=ticks-to-main ./prog burn 2");
	cpu = first_number(out);
	unsampled = said_unsampled(out);
	rep = gprof_report(dir, "prog", "gmon.out");
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
 * that estimate goes.  With four busy loops on two CPUs the sum lies
 * between 0.78 and 1.17 of it (the threads' clock reads also leave
 * samples in the vdso, which gmon.out leaves out): share is 0.7.
 */
static void crowd_case(const char *test, const char *cc, const char *env,
		       const char *args, double share)
{
	char *dir = program_dir(test, cc, "clock.c"), *out, *rep;
	const char *said;
	double cpu, t, unsampled;
	int timers;

	out = run_ok(dir, "GMON_VERBOSE=1 %s ./prog crowd %s", env, args);
	said = strstr(out, "cpu ");
	cr_assert(said && sscanf(said, "cpu %lf timers %d", &cpu,
				 &timers) == 2, "%s", out);
	cr_expect(timers >= 1 && timers <= 2, "timers of ended threads are "
		  "deleted (/proc/self/timers): %d left", timers);
	unsampled = said_unsampled(out);
	rep = gprof_report(dir, "prog", "gmon.out");
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
 * A command prefix that runs a program in dir as a user of its own, or
 * "" where this process cannot (not root, or setpriv refuses).  The
 * pending-signal slots are counted per user, over all of the user's
 * processes: as that user, a program finds its limit's slots free
 * whatever timers other tests' threads hold meanwhile.
 */
static char *as_a_user_of_its_own(const char *dir)
{
	unsigned id = 100000 + (unsigned)getpid();
	char *prefix, *out;

	if (geteuid() != 0)
		return xasprintf("%s", "");
	prefix = xasprintf("setpriv --reuid=%u --regid=%u --clear-groups", id,
			   id);
	if (run(&out, dir, "chmod 777 . && %s sh -c 'test -x prog -a -w .'",
		prefix) != 0) {
		free(prefix);
		prefix = xasprintf("%s", "");
	}
	free(out);
	return prefix;
}

/*
 * Every thread has a timer, and each timer holds one of the user's
 * pending-signal slots (glibc's runtime takes none): thread timers take
 * a quarter of the limit at most, so that the program's own sigqueue()
 * and timer_create() still find slots, and one line says so.  The test
 * counts the timers; it runs the program as a user of its own where it
 * can, as other processes of the same user take slots of the same
 * limit.
 */
Test(clock, thread_timers_leave_the_programs_signal_slots)
{
	char *dir = program_dir("slots", gmon_cc_fault(), "clock.c"), *out, *said;
	char *as_user = as_a_user_of_its_own(dir);
	int timers;

	out = run_ok(dir, "GMON_FAULT=ticks-to-main prlimit --sigpending=100 "
		     "%s ./prog slots 60", as_user);
	free(as_user);
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
 * library (the kernel hands the ticks to main, and main's wait is not
 * woken to take them).
 */
Test(clock, threads_that_block_the_signal_are_reported)
{
	char *dir = program_dir("blocked", NULL, "clock.c"), *out, *p;

	out = run_ok(dir, "GMON_OBJECTS=all GMON_VERBOSE=1 ./prog blocked 1");
	cr_expect(strstr(out, "s of CPU time went unsampled: threads that "
			 "block the sample signal (SIGRTMAX-3)"), "%s", out);
	/* samples anywhere, the C library's included (none: no report) */
	p = strstr(out, "where the time went: ");
	cr_expect(p == NULL || strtoul(p + 21, NULL, 10) <= 2,
		  "main's wait was charged with the thread's time:\n%s", out);
	free(out);
	free(dir);
	dir = program_dir("blocked_old", gmon_cc_fault(), "clock.c");
	out = run_ok(dir, "GMON_FAULT=ticks-to-main GMON_VERBOSE=1 "
		     "./prog blocked 1");
	cr_expect(strstr(out, "s of CPU time went unsampled: threads that "
			 "block the sample signal (SIGRTMAX-3) get no samples; "
			 "such threads: "), "%s", out);
	free(out);
	free(dir);
}

/*
 * A program whose every thread blocks the sample signal gets no tick at
 * all: its one tick stays pending for good.  The ticks the process
 * timer owed and never brought are that time, and GMON_VERBOSE says it
 * went unsampled.
 */
Test(clock, time_no_thread_takes_a_tick_for_is_reported)
{
	char *dir = program_dir("all_blocked", NULL, "clock.c"), *out;
	double used, said;

	out = run_ok(dir, "GMON_VERBOSE=1 ./prog all-blocked 0.5");
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
 * sample signal's tick stays pending for good.  That time is not charged
 * to where the last tick found the program (open_spin()); it went
 * unsampled, and GMON_VERBOSE says so.  Built with `cc' (NULL: gmon-cc),
 * run with `env'.
 */
static void masked_to_the_end(const char *test, const char *cc,
			      const char *env)
{
	char *dir = program_dir(test, cc, "clock.c"), *out, *rep;
	double open = -1, masked = -1, said;

	out = run_ok(dir, "GMON_VERBOSE=1 %s ./prog masked-to-the-end 0.4 "
		     "2>err && cat err", env);
	cr_assert_eq(sscanf(out, "%lf %lf", &open, &masked), 2, "%s", out);
	said = said_unsampled(out);
	rep = gprof_report(dir, "prog", "gmon.out");
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
