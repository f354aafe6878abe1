/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* The measured views read by their real clients. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "stacks_folded.h"
#include "stacks_writer.h"
#include "stacks.h"
#include "../include/sys/gmon_stacks.h"

/* ---- reading views ---- */

/* The count of folded line `stack' (-1 if absent). */
static long folded_count(const char *text, const char *stack)
{
	const char *l;
	size_t n = strlen(stack);

	for (l = text; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
		if (strncmp(l, stack, n) == 0 && l[n] == ' ')
			return atol(l + n + 1);
	return -1;
}

/* The cum% `go tool pprof -top' gives fn: its fifth column. */
static double pprof_cum(const char *top, const char *fn)
{
	const char *l;

	for (l = top; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
		char col[5][32], name[128];

		if (sscanf(l, "%31s %31s %31s %31s %31s %127s", col[0], col[1], col[2],
			   col[3], col[4], name) == 6 && strcmp(name, fn) == 0 &&
		    strchr(col[4], '%'))
			return atof(col[4]);
	}
	return -1;
}

/*
 * The inclusive time callgrind_annotate --inclusive=yes gives fn: the
 * sum of its lines, as the tool lists a function once per file its
 * cost lines name (code inlined from a header is another file).
 */
static long long annotate_incl(const char *text, const char *fn)
{
	const char *l;
	char pat[160];
	long long sum = -1;

	snprintf(pat, sizeof pat, ":%s", fn);
	for (l = text; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
		const char *eol = strchr(l, '\n'), *hit = strstr(l, pat);
		char digits[64];
		size_t i, k = 0;

		if (!hit || (eol && hit > eol) || (hit[strlen(pat)] != ' ' &&
						       hit[strlen(pat)] != '\n') ||
		    (strstr(l, "=>") && strstr(l, "=>") < hit))
			continue;
		for (i = 0; l + i < hit && k + 1 < sizeof digits && l[i] != '('; i++)
			if (l[i] >= '0' && l[i] <= '9')
				digits[k++] = l[i];
		digits[k] = '\0';
		sum = (sum < 0 ? 0 : sum) + atoll(digits);
	}
	return sum;
}

/* The number N of the box `  fN [label="NAME\n...' in DOT text. */
static size_t dot_node(const char *dot, const char *name)
{
	const char *l;
	char want[160];
	size_t n;
	int end;

	snprintf(want, sizeof want, " [label=\"%s\\n", name);
	for (l = dot; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
		if (sscanf(l, "  f%zu%n", &n, &end) == 1 &&
		    strncmp(l + end, want, strlen(want)) == 0)
			return n;
	cr_assert_fail("no box for %s in:\n%s", name, dot);
	return 0;
}

/* ---- the views ---- */

/*
 * --folded: one line per distinct stack, outermost first, summing to
 * the file's samples; the stub's samples are work's own by default and
 * apart with --stubs-apart; gmon.stacks is found beside gmon.out.
 */
Test(stacks_views, folded)
{
	struct prog p;
	struct truth t;
	char *out;

	light_heavy(&p, &t, "folded");
	light_heavy_stacks(&p, &t, "gmon.stacks", 1);
	out = run_ok(p.dir, "%s --folded prog gmon.out 2>err && test ! -s err",
		     gmon_dump_cmd());
	cr_expect_eq(folded_sum(out, ""), samples_of(&t), "%s", out);
	cr_expect_eq(folded_count(out, "main;light;work"), t.nlight, "%s", out);
	cr_expect_eq(folded_count(out, "main;heavy;work"), t.nheavy, "%s", out);
	cr_expect_eq(folded_count(out, "main"), 1, "%s", out);
	cr_expect(!strstr(out, "libgmon"), "%s", out);
	free(out);
	out = run_ok(p.dir, "%s --folded --stubs-apart prog "
			 "gmon.stacks", gmon_dump_cmd());
	cr_expect_eq(folded_sum(out, ""), samples_of(&t), "%s", out);
	cr_expect_eq(folded_count(out, "main;heavy;work;libgmon_mcount_overhead"),
		     STUB_SAMPLES, "%s", out);
	cr_expect_eq(folded_count(out, "main;heavy;work"), t.nheavy - STUB_SAMPLES,
		     "%s", out);
	free(out);
	free_prog(&p);
}

/*
 * --pprof: go tool pprof reads the profile: -top gives heavy and light
 * their true share of the time, -traces the stacks, -tree work under
 * each caller; -raw shows the values (samples and CPU nanoseconds), the
 * functions with their file and line, and the program's mapping.
 */
Test(stacks_views, pprof)
{
	struct prog p;
	struct truth t;
	char *out, *want, id_hex[2 * sizeof p.id + 1] = "";
	double pct;
	size_t i;

	light_heavy(&p, &t, "pprof");
	for (i = 0; i < p.idlen; i++)
		snprintf(id_hex + 2 * i, 3, "%02x", p.id[i]);
	pct = heavy_pct(&t);
	light_heavy_stacks(&p, &t, "gmon.stacks", 1);
	need_tool("go", DEPS);
	out = run_ok(p.dir, "%s --pprof prof.pb.gz prog gmon.out "
			 "&& gzip -t prof.pb.gz", gmon_dump_cmd());
	free(out);
	out = run_ok(p.dir, "HOME=$PWD go tool pprof -top prof.pb.gz");
	cr_expect(strstr(out, "Type: cpu"), "%s", out);
	cr_expect(fabs(pprof_cum(out, "heavy") - pct * (samples_of(&t) - 1) /
		       samples_of(&t)) <= 5, "heavy: truth %.1f%%:\n%s", pct, out);
	cr_expect(fabs(pprof_cum(out, "light") - (100 - pct) * (samples_of(&t) - 1) /
		       samples_of(&t)) <= 5, "light: truth %.1f%%:\n%s", 100 - pct, out);
	cr_expect(fabs(pprof_cum(out, "main") - 100) < 0.01, "%s", out);
	free(out);
	out = run_ok(p.dir, "HOME=$PWD go tool pprof -traces prof.pb.gz");
	cr_expect(strstr(out, "work\n             heavy\n             main\n") &&
		  strstr(out, "work\n             light\n             main\n"), "%s", out);
	cr_expect(strstr(out, "libgmon's mcount stub"), "%s", out);
	free(out);
	/* -tree: in work's entry, its callers' shares of its time */
	out = run_ok(p.dir, "HOME=$PWD go tool pprof -tree prof.pb.gz | "
			 "grep -B3 '| work$' | grep '|   heavy$'");
	{
		double secs, share;

		cr_assert_eq(sscanf(out, " %lf%*[a-z] %lf%%", &secs, &share), 2, "%s", out);
		cr_expect(fabs(share - pct) <= 5, "work under heavy: truth %.1f%%: %s",
			  pct, out);
	}
	free(out);
	out = run_ok(p.dir, "HOME=$PWD go tool pprof -raw prof.pb.gz");
	cr_expect(strstr(out, "samples/count cpu/nanoseconds"), "%s", out);
	cr_expect(strstr(out, " heavy ") && strstr(out, "/light_heavy.c:"),
		  "no function with its file and line:\n%s", out);
	/* the program's mapping: its path, build ID, its functions given */
	want = xasprintf("/prog %s [FN][FL][LN]", id_hex);
	cr_expect(strstr(out, want), "no mapping \"%s\":\n%s", want, out);
	free(want);
	free(out);
	free_prog(&p);
}

/*
 * --callgrind: callgrind_annotate --inclusive=yes reads the measured
 * inclusive time (heavy's and light's true shares), and the calls are
 * gmon.out's exact counts.
 */
Test(stacks_views, callgrind)
{
	struct prog p;
	struct truth t;
	char *out, *want;
	long long heavy, light, total;

	light_heavy(&p, &t, "callgrind");
	light_heavy_stacks(&p, &t, "gmon.stacks", 1);
	need_tool("callgrind_annotate", DEPS);
	out = run_ok(p.dir, "%s --callgrind prog gmon.out > "
			 "cg.out && cat cg.out", gmon_dump_cmd());
	want = xasprintf("calls=%llu ", (unsigned long long)counted_calls(&p, "heavy", "work"));
	cr_expect(strstr(out, want), "work's calls from heavy (%s) are not gmon.out's:"
		  "\n%s", want, out);
	free(want);
	free(out);
	out = run_ok("/", "callgrind_annotate --inclusive=yes "
			 "--threshold=100 '%s/cg.out'", p.dir);
	heavy = annotate_incl(out, "heavy");
	light = annotate_incl(out, "light");
	total = annotate_incl(out, "main");
	cr_expect_eq(total, samples_of(&t) * 1000000 / HZ, "%s", out);
	cr_expect_eq(heavy, t.nheavy * 1000000 / HZ, "%s", out);
	cr_expect_eq(light, t.nlight * 1000000 / HZ, "%s", out);
	cr_expect(fabs(100.0 * (double)heavy / (double)(heavy + light) - heavy_pct(&t))
		  <= 5, "%s", out);
	free(out);
	/* gprof's estimate, asked for: half each */
	out = run_ok(p.dir, "%s --estimate --callgrind prog "
			 "gmon.out > est.out && callgrind_annotate --inclusive=yes "
			 "--threshold=100 est.out", gmon_dump_cmd());
	heavy = annotate_incl(out, "heavy");
	light = annotate_incl(out, "light");
	cr_expect(fabs(100.0 * (double)heavy / (double)(heavy + light) - 50) < 10,
		  "%s", out);
	free(out);
	free_prog(&p);
}

/*
 * --graph: gprof's shape, work's time under each caller measured beside
 * gprof's even split, the difference flagged; without stacks, gprof's
 * estimate alone, said on stderr.
 */
Test(stacks_views, graph)
{
	struct prog p;
	struct truth t;
	char *out;
	const char *l;
	double self, children, eself, echildren;
	int found = 0;

	light_heavy(&p, &t, "graph");
	light_heavy_stacks(&p, &t, "gmon.stacks", 1);
	out = run_ok(p.dir, "%s --graph prog gmon.out",
			 gmon_dump_cmd());
	/* work's entry: the line of its caller heavy, work's own time under
	 * heavy measured, and flagged against gprof's even split */
	for (l = out; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
		char name[64], flag;

		if (sscanf(l, " %lf %lf %lf %lf %c %*s %63s", &self, &children, &eself,
			   &echildren, &flag, name) != 6 || strcmp(name, "heavy") != 0 ||
		    self < 0.05)
			continue;
		found = 1;
		cr_expect_eq(flag, '!', "%s", l);
		cr_expect(fabs(self + children - t.nheavy / (double)HZ) < 0.006,
			  "work under heavy, truth %.2f s: %s", t.nheavy / (double)HZ, l);
		cr_expect(fabs(eself + echildren - (self + children)) > 0.1, "%s", l);
	}
	cr_expect(found, "no line for work under heavy:\n%s", out);
	free(out);
	out = run_ok(p.dir, "mv gmon.stacks elsewhere && "
			 "%s --graph prog gmon.out 2>err >graph.txt; s=$?; "
			 "cat err graph.txt; exit $s", gmon_dump_cmd());
	cr_expect(strstr(out, "no stacks file beside gmon.out") &&
		  strstr(out, "estimate only") && !strstr(out, "measured"), "%s", out);
	free(out);
	free_prog(&p);
}

/*
 * --dot and --svg: the boxes' totals and the arrows' shares measured;
 * Graphviz renders the graph.
 */
Test(stacks_views, dot)
{
	struct prog p;
	struct truth t;
	char *out, *l, *edge;
	double total, pct;

	light_heavy(&p, &t, "dot");
	light_heavy_stacks(&p, &t, "gmon.stacks", 0);
	need_tool("dot", DEPS);
	out = run_ok(p.dir, "%s --dot prog gmon.out > g.dot && "
			 "dot -Tsvg g.dot > g.svg && %s --svg prog gmon.out "
			 "> g2.svg && cat g.dot", gmon_dump_cmd(), gmon_dump_cmd());
	l = strstr(out, "[label=\"heavy\\ntotal ");
	cr_assert(l, "%s", out);
	cr_assert_eq(sscanf(l, "[label=\"heavy\\ntotal %lf s (%lf%%)", &total, &pct), 2);
	cr_expect(fabs(total - t.nheavy / (double)HZ) < 0.006, "%s", l);
	cr_expect(strstr(out, "measured"), "%s", out);
	/* the arrow heavy -> work: work's time under heavy, all of heavy's */
	edge = xasprintf("  f%zu -> f%zu [label=\"", dot_node(out, "heavy"),
			 dot_node(out, "work"));
	l = strstr(out, edge);
	cr_assert(l, "no arrow %s:\n%s", edge, out);
	cr_assert_eq(sscanf(l + strlen(edge), "%lf%%", &pct), 1, "%s", l);
	cr_expect(fabs(pct - 100.0 * t.nheavy / samples_of(&t)) < 0.006, "%s", l);
	free(edge);
	free(out);
	free_prog(&p);
}

/*
 * --flame: a self-contained SVG an XML parser reads, with a box for
 * each function on each path, the title giving its samples.
 */
Test(stacks_views, flame)
{
	struct prog p;
	struct truth t;
	char *out, *want;

	light_heavy(&p, &t, "flame");
	light_heavy_stacks(&p, &t, "gmon.stacks", 1);
	need_tool("python3", DEPS);
	out = run_ok(p.dir, "%s --flame f.svg prog gmon.out && "
			 "python3 -c 'import xml.dom.minidom as m; m.parse(\"f.svg\")' && "
			 "cat f.svg", gmon_dump_cmd());
	want = xasprintf("<title>heavy (%ld samples", t.nheavy);
	cr_expect(strstr(out, want), "%s", out);
	free(want);
	want = xasprintf("<title>light (%ld samples", t.nlight);
	cr_expect(strstr(out, want), "%s", out);
	free(want);
	cr_expect(strstr(out, "<script") && !strstr(out, "href=\"http"),
		  "not self-contained:\n%s", out);
	free(out);
	free_prog(&p);
}

/*
 * Without a stacks file the stacks views show gprof's estimate, and say
 * so: work's time split evenly between its callers by their calls.
 */
Test(stacks_views, estimate_without_stacks)
{
	struct prog p;
	struct truth t;
	char *out;
	double light, heavy;

	light_heavy(&p, &t, "estimate");
	/* the run recorded its stacks (the default): as with GMON_STACKS=0 */
	out = run_ok(p.dir, "rm gmon.stacks && %s --folded prog gmon.out 2>err; "
			 "s=$?; cat err; exit $s", gmon_dump_cmd());
	cr_expect(strstr(out, "no stacks file beside gmon.out (gmon.stacks"),
		  "%s", out);
	light = (double)folded_count(out, "main;light;work");
	heavy = (double)folded_count(out, "main;heavy;work");
	cr_expect(light > 0 && fabs(light - heavy) / (light + heavy) < 0.1, "%s", out);
	free(out);
	/* the exports that keep gprof's numbers say so in their output */
	out = run_ok(p.dir, "%s --callgrind prog gmon.out | "
			 "grep '^desc: Inclusive time: gprof' && %s --dot prog "
			 "gmon.out | grep -c \"gprof's estimate\"", gmon_dump_cmd(),
			 gmon_dump_cmd());
	free(out);
	cr_expect_eq(run(&out, p.dir, "%s --folded prog 2>&1",
			 gmon_dump_cmd()), 2, "%s", out);
	free(out);
	free_prog(&p);
}

/*
 * Mutual recursion: the tools' inclusive time of each function of a
 * cycle is the samples whose stack holds it, counted once, not once per
 * frame; the calls are gmon.out's.
 */
Test(stacks_views, recursion)
{
	struct prog p;
	struct stacks_writer w;
	char *out;
	uint64_t me, eo, oe, ow;

	/* every recursive call a call, not a jump: each is a frame */
	build(&p, "recursion", "cycles", "-fno-optimize-sibling-calls", "");
	me = ret(&p, "main", "even");
	eo = ret(&p, "even", "odd");
	oe = ret(&p, "odd", "even");
	ow = ret(&p, "odd", "work");
	{
		uint64_t deep[] = { inside(&p, "work"), ow, eo, oe, eo, me };
		uint64_t shallow[] = { inside(&p, "even"), me };

		begin(&w, &p);
		stack(&w, 30, 0, deep, 6);
		stack(&w, 10, 0, shallow, 2);
		sw_end(&w, 0);
		save(&w, &p, "gmon.stacks");
	}
	need_tool("callgrind_annotate", DEPS);
	out = run_ok(p.dir, "%s --callgrind prog gmon.out > "
			 "cg.out && callgrind_annotate --inclusive=yes --threshold=100 "
			 "cg.out", gmon_dump_cmd());
	cr_expect_eq(annotate_incl(out, "even"), 400000, "%s", out);
	cr_expect_eq(annotate_incl(out, "odd"), 300000, "%s", out);
	cr_expect_eq(annotate_incl(out, "work"), 300000, "%s", out);
	cr_expect_eq(annotate_incl(out, "main"), 400000, "%s", out);
	free(out);
	out = run_ok(p.dir, "%s --folded prog gmon.out",
			 gmon_dump_cmd());
	cr_expect_eq(folded_count(out, "main;even;odd;even;odd;work"), 30, "%s", out);
	cr_expect_eq(folded_count(out, "main;even"), 10, "%s", out);
	free(out);
	/* a stack cut off at the runtime's depth limit says so first */
	{
		uint64_t cut[] = { inside(&p, "work"), ow, eo };

		begin(&w, &p);
		stack(&w, 5, GMON_STACKS_TRUNCATED, cut, 3);
		sw_end(&w, 0);
		save(&w, &p, "cut.stacks");
	}
	out = run_ok(p.dir, "%s --folded prog cut.stacks && "
			 "%s --graph prog gmon.out cut.stacks | tail -3",
			 gmon_dump_cmd(), gmon_dump_cmd());
	cr_expect_eq(folded_count(out, "[truncated];even;odd;work"), 5, "%s", out);
	cr_expect(strstr(out, "5 samples were in stacks deeper than 64 frames"), "%s", out);
	free(out);
	free_prog(&p);
}

/*
 * Stacks that cross objects: a frame in the C library is named from
 * its dynamic symbols when the file there has the build ID that was
 * loaded, and as [libc.so.6] (with a line saying why) when it has not;
 * a frame in no object is [unknown]; the caller's total holds them.
 */
Test(stacks_views, other_objects)
{
	struct prog p;
	struct stacks_writer w;
	char *out, *libc, *nm;
	unsigned char id[64], other[64];
	size_t idlen, k;
	uint64_t qsort_at, qsort_size, libc_bias = 0x7ffff7c00000ull;
	uint64_t ms;

	build(&p, "objects", "cycles", "", "");
	ms = ret(&p, "main", "sort_some");
	libc = run_ok(p.dir, "ldd prog | sed -n 's|.*libc.so.6 => \\([^ ]*\\).*|\\1|p'");
	*strchr(libc, '\n') = '\0';
	read_build_id(&p, libc, id, &idlen);
	nm = run_ok(p.dir, "nm -D -S --without-symbol-versions '%s'", libc);
	cr_assert_eq(nm_lookup(nm, "qsort", &qsort_at, &qsort_size), 0, "%s", nm);
	for (k = 0; k < 2; k++) {
		/* a sample in qsort, called by sort_some; one in no object */
		uint64_t in_libc[] = { qsort_at + qsort_size / 2 + libc_bias,
				       inside(&p, "sort_some") + BIAS, ms + BIAS };
		uint64_t nowhere[] = { 0x10, inside(&p, "sort_some") + BIAS, ms + BIAS };

		memcpy(other, id, idlen);
		other[0] ^= 0xff;
		begin(&w, &p);
		sw_object(&w, GMON_STACKS_OBJ_LIBRARY, libc, libc_bias, libc_bias,
			  libc_bias + 0x400000, k ? other : id, idlen, 0, STILL);
		sw_stack(&w, 1, 0, 20, 0, in_libc, 3);
		sw_stack(&w, 1, 0, 3, 0, nowhere, 3);
		sw_end(&w, 0);
		save(&w, &p, "gmon.stacks");
		out = run_ok(p.dir, "%s --folded prog gmon.out "
				 "2>err; cat err", gmon_dump_cmd());
		cr_expect_eq(folded_count(out, k ? "main;sort_some;[libc.so.6]" :
					  "main;sort_some;qsort"), 20, "%s", out);
		cr_expect_eq(folded_count(out, "main;sort_some;[unknown]"), 3, "%s", out);
		cr_expect(!k || strstr(out, "build ID differs"), "%s", out);
		free(out);
	}
	out = run_ok(p.dir, "%s --graph prog gmon.out",
			 gmon_dump_cmd());
	cr_expect(strstr(out, "[libc.so.6]"), "%s", out);
	free(out);
	free(libc);
	free(nm);
	free_prog(&p);
}

/*
 * Objects loaded at the same place in turn: a stack of epoch 0 lies in
 * the first, one of epoch 1 in the second (two plain libraries, named
 * from their own symbols).
 */
Test(stacks_views, epochs)
{
	struct prog p;
	struct stacks_writer w;
	char *out, *liba, *libb;
	uint64_t fa, fb, lib = 0x7ffff0000000ull;

	build(&p, "epochs", "light_heavy", "", "0.05");
	out = run_ok(p.dir, "printf 'int only_in_a(int x){return x*3;}\\n' > a.c && "
			 "printf 'int only_in_b(int x){return x*5;}\\n' > b.c && "
			 "cc -O2 -shared -fPIC a.c -o liba.so && cc -O2 -shared -fPIC b.c "
			 "-o libb.so && nm liba.so | grep ' only_in_a' && "
			 "nm libb.so | grep ' only_in_b'");
	cr_assert_eq(sscanf(out, "%llx", (unsigned long long *)&fa), 1);
	cr_assert_eq(sscanf(strchr(out, '\n') + 1, "%llx", (unsigned long long *)&fb), 1);
	free(out);
	liba = xasprintf("%s/liba.so", p.dir);
	libb = xasprintf("%s/libb.so", p.dir);
	{
		uint64_t in_a[] = { lib + fa + 1, inside(&p, "main") + BIAS };
		uint64_t in_b[] = { lib + fb + 1, inside(&p, "main") + BIAS };

		begin(&w, &p);
		sw_object(&w, GMON_STACKS_OBJ_LIBRARY, liba, lib, lib, lib + 0x10000,
			  NULL, 0, 0, 1);
		sw_object(&w, GMON_STACKS_OBJ_LIBRARY, libb, lib, lib, lib + 0x10000,
			  NULL, 0, 1, STILL);
		sw_stack(&w, 1, 0, 7, 0, in_a, 2);
		sw_stack(&w, 1, 1, 9, 0, in_b, 2);
		sw_end(&w, 0);
		save(&w, &p, "gmon.stacks");
	}
	out = run_ok(p.dir, "%s --folded prog gmon.out",
			 gmon_dump_cmd());
	cr_expect_eq(folded_count(out, "main;only_in_a"), 7, "%s", out);
	cr_expect_eq(folded_count(out, "main;only_in_b"), 9, "%s", out);
	free(out);
	free(liba);
	free(libb);
	free_prog(&p);
}

/*
 * A stacks file is read with its own program only: another build ID is
 * refused in one line.  With GMON_OUT_PREFIX's names, p-stacks.PID is
 * found beside p.PID and p.NAME.PID; gmon.stacks beside gmon.NAME.out.
 */
Test(stacks_views, belongs_and_found)
{
	struct prog p;
	struct truth t;
	char *out;

	light_heavy(&p, &t, "belongs");
	p.id[0] ^= 0xff;
	light_heavy_stacks(&p, &t, "gmon.stacks", 0);
	cr_expect_eq(run(&out, p.dir, "%s --folded prog gmon.out "
			 "2>err >/dev/null; s=$?; test $(wc -l < err) = 1 && cat err; "
			 "exit $s", gmon_dump_cmd()), 1, "%s", out);
	cr_expect(strstr(out, "does not hold"), "%s", out);
	free(out);
	cr_expect_eq(run(&out, p.dir, "%s --folded --stacks=gmon.out prog "
			 "gmon.out 2>&1", gmon_dump_cmd()), 1, "%s", out);
	cr_expect(strstr(out, "not a stacks file"), "%s", out);
	free(out);
	p.id[0] ^= 0xff;
	light_heavy_stacks(&p, &t, "my.prof-stacks.123", 0);
	out = run_ok(p.dir, "rm gmon.stacks && cp gmon.out my.prof.123 && "
			 "cp gmon.out my.prof.libfoo.so.1.123 && "
			 "%s --folded prog my.prof.123 && "
			 "%s --folded prog my.prof.libfoo.so.1.123",
			 gmon_dump_cmd(), gmon_dump_cmd());
	cr_expect_eq(folded_sum(out, ""), 2 * (t.nlight + t.nheavy + 1), "%s", out);
	free(out);
	/* and gmon.stacks beside an object's gmon.NAME.out */
	out = run_ok(p.dir, "mv my.prof-stacks.123 gmon.stacks && "
			 "cp gmon.out gmon.libfoo.so.1.out && %s --folded "
			 "prog gmon.libfoo.so.1.out", gmon_dump_cmd());
	cr_expect_eq(folded_sum(out, ""), t.nlight + t.nheavy + 1, "%s", out);
	free(out);
	free_prog(&p);
}
