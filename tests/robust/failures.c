/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Failures: no memory, a full disk, a directory that cannot be written,
 * a file that is not libgmon's to replace, a set-user-ID program.  The
 * program runs on with its own status and output, libgmon says in one
 * line why there is no profile, and nothing half-written is left.  The
 * failures a real system rarely gives on demand come from the test
 * build's fault injection (GMON_FAULT); the product has none.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "robust.h"

/*
 * calls.c built by `cc' (NULL: gmon-cc) in a fresh directory, and
 * `script' run there, which must succeed (it checks the exit status and
 * the files itself); returns what it printed, stderr included, for the
 * message checks.
 */
static char *failure_run(const char *test, const char *cc, const char *script)
{
	char *dir = program_dir(test, cc, "calls.c");
	char *out = run_ok(dir, "%s", script);

	free(dir);
	return out;
}

Test(failures, out_of_memory_at_start)
{
	char *out = failure_run("enomem", gmon_cc_fault(),
				"GMON_FAULT=enomem ./prog 2>err; st=$?; cat err; "
				"test $st = 0 && test ! -e gmon.out && test $(wc -l < err) = 1");

	cr_expect(strstr(out, "libgmon: out of memory"), "%s", out);
	free(out);
}

Test(failures, product_ignores_the_fault_hook)
{
	free(failure_run("no_fault_hook", NULL,
			 "GMON_FAULT=enomem ./prog >/dev/null 2>err; st=$?; cat err; "
			 "test $st = 0 && test -s gmon.out && test ! -s err"));
}

Test(failures, disk_full_leaves_nothing)
{
	char *out = failure_run("enospc", gmon_cc_fault(),
				"GMON_FAULT=enospc ./prog >/dev/null 2>err; st=$?; cat err; "
				"test $st = 0 && test -z \"$(ls -A | grep -v -e prog -e err)\"");

	cr_expect(strstr(out, "gmon.out") && strstr(out, "No space left"), "%s", out);
	free(out);
}

Test(failures, disk_full_on_a_real_tmpfs)
{
	char *dir = program_dir("tmpfs", NULL, "calls.c"), *out;
	int st;

	/* CI runs as root: a 4 KiB tmpfs is too small for the profile */
	st = run(&out, dir, "mkdir -p small && mount -t tmpfs -o size=4k tmpfs small");
	cr_assert_eq(st, 0, "cannot mount a tmpfs (need root): %s", out);
	free(out);
	cr_expect_eq(run(&out, dir, "cd small && ../prog >/dev/null 2>../err; st=$?; cd ..; cat err; "
			 "test $st = 0 && test -z \"$(ls -A small)\""), 0, "%s", out);
	cr_expect(strstr(out, "No space left"), "%s", out);
	free(out);
	run(NULL, dir, "umount small");
	free(dir);
}

Test(failures, unwritable_directory)
{
	char *out = failure_run("readonly", NULL,
				"mkdir ro && chmod 555 ro && chmod 755 . && "
				"cd ro && setpriv --reuid=nobody --regid=nogroup --clear-groups "
				"../prog >/dev/null 2>../err; st=$?; cd ..; cat err; "
				"test $st = 0 && test -z \"$(ls -A ro)\"");

	cr_expect(strstr(out, "gmon.out") && strstr(out, "Permission denied"), "%s", out);
	free(out);
}

Test(failures, symlink_and_hard_link_are_left_alone)
{
	char *out = failure_run("links", NULL,
				"echo precious > target && ln -s target gmon.out && "
				"./prog >/dev/null 2>err; st=$?; cat err; test $st = 0 && "
				"test -L gmon.out && test \"$(cat target)\" = precious && "
				"test -z \"$(ls -A | grep tmp)\"");

	cr_expect(strstr(out, "not replacing gmon.out"), "%s", out);
	free(out);
	out = failure_run("hard_link", NULL,
			  "echo precious > other && ln other gmon.out && "
			  "./prog >/dev/null 2>err; st=$?; cat err; test $st = 0 && "
			  "test \"$(cat other)\" = precious && test \"$(cat gmon.out)\" = precious");
	cr_expect(strstr(out, "not replacing gmon.out"), "%s", out);
	free(out);
}

Test(failures, setuid_ignores_environment)
{
	/* set-user-ID root, run by nobody in a directory nobody cannot write */
	char *out = failure_run("setuid", NULL,
				"chmod 755 . && mkdir -p rootonly && chmod 755 rootonly && "
				"cp prog rootonly/prog && chmod u+s rootonly/prog && cd rootonly && "
				"GMON_OUT_PREFIX=/tmp/libgmon-setuid-test setpriv --reuid=nobody "
				"--regid=nogroup --clear-groups ./prog >/dev/null 2>../err; st=$?; cd ..; "
				"cat err; test $st = 0 && test ! -e /tmp/libgmon-setuid-test.* && "
				"test ! -e rootonly/gmon.out");

	cr_expect(strstr(out, "not writing gmon.out"), "%s", out);
	free(out);
}
