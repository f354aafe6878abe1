/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The stacks file and the views drawn from it, one file a suite,
 * linked into one binary (tests/stacks_test): gmon-dump's reader on
 * good and hostile files (and its fuzz run), and the measured views
 * read by their real clients (go tool pprof, callgrind_annotate,
 * Graphviz, an XML parser).
 *
 * Until the runtime writes stacks files, the tests write them
 * (tests/lib/stacks_writer.c) for real -pg programs built here: each
 * frame is an address of the program, taken from nm and from the
 * program's own gmon.out (a call's return address is its arc's from_pc
 * plus one), and the samples of each stack are what the program
 * measured of its own CPU time.  So a view that shows the program's
 * truth has read the file and the program right; the capture itself is
 * the runtime's tests' business.
 *
 * What the suites share, beyond tests/lib/harness.h and stacks_writer.h:
 */
#ifndef GMON_TEST_STACKS_H
#define GMON_TEST_STACKS_H

#include <stddef.h>
#include <stdint.h>

#include "stacks_writer.h"
#include "../include/sys/gmon_stacks.h"

#define DEPS "deps/core.txt"
#define HZ 100
#define BIAS 0x555555554000ull	/* where the tests say the program ran */
#define SPAN 0x100000ull	/* its range: past the end of its text */
#define STILL GMON_STACKS_STILL_LOADED

/* ---- a program, its symbols and its calls ---- */

struct prog {
	char *dir;
	char *nm;		/* nm -S of the program */
	char *arcs;		/* gmon-dump's records of its gmon.out */
	unsigned char id[64];	/* its build ID */
	size_t idlen;
	char *out;		/* what it printed */
};

/* The value of symbol `name' in the program (and its size, if asked). */
uint64_t sym(const struct prog *p, const char *name, uint64_t *size);
/* The calls gmon.out counted from caller into callee. */
uint64_t counted_calls(const struct prog *p, const char *caller,
		       const char *callee);
/* The return address of the call from caller into callee. */
uint64_t ret(const struct prog *p, const char *caller, const char *callee);
/* An address inside fn, as a sampled pc. */
uint64_t inside(const struct prog *p, const char *fn);
/* The build ID of the program's `file', into id[64] and *len. */
void read_build_id(struct prog *p, const char *file, unsigned char *id,
		   size_t *len);
/* Build tests/progs/NAME.c with gmon-cc -O2 -g (and FLAGS), run it
 * with ARGS. */
void build(struct prog *p, const char *test, const char *name,
	   const char *flags, const char *args);
void free_prog(struct prog *p);

/* A stack of the program's link-time frames, at BIAS. */
void stack(struct stacks_writer *w, uint64_t samples, unsigned flags,
	   const uint64_t *frames, size_t n);
/* A stacks file's header, INFO at HZ, and the program at BIAS. */
void begin(struct stacks_writer *w, const struct prog *p);
/* The file written as the program's dir/name, and freed. */
void save(struct stacks_writer *w, const struct prog *p, const char *name);

/* ---- the counter-example: light() and heavy() call work() equally ---- */

struct truth {
	double light, heavy;	/* seconds each caller's calls took */
	long nlight, nheavy;	/* the samples the file gives them */
};

/* light_heavy.c built and run for `test': its truth. */
void light_heavy(struct prog *p, struct truth *t, const char *test);

/* STUB_SAMPLES of heavy's samples are taken in libgmon's stub, called
 * from work's entry; one sample is main's own. */
#define STUB_SAMPLES 4

/* The stacks file `name' of the truth, the stub's samples apart if
 * with_stub. */
void light_heavy_stacks(const struct prog *p, const struct truth *t,
			const char *name, int with_stub);
/* All the samples of the truth: light's, heavy's and main's own one. */
long samples_of(const struct truth *t);
/* heavy's share of the time under main, in percent, from the truth */
double heavy_pct(const struct truth *t);

#endif
