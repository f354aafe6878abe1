/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* What the cross-architecture suites share: the architectures, their
 * libgmon builds and a case's tools and directory.  See cross.h. */
#define _GNU_SOURCE
#include <criterion/criterion.h>

#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "cross.h"

#ifndef GMON_HOST_ARCH
#define GMON_HOST_ARCH ""
#endif
#ifndef GMON_HOST_CC
#define GMON_HOST_CC "cc"
#endif

/* qemu-user: the target's glibc registers no rseq area (see below) */
#define NO_RSEQ "-E GLIBC_TUNABLES=glibc.pthread.rseq=0 "

/* (tests/cross.mk's CROSS_ARCHES names the same, for their builds) */
static const struct arch arches[] = {
	{ "x86_64", "x86_64-linux-gnu", "qemu-x86_64", 8, 0, "" },
	{ "i386", "i686-linux-gnu", "qemu-i386", 4, 0, "" },
	{ "aarch64", "aarch64-linux-gnu", "qemu-aarch64", 8, 0, "" },
	{ "arm", "arm-linux-gnueabihf", "qemu-arm", 4, 0, "" },
	{ "riscv64", "riscv64-linux-gnu", "qemu-riscv64", 8, 0, "" },
	{ "ppc64le", "powerpc64le-linux-gnu", "qemu-ppc64le", 8, 0,
	  "-cpu power10" },
};

/* The architecture this test binary was built for runs natively. */
int arch_is_host(const struct arch *a)
{
	return strcmp(a->name, GMON_HOST_ARCH) == 0;
}

/* tests/work/cross: the libgmon builds, and a directory a case. */
static const char *cross_work_root(void)
{
	static char *w;

	if (w == NULL) {
		w = xasprintf("%s/tests/work/cross", builddir_path());
		free(run_ok("/", "mkdir -p '%s'", w));
	}
	return w;
}

/*
 * The libgmon build for `a': the build tree itself for the host, else
 * the one tests/cross-build.sh made under tests/work/cross/<arch> before
 * the suite ran (<arch>-clang: made by clang), which its stamp says is
 * whole.
 */
static const char *libgmon_build(const struct arch *a, int clang)
{
	unsigned char *state;
	char *dir, *stamp, *log;

	if (arch_is_host(a) && !clang)
		return builddir_path();
	dir = xasprintf("%s/%s%s", cross_work_root(), a->name,
			clang ? "-clang" : "");
	stamp = xasprintf("%s.stamp", dir);
	cr_assert_geq(slurp(stamp, &state), 0, "no libgmon build for %s%s in "
		      "%s: `make check-cross' (tests/cross.mk) makes it first",
		      a->triplet, clang ? " by clang" : "", dir);
	if (strncmp((char *)state, "ok\n", 3) != 0) {
		run(&log, "/", "tail -30 '%s.log'", dir);
		cr_assert_fail("configure %s%s && make failed in %s (%s.log):\n%s",
			       clang ? "(clang) " : "--host=", a->triplet, dir,
			       dir, log);
	}
	free(state);
	free(stamp);
	return dir;
}

static const struct arch *find_arch(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof arches / sizeof arches[0]; i++)
		if (strcmp(arches[i].name, name) == 0)
			return &arches[i];
	cr_assert_fail("no architecture %s", name);
	return NULL;
}

void cross_case_begin(struct cross_case *c, const char *arch_name,
		      const char *name, int is_static, int lib_clang)
{
	const struct arch *a = find_arch(arch_name);
	int host = arch_is_host(a);

	c->arch = a;
	c->cc = host ? strdup(GMON_HOST_CC) : xasprintf("%s-gcc", a->triplet);
	c->gprof = host ? strdup("gprof") : xasprintf("%s-gprof", a->triplet);
	c->nm = host ? strdup("nm") : xasprintf("%s-nm", a->triplet);
	need_tool(c->cc, CROSS_DEPS);
	need_tool(c->gprof, CROSS_DEPS);
	need_tool(c->nm, CROSS_DEPS);
	/* The target's glibc registers no rseq area: qemu-user's emulation
	 * of the call fails now and then, and glibc then aborts the
	 * program ("rseq registration failed"). */
	if (host)
		c->runner = strdup("timeout " RUN_LIMIT " ");
	else if (is_static)
		c->runner = xasprintf("timeout " RUN_LIMIT " %s %s " NO_RSEQ,
				      a->qemu, a->cpu);
	else
		c->runner = xasprintf("timeout " RUN_LIMIT " %s %s " NO_RSEQ
				      "-L /usr/%s ", a->qemu, a->cpu, a->triplet);
	if (!host)
		need_tool(a->qemu, CROSS_DEPS);
	if (lib_clang)
		need_tool("clang", "deps/core.txt");
	c->lib = libgmon_build(a, lib_clang);
	c->dir = xasprintf("%s/%s-%s-%s", cross_work_root(), a->name, name,
			   is_static ? "static" : "dynamic");
	free(run_ok("/", "rm -rf '%s' && mkdir -p '%s'", c->dir, c->dir));
}

void cross_case_end(struct cross_case *c)
{
	free(c->cc);
	free(c->gprof);
	free(c->nm);
	free(c->runner);
	free(c->dir);
}

/* `source' (in the source tree) built as `exe' with gmon-cc driving
 * `compiler'. */
void build_source(const struct cross_case *c, const char *compiler,
		  const char *flags, const char *exe, const char *source)
{
	char *out;
	int rc = run(&out, c->dir, "GMON_CC='%s' GMON_CC_LIBDIR='%s' "
		     "GMON_CC_CRTDIR='%s/crt' GMON_CC_INCDIR='%s/include' "
		     "'%s/tools/gmon-cc' %s -o %s '%s/%s'",
		     compiler, c->lib, c->lib, srcdir_path(), c->lib, flags,
		     exe, srcdir_path(), source);

	cr_assert_eq(rc, 0, "gmon-cc failed:\n%s", out);
	free(out);
}

/* tests/cross_prog.c built as `exe' with gmon-cc driving `compiler'. */
void build_with_gmon_cc(const struct cross_case *c, const char *compiler,
			const char *flags, const char *exe)
{
	build_source(c, compiler, flags, exe, "tests/cross_prog.c");
}

/* gprof's call graph of `exe' and `profile'; an empty one if allowed. */
void read_graph(const struct cross_case *c, const char *exe,
		const char *profile, int may_be_empty, struct graph *g)
{
	char *out;
	int rc = run(&out, c->dir, "%s -b -q %s %s", c->gprof, exe, profile);

	if (rc != 0 && may_be_empty &&
	    strstr(out, "missing call-graph data") != NULL)
		rc = 0;		/* no arcs at all: an empty graph */
	cr_assert_eq(rc, 0, "%s:\n%s", c->gprof, out);
	parse_graph(out, g);
	free(out);
}

int under_qemu_i386(const struct cross_case *c)
{
	return strcmp(c->arch->name, "i386") == 0 && !arch_is_host(c->arch);
}
