/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* The DOT export and its SVG: thresholds, names, and Graphviz gone. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "exports.h"

/* Pruning: a threshold leaves out what is under it. */
Test(dot, thresholds)
{
	char *dir = build_and_run("thres", gmon_cc(), "-O2", demo_src(), "", 1);
	char *out, *gp;

	cr_assert_eq(run(&gp, dir, "gprof -b ./prog gmon.1"), 0);
	out = run_ok(dir, "'%s/gmon-dump' --dot --node-thres=40 ./prog gmon.1",
		     builddir_path());
	cr_expect(strstr(out, "is_prime_slow") && strstr(out, "count_slow"), "%s", out);
	if (flat_percent(gp, "sieve") < 40)
		cr_expect(!strstr(out, "\"sieve"), "%s", out);
	free(out);
	cr_expect_eq(run(&out, dir, "'%s/gmon-dump' --dot --node-thres=abc ./prog gmon.1",
			 builddir_path()), 2, "%s", out);
	free(out);
	free(gp);
}

/*
 * A threshold of 0 leaves nothing out: also a function that was called
 * but got no time, while other functions have time.
 */
Test(dot, zero_thresholds_keep_every_called_function)
{
	char *dir = work_dir("export", "thres0"), *out;

	build_program(dir, NULL, "-O1", "idle_leaf.c");
	out = run_ok(dir, "./prog && %s --dot --node-thres=0 --edge-thres=0 "
		     "./prog gmon.out", gmon_dump_cmd());
	cr_expect(strstr(out, "\"busy\\n"), "%s", out);
	cr_expect(strstr(out, "\"idle_leaf\\n"), "%s", out);
	free(out);
}

/* `unit' n times between `pre' and `post', malloc'd. */
static char *repeated(const char *pre, const char *unit, size_t n, const char *post)
{
	size_t len = strlen(unit);
	char *s = malloc(strlen(pre) + n * len + strlen(post) + 1), *p = s;

	cr_assert(s != NULL, "out of memory");
	p += sprintf(p, "%s", pre);
	for (size_t i = 0; i < n; i++)
		p += sprintf(p, "%s", unit);
	sprintf(p, "%s", post);
	return s;
}

/* Three functions, n1 to n3, each called 50 times. */
static const char three_called_src[] =
	"volatile unsigned long sink;\n"
	"__attribute__((noinline)) int n1(int x) { sink += x; return x; }\n"
	"__attribute__((noinline)) int n2(int x) { sink -= x; return x; }\n"
	"__attribute__((noinline)) int n3(int x) { sink ^= x; return x; }\n"
	"int main(void) { for (int i = 0; i < 50; i++) sink += n1(i) + n2(i) + n3(i); "
	"return 0; }\n";

/*
 * A name longer than dot reads in a quoted string (16384 bytes; a C++
 * template's demangled name can be): --dot writes a file dot reads, and
 * --svg draws it.  A label shows the first 120 and last 80 characters
 * of a long name with an ellipsis between, cut between UTF-8 sequences
 * (dot says nothing); 200 are shown whole.
 */
Test(dot, long_names_shortened)
{
	char *dir = work_dir("export", "longnames"), *out, *cmd;
	char *n1 = repeated("long_", "x", 20000, "_end");
	char *n2 = repeated("utf_", "\xc3\xa9", 300, "_end");	/* é */
	char *n3 = repeated("whole_", "y", 194, "");
	char *want[5], *too_long = repeated("", "x", 116, "");

	need_tool("dot", DEPS);
	write_text(dir, "n.c", three_called_src);
	cmd = xasprintf("%s -O2 -c n.c -o n.o && objcopy --redefine-sym 'n1=%s' "
			"--redefine-sym 'n2=%s' --redefine-sym 'n3=%s' n.o && "
			"%s n.o -o prog && ./prog", gmon_cc(), n1, n2, n3, gmon_cc());
	free(run_ok(dir, "%s", cmd));
	free(cmd);
	/* head ... tail: "long_" 115 x, "x" 76 x "_end" (and so for n2) */
	want[0] = repeated("\"long_", "x", 115, "\xe2\x80\xa6");
	want[1] = repeated("\xe2\x80\xa6", "x", 76, "_end\\n");
	want[2] = repeated("\"utf_", "\xc3\xa9", 116, "\xe2\x80\xa6");
	want[3] = repeated("\xe2\x80\xa6", "\xc3\xa9", 76, "_end\\n");
	want[4] = xasprintf("\"%s\\n", n3);
	out = run_ok(dir, "'%s/gmon-dump' --dot --node-thres=0 ./prog gmon.out "
		     "| tee graph.dot", builddir_path());
	for (int i = 0; i < 5; i++)
		cr_expect(strstr(out, want[i]), "no label holds %.40s...:\n%.2000s",
			  want[i], out);
	cr_expect(!strstr(out, too_long), "a label has more than 115 x in a row");
	free(out);
	cr_expect_eq(run(&out, dir, "dot -Tsvg graph.dot 2>&1 >/dev/null"), 0, "%s", out);
	cr_expect_eq(out[0], '\0', "dot complains: %.2000s", out);
	free(out);
	cr_assert_eq(run(&out, dir, "'%s/gmon-dump' --svg --node-thres=0 ./prog gmon.out "
			 "> graph.svg && grep -c '<svg' graph.svg", builddir_path()), 0,
		     "%.2000s", out);
	free(out);
	expect_xml(dir, "graph.svg");
	for (int i = 0; i < 5; i++)
		free(want[i]);
	free(too_long);
	free(n1);
	free(n2);
	free(n3);
}

/*
 * Graphviz reads HTML entities in labels (`&lt;' would be drawn as `<',
 * `&#x1;' would put a control character into the SVG): a `&' is written
 * `&amp;', so the names are drawn as they are, C++'s operator&& too,
 * and so is the program's name in the graph's label, and the SVG is XML.
 */
Test(dot, ampersands_drawn_as_written)
{
	static const char *const shown[] = { ">cmp&amp;lt;int&amp;gt;<",
		">tag&amp;#x1;x<", ">operator&amp;&amp;(A const&amp;, A const&amp;)<",
		">./a&amp;b: " };
	char *dir = work_dir("export", "ampersands"), *out;

	need_tool("dot", DEPS);
	write_text(dir, "n.c", three_called_src);
	free(run_ok(dir, "%s -O2 -c n.c -o n.o && objcopy "
		    "--redefine-sym 'n1=cmp&lt;int&gt;' --redefine-sym 'n2=tag&#x1;x' "
		    "--redefine-sym 'n3=_ZaaRK1AS1_' n.o && %s n.o -o 'a&b' && './a&b'",
		    gmon_cc(), gmon_cc()));
	out = run_ok(dir, "'%s/gmon-dump' --svg --node-thres=0 './a&b' gmon.out "
		     "> graph.svg && cat graph.svg", builddir_path());
	for (size_t i = 0; i < sizeof shown / sizeof *shown; i++)
		cr_expect(strstr(out, shown[i]), "the SVG does not show %s:\n%s", shown[i],
			  out);
	free(out);
	expect_xml(dir, "graph.svg");
}

/* --svg renders through dot, and says clearly when dot is missing. */
Test(dot, svg_and_missing_graphviz)
{
	char *dir = build_and_run("svg", gmon_cc(), "-O2", demo_src(), "", 1);
	char *out;

	need_tool("dot", DEPS);
	out = run_ok(dir, "'%s/gmon-dump' --svg ./prog gmon.1", builddir_path());
	cr_expect(strstr(out, "<svg") && strstr(out, "is_prime_slow"), "%s", out);
	free(out);
	cr_expect_eq(run(&out, dir, "PATH=/nonexistent '%s/gmon-dump' --svg ./prog gmon.1",
			 builddir_path()), 1, "%s", out);
	cr_expect(strstr(out, "Graphviz") && strstr(out, "not installed"), "%s", out);
	free(out);
}

/*
 * --svg into a pipe whose reader has gone (`gmon-dump --svg | head'):
 * dot dies of SIGPIPE, and gmon-dump ends as quietly as any writer of
 * a pipeline, by SIGPIPE, without a word about dot's status.  The
 * reader is closed before gmon-dump starts, so no timing decides.
 */
Test(dot, svg_reader_gone_is_quiet)
{
	char *dir = build_and_run("svgpipe", gmon_cc(), "-O2", demo_src(), "", 1);
	char *out;
	int st;

	need_tool("dot", DEPS);
	st = run(&out, dir, "perl -e 'pipe(R, W) or die; close R; "
		 "open(STDOUT, \">&W\") or die; close W; exec @ARGV' "
		 "'%s/gmon-dump' --svg ./prog gmon.1", builddir_path());
	cr_expect_eq(st, 128 + 13, "status %d: %s", st, out);
	cr_expect_eq(out[0], '\0', "not quiet: %s", out);
	free(out);
}

/*
 * Run with standard input, output or error closed: --svg still feeds
 * dot its input (a pipe that lands on fd 0 is not closed in dot by the
 * spawn); a closed stdout is an error, said in one line.
 */
Test(dot, standard_fds_closed)
{
	char *dir = build_and_run("svgfds", gmon_cc(), "-O2", demo_src(), "", 1);
	char *out;

	need_tool("dot", DEPS);
	cr_assert_eq(run(&out, dir, "'%s/gmon-dump' --svg ./prog gmon.1 <&-",
			 builddir_path()), 0, "stdin closed: %s", out);
	cr_expect(strstr(out, "<svg") && strstr(out, "is_prime_slow"), "%s", out);
	free(out);
	cr_assert_eq(run(&out, dir, "'%s/gmon-dump' --svg ./prog gmon.1 <&- 2>&-",
			 builddir_path()), 0, "stdin and stderr closed: %s", out);
	cr_expect(strstr(out, "<svg"), "%s", out);
	free(out);
	cr_expect_eq(run(&out, dir, "'%s/gmon-dump' --callgrind ./prog gmon.1 <&- >&-",
			 builddir_path()), 1, "stdout closed: %s", out);
	cr_expect(strstr(out, "cannot write the callgrind profile"), "%s", out);
	free(out);
}
