/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * libFuzzer target for the stacks file reader (host/stacks_read.c):
 * every input is read from memory and, through a temporary stream, as
 * gmon-dump reads a file, with a visitor that touches every field it is
 * handed.  Built and run by `make check' with AddressSanitizer and
 * UndefinedBehaviorSanitizer (tests/stacks/fuzz.c), from seeds the test
 * writes with tests/lib/stacks_writer.c.
 */
#include "stacks_read.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static uint64_t seen;	/* what the visitor read, so that it is read */

static int on_info(void *ctx, const struct stacks_info *i)
{
	(void)ctx;
	seen += i->hz + i->depth_limit + i->ptr_size;
	return 0;
}

static int on_object(void *ctx, const struct stacks_object *o)
{
	size_t i;

	(void)ctx;
	seen += strlen(o->path) + o->bias + o->kind;
	for (i = 0; i < o->nranges; i++)
		seen += o->ranges[i].high - o->ranges[i].low;
	for (i = 0; i < o->build_id_len; i++)
		seen += o->build_id[i];
	return 0;
}

static int on_stub(void *ctx, const struct stacks_stub *s)
{
	(void)ctx;
	seen += s->high - s->low;
	return 0;
}

static int on_stack(void *ctx, const struct stacks_stack *s)
{
	size_t i;

	(void)ctx;
	for (i = 0; i < s->nframes; i++)
		seen += s->frames[i];
	seen += s->count;
	return 0;
}

static int on_end(void *ctx, const struct stacks_end *e)
{
	(void)ctx;
	seen += e->dropped;
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct stacks_visitor v = { NULL, on_info, on_object, on_stub,
					  on_stack, on_end };
	char err[256];
	FILE *fp;
	int a, b;

	a = stacks_read_mem(data, size, &v, err, sizeof err);
	fp = tmpfile();
	if (fp == NULL)
		return 0;
	if (size > 0 && fwrite(data, 1, size, fp) != size) {
		fclose(fp);
		return 0;
	}
	rewind(fp);
	b = stacks_read_stream(fp, &v, err, sizeof err);
	fclose(fp);
	if (a != b)	/* the two ways of reading must agree */
		__builtin_trap();
	return 0;
}
