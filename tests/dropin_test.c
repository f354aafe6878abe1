/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gmon-cc and gmon-c++ as drop-ins for `cc -pg' and `c++ -pg': link-time
 * optimisation, programs with functions named like the profiling
 * interface, C++, CMake, compiler launchers, steps that link nothing,
 * response files, -nostartfiles, --help and --version, build-time helper
 * programs, and what libgmon's objects add to the programs gprof reads.
 * Call graphs are compared arc for arc with the C library's own -pg
 * runtime on the same program.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "harness.h"

/*
 * Build the same sources with gmon-cc's command `ours' and with the C
 * library's runtime `ref' (both scripts in test/<name>/), and compare:
 * the same program output, the same call graph.  The graph of ours is
 * left in *g.
 */
static void same_as_reference(const char *test, const char *ours,
			      const char *ref, struct graph *g)
{
	char *a_dir = work_dir(test, "gmon"), *b_dir = work_dir(test, "ref");
	char *a = profile_script(a_dir, ours, "./prog > prog.out", NULL);
	char *b = profile_script(b_dir, ref, "./prog > prog.out", NULL);
	char *diff, why[512];
	struct graph rg;

	cr_assert_eq(run(&diff, "/", "cmp '%s/prog.out' '%s/prog.out' && cat '%s/prog.out'",
			 a_dir, b_dir, a_dir), 0, "program output differs:\n%s", diff);
	free(diff);
	parse_graph(a, g);
	parse_graph(b, &rg);
	cr_assert_gt(rg.n, 3, "reference graph too small:\n%s", b);
	cr_expect(same_graph(g, &rg, why, sizeof why),
		  "call graphs differ (libgmon vs the C library's runtime): %s", why);
	free_graph(&rg);
	free(a);
	free(b);
	free(a_dir);
	free(b_dir);
}

/* nm of dir/prog defines mcount (or the architecture's name for it). */
static void expect_own_mcount(const char *dir)
{
	char *out;

	cr_expect_eq(run(&out, dir, "nm prog | grep -E ' T (mcount|_mcount|__gnu_mcount_nc)$'"),
		     0, "the program does not define mcount itself:\n%s", out);
	free(out);
}

/* expect_script_arcs() in a fresh directory test/gmon. */
static void expect_arcs_of(const char *test, const char *script,
			   const struct expected_arc *want)
{
	char *dir = work_dir(test, "gmon");

	expect_script_arcs(dir, script, want);
	free(dir);
}

/* ---- item: -flto gives the same call graph as the C library's -pg -flto ---- */

/*
 * calls.c built with `flags' (-flto or not), in one step or compiled
 * and linked separately; gmon-cc's link also gets `extra'.
 */
static void check_calls(const char *test, const char *cc, const char *flags,
			int separate, const char *extra)
{
	const char *src = srcdir_path();
	char *ours, *ref, *dir;
	struct graph g;

	if (separate) {
		ours = xasprintf("GMON_CC=%s %s -O2 %s -c '%s/tests/progs/calls.c' -o calls.o && "
				 "GMON_CC=%s %s -O2 %s calls.o -o prog %s",
				 cc, gmon_cc(), flags, src, cc, gmon_cc(), flags, extra);
		ref = xasprintf("%s -pg -O2 %s -c '%s/tests/progs/calls.c' -o calls.o && "
				"%s -pg -O2 %s calls.o -o prog", cc, flags, src, cc, flags);
	} else {
		ours = xasprintf("GMON_CC=%s %s -O2 %s '%s/tests/progs/calls.c' -o prog %s",
				 cc, gmon_cc(), flags, src, extra);
		ref = xasprintf("%s -pg -O2 %s '%s/tests/progs/calls.c' -o prog", cc, flags, src);
	}
	same_as_reference(test, ours, ref, &g);
	cr_expect_eq(arc_count(&g, "main", "mid"), 10);
	cr_expect_eq(arc_count(&g, "mid", "leaf"), 40);
	dir = xasprintf("%s/tests/work/%s/gmon", builddir_path(), test);
	expect_own_mcount(dir);
	free_graph(&g);
	free(dir);
	free(ours);
	free(ref);
}

Test(lto, gcc) { check_calls("lto_gcc", "gcc", "-flto", 0, ""); }
Test(lto, gcc_separate_steps) { check_calls("lto_gcc_steps", "gcc", "-flto", 1, ""); }
Test(lto, clang)
{
	/* clang's -flto with GNU ld needs LLVM's linker plugin (deps/core.txt). */
	cr_assert_eq(run(NULL, "/", "test -f \"$(dirname \"$(readlink -f \"$(command -v clang)\")\")/../lib/LLVMgold.so\""),
		     0, "clang's LTO linker plugin LLVMgold.so is missing: install llvm's linker tools (deps/core.txt)");
	check_calls("lto_clang", "clang", "-flto", 0, "");
}
Test(lto, clang_separate_steps) { check_calls("lto_clang_steps", "clang", "-flto", 1, ""); }

/*
 * A program that names the C library itself (-lc), which the link used
 * to read before libgmon.a, still gets libgmon's mcount and libgmon's
 * monstartup: the same graph as the C library's runtime gives.
 */
Test(lto, c_library_named_first)
{
	check_calls("lc_lto", "gcc", "-flto", 1, "-lc");
	check_calls("lc_plain", "gcc", "", 1, "-lc");
}

/* ---- a program's own functions under the interface's names ---- */

/*
 * monitor, profil, moncontrol and monstartup are not reserved
 * names: a program may define functions called so, and `cc -pg' links
 * it (the C library's runtime defines them weakly).  gmon-cc must link
 * it too, dynamic and static, keep the program's functions and profile
 * them like any other.
 */
static void check_own_names(const char *test, const char *flags)
{
	static const char *const names[] = { "monitor", "profil", "moncontrol", "monstartup" };
	const char *src = srcdir_path();
	char *ours = xasprintf("GMON_CC=gcc %s -O2 %s '%s/tests/progs/ownnames.c' -o prog",
			       gmon_cc(), flags, src);
	char *ref = xasprintf("gcc -pg -O2 %s '%s/tests/progs/ownnames.c' -o prog", flags, src);
	struct graph g;
	size_t i;

	same_as_reference(test, ours, ref, &g);
	for (i = 0; i < sizeof names / sizeof names[0]; i++)
		cr_expect_eq(arc_count(&g, "main", names[i]), 1000, "main -> %s", names[i]);
	free_graph(&g);
	free(ours);
	free(ref);
}

/*
 * A shared library's own monitor(), which it calls itself, is the one
 * its calls reach: neither a gmon-cc program (whose start file's
 * functions it exports) nor libgmon.so, preloaded ahead of it, exports
 * libgmon's monitor() to it.
 */
Test(own_names, library_keeps_its_monitor)
{
	char *dir = work_dir("own_names_lib", "gmon"), *out;
	int st;

	st = run(&out, dir,
		 "printf '#include <stdio.h>\\nint monitor(const char *w) "
		 "{ printf(\"monitoring %%%%s\\\\n\", w); return 42; }\\n"
		 "int check(void) { return monitor(\"disk\"); }\\n' > lib.c && "
		 "printf 'int check(void);\\nint main(void) "
		 "{ return check() != 42; }\\n' > main.c && "
		 "gcc -O1 -fPIC -shared lib.c -o libmon.so && "
		 "gcc -O1 main.c -o plain -L. -lmon -Wl,-rpath,'$ORIGIN' && "
		 "GMON_CC=gcc %s -O1 main.c -o prog -L. -lmon "
		 "-Wl,-rpath,'$ORIGIN' && ./prog && %s ./plain",
		 gmon_cc(), gmon_run());
	cr_expect_eq(st, 0, "%s", out);
	cr_expect_str_eq(out, "monitoring disk\nmonitoring disk\n");
	free(out);
	free(dir);
}

Test(own_names, dynamic) { check_own_names("own_names", ""); }
Test(own_names, static) { check_own_names("own_names_static", "-static"); }

/*
 * Nor are the names of libgmon's internals (gmon_start, gmon_message...):
 * a program that defines them links with gmon-cc as with `cc -pg'.  What
 * gmon-cc links keeps its internals under reserved names (__gmon_...),
 * and the program's functions are its own: the same output and call
 * graph as the C library's runtime gives, and no second function of
 * these names for gprof to list.  Of the runtime's gmon_ names the
 * program shows only the public ones.
 */
/* tests/progs/<prog>, with gmon-cc and with gcc -pg: same_as_reference(). */
static void same_prog_as_reference(const char *test, const char *prog,
				   const char *flags, struct graph *g)
{
	const char *src = srcdir_path();
	char *ours = xasprintf("GMON_CC=gcc %s -O2 %s '%s/tests/progs/%s' -o prog",
			       gmon_cc(), flags, src, prog);
	char *ref = xasprintf("gcc -pg -O2 %s '%s/tests/progs/%s' -o prog",
			      flags, src, prog);

	same_as_reference(test, ours, ref, g);
	free(ours);
	free(ref);
}

static void check_own_gmon_names(const char *test, const char *flags)
{
	char *dir = xasprintf("%s/tests/work/%s/gmon", builddir_path(), test), *out;
	struct graph g;

	same_prog_as_reference(test, "owngmon.c", flags, &g);
	cr_expect_eq(arc_count(&g, "main", "gmon_start"), 1000);
	cr_expect_eq(arc_count(&g, "main", "gmon_find"), 1000);
	cr_expect_eq(arc_count(&g, "main", "gmon_hist_set"), 1000);
	cr_expect_eq(arc_count(&g, "main", "gmon_message"), 10);
	out = run_ok(dir, "cat prog.out && nm prog | "
		     "awk '$2 != \"U\" && $2 != \"w\" && $3 ~ /^gmon_/ { print $2, $3 }' | LC_ALL=C sort -k2");
	cr_expect_str_eq(out, "504166 249750.0 message 9 7\n"
			 "W gmon_dump\n"
			 "T gmon_find\n"
			 "T gmon_hist_set\n"
			 "T gmon_linux_object_leaving\n"
			 "T gmon_linux_object_loaded\n"
			 "T gmon_message\n"
			 "T gmon_start\n"
			 "D gmon_thread_table\n"
			 "D gmon_tls_ready\n");
	free(out);
	free_graph(&g);
	free(dir);
}

Test(own_names, runtime_internals_dynamic)
{
	check_own_gmon_names("own_gmon_names", "");
}
Test(own_names, runtime_internals_static)
{
	check_own_gmon_names("own_gmon_names_static", "-static");
}

/*
 * Nor the C library's names that the runtime calls (tests/progs/
 * ownlibc.c): a program's own write() (a logging function), open() and
 * close(), raise(), variables named time and unlink, and a gmon_dump()
 * of its own.  The runtime's calls never reach them, and the program
 * links: the output and the call graph are the C library's runtime's.
 */
static void check_own_libc_names(const char *test, const char *flags)
{
	struct graph g;

	same_prog_as_reference(test, "ownlibc.c", flags, &g);
	cr_expect_eq(arc_count(&g, "main", "raise"), 50);
	cr_expect_eq(arc_count(&g, "main", "write"), 2);
	cr_expect_eq(arc_count(&g, "main", "open"), 1);
	cr_expect_eq(arc_count(&g, "main", "close"), 1);
	cr_expect_eq(arc_count(&g, "main", "gmon_dump"), 1);
	free_graph(&g);
}

Test(own_names, c_library_names_dynamic)
{
	check_own_libc_names("own_libc_names", "");
}
Test(own_names, c_library_names_static)
{
	check_own_libc_names("own_libc_names_static", "-static");
}

/*
 * The same program built with plain gcc under gmon-run, whose
 * definitions of write, open and close interpose the C library's for
 * libgmon.so too; and a test's mock of write() through ld --wrap=write,
 * which aborts on any fd but 1, under gmon-cc: libgmon's own writes
 * reach neither.
 */
Test(own_names, c_library_names_under_gmon_run_and_wrap)
{
	char *dir = work_dir("own_libc_names_run", "gmon");
	const char *src = srcdir_path();

	free(run_ok(dir, "gcc -O2 '%s/tests/progs/ownlibc.c' -o plain && "
		    "./plain > plain.out && %s ./plain > run.out && "
		    "cmp plain.out run.out && test -s gmon.out && rm gmon.out && "
		    "GMON_CC=gcc %s -DWRAP '%s/tests/progs/ownlibc.c' -o wrap "
		    "-Wl,--wrap=write && ./wrap && test -s gmon.out && "
		    "gprof -b -p wrap gmon.out > /dev/null",
		    src, gmon_run(), gmon_cc(), src));
	free(dir);
}

/*
 * Nor the C library functions a program may define itself
 * (tests/progs/ownsys.c, one build per definition): a virtual machine's
 * syscall() that does no system call, a counting mmap() compiled with
 * -pg (which would call mcount from mcount's table allocation), a
 * getenv() not ready before main, a simulation's clock_gettime() (the
 * samples are still taken), and clearenv() with GMON_OUT_PREFIX set
 * (glibc's runtime then writes gmon.out).  Each runs as with gcc -pg,
 * its output the same, and writes its profile where glibc's runtime
 * does (tests/scripts/like-cc-pg.sh).
 */
static char *run_own_sys(const char *mode, const char *build, char **dir)
{
	*dir = work_dir("own_sys", mode);
	return run_ok(*dir, "sh '%s/tests/scripts/like-cc-pg.sh' "
		      "'%s/tests/progs/ownsys.c' %s \"%s\"", srcdir_path(),
		      srcdir_path(), mode, build);
}

Test(own_names, own_syscall_mmap_getenv_clearenv)
{
	static const char *modes[] = { "DISPATCHER", "MMAP", "GETENV", "CLEARENV" };
	char *cc = xasprintf("GMON_CC=gcc %s", gmon_cc()), *dir;

	for (size_t i = 0; i < sizeof modes / sizeof *modes; i++) {
		free(run_own_sys(modes[i], cc, &dir));
		free(dir);
	}
	free(cc);
}

Test(own_names, own_clock_gettime_keeps_the_samples)
{
	char *cc = xasprintf("GMON_CC=gcc %s", gmon_cc());
	char *dir, *out = run_own_sys("CLOCK", cc, &dir), *g;
	double burnt = 0;

	cr_assert(sscanf(out, "burn %lf", &burnt) == 1, "%s", out);
	g = run_ok(dir, "gprof -b -p prog prof.* 2>/dev/null || "
		   "gprof -b -p prog gmon.out");
	cr_expect(flat_self(g, "burn") > 0.5 * burnt,
		  "burn() used %.3f s; gprof:\n%s", burnt, g);
	free(g);
	free(out);
	free(dir);
	free(cc);
}

/* A virtual machine's syscall() in a program under gmon-run. */
Test(own_names, own_syscall_under_gmon_run)
{
	char *dir = work_dir("own_sys_run", "gmon"), *out;

	out = run_ok(dir, "gcc -O1 -DDISPATCHER '%s/tests/progs/ownsys.c' -o prog && "
		     "timeout 120 env %s ./prog && test -s gmon.out",
		     srcdir_path(), gmon_run());
	cr_expect_str_eq(out, "ok 14950 7\n");
	free(out);
	free(dir);
}

/*
 * mcount is the one name kept strong: every -pg function would call a
 * program's own mcount, so the link fails and names it rather than the
 * program crashing at its first call.
 */
Test(own_names, own_mcount_fails_the_link_by_name)
{
	char *dir = work_dir("own_mcount", "gmon"), *out;
	int st;

	st = run(&out, dir, "printf 'long mcount;\nint main(void){return (int)mcount;}\n' > m.c && "
		 "GMON_CC=gcc %s -O2 m.c -o prog", gmon_cc());
	cr_expect_neq(st, 0, "a program with its own mcount linked:\n%s", out);
	cr_expect(strstr(out, "mcount") != NULL, "the link error does not name mcount:\n%s", out);
	free(out);
	free(dir);
}

/* ---- item: C++ (gmon-c++) against the C++ compiler's own -pg ---- */

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

/* ---- item: compiler launchers in GMON_CC ---- */

/*
 * gmon-cc's -B goes after the launchers, right after the compiler's
 * name and before the compiler's own options (here -fno-inline, which
 * must still apply: every leaf call is a real call).
 */
static void check_launcher(const char *test, const char *launcher)
{
	char *cc = xasprintf("GMON_CC='%s gcc -fno-inline' %s", launcher, gmon_cc());
	char *ours = xasprintf("%s -O2 -c '%s/tests/progs/calls.c' -o calls.o && %s calls.o -o prog",
			       cc, srcdir_path(), cc);
	char *ref = xasprintf("gcc -fno-inline -pg -O2 '%s/tests/progs/calls.c' -o prog",
			      srcdir_path());
	struct graph g;

	same_as_reference(test, ours, ref, &g);
	cr_expect_eq(arc_count(&g, "mid", "leaf"), 40);
	free_graph(&g);
	free(ours);
	free(ref);
	free(cc);
}

Test(launcher, env) { check_launcher("launcher_env", "env LC_ALL=C"); }
Test(launcher, ccache)
{
	need_tool("ccache", "deps/core.txt");
	check_launcher("launcher_ccache",
		       xasprintf("env CCACHE_DIR=%s/tests/work/launcher_ccache/cache ccache",
				 builddir_path()));
}

/* ---- item: --help and --version ---- */

static void check_driver_help(const char *driver_cmd, const char *driver,
			      const char *compiler)
{
	char *out, *want, *first, *rest;
	int st;

	st = run(&out, "/", "%s --help", driver_cmd);
	cr_assert_eq(st, 0, "%s --help: %s", driver, out);
	want = xasprintf("Usage: %s ", driver);
	cr_expect(strncmp(out, want, strlen(want)) == 0, "own usage first:\n%.400s", out);
	cr_expect(strstr(out, "--help") && strstr(out, "--version"), "%.2000s", out);
	/* then the compiler's own help (gcc: "Usage: gcc", clang: "USAGE: clang") */
	rest = strstr(out, "The compiler's options");
	cr_expect(rest && strcasestr(rest, "usage: "),
		  "no compiler help after ours:\n%.3000s", out);
	free(out);
	free(want);

	st = run(&first, "/", "%s --version | head -n 1", compiler);
	cr_assert_eq(st, 0);
	st = run(&out, "/", "%s --version", driver_cmd);
	cr_assert_eq(st, 0, "%s --version: %s", driver, out);
	cr_expect(strncmp(out, first, strlen(first)) == 0,
		  "the compiler's version text first, unchanged:\n%s", out);
	want = xasprintf("\n%s (libgmon) %s\n", driver, PACKAGE_VERSION);
	cr_expect(strstr(out, want), "no '%s' line:\n%s", want + 1, out);
	free(out);
	free(first);
	free(want);
}

Test(tools, driver_help_and_version)
{
	char *c = xasprintf("GMON_CC=gcc %s", gmon_cc());
	char *cxx = xasprintf("GMON_CXX=clang++ %s", gmon_cxx());

	check_driver_help(c, "gmon-cc", "gcc");
	check_driver_help(cxx, "gmon-c++", "clang++");
	free(c);
	free(cxx);
}

/*
 * Steps that link nothing get no link inputs, which clang -Werror
 * refuses as unused ("linker input unused"): -fsyntax-only too, and the
 * long spellings (--compile for -c) that gcc and clang take.
 */
Test(tools, steps_that_do_not_link_take_no_link_inputs)
{
	static const char *const compilers[] = { "gcc", "clang" };
	static const char *const steps[] = { "-c", "-S", "-E", "-M", "-MM",
					     "-fsyntax-only", "--compile",
					     "--assemble", "--preprocess",
					     "--dependencies",
					     "--user-dependencies" };
	char *dir = work_dir("dropin", "no_link"), *out;
	size_t c, s;
	int st;

	need_tool("clang", "deps/core.txt");
	cr_assert_eq(run(&out, dir, "printf 'int main(void){return 0;}\\n' > m.c"), 0);
	free(out);
	for (c = 0; c < 2; c++)
		for (s = 0; s < sizeof steps / sizeof *steps; s++) {
			st = run(&out, dir, "GMON_CC=%s %s -Werror -Wall %s m.c > /dev/null",
				 compilers[c], gmon_cc(), steps[s]);
			cr_expect(st == 0 && out[0] == '\0', "%s %s: status %d\n%s",
				  compilers[c], steps[s], st, out);
			free(out);
		}
	free(dir);
}

/*
 * A header given alone (no -c) makes a precompiled header, as with
 * cc -pg, not a link.  Given with a source file, the compiler links the
 * program, which is profiled.
 */
Test(tools, precompiled_headers)
{
	char *dir = work_dir("dropin", "pch"), *out;

	out = run_ok(dir, "printf 'static inline int sq(int x) { return x * x; }\n' > p.h && "
		     "printf '#include \"p.h\"\nint main(void) { return sq(3) - 9; }\n' > m.c && "
		     "cp p.h q.hpp && "
		     "%s -x c-header p.h -o x.gch && %s p.h && "
		     "%s -xc++-header q.hpp -o y.gch && %s q.hpp && "
		     "ls *.gch && %s m.c p.h -o prog && ./prog && ls gmon.out",
		     gmon_cc(), gmon_cc(), gmon_cxx(), gmon_cxx(), gmon_cc());
	cr_expect_str_eq(out, "p.h.gch\nq.hpp.gch\nx.gch\ny.gch\ngmon.out\n");
	free(out);
	free(dir);
}

/*
 * libtool records the objects `gmon-c++ -shared -v' links (gshared.o
 * among them) and names them itself on its -nostdlib links of C++
 * libraries: gshared.o goes in once, and its constructor runs once.
 */
Test(tools, shared_object_named_by_the_build)
{
	char *out;

	out = run_in_new_dir("dropin", "gshared_twice",
			     "printf 'int f(int x) { return x + 1; }\\n' > l.c && "
			     "%s -fPIC -shared l.c '%s/crt/gshared.o' -o l.so && "
			     "nm l.so | grep -c ' t __gmon_say_loaded$'", gmon_cc(),
			     builddir_path());
	cr_expect_eq(atoi(out), 1, "%s", out);
	free(out);
}

/*
 * gcc and clang take --shared for -shared: such a library gets no
 * runtime of its own (its TLS relocation would fail the link), and
 * counts into the program that loads it.
 */
Test(tools, shared_library_linked_with_the_long_option)
{
	char *dir = work_dir("dropin", "long_shared"), *out;

	out = run_ok(dir, "printf '__attribute__((noinline)) int g(int x) { return x + 1; }\\n"
		     "int f(int x) { return g(x); }\\n' > l.c && "
		     "printf 'int f(int);\\nint main(void) { int i, s = 0; "
		     "for (i = 0; i < 5; i++) s += f(i); return s != 15; }\\n' > m.c && "
		     "%s -fPIC --shared l.c --output libl.so && "
		     "%s m.c -L. -ll -Wl,-rpath,'$ORIGIN' -o prog && ./prog && "
		     "gprof -b -q libl.so gmon.libl.so.out", gmon_cc(), gmon_cc());
	cr_expect_eq(gprof_calls(out, "g"), 5, "%s", out);
	free(out);
	free(dir);
}

/*
 * A partial link (ld -r) gets no runtime, however the compiler is told
 * to make one (-Xlinker -r, -Wl,-r,-z,noexecstack, -Wl,-i, -Wl,-Ur...),
 * so that the program's link that takes the object has one runtime,
 * as gcc -pg links them all.
 */
Test(tools, partial_links_in_every_spelling)
{
	static const char *const spellings[] = {
		"-r", "-Wl,-r", "-Xlinker -r", "-Xlinker --relocatable",
		"--for-linker=-r", "-Wl,-r,-z,noexecstack", "-Wl,-i", "-Wl,-Ur",
		"-Wl,-relocatable", "-Xlinker -relocatable",
	};
	char *dir = work_dir("dropin", "partial_links"), *out;

	free(run_ok(dir, "printf '__attribute__((noinline)) int g(int x) { return x + 3; }\n"
		    "int ga(int n) { int s = 0; for (int i = 0; i < n; i++) "
		    "s += g(i); return s; }\n' > a.c && "
		    "printf 'int ga(int);\nint main(void) { return ga(1000) != 502500; }\n'"
		    " > m.c && %s -O1 -c a.c", gmon_cc()));
	for (size_t i = 0; i < sizeof spellings / sizeof *spellings; i++) {
		cr_expect_eq(run(&out, dir, "rm -f gmon.out && %s -no-pie -nostdlib "
				 "%s a.o -o part.o && %s -O1 m.c part.o -o prog && "
				 "./prog && gprof -b -q prog gmon.out", gmon_cc(),
				 spellings[i], gmon_cc()), 0, "%s: %s", spellings[i], out);
		cr_expect_eq(gprof_calls(out, "g"), 1000, "%s: %s", spellings[i], out);
		free(out);
	}
	free(dir);
}

/*
 * A word after a linker option that takes one is that option's, however
 * it looks: these are programs' links, which get the runtime.
 */
Test(tools, linker_option_arguments_that_look_like_partial_links)
{
	static const char *const spellings[] = {
		"-Wl,-rpath,-r", "-Wl,-soname,-i", "-Xlinker -Map -Xlinker -r",
		"-Wl,-rpath -Wl,-Ur",
	};
	char *dir = work_dir("dropin", "linker_args"), *out;

	free(run_ok(dir, "printf '__attribute__((noinline)) int g(int x) { return x + 3; }\n"
		    "int main(void) { int s = 0; for (int i = 0; i < 100; i++) "
		    "s += g(i); return s != 5250; }\n' > m.c"));
	for (size_t i = 0; i < sizeof spellings / sizeof *spellings; i++) {
		/* libgmon's start-up, not the C library's -pg one */
		cr_expect_eq(run(&out, dir, "rm -f gmon.out && %s -O1 m.c %s -o prog && "
				 "readelf -n prog | grep -q libgmon && ./prog && "
				 "gprof -b -q prog gmon.out", gmon_cc(),
				 spellings[i]), 0, "%s: %s", spellings[i], out);
		cr_expect_eq(gprof_calls(out, "g"), 100, "%s: %s", spellings[i], out);
		free(out);
	}
	free(dir);
}

/*
 * Response files (@FILE), which CMake, Ninja and Meson write for long
 * command lines: what the step is comes from the words in the file, so
 * a compile step gets no link inputs and a -shared link no runtime.
 */
Test(tools, response_files)
{
	char *dir = work_dir("dropin", "response_files"), *out;
	struct graph g;
	int st;

	need_tool("clang", "deps/core.txt");
	st = run(&out, dir,
		 "printf 'int lib_f(int x){return x*2;}\\n' > lib.c && "
		 "printf 'int lib_f(int);\\n__attribute__((noinline)) int twice(int x)"
		 "{return lib_f(x);}\\nint main(void){int s=0;for(int i=0;i<9;i++)"
		 "s+=twice(i);return s!=72;}\\n' > main.c && "
		 "printf '%%s\\n' '-Werror -c \"main.c\"' '-o main.o' > compile.rsp && "
		 "echo @compile.rsp > outer.rsp && "
		 "echo '-shared -fPIC lib.c -o liblib.so' > shared.rsp && "
		 "echo 'main.o -o prog -L. -llib -Wl,-rpath,$ORIGIN' > link.rsp && "
		 "GMON_CC=clang %s @outer.rsp && %s @shared.rsp && %s @link.rsp && "
		 "./prog && gprof -b -q ./prog gmon.out",
		 gmon_cc(), gmon_cc(), gmon_cc());
	cr_assert_eq(st, 0, "%s", out);
	parse_graph(out, &g);
	cr_expect_eq(arc_count(&g, "main", "twice"), 9, "%s", out);
	free_graph(&g);
	free(out);
	/*
	 * The compiler's quoting, as CMake writes it for -DMSG="a b": a
	 * backslash escapes a quote inside double quotes, and the step is
	 * still read as a compile (with -pg).
	 */
	st = run(&out, dir,
		 "printf '#include <stdio.h>\\nint main(void){puts(MSG);return 0;}\\n'"
		 " > q.c && printf '%%s\\n' '-c' '\"-DMSG=\\\"a b\\\"\"' "
		 "\"'q.c'\" '-o q.o' > qc.rsp && "
		 "printf '%%s\\n' 'q.o -o q' > ql.rsp && rm -f gmon.out && "
		 "%s @qc.rsp 2>&1 && nm q.o | grep -c ' U mcount' && "
		 "%s @ql.rsp 2>&1 && ./q && test -s gmon.out",
		 gmon_cc(), gmon_cc());
	cr_expect(st == 0 && strcmp(out, "1\na b\n") == 0, "%s", out);
	free(out);
	/*
	 * A file that names itself: the compiler gives up, and gmon-cc must
	 * hand it over rather than follow the file for ever (dash stops a
	 * shell function at 1000 calls deep, bash runs out of stack).
	 */
	st = run(&out, dir, "echo @loop.rsp > loop.rsp && "
		 "cc @loop.rsp -c main.c > /dev/null 2>&1; cc=$?; "
		 "timeout 60 env %s @loop.rsp -c main.c; ours=$?; echo \"status $ours, cc $cc\"; "
		 "test $ours = $cc", gmon_cc());
	cr_expect(st == 0 && !strstr(out, "recursion"), "@loop.rsp: %s", out);
	free(out);
	free(dir);
}

/*
 * gmon-cc puts libgmon's headers ahead of the C library's: its
 * <sys/gmon.h> and <sys/gmon_out.h> must give all that glibc's give
 * (GMON_Record_Tag, struct rawarc, ROUNDUP, HASHFRACTION,
 * GMON_SHOBJ_VERSION, struct gmonparam), which `cc -pg' compiles, and
 * libgmon's gmon_dump() too.
 */
Test(tools, c_librarys_gmon_headers_stay_whole)
{
	char *dir = work_dir("dropin", "gmon_headers");

	free(run_ok(dir, "printf '%%s\\n' '#include <sys/gmon.h>' "
		    "'#include <sys/gmon_out.h>' "
		    "'struct gmonparam *p; struct rawarc a;' "
		    "'GMON_Record_Tag t = GMON_TAG_CG_ARC;' "
		    "'int k[] = { ROUNDUP(5, 4), HASHFRACTION, GMON_SHOBJ_VERSION };' "
		    "> h.c && cp h.c d.c && "
		    "printf 'int main(void) { return gmon_dump(); }\\n' >> d.c && "
		    "printf 'int main(void) { return 0; }\\n' >> h.c && "
		    "gcc -pg -Werror -c h.c -o ref.o && "
		    "%s -Wall -Werror h.c -o h && %s -Wall -Werror d.c -o d && "
		    "./d && test -s gmon.out", gmon_cc(), gmon_cc()));
	free(dir);
}

/*
 * The API as README and the manual pages give it: <mon.h> alone (with
 * libgmon's <sys/gmon.h> beside it, which includes the C library's:
 * HISTCOUNTER is known), and moncontrol() from <sys/gmon.h>, in C and
 * C++ (glibc's header does not declare it).
 */
Test(tools, api_headers_declare_the_api)
{
	char *dir = work_dir("dropin", "api_headers");

	free(run_ok(dir, "printf '#include <mon.h>\\nint main(void) { return monitor(0); }\\n' > m.c && "
		    "printf '#include <sys/gmon.h>\\nint main(void) { moncontrol(1); return 0; }\\n' > c.c && "
		    "cp c.c x.cc && "
		    "%s -Wall -Werror m.c -o m && %s -Wall -Werror c.c -o c && "
		    "%s -Wall -Werror x.cc -o x && ./m && ./c && ./x",
		    gmon_cc(), gmon_cc(), gmon_cxx()));
	free(dir);
}

/*
 * When the program's text begins with a function gprof rejects by its
 * name (std::sort's f.isra.0 clones begin everyday C++ at -O2), gprof
 * charges its time and calls to the function before it.  gmon-cc puts a
 * function there whose name says what it holds
 * (functions_gprof_does_not_name), so that no function of libgmon's is
 * charged with them.
 */
static void check_dotted_first(const char *test, const char *flags)
{
	char *dir = work_dir("dropin", test), *rep;
	char *build = xasprintf("%s -O1 -fno-toplevel-reorder %s "
				"'%s/tests/progs/dotted_first.c' -o prog",
				gmon_cc(), flags, srcdir_path());
	struct flat_entry e[64];
	size_t n, i;

	rep = profile_script(dir, build, "./prog > prog.out", NULL);
	cr_expect_eq(flat_calls(rep, "functions_gprof_does_not_name"), 3, "%s", rep);
	cr_expect_gt(flat_self(rep, "functions_gprof_does_not_name"),
		     2 * flat_self(rep, "named"), "%s", rep);
	n = flat_entries(rep, e, 64);
	for (i = 0; i < n; i++)
		cr_expect(strncmp(e[i].name, "__gmon", 6) != 0 || e[i].self == 0,
			  "%s has time:\n%s", e[i].name, rep);
	free(rep);
	free(build);
	free(dir);
}

Test(tools, first_function_gprof_rejects_is_not_charged_to_libgmon)
{
	check_dotted_first("dotted_first", "");
	check_dotted_first("dotted_first_static", "-static");
}

/*
 * A static program: the unwinder must find mcount's frame description
 * (a crash handler's backtrace, or an exception thrown from a signal
 * handler, that interrupted mcount).  Static links get no .eh_frame_hdr
 * from the compiler, and the unwinder reads the descriptions from
 * crtbeginT.o on: the start file's stubs come after it.
 */
Test(tools, static_programs_unwind_through_mcount)
{
	char *dir = work_dir("dropin", "static_unwind"), *out;

	out = run_ok(dir, "printf '%%s\\n' '#include <stdio.h>' "
		     "'struct bases { void *t, *d, *func; };' "
		     "'const void *_Unwind_Find_FDE(void *, struct bases *);' "
		     "'extern char mcount[];' 'int main(void) {' "
		     "'	struct bases b = { 0, 0, 0 };' "
		     "'	const void *fde = _Unwind_Find_FDE(mcount + 1, &b);' "
		     "'	puts(fde && b.func == mcount ? \"found\" : \"missing\");' "
		     "'	return 0;' '}' > fde.c && "
		     "for f in -static -static-pie --static --static-pie ''; do "
		     "%s -O1 $f fde.c -o fde && ./fde || exit 1; done",
		     gmon_cc());
	cr_expect_str_eq(out, "found\nfound\nfound\nfound\nfound\n");
	free(out);
	free(dir);
}

/*
 * A program with its own _start (-nostartfiles) links and runs with
 * `cc -pg', which then profiles nothing: it links and runs with gmon-cc
 * too (glibc's atexit() and pthread_atfork() want crtbegin.o's
 * __dso_handle, which gmon-cc provides).
 */
Test(tools, own_start_without_start_files)
{
	static const char *const compilers[] = { "gcc", "clang" };
	char *dir = work_dir("dropin", "nostartfiles"), *out;
	size_t c;
	int st;

	need_tool("clang", "deps/core.txt");
	cr_assert_eq(run(&out, dir,
			 "printf '#include <stdlib.h>\\n"
			 "__attribute__((noinline)) int f(int x){return x+1;}\\n"
			 "void _start(void){int s=0;for(int i=0;i<5;i++)s+=f(i);"
			 "exit(s!=15);}\\n' > own.c && cc -pg -nostartfiles own.c -o ref && ./ref"),
		     0, "the C library's runtime: %s", out);
	free(out);
	for (c = 0; c < 2; c++) {
		st = run(&out, dir, "GMON_CC=%s %s -O1 -nostartfiles own.c -o prog && ./prog",
			 compilers[c], gmon_cc());
		cr_expect_eq(st, 0, "%s: %s", compilers[c], out);
		free(out);
	}
	free(dir);
}

/*
 * GMON_CC_CRTDIR may name start files of one's own (the benchmark's floor
 * does): a directory without the dlopen hook links without it.
 */
Test(tools, start_files_of_ones_own)
{
	char *dir = work_dir("dropin", "own_crt");

	free(run_ok(dir, "B='%s' && mkdir -p crt && cp \"$B/crt/gcrt1.o\" crt/ && "
		    "printf 'int main(void) { return 0; }\\n' > m.c && "
		    "GMON_CC_LIBDIR=\"$B\" GMON_CC_CRTDIR=\"$PWD/crt\" "
		    "GMON_CC_INCDIR='%s/include' \"$B/tools/gmon-cc\" m.c -o prog && "
		    "./prog && ls gmon.out", builddir_path(), srcdir_path()));
	free(dir);
}

/*
 * Every program `make install' installs answers --help (a usage line,
 * on stdout, exit 0) and --version (a line "NAME (libgmon) VERSION"),
 * and has a manual page.
 */
Test(tools, installed_programs_explain_themselves, .timeout = 300)
{
	char *dir = work_dir("installed_help", "gmon");
	char *out = run_ok(dir, "sh '%s/tests/scripts/installed-help.sh' '%s' '%s'",
			   srcdir_path(), builddir_path(), PACKAGE_VERSION);

	cr_expect_str_empty(out, "%s", out);
	free(out);
	free(dir);
}

/* ---- item: build-time helper programs (GMON_PROFILE=off) ---- */

/*
 * A project whose build compiles a helper with $(CC) and runs it to
 * generate a header, as many do: with GMON_PROFILE=off in make's
 * environment the helper leaves no gmon.out; the program, run later,
 * writes its profile.
 */
Test(helpers, profile_off_during_build)
{
	char *script = xasprintf("sh '%s/tests/scripts/helper-during-build.sh' '%s'",
				 srcdir_path(), builddir_path());
	char *dir = work_dir("helpers", "gmon"), *out;
	int st;

	expect_script_arcs(dir, script, (const struct expected_arc[]){
		{ "main", "get", 5 }, { NULL, NULL, 0 } });
	st = run(&out, dir, "rm -f gmon.out && GMON_PROFILE=on ./gen >/dev/null && test -f gmon.out && "
		 "rm gmon.out && GMON_PROFILE=0 ./gen >/dev/null && test ! -e gmon.out");
	cr_expect_eq(st, 0, "GMON_PROFILE=on profiles, =0 does not: %s", out);
	free(out);
	free(dir);
	free(script);
}

/* ---- item: what libgmon's objects add to the programs gprof reads ---- */

/*
 * The runtime objects a program links carry no DWARF and no file
 * symbols, and every function in them has a plain name.  gprof 2.40
 * drops a static function called name.constprop.N (or name.clone.N)
 * when the string after its name in the symbol string table has a '.'
 * in it (it reads on past the name's end): the next object's file
 * symbol ("api.c") does.
 */
Test(gprof_reading, runtime_objects_add_no_file_symbols_or_dwarf)
{
	char *out;
	int st;

	st = run(&out, builddir_path(),
		 "for o in libgmon.a crt/*crt1.o; do "
		 "readelf -SW $o | grep -q ' \\.debug_' && echo \"$o: DWARF\"; "
		 "readelf -sW $o | awk -v o=$o '$4 == \"FILE\" { print o \": file symbol \" $8 }'; "
		 "nm --defined-only $o | awk -v o=$o 'NF == 3 && $2 ~ /^[tTwW]$/ && $3 !~ /^[A-Za-z_][A-Za-z0-9_]*$/ "
		 "{ print o \": function \" $3 }'; done | sort -u");
	cr_assert_eq(st, 0, "%s", out);
	cr_expect_str_empty(out, "%s", out);
	free(out);
}

/*
 * gprof lists the same functions of a program built with gmon-cc as of
 * the same program built with the C library's runtime, clones included:
 * libgmon's objects sit in front of the program's and add nothing in
 * between its symbols.
 */
Test(gprof_reading, same_functions_as_the_c_library_runtime)
{
	const char *sources =
		"printf '#include <stdlib.h>\\n"
		"static __attribute__((noinline)) int scale(int x, int k){return k ? x*k : x;}\\n"
		"static __attribute__((noinline)) void *get(size_t n, int k){void *p=malloc(n);"
		"if(p)((char*)p)[0]=(char)scale((int)n,k);return p;}\\n"
		"void *get16(void){return get(16, 3);}\\nvoid *get32(void){return get(32, 3);}\\n' > a.c && "
		"printf '#include <stdlib.h>\\nvoid *get16(void);\\nvoid *get32(void);\\n"
		"static __attribute__((noinline)) int drop(void *p, int k){free(p);return k;}\\n"
		"int main(void){int s=0;for(int i=0;i<100;i++){s+=drop(get16(),2);s+=drop(get32(),2);}"
		"return s!=400;}\\n' > main.c && ";
	char *ours = xasprintf("%s GMON_CC=gcc %s -O2 -c main.c a.c && GMON_CC=gcc %s main.o a.o -o prog",
			       sources, gmon_cc(), gmon_cc());
	char *ref = xasprintf("%s gcc -pg -O2 -c main.c a.c && gcc -pg main.o a.o -o prog", sources);
	char *a_dir = work_dir("gprof_symbols", "gmon"), *b_dir = work_dir("gprof_symbols", "ref");
	char *a = profile_script(a_dir, ours, "./prog > prog.out", NULL);
	char *b = profile_script(b_dir, ref, "./prog > prog.out", NULL);
	char *out;
	/* the program's own functions that gprof lists */
	const char *listed =
		"nm --defined-only main.o a.o | awk '$2 ~ /^[tT]$/ { print $3 }' | sort > own && "
		"gprof -b -p -z ./prog gmon.out | awk 'NF >= 4 { print $NF }' | sort > all && "
		"comm -12 own all > listed && grep -q constprop own";

	free(run_ok(a_dir, "%s", listed));
	free(run_ok(b_dir, "%s", listed));
	cr_expect_eq(run(&out, "/", "diff '%s/listed' '%s/listed'", a_dir, b_dir), 0,
		     "gprof lists other functions of the program (ours <, C library's >):\n%s", out);
	free(out);
	free(a);
	free(b);
	free(a_dir);
	free(b_dir);
	free(ours);
	free(ref);
}
