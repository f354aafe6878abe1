/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A library with DT_RUNPATH opens a bare name that only the executable's
 * DT_RPATH leads to.  glibc never looks in the executable's DT_RPATH for
 * a caller that has DT_RUNPATH: the open fails.  Built two ways:
 *
 *   -DLIB    lib/libprobe.so, DT_RUNPATH $ORIGIN: probe() opens
 *            "libexeonly.so" and says whether it could
 *   (none)   prog, DT_RPATH $ORIGIN/lib:$ORIGIN/exe (where
 *            libexeonly.so is): prints what probe() said
 */
#include <dlfcn.h>
#include <stdio.h>

#if defined(LIB)
const char *probe(void)
{
	return dlopen("libexeonly.so", RTLD_NOW) ? "found" : "not found";
}
#else
const char *probe(void);

int main(void)
{
	printf("libexeonly.so %s\n", probe());
	return 0;
}
#endif
