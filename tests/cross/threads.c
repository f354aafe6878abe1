/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Threads calling into mcount all at once.  See cross.h. */
#define _GNU_SOURCE
#include <criterion/criterion.h>

#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "cross.h"

/* Whether a run ended as qemu-i386 makes threads end (QEMU_I386_TRIES). */
static int qemu_thread_fault(const struct cross_case *c, int rc,
			     const char *out)
{
	return under_qemu_i386(c) &&
	       (rc == 124 ||
		(rc == 134 && strstr(out, "rseq registration failed")));
}

/* `ours' run with threads, again after a qemu-i386 fault; its output. */
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

	cross_case_begin(&c, arch_name, "threads", is_static, 0);
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
	cross_case_end(&c);
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
