/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gprof's call-graph analysis (binutils 2.40 cg_arcs.c, cg_dfn.c) over a
 * loaded profile: recursive calls taken out of the call counts, cycles
 * found by gprof's depth-first numbering and collapsed under a header
 * ("<cycle N>", appended to the function table), and each function's
 * time and its descendants' passed up to its callers in proportion to
 * the calls each made.  After it, for a function f:
 *
 *   f.time                 self samples       f.cg.child_time  descendants'
 *   f.ncalls, f.self_calls calls from others, recursive calls
 *   f.cg.prop_self/child   the same as gprof prints them (excluded
 *                          functions pass nothing)
 *   f.cg.cyc_head          its cycle's header index, or itself
 *
 * and for an arc a: a.time, a.child_time, the callee's self and
 * descendants' samples charged to this caller (0 inside a cycle).
 */
#ifndef GMON_CALLGRAPH_H
#define GMON_CALLGRAPH_H

#include "profile.h"

/* Returns 0, or -1 with a message in err. */
int callgraph_build(struct profile *p, char *err, size_t errlen);

/* The function's total (self + descendants) as gprof's call graph
 * prints it; for a cycle member, its cycle's. */
double callgraph_total(const struct profile *p, size_t func);

#endif
