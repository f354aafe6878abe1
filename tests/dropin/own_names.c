/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* A program's own functions under the names libgmon and the C library use. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "dropin.h"

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
