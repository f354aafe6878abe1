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

#include <dlfcn.h>
#include <link.h>
#include <stdlib.h>

struct text {
	uintptr_t low, high;
};

/* The executable's (the first object's) text. */
static int executable_text(struct dl_phdr_info *info, size_t size, void *data)
{
	struct text *t = data;

	(void)size;
	if (!gmon_linux_text_of(info, &t->low, &t->high))
		t->low = t->high = 0;
	return 1;
}

/*
 * Is a runtime linked in: does a definition of _mcleanup come before
 * ours, or does the executable define mcount?  The second holds where
 * the first does not: -Wl,--exclude-libs,ALL keeps libgmon.a's
 * _mcleanup from the exports, not the start file's mcount.  (A program
 * built with cc -pg calls the C library's mcount, outside its text.)
 */
static int another_runtime_first(const struct text *t)
{
	static const char *const mcounts[] = { MCOUNT_NAMES };
	Dl_info found, mine;
	void *first = dlsym(RTLD_DEFAULT, "_mcleanup");
	int another = first != NULL && dladdr(first, &found) &&
		      dladdr((void *)executable_text, &mine) &&
		      found.dli_fbase != mine.dli_fbase;
	int failed = first == NULL;
	size_t i;

	for (i = 0; !another && i < sizeof mcounts / sizeof *mcounts; i++) {
		uintptr_t at = (uintptr_t)dlsym(RTLD_DEFAULT, mcounts[i]);

		failed |= at == 0;
		another = at != 0 && at - t->low < t->high - t->low;
	}
	/*
	 * A name that is not there (none in musl, which has no profiling
	 * runtime) leaves a message for the program's next dlerror(), on
	 * musl even after lookups of its own that succeed: read it.  (It
	 * took the place of any message an earlier constructor left; on
	 * glibc the lookups that succeed clear that, as any dl call does.)
	 */
	if (failed)
		(void)dlerror();
	return another;
}

static void stop(void)
{
	gmon_finish(1);
}

__attribute__((constructor))
static void start(void)
{
	struct text t = { 0, 0 };

	/* (GMON_PROFILE=off: gmon_start starts nothing, stop writes nothing) */
	dl_iterate_phdr(executable_text, &t);
	if (t.low >= t.high || another_runtime_first(&t))
		return;
	if (gmon_start(t.low, t.high, NULL, 0, 0) == 0)
		atexit(stop);
}
