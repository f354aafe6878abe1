/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* The drivers' command lines: help, steps that link nothing, shared
 * objects and partial links, response files, headers, start files. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "harness.h"
#include "dropin.h"

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
	char *fc = xasprintf("GMON_FC=gfortran %s", gmon_fortran());

	check_driver_help(c, "gmon-cc", "gcc");
	check_driver_help(cxx, "gmon-c++", "clang++");
	check_driver_help(fc, "gmon-fortran", "gfortran");
	free(c);
	free(cxx);
	free(fc);
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
	double total;

	rep = profile_script(dir, build, "./prog > prog.out", NULL);
	cr_expect_eq(flat_calls(rep, "functions_gprof_does_not_name"), 3, "%s", rep);
	cr_expect_gt(flat_self(rep, "functions_gprof_does_not_name"),
		     2 * flat_self(rep, "named"), "%s", rep);
	/*
	 * No function of libgmon's is given the dotted function's time
	 * (70 % of the run).  libgmon's own start-up may hold a tick that a
	 * loaded machine delivered late, with the intervals it brought:
	 * under a tenth of the run.
	 */
	n = flat_entries(rep, e, 64);
	for (i = 0, total = 0; i < n; i++)
		total += e[i].self;
	for (i = 0; i < n; i++)
		cr_expect(strncmp(e[i].name, "__gmon", 6) != 0 ||
			  e[i].self < total / 10, "%s has time:\n%s",
			  e[i].name, rep);
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
