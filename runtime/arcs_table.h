/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The arc tables as C sees them (arcs.c counts in them, arcs_read.c
 * reads them back); arcs_layout.h is the part the stubs see.  Private
 * to those two files.
 */
#ifndef GMON_ARCS_TABLE_H
#define GMON_ARCS_TABLE_H

#include "gmon_core.h"
#include "arcs_layout.h"
#include "wide_count.h"

#define SPARE_CELLS 16		/* past the last home cell: walks never wrap */

struct cell {
	uintptr_t from;		/* 0: empty; set first, by compare-and-swap */
	uintptr_t self;		/* set last: the cell counts from then on */
	uint64_t count;		/* the stubs' */
	struct gmon_wide_count ncount;	/* what C counted */
#if UINTPTR_MAX == 0xffffffffu
	uint64_t unused;
#endif
};

struct array {
	uintptr_t mask;		/* (capacity - 1) * sizeof(struct cell) */
	uintptr_t mix;		/* GMON_MIX_FOR(log2 capacity), for the stubs */
	struct array *older;	/* the array this one replaced, or NULL */
	uintptr_t used;		/* atomic: cells claimed */
};				/* then, at GMON_ARRAY_CELLS, the cells */

struct table {
	struct array *probe;	/* the stubs': `cur', or `off' when stopped */
	uintptr_t busy;		/* the load/store stubs': their sp, or 0 */
	struct array *cur;	/* atomic: the newest array */
	uintptr_t owner;	/* atomic: the port's id of its thread; 0: none */
	uintptr_t claims;	/* atomic: odd while a thread takes the table */
	uintptr_t unknown;	/* cells held for callers that are not kept */
	struct table *next;	/* every table, newest first */
	struct array *sampled;	/* the array `samples' counts for */
	uintptr_t samples;	/* the thread's samples since `sampled' came */
	uintptr_t judge_at;	/* judge `sampled' at this many samples */
	uintptr_t rehomes;	/* same-size copies made (REHOMES_MAX) */
	uintptr_t rehomed;	/* their home cells (REHOME_CELLS_ALL) */
	struct array *replacing; /* the array a copy is under way from */
	void *spill;		/* struct gmon_spill *, by gmon_spill_of() */
	uintptr_t strays;	/* atomic: older arrays hold arcs `cur' lacks */
	uintptr_t mixed;	/* atomic: the spill holds arcs arrays hold */
};

_Static_assert(offsetof(struct table, probe) == GMON_TABLE_PROBE, "layout");
_Static_assert(offsetof(struct table, busy) == GMON_TABLE_BUSY, "layout");
_Static_assert(offsetof(struct array, mask) == GMON_ARRAY_MASK, "layout");
_Static_assert(offsetof(struct array, mix) == GMON_ARRAY_MIX, "layout");
_Static_assert(sizeof(struct array) <= GMON_ARRAY_CELLS, "layout");
_Static_assert(offsetof(struct cell, from) == GMON_CELL_FROM, "layout");
_Static_assert(offsetof(struct cell, self) == GMON_CELL_SELF, "layout");
_Static_assert(offsetof(struct cell, count) == GMON_CELL_COUNT, "layout");
_Static_assert(sizeof(struct cell) == GMON_CELL_SIZE, "layout");
_Static_assert(1 << GMON_CELL_SHIFT == GMON_CELL_SIZE, "layout");

static inline struct cell *cells(const struct array *a)
{
	return (struct cell *)((char *)a + GMON_ARRAY_CELLS);
}

static inline size_t array_capacity(const struct array *a)
{
	return a->mask / GMON_CELL_SIZE + 1;
}

/* Home cells and spare ones. */
static inline size_t ncells(const struct array *a)
{
	return array_capacity(a) + SPARE_CELLS;
}

/* The arc's home cell: the stubs compute the same. */
static inline struct cell *home_cell(const struct array *a, uintptr_t from,
				     uintptr_t self)
{
	uintptr_t at = GMON_HOME(from, self, a->mix, a->mask);

	return (struct cell *)((char *)cells(a) + at);
}

/*
 * The first cell counting (from, self) in `a', or NULL; then *hole is
 * the empty cell that ended the walk (NULL if it ran off the end).
 */
static inline struct cell *find_cell(const struct array *a, uintptr_t from,
				     uintptr_t self, struct cell **hole)
{
	struct cell *c = home_cell(a, from, self), *end = cells(a) + ncells(a);

	for (; c < end; c++) {
		uintptr_t f = __atomic_load_n(&c->from, __ATOMIC_ACQUIRE);

		if (f == 0)
			break;
		if (f == from &&
		    __atomic_load_n(&c->self, __ATOMIC_ACQUIRE) == self)
			return c;
	}
	if (hole)
		*hole = c < end ? c : NULL;
	return NULL;
}

/* Every call counted in `c': the stubs' count and C's. */
static inline uint64_t calls_of(const struct cell *c)
{
	return c->count + gmon_wide_read(&c->ncount);
}

/* Every count of (from, self) in `a', duplicates included. */
static inline uint64_t sum_in(const struct array *a, uintptr_t from,
			      uintptr_t self)
{
	const struct cell *c = home_cell(a, from, self);
	const struct cell *end = cells(a) + ncells(a);
	uint64_t n = 0;

	for (; c < end && c->from != 0; c++)
		if (c->from == from &&
		    __atomic_load_n(&c->self, __ATOMIC_ACQUIRE) == self)
			n += calls_of(c);
	return n;
}

/* The cell of (from, self) in `a' or an array older, or NULL. */
static inline struct cell *find_in_arrays(const struct array *a,
					  uintptr_t from, uintptr_t self)
{
	struct cell *c = NULL;

	for (; a != NULL && c == NULL; a = a->older)
		c = find_cell(a, from, self, NULL);
	return c;
}

/* Every table, newest first (arcs.c). */
struct table *gmon_arcs_tables(void);

/* Whether arcs called from `frompc' are written (arcs.c). */
int gmon_arcs_caller_in_range(uintptr_t frompc);

#endif
