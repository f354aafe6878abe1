/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* The exports of GNU gzip's profile against gprof. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "exports.h"

/*
 * GNU gzip built with CC=gmon-cc (the source e2e_test uses), compressing
 * a file at 1000 samples a second: every export number equals gprof's.
 */
Test(thirdparty, gzip_exports, .timeout = 900)
{
	char *dir = work_dir("export", "gzip"), *out;
	int st;

	st = run(&out, dir, "'%s/tests/fetch-source.sh' gzip '%s/tests/work-cache'",
		 srcdir_path(), builddir_path());
	cr_assert_eq(st, 0, "cannot fetch gzip's source: %s", out);
	free(out);
	st = run(&out, dir,
		 "%s cp -a '%s/tests/work-cache/gzip' src && cd src && "
		 "CC='%s/tools/gmon-cc -g' ./configure --quiet --disable-dependency-tracking "
		 ">../configure.log 2>&1 && make -j2 >../make.log 2>&1 && "
		 "seq 1 1000000 > ../input && GMON_HZ=1000 ./gzip -9 -c ../input > ../input.gz && "
		 "mv gmon.out ../gmon.1 && GMON_HZ=1000 ./gzip -d -c ../input.gz > /dev/null && "
		 "mv gmon.out ../gmon.2",
		 gmon_cc_exports(), builddir_path(), builddir_path());
	cr_assert_eq(st, 0, "%s", out);
	free(out);
	check_all(dir, "src/gzip", "gmon.1");
	check_all(dir, "src/gzip", "gmon.1 gmon.2");
}
