/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Reading a stacks file (docs/FORMAT.md, "The stacks file") record by
 * record.  The reader holds one record at a time (at most
 * GMON_STACKS_REC_MAX bytes, and its frames), hands each to the
 * visitor's function for its kind, and checks the file as it goes: the
 * header, every record's length against its fields, the order of the
 * records, and the END record against what came before.  A file that
 * fails is refused with one line; the visitor may already have seen
 * part of it, and must then drop what it kept.
 */
#ifndef GMON_STACKS_READ_H
#define GMON_STACKS_READ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct stacks_info {
	unsigned version, ptr_size;
	int big_endian;
	uint32_t hz, depth_limit;
};

struct stacks_range {
	uint64_t low, high;	/* run-time, high exclusive */
};

struct stacks_object {
	uint32_t load_epoch, unload_epoch;
	unsigned kind;		/* GMON_STACKS_OBJ_* */
	uint64_t bias;		/* run-time minus link-time */
	size_t nranges;
	const struct stacks_range *ranges;
	const unsigned char *build_id;
	size_t build_id_len;
	const char *path;	/* NUL-terminated */
};

struct stacks_stub {
	unsigned kind;		/* GMON_STACKS_STUB_* */
	uint64_t low, high;
};

struct stacks_stack {
	uint32_t thread, epoch;
	uint64_t count;
	unsigned flags;		/* GMON_STACKS_TRUNCATED */
	size_t nframes;		/* at least 1 */
	const uint64_t *frames;	/* innermost first */
};

struct stacks_end {
	uint64_t nstacks, samples, dropped;
};

/*
 * What to do with each record; any function may be NULL.  The pointers
 * handed over live until the function returns.  A function returns 0,
 * or -1 to stop the reading (memory ran out).
 */
struct stacks_visitor {
	void *ctx;
	int (*info)(void *ctx, const struct stacks_info *info);
	int (*object)(void *ctx, const struct stacks_object *o);
	int (*stub)(void *ctx, const struct stacks_stub *s);
	int (*stack)(void *ctx, const struct stacks_stack *s);
	int (*end)(void *ctx, const struct stacks_end *e);
};

/* 1 if the bytes begin a stacks file (its magic), else 0. */
int stacks_magic(const unsigned char *data, size_t len);

/* Read `len' bytes; 0, or -1 with one line in err. */
int stacks_read_mem(const unsigned char *data, size_t len,
		    const struct stacks_visitor *v, char *err, size_t errlen);
/* Read from fp to its end. */
int stacks_read_stream(FILE *fp, const struct stacks_visitor *v, char *err,
		       size_t errlen);
/* Read the file at path (the message does not name it). */
int stacks_read_path(const char *path, const struct stacks_visitor *v,
		     char *err, size_t errlen);

#endif
