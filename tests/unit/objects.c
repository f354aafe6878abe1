/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Unit tests of the core's loaded objects against the test port: the
 * range table the tick handler reads while another thread replaces it,
 * objects coming and going, arcs partitioned per object, the report.
 */
#include <criterion/criterion.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "testport.h"
#include "unit.h"
#include "gmon_read.h"
#include "../include/mon.h"
#include "../include/sys/gmon.h"

TestSuite(publish, .init = unit_setup);

/* ---- the range table under a changing profil() (issue 9, item 9) ---- */

#define A_LOW 0x10000
#define A_BINS 64
#define B_LOW 0x90000
#define B_BINS 16
#define GUARD 64

static uint16_t buf_a[A_BINS + GUARD], buf_b[B_BINS + GUARD];
static int switching;

/*
 * Replace the ranges over and over, between a 64-bin range at A_LOW and
 * a 16-bin one at B_LOW, for a fixed amount of this thread's CPU time.
 */
static void *switcher(void *arg)
{
	struct timespec t0, t;

	(void)arg;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
	do {
		for (int i = 0; i < 1000; i++) {
			profil(buf_a, sizeof buf_a - 2 * GUARD, A_LOW, 0x8000);
			profil(buf_b, sizeof buf_b - 2 * GUARD, B_LOW, 0x8000);
		}
		clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
	} while ((t.tv_sec - t0.tv_sec) * 1e9 + (t.tv_nsec - t0.tv_nsec) < 4e8);
	__atomic_store_n(&switching, 0, __ATOMIC_RELEASE);
	return NULL;
}

/*
 * The tick handler of another thread samples only inside A's range.  It
 * must see either A (count in buf_a) or B (the pc is outside: nothing
 * counted), never A's bounds with B's buffer: buf_b stays zero, and
 * nothing is written past either buffer.
 */
Test(publish, handler_never_sees_a_half_replaced_range)
{
	pthread_t th;
	unsigned long n = 0;

	switching = 1;
	cr_assert_eq(pthread_create(&th, NULL, switcher, NULL), 0);
	while (__atomic_load_n(&switching, __ATOMIC_ACQUIRE))
		gmon_sample(A_LOW + (n++ % A_BINS) * 4, 1);
	pthread_join(th, NULL);
	for (int i = 0; i < B_BINS + GUARD; i++)
		cr_assert_eq(buf_b[i], 0, "buf_b[%d] = %u after %lu samples at "
			     "A's addresses", i, buf_b[i], n);
	for (int i = A_BINS; i < A_BINS + GUARD; i++)
		cr_assert_eq(buf_a[i], 0, "written past buf_a: [%d]", i);
}

/* ---- objects: files, arcs partitioned per object, unload and reload ---- */

TestSuite(objects, .init = unit_setup);

#define MAIN_LOW 0x10000
#define MAIN_HIGH 0x20000
#define NO_FILE NULL, NULL, 0	/* a desc's path and build ID: none */

/* The profile written for `name' (NULL: the main one), read back. */
static void read_profile(const char *name, unsigned nth, struct gmon_file *f)
{
	char err[256];

	if (name == NULL) {
		cr_assert_eq(gmon_read(tp.out, tp.out_len, 0, -1, f, err,
				       sizeof err), 0, "main: %s", err);
		return;
	}
	for (unsigned i = 0; i < tp.nfiles; i++)
		if (!strcmp(tp.files[i].name, name) && tp.files[i].nth == nth) {
			cr_assert_eq(gmon_read(tp.files[i].data, tp.files[i].len,
					       0, -1, f, err, sizeof err), 0,
				     "%s: %s", name, err);
			return;
		}
	cr_assert_fail("no file for %s (%u)", name, nth);
}

static int has_file(const char *name)
{
	for (unsigned i = 0; i < tp.nfiles; i++)
		if (!strcmp(tp.files[i].name, name))
			return 1;
	return 0;
}

/* Calls from..self in f, all records together. */
static uint64_t calls(const struct gmon_file *f, uint64_t from, uint64_t self)
{
	uint64_t n = 0;

	for (size_t i = 0; i < f->narcs; i++)
		if (f->arcs[i].from == from && f->arcs[i].self == self)
			n += f->arcs[i].count;
	return n;
}

/* Calls from..self in the profile written for `name' (NULL: main). */
static uint64_t calls_in(const char *name, unsigned nth, uint64_t from,
			 uint64_t self)
{
	struct gmon_file f;
	uint64_t n;

	read_profile(name, nth, &f);
	n = calls(&f, from, self);
	gmon_file_free(&f);
	return n;
}

static void mcount_n(uintptr_t from, uintptr_t self, int n)
{
	while (n-- > 0)
		gmon_mcount(from, self, 0);
}

static const struct gmon_object_desc two_libraries[] = {
	{ "prog", MAIN_LOW, MAIN_HIGH, 0, GMON_OBJECT_MAIN, 0, NO_FILE },
	/* liba.so linked at 0x1000, loaded at 0x50000 */
	{ "liba.so", 0x50000, 0x51000, 0x4f000, GMON_OBJECT_LIBRARY, 0, NO_FILE },
	{ "libb.so", 0x60000, 0x60800, 0x5f000, GMON_OBJECT_LIBRARY, 0, NO_FILE },
};

/*
 * An arc goes to the file of the object that holds both its caller and
 * its callee, in that object's link-time addresses; calls between
 * objects go to no file; a caller in no object is not kept.  (The
 * encoder writes a caller's address one byte back, inside the call.)
 */
Test(objects, arcs_go_to_their_objects_file)
{
	struct gmon_file m, a, b;

	tp.objects = two_libraries;
	tp.nobjects = 3;
	monstartup(MAIN_LOW, MAIN_HIGH);
	mcount_n(0x10010, 0x10100, 2);		/* prog -> prog */
	mcount_n(0x50010, 0x50100, 3);		/* liba -> liba */
	mcount_n(0x10020, 0x50200, 4);		/* prog -> liba */
	mcount_n(0x50030, 0x60100, 5);		/* liba -> libb */
	mcount_n(0x90000, 0x50100, 6);		/* nowhere -> liba */
	_mcleanup();
	read_profile(NULL, 0, &m);
	cr_expect_eq(m.narcs, 1);
	cr_expect_eq(calls(&m, 0x1000f, 0x10100), 2);
	read_profile("liba.so", 1, &a);
	cr_expect_eq(a.narcs, 1);
	cr_expect_eq(calls(&a, 0x100f, 0x1100), 3);
	cr_expect_eq(a.hist[0].low, 0x1000, "link-time histogram");
	read_profile("libb.so", 1, &b);	/* it called mcount: a file */
	cr_expect_eq(b.narcs, 0);
	gmon_file_free(&m);
	gmon_file_free(&a);
	gmon_file_free(&b);
}

/*
 * liba.so is unloaded; libc2.so lands where it was and makes the same
 * calls at the same addresses; liba.so comes back elsewhere.  Each file
 * has its own calls only, liba.so's both loads' together.
 */
Test(objects, unload_and_reload_elsewhere)
{
	static const struct gmon_object_desc later[] = {
		{ "prog", MAIN_LOW, MAIN_HIGH, 0, GMON_OBJECT_MAIN, 0, NO_FILE },
		{ "libc2.so", 0x50000, 0x51000, 0x4f000, GMON_OBJECT_LIBRARY, 0, NO_FILE },
		{ "liba.so", 0x70000, 0x71000, 0x6f000, GMON_OBJECT_LIBRARY, 0, NO_FILE },
	};

	tp.objects = two_libraries;
	tp.nobjects = 2;
	monstartup(MAIN_LOW, MAIN_HIGH);
	mcount_n(0x50010, 0x50100, 3);
	cr_assert_eq(gmon_objects_loaded(later, 2), 0);	/* liba gone */
	mcount_n(0x50010, 0x50100, 7);			/* libc2's own */
	cr_assert_eq(gmon_objects_loaded(later, 3), 0);	/* liba back */
	mcount_n(0x70010, 0x70100, 2);
	_mcleanup();
	cr_expect_eq(calls_in("liba.so", 1, 0x100f, 0x1100), 5);
	cr_expect_eq(calls_in("libc2.so", 1, 0x100f, 0x1100), 7);
}

/* Two different objects named libx.so: the later one is the second. */
Test(objects, same_name_is_numbered)
{
	static const struct gmon_object_desc twins[] = {
		{ "prog", MAIN_LOW, MAIN_HIGH, 0, GMON_OBJECT_MAIN, 0, NO_FILE },
		{ "libx.so", 0x50000, 0x51000, 0x4f000, GMON_OBJECT_LIBRARY, 0, NO_FILE },
		{ "libx.so", 0x60000, 0x60800, 0x5f000, GMON_OBJECT_LIBRARY, 0, NO_FILE },
	};

	tp.objects = twins;
	tp.nobjects = 3;
	monstartup(MAIN_LOW, MAIN_HIGH);
	mcount_n(0x50010, 0x50100, 1);
	mcount_n(0x60010, 0x60100, 2);
	_mcleanup();
	cr_expect_eq(calls_in("libx.so", 1, 0x100f, 0x1100), 1);
	cr_expect_eq(calls_in("libx.so", 2, 0x100f, 0x1100), 2);
}

/*
 * libx.so unloaded, and another libx.so of the same text size and link
 * address loaded at its place (another directory, or the library
 * rebuilt): only the identity tells them apart, and the second has a
 * file of its own.  The first, loaded again, adds to its own file.
 */
Test(objects, same_name_and_size_told_apart_by_identity)
{
	static const struct gmon_object_desc first[] = {
		{ "prog", MAIN_LOW, MAIN_HIGH, 0, GMON_OBJECT_MAIN, 0, NO_FILE },
		{ "libx.so", 0x50000, 0x51000, 0x4f000, GMON_OBJECT_LIBRARY, 11, NO_FILE },
	}, rebuilt[] = {
		{ "prog", MAIN_LOW, MAIN_HIGH, 0, GMON_OBJECT_MAIN, 0, NO_FILE },
		{ "libx.so", 0x50000, 0x51000, 0x4f000, GMON_OBJECT_LIBRARY, 22, NO_FILE },
	};

	tp.objects = first;
	tp.nobjects = 2;
	monstartup(MAIN_LOW, MAIN_HIGH);
	mcount_n(0x50010, 0x50100, 3);
	cr_assert_eq(gmon_objects_loaded(first, 1), 0);		/* gone */
	cr_assert_eq(gmon_objects_loaded(rebuilt, 2), 0);
	mcount_n(0x50010, 0x50100, 5);
	cr_assert_eq(gmon_objects_loaded(rebuilt, 1), 0);	/* gone */
	cr_assert_eq(gmon_objects_loaded(first, 2), 0);		/* back */
	mcount_n(0x50010, 0x50100, 4);
	_mcleanup();
	cr_expect_eq(calls_in("libx.so", 1, 0x100f, 0x1100), 7);
	cr_expect_eq(calls_in("libx.so", 2, 0x100f, 0x1100), 5);
}

/* The share gmon_objects_next() gives of the object named `name'. */
static struct gmon_object_share share_of(const char *name)
{
	const struct gmon_object *o = NULL;
	struct gmon_object_share s;

	while ((o = gmon_objects_next(o, &s)) != NULL)
		if (!strcmp(s.name, name))
			return s;
	cr_assert_fail("no object %s", name);
	return s;
}

/*
 * Which file each object is, as the stacks file's OBJECT records say:
 * the path and build ID the port reported, the executable's too.  A
 * path longer than GMON_OBJECT_PATH_MAX, cut short, could name another
 * file, and a build ID longer than GMON_OBJECT_ID_MAX does not fit: the
 * name stands for the one, the other is left out.  Without either (the
 * bare-metal ports) the name is the path.
 */
Test(objects, paths_and_build_ids_kept)
{
	static char long_path[GMON_OBJECT_PATH_MAX + 2];
	static const unsigned char id[20] = { 0xde, 0xad, 0xbe, 0xef, 1, 2 };
	static const unsigned char long_id[GMON_OBJECT_ID_MAX + 1] = { 7 };
	struct gmon_object_desc d[] = {
		{ "prog", MAIN_LOW, MAIN_HIGH, 0, GMON_OBJECT_MAIN, 0,
		  "/bin/prog", id, 20 },
		{ "liba.so", 0x50000, 0x51000, 0x4f000, GMON_OBJECT_LIBRARY, 1,
		  "/opt/lib/liba.so", id, 20 },
		{ "libb.so", 0x60000, 0x60800, 0x5f000, GMON_OBJECT_LIBRARY, 2,
		  long_path, long_id, sizeof long_id },
		{ "libc.so", 0x70000, 0x70800, 0x6f000, GMON_OBJECT_LIBRARY, 0, NO_FILE },
	};
	struct gmon_object_share s;

	memset(long_path, 'x', sizeof long_path - 1);
	long_path[0] = '/';
	tp.objects = d;
	tp.nobjects = 4;
	monstartup(MAIN_LOW, MAIN_HIGH);
	d[1].path = "/elsewhere/liba.so";	/* the port's copy is reused */
	s = share_of("liba.so");
	cr_expect_str_eq(s.path, "/opt/lib/liba.so");
	cr_expect_eq(s.build_id_len, 20);
	cr_expect_arr_eq(s.build_id, id, 20);
	s = share_of("libb.so");
	cr_expect_str_eq(s.path, "libb.so");
	cr_expect_eq(s.build_id_len, 0);
	s = share_of("libc.so");
	cr_expect_str_eq(s.path, "libc.so");
	cr_expect_eq(s.build_id_len, 0);
	gmon_objects_main(&s);
	cr_expect_str_eq(s.path, "/bin/prog");
	cr_expect_str_eq(s.name, "prog");
	cr_expect_eq(s.kind, GMON_OBJECT_MAIN);
	cr_expect_eq(s.build_id_len, 20);
	cr_expect_arr_eq(s.build_id, id, 20);
	/* exactly GMON_OBJECT_PATH_MAX bytes is kept */
	long_path[GMON_OBJECT_PATH_MAX] = '\0';
	d[2].name = "libd.so";
	d[2].low = 0x80000;
	d[2].high = 0x80800;
	d[2].bias = 0x7f000;
	cr_assert_eq(gmon_objects_loaded(d, 3), 0);
	s = share_of("libd.so");
	cr_expect_eq(strlen(s.path), GMON_OBJECT_PATH_MAX);
	_mcleanup();
}

/*
 * GMON_OBJECTS=exe: one file; a call from the executable into a -pg
 * library is not charged to a function of the executable.
 */
Test(objects, exe_mode_writes_the_main_profile_only)
{
	struct gmon_file m;

	tp.objects_mode = GMON_OBJECTS_EXE;
	tp.objects = two_libraries;
	tp.nobjects = 3;
	monstartup(MAIN_LOW, MAIN_HIGH);
	mcount_n(0x10010, 0x10100, 2);
	mcount_n(0x10020, 0x50200, 4);		/* prog -> liba */
	mcount_n(0x50010, 0x50100, 3);		/* liba -> liba */
	_mcleanup();
	cr_expect_eq(tp.nfiles, 0);
	read_profile(NULL, 0, &m);
	cr_expect_eq(m.narcs, 1, "only prog -> prog");
	gmon_file_free(&m);
	cr_expect_eq(calls_in(NULL, 0, 0x1000f, 0x10100), 2);
}

/* GMON_OBJECTS=all: an object with samples and no arcs gets a file. */
Test(objects, all_mode_writes_sampled_objects)
{
	tp.objects_mode = GMON_OBJECTS_ALL;
	tp.objects = two_libraries;
	tp.nobjects = 3;
	monstartup(MAIN_LOW, MAIN_HIGH);
	gmon_sample(0x60010, 1);
	_mcleanup();
	cr_expect(has_file("libb.so"));
	cr_expect(!has_file("liba.so"), "no samples, no calls: no file");
}

/*
 * GMON_VERBOSE: the share of each object, busiest first after the
 * executable, and samples in no object; nothing when every sample was
 * in the executable.
 */
Test(objects, where_the_time_went)
{
	const struct gmon_range *exe;
	unsigned i, n;

	tp.objects = two_libraries;
	tp.nobjects = 3;
	monstartup(MAIN_LOW, MAIN_HIGH);
	gmon_sample(0x10010, 50);
	gmon_sample(0x60010, 30);
	gmon_sample(0x50010, 15);
	gmon_sample(0x90000, 5);
	n = gmon_profile_ranges(&exe);
	gmon_report_time(100, GMON_OBJECTS_PG, exe, n);
	cr_expect_str_eq(tp.messages,
			 "libgmon: where the time went: 100 samples, 1.00 s\n"
			 "libgmon:   50.0%  prog (the executable)\n"
			 "libgmon:   30.0%  libb.so\n"
			 "libgmon:   15.0%  liba.so\n"
			 "libgmon:    5.0%  unknown (in no loaded object)\n");
	tp.messages[0] = '\0';
	n = gmon_profile_ranges(&exe);		/* start the counts again */
	for (i = 0; i < n; i++)
		gmon_range_reset(&exe[i]);
	gmon_hist_reset_outside();
	gmon_objects_reset(0);
	gmon_sample(0x10010, 5);
	gmon_report_time(100, GMON_OBJECTS_PG, exe, n);
	cr_expect_str_eq(tp.messages, "", "all in the executable: nothing");
}

/* ---- many objects ---- */

#define MANY 4000

static char many_names[MANY][16];
static struct gmon_object_desc many[MANY + 1];

/* prog and n libraries, each a page of text, at falling addresses as
 * mmap places them. */
static void describe_many(unsigned n)
{
	many[0] = (struct gmon_object_desc){ "prog", MAIN_LOW, MAIN_HIGH, 0,
					     GMON_OBJECT_MAIN, 0, NO_FILE };
	for (unsigned i = 1; i <= n; i++) {
		uintptr_t low = 0x40000000 - (uintptr_t)i * 0x2000;

		snprintf(many_names[i - 1], sizeof many_names[0], "lib%u.so", i);
		many[i] = (struct gmon_object_desc){ many_names[i - 1], low,
			low + 0x1000, low - 0x1000, GMON_OBJECT_LIBRARY, 0, NO_FILE };
	}
}

/* CPU seconds for `rounds' updates of the same n objects. */
static double updates(unsigned n, int rounds)
{
	struct timespec t0, t;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
	for (int r = 0; r < rounds; r++)
		cr_assert_eq(gmon_objects_loaded(many, n + 1), 0);
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
	return (double)(t.tv_sec - t0.tv_sec) + (t.tv_nsec - t0.tv_nsec) / 1e9;
}

/* The least CPU time of UPDATE_TRIES measures of `rounds' updates of n
 * objects: what the updates cost when nothing else (a preemption, other
 * processes' use of the caches) added to it. */
#define UPDATE_TRIES 5
static double least_updates(unsigned n, int rounds)
{
	double least = updates(n, rounds);

	for (int i = 1; i < UPDATE_TRIES; i++) {
		double t = updates(n, rounds);

		least = t < least ? t : least;
	}
	return least;
}

/*
 * Every dlopen and dlclose lists the objects again: an update costs
 * about in proportion to the objects, not to their square.  Eight times
 * the objects cost about 24 times as much (the larger tables miss the
 * caches more), far from the 64 times or more of a quadratic update.
 */
Test(objects, updates_grow_with_the_objects_not_their_square)
{
	double few, lots;

	tp.objects = many;
	tp.nobjects = 1;
	describe_many(MANY);
	monstartup(MAIN_LOW, MAIN_HIGH);
	updates(MANY / 8, 2);
	few = least_updates(MANY / 8, 20);
	updates(MANY, 1);
	lots = least_updates(MANY, 20);
	cr_expect_leq(lots, 40 * few,
		      "20 updates of %u objects took %.4f s, of %u %.4f s",
		      MANY, lots, MANY / 8, few);
	cr_log_info("20 updates of %u objects took %.4f s, of %u %.4f s",
		    MANY, lots, MANY / 8, few);
	_mcleanup();
}

/* CPU seconds of the calling thread. */
static double cpu_now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Load libmv.so a page further on, call inside it 10 times, unload it. */
static void cycle_elsewhere(unsigned i)
{
	uintptr_t low = 0x200000 + (uintptr_t)i * 0x1000;
	struct gmon_object_desc d[2] = {
		{ "prog", MAIN_LOW, MAIN_HIGH, 0, GMON_OBJECT_MAIN, 0, NO_FILE },
		{ "libmv.so", low, low + 0x800, low - 0x1000,
		  GMON_OBJECT_LIBRARY, 0, NO_FILE },
	};

	cr_assert_eq(gmon_objects_loaded(d, 2), 0);
	mcount_n(low + 0x10, low + 0x100, 10);
	cr_assert_eq(gmon_objects_loaded(d, 1), 0);
}

/*
 * A library loaded again and again, a page further each time: every
 * copy's arc has the same home cell.  Unloading one walked every arc
 * ever counted and, for each, the chain from its home cell: 1500 cycles
 * took 15 s (glibc: 0.17 s).  Now only the arcs in the object's range
 * are looked at closely: a cycle late in the run costs about as much
 * more as there are more arcs, not their square.
 */
Test(objects, reloads_elsewhere_stay_cheap, .timeout = 120)
{
	double t0, early, late;
	unsigned i;

	tp.objects = two_libraries;
	tp.nobjects = 1;
	monstartup(MAIN_LOW, MAIN_HIGH);
	for (i = 0; i < 100; i++)
		cycle_elsewhere(i);
	t0 = cpu_now();
	for (; i < 200; i++)
		cycle_elsewhere(i);
	early = cpu_now() - t0;
	for (; i < 1100; i++)
		cycle_elsewhere(i);
	t0 = cpu_now();
	for (; i < 1200; i++)
		cycle_elsewhere(i);
	late = cpu_now() - t0;
	_mcleanup();
	cr_expect_eq(calls_in("libmv.so", 1, 0x100f, 0x1100), 12000);
	cr_expect_leq(late, 25 * early + 0.002, "100 cycles took %.4f s after "
		      "1100, %.4f s after 100", late, early);
	cr_log_info("100 cycles took %.4f s after 1100, %.4f s after 100",
		    late, early);
}
