/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Bytes a test lays out by hand (a profile file, an encoder's output). */
#ifndef GMON_TEST_BYTES_H
#define GMON_TEST_BYTES_H

#include <stddef.h>
#include <stdint.h>

struct bytes { unsigned char b[1 << 16]; size_t n; };

/* Append `v' as `size' little-endian bytes; bytes past the eighth are 0. */
static inline void put_le(struct bytes *e, uint64_t v, int size)
{
	for (int i = 0; i < size; i++)
		e->b[e->n++] = i < 8 ? (unsigned char)(v >> (8 * i)) : 0;
}

#endif
