/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * End-to-end tests on every architecture libgmon supports, under
 * qemu-user with Debian's cross toolchains.
 *
 * For each architecture the suite uses a build of libgmon made out of
 * tree with --host before it runs (tests/cross.mk, tests/cross-build.sh),
 * builds tests/cross_prog.c with that build's gmon-cc and with the C
 * library's own `<triplet>-gcc -pg', runs both under qemu-<arch>
 * (static, and dynamic with -L /usr/<triplet>), and reads both profiles
 * with <triplet>-gprof.  The call graphs must be equal arc for arc and
 * count for count; the histogram must cover the executable's text at
 * the C library's rate with time in burn()'s neighbourhood (qemu delivers
 * samples at translated-block boundaries, so no ratios are asserted).
 * The host's own architecture runs natively from the build tree.
 *
 * A missing tool fails the test, naming the package list to install.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <math.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gmon_read.h"
#include "harness.h"

#ifndef GMON_HOST_ARCH
#define GMON_HOST_ARCH ""
#endif
#ifndef GMON_HOST_CC
#define GMON_HOST_CC "cc"
#endif

/* CPU seconds burn() runs for, measured by the program itself. */
#define BURN "0.5"
/* Seconds a test program may run (each test may take 300). */
#define RUN_LIMIT "120"
/* qemu-user: the target's glibc registers no rseq area (see below) */
#define NO_RSEQ "-E GLIBC_TUNABLES=glibc.pthread.rseq=0 "
/* How far outside burn() the heaviest histogram bin may lie. */
#define SLACK 16

struct arch {
	const char *name;	/* GMON_ARCH */
	const char *triplet;	/* Debian's GNU triplet */
	const char *qemu;	/* qemu-user binary */
	unsigned ptr_size;
	int big_endian;
	const char *cpu;	/* qemu's -cpu option: the newest, so that code
				   for it runs (older code runs there too) */
};

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
static int is_host(const struct arch *a)
{
	return strcmp(a->name, GMON_HOST_ARCH) == 0;
}

#define CROSS_DEPS "deps/cross.txt"

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

	if (is_host(a) && !clang)
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

/* ---- one test case ---- */

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

	if (is_host(a))
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

static const struct arch *find_arch(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof arches / sizeof arches[0]; i++)
		if (strcmp(arches[i].name, name) == 0)
			return &arches[i];
	cr_assert_fail("no architecture %s", name);
	return NULL;
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

/*
 * One case's tools and place: the target's compiler, gprof and nm, how
 * to run its programs (natively, or under qemu-user with the target's C
 * library for a dynamic one; the time limit, well under the test's,
 * leaves no emulator behind when a run hangs), the libgmon build to
 * link, and a fresh directory.
 */
struct cross_case {
	const struct arch *arch;
	char *cc, *gprof, *nm, *runner, *dir;
	const char *lib;
};

static void case_begin(struct cross_case *c, const char *arch_name,
		       const char *name, int is_static, int lib_clang)
{
	const struct arch *a = find_arch(arch_name);
	int host = is_host(a);

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

static void case_end(struct cross_case *c)
{
	free(c->cc);
	free(c->gprof);
	free(c->nm);
	free(c->runner);
	free(c->dir);
}

/* `source' (in the source tree) built as `exe' with gmon-cc driving
 * `compiler'. */
static void build_source(const struct cross_case *c, const char *compiler,
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
static void build_with_gmon_cc(const struct cross_case *c, const char *compiler,
			       const char *flags, const char *exe)
{
	build_source(c, compiler, flags, exe, "tests/cross_prog.c");
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

/* gprof's call graph of `exe' and `profile'; an empty one if allowed. */
static void read_graph(const struct cross_case *c, const char *exe,
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

	case_begin(&c, arch_name, v->name, is_static, v->lib_clang);
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
	case_end(&c);
}

/*
 * qemu-i386 7.2 now and then resumes a program from a signal handler in
 * a state it was not in: a thread that returns from one after another
 * thread was made may run on the wrong thread pointer (glibc aborts,
 * "rseq registration failed", or the program hangs), and a loop may end
 * before its condition holds or a measure come out wrong.  Programs
 * without -pg that only take ITIMER_PROF show both
 * (docs/ARCHITECTURES.md).  An i386 run that ends so is run again, up
 * to QEMU_I386_TRIES times, a threaded one stopped after
 * QEMU_I386_LIMIT s; any other failure fails at once.
 */
#define QEMU_I386_TRIES 3
#define QEMU_I386_LIMIT "60"

static int under_qemu_i386(const struct cross_case *c)
{
	return strcmp(c->arch->name, "i386") == 0 && !is_host(c->arch);
}

static int qemu_thread_fault(const struct cross_case *c, int rc,
			     const char *out)
{
	return under_qemu_i386(c) &&
	       (rc == 124 ||
		(rc == 134 && strstr(out, "rseq registration failed")));
}

static char *run_threads_profiled(const struct cross_case *c)
{
	char *out = NULL;
	int rc = -1;

	for (int try = 0; try < QEMU_I386_TRIES; try++) {
		free(out);
		rc = run(&out, c->dir, "timeout " QEMU_I386_LIMIT " %s./ours "
			 "0.05 threads && mv gmon.out ours.out", c->runner);
		if (!qemu_thread_fault(c, rc, out))
			break;
	}
	cr_assert_eq(rc, 0, "%s./ours failed (%d):\n%s", c->runner, rc, out);
	return out;
}

/*
 * Threads: four threads call mid() 1000 times each, all at once, on top
 * of main's calls.  glibc's runtime drops arcs when threads meet in
 * mcount, so the counts are checked against the program itself.
 */
static void run_threads_case(const char *arch_name, int is_static)
{
	struct cross_case c;
	struct graph g;
	char *flags, *out, *text;

	case_begin(&c, arch_name, "threads", is_static, 0);
	flags = xasprintf("-O2 -fno-optimize-sibling-calls -pthread %s",
			  is_static ? "-static" : "");
	build_with_gmon_cc(&c, c.cc, flags, "ours");
	out = run_threads_profiled(&c);
	read_graph(&c, "ours", "ours.out", 0, &g);
	text = graph_text(&g);
	cr_expect_eq(arc_count(&g, "worker", "mid"), 4000, "%s", text);
	cr_expect_eq(arc_count(&g, "mid", "leaf"), 12030, "%s", text);
	cr_expect_eq(arc_count(&g, "main", "mid"), 10, "%s", text);
	cr_expect_eq(arc_count(&g, "fib", "fib"), 176, "%s", text);
	free_graph(&g);
	free(text);
	free(out);
	free(flags);
	case_end(&c);
}

#define THREADS(arch)							\
	Test(cross_##arch, threads_static, .timeout = 300)		\
	{								\
		run_threads_case(#arch, 1);				\
	}								\
	Test(cross_##arch, threads_dynamic, .timeout = 300)		\
	{								\
		run_threads_case(#arch, 0);				\
	}

THREADS(x86_64)
/*
 * Static only: qemu-i386 7.2 hangs in a dynamically linked i386
 * program's pthread_create, with or without -pg (docs/ARCHITECTURES.md).
 */
Test(cross_i386, threads_static, .timeout = 300)
{
	run_threads_case("i386", 1);
}
THREADS(aarch64)
THREADS(arm)
THREADS(riscv64)
THREADS(ppc64le)

/*
 * The tick handler must not read above a stack pointer that sits at the
 * very top of a mapping (tests/progs/stack.c; x86-64 runs natively in
 * robust_test).
 */
Test(cross_i386, stack_at_the_top_of_a_mapping, .timeout = 300)
{
	struct cross_case c;
	char *out;
	int rc;

	case_begin(&c, "i386", "stack", 1, 0);
	build_source(&c, c.cc, "-O1 -static", "ours", "tests/progs/stack.c");
	rc = run(&out, c.dir, "%s./ours 0.3", c.runner);
	cr_expect_eq(rc, 0, "exit status %d (139: SIGSEGV):\n%s", rc, out);
	free(out);
	case_end(&c);
}

/*
 * gdb unwinds through mcount: stopped in gmon_mcount
 * (__gmon_mcount in programs), the C path, for each of the first three
 * arcs, and inside the stub's hot path, every backtrace reaches main.
 * Under qemu-user's gdb stub (on a socket in the case's directory) with
 * gdb-multiarch; the host runs natively under gdb.  The sample signal is
 * SIGUSR2 here, which gdb passes on without stopping: a tick must not
 * end a `continue' early.
 */
static void run_unwind_case(const char *arch_name, const char *name,
			    const char *cflags)
{
	static const char script[] =
		"-ex 'handle SIGUSR2 nostop noprint pass' "
		"-ex 'break __gmon_mcount' -ex '%s' -ex bt -ex continue -ex bt "
		"-ex continue -ex bt -ex delete "
		"-ex 'rbreak ^libgmon_.*overhead$' -ex continue -ex 'stepi 4' "
		"-ex bt -ex kill";
	struct cross_case c;
	char *flags, *cmds, *out, *p;
	int rc, mains = 0;

	case_begin(&c, arch_name, name, 1, 0);
	flags = xasprintf("-O2 -g -static -fno-optimize-sibling-calls %s", cflags);
	build_source(&c, c.cc, flags, "ours", "tests/progs/unwind.c");
	if (is_host(c.arch)) {
		need_tool("gdb", CROSS_DEPS);
		cmds = xasprintf(script, "run");
		rc = run(&out, c.dir, "GMON_SIGNAL=USR2 timeout %s gdb -batch "
			 "-nx %s ./ours",
			 RUN_LIMIT, cmds);
	} else {
		need_tool("gdb-multiarch", CROSS_DEPS);
		cmds = xasprintf(script, "continue");
		rc = run(&out, c.dir, "{ GMON_SIGNAL=USR2 %s -g gdb.sock ./ours & } && "
			 "while ! test -S gdb.sock; do sleep 0.1; done && "
			 "timeout %s gdb-multiarch -batch -nx -ex 'file ours' "
			 "-ex 'target remote gdb.sock' %s; wait",
			 c.runner, RUN_LIMIT, cmds);
	}
	cr_assert_eq(rc, 0, "gdb failed:\n%s", out);
	for (p = out; (p = strstr(p, "\n#")) != NULL; p++)
		if (strstr(p, " main (") && strstr(p, " main (") <
		    strchr(p + 1, '\n'))
			mains++;
	cr_expect_eq(mains, 4, "four backtraces reach main:\n%s", out);
	cr_expect(!strstr(out, "Backtrace stopped"), "%s", out);
	cr_expect(strstr(out, " outer (") != NULL, "%s", out);
	free(out);
	free(cmds);
	free(flags);
	case_end(&c);
}

#define UNWIND(arch)							\
	Test(cross_##arch, unwind_through_mcount, .timeout = 300)	\
	{								\
		run_unwind_case(#arch, "unwind", "");			\
	}

UNWIND(x86_64)
UNWIND(i386)
UNWIND(aarch64)
UNWIND(arm)
UNWIND(riscv64)
UNWIND(ppc64le)

Test(cross_x86_64, unwind_through_fentry, .timeout = 300)
{
	run_unwind_case("x86_64", "unwind_fentry", "-mfentry");
}

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

	case_begin(&c, arch_name, "shared_stub", 0, 0);
	readelf = is_host(c.arch) ? strdup("readelf")
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
	case_end(&c);
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

	case_begin(&c, arch_name, "pg_library", 0, 0);
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
	case_end(&c);
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

	case_begin(&c, arch_name, *flags ? "ifunc_static" : "ifunc", 0, 0);
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
	case_end(&c);
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
 * Generated code (tests/progs/generated.c): 64 callers and 64 callees,
 * each of one shape, every caller calling every callee 20 times from
 * one call site.  Every arc is exact in gprof's graph, and the stub
 * counts every call after an arc's first: GMON_VERBOSE says nothing
 * about the slow path.  (A stub that picked another home cell than C's
 * would hand every call to C, which still counts exactly, and
 * GMON_VERBOSE would say how many calls took mcount's slow path.)
 */
static void run_generated_case(const char *arch_name)
{
	struct cross_case c;
	struct graph g;
	char *out, *text;
	int rc;

	case_begin(&c, arch_name, "generated", 1, 0);
	build_source(&c, c.cc, "-O2 -static", "prog", "tests/progs/generated.c");
	rc = run(&out, c.dir, "rm -f gmon.out && GMON_VERBOSE=1 %s./prog 20",
		 c.runner);
	cr_assert_eq(rc, 0, "%s", out);
	cr_expect_str_eq(out, "calls 163840 sum 0\n");
	free(out);
	rc = run(&out, c.dir, "%s -b -q prog gmon.out", c.gprof);
	cr_assert_eq(rc, 0, "%s", out);
	parse_graph(out, &g);
	text = graph_text(&g);
	for (int i = 10; i <= 87; i += 7)
		for (int j = 11; j <= 88; j += 11)
			if (i % 10 < 8 && j % 10 < 8) {
				char caller[8], callee[8];

				snprintf(caller, sizeof caller, "c%d", i);
				snprintf(callee, sizeof callee, "g%d", j);
				cr_expect_eq(arc_count(&g, caller, callee), 20,
					     "%s -> %s:\n%.2000s", caller, callee,
					     text);
			}
	for (int j = 10; j <= 88; j++)
		if (j % 10 < 8) {
			char callee[8];

			snprintf(callee, sizeof callee, "g%d", j);
			cr_expect_eq(calls_into(&g, callee), 64 * 20, "into %s",
				     callee);
		}
	free_graph(&g);
	free(text);
	free(out);
	case_end(&c);
}

#define GENERATED(arch)							\
	Test(cross_##arch, generated_code_counted_by_the_stub, .timeout = 300) \
	{								\
		run_generated_case(#arch);				\
	}

GENERATED(x86_64)
GENERATED(i386)
GENERATED(aarch64)
GENERATED(arm)
GENERATED(riscv64)
GENERATED(ppc64le)

/* CPU seconds light_heavy runs for */
#define STACKS_SECONDS 1.0

/*
 * Whether light_heavy's own measure can be right: it ran STACKS_SECONDS
 * (its two figures, printed in ms, may add up to 2 ms under it), and
 * heavy(), with nine times light()'s work, took at least three times
 * light()'s time (81-92 % of the two under qemu, about 90 % natively).
 */
static int measure_is_plausible(double light, double heavy)
{
	return light + heavy >= STACKS_SECONDS - 0.002 && light > 0 &&
	       heavy >= 3 * light;
}

/*
 * The sampled call stacks (on by default) of tests/progs/light_heavy.c:
 * the walk through the target's frame records gives heavy() and light()
 * their true shares of work()'s time, as the program measured them,
 * within 5 points (gprof's estimate splits it evenly).
 */
static void run_stacks_case(const char *arch_name)
{
	struct cross_case c;
	char *out, *flags;
	double light, heavy, fl, fh, truth;

	case_begin(&c, arch_name, "stacks", 0, 0);
	flags = xasprintf("-O2 -g -I'%s/tests/progs'", srcdir_path());
	build_source(&c, c.cc, flags, "prog", "tests/progs/light_heavy.c");
	for (int try = 0; try < QEMU_I386_TRIES; try++) {
		out = run_ok(c.dir, "GMON_HZ=1000 %s./prog %g", c.runner,
			     STACKS_SECONDS);
		cr_assert_eq(sscanf(out, "light %lf s heavy %lf s", &light,
				    &heavy), 2, "%s", out);
		free(out);
		if (measure_is_plausible(light, heavy) || !under_qemu_i386(&c))
			break;
	}
	cr_assert(measure_is_plausible(light, heavy), "%s: the program "
		  "measured light %g s and heavy %g s", arch_name, light, heavy);
	truth = 100 * heavy / (light + heavy);
	out = run_ok(c.dir, "'%s/gmon-dump' --folded prog gmon.out 2>/dev/null | "
		     "awk '/;heavy;work/ { h += $NF } /;light;work/ { l += $NF } "
		     "END { print h + 0, l + 0 }'", builddir_path());
	cr_assert_eq(sscanf(out, "%lf %lf", &fh, &fl), 2, "%s", out);
	cr_assert_gt(fh + fl, 0, "no stack of work under its callers");
	cr_expect_leq(fabs(100 * fh / (fh + fl) - truth), 5,
		      "%s: heavy %.0f and light %.0f samples, truth %.1f%%",
		      arch_name, fh, fl, truth);
	free(out);
	free(flags);
	case_end(&c);
}

#define STACKS(arch)							\
	Test(cross_##arch, stacks_measure_each_callers_share, .timeout = 300) \
	{								\
		run_stacks_case(#arch);					\
	}

STACKS(x86_64)
STACKS(aarch64)
STACKS(i386)

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

	case_begin(&c, arch_name, "preload", 0, 0);
	preload = is_host(c.arch)
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
	case_end(&c);
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
