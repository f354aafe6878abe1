/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* gmon-dump's reader of the stacks file, on good and hostile files. */
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

struct bad {
	const char *what;	/* a part of the one line that refuses it */
	void (*make)(struct stacks_writer *w);
};

static void head_only(struct stacks_writer *w)
{
	sw_begin(w, 8, 0, HZ, 64);
	w->len = 12;
}

static void bad_order(struct stacks_writer *w)
{
	sw_begin(w, 8, 0, HZ, 64);
	w->buf[8] = 3;
}

static void bad_size(struct stacks_writer *w)
{
	sw_begin(w, 8, 0, HZ, 64);
	w->buf[9] = 2;
}

static void version_2(struct stacks_writer *w)
{
	sw_begin(w, 8, 0, HZ, 64);
	w->buf[10] = 2;
}

static void no_end(struct stacks_writer *w)
{
	uint64_t f = 0x1000;

	sw_begin(w, 8, 0, HZ, 64);
	sw_stack(w, 0, 0, 3, 0, &f, 1);
}

static void end_disagrees(struct stacks_writer *w)
{
	uint64_t f = 0x1000;

	sw_begin(w, 8, 0, HZ, 64);
	sw_stack(w, 0, 0, 3, 0, &f, 1);
	w->samples = 4;
	sw_end(w, 0);
}

static void after_end(struct stacks_writer *w)
{
	sw_begin(w, 8, 0, HZ, 64);
	sw_end(w, 0);
	sw_end(w, 0);
}

static void object_after_stack(struct stacks_writer *w)
{
	uint64_t f = 0x1000;

	sw_begin(w, 8, 0, HZ, 64);
	sw_stack(w, 0, 0, 3, 0, &f, 1);
	sw_object(w, 0, "x", 0, 0, 0x2000, NULL, 0, 0, STILL);
	sw_end(w, 0);
}

static void two_infos(struct stacks_writer *w)
{
	static const unsigned char info[8] = { 100 };

	sw_begin(w, 8, 0, HZ, 64);
	sw_raw(w, GMON_STACKS_TAG_INFO, info, sizeof info);
	sw_end(w, 0);
}

static void no_info(struct stacks_writer *w)
{
	sw_begin(w, 8, 0, HZ, 64);
	w->len = GMON_STACKS_HDR_SIZE;
	sw_end(w, 0);
}

static void rate_0(struct stacks_writer *w)
{
	sw_begin(w, 8, 0, 0, 64);
	sw_end(w, 0);
}

static void no_frames(struct stacks_writer *w)
{
	sw_begin(w, 8, 0, HZ, 64);
	sw_stack(w, 0, 0, 3, 0, NULL, 0);
	sw_end(w, 0);
}

static void short_frames(struct stacks_writer *w)
{
	uint64_t f[2] = { 1, 2 };

	sw_begin(w, 8, 0, HZ, 64);
	sw_stack(w, 0, 0, 3, 0, f, 2);
	w->buf[w->len - 16 - 2] = 3;	/* nframes: 3 */
	sw_end(w, 0);
}

static void huge_record(struct stacks_writer *w)
{
	sw_begin(w, 8, 0, HZ, 64);
	sw_raw(w, 77, "", 0);
	w->buf[w->len - 1] = 0x7f;	/* the length's top byte: ~2 GB */
}

static void path_with_nul(struct stacks_writer *w)
{
	sw_begin(w, 8, 0, HZ, 64);
	sw_object(w, 0, "a/b", 0, 0, 0x2000, NULL, 0, 0, STILL);
	w->buf[w->len - 2] = '\0';
	sw_end(w, 0);
}

static void backwards_range(struct stacks_writer *w)
{
	sw_begin(w, 8, 0, HZ, 64);
	sw_object(w, 0, "x", 0, 0x3000, 0x2000, NULL, 0, 0, STILL);
	sw_end(w, 0);
}

static void unloaded_first(struct stacks_writer *w)
{
	sw_begin(w, 8, 0, HZ, 64);
	sw_object(w, 0, "x", 0, 0, 0x2000, NULL, 0, 5, 4);
	sw_end(w, 0);
}

static void truncated_record(struct stacks_writer *w)
{
	uint64_t f = 0x1000;

	sw_begin(w, 8, 0, HZ, 64);
	sw_stack(w, 0, 0, 3, 0, &f, 1);
	w->len -= 3;
}

static const struct bad bad_files[] = {
	{ "truncated stacks file header", head_only },
	{ "bad byte order", bad_order },
	{ "bad address size", bad_size },
	{ "version 2", version_2 },
	{ "ends before its END", no_end },
	{ "the END record counts", end_disagrees },
	{ "bytes after the END", after_end },
	{ "after the stacks", object_after_stack },
	{ "second INFO", two_infos },
	{ "first record is not INFO", no_info },
	{ "sample rate 0", rate_0 },
	{ "without frames", no_frames },
	{ "shorter than its frames", short_frames },
	{ "longer than 1 MiB", huge_record },
	{ "NUL byte in an object's path", path_with_nul },
	{ "range ends before it starts", backwards_range },
	{ "unloaded before it was loaded", unloaded_first },
	{ "truncated record", truncated_record },
};

/*
 * Each broken file is refused in one line that says what is wrong,
 * with status 1.
 */
Test(stacks_reader, refuses_in_one_line)
{
	char *dir = work_dir("stacks", "refuses"), *out, *path;
	size_t i;

	for (i = 0; i < sizeof bad_files / sizeof *bad_files; i++) {
		struct stacks_writer w;

		path = xasprintf("%s/bad%zu.stacks", dir, i);
		bad_files[i].make(&w);
		cr_assert_eq(sw_save(&w, path), 0);
		sw_free(&w);
		cr_expect_eq(run(&out, dir, "%s -s %s 2>err >/dev/null; "
				 "s=$?; test $s = 1 && test $(wc -l < err) = 1 && cat err",
				 gmon_dump_cmd(), path), 0, "%s: not refused in one line "
			     "(want \"%s\"): %s", path, bad_files[i].what, out);
		cr_expect(strstr(out, bad_files[i].what), "%s: want \"%s\", got %s",
			  path, bad_files[i].what, out);
		free(out);
		free(path);
	}
}

/*
 * Any byte order and address size; records of a later version skipped;
 * a known record with more fields than version 1 has read as far as it
 * knows; duplicate stacks added up.
 */
Test(stacks_reader, reads_any_layout)
{
	char *dir = work_dir("stacks", "layouts"), *out;
	static const unsigned char later[5] = { 1, 2, 3, 4, 5 };
	unsigned ptr, big;

	for (ptr = 4; ptr <= 8; ptr += 4)
		for (big = 0; big < 2; big++) {
			struct stacks_writer w;
			uint64_t f[2] = { 0x8048123, 0x8048456 };
			char *path = xasprintf("%s/f.stacks", dir);

			sw_begin(&w, ptr, (int)big, 1000, 64);
			sw_object(&w, GMON_STACKS_OBJ_MAIN, "./a.out", 0, 0x8048000,
				  0x8050000, (const unsigned char *)"\x01\x02", 2, 0, STILL);
			sw_raw(&w, 99, later, sizeof later);
			sw_stack(&w, 3, 0, 5, GMON_STACKS_TRUNCATED, f, 2);
			sw_stack(&w, 3, 0, 6, GMON_STACKS_TRUNCATED, f, 2);
			sw_end(&w, 2);
			cr_assert_eq(sw_save(&w, path), 0);
			sw_free(&w);
			free(path);
			out = run_ok(dir, "%s f.stacks", gmon_dump_cmd());
			cr_expect(strstr(out, big ? "big-endian" : "little-endian") &&
				  strstr(out, ptr == 4 ? "4-byte" : "8-byte") &&
				  strstr(out, "1000 Hz") && strstr(out, "build ID 0102") &&
				  strstr(out, "samples 5 truncated: 0x8048123 0x8048456") &&
				  strstr(out, "total: 2 stacks, 11 samples, 2 samples "
					 "without a stack"), "%u %u: %s", ptr, big, out);
			free(out);
		}
}
