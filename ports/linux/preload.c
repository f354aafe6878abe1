/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The start of profiling in the preloadable runtime, libgmon.so, which
 * gmon-run puts in LD_PRELOAD: a program that was not built for
 * profiling is profiled from the preloaded library's constructor (which
 * runs before the program's own) to exit, over the executable's text
 * and, with GMON_OBJECTS, every loaded object's.
 *
 * Two runtimes must never write one profile.  A program built with
 * gmon-cc has libgmon linked in, and exports its _mcleanup and mcount: that runtime
 * profiles the program (with the same environment), and this copy
 * stands aside.  A program built with the C library's `cc -pg' has no
 * runtime of its own, only calls to the C library's: those find this
 * library's functions first (it is preloaded), so its start file's
 * monstartup() and _mcleanup() are this runtime's, and one profile is
 * written.
 */
#define _GNU_SOURCE
#include "linux.h"
#include GMON_ARCH_CONTEXT_H	/* MCOUNT_NAMES */

#include <link.h>
#include <stdlib.h>

/* What the objects before this library in the loader's list hold. */
struct before_us {
	uintptr_t low, high;	/* the executable's (the first object's)
				   text; 0, 0 until it is read */
	int another;		/* a runtime of its own comes first */
};

/*
 * Is a runtime linked in: does an object that comes before this one in
 * the loader's search order (the executable, other preloaded libraries)
 * define _mcleanup, or does the executable define mcount in its text?
 * The second holds where the first does not: -Wl,--exclude-libs,ALL
 * keeps libgmon.a's _mcleanup from the exports, not the start file's
 * mcount.  (A program built with cc -pg calls the C library's mcount,
 * which comes after this library.)  Read from the symbol tables, not
 * asked of dlsym(): see dynsym.c.
 */
static int look_before_us(struct dl_phdr_info *info, size_t size, void *data)
{
	static const char *const mcounts[] = { MCOUNT_NAMES };
	struct before_us *b = data;
	size_t i;

	(void)size;
	if (gmon_linux_object_holds(info, (uintptr_t)look_before_us))
		return 1;	/* ours: what comes after does not matter */
	if (b->high == 0) {	/* the executable */
		if (!gmon_linux_text_of(info, &b->low, &b->high))
			return 1;
		for (i = 0; i < sizeof mcounts / sizeof *mcounts; i++) {
			uintptr_t at = gmon_linux_dynamic_symbol(info, mcounts[i]);

			b->another |= at - b->low < b->high - b->low;
		}
	}
	b->another |= gmon_linux_dynamic_symbol(info, "_mcleanup") != 0;
	return b->another;
}

static void finish_profiling(void)
{
	gmon_finish(1);
}

__attribute__((constructor))
static void start_profiling(void)
{
	struct before_us b = { 0, 0, 0 };

	/* (GMON_PROFILE=off: gmon_start starts nothing, stop writes nothing) */
	dl_iterate_phdr(look_before_us, &b);
	if (b.low >= b.high || b.another)
		return;
	if (gmon_start(b.low, b.high, NULL, 0, 0) == 0)
		atexit(finish_profiling);
}
