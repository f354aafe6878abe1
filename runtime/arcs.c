/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The call-graph arc tables behind mcount.
 *
 * Every thread counts into a table of its own, so counting takes no lock
 * and no atomic read-modify-write: glibc's single table behind one busy
 * flag drops an arc whenever two threads meet in mcount.  A table holds
 * arrays of cells, (frompc, selfpc) -> count, indexed by a hash of the
 * two addresses; arcs_layout.h describes them and how the stubs
 * (arch/<arch>.S) count an arc the thread has seen before without
 * calling C.  This file is the rest: a thread's first arc, a new arc, a
 * full array, an array whose hot arcs sit away from their home cells
 * (judged at the thread's samples), a table whose array has grown as
 * large as it may (its spill, spill.c), moncontrol(), the threads that
 * end.  arcs_read.c reads it all back for the writer.
 *
 * Everything here may run in a signal handler that interrupted any of
 * it in the same thread, and may be abandoned half way (siglongjmp out
 * of that handler).  So it is lock-free in the strong sense: a cell is
 * claimed with a compare-and-swap on its caller address and published by
 * storing its callee last; an array that fills up (or walks long) is
 * replaced, never resized, and stays where it is with its counts (the
 * writer adds up all of a table's arrays); C counts into a field of its
 * own (ncount) with atomic adds, while the stubs own `count'.  Nothing
 * is ever freed while the program runs.
 */
#include "gmon_core.h"
#include "arcs_layout.h"
#include "arcs_table.h"
#include "spill.h"

#define FIRST_CAPACITY_MIN 64	/* home cells of a thread's first array */
#define FIRST_CAPACITY_MAX 256
#define UNKNOWN_CELLS 64	/* cells a table keeps for callers not kept */
#define JUDGE_FIRST 8		/* a thread's samples before its array is judged */
#define LONG_WALKS 8		/* judged long: over 1/8 extra cell per call */
#define REHOMES_MAX 4		/* same-size copies a table may make */
#define REHOME_CELLS_MAX 131072 /* the most home cells a same-size copy has */
#define REHOME_CELLS_ALL 262144 /* and all of a table's copies together */
/*
 * The most home cells of an array: 4 MiB of 32-byte cells, 65,536 arcs
 * on the stubs' path (a large program's, the SQLite shell's, fit).  The
 * arcs a thread meets past that go to its spill (spill.c), counted in
 * C.  So a table's arrays take at most 8 MiB (the older ones halve) and
 * its same-size copies 8 MiB more, and each spilled arc at most 24
 * bytes of entry and 21.4 of index (on 64-bit targets), besides a chunk
 * and the spill's head (0.5 MiB): a table takes at most 16.5 MiB + 46
 * bytes per spilled arc, under 64 bytes an arc from 10^6 arcs on.  A
 * test build makes it small (-DGMON_ARRAY_CELLS_MAX=64) to run its
 * arcs through the spill.
 */
#ifndef GMON_ARRAY_CELLS_MAX
#define GMON_ARRAY_CELLS_MAX 131072
#endif
_Static_assert((GMON_ARRAY_CELLS_MAX & (GMON_ARRAY_CELLS_MAX - 1)) == 0 &&
	       GMON_ARRAY_CELLS_MAX >= FIRST_CAPACITY_MIN, "a power of two");

/*
 * An array of one home cell, for the stubs to walk and fall off at
 * once (its spare cells are never reached).
 */
struct sentinel {
	union {
		struct array a;
		char head[GMON_ARRAY_CELLS];
	} u;
	struct cell cell[1 + SPARE_CELLS];
};
_Static_assert(offsetof(struct sentinel, cell) == GMON_ARRAY_CELLS, "layout");

/* Walking `empty' ends in C, walking `off' (self != 0) returns. */
static const struct sentinel empty = { .u.a.mix = GMON_MIX };
static const struct sentinel off = { .u.a.mix = GMON_MIX,
				     .cell[0].self = 1 };
#define EMPTY ((struct array *)&empty.u.a)
#define OFF ((struct array *)&off.u.a)

/*
 * The table of every thread that has none yet: its walk ends in C,
 * which gives the thread a table of its own (or returns at once when
 * counting is off).  Nothing is ever counted in it.
 */
static struct table no_table = { .probe = OFF, .cur = EMPTY };

/* Not static: the stubs read it (arcs_layout.h). */
GMON_HIDDEN GMON_THREAD_LOCAL struct table *gmon_thread_table = &no_table;

/*
 * Set once counting first starts, after the C library has set up
 * thread-local storage: an ifunc resolver compiled with -pg calls mcount
 * while the loader relocates, before that (arcs_layout.h).
 */
GMON_HIDDEN unsigned char gmon_tls_ready;

static struct table *all_tables;	/* atomic list head */
static int counting;			/* atomic: between start and stop */
static uintptr_t arc_low, arc_span;	/* atomic: the profiled text */
static gmon_caller_test caller_known;	/* atomic: see caller_kept() */
static size_t first_capacity = FIRST_CAPACITY_MIN;
static uintptr_t lost;			/* atomic: arcs that found no room */
static uintptr_t handed_since_check;	/* atomic: see reclaim_tables() */
static uintptr_t alive_at_check;	/* atomic */
static uintptr_t checker;		/* atomic: the thread checking, or 0 */
/*
 * Tables with no owner, and where the last one was found: a new thread
 * looks for one only when there are some, from there on, so that with
 * thousands of threads alive it does not visit every table (each one a
 * mapping of its own: a cache and TLB miss) to find none.  Both are
 * hints; a scan that finds none sets the count to 0.
 */
static uintptr_t free_tables;		/* atomic */
static struct table *free_hint;		/* atomic */

/*
 * Take the empty cell `c' for (from, self) with a first count of 1.
 * Fails if a signal handler took it first.  Until `self' is stored no
 * walk matches the cell, so its counts need no atomics.
 */
static int claim_cell(struct array *a, struct cell *c, uintptr_t from,
		      uintptr_t self)
{
	uintptr_t expect = 0;

	if (!__atomic_compare_exchange_n(&c->from, &expect, from, 0,
					 __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
		return 0;
	c->ncount.low = 1;
	__atomic_store_n(&c->self, self, __ATOMIC_RELEASE);
	__atomic_fetch_add(&a->used, 1, __ATOMIC_RELAXED);
	return 1;
}

static struct array *new_array(void *mem, size_t cap)
{
	struct array *a = mem;

	a->mask = (cap - 1) * GMON_CELL_SIZE;
	a->mix = GMON_MIX_FOR(__builtin_ctzl(cap));
	return a;
}

static size_t array_bytes(size_t cap)
{
	return GMON_ARRAY_CELLS + (cap + SPARE_CELLS) * GMON_CELL_SIZE;
}

/* The least count of an arc of `a' that a hot-first copy moves first. */
static uint64_t hot_count(const struct array *a)
{
	const struct cell *c = cells(a), *end = c + ncells(a);
	uint64_t total = 0, n = 0;

	for (; c < end; c++)
		if (c->from != 0) {
			total += calls_of(c);
			n++;
		}
	return n ? total / n + 1 : 0;
}

/*
 * Give `fresh' (not yet seen by anyone) every arc of `a' counted at
 * least `min' times, uncounted.  Returns how many found no cell.
 */
static size_t copy_keys(const struct array *a, struct array *fresh,
			uint64_t min)
{
	const struct cell *c = cells(a), *end = c + ncells(a);
	struct cell *hole = NULL;
	size_t left = 0;

	for (; c < end; c++) {
		uintptr_t from = c->from;
		uintptr_t self = __atomic_load_n(&c->self, __ATOMIC_ACQUIRE);

		if (from == 0 || self == 0 || calls_of(c) < min ||
		    find_cell(fresh, from, self, &hole))
			continue;
		if (hole == NULL || hole == cells(fresh) + ncells(fresh) - 1) {
			left++;	/* the walk would not end: C meets it again */
			continue;
		}
		hole->from = from;
		hole->self = self;
		fresh->used++;
	}
	return left;
}

/*
 * The arcs counted most since `a' was made go first, so that they are
 * likeliest to get their home cells, where a count costs least.
 * Returns how many arcs of `a' found no cell.
 */
static size_t copy_hot_first(const struct array *a, struct array *fresh)
{
	copy_keys(a, fresh, hot_count(a));
	return copy_keys(a, fresh, 0);
}

/* ---- what the stubs walk ---- */

/*
 * Point the stubs of `t' at its newest array, or at `off' when counting
 * has stopped.  gmon_arcs_stop() clears `counting' and then points every
 * table at `off'; here the store comes first and the check after, so
 * whichever runs second leaves `off' in place.
 */
static void publish_probe(struct table *t)
{
	__atomic_store_n(&t->probe, __atomic_load_n(&t->cur, __ATOMIC_ACQUIRE),
			 __ATOMIC_RELAXED);
	__atomic_thread_fence(__ATOMIC_SEQ_CST);
	if (!__atomic_load_n(&counting, __ATOMIC_RELAXED))
		__atomic_store_n(&t->probe, OFF, __ATOMIC_RELAXED);
}

static void point_all_tables(int on)
{
	struct table *t;

	__atomic_store_n(&no_table.probe, on ? EMPTY : OFF, __ATOMIC_RELAXED);
	for (t = __atomic_load_n(&all_tables, __ATOMIC_ACQUIRE); t; t = t->next)
		__atomic_store_n(&t->probe, on ? __atomic_load_n(&t->cur,
				 __ATOMIC_ACQUIRE) : OFF, __ATOMIC_RELAXED);
}

/* The newest array of `t', which the stubs walk from now on. */
static struct array *newest_array(struct table *t)
{
	struct array *a = __atomic_load_n(&t->cur, __ATOMIC_ACQUIRE);

	if (__atomic_load_n(&t->probe, __ATOMIC_RELAXED) != a)
		publish_probe(t);
	return a;
}

/*
 * Give `t' a new array of `cap' home cells that knows every arc of `a',
 * the most counted first (counts stay in `a').  If a signal handler
 * replaced `a' first, its array wins and this one is never used.
 */
static int copy_array(struct table *t, struct array *a, size_t cap)
{
	struct array *fresh;
	void *mem = gmon_port_alloc(array_bytes(cap));
	size_t left;

	if (mem == NULL)
		return -1;
	fresh = new_array(mem, cap);
	fresh->older = a;
	left = copy_hot_first(a, fresh);
	if (__atomic_compare_exchange_n(&t->cur, &a, fresh, 0,
					__ATOMIC_RELEASE, __ATOMIC_RELAXED)) {
		if (left != 0)
			__atomic_store_n(&t->strays, 1, __ATOMIC_RELAXED);
		publish_probe(t);
	}
	return 0;
}

/*
 * Replace the array `a' of `t' by one of `cap' home cells.  Returns 0
 * once `a' is replaced, -1 if there was no memory, 1 if a copy from `a'
 * is already under way: then this call runs in a handler that
 * interrupted the copy (a table is one thread's), and should use a cell
 * of `a' if one is free rather than start a copy of its own, or every
 * handler of a storm that nests (SA_NODEFER) would each make an array
 * twice the size before any finished.  `force' copies all the same, for
 * an array with no free cell left; it also gets past a copy abandoned
 * by siglongjmp, whose mark stays.  The port holds off the thread's
 * handlers during the copy where it can, so that no copy is abandoned:
 * a handler that jumps out more often than a large table's copy takes
 * would make every call begin a copy and none finish, each leaving its
 * array behind.
 */
static int replace_array(struct table *t, struct array *a, size_t cap,
			 int force)
{
	uint64_t held;
	int rc;

	if (!force && __atomic_load_n(&t->replacing, __ATOMIC_RELAXED) == a)
		return 1;
	held = gmon_port_handlers_off();
	__atomic_store_n(&t->replacing, a, __ATOMIC_RELAXED);
	__atomic_signal_fence(__ATOMIC_SEQ_CST);
	rc = copy_array(t, a, cap);
	__atomic_signal_fence(__ATOMIC_SEQ_CST);
	if (rc == 0)
		__atomic_store_n(&t->replacing, NULL, __ATOMIC_RELAXED);
	gmon_port_handlers_restore(held);
	return rc;
}

/* The array `a', full or nearly: twice the size. */
static int grow_array(struct table *t, struct array *a, int full)
{
	return replace_array(t, a, array_capacity(a) * 2, full);
}

/*
 * Whether the calls to the hot arcs of `a' (those a hot-first copy
 * moves first) walked past their home cells more than once in
 * LONG_WALKS calls: arcs take cells in the order the thread first meets
 * them, so an arc met early can hold the home cell of one called far
 * more often, which then costs the stub a longer walk on every call.
 * Only the hot arcs' walks count: a copy shortens theirs, and no other
 * (arcs all called alike have none hot, and a copy would only cost
 * memory).  (Counts are capped so that the products cannot overflow;
 * the judgement is a rough one.)
 */
static int walks_long(const struct array *a)
{
	const struct cell *c = cells(a), *end = c + ncells(a);
	uint64_t calls = 0, steps = 0, hot = hot_count(a);

	for (; c < end; c++) {
		uintptr_t from = c->from;
		uintptr_t self = __atomic_load_n(&c->self, __ATOMIC_ACQUIRE);
		uint64_t n, capped;

		if (from == 0 || self == 0)
			continue;
		n = calls_of(c);
		capped = n < (uint64_t)1 << 24 ? n : (uint64_t)1 << 24;
		calls += capped;
		if (n >= hot)
			steps += capped * (uint64_t)(c - home_cell(a, from, self));
	}
	return steps > calls / LONG_WALKS;
}

/* ---- which arcs are kept ---- */

/*
 * Whether arcs called from `frompc' lie in the range kept: the profiled
 * text, or everything while other objects are tracked (caller_known
 * then names the caller).  Called by the writer, which leaves the rest
 * out.
 */
int gmon_arcs_caller_in_range(uintptr_t frompc)
{
	uintptr_t low = __atomic_load_n(&arc_low, __ATOMIC_RELAXED);

	return frompc - low < __atomic_load_n(&arc_span, __ATOMIC_RELAXED);
}

/*
 * Whether a new arc from `frompc' is worth a cell of its own.  Called
 * when a thread first meets an arc (so it must be async-signal-safe);
 * the stubs never ask, so an arc already in a thread's table costs the
 * same wherever its caller is.  Arcs from elsewhere (the C library
 * calling back, a signal trampoline, clang's unset frompc on some
 * targets) still get a cell, up to UNKNOWN_CELLS per table, so that they
 * too stay off the slow path; the writer leaves them out.
 */
static int caller_kept(uintptr_t frompc)
{
	gmon_caller_test known = __atomic_load_n(&caller_known,
						 __ATOMIC_RELAXED);

	return gmon_arcs_caller_in_range(frompc) && (known == NULL || known(frompc));
}

/* ---- counting ---- */

/*
 * (from, self) is in no cell of the newest array `a', which has grown
 * as large as it may and is full: count it in an older array that kept
 * it (copies leave out arcs whose walk would not end), or else in the
 * spill.  A handler that took a cell for the arc meanwhile (in a
 * same-size copy with room) makes the arc one of both: `mixed' then
 * tells the writer to add them up.
 */
static void spill_arc(struct table *t, struct array *a, uintptr_t from,
		      uintptr_t self)
{
	struct gmon_spill *sp;
	struct cell *c = NULL;

	if (__atomic_load_n(&t->strays, __ATOMIC_RELAXED))
		c = find_in_arrays(a->older, from, self);
	if (c != NULL) {
		gmon_wide_add(&c->ncount, 1);
		return;
	}
	sp = gmon_spill_of(&t->spill);
	if (sp == NULL || gmon_spill_add(sp, from, self) < 0) {
		__atomic_fetch_add(&lost, 1, __ATOMIC_RELAXED);
		return;
	}
	if (find_cell(newest_array(t), from, self, NULL))
		__atomic_store_n(&t->mixed, 1, __ATOMIC_RELAXED);
}

/*
 * A cell of `a' was just taken for (from, self): if `a' was replaced
 * meanwhile, the newest array may lack the arc; if the spill holds it
 * too (a handler spilled it meanwhile), the writer must add them up.
 */
static void cell_taken(struct table *t, struct array *a, uintptr_t from,
		       uintptr_t self)
{
	struct gmon_spill *sp = __atomic_load_n(&t->spill, __ATOMIC_ACQUIRE);
	uint64_t calls;

	if (__atomic_load_n(&t->cur, __ATOMIC_ACQUIRE) != a)
		__atomic_store_n(&t->strays, 1, __ATOMIC_RELAXED);
	if (sp != NULL && gmon_spill_find(sp, from, self, &calls))
		__atomic_store_n(&t->mixed, 1, __ATOMIC_RELAXED);
}

/*
 * Count (from, self) once in `t', adding a cell or an array as needed,
 * or in its spill once the array has grown to GMON_ARRAY_CELLS_MAX.  An
 * arc the spill holds is never given a cell: the spill is looked at
 * before a cell is taken.
 */
static void count_arc(struct table *t, uintptr_t from, uintptr_t self)
{
	for (;;) {
		struct array *a = newest_array(t);
		struct gmon_spill *sp = __atomic_load_n(&t->spill,
							__ATOMIC_ACQUIRE);
		struct cell *hole = NULL, *c = find_cell(a, from, self, &hole);
		int known, full;

		if (c != NULL) {
			gmon_wide_add(&c->ncount, 1);
			return;
		}
		if (sp != NULL && gmon_spill_count(sp, from, self))
			return;
		known = caller_kept(from & ~(uintptr_t)GMON_PC_TAG);
		if (!known && t->unknown >= UNKNOWN_CELLS)
			return;
		full = hole == NULL || hole == cells(a) + ncells(a) - 1;
		if (full || __atomic_load_n(&a->used, __ATOMIC_RELAXED) >=
				    array_capacity(a) / 2) {
			if (array_capacity(a) >= GMON_ARRAY_CELLS_MAX) {
				if (!known)
					t->unknown++;
				spill_arc(t, a, from, self);
				return;
			}
			if (grow_array(t, a, full) == 0)
				continue;
			if (full) {
				__atomic_fetch_add(&lost, 1, __ATOMIC_RELAXED);
				return;
			}
		}
		if (claim_cell(a, hole, from, self)) {
			if (!known)
				t->unknown++;
			cell_taken(t, a, from, self);
			return;
		}
	}
}

/* ---- threads ---- */

/*
 * Take `t' for the thread `me' (0: just free it) if it belongs to no
 * thread, or, with check_alive, to one the port says has ended.
 * `claims' is odd while a taker writes `owner' and only grows, so two
 * threads that saw the same ended owner cannot both win, even when its
 * id has been reused meanwhile.
 */
static int take_table(struct table *t, uintptr_t me, int check_alive)
{
	uintptr_t c = __atomic_load_n(&t->claims, __ATOMIC_ACQUIRE), o;

	if (c & 1)
		return 0;
	o = __atomic_load_n(&t->owner, __ATOMIC_ACQUIRE);
	if (o != 0 && (!check_alive || gmon_port_thread_alive(o)))
		return 0;
	if (!__atomic_compare_exchange_n(&t->claims, &c, c + 1, 0,
					 __ATOMIC_ACQ_REL, __ATOMIC_RELAXED))
		return 0;
	__atomic_store_n(&t->owner, me, __ATOMIC_RELAXED);
	__atomic_store_n(&t->claims, c + 2, __ATOMIC_RELEASE);
	return 1;
}

static struct table *new_table(uintptr_t me)
{
	size_t head = (sizeof(struct table) + GMON_CELL_SIZE - 1) &
		      ~(size_t)(GMON_CELL_SIZE - 1);
	char *mem = gmon_port_alloc(head + array_bytes(first_capacity));
	struct table *t = (struct table *)mem;

	if (mem == NULL)
		return NULL;
	t->cur = new_array(mem + head, first_capacity);
	t->probe = t->cur;
	t->owner = me;
	t->next = __atomic_load_n(&all_tables, __ATOMIC_RELAXED);
	while (!__atomic_compare_exchange_n(&all_tables, &t->next, t, 1,
					    __ATOMIC_RELEASE, __ATOMIC_RELAXED))
		;
	return t;
}

/* t was just left with no owner. */
static void mark_table_free(struct table *t)
{
	__atomic_fetch_add(&free_tables, 1, __ATOMIC_RELAXED);
	__atomic_store_n(&free_hint, t, __ATOMIC_RELAXED);
}

/* Take a table with no owner for `me', from the hint on; NULL if none. */
static struct table *take_free_table(struct table *head, uintptr_t me)
{
	struct table *hint = __atomic_load_n(&free_hint, __ATOMIC_RELAXED);
	struct table *start = hint ? hint : head, *t;

	for (t = start; t; t = t->next)
		if (take_table(t, me, 0))
			goto found;
	for (t = head; t && t != start; t = t->next)
		if (take_table(t, me, 0))
			goto found;
	__atomic_store_n(&free_tables, 0, __ATOMIC_RELAXED);
	return NULL;
found:
	__atomic_fetch_sub(&free_tables, 1, __ATOMIC_RELAXED);
	__atomic_store_n(&free_hint, t->next, __ATOMIC_RELAXED);
	return t;
}

/*
 * Find out which owners have ended (one port call each), take the first
 * such table for `me' and free the others.  Only when at least as many
 * tables have been handed to threads since the last check (new ones,
 * free ones or ended threads') as were found alive then: with N threads
 * alive, checks cost O(1) per new thread, and at most about twice as
 * many tables exist as threads; threads that come and go one at a time
 * share one table.  Free tables handed out count as new ones do: a free
 * table may go to a thread that ends soon after, and the check that
 * finds it ended must not wait for as many new tables again, or threads
 * that come and go make tables without bound.
 */
static struct table *reclaim_tables(struct table *head, uintptr_t me)
{
	struct table *t, *mine = NULL;
	uintptr_t alive = 0, held;

	if (__atomic_load_n(&handed_since_check, __ATOMIC_RELAXED) <
	    __atomic_load_n(&alive_at_check, __ATOMIC_RELAXED))
		return NULL;
	/*
	 * One check at a time: threads starting together would each scan
	 * every table.  The checker's own id lets it in again, in case it
	 * left a check by siglongjmp out of a signal handler.
	 */
	held = 0;
	if (!__atomic_compare_exchange_n(&checker, &held, me, 0,
					 __ATOMIC_ACQUIRE, __ATOMIC_RELAXED) &&
	    held != me)
		return NULL;
	for (t = head; t; t = t->next) {
		if (take_table(t, mine ? 0 : me, 1)) {
			if (mine == NULL)
				mine = t;
			else
				mark_table_free(t);
		} else if (__atomic_load_n(&t->owner, __ATOMIC_RELAXED) != 0) {
			alive++;
		}
	}
	__atomic_store_n(&alive_at_check, alive, __ATOMIC_RELAXED);
	__atomic_store_n(&handed_since_check, 0, __ATOMIC_RELAXED);
	__atomic_store_n(&checker, 0, __ATOMIC_RELEASE);
	return mine;
}

/*
 * [signal] The port's id of the calling thread as its arc table keeps
 * it, or 0 before its first arc: other tables ask here first, so that a
 * tick asks the port (system calls a sandbox may forbid) only for a
 * thread that never made a call.
 */
uintptr_t gmon_arcs_thread_id(void)
{
	struct table *t = gmon_thread_table;

	return t == &no_table ? 0 : __atomic_load_n(&t->owner, __ATOMIC_RELAXED);
}

/*
 * A thread's first arc: one whose thread ended (when a check is due), a
 * free table, or a new one.
 */
static struct table *claim_table(void)
{
	uintptr_t me = gmon_port_thread_attach();
	struct table *head = __atomic_load_n(&all_tables, __ATOMIC_ACQUIRE);
	struct table *t = reclaim_tables(head, me);

	if (t == NULL && __atomic_load_n(&free_tables, __ATOMIC_RELAXED) > 0)
		t = take_free_table(head, me);
	if (t == NULL)
		t = new_table(me);
	if (t == NULL) {
		__atomic_fetch_add(&lost, 1, __ATOMIC_RELAXED);
		return NULL;
	}
	__atomic_fetch_add(&handed_since_check, 1, __ATOMIC_RELAXED);
	t->busy = 0;		/* its last thread may have died counting */
	t->replacing = NULL;	/* or copying */
	gmon_thread_table = t;
	newest_array(t);
	return t;
}

/*
 * A load/store stub found the busy word set: either this call runs in a
 * signal handler that interrupted the stub that set it (deeper on the
 * same stack, or on an alternate signal stack), or that stub was
 * abandoned (siglongjmp out of such a handler) and the word would stay
 * set for good.  A call at or above the setter's stack pointer, on the
 * thread's own stack, can only be the second case.
 */
static void recover_busy_word(struct table *t, uintptr_t sp)
{
	uintptr_t setter_sp = __atomic_load_n(&t->busy, __ATOMIC_RELAXED);

	if (setter_sp != 0 && sp >= setter_sp && !gmon_port_on_signal_stack())
		__atomic_store_n(&t->busy, 0, __ATOMIC_RELAXED);
}

/*
 * The C half of mcount, for everything the stub does not count itself.
 * frompc is the return address into the profiled function's caller,
 * selfpc the one into the profiled function, sp the stack pointer a
 * load/store stub stores in the busy word (0 from the others).
 */
void gmon_mcount(uintptr_t frompc, uintptr_t selfpc, uintptr_t sp)
{
	struct table *t = gmon_thread_table;

	if (!__atomic_load_n(&counting, __ATOMIC_RELAXED) || frompc == 0)
		return;
	if (t == &no_table) {
		t = claim_table();
		if (t == NULL)
			return;
	} else if (sp != 0) {
		recover_busy_word(t, sp);
	}
	count_arc(t, frompc, selfpc);
}

/*
 * [signal] A sample of the calling thread (gmon_sample()).  After
 * JUDGE_FIRST samples that find the same newest array, and again after
 * twice as many each time, the array has counted enough to tell which
 * arcs are hot: if walks run long, copy it hot first into a fresh array
 * of the same size, where the hot arcs sit in their home cells.  Judging
 * reads every cell, so it comes ever more rarely (its cost per sample
 * shrinks); copies are at most REHOMES_MAX per table and
 * REHOME_CELLS_ALL home cells (8 MiB) in all, so that memory stays
 * within a few arrays' worth when the hot arcs keep changing, and only
 * of arrays up to REHOME_CELLS_MAX home cells (4 MiB of 32-byte cells):
 * a larger array's walks are dominated by cache misses that a copy does
 * not remove.  So a table takes at most twice its newest array (the
 * older ones halve) and 8 MiB of copies (GMON_ARRAY_CELLS_MAX).
 */
void gmon_arcs_sampled(void)
{
	struct table *t = gmon_thread_table;
	struct array *a;

	if (t == &no_table || !__atomic_load_n(&counting, __ATOMIC_RELAXED))
		return;
	a = __atomic_load_n(&t->cur, __ATOMIC_ACQUIRE);
	if (t->sampled != a) {
		t->sampled = a;
		t->samples = 0;
		t->judge_at = JUDGE_FIRST;
	}
	if (++t->samples < t->judge_at)
		return;
	t->judge_at *= 2;
	if (t->rehomes < REHOMES_MAX && array_capacity(a) <= REHOME_CELLS_MAX &&
	    t->rehomed + array_capacity(a) <= REHOME_CELLS_ALL &&
	    walks_long(a) &&
	    replace_array(t, a, array_capacity(a), 0) == 0) {
		t->rehomes++;
		t->rehomed += array_capacity(a);
	}
}

/* ---- life cycle ---- */

static size_t round_pow2(size_t n)
{
	size_t p = FIRST_CAPACITY_MIN;

	while (p < n && p < FIRST_CAPACITY_MAX)
		p <<= 1;
	return p;
}

/* Home cells of each thread's first array, from the expected arc count. */
void gmon_arcs_capacity(size_t capacity)
{
	first_capacity = round_pow2(capacity);
}

/*
 * Count the arcs whose caller lies in [lowpc, highpc) and, unless
 * `known' is NULL, is one known() can name.
 */
void gmon_arcs_start(uintptr_t lowpc, uintptr_t highpc,
		     gmon_caller_test known)
{
	__atomic_store_n(&caller_known, known, __ATOMIC_RELAXED);
	__atomic_store_n(&arc_span, 0, __ATOMIC_RELAXED);
	__atomic_store_n(&arc_low, lowpc, __ATOMIC_RELAXED);
	__atomic_store_n(&arc_span, highpc - lowpc, __ATOMIC_RELAXED);
	__atomic_store_n(&counting, 1, __ATOMIC_RELAXED);
	__atomic_store_n(&gmon_tls_ready, 1, __ATOMIC_RELAXED);
	__atomic_thread_fence(__ATOMIC_SEQ_CST);
	point_all_tables(1);
}

/* Stop counting: every stub then walks `off' and returns. */
void gmon_arcs_stop(void)
{
	__atomic_store_n(&counting, 0, __ATOMIC_RELAXED);
	__atomic_thread_fence(__ATOMIC_SEQ_CST);
	point_all_tables(0);
}

/*
 * The calling thread's table goes under the id it has now (a fork
 * child's is new); no busy word or check is in flight any more.
 */
static void rename_calling_thread(void)
{
	struct table *t;

	for (t = all_tables; t; t = t->next)
		t->busy = 0;
	if (gmon_thread_table != &no_table)
		gmon_thread_table->owner = gmon_port_thread_attach();
	checker = 0;
}

/*
 * In a fork child only the calling thread is left: the other tables
 * are free for new threads.  (Their owners' ids name the parent, whose
 * threads the port takes as alive: a copy made without the fork
 * handlers cannot tell which of them is its own first thread's.)
 */
static void free_other_tables(void)
{
	struct table *t;

	for (t = all_tables; t; t = t->next)
		if (t != gmon_thread_table && t->owner != 0) {
			t->owner = 0;
			mark_table_free(t);
		}
}

/*
 * Forget every count: monstartup() again, or (`forked') a fork child
 * starting a profile of its own.
 */
void gmon_arcs_reset(int forked)
{
	struct table *t;
	struct array *a;
	size_t i;

	for (t = all_tables; t; t = t->next) {
		for (a = t->cur; a; a = a->older)
			for (i = 0; i < ncells(a); i++) {
				cells(a)[i].count = 0;
				gmon_wide_take(&cells(a)[i].ncount);
			}
		if (t->spill != NULL)
			gmon_spill_reset(t->spill);
	}
	lost = 0;
	rename_calling_thread();
	if (forked)
		free_other_tables();
}

/* A fork child that keeps its counts. */
void gmon_arcs_after_fork(void)
{
	rename_calling_thread();
	free_other_tables();
}

struct table *gmon_arcs_tables(void)
{
	return __atomic_load_n(&all_tables, __ATOMIC_ACQUIRE);
}

uint64_t gmon_arcs_lost(void)
{
	return __atomic_load_n(&lost, __ATOMIC_RELAXED);
}

