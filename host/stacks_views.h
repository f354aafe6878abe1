/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gmon-dump's views of the sampled stacks (measured.h): each is drawn
 * from the model, which holds either the stacks files' measurement or,
 * without them, gprof's estimate (m->measured says which).
 */
#ifndef GMON_STACKS_VIEWS_H
#define GMON_STACKS_VIEWS_H

#include "measured.h"

#include <stdio.h>

/* Folded stacks: `main;parse;lex 42', one line per distinct stack. */
int export_folded(FILE *out, const struct measured *m);

/* A flame graph, a self-contained SVG with its own script for zooming. */
int render_flame(FILE *out, const struct measured *m);

/* A pprof profile (gzipped profile.proto) to `path'; 0, or -1 with one
 * line in err. */
int export_pprof(const char *path, const struct measured *m, char *err,
		 size_t errlen);

/*
 * A call graph in gprof's shape, each call's time measured (m) beside
 * gprof's estimate (a), the calls where they differ by more than
 * diff_thres percent of the total flagged.  m NULL: the estimate only.
 */
#define GRAPH_DIFF_THRES 1.0
int export_graph(FILE *out, const struct analysis *a, const struct measured *m,
		 double diff_thres);

#endif
