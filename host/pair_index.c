/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* An index from a pair of keys to a place in an array; see pair_index.h. */
#include "pair_index.h"

#include <stdlib.h>

static size_t pair_hash(const struct pair_index *x, uint64_t a, uint64_t b)
{
	uint64_t h = a * 0x9e3779b97f4a7c15ull ^ b * 0xc2b2ae3d27d4eb4full;

	return (size_t)(h ^ h >> 29) & (x->nslots - 1);
}

size_t pair_slot(const struct pair_index *x, const void *ctx, pair_key_fn *key,
		 uint64_t a, uint64_t b)
{
	uint64_t ka, kb;
	size_t s;

	for (s = pair_hash(x, a, b); x->slots[s] != PAIR_FREE;
	     s = (s + 1) & (x->nslots - 1)) {
		key(ctx, x->slots[s], &ka, &kb);
		if (ka == a && kb == b)
			break;
	}
	return s;
}

int pair_room(struct pair_index *x, const void *ctx, pair_key_fn *key,
	      size_t n)
{
	size_t i, *old = x->slots, nold = x->nslots;
	uint64_t a, b;

	if ((n + 1) * 2 <= x->nslots)
		return 0;
	x->nslots = nold ? nold * 2 : 1024;
	x->slots = malloc(x->nslots * sizeof *x->slots);
	if (x->slots == NULL) {
		x->slots = old;
		x->nslots = nold;
		return -1;
	}
	for (i = 0; i < x->nslots; i++)
		x->slots[i] = PAIR_FREE;
	for (i = 0; i < n; i++) {
		key(ctx, i, &a, &b);
		x->slots[pair_slot(x, ctx, key, a, b)] = i;
	}
	free(old);
	return 0;
}

void pair_index_free(struct pair_index *x)
{
	free(x->slots);
	x->slots = NULL;
	x->nslots = 0;
}
