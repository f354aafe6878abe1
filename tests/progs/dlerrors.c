/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * dlopen's search and its errors, for a bare name found through the
 * executable's run path (d0:d1:d2):
 *
 *   libB.so   in d0 for another machine (the search passes over it), in
 *             d1 empty (the search ends there: "file too short"), in d2
 *             good (never reached)
 *   libU.so   in d2, with an undefined symbol: the loader's error
 *   libC.so   in d2, not loaded: RTLD_NOLOAD gives NULL and no error
 *
 * Built with -DLIB for the good libraries; prints what each dlopen gave.
 */
#include <dlfcn.h>
#include <stdio.h>

#if defined(LIB)
int undefined_thing(void);

int b_value(void)
{
	return 1;
}

#ifdef UNDEFINED
int u_value(void)
{
	return undefined_thing();
}
#endif
#else
static void try(const char *name, int mode)
{
	void *h = dlopen(name, mode);
	const char *err = h ? NULL : dlerror();

	printf("%s: %s\n", name, h ? "loaded" : err ? err : "no error");
}

int main(void)
{
	try("libB.so", RTLD_NOW);
	try("libU.so", RTLD_NOW);
	try("libC.so", RTLD_NOW | RTLD_NOLOAD);
	return 0;
}
#endif
