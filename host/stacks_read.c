/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Reading stacks files; see stacks_read.h and docs/FORMAT.md. */
#include "stacks_read.h"
#include "host_fail.h"
#include "../include/sys/gmon_stacks.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Where the bytes come from: memory, or a stream read as it goes. */
struct source {
	FILE *fp;
	const unsigned char *p, *end;
	uint64_t offset;	/* bytes taken so far */
	int read_error;
};

/* n bytes into buf: 0, or -1 at the end of the input (or a read error). */
static int source_take(struct source *s, unsigned char *buf, size_t n)
{
	if (s->fp != NULL) {
		size_t got = fread(buf, 1, n, s->fp);

		s->offset += got;
		if (got == n)
			return 0;
		s->read_error = ferror(s->fp);
		return -1;
	}
	if ((size_t)(s->end - s->p) < n) {
		s->offset += (size_t)(s->end - s->p);
		s->p = s->end;
		return -1;
	}
	memcpy(buf, s->p, n);
	s->p += n;
	s->offset += n;
	return 0;
}

/* 1 if the input has ended (nothing more to take). */
static int source_at_end(struct source *s)
{
	int c;

	if (s->fp == NULL)
		return s->p == s->end;
	c = getc(s->fp);
	if (c == EOF) {
		s->read_error = ferror(s->fp);
		return 1;
	}
	ungetc(c, s->fp);
	return 0;
}

/* A record's body, decoded field by field in the file's byte order. */
struct body {
	const unsigned char *p, *end;
	int big;
	unsigned ptr_size;
};

static uint64_t get(struct body *b, size_t n)
{
	uint64_t v = 0;
	size_t i;

	for (i = 0; i < n; i++)
		v = v << 8 | b->p[b->big ? i : n - 1 - i];
	b->p += n;
	return v;
}

static uint64_t get_addr(struct body *b)
{
	return get(b, b->ptr_size);
}

static size_t body_left(const struct body *b)
{
	return (size_t)(b->end - b->p);
}

enum stage { AT_INFO, AT_OBJECTS, AT_STACKS, AT_DONE };

struct reader {
	struct source src;
	const struct stacks_visitor *v;
	struct stacks_info info;
	enum stage stage;
	unsigned char *buf;	/* one record's body */
	uint64_t *frames;	/* one stack's frames */
	struct stacks_range *ranges;	/* one object's ranges */
	char *path;		/* one object's path */
	uint64_t nstacks, samples;
	char *err;
	size_t errlen;
};

static int fail(struct reader *r, const char *what, uint64_t at)
{
	return host_fail(r->err, r->errlen, "%s (at offset %llu)", what,
			 (unsigned long long)at);
}

static int header(struct reader *r)
{
	unsigned char h[GMON_STACKS_HDR_SIZE];
	struct body b = { h + 10, h + sizeof h, 0, 0 };

	if (source_take(&r->src, h, sizeof h) != 0) {
		if (r->src.offset >= GMON_STACKS_MAGIC_SIZE &&
		    memcmp(h, GMON_STACKS_MAGIC, GMON_STACKS_MAGIC_SIZE) == 0)
			return host_fail(r->err, r->errlen,
					 "truncated stacks file header");
		return host_fail(r->err, r->errlen, "not a stacks file (%llu bytes)",
				 (unsigned long long)r->src.offset);
	}
	if (memcmp(h, GMON_STACKS_MAGIC, GMON_STACKS_MAGIC_SIZE) != 0)
		return host_fail(r->err, r->errlen,
				 "not a stacks file (no \"%s\" magic)", GMON_STACKS_MAGIC);
	if (h[8] != GMON_STACKS_LITTLE && h[8] != GMON_STACKS_BIG)
		return host_fail(r->err, r->errlen, "bad byte order %u in the "
				 "stacks file header (1 or 2)", h[8]);
	if (h[9] != 4 && h[9] != 8)
		return host_fail(r->err, r->errlen, "bad address size %u in the "
				 "stacks file header (4 or 8)", h[9]);
	b.big = h[8] == GMON_STACKS_BIG;
	r->info.big_endian = b.big;
	r->info.ptr_size = h[9];
	r->info.version = (unsigned)get(&b, 2);
	if (r->info.version != GMON_STACKS_VERSION)
		return host_fail(r->err, r->errlen, "stacks file version %u: this "
				 "reader reads version %u", r->info.version,
				 GMON_STACKS_VERSION);
	return 0;
}

static int info(struct reader *r, struct body *b, uint64_t at)
{
	if (body_left(b) < GMON_STACKS_INFO_SIZE)
		return fail(r, "INFO record too short", at);
	r->info.hz = (uint32_t)get(b, 4);
	r->info.depth_limit = (uint32_t)get(b, 4);
	if (r->info.hz == 0)
		return fail(r, "sample rate 0 in the INFO record", at);
	return r->v->info && r->v->info(r->v->ctx, &r->info) ? -2 : 0;
}

static int object(struct reader *r, struct body *b, uint64_t at)
{
	struct stacks_object o;
	size_t i, path_len, p = r->info.ptr_size;

	if (body_left(b) < GMON_STACKS_OBJECT_SIZE(p, 0, 0, 0))
		return fail(r, "OBJECT record too short", at);
	o.load_epoch = (uint32_t)get(b, 4);
	o.unload_epoch = (uint32_t)get(b, 4);
	o.kind = (unsigned)get(b, 1);
	o.build_id_len = (size_t)get(b, 1);
	path_len = (size_t)get(b, 2);
	o.nranges = (size_t)get(b, 2);
	o.bias = get_addr(b);
	if (o.nranges == 0 || o.nranges > GMON_STACKS_RANGES_MAX)
		return fail(r, "an OBJECT record with no ranges, or more than 256", at);
	if (path_len > GMON_STACKS_PATH_MAX)
		return fail(r, "an object's path longer than 4096 bytes", at);
	if (o.load_epoch > o.unload_epoch)
		return fail(r, "an object unloaded before it was loaded", at);
	if (body_left(b) < 2 * p * o.nranges + o.build_id_len + path_len)
		return fail(r, "OBJECT record shorter than its ranges, build ID "
			    "and path", at);
	for (i = 0; i < o.nranges; i++) {
		r->ranges[i].low = get_addr(b);
		r->ranges[i].high = get_addr(b);
		if (r->ranges[i].low > r->ranges[i].high)
			return fail(r, "an object's range ends before it starts", at);
	}
	o.ranges = r->ranges;
	o.build_id = b->p;
	b->p += o.build_id_len;
	if (memchr(b->p, '\0', path_len) != NULL)
		return fail(r, "a NUL byte in an object's path", at);
	memcpy(r->path, b->p, path_len);
	r->path[path_len] = '\0';
	o.path = r->path;
	b->p += path_len;
	return r->v->object && r->v->object(r->v->ctx, &o) ? -2 : 0;
}

static int stub(struct reader *r, struct body *b, uint64_t at)
{
	struct stacks_stub s;

	if (body_left(b) < GMON_STACKS_STUB_SIZE(r->info.ptr_size))
		return fail(r, "STUB record too short", at);
	s.kind = (unsigned)get(b, 1);
	s.low = get_addr(b);
	s.high = get_addr(b);
	if (s.low > s.high)
		return fail(r, "a STUB range ends before it starts", at);
	return r->v->stub && r->v->stub(r->v->ctx, &s) ? -2 : 0;
}

static int stack(struct reader *r, struct body *b, uint64_t at)
{
	struct stacks_stack s;
	size_t i;

	if (body_left(b) < GMON_STACKS_STACK_SIZE(r->info.ptr_size, 0))
		return fail(r, "STACK record too short", at);
	s.thread = (uint32_t)get(b, 4);
	s.epoch = (uint32_t)get(b, 4);
	s.count = get(b, 8);
	s.flags = (unsigned)get(b, 1);
	s.nframes = (size_t)get(b, 2);
	if (s.nframes == 0)
		return fail(r, "a STACK record without frames", at);
	if (body_left(b) / r->info.ptr_size < s.nframes)
		return fail(r, "STACK record shorter than its frames", at);
	for (i = 0; i < s.nframes; i++)
		r->frames[i] = get_addr(b);
	s.frames = r->frames;
	if (s.count > UINT64_MAX - r->samples)
		return fail(r, "more than 2^64 samples", at);
	r->samples += s.count;
	r->nstacks++;
	return r->v->stack && r->v->stack(r->v->ctx, &s) ? -2 : 0;
}

static int end(struct reader *r, struct body *b, uint64_t at)
{
	struct stacks_end e;

	if (body_left(b) < GMON_STACKS_END_SIZE)
		return fail(r, "END record too short", at);
	e.nstacks = get(b, 8);
	e.samples = get(b, 8);
	e.dropped = get(b, 8);
	if (e.nstacks != r->nstacks || e.samples != r->samples)
		return host_fail(r->err, r->errlen, "the END record counts %llu "
				 "stacks of %llu samples, the file holds %llu of %llu",
				 (unsigned long long)e.nstacks,
				 (unsigned long long)e.samples,
				 (unsigned long long)r->nstacks,
				 (unsigned long long)r->samples);
	return r->v->end && r->v->end(r->v->ctx, &e) ? -2 : 0;
}

/* The stage a tag belongs to, or -1 for a tag this reader does not know. */
static int stage_of(unsigned tag)
{
	switch (tag) {
	case GMON_STACKS_TAG_INFO: return AT_INFO;
	case GMON_STACKS_TAG_OBJECT: case GMON_STACKS_TAG_STUB: return AT_OBJECTS;
	case GMON_STACKS_TAG_STACK: return AT_STACKS;
	case GMON_STACKS_TAG_END: return AT_DONE;
	default: return -1;
	}
}

/*
 * Records come in stages: INFO, then objects and stubs, then stacks,
 * then END; a record may stay in its stage or move on, never back.
 */
static int check_order(struct reader *r, unsigned tag, uint64_t at)
{
	int s = stage_of(tag);

	if (r->stage == AT_INFO) {
		if (tag != GMON_STACKS_TAG_INFO)
			return fail(r, "the first record is not INFO", at);
		r->stage = AT_OBJECTS;
		return 0;
	}
	if (s < 0)
		return 0;
	if (s == AT_INFO)
		return fail(r, "a second INFO record", at);
	if (s < (int)r->stage)
		return fail(r, "an OBJECT or STUB record after the stacks", at);
	r->stage = (enum stage)s;
	return 0;
}

static int dispatch(struct reader *r, unsigned tag, struct body *b,
		    uint64_t at)
{
	switch (tag) {
	case GMON_STACKS_TAG_INFO: return info(r, b, at);
	case GMON_STACKS_TAG_OBJECT: return object(r, b, at);
	case GMON_STACKS_TAG_STUB: return stub(r, b, at);
	case GMON_STACKS_TAG_STACK: return stack(r, b, at);
	case GMON_STACKS_TAG_END: return end(r, b, at);
	default: return 0;	/* a later version's record: skipped */
	}
}

static int record(struct reader *r)
{
	unsigned char h[GMON_STACKS_REC_HDR_SIZE];
	struct body b = { h + 1, h + sizeof h, r->info.big_endian, 0 };
	uint64_t at = r->src.offset, len;
	unsigned tag;
	int rc;

	if (source_take(&r->src, h, sizeof h) != 0)
		return fail(r, "truncated record header", at);
	tag = h[0];
	len = get(&b, 4);
	if (len > GMON_STACKS_REC_MAX)
		return fail(r, "a record longer than 1 MiB", at);
	if (check_order(r, tag, at) != 0)
		return -1;
	if (source_take(&r->src, r->buf, (size_t)len) != 0)
		return fail(r, "truncated record", at);
	b.p = r->buf;
	b.end = r->buf + len;
	b.ptr_size = r->info.ptr_size;
	rc = dispatch(r, tag, &b, at);
	if (rc == -2)
		return host_fail(r->err, r->errlen, "out of memory");
	return rc;
}

static int read_all(struct reader *r)
{
	if (header(r) != 0)
		return -1;
	while (r->stage != AT_DONE) {
		if (source_at_end(&r->src))
			return r->src.read_error ?
			       host_fail(r->err, r->errlen, "read error: %s",
					 strerror(errno)) :
			       fail(r, "truncated: the file ends before its END record",
				    r->src.offset);
		if (record(r) != 0)
			return r->src.read_error ?
			       host_fail(r->err, r->errlen, "read error: %s",
					 strerror(errno)) : -1;
	}
	if (!source_at_end(&r->src))
		return fail(r, "bytes after the END record", r->src.offset);
	return 0;
}

static int read_source(struct source *src, const struct stacks_visitor *v,
		       char *err, size_t errlen)
{
	static const struct stacks_visitor none = { 0 };
	struct reader r;
	int rc;

	memset(&r, 0, sizeof r);
	r.src = *src;
	r.v = v ? v : &none;
	r.err = err;
	r.errlen = errlen;
	r.buf = malloc(GMON_STACKS_REC_MAX);
	r.frames = malloc(GMON_STACKS_FRAMES_MAX * sizeof *r.frames);
	r.ranges = malloc(GMON_STACKS_RANGES_MAX * sizeof *r.ranges);
	r.path = malloc(GMON_STACKS_PATH_MAX + 1);
	if (r.buf == NULL || r.frames == NULL || r.ranges == NULL || r.path == NULL)
		rc = host_fail(err, errlen, "out of memory");
	else
		rc = read_all(&r);
	free(r.buf);
	free(r.frames);
	free(r.ranges);
	free(r.path);
	return rc;
}

int stacks_magic(const unsigned char *data, size_t len)
{
	return len >= GMON_STACKS_MAGIC_SIZE &&
	       memcmp(data, GMON_STACKS_MAGIC, GMON_STACKS_MAGIC_SIZE) == 0;
}

int stacks_read_mem(const unsigned char *data, size_t len,
		    const struct stacks_visitor *v, char *err, size_t errlen)
{
	struct source s = { NULL, data, data + len, 0, 0 };

	return read_source(&s, v, err, errlen);
}

int stacks_read_stream(FILE *fp, const struct stacks_visitor *v, char *err,
		       size_t errlen)
{
	struct source s = { fp, NULL, NULL, 0, 0 };

	return read_source(&s, v, err, errlen);
}

int stacks_read_path(const char *path, const struct stacks_visitor *v,
		     char *err, size_t errlen)
{
	FILE *fp = fopen(path, "rb");
	struct stat st;
	int rc;

	if (fp == NULL)
		return host_fail(err, errlen, "cannot open: %s", strerror(errno));
	if (fstat(fileno(fp), &st) != 0)
		rc = host_fail(err, errlen, "cannot stat: %s", strerror(errno));
	else if (S_ISDIR(st.st_mode))
		rc = host_fail(err, errlen, "is a directory, not a stacks file");
	else
		rc = stacks_read_stream(fp, v, err, errlen);
	fclose(fp);
	return rc;
}
