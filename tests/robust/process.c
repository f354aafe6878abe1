/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Fork, spawn and exec: each process's profile is its own and whole. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "robust.h"

/*
 * lifecycle.c runs `cmd' (a fork, with the prefix p): gprof's reports of
 * the parent's file and the child's, and no gmon.out.
 */
static void fork_files(const char *test, const char *cmd, char **parent,
		       char **child)
{
	char *dir = program_dir(test, NULL, "lifecycle.c");

	free(run_ok(dir, "%s & pid=$!; wait $pid && test ! -e gmon.out && "
		    "mv p.$pid parent.out && mv p.[0-9]* child.out", cmd));
	*parent = gprof_report(dir, "prog", "parent.out");
	*child = gprof_report(dir, "prog", "child.out");
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
 * A program that sets GMON_OUT_PREFIX itself and forks: the prefix is
 * read as the profile is written, as glibc reads it, so each process
 * has a file of its own.  The child, with a file of its own, is sampled.
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
		       "./prog own-prefix && ls", "gmon.out\ngmon.stacks\nprog\n",
		       "in_parent", 5);
}

/*
 * A GMON_OUT_PREFIX whose file cannot be made (a directory not there, a
 * typo): gmon.out is written instead, as glibc's runtime does, and one
 * line says so (the stacks file, gmon.stacks, goes with it unsaid).
 */
Test(process, prefix_that_cannot_be_written_falls_back_to_gmon_out)
{
	lifecycle_says("prefix_fallback", NULL, "GMON_OUT_PREFIX=none/p ./prog "
		       "2>err; ls; sed 's/[0-9][0-9]*:/N:/' err", "err\ngmon.out\n"
		       "gmon.stacks\nprog\nlibgmon: cannot write none/p.N: No such file or "
		       "directory; writing gmon.out instead\n", "in_main", 1);
}

/*
 * A fork child that sets every signal back to its default action, as
 * daemon(7) advises, then works: no tick of a re-armed clock kills it
 * (signal 61).  Without files of its own it is not sampled, as with
 * glibc's runtime (whose child does not inherit the timer); the parent
 * writes last, with its own calls.
 */
Test(process, fork_child_that_resets_every_signal_lives)
{
	char *out, *rep = robust_profile("fork_reset", "-O1", "lifecycle.c",
					 "./prog fork-reset", &out);

	cr_expect_str_eq(out, "");
	cr_expect_eq(gprof_calls(rep, "in_parent"), 5, "%s", rep);
	free(rep);
	free(out);
}

Test(process, fork_without_prefix_is_never_torn)
{
	char *dir = program_dir("fork_noprefix", NULL, "lifecycle.c"), *out;

	out = run_ok(dir, "./prog fork && ls");
	cr_expect(!strstr(out, ".tmp"), "temporary file left: %s", out);
	free(out);
	expect_gprof_calls(dir, "in_parent", 5);	/* the parent wrote last: whole */
	free(dir);
}

/*
 * A daemon: the parent exits right after the fork, the child later.
 * Both write gmon.out (no GMON_OUT_PREFIX), the child last: its profile
 * holds the run before the fork too, as glibc's does.
 */
Test(process, fork_then_parent_exits_keeps_the_run_before_the_fork)
{
	char *dir = program_dir("daemon", NULL, "lifecycle.c");

	free(run_ok(dir, "./prog daemon > pid && "
		    "while kill -0 $(cat pid) 2>/dev/null; do sleep 0.05; done"));
	expect_gprof_calls(dir, "before_fork", 2);
	expect_gprof_calls(dir, "in_child", 7);
	free(dir);
}

Test(process, spawn_system_vfork)
{
	expect_profile_calls("spawn", "-O1", "lifecycle.c", "./prog spawn",
			     (const struct fn_calls[]){ { "around_spawn", 40 },
							{ NULL, 0 } });
}

static void exec_case(const char *mode)
{
	char *dir = program_dir(mode, NULL, "lifecycle.c"), *out;

	/* many times: a stray tick would kill the new image now and then */
	out = run_ok(dir, "for i in 1 2 3 4 5 6 7 8 9 10; do ./prog %s || "
		     "exit 1; done", mode);
	cr_expect(strstr(out, "exec-ok"), "%s", out);
	free(out);
	free(dir);
}

Test(process, exec_shell_script) { exec_case("exec-sh"); }
Test(process, exec_plain_binary) { exec_case("exec-bin"); }

Test(process, exec_profiled_starts_fresh)
{
	expect_profile_calls("exec_self", "-O1", "lifecycle.c",
			     "./prog exec-self",
			     (const struct fn_calls[]){ { "after_exec", 6 },
							{ "before_exec", 0 },
							{ NULL, 0 } });
}
