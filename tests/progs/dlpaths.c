/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * dlopen from its caller's point of view: the loader looks a bare name up
 * in the calling object's run path, and $ORIGIN is the caller's
 * directory.  Built three ways:
 *
 *   -DPLUG   lib/plugins/libplug.so and own/libown.so: plug_value()
 *   -DLIB    lib/liba.so, run path $ORIGIN/plugins: a_bare() opens
 *            "libplug.so", a_origin() "$ORIGIN/plugins/libplug.so"
 *   (none)   prog, run path $ORIGIN/lib:$ORIGIN/own: opens "libown.so"
 *            itself, then calls liba's; prints what each got
 *            prog DIR (as moved, linked without a run path, liba found
 *            through LD_LIBRARY_PATH=lib, relative): changes directory
 *            to DIR, then has liba open "$ORIGIN/plugins/libplug.so",
 *            still in liba's directory, and "$ORIGINAL/libplug.so",
 *            a directory of that name in DIR ($ORIGINAL is no $ORIGIN)
 *   -DOWN    prog-own: the program defines its own dlopen, which counts
 *            its calls and passes them on: it must be the one called
 *   -DSTATIC linked -static: the C library's dlopen, whatever it does
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <unistd.h>

#if defined(PLUG)
int plug_value(void)
{
	return 42;
}
#elif defined(LIB)
static int value_of(const char *name)
{
	void *h = dlopen(name, RTLD_NOW);
	int (*fn)(void);

	if (h == NULL)
		return -1;
	fn = (int (*)(void))dlsym(h, "plug_value");
	return fn ? fn() : -2;
}

int a_bare(void)
{
	return value_of("libplug.so");
}

int a_origin(void)
{
	return value_of("$ORIGIN/plugins/libplug.so");
}

int a_named(const char *name)
{
	return value_of(name);
}
#elif defined(STATIC)
int main(void)
{
	void *h = dlopen("libm.so.6", RTLD_NOW);

	printf("%s\n", h ? "loaded" : dlerror());
	return 0;
}
#elif defined(OWN)
static int opened;

void *dlopen(const char *file, int mode)
{
	void *(*next)(const char *, int) =
		(void *(*)(const char *, int))dlsym(RTLD_NEXT, "dlopen");

	opened++;
	return next(file, mode);
}

int main(void)
{
	void *h = dlopen("libm.so.6", RTLD_NOW);

	printf("opened %d, %s\n", opened, h ? "loaded" : dlerror());
	return 0;
}
#else
int a_bare(void);
int a_origin(void);
int a_named(const char *name);

int main(int argc, char **argv)
{
	void *h;

	if (argc > 1) {
		if (chdir(argv[1]) != 0)
			return 2;
		printf("liba origin %d\n", a_origin());
		printf("liba $ORIGINAL %d\n", a_named("$ORIGINAL/libplug.so"));
		return 0;
	}
	h = dlopen("libown.so", RTLD_NOW);

	printf("main %s\n", h ? "found libown.so" : dlerror());
	printf("liba bare %d\n", a_bare());
	printf("liba origin %d\n", a_origin());
	return 0;
}
#endif
