/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gmon-dump itself: the reader on bad input, basic-block records,
 * --help and --version, and --flat on objects whose only symbols are
 * dynamic ones (a stripped test library and a copy of the C library).
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytes.h"
#include "harness.h"

/* ---- writing small gmon.out files (little-endian, 8-byte addresses) ---- */

static void gnu_header(struct bytes *b)
{
	memcpy(b->b, "gmon", 4);
	b->n = 4;
	put_le(b, 1, 4);
	put_le(b, 0, 12);
}

/* A histogram record up to its bins: `nbins' bins over [low, high), 100 Hz. */
static void gnu_hist_header(struct bytes *b, uint64_t low, uint64_t high,
			    uint32_t nbins)
{
	put_le(b, 0, 1);
	put_le(b, low, 8);
	put_le(b, high, 8);
	put_le(b, nbins, 4);
	put_le(b, 100, 4);
	memcpy(b->b + b->n, "seconds\0\0\0\0\0\0\0\0s", 16);
	b->n += 16;
}

/* A histogram of `nbins' 4-byte bins from `low': counts[i] at pcs[i]. */
static void gnu_hist(struct bytes *b, uint64_t low, uint32_t nbins,
		     const uint64_t *pcs, const unsigned *counts, size_t n)
{
	size_t at;

	gnu_hist_header(b, low, low + 4ull * nbins, nbins);
	at = b->n;
	cr_assert_lt(at + 2ull * nbins, sizeof b->b, "histogram too big for the test");
	memset(b->b + at, 0, 2 * nbins);
	b->n = at + 2 * nbins;
	for (size_t i = 0; i < n; i++) {
		size_t bin = (pcs[i] - low) / 4;

		b->b[at + 2 * bin] = (unsigned char)counts[i];
		b->b[at + 2 * bin + 1] = (unsigned char)(counts[i] >> 8);
	}
}

static void gnu_arc(struct bytes *b, uint64_t from, uint64_t self, uint32_t count)
{
	put_le(b, 1, 1);
	put_le(b, from, 8);
	put_le(b, self, 8);
	put_le(b, count, 4);
}

/* A header and one small histogram with `n' samples at 0x1010. */
static void small_profile(struct bytes *b, unsigned n)
{
	uint64_t pc = 0x1010;

	gnu_header(b);
	gnu_hist(b, 0x1000, 64, &pc, &n, 1);
}

static char *write_buf(const char *dir, const char *name, const struct bytes *b)
{
	char *path = xasprintf("%s/%s", dir, name);
	FILE *f = fopen(path, "wb");

	cr_assert(f != NULL && fwrite(b->b, 1, b->n, f) == b->n && fclose(f) == 0,
		  "cannot write %s", path);
	return path;
}

/*
 * A profile from a 32-bit big-endian machine (4-byte addresses, big-endian
 * words): one histogram of 64 bins with `n' samples in its first bin.
 */
static void be32_profile(struct bytes *b, unsigned n)
{
	static const unsigned char head[] = {
		'g', 'm', 'o', 'n', 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
		0,				/* a histogram record */
		0, 0, 0x10, 0, 0, 0, 0x11, 0,	/* low, high */
		0, 0, 0, 64, 0, 0, 0, 100,	/* bins, rate */
		's', 'e', 'c', 'o', 'n', 'd', 's', 0, 0, 0, 0, 0, 0, 0, 0, 's',
	};

	memcpy(b->b, head, sizeof head);
	b->n = sizeof head;
	memset(b->b + b->n, 0, 2 * 64);
	b->b[b->n] = (unsigned char)(n >> 8);
	b->b[b->n + 1] = (unsigned char)n;
	b->n += 2 * 64;
}

/* gmon-dump `args' run in dir exits with `status' and says `says'. */
static void expect_dump_says(const char *dir, const char *args, int status,
			     const char *says)
{
	char *out;
	int st = run(&out, dir, "%s %s", gmon_dump_cmd(), args);

	cr_expect_eq(st, status, "gmon-dump %s: status %d:\n%s", args, st, out);
	cr_expect(strstr(out, says), "gmon-dump %s: no '%s':\n%s", args, says,
		  out);
	free(out);
}

/* ---- the reader on bad input ---- */

/* /dev/zero is not a profile: said at once, in bounded memory. */
Test(reader, dev_zero_is_refused_at_once)
{
	char *out;
	int st = run(&out, "/", "ulimit -v 400000; timeout 60 %s /dev/zero", gmon_dump_cmd());

	cr_expect_eq(st, 1, "%s", out);
	cr_expect(strstr(out, "neither a GNU gmon file") && !strstr(out, "memory"),
		  "%s", out);
	free(out);
}

/* A stream is read up to what came, a file up to its size. */
Test(reader, stream_and_file)
{
	char *dir = work_dir("dump", "stream"), *out;
	struct bytes b;

	small_profile(&b, 7);
	write_buf(dir, "g.out", &b);
	out = run_ok(dir, "cat g.out | %s -s /dev/stdin", gmon_dump_cmd());
	cr_expect(strstr(out, "7 samples"), "%s", out);
	free(out);
}

Test(reader, directory_is_named)
{
	expect_dump_says("/", "/tmp", 1, "/tmp: is a directory");
}

Test(reader, missing_file_says_why)
{
	expect_dump_says("/", "/nonexistent/gmon.out", 1,
			 "No such file or directory");
}

/* GNU tag 2 (basic-block counts) is valid: read and shown. */
Test(reader, basic_block_records)
{
	char *dir = work_dir("dump", "bb"), *out;
	struct bytes b;

	small_profile(&b, 3);
	put_le(&b, 2, 1);
	put_le(&b, 2, 4);
	put_le(&b, 0x1004, 8);
	put_le(&b, 7, 8);
	put_le(&b, 0x1020, 8);
	put_le(&b, 9, 8);
	gnu_arc(&b, 0x1008, 0x1040, 5);
	write_buf(dir, "bb.out", &b);
	out = run_ok(dir, "%s bb.out", gmon_dump_cmd());
	cr_expect(strstr(out, "basic-block 0x1004: 7\nbasic-block 0x1020: 9"), "%s", out);
	cr_expect(strstr(out, "arc 0x1008 -> 0x1040: 5"), "%s", out);
	cr_expect(strstr(out, "2 basic-block counts"), "%s", out);
	free(out);
}

/* --objects reads other machines' profiles with -4/-8 and -b/-l, as
 * the records do (it read every file as the host's). */
Test(reader, objects_take_address_size_and_byte_order)
{
	char *dir = work_dir("dump", "objects_be32"), *out;
	struct bytes b;

	be32_profile(&b, 30);
	write_buf(dir, "gmon.out", &b);
	be32_profile(&b, 10);
	write_buf(dir, "gmon.libx.so.out", &b);
	out = run_ok(dir, "%s -4 -b -s gmon.out", gmon_dump_cmd());
	cr_expect(strstr(out, "30 samples"), "%s", out);
	free(out);
	out = run_ok(dir, "%s -4 -b --objects gmon.out gmon.libx.so.out",
		     gmon_dump_cmd());
	cr_expect(strstr(out, "where the time went: 40 samples, 0.40 s, in 2 files\n"),
		  "%s", out);
	cr_expect(strstr(out, " 25.0%  libx.so"), "%s", out);
	free(out);
	cr_expect_neq(run(&out, dir, "%s --objects gmon.out", gmon_dump_cmd()), 0, "%s", out);
	free(out);
}

/* --objects on the files of `names' (each with 7 samples): its report. */
static char *objects_of(const char *dir, const char *names)
{
	char *out, *list = strdup(names), *name, *save = NULL;
	struct bytes b;

	small_profile(&b, 7);
	for (name = strtok_r(list, " ", &save); name; name = strtok_r(NULL, " ", &save))
		write_buf(dir, name, &b);
	free(list);
	out = run_ok(dir, "%s --objects %s", gmon_dump_cmd(), names);
	return out;
}

/*
 * GMON_OUT_PREFIX and gmon-run -o names (PREFIX.PID, PREFIX.NAME.PID):
 * an object's file is named by its object even without the
 * executable's file among them (the shortest name is not taken for the
 * executable's).  PREFIX and NAME may both hold dots.
 */
Test(reader, objects_named_by_prefix)
{
	char *dir = work_dir("dump", "objects_prefix"), *out;

	out = objects_of(dir, "prof.libc.so.6.4242");
	cr_expect(strstr(out, "%  libc.so.6  [") && !strstr(out, "executable"), "%s", out);
	free(out);
	out = objects_of(dir, "prof.libc.so.6.4242 prof.libm.so.6.4242 prof.plugin.4242");
	cr_expect(strstr(out, "%  libc.so.6  [") && strstr(out, "%  libm.so.6  [") &&
		  strstr(out, "%  plugin  [") && !strstr(out, "executable"), "%s", out);
	free(out);
	out = objects_of(dir, "my.prog.v2.4242 my.prog.v2.libc.so.6.4242 "
			 "my.prog.v2.plugin.4242 my.prog.v2.ld-linux-x86-64.so.2.4242");
	cr_expect(strstr(out, "%  the executable  [my.prog.v2.4242") &&
		  strstr(out, "%  libc.so.6  [") && strstr(out, "%  plugin  [") &&
		  strstr(out, "%  ld-linux-x86-64.so.2 (the loader)  ["), "%s", out);
	free(out);
	out = objects_of(dir, "my.prog.4242");
	cr_expect(strstr(out, "%  the executable  [my.prog.4242"), "%s", out);
	free(out);
	out = objects_of(dir, "gmon.out gmon.libc.so.6.out");
	cr_expect(strstr(out, "%  the executable  [gmon.out") &&
		  strstr(out, "%  libc.so.6  [gmon.libc.so.6.out"), "%s", out);
	free(out);
}

/* Versions 0 and 1 are read; any other is refused, as gprof does. */
Test(reader, unknown_version_refused)
{
	char *dir = work_dir("dump", "version");
	struct bytes b;

	small_profile(&b, 3);
	write_buf(dir, "v1.out", &b);
	b.b[4] = 0;
	write_buf(dir, "v0.out", &b);
	memcpy(b.b + 4, "\xef\xbe\xad\xde", 4);
	write_buf(dir, "bad.out", &b);
	expect_dump_says(dir, "-s v1.out v0.out", 0, "");
	expect_dump_says(dir, "-s bad.out", 1,
			 "unsupported GNU gmon.out version 0xdeadbeef");
	free(dir);
}

/* Counts in the file are checked against its size before anything is
 * allocated for them. */
Test(reader, declared_lengths_are_capped)
{
	char *dir = work_dir("dump", "caps"), *out;
	struct bytes b;

	gnu_header(&b);
	/* 4 G bins, 8 GB: not in the file */
	gnu_hist_header(&b, 0x1000, 0x2000, 0xffffffffu);
	write_buf(dir, "bins.out", &b);
	gnu_header(&b);
	put_le(&b, 2, 1);
	put_le(&b, 0xfffffff0u, 4);	/* basic blocks the file does not hold */
	write_buf(dir, "bb.out", &b);
	cr_assert_eq(run(&out, dir, "ulimit -v 400000; %s bins.out bb.out", gmon_dump_cmd()), 1, "%s", out);
	cr_expect(strstr(out, "bins.out: truncated bins"), "%s", out);
	cr_expect(strstr(out, "bb.out: truncated basic-block record"), "%s", out);
	free(out);
}

/* A file that fails half way leaves nothing allocated (valgrind). */
Test(reader, no_leak_on_error)
{
	char *dir = work_dir("dump", "leak"), *out;
	struct bytes b;
	int st;

	need_tool("valgrind", "deps/core.txt");
	small_profile(&b, 3);
	gnu_arc(&b, 0x1008, 0x1040, 5);
	put_le(&b, 1, 1);
	put_le(&b, 0x1008, 8);	/* a truncated arc */
	write_buf(dir, "cut.out", &b);
	st = run(&out, dir, "valgrind -q --leak-check=full --show-leak-kinds=definite "
		 "--errors-for-leak-kinds=definite --error-exitcode=99 "
		 "%s cut.out cut.out cut.out", gmon_dump_cmd());
	cr_expect_eq(st, 1, "status %d (99: valgrind found a leak):\n%s", st, out);
	cr_expect(strstr(out, "truncated arc"), "%s", out);
	free(out);
}

/* ---- --help, --version, usage ---- */

Test(cli, help_and_man_page_agree)
{
	static const char *const opts[] = { "--flat", "--callgrind", "--dot", "--svg",
		"--node-thres", "--edge-thres", "--no-demangle", "--debuginfo-path",
		"--help", "--version", "-s", NULL };
	char *out, *man;
	int i;

	out = run_ok("/", "%s --help", gmon_dump_cmd());
	cr_expect(!strncmp(out, "Usage: gmon-dump ", 17), "%s", out);
	/* made by configure from man/gmon-dump.1.in */
	man = run_ok("/", "cat '%s/man/gmon-dump.1'", builddir_path());
	for (i = 0; opts[i]; i++) {
		/* roff writes each hyphen of an option as \- */
		char roff[64];
		size_t k, m = 0;

		for (k = 0; opts[i][k] && m + 3 < sizeof roff; k++) {
			if (opts[i][k] == '-')
				roff[m++] = '\\';
			roff[m++] = opts[i][k];
		}
		roff[m] = '\0';
		cr_expect(strstr(out, opts[i]), "--help does not mention %s", opts[i]);
		cr_expect(strstr(man, roff), "gmon-dump(1) does not document %s", opts[i]);
	}
	free(out);
}

Test(cli, version)
{
	char *out;

	out = run_ok("/", "%s --version", gmon_dump_cmd());
	cr_expect(!strncmp(out, "gmon-dump (libgmon) ", 20), "%s", out);
	free(out);
}

Test(cli, bad_usage)
{
	expect_dump_says("/", "--no-such-option x", 2, "Try 'gmon-dump --help'");
	expect_dump_says("/", "--callgrind /bin/true", 2, "");
}

/*
 * Standard output that cannot be written (a full disk, a closed
 * descriptor) fails every action with one line and status 1: the
 * records, -s, --objects, --help and --version.
 */
Test(cli, write_errors_fail_in_one_line)
{
	static const char *const modes[] = { "gmon.out", "-s gmon.out",
		"--objects gmon.out", "--help", "--version" };
	static const char *const outs[] = { ">/dev/full", ">&-" };
	char *dir = work_dir("dump", "write_errors"), *out;
	struct bytes b;
	size_t i, j;

	small_profile(&b, 7);
	write_buf(dir, "gmon.out", &b);
	for (i = 0; i < sizeof modes / sizeof *modes; i++)
		for (j = 0; j < 2; j++) {
			out = run_ok(dir, "%s %s 2>err %s; echo $?; cat err; "
				     "wc -l < err", gmon_dump_cmd(), modes[i], outs[j]);
			cr_expect(!strncmp(out, "1\ngmon-dump: cannot write the ", 30) &&
				  strstr(out, "\n1\n"), "gmon-dump %s %s: %s", modes[i],
				  outs[j], out);
			free(out);
		}
}

/* ---- --flat with an object's dynamic symbols ---- */

/* .text of `obj' (from readelf): its address and size. */
static void text_of(const char *dir, const char *obj, uint64_t *addr, uint64_t *size)
{
	char *out;
	unsigned long long a, s;

	out = run_ok(dir, "readelf -SW '%s' | sed 's/^ *\\[ *[0-9]*\\] *//' | "
		     "awk '$1 == \".text\" { print $3, $5 }'", obj);
	cr_assert_eq(sscanf(out, "%llx %llx", &a, &s), 2, "%s", out);
	*addr = a;
	*size = s;
	free(out);
}

/* Address of dynamic symbol `name' in `obj'. */
static uint64_t dynsym(const char *dir, const char *obj, const char *name)
{
	char *out;
	unsigned long long v;

	out = run_ok(dir, "nm -D --defined-only '%s' | "
		     "awk '{ sub(/@.*/, \"\", $3) } $3 == \"%s\" { print $1; exit }'",
		     obj, name);
	cr_assert_eq(sscanf(out, "%llx", &v), 1, "no %s in %s: %s", name, obj, out);
	free(out);
	return v;
}

/* An address in the middle of dynamic symbol `name' of `obj' (4-byte
 * aligned, so that its bin holds nothing else): past a symbol's size
 * is code it does not export, charged to none of its symbols. */
static uint64_t dynsym_middle(const char *dir, const char *obj, const char *name)
{
	char *out;
	unsigned long long v, size;

	out = run_ok(dir, "nm -D -S --defined-only '%s' | "
		     "awk '{ sub(/@.*/, \"\", $4) } $4 == \"%s\" { print $1, $2; exit }'",
		     obj, name);
	cr_assert_eq(sscanf(out, "%llx %llx", &v, &size), 2, "no %s in %s: %s", name,
		     obj, out);
	free(out);
	return v + (size / 2 & ~3ull);
}

/*
 * A histogram over obj's .text (link-time addresses, as a per-object
 * file has them) with `counts' samples 8 bytes into each of `names',
 * and, with two names or more, 5 calls from the first to the second.
 */
static void object_profile(const char *dir, const char *obj, const char *file,
			   const char *const *names, const unsigned *counts, size_t n)
{
	uint64_t addr, size, pcs[8], low, high;
	struct bytes *b = malloc(sizeof *b);
	size_t i;

	text_of(dir, obj, &addr, &size);
	for (i = 0; i < n; i++)
		pcs[i] = dynsym(dir, obj, names[i]) + 8;
	low = addr & ~(uint64_t)3;
	high = (addr + size + 3) & ~(uint64_t)3;
	gnu_header(b);
	gnu_hist(b, low, (uint32_t)((high - low) / 4), pcs, counts, n);
	if (n >= 2)
		gnu_arc(b, pcs[0], pcs[1] + 4, 5);
	write_buf(dir, file, b);
	free(b);
}

Test(flat, stripped_test_library)
{
	static const char *const names[] = { "f_alpha", "f_beta", "f_gamma" };
	static const unsigned counts[] = { 20, 30, 10 };
	char *dir = work_dir("dump", "flatlib"), *out, *gp;

	free(run_ok(dir, "printf 'volatile int v;\\n"
		    "int f_alpha(int x) { for (int i = 0; i < x; i++) v += i; return v; }\\n"
		    "int f_beta(int x) { for (int i = 0; i < x; i++) v -= i; return v; }\\n"
		    "int f_gamma(int x) { for (int i = 0; i < x; i++) v ^= i; return v; }\\n' > lib.c && "
		    "cc -O1 -shared -fPIC lib.c -o libt.so && cp libt.so libt-stripped.so && "
		    "strip libt-stripped.so && ! readelf -S libt-stripped.so | grep -q symtab"));
	object_profile(dir, "libt.so", "gmon.libt.so.out", names, counts, 3);
	out = run_ok(dir, "%s --flat libt-stripped.so gmon.libt.so.out", gmon_dump_cmd());
	cr_expect(strstr(out, "0.30      30.00  f_beta\n      0.20      20.00  f_alpha\n"
			 "      0.10      10.00  f_gamma\n"), "%s", out);
	cr_expect(strstr(out, ".dynsym"), "%s", out);
	/* gprof reads the unstripped library's file the same way. */
	gp = run_ok(dir, "gprof -b -p libt.so gmon.libt.so.out");
	cr_expect(flat_self(gp, "f_beta") == 0.30 && flat_self(gp, "f_alpha") == 0.20,
		  "%s", gp);
	free(gp);
	free(out);
	/* The callgrind export of the stripped library's file. */
	out = run_ok(dir, "%s --callgrind libt-stripped.so gmon.libt.so.out",
		     gmon_dump_cmd());
	cr_expect(strstr(out, "summary: 600000\n"), "60 samples of 10 ms: %s", out);
	cr_expect(strstr(out, "calls=5 0\n0 300000\n"), "5 calls passing up all "
		  "of f_beta's time: %s", out);
	free(out);
}

/*
 * A histogram whose dimension is "milliseconds": a sample counts as
 * 1/rate of a millisecond, and the exports are in seconds (and
 * microseconds).
 */
Test(flat, milliseconds_dimension)
{
	static const char *const names[] = { "f_alpha", "f_beta" };
	static const unsigned counts[] = { 20, 40 };
	char *dir = work_dir("dump", "millis"), *out;
	unsigned char *data;
	long n;
	FILE *f;

	free(run_ok(dir, "printf 'volatile int v;\\n"
		    "int f_alpha(int x) { for (int i = 0; i < x; i++) v += i; return v; }\\n"
		    "int f_beta(int x) { for (int i = 0; i < x; i++) v -= i; return v; }\\n' "
		    "> lib.c && cc -O1 -shared -fPIC lib.c -o libt.so"));
	object_profile(dir, "libt.so", "gmon.libt.so.out", names, counts, 2);
	n = slurp(xasprintf("%s/gmon.libt.so.out", dir), &data);
	cr_assert_gt(n, 61);
	/* header 20, tag 1, low 8, high 8, bins 4, rate 4: the unit at 45 */
	cr_assert(!memcmp(data + 45, "seconds", 7), "not where the unit is");
	memcpy(data + 45, "milliseconds\0\0\0m", 16);
	f = fopen(xasprintf("%s/gmon.libt.so.out", dir), "wb");
	cr_assert(f && fwrite(data, 1, (size_t)n, f) == (size_t)n && fclose(f) == 0);
	free(data);
	out = run_ok(dir, "%s --callgrind libt.so gmon.libt.so.out", gmon_dump_cmd());
	cr_expect(strstr(out, "summary: 600\n"), "60 samples of 10 us: %s", out);
	free(out);
	out = run_ok(dir, "%s --flat libt.so gmon.libt.so.out", gmon_dump_cmd());
	cr_expect(strstr(out, "each 1e-05 seconds"), "%s", out);
	free(out);
}

Test(flat, copy_of_the_c_library)
{
	static const char *const names[] = { "qsort", "getenv" };
	static const unsigned counts[] = { 12, 5 };
	char *dir = work_dir("dump", "flatlibc"), *out;
	uint64_t addr, size, low;
	struct bytes *b = calloc(1, sizeof *b);
	uint64_t pcs[2];

	free(run_ok(dir, "cp \"$(cc -print-file-name=libc.so.6)\" libc.so.6 && "
		    "strip libc.so.6"));
	/* Too big for the buffer: the bins are written in pieces. */
	text_of(dir, "libc.so.6", &addr, &size);
	/* qsort is 8 bytes (a jump to qsort_r): qsort + 8 is not qsort. */
	pcs[0] = dynsym_middle(dir, "libc.so.6", names[0]);
	pcs[1] = dynsym_middle(dir, "libc.so.6", names[1]);
	low = addr & ~(uint64_t)3;
	{
		uint32_t nbins = (uint32_t)((addr + size + 3 - low) / 4);
		FILE *f = fopen(xasprintf("%s/gmon.libc.so.6.out", dir), "wb");
		unsigned char zero[4096] = { 0 };
		size_t left = 2ul * nbins, at;

		gnu_header(b);
		gnu_hist_header(b, low, low + 4ull * nbins, nbins);
		at = b->n;
		cr_assert(f && fwrite(b->b, 1, at, f) == at);
		while (left > 0) {
			size_t k = left < sizeof zero ? left : sizeof zero;

			cr_assert_eq(fwrite(zero, 1, k, f), k);
			left -= k;
		}
		for (int i = 0; i < 2; i++) {
			unsigned char c[2] = { (unsigned char)counts[i], 0 };

			cr_assert_eq(fseek(f, (long)(at + 2 * ((pcs[i] - low) / 4)), SEEK_SET), 0);
			cr_assert_eq(fwrite(c, 1, 2, f), 2);
		}
		cr_assert_eq(fclose(f), 0);
	}
	free(b);
	out = run_ok(dir, "%s --flat libc.so.6 gmon.libc.so.6.out", gmon_dump_cmd());
	cr_expect(strstr(out, "0.12      12.00  qsort\n      0.05       5.00  getenv\n"),
		  "%s", out);
	free(out);
}

/* A file of another object is refused, as for the exports. */
Test(flat, other_object_refused)
{
	static const char *const names[] = { "f_one" };
	static const unsigned counts[] = { 4 };
	char *dir = work_dir("dump", "flatother"), *out;

	free(run_ok(dir, "printf 'int f_one(int x) { return x + 1; }\\n' > one.c && "
		    "cc -O1 -shared -fPIC one.c -o libone.so && "
		    "cp \"$(cc -print-file-name=libc.so.6)\" libc.so.6"));
	object_profile(dir, "libone.so", "gmon.libone.so.out", names, counts, 1);
	cr_expect_eq(run(&out, dir, "%s --flat libc.so.6 gmon.libone.so.out", gmon_dump_cmd()), 1,
		     "%s", out);
	cr_expect(strstr(out, "does not belong to libc.so.6"), "%s", out);
	free(out);
}

/* ---- fuzzing the reader (libFuzzer, ASan, UBSan) ---- */

/*
 * A short fuzzing run of the reader from the seed corpus of real files
 * (tests/fuzz/corpus): any crash, leak, out-of-bounds access or
 * undefined behaviour fails it, with libFuzzer's report.  Its length is
 * GMON_FUZZ_SECONDS (default 60).
 */
Test(fuzz, reader, .timeout = 900)
{
	char *dir = work_dir("dump", "fuzz");

	build_fuzzer(dir, "host/gmon_read.c host/host_fail.c "
		     "tests/fuzz/gmon_read_fuzz.c", "");
	free(run_ok(dir, "cp '%s/tests/fuzz/corpus/'* corpus/", srcdir_path()));
	run_fuzzer(dir, "60", "-rss_limit_mb=1024 -timeout=10");
}
