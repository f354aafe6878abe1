/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The gmon.out encoder: GNU tagged format (what gprof prefers) and the
 * 4.4BSD format.  Part of the freestanding core: it never allocates and
 * streams through a small buffer in the sink, so the exit path and a
 * dump-on-signal handler can both use it.
 *
 * Integers are written in the host's byte order and addresses at the
 * host's pointer size: the profile is written by the program it
 * describes, and gprof reads it in the byte order and ELF class of that
 * program.  Layouts are in include/sys/gmon_out.h and docs/FORMAT.md.
 */
#include "gmon_core.h"
#include "../include/sys/gmon_out.h"

void gmon_sink_flush(struct gmon_sink *s)
{
	if (s->fill && !s->error)
		s->error = s->write(s->ctx, s->buf, s->fill);
	s->fill = 0;
}

void gmon_sink_put(struct gmon_sink *s, const void *p, size_t n)
{
	const unsigned char *b = p;

	while (n > 0) {
		size_t room = sizeof(s->buf) - s->fill;
		size_t k = n < room ? n : room;
		size_t i;

		for (i = 0; i < k; i++)
			s->buf[s->fill + i] = b[i];
		s->fill += k;
		b += k;
		n -= k;
		if (s->fill == sizeof(s->buf))
			gmon_sink_flush(s);
	}
}

static void put_zeros(struct gmon_sink *s, size_t n)
{
	while (n--)
		gmon_put_u8(s, 0);
}

static uint64_t max_total(const struct gmon_range *r)
{
	uint64_t m = 0;
	size_t i;

	for (i = 0; i < r->nbins; i++) {
		uint64_t v = gmon_bin_total(r, i);

		if (v > m)
			m = v;
	}
	return m;
}

/*
 * gprof insists that every histogram record has the same bytes-per-bin
 * (within 1e-6); ranges that differ are left out rather than making the
 * whole file unreadable.
 */
static int same_granularity(const struct gmon_range *a,
			    const struct gmon_range *b)
{
	return (uint64_t)(a->limit / 2) * b->nbins ==
	       (uint64_t)(b->limit / 2) * a->nbins;
}

/*
 * Bins handed to write() as they lie in memory, at most this many at a
 * time: before each piece goes, the count of bins that wrapped
 * (gmon_hist_wraps) is compared with its value from before the fullest
 * bin was found, so that a snapshot, which other threads' samples keep
 * landing in, never writes a bin that wrapped during the write as its
 * low 16 bits.
 */
#define DIRECT_BINS 131072

/*
 * The bins of a histogram record: each bin's total less `done', at most
 * 65535.  While no bin has passed 65535 (`most', the fullest's total,
 * read after `wraps') they are the bins as they are in memory, handed to
 * write() in pieces rather than through the sink's 512-byte buffer: a
 * program with 32 MiB of text has a 16 MiB histogram.
 */
static void put_bins(struct gmon_sink *s, const struct gmon_range *r,
		     uint64_t most, uint64_t done, unsigned long wraps)
{
	size_t at, n, i;

	for (at = 0; at < r->nbins; at += n) {
		n = r->nbins - at < DIRECT_BINS ? r->nbins - at : DIRECT_BINS;
		if (most <= UINT16_MAX && gmon_hist_wraps() == wraps) {
			gmon_sink_flush(s);
			if (!s->error)
				s->error = s->write(s->ctx, r->bins + at,
						    n * sizeof *r->bins);
			continue;
		}
		for (i = at; i < at + n; i++) {
			uint64_t v = gmon_bin_total(r, i);

			v = v > done ? v - done : 0;
			gmon_put_u16(s, (uint16_t)(v > UINT16_MAX ? UINT16_MAX : v));
		}
	}
}

/*
 * One range as as many identical-range records as its fullest bin needs:
 * each record carries at most 65535 per bin and gprof adds them up.
 */
static void gnu_histogram(struct gmon_sink *s, const struct gmon_range *r,
			  unsigned hz, uintptr_t bias)
{
	static const char dimen[15] = "seconds";
	unsigned long wraps = gmon_hist_wraps();
	uint64_t most = max_total(r), layer;

	for (layer = 0; layer == 0 || layer * UINT16_MAX < most; layer++) {
		gmon_put_u8(s, GMON_TAG_TIME_HIST);
		gmon_put_addr(s, r->low - bias);
		gmon_put_addr(s, r->low + r->limit - bias);
		gmon_put_u32(s, (uint32_t)r->nbins);
		gmon_put_u32(s, hz);
		gmon_sink_put(s, dimen, sizeof dimen);
		gmon_put_u8(s, 's');
		put_bins(s, r, most, layer * UINT16_MAX, wraps);
	}
}

/*
 * The caller's address is the return address of the call; one byte back
 * lies inside the call instruction, so a call that ends its function is
 * still charged to that function and not to the next one.
 */
static uintptr_t caller_address(uintptr_t from, uintptr_t bias)
{
	return from - bias - 1;
}

static void gnu_arcs(struct gmon_sink *s, const struct gmon_image *img)
{
	struct gmon_arc a;

	while (img->next_arc(img->arc_ctx, &a)) {
		while (a.count > 0) {
			uint32_t n = a.count > UINT32_MAX ? UINT32_MAX : (uint32_t)a.count;

			gmon_put_u8(s, GMON_TAG_CG_ARC);
			gmon_put_addr(s, caller_address(a.from, img->bias));
			gmon_put_addr(s, a.self - img->bias);
			gmon_put_u32(s, n);
			a.count -= n;
		}
	}
}

static void gnu(struct gmon_sink *s, const struct gmon_image *img)
{
	unsigned i;

	gmon_sink_put(s, GMON_MAGIC, 4);
	gmon_put_u32(s, GMON_VERSION);
	put_zeros(s, 12);
	for (i = 0; i < img->nranges; i++)
		if (same_granularity(&img->ranges[0], &img->ranges[i]))
			gnu_histogram(s, &img->ranges[i], img->hz, img->bias);
	gnu_arcs(s, img);
}

/*
 * 4.4BSD: one header with one histogram, bins saturated at 65535, then
 * raw arcs whose count is address-sized.
 */
static void bsd(struct gmon_sink *s, const struct gmon_image *img)
{
	const uintptr_t count_max = UINTPTR_MAX;
	size_t hdr = sizeof(struct gmon_bsd_hdr);
	struct gmon_arc a;
	size_t nbins = 0;
	uintptr_t lo = 0, hi = 0;

	if (img->nranges > 0) {
		const struct gmon_range *r = &img->ranges[0];

		nbins = r->nbins;
		lo = r->low - img->bias;
		hi = r->low + r->limit - img->bias;
	}
	gmon_put_addr(s, lo);
	gmon_put_addr(s, hi);
	gmon_put_u32(s, (uint32_t)(hdr + nbins * 2));
	gmon_put_u32(s, GMON_BSD_VERSION);
	gmon_put_u32(s, img->hz);
	put_zeros(s, 12);
	if (nbins > 0) {	/* saturated at 65535 */
		unsigned long wraps = gmon_hist_wraps();

		put_bins(s, &img->ranges[0], max_total(&img->ranges[0]), 0,
			 wraps);
	}
	while (img->next_arc(img->arc_ctx, &a)) {
		while (a.count > 0) {
			uintptr_t n = a.count > count_max ? count_max
							  : (uintptr_t)a.count;

			gmon_put_addr(s, caller_address(a.from, img->bias));
			gmon_put_addr(s, a.self - img->bias);
			gmon_put_addr(s, n);
			a.count -= n;
		}
	}
}

/*
 * Returns 0, or the first error the sink reported.  Ranges the format
 * cannot carry (BSD: all but the first; GNU: a different granularity)
 * are left out; gmon_encode_dropped() tells the caller how many.
 */
int gmon_encode(enum gmon_format fmt, const struct gmon_image *img,
		struct gmon_sink *s)
{
	s->error = 0;
	s->fill = 0;
	if (fmt == GMON_FORMAT_BSD)
		bsd(s, img);
	else
		gnu(s, img);
	gmon_sink_flush(s);
	return s->error;
}

unsigned gmon_encode_dropped(enum gmon_format fmt,
			     const struct gmon_image *img)
{
	unsigned i, n = 0;

	if (fmt == GMON_FORMAT_BSD)
		return img->nranges > 1 ? img->nranges - 1 : 0;
	for (i = 0; i < img->nranges; i++)
		n += !same_granularity(&img->ranges[0], &img->ranges[i]);
	return n;
}
