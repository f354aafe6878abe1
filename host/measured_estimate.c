/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* gprof's estimate of the stacks; see measured.h. */
#include "measured_impl.h"
#include "host_fail.h"
#include "../include/sys/gmon_stacks.h"

#include <stdlib.h>

/*
 * The estimate carries a function's self time up to its callers as
 * gprof divides it, path by path; a path whose share falls below this
 * part of the total, or that reaches this depth, ends there (truncated)
 * so that a large graph's paths stay few.
 */
#define ESTIMATE_MIN_SHARE 1e-4
#define ESTIMATE_DEPTH 64

struct estimate {
	struct measured *m;
	const struct profile *p;
	size_t *path;		/* analysis function indices, innermost first */
	size_t depth;
	double min;
	int failed;
};

static int on_path(const struct estimate *e, size_t f)
{
	size_t i;

	for (i = 0; i < e->depth; i++)
		if (e->path[i] == f)
			return 1;
	return 0;
}

static void emit(struct estimate *e, double samples, unsigned flags)
{
	struct measured *m = e->m;
	size_t i, at, loc;

	if (e->failed || measured_pool_room(m, e->depth) != 0) {
		e->failed = 1;
		return;
	}
	at = m->npool;
	for (i = 0; i < e->depth; i++) {
		const struct func *f = &e->p->funcs.f[e->path[i]];

		loc = measured_loc_get(m, 0, f->addr, f->addr);
		if (loc == NO_INDEX) {
			e->failed = 1;
			return;
		}
		m->pool[m->npool++] = loc;
	}
	m->samples += samples;
	if (flags & MSTACK_TRUNCATED)
		m->truncated += samples;
	if (measured_stack_add(m, at, e->depth, samples, 0, flags) != 0)
		e->failed = 1;
}

/* Calls into f from other functions (its arcs' parents). */
static uint64_t calls_in(const struct profile *p, size_t f)
{
	uint64_t n = 0;
	size_t a;

	for (a = p->funcs.f[f].cg.parents; a != NO_ARC; a = p->arcs[a].next_parent)
		if (p->arcs[a].parent != f)
			n += p->arcs[a].count;
	return n;
}

/* samples at the path's outermost function, carried on to its callers */
static void climb(struct estimate *e, double samples)
{
	const struct profile *p = e->p;
	size_t f = e->path[e->depth - 1], a;
	uint64_t in = calls_in(p, f);

	if (in == 0) {
		emit(e, samples, 0);
		return;
	}
	if (samples < e->min || e->depth == ESTIMATE_DEPTH) {
		emit(e, samples, MSTACK_TRUNCATED);
		return;
	}
	for (a = p->funcs.f[f].cg.parents; a != NO_ARC; a = p->arcs[a].next_parent) {
		const struct prof_arc *arc = &p->arcs[a];
		double share = samples * (double)arc->count / (double)in;

		if (arc->parent == f || arc->count == 0)
			continue;
		if (on_path(e, arc->parent)) {
			emit(e, share, 0);	/* a cycle: gprof's estimate ends */
			continue;
		}
		e->path[e->depth++] = arc->parent;
		climb(e, share);
		e->depth--;
	}
}

int measured_estimate(struct measured *m, const struct analysis *a,
		      char *err, size_t errlen)
{
	const struct profile *p = &a->prof;
	struct estimate e = { m, p, NULL, 0, 0, 0 };
	struct stacks_object prog = { 0 };
	struct stacks_range whole = { 0, 0 };
	size_t f;

	if (measured_begin(m, a, 0) != 0)
		return host_fail(err, errlen, "out of memory");
	prog.kind = GMON_STACKS_OBJ_MAIN;
	prog.nranges = 1;
	prog.ranges = &whole;
	prog.path = a->img.path;
	e.path = malloc(ESTIMATE_DEPTH * sizeof *e.path);
	if (e.path == NULL || measured_object_get(m, &prog) != 0) {
		free(e.path);
		measured_close(m);
		return host_fail(err, errlen, "out of memory");
	}
	m->prog_object = 0;
	m->objects[0].an = (struct analysis *)a;
	m->period = profile_period(p);
	m->hz = p->rate;
	e.min = p->total_time * ESTIMATE_MIN_SHARE;
	for (f = 0; f < p->funcs.n && !e.failed; f++) {
		if (p->funcs.f[f].excluded || p->funcs.f[f].time <= 0)
			continue;
		e.path[0] = f;
		e.depth = 1;
		climb(&e, p->funcs.f[f].time);
	}
	free(e.path);
	if (e.failed || measured_index_nodes(m) != 0) {
		measured_close(m);
		return host_fail(err, errlen, "out of memory");
	}
	return 0;
}
