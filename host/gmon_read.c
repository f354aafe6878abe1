/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Reading gmon.out files; see gmon_read.h. */
#include "gmon_read.h"
#include "host_fail.h"
#include "../include/sys/gmon_out.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Bytes of a file held at a time, and bins reported per bins() call. */
#define WINDOW 65536
#define PIECE 4096

static int host_big_endian(void)
{
	const uint16_t one = 1;

	return *(const unsigned char *)&one == 0;
}

/* ---- sources ---- */

void gmon_source_memory(struct gmon_source *s, const unsigned char *data,
			size_t len)
{
	memset(s, 0, sizeof *s);
	s->fd = -1;
	s->data = data;
	s->size = len;
}

/*
 * 0 if the first `len' bytes cannot begin a profile (so that reading a
 * stream such as /dev/zero stops), 1 if they may: the GNU magic, or the
 * 4.4BSD version word after lowpc, highpc and ncnt.
 */
static int may_be_profile(const unsigned char *data, size_t len,
			  unsigned ptr_size, int big_endian)
{
	size_t at = 2 * (ptr_size ? ptr_size : sizeof(void *)) + 4, i;
	int big = big_endian < 0 ? host_big_endian() : big_endian;
	uint32_t v = 0;

	if (len < 4 || memcmp(data, GMON_MAGIC, 4) == 0 || len < at + 4)
		return 1;
	for (i = 0; i < 4; i++)
		v = v << 8 | data[at + (big ? i : 3 - i)];
	return v == GMON_BSD_VERSION;
}

static void set_blocking(int fd)
{
	int flags = fcntl(fd, F_GETFL);

	if (flags >= 0)
		fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
}

/*
 * A pipe or device, read whole up to GMON_READ_STREAM_MAX bytes.  `fd'
 * was opened without waiting for a writer: a pipe's first read, still
 * non-blocking, tells an empty pipe that nobody writes into (0 bytes)
 * from one whose writer has not written yet (EAGAIN); from then on the
 * reads wait for the writer.
 */
static int read_stream(struct gmon_source *s, int fd, int is_pipe,
		       unsigned ptr_size, int big_endian, char *err,
		       size_t errlen)
{
	size_t cap = 0, len = 0;
	int first = is_pipe;
	unsigned char *p;
	ssize_t n;

	if (!is_pipe)
		set_blocking(fd);
	for (;;) {
		if (len == cap) {
			if (cap >= GMON_READ_STREAM_MAX)
				return host_fail(err, errlen, "more than %zu bytes: "
						 "not a profile", GMON_READ_STREAM_MAX);
			cap = cap ? cap * 2 : 65536;
			p = realloc(s->owned, cap);
			if (p == NULL)
				return host_fail(err, errlen, "out of memory");
			s->owned = p;
		}
		n = read(fd, s->owned + len, cap - len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN && first) {
			set_blocking(fd);
			first = 0;
			continue;
		}
		if (n < 0)
			return host_fail(err, errlen, "read error: %s", strerror(errno));
		if (n == 0 && first)
			return host_fail(err, errlen, "an empty pipe or FIFO that no "
					 "process has open for writing: nothing to read");
		if (first) {
			set_blocking(fd);
			first = 0;
		}
		if (n == 0)
			break;
		len += (size_t)n;
		if (!may_be_profile(s->owned, len, ptr_size, big_endian))
			break;	/* the parser says why */
	}
	s->data = s->owned;
	s->size = len;
	return 0;
}

int gmon_source_open(struct gmon_source *s, const char *path,
		     unsigned ptr_size, int big_endian, char *err,
		     size_t errlen)
{
	struct stat st;
	int fd, r;

	gmon_source_memory(s, NULL, 0);
	fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return host_fail(err, errlen, "cannot open: %s", strerror(errno));
	if (fstat(fd, &st) != 0) {
		r = host_fail(err, errlen, "cannot stat: %s", strerror(errno));
	} else if (S_ISREG(st.st_mode)) {
		s->fd = fd;
		s->size = (uint64_t)st.st_size;
		return 0;
	} else if (S_ISDIR(st.st_mode)) {
		r = host_fail(err, errlen, "is a directory, not a profile");
	} else if (S_ISFIFO(st.st_mode) || S_ISCHR(st.st_mode) ||
		   S_ISBLK(st.st_mode)) {
		r = read_stream(s, fd, S_ISFIFO(st.st_mode), ptr_size,
				big_endian, err, errlen);
	} else {
		r = host_fail(err, errlen, "neither a regular file, a pipe nor "
			      "a device");
	}
	close(fd);
	if (r != 0)
		gmon_source_close(s);
	return r;
}

/* Copy the n bytes at offset `at' (within the size) into buf: 0, or -1
 * with errno set (0 when the file got shorter than it was). */
static int source_copy(const struct gmon_source *s, uint64_t at,
		       unsigned char *buf, size_t n)
{
	ssize_t got;

	if (s->fd < 0) {
		memcpy(buf, s->data + at, n);
		return 0;
	}
	while (n > 0) {
		got = pread(s->fd, buf, n, (off_t)at);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0) {
			if (got == 0)
				errno = 0;
			return -1;
		}
		buf += got;
		at += (uint64_t)got;
		n -= (size_t)got;
	}
	return 0;
}

void gmon_source_close(struct gmon_source *s)
{
	if (s->fd >= 0)
		close(s->fd);
	free(s->owned);
	gmon_source_memory(s, NULL, 0);
}

/* ---- the cursor: bytes taken in order, through a window ---- */

struct cursor {
	const struct gmon_source *src;
	uint64_t pos;			/* the next byte to take */
	const unsigned char *win;	/* bytes [win_at, win_at + win_len) */
	uint64_t win_at;
	size_t win_len;
	unsigned char *buf;		/* the window of a file */
	unsigned ptr_size;
	int big;
	int read_errno;			/* a failed read's errno, 0 for a
					 * file that got shorter */
	int read_failed;
};

static uint64_t bytes_left(const struct cursor *c)
{
	return c->src->size - c->pos;
}

/* The n (1..WINDOW) bytes at the cursor, or NULL when the file has
 * fewer or cannot be read. */
static const unsigned char *cursor_peek(struct cursor *c, size_t n)
{
	size_t len;

	if (bytes_left(c) < n)
		return NULL;
	if (c->pos >= c->win_at && c->pos - c->win_at + n <= c->win_len)
		return c->win + (c->pos - c->win_at);
	len = bytes_left(c) < WINDOW ? (size_t)bytes_left(c) : WINDOW;
	if (source_copy(c->src, c->pos, c->buf, len) != 0) {
		c->read_failed = 1;
		c->read_errno = errno;
		return NULL;
	}
	c->win = c->buf;
	c->win_at = c->pos;
	c->win_len = len;
	return c->win;
}

/* An n-byte (1..8) word of the file's byte order. */
static int cursor_take(struct cursor *c, size_t n, uint64_t *v)
{
	const unsigned char *p = cursor_peek(c, n);
	uint64_t x = 0;
	size_t i;

	if (p == NULL)
		return -1;
	for (i = 0; i < n; i++)
		x = x << 8 | p[c->big ? i : n - 1 - i];
	c->pos += n;
	*v = x;
	return 0;
}

static int cursor_skip(struct cursor *c, uint64_t n)
{
	if (bytes_left(c) < n)
		return -1;
	c->pos += n;
	return 0;
}

/* ---- the scan ---- */

struct scan {
	struct cursor c;
	const struct gmon_visitor *v;
	void *ctx;
	char *err;
	size_t errlen;
};

/* Bins [first, first + n) of h (n <= PIECE) into out; their sum. */
static int take_piece(struct cursor *c, uint32_t n, uint16_t *out,
		      uint64_t *sum)
{
	const unsigned char *p = cursor_peek(c, 2 * (size_t)n);
	uint32_t i;

	if (p == NULL)
		return -1;
	for (i = 0; i < n; i++) {
		out[i] = (uint16_t)(c->big ? p[2 * i] << 8 | p[2 * i + 1]
					   : p[2 * i + 1] << 8 | p[2 * i]);
		*sum += out[i];
	}
	c->pos += 2 * (uint64_t)n;
	return 0;
}

/*
 * h's bins, at the cursor: summed into h->samples, then, if the visitor
 * wants them, read again and reported a piece at a time.
 */
static int scan_bins(struct scan *s, struct gmon_read_hist *h)
{
	uint64_t start = s->c.pos, sum = 0;
	uint16_t piece[PIECE];
	uint32_t first, n;

	if (bytes_left(&s->c) / 2 < h->nbins)
		return host_fail(s->err, s->errlen, "truncated bins (%u declared, "
				 "%llu bytes left)", h->nbins,
				 (unsigned long long)bytes_left(&s->c));
	for (first = 0; first < h->nbins; first += n) {
		n = h->nbins - first < PIECE ? h->nbins - first : PIECE;
		if (take_piece(&s->c, n, piece, &sum))
			return host_fail(s->err, s->errlen, "truncated bins");
	}
	h->samples = sum;
	if (s->v->hist && s->v->hist(s->ctx, h))
		return -1;
	if (s->v->bins == NULL)
		return 0;
	s->c.pos = start;
	for (first = 0; first < h->nbins; first += n) {
		n = h->nbins - first < PIECE ? h->nbins - first : PIECE;
		if (take_piece(&s->c, n, piece, &sum))
			return host_fail(s->err, s->errlen, "truncated bins");
		if (s->v->bins(s->ctx, h, first, piece, n))
			return -1;
	}
	return 0;
}

static int check_range(struct scan *s, const struct gmon_read_hist *h)
{
	if (h->high < h->low)
		return host_fail(s->err, s->errlen, "histogram's high address %#llx "
				 "is below its low address %#llx",
				 (unsigned long long)h->high,
				 (unsigned long long)h->low);
	return 0;
}

static int scan_gnu_hist(struct scan *s)
{
	struct gmon_read_hist h = { 0 };
	struct cursor *c = &s->c;
	const unsigned char *p;
	uint64_t nbins, rate;

	if (cursor_take(c, c->ptr_size, &h.low) ||
	    cursor_take(c, c->ptr_size, &h.high) || cursor_take(c, 4, &nbins) ||
	    cursor_take(c, 4, &rate) || (p = cursor_peek(c, 16)) == NULL)
		return host_fail(s->err, s->errlen, "truncated histogram");
	h.nbins = (uint32_t)nbins;
	h.rate = (uint32_t)rate;
	memcpy(h.dimen, p, 15);
	h.abbrev = (char)p[15];
	c->pos += 16;
	if (check_range(s, &h))
		return -1;
	return scan_bins(s, &h);
}

static int scan_gnu_arc(struct scan *s)
{
	struct gmon_read_arc a;
	struct cursor *c = &s->c;

	if (cursor_take(c, c->ptr_size, &a.from) ||
	    cursor_take(c, c->ptr_size, &a.self) || cursor_take(c, 4, &a.count))
		return host_fail(s->err, s->errlen, "truncated arc");
	return s->v->arc && s->v->arc(s->ctx, &a) ? -1 : 0;
}

/* Tag 2: a count n, then n (address, count) pairs, both address-sized. */
static int scan_gnu_bb(struct scan *s, uint32_t version)
{
	struct gmon_read_bb b;
	struct cursor *c = &s->c;
	uint64_t n, i;

	if (version == 0)
		return host_fail(s->err, s->errlen, "old-style (version 0) "
				 "basic-block record not supported");
	if (cursor_take(c, 4, &n))
		return host_fail(s->err, s->errlen, "truncated basic-block record");
	if (bytes_left(c) / (2 * c->ptr_size) < n)
		return host_fail(s->err, s->errlen, "truncated basic-block record "
				 "(%llu declared, %llu bytes left)",
				 (unsigned long long)n,
				 (unsigned long long)bytes_left(c));
	for (i = 0; i < n; i++) {
		if (cursor_take(c, c->ptr_size, &b.addr) ||
		    cursor_take(c, c->ptr_size, &b.count))
			return host_fail(s->err, s->errlen,
					 "truncated basic-block record");
		if (s->v->bb && s->v->bb(s->ctx, &b))
			return -1;
	}
	return 0;
}

static int scan_gnu(struct scan *s, struct gmon_info *info)
{
	struct cursor *c = &s->c;
	uint64_t v = 0, tag = 0;
	int r;

	c->pos = 4;
	if (cursor_take(c, 4, &v) || cursor_skip(c, 12))
		return host_fail(s->err, s->errlen, "truncated header");
	/* gprof reads versions 0 and 1 and refuses any other */
	if (v > 1)
		return host_fail(s->err, s->errlen, "unsupported GNU gmon.out "
				 "version %#llx (gprof reads 0 and 1)",
				 (unsigned long long)v);
	info->version = (uint32_t)v;
	while (bytes_left(c) > 0) {
		if (cursor_take(c, 1, &tag))
			return host_fail(s->err, s->errlen, "unreadable tag");
		if (tag == GMON_TAG_TIME_HIST)
			r = scan_gnu_hist(s);
		else if (tag == GMON_TAG_CG_ARC)
			r = scan_gnu_arc(s);
		else if (tag == GMON_TAG_BB_COUNT)
			r = scan_gnu_bb(s, info->version);
		else
			r = host_fail(s->err, s->errlen, "bad tag %u at offset %llu",
				      (unsigned)tag, (unsigned long long)(c->pos - 1));
		if (r)
			return r;
	}
	return 0;
}

static int scan_bsd(struct scan *s, struct gmon_info *info)
{
	struct gmon_read_hist h = { 0 };
	struct gmon_read_arc a;
	struct cursor *c = &s->c;
	uint64_t ncnt, version, rate;
	size_t hdr = GMON_BSD_HDR_SIZE(c->ptr_size);

	if (cursor_take(c, c->ptr_size, &h.low) ||
	    cursor_take(c, c->ptr_size, &h.high) || cursor_take(c, 4, &ncnt) ||
	    cursor_take(c, 4, &version) || cursor_take(c, 4, &rate) ||
	    cursor_skip(c, 12))
		return host_fail(s->err, s->errlen, "neither a GNU gmon file nor a "
				 "4.4BSD one (%llu bytes: too short for a header)",
				 (unsigned long long)c->src->size);
	if (version != GMON_BSD_VERSION)
		return host_fail(s->err, s->errlen, "neither a GNU gmon file (no "
				 "\"gmon\" magic) nor a 4.4BSD one (version %#llx, "
				 "want %#x)", (unsigned long long)version,
				 GMON_BSD_VERSION);
	info->bsd = 1;
	info->version = (uint32_t)version;
	if (ncnt < hdr)
		return host_fail(s->err, s->errlen, "bad ncnt %llu",
				 (unsigned long long)ncnt);
	h.nbins = (uint32_t)((ncnt - hdr) / 2);
	h.rate = (uint32_t)rate;
	strcpy(h.dimen, "seconds");
	h.abbrev = 's';
	if (check_range(s, &h) || scan_bins(s, &h))
		return -1;
	while (bytes_left(c) > 0) {
		if (cursor_take(c, c->ptr_size, &a.from) ||
		    cursor_take(c, c->ptr_size, &a.self) ||
		    cursor_take(c, c->ptr_size, &a.count))
			return host_fail(s->err, s->errlen, "truncated arc");
		if (s->v->arc && s->v->arc(s->ctx, &a))
			return -1;
	}
	return 0;
}

static int has_gnu_magic(struct cursor *c)
{
	const unsigned char *p = cursor_peek(c, 4);

	return p != NULL && memcmp(p, GMON_MAGIC, 4) == 0;
}

int gmon_scan(const struct gmon_source *src, unsigned ptr_size, int big_endian,
	      const struct gmon_visitor *v, void *ctx, struct gmon_info *info,
	      char *err, size_t errlen)
{
	struct scan s;
	int r;

	memset(info, 0, sizeof *info);
	if (ptr_size != 0 && ptr_size != 4 && ptr_size != 8)
		return host_fail(err, errlen, "address size %u: only 4 or 8", ptr_size);
	memset(&s, 0, sizeof s);
	s.c.src = src;
	s.c.ptr_size = ptr_size ? ptr_size : sizeof(void *);
	s.c.big = big_endian < 0 ? host_big_endian() : big_endian;
	if (src->fd < 0) {
		s.c.win = src->data;
		s.c.win_len = (size_t)src->size;
	} else if ((s.c.buf = malloc(WINDOW)) == NULL) {
		return host_fail(err, errlen, "out of memory");
	}
	s.v = v;
	s.ctx = ctx;
	s.err = err;
	s.errlen = errlen;
	info->ptr_size = s.c.ptr_size;
	info->swap = s.c.big != host_big_endian();
	r = has_gnu_magic(&s.c) ? scan_gnu(&s, info) : scan_bsd(&s, info);
	if (s.c.read_failed)
		r = host_fail(err, errlen, "read error: %s", s.c.read_errno ?
			      strerror(s.c.read_errno) : "the file got shorter");
	free(s.c.buf);
	return r;
}

int gmon_scan_path(const char *path, unsigned ptr_size, int big_endian,
		   const struct gmon_visitor *v, void *ctx,
		   struct gmon_info *info, char *err, size_t errlen)
{
	struct gmon_source src;
	int r;

	memset(info, 0, sizeof *info);
	if (gmon_source_open(&src, path, ptr_size, big_endian, err, errlen))
		return -1;
	r = gmon_scan(&src, ptr_size, big_endian, v, ctx, info, err, errlen);
	gmon_source_close(&src);
	return r;
}

/* ---- every record kept: gmon_read, gmon_read_path ---- */

struct keeper {
	struct gmon_file *f;
	char *err;
	size_t errlen;
};

/* Room for element n of an array grown by doubling. */
static int grow_array(void **arr, size_t n, size_t size)
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

static int keep_hist(void *ctx, const struct gmon_read_hist *h)
{
	struct keeper *k = ctx;
	struct gmon_file *f = k->f;
	uint16_t *bins = calloc(h->nbins ? h->nbins : 1, sizeof *bins);

	if (bins == NULL || grow_array((void **)&f->hist, f->nhist, sizeof *h)) {
		free(bins);
		return host_fail(k->err, k->errlen, "out of memory");
	}
	f->hist[f->nhist] = *h;
	f->hist[f->nhist++].bins = bins;
	return 0;
}

static int keep_bins(void *ctx, const struct gmon_read_hist *h, uint32_t first,
		     const uint16_t *bins, size_t n)
{
	struct keeper *k = ctx;

	(void)h;
	memcpy(k->f->hist[k->f->nhist - 1].bins + first, bins, n * sizeof *bins);
	return 0;
}

static int keep_arc(void *ctx, const struct gmon_read_arc *a)
{
	struct keeper *k = ctx;
	struct gmon_file *f = k->f;

	if (grow_array((void **)&f->arcs, f->narcs, sizeof *a))
		return host_fail(k->err, k->errlen, "out of memory");
	f->arcs[f->narcs++] = *a;
	return 0;
}

static int keep_bb(void *ctx, const struct gmon_read_bb *b)
{
	struct keeper *k = ctx;
	struct gmon_file *f = k->f;

	if (grow_array((void **)&f->bb, f->nbb, sizeof *b))
		return host_fail(k->err, k->errlen, "out of memory");
	f->bb[f->nbb++] = *b;
	return 0;
}

static const struct gmon_visitor keep_every_record = {
	keep_hist, keep_bins, keep_arc, keep_bb
};

/* The header's facts into f, after a scan that kept its records. */
static int keep_header(struct gmon_file *f, const struct gmon_info *info, int r)
{
	if (r != 0) {
		gmon_file_free(f);
		return -1;
	}
	f->bsd = info->bsd;
	f->version = info->version;
	f->ptr_size = info->ptr_size;
	f->swap = info->swap;
	return 0;
}

int gmon_read(const unsigned char *data, size_t len, unsigned ptr_size,
	      int big_endian, struct gmon_file *f, char *err, size_t errlen)
{
	struct keeper k = { f, err, errlen };
	struct gmon_source src;
	struct gmon_info info;

	memset(f, 0, sizeof *f);
	gmon_source_memory(&src, data, len);
	return keep_header(f, &info, gmon_scan(&src, ptr_size, big_endian,
					&keep_every_record, &k, &info, err,
					errlen));
}

int gmon_read_path(const char *path, unsigned ptr_size, int big_endian,
		   struct gmon_file *f, char *err, size_t errlen)
{
	struct keeper k = { f, err, errlen };
	struct gmon_info info;

	memset(f, 0, sizeof *f);
	return keep_header(f, &info, gmon_scan_path(path, ptr_size, big_endian,
					     &keep_every_record, &k, &info,
					     err, errlen));
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
