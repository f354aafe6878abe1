/*
 * The C library's definition of a function libgmon stands in for
 * (dlhook.c, sigwait.c): the next one after ours, looked up once.
 * A member of libgmon.a of its own, so that a static program, which
 * links none of the hooks, links no dlsym either.
 */
#define _GNU_SOURCE
#include "linux.h"

#include <dlfcn.h>

void *gmon_linux_next_definition(void **cache, const char *name)
{
	void *fn = __atomic_load_n(cache, __ATOMIC_ACQUIRE);

	if (fn == NULL) {
		fn = dlsym(RTLD_NEXT, name);
		__atomic_store_n(cache, fn, __ATOMIC_RELEASE);
	}
	return fn;
}
