/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The exports of gmon-dump, each over an analysis (analysis.h): the
 * numbers are gprof's (self samples per function, calls per arc, time
 * passed up the call graph as gprof passes it), or, where an export
 * takes a model of the sampled stacks (measured.h) and is given one,
 * the time measured from them.
 */
#ifndef GMON_EXPORT_H
#define GMON_EXPORT_H

#include "analysis.h"
#include "measured.h"

#include <stdio.h>

/* The callgrind format (callgrind_annotate, KCachegrind, QCachegrind);
 * m NULL: gprof's numbers. */
int export_callgrind(FILE *out, const struct analysis *a,
		     const struct measured *m, char *const *files, size_t nfiles);

/* Graphviz DOT; nodes and edges below the thresholds (percent of the
 * total time) are left out. */
struct dot_options {
	double node_thres, edge_thres;
};
#define DOT_NODE_THRES 0.5
#define DOT_EDGE_THRES 0.1
int export_dot(FILE *out, const struct analysis *a, const struct measured *m,
	       const struct dot_options *o);

/* A flat profile: seconds, samples, name; most time first. */
int export_flat(FILE *out, const struct analysis *a, char *const *files,
		size_t nfiles);

/* Functions in the order gprof's flat profile lists them (most time,
 * then most calls, then by name); returns how many have time or calls,
 * or -1 when memory runs out.  *order is malloc'd. */
long flat_order(const struct analysis *a, size_t **order);

#endif
