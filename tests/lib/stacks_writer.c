/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* A stacks file built in memory; see stacks_writer.h. */
#include "stacks_writer.h"
#include "../../include/sys/gmon_stacks.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void put(struct stacks_writer *w, const void *p, size_t n)
{
	if (w->len + n > w->cap) {
		w->cap = (w->len + n) * 2 + 256;
		w->buf = realloc(w->buf, w->cap);
		if (w->buf == NULL)
			abort();
	}
	memcpy(w->buf + w->len, p, n);
	w->len += n;
}

/* v as n bytes in the file's byte order */
static void put_int(struct stacks_writer *w, uint64_t v, size_t n)
{
	unsigned char b[8];
	size_t i;

	for (i = 0; i < n; i++)
		b[w->big ? n - 1 - i : i] = (unsigned char)(v >> 8 * i);
	put(w, b, n);
}

static void put_addr(struct stacks_writer *w, uint64_t v)
{
	put_int(w, v, w->ptr_size);
}

static void record(struct stacks_writer *w, unsigned tag, size_t len)
{
	put_int(w, tag, 1);
	put_int(w, len, 4);
}

void sw_begin(struct stacks_writer *w, unsigned ptr_size, int big,
	      uint32_t hz, uint32_t depth_limit)
{
	memset(w, 0, sizeof *w);
	w->big = big;
	w->ptr_size = ptr_size;
	put(w, GMON_STACKS_MAGIC, GMON_STACKS_MAGIC_SIZE);
	put_int(w, big ? GMON_STACKS_BIG : GMON_STACKS_LITTLE, 1);
	put_int(w, ptr_size, 1);
	put_int(w, GMON_STACKS_VERSION, 2);
	put_int(w, 0, 4);
	record(w, GMON_STACKS_TAG_INFO, GMON_STACKS_INFO_SIZE);
	put_int(w, hz, 4);
	put_int(w, depth_limit, 4);
}

void sw_object(struct stacks_writer *w, unsigned kind, const char *path,
	       uint64_t bias, uint64_t low, uint64_t high,
	       const unsigned char *build_id, size_t build_id_len,
	       uint32_t load_epoch, uint32_t unload_epoch)
{
	size_t path_len = strlen(path);

	record(w, GMON_STACKS_TAG_OBJECT,
	       GMON_STACKS_OBJECT_SIZE(w->ptr_size, 1, build_id_len, path_len));
	put_int(w, load_epoch, 4);
	put_int(w, unload_epoch, 4);
	put_int(w, kind, 1);
	put_int(w, build_id_len, 1);
	put_int(w, path_len, 2);
	put_int(w, 1, 2);
	put_addr(w, bias);
	put_addr(w, low);
	put_addr(w, high);
	put(w, build_id, build_id_len);
	put(w, path, path_len);
}

void sw_stub(struct stacks_writer *w, uint64_t low, uint64_t high)
{
	record(w, GMON_STACKS_TAG_STUB, GMON_STACKS_STUB_SIZE(w->ptr_size));
	put_int(w, GMON_STACKS_STUB_MCOUNT, 1);
	put_addr(w, low);
	put_addr(w, high);
}

void sw_stack(struct stacks_writer *w, uint32_t thread, uint32_t epoch,
	      uint64_t count, unsigned flags, const uint64_t *frames,
	      size_t nframes)
{
	size_t i;

	record(w, GMON_STACKS_TAG_STACK,
	       GMON_STACKS_STACK_SIZE(w->ptr_size, nframes));
	put_int(w, thread, 4);
	put_int(w, epoch, 4);
	put_int(w, count, 8);
	put_int(w, flags, 1);
	put_int(w, nframes, 2);
	for (i = 0; i < nframes; i++)
		put_addr(w, frames[i]);
	w->nstacks++;
	w->samples += count;
}

void sw_raw(struct stacks_writer *w, unsigned tag, const void *body,
	    size_t len)
{
	record(w, tag, len);
	put(w, body, len);
}

void sw_end(struct stacks_writer *w, uint64_t dropped)
{
	record(w, GMON_STACKS_TAG_END, GMON_STACKS_END_SIZE);
	put_int(w, w->nstacks, 8);
	put_int(w, w->samples, 8);
	put_int(w, dropped, 8);
}

int sw_save(const struct stacks_writer *w, const char *path)
{
	FILE *fp = fopen(path, "wb");
	int bad;

	if (fp == NULL)
		return -1;
	bad = fwrite(w->buf, 1, w->len, fp) != w->len;
	return fclose(fp) != 0 || bad ? -1 : 0;
}

void sw_free(struct stacks_writer *w)
{
	free(w->buf);
	memset(w, 0, sizeof *w);
}
