/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* C++ (gmon-c++) against the C++ compiler's own -pg, and CMake projects
 * of C and C++. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "dropin.h"

static void check_cxx(const char *test, const char *cxx)
{
	const char *total_area =
		"total_area(std::vector<Shape*, std::allocator<Shape*> > const&)";
	char *ours = xasprintf("GMON_CXX=%s %s -O2 -Wall -Wextra -Werror '%s/tests/progs/cxx.cpp' -o prog",
			       cxx, gmon_cxx(), srcdir_path());
	char *ref = xasprintf("%s -pg -O2 '%s/tests/progs/cxx.cpp' -o prog", cxx, srcdir_path());
	struct graph g;

	same_as_reference(test, ours, ref, &g);
	/* virtual calls: 3 rounds over 5 squares and 5 rectangles */
	cr_expect_eq(arc_count(&g, total_area, "Square::area() const"), 15);
	cr_expect_eq(arc_count(&g, total_area, "Rect::area() const"), 15);
	/* templates, one instance per type */
	cr_expect_eq(arc_count(&g, "int sum_twice<int>(int)", "int twice<int>(int)"), 10);
	cr_expect_eq(arc_count(&g, "long sum_twice<long>(int)", "long twice<long>(long)"), 20);
	cr_expect_eq(arc_count(&g, "double sum_twice<double>(int)",
			       "double twice<double>(double)"), 7);
	/* exceptions: every call counted, thrown or not */
	cr_expect_eq(arc_count(&g, "catch_some(int)", "checked(int)"), 20);
	/* the static constructor, before main (gprof names both of its
	   symbols, C1 and C2, so) */
	cr_expect_eq(arc_count(&g, "Registry::Registry()", "Registry::add()"), 2);
	free_graph(&g);
	free(ours);
	free(ref);
}

Test(cxx, gxx) { check_cxx("cxx_gxx", "g++"); }
Test(cxx, clangxx) { check_cxx("cxx_clangxx", "clang++"); }

/* A C file built with gmon-cc, a C++ file with gmon-c++, one program. */
Test(cxx, mixed_c_and_cxx)
{
	char *script = xasprintf(
		"printf '#ifdef __cplusplus\\nextern \"C\"\\n#endif\\nint c_leaf(int);\\n' > leaf.h && "
		"printf '#include \"leaf.h\"\\nint c_leaf(int x){return x*3;}\\n' > leaf.c && "
		"printf '#include \"leaf.h\"\\nstruct Acc{int s=0;__attribute__((noinline)) void add(int x){s+=c_leaf(x);}};\\n"
		"int main(){Acc a;for(int i=0;i<6;i++)a.add(i);return a.s!=45;}\\n' > main.cpp && "
		"%s -O1 -c leaf.c && %s -O1 -c main.cpp && %s leaf.o main.o -o prog && "
		"./prog && gprof -b -q --no-demangle ./prog gmon.out",
		gmon_cc(), gmon_cxx(), gmon_cxx());

	expect_arcs_of("cxx_mixed", script, (const struct expected_arc[]){
		{ "main", "_ZN3Acc3addEi", 6 }, { "_ZN3Acc3addEi", "c_leaf", 6 },
		{ NULL, NULL, 0 } });
	free(script);
}

/*
 * A CMake project of C and C++ with CMAKE_C/CXX_COMPILER set to the
 * drivers (a static library and a program), with `options' for cmake.
 */
static void check_cmake(const char *test, const char *env,
			const char *options)
{
	char *script = xasprintf("%s sh '%s/tests/scripts/cmake-mixed.sh' '%s' %s",
				 env, srcdir_path(), builddir_path(), options);

	need_tool("cmake", "deps/core.txt");
	expect_arcs_of(test, script, (const struct expected_arc[]){
		{ "main", "_Z4stepILi3EEii", 4 }, { "_Z4stepILi3EEii", "c_leaf", 4 },
		{ NULL, NULL, 0 } });
	free(script);
}

Test(cxx, cmake_mixed_project, .timeout = 300)
{
	check_cmake("cmake", "", "");
}

/*
 * With link-time optimisation the static library's objects are LTO
 * objects, which CMake archives with the compiler's gcc-ar: it looks for
 * it under gmon-cc's "prefix", as gmon-gcc-ar, which is installed beside
 * gmon-cc.
 */
Test(cxx, cmake_with_ipo, .timeout = 300)
{
	check_cmake("cmake_ipo", "", "-DCMAKE_INTERPROCEDURAL_OPTIMIZATION=ON");
}

/* The same when gmon-cc drives clang: gmon-llvm-ar and gmon-llvm-ranlib. */
Test(cxx, cmake_with_ipo_through_clang, .timeout = 300)
{
	check_cmake("cmake_ipo_clang", "GMON_CC=clang GMON_CXX=clang++",
		    "-DCMAKE_INTERPROCEDURAL_OPTIMIZATION=ON");
}
