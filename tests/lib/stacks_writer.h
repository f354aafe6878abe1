/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A stacks file built in memory, record by record (docs/FORMAT.md, "The
 * stacks file"), for the tests of the host's reader and views until the
 * runtime writes them, and for the fuzz target's seeds.  Any byte order
 * and address size; END counts what was added, unless told otherwise.
 */
#ifndef GMON_TEST_STACKS_WRITER_H
#define GMON_TEST_STACKS_WRITER_H

#include <stddef.h>
#include <stdint.h>

struct stacks_writer {
	unsigned char *buf;
	size_t len, cap;
	int big;
	unsigned ptr_size;
	uint64_t nstacks, samples;
};

/* Header and INFO. */
void sw_begin(struct stacks_writer *w, unsigned ptr_size, int big,
	      uint32_t hz, uint32_t depth_limit);
/* One load of an object with one range [low, high), run-time. */
void sw_object(struct stacks_writer *w, unsigned kind, const char *path,
	       uint64_t bias, uint64_t low, uint64_t high,
	       const unsigned char *build_id, size_t build_id_len,
	       uint32_t load_epoch, uint32_t unload_epoch);
void sw_stub(struct stacks_writer *w, uint64_t low, uint64_t high);
void sw_stack(struct stacks_writer *w, uint32_t thread, uint32_t epoch,
	      uint64_t count, unsigned flags, const uint64_t *frames,
	      size_t nframes);
/* Any record, as given (a later version's, or a broken one). */
void sw_raw(struct stacks_writer *w, unsigned tag, const void *body,
	    size_t len);
/* END with the counts added so far and `dropped'. */
void sw_end(struct stacks_writer *w, uint64_t dropped);
/* Write the file; 0 or -1. */
int sw_save(const struct stacks_writer *w, const char *path);
void sw_free(struct stacks_writer *w);

#endif
