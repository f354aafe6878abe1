/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * End-to-end tests on x86-64: build real programs with gmon-cc, run them,
 * read the profile with the system's GNU gprof, and compare with what the
 * C library's own `cc -pg' runtime gives for the same program.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

/*
 * Build tests/progs/<src> with `cc' into dir/prog, run it there with
 * `env', and return gprof's report (-b: no blurbs).  Fails the test if a
 * step fails.
 */
static char *profile(const char *dir, const char *cc, const char *flags,
		     const char *src, const char *env, const char *args)
{
	char *out;
	int st;

	st = run(&out, dir, "%s %s '%s/tests/progs/%s' -o prog", cc, flags,
		 srcdir_path(), src);
	cr_assert_eq(st, 0, "build failed in %s:\n%s", dir, out);
	free(out);
	st = run(&out, dir, "rm -f gmon.out && %s ./prog %s >/dev/null", env, args);
	cr_assert_eq(st, 0, "run failed in %s:\n%s", dir, out);
	free(out);
	cr_assert(file_exists(strcat(strcpy(alloca(strlen(dir) + 16), dir),
				     "/gmon.out")),
		  "no gmon.out in %s", dir);
	st = run(&out, dir, "gprof -b ./prog gmon.out");
	cr_assert_eq(st, 0, "gprof failed in %s:\n%s", dir, out);
	return out;
}

static char *subdir(const char *test, const char *name)
{
	return work_dir(test, name);
}

/*
 * The program's own functions in tests/progs/<src>, one name a line: the
 * text symbols of its object file.
 */
static char *own_functions(const char *dir, const char *src)
{
	char *out;
	int st = run(&out, dir, "gcc -c '%s/tests/progs/%s' -o own.o && "
		     "nm --defined-only own.o | awk '$2 ~ /^[Tt]$/ { print $3 }'",
		     srcdir_path(), src);

	cr_assert_eq(st, 0, "%s", out);
	return out;
}

/*
 * Profile calls.c with gmon-cc and with glibc's runtime (`gcc -pg' or
 * `clang -pg'), using the same compiler and flags; the call graphs must
 * be identical, and the counts we know must be there.  On another C
 * library only the arcs between the program's own functions compare:
 * a static program's C library is profiled text too, and musl's qsort
 * is not glibc's.
 */
static void compare_graphs(const char *test, const char *compiler,
			   const char *flags, int known_shape)
{
	char *ours_dir, *ref_dir, *ours, *ref, why[512], *cc, *ref_flags;
	struct graph a, b;
	char fn[16];

	ours_dir = subdir(test, "gmon");
	ref_dir = subdir(test, "glibc");
	if (asprintf(&cc, "GMON_CC='%s' %s", test_cc(compiler), gmon_cc()) < 0)
		abort();
	ours = profile(ours_dir, cc, flags, "calls.c", "", "");
	if (asprintf(&ref_flags, "%s -pg %s", flags, sanitize_flags()) < 0)
		abort();
	ref = profile(ref_dir, compiler, ref_flags, "calls.c", "", "");
	parse_graph(ours, &a);
	parse_graph(ref, &b);
	if (strcmp(test_libc(), "glibc") != 0) {
		char *own = own_functions(ref_dir, "calls.c");

		graph_keep(&a, own);
		graph_keep(&b, own);
		free(own);
	}
	cr_assert_gt(b.n, 300, "reference graph too small:\n%s", ref);
	cr_expect(same_graph(&a, &b, why, sizeof why),
		  "call graphs differ (ours on %s vs glibc): %s", test_libc(), why);
	if (!known_shape)	/* LTO inlines and clones across calls.c */
		goto done;
	cr_expect_eq(arc_count(&a, "main", "mid"), 10);
	cr_expect_eq(arc_count(&a, "mid", "leaf"), 40);
	cr_expect_eq(arc_count(&a, "main", "by_pointer"), 1);
	cr_expect_eq(arc_count(&a, "by_pointer", "op_add"), 100);
	cr_expect_eq(arc_count(&a, "by_pointer", "op_mul"), 100);
	for (int i = 100; i < 400; i += 37) {
		snprintf(fn, sizeof fn, "f%d", i);
		cr_expect_eq(arc_count(&a, "many", fn), 3, "many -> %s", fn);
	}
done:
	free_graph(&a);
	free_graph(&b);
	free(ours);
	free(ref);
	free(cc);
	free(ref_flags);
}

static void compare_calls(const char *test, const char *compiler,
			  const char *flags)
{
	compare_graphs(test, compiler, flags, 1);
}

Test(calls, gcc_pie_O2) { compare_calls("gcc_pie_O2", "gcc", "-O2 -fpie -pie"); }
Test(calls, gcc_nopie_O2) { compare_calls("gcc_nopie_O2", "gcc", "-O2 -fno-pie -no-pie"); }
Test(calls, gcc_O0) { compare_calls("gcc_O0", "gcc", "-O0"); }
Test(calls, gcc_O1) { compare_calls("gcc_O1", "gcc", "-O1"); }
Test(calls, gcc_O3) { compare_calls("gcc_O3", "gcc", "-O3"); }
Test(calls, gcc_fentry) { compare_calls("gcc_fentry", "gcc", "-O2 -mfentry"); }
Test(calls, gcc_static) { compare_calls("gcc_static", "gcc", "-O2 -static"); }
/*
 * Calls to mcount that LTO makes at link time bind to libgmon's, on
 * glibc and on musl: the same graph as glibc's -pg -flto.
 */
Test(calls, gcc_lto) { compare_graphs("gcc_lto", "gcc", "-O2 -flto", 0); }
Test(calls, gcc_static_lto) { compare_graphs("gcc_static_lto", "gcc", "-O2 -flto -static", 0); }
Test(calls, clang_pie_O2) { compare_calls("clang_pie_O2", "clang", "-O2"); }
Test(calls, clang_nopie_O0) { compare_calls("clang_nopie_O0", "clang", "-O0 -fno-pie -no-pie"); }
Test(calls, clang_fentry) { compare_calls("clang_fentry", "clang", "-O2 -mfentry"); }

/*
 * Time goes where the CPU went: burn_a uses three times burn_b's CPU
 * time (1.2 s in all, measured by the program itself).
 */
static void check_split(const char *test, const char *flags, const char *env)
{
	char *dir = subdir(test, "gmon");
	char *out = profile(dir, gmon_cc(), flags, "burn.c", env, "1.2");
	double a = flat_self(out, "burn_a"), b = flat_self(out, "burn_b");

	cr_assert_gt(b, 0.0, "no time in burn_b:\n%s", out);
	cr_expect(a / b > 2.2 && a / b < 4.0, "burn_a/burn_b = %.2f/%.2f:\n%s",
		  a, b, out);
	free(out);
}

Test(time, split_pie) { check_split("split_pie", "-O1", ""); }
Test(time, split_nopie) { check_split("split_nopie", "-O1 -no-pie", ""); }
Test(time, split_1000hz) { check_split("split_1000hz", "-O1", "GMON_HZ=1000"); }

Test(time, rate_recorded)
{
	char *dir = subdir("rate", "gmon"), *out;
	char *p = profile(dir, gmon_cc(), "-O1", "burn.c", "GMON_HZ=1000", "0.2");

	cr_expect(strstr(p, "Each sample counts as 0.001 seconds"), "%s", p);
	free(p);
	cr_assert_eq(run(&out, dir, "'%s/gmon-dump' -s gmon.out", builddir_path()), 0);
	cr_expect(strstr(out, "rate 1000 "), "%s", out);
	free(out);
}

/* GMON_OUT_PREFIX names the file prefix.PID, as glibc does. */
Test(output, out_prefix)
{
	char *dir = subdir("out_prefix", "gmon"), *out;
	int st;

	st = run(&out, dir, "%s -O1 '%s/tests/progs/calls.c' -o prog && "
		 "GMON_OUT_PREFIX=$PWD/prof ./prog >/dev/null & pid=$!; wait $pid; "
		 "test -f prof.$pid && test ! -e gmon.out && "
		 "gprof -b -q ./prog prof.$pid", gmon_cc(), srcdir_path());
	cr_assert_eq(st, 0, "%s", out);
	cr_expect(strstr(out, "mid"), "%s", out);
	free(out);
}

/*
 * A program with 8 MiB of text has a 4 MiB histogram, which went out
 * through the encoder's 512-byte buffer: 8192 writes (and as many
 * getpid calls), three times glibc's exit time for a program the size
 * of cc1.  Unwrapped bins go to write() as they lie in memory, in
 * pieces.  Both formats; gprof still reads the file.
 */
static void big_text_case(const char *test, const char *env)
{
	char *dir = subdir(test, "gmon"), *out;
	int st;

	need_tool("strace", "deps/core.txt");
	st = run(&out, dir, "printf 'void pad(void);\nvolatile unsigned long n;\n"
		 "__attribute__((noinline)) void spin(void){for(long i=0;i<1000;i++)n+=i;}\n"
		 "int main(int c, char **v){if(c>5)pad();spin();return 0;}\n' > m.c && "
		 "%s -O1 -DPAD_BYTES=8388608 m.c '%s/tests/progs/pad.S' -o prog && "
		 /* (LeakSanitizer cannot run under ptrace: the sanitizer suite) */
		 "ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0\" "
		 "%s strace -f -e trace=write -o trace ./prog && "
		 "grep -c 'write(' trace && gprof -b -p ./prog gmon.out",
		 gmon_cc(), srcdir_path(), env);
	cr_assert_eq(st, 0, "%s", out);
	/* 4 MiB in pieces of 256 KiB: 16 writes and a few */
	cr_expect_lt(strtol(out, NULL, 10), 64, "writes at exit:\n%s", out);
	cr_expect(strstr(out, "spin"), "%s", out);
	free(out);
	free(dir);
}

Test(output, big_histogram_in_few_writes) { big_text_case("big_text", ""); }
Test(output, big_histogram_in_few_writes_bsd)
{
	big_text_case("big_text_bsd", "GMON_FORMAT=bsd");
}

/* GMON_FORMAT=bsd: the 4.4BSD file gives gprof the same call graph. */
Test(output, bsd_format)
{
	char *dir = subdir("bsd", "gmon"), *gnu, *bsd, why[512];
	struct graph a, b;

	gnu = profile(dir, gmon_cc(), "-O2", "calls.c", "", "");
	bsd = profile(dir, gmon_cc(), "-O2", "calls.c", "GMON_FORMAT=bsd", "");
	cr_assert_eq(run(NULL, dir, "head -c 4 gmon.out | grep -q gmon"), 1,
		     "GMON_FORMAT=bsd wrote a GNU file");
	parse_graph(gnu, &a);
	parse_graph(bsd, &b);
	cr_expect(same_graph(&a, &b, why, sizeof why), "%s", why);
	cr_expect_eq(arc_count(&b, "mid", "leaf"), 40);
	free_graph(&a);
	free_graph(&b);
	free(gnu);
	free(bsd);
}

/*
 * Run a shell script in a fresh directory, with $G the uninstalled
 * gmon-cc; it must succeed and end by printing gprof's call graph, in
 * which caller -> callee must have `want' calls.
 */
static void script_arc(const char *test, const char *script,
		       const char *caller, const char *callee,
		       unsigned long want)
{
	char *dir = subdir(test, "gmon"), *out;
	struct graph g;
	int st;

	st = run(&out, dir, "%s G='%s/tools/gmon-cc'; %s", gmon_cc_exports(),
		 builddir_path(), script);
	cr_assert_eq(st, 0, "%s", out);
	parse_graph(out, &g);
	cr_expect_eq(arc_count(&g, caller, callee), want, "%s", out);
	free_graph(&g);
	free(out);
	free(dir);
}

/*
 * gprof leaves mcount and _mcount out of its flat profile, and with
 * them every sample taken there; libgmon's stubs carry a name gprof
 * keeps (libgmon_mcount_overhead), so that a call-heavy program's flat
 * profile accounts for every sample in the file (issue 15 item 4).
 */
static void flat_total_case(const char *test, const char *flags)
{
	char *dir = subdir(test, "gmon"), *out, *p;
	double total = 0, cum;
	unsigned long samples = 0;

	cr_assert_eq(run(&out, dir, "%s %s '%s/tests/progs/threads.c' -o prog "
			 "-lpthread && ./prog calls 0.5 && '%s/gmon-dump' -s "
			 "gmon.out && gprof -b -p ./prog gmon.out", gmon_cc(),
			 flags, srcdir_path(), builddir_path()), 0, "%s", out);
	p = strstr(out, " samples ");
	cr_assert(p && sscanf(p, " samples %lu", &samples) == 1, "%s", out);
	/* the flat profile's last cumulative seconds: 0.01 s a sample */
	for (p = strstr(out, "Flat profile:"); p && (p = strchr(p, '\n')); p++)
		if (sscanf(p + 1, "%*f %lf", &cum) == 1)
			total = cum;
	cr_assert_gt(samples, 20, "%s", out);
	cr_expect_leq(samples - (unsigned long)(total * 100 + 0.5), 2,
		      "%lu samples in the file, %.2f s in the flat profile:\n%s",
		      samples, total, out);
	cr_expect_gt(flat_self(out, "libgmon_mcount_overhead") +
		     flat_self(out, "libgmon_fentry_overhead"), 0.0, "%s", out);
	free(out);
	free(dir);
}

Test(output, flat_profile_shows_every_sample)
{
	flat_total_case("flat_total", "-O2");
}

Test(output, flat_profile_shows_every_sample_fentry)
{
	flat_total_case("flat_total_fentry", "-O2 -mfentry");
}

/* moncontrol(0) stops the stubs' hot path too. */
Test(calls, moncontrol_pauses_the_hot_path)
{
	char *dir = subdir("toggle", "gmon"), *out;

	cr_assert_eq(run(&out, dir, "%s -O2 '%s/tests/progs/threads.c' -o prog "
			 "-lpthread && ./prog toggle 100000 && "
			 "gprof -b -q ./prog gmon.out", gmon_cc(), srcdir_path()),
		     0, "%s", out);
	cr_expect_eq(gprof_calls(out, "work"), 200000, "%s", out);
	free(out);
	free(dir);
}

/*
 * gprof lists local functions with the program's.  libgmon's (static
 * functions: find, take, report...) carry __gmon_ in what programs link,
 * so a program's own find is the only find; it was listed twice.
 */
Test(output, runtime_local_functions_are_named_gmon)
{
	char *dir = subdir("local_names", "gmon"), *out;

	cr_assert_eq(run(&out, dir, "printf '%%s\n' "
			 "'static int find(int x) { return x + 1; }' "
			 "'static int take(int x) { return x * 2; }' "
			 "'int main(void) { return find(1) + take(1) != 4; }' > a.c && "
			 "%s -O0 a.c -o prog && ./prog && "
			 "nm prog | awk '$2 ~ /^[tT]$/ && ($3 == \"find\" || $3 == \"take\")' | wc -l && "
			 "nm prog | awk '$2 ~ /^[tT]$/ && $3 !~ /^(gmon_|libgmon_|_)/' | sort -k3",
			 gmon_cc()), 0, "%s", out);
	cr_expect_eq(atoi(out), 2, "the program's find and take, and no other:\n%s",
		     out);
	free(out);
	free(dir);
}

/* Separate compile and link steps, as make does. */
Test(driver, separate_steps)
{
	script_arc("separate",
		   "printf 'int helper(int x){return x+1;}\\n' > b.c && "
		   "printf 'int helper(int);\\nint main(void){int s=0;"
		   "for(int i=0;i<7;i++)s+=helper(i);return s!=28;}\\n' > a.c && "
		   "$G -O0 -c a.c && $G -O0 -c b.c -o b.o && $G a.o b.o -o prog && "
		   "./prog && gprof -b -q ./prog gmon.out",
		   "main", "helper", 7);
}

/*
 * A program that uses -pg shared objects, linked and dlopen'ed, runs
 * correctly, and its own profile is still written.
 */
Test(driver, pg_shared_objects)
{
	script_arc("shared",
		 "printf 'int lib_f(int x){return x*2;}\\n' > lib.c && "
		 "printf 'int plug_f(int x){return x*5;}\\n' > plug.c && "
		 "printf '#include <dlfcn.h>\\nint lib_f(int);\\n"
		 "__attribute__((noinline)) int local_f(int x){return x+1;}\\n"
		 "int main(void){void*h=dlopen(\"./plug.so\",RTLD_NOW);"
		 "if(!h)return 3;int(*p)(int)=(int(*)(int))dlsym(h,\"plug_f\");"
		 "int s=0;for(int i=0;i<5;i++)s+=lib_f(i)+p(i)+local_f(i);"
		 "return s!=20+50+15;}\\n' > main.c && "
		 "$G -O1 -fPIC -shared lib.c -o liblib.so && "
		 "$G -O1 -fPIC -shared plug.c -o plug.so && "
		 "$G -O1 main.c -o prog -L. -llib -ldl -Wl,-rpath,'$ORIGIN' && "
		 "./prog && gprof -b -q ./prog gmon.out",
		 "main", "local_f", 5);
}

/*
 * gcrt1.o is made from the start file the C library's compiler links
 * (musl's, with musl-gcc, whose search path finds glibc's as well): it
 * defines every symbol that one does.
 */
Test(driver, start_file_is_the_c_librarys)
{
	char *out;
	int st = run(&out, builddir_path(),
		     "s=$(%s -pie -### -x c /dev/null -o none 2>&1 | tr ' ' '\\n' | "
		     "tr -d '\"' | grep '/Scrt1\\.o$' | sed 1q) && test -f \"$s\" && "
		     "nm --defined-only \"$s\" | awk '{ print $3 }' | sort > scrt1.syms && "
		     "nm --defined-only crt/gcrt1.o | awk '{ print $3 }' | sort > gcrt1.syms && "
		     "comm -23 scrt1.syms gcrt1.syms; rm -f scrt1.syms gcrt1.syms",
		     test_cc("gcc"));

	cr_assert_eq(st, 0, "%s", out);
	cr_expect_str_empty(out, "gcrt1.o lacks these of the C library's Scrt1.o: %s", out);
	free(out);
}

/*
 * make install into a prefix, move the tree, and use it from there, for
 * a program linked with `flags'.
 */
static void installed_case(const char *test, const char *flags)
{
	char *script;

	if (asprintf(&script, "make -C '%s' install prefix=$PWD/p >/dev/null && "
		 "mv p q && test -x q/bin/gmon-cc && test -f q/lib/libgmon.a && "
		 "test -f q/lib/libgmon/gcrt1.o && test -f q/include/libgmon/mon.h && "
		 "test -f q/include/libgmon/sys/gmon.h && test -f q/lib/pkgconfig/libgmon.pc && "
		 "printf '#include <sys/gmon.h>\\n#include <mon.h>\\n"
		 "int twice(int x){return 2*x;}\\nint main(void){int s=0;"
		 "for(int i=0;i<3;i++)s+=twice(i);moncontrol(1);return s!=6;}\\n' > t.c && "
		 "unset GMON_CC_LIBDIR GMON_CC_CRTDIR GMON_CC_INCDIR && "
		 "q/bin/gmon-cc -O0 %s t.c -o t && ./t && gprof -b -q ./t gmon.out",
		 builddir_path(), flags) < 0)
		abort();
	script_arc(test, script, "main", "twice", 3);
	free(script);
}

Test(driver, installed_and_moved, .timeout = 300) { installed_case("install", ""); }
Test(driver, installed_static, .timeout = 300) { installed_case("install_static", "-static"); }

/*
 * libgmon configured in ways that each broke the installed tree:
 * - link-time optimisation in CFLAGS (Ubuntu's and Fedora's package
 *   flags add -flto=auto -ffat-lto-objects): objcopy renamed the
 *   runtime's names in the machine code but not in the LTO IR, and
 *   every gmon-cc link failed;
 * - any other flag of the runtime's own that CFLAGS undid, as the user's
 *   come last (a stack protector in every program's mcount, here);
 * - a prefix with a space: its lib and include were cut at the space;
 * - bindir outside the prefix: gmon-cc looked in /nonexistent/lib;
 * - a launcher in CC ("ccache gcc"; env here, which every system has):
 *   gmon-c++ ran "c++ gcc", and configure looked for the launcher, not
 *   the C++ compiler, to warn that it is missing;
 * - --program-prefix and the like (here --program-transform-name, which
 *   renames even the gmon- part): libgmon.so was renamed, so gmon-run
 *   refused every program, the gmon-gcc-* links and the manual pages
 *   that source another named files under their old names, and the
 *   links ran no tool.  (Here gmon-run then refuses to preload from a
 *   path with a space, as it must.)
 * (The musl build has no C++ compiler and no gmon-run.)
 */
Test(driver, installed_from_an_unusual_configure, .timeout = 900)
{
	int glibc = strcmp(test_libc(), "glibc") == 0;
	char *script;

	if (asprintf(&script, "unset MAKEFLAGS MFLAGS MAKELEVEL GMON_CC_LIBDIR "
		 "GMON_CC_CRTDIR GMON_CC_INCDIR; rm -rf src build cxx 'my prefix' bin && "
		 "make -s -C '%s' distdir distdir=\"$PWD/src\" >/dev/null && "
		 "mkdir build && cd build && { ../src/configure CC='env %s' "
		 "--prefix=\"$PWD/../my prefix\" --bindir=\"$PWD/../bin\" "
		 "--program-transform-name='s/gmon/xg/' "
		 "CFLAGS='-O2 -flto=auto -ffat-lto-objects -fstack-protector-all' "
		 "LDFLAGS=-flto=auto >build.log 2>&1 && make -j2 >>build.log 2>&1 && "
		 "make install >>build.log 2>&1 || { tail -30 build.log; exit 1; }; "
		 "} && cd .. && if nm 'my prefix/lib/libgmon.a' 'my prefix/lib/libgmon/libgmon.so' "
		 "2>/dev/null | grep -m1 __stack_chk; then "
		 "echo 'the runtime has a stack protector'; exit 1; fi && "
		 "m='my prefix/share/man' && "
		 "grep -qx '.so man1/xg-cc.1' \"$m/man1/xg-c++.1\" && "
		 "grep -qx '.so man1/xg-binutils.1' \"$m/man1/xg-gcc-ar.1\" && "
		 "test -f \"$m/man1/xg-cc.1\" && test -f \"$m/man3/profil.3\" && "
		 "printf 'int twice(int x){return 2*x;}\\nint main(void){int s=0;"
		 "for(int i=0;i<3;i++)s+=twice(i);return s!=6;}\\n' > t.c && "
		 "if %s; then cp t.c t.cc && "
		 "bin/xg-c++ -O2 -fno-inline t.cc -o tx && ./tx && "
		 "gprof -b -q ./tx gmon.out | grep -q twice && rm gmon.out && "
		 "test -f 'my prefix/lib/libgmon/libgmon.so' && gcc -O2 t.c -o plain && "
		 "{ bin/xg-run ./plain 2>&1; true; } | grep 'path has a space'; fi && "
		 "bin/xg-cc -O2 -c t.c && bin/xg-gcc-nm t.o | grep -q twice && "
		 "bin/xg-cc -O2 -flto -fno-inline t.c -o tl && ./tl && "
		 "gprof -b -q ./tl gmon.out | grep -q twice && "
		 "bin/xg-cc -O2 -fno-inline t.c -o t && ./t && "
		 "gprof -b -q ./t gmon.out && mkdir cxx && cd cxx && "
		 "{ ../src/configure GMON_DEFAULT_CXX='env nosuch-g++' 2>&1 | "
		 "grep -q 'nosuch-g++ not found' || "
		 "{ echo 'no warning for a missing C++ compiler'; exit 1; }; } && "
		 "cd .. && rm -rf src build cxx",
		 builddir_path(), test_cc("gcc"), glibc ? "true" : "false") < 0)
		abort();
	script_arc("configured", script, "main", "twice", 3);
	free(script);
}

/*
 * Every manual page of section 1 that make install installs is that of
 * a program it installs: a musl build, which builds no gmon-run,
 * installed gmon-run.1.
 */
Test(driver, installed_manual_pages_have_programs, .timeout = 300)
{
	char *dir = work_dir("driver", "install_man"), *out;
	int st = run(&out, dir, "make -C '%s' install prefix=$PWD/p >/dev/null && "
		     "ls p/share/man/man1/*.1 >/dev/null && "
		     "for m in p/share/man/man1/*.1; do n=${m##*/}; "
		     "test -x p/bin/${n%%.1} || echo \"$n but no ${n%%.1}\"; done",
		     builddir_path());

	cr_assert_eq(st, 0, "%s", out);
	cr_expect_str_empty(out, "%s", out);
	free(out);
	free(dir);
}

/*
 * A real third-party autotools project, GNU gzip (Debian's source),
 * configured with CC=gmon-cc (and LDFLAGS, for a static build) and
 * built, then profiled compressing a file.  Its output must be the
 * system's gzip's, byte for byte (Debian's build of the same source, on
 * glibc).
 */
static void gzip_case(const char *test, const char *ldflags)
{
	char *dir = subdir(test, "build"), *out, *cache;
	struct graph g;
	int st;

	if (asprintf(&cache, "%s/tests/work-cache", builddir_path()) < 0)
		abort();
	/* the tests run in parallel: one fetches, the others wait */
	st = run(&out, dir, "mkdir -p '%s' && flock '%s/.lock' '%s/tests/fetch-source.sh' gzip '%s'",
		 cache, cache, srcdir_path(), cache);
	cr_assert_eq(st, 0, "cannot fetch gzip's source: %s", out);
	free(out);
	st = run(&out, dir,
		 "%s cp -a '%s/gzip' src && cd src && "
		 "CC='%s/tools/gmon-cc' LDFLAGS='%s' ./configure --quiet "
		 "--disable-dependency-tracking >../configure.log 2>&1 && "
		 "make -j2 >../make.log 2>&1 && "
		 "seq 1 200000 > ../input && ./gzip -9 -n -c ../input > ../input.gz && "
		 "gzip -9 -n -c ../input | cmp - ../input.gz && "
		 "./gzip -d -c ../input.gz | cmp - ../input && "
		 "./gzip -9 -c ../input > /dev/null && "
		 "gprof -b ./gzip gmon.out",
		 gmon_cc_exports(), cache, builddir_path(), ldflags);
	cr_assert_eq(st, 0, "%s", out);
	parse_graph(out, &g);
	cr_expect_eq(arc_count(&g, "zip", "deflate"), 1, "%s", out);
	cr_expect_gt(arc_count(&g, "deflate", "longest_match"), 1000, "%s", out);
	cr_expect(strstr(out, "Each sample counts as"), "%s", out);
	free_graph(&g);
	free(out);
	free(cache);
}

Test(thirdparty, gzip, .timeout = 900) { gzip_case("gzip", ""); }
Test(thirdparty, gzip_static, .timeout = 900) { gzip_case("gzip_static", "-static"); }

/*
 * GMON_VERBOSE: where the time went, object by object: here 0.3 s in
 * the C library's memset, outside the executable.
 */
Test(output, verbose_where_the_time_went)
{
	char *dir = subdir("verbose", "gmon"), *out;
	int st;

	st = run(&out, dir, "%s -O1 '%s/tests/progs/lifecycle.c' -o prog && "
		 "GMON_VERBOSE=1 ./prog outside 2>err; cat err",
		 gmon_cc(), srcdir_path());
	cr_assert_eq(st, 0, "%s", out);
	cr_expect(strstr(out, "libgmon: where the time went: "), "%s", out);
	cr_expect(strstr(out, "%  prog (the executable)\n"), "%s", out);
	/* the C library: musl's is its loader */
	cr_expect(strstr(out, strcmp(test_libc(), "glibc") ? "%  ld-musl-"
							    : "%  libc.so.6\n"),
		  "time in memset is in the C library: %s", out);
	free(out);
	st = run(&out, dir, "./prog outside 2>err; test ! -s err");
	cr_expect_eq(st, 0, "without GMON_VERBOSE nothing is printed: %s", out);
	free(out);
}

/*
 * The core makes no system call and no C library call: its objects
 * reference nothing but the port interface (and each other).
 */
Test(port, core_needs_only_the_port)
{
	char *out;
	int st;

	st = run(&out, builddir_path(),
		 "nm -u libgmoncore.a | awk 'NF == 2 { print $2 }' | sort -u > core.undef && "
		 "nm --defined-only libgmoncore.a | awk 'NF == 3 { print $3 }' | sort -u > core.def && "
		 "comm -23 core.undef core.def | grep -v -e '^gmon_port_' -e '^_GLOBAL_OFFSET_TABLE_$' ; "
		 "rm -f core.undef core.def");
	cr_assert_eq(st, 0);
	cr_expect_str_empty(out, "the core calls outside the port: %s", out);
	free(out);
}
