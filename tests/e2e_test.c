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
	const char *cmd = "./prog >/dev/null";
	struct graph a, b;
	char fn[16];

	ours_dir = work_dir(test, "gmon");
	ref_dir = work_dir(test, "glibc");
	cc = xasprintf("GMON_CC='%s' %s", test_cc(compiler), gmon_cc());
	ours = profile_program(ours_dir, cc, flags, "calls.c", cmd, NULL);
	ref_flags = xasprintf("%s -pg %s", flags, sanitize_flags());
	ref = profile_program(ref_dir, compiler, ref_flags, "calls.c", cmd, NULL);
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
	free(ours_dir);
	free(ref_dir);
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
	char *dir = work_dir(test, "gmon"), *cmd = xasprintf("%s ./prog 1.2", env);
	char *out = profile_program(dir, NULL, flags, "burn.c", cmd, NULL);
	double a = flat_self(out, "burn_a"), b = flat_self(out, "burn_b");

	cr_assert_gt(b, 0.0, "no time in burn_b:\n%s", out);
	cr_expect(a / b > 2.2 && a / b < 4.0, "burn_a/burn_b = %.2f/%.2f:\n%s",
		  a, b, out);
	free(out);
	free(cmd);
	free(dir);
}

Test(time, split_pie) { check_split("split_pie", "-O1", ""); }
Test(time, split_nopie) { check_split("split_nopie", "-O1 -no-pie", ""); }
Test(time, split_1000hz) { check_split("split_1000hz", "-O1", "GMON_HZ=1000"); }

Test(time, rate_recorded)
{
	char *dir = work_dir("rate", "gmon"), *out;
	char *p = profile_program(dir, NULL, "-O1", "burn.c",
				  "GMON_HZ=1000 ./prog 0.2", NULL);

	cr_expect(strstr(p, "Each sample counts as 0.001 seconds"), "%s", p);
	free(p);
	out = run_ok(dir, "%s -s gmon.out", gmon_dump_cmd());
	cr_expect(strstr(out, "rate 1000 "), "%s", out);
	free(out);
	free(dir);
}

/* GMON_OUT_PREFIX names the file prefix.PID, as glibc does. */
Test(output, out_prefix)
{
	char *dir = work_dir("out_prefix", "gmon"), *out;

	build_program(dir, NULL, "-O1", "calls.c");
	out = run_ok(dir, "GMON_OUT_PREFIX=$PWD/prof ./prog >/dev/null & "
		     "pid=$!; wait $pid; test -f prof.$pid && test ! -e gmon.out && "
		     "gprof -b -q ./prog prof.$pid");
	cr_expect(strstr(out, "mid"), "%s", out);
	free(out);
	free(dir);
}

/*
 * A program with 8 MiB of text has a 4 MiB histogram: unwrapped bins go
 * to write() as they lie in memory, in pieces of 256 KiB, never through
 * the encoder's 512-byte buffer (8192 writes, three times glibc's exit
 * time for a program the size of cc1).  Both formats; gprof still reads
 * the file.
 */
static void big_text_case(const char *test, const char *env)
{
	char *dir = work_dir(test, "gmon"), *out;
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
	char *dir = work_dir("bsd", "gmon"), *gnu, *bsd, why[512];
	struct graph a, b;

	gnu = profile_program(dir, NULL, "-O2", "calls.c", "./prog >/dev/null",
			      NULL);
	bsd = profile_program(dir, NULL, "-O2", "calls.c",
			      "GMON_FORMAT=bsd ./prog >/dev/null", NULL);
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
	free(dir);
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
	char *dir = work_dir(test, "gmon");
	const struct expected_arc arcs[] = { { caller, callee, want },
					     { NULL, NULL, 0 } };

	expect_script_arcs(dir, script, arcs);
	free(dir);
}

/*
 * gprof leaves mcount and _mcount out of its flat profile, and with
 * them every sample taken there; libgmon's stubs carry a name gprof
 * keeps (libgmon_mcount_overhead), so that a call-heavy program's flat
 * profile accounts for every sample in the file.
 */
static void flat_total_case(const char *test, const char *flags)
{
	char *dir = work_dir(test, "gmon"), *out, *p;
	double total = 0, cum;
	unsigned long samples = 0;

	build_program(dir, NULL, flags, "threads.c");
	out = run_ok(dir, "./prog calls 0.5 && %s -s gmon.out && "
		     "gprof -b -p ./prog gmon.out", gmon_dump_cmd());
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
	char *dir = work_dir("toggle", "gmon");
	char *out = profile_program(dir, NULL, "-O2", "threads.c",
				    "./prog toggle 100000", NULL);

	cr_expect_eq(gprof_calls(out, "work"), 200000, "%s", out);
	free(out);
	free(dir);
}

/*
 * gprof lists local functions with the program's.  libgmon's (static
 * functions) carry __gmon_ in what programs link, so that a program's
 * own local function is the only one of its name gprof lists.
 */
Test(output, runtime_local_functions_are_named_gmon)
{
	char *dir = work_dir("local_names", "gmon"), *out;

	build_program(dir, NULL, "-O0", "local_names.c");
	out = run_ok(dir, "./prog && nm prog | awk '$2 ~ /^[tT]$/ && "
		     "($3 == \"find\" || $3 == \"take\")' | wc -l && "
		     "nm prog | awk '$2 ~ /^[tT]$/ && $3 !~ /^(gmon_|libgmon_|_)/' | sort -k3");
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
 * a program linked with `flags' (tests/scripts/install-and-move.sh).
 */
static void installed_case(const char *test, const char *flags)
{
	char *script = xasprintf("sh '%s/tests/scripts/install-and-move.sh' "
				 "'%s' '%s'", srcdir_path(), builddir_path(),
				 flags);

	script_arc(test, script, "main", "twice", 3);
	free(script);
}

Test(driver, installed_and_moved, .timeout = 300) { installed_case("install", ""); }
Test(driver, installed_static, .timeout = 300) { installed_case("install_static", "-static"); }

/*
 * libgmon configured in every way that may break an installed tree,
 * installed and used (tests/scripts/unusual-configure.sh says which).
 * (The musl build has no C++ compiler and no gmon-run.)
 */
Test(driver, installed_from_an_unusual_configure, .timeout = 900)
{
	int glibc = strcmp(test_libc(), "glibc") == 0;
	char *script = xasprintf("sh '%s/tests/scripts/unusual-configure.sh' "
				 "'%s' '%s' %s", srcdir_path(), builddir_path(),
				 test_cc("gcc"), glibc ? "yes" : "no");

	script_arc("configured", script, "main", "twice", 3);
	free(script);
}

/*
 * Every manual page of section 1 that make install installs is that of
 * a program it installs (a musl build has no gmon-run, nor its page).
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
 * built, then profiled compressing a file (tests/scripts/
 * gzip-profile.sh).  Its output must be the system's gzip's, byte for
 * byte (Debian's build of the same source, on glibc).
 */
static void gzip_case(const char *test, const char *ldflags)
{
	char *dir = work_dir(test, "build"), *out, *cache;
	struct graph g;
	int st;

	cache = xasprintf("%s/tests/work-cache", builddir_path());
	/* the tests run in parallel: one fetches, the others wait */
	st = run(&out, dir, "mkdir -p '%s' && flock '%s/.lock' '%s/tests/fetch-source.sh' gzip '%s'",
		 cache, cache, srcdir_path(), cache);
	cr_assert_eq(st, 0, "cannot fetch gzip's source: %s", out);
	free(out);
	out = run_ok(dir, "%s sh '%s/tests/scripts/gzip-profile.sh' '%s/gzip' "
		     "'%s/tools/gmon-cc' '%s'", gmon_cc_exports(), srcdir_path(),
		     cache, builddir_path(), ldflags);
	parse_graph(out, &g);
	cr_expect_eq(arc_count(&g, "zip", "deflate"), 1, "%s", out);
	cr_expect_gt(arc_count(&g, "deflate", "longest_match"), 1000, "%s", out);
	cr_expect(strstr(out, "Each sample counts as"), "%s", out);
	free_graph(&g);
	free(out);
	free(cache);
	free(dir);
}

Test(thirdparty, gzip, .timeout = 900) { gzip_case("gzip", ""); }
Test(thirdparty, gzip_static, .timeout = 900) { gzip_case("gzip_static", "-static"); }

/*
 * GMON_VERBOSE: where the time went, object by object: here 0.3 s in
 * the C library's memset, outside the executable.
 */
Test(output, verbose_where_the_time_went)
{
	char *dir = work_dir("verbose", "gmon"), *out;
	int st;

	build_program(dir, NULL, "-O1", "lifecycle.c");
	out = run_ok(dir, "GMON_VERBOSE=1 ./prog outside 2>err; cat err");
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
	free(dir);
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
