/* Reading gmon.out files; see gmon_read.h. */
#include "gmon_read.h"
#include "../include/sys/gmon_out.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static int take(struct cursor *c, size_t n, uint64_t *v)
{
	uint64_t x = 0;
	size_t i;

	if ((size_t)(c->end - c->p) < n)
		return -1;
	for (i = 0; i < n; i++) {
		unsigned b = c->big ? c->p[i] : c->p[n - 1 - i];

		x = x << 8 | b;
	}
	c->p += n;
	*v = x;
	return 0;
}

static int fail(char *err, size_t len, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, len, fmt, ap);
	va_end(ap);
	return -1;
}

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

static int read_bins(struct cursor *c, struct gmon_read_hist *h)
{
	uint32_t i;
	uint64_t v = 0;

	if ((size_t)(c->end - c->p) / 2 < h->nbins)
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

static int read_gnu(struct cursor *c, struct gmon_file *f, char *err,
		    size_t errlen)
{
	uint64_t v = 0, tag = 0;

	c->p += 4;
	if (take(c, 4, &v))
		return fail(err, errlen, "truncated header");
	f->version = (uint32_t)v;
	if (c->end - c->p < 12)
		return fail(err, errlen, "truncated header");
	c->p += 12;
	while (c->p < c->end) {
		take(c, 1, &tag);
		if (tag == GMON_TAG_TIME_HIST) {
			struct gmon_read_hist h = { 0 };

			if (take(c, c->ptr_size, &h.low) ||
			    take(c, c->ptr_size, &h.high) ||
			    take(c, 4, &v))
				return fail(err, errlen, "truncated histogram");
			h.nbins = (uint32_t)v;
			if (take(c, 4, &v) || c->end - c->p < 16)
				return fail(err, errlen, "truncated histogram");
			h.rate = (uint32_t)v;
			memcpy(h.dimen, c->p, 15);
			h.abbrev = (char)c->p[15];
			c->p += 16;
			if (read_bins(c, &h))
				return fail(err, errlen, "truncated bins");
			if (grow((void **)&f->hist, f->nhist, sizeof h))
				return fail(err, errlen, "out of memory");
			f->hist[f->nhist++] = h;
		} else if (tag == GMON_TAG_CG_ARC) {
			uint64_t from, self;

			if (take(c, c->ptr_size, &from) ||
			    take(c, c->ptr_size, &self) || take(c, 4, &v))
				return fail(err, errlen, "truncated arc");
			if (add_arc(f, from, self, v))
				return fail(err, errlen, "out of memory");
		} else {
			return fail(err, errlen, "bad tag %u at offset %ld",
				    (unsigned)tag, (long)(c->p - 1 - c->start));
		}
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
	    c->end - c->p < 12)
		return fail(err, errlen, "truncated BSD header");
	if (version != GMON_BSD_VERSION)
		return fail(err, errlen, "not a 4.4BSD file (version %#llx)",
			    (unsigned long long)version);
	c->p += 12;
	f->bsd = 1;
	f->version = (uint32_t)version;
	if (ncnt < hdr)
		return fail(err, errlen, "bad ncnt %llu", (unsigned long long)ncnt);
	h.nbins = (uint32_t)((ncnt - hdr) / 2);
	h.rate = (uint32_t)rate;
	strcpy(h.dimen, "seconds");
	h.abbrev = 's';
	if (read_bins(c, &h))
		return fail(err, errlen, "truncated bins");
	f->hist = malloc(sizeof h);
	if (f->hist == NULL)
		return fail(err, errlen, "out of memory");
	f->hist[0] = h;
	f->nhist = 1;
	while (c->p < c->end) {
		if (take(c, c->ptr_size, &from) || take(c, c->ptr_size, &self) ||
		    take(c, c->ptr_size, &count))
			return fail(err, errlen, "truncated arc");
		if (add_arc(f, from, self, count))
			return fail(err, errlen, "out of memory");
	}
	return 0;
}

int gmon_read(const unsigned char *data, size_t len, unsigned ptr_size,
	      int big_endian, struct gmon_file *f, char *err, size_t errlen)
{
	struct cursor c = { data, data + len, data, ptr_size, big_endian };

	memset(f, 0, sizeof *f);
	if (c.ptr_size == 0)
		c.ptr_size = sizeof(void *);
	if (c.big < 0)
		c.big = host_big_endian();
	f->ptr_size = c.ptr_size;
	f->swap = c.big != host_big_endian();
	if (len >= 4 && memcmp(data, GMON_MAGIC, 4) == 0)
		return read_gnu(&c, f, err, errlen);
	return read_bsd(&c, f, err, errlen);
}

int gmon_read_path(const char *path, unsigned ptr_size, int big_endian,
		   struct gmon_file *f, char *err, size_t errlen)
{
	FILE *fp = fopen(path, "rb");
	unsigned char *data = NULL;
	size_t len = 0, cap = 0, n;
	int r;

	if (fp == NULL)
		return fail(err, errlen, "%s: cannot open", path);
	do {
		if (len == cap) {
			unsigned char *p = realloc(data, cap = cap ? cap * 2 : 65536);

			if (p == NULL) {
				free(data);
				fclose(fp);
				return fail(err, errlen, "out of memory");
			}
			data = p;
		}
		n = fread(data + len, 1, cap - len, fp);
		len += n;
	} while (n > 0);
	fclose(fp);
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
	memset(f, 0, sizeof *f);
}
