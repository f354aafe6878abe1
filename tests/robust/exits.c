/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Exit paths: every way a program ends writes its whole profile once,
 * or nothing, and never hangs it; snapshots (GMON_DUMP_SIGNAL,
 * GMON_DUMP_INTERVAL, gmon_dump()) meet exits, signals, cancellation,
 * jumps and small stacks without harm.  The fault build's
 * GMON_FAULT=slow-write makes a write take seconds, so that the test's
 * event lands inside it.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "robust.h"

Test(exits, atexit_handlers_are_counted)
{
	expect_profile_calls("atexit", "-O1", "lifecycle.c", "./prog atexit",
			     (const struct fn_calls[]){ { "in_atexit", 3 },
							{ "in_main", 2 },
							{ NULL, 0 } });
}

/*
 * The program's destructors, the last one too (priority 101), run before
 * the profile is written, and their calls are counted, as glibc counts
 * them in a program that links a library besides the C library.
 */
static void destructors_counted(const char *test, const char *flags)
{
	expect_profile_calls(test, flags, "lifecycle.c", "./prog destructor",
			     (const struct fn_calls[]){ { "in_destructor", 6 },
							{ "in_atexit", 3 },
							{ "in_main", 2 },
							{ NULL, 0 } });
}

Test(exits, destructors_are_counted) { destructors_counted("destructor", "-O1"); }
Test(exits, destructors_are_counted_static)
{
	destructors_counted("destructor_static", "-O1 -static");
}

Test(exits, exit_inside_an_atexit_handler)
{
	char *out, *rep = robust_profile("atexit_exit", "-O1", "lifecycle.c",
					 "./prog atexit-exit && ls", &out);

	cr_expect(!strstr(out, ".tmp"), "%s", out);
	cr_expect_eq(gprof_calls(rep, "in_atexit"), 4, "%s", rep);
	free(out);
	free(rep);
}

Test(exits, mcleanup_twice_writes_once)
{
	expect_profile_calls("twice", "-O1", "lifecycle.c", "./prog twice",
			     (const struct fn_calls[]){ { "in_main", 4 },
							{ NULL, 0 } });
}

Test(exits, abort_and_fatal_signals_do_not_hang)
{
	char *dir = program_dir("fatal", NULL, "lifecycle.c"), *out;

	out = run_ok(dir, "timeout 20 ./prog abort; echo $?");
	cr_expect(strstr(out, "134"), "abort: %s", out);
	free(out);
	out = run_ok(dir, "timeout 20 ./prog segv; echo $?");
	cr_expect(strstr(out, "139"), "SIGSEGV: %s", out);
	free(out);
	free(dir);
}

Test(exits, _exit_writes_nothing)
{
	char *dir = program_dir("underscore_exit", NULL, "lifecycle.c");

	free(run_ok(dir, "./prog _exit && test ! -e gmon.out && ls"));
	free(dir);
}

Test(exits, write_on_signal_then_die)
{
	char *dir = program_dir("on_signal", NULL, "lifecycle.c"), *out;

	out = run_ok(dir, "GMON_SIGNALS=INT,TERM ./prog signal; echo $?");
	cr_expect(strstr(out, "143"), "died of SIGTERM: %s", out);
	free(out);
	expect_gprof_calls(dir, "before_signal", 9);
	/* without the opt-in: no file */
	free(run_ok(dir, "rm -f gmon.out; ./prog signal; test ! -e gmon.out"));
	free(dir);
}

/*
 * A program started with a signal ignored (nohup, a shell's background
 * job) never dies of it, and the programs it starts inherit the ignore:
 * GMON_SIGNALS leaves an ignored signal ignored.  Signals GMON_SIGNALS
 * names that are not ignored still write the profile and kill
 * (write_on_signal_then_die).
 */
Test(exits, ignored_signals_stay_ignored)
{
	char *dir = program_dir("ignored", NULL, "lifecycle.c"), *out;

	out = run_ok(dir, "trap '' HUP INT; GMON_SIGNALS=HUP,INT,TERM "
		     "./prog ignored; echo status $?");
	cr_expect_str_eq(out, "HUP ignored, INT ignored\nstatus 3\n");
	free(out);
	expect_gprof_calls(dir, "in_main", 3);
	/* a dump signal that is ignored says so, and stays ignored */
	out = run_ok(dir, "trap '' HUP INT; GMON_DUMP_SIGNAL=HUP "
		     "./prog ignored 2>&1; echo status $?");
	cr_expect(strstr(out, "GMON_DUMP_SIGNAL: HUP is ignored by the program")
		  && strstr(out, "status 3"), "%s", out);
	free(out);
	free(dir);
}

/* GMON_SIGNALS takes every signal the C library names: an aborting
 * program leaves its profile with GMON_SIGNALS=SIGABRT. */
Test(exits, write_on_abort_by_name)
{
	char *dir = program_dir("abort_by_name", NULL, "lifecycle.c"), *out;

	out = run_ok(dir, "GMON_SIGNALS=SIGABRT ./prog abort 2>err; "
		     "echo $?; cat err; test -s gmon.out");
	/* the shell's "Aborted" may follow; nothing from libgmon */
	cr_expect(strncmp(out, "134\n", 4) == 0 && !strstr(out, "libgmon"),
		  "%s", out);
	free(out);
	free(dir);
}

/*
 * A signal handler that calls exit() on SIGXFSZ, which the snapshot's
 * own write past a file size limit raises: signals are held off while
 * a snapshot is written, so the handler runs once the snapshot has
 * failed, and its exit writes the whole profile (the handler raises the
 * limit); no temporary file is left.
 */
Test(exits, exit_from_a_handler_during_a_snapshot)
{
	lifecycle_says("exit_in_snapshot", NULL, "timeout 20 ./prog "
		       "exit-in-snapshot; echo status $?; ls",
		       "libgmon: cannot write gmon.out: File too large\n"
		       "status 3\ngmon.out\ngmon.stacks\nprog\n", "in_main", 6);
}

/*
 * A profile's write stops at the file size limit and leaves SIGXFSZ's
 * disposition alone: a handler another thread installs meanwhile stays
 * (snapshots in a loop).
 */
Test(exits, snapshots_leave_sigxfsz_alone)
{
	lifecycle_says("xfsz_kept", NULL, "./prog xfsz-handler-kept",
		       "handler lost 0 times\n", "in_main", 2);
}

/*
 * profil(3) lets the program free its buffer once profil() has turned
 * sampling off: profil() returns once no tick in any thread holds the
 * old ranges, so that nothing counts into the freed buffer (gcc -pg's
 * runtime never does).  Two seconds of the main thread's CPU at 1000 Hz.
 */
Test(exits, profil_buffer_freed_after_off)
{
	program_says("profil_free", "profil_free.c", "-O1", 0,
		     "GMON_HZ=1000 ./prog 2", "ok\n");
}

/*
 * A SCHED_FIFO thread's dlopen() and exit() while a thread of lower
 * priority on the same CPU writes a profile: a wait for the writer naps
 * after a while, so that the writer gets to run.  (CI runs as root, as
 * real-time scheduling needs.)
 */
Test(exits, real_time_exit_while_a_lower_thread_writes)
{
	program_says("rt_exit", "rt_exit.c", "-O1 -ldl", 0,
		     "timeout -s KILL 60 ./prog; echo status $?", "exiting\nstatus 0\n");
}

/*
 * Exit while another thread on the same CPU takes snapshots back to back
 * (16 MiB of text: each takes a while): no snapshot starts once the
 * final write has begun, so the exit's wait ends.
 */
Test(exits, exit_while_another_thread_dumps)
{
	program_says("exit_while_dumping", "exit_while_dumping.c", "-O1", 16777216,
		     "timeout -s KILL 60 ./prog; echo status $?", "exiting\nstatus 0\n");
}

/*
 * The same during the listing of the objects after a dlopen (the fault
 * build raises SIGUSR1 there, with the listing's lock held): the exit
 * leaves the listing out rather than wait for that lock.
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
 * profile: the start waits for the write, never replacing the buffers
 * being written, and the last start's profile is written at exit.
 */
Test(exits, restart_while_another_thread_writes)
{
	lifecycle_says("restart_threads", NULL, "for i in 1 2 3 4 5; do "
		       "timeout 60 ./prog restart-threads || exit; done; "
		       "echo ok", "ok\n", "in_main", 2);
}

/*
 * _mcleanup() in one thread waits for the final write of another, which
 * then starts profiling again: the wait ends with the write it waited
 * for, not with the next profile's (which no thread was going to end).
 */
Test(exits, wait_for_final_write_ends_at_restart)
{
	lifecycle_says("restart_waited", NULL, "timeout 30 ./prog "
		       "restart-after-waited-finish; echo status $?",
		       "libgmon: cannot write gmon.out: File too large\n"
		       "ok\nstatus 0\n", "in_main", 2);
}

/*
 * A snapshot signal to a thread with a cancel pending: the writer's
 * open() and write() are cancellation points, so cancellation is off
 * while a profile is written, and the thread is cancelled after it,
 * never holding the writer's turn.
 */
Test(exits, snapshot_in_a_thread_being_cancelled)
{
	lifecycle_says("cancel_in_snapshot", NULL, "GMON_DUMP_SIGNAL=USR2 "
		       "timeout 30 ./prog cancel-in-snapshot; echo status $?",
		       "cancelled 1\nstatus 0\n", "in_main", 3);
}

/*
 * Snapshots under a timer whose handler leaves by siglongjmp: handlers
 * are held off while a snapshot is written, so no jump abandons one with
 * the writer's turn taken, its file open or SIGXFSZ set aside, and the
 * exit in another thread then writes gmon.out.
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
 * - GMON_SIGNALS=TERM: the handler writes the profile in place of the
 *   interrupted write, then the process dies: gmon.out, and no
 *   temporary file;
 * - a handler that forks: the child's writes through the parent's
 *   descriptor fail quietly, so the parent's file is whole, once.
 */
Test(exits, signals_during_the_write_at_exit)
{
	char *dir = program_dir("signal_in_exit_write", gmon_cc_fault(),
				"lifecycle.c"), *out;

	out = run_ok(dir, "GMON_FAULT=slow-write GMON_SIGNALS=TERM "
		     "timeout -s KILL 60 ./prog signal-in-exit-write TERM; "
		     "echo status $?; ls");
	/* (the shell may say "Terminated" first) */
	cr_expect(strstr(out, "status 143\ngmon.out\ngmon.stacks\nprog\n"), "%s",
		  out);
	free(out);
	expect_gprof_calls(dir, "in_main", 4);
	/* musl's fork() takes locks its exit holds: a handler that forks
	 * during exit deadlocks there, with or without libgmon */
	if (strcmp(test_libc(), "glibc") != 0) {
		free(dir);
		return;
	}
	run_says(dir, "rm -f gmon.out; GMON_FAULT=slow-write "
		 "timeout -s KILL 60 ./prog signal-in-exit-write USR1; "
		 "echo status $?; while kill -0 $(cat child.pid) 2>/dev/null; "
		 "do sleep 0.1; done; ls",
		 "status 0\nchild.pid\ngmon.out\ngmon.stacks\nprog\n",
		 "in_main", 4);
	free(dir);
}

/*
 * A chdir() in another thread while the profile is written at exit:
 * the temporary file is renamed through the directory it was opened in,
 * whatever directory is current by then, as glibc writes through the
 * descriptor it opened.  (The fault build writes slowly; the thread
 * moves once the temporary file is there.)  Each file of the write is
 * opened where the process is when it begins: the stacks file, begun
 * after the move, is in the new directory.
 */
Test(exits, chdir_during_the_write_at_exit)
{
	char *dir = work_dir("robust", "chdir_in_exit_write");

	lifecycle_says("chdir_in_exit_write", gmon_cc_fault(), "GMON_FAULT="
		       "slow-write ./prog chdir-in-exit-write; echo status $?; "
		       "ls; ls elsewhere",
		       "status 0\nelsewhere\ngmon.out\nprog\ngmon.stacks\n",
		       "in_main", 4);
	run_says(dir, "rm -rf gmon.out elsewhere; GMON_FAULT=slow-write "
		 "GMON_OUT_PREFIX=./prof ./prog chdir-in-exit-write; echo status $?; "
		 "ls elsewhere | sed 's/[0-9]*$/PID/'; mv prof.* gmon.out && ls",
		 "status 0\nprof-stacks.PID\nelsewhere\ngmon.out\nprog\n",
		 "in_main", 4);
	free(dir);
}

/* Snapshots on demand (a signal and gmon_dump()), each whole, and a
 * gmon_dump() that writes a new gmon.out leaves errno alone. */
Test(exits, dump_on_demand)
{
	char *dir = program_dir("dump", NULL, "lifecycle.c"), *snap, *snap2, *fin;

	free(run_ok(dir, "GMON_DUMP_SIGNAL=USR2 ./prog dump"));
	snap = gprof_report(dir, "prog", "gmon.snap");
	snap2 = gprof_report(dir, "prog", "gmon.snap2");
	fin = gprof_report(dir, "prog", "gmon.out");
	cr_expect_eq(gprof_calls(snap, "in_main"), 5, "%s", snap);
	cr_expect_eq(gprof_calls(snap2, "in_main"), 10, "%s", snap2);
	cr_expect_eq(gprof_calls(fin, "in_main"), 11, "%s", fin);
	free(snap);
	free(snap2);
	free(fin);
	free(dir);
}

/*
 * A snapshot runs on the stack of the thread it interrupts, which may be
 * a coroutine's few KiB: it takes no more there than with every symbol
 * bound at start-up (a lazily bound call runs the loader's resolver on
 * that stack, which saves every vector register: 2.8 KB more on an
 * AVX-512 machine).  (musl binds everything at start-up.)
 */
Test(exits, snapshot_binds_nothing_on_the_programs_stack)
{
	char *dir = program_dir("snapshot_stack", NULL, "smallstack.c");
	char *lazy = run_ok(dir, "GMON_DUMP_SIGNAL=USR2 ./prog");
	char *now = run_ok(dir, "LD_BIND_NOW=1 GMON_DUMP_SIGNAL=USR2 ./prog");

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
 * GMON_DUMP_INTERVAL: a snapshot due on an alternate stack waits for a
 * tick on an ordinary one.  Without snapshots the same stack does (and
 * for glibc's runtime, which has none).  (Not under the sanitizers,
 * whose code needs more than such a stack.)
 */
Test(exits, periodic_snapshots_stay_off_small_signal_stacks)
{
	char *dir, *out;

	if (*sanitize_flags() != '\0')
		return;
	if (strcmp(test_libc(), "glibc") == 0) {
		char *cc = xasprintf("%s -pg", test_cc("gcc"));

		dir = program_dir("snapshot_altstack_ref", cc, "altstack.c");
		free(run_ok(dir, "./prog 256 0.2"));
		free(cc);
		free(dir);
	}
	dir = program_dir("snapshot_altstack", NULL, "altstack.c");
	free(run_ok(dir, "./prog 256 0.2"));
	out = run_ok(dir, "GMON_DUMP_INTERVAL=1 ./prog 256 2.5");
	cr_expect_str_eq(out, "ok\n");
	free(out);
	expect_gprof_calls(dir, "on_alt", 1);
	expect_gprof_calls(dir, "in_main", 1);
	free(dir);
}

/*
 * The final write waits for a snapshot another thread is writing (the
 * fault build writes slowly: it takes seconds), and then writes the
 * whole profile.
 */
Test(exits, exit_waits_for_a_snapshot_in_another_thread)
{
	char *dir = program_dir("snapshot_wait", gmon_cc_fault(), "clock.c");
	char *out = run_ok(dir, "GMON_FAULT=slow-write ./prog dump-race "
			   "2>err; st=$?; cat err; test $st = 0 && "
			   "test ! -s err && ls");

	cr_expect(!strstr(out, ".tmp"), "temporary file left: %s", out);
	free(out);
	expect_gprof_calls(dir, "in_main", 7);	/* the final profile, whole */
	free(dir);
}

/*
 * A gmon_dump() that waits for another thread's snapshot takes signals
 * meanwhile (glibc's setuid signal among them, so that a setuid() in a
 * third thread never stalls): only its own write holds them off.
 */
Test(exits, a_snapshot_waiting_for_another_takes_signals)
{
	char *dir = program_dir("snapshot_wait_signals", gmon_cc_fault(),
				"clock.c");
	char *out = run_ok(dir, "GMON_FAULT=slow-write ./prog wait-takes-signals");

	cr_expect_str_eq(out, "handled while waiting 1\n");
	free(out);
	free(dir);
}

Test(exits, periodic_dumps_survive_sigkill, .timeout = 300)
{
	char *dir = program_dir("dump_interval", NULL, "clock.c"), *out;
	char *first, *last;
	unsigned long a, b;
	int st;

	/* a snapshot, then a newer one, then SIGKILL: the newer one stays */
	st = run(&out, dir, "GMON_DUMP_INTERVAL=1 ./prog forever >/dev/null & "
		 "pid=$!; for i in $(seq 1200); do test -e gmon.out "
		 "&& break; sleep 0.1; done; cp gmon.out first.out && "
		 "for i in $(seq 1200); do cmp -s gmon.out first.out "
		 "|| break; sleep 0.1; done; kill -9 $pid; wait $pid; "
		 "! cmp -s gmon.out first.out");
	cr_assert_eq(st, 0, "no second snapshot: %s", out);
	free(out);
	first = gprof_report(dir, "prog", "first.out");
	last = gprof_report(dir, "prog", "gmon.out");
	a = gprof_calls(first, "tick");
	b = gprof_calls(last, "tick");
	cr_expect(a > 0 && b > a, "tick() calls: %lu in the first snapshot, "
		  "%lu in the last:\n%s", a, b, last);
	cr_expect_gt(flat_self(last, "main"), 0.0, "%s", last);
	free(first);
	free(last);
	free(dir);
}

/*
 * A write killed by SIGKILL leaves its temporary file; the next run in
 * that directory removes it (its process has ended) and leaves the
 * temporary files of processes that exist alone (here the shell's: its
 * pid, a name of the same form).
 */
Test(exits, stale_temporary_files_removed_at_the_next_run)
{
	lifecycle_says("stale_after_kill", gmon_cc_fault(), "rm -f gmon.out*; "
		       ": > gmon.out.tmp.$$.0123456789abcdef; "
		       "GMON_FAULT=slow-write ./prog atexit & p=$!; "
		       "until ls gmon.out.tmp.$p.* >/dev/null 2>&1; do sleep 0.05; "
		       "done; kill -9 $p; { wait $p; } 2>/dev/null; ls gmon.out.tmp.* | wc -l; "
		       "./prog atexit && ls gmon.out* | sed \"s/$$/SH/\"",
		       "2\ngmon.out\ngmon.out.tmp.SH.0123456789abcdef\n",
		       "in_main", 2);
}

/*
 * Only the profile's own stale temporary files go: a file of another
 * program named like one, and another rank's (whose PID may be a
 * process on another host), stay.
 */
Test(exits, stale_temporary_files_of_other_names_stay)
{
	lifecycle_says("stale_other_names", NULL, "rm -f gmon.* notes.*; "
		       "sh -c : & p=$!; wait $p; "
		       ": > notes.tmp.$p.1; "
		       ": > gmon.rank5.out.tmp.$p.0123456789abcdef; "
		       ": > gmon.out.tmp.$p.0123456789abcdef; "
		       "./prog atexit && ls gmon.* notes.* | sed \"s/$p/P/\"",
		       "gmon.out\ngmon.rank5.out.tmp.P.0123456789abcdef\n"
		       "gmon.stacks\nnotes.tmp.P.1\n",
		       "in_main", 2);
}

/*
 * Four threads meet at a barrier and call exit() at once, 40 times:
 * every run leaves one whole profile with every call counted (without
 * libgmon's exit(), about one run in seven left none).
 */
static void exits_at_once(const char *test, const char *flags)
{
	char *dir = work_dir("robust", test), *out;

	build_program(dir, NULL, flags, "exit_race.c");
	out = run_ok(dir, "n=0; for i in $(seq 40); do rm -f gmon.*; ./prog; "
		     "gprof -b -p prog gmon.out 2>/dev/null | awk '$NF == \"work\" "
		     "{ print $4 }' | grep -qx 4000 && n=$((n + 1)); done; "
		     "echo $n; ls");
	cr_expect_str_eq(out, "40\ngmon.out\ngmon.stacks\nprog\n");
	free(out);
	free(dir);
}

Test(exits, threads_exiting_at_once_leave_one_profile, .timeout = 300)
{
	exits_at_once("exits_at_once", "-O1");
}

Test(exits, threads_exiting_at_once_leave_one_profile_static, .timeout = 300)
{
	exits_at_once("exits_at_once_static", "-O1 -static");
}
