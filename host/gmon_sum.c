/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gmon-dump --sum: the files' histograms added bin by bin and their
 * arcs call site by call site, written as one GNU gmon.out.  A bin
 * that passes 65535 (a u16) goes on in another record for the same
 * range, and an arc that passes 2^32-1 in another arc record: gprof
 * adds both back, so nothing is lost.
 */
#include "gmon_sum.h"
#include "gmon_read.h"
#include "host_fail.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct sum_hist {
	uint64_t low, high;
	uint32_t nbins;
	uint64_t *bins;
	int seen;		/* in the file being read */
};

struct sum {
	struct sum_hist *hist;
	size_t nhist;
	uint32_t rate;
	char dimen[16], abbrev;
	struct gmon_read_arc *arcs;	/* distinct (from, self) after each file */
	size_t narcs, cap, merged;
	const char *path, *first;	/* the file being read, the first one */
	int is_first;
	int failed;		/* a callback said why, in err */
	char *err;
	size_t errlen;
};

/* A callback's refusal: the reason in err, and the scan ends. */
static int refuse(struct sum *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static int refuse(struct sum *s, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(s->err, s->errlen, fmt, ap);
	va_end(ap);
	s->failed = 1;
	return -1;
}

static struct sum_hist *find_hist(struct sum *s, const struct gmon_read_hist *h)
{
	size_t i;

	for (i = 0; i < s->nhist; i++)
		if (s->hist[i].low == h->low && s->hist[i].high == h->high &&
		    s->hist[i].nbins == h->nbins)
			return &s->hist[i];
	return NULL;
}

static int add_range(struct sum *s, const struct gmon_read_hist *h)
{
	struct sum_hist *n = realloc(s->hist, (s->nhist + 1) * sizeof *n);

	if (n == NULL)
		return refuse(s, "out of memory");
	s->hist = n;
	n += s->nhist;
	n->bins = calloc(h->nbins ? h->nbins : 1, sizeof *n->bins);
	if (n->bins == NULL)
		return refuse(s, "out of memory");
	n->low = h->low, n->high = h->high, n->nbins = h->nbins;
	n->seen = 0;
	s->nhist++;
	return 0;
}

static int on_hist(void *ctx, const struct gmon_read_hist *h)
{
	struct sum *s = ctx;
	struct sum_hist *sh;

	if (s->nhist == 0 && s->is_first) {
		s->rate = h->rate;
		memcpy(s->dimen, h->dimen, sizeof s->dimen);
		s->abbrev = h->abbrev;
	}
	if (h->rate != s->rate)
		return refuse(s, "%s: sampled at %u per second, "
				 "%s at %u: not added (rates differ)", s->path,
				 h->rate, s->first, s->rate);
	sh = find_hist(s, h);
	if (sh == NULL && !s->is_first)
		return refuse(s, "%s: its text (%#llx-%#llx) is "
				 "not %s's: not the same program", s->path,
				 (unsigned long long)h->low,
				 (unsigned long long)h->high, s->first);
	if (sh == NULL && add_range(s, h) != 0)
		return -1;
	find_hist(s, h)->seen = 1;
	return 0;
}

static int on_bins(void *ctx, const struct gmon_read_hist *h, uint32_t first,
		   const uint16_t *bins, size_t n)
{
	struct sum_hist *sh = find_hist(ctx, h);
	size_t i;

	for (i = 0; i < n; i++)
		sh->bins[first + i] += bins[i];
	return 0;
}

static int on_arc(void *ctx, const struct gmon_read_arc *a)
{
	struct sum *s = ctx;

	if (s->narcs == s->cap) {
		size_t cap = s->cap ? 2 * s->cap : 256;
		struct gmon_read_arc *n = realloc(s->arcs, cap * sizeof *n);

		if (n == NULL)
			return refuse(s, "out of memory");
		s->arcs = n, s->cap = cap;
	}
	s->arcs[s->narcs++] = *a;
	return 0;
}

static int by_site(const void *l, const void *r)
{
	const struct gmon_read_arc *a = l, *b = r;

	if (a->from != b->from)
		return a->from < b->from ? -1 : 1;
	if (a->self != b->self)
		return a->self < b->self ? -1 : 1;
	return 0;
}

/* The arcs read since the last merge joined to the distinct ones. */
static void merge_arcs(struct sum *s)
{
	size_t i, n = 0;

	qsort(s->arcs, s->narcs, sizeof *s->arcs, by_site);
	for (i = 0; i < s->narcs; i++) {
		if (n > 0 && by_site(&s->arcs[n - 1], &s->arcs[i]) == 0)
			s->arcs[n - 1].count += s->arcs[i].count;
		else
			s->arcs[n++] = s->arcs[i];
	}
	s->narcs = n;
}

static int host_big(void)
{
	const uint16_t one = 1;

	return *(const unsigned char *)&one == 0;
}

/* One file added; its ranges must be all the first file's. */
static int add_file(struct sum *s, const char *path, unsigned *ptr_size,
		    int *big)
{
	static const struct gmon_visitor v = { on_hist, on_bins, on_arc, NULL };
	struct gmon_info info;
	char why[256];
	size_t i;

	s->path = path;
	for (i = 0; i < s->nhist; i++)
		s->hist[i].seen = 0;
	if (gmon_scan_path(path, *ptr_size, *big, &v, s, &info, why,
			   sizeof why) != 0)
		return s->failed ? -1
				 : host_fail(s->err, s->errlen, "%s: %s", path, why);
	*ptr_size = info.ptr_size;
	*big = info.swap ? !host_big() : host_big();
	for (i = 0; i < s->nhist; i++)
		if (!s->hist[i].seen)
			return host_fail(s->err, s->errlen, "%s: has no histogram "
					 "for %s's text %#llx-%#llx: not the same "
					 "program", path, s->first,
					 (unsigned long long)s->hist[i].low,
					 (unsigned long long)s->hist[i].high);
	merge_arcs(s);
	return 0;
}

/* ---- the GNU file ---- */

struct writer {
	FILE *f;
	unsigned ptr_size;
	int big;
};

static void put(struct writer *w, uint64_t v, unsigned size)
{
	unsigned char b[8];
	unsigned i;

	for (i = 0; i < size; i++)
		b[w->big ? size - 1 - i : i] = (unsigned char)(v >> (8 * i));
	fwrite(b, 1, size, w->f);
}

/*
 * One range: as many records as its fullest bin needs, each taking up
 * to 65535 from every bin.
 */
static void write_hist(struct writer *w, const struct sum *s,
		       struct sum_hist *h)
{
	uint64_t most = 0;
	uint32_t i;

	for (i = 0; i < h->nbins; i++)
		if (h->bins[i] > most)
			most = h->bins[i];
	do {
		putc(0, w->f);
		put(w, h->low, w->ptr_size);
		put(w, h->high, w->ptr_size);
		put(w, h->nbins, 4);
		put(w, s->rate, 4);
		fwrite(s->dimen, 1, 15, w->f);
		putc(s->abbrev, w->f);
		for (i = 0; i < h->nbins; i++) {
			uint64_t take = h->bins[i] > 0xffff ? 0xffff : h->bins[i];

			put(w, take, 2);
			h->bins[i] -= take;
		}
		most -= most > 0xffff ? 0xffff : most;
	} while (most > 0);
}

static void write_arc(struct writer *w, const struct gmon_read_arc *a)
{
	uint64_t left = a->count;

	do {
		uint64_t take = left > 0xffffffffu ? 0xffffffffu : left;

		putc(1, w->f);
		put(w, a->from, w->ptr_size);
		put(w, a->self, w->ptr_size);
		put(w, take, 4);
		left -= take;
	} while (left > 0);
}

static int write_sum(const char *out, struct sum *s, unsigned ptr_size,
		     int big)
{
	struct writer w = { fopen(out, "wb"), ptr_size, big };
	size_t i;
	int bad;

	if (w.f == NULL)
		return host_fail(s->err, s->errlen, "%s: cannot write: %m", out);
	fwrite("gmon", 1, 4, w.f);
	put(&w, 1, 4);
	put(&w, 0, 8), put(&w, 0, 4);
	for (i = 0; i < s->nhist; i++)
		write_hist(&w, s, &s->hist[i]);
	for (i = 0; i < s->narcs; i++)
		write_arc(&w, &s->arcs[i]);
	bad = ferror(w.f);
	if (fclose(w.f) != 0 || bad)
		return host_fail(s->err, s->errlen, "%s: cannot write: %m", out);
	return 0;
}

int gmon_sum(const char *out, char *const *paths, size_t npaths,
	     unsigned ptr_size, int big, char *err, size_t errlen)
{
	struct sum s;
	size_t i;
	int r = 0;

	memset(&s, 0, sizeof s);
	s.err = err, s.errlen = errlen, s.first = paths[0];
	for (i = 0; r == 0 && i < npaths; i++) {
		s.is_first = i == 0;
		r = add_file(&s, paths[i], &ptr_size, &big);
	}
	if (r == 0)
		r = write_sum(out, &s, ptr_size, big);
	for (i = 0; i < s.nhist; i++)
		free(s.hist[i].bins);
	free(s.hist);
	free(s.arcs);
	return r;
}
