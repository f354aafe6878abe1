/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* The encoder, byte for byte, in both formats. */
#include <criterion/criterion.h>
#include <string.h>

#include "bytes.h"
#include "testport.h"
#include "gmon_read.h"
#include "unit.h"
#include "../include/sys/gmon_out.h"

TestSuite(encode, .init = unit_setup);

/* ---- encoder, byte for byte ---- */

#define P ((int)sizeof(void *))

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

/* The known profile, encoded in `fmt' into *got. */
static void encode_known(enum gmon_format fmt, struct bytes *got)
{
	struct gmon_range r;
	struct arc_list l;
	struct gmon_image img;
	struct gmon_sink s = { .write = mem_write, .ctx = got };

	got->n = 0;
	known_image(&img, &r, &l);
	cr_assert_eq(gmon_encode(fmt, &img, &s), 0);
}

static void expect_bytes(const struct bytes *got, const struct bytes *want)
{
	cr_assert_eq(got->n, want->n, "size %zu, want %zu", got->n, want->n);
	cr_assert_eq(memcmp(got->b, want->b, want->n), 0);
}

Test(encode, gnu_bytes)
{
	struct bytes got, want = { .n = 0 };
	static const uint16_t layer[2][4] = { { 1, 2, 0, 65535 }, { 0, 0, 0, 5 } };

	encode_known(GMON_FORMAT_GNU, &got);
	str(&want, "gmon", 4);
	put_le(&want, 1, 4);
	put_le(&want, 0, 12);
	for (int k = 0; k < 2; k++) {
		put_le(&want, GMON_TAG_TIME_HIST, 1);
		put_le(&want, 0x1000, P);
		put_le(&want, 0x1010, P);
		put_le(&want, 4, 4);
		put_le(&want, 100, 4);
		str(&want, "seconds", 15);
		str(&want, "s", 1);
		for (int i = 0; i < 4; i++)
			put_le(&want, layer[k][i], 2);
	}
	put_le(&want, GMON_TAG_CG_ARC, 1);
	put_le(&want, 0x1004, P);		/* return address - 1 - bias */
	put_le(&want, 0x1009, P);
	put_le(&want, 7, 4);
	put_le(&want, GMON_TAG_CG_ARC, 1);
	put_le(&want, 0x100b, P);
	put_le(&want, 0x1002, P);
	put_le(&want, 0xffffffff, 4);
	put_le(&want, GMON_TAG_CG_ARC, 1);
	put_le(&want, 0x100b, P);
	put_le(&want, 0x1002, P);
	put_le(&want, 4, 4);
	expect_bytes(&got, &want);
}

Test(encode, bsd_bytes)
{
	struct bytes got, want = { .n = 0 };

	encode_known(GMON_FORMAT_BSD, &got);
	put_le(&want, 0x1000, P);
	put_le(&want, 0x1010, P);
	put_le(&want, 2 * P + 24 + 8, 4);	/* header + bins */
	put_le(&want, 0x00051879, 4);
	put_le(&want, 100, 4);
	put_le(&want, 0, 12);
	put_le(&want, 1, 2);
	put_le(&want, 2, 2);
	put_le(&want, 0, 2);
	put_le(&want, 65535, 2);			/* saturated */
	put_le(&want, 0x1004, P);
	put_le(&want, 0x1009, P);
	put_le(&want, 7, P);
	put_le(&want, 0x100b, P);
	put_le(&want, 0x1002, P);
	put_le(&want, (1ull << 32) + 3, P);
	expect_bytes(&got, &want);
}

Test(encode, read_back)
{
	struct bytes got;
	struct gmon_file f;
	char err[128];

	encode_known(GMON_FORMAT_GNU, &got);
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
