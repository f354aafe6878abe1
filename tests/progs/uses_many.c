/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A program without libgmon that uses objlib.c's `many' library built
 * with -pg: dlopen'ed, and with -DLINKED linked too.  Prints what
 * many_calls(5) returns each way (0 for the way not taken).
 */
#include <dlfcn.h>
#include <stdio.h>

long many_calls(int);

#ifdef LINKED
#define DIRECT many_calls(5)
#else
#define DIRECT 0L
#endif

int main(void)
{
	void *h = dlopen("./libmany.so", RTLD_NOW);
	long (*f)(int) = h ? (long (*)(int))dlsym(h, "many_calls") : 0;

	if (!f) {
		puts(dlerror());
		return 1;
	}
	printf("%ld %ld\n", f(5), DIRECT);
	return 0;
}
