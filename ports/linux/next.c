/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The C library's definition of a function libgmon stands in for
 * (dlhook.c, sigwait.c): the next one after ours, looked up once, in
 * the objects' own symbol tables (dynsym.c), not with dlsym(RTLD_NEXT),
 * which would clear a message a failed dlopen() left for the program's
 * dlerror(): a hooked call between the two must leave it there.
 * A member of libgmon.a of its own, so that a static program, which
 * links none of the hooks, links none of this either.
 */
#define _GNU_SOURCE
#include "linux.h"

#include <dlfcn.h>

void *gmon_linux_next_definition(void **cache, const char *name)
{
	void *fn = __atomic_load_n(cache, __ATOMIC_ACQUIRE);
	uintptr_t at;

	if (fn == NULL) {
		at = gmon_linux_next_symbol((uintptr_t)gmon_linux_next_definition,
					    name);
		/* an ifunc's resolver is the loader's to run */
		fn = at == 1 ? dlsym(RTLD_NEXT, name) : (void *)at;
		__atomic_store_n(cache, fn, __ATOMIC_RELEASE);
	}
	return fn;
}
