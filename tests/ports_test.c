/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The bare-metal reference ports (ports/): libgmon's unmodified core
 * built with the cross compilers, and the demo run under qemu-system.
 *
 * For each port:
 *  - freestanding: the core's objects, linked together, leave undefined
 *    only the port interface (runtime/port.h), the four mem* functions
 *    GCC requires of a freestanding environment, and what the compiler's
 *    own libgcc defines;
 *  - demo: two runs under a fixed -icount give byte-identical gmon.out
 *    files, the cross gprof shows the exact call counts, and spin_a has
 *    about three times spin_b's self time;
 *  - monitor_buffer: the same with the histogram given through monitor().
 *
 * The core alone is also built for x86-64 and i386, which have no
 * reference board, as a kernel without thread-local storage would.
 *
 * The tools come from deps/baremetal.txt (deps/cross.txt for i386).  When one is missing the test
 * fails and names it: `make check' is meant to run the ports.
 *
 * Environment (set by `make check'): abs_top_srcdir, the source tree;
 * abs_top_builddir, under whose tests/work/ports the builds go.
 */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "harness.h"

#define BAREMETAL_DEPS "deps/baremetal.txt"

struct port {
	const char *dir;	/* under ports/; for a core alone, its name */
	const char *cross;	/* tool prefix */
	const char *qemu;	/* NULL: a core alone, with no board */
	const char *arch;	/* a core alone: the target flags */
	const char *stub;	/* a core alone: the stub in runtime/arch/ */
	const char *deps;	/* where the tools come from */
};

static const struct port riscv = {
	"riscv64-virt", "riscv64-unknown-elf-", "qemu-system-riscv64",
	NULL, NULL, BAREMETAL_DEPS
};
static const struct port cortex_m3 = {
	"cortex-m3-mps2", "arm-none-eabi-", "qemu-system-arm",
	NULL, NULL, BAREMETAL_DEPS
};
static const struct port aarch64 = {
	"aarch64-virt", "aarch64-linux-gnu-", "qemu-system-aarch64",
	NULL, NULL, BAREMETAL_DEPS
};
/*
 * A kernel of one's own on a PC: no reference board, but PORTING.md's
 * core, without thread-local storage, must build for it as for the
 * boards (the x86 stubs read the table %fs/%gs-relative only with TLS).
 */
static const struct port x86_64_kernel = {
	"x86_64-core", "", NULL, "-fno-pie -mgeneral-regs-only -mno-red-zone",
	"x86_64", "deps/core.txt"
};
static const struct port i386_kernel = {
	"i386-core", "i686-linux-gnu-", NULL, "-fno-pie -mgeneral-regs-only",
	"i386", "deps/cross.txt"
};

/* `file' in the directory where port p's build `sub' goes. */
static void out_path(char *buf, size_t size, const struct port *p,
		     const char *sub, const char *file)
{
	snprintf(buf, size, "%s/tests/work/ports/%s/%s/%s",
		 builddir_path(), p->dir, sub, file);
}

/* The last part of a long log, for failure messages. */
static const char *log_tail(const char *s)
{
	size_t n = strlen(s);

	return n > 3000 ? s + n - 3000 : s;
}

static void need_tools(const struct port *p)
{
	char tool[256];

	snprintf(tool, sizeof tool, "%sgcc", p->cross);
	need_tool(tool, p->deps);
	snprintf(tool, sizeof tool, "%snm", p->cross);
	need_tool(tool, p->deps);
	if (p->qemu == NULL)
		return;
	snprintf(tool, sizeof tool, "%sgprof", p->cross);
	need_tool(tool, p->deps);
	need_tool(p->qemu, p->deps);
}

/*
 * make -C <port> O=<out dir> <args>, without the flags of the make that
 * runs the test (its jobserver is not ours).
 */
static int port_make(char **out, const struct port *p, const char *sub,
		     const char *args)
{
	char o[4096];

	out_path(o, sizeof o, p, sub, ".");
	if (p->qemu == NULL)	/* a core alone: the boards' shared rules */
		return run(out, "/", "make -s -f '%s/ports/bare/port.mk' "
			   "HERE='%s/ports/bare' CROSS='%s' ARCH='%s' STUB='%s' "
			   "O='%s' %s", srcdir_path(), srcdir_path(), p->cross,
			   p->arch, p->stub, o, args);
	return run(out, "/", "make -s -C '%s/ports/%s' O='%s' %s",
		   srcdir_path(), p->dir, o, args);
}

/* ---- freestanding ---- */

/* Is `name' one of the gmon_port_* functions runtime/port.h declares? */
static int in_port_interface(const char *name)
{
	char path[4096], line[512], want[256];
	FILE *f;
	int found = 0;

	snprintf(path, sizeof path, "%s/runtime/port.h", srcdir_path());
	f = fopen(path, "r");
	cr_assert_not_null(f, "cannot read %s", path);
	snprintf(want, sizeof want, " %s(", name);
	while (!found && fgets(line, sizeof line, f))
		found = strncmp(name, "gmon_port_", 10) == 0 &&
			strstr(line, want) != NULL;
	fclose(f);
	return found;
}

static int is_mem_function(const char *name)
{
	return strcmp(name, "memset") == 0 || strcmp(name, "memcpy") == 0 ||
	       strcmp(name, "memmove") == 0 || strcmp(name, "memcmp") == 0;
}

static void check_freestanding(const struct port *p)
{
	char *out, *libgcc, *defs, *tok, obj[4096];
	unsigned checked = 0;

	need_tools(p);
	cr_assert_eq(port_make(&out, p, "core", "core"), 0,
		     "building the core for %s failed:\n%s", p->dir, log_tail(out));
	free(out);
	cr_assert_eq(port_make(&libgcc, p, "core", "libgcc"), 0,
		     "%s", libgcc);
	libgcc[strcspn(libgcc, "\n")] = '\0';
	cr_assert_eq(run(&defs, "/", "%snm -g --defined-only '%s' 2>/dev/null | "
			 "awk 'NF == 3 { print \" \" $3 \" \" }'",
			 p->cross, libgcc), 0, "%s", defs);
	out_path(obj, sizeof obj, p, "core", "core.o");
	cr_assert_eq(run(&out, "/", "%snm -u '%s' | awk '{ print $2 }'",
			 p->cross, obj), 0, "%s", out);
	for (tok = strtok(out, "\n"); tok; tok = strtok(NULL, "\n")) {
		char key[256];

		snprintf(key, sizeof key, " %s ", tok);
		cr_expect(in_port_interface(tok) || is_mem_function(tok) ||
			  strstr(defs, key) != NULL,
			  "%s: the core needs %s, which is neither in the port "
			  "interface nor in the compiler's runtime", p->dir, tok);
		checked++;
	}
	cr_expect_gt(checked, 0, "no undefined symbols at all in %s?", obj);
	free(out);
	cr_assert_eq(run(&out, "/", "%sreadelf -rW '%s' | grep -E 'TPOFF|TPREL|TLS' "
			 "|| true", p->cross, obj), 0, "%s", out);
	cr_expect_str_empty(out, "%s: built with -DGMON_NO_TLS, the core still "
			    "reaches thread-local storage:\n%s", p->dir, out);
	free(out);
	if (p->qemu == NULL) {	/* -mgeneral-regs-only: a kernel without SSE */
		cr_assert_eq(run(&out, "/", "%sobjdump -d '%s' | grep -E "
				 "'%%[xyz]mm|%%st' || true", p->cross, obj),
			     0, "%s", out);
		cr_expect_str_empty(out, "%s: built with -mgeneral-regs-only, the "
				    "core still uses SSE or x87 registers:\n%s",
				    p->dir, out);
		free(out);
	}
	free(defs);
	free(libgcc);
}

Test(ports, freestanding_riscv64, .timeout = 300)
{
	check_freestanding(&riscv);
}

Test(ports, freestanding_cortex_m3, .timeout = 300)
{
	check_freestanding(&cortex_m3);
}

Test(ports, freestanding_aarch64, .timeout = 300)
{
	check_freestanding(&aarch64);
}

Test(ports, freestanding_x86_64_without_tls, .timeout = 300)
{
	check_freestanding(&x86_64_kernel);
}

Test(ports, freestanding_i386_without_tls, .timeout = 300)
{
	check_freestanding(&i386_kernel);
}

/* ---- the demo under qemu ---- */

/*
 * sub: the output directory's name; args: make's arguments (the run
 * target and any variables).
 */
static void check_demo(const struct port *p, const char *sub,
		       const char *args)
{
	char *out, *text, *flat, path[4096], elf[4096];
	unsigned char *first, *second;
	long len1, len2;
	struct graph graph;
	double a, b;

	need_tools(p);
	cr_assert_eq(port_make(&out, p, sub, args), 0,
		     "%s: build or first run failed:\n%s", p->dir, log_tail(out));
	free(out);
	out_path(path, sizeof path, p, sub, "gmon.out");
	out_path(elf, sizeof elf, p, sub, "demo.elf");
	len1 = slurp(path, &first);
	cr_assert_gt(len1, 0, "%s: no %s", p->dir, path);
	cr_assert_eq(port_make(&out, p, sub, args), 0,
		     "%s: second run failed:\n%s", p->dir, log_tail(out));
	free(out);
	len2 = slurp(path, &second);
	cr_expect(len1 == len2 && memcmp(first, second, (size_t)len1) == 0,
		  "%s: two runs under the same -icount wrote different "
		  "gmon.out files (%ld and %ld bytes)", p->dir, len1, len2);

	cr_assert_eq(run(&text, "/", "%sgprof -b -q '%s' '%s'", p->cross, elf,
			 path), 0, "%s", text);
	parse_graph(text, &graph);
	cr_expect_eq(arc_count(&graph, "main", "mid"), 10,
		     "%s: main->mid:\n%s", p->dir, text);
	cr_expect_eq(arc_count(&graph, "mid", "spin_a"), 30,
		     "%s: mid->spin_a:\n%s", p->dir, text);
	cr_expect_eq(arc_count(&graph, "mid", "spin_b"), 10,
		     "%s: mid->spin_b:\n%s", p->dir, text);

	cr_assert_eq(run(&flat, "/", "%sgprof -b -p '%s' '%s'", p->cross, elf,
			 path), 0, "%s", flat);
	a = flat_percent(flat, "spin_a");
	b = flat_percent(flat, "spin_b");
	cr_assert(a > 0 && b > 0, "%s: no samples in spin_a or spin_b:\n%s",
		  p->dir, flat);
	cr_expect(a / b > 2.7 && a / b < 3.3,
		  "%s: spin_a/spin_b self time is %.2f/%.2f, not about 3:1:\n%s",
		  p->dir, a, b, flat);
	free(first);
	free(second);
	free_graph(&graph);
	free(text);
	free(flat);
}

Test(ports, demo_riscv64, .timeout = 600)
{
	check_demo(&riscv, "demo", "run");
}

Test(ports, demo_cortex_m3, .timeout = 600)
{
	check_demo(&cortex_m3, "demo", "run");
}

Test(ports, demo_aarch64, .timeout = 600)
{
	check_demo(&aarch64, "demo", "run");
}

/*
 * The System V way: the start-up code hands monitor() a 1024-bin
 * histogram of its own, coarser than one bin per 4 bytes of text.
 */
Test(ports, monitor_buffer_riscv64, .timeout = 600)
{
	check_demo(&riscv, "monitor", "run HIST_WORDS=1024");
}

Test(ports, monitor_buffer_cortex_m3, .timeout = 600)
{
	check_demo(&cortex_m3, "monitor", "run HIST_WORDS=1024");
}

Test(ports, monitor_buffer_aarch64, .timeout = 600)
{
	check_demo(&aarch64, "monitor", "run HIST_WORDS=1024");
}
