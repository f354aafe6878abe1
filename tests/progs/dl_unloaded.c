/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Stacks in libraries that are gone before the profile is written: the
 * program opens libpg.so, burns in its pg_burn() from first(), closes
 * it, then opens libdl.so (which the loader is free to map where
 * libpg.so was), burns in dl_burn() from second(), and closes it too
 * (tests/progs/objlib.c built with -DLIB=pg and -DLIB=dl).
 *
 *   prog SECONDS       burns SECONDS of CPU time in each library
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

#define NOINLINE __attribute__((noinline))

typedef double burn_fn(double);

volatile unsigned long sink;

/* Opens ./NAME, burns in its SYMBOL for seconds, closes it. */
static void burn_in(const char *name, const char *symbol, double seconds)
{
	void *h = dlopen(name, RTLD_NOW);
	burn_fn *burn;

	if (h == NULL || (burn = (burn_fn *)dlsym(h, symbol)) == NULL) {
		fprintf(stderr, "%s: %s\n", name, dlerror());
		exit(1);
	}
	sink += (unsigned long)(burn(seconds) > 0);
	if (dlclose(h) != 0) {
		fprintf(stderr, "dlclose: %s\n", dlerror());
		exit(1);
	}
}

NOINLINE void first(double seconds)
{
	burn_in("./libpg.so", "pg_burn", seconds);
	sink++;
}

NOINLINE void second(double seconds)
{
	burn_in("./libdl.so", "dl_burn", seconds);
	sink++;
}

int main(int argc, char **argv)
{
	double seconds = argc > 1 ? strtod(argv[1], NULL) : 1.0;

	first(seconds);
	second(seconds);
	printf("done\n");
	return 0;
}
