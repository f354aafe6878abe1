/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * An open-addressing index from a pair of keys to a place in an array:
 * the array holds the entries, the index only their places, and a
 * caller's function tells the keys of the entry at a place.  Every
 * entry of the array is in the index; the index is at most half full.
 */
#ifndef PAIR_INDEX_H
#define PAIR_INDEX_H

#include <stddef.h>
#include <stdint.h>

#define PAIR_FREE ((size_t)-1)	/* a slot that holds no place */

struct pair_index {
	size_t *slots, nslots;
};

/* The keys of entry i of the array an index points into. */
typedef void pair_key_fn(const void *ctx, size_t i, uint64_t *a, uint64_t *b);

/* The slot of (a, b) in x: the one that holds it, or the free one
 * (PAIR_FREE) where it goes.  x must have room (pair_room). */
size_t pair_slot(const struct pair_index *x, const void *ctx, pair_key_fn *key,
		 uint64_t a, uint64_t b);

/* Room in x for one entry more than the array's n; 0, or -1 (x as it
 * was) when memory runs out. */
int pair_room(struct pair_index *x, const void *ctx, pair_key_fn *key,
	      size_t n);

void pair_index_free(struct pair_index *x);

#endif
