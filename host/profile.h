/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A program's profile read as GNU gprof reads it: one or more gmon.out
 * files (GNU or 4.4BSD) summed like `gprof -s', their histogram bins
 * credited to the program's functions and their arcs tallied between
 * functions, with gprof's rules, so every number equals gprof's.
 */
#ifndef GMON_PROFILE_H
#define GMON_PROFILE_H

#include "elf_image.h"
#include "pair_index.h"
#include "symtab.h"

#include <stddef.h>
#include <stdint.h>

/* One histogram range, summed over every record and file that has it. */
struct prof_hist {
	uint64_t low, high;
	uint32_t nbins;
	uint64_t *bins;
};

/* Calls between two functions, summed (gprof's Arc). */
struct prof_arc {
	size_t parent, child;	/* indices into the function table */
	uint64_t count;
	double time, child_time;	/* what the callee passes up (callgraph.h) */
	size_t next_child, next_parent;	/* list links, NO_ARC at the end */
};

/* One call site: the calls of one arc from one caller address. */
struct prof_site {
	size_t arc;
	uint64_t from, count;
};

struct profile {
	struct func_table funcs;
	struct prof_hist *hist;	/* one per range, in the order first read */
	size_t nhist;
	void *hist_ranges;	/* the ranges by address (tsearch) */
	double hist_scale;	/* 2-byte units per bin, from the first record */
	uint32_t rate;		/* samples per second, from the first record */
	char dimen[16], abbrev;
	uint64_t samples;	/* every sample in the files */
	double total_time;	/* gprof's total: samples less excluded ones */
	struct prof_arc *arcs;
	size_t narcs;
	struct prof_site *sites;	/* one per (arc, caller address), in
					 * the order first read */
	size_t nsites;
	uint64_t calls;		/* calls on arcs between known functions */
	double print_time;	/* gprof's total for the call graph's % */
	size_t nfiles;
	struct pair_index arc_index;	/* (parent, child) -> arc */
	struct pair_index site_index;	/* (arc, caller address) -> site */
};

/*
 * Called for each share of a bin credited to a function: `addr' is
 * where in the function the share's part of the bin begins.
 */
typedef void credit_fn(void *ctx, size_t func, uint64_t addr, double samples);

/*
 * Read `paths' against `img' and credit every bin and arc.  A file that
 * cannot be read, whose histogram does not fit the others, or that does
 * not belong to the program (its text range or arcs do not fit the
 * program's code, or its arcs mostly lead far into its functions) is
 * an error: -1 with one line in err.
 *
 * Each file is read twice, in windows (gmon_scan): once to check that
 * it belongs, once to sum it in.  What is kept is what the profiles
 * hold, whatever the files' sizes: per distinct histogram range about
 * 130 bytes and 8 bytes of address space per bin (pages are touched
 * only for bins with samples), per distinct arc and per distinct call
 * site (arc, caller address) under 100 bytes with their indexes, and
 * one credit per share of a bin with samples (analysis.h).
 */
int profile_load(struct profile *p, const struct elf_image *img,
		 char *const *paths, size_t npaths, credit_fn *on_credit,
		 void *ctx, char *err, size_t errlen);
void profile_free(struct profile *p);

/* Seconds per sample: 1/rate (gprof's hz) of the histogram's unit. */
double profile_period(const struct profile *p);

#endif
