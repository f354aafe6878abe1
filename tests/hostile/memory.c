/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* 10: memory bounded by what the profile holds. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

#include "harness.h"
#include "hostile.h"

/* A GNU gmon.out of `size' bytes: the header, then zeros (a sparse
 * file): histogram records of no bins over [0, 0). */
static void sparse_profile(const char *dir, const char *name, off_t size)
{
	char *path = xasprintf("%s/%s", dir, name);
	struct gout g = gopen(dir, name);

	gclose(&g);
	cr_assert_eq(truncate(path, size), 0, "%s", path);
	free(path);
}

/* Peak memory of `cmd' in dir, which must end with `status'. */
static long rss_of(const char *dir, const char *cmd, int status,
		   const char *expect)
{
	struct usage u = measure(dir, cmd);

	cr_expect_eq(u.status, status, "%s: status %d: %s", cmd, u.status, u.err);
	if (expect)
		cr_expect(strstr(u.err, expect), "%s: %s", cmd, u.err);
	free(u.err);
	return u.rss_kb;
}

/*
 * `gmon-dump ARGS FILE' on a small and on a big file ends with `status'
 * (and `expect' in its message, unless NULL) and takes, at its peak,
 * less than 16 MB more memory for the big one.
 */
static void expect_same_memory(const char *dir, const char *args,
			       const char *small, const char *big, int status,
			       const char *expect)
{
	char *cmd = xasprintf("exec '%s' %s %s", dump(), args, small);
	long base = rss_of(dir, cmd, status, expect), rss;

	free(cmd);
	cmd = xasprintf("exec '%s' %s %s", dump(), args, big);
	rss = rss_of(dir, cmd, status, expect);
	cr_expect_lt(rss - base, 16 * 1024, "gmon-dump %s: %ld KB for %s, %ld KB "
		     "for %s", args, rss, big, base, small);
	free(cmd);
}

Test(memory, sparse_file_read_in_bounded_memory, .timeout = 900)
{
	char *dir = work_dir("hostile", "sparse");
	static const char *const actions[] = { "-s", "", "--objects" };
	size_t i;

	write_program(dir, "prog", 64, 64);
	/* 4 Mi records of 41 bytes, whole: 164 MiB */
	sparse_profile(dir, "small.out", 20 + 41 * 1024);
	sparse_profile(dir, "big.out", 20 + 41 * ((off_t)4 << 20));
	for (i = 0; i < sizeof actions / sizeof actions[0]; i++)
		expect_same_memory(dir, actions[i], "small.out", "big.out", 0, NULL);
	/* another program's profile is refused, in bounded memory too */
	expect_same_memory(dir, "--flat prog", "small.out", "big.out", 1,
			   "does not belong to prog");
}

/*
 * One arc and one histogram record written over and over: the profile
 * holds one arc, one call site and one range, whatever the file's size.
 */
static void repeated_records(const char *dir, const char *name, size_t n)
{
	uint16_t bins[16] = { 1 };
	struct gout g = gopen(dir, name);
	size_t i;

	for (i = 0; i < n; i++) {
		ghist(&g, fn(0, 64), fn(0, 64) + 64, 16, bins);
		garc(&g, fn(1, 64) + 8, fn(2, 64) + 4, 3);
	}
	gclose(&g);
}

Test(memory, repeated_records_kept_once, .timeout = 900)
{
	char *dir = work_dir("hostile", "repeated"), *out;
	static const char *const actions[] = { "--flat prog", "--callgrind prog",
		"--dot prog" };
	size_t i;

	write_program(dir, "prog", 4, 64);
	repeated_records(dir, "one.out", 1);
	repeated_records(dir, "many.out", 1000000);
	for (i = 0; i < sizeof actions / sizeof actions[0]; i++)
		expect_same_memory(dir, actions[i], "one.out", "many.out", 0, NULL);
	/* one call site, with every call */
	cr_assert_eq(run(&out, dir, "'%s' --callgrind prog many.out > many.cg && "
			 "grep -c '^calls=' many.cg && grep -E '^(desc: Calls|calls=)' "
			 "many.cg | head -3", dump()), 0, "%s", out);
	cr_expect(strncmp(out, "1\n", 2) == 0 && strstr(out, "desc: Calls: 3000000,") &&
		  strstr(out, "calls=3000000 "), "%s", out);
	free(out);
}
