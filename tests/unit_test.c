/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Unit tests of the core against the test port: profil's bin arithmetic,
 * the encoder byte for byte, the arc tables, and monitor's life cycle.
 */
#include <criterion/criterion.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "testport.h"
#include "arcs_layout.h"
#include "gmon_read.h"
#include "../include/mon.h"
#include "../include/sys/gmon.h"
#include "../include/sys/gmon_out.h"

static void setup(void)
{
	memset(&tp, 0, sizeof tp);
	tp.allocs_left = -1;
	tp.hz = 100;
}

TestSuite(hist, .init = setup);
TestSuite(encode, .init = setup);
TestSuite(arcs, .init = setup);
TestSuite(life, .init = setup);

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
 * A range the bins of PROF_SCALE_AUTO overshoot (100 bins over 1000
 * bytes: 16 bytes a bin) was written as [low, low + 1000) with 100 bins,
 * which gprof reads as 10 bytes a bin: a sample at +800 went to +500.
 * The record now ends where its last bin does, short of the next range.
 */
Test(life, monitor_aix_range_record_matches_its_bins)
{
	static uint16_t b0[100], b1[100];
	struct prof p[3] = {
		{ (void *)0x10000, (void *)(0x10000 + 1000), b0, sizeof b0, PROF_SCALE_AUTO },
		/* starts inside range 0's last 16-byte bin, which goes */
		{ (void *)(0x10000 + 1000), (void *)0x20000, b1, sizeof b1, PROF_SCALE_AUTO },
		{ NULL, NULL, NULL, 0, 0 },
	};
	struct gmon_file f;
	char err[128];

	cr_assert_eq(monitor((void *)0x10000, (void *)0x20000, (WORD *)p, (size_t)-1, 0), 0);
	gmon_sample(0x10000 + 800, 1);
	gmon_sample(0x10000 + 1000, 1);		/* range 1's first bin */
	cr_assert_eq(b0[50], 1);
	cr_assert_eq(b1[0], 1);
	cr_assert_eq(monitor(0), 0);
	cr_assert_eq(gmon_read(tp.out, tp.out_len, 0, -1, &f, err, sizeof err), 0, "%s", err);
	cr_assert_eq(f.nhist, 1, "one bin size: range 1 left out");
	cr_assert_eq(f.hist[0].low, 0x10000);
	cr_assert_eq(f.hist[0].high - f.hist[0].low, 16 * f.hist[0].nbins,
		     "%llu bytes over %llu bins",
		     (unsigned long long)(f.hist[0].high - f.hist[0].low),
		     (unsigned long long)f.hist[0].nbins);
	cr_assert_eq(f.hist[0].nbins, 62, "the bins below +1000, less the one range 1 starts in");
	cr_assert_eq(f.hist[0].bins[800 / 16], 1);
	gmon_file_free(&f);
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

/* ---- encoder, byte for byte ---- */

#define P ((int)sizeof(void *))

struct bytes { unsigned char b[4096]; size_t n; };

static void le(struct bytes *e, uint64_t v, int size)
{
	for (int i = 0; i < size; i++)	/* size may pass 8: zeros */
		e->b[e->n++] = i < 8 ? (unsigned char)(v >> (8 * i)) : 0;
}

static void str(struct bytes *e, const char *s, size_t size)
{
	memset(e->b + e->n, 0, size);
	memcpy(e->b + e->n, s, strlen(s));
	e->n += size;
}

struct arc_list { const struct gmon_arc *a; size_t n, i; };

static int list_next(void *ctx, struct gmon_arc *out)
{
	struct arc_list *l = ctx;

	if (l->i == l->n)
		return 0;
	*out = l->a[l->i++];
	return 1;
}

static int mem_write(void *ctx, const void *buf, size_t len)
{
	struct bytes *o = ctx;

	memcpy(o->b + o->n, buf, len);
	o->n += len;
	return 0;
}

/* A known profile: 4 bins at 0x401000 (one past 65535), two arcs. */
static uint16_t k_bins[4] = { 1, 2, 0, 4 }, k_carry[4] = { 0, 0, 0, 1 };
static const struct gmon_arc k_arcs[] = {
	{ 0x401005, 0x401009, 7 },
	{ 0x40100c, 0x401002, (1ull << 32) + 3 },
};

static void known_image(struct gmon_image *img, struct gmon_range *r,
			struct arc_list *l)
{
	gmon_range_init(r, 0x401000, k_bins, 4, 0x8000);
	r->carry = k_carry;		/* bin 3 = 65536 + 4 = 65540 */
	l->a = k_arcs;
	l->n = 2;
	l->i = 0;
	img->ranges = r;
	img->nranges = 1;
	img->hz = 100;
	img->bias = 0x400000;
	img->next_arc = list_next;
	img->arc_ctx = l;
}

Test(encode, gnu_bytes)
{
	struct gmon_range r;
	struct arc_list l;
	struct gmon_image img;
	struct bytes got = { .n = 0 }, want = { .n = 0 };
	struct gmon_sink s = { .write = mem_write, .ctx = &got };
	static const uint16_t layer[2][4] = { { 1, 2, 0, 65535 }, { 0, 0, 0, 5 } };

	known_image(&img, &r, &l);
	cr_assert_eq(gmon_encode(GMON_FORMAT_GNU, &img, &s), 0);
	str(&want, "gmon", 4);
	le(&want, 1, 4);
	le(&want, 0, 12);
	for (int k = 0; k < 2; k++) {
		le(&want, GMON_TAG_TIME_HIST, 1);
		le(&want, 0x1000, P);
		le(&want, 0x1010, P);
		le(&want, 4, 4);
		le(&want, 100, 4);
		str(&want, "seconds", 15);
		str(&want, "s", 1);
		for (int i = 0; i < 4; i++)
			le(&want, layer[k][i], 2);
	}
	le(&want, GMON_TAG_CG_ARC, 1);
	le(&want, 0x1004, P);		/* return address - 1 - bias */
	le(&want, 0x1009, P);
	le(&want, 7, 4);
	le(&want, GMON_TAG_CG_ARC, 1);
	le(&want, 0x100b, P);
	le(&want, 0x1002, P);
	le(&want, 0xffffffff, 4);
	le(&want, GMON_TAG_CG_ARC, 1);
	le(&want, 0x100b, P);
	le(&want, 0x1002, P);
	le(&want, 4, 4);
	cr_assert_eq(got.n, want.n, "size %zu, want %zu", got.n, want.n);
	cr_assert_eq(memcmp(got.b, want.b, want.n), 0);
}

Test(encode, bsd_bytes)
{
	struct gmon_range r;
	struct arc_list l;
	struct gmon_image img;
	struct bytes got = { .n = 0 }, want = { .n = 0 };
	struct gmon_sink s = { .write = mem_write, .ctx = &got };

	known_image(&img, &r, &l);
	cr_assert_eq(gmon_encode(GMON_FORMAT_BSD, &img, &s), 0);
	le(&want, 0x1000, P);
	le(&want, 0x1010, P);
	le(&want, 2 * P + 24 + 8, 4);	/* header + bins */
	le(&want, 0x00051879, 4);
	le(&want, 100, 4);
	le(&want, 0, 12);
	le(&want, 1, 2);
	le(&want, 2, 2);
	le(&want, 0, 2);
	le(&want, 65535, 2);			/* saturated */
	le(&want, 0x1004, P);
	le(&want, 0x1009, P);
	le(&want, 7, P);
	le(&want, 0x100b, P);
	le(&want, 0x1002, P);
	le(&want, (1ull << 32) + 3, P);
	cr_assert_eq(got.n, want.n, "size %zu, want %zu", got.n, want.n);
	cr_assert_eq(memcmp(got.b, want.b, want.n), 0);
}

Test(encode, read_back)
{
	struct gmon_range r;
	struct arc_list l;
	struct gmon_image img;
	struct bytes got = { .n = 0 };
	struct gmon_sink s = { .write = mem_write, .ctx = &got };
	struct gmon_file f;
	char err[128];

	known_image(&img, &r, &l);
	gmon_encode(GMON_FORMAT_GNU, &img, &s);
	cr_assert_eq(gmon_read(got.b, got.n, 0, -1, &f, err, sizeof err), 0, "%s", err);
	cr_assert_eq(f.nhist, 2);
	cr_assert_eq(f.hist[0].bins[3] + f.hist[1].bins[3], 65540);
	cr_assert_eq(f.narcs, 3);
	cr_assert_eq(f.arcs[1].count + f.arcs[2].count, (1ull << 32) + 3);
	gmon_file_free(&f);
}

/*
 * A snapshot's histogram keeps taking samples while it is written.  Bins
 * that went to write() as they lay in memory, in one piece, could carry
 * a bin that wrapped past 65535 during the write as its low 16 bits:
 * 65536 samples gone.  Here the first large write wraps the last bin
 * (as a sample landing then would): it must come out whole, saturated.
 */
#define WRAP_BINS 524288
static uint16_t w_bins[WRAP_BINS], w_carry[WRAP_BINS];
static struct { unsigned char b[4 * WRAP_BINS]; size_t n; } w_out;

static int wrapping_write(void *ctx, const void *buf, size_t len)
{
	static int wrapped;

	(void)ctx;
	if (!wrapped && len > 1024) {	/* a tick in the last bin: 65536 */
		gmon_sample(0x400000 + 4 * (WRAP_BINS - 1), 1);
		cr_assert_eq(w_carry[WRAP_BINS - 1], 1);
		wrapped = 1;
	}
	cr_assert_leq(w_out.n + len, sizeof w_out.b);
	memcpy(w_out.b + w_out.n, buf, len);
	w_out.n += len;
	return 0;
}

Test(encode, bin_wrapping_during_the_write)
{
	struct gmon_range r;
	struct arc_list l = { .n = 0 };
	struct gmon_image img = { .ranges = &r, .nranges = 1, .hz = 100,
				  .next_arc = list_next, .arc_ctx = &l };
	struct gmon_sink s = { .write = wrapping_write, .ctx = NULL };
	struct gmon_file f;
	char err[128];
	uint64_t last = 0;

	gmon_range_init(&r, 0x400000, w_bins, WRAP_BINS, 0x8000);
	r.carry = w_carry;
	w_bins[0] = 3;
	w_bins[WRAP_BINS - 1] = 65535;
	gmon_hist_set(&r, 1);
	cr_assert_eq(gmon_encode(GMON_FORMAT_GNU, &img, &s), 0);
	gmon_hist_set(NULL, 0);
	cr_assert_eq(gmon_read(w_out.b, w_out.n, 0, -1, &f, err, sizeof err), 0,
		     "%s", err);
	for (size_t k = 0; k < f.nhist; k++)
		last += f.hist[k].bins[WRAP_BINS - 1];
	cr_expect_eq(f.hist[0].bins[0], 3);
	cr_expect_eq(last, 65535, "the wrapped bin was written as %llu",
		     (unsigned long long)last);
	gmon_file_free(&f);
}

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

/* ---- monitor's life cycle ---- */

Test(life, monitor_with_caller_buffer_writes_once)
{
	static WORD buf[100];
	struct gmon_file f;
	char err[128];

	cr_assert_eq(monitor((void *)0x10000, (void *)0x10800, buf, 100, 0), 0);
	cr_assert(tp.clock_on);
	gmon_sample(0x10400, 1);		/* the middle of the text */
	gmon_mcount(0x10010, 0x10020, 0);
	/* 0x800 bytes over 100 bins: 32 bytes a bin (a power of two), 0x400 is bin 32 */
	cr_assert_eq(buf[32], 1);
	cr_assert_eq(monitor(0), 0);
	cr_assert(!tp.clock_on);
	cr_assert_eq(tp.closes, 1);
	_mcleanup();
	cr_assert_eq(monitor(0), 0);
	cr_assert_eq(tp.closes, 1, "written once");
	cr_assert_eq(gmon_read(tp.out, tp.out_len, 0, -1, &f, err, sizeof err), 0, "%s", err);
	cr_assert_eq(f.nhist, 1);
	cr_assert_eq(f.hist[0].nbins, 100);
	cr_assert_eq(f.hist[0].low, 0x10000);
	cr_assert_geq(f.hist[0].high, 0x10800);
	cr_assert_eq(f.narcs, 1);
	cr_assert_eq(f.arcs[0].count, 1);
	gmon_file_free(&f);
}

Test(life, monstartup_sizes_from_text)
{
	struct gmon_file f;
	char err[128];

	monstartup(0x400001, 0x40fffe);		/* rounded out to 4 bytes */
	gmon_sample(0x400000 + 0x1234, 1);
	_mcleanup();
	cr_assert_eq(tp.refreshes, 1, "the port looked again before writing");
	cr_assert_eq(gmon_read(tp.out, tp.out_len, 0, -1, &f, err, sizeof err), 0, "%s", err);
	cr_assert_eq(f.hist[0].low, 0x400000);
	cr_assert_eq(f.hist[0].high, 0x410000);
	cr_assert_eq(f.hist[0].nbins, 0x10000 / 4);
	cr_assert_eq(f.hist[0].bins[0x1234 / 4], 1);
	gmon_file_free(&f);
}

/* Snapshots, which stop once the final write begins, start again with
 * a profile started after it. */
Test(life, snapshots_after_a_restart)
{
	monstartup(0x400000, 0x410000);
	cr_assert_eq(gmon_dump(), 0);
	cr_assert_eq(tp.closes, 1);
	_mcleanup();
	cr_assert_eq(tp.closes, 2);
	cr_assert_eq(gmon_dump(), 0, "nothing under way: nothing to do");
	cr_assert_eq(tp.closes, 2);
	monstartup(0x400000, 0x410000);
	cr_assert_eq(gmon_dump(), 0);
	cr_assert_eq(tp.closes, 3, "no snapshot after the restart");
	_mcleanup();
}

Test(life, moncontrol_pauses_both)
{
	monstartup(0x10000, 0x20000);
	moncontrol(0);
	cr_assert(!tp.clock_on);
	gmon_mcount(0x10010, 0x10020, 0);
	moncontrol(1);
	cr_assert(tp.clock_on);
	gmon_mcount(0x10010, 0x10020, 0);
	cr_assert_eq(tp_arc_total(0x10010, 0x10020), 1);
}

Test(life, bad_arguments)
{
	static WORD buf[8];

	errno = 0;
	cr_assert_eq(monitor((void *)0x2000, (void *)0x1000, buf, 8, 0), -1);
	cr_assert_eq(errno, EINVAL, "lowpc >= highpc");
	cr_assert_eq(monitor((void *)0x1000, (void *)0x1000, buf, 8, 0), -1);
	cr_assert_eq(monitor((void *)0x1000, (void *)0x2000,
			     (WORD *)((char *)buf + 1), 4, 0), -1);
	cr_assert_eq(errno, EINVAL, "misaligned buffer");
	cr_assert_eq(monitor(0), 0, "nothing to stop: no-op");
	cr_assert_eq(tp.closes, 0);
	/* the struct prof form with no array: it read through NULL */
	cr_assert_eq(monitor((void *)0x1000, (void *)0x2000, NULL,
			     (size_t)-1, 0), -1);
	cr_assert_eq(errno, EINVAL, "no struct prof array");
}

/*
 * monitor() while a profile is under way (a gmon-cc program's start file
 * began it) still checks its arguments, which it returned 0 for, and
 * otherwise leaves that profile as it is, struct prof form included.
 */
Test(life, monitor_while_profiling_checks_then_keeps)
{
	static WORD buf[8], space[32];
	struct prof p[2] = {
		{ (void *)0x10000, (void *)0x10100, space, 64, 0x8000 },
		{ NULL, NULL, NULL, 0, 0 },
	};
	const struct gmon_range *r;

	monstartup(0x10000, 0x20000);
	errno = 0;
	cr_assert_eq(monitor((void *)0x2000, (void *)0x1000, buf, 8, 0), -1);
	cr_assert_eq(errno, EINVAL, "lowpc >= highpc");
	cr_assert_eq(monitor((void *)0x1000, (void *)0x2000,
			     (WORD *)((char *)buf + 1), 4, 0), -1);
	cr_assert_eq(errno, EINVAL, "misaligned buffer");
	cr_assert_eq(monitor((void *)0x10000, (void *)0x10100, (WORD *)p,
			     (size_t)-1, 0), 0);
	cr_assert_eq(gmon_profile_ranges(&r), 1);
	cr_assert_eq(r[0].low, 0x10000);
	cr_assert_eq(r[0].nbins, 0x10000 / 4, "monstartup's histogram stays");
	gmon_sample(0x10010, 1);
	cr_assert_eq(space[8], 0, "no sample in the struct prof buffer");
}

/*
 * profil() with a buffer of the program's, then off: gmon.out holds the
 * profile's own histogram, with the samples taken before profil(), and
 * nothing of the program's buffer, which the program may free.
 */
Test(life, profil_buffer_is_not_the_profile)
{
	static unsigned short mine[64];
	struct gmon_file f;
	char err[128];

	monstartup(0x10000, 0x20000);
	gmon_sample(0x10010, 3);
	cr_assert_eq(profil(mine, sizeof mine, 0x10000, 0x8000), 0);
	gmon_sample(0x10010, 5);
	cr_assert_eq(mine[4], 5);
	cr_assert_eq(profil(NULL, 0, 0, 0), 0);
	cr_assert(!tp.clock_on, "profil() off stops the clock");
	memset(mine, 0xff, sizeof mine);	/* the program's again */
	_mcleanup();
	cr_assert_eq(gmon_read(tp.out, tp.out_len, 0, -1, &f, err, sizeof err),
		     0, "%s", err);
	cr_assert_eq(f.nhist, 1);
	cr_assert_eq(f.hist[0].low, 0x10000);
	cr_assert_eq(f.hist[0].nbins, 0x10000 / 4);
	cr_assert_eq(f.hist[0].bins[4], 3, "only what came before profil()");
	gmon_file_free(&f);
}

/* Hundredths as "12.34", written back from the end of the buffer. */
Test(life, centis_format)
{
	char buf[24];

	cr_expect_str_eq(gmon_centis(0, buf + sizeof buf), "0.00");
	cr_expect_str_eq(gmon_centis(5, buf + sizeof buf), "0.05");
	cr_expect_str_eq(gmon_centis(100, buf + sizeof buf), "1.00");
	cr_expect_str_eq(gmon_centis(12345, buf + sizeof buf), "123.45");
	cr_expect_str_eq(gmon_centis(UINT64_MAX, buf + sizeof buf),
			 "184467440737095516.15");
	cr_expect_str_eq(gmon_utoa(UINT64_MAX, buf + sizeof buf),
			 "18446744073709551615");
}

/*
 * A line too long for the message buffer (a deep GMON_OUT_PREFIX) loses
 * the middle of its longest part, not its end: it was cut at 255 bytes,
 * and the reason and the pid were lost.
 */
Test(life, long_message_keeps_its_reason)
{
	static const char reason[] = "dp.123: No such file or directory\n";
	char path[1200], *line, *end;

	memset(path, 'd', sizeof path - 1);
	path[0] = '/';
	path[sizeof path - 1] = '\0';
	memcpy(path + sizeof path - 6, "p.123", 5);

	tp.messages[0] = '\0';
	GMON_SAY("cannot write ", path, ": No such file or directory");
	line = tp.messages;
	end = line + strlen(line);
	cr_expect(end - line <= 512, "%zd bytes", end - line);
	cr_expect(!strncmp(line, "libgmon: cannot write /ddd", 26), "%s", line);
	cr_expect(!strcmp(end - (sizeof reason - 1), reason), "%s", line);
	cr_expect(strstr(line, "d...d"), "%s", line);
}

Test(life, out_of_memory_disables_profiling)
{
	tp.allocs_left = 0;
	monstartup(0x10000, 0x20000);
	cr_assert_eq(errno, ENOMEM);
	cr_assert(strstr(tp.message, "out of memory"), "%s", tp.message);
	cr_assert(!tp.clock_on);
	gmon_mcount(0x10010, 0x10020, 0);
	_mcleanup();
	cr_assert_eq(tp.closes, 0, "no file");
}
