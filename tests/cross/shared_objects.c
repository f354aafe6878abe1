/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Shared objects: the stubs in a shared runtime, -pg shared libraries,
 * ifunc resolvers the loader runs, and libgmon.so preloaded into a
 * program built with the C library's `cc -pg'.  See cross.h. */
#define _GNU_SOURCE
#include <criterion/criterion.h>

#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "cross.h"

/*
 * The stubs and the arc tables built for a shared, preloadable runtime
 * (-DGMON_SHARED: initial-exec TLS, arcs_layout.h) link into a shared
 * object without text relocations, exporting the entry points
 * (tests/progs/null_port.c stands for the port).
 */
static void run_shared_stub_case(const char *arch_name)
{
	struct cross_case c;
	char *out, *readelf;
	int rc;

	cross_case_begin(&c, arch_name, "shared_stub", 0, 0);
	readelf = arch_is_host(c.arch) ? strdup("readelf")
				       : xasprintf("%s-readelf", c.arch->triplet);
	need_tool(readelf, CROSS_DEPS);
	rc = run(&out, c.dir, "S='%s' && %s -DGMON_SHARED -fPIC -O2 -Wall -Werror "
		 "-I\"$S/runtime\" -shared -o libstub.so \"$S/tests/progs/null_port.c\" "
		 "\"$S/runtime/arcs.c\" \"$S/runtime/arch/%s.S\" && "
		 "%s -W -d --dyn-syms libstub.so", srcdir_path(), c.cc,
		 c.arch->name, readelf);
	cr_assert_eq(rc, 0, "%s", out);
	cr_expect(!strstr(out, "TEXTREL"), "text relocations:\n%s", out);
	cr_expect(strstr(out, " mcount\n") || strstr(out, " _mcount\n") ||
		  strstr(out, " __gnu_mcount_nc\n"), "no entry point:\n%s", out);
	cr_expect(strstr(out, " libgmon_mcount_overhead\n") != NULL, "%s", out);
	free(out);
	free(readelf);
	cross_case_end(&c);
}

#define SHARED_STUB(arch)						\
	Test(cross_##arch, shared_stub, .timeout = 300)			\
	{								\
		run_shared_stub_case(#arch);				\
	}

SHARED_STUB(x86_64)
SHARED_STUB(i386)
SHARED_STUB(aarch64)
SHARED_STUB(arm)
SHARED_STUB(riscv64)
SHARED_STUB(ppc64le)

/* gmon-cc for the case's architecture, uninstalled (free it). */
static char *cross_gmon_cc(const struct cross_case *c)
{
	return xasprintf("GMON_CC='%s' GMON_CC_LIBDIR='%s' GMON_CC_CRTDIR='%s/crt' "
			 "GMON_CC_INCDIR='%s/include' '%s/tools/gmon-cc'",
			 c->cc, c->lib, c->lib, srcdir_path(), c->lib);
}

/*
 * The README's shared library: a -pg library built with gmon-cc, linked
 * into a program built with gmon-cc, counts into the executable's mcount,
 * which gmon-cc exports.  On ppc64le the library's call comes through
 * a PLT stub, so mcount has a global entry that sets up the executable's
 * TOC pointer.
 */
static void run_pg_library_case(const char *arch_name)
{
	struct cross_case c;
	struct graph g;
	char *out, *text, *env;
	int rc;

	cross_case_begin(&c, arch_name, "pg_library", 0, 0);
	env = cross_gmon_cc(&c);
	rc = run(&out, c.dir,
		 "printf '%%s\\n' '__attribute__((noinline)) int leaf(int x) "
		 "{ return x + 1; }' 'int calls(int n) { int s = 0; "
		 "for (int i = 0; i < n; i++) s += leaf(i); return s; }' > lib.c && "
		 "printf '%%s\\n' 'int calls(int);' 'int main(void) "
		 "{ return calls(1000) != 500500; }' > main.c && "
		 "%s -O1 -fPIC -shared lib.c -o libpg.so && "
		 "%s -O1 main.c ./libpg.so -Wl,-rpath,'$ORIGIN' -o prog && "
		 "rm -f gmon*.out && %s./prog && %s -b -q libpg.so gmon.libpg.so.out",
		 env, env, c.runner, c.gprof);
	cr_assert_eq(rc, 0, "%s", out);
	parse_graph(out, &g);
	text = graph_text(&g);
	cr_expect_eq(arc_count(&g, "calls", "leaf"), 1000, "%s", text);
	free_graph(&g);
	free(text);
	free(out);
	free(env);
	cross_case_end(&c);
}

#define PG_LIBRARY(arch)						\
	Test(cross_##arch, pg_library, .timeout = 300)			\
	{								\
		run_pg_library_case(#arch);				\
	}

PG_LIBRARY(x86_64)
PG_LIBRARY(aarch64)
PG_LIBRARY(arm)
PG_LIBRARY(riscv64)
PG_LIBRARY(ppc64le)

/*
 * An ifunc resolver compiled with -pg (GCC's target_clones makes such
 * resolvers): the loader runs it while it relocates, before thread-local
 * storage is set up, and mcount must not touch it then.  x86-64 also in
 * a static program, whose thread pointer is not set then
 * (arcs_layout.h).
 */
static void run_ifunc_case(const char *arch_name, const char *flags)
{
	struct cross_case c;
	struct graph g;
	char *out, *text, *env;
	int rc;

	cross_case_begin(&c, arch_name, *flags ? "ifunc_static" : "ifunc", 0, 0);
	env = cross_gmon_cc(&c);
	rc = run(&out, c.dir,
		 "printf '%%s\n' 'static int impl(int x) { return x + 1; }' "
		 "'static int (*resolve(void))(int) { return impl; }' "
		 "'int add(int) __attribute__((ifunc(\"resolve\")));' "
		 "'int main(void) { return add(41) != 42; }' > i.c && "
		 "%s -O1 %s i.c -o prog && rm -f gmon.out && %s./prog && "
		 "%s -b -q prog gmon.out", env, flags, c.runner, c.gprof);
	cr_assert_eq(rc, 0, "%s", out);
	parse_graph(out, &g);
	text = graph_text(&g);
	cr_expect_eq(arc_count(&g, "main", "impl"), 1, "%s", text);
	free_graph(&g);
	free(text);
	free(out);
	free(env);
	cross_case_end(&c);
}

#define IFUNC(arch)							\
	Test(cross_##arch, ifunc_resolver_compiled_with_pg, .timeout = 300) \
	{								\
		run_ifunc_case(#arch, "");				\
	}

IFUNC(x86_64)
IFUNC(aarch64)
IFUNC(arm)
IFUNC(riscv64)
IFUNC(ppc64le)

Test(cross_x86_64, ifunc_resolver_compiled_with_pg_static, .timeout = 300)
{
	run_ifunc_case("x86_64", "-static");
}

/*
 * gmon-run's part: a program built with the C library's cc -pg
 * (tests/progs/preload_fork.c), run with libgmon.so preloaded,
 * GMON_OUT_PREFIX set and a fork.  Its calls reach libgmon.so's mcount
 * (armhf's shared stub reads its TLS offset in the instruction set it
 * was assembled for), every GMON_* setting holds (riscv64's start file
 * starts profiling before the C library has set environ), and the
 * child's file holds the child's calls alone (libgmon.so registers its
 * fork handlers where glibc exports no pthread_atfork: all but x86).
 */
static void run_preload_case(const char *arch_name)
{
	struct cross_case c;
	char *out, *preload, *parent, *child;
	int rc;

	cross_case_begin(&c, arch_name, "preload", 0, 0);
	preload = arch_is_host(c.arch)
		  ? xasprintf("env LD_PRELOAD='%s/libgmon.so' ", c.lib)
		  : xasprintf("-E LD_PRELOAD='%s/libgmon.so' ", c.lib);
	rc = run(&out, c.dir, "%s -pg -O1 '%s/tests/progs/preload_fork.c' -o prog && "
		 "GMON_OUT_PREFIX=pre %s%s./prog && ls pre.* | wc -l",
		 c.cc, srcdir_path(), c.runner, preload);
	cr_assert_eq(rc, 0, "%s", out);
	cr_expect_eq(atoi(out), 2, "one file each for parent and child:\n%s", out);
	free(out);
	out = run_ok(c.dir, "for f in pre.*; do %s -b -q prog $f | "
		     "grep -q in_child && echo $f; done", c.gprof);
	child = strtok(out, "\n");
	cr_assert(child != NULL, "no file of the child");
	parent = xasprintf("%s -b -q prog $(ls pre.* | grep -v '^%s$')", c.gprof, child);
	{
		struct graph g;
		char *text, *cmd_out;

		cmd_out = run_ok(c.dir, "%s -b -q prog %s", c.gprof, child);
		parse_graph(cmd_out, &g);
		text = graph_text(&g);
		cr_expect_eq(arc_count(&g, "in_child", "leaf"), 50, "%s", text);
		cr_expect_eq(arc_count(&g, "before_fork", "leaf"), 0,
			     "the child's file has the parent's calls:\n%s", text);
		free_graph(&g);
		free(text);
		free(cmd_out);
		cmd_out = run_ok(c.dir, "%s", parent);
		parse_graph(cmd_out, &g);
		text = graph_text(&g);
		cr_expect_eq(arc_count(&g, "before_fork", "leaf"), 100, "%s", text);
		free_graph(&g);
		free(text);
		free(cmd_out);
	}
	free(parent);
	free(out);
	free(preload);
	cross_case_end(&c);
}

#define PRELOAD(arch)							\
	Test(cross_##arch, preload_cc_pg_program, .timeout = 300)	\
	{								\
		run_preload_case(#arch);				\
	}

PRELOAD(x86_64)
PRELOAD(aarch64)
PRELOAD(arm)
PRELOAD(riscv64)
PRELOAD(ppc64le)
