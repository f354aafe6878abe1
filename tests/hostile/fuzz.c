/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* 13: the whole path under libFuzzer. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "harness.h"
#include "hostile.h"

/* A seed directory (prog, gmon.0...) as one input of export_fuzz.c. */
static void pack_seed(const char *seeds, const char *name, const char *corpus,
		      unsigned options)
{
	char *path = xasprintf("%s/%s-%u", corpus, name, options);
	FILE *f = fopen(path, "wb");
	unsigned char *b, opt = (unsigned char)options;
	long len;
	int i;

	cr_assert_not_null(f, "%s", path);
	fwrite(&opt, 1, 1, f);
	for (i = -1; ; i++) {
		char *part = i < 0 ? xasprintf("%s/%s/prog", seeds, name)
				   : xasprintf("%s/%s/gmon.%d", seeds, name, i);
		unsigned char n[4];

		len = slurp(part, &b);
		cr_assert(len >= 0 || i > 0, "seed %s: no %s", name, part);
		free(part);
		if (len < 0)
			break;
		n[0] = (unsigned char)len;
		n[1] = (unsigned char)(len >> 8);
		n[2] = (unsigned char)(len >> 16);
		n[3] = (unsigned char)(len >> 24);
		fwrite(n, 1, 4, f);
		fwrite(b, 1, (size_t)len, f);
		free(b);
	}
	cr_assert_eq(fclose(f), 0);
	free(path);
}

/*
 * A short fuzzing run of the whole path from real seeds: any crash,
 * leak, out-of-bounds access, undefined behaviour, input that takes more
 * than GMON_FUZZ_TIMEOUT seconds (default 60) or allocation past the
 * limits fails it, with libFuzzer's report.  Its length is
 * GMON_FUZZ_SECONDS (default 60), as the reader's.
 */
Test(fuzz, whole_path, .timeout = 1800)
{
	char *dir = work_dir("hostile", "fuzz"), *out, *seeds, *corpus, *options;
	const char *limit = getenv("GMON_FUZZ_TIMEOUT");
	static const char *const names[] = { "glibc", "glibc-g", "cxx", "libgmon",
		"libgmon-bsd", "stripped", "stripped-rdynamic", "shared",
		"i686-linux-gnu", "aarch64-linux-gnu", "arm-linux-gnueabihf",
		"riscv64-linux-gnu", "powerpc64le-linux-gnu" };
	size_t i;
	int st;

	need_tool("clang", "deps/core.txt");
	st = run(&out, dir, "sh '%s/tests/fuzz/export-seeds.sh' seeds '%s' \"%s\" \"%s\" "
		 "2>&1", srcdir_path(), srcdir_path(), gmon_cc(), gmon_run());
	cr_assert_eq(st, 0, "cannot make the seeds (deps/core.txt, deps/cross.txt): %s",
		     out);
	free(out);
	seeds = xasprintf("%s/seeds", dir);
	corpus = xasprintf("%s/corpus", dir);
	cr_assert_eq(mkdir(corpus, 0755), 0);
	for (i = 0; i < sizeof names / sizeof names[0]; i++) {
		pack_seed(seeds, names[i], corpus, 0);
		pack_seed(seeds, names[i], corpus, 3);
	}
	build_fuzzer(dir, GMON_TEST_EXPORT_SOURCES " tests/fuzz/export_fuzz.c",
		     GMON_TEST_EXPORT_CFLAGS " " GMON_TEST_EXPORT_LIBS);
	options = xasprintf("-timeout=%s -rss_limit_mb=2048 -malloc_limit_mb=1024",
			    limit && *limit ? limit : "60");
	run_fuzzer(dir, "60", options);
	free(options);
}
