/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * End-to-end tests on every architecture libgmon supports, under
 * qemu-user with Debian's cross toolchains, one file a feature, linked
 * into one binary (tests/cross_test): libgmon against the C library's
 * `cc -pg' (compare.c), threads, the sampled stacks, gdb's unwinding,
 * shared objects and generated code.
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
 *
 * What the suites share, beyond tests/lib/harness.h:
 */
#ifndef GMON_TEST_CROSS_H
#define GMON_TEST_CROSS_H

struct graph;

/* Seconds a test program may run (each test may take 300). */
#define RUN_LIMIT "120"

#define CROSS_DEPS "deps/cross.txt"

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

struct arch {
	const char *name;	/* GMON_ARCH */
	const char *triplet;	/* Debian's GNU triplet */
	const char *qemu;	/* qemu-user binary */
	unsigned ptr_size;
	int big_endian;
	const char *cpu;	/* qemu's -cpu option: the newest, so that code
				   for it runs (older code runs there too) */
};

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

/* The architecture this test binary was built for runs natively. */
int arch_is_host(const struct arch *a);

/* Case `name' on arch_name: its tools, libgmon build, a fresh directory. */
void cross_case_begin(struct cross_case *c, const char *arch_name,
		      const char *name, int is_static, int lib_clang);
/* Frees what cross_case_begin() set up. */
void cross_case_end(struct cross_case *c);

/* Source-tree file `source' built as `exe' by gmon-cc driving `compiler'. */
void build_source(const struct cross_case *c, const char *compiler,
		  const char *flags, const char *exe, const char *source);
/* tests/cross_prog.c built as `exe' with gmon-cc driving `compiler'. */
void build_with_gmon_cc(const struct cross_case *c, const char *compiler,
			const char *flags, const char *exe);

/* gprof's call graph of `exe' and `profile'; an empty one if allowed. */
void read_graph(const struct cross_case *c, const char *exe,
		const char *profile, int may_be_empty, struct graph *g);

/* Whether the case runs under qemu-i386 (see QEMU_I386_TRIES). */
int under_qemu_i386(const struct cross_case *c);

#endif
