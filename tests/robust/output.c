/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Output: libgmon's messages go only to the stderr the program was
 * started with, the program's descriptors are never touched, and the
 * profile reaches its file whatever the directory, the name, the limits
 * and a fork in the middle of a write.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "harness.h"
#include "robust.h"

/*
 * A program that puts its own file on the descriptor where libgmon kept
 * its copy of stderr (GMON_VERBOSE): libgmon's message at exit (here:
 * the profile cannot be written) goes to stderr, never into the
 * program's file.
 */
Test(output, report_never_goes_into_the_programs_files)
{
	char *dir = program_dir("report_fds", NULL, "lifecycle.c"), *out;

	out = run_ok(dir, "GMON_VERBOSE=1 GMON_OUT_PREFIX=none/p ./prog fds "
		     "2>err && cat mine.txt && echo -- && cat err");
	cr_expect(strncmp(out, "mine\n--\nlibgmon: cannot write none/p.", 37) == 0,
		  "%s", out);
	free(out);
	free(dir);
}

/*
 * A daemon that closes every descriptor and opens its own files, which
 * land on 0, 1 and 2: libgmon's messages go only to the stderr the
 * program was started with, while it is still there, never into the
 * file on 2 (with GMON_VERBOSE too).
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
 * leaves the program its own exit status, never SIGPIPE's.  perl makes
 * stderr the write end of a pipe with no reader, with SIGPIPE's default
 * action.
 */
Test(output, messages_to_a_closed_pipe_keep_the_exit_status)
{
	program_says("message_pipe", "lifecycle.c", "-O1", 0,
		     "mkdir gmon.out && perl -e '$SIG{PIPE} = \"DEFAULT\"; "
		     "pipe(R, W); close R; open(STDERR, \">&\", W); close W; "
		     "exec @ARGV' env GMON_VERBOSE=1 ./prog; echo $?", "0\n");
}

/*
 * A fork child holds no copy of GMON_VERBOSE's stderr: a daemon that
 * points its stderr at /dev/null must not keep its caller's pipe open
 * (`$(prog)' would wait until the daemon ends).
 */
Test(output, fork_children_hold_no_copy_of_stderr)
{
	program_says("stderr_copies", "lifecycle.c", "-O1", 0,
		     "GMON_VERBOSE=1 GMON_OUT_PREFIX=p ./prog stderr-copies 2>err",
		     "child copies 0\n");
}

/*
 * The child lets go of that copy only if it is still libgmon's, never
 * by its number alone: a daemon that closed what it inherited and opened
 * files of its own keeps them all in every fork child.  And
 * GMON_VERBOSE=off (no, false, 0) means off, and an unclear value says
 * so.
 */
Test(output, fork_children_keep_the_programs_descriptors)
{
	char *dir = work_dir("robust", "own_fds_in_child"), *out;

	program_says("own_fds_in_child", "lifecycle.c", "-O1", 0,
		     "GMON_VERBOSE=1 GMON_OUT_PREFIX=p ./prog own-fds-in-child 2>err",
		     "child write failures 0\n");
	out = run_ok(dir, "for v in off no FALSE 0; do GMON_VERBOSE=$v "
		     "./prog stderr-copies here 2>err | grep parent; done; "
		     "GMON_VERBOSE=maybe ./prog 2>&1 | grep -c 'GMON_VERBOSE=maybe is neither'");
	cr_expect_str_eq(out, "parent copies 0\nparent copies 0\nparent copies 0\n"
			 "parent copies 0\n1\n", "verbose (its copy of stderr) when told "
			 "off, or no line for maybe: %s", out);
	free(out);
	free(dir);
}

/*
 * A fork while another thread writes a snapshot: the child closes its
 * copy of the profile's descriptor as it begins, so that its own exit
 * never closes a descriptor that is by then the child's own file (of
 * 200 result files, none may come out empty).
 */
Test(output, fork_during_a_snapshot_keeps_the_childs_files)
{
	/* (stderr apart: under sanitize.sh LeakSanitizer speaks in each child) */
	program_says("fork_during_dump", "fork_during_dump.c", "-O1", 2097152,
		     "./prog 2>err", "0 empty\n");
}

/*
 * GMON_DUMP_SIGNAL without GMON_OUT_PREFIX: a fork child that takes the
 * signal (sent to the process group) writes nothing, so that the
 * parent's gmon.out stays the parent's, as with GMON_DUMP_INTERVAL.
 */
Test(output, dump_signal_in_a_fork_child_writes_nothing)
{
	lifecycle_says("dump_signal_child", NULL, "GMON_DUMP_SIGNAL=USR2 "
		       "./prog dump-signal-in-child", "gmon.out after the child: no\n",
		       "in_parent", 5);
}

/*
 * A periodic snapshot that fails (every descriptor taken for a moment)
 * is tried again later, and the snapshots go on.  The run is sized by
 * CPU time: 1.3 s, 1.3 s without a free descriptor, then 0.5 s and on
 * until a snapshot replaces gmon.out (at most 20 s more), then SIGKILL.
 */
Test(output, periodic_snapshots_outlive_a_failure, .timeout = 120)
{
	char *dir = program_dir("dump_after_failure", NULL, "lifecycle.c"), *out, *rep;

	out = run_ok(dir, "GMON_DUMP_INTERVAL=1 ./prog dump-after-failure "
		     "2>err; echo status $?; grep -q 'Too many open files' err && "
		     "echo said");
	cr_expect_str_eq(out, "status 137\nsaid\n");
	free(out);
	rep = gprof_report(dir, "prog", "gmon.out");
	cr_expect(flat_self(rep, "dump_phase_c") > 0.0,
		  "no snapshot after the failed one:\n%s", rep);
	free(rep);
	free(dir);
}

/*
 * A temporary file left by a process killed while writing, whose pid
 * the next process has (pid 1 in every container): the profile is still
 * written, and the stale file left alone.  The shell's exec keeps its
 * pid, so the program's pid is known beforehand.
 */
Test(output, stale_temporary_file_of_the_same_pid)
{
	lifecycle_says("stale_temp", NULL, "rm -f gmon.out* && sh -c 'echo "
		       "stale > gmon.out.tmp.$$.0 && exec ./prog atexit' 2>&1 && "
		       "cat gmon.out.tmp.*", "stale\n", "in_main", 2);
}

/*
 * A GMON_OUT_PREFIX whose file name fits (PREFIX.PID, 247 bytes) but
 * not with the temporary file's ".tmp.PID.SEQ" added: the temporary
 * file takes a short name in the same directory, and PREFIX.PID is
 * written, as glibc writes it (and PREFIX-stacks.PID, 254 bytes).
 */
Test(output, long_prefix_that_fits)
{
	char *dir = program_dir("long_prefix", NULL, "lifecycle.c"), *out;

	out = run_ok(dir, "rm -rf ppp* gmon* && P=$(printf 'p%%.0s' $(seq 240)) "
		     "&& sh -c 'exec env GMON_OUT_PREFIX=$0 ./prog atexit' $P "
		     "2>&1 && ls | sed \"s/^$P/P/; s/[0-9][0-9]*$/PID/\" && "
		     "mv $P.[0-9]* gmon.out");
	cr_expect_str_eq(out, "P-stacks.PID\nP.PID\nprog\n",
			 "the profile and its stacks, no temporary: %s", out);
	free(out);
	expect_gprof_calls(dir, "in_main", 2);
	free(dir);
}

/*
 * The directory cannot be written but gmon.out, made beforehand, can (a
 * program run as another user): the profile is written into it, as
 * glibc's runtime does; the stacks file, which cannot be made there, is
 * said in one line.  Root is not held back by permissions, so as root
 * the program runs as nobody (setpriv).
 */
Test(output, existing_gmon_out_in_a_read_only_directory)
{
	lifecycle_says("in_place", NULL, "d=$(mktemp -d) && cp prog \"$d\" && "
		       ": > \"$d/gmon.out\" && chmod 666 \"$d/gmon.out\" && "
		       "chmod 555 \"$d\" && if test \"$(id -u)\" = 0; then "
		       "as='setpriv --reuid=nobody --regid=nogroup --clear-groups'; "
		       "fi && (cd \"$d\" && $as ./prog atexit); st=$?; "
		       "cp \"$d/gmon.out\" gmon.out; ls \"$d\"; chmod 755 \"$d\"; "
		       "rm -rf \"$d\"; exit $st", "libgmon: cannot write "
		       "gmon.stacks: Permission denied\ngmon.out\nprog\n",
		       "in_main", 2);
}

/*
 * A file size limit the profile exceeds: the program ends with its own
 * status and output, no temporary file is left, and libgmon says why
 * there is no profile (glibc's runtime dies of SIGXFSZ, status 153, in
 * the middle of its exit).
 */
Test(output, file_size_limit_never_ends_the_program)
{
	char *dir = program_dir("fsize", NULL, "lifecycle.c"), *out;

	out = run_ok(dir, "(ulimit -f 1 && ./prog atexit; echo \"status $?\") "
		     "2>&1 && ls");
	cr_expect(strstr(out, "libgmon: cannot write gmon.out: File too large\n"
			 "status 0\nprog\n"), "%s", out);
	free(out);
	free(dir);
}

/*
 * gmon.out replaced keeps the old file's mode (600: glibc's runtime
 * writes into the old file and keeps it too) and, where the process may
 * set it, its group (as root: any).
 */
Test(output, replaced_gmon_out_keeps_its_mode_and_group)
{
	lifecycle_says("keep_mode", NULL, ": > gmon.out && chmod 600 gmon.out && "
		       "./prog atexit && stat -c %a gmon.out && "
		       "if test \"$(id -u)\" = 0; then chgrp 1 gmon.out && "
		       "chmod 640 gmon.out && ./prog atexit && "
		       "stat -c '%a %g' gmon.out; else echo '640 1'; fi",
		       "600\n640 1\n", "in_main", 2);
}

/*
 * Temporary names are unpredictable: 200 names of the old form
 * (gmon.out.tmp.PID.SEQ) taken beforehand for the program's pid (the
 * shell's exec keeps it) do not stop the profile.
 */
Test(output, temporary_names_taken_beforehand)
{
	lifecycle_says("taken_temps", NULL, "rm -f gmon.out* && sh -c 'for i in "
		       "$(seq 0 199); do : > gmon.out.tmp.$$.$i; done; exec "
		       "./prog atexit' && ls gmon.out.tmp.* | wc -l",
		       "200\n", "in_main", 2);
}

/*
 * A sticky, world-writable directory where gmon.out is another user's:
 * the directory refuses the rename, and the profile goes to
 * gmon.out.PID beside it, one line naming it.  Needs a second user: as
 * root the program runs as nobody (setpriv); otherwise the test says it
 * cannot run.
 */
Test(output, foreign_gmon_out_in_a_sticky_directory)
{
	char *dir, *out;

	if (geteuid() != 0)
		cr_skip_test("needs root to give gmon.out to another user");
	dir = program_dir("sticky", NULL, "lifecycle.c");
	out = run_ok(dir, "rm -f gmon.out* && d=$(mktemp -d) && chmod 1777 \"$d\" && "
		     "cp prog \"$d\" && : > \"$d/gmon.out\" && (cd \"$d\" && "
		     "setpriv --reuid=nobody --regid=nogroup --clear-groups "
		     "./prog atexit 2>&1); ls \"$d\" | sed 's/[0-9][0-9]*$/PID/'; "
		     "stat -c %%s \"$d/gmon.out\"; cp \"$d\"/gmon.out.[0-9]* gmon.out; "
		     "rm -rf \"$d\"");
	cr_expect(strstr(out, "libgmon: cannot replace gmon.out: Operation not "
			 "permitted; writing gmon.out.") == out, "%s", out);
	cr_expect(strstr(out, "\ngmon.out\ngmon.out.PID\ngmon.stacks\nprog\n0\n")
		  != NULL,
		  "%s", out);
	expect_gprof_calls(dir, "in_main", 2);
	free(out);
	free(dir);
}

/*
 * GMON_OUT_PREFIX whose last part is 254 bytes: PREFIX.PID, longer than
 * 255 whatever the PID, cannot be a file name, and the profile goes to
 * gmon.out with one line, as for any prefix that cannot be written.
 */
Test(output, prefix_too_long_for_a_file_name)
{
	char *dir = program_dir("name_too_long", NULL, "lifecycle.c"), *out;

	out = run_ok(dir, "rm -f gmon.out* q* && P=$(printf 'q%%.0s' $(seq 254)) "
		     "&& GMON_OUT_PREFIX=$P ./prog atexit 2>&1 | sed \"s/$P/P/\" && "
		     "ls");
	cr_expect(strncmp(out, "libgmon: cannot write P.", 24) == 0 &&
		  strstr(out, ": File name too long; writing gmon.out instead\n"
			 "gmon.out\ngmon.stacks\nprog\n"), "%s", out);
	free(out);
	expect_gprof_calls(dir, "in_main", 2);
	free(dir);
}

/*
 * A GMON_OUT_PREFIX longer than a path can be is refused with one line
 * (it was cut, silently, to another name), and gmon.out written.
 */
Test(output, prefix_longer_than_a_path)
{
	char *dir = program_dir("prefix_past_path_max", NULL, "lifecycle.c"), *out;

	out = run_ok(dir, "rm -f gmon.out* && GMON_OUT_PREFIX=$(printf 'd/%%.0s' "
		     "$(seq 2100)) ./prog atexit 2>&1 && ls");
	cr_expect_str_eq(out, "libgmon: GMON_OUT_PREFIX of 4200 bytes is longer "
			 "than a path can be; writing gmon.out\ngmon.out\n"
			 "gmon.stacks\nprog\n");
	free(out);
	expect_gprof_calls(dir, "in_main", 2);
	free(dir);
}

/*
 * Control characters in a printed name are escaped: a newline in
 * GMON_OUT_PREFIX cannot forge a line of libgmon's.
 */
Test(output, control_characters_in_names_are_escaped)
{
	char *dir = program_dir("forged_lines", NULL, "lifecycle.c"), *out;

	out = run_ok(dir, "rm -f gmon.out* && GMON_OUT_PREFIX=\"$(printf "
		     "'none/x\\nlibgmon: forged\\tline')\" ./prog atexit 2>&1 | "
		     "sed 's/\\.[0-9]*:/.PID:/'");
	cr_expect_str_eq(out, "libgmon: cannot write none/x\\012libgmon: "
			 "forged\\011line.PID: No such file or directory; "
			 "writing gmon.out instead\n");
	free(out);
	free(dir);
}
