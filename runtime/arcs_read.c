/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Reading the arc tables back, for the writer, while threads may still
 * count: every arc of a table once, with its calls summed over the
 * table's arrays and its spill.  Arrays, spill entries and chunks never
 * move; a table's newest array is taken once, when the walk reaches the
 * table, and its spill as it is then.
 */
#include "arcs_table.h"
#include "spill.h"

/*
 * An arc of a table is in its arrays, or in its spill, or (`mixed': a
 * signal handler spilled it while a cell was taken for it) in both;
 * its calls in the spill, when both may hold it.
 */
static uint64_t spilled_too(const struct table *t, uintptr_t from,
			    uintptr_t self)
{
	const struct gmon_spill *sp = __atomic_load_n(&t->spill,
						      __ATOMIC_ACQUIRE);
	uint64_t calls = 0;

	if (sp != NULL && __atomic_load_n(&t->mixed, __ATOMIC_RELAXED))
		gmon_spill_find(sp, from, self, &calls);
	return calls;
}

/* Give *out the arc (from, self) of n calls, if it is one written. */
static int report(uintptr_t from, uintptr_t self, uint64_t n,
		  struct gmon_arc *out)
{
	from &= ~(uintptr_t)GMON_PC_TAG;
	if (n == 0 || !gmon_arcs_caller_in_range(from))
		return 0;
	out->from = from;
	out->self = self & ~(uintptr_t)GMON_PC_TAG;
	out->count = n;
	return 1;
}

/*
 * Whether cell `c' of `a' reports its arc: arcs are reported once per
 * table, at the first cell holding them in the newest array that holds
 * them, with the counts of every cell holding them in that array and the
 * older ones, and of the spill.
 */
static int cell_reports_arc(const struct table *t, const struct array *newest,
			    const struct array *a, const struct cell *c,
			    struct gmon_arc *out)
{
	uintptr_t from = c->from;
	uintptr_t self = __atomic_load_n(&c->self, __ATOMIC_ACQUIRE);
	const struct array *x;
	uint64_t n;

	if (from == 0 || self == 0 || find_cell(a, from, self, NULL) != c)
		return 0;
	for (x = newest; x != a; x = x->older)
		if (find_cell(x, from, self, NULL))
			return 0;
	n = spilled_too(t, from, self);
	for (x = a; x; x = x->older)
		n += sum_in(x, from, self);
	return report(from, self, n, out);
}

/*
 * Whether spill entry i reports its arc: unless an array holds the arc
 * too (then the array's cell reports it, spilled calls included).
 */
static int entry_reports_arc(const struct table *t, const struct array *newest,
			     const struct gmon_spill *sp, size_t i,
			     struct gmon_arc *out)
{
	struct gmon_arc arc;

	if (!gmon_spill_arc(sp, i, &arc))
		return 0;
	if (__atomic_load_n(&t->mixed, __ATOMIC_RELAXED) &&
	    find_in_arrays(newest, arc.from, arc.self))
		return 0;
	return report(arc.from, arc.self, arc.count, out);
}

/* Could the arc (from, self) be one the cursor asks for? */
static int cursor_may_want(const struct gmon_arc_cursor *cur, uintptr_t from,
			   uintptr_t self)
{
	from &= ~(uintptr_t)GMON_PC_TAG;
	self &= ~(uintptr_t)GMON_PC_TAG;
	return cur->span == 0 || from - cur->low < cur->span ||
	       self - cur->low < cur->span;
}

/*
 * The next arc of table t for the cursor: its arrays, newest first
 * (cur->array), then its spill (cur->array NULL), from cur->index on.
 * The cursor's test comes before the walks that tell whether a cell
 * reports its arc, in every array of the table: an object's arcs are
 * few of a table's.
 */
static int next_in_table(struct gmon_arc_cursor *cur, const struct table *t,
			 struct gmon_arc *out)
{
	const struct array *a;
	const struct gmon_spill *sp;

	for (a = cur->array; a != NULL;
	     a = cur->array = a->older, cur->index = 0)
		while (cur->index < ncells(a)) {
			const struct cell *c = &cells(a)[cur->index++];

			if (cursor_may_want(cur, c->from, __atomic_load_n(
					    &c->self, __ATOMIC_RELAXED)) &&
			    cell_reports_arc(t, cur->newest, a, c, out))
				return 1;
		}
	sp = __atomic_load_n(&t->spill, __ATOMIC_ACQUIRE);
	while (sp != NULL && cur->index < gmon_spill_size(sp))
		if (entry_reports_arc(t, cur->newest, sp, cur->index++, out) &&
		    cursor_may_want(cur, out->from, out->self))
			return 1;
	return 0;
}

/*
 * Walk every arc of every table (with a span, those with an end in its
 * range, and maybe others).  The cursor starts zeroed.
 */
int gmon_arcs_next(struct gmon_arc_cursor *cur, struct gmon_arc *out)
{
	const struct table *t;

	if (!cur->started) {
		cur->started = 1;
		cur->table = gmon_arcs_tables();
		cur->newest = cur->array = NULL;
	}
	for (t = cur->table; t != NULL; t = cur->table = t->next) {
		if (cur->newest == NULL) {
			cur->newest = cur->array =
				__atomic_load_n(&t->cur, __ATOMIC_ACQUIRE);
			cur->index = 0;
		}
		if (next_in_table(cur, t, out))
			return 1;
		cur->newest = NULL;
	}
	return 0;
}

/* Whether more than one thread's table exists: an arc may be in several. */
int gmon_arcs_shared(void)
{
	const struct table *t = gmon_arcs_tables();

	return t != NULL && t->next != NULL;
}

/*
 * Every call counted so far, and how many of them C counted past each
 * cell's first (the call that claimed it): the calls a stub handed over
 * although the thread had met the arc before (a signal handler that
 * interrupted a count, an arc that did not fit in a copied array).
 * Rare, unless a stub and home_cell() disagree on home cells, or walks keep
 * running off their arrays.  Spilled calls are counted in C by design,
 * and not among those.
 */
void gmon_arcs_tally(uint64_t *calls, uint64_t *slow)
{
	const struct table *t;
	const struct array *a;
	const struct cell *c;
	const struct gmon_spill *sp;

	*calls = *slow = 0;
	for (t = gmon_arcs_tables(); t; t = t->next) {
		for (a = __atomic_load_n(&t->cur, __ATOMIC_ACQUIRE); a;
		     a = a->older)
			for (c = cells(a); c < cells(a) + ncells(a); c++) {
				uint64_t in_c = calls_of(c) - c->count;

				*calls += calls_of(c);
				*slow += in_c > 0 ? in_c - 1 : 0;
			}
		sp = __atomic_load_n(&t->spill, __ATOMIC_ACQUIRE);
		if (sp != NULL)
			*calls += gmon_spill_calls(sp);
	}
}
