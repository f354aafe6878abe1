/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * One program (tests/cross_prog.c) profiled with libgmon and with the
 * C library's `cc -pg', static and dynamic, built by GCC and by clang,
 * and with a libgmon built by clang: the same output, the same call
 * graph, and the histogram where the time went.  See cross.h.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gmon_read.h"
#include "harness.h"
#include "cross.h"

/* CPU seconds burn() runs for, measured by the program itself. */
#define BURN "0.5"
/* How far outside burn() the heaviest histogram bin may lie. */
#define SLACK 16

struct variant {
	const char *name;
	const char *cflags;	/* beyond the common ones */
	int clang;		/* build libgmon's side with clang */
	int lib_clang;		/* link a libgmon built by clang */
};

/*
 * clang before 20 calls _mcount on aarch64 and riscv64 without the
 * caller's address (llvm-project issue 121103): the runtime must not
 * crash or invent arcs, and the call graph may come out empty.
 */
static int clang_may_lose_arcs(const struct arch *a)
{
	return strcmp(a->name, "aarch64") == 0 ||
	       strcmp(a->name, "riscv64") == 0;
}

/*
 * clang for a Debian cross target: the target's headers and the cross
 * GCC's start files and libgcc named outright, since clang may settle
 * on another GCC installation for the same CPU (riscv64-unknown-elf).
 */
static char *clang_command(const struct arch *a)
{
	char *dir, *cmd;
	int rc;

	if (arch_is_host(a))
		return strdup("clang");
	rc = run(&dir, "/", "dirname \"$(%s-gcc -print-libgcc-file-name)\"",
		 a->triplet);
	cr_assert_eq(rc, 0, "%s", dir);
	dir[strcspn(dir, "\n")] = '\0';
	cmd = xasprintf("clang --target=%s -isystem /usr/%s/include -B%s -L%s",
			a->triplet, a->triplet, dir, dir);
	free(dir);
	return cmd;
}

/* Arcs the program makes whatever the C library does. */
static const struct { const char *caller, *callee; long count; } known[] = {
	{ "main", "mid", 10 }, { "mid", "leaf", 30 }, { "main", "fib", 1 },
	{ "fib", "fib", 176 }, { "fib", "leaf", 89 },
	{ "main", "is_even", 1 }, { "is_even", "is_odd", 10 },
	{ "is_odd", "is_even", 10 }, { "main", "twice", 4 },
	{ "main", "thrice", 3 }, { "twice", "leaf", 4 },
	{ "thrice", "leaf", 3 }, { "main", "many", 5 },
	{ "main", "blend", 4 }, { "main", "sum", 1 },
	{ "main", "make_big", 1 }, { "main", "burn", 1 },
};

static void check_histogram(const struct arch *a, const char *dir,
			    const char *nm_text, const char *gprof_flat)
{
	struct gmon_file f, g;
	char err[256];
	uint64_t start, etext, burn, burn_size, lo, hi, best_pc = 0;
	uint64_t samples = 0, best = 0;
	const struct gmon_read_hist *h;
	char *ours = xasprintf("%s/ours.out", dir);
	char *libc = xasprintf("%s/libc.out", dir);
	size_t i;

	cr_assert_eq(gmon_read_path(ours, a->ptr_size, a->big_endian, &f, err,
				    sizeof err), 0, "%s: %s", ours, err);
	cr_assert_eq(gmon_read_path(libc, a->ptr_size, a->big_endian, &g, err,
				    sizeof err), 0, "%s: %s", libc, err);
	cr_assert(!f.bsd && f.version == 1, "%s: not GNU version 1", ours);
	cr_assert_eq(f.nhist, 1, "%s: %zu histogram records", ours, f.nhist);
	cr_assert_eq(g.nhist, 1);
	cr_assert_eq(nm_lookup(nm_text, "__executable_start", &start, NULL), 0);
	cr_assert_eq(nm_lookup(nm_text, "etext", &etext, NULL), 0);
	cr_assert_eq(nm_lookup(nm_text, "burn", &burn, &burn_size), 0);

	/* the text from the ELF header to etext, at link-time addresses */
	h = &f.hist[0];
	lo = start & ~(uint64_t)3;
	hi = (etext + 3) & ~(uint64_t)3;
	cr_expect_eq(h->low, lo, "low_pc %#llx, want %#llx",
		     (unsigned long long)h->low, (unsigned long long)lo);
	cr_expect_eq(h->high, hi, "high_pc %#llx, want %#llx",
		     (unsigned long long)h->high, (unsigned long long)hi);
	cr_expect_eq(h->nbins, (hi - lo) / 4, "%u bins", h->nbins);
	cr_expect_eq(h->rate, g.hist[0].rate, "rate %u, the C library's %u",
		     h->rate, g.hist[0].rate);
	cr_expect_str_eq(h->dimen, "seconds");
	cr_expect_eq(h->abbrev, 's');

	/* time lands in burn(), give or take qemu's block boundaries */
	for (i = 0; i < h->nbins; i++) {
		samples += h->bins[i];
		if (h->bins[i] > best) {
			best = h->bins[i];
			best_pc = h->low + (h->high - h->low) * i / h->nbins;
		}
	}
	cr_assert_gt(samples, 0, "no samples at all");
	cr_expect(best_pc + SLACK >= burn && best_pc < burn + burn_size + SLACK,
		  "most samples at %#llx, burn() is %#llx-%#llx",
		  (unsigned long long)best_pc, (unsigned long long)burn,
		  (unsigned long long)(burn + burn_size));
	cr_expect_gt(flat_self(gprof_flat, "burn"), 0.0,
		     "gprof gives burn() no time:\n%s", gprof_flat);
	gmon_file_free(&f);
	gmon_file_free(&g);
	free(ours);
	free(libc);
}

/* The same program with the C library's own `cc -pg'. */
static void build_with_libc(const struct cross_case *c, const char *flags,
			    const char *exe)
{
	char *out;
	int rc = run(&out, c->dir, "%s -pg %s -o %s '%s/tests/cross_prog.c'",
		     c->cc, flags, exe, srcdir_path());

	cr_assert_eq(rc, 0, "%s -pg failed:\n%s", c->cc, out);
	free(out);
}

/* Run `exe args'; its gmon.out becomes `profile'.  Returns its output. */
static char *run_profiled(const struct cross_case *c, const char *exe,
			  const char *args, const char *profile)
{
	char *out;
	int rc = run(&out, c->dir, "%s./%s %s && mv gmon.out %s", c->runner,
		     exe, args, profile);

	cr_assert_eq(rc, 0, "%s./%s failed (%d):\n%s", c->runner, exe, rc, out);
	return out;
}

/* libgmon's graph is the C library's, and has the arcs we know. */
static void expect_same_graph(const struct graph *ours,
			      const struct graph *libc)
{
	char *a = graph_text(ours), *b = graph_text(libc);
	size_t i;

	cr_expect_str_eq(a, b, "call graphs differ\nlibgmon:\n%s"
			 "the C library:\n%s", a, b);
	for (i = 0; i < sizeof known / sizeof known[0]; i++)
		cr_expect_eq(arc_count(ours, known[i].caller, known[i].callee),
			     (unsigned long)known[i].count,
			     "%s -> %s: want %ld calls, libgmon's graph:\n%s",
			     known[i].caller, known[i].callee, known[i].count, a);
	free(a);
	free(b);
}

/* clang < 20 on aarch64/riscv64: no arc that the program does not make. */
static void expect_no_invented_arcs(const struct graph *ours,
				    const struct graph *libc)
{
	char *a = graph_text(ours), *b = graph_text(libc);

	cr_expect(graph_subset(ours, libc), "arcs that are not in the program"
		  "\nlibgmon:\n%s the C library:\n%s", a, b);
	free(a);
	free(b);
}

/* The histogram: the text's range at the C library's rate, time in burn(). */
static void expect_histogram(const struct cross_case *c)
{
	char *nm_text, *flat;
	int rc = run(&nm_text, c->dir, "%s -S ours", c->nm);

	cr_assert_eq(rc, 0, "%s", nm_text);
	cr_assert(strstr(nm_text, " __gmon_mcount\n") != NULL,
		  "gmon-cc did not link libgmon's mcount");
	rc = run(&flat, c->dir, "%s -b -p ours ours.out", c->gprof);
	cr_assert_eq(rc, 0, "%s:\n%s", c->gprof, flat);
	check_histogram(c->arch, c->dir, nm_text, flat);
	free(flat);
	free(nm_text);
}

/*
 * One program, profiled with libgmon and with the C library's runtime:
 * the same output (the argument registers came through mcount intact),
 * the same call graph, and a histogram where the time went.
 */
static void run_case(const char *arch_name, const struct variant *v,
		     int is_static)
{
	struct cross_case c;
	struct graph ours, libc;
	char *flags, *compiler, *out_ours, *out_libc;
	int lossy;

	cross_case_begin(&c, arch_name, v->name, is_static, v->lib_clang);
	lossy = v->clang && clang_may_lose_arcs(c.arch);
	if (v->clang)
		need_tool("clang", "deps/core.txt");
	compiler = v->clang ? clang_command(c.arch) : strdup(c.cc);
	flags = xasprintf("-O2 -fno-optimize-sibling-calls %s %s", v->cflags,
			  is_static ? "-static" : "");

	build_with_gmon_cc(&c, compiler, flags, "ours");
	build_with_libc(&c, flags, "libc");
	out_ours = run_profiled(&c, "ours", BURN, "ours.out");
	out_libc = run_profiled(&c, "libc", BURN, "libc.out");
	cr_expect_str_eq(out_ours, out_libc, "outputs differ");

	read_graph(&c, "ours", "ours.out", lossy, &ours);
	read_graph(&c, "libc", "libc.out", 0, &libc);
	if (lossy)
		expect_no_invented_arcs(&ours, &libc);
	else
		expect_same_graph(&ours, &libc);
	expect_histogram(&c);

	free_graph(&ours);
	free_graph(&libc);
	free(out_ours);
	free(out_libc);
	free(flags);
	free(compiler);
	cross_case_end(&c);
}

/*
 * arch, variant, flags for both builds, whether libgmon's side of the
 * test program is built with clang (the C library's side is always
 * GCC's cc -pg: glibc has no mcount for clang on ARM), and whether
 * libgmon itself is.
 */
#define CASE(arch, var, cflags, clang, lib_clang, link, is_static)	\
	Test(cross_##arch, var##_##link, .timeout = 300)		\
	{								\
		static const struct variant v = { #var, cflags, clang,	\
						  lib_clang };		\
		run_case(#arch, &v, is_static);				\
	}
#define BOTH(arch, var, cflags, clang)					\
	CASE(arch, var, cflags, clang, 0, static, 1)			\
	CASE(arch, var, cflags, clang, 0, dynamic, 0)
/* libgmon built by clang: one dynamic case is enough */
#define LIB_CLANG(arch)							\
	CASE(arch, libgmon_by_clang, "", 0, 1, dynamic, 0)

BOTH(x86_64, mcount, "", 0)
BOTH(x86_64, fentry, "-mfentry", 0)
BOTH(x86_64, clang, "", 1)
LIB_CLANG(x86_64)
BOTH(i386, mcount, "", 0)
BOTH(i386, fentry, "-mfentry -fno-pie -no-pie", 0)
BOTH(i386, clang, "", 1)
LIB_CLANG(i386)
BOTH(aarch64, mcount, "", 0)
BOTH(aarch64, pac, "-mbranch-protection=pac-ret", 0)
BOTH(aarch64, clang, "", 1)
LIB_CLANG(aarch64)
BOTH(arm, thumb, "-mthumb", 0)
BOTH(arm, arm, "-marm", 0)
BOTH(arm, clang_thumb, "-mthumb", 1)
BOTH(arm, clang_arm, "-marm", 1)
LIB_CLANG(arm)
BOTH(riscv64, mcount, "", 0)
BOTH(riscv64, clang, "", 1)
LIB_CLANG(riscv64)
BOTH(ppc64le, mcount, "", 0)
/* pc-relative code that keeps no TOC pointer: binutils 2.40 links its
   -fno-plt call to our local entry with the C library's TOC in r2 */
BOTH(ppc64le, power10_no_plt, "-mcpu=power10 -fno-plt", 0)
BOTH(ppc64le, clang, "", 1)
LIB_CLANG(ppc64le)
