/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Memory for the profile: a bump allocator over a static arena in .bss
 * (zeroed by the start-up code).  The core asks for a few blocks at
 * start and one more each time an arc table doubles; it may ask from
 * mcount, so allocation is one lock-free atomic add, safe against an
 * interrupt handler or another CPU running profiled code meanwhile.
 */
#include "gmon_core.h"

#ifndef PORT_ARENA_BYTES
#define PORT_ARENA_BYTES (256 * 1024)
#endif
#define ALIGN 16

static unsigned char arena[PORT_ARENA_BYTES] __attribute__((aligned(ALIGN)));
static size_t top;	/* atomic: bytes handed out */

void *gmon_port_alloc(size_t size)
{
	size_t n = (size + ALIGN - 1) & ~(size_t)(ALIGN - 1);
	size_t at;

	if (n < size || n > sizeof arena)
		return NULL;
	at = __atomic_fetch_add(&top, n, __ATOMIC_RELAXED);
	if (at > sizeof arena - n)
		return NULL;	/* the arena stays exhausted: top only grows */
	return arena + at;
}

/*
 * Only the newest block can be given back (the core frees its histogram
 * when monitor() restarts with other buffers).  It is zeroed first, as
 * the next allocation must be.  Anything else stays allocated.
 */
void gmon_port_free(void *p, size_t size)
{
	size_t n = (size + ALIGN - 1) & ~(size_t)(ALIGN - 1);
	size_t at = (size_t)((unsigned char *)p - arena);
	size_t end = at + n;
	size_t i;

	if (__atomic_load_n(&top, __ATOMIC_RELAXED) != end)
		return;
	for (i = 0; i < n; i++)
		arena[at + i] = 0;
	__atomic_compare_exchange_n(&top, &end, at, 0, __ATOMIC_RELAXED,
				    __ATOMIC_RELAXED);
}
