/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Unit tests of a table's spill (runtime/spill.c) against the test
 * port, whose gmon_port_alloc() lets a test play a signal handler that
 * interrupts the spill where it allocates (its handlers are never held
 * off, as on bare metal), and of a table that spills (runtime/arcs.c).
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "testport.h"
#include "spill.h"
#include "unit.h"

TestSuite(spill, .init = unit_setup);

#define NARCS 100000
#define CHUNK_BYTES (16384 * 24)	/* spill.c's default chunk, 64-bit */

/* Arc i: 1000 callers, each calling 100 callees or more. */
static uintptr_t from_of(size_t i) { return 0x10000 + (i % 1000) * 16; }
static uintptr_t self_of(size_t i) { return 0x400000 + (i / 1000) * 8; }

static uint64_t expected[NARCS + 100];

/* Count arc i in sp, and in `expected'. */
static void count(struct gmon_spill *sp, size_t i)
{
	cr_assert_eq(gmon_spill_add(sp, from_of(i), self_of(i)), 0);
	expected[i]++;
}

/*
 * Every arc of arcs 0 .. n - 1 with a count is reported once, with it,
 * and found with it; nothing else is reported.
 */
static void check_exact(const struct gmon_spill *sp, size_t n)
{
	static unsigned char seen[NARCS + 100];
	uint64_t total = 0, calls;
	struct gmon_arc a;
	size_t i, reported = 0, counted = 0;

	memset(seen, 0, sizeof seen);
	for (i = 0; i < gmon_spill_size(sp); i++) {
		size_t k;

		if (!gmon_spill_arc(sp, i, &a))
			continue;
		k = (a.self - 0x400000) / 8 * 1000 + (a.from - 0x10000) / 16;
		cr_assert_lt(k, n, "an arc never counted: %zu", k);
		cr_assert_eq(from_of(k), a.from);
		cr_assert_eq(self_of(k), a.self);
		cr_assert_eq(seen[k], 0, "arc %zu reported twice", k);
		seen[k] = 1;
		cr_assert_eq(a.count, expected[k], "arc %zu: %lu, not %lu", k,
			     (unsigned long)a.count, (unsigned long)expected[k]);
		reported++;
	}
	for (i = 0; i < n; i++) {
		cr_assert_eq(gmon_spill_find(sp, from_of(i), self_of(i), &calls),
			     expected[i] != 0, "arc %zu", i);
		cr_assert_eq(calls, expected[i], "arc %zu", i);
		total += expected[i];
		counted += expected[i] != 0;
	}
	cr_assert_eq(reported, counted);
	cr_assert_eq(gmon_spill_calls(sp), total);
}

/*
 * 100,000 arcs, each counted 1 to 5 times in rounds, through many
 * chunks and doublings of the index: exact, and within the memory the
 * spill promises, 46 bytes an arc besides a chunk and the spill itself.
 */
Test(spill, every_arc_once_with_its_count)
{
	void *slot = NULL;
	struct gmon_spill *sp = gmon_spill_of(&slot);

	cr_assert_not_null(sp);
	cr_assert_eq(gmon_spill_of(&slot), sp, "made once");
	for (int round = 0; round < 5; round++)
		for (size_t i = 0; i < NARCS; i++)
			if ((size_t)round <= i % 5)
				count(sp, i);
	check_exact(sp, NARCS);
	cr_assert_leq(tp.alloc_bytes, 46 * NARCS + CHUNK_BYTES + 64 * 1024,
		      "%lu bytes for %d arcs", tp.alloc_bytes, NARCS);
}

/* What a signal handler does when it interrupts an allocation. */
static struct gmon_spill *handler_spill;
static size_t handler_arc, handler_runs;

static void handler(size_t size)
{
	(void)size;
	if (handler_runs == 0)
		return;
	handler_runs--;
	for (size_t k = 0; k < 40; k++)
		count(handler_spill, (handler_arc + k * 37) % (NARCS + 100));
	count(handler_spill, handler_arc);	/* the arc being added, maybe */
}

/*
 * A handler that adds arcs (old ones, new ones, the one being added)
 * at every allocation, that is while a chunk is taken and while the
 * index grows, nested in itself: every call counted once, every arc
 * once.
 */
Test(spill, handlers_adding_while_it_grows)
{
	void *slot = NULL;

	handler_spill = gmon_spill_of(&slot);
	cr_assert_not_null(handler_spill);
	tp.on_alloc = handler;
	for (size_t i = 0; i < NARCS; i++) {
		handler_arc = i;
		handler_runs = 3;	/* nests up to three deep */
		count(handler_spill, i);
	}
	tp.on_alloc = NULL;
	for (size_t i = 0; i < NARCS; i += 3)
		count(handler_spill, i);
	check_exact(handler_spill, NARCS + 100);
}

Test(spill, reset_forgets_counts_not_arcs)
{
	void *slot = NULL;
	struct gmon_spill *sp = gmon_spill_of(&slot);
	struct gmon_arc a;
	size_t i;

	for (i = 0; i < 5000; i++)
		count(sp, i);
	gmon_spill_reset(sp);
	for (i = 0; i < gmon_spill_size(sp); i++)
		cr_assert(!gmon_spill_arc(sp, i, &a), "entry %zu", i);
	cr_assert_eq(gmon_spill_calls(sp), 0);
	cr_assert(gmon_spill_count(sp, from_of(7), self_of(7)));
	cr_assert(!gmon_spill_count(sp, from_of(5000), self_of(5000)));
	cr_assert_eq(gmon_spill_size(sp), 5000, "no entry added");
}

Test(spill, no_memory_is_said)
{
	void *slot = NULL;
	struct gmon_spill *sp;

	tp.allocs_left = 1;		/* the spill, not its first chunk */
	sp = gmon_spill_of(&slot);
	cr_assert_not_null(sp);
	cr_assert_eq(gmon_spill_add(sp, 0x10000, 0x20000), -1);
	cr_assert_eq(gmon_spill_calls(sp), 0);
	tp.allocs_left = 0;
	slot = NULL;
	cr_assert_null(gmon_spill_of(&slot));
}

/*
 * A table past its largest array (2^17 home cells, 65,536 arcs):
 * 150,000 arcs, each called 1 to 3 times, written once each with its
 * count, and every call in the tally.
 */
Test(spill, table_past_its_largest_array)
{
	static unsigned char seen[150000];
	struct gmon_arc_cursor c = { 0 };
	struct gmon_arc a;
	uint64_t calls, slow, total = 0;
	size_t i, n = 0;

	gmon_arcs_capacity(64);
	gmon_arcs_start(0x10000, 0x20000, NULL);
	for (int round = 0; round < 3; round++)
		for (i = 0; i < 150000; i++)
			if ((size_t)round <= i % 3)
				gmon_mcount(0x10000 + (i % 1000) * 16,
					    0x400000 + (i / 1000) * 8, 0);
	while (gmon_arcs_next(&c, &a)) {
		i = (a.self - 0x400000) / 8 * 1000 + (a.from - 0x10000) / 16;
		cr_assert_lt(i, 150000);
		cr_assert_eq(seen[i], 0, "arc %zu written twice", i);
		seen[i] = 1;
		cr_assert_eq(a.count, i % 3 + 1, "arc %zu", i);
		total += a.count;
		n++;
	}
	cr_assert_eq(n, 150000);
	gmon_arcs_tally(&calls, &slow);
	cr_assert_eq(calls, total);
	cr_assert_eq(total, 300000);
	cr_assert_eq(gmon_arcs_lost(), 0);
}
