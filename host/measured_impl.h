/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * What the files of the model (measured.c, measured_read.c,
 * measured_estimate.c) share and the views do not see.
 */
#ifndef GMON_MEASURED_IMPL_H
#define GMON_MEASURED_IMPL_H

#include "measured.h"
#include "stacks_read.h"

/* Open addressing over item indices; the items are the model's. */
struct table {
	size_t *slot;		/* NO_INDEX: empty */
	size_t cap, n;
};

struct measured_index {
	struct table funcs, locs, stacks;
	size_t *of_prog;	/* node i as a model function, or NO_INDEX */
	size_t *node;		/* function i as a node */
	size_t nprog, nnodes;
	size_t pool_cap;
};

/* Room for element n of *arr, grown by doubling; 0 or -1. */
int measured_room_for(void **arr, size_t n, size_t size);
/* One line for m->notes. */
void measured_note(struct measured *m, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* The location of link-time addr in object (NO_INDEX: in none, rt as
 * sampled); NO_INDEX when memory runs out. */
size_t measured_loc_get(struct measured *m, size_t object, uint64_t addr,
			uint64_t rt);
/* Room for n more locations at the end of the pool; 0 or -1. */
int measured_pool_room(struct measured *m, size_t n);
/* Keep the stack just put at pool[at .. at + n); 0 or -1. */
int measured_stack_add(struct measured *m, size_t at, size_t n, double samples,
		       uint32_t thread, unsigned flags);
int measured_same_bytes(const unsigned char *a, size_t alen,
			const unsigned char *b, size_t blen);
/* The object of a load (each path and build ID once), or NO_INDEX. */
size_t measured_object_get(struct measured *m, const struct stacks_object *o);
/* An empty model of program a; 0 or -1. */
int measured_begin(struct measured *m, const struct analysis *a, int flags);
/* Once every stack is in: number the nodes (measured.h); 0 or -1. */
int measured_index_nodes(struct measured *m);

#endif
