/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Memory for the profile: a bump allocator over a static arena in .bss
 * (zeroed by the start-up code).  The core asks for a few blocks at
 * start and one more each time an arc table doubles; it may ask from
 * mcount, so allocation is lock-free atomics only, safe against an
 * interrupt handler or another CPU running profiled code meanwhile.
 * A profile started again (monstartup after _mcleanup, a kernel's
 * reset) gives its histogram back and asks for one of the same size:
 * blocks given back are kept for that.
 */
#include "gmon_core.h"

#ifndef PORT_ARENA_BYTES
#define PORT_ARENA_BYTES (256 * 1024)
#endif
#define ALIGN 16
#define SPARES 4

static unsigned char arena[PORT_ARENA_BYTES] __attribute__((aligned(ALIGN)));
static size_t top;	/* atomic: bytes handed out */
/*
 * Blocks given back below the top, each holding its size in its first
 * word (atomic: NULL, or a block; taken by compare-and-swap).
 */
static void *spare[SPARES];

static size_t rounded(size_t size)
{
	return (size + ALIGN - 1) & ~(size_t)(ALIGN - 1);
}

static void zero(unsigned char *p, size_t n)
{
	while (n--)
		*p++ = 0;
}

/* A block of n bytes given back earlier, zeroed again; NULL if none. */
static void *reuse(size_t n)
{
	unsigned i;

	for (i = 0; i < SPARES; i++) {
		void *p = __atomic_load_n(&spare[i], __ATOMIC_ACQUIRE);

		if (p != NULL && *(size_t *)p == n &&
		    __atomic_compare_exchange_n(&spare[i], &p, NULL, 0,
						__ATOMIC_ACQUIRE,
						__ATOMIC_RELAXED)) {
			zero(p, n);
			return p;
		}
	}
	return NULL;
}

void *gmon_port_alloc(size_t size)
{
	size_t n = rounded(size);
	size_t at;
	void *p;

	if (n < size || n > sizeof arena)
		return NULL;
	if ((p = reuse(n)) != NULL)
		return p;
	at = __atomic_fetch_add(&top, n, __ATOMIC_RELAXED);
	if (at > sizeof arena - n)
		return NULL;	/* the arena stays exhausted: top only grows */
	return arena + at;
}

/*
 * The newest block goes back to the arena, zeroed first, as the next
 * allocation must be; an older one waits in a spare slot for a request
 * of its size (while every slot is taken, it stays allocated).
 */
void gmon_port_free(void *p, size_t size)
{
	size_t n = rounded(size);
	size_t at = (size_t)((unsigned char *)p - arena);
	size_t end = at + n;
	unsigned i;

	if (__atomic_load_n(&top, __ATOMIC_RELAXED) == end) {
		zero(arena + at, n);
		if (__atomic_compare_exchange_n(&top, &end, at, 0,
						__ATOMIC_RELAXED,
						__ATOMIC_RELAXED))
			return;
	}
	*(size_t *)p = n;
	for (i = 0; i < SPARES; i++) {
		void *none = NULL;

		if (__atomic_compare_exchange_n(&spare[i], &none, p, 0,
						__ATOMIC_RELEASE,
						__ATOMIC_RELAXED))
			return;
	}
}
