/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* 8: histogram records merged in O(n log n). */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "hostile.h"

/*
 * n one-bin histogram records over n distinct 2-byte ranges (in a
 * scattered order) of a program with 64 functions over them.
 */
static char *one_bin_records(const char *dir, size_t n)
{
	size_t size = (2 * n + 63) / 64 + 1, i, stride = 7919;
	uint16_t one = 1;
	struct gout g;

	write_program(dir, "prog", 64, size);
	g = gopen(dir, "gmon.out");
	while (n % stride == 0)
		stride += 2;
	for (i = 0; i < n; i++) {
		uint64_t at = fn(0, size) + 2 * (i * stride % n);

		ghist(&g, at, at + 2, 1, &one);
	}
	gclose(&g);
	return xasprintf("exec '%s' --flat prog gmon.out", dump());
}

Test(histogram, one_bin_records_merge_in_n_log_n, .timeout = 900)
{
	expect_linear(work_dir("hostile", "one_bin_records"), one_bin_records,
		      16384, 1u << 22, "one-bin histogram records, --flat");
}

/* The records are still summed, and refused, as gprof does. */
Test(histogram, merge_rules_kept)
{
	char *dir = work_dir("hostile", "merge_rules"), *out;
	uint16_t bins[4] = { 1, 2, 3, 4 };
	struct gout g;

	write_program(dir, "prog", 4, 64);
	g = gopen(dir, "twice.out");
	ghist(&g, fn(0, 64), fn(0, 64) + 16, 4, bins);
	ghist(&g, fn(2, 64), fn(2, 64) + 16, 4, bins);
	ghist(&g, fn(0, 64), fn(0, 64) + 16, 4, bins);
	gclose(&g);
	g = gopen(dir, "overlap.out");
	ghist(&g, fn(0, 64), fn(0, 64) + 16, 4, bins);
	ghist(&g, fn(2, 64), fn(2, 64) + 16, 4, bins);
	ghist(&g, fn(0, 64) + 8, fn(0, 64) + 24, 4, bins);
	gclose(&g);
	cr_assert_eq(run(&out, dir, "'%s' --flat prog twice.out twice.out", dump()), 0,
		     "%s", out);
	cr_expect(strstr(out, "; 60 samples,") && strstr(out, "0.40      40.00  f0\n"),
		  "%s", out);
	free(out);
	cr_expect_eq(run(&out, dir, "'%s' --flat prog overlap.out", dump()), 1, "%s", out);
	cr_expect(strstr(out, "overlap.out: overlapping histogram records"), "%s", out);
	free(out);
}
