/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Other languages than C and C++ through gmon-cc. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "dropin.h"

/*
 * Fortran through gmon-cc --cc=gfortran, in a CMake project whose shared
 * library mixes Fortran and C, as the README says.  (With only the C
 * compiler set to gmon-cc, CMake adds the libgmon.a it read from
 * gmon-cc's link line to gfortran's link of the library, which fails.)
 */
Test(other_languages, fortran_and_c_with_cmake, .timeout = 300)
{
	char *script = xasprintf("sh '%s/tests/scripts/cmake-fortran.sh' '%s'",
				 srcdir_path(), builddir_path());

	need_tool("cmake", "deps/core.txt");
	need_tool("gfortran", "deps/core.txt");
	expect_arcs_of("fortran_cmake", script, (const struct expected_arc[]){
		{ "fsub", "fone_", 5 }, { NULL, NULL, 0 } });
	free(script);
}
