/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* profil's bin arithmetic, its ranges, and its buffer given back. */
#include <criterion/criterion.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>

#include "testport.h"
#include "unit.h"
#include "../include/mon.h"

TestSuite(hist, .init = unit_setup);

/* ---- bin arithmetic ---- */

/* The V7/BSD/glibc definition, in 128-bit arithmetic. */
static size_t ref_bin(uintptr_t pc, uintptr_t off, uint32_t scale, size_t nbins)
{
	unsigned __int128 d, b;

	if (pc < off)
		return (size_t)-1;
	d = pc - off;
	b = (d / 2) * scale / 65536;
	return b < nbins ? (size_t)b : (size_t)-1;
}

Test(hist, bin_index_matches_definition)
{
	static const uint32_t scales[] = { 2, 3, 0x7fff, 0x8000, 50000, 0xffff,
					   0x10000, 0x20000 };
	static const uintptr_t offs[] = { 0x1000, 0x1001, 0x400003 };
	static const size_t sizes[] = { 1, 7, 4096 };
	static uint16_t bins[4096];

	for (size_t si = 0; si < sizeof scales / sizeof *scales; si++)
	for (size_t oi = 0; oi < sizeof offs / sizeof *offs; oi++)
	for (size_t ni = 0; ni < sizeof sizes / sizeof *sizes; ni++) {
		struct gmon_range r;
		uintptr_t off = offs[oi];

		cr_assert_eq(gmon_range_init(&r, off, bins, sizes[ni], scales[si]), 0);
		/* every pc around the start, around the limit, and a sweep */
		for (uintptr_t d = 0; d < 64; d++) {
			uintptr_t pcs[] = { off + d, off - 1 - d, off + r.limit - 32 + d,
					    off + d * 977 };
			for (size_t k = 0; k < 4; k++)
				cr_assert_eq(gmon_bin_index(&r, pcs[k]),
					     ref_bin(pcs[k], off, scales[si], sizes[ni]),
					     "scale %#x off %#lx n %zu pc %#lx",
					     scales[si], (unsigned long)off, sizes[ni],
					     (unsigned long)pcs[k]);
		}
		/* the limit is exact: the last pc in, the first out */
		cr_assert_neq(gmon_bin_index(&r, off + r.limit - 1), (size_t)-1);
		cr_assert_eq(gmon_bin_index(&r, off + r.limit), (size_t)-1);
	}
}

Test(hist, scale_edges)
{
	uint16_t bins[16];
	struct gmon_range r;

	cr_assert_neq(gmon_range_init(&r, 0, bins, 16, 0), 0, "scale 0 is off");
	cr_assert_neq(gmon_range_init(&r, 0, bins, 16, 1), 0, "scale 1 is off");
	cr_assert_eq(gmon_range_init(&r, 0, bins, 16, 2), 0);
	/* scale 2: 32768 halfwords share bin 0 */
	cr_assert_eq(gmon_bin_index(&r, 65535), 0);
	cr_assert_eq(gmon_bin_index(&r, 65536), 1);
	cr_assert_eq(gmon_range_init(&r, 0, bins, 16, 0x10000), 0);
	cr_assert_eq(r.limit, 32, "0x10000: one bin per 2 bytes");
	cr_assert_eq(gmon_range_init(&r, 0, bins, 16, 0x8000), 0);
	cr_assert_eq(r.limit, 64, "0x8000: one bin per 4 bytes");
	cr_assert_eq(gmon_range_init(&r, 0, bins, 16, 0xffff), 0);
	cr_assert_eq(gmon_bin_index(&r, 31), 14, "0xffff: 15*0xffff/65536 = 14");
	cr_assert_eq(gmon_range_init(&r, 0, bins, 0, 0x8000), -1, "no bins");
}

Test(hist, profil_counts_and_turns_off)
{
	static uint16_t buf[64];

	cr_assert_eq(profil(buf, sizeof buf, 0x1000, 0x8000), 0);
	cr_assert(tp.clock_on);
	gmon_sample(0x1000 + 100, 1);
	gmon_sample(0x1000 + 101, 2);
	gmon_sample(0x0fff, 1);			/* below */
	gmon_sample(0x1000 + 256, 1);		/* first pc past the buffer */
	cr_assert_eq(buf[25], 3);
	cr_assert_eq(profil(buf, sizeof buf, 0x1000, 1), 0, "scale 1: off");
	cr_assert(!tp.clock_on);
	gmon_sample(0x1000 + 100, 1);
	cr_assert_eq(buf[25], 3, "no sample once off");
	cr_assert_eq(profil(buf, 0, 0x1000, 0x8000), 0, "bufsiz 0: inert");
	gmon_sample(0x1000, 1);
	cr_assert_eq(buf[0], 0);
	errno = 0;
	cr_assert_eq(profil((uint16_t *)((char *)buf + 1), 8, 0, 0x8000), -1);
	cr_assert_eq(errno, EINVAL, "misaligned buffer");
	cr_assert_eq(profil(NULL, 64, 0, 0x8000), 0, "NULL: off");
}

Test(hist, oversized_buffer_is_clipped_to_the_address_space)
{
	static uint16_t buf[64];
	struct gmon_range r;

	/* a caller claiming more bins than there are addresses */
	cr_assert_eq(gmon_range_init(&r, 0x1000, buf, SIZE_MAX / 2, 0x10000), 0);
	cr_assert_eq(r.limit, UINTPTR_MAX - 0x1000 + 1);
	cr_assert_eq(gmon_bin_index(&r, 0x1000 + 100), 50);
	cr_assert_eq(gmon_bin_index(&r, 0xfff), (size_t)-1);
	cr_assert_eq(gmon_range_init(&r, 0, buf, SIZE_MAX / 2, 2), 0);
	cr_assert_eq(r.limit, UINTPTR_MAX, "from 0: everything");
	cr_assert_eq(profil(buf, SIZE_MAX - 1, 0x1000, 0x8000), 0);
	gmon_sample(0x1000 + 8, 1);
	cr_assert_eq(buf[2], 1);
}

Test(hist, profil_aix_ranges)
{
	static uint16_t space[96];
	struct prof p[4] = {
		{ (void *)0x1000, (void *)0x1100, space, 64, 0x8000 },
		{ (void *)0x2000, (void *)0x2100, space + 32, 64, PROF_SCALE_AUTO },
		{ (void *)0x3000, (void *)0x3400, space + 64, 64, PROF_SCALE_AUTO },
		{ NULL, NULL, NULL, 0, 0 },
	};
	struct gmon_outside o;

	cr_assert_eq(profil((unsigned short *)p, (size_t)-1, 0, 0), 0);
	gmon_sample(0x1000 + 40, 1);		/* range 0, bin 10 */
	gmon_sample(0x20ff, 1);			/* range 1: 256 bytes, 32 bins */
	gmon_sample(0x3000, 1);			/* range 2, bin 0 */
	gmon_sample(0x33ff, 1);			/* range 2, last bin */
	gmon_sample(0x0fff, 1);			/* below */
	gmon_sample(0x1800, 1);			/* between */
	gmon_sample(0x3400, 1);			/* above */
	cr_assert_eq(space[10], 1);
	cr_assert_eq(space[32 + 31], 1);
	cr_assert_eq(space[64], 1);
	cr_assert_eq(space[64 + 31], 1);
	gmon_hist_outside(&o);
	cr_assert_eq(o.below, 1);
	cr_assert_eq(o.between, 1);
	cr_assert_eq(o.above, 1);
	/* GNU format: ranges of another bin size cannot share the file */
	{
		struct gmon_image img = { 0 };
		struct gmon_range r[3];

		cr_assert_eq(gmon_range_init(&r[0], 0x1000, space, 32, 0x8000), 0);
		cr_assert_eq(gmon_range_init(&r[1], 0x2000, space + 32, 32,
					     gmon_scale_for(32, 0x100)), 0);
		cr_assert_eq(gmon_range_init(&r[2], 0x3000, space + 64, 32,
					     gmon_scale_for(32, 0x400)), 0);
		img.ranges = r;
		img.nranges = 3;
		cr_assert_eq(gmon_encode_dropped(GMON_FORMAT_GNU, &img), 2,
			     "4, 8 and 32 bytes a bin: only range 0 is written");
		cr_assert_eq(gmon_encode_dropped(GMON_FORMAT_BSD, &img), 2);
	}
	p[1].p_high = (void *)0x0800;		/* not ascending */
	cr_assert_eq(profil((unsigned short *)p, (size_t)-1, 0, 0), -1);
	cr_assert_eq(errno, EINVAL);
}

/*
 * profil(3) lets the program free its buffer once profil() has moved
 * sampling elsewhere: profil() must not return while a tick in another
 * thread still counts into it.  The tick here is a thread whose count
 * faults on a page with no access and waits in its SIGSEGV handler
 * until the port's wait (for it) gives the page back.
 */
static uint16_t *held_page;
static volatile int in_fault, page_back;

static void held_in_fault(int sig)
{
	(void)sig;
	in_fault = 1;
	while (!page_back)
		;
}

static void give_the_page_back(void)
{
	if (!page_back) {
		mprotect(held_page, 4096, PROT_READ | PROT_WRITE);
		page_back = 1;
	}
}

static void *tick_into_page(void *arg)
{
	gmon_sample(0x10000 + 8, 1);	/* bin 4 */
	return arg;
}

Test(hist, profil_off_waits_for_ticks_in_its_buffer)
{
	struct sigaction sa = { .sa_handler = held_in_fault };
	int back, counted;
	pthread_t t;

	held_page = mmap(NULL, 4096, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	cr_assert_neq(held_page, MAP_FAILED);
	sigaction(SIGSEGV, &sa, NULL);
	cr_assert_eq(profil(held_page, 4096, 0x10000, 0x10000), 0);
	cr_assert_eq(pthread_create(&t, NULL, tick_into_page, NULL), 0);
	while (!in_fault)
		;
	tp.on_wait_turn = give_the_page_back;
	cr_assert_eq(profil(NULL, 0, 0, 0), 0);
	back = page_back;
	counted = back ? held_page[4] : 0;
	give_the_page_back();	/* (first: a failed test must not hang) */
	pthread_join(t, NULL);
	tp.on_wait_turn = NULL;
	cr_expect(back, "profil() returned while a tick held its buffer");
	cr_expect_eq(counted, 1, "the tick's count, done before profil() returned");
}

Test(hist, counts_past_65535)
{
	static uint16_t bins[4], carry[4], bare[4];
	struct gmon_range r;

	gmon_range_init(&r, 0, bins, 4, 0x8000);
	r.carry = carry;
	gmon_hist_set(&r, 1);
	for (int i = 0; i < 7; i++)
		gmon_sample(4, 10000);		/* bin 1 */
	cr_assert_eq(gmon_bin_total(&r, 1), 70000);
	gmon_range_init(&r, 0, bare, 4, 0x8000);	/* no carry: saturate */
	gmon_hist_set(&r, 1);
	for (int i = 0; i < 7; i++)
		gmon_sample(4, 10000);
	cr_assert_eq(bare[1], 65535);
}

/*
 * Bins at the edges of buffers that do not fill whole words: a 2-aligned
 * start, an odd number of bins.  They count, carry past 65535, and the
 * halfwords around the buffer keep their values (the regression test
 * with valgrind, robust_test's profil/odd_sized_buffers_stay_inside,
 * shows they are not even read).
 */
Test(hist, edge_bins_of_buffers_off_word_boundaries)
{
	static uint32_t words[8];
	uint16_t *half = (uint16_t *)(void *)words;
	static uint16_t carry[4];
	struct gmon_range r;

	for (int start = 1; start <= 2; start++)
	for (int n = 1; n <= 4; n++) {
		memset(words, 0, sizeof words);
		half[start - 1] = 0xa5a5;
		half[start + n] = 0x5a5a;
		memset(carry, 0, sizeof carry);
		cr_assert_eq(gmon_range_init(&r, 0x1000, half + start,
					     (size_t)n, 0x8000), 0);
		r.carry = carry;
		gmon_hist_set(&r, 1);
		gmon_sample(0x1000, 3);			/* first bin */
		gmon_sample(0x1000 + 4 * (uintptr_t)(n - 1), 65535);
		gmon_sample(0x1000 + 4 * (uintptr_t)(n - 1), 2);
		cr_assert_eq(gmon_bin_total(&r, 0), n == 1 ? 65540u : 3u,
			     "start %d n %d", start, n);
		cr_assert_eq(gmon_bin_total(&r, (size_t)n - 1),
			     n == 1 ? 65540u : 65537u, "start %d n %d", start, n);
		cr_assert_eq(half[start - 1], 0xa5a5, "before, start %d n %d",
			     start, n);
		cr_assert_eq(half[start + n], 0x5a5a, "after, start %d n %d",
			     start, n);
	}
	gmon_hist_set(NULL, 0);
}
