/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The sampled call stacks of a run, mapped onto functions: the model
 * behind gmon-dump's measured views.  Each frame of a stacks file
 * (stacks_read.h) is placed in the object that held it at that epoch,
 * at its link-time address, and named from that object's symbols with
 * gprof's rules (the program's through the caller's analysis, so that
 * its functions are the analysis' own; every other object's through an
 * analysis of its file, when the file is there and is the one that was
 * loaded).  Identical stacks are kept once with their samples added.
 *
 * Without a stacks file the same model holds gprof's estimate instead
 * (measured_estimate): every function's self time carried up the call
 * graph to its callers in proportion to their calls, as gprof divides
 * it, so that the views drawn from it show what gprof believes.
 */
#ifndef GMON_MEASURED_H
#define GMON_MEASURED_H

#include "analysis.h"

#include <stddef.h>
#include <stdint.h>

#define NO_INDEX ((size_t)-1)

/* What measured_open does beyond mapping the frames. */
enum {
	MEASURED_STUBS_APART = 1,	/* keep samples in libgmon's stub there */
	MEASURED_MANGLED = 2		/* other objects' C++ names as symbols */
};

/* An object the stacks lie in: each file once, however often loaded. */
struct mobject {
	char *path;		/* as the stacks file names it */
	const char *name;	/* its last part */
	unsigned kind;		/* GMON_STACKS_OBJ_* */
	unsigned char *build_id;
	size_t build_id_len;
	uint64_t low, high;	/* run-time extent at its first load */
	uint64_t bias;		/* run-time minus link-time, first load */
	struct analysis *an;	/* its functions; NULL: not readable */
	int owned;		/* an is the model's to close */
};

/* A function; index NO_INDEX: code of the object no symbol names. */
struct mfunc {
	size_t object;		/* NO_INDEX: code in no object */
	size_t index;		/* in the object's analysis */
	char *label;		/* the name of unnamed code: "[libc.so.6]" */
};

/* An instruction of a stack: the sampled one, or a caller's call. */
struct mloc {
	size_t func, object;
	uint64_t addr;		/* link-time (in no object: as sampled) */
	uint64_t rt;		/* run-time at the object's first load */
};

enum {
	MSTACK_TRUNCATED = 1,	/* the outermost frames are missing */
	MSTACK_STUB = 2		/* sampled in libgmon's stub */
};

struct mstack {
	size_t at, n;		/* its locations: pool[at .. at + n), innermost first */
	double samples;
	uint32_t thread;
	unsigned flags;		/* MSTACK_* */
};

struct measured {
	int measured;		/* 1: stacks files; 0: gprof's estimate */
	const struct analysis *prog;
	size_t prog_object;	/* the program among the objects */
	int flags;		/* MEASURED_* */
	double period;		/* seconds per sample */
	uint32_t hz, depth_limit;
	double samples;		/* in all stacks */
	double truncated;	/* in truncated stacks */
	double in_stub;		/* sampled in libgmon's stub */
	uint64_t dropped;	/* samples the runtime kept no stack of */
	size_t nfiles;
	struct mobject *objects;
	size_t nobjects;
	struct mfunc *funcs;
	size_t nfuncs;
	struct mloc *locs;
	size_t nlocs;
	struct mstack *stacks;
	size_t nstacks;
	size_t *pool;
	size_t npool;
	char *notes;		/* lines worth saying (objects not read), or NULL */
	struct measured_load *load;	/* while reading */
	struct measured_index *index;	/* finding funcs, locs, stacks */
};

/*
 * Read the stacks files `paths' against the program of analysis `a'
 * (which the model uses and does not own): 0, or -1 with one line in
 * err.  A file of another program (build IDs differ, or no object of
 * the program's name) is refused.
 */
int measured_open(struct measured *m, const struct analysis *a,
		  char *const *paths, size_t npaths, int flags, char *err,
		  size_t errlen);

/* gprof's estimate of the stacks, from `a' (built with ANALYSIS_GRAPH). */
int measured_estimate(struct measured *m, const struct analysis *a,
		      char *err, size_t errlen);

void measured_close(struct measured *m);

/* The name shown for function f. */
const char *measured_name(const struct measured *m, size_t f);
/* The object of f's file name, or NULL for the program's own (and for
 * code in no object). */
const char *measured_foreign(const struct measured *m, size_t f);
/* f's function in the program's analysis, or NO_INDEX. */
size_t measured_prog_index(const struct measured *m, size_t f);
/*
 * The functions the views show ("nodes"): 0 .. n-1 are the program's,
 * numbered as in its analysis (prog->prof.funcs), whether a stack holds
 * them or not; the others are the other functions the stacks hold.
 * measured_nodes() is how many; measured_node() the node of function f;
 * measured_func() the function of a node, or NO_INDEX for a function of
 * the program no stack holds.
 */
size_t measured_nodes(const struct measured *m);
size_t measured_node(const struct measured *m, size_t f);
size_t measured_func(const struct measured *m, size_t node);
/* The analysis and function index that name f, or NULL. */
const struct analysis *measured_symbols(const struct measured *m, size_t f,
					size_t *index);
/* Source file and line of location l (0: not known). */
int measured_line(const struct measured *m, size_t l, const char **file);

/*
 * What the stacks say of each function and call, counted once per
 * sample: self[f] the samples taken in f, total[f] those whose stack
 * holds f.  A sample is charged, for each function its stack holds
 * (but the outermost frame's), to one call into it: the call into its
 * outermost frame, made by the frame above.  So the calls into a
 * function add up to its total exactly, recursive or not, as gprof's
 * callers' lines add up to a function's time, and as callgrind_annotate
 * and KCachegrind take a function's inclusive cost from the calls into
 * it.  A call never goes from a function to itself.  An arc's `self' is
 * the part of its cost taken in the callee itself.
 */
struct marc {
	size_t parent, child;
	double cost, self;
};
struct msite {
	size_t parent, child;
	size_t loc;		/* the call's location, in the parent */
	double cost;
};
struct mgraph {
	double *self, *total;	/* per function */
	struct marc *arcs;
	size_t narcs;
	struct msite *sites;
	size_t nsites;
};
int measured_graph(const struct measured *m, struct mgraph *g);
void measured_graph_free(struct mgraph *g);

#endif
