/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Reading gmon.out files; see gmon_read.h. */
#include "gmon_read.h"
#include "host_fail.h"
#include "../include/sys/gmon_out.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

struct cursor {
	const unsigned char *p, *end, *start;
	unsigned ptr_size;
	int big;
};

static int host_big_endian(void)
{
	const uint16_t one = 1;

	return *(const unsigned char *)&one == 0;
}

static size_t left(const struct cursor *c)
{
	return (size_t)(c->end - c->p);
}

static int take(struct cursor *c, size_t n, uint64_t *v)
{
	uint64_t x = 0;
	size_t i;

	if (left(c) < n)
		return -1;
	for (i = 0; i < n; i++) {
		unsigned b = c->big ? c->p[i] : c->p[n - 1 - i];

		x = x << 8 | b;
	}
	c->p += n;
	*v = x;
	return 0;
}

/* Room for element n of an array grown by doubling. */
static int grow(void **arr, size_t n, size_t size)
{
	void *p;

	if (n & (n - 1))	/* not a power of two: room left */
		return 0;
	p = realloc(*arr, (n ? n * 2 : 16) * size);
	if (p == NULL)
		return -1;
	*arr = p;
	return 0;
}

/* The bins of h, whose count was checked against the bytes left. */
static int read_bins(struct cursor *c, struct gmon_read_hist *h)
{
	uint32_t i;
	uint64_t v = 0;

	if (left(c) / 2 < h->nbins)
		return -1;
	h->bins = calloc(h->nbins ? h->nbins : 1, sizeof(uint16_t));
	if (h->bins == NULL)
		return -1;
	for (i = 0; i < h->nbins; i++) {
		take(c, 2, &v);
		h->bins[i] = (uint16_t)v;
	}
	return 0;
}

static int add_hist(struct gmon_file *f, struct gmon_read_hist *h)
{
	if (grow((void **)&f->hist, f->nhist, sizeof *h)) {
		free(h->bins);
		return -1;
	}
	f->hist[f->nhist++] = *h;
	return 0;
}

static int add_arc(struct gmon_file *f, uint64_t from, uint64_t self,
		   uint64_t count)
{
	if (grow((void **)&f->arcs, f->narcs, sizeof *f->arcs))
		return -1;
	f->arcs[f->narcs].from = from;
	f->arcs[f->narcs].self = self;
	f->arcs[f->narcs].count = count;
	f->narcs++;
	return 0;
}

static int read_gnu_hist(struct cursor *c, struct gmon_file *f, char *err,
			 size_t errlen)
{
	struct gmon_read_hist h = { 0 };
	uint64_t nbins, rate;

	if (take(c, c->ptr_size, &h.low) || take(c, c->ptr_size, &h.high) ||
	    take(c, 4, &nbins) || take(c, 4, &rate) || left(c) < 16)
		return host_fail(err, errlen, "truncated histogram");
	h.nbins = (uint32_t)nbins;
	h.rate = (uint32_t)rate;
	memcpy(h.dimen, c->p, 15);
	h.abbrev = (char)c->p[15];
	c->p += 16;
	if (left(c) / 2 < h.nbins)
		return host_fail(err, errlen, "truncated bins (%u declared, %zu bytes left)",
			    h.nbins, left(c));
	if (read_bins(c, &h) || add_hist(f, &h))
		return host_fail(err, errlen, "out of memory");
	return 0;
}

static int read_gnu_arc(struct cursor *c, struct gmon_file *f, char *err,
			size_t errlen)
{
	uint64_t from, self, count;

	if (take(c, c->ptr_size, &from) || take(c, c->ptr_size, &self) ||
	    take(c, 4, &count))
		return host_fail(err, errlen, "truncated arc");
	if (add_arc(f, from, self, count))
		return host_fail(err, errlen, "out of memory");
	return 0;
}

/* Tag 2: a count n, then n (address, count) pairs, both address-sized. */
static int read_gnu_bb(struct cursor *c, struct gmon_file *f, char *err,
		       size_t errlen)
{
	uint64_t n, i;
	struct gmon_read_bb *bb;

	if (f->version == 0)
		return host_fail(err, errlen,
			    "old-style (version 0) basic-block record not supported");
	if (take(c, 4, &n))
		return host_fail(err, errlen, "truncated basic-block record");
	if (left(c) / (2 * c->ptr_size) < n)
		return host_fail(err, errlen,
			    "truncated basic-block record (%llu declared, %zu bytes left)",
			    (unsigned long long)n, left(c));
	if (n == 0)
		return 0;
	bb = realloc(f->bb, (f->nbb + n) * sizeof *bb);
	if (bb == NULL)
		return host_fail(err, errlen, "out of memory");
	f->bb = bb;
	for (i = 0; i < n; i++) {
		take(c, c->ptr_size, &bb[f->nbb].addr);
		take(c, c->ptr_size, &bb[f->nbb].count);
		f->nbb++;
	}
	return 0;
}

static int read_gnu(struct cursor *c, struct gmon_file *f, char *err,
		    size_t errlen)
{
	uint64_t v = 0, tag = 0;
	int r;

	c->p += 4;
	if (take(c, 4, &v) || left(c) < 12)
		return host_fail(err, errlen, "truncated header");
	/* gprof reads versions 0 and 1 and refuses any other */
	if (v > 1)
		return host_fail(err, errlen, "unsupported GNU gmon.out version %#llx "
				 "(gprof reads 0 and 1)", (unsigned long long)v);
	f->version = (uint32_t)v;
	c->p += 12;
	while (c->p < c->end) {
		take(c, 1, &tag);
		if (tag == GMON_TAG_TIME_HIST)
			r = read_gnu_hist(c, f, err, errlen);
		else if (tag == GMON_TAG_CG_ARC)
			r = read_gnu_arc(c, f, err, errlen);
		else if (tag == GMON_TAG_BB_COUNT)
			r = read_gnu_bb(c, f, err, errlen);
		else
			r = host_fail(err, errlen, "bad tag %u at offset %ld",
				 (unsigned)tag, (long)(c->p - 1 - c->start));
		if (r)
			return r;
	}
	return 0;
}

static int read_bsd(struct cursor *c, struct gmon_file *f, char *err,
		    size_t errlen)
{
	struct gmon_read_hist h = { 0 };
	uint64_t ncnt, version, rate, from, self, count;
	size_t hdr = GMON_BSD_HDR_SIZE(c->ptr_size);

	if (take(c, c->ptr_size, &h.low) || take(c, c->ptr_size, &h.high) ||
	    take(c, 4, &ncnt) || take(c, 4, &version) || take(c, 4, &rate) ||
	    left(c) < 12)
		return host_fail(err, errlen, "neither a GNU gmon file nor a 4.4BSD one "
			    "(%zu bytes: too short for a header)", (size_t)(c->end - c->start));
	if (version != GMON_BSD_VERSION)
		return host_fail(err, errlen, "neither a GNU gmon file (no \"gmon\" magic) "
			    "nor a 4.4BSD one (version %#llx, want %#x)",
			    (unsigned long long)version, GMON_BSD_VERSION);
	c->p += 12;
	f->bsd = 1;
	f->version = (uint32_t)version;
	if (ncnt < hdr)
		return host_fail(err, errlen, "bad ncnt %llu", (unsigned long long)ncnt);
	h.nbins = (uint32_t)((ncnt - hdr) / 2);
	h.rate = (uint32_t)rate;
	strcpy(h.dimen, "seconds");
	h.abbrev = 's';
	if (left(c) / 2 < h.nbins)
		return host_fail(err, errlen, "truncated bins (%u declared, %zu bytes left)",
			    h.nbins, left(c));
	if (read_bins(c, &h) || add_hist(f, &h))
		return host_fail(err, errlen, "out of memory");
	while (c->p < c->end) {
		if (take(c, c->ptr_size, &from) || take(c, c->ptr_size, &self) ||
		    take(c, c->ptr_size, &count))
			return host_fail(err, errlen, "truncated arc");
		if (add_arc(f, from, self, count))
			return host_fail(err, errlen, "out of memory");
	}
	return 0;
}

static void set_up(struct cursor *c, const unsigned char *data, size_t len,
		   unsigned ptr_size, int big_endian)
{
	c->p = c->start = data;
	c->end = data + len;
	c->ptr_size = ptr_size ? ptr_size : sizeof(void *);
	c->big = big_endian < 0 ? host_big_endian() : big_endian;
}

int gmon_read(const unsigned char *data, size_t len, unsigned ptr_size,
	      int big_endian, struct gmon_file *f, char *err, size_t errlen)
{
	struct cursor c;
	int r;

	memset(f, 0, sizeof *f);
	if (ptr_size != 0 && ptr_size != 4 && ptr_size != 8)
		return host_fail(err, errlen, "address size %u: only 4 or 8", ptr_size);
	set_up(&c, data, len, ptr_size, big_endian);
	f->ptr_size = c.ptr_size;
	f->swap = c.big != host_big_endian();
	if (len >= 4 && memcmp(data, GMON_MAGIC, 4) == 0)
		r = read_gnu(&c, f, err, errlen);
	else
		r = read_bsd(&c, f, err, errlen);
	if (r)
		gmon_file_free(f);
	return r;
}

/*
 * 0 if the first `len' bytes cannot begin a profile (so reading a stream
 * such as /dev/zero can stop); 1 if they may.
 */
static int may_be_profile(const unsigned char *data, size_t len,
			  unsigned ptr_size, int big_endian)
{
	struct cursor c;
	uint64_t v;

	set_up(&c, data, len, ptr_size, big_endian);
	if (len < 4 || memcmp(data, GMON_MAGIC, 4) == 0)
		return 1;
	c.p += 2 * c.ptr_size + 4;
	return take(&c, 4, &v) != 0 || v == GMON_BSD_VERSION;
}

/*
 * Read fp into *data: a regular file up to its size `max' (`sized'), a
 * stream up to `max' bytes, beyond which it is refused.
 */
static int slurp(FILE *fp, size_t max, int sized, unsigned ptr_size, int big,
		 unsigned char **data, size_t *len, char *err, size_t errlen)
{
	size_t cap = 0, n;
	unsigned char *p;

	*data = NULL;
	*len = 0;
	for (;;) {
		if (*len == cap) {
			if (cap >= max && sized)
				break;
			if (cap >= max)
				return host_fail(err, errlen,
					    "more than %zu bytes: not a profile", max);
			cap = cap ? cap * 2 : 65536;
			if (cap > max && max > 0)
				cap = max;
			p = realloc(*data, cap);
			if (p == NULL)
				return host_fail(err, errlen, "out of memory");
			*data = p;
		}
		n = fread(*data + *len, 1, cap - *len, fp);
		*len += n;
		if (n == 0)
			break;
		if (!may_be_profile(*data, *len, ptr_size, big))
			return 0;	/* the parser says why */
	}
	if (ferror(fp))
		return host_fail(err, errlen, "read error: %s", strerror(errno));
	return 0;
}

int gmon_read_path(const char *path, unsigned ptr_size, int big_endian,
		   struct gmon_file *f, char *err, size_t errlen)
{
	FILE *fp = fopen(path, "rb");
	unsigned char *data = NULL;
	struct stat st;
	size_t len = 0, max = GMON_READ_STREAM_MAX;
	int r;

	memset(f, 0, sizeof *f);
	if (fp == NULL)
		return host_fail(err, errlen, "cannot open: %s", strerror(errno));
	if (fstat(fileno(fp), &st) != 0) {
		r = host_fail(err, errlen, "cannot stat: %s", strerror(errno));
	} else if (S_ISDIR(st.st_mode)) {
		r = host_fail(err, errlen, "is a directory, not a profile");
	} else {
		if (S_ISREG(st.st_mode))
			max = (size_t)st.st_size;
		r = slurp(fp, max, S_ISREG(st.st_mode), ptr_size, big_endian,
			  &data, &len, err, errlen);
	}
	fclose(fp);
	if (r == 0)
		r = gmon_read(data, len, ptr_size, big_endian, f, err, errlen);
	free(data);
	return r;
}

void gmon_file_free(struct gmon_file *f)
{
	size_t i;

	for (i = 0; i < f->nhist; i++)
		free(f->hist[i].bins);
	free(f->hist);
	free(f->arcs);
	free(f->bb);
	memset(f, 0, sizeof *f);
}
