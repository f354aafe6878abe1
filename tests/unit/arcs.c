/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* The arc tables: exact counts, their layout, and threads' tables. */
#include <criterion/criterion.h>
#include <pthread.h>
#include <string.h>
#include <time.h>

#include "testport.h"
#include "arcs_layout.h"
#include "unit.h"

TestSuite(arcs, .init = unit_setup);

/* ---- arc tables ---- */

static size_t arcs_seen(void)
{
	struct gmon_arc_cursor c = { 0 };
	struct gmon_arc a;
	size_t n = 0;

	while (gmon_arcs_next(&c, &a))
		n++;
	return n;
}

Test(arcs, exact_counts_through_growth_and_collisions)
{
	gmon_arcs_capacity(16);		/* grows many times */
	gmon_arcs_start(0x10000, 0x20000, NULL);
	/* 20000 distinct arcs; many share a caller or a callee */
	for (int round = 0; round < 3; round++)
		for (uintptr_t i = 0; i < 20000; i++)
			for (uintptr_t k = 0; k <= i % 3; k++)
				gmon_mcount(0x10000 + (i % 4000) * 8, 0x10000 + (i / 4000) * 4 + 2, 0);
	for (uintptr_t i = 0; i < 20000; i += 97)
		cr_assert_eq(tp_arc_total(0x10000 + (i % 4000) * 8,
				       0x10000 + (i / 4000) * 4 + 2),
			     3 * (i % 3 + 1), "arc %lu", (unsigned long)i);
	cr_assert_eq(arcs_seen(), 20000);
	cr_assert_eq(gmon_arcs_lost(), 0);
}

Test(arcs, outside_text_is_ignored)
{
	gmon_arcs_capacity(64);
	gmon_arcs_start(0x10000, 0x20000, NULL);
	gmon_mcount(0x0ffff, 0x10010, 0);	/* from outside: libc calling back */
	gmon_mcount(0x20000, 0x10010, 0);	/* from just past the end */
	gmon_mcount(0x10010, 0x1fffe, 0);
	cr_assert_eq(arcs_seen(), 1);
	gmon_arcs_stop();
	gmon_mcount(0x10010, 0x1fffe, 0);
	cr_assert_eq(tp_arc_total(0x10010, 0x1fffe), 1, "stopped: not counted");
}

static uint64_t total_counted(void)
{
	struct gmon_arc_cursor c = { 0 };
	struct gmon_arc a;
	uint64_t n = 0;

	while (gmon_arcs_next(&c, &a))
		n += a.count;
	return n;
}

Test(arcs, full_table_loses_only_what_does_not_fit)
{
	tp.allocs_left = 1;		/* the table, with its first array */
	gmon_arcs_capacity(256);
	gmon_arcs_start(0x10000, 0x90000, NULL);
	for (uintptr_t i = 0; i < 1000; i++) {
		gmon_mcount(0x10000 + i * 16, 0x20000, 0);
		gmon_mcount(0x10000 + i * 16, 0x20000, 0);
	}
	cr_assert_geq(arcs_seen(), 256, "the first array is used up");
	cr_assert_lt(arcs_seen(), 1000);
	cr_assert_eq(total_counted() + gmon_arcs_lost(), 2000,
		     "every call is counted or reported lost");
	cr_assert_eq(tp_arc_total(0x10000, 0x20000), 2);
}

static void *hammer(void *arg)
{
	uintptr_t id = (uintptr_t)arg;

	for (int i = 0; i < 1000000; i++) {
		gmon_mcount(0x10100, 0x10200, 0);
		gmon_mcount(0x10100 + id * 4, 0x10300, 0);
	}
	return NULL;
}

Test(arcs, threads_lose_nothing)
{
	pthread_t t[4];

	gmon_arcs_capacity(64);
	gmon_arcs_start(0x10000, 0x20000, NULL);
	for (uintptr_t i = 0; i < 4; i++)
		pthread_create(&t[i], NULL, hammer, (void *)i);
	for (int i = 0; i < 4; i++)
		pthread_join(t[i], NULL);
	cr_assert_eq(tp_arc_total(0x10100, 0x10200), 4000000);
	for (uintptr_t i = 0; i < 4; i++)
		cr_assert_eq(tp_arc_total(0x10100 + i * 4, 0x10300), 1000000);
}

/* The calling thread's busy word (arcs_layout.h), for white-box tests. */
extern _Thread_local char *gmon_thread_table;

static uintptr_t *busy_word(void)
{
	return (uintptr_t *)(gmon_thread_table + GMON_TABLE_BUSY);
}

/*
 * A load/store stub left its busy word set (siglongjmp out of a handler
 * that interrupted it): a later call at or above that stack pointer
 * clears it; a deeper one (a handler inside the count) or one on an
 * alternate signal stack leaves it; every call is counted either way.
 */
Test(arcs, abandoned_busy_word_is_cleared)
{
	uintptr_t sp = (uintptr_t)__builtin_frame_address(0);

	gmon_arcs_start(0x10000, 0x20000, NULL);
	gmon_mcount(0x10010, 0x10020, sp);
	*busy_word() = sp + 4096;		/* we run deeper: nested */
	gmon_mcount(0x10010, 0x10020, sp);
	cr_assert_eq(*busy_word(), sp + 4096);
	tp.on_signal_stack = 1;
	*busy_word() = sp - 4096;		/* abandoned, but on a signal stack */
	gmon_mcount(0x10010, 0x10020, sp);
	cr_assert_eq(*busy_word(), sp - 4096);
	tp.on_signal_stack = 0;
	gmon_mcount(0x10010, 0x10020, sp);
	cr_assert_eq(*busy_word(), 0, "abandoned: cleared");
	*busy_word() = sp;			/* the same depth */
	gmon_mcount(0x10010, 0x10020, sp);
	cr_assert_eq(*busy_word(), 0);
	cr_assert_eq(tp_arc_total(0x10010, 0x10020), 5);
}

/*
 * Cells a stub walks to reach (from, self) in the calling thread's
 * newest array, as arcs_layout.h describes the walk: 1 for the home
 * cell, 0 if the arc is not there.
 */
static unsigned walk_length(uintptr_t from, uintptr_t self)
{
	char *array = *(char **)(gmon_thread_table + GMON_TABLE_PROBE);
	uintptr_t mask = *(uintptr_t *)(array + GMON_ARRAY_MASK);
	uintptr_t mix = *(uintptr_t *)(array + GMON_ARRAY_MIX);
	char *cell = array + GMON_ARRAY_CELLS +
		     GMON_HOME(from, self, mix, mask);

	for (unsigned n = 1;; n++, cell += GMON_CELL_SIZE) {
		uintptr_t f = *(uintptr_t *)(cell + GMON_CELL_FROM);

		if (f == from && *(uintptr_t *)(cell + GMON_CELL_SELF) == self)
			return n;
		if (f == 0)
			return 0;
	}
}

/*
 * Generated code: 200 functions of one shape, 128 bytes apart, each
 * calling every other through a pointer from the same place.  The sums
 * frompc + selfpc of those 40,000 arcs take under 800 values, all
 * multiples of 128 apart: an index by the sum queued them 39 cells deep
 * on average, and every first call and every copy walked those queues
 * (6.5 s for a program that runs in 0.01 s).  The mixed index spreads
 * them like random keys.
 */
Test(arcs, generated_code_spreads_over_the_array)
{
	uint64_t steps = 0, arcs = 0;
	unsigned longest = 0;

	gmon_arcs_capacity(256);
	gmon_arcs_start(0x10000, 0x20000, NULL);
	for (uintptr_t i = 0; i < 200; i++)
		for (uintptr_t j = 0; j < 200; j++)
			gmon_mcount(0x10000 + 128 * i + 0x76,
				    0x10000 + 128 * j + 0x0a, 0);
	for (uintptr_t i = 0; i < 200; i++)
		for (uintptr_t j = 0; j < 200; j++) {
			unsigned n = walk_length(0x10000 + 128 * i + 0x76,
						 0x10000 + 128 * j + 0x0a);

			cr_assert_neq(n, 0, "arc %lu -> %lu is in the newest array",
				      (unsigned long)i, (unsigned long)j);
			steps += n;
			arcs++;
			if (n > longest)
				longest = n;
		}
	cr_expect_leq(steps, 2 * arcs, "%.1f cells per walk on average",
		      (double)steps / (double)arcs);
	cr_expect_leq(longest, 64, "the longest walk: %u cells", longest);
	cr_assert_eq(arcs_seen(), 40000);
	cr_assert_eq(total_counted(), 40000);
}

/*
 * Regular layouts: n functions of one shape, `step' bytes apart, as
 * generated code and template instantiations give.  For every step from
 * 16 to 3008 bytes, arcs inserted in order into an array of the size
 * arcs.c would use (at most half full), by linear probing from
 * GMON_HOME: cells walked per arc on average.  The index by the middle
 * bits of (selfpc * K + frompc) * GMON_MIX walked 15 to 195 cells a call
 * at some steps (a template chain 160 bytes apart: 62); the sum
 * frompc + selfpc up to 750.
 */

/* The home cell of (from, self) in a fresh array of 2^k home cells. */
static uintptr_t home_cell(int k, uintptr_t from, uintptr_t self)
{
	return GMON_HOME(from, self, GMON_MIX_FOR(k),
			 (((uintptr_t)1 << k) - 1) * GMON_CELL_SIZE) /
	       GMON_CELL_SIZE;
}

static double mean_walk(const uintptr_t *from, const uintptr_t *self, int n)
{
	static unsigned char taken[8192 + 64];
	int k = 6;
	double steps = 0;

	while ((1 << k) < 2 * n)
		k++;
	memset(taken, 0, sizeof taken);
	for (int i = 0; i < n; i++) {
		uintptr_t c = home_cell(k, from[i], self[i]);
		int walked = 1;

		while (taken[c]) {
			c++;
			walked++;
		}
		taken[c] = 1;
		steps += walked;
	}
	return steps / n;
}

Test(arcs, regular_layouts_spread_over_the_array)
{
	static uintptr_t from[4096], self[4096];
	const uintptr_t base = (uintptr_t)0x55555555a130 & UINTPTR_MAX;
	int bad = 0;

	for (int pattern = 0; pattern < 3; pattern++)
		for (uintptr_t step = 16; step <= 3008; step += 16) {
			int n = 400;
			double w;

			for (int i = 0; i < n; i++) {
				/* 0: f_i calls f_(i-1); 1: n sites, one callee;
				 * 2: one site, n callees */
				from[i] = pattern == 2 ? base + 0x100047 :
					  base + (i + 1) * step + 0x47;
				self[i] = pattern == 1 ? base + 0x100009 :
					  base + i * step + 0x09;
			}
			w = mean_walk(from, self, n);
			cr_expect_leq(w, 4.0, "pattern %d, %lu bytes apart: %.1f "
				      "cells a walk", pattern,
				      (unsigned long)step, w);
			bad += w > 2.0;
		}
	cr_expect_leq(bad, 6, "%d of 564 layouts walk over 2 cells", bad);
}

/*
 * Arc k of a pair: the cold one (0) and the hot one (1) share a home
 * cell of a 64-cell array, and no other pair's walk reaches it: the
 * cold arcs are picked for homes two cells apart at least, and each
 * hot arc's caller is searched for (found within a few hundred tries).
 */
static uintptr_t pairs[8][2];

static void find_pairs(void)
{
	uint64_t taken = 0;	/* a bit per home cell */
	uintptr_t from = 0x10000;

	for (int k = 0; k < 8; k++) {
		uintptr_t self = 0x18000 + 4 * k, h;

		for (;; from += 64) {
			h = home_cell(6, from, self);
			if (h < 62 && !(taken & ((uint64_t)7 << h >> 1)))
				break;
		}
		taken |= (uint64_t)1 << h;
		pairs[k][0] = from;
		for (pairs[k][1] = 0x14000 + 0x1000 * k;
		     home_cell(6, pairs[k][1], self - 0x400) != h; pairs[k][1] += 4)
			;
		from += 64;
	}
}

static uintptr_t pair_from(int k, int hot)
{
	if (pairs[0][0] == 0)
		find_pairs();
	return pairs[k][hot];
}

static uintptr_t pair_self(int k, int hot)
{
	return 0x18000 + 4 * k - (hot ? 0x400 : 0);
}

/*
 * Arcs met first hold the home cells of arcs called far more often;
 * after a few samples of the thread the array is copied with the hot
 * arcs home, once, and every count stays exact across the copy.
 */
Test(arcs, samples_bring_hot_arcs_home)
{
	unsigned long allocs;

	gmon_arcs_capacity(64);
	gmon_arcs_start(0x10000, 0x20000, NULL);
	for (int k = 0; k < 8; k++)
		gmon_mcount(pair_from(k, 0), pair_self(k, 0), 0);
	for (int k = 0; k < 8; k++)
		for (int i = 0; i < 1000; i++)
			gmon_mcount(pair_from(k, 1), pair_self(k, 1), 0);
	for (int k = 0; k < 8; k++)
		cr_assert_eq(walk_length(pair_from(k, 1), pair_self(k, 1)), 2);
	allocs = tp.allocs;
	for (int i = 0; i < 100; i++)
		gmon_sample(0x10000, 1);
	cr_assert_eq(tp.allocs, allocs + 1, "one copy, not one per sample");
	for (int k = 0; k < 8; k++) {
		cr_assert_eq(walk_length(pair_from(k, 1), pair_self(k, 1)), 1,
			     "hot arc %d is home", k);
		cr_assert_eq(walk_length(pair_from(k, 0), pair_self(k, 0)), 2);
		gmon_mcount(pair_from(k, 1), pair_self(k, 1), 0);
		gmon_mcount(pair_from(k, 0), pair_self(k, 0), 0);
		cr_assert_eq(tp_arc_total(pair_from(k, 1), pair_self(k, 1)), 1001);
		cr_assert_eq(tp_arc_total(pair_from(k, 0), pair_self(k, 0)), 2);
	}
	cr_assert_eq(arcs_seen(), 16);
}

/* A program whose hot arcs keep changing gets a few copies, not more. */
Test(arcs, copies_for_hot_arcs_are_bounded)
{
	unsigned long allocs;
	uint64_t calls[2] = { 0, 0 };

	gmon_arcs_capacity(64);
	gmon_arcs_start(0x10000, 0x20000, NULL);
	for (int k = 0; k < 8; k++)
		gmon_mcount(pair_from(k, 0), pair_self(k, 0), 0);
	calls[0] = 1;
	allocs = tp.allocs;
	for (int phase = 0; phase < 20; phase++) {
		int hot = (phase + 1) % 2;	/* whichever is away from home */

		for (int k = 0; k < 8; k++)
			for (int i = 0; i < 1000 * (phase + 1); i++)
				gmon_mcount(pair_from(k, hot), pair_self(k, hot), 0);
		calls[hot] += 1000 * (phase + 1);
		for (int i = 0; i < 20; i++)
			gmon_sample(0x10000, 1);
	}
	cr_assert_leq(tp.allocs, allocs + 4);
	cr_assert_geq(tp.allocs, allocs + 2);
	for (int k = 0; k < 8; k++)
		for (int hot = 0; hot < 2; hot++)
			cr_assert_eq(tp_arc_total(pair_from(k, hot), pair_self(k, hot)),
				     calls[hot]);
}

/*
 * Calls from outside the profiled text (libc calling back, garbage
 * frompc from old clang) get cells, so that they stay off the slow
 * path, but a bounded number: ten thousand distinct ones make the table
 * neither grow nor lose a known arc, and none is reported.
 */
Test(arcs, unknown_callers_stay_bounded)
{
	gmon_arcs_capacity(256);
	gmon_arcs_start(0x10000, 0x20000, NULL);
	for (uintptr_t i = 0; i < 10000; i++)
		gmon_mcount(0x900000 + 4 * i, 0x10020, 0);
	for (uintptr_t i = 64; i < 114; i++)
		gmon_mcount(0x10000 + 4 * i, 0x10020, 0);
	cr_assert_eq(tp.allocs, 1, "one table, never grown");
	cr_assert_eq(arcs_seen(), 50);
	cr_assert_eq(gmon_arcs_lost(), 0);
}

/* Names callers below 0x900000 only. */
static int below_900000(uintptr_t frompc)
{
	return frompc < 0x900000;
}

/*
 * With every caller in range (loaded objects tracked), the caller test
 * handed to gmon_arcs_start() decides which new arcs get cells of their
 * own: those it cannot name stay bounded as above, and the table does
 * not grow for them.
 */
Test(arcs, caller_test_bounds_unnamed_callers)
{
	gmon_arcs_capacity(256);
	gmon_arcs_start(0, UINTPTR_MAX, below_900000);
	for (uintptr_t i = 0; i < 10000; i++)
		gmon_mcount(0x900000 + 4 * i, 0x10020, 0);
	for (uintptr_t i = 64; i < 114; i++)
		gmon_mcount(0x10000 + 4 * i, 0x10020, 0);
	cr_assert_eq(tp.allocs, 1, "one table, never grown");
	for (uintptr_t i = 64; i < 114; i++)
		cr_assert_eq(tp_arc_total(0x10000 + 4 * i, 0x10020), 1);
	cr_assert_eq(gmon_arcs_lost(), 0);
}

static void *count_once(void *arg)
{
	(void)arg;
	gmon_mcount(0x10100, 0x10200, 0);
	return NULL;
}

/*
 * Threads that end hand their tables to new ones.  Not always the very
 * next one: the kernel wakes pthread_join() when it clears the thread's
 * id, a moment before the thread is gone, and tgkill() can still find
 * it then (a loaded machine showed 2 tables once), so a few tables are
 * allowed, never one per thread.
 */
Test(arcs, ended_threads_tables_are_reused)
{
	gmon_arcs_start(0x10000, 0x20000, NULL);
	for (int i = 0; i < 100; i++) {
		pthread_t t;

		pthread_create(&t, NULL, count_once, NULL);
		pthread_join(t, NULL);
	}
	cr_assert_eq(tp_arc_total(0x10100, 0x10200), 100);
	cr_assert_leq(tp.allocs, 4, "%lu tables for 100 threads, one at a time",
		      tp.allocs);
}

static void *count_once_more(void *arg)
{
	(void)arg;
	gmon_mcount(0x10100, 0x10200, 0);
	gmon_mcount(0x10104, 0x10200, 0);
	return NULL;
}

/*
 * A thread per request, the next one started before the last one is
 * joined: two alive at a time.  Tables handed out free did not count
 * towards the next check of which owners ended, so threads that ended
 * holding them went unnoticed until as many new tables again were made,
 * so tables grew with the square root of the threads started: 18 for
 * 5000 threads here, 75 MB of them for 40,000 in a real program.
 */
Test(arcs, threads_two_at_a_time_share_a_few_tables, .timeout = 120)
{
	pthread_t last;

	gmon_arcs_start(0x10000, 0x20000, NULL);
	pthread_create(&last, NULL, count_once_more, NULL);
	for (int i = 1; i < 5000; i++) {
		pthread_t next;

		pthread_create(&next, NULL, count_once_more, NULL);
		pthread_join(last, NULL);
		last = next;
	}
	pthread_join(last, NULL);
	cr_assert_eq(tp_arc_total(0x10100, 0x10200), 5000);
	cr_assert_eq(tp_arc_total(0x10104, 0x10200), 5000);
	cr_assert_leq(tp.allocs, 8, "%lu tables for 5000 threads, two at a "
		      "time", tp.allocs);
}

static pthread_barrier_t all_here;

static void *count_together(void *arg)
{
	(void)arg;
	gmon_mcount(0x10100, 0x10200, 0);
	pthread_barrier_wait(&all_here);	/* all alive at once */
	return NULL;
}

static void wave(unsigned n)
{
	pthread_t t[200];

	pthread_barrier_init(&all_here, NULL, n);
	for (unsigned i = 0; i < n; i++)
		pthread_create(&t[i], NULL, count_together, NULL);
	for (unsigned i = 0; i < n; i++)
		pthread_join(t[i], NULL);
	pthread_barrier_destroy(&all_here);
}

/*
 * Many threads alive at once need a table each, and finding out which
 * owners ended stays cheap: a few checks per thread, and a second wave
 * mostly reuses the first wave's tables.
 */
Test(arcs, many_threads_check_rarely)
{
	gmon_arcs_start(0x10000, 0x20000, NULL);
	wave(200);
	cr_assert_eq(tp_arc_total(0x10100, 0x10200), 200);
	cr_assert_geq(tp.allocs, 200);
	cr_assert_leq(tp.alive_checks, 4 * 200, "%lu", tp.alive_checks);
	wave(200);
	cr_assert_eq(tp_arc_total(0x10100, 0x10200), 400);
	cr_assert_leq(tp.allocs, 2 * 200 + 8, "%lu tables", tp.allocs);
	cr_assert_leq(tp.alive_checks, 4 * 400, "%lu", tp.alive_checks);
}

/* CPU seconds of the calling thread. */
static double thread_seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* `n' threads' first arcs, each with a table of its own, all alive. */
static double new_threads(char *no_table, unsigned n)
{
	double start = thread_seconds();

	for (unsigned i = 0; i < n; i++) {
		gmon_thread_table = no_table;	/* as a new thread has it */
		gmon_mcount(0x10100, 0x10200, 0);
	}
	return thread_seconds() - start;
}

/*
 * A new thread's table costs the same with thousands of threads alive
 * as with a few: it visited every table to find a free one, so starting
 * N threads was quadratic (20 000 threads took 7.5 to 30 s against
 * glibc's 1.3 to 1.8).  Threads are simulated in this one: its table
 * pointer is set back to none, and its id stays alive.  The last 500 of
 * 12000 tables against the 500 after the first 500 (12 times as long
 * before).
 */
Test(arcs, new_threads_cost_the_same_however_many_are_alive)
{
	char *no_table = gmon_thread_table;
	double early, late;

	gmon_arcs_start(0x10000, 0x20000, NULL);
	new_threads(no_table, 500);
	early = new_threads(no_table, 500);
	new_threads(no_table, 10500);
	late = new_threads(no_table, 500);
	cr_assert_eq(tp_arc_total(0x10100, 0x10200), 12000);
	cr_expect_leq(late, 3 * early + 0.001,
		      "500 new tables took %.4f s after 11500, %.4f s after 500",
		      late, early);
	cr_log_info("500 new tables took %.4f s after 11500, %.4f s after 500",
		    late, early);
}
