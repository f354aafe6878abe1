/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gmon-dump (and gmon-run) on hostile files: time that grows with what a
 * file holds, not with the square of it (one-bin histogram records,
 * long call chains with back edges); memory bounded by what the profile
 * holds, not by the file's size; FIFOs refused, not waited for; empty
 * files, inverted histograms and ELF files whose program headers are
 * counted in section 0; and the whole path (ELF + gmon.out -> analysis
 * -> exports) under libFuzzer with AddressSanitizer and
 * UndefinedBehaviorSanitizer.  Each test failed before its fix.
 *
 * Time is compared as ratios of CPU time (user + system) of runs whose
 * size was grown until the smaller takes a measurable share of a second:
 * quadrupling the input multiplies linear (or n log n) work by about 4,
 * quadratic work by 16.
 *
 * The suites, one file a suite, linked into one binary
 * (tests/hostile_test).  What they share, beyond tests/lib/harness.h:
 */
#ifndef GMON_TEST_HOSTILE_H
#define GMON_TEST_HOSTILE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* The smallest CPU time of the smaller run of a growth comparison, and
 * the largest ratio allowed for four times the input: n log n work gives
 * about 4.5, quadratic 16. */
#define MIN_CPU 0.25
#define MAX_GROWTH 8.0

/* The build tree's gmon-dump. */
const char *dump(void);

/* ---- programs: ELF files written directly, for reading only ---- */

/* Where the written programs' code starts. */
#define TEXT_ADDR 0x400000u

/*
 * A program of `n' global functions f0, f1... of `size' bytes each from
 * TEXT_ADDR, in one executable segment: what gmon-dump and gprof read of
 * a program (symbols, sections, segments), never run.
 */
void write_program(const char *dir, const char *name, size_t n, size_t size);

/* Function i's address in a written program of functions of `size'. */
uint64_t fn(size_t i, size_t size);

/* ---- profiles: GNU gmon.out files in this machine's byte order ---- */

struct gout {
	FILE *f;
	unsigned ptr;
	int big;
};

/* A GNU gmon.out `name' in dir, its header written. */
struct gout gopen(const char *dir, const char *name);
/* A histogram record; bins NULL: all zero. */
void ghist(struct gout *g, uint64_t low, uint64_t high, uint32_t nbins,
	   const uint16_t *bins);
/* A call graph record: `count' calls from `from' into `self'. */
void garc(struct gout *g, uint64_t from, uint64_t self, uint32_t count);
/* Closes the file, every byte written. */
void gclose(struct gout *g);

/* ---- running gmon-dump: CPU time and memory ---- */

struct usage {
	int status;		/* exit status, or 128 + signal */
	double cpu;		/* user + system seconds */
	long rss_kb;		/* peak resident memory */
	char *err;		/* its standard error */
};

/* Run `cmd' (exec'd by sh) in dir, its output to /dev/null. */
struct usage measure(const char *dir, const char *cmd);

/* Writes the inputs of size n into dir; returns the command to time. */
typedef char *make_inputs_fn(const char *dir, size_t n);

/*
 * Four times the input takes less than MAX_GROWTH times the CPU time,
 * n grown from n0 (doubling, to at most nmax / 4) until a run takes
 * MIN_CPU seconds.
 */
void expect_linear(const char *dir, make_inputs_fn *make, size_t n0,
		   size_t nmax, const char *what);

/* ---- a small program and its profile ---- */

/* A program of 4 functions and a profile of it, in dir. */
void small_program(const char *dir);

#endif
