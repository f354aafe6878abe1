/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gmon-fortran as a drop-in for `gfortran -pg': the call graph of a
 * program with modules, a generic interface, a procedure pointer,
 * recursion and calls between Fortran and C equals gfortran -pg's arc
 * for arc; FC=gmon-fortran builds an autotools and a CMake project;
 * OpenMP in Fortran is counted exactly and its bodies named.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

/* modules.f90 and fcalls.c at `flags', with gmon-fortran and gmon-cc
 * and with gfortran -pg and gcc -pg: the same output, the same graph. */
static void compare_with_gfortran(const char *test, const char *flags,
				  struct graph *g)
{
	const char *src = srcdir_path();
	char *ours = xasprintf(
		"%s %s -c '%s/tests/progs/fcalls.c' && "
		"%s %s -c '%s/tests/progs/modules.f90' && "
		"%s %s modules.o fcalls.o -o prog",
		gmon_cc(), flags, src, gmon_fortran(), flags, src,
		gmon_fortran(), flags);
	char *ref = xasprintf(
		"gcc -pg %s -c '%s/tests/progs/fcalls.c' && "
		"gfortran -pg %s -c '%s/tests/progs/modules.f90' && "
		"gfortran -pg %s modules.o fcalls.o -o prog",
		flags, src, flags, src, flags);

	need_tool("gfortran", "deps/core.txt");
	same_as_reference(test, ours, ref, g);
	free(ours);
	free(ref);
}

/* The arcs modules.f90 makes when nothing is inlined (-O0). */
static const struct expected_arc modules_arcs[] = {
	{ "MAIN__", "__shapes_MOD_area_circle", 7 },
	{ "MAIN__", "__shapes_MOD_area_square", 7 },
	{ "MAIN__", "__shapes_MOD_tally", 7 },
	{ "__shapes_MOD_tally", "c_twice", 7 },
	{ "__shapes_MOD_tally", "__shapes_MOD_apply", 7 },
	{ "__shapes_MOD_apply", "__shapes_MOD_next_step", 7 },
	{ "MAIN__", "__shapes_MOD_fact", 1 },
	{ "__shapes_MOD_fact", "__shapes_MOD_fact", 9 },
	{ "MAIN__", "c_calls_back", 1 },
	{ "c_calls_back", "f_square", 5 },
	{ "f_square", "__shapes_MOD_area_square", 5 },
	{ NULL, NULL, 0 }
};

Test(fortran, arcs_equal_gfortran_pg_O0, .timeout = 300)
{
	struct graph g;

	compare_with_gfortran("fortran_O0", "-O0", &g);
	expect_graph_arcs(&g, modules_arcs, "");
	free_graph(&g);
}

Test(fortran, arcs_equal_gfortran_pg_O2, .timeout = 300)
{
	struct graph g;

	compare_with_gfortran("fortran_O2", "-O2", &g);
	cr_expect_eq(arc_count(&g, "MAIN__", "c_calls_back"), 1);
	free_graph(&g);
}

/* A project whose configure found its compilers with AC_PROG_FC. */
Test(fortran, autotools_project, .timeout = 600)
{
	char *dir = work_dir("fortran", "autotools");
	char *script = xasprintf(
		"cp '%s/tests/progs/modules.f90' '%s/tests/progs/fcalls.c' . && "
		"printf '%%s\\n' 'AC_INIT([modules], [1])' 'AC_PROG_CC' 'AC_PROG_FC' "
		"'AC_CONFIG_FILES([Makefile])' 'AC_OUTPUT' > configure.ac && "
		"printf '%%s\\n' 'FC = @FC@' 'CC = @CC@' 'FCFLAGS = @FCFLAGS@' "
		"'CFLAGS = @CFLAGS@' 'prog: modules.o fcalls.o' "
		"'\t$(FC) $(FCFLAGS) -o prog modules.o fcalls.o' "
		"'modules.o: modules.f90' '\t$(FC) $(FCFLAGS) -c modules.f90' > Makefile.in && "
		"autoconf && ./configure CC=\"$G\" FC=\"${G%%-cc}-fortran\" "
		"CFLAGS=-O0 FCFLAGS=-O0 > configure.out 2>&1 && make && ./prog && "
		"gprof -b -q prog gmon.out || { cat configure.out config.log; false; }",
		srcdir_path(), srcdir_path());

	need_tool("autoconf", "deps/core.txt");
	expect_script_arcs(dir, script, modules_arcs);
	free(script);
	free(dir);
}

/* A CMake project of Fortran and C, each compiler a libgmon driver. */
Test(fortran, cmake_project, .timeout = 600)
{
	char *dir = work_dir("fortran", "cmake");
	char *script = xasprintf(
		"mkdir src && cp '%s/tests/progs/modules.f90' '%s/tests/progs/fcalls.c' src && "
		"printf '%%s\\n' 'cmake_minimum_required(VERSION 3.13)' "
		"'project(modules C Fortran)' "
		"'add_executable(prog modules.f90 fcalls.c)' > src/CMakeLists.txt && "
		"cmake -S src -B build -DCMAKE_BUILD_TYPE= -DCMAKE_C_COMPILER=\"$G\" "
		"-DCMAKE_Fortran_COMPILER=\"${G%%-cc}-fortran\" > cmake.log 2>&1 && "
		"cmake --build build >> cmake.log 2>&1 && cd build && ./prog && "
		"gprof -b -q prog gmon.out || { cat cmake.log; false; }",
		srcdir_path(), srcdir_path());

	need_tool("cmake", "deps/core.txt");
	expect_script_arcs(dir, script, modules_arcs);
	free(script);
	free(dir);
}

/*
 * A parallel loop in Fortran: every call counted across the team, and
 * gprof names the loop's body (MAIN__._omp_fn.0) by its alias.
 */
Test(fortran, openmp_loop, .timeout = 300)
{
	char *dir = work_dir("fortran", "openmp"), *out, *rep;
	struct graph g;
	int st;

	need_tool("gfortran", "deps/core.txt");
	st = run(&out, dir,
		 "printf '%%s\\n' 'module m' 'contains' "
		 "'integer function bump(i)' '  integer, intent(in) :: i' "
		 "'  bump = mod(i, 7)' 'end function' 'end module' "
		 "'program p' '  use m' '  integer :: i, s' '  s = 0' "
		 "'!$omp parallel do reduction(+:s) num_threads(4)' "
		 "'  do i = 1, 200000' '    s = s + bump(i)' '  end do' "
		 "'!$omp end parallel do' '  print *, s' 'end program' > p.f90 && "
		 "%s -O0 -fopenmp p.f90 -o prog && ./prog",
		 gmon_fortran());
	cr_assert_eq(st, 0, "%s", out);
	free(out);
	st = run(&rep, dir, "gprof -b -q prog gmon.out");
	cr_assert_eq(st, 0, "%s", rep);
	parse_graph(rep, &g);
	cr_expect_eq(calls_into(&g, "__m_MOD_bump"), 200000, "%s", rep);
	cr_expect_eq(arc_count(&g, "MAIN____omp_fn_0", "__m_MOD_bump"), 200000,
		     "%s", rep);
	free_graph(&g);
	free(rep);
	free(dir);
}
