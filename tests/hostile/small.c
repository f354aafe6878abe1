/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* 12: empty files, inverted histograms, PN_XNUM. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <gelf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "hostile.h"

/*
 * gmon-dump built with AddressSanitizer and UndefinedBehaviorSanitizer,
 * from the same sources, in dir.
 */
static void build_sanitized_dump(const char *dir)
{
	char *out;
	int st;

	need_tool("clang", "deps/core.txt");
	st = run(&out, dir, "src='%s'; srcs=; for f in %s %s; "
		 "do case $f in *.c) srcs=\"$srcs $src/$f\";; esac; done; clang -g -O1 -fsanitize=address,undefined "
		 "-fno-sanitize-recover=all -D_LIBGMON_SOURCE -I'%s' -I\"$src/include\" "
		 "-I\"$src/runtime\" -I\"$src/host\" %s $srcs -o gmon-dump %s 2>&1",
		 srcdir_path(), GMON_TEST_EXPORT_SOURCES, GMON_TEST_DUMP_SOURCES,
		 builddir_path(),
		 GMON_TEST_EXPORT_CFLAGS, GMON_TEST_EXPORT_LIBS);
	cr_assert_eq(st, 0, "cannot build gmon-dump with the sanitizers "
		     "(libclang-rt-14-dev, deps/core.txt): %s", out);
	free(out);
}

/* An empty file is too short to be a profile, read without undefined
 * behaviour (a zero offset added to a null pointer). */
Test(small, empty_file, .timeout = 900)
{
	char *dir = work_dir("hostile", "empty"), *out;
	static const char *const actions[] = { "", "-s", "--objects", "--flat prog",
		"--callgrind prog", "--dot prog" };
	size_t i;
	int st;

	build_sanitized_dump(dir);
	small_program(dir);
	cr_assert_eq(run(&out, dir, ": > empty.out"), 0);
	free(out);
	for (i = 0; i < sizeof actions / sizeof actions[0]; i++) {
		st = run(&out, dir, "./gmon-dump %s empty.out", actions[i]);
		cr_expect_eq(st, 1, "gmon-dump %s: status %d: %s", actions[i], st, out);
		cr_expect(strstr(out, "empty.out: neither a GNU gmon file nor a 4.4BSD "
				 "one (0 bytes: too short for a header)") &&
			  !strstr(out, "runtime error") && !strstr(out, "Sanitizer"),
			  "gmon-dump %s: %s", actions[i], out);
		free(out);
	}
}

/* A histogram whose high address is below its low one is refused. */
Test(small, inverted_histogram_refused)
{
	char *dir = work_dir("hostile", "inverted"), *out;
	uint16_t bins[4] = { 1, 1, 1, 1 };
	struct gout g;
	int st;

	small_program(dir);
	g = gopen(dir, "inverted.out");
	ghist(&g, fn(1, 64), fn(0, 64), 4, bins);
	gclose(&g);
	st = run(&out, dir, "'%s' inverted.out", dump());
	cr_expect_eq(st, 1, "%s", out);
	cr_expect(strstr(out, "inverted.out: histogram's high address 0x400000 is "
			 "below its low address 0x400040"), "%s", out);
	free(out);
	st = run(&out, dir, "'%s' --flat prog inverted.out", dump());
	cr_expect_eq(st, 1, "%s", out);
	cr_expect(strstr(out, "is below its low address"), "%s", out);
	free(out);
}

/*
 * A copy of prog in dir whose e_phnum is PN_XNUM (0xffff), with section
 * 0's sh_info, which then holds the count, set to `count'.
 */
static void pn_xnum_copy(const char *dir, const char *name, uint32_t count)
{
	char *path = xasprintf("%s/prog", dir), *copy = xasprintf("%s/%s", dir, name);
	unsigned char *b;
	long len = slurp(path, &b);
	int wide = len > 0 && b[EI_CLASS] == ELFCLASS64;
	uint16_t xnum = PN_XNUM;
	uint64_t shoff = 0;
	FILE *f;

	cr_assert_gt(len, 64);
	memcpy(b + (wide ? 56 : 44), &xnum, 2);
	if (wide) {
		memcpy(&shoff, b + 40, 8);
	} else {
		uint32_t off;

		memcpy(&off, b + 32, 4);
		shoff = off;
	}
	cr_assert_lt(shoff + 64, (uint64_t)len);
	memcpy(b + shoff + (wide ? 44 : 28), &count, 4);
	f = fopen(copy, "wb");
	cr_assert(f && fwrite(b, 1, (size_t)len, f) == (size_t)len && fclose(f) == 0);
	free(b);
	free(path);
	free(copy);
}

/* e_phnum = PN_XNUM: the count is read from section 0, and a count of
 * 0 there is said as it is, not as a range of nonsense. */
Test(small, program_headers_counted_in_section_0)
{
	char *dir = work_dir("hostile", "pn_xnum"), *out, *want;
	int st;

	small_program(dir);
	pn_xnum_copy(dir, "xnum", 1);
	pn_xnum_copy(dir, "xnum0", 0);
	cr_assert_eq(run(&want, dir, "'%s' --flat prog gmon.out | tail -n +2", dump()), 0,
		     "%s", want);
	st = run(&out, dir, "'%s' --flat xnum gmon.out | tail -n +2", dump());
	cr_expect_eq(st, 0, "%s", out);
	cr_expect_str_eq(out, want);
	free(out);
	free(want);
	st = run(&out, dir, "'%s' --flat xnum0 gmon.out", dump());
	cr_expect_eq(st, 1, "%s", out);
	cr_expect(strstr(out, "xnum0: bad program headers: e_phnum is PN_XNUM") &&
		  !strstr(out, "0xffffffffffffffff"), "%s", out);
	free(out);
}
