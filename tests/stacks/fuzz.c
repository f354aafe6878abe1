/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Fuzzing the stacks reader and the views (libFuzzer, ASan, UBSan). */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "stacks_writer.h"
#include "stacks.h"
#include "../include/sys/gmon_stacks.h"

static void seed(const char *dir, const char *name, struct stacks_writer *w)
{
	char *path = xasprintf("%s/corpus/%s", dir, name);

	cr_assert_eq(sw_save(w, path), 0);
	sw_free(w);
	free(path);
}

/* Seeds: files of every kind of record, both byte orders and sizes. */
static void seeds(const char *dir)
{
	static const unsigned char id[20] = { 0xde, 0xad, 0xbe, 0xef };
	uint64_t f[5] = { 0x1010, 0x2020, 0x3030, 0x4040, 0x5050 };
	struct stacks_writer w;
	unsigned k;

	for (k = 0; k < 4; k++) {
		char name[32];

		sw_begin(&w, k & 1 ? 4 : 8, k >= 2, 100, 4);
		sw_object(&w, 0, "/bin/prog", 0x1000, 0x1000, 0x4000, id, sizeof id,
			  0, STILL);
		sw_object(&w, 1, "/lib/libx.so", 0x10000, 0x10000, 0x20000, NULL, 0,
			  0, 1);
		sw_object(&w, 1, "/lib/liby.so", 0x10000, 0x10000, 0x20000, id, 8,
			  1, STILL);
		sw_stub(&w, 0x1000, 0x1040);
		sw_stack(&w, 1, 0, 7, 0, f, 3);
		sw_stack(&w, 2, 1, 2, GMON_STACKS_TRUNCATED, f, 5);
		sw_end(&w, 1);
		snprintf(name, sizeof name, "seed%u", k);
		seed(dir, name, &w);
	}
	sw_begin(&w, 8, 0, 100, 64);
	sw_end(&w, 0);
	seed(dir, "empty", &w);
}

/* A short fuzzing run of the stacks reader from the seeds (run_fuzzer). */
Test(stacks_fuzz, reader, .timeout = 900)
{
	char *dir = work_dir("stacks", "fuzz");

	build_fuzzer(dir, "host/stacks_read.c host/host_fail.c "
		     "tests/fuzz/stacks_read_fuzz.c", "");
	seeds(dir);
	run_fuzzer(dir, "30", "-rss_limit_mb=1024 -timeout=10");
}

/*
 * The same for the model and every view drawn from it, the stacks read
 * against a real -pg program, from seeds of its own addresses.
 */
Test(stacks_fuzz, views, .timeout = 900)
{
	struct prog p;
	struct truth t;
	struct stacks_writer w;
	uint64_t hw, mh, stub_size, stub;
	int k;

	light_heavy(&p, &t, "fuzz_views");
	hw = ret(&p, "heavy", "work");
	mh = ret(&p, "main", "heavy");
	stub = sym(&p, "libgmon_mcount_overhead", &stub_size);
	build_fuzzer(p.dir, GMON_TEST_EXPORT_SOURCES " tests/fuzz/stacks_views_fuzz.c",
		     GMON_TEST_EXPORT_CFLAGS " " GMON_TEST_EXPORT_LIBS);
	for (k = 0; k < 3; k++) {
		uint64_t f[] = { inside(&p, "work"), hw, mh };
		char *name = xasprintf("corpus/seed%d", k);

		begin(&w, &p);
		if (k > 0)
			sw_stub(&w, stub + BIAS, stub + stub_size + BIAS);
		if (k > 1)
			sw_object(&w, GMON_STACKS_OBJ_LIBRARY, "/nonexistent/libx.so",
				  0x7f0000000000ull, 0x7f0000000000ull, 0x7f0000100000ull,
				  NULL, 0, 0, STILL);
		stack(&w, 5, 0, f, 3);
		f[0] = stub + 4;
		stack(&w, 2, (unsigned)k & 1, f, 3);
		sw_end(&w, 1);
		save(&w, &p, name);
		free(name);
	}
	setenv("GMON_FUZZ_PROG", "prog", 1);
	run_fuzzer(p.dir, "30", "-rss_limit_mb=2048 -timeout=20");
	free_prog(&p);
}
