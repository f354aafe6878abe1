/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A thread's spill (spill.c): the arcs it meets once its stubs' array
 * has stopped growing (arcs.c), kept compact and counted in C.  The
 * stubs never see it.  Every function may run in a signal handler that
 * interrupted any other of the same thread; the reading ones also in
 * another thread while this one counts.
 */
#ifndef GMON_SPILL_H
#define GMON_SPILL_H

#include "gmon_core.h"

struct gmon_spill;

/*
 * The spill *slot points to, made empty the first time (the slot is
 * only ever set here); NULL without memory.
 */
struct gmon_spill *gmon_spill_of(void **slot);

/* Count one call of (from, self) if the spill holds it: 1, else 0. */
int gmon_spill_count(struct gmon_spill *sp, uintptr_t from, uintptr_t self);

/* Count one call of (from, self), adding it if needed: 0, or -1 if full. */
int gmon_spill_add(struct gmon_spill *sp, uintptr_t from, uintptr_t self);

/* Whether the spill holds (from, self); *calls: its count. */
int gmon_spill_find(const struct gmon_spill *sp, uintptr_t from,
		    uintptr_t self, uint64_t *calls);

/* Entries are numbered from 0 to gmon_spill_size() - 1. */
size_t gmon_spill_size(const struct gmon_spill *sp);

/*
 * Entry i's arc, as the stubs saw its addresses, if it reports one:
 * each arc that was counted is reported by exactly one entry.
 */
int gmon_spill_arc(const struct gmon_spill *sp, size_t i,
		   struct gmon_arc *out);

/* Every call counted in the spill. */
uint64_t gmon_spill_calls(const struct gmon_spill *sp);

/* Forget every count (not the arcs). */
void gmon_spill_reset(struct gmon_spill *sp);

#endif
