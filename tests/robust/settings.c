/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Settings: every rate from 1 Hz, and one line for each value not taken. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "robust.h"

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
 * not read in the vdso) is delivered on its way back, in the vdso.  So
 * the ticks are compared with the CPU time, wherever they landed, and
 * gprof's seconds with the ticks in the program.  The burn takes 3.5 s
 * so that the third tick, due at 3 s of the process's CPU, comes half a
 * second before it ends: a tick the kernel delivers a scheduler tick
 * late must still land in burn_a or burn_b, not in main or the exit
 * write.
 */
Test(settings, every_rate_from_one_hz)
{
	char *dir = work_dir("robust", "one_hz"), *dump;
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

/*
 * `env' makes exactly one line on stderr, which contains `says', and
 * the shell test `check' (after &&) holds.
 */
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

/*
 * A value libgmon cannot take is never dropped without a word: one line
 * says what is used instead.  Signal names are the C library's (any of
 * them, ABRT too), and a signal that cannot be caught or does not end
 * the program (a ^Z, a resize, a child's exit) is refused for
 * GMON_SIGNALS.  Upper case is as good as lower case, and says nothing.
 */
Test(settings, bad_values_say_what_is_used)
{
	char *dir = work_dir("robust", "bad_settings"), *out;
	char *dump_has = xasprintf("&& %s -s gmon.out | grep -q", gmon_dump_cmd());
	char *gnu = xasprintf("%s 'GNU format'", dump_has);
	char *rate = xasprintf("%s 'rate 100 seconds'", dump_has);
	char *top = xasprintf("%s 'rate 1000000 seconds'", dump_has);

	build_program(dir, NULL, "-O1", "calls.c");
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
	one_line(dir, "GMON_SIGNALS=INT,TREM", "GMON_SIGNALS: TREM is not a "
		 "signal name", "");
	one_line(dir, "GMON_SIGNALS=9,TERM", "GMON_SIGNALS: 9 cannot be caught",
		 "");
	one_line(dir, "GMON_SIGNALS=TERM,20", "GMON_SIGNALS: 20 does not end the "
		 "program", "");
	one_line(dir, "GMON_SIGNALS=17", "GMON_SIGNALS: 17 does not end the "
		 "program", "");
	one_line(dir, "GMON_DUMP_SIGNAL=SIGSTOP", "GMON_DUMP_SIGNAL: SIGSTOP "
		 "cannot be caught", "");
	one_line(dir, "GMON_PROFILE=maybe", "GMON_PROFILE=maybe is neither off",
		 "&& test -s gmon.out");
	out = run_ok(dir, "GMON_FORMAT=BSD ./prog >/dev/null 2>err "
		     "%s '4.4BSD format' && test ! -s err", dump_has);
	free(out);
	out = run_ok(dir, "rm -f gmon.out && for v in OFF False NO; "
		     "do GMON_PROFILE=$v ./prog >/dev/null 2>err && "
		     "test ! -e gmon.out && test ! -s err || exit 1; done");
	free(out);
	free(dump_has);
	free(gnu);
	free(rate);
	free(top);
	free(dir);
}
