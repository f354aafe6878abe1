/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gmon-run: programs not built for profiling (and some that are),
 * profiled by the preloaded libgmon.so, run as they run without it.
 * The suite is built where gmon-run is (elfutils' libelf: not in the
 * musl configuration).  See objects.h.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "harness.h"
#include "objects.h"

/*
 * The same sources built without -pg, under gmon-run: every object's
 * time where the program measured it, read by gprof from each file,
 * and the same split in the summary at exit and from gmon-dump.
 */
Test(gmon_run, time_split_of_an_unmodified_program)
{
	char *dir = work_dir("gmon_run", "split"), *out, *dump, *g, *libc;
	/* object, its file, the part of the program, gmon-dump's label */
	const char *parts[][4] = {
		{ "prog", "gmon.out", "main_burn", "the executable" },
		{ "libpg.so", "gmon.libpg.so.out", "pg_burn", "libpg.so" },
		{ "libplain.so", "gmon.libplain.so.out", "plain_burn", "libplain.so" },
		{ "libdl.so", "gmon.libdl.so.out", "dl_burn", "libdl.so" },
		{ NULL, NULL, "libc", NULL },	/* the C library, stripped */
	};
	double total = 0;
	size_t i;

	build_objects_program(dir, PLAIN);
	parts[4][0] = parts[4][3] = libc = libc_object(dir);
	out = run_ok(dir, "%s -v --rate=1000 ./prog " SECONDS
		     " ./libdl.so", gmon_run());
	dump = run_ok(dir, "%s --objects gmon*.out", gmon_dump_cmd());
	for (i = 0; i < sizeof parts / sizeof *parts; i++)
		total += measured_seconds(out, parts[i][2]);
	for (i = 0; i < sizeof parts / sizeof *parts; i++) {
		double want = measured_seconds(out, parts[i][2]);

		if (parts[i][1]) {	/* gprof can name the functions */
			g = gprof_report(dir, parts[i][0], parts[i][1]);
			expect_near(flat_self(g, parts[i][2]), want,
				    parts[i][2], g);
			free(g);
		}
		expect_near(verbose_share(out, parts[i][0]) / 100 * total, want,
			    parts[i][0], out);
		expect_near(verbose_share(dump, parts[i][3]) / 100 * total, want,
			    parts[i][3], dump);
	}
	cr_expect(strstr(out, "%  prog (the executable)"), "%s", out);

	/* a stripped copy of libplain.so: gmon-dump --flat still names it */
	free(dump);
	dump = run_ok(dir, "cp libplain.so stripped.so && strip stripped.so && "
		      "%s --flat stripped.so gmon.libplain.so.out",
		      gmon_dump_cmd());
	cr_expect(strstr(dump, ".dynsym"), "%s", dump);
	g = strstr(dump, "  plain_burn\n");
	cr_assert_not_null(g, "%s", dump);
	while (g > dump && g[-1] != '\n')
		g--;
	expect_near(atof(g), measured_seconds(out, "plain_burn"),
		    "plain_burn, stripped", dump);
	free(libc);
	free(dump);
	free(out);
}

/*
 * An executable segment 512 MiB from the rest (ld --section-start): the
 * histogram covers the segments with the most code, not the gap (its
 * bins would make a gmon.out of 268 MB); the far function's samples
 * count as in no object, as glibc's runtime, profiling up to etext,
 * loses them.
 */
Test(gmon_run, text_far_from_the_rest)
{
	char *dir = work_dir("gmon_run", "far"), *out, *g, *file;
	struct stat st;

	free(run_ok(dir, "%s -O1 -DFAR '%s/tests/progs/burn.c' "
		    "-Wl,--section-start=.far=0x20000000 -o prog",
		    test_cc("gcc"), srcdir_path()));
	out = run_ok(dir, "%s -v --rate=1000 ./prog 1.2", gmon_run());
	file = xasprintf("%s/gmon.out", dir);
	cr_assert_eq(stat(file, &st), 0, "no %s", file);
	cr_expect_lt(st.st_size, 1 << 20, "gmon.out has %lld bytes (the gap's bins?)",
		     (long long)st.st_size);
	free(file);
	g = gprof_report(dir, "prog", "gmon.out");
	expect_near(flat_self(g, "burn_a"), measured_seconds(out, "burn_a"), "burn_a", g);
	expect_near(verbose_share(out, "unknown") / 100 *
		    (measured_seconds(out, "burn_a") + measured_seconds(out, "burn_b")),
		    measured_seconds(out, "burn_b"), "burn_b, in no object", out);
	free(g);
	free(out);
}

/*
 * BOLT's layout (rustc's librustc_driver, LLVM): the hot code in a
 * second executable segment a few megabytes past the original text.
 * With 4 MiB of code before it, a 3 MiB gap is spanned, and burn_b's
 * samples are burn_b's.  (far_end follows burn_b: gprof credits nothing
 * to the function at the highest address.)
 */
Test(gmon_run, text_a_few_megabytes_past_the_rest)
{
	char *dir = work_dir("gmon_run", "far_hot_segment"), *out, *g;

	out = run_ok(dir, "S='%s/tests/progs' && "
		     "%s -O1 -DFAR -DFAR_END \"$S/burn.c\" \"$S/pad.S\" "
		     "-Wl,--section-start=.far=0x700000 -o prog && "
		     "readelf -lW prog | grep -c 'R E'",
		     srcdir_path(), test_cc("gcc"));
	cr_expect_geq(atoi(out), 2, "the far section has no segment of its own:\n%s", out);
	free(out);
	out = run_ok(dir, "%s -v --rate=1000 ./prog 1.2", gmon_run());
	g = gprof_report(dir, "prog", "gmon.out");
	expect_near(flat_self(g, "burn_a"), measured_seconds(out, "burn_a"), "burn_a", g);
	expect_near(flat_self(g, "burn_b"), measured_seconds(out, "burn_b"), "burn_b", g);
	free(g);
	free(out);
	free(dir);
}

/*
 * Each gap is weighed against the segments beside it, not against all
 * the code before it: 4 MiB of code, then six one-instruction segments
 * each nearly 4 MiB past the last: only the first gap is spanned, and
 * gmon.out does not grow with their number.
 */
Test(gmon_run, chain_of_small_segments_is_not_spanned)
{
	char *dir = work_dir("gmon_run", "chain"), *file;
	struct stat st;

	free(run_ok(dir, "rm -f links && { "
		    "for i in 1 2 3 4 5 6; do printf '\t.section .far%%d,\"ax\","
		    "@progbits\n\t.globl far%%d\nfar%%d:\n\tret\n' $i $i $i; "
		    "echo \"-Wl,--section-start=.far$i=$(printf 0x%%x "
		    "$((0x801000 + i * 0x3f0000)))\" >> links; done; "
		    "printf '\t.section .note.GNU-stack,\"\",@progbits\n'; } > far.s && "
		    "printf 'int main(void){return 0;}\n' > m.c && "
		    "%s -O1 -no-pie m.c '%s/tests/progs/pad.S' far.s $(cat links) -o prog && "
		    "test $(readelf -lW prog | grep -c 'R E') -ge 7 && "
		    "%s ./prog", test_cc("gcc"), srcdir_path(), gmon_run()));
	file = xasprintf("%s/gmon.out", dir);
	cr_assert_eq(stat(file, &st), 0, "no %s", file);
	cr_expect_lt(st.st_size, 6 << 20, "gmon.out has %lld bytes (the gaps' bins?)",
		     (long long)st.st_size);
	free(file);
	free(dir);
}

/* gmon-run's exit status is the program's. */
Test(gmon_run, exit_status_is_the_programs)
{
	char *dir = work_dir("gmon_run", "status"), *out;

	cr_expect_eq(run(&out, dir, "%s sh -c 'exit 7'", gmon_run()), 7, "%s", out);
	free(out);
	cr_expect_eq(run(&out, dir, "%s -- true", gmon_run()), 0, "%s", out);
	free(out);
}

/*
 * --rate takes a positive decimal number only: "-5", " 5", "+5" and the
 * like are refused, never passed on to run the program at another rate
 * than asked.
 */
Test(gmon_run, refuses_a_rate_that_is_not_a_number_of_hz)
{
	static const char *const bad[] = { "-5", "' 5'", "+5", "0", "5x", "''" };
	char *dir = work_dir("gmon_run", "rate"), *out;
	size_t i;

	for (i = 0; i < sizeof bad / sizeof *bad; i++) {
		cr_expect_eq(run(&out, dir, "%s --rate=%s true", gmon_run(),
				 bad[i]), 125, "--rate=%s: %s", bad[i], out);
		cr_expect(strstr(out, "--rate must be"), "%s", out);
		free(out);
	}
	cr_expect_eq(run(&out, dir, "%s -r 250 true", gmon_run()), 0, "%s", out);
	free(out);
}

/*
 * libgmon.so's start-up looks up names that are not there (another
 * runtime's mcount: __gnu_mcount_nc exists only on ARM), and leaves no
 * failure for the program's next dlerror(): on glibc for a program
 * whose first dl call is dlerror(), on musl for any program that asks
 * after lookups that succeeded (a plugin loader's check).
 */
Test(gmon_run, leaves_no_dlerror_for_the_program)
{
	char *dir = work_dir("gmon_run", "dlerror"), *out;

	free(run_ok(dir, "%s -O1 '%s/tests/progs/dlerror_clear.c' -o prog && "
		    "musl-gcc -O1 '%s/tests/progs/dlerror_clear.c' -o prog_musl",
		    test_cc("gcc"), srcdir_path(), srcdir_path()));
	cr_expect_eq(run(&out, dir, "%s ./prog", gmon_run()), 0, "glibc: %s", out);
	free(out);
	cr_expect_eq(run(&out, dir, "%s ./prog_musl", gmon_run()), 0, "musl: %s", out);
	free(out);
	free(dir);
}

/*
 * Nor does it take a message away: one a library's constructor left for
 * main is still there (on glibc every dlsym() that succeeds clears it,
 * and libgmon.so's constructor runs after those of the program's
 * libraries).
 */
Test(gmon_run, keeps_a_dlerror_left_for_the_program)
{
	char *dir = work_dir("gmon_run", "dlerror_kept"), *out;
	const char *cc[] = { test_cc("gcc"), "musl-gcc" };
	size_t i;

	for (i = 0; i < 2; i++) {
		cr_assert_eq(run(&out, dir, "%s -O1 -fPIC -shared -DLIB '%s/tests/progs/dlerror_kept.c' "
				 "-o libkept.so && %s -O1 '%s/tests/progs/dlerror_kept.c' -o prog "
				 "-L. -lkept -Wl,-rpath,'$ORIGIN' && ./prog",
				 cc[i], srcdir_path(), cc[i], srcdir_path()), 0, "%s: %s", cc[i], out);
		free(out);
		cr_expect_eq(run(&out, dir, "%s ./prog", gmon_run()), 0, "%s: %s", cc[i], out);
		cr_expect(strstr(out, "kept"), "%s: %s", cc[i], out);
		free(out);
	}
	free(dir);
}

/*
 * A program built with -fsanitize=address, run under gmon-run or started
 * by a program that is: ASan's runtime starts behind libgmon.so (it
 * wants to come first), and the user's own ASAN_OPTIONS are kept.
 */
Test(gmon_run, runs_address_sanitizer_programs)
{
	char *dir = work_dir("gmon_run", "asan"), *out;

	free(run_ok(dir, "printf '#include <stdio.h>\\nint main(void)"
		    "{puts(\"hello\");return 0;}\\n' > t.c && "
		    "%s -fsanitize=address t.c -o t", test_cc("gcc")));
	cr_expect_eq(run(&out, dir, "ASAN_OPTIONS=detect_leaks=0 %s sh -c "
			 "'./t && echo \"$ASAN_OPTIONS\"'", gmon_run()), 0, "%s", out);
	cr_expect_str_eq(out, "hello\ndetect_leaks=0:verify_asan_link_order=0\n");
	free(out);
	free(dir);
}

/*
 * A program found as execvp() finds it: an empty element of PATH is the
 * current directory.
 */
Test(gmon_run, empty_path_element_is_the_current_directory)
{
	char *dir = work_dir("gmon_run", "path"), *out;

	cr_expect_eq(run(&out, dir, "cp /bin/true mytrue && "
			 "PATH=/usr/bin:/bin: %s mytrue && echo found", gmon_run()),
		     0, "%s", out);
	cr_expect(strstr(out, "found"), "%s", out);
	free(out);
}

/* One line, naming the program and the reason; a non-zero status. */
static void expect_refused(const char *dir, const char *prog,
			   const char *reason)
{
	char *out;
	int st = run(&out, dir, "%s %s", gmon_run(), prog);

	cr_expect_neq(st, 0, "%s ran: %s", prog, out);
	cr_expect_eq(count_lines(out), 1, "not one line: %s", out);
	cr_expect(strstr(out, prog) && strstr(out, reason),
		  "%s: expected '%s': %s", prog, reason, out);
	free(out);
}

Test(gmon_run, refuses_what_it_cannot_profile)
{
	char *dir = work_dir("gmon_run", "refuse"), *out;

	free(run_ok(dir, "printf 'int main(void) { return 0; }\\n' > t.c && "
		    "gcc -static t.c -o static && gcc -pg -static t.c -o static_pg && "
		    "printf 'int gmon_dump(void) { return 0; }\\n"
		    "int main(void) { return gmon_dump(); }\\n' > own.c && "
		    "gcc -static own.c -o static_own_dump && "
		    "gcc t.c -o setuid && "
		    "chmod u+s setuid && gcc t.c -o setgid && chmod g+s setgid && "
		    "printf '#!/bin/sh\\ntrue\\n' > script && chmod +x script && "
		    "printf '#!/usr/bin/perl -w\\n1;\\n' > perl && chmod +x perl && "
		    "printf '#!/usr/bin/env -S python3 -u\\n1\\n' > py && chmod +x py && "
		    "printf '#!/usr/bin/env -i X=1 python3\\n1\\n' > envpy && chmod +x envpy && "
		    "gcc t.c -Wl,--dynamic-linker=/lib/ld-other.so.1 -o other && "
		    "printf 'hello\\n' > text && chmod +x text"));
	expect_refused(dir, "./static", "statically linked");
	expect_refused(dir, "./static_pg", "its C library's profiling runtime");
	/* a gmon_dump of its own is not libgmon's */
	expect_refused(dir, "./static_own_dump", "statically linked");
	expect_refused(dir, "./setuid", "set-user-ID");
	expect_refused(dir, "./setgid", "set-group-ID");
	expect_refused(dir, "./script", "is a script");
	/* the hint names the interpreter of the #! line */
	expect_refused(dir, "./script", "(gmon-run /bin/sh ./script)");
	expect_refused(dir, "./perl", "(gmon-run /usr/bin/perl -w ./perl)");
	/* env's program, with its options where -S splits them off */
	expect_refused(dir, "./py", "(gmon-run python3 -u ./py)");
	expect_refused(dir, "./envpy", "(gmon-run python3 ./envpy)");
	/* a script found through PATH by its path: interpreters do not search */
	cr_expect_neq(run(&out, dir, "mkdir -p bin && cp script bin/onpath && "
			  "PATH=\"$PWD/bin:$PATH\" %s onpath", gmon_run()), 0);
	cr_expect(strstr(out, "(gmon-run /bin/sh /") &&
		  strstr(out, "/bin/onpath)"), "%s", out);
	free(out);
	/* quoted where a shell would split it */
	cr_expect_neq(run(&out, dir, "mkdir -p 'my bin' && cp script 'my bin/spaced' && "
			  "PATH=\"$PWD/my bin:$PATH\" %s spaced", gmon_run()), 0);
	cr_expect(strstr(out, "(gmon-run /bin/sh '/") &&
		  strstr(out, "/my bin/spaced')"), "%s", out);
	free(out);
	/* another C library's loader could not link libgmon.so in */
	expect_refused(dir, "./other", "another C library");
	expect_refused(dir, "./text", "not an ELF executable");
	expect_refused(dir, "./missing", "No such file");
	cr_expect(!file_exists(xasprintf("%s/gmon.out", dir)));
}

/* gmon-run with libgmon.so looked up in `libdir' (as given: relative or not). */
static char *gmon_run_from(const char *libdir)
{
	return xasprintf("GMON_RUN_LIBDIR='%s' '%s/gmon-run'", libdir,
			 builddir_path());
}

/*
 * A relative GMON_RUN_LIBDIR is taken from gmon-run's current directory,
 * and made absolute for LD_PRELOAD: a program started after a cd is
 * profiled too.
 */
Test(gmon_run, relative_libdir_holds_after_a_cd)
{
	char *dir = work_dir("gmon_run", "relative_libdir"), *out;
	char *gmon_run_rel = gmon_run_from("lib");

	out = run_ok(dir, "mkdir lib sub out && ln -s '%s/libgmon.so' lib/ && "
		     "cp /bin/true prog && %s -o \"$PWD/out/p\" /bin/sh -c "
		     "'cd sub && exec ../prog' && ls out | sed 's/[0-9]*$//'",
		     builddir_path(), gmon_run_rel);
	cr_expect_str_eq(out, "p-stacks.\np.\n",
			 "one profile and its stacks, by prog, and no error");
	free(out);
	free(gmon_run_rel);
	free(dir);
}

/*
 * A libgmon.so whose path has a space or a colon, where LD_PRELOAD is
 * split: gmon-run refuses, in one line, with 126, rather than run the
 * program unprofiled after the loader's errors.
 */
static void expect_library_refused(const char *dir, const char *libdir,
				   const char *reason)
{
	char *gmon_run_in = gmon_run_from(libdir), *out, *lib;
	int st;

	lib = xasprintf("%s/%s/libgmon.so", dir, libdir);
	free(run_ok(dir, "mkdir '%s' && ln -s '%s/libgmon.so' '%s/'",
		    libdir, builddir_path(), libdir));
	st = run(&out, dir, "%s true", gmon_run_in);
	cr_expect_eq(st, 126, "%s: status %d: %s", libdir, st, out);
	cr_expect_eq(count_lines(out), 1, "not one line: %s", out);
	cr_expect(strstr(out, lib) && strstr(out, reason),
		  "expected %s and '%s': %s", lib, reason, out);
	free(out);
	free(lib);
	free(gmon_run_in);
}

Test(gmon_run, refuses_a_library_path_that_ld_preload_splits)
{
	char *dir = work_dir("gmon_run", "split_libdir");

	expect_library_refused(dir, "my lib", "has a space");
	expect_library_refused(dir, "my:lib", "has a colon");
	free(dir);
}

/* The interpreter (PT_INTERP) that `file' in dir names, as a full path. */
static char *interpreter(const char *dir, const char *file)
{
	char *out;

	out = run_ok(dir, "readelf -lW '%s' | sed -n "
		     "'s|.*interpreter: \\(.*\\)]|\\1|p'", file);
	out[strcspn(out, "\n")] = '\0';
	cr_assert(*out, "no interpreter in %s", file);
	return out;
}

/* gmon-run LOADER ./PROG: PROG's time is in its gmon.out. */
static void expect_profiled_through(const char *dir, const char *loader,
				    const char *prog)
{
	char *out, *g;

	cr_assert_eq(run(&out, dir, "rm -f gmon.out && %s --rate=1000 '%s' %s 0.4",
			 gmon_run(), loader, prog), 0, "%s: %s", loader, out);
	cr_expect_eq(count_lines(out), 1, "%s: %s", loader, out);
	g = gprof_report(dir, prog, "gmon.out");
	expect_near(flat_self(g, "burn_a"), measured_seconds(out, "burn_a"), loader, g);
	free(g);
	free(out);
}

/*
 * The dynamic loader run as a program (ld.so PROG ARGS) preloads for
 * PROG, although it has no PT_INTERP.  Ours is known under any name
 * (through a symlink, as its file, a copy by its DT_SONAME), musl's
 * too; a static-pie program, ET_DYN with no PT_INTERP like a loader, is
 * still refused.
 */
Test(gmon_run, loader_run_as_a_program)
{
	char *dir = work_dir("gmon_run", "loader"), *ours, *real, *musl;
	char *self = xasprintf("%s/gmon-run", builddir_path());

	free(run_ok(dir, "S='%s/tests/progs' && "
		    "%s -O1 \"$S/burn.c\" -o prog && "
		    "musl-gcc -O1 \"$S/burn.c\" -o prog_musl && "
		    "%s -static-pie \"$S/burn.c\" -o static_pie",
		    srcdir_path(), test_cc("gcc"), test_cc("gcc")));
	ours = interpreter(dir, self);	/* gmon-run's loader is libgmon.so's */
	real = run_ok(dir, "readlink -f '%s' && cp '%s' ./ld-copy",
		      ours, ours);
	real[strcspn(real, "\n")] = '\0';
	musl = interpreter(dir, "prog_musl");
	expect_profiled_through(dir, ours, "./prog");
	expect_profiled_through(dir, real, "./prog");
	expect_profiled_through(dir, "./ld-copy", "./prog");
	expect_profiled_through(dir, musl, "./prog_musl");
	expect_refused(dir, "./static_pie", "statically linked");
	free(ours);
	free(real);
	free(musl);
	free(self);
	free(dir);
}

/*
 * A program built with glibc's `cc -pg' under gmon-run: libgmon's
 * runtime replaces glibc's (its calls find the preloaded library
 * first), glibc's writes no gmon.out, and the executable's one profile
 * has glibc's own call graph.  Other objects' files may lie beside it
 * (GMON_OBJECTS=all, gmon-run's default): the program's calls to mcount
 * run in libgmon.so, and a sample that lands there gives libgmon.so a
 * file of its own.
 */
Test(gmon_run, program_built_with_glibc_pg)
{
	char *dir = work_dir("gmon_run", "glibc_pg"), *out, *ref, *ours, why[512];
	struct graph a, b;

	out = run_ok(dir, "gcc -O1 -pg '%s/tests/progs/calls.c' -o prog && "
		     "./prog >/dev/null && mv gmon.out glibc.out && "
		     "%s -o p ./prog >/dev/null && test ! -e gmon.out && "
		     "ls p.[0-9]* && mv p.[0-9]* gmon.out", srcdir_path(),
		     gmon_run());
	cr_expect_eq(count_lines(out), 1, "one profile of the executable: %s",
		     out);
	ref = gprof_report(dir, "prog", "glibc.out");
	ours = gprof_report(dir, "prog", "gmon.out");
	parse_graph(ref, &a);
	parse_graph(ours, &b);
	cr_expect_gt(a.n, 300);
	cr_expect(same_graph(&b, &a, why, sizeof why), "%s", why);
	free_graph(&a);
	free_graph(&b);
	free(ref);
	free(ours);
	free(out);
}

/*
 * GMON_PROFILE=off under gmon-run writes nothing, as the README says:
 * also for a cc -pg program, whose start file calls monstartup itself
 * (and finds libgmon.so's), and for a gmon-cc program.
 */
Test(gmon_run, profile_off_holds_for_a_cc_pg_program)
{
	char *out;

	out = run_in_new_dir("gmon_run", "off",
			     "gcc -O1 -pg '%s/tests/progs/calls.c' -o prog && "
			     "%s -O1 '%s/tests/progs/calls.c' -o own && "
			     "GMON_PROFILE=off %s ./prog >/dev/null && "
			     "GMON_PROFILE=off %s ./own >/dev/null && ls",
			     srcdir_path(), gmon_cc(), srcdir_path(), gmon_run(),
			     gmon_run());
	cr_expect(!strstr(out, "gmon"), "files written: %s", out);
	free(out);
}

/*
 * gmon-run records call stacks by default (gmon.stacks, read by
 * gmon-dump's measured views); --stacks=off records none, and
 * --stacks=on wins over GMON_STACKS=0 in the environment, also with -o
 * (p-stacks.PID, which p.* does not match).  Nothing else is taken.
 */
Test(gmon_run, stacks_option)
{
	char *out;
	int status;

	out = run_in_new_dir("gmon_run", "stacks",
			     "gcc -O1 -g -fno-omit-frame-pointer -I'%s/tests/progs' "
			     "'%s/tests/progs/light_heavy.c' -o prog && "
			     "%s ./prog 0.3 >/dev/null && test -s gmon.stacks && "
			     "'%s/gmon-dump' --folded prog gmon.out 2>/dev/null | "
			     "grep ';work ' && rm gmon.* && "
			     "%s --stacks=off ./prog 0.1 >/dev/null && ls gmon.* && "
			     "GMON_STACKS=0 %s -s on -o p ./prog 0.1 >/dev/null && "
			     "ls p.* p-stacks.*",
			     srcdir_path(), srcdir_path(), gmon_run(),
			     builddir_path(), gmon_run(), gmon_run());
	cr_expect(strstr(out, ";work "), "no measured stack of work: %s", out);
	cr_expect(strstr(out, "gmon.out\n") && !strstr(out, "gmon.stacks"),
		  "--stacks=off: %s", out);
	cr_expect(strstr(out, "p-stacks."), "-s on -o p: %s", out);
	free(out);
	status = run(&out, "/", "%s --stacks=maybe true", gmon_run());
	cr_expect_eq(status, 125, "%s", out);
	cr_expect(strstr(out, "--stacks must be on, off"), "%s", out);
	free(out);
}

/*
 * A program built with gmon-cc under gmon-run: its own runtime
 * profiles it and the preloaded one stands aside; both writing would
 * leave the last writer's file, the preloaded runtime's, without arcs.
 * With `prefix', gmon-run is given -o prefix, and the one file it gets
 * is read.
 */
static void gmon_cc_program_under_gmon_run(const char *name, const char *flags,
					   const char *prefix)
{
	char *dir = work_dir("gmon_run", name), *out, *g;
	char *opts = prefix ? xasprintf("-o %s", prefix) : xasprintf("%s", "");
	char *take = prefix ? xasprintf("&& mv %s.[0-9]* gmon.out", prefix)
			    : xasprintf("%s", "");
	struct graph graph;

	out = run_ok(dir, "rm -f gmon.out && %s -O1 %s "
		     "'%s/tests/progs/calls.c' -o prog && %s %s ./prog "
		     ">/dev/null %s", gmon_cc(), flags, srcdir_path(),
		     gmon_run(), opts, take);
	cr_expect_str_empty(out, "%s", out);
	free(out);
	free(opts);
	free(take);
	g = gprof_report(dir, "prog", "gmon.out");
	parse_graph(g, &graph);
	cr_expect_eq(arc_count(&graph, "main", "mid"), 10, "%s", g);
	cr_expect_eq(arc_count(&graph, "by_pointer", "op_add"), 100, "%s", g);
	free_graph(&graph);
	free(g);
	free(dir);
}

/*
 * A static gmon-cc program, stripped, runs as it is and profiles itself:
 * gmon-run finds libgmon by its ELF note, not by gmon_dump among the
 * symbols.
 */
Test(gmon_run, stripped_static_program_built_with_gmon_cc)
{
	char *dir = work_dir("gmon_run", "stripped_static"), *g;
	struct graph graph;

	free(run_ok(dir, "rm -f gmon.out && %s -O1 -static "
		    "'%s/tests/progs/calls.c' -o prog && strip -o stripped prog && "
		    "%s ./stripped > /dev/null", gmon_cc(), srcdir_path(),
		    gmon_run()));
	g = gprof_report(dir, "prog", "gmon.out");
	parse_graph(g, &graph);
	cr_expect_eq(arc_count(&graph, "main", "mid"), 10, "%s", g);
	free_graph(&graph);
	free(g);
	free(dir);
}

Test(gmon_run, program_built_with_gmon_cc)
{
	gmon_cc_program_under_gmon_run("gmon_cc", "", NULL);
}

/*
 * A static program built with gmon-cc profiles itself: gmon-run runs it
 * as it is, under its settings (-o here).
 */
Test(gmon_run, static_program_built_with_gmon_cc)
{
	gmon_cc_program_under_gmon_run("gmon_cc_static", "-static", "p");
}

/*
 * --exclude-libs,ALL keeps libgmon.a's _mcleanup from the program's
 * exports: libgmon.so still knows the program has a runtime of its own,
 * and starts no second one.
 */
Test(gmon_run, program_built_with_gmon_cc_excluding_its_libraries)
{
	gmon_cc_program_under_gmon_run("gmon_cc_exclude",
				       "-Wl,--exclude-libs,ALL", NULL);
}

/*
 * GMON_OBJECTS from the environment is passed on, as gmon-run's manual
 * says of the runtime's variables; -O still wins.
 */
Test(gmon_run, objects_setting_from_the_environment)
{
	char *dir = work_dir("gmon_run", "objects_env"), *out;

	build_objects_program(dir, PROFILED);
	out = run_ok(dir, "GMON_OBJECTS=exe %s -o p ./prog threads 10 "
		     ">/dev/null && ls p.* | sed 's/[0-9]*$//'", gmon_run());
	cr_expect_str_eq(out, "p.\n");
	free(out);
	out = run_ok(dir, "rm -f p.* && GMON_OBJECTS=exe %s -O pg -o p "
		     "./prog threads 10 >/dev/null && ls p.* | sed 's/[0-9]*$//'",
		     gmon_run());
	cr_expect_str_eq(out, "p.\np.libpg.so.\n");
	free(out);
}

/*
 * `prog fork 0.2' printed "parent PID" and "child PID" into out: each
 * process's file p.PID has its 0.2 s in main_burn.
 */
static void expect_parent_and_child(const char *dir, const char *out)
{
	int parent = 0, child = 0;
	const char *p = strstr(out, "parent ");
	char *g;

	cr_assert(p && sscanf(p, "parent %d", &parent) == 1, "%s", out);
	p = strstr(out, "child ");
	cr_assert(p && sscanf(p, "child %d", &child) == 1, "%s", out);
	for (int i = 0; i < 2; i++) {
		char *file = xasprintf("p.%d", i ? child : parent);

		g = gprof_report(dir, "prog", file);
		expect_near(flat_self(g, "main_burn"), 0.2, file, g);
		free(g);
		free(file);
	}
}

/* A program that forks and execs itself: each process its own files. */
Test(gmon_run, children_are_profiled)
{
	char *dir = work_dir("gmon_run", "children"), *out;

	build_objects_program(dir, PLAIN);
	out = run_ok(dir, "%s -o p --rate=1000 ./prog fork 0.2",
		     gmon_run());
	expect_parent_and_child(dir, out);
	free(out);
}

/*
 * A program of another C library that a profiled program starts
 * inherits LD_PRELOAD: it runs as it would without gmon-run (musl's
 * loader relocates libgmon.so, which needs nothing only glibc has), and
 * is profiled by the same libgmon.so, as it is when gmon-run starts it.
 */
Test(gmon_run, children_of_another_c_library)
{
	char *dir = work_dir("gmon_run", "other_libc"), *out, *g;

	free(run_ok(dir, "S='%s/tests/progs' && for l in pg plain dl; do "
		    "musl-gcc -O1 -fPIC -shared -DLIB=$l -I\"$S\" \"$S/objlib.c\" "
		    "-o lib$l.so || exit 1; done && "
		    "musl-gcc -O1 -I\"$S\" \"$S/objects.c\" -L. -lpg -lplain "
		    "-Wl,-rpath,'$ORIGIN' -o prog", srcdir_path()));
	out = run_ok(dir, "%s -o p --rate=1000 /bin/sh -c "
		     "'./prog fork 0.2; echo status $?'", gmon_run());
	cr_expect(strstr(out, "status 0") && !strstr(out, "rror"), "%s", out);
	expect_parent_and_child(dir, out);
	free(out);
	free(run_ok(dir, "rm -f p.* && %s -o p --rate=1000 "
		    "./prog child 0.2 && mv p.[0-9]* direct.out",
		    gmon_run()));
	g = gprof_report(dir, "prog", "direct.out");
	expect_near(flat_self(g, "main_burn"), 0.2, "direct.out", g);
	free(g);
}

/*
 * Under gmon-run the hook is libgmon.so's, an object with no run path:
 * the executable's dlopen of a bare name is found through the
 * executable's run path, and its library's through the library's.
 */
Test(gmon_run, dlopen_searches_as_its_caller)
{
	char *dir = work_dir("gmon_run", "dlpaths"), *out;

	build_dlpaths(dir, test_cc("gcc"));
	out = run_ok(dir, "./prog");
	cr_expect_str_eq(out, DLPATHS_OUT, "without gmon-run");
	free(out);
	out = run_ok(dir, "%s ./prog", gmon_run());
	cr_expect_str_eq(out, DLPATHS_OUT);
	free(out);
}

/* The same under gmon-run (objects/dlopen_origin_of_a_library_...). */
Test(gmon_run, dlopen_origin_of_a_library_loaded_by_a_relative_name)
{
	char *dir = work_dir("gmon_run", "dlorigin"), *out, *plain;

	build_dlpaths(dir, test_cc("gcc"));
	plain = run_ok(dir, RUN_MOVED);
	if (strcmp(test_libc(), "glibc") == 0)
		cr_expect_str_eq(plain, MOVED_OUT);
	out = run_ok(dir, "cd elsewhere && LD_LIBRARY_PATH=../lib "
		     "%s ../moved ..", gmon_run());
	cr_expect_str_eq(out, plain);
	free(out);
	free(plain);
}

/* The same under gmon-run (objects/dlopen_takes_little_more_stack). */
Test(gmon_run, dlopen_takes_little_more_stack)
{
	char *dir = work_dir("gmon_run", "dlstack"), *prefix;

	build_dlstack(dir, test_cc("gcc"));
	prefix = xasprintf("%s ", gmon_run());
	expect_dlopen_stack(dir, dir, prefix);
	free(prefix);
	free(dir);
}

/*
 * In a fresh directory for `test', the shell commands `build' make
 * ./prog ($S is tests/progs, $CC the C library's compiler); its output
 * is the same under gmon-run, and is returned.
 */
static char *same_under_gmon_run(const char *test, const char *build)
{
	char *dir = work_dir("gmon_run", test), *plain, *out;

	free(run_ok(dir, "S='%s/tests/progs' CC='%s' && %s", srcdir_path(),
		    test_cc("gcc"), build));
	plain = run_ok(dir, "./prog");
	out = run_ok(dir, "%s ./prog", gmon_run());
	cr_expect_str_eq(out, plain);
	free(out);
	free(dir);
	return plain;
}

/*
 * A library with DT_RUNPATH opens a name that only the executable's
 * DT_RPATH finds (tests/progs/runpath.c): not found, as without
 * gmon-run.  The hook's own call of the C library's dlopen never looks
 * in the executable's DT_RPATH, as glibc would for a caller without
 * DT_RUNPATH such as libgmon.so.
 */
Test(gmon_run, runpath_caller_never_searches_the_executables_rpath)
{
	char *plain = same_under_gmon_run("runpath", "mkdir -p lib exe && "
		"$CC -fPIC -shared -DLIB \"$S/runpath.c\" -o exe/libexeonly.so && "
		"$CC -fPIC -shared -DLIB \"$S/runpath.c\" -o lib/libprobe.so "
		"-Wl,--enable-new-dtags,-rpath,'$ORIGIN' && "
		"$CC \"$S/runpath.c\" -o prog -Llib -lprobe "
		"-Wl,--disable-new-dtags,-rpath,'$ORIGIN/lib:$ORIGIN/exe'");

	if (strcmp(test_libc(), "glibc") == 0)
		cr_expect_str_eq(plain, "libexeonly.so not found\n");
	free(plain);
}

/*
 * The hook's search of the caller's run path ends where the loader's
 * does (tests/progs/dlerrors.c): at the first file found that is not for
 * another machine, loaded or with the loader's own error (an empty
 * file's, a library's undefined symbol), never with a "No such file"
 * of its own.
 */
Test(gmon_run, dlopen_errors_are_the_loaders)
{
	char *plain = same_under_gmon_run("dlerrors", "mkdir -p d0 d1 d2 && "
		"aarch64-linux-gnu-gcc -fPIC -shared -DLIB \"$S/dlerrors.c\" "
		"-o d0/libB.so && : > d1/libB.so && "
		"$CC -fPIC -shared -DLIB \"$S/dlerrors.c\" -o d2/libB.so && "
		"cp d2/libB.so d2/libC.so && "
		"$CC -fPIC -shared -DLIB -DUNDEFINED \"$S/dlerrors.c\" -o d2/libU.so && "
		"$CC \"$S/dlerrors.c\" -o prog "
		"-Wl,-rpath,'$ORIGIN/d0:$ORIGIN/d1:$ORIGIN/d2'");

	if (strcmp(test_libc(), "glibc") == 0)
		cr_expect(strstr(plain, "/d1/libB.so: file too short\n") &&
			  strstr(plain, "libU.so: undefined symbol: undefined_thing") &&
			  strstr(plain, "libC.so: no error\n"), "%s", plain);
	free(plain);
}

/*
 * The same under gmon-run, built without -pg: libgmon.so's dlmopen lets
 * the library's time land in its file.
 */
Test(gmon_run, dlmopen_into_the_base_namespace)
{
	char *dir = work_dir("gmon_run", "dlmopen"), *out, *g;

	if (strcmp(test_libc(), "glibc") != 0)
		cr_skip_test("the C library has no dlmopen");
	build_objects_program(dir, PLAIN);
	out = run_ok(dir, "%s -v --rate=1000 ./prog dlmopen 0.3 "
		     "./libdl.so", gmon_run());
	g = gprof_report(dir, "libdl.so", "gmon.libdl.so.out");
	expect_near(flat_self(g, "dl_burn"), measured_seconds(out, "dl_burn"),
		    "dl_burn", g);
	free(g);
	free(out);
}
