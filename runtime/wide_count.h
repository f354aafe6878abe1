/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A 64-bit count that C adds to with atomic adds of single words, so
 * that a signal handler may count between any two instructions and no
 * target needs 64-bit atomics: 32-bit targets keep the carries out of
 * the low word in a second word.  A reader that races an add may see a
 * carry late (one 2^32 short, for an instant); counts are read at write
 * time, when that costs nothing.
 */
#ifndef GMON_WIDE_COUNT_H
#define GMON_WIDE_COUNT_H

#include <stdint.h>

struct gmon_wide_count {
	uintptr_t low;		/* atomic */
#if UINTPTR_MAX == 0xffffffffu
	uintptr_t high;		/* atomic: carries out of low */
#endif
};

static inline uint64_t gmon_wide_read(const struct gmon_wide_count *w)
{
	uint64_t n = __atomic_load_n(&w->low, __ATOMIC_RELAXED);

#if UINTPTR_MAX == 0xffffffffu
	n += (uint64_t)__atomic_load_n(&w->high, __ATOMIC_RELAXED) << 32;
#endif
	return n;
}

static inline void gmon_wide_add(struct gmon_wide_count *w, uint64_t n)
{
#if UINTPTR_MAX == 0xffffffffu
	uintptr_t low = (uintptr_t)n, high = (uintptr_t)(n >> 32);
	uintptr_t was = __atomic_fetch_add(&w->low, low, __ATOMIC_RELAXED);

	high += was + low < was;
	if (high != 0)
		__atomic_fetch_add(&w->high, high, __ATOMIC_RELAXED);
#else
	__atomic_fetch_add(&w->low, n, __ATOMIC_RELAXED);
#endif
}

/* Every count in w, leaving 0. */
static inline uint64_t gmon_wide_take(struct gmon_wide_count *w)
{
	uint64_t n = __atomic_exchange_n(&w->low, 0, __ATOMIC_RELAXED);

#if UINTPTR_MAX == 0xffffffffu
	n += (uint64_t)__atomic_exchange_n(&w->high, 0, __ATOMIC_RELAXED) << 32;
#endif
	return n;
}

#endif
