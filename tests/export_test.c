/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gmon-dump's exports against GNU gprof: the callgrind export read by
 * valgrind's callgrind_annotate and the DOT call graph rendered by
 * Graphviz carry gprof's numbers (self time per function, calls per arc,
 * time passed up the call graph) for the same files, on the demo, on a
 * program with cycles, on GNU gzip, in every format and build the
 * exports accept; and a profile of another program is refused.  Runs
 * record call stacks by default, and the views then measure from them:
 * where an export is compared with gprof the test asks for gprof's
 * estimate (--estimate); stacks_test checks the measured exports.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

#define DEPS "deps/core.txt"

/* ---- reading the callgrind export (our own format: not gprof's) ---- */

struct cg_func { char name[128]; long long self, incl; };
struct cg {
	struct cg_func *f;
	size_t nf;
	struct graph calls;	/* caller -> callee, exact counts */
	long long summary;
	int has_lines;		/* a real source file was named */
};

/* The function `name' of the export, NULL if it has none (as strchr,
 * a pointer into `c'). */
static struct cg_func *cg_func_find(const struct cg *c, const char *name)
{
	size_t i;

	for (i = 0; i < c->nf; i++)
		if (strcmp(c->f[i].name, name) == 0)
			return &c->f[i];
	return NULL;
}

/* The same, added if it is new. */
static struct cg_func *cg_func_add(struct cg *c, const char *name)
{
	struct cg_func *f = cg_func_find(c, name);

	if (f)
		return f;
	c->f = realloc(c->f, (c->nf + 1) * sizeof *c->f);
	memset(&c->f[c->nf], 0, sizeof *c->f);
	snprintf(c->f[c->nf].name, sizeof c->f[c->nf].name, "%s", name);
	return &c->f[c->nf++];
}

/* "(id) name" defines id; "(id)" refers to it. */
static const char *cg_name(char names[][128], size_t max, const char *v)
{
	unsigned id;
	int k;

	if (sscanf(v, "(%u)%n", &id, &k) != 1 || id >= max)
		return v;
	if (v[k] == ' ')
		snprintf(names[id], 128, "%s", v + k + 1);
	return names[id];
}

static void parse_cg(const char *text, struct cg *c)
{
	static char names[8192][128];
	char *copy = strdup(text), *line, *save = NULL, fn[128] = "", cfn[128] = "";
	unsigned long long pending = 0;
	int in_call = 0;
	long long cost;
	int pos;

	memset(c, 0, sizeof *c);
	memset(names, 0, sizeof names);
	for (line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		if (!strncmp(line, "fn=", 3)) {
			snprintf(fn, sizeof fn, "%s", cg_name(names, 8192, line + 3));
			cg_func_add(c, fn);
		} else if (!strncmp(line, "cfn=", 4)) {
			snprintf(cfn, sizeof cfn, "%s", cg_name(names, 8192, line + 4));
		} else if (!strncmp(line, "calls=", 6)) {
			pending = strtoull(line + 6, NULL, 10);
			in_call = 1;
		} else if (!strncmp(line, "summary:", 8)) {
			c->summary = atoll(line + 8);
		} else if (!strncmp(line, "fl=(", 4) && strchr(line, ' ') &&
			   !strstr(line, "???")) {
			c->has_lines = 1;
		} else if (sscanf(line, "%d %lld", &pos, &cost) == 2) {
			struct cg_func *f = cg_func_add(c, fn);

			f->incl += cost;
			if (!in_call) {
				f->self += cost;
				continue;
			}
			in_call = 0;
			{
				size_t i;

				for (i = 0; i < c->calls.n; i++)
					if (!strcmp(c->calls.arcs[i].caller, fn) &&
					    !strcmp(c->calls.arcs[i].callee, cfn))
						break;
				if (i == c->calls.n) {
					c->calls.arcs = realloc(c->calls.arcs,
								(i + 1) * sizeof *c->calls.arcs);
					memset(&c->calls.arcs[i], 0, sizeof c->calls.arcs[i]);
					snprintf(c->calls.arcs[i].caller, 128, "%s", fn);
					snprintf(c->calls.arcs[i].callee, 128, "%s", cfn);
					c->calls.n++;
				}
				c->calls.arcs[i].count += pending;
			}
		}
	}
	free(copy);
}

static void free_cg(struct cg *c)
{
	free(c->f);
	free_graph(&c->calls);
}

/* gprof prints seconds to 2 decimals: our exact value must round to it. */
static int same_seconds(double gprof, double ours)
{
	return fabs(gprof - ours) <= 0.005 + 1e-6;
}

/* ---- gprof's primary lines: self + children of a function ---- */

static double gprof_total(const char *text, const char *fn)
{
	const char *p = strstr(text, "Call graph");
	char pat[160];
	double pct, self, children;

	snprintf(pat, sizeof pat, " %s [", fn);
	while (p && (p = strstr(p, "\n[")) != NULL) {
		const char *eol = strchr(p + 1, '\n');
		const char *hit = strstr(p, pat);
		int idx;

		if (hit && (!eol || hit < eol) &&
		    sscanf(p + 1, "[%d] %lf %lf %lf", &idx, &pct, &self, &children) == 4)
			return self + children;
		p++;
	}
	return -1;
}

/* ---- the comparison every case makes ---- */

struct run_files { const char *dir, *prog, *files; };

/*
 * The callgrind export of prog+files against `gprof -b' of the same:
 * self seconds of every function, calls of every arc, main's inclusive
 * time, and callgrind_annotate's reading of it.  Returns gprof's report.
 */
static char *check_callgrind(const struct run_files *r)
{
	struct flat_entry top[512];
	struct graph g;
	struct cg c;
	char *gp, *out, *ann, why[512], pat[200];
	size_t n, i;
	int st;

	need_tool("callgrind_annotate", DEPS);
	gp = gprof_report(r->dir, r->prog, r->files);
	out = run_ok(r->dir, "%s --estimate --callgrind %s %s > callgrind.out && "
		     "cat callgrind.out", gmon_dump_cmd(), r->prog, r->files);
	parse_cg(out, &c);

	/* Self time: every function of gprof's flat profile, and no other. */
	n = flat_entries(gp, top, 512);
	cr_assert_gt(n, 0, "gprof lists no function:\n%s", gp);
	for (i = 0; i < n; i++) {
		const struct cg_func *f = cg_func_find(&c, top[i].name);

		if (top[i].self > 0)
			cr_expect(f && same_seconds(top[i].self, f->self / 1e6),
				  "%s: gprof %.2f s, callgrind %.6f s", top[i].name,
				  top[i].self, f ? f->self / 1e6 : -1.0);
	}
	for (i = 0; i < c.nf; i++)
		if (c.f[i].self >= 5000)
			cr_expect(same_seconds(flat_self(gp, c.f[i].name), c.f[i].self / 1e6),
				  "%s: %.6f s in callgrind, %.2f in gprof", c.f[i].name,
				  c.f[i].self / 1e6, flat_self(gp, c.f[i].name));

	/* Calls: every arc, exactly. */
	parse_graph(gp, &g);
	cr_expect(same_graph(&g, &c.calls, why, sizeof why),
		  "calls differ: %s\ngprof:\n%s\ncallgrind:\n%s", why, graph_text(&g),
		  graph_text(&c.calls));

	/*
	 * Inclusive time as gprof's call graph has it, main's being all:
	 * gprof prints self and children rounded to 10 ms each, so their sum
	 * can be 10 ms off (glibc's split bins: 0.005 + 0.325 printed as
	 * 0.01 + 0.33, where callgrind has 0.330489).
	 */
	if (cg_func_find(&c, "main") && gprof_total(gp, "main") >= 0)
		cr_expect(fabs(gprof_total(gp, "main") - cg_func_find(&c, "main")->incl / 1e6)
			  <= 0.01 + 1e-6,
			  "main: gprof %.2f s, callgrind %.6f s", gprof_total(gp, "main"),
			  cg_func_find(&c, "main")->incl / 1e6);

	/*
	 * callgrind_annotate reads it, with gprof's top functions on top, and
	 * annotates the sources without a complaint.  It runs outside the
	 * build tree: run in a directory above the sources, it strips that
	 * directory from some file names and not others (its own quirk,
	 * with valgrind's files too).
	 */
	st = run(&ann, "/", "callgrind_annotate --threshold=100 --auto=yes '%s/callgrind.out'",
		 r->dir);
	cr_assert_eq(st, 0, "callgrind_annotate: %s", ann);
	cr_expect(!strstr(ann, "WARNING") && !strstr(ann, "uninitialized"),
		  "callgrind_annotate complains:\n%s", ann);
	cr_expect(strstr(ann, "PROGRAM TOTALS"), "%s", ann);
	{
		/* Its first function has gprof's first function's time. */
		const char *l = strstr(ann, "file:function");
		char tok[64] = "", digits[64];
		size_t k, m = 0;

		l = l ? strstr(l, "\n---") : NULL;
		l = l ? strchr(l + 1, '\n') : NULL;
		if (l)
			sscanf(l + 1, "%63s", tok);
		for (k = 0; tok[k] && m + 1 < sizeof digits; k++)
			if (tok[k] != ',')
				digits[m++] = tok[k];
		digits[m] = '\0';
		cr_expect(same_seconds(top[0].self, atoll(digits) / 1e6),
			  "callgrind_annotate's top function (%.6f s) is not gprof's "
			  "(%s, %.2f s):\n%s", atoll(digits) / 1e6, top[0].name, top[0].self, ann);
	}
	for (i = 0; i < n && i < 5; i++) {
		if (top[i].self < 0.01)
			continue;
		snprintf(pat, sizeof pat, ":%.127s [", top[i].name);
		cr_expect(strstr(ann, pat), "callgrind_annotate does not list %s:\n%s",
			  top[i].name, ann);
	}
	free(ann);
	/*
	 * callgrind_annotate's sums are the export's: its program total is
	 * the summary (every sample gprof credits, to the microsecond), and
	 * main's inclusive time is main's, which matched gprof's above.
	 * The two are not compared with each other: samples outside main
	 * (in mcount, which gprof lists as spontaneous) make them differ.
	 */
	st = run(&ann, "/", "callgrind_annotate --inclusive=yes '%s/callgrind.out' 2>/dev/null | "
		 "awk '/PROGRAM TOTALS/ { t = $1 } / [?a-zA-Z0-9_\\/.-]*:main \\[/ { m = $1 } "
		 "END { gsub(/,/, \"\", t); gsub(/,/, \"\", m); print t, m }'", r->dir);
	cr_assert_eq(st, 0, "%s", ann);
	{
		long long t = -1, m = -1;

		cr_assert_geq(sscanf(ann, "%lld %lld", &t, &m), 1, "%s", ann);
		cr_expect_eq(t, c.summary, "callgrind_annotate's total %lld is not the "
			     "summary %lld", t, c.summary);
		cr_expect(same_seconds(gprof_seconds(gp), t / 1e6),
			  "total: gprof %.2f s, callgrind %.6f s", gprof_seconds(gp), t / 1e6);
		/*
		 * Equal but for rounding each arc's time to a microsecond,
		 * and, seen once in a fresh CI run of the cycles program, one
		 * sample (10 ms) that callgrind_annotate left out of main's
		 * calls into a cycle: not yet explained.
		 */
		if (cg_func_find(&c, "main"))
			cr_expect(llabs(m - cg_func_find(&c, "main")->incl) <= 10100, "main: "
				  "callgrind_annotate %lld, the export %lld", m,
				  cg_func_find(&c, "main")->incl);
	}
	free(ann);
	free(out);
	free_graph(&g);
	free_cg(&c);
	return gp;
}

/* The DOT export renders with dot -Tsvg and names gprof's top functions. */
static void check_dot(const struct run_files *r, const char *gp)
{
	struct flat_entry top[8];
	char *out;
	size_t n, i;
	int st;

	need_tool("dot", DEPS);
	st = run(&out, r->dir, "'%s/gmon-dump' --estimate --dot %s %s > graph.dot && "
		 "dot -Tsvg graph.dot > graph.svg && cat graph.svg",
		 builddir_path(), r->prog, r->files);
	cr_assert_eq(st, 0, "%s", out);
	cr_expect(strstr(out, "<svg"), "%s", out);
	n = flat_entries(gp, top, 8);
	for (i = 0; i < n && i < 3; i++)
		if (top[i].self >= 0.01)
			cr_expect(strstr(out, top[i].name), "the SVG does not name %s",
				  top[i].name);
	free(out);
}

/*
 * `src' (a source and its options, as shell words) built with `cc flags'
 * into dir/prog and run `times' times with the command prefix `runner',
 * leaving gmon.1 .. gmon.N; returns dir.
 */
static char *build_and_run(const char *test, const char *cc, const char *flags,
			   const char *src, const char *runner, int times)
{
	char *dir = work_dir("export", test);

	free(run_ok(dir, "%s %s %s -o prog", cc, flags, src));
	for (int i = 1; i <= times; i++)
		free(run_ok(dir, "rm -f gmon.out && %s ./prog > /dev/null && "
			    "mv gmon.out gmon.%d", runner, i));
	return dir;
}

static char *demo_src(void)
{
	return xasprintf("'%s/examples/demo.c'", srcdir_path());
}

static char *cycles_src(void)
{
	return xasprintf("'%s/tests/progs/cycles.c' -I'%s/tests/progs'", srcdir_path(),
			 srcdir_path());
}

static void check_all(const char *dir, const char *prog, const char *files)
{
	struct run_files r = { dir, prog, files };
	char *gp = check_callgrind(&r);

	check_dot(&r, gp);
	free(gp);
}

Test(callgrind, demo)
{
	char *dir = build_and_run("demo", gmon_cc(), "-O2 -g", demo_src(), "", 1);
	char *out;

	check_all(dir, "./prog", "gmon.1");
	cr_assert_eq(run(&out, dir, "grep -c '^fl=([0-9]*) .*demo.c$' callgrind.out"), 0,
		     "no source file named with -g: %s", out);
	free(out);
}

Test(callgrind, cycles_and_recursion)
{
	char *dir = build_and_run("cycles", gmon_cc(), "-O1 -g", cycles_src(), "", 1);
	char *out;

	check_all(dir, "./prog", "gmon.1");
	cr_assert_eq(run(&out, dir, "gprof -b ./prog gmon.1 | grep -c '<cycle 2>'"), 0,
		     "the program has no two cycles: %s", out);
	free(out);
	cr_assert_eq(run(&out, dir, "grep -c 'cluster_2' graph.dot"), 0,
		     "the second cycle is not drawn: %s", out);
	free(out);
}

/* glibc's own runtime: bins that do not fall on 4-byte boundaries, so
 * gprof splits them between functions. */
Test(callgrind, glibc_cc_pg)
{
	char *dir = build_and_run("glibc", "cc", "-O1 -pg", cycles_src(), "", 1);

	check_all(dir, "./prog", "gmon.1");
}

/* 4-byte addresses: an i686 program (glibc's static -pg) under qemu. */
Test(callgrind, i686_static)
{
	char *dir;

	need_tool("i686-linux-gnu-gcc", "deps/cross.txt");
	need_tool("qemu-i386", "deps/cross.txt");
	dir = build_and_run("i686", "i686-linux-gnu-gcc", "-O1 -pg -static", cycles_src(),
			    "qemu-i386", 1);
	check_all(dir, "./prog", "gmon.1");
}

Test(callgrind, bsd_format)
{
	char *dir = build_and_run("bsd", gmon_cc(), "-O2", demo_src(),
				  "GMON_FORMAT=bsd", 1);

	free(run_ok(dir, "%s -s gmon.1 | grep -q 4.4BSD", gmon_dump_cmd()));
	check_all(dir, "./prog", "gmon.1");
}

Test(callgrind, no_pie)
{
	char *dir = build_and_run("nopie", gmon_cc(), "-O2 -no-pie", demo_src(), "", 1);

	check_all(dir, "./prog", "gmon.1");
}

/* Several files are summed as gprof sums them. */
Test(callgrind, files_sum)
{
	char *dir = build_and_run("sum", gmon_cc(), "-O2", demo_src(), "", 2);
	struct run_files r = { dir, "./prog", "gmon.1 gmon.2" };
	char *gp = check_callgrind(&r), *out;
	struct cg c;

	cr_assert_eq(run(&out, dir, "cat callgrind.out"), 0);
	parse_cg(out, &c);
	cr_expect_eq(arc_count(&c.calls, "count_slow", "is_prime_slow"), 80000,
		     "two runs of 40000 calls: %s", graph_text(&c.calls));
	free_cg(&c);
	free(out);
	free(gp);
}

/* A stripped program: names from .dynsym (-rdynamic exports them). */
Test(callgrind, stripped_program)
{
	char *dir = build_and_run("stripped", gmon_cc(), "-O2 -rdynamic", demo_src(), "", 1);
	char *gp, *out;
	struct cg c;
	struct graph g;
	char why[512];

	free(run_ok(dir, "cp prog stripped && strip stripped && "
		    "! readelf -S stripped | grep -q symtab"));
	gp = run_ok(dir, "gprof -b ./prog gmon.1");
	out = run_ok(dir, "'%s/gmon-dump' --callgrind ./stripped gmon.1",
		     builddir_path());
	parse_cg(out, &c);
	parse_graph(gp, &g);
	cr_expect(same_graph(&g, &c.calls, why, sizeof why), "%s", why);
	cr_expect(cg_func_find(&c, "is_prime_slow") &&
		  same_seconds(flat_self(gp, "is_prime_slow"),
			       cg_func_find(&c, "is_prime_slow")->self / 1e6), "%s\n%s", gp, out);
	free_graph(&g);
	free_cg(&c);
	free(gp);
	free(out);
}

static void write_text(const char *dir, const char *name, const char *text)
{
	char *path = xasprintf("%s/%s", dir, name);
	FILE *f = fopen(path, "w");

	cr_assert(f != NULL && fputs(text, f) >= 0 && fclose(f) == 0,
		  "cannot write %s", path);
	free(path);
}

/* The SVG dir/file is well-formed XML (python3's parser says why not). */
static void expect_xml(const char *dir, const char *file)
{
	char *out;

	need_tool("python3", DEPS);
	cr_expect_eq(run(&out, dir, "python3 -c 'import sys, xml.dom.minidom; "
			 "xml.dom.minidom.parse(sys.argv[1])' %s", file), 0,
		     "%s is not XML: %s", file, out);
	free(out);
}

/* The start of the line of `text' that holds `part' ("" if none). */
static const char *out_line(const char *text, const char *part)
{
	const char *p = strstr(text, part);

	if (p == NULL)
		return "";
	while (p > text && p[-1] != '\n')
		p--;
	return p;
}

/* A hot static function between two exported ones (in this order:
 * -fno-toplevel-reorder), which .dynsym does not name. */
static const char static_src[] =
	"#include <cstdio>\n"
	"volatile long sink;\n"
	"namespace ns { __attribute__((noinline)) void before(int n) { sink += n; } }\n"
	"static __attribute__((noinline)) void hot_static(long n) "
	"{ for (long i = 0; i < n; i++) sink += i; }\n"
	"__attribute__((noinline)) void exported() { ns::before(1); hot_static(200000000); }\n"
	"int main() { exported(); std::printf(\"%ld\\n\", (long)sink); }\n";

/*
 * A stripped -rdynamic program's static function: .dynsym gives each
 * exported function its size, and the code past ns::before's end is
 * not ns::before: hot_static's time and its call go to "<unexported
 * code after NAME>", with NAME demangled as the other names are, never
 * to the exported symbol before it (with glibc's -pg,
 * _dl_relocate_static_pie, one byte long); the unstripped program is
 * read as gprof reads it.
 */
Test(callgrind, stripped_program_static_function)
{
	static const char *const cxx[] = { "gmon-c++", "g++ -pg" };
	const char *gap = "<unexported code after ns::before(int)>";
	char *dir, *out, *gp, line[256];
	struct cg c;
	size_t i;

	need_tool("dot", DEPS);
	for (i = 0; i < 2; i++) {
		dir = work_dir("export", i ? "static_gl" : "static_lg");
		write_text(dir, "p.cc", static_src);
		free(run_ok(dir, "%s -O1 -rdynamic -fno-toplevel-reorder p.cc "
			    "-o prog && ./prog && strip prog -o stripped",
			    i ? cxx[1] : gmon_cxx()));
		gp = run_ok(dir, "gprof -b -p ./prog gmon.out");
		cr_assert(flat_self(gp, "hot_static(long)") >= 0.05, "%s", gp);
		out = run_ok(dir, "'%s/gmon-dump' --flat ./stripped gmon.out",
			     builddir_path());
		snprintf(line, sizeof line, "  %s\n", gap);
		cr_expect(strstr(out, line) && same_seconds(flat_self(gp, "hot_static(long)"),
							    strtod(out_line(out, line), NULL)),
			  "%s: hot_static's time is not the code's after "
			  "ns::before(int):\n%s\ngprof:\n%s", cxx[i], out, gp);
		free(out);
		out = run_ok(dir, "'%s/gmon-dump' --no-demangle --flat ./stripped "
			     "gmon.out", builddir_path());
		cr_expect(strstr(out, "  <unexported code after _ZN2ns6beforeEi>\n"), "%s",
			  out);
		free(out);
		out = run_ok(dir, "'%s/gmon-dump' --callgrind ./stripped gmon.out",
			     builddir_path());
		parse_cg(out, &c);
		cr_expect_eq(arc_count(&c.calls, "exported()", gap), 1, "%s: %s", cxx[i],
			     graph_text(&c.calls));
		cr_expect_eq(arc_count(&c.calls, "exported()", "ns::before(int)"), 1, "%s",
			     graph_text(&c.calls));
		free_cg(&c);
		free(out);
		free(run_ok(dir, "'%s/gmon-dump' --svg ./stripped gmon.out "
			    "> graph.svg && grep -c '&lt;unexported code after "
			    "ns::before(int)&gt;' graph.svg", builddir_path()));
		expect_xml(dir, "graph.svg");
		free(gp);
	}
}

/*
 * A stripped program linked without -rdynamic: its dynamic symbols are
 * libgmon's exports only (mcount, _mcleanup, profil...), which would
 * take all its time and calls.  Refused in one line, as gprof refuses
 * it ("has no symbols"), PIE or not, by every export.
 */
Test(callgrind, stripped_program_without_its_symbols_refused)
{
	static const char *const builds[] = { "-O2", "-O2 -no-pie" };
	char *dir = work_dir("export", "stripped_norefs"), *out;
	size_t i;

	for (i = 0; i < 2; i++) {
		free(run_ok(dir, "rm -f gmon.out && %s %s '%s/examples/demo.c' "
			    "-o prog && ./prog > /dev/null && cp prog stripped && "
			    "strip stripped", gmon_cc(), builds[i], srcdir_path()));
		out = run_ok(dir, "for a in --flat --callgrind --dot; do "
			     "'%s/gmon-dump' $a ./stripped gmon.out 2>err >/dev/null; "
			     "echo \"$a $? $(wc -l < err)\"; cat err; done",
			     builddir_path());
		cr_expect(strstr(out, "--flat 1 1\n") && strstr(out, "--callgrind 1 1\n") &&
			  strstr(out, "--dot 1 1\n"), "%s: not refused in one line:\n%s",
			  builds[i], out);
		cr_expect(strstr(out, "-rdynamic") && !strstr(out, "_mcleanup"), "%s", out);
		free(out);
	}
}

/*
 * A stripped program that exports functions of its own, not main (as
 * Debian's python3 exports libpython's), is read from them: main is
 * not required.
 */
Test(callgrind, stripped_program_exporting_its_own_functions)
{
	char *out;

	out = run_in_new_dir("export", "stripped_exports",
			     "%s -O2 '%s/examples/demo.c' -o prog "
			     "-Wl,--export-dynamic-symbol=is_prime_slow && ./prog > /dev/null && "
			     "cp prog stripped && strip stripped && "
			     "'%s/gmon-dump' --flat ./stripped gmon.out",
			     gmon_cc(), srcdir_path(), builddir_path());
	cr_expect(strstr(out, "is_prime_slow\n"), "%s", out);
	free(out);
}

/* ---- a stripped program's separate debug file (host/debuginfo.c) ---- */

/*
 * dir/prog built with -g and run (gmon.out), its debug file made as
 * Debian's dh_strip makes a -dbgsym package's (objcopy --only-keep-debug
 * --compress-debug-sections), and dir/stripped, stripped of it all.
 * Returns dir; *id is the program's build ID in hex.
 */
static char *stripped_with_debug_file(const char *test, char **id)
{
	char *dir = work_dir("export", test), *out;
	size_t n;

	cr_assert_eq(run(&out, dir, "%s -O2 -g '%s/examples/demo.c' -o prog && "
			 "./prog > /dev/null && "
			 "objcopy --only-keep-debug --compress-debug-sections prog prog.debug && "
			 "strip --strip-all prog -o stripped && "
			 "! readelf -S stripped | grep -q -e symtab -e debug_info && "
			 "readelf -n prog | sed -n 's/^ *Build ID: //p'",
			 gmon_cc(), srcdir_path()), 0, "%s", out);
	n = strspn(out, "0123456789abcdef");
	cr_assert(n >= 16 && out[n] == '\n', "no build ID: %s", out);
	out[n] = '\0';
	*id = out;
	return dir;
}

/* gmon-dump's output without its line naming where the symbols came from. */
static char *without_symbols_line(char *text)
{
	char *line = strstr(text, "\n# symbols from ");

	cr_assert(line, "%s", text);
	memmove(line + 1, strchr(line + 1, '\n') + 1, strlen(strchr(line + 1, '\n') + 1) + 1);
	return text;
}

/*
 * A stripped program whose debug file sits under a build-ID path, as a
 * -dbgsym package installs it (/usr/lib/debug/.build-id/xx/yyyy.debug):
 * --debuginfo-path (elfutils' syntax) names a directory of the test's in
 * place of /usr/lib/debug.  The flat profile is the unstripped
 * program's, and the callgrind export has the source lines of the debug
 * file's DWARF.  Without the option (nothing under /usr/lib/debug) the
 * program is refused as before.
 */
Test(debuginfo, build_id_path)
{
	char *id, *dir = stripped_with_debug_file("debuginfo_build_id", &id);
	char *out, *want;

	cr_assert_eq(run(&out, dir, "mkdir -p root/.build-id/%.2s && "
			 "mv prog.debug root/.build-id/%.2s/%s.debug", id, id, id + 2),
		     0, "%s", out);
	free(out);
	cr_assert_eq(run(&want, dir, "'%s/gmon-dump' --flat ./prog gmon.out",
			 builddir_path()), 0, "%s", want);
	cr_assert_eq(run(&out, dir, "'%s/gmon-dump' --debuginfo-path=\"$PWD/root\" "
			 "--flat ./stripped gmon.out", builddir_path()), 0, "%s", out);
	cr_expect(strstr(out, xasprintf("# symbols from .symtab of %s/root/.build-id/%.2s/%s.debug;",
					dir, id, id + 2)), "%s", out);
	cr_expect(strstr(out, "is_prime_slow\n"), "%s", out);
	cr_expect_str_eq(without_symbols_line(out) + strlen("# ./stripped"),
			 without_symbols_line(want) + strlen("# ./prog"));
	free(out);
	free(want);
	cr_assert_eq(run(&out, dir, "'%s/gmon-dump' --debuginfo-path=\"$PWD/root\" "
			 "--callgrind ./stripped gmon.out", builddir_path()), 0, "%s", out);
	cr_expect(strstr(out, "examples/demo.c\n"), "no source lines: %s", out);
	free(out);
	cr_expect_eq(run(&out, dir, "'%s/gmon-dump' --flat ./stripped gmon.out",
			 builddir_path()), 1, "%s", out);
	free(out);
}

/*
 * The .gnu_debuglink name, looked up where gdb looks with the default
 * path: beside the program, then in its .debug/ directory.  A debug file
 * of another build under that name is not taken (libdwfl checks the
 * build ID).
 */
Test(debuginfo, debuglink)
{
	char *id, *dir = stripped_with_debug_file("debuginfo_debuglink", &id);
	char *out;

	cr_assert_eq(run(&out, dir, "objcopy --add-gnu-debuglink=prog.debug stripped && "
			 "'%s/gmon-dump' --flat ./stripped gmon.out", builddir_path()),
		     0, "%s", out);
	cr_expect(strstr(out, "# symbols from .symtab of ./prog.debug;") &&
		  strstr(out, "is_prime_slow\n"), "%s", out);
	free(out);
	cr_assert_eq(run(&out, dir, "mkdir .debug && mv prog.debug .debug/ && "
			 "'%s/gmon-dump' --flat ./stripped gmon.out", builddir_path()),
		     0, "%s", out);
	cr_expect(strstr(out, "# symbols from .symtab of ./.debug/prog.debug;"), "%s", out);
	free(out);
	cr_assert_eq(run(&out, dir, "%s -O1 -g '%s/tests/progs/burn.c' -o other && "
			 "objcopy --only-keep-debug other .debug/prog.debug && "
			 "'%s/gmon-dump' --flat ./stripped gmon.out 2>&1; echo \"status $?\"",
			 gmon_cc(), srcdir_path(), builddir_path()), 0, "%s", out);
	cr_expect(strstr(out, "status 1\n") && strstr(out, "-rdynamic"),
		  "another build's debug file was taken: %s", out);
	free(out);
}

/*
 * With DEBUGINFOD_URLS, a debug file found nowhere on the machine is
 * fetched from the debuginfod server it names (libdw loads
 * libdebuginfod): here a plain HTTP server on the loopback interface
 * serving buildid/ID/debuginfo, as debuginfod answers.
 */
Test(debuginfo, debuginfod, .timeout = 120)
{
	char *id, *dir = stripped_with_debug_file("debuginfo_debuginfod", &id);
	char *out;

	need_tool("python3", DEPS);
	cr_assert_eq(run(&out, dir, "ldconfig -p | grep -q 'libdebuginfod\\.so\\.1 ' || "
			 "{ echo 'libdebuginfod1 is missing: install the packages in "
			 DEPS "'; exit 1; }"), 0, "%s", out);
	free(out);
	cr_assert_eq(run(&out, dir, "mkdir -p srv/buildid/%s && "
			 "mv prog.debug srv/buildid/%s/debuginfo && "
			 "python3 -c 'import functools, http.server as h\n"
			 "s = h.HTTPServer((\"127.0.0.1\", 0), functools.partial("
			 "h.SimpleHTTPRequestHandler, directory=\"srv\"))\n"
			 "open(\"port.tmp\", \"w\").write(str(s.server_port))\n"
			 "__import__(\"os\").rename(\"port.tmp\", \"port\")\n"
			 "s.serve_forever()' 2>server.log & server=$!; "
			 "for i in $(seq 100); do test -s port && break; sleep 0.1; done; "
			 "DEBUGINFOD_URLS=http://127.0.0.1:$(cat port) "
			 "DEBUGINFOD_CACHE_PATH=\"$PWD/cache\" "
			 "'%s/gmon-dump' --debuginfo-path=\"$PWD/none\" --flat ./stripped gmon.out; "
			 "st=$?; kill $server; exit $st", id, id, builddir_path()),
		     0, "%s", out);
	cr_expect(strstr(out, "is_prime_slow\n") && strstr(out, "/cache/"), "%s", out);
	free(out);
}

/* A profile of another program is refused in one line. */
Test(callgrind, mismatched_program_refused)
{
	char *dir = build_and_run("mismatch", gmon_cc(), "-O2", demo_src(), "", 1);
	char *out;
	int st;

	st = run(&out, dir, "%s -O1 '%s/tests/progs/burn.c' -o other && "
		 "'%s/gmon-dump' --callgrind ./other gmon.1 2>err >/dev/null; "
		 "echo $?; cat err; wc -l < err", gmon_cc(), srcdir_path(), builddir_path());
	cr_assert_eq(st, 0, "%s", out);
	cr_expect(!strncmp(out, "1\n", 2), "not refused: %s", out);
	cr_expect(strstr(out, "does not belong to ./other"), "%s", out);
	cr_expect(strstr(out, "\n1\n"), "not one line: %s", out);
	free(out);
	st = run(&out, dir, "'%s/gmon-dump' --dot ./other gmon.1", builddir_path());
	cr_expect_eq(st, 1, "--dot: %s", out);
	free(out);
}

/* Address of symbol `name' in dir/prog (nm). */
static uint64_t sym_addr(const char *dir, const char *prog, const char *name)
{
	char *out;
	unsigned long long v;

	out = run_ok(dir, "nm '%s' | awk '$3 == \"%s\" { print $1; exit }'",
		     prog, name);
	cr_assert_eq(sscanf(out, "%llx", &v), 1, "no %s in %s: %s", name, prog, out);
	free(out);
	return v;
}

/* One GNU arc record (this host's byte order and address size) added
 * to the end of a gmon.out file. */
static void append_arc(const char *dir, const char *file, uint64_t from,
		       uint64_t self, uint32_t count)
{
	char *path = xasprintf("%s/%s", dir, file);
	FILE *f = fopen(path, "ab");
	unsigned char tag = 1;

	cr_assert(f != NULL, "cannot open %s", path);
	cr_assert(fwrite(&tag, 1, 1, f) == 1 && fwrite(&from, 8, 1, f) == 1 &&
		  fwrite(&self, 8, 1, f) == 1 && fwrite(&count, 4, 1, f) == 1 &&
		  fclose(f) == 0, "cannot write %s", path);
	free(path);
}

/* main calls f, f calls g, until 0.3 s of CPU time: samples on any machine. */
static const char three_levels_src[] =
	"#include <time.h>\n"
	"volatile unsigned long s;\n"
	"__attribute__((noinline)) void g(int n) { for (long i = 0; i < n; i++) s += i * i; }\n"
	"__attribute__((noinline)) void f(int n) { g(n); }\n"
	"int main(void) { while (clock() < CLOCKS_PER_SEC * 3 / 10) f(1000000); return 0; }\n";

/*
 * An arc record of 0 calls (glibc's 4-byte count wraps to 0 after 2^32
 * calls): gprof shows it as 0/N and passes nothing up it.  The callgrind
 * export wrote llround(0/0), -9223372036854775808, on that call.
 */
Test(callgrind, zero_count_arc)
{
	char *dir = work_dir("export", "zero_arc"), *out;

	free(run_ok(dir, "printf '%%s' '%s' > p.c && "
		    "%s -O2 -fno-optimize-sibling-calls p.c -o prog && ./prog",
		    three_levels_src, gmon_cc()));
	append_arc(dir, "gmon.out", sym_addr(dir, "prog", "main") + 4,
		   sym_addr(dir, "prog", "g") + 4, 0);
	check_all(dir, "./prog", "gmon.out");
	cr_assert_eq(run(&out, dir, "grep -A1 '^calls=0 ' callgrind.out"), 0,
		     "no call of 0 calls: %s", out);
	cr_expect(!strstr(out, " -"), "a negative cost: %s", out);
	free(out);
}

/*
 * Calls made from inlined code (an always_inline helper in a header):
 * the call sites are in the header (fi=), and the callees in the .c
 * file.  Without cfi= the readers filed the callees under the header
 * (callgrind_annotate listed a phantom h.h:warm), and a file with call
 * costs only made callgrind_annotate --inclusive=yes warn.
 */
Test(callgrind, calls_from_inlined_code)
{
	char *dir = work_dir("export", "inlined"), *out, *gp, why[512];
	struct graph g;
	struct cg c;
	static const char *const opts[] = { "--inclusive=yes", "--tree=both",
		"--auto=yes" };
	size_t i;

	write_text(dir, "h.h",
		   "static inline __attribute__((always_inline)) void\n"
		   "twice(void (*f)(int), void (*g)(int), int n)\n"
		   "{\n\tf(n);\n\tg(n);\n}\n");
	write_text(dir, "m.c",
		   "#include <time.h>\n"
		   "#include \"h.h\"\n"
		   "volatile unsigned long sink;\n"
		   "__attribute__((noinline)) void hot(int n) { for (int i = 0; i < n; i++) "
		   "sink += i * (unsigned long)i; }\n"
		   "__attribute__((noinline)) void warm(int n) { for (int i = 0; i < n; i++) "
		   "sink += i; }\n"
		   "int main(void) { while (clock() < CLOCKS_PER_SEC * 4 / 10) "
		   "twice(hot, warm, 2000000); return 0; }\n");
	free(run_ok(dir, "%s -O2 -g m.c -o prog && ./prog", gmon_cc()));
	/* callgrind_annotate splits main into m.c:main and h.h:main (as it
	 * does valgrind's files): check_callgrind's comparison of main's
	 * inclusive time does not apply; the calls are gprof's. */
	gp = run_ok(dir, "gprof -b ./prog gmon.out");
	out = run_ok(dir, "'%s/gmon-dump' --estimate --callgrind ./prog gmon.out "
		     "> callgrind.out && cat callgrind.out", builddir_path());
	parse_cg(out, &c);
	parse_graph(gp, &g);
	cr_expect(same_graph(&g, &c.calls, why, sizeof why), "%s", why);
	free_graph(&g);
	free_cg(&c);
	free(gp);
	free(out);
	need_tool("callgrind_annotate", DEPS);
	for (i = 0; i < 3; i++) {
		out = run_ok(dir, "mkdir -p elsewhere && cd elsewhere && "
			     "callgrind_annotate %s ../callgrind.out 2>err && cat err",
			     opts[i]);
		cr_expect(!strstr(out, "h.h:warm") && !strstr(out, "h.h:hot"),
			  "%s: a callee filed under the header:\n%s", opts[i], out);
		cr_expect(!strstr(out, "uninitialized") && !strstr(out, "WARNING"),
			  "%s: callgrind_annotate warns:\n%s", opts[i], out);
		cr_expect(strstr(out, "m.c:warm"), "%s", out);
		free(out);
	}
}

/* A GNU gmon.out (this host's byte order, 8-byte addresses) of one
 * histogram of 4-byte bins over [low, high) at 100 Hz, counts[i]
 * samples at pcs[i], and no arcs (append_arc adds them). */
static void write_hist_file(const char *dir, const char *file, uint64_t low,
			    uint64_t high, const uint64_t *pcs,
			    const uint16_t *counts, size_t n, const char *dimen)
{
	char *path = xasprintf("%s/%s", dir, file), unit[16] = { 0 };
	uint32_t version = 1, nbins = (uint32_t)((high - low) / 4), rate = 100;
	uint16_t *bins = calloc(nbins, sizeof *bins);
	FILE *f = fopen(path, "wb");
	unsigned char tag = 0, pad[12] = { 0 };
	size_t i;

	cr_assert(f != NULL && bins != NULL, "cannot write %s", path);
	for (i = 0; i < n; i++)
		bins[(pcs[i] - low) / 4] = counts[i];
	snprintf(unit, sizeof unit, "%s", dimen);
	unit[15] = dimen[0];
	cr_assert(fwrite("gmon", 1, 4, f) == 4 && fwrite(&version, 4, 1, f) == 1 &&
		  fwrite(pad, 1, 12, f) == 12 && fwrite(&tag, 1, 1, f) == 1 &&
		  fwrite(&low, 8, 1, f) == 1 && fwrite(&high, 8, 1, f) == 1 &&
		  fwrite(&nbins, 4, 1, f) == 1 && fwrite(&rate, 4, 1, f) == 1 &&
		  fwrite(unit, 1, 16, f) == 16 &&
		  fwrite(bins, 2, nbins, f) == nbins && fclose(f) == 0,
		  "cannot write %s", path);
	free(bins);
	free(path);
}

static const char part_src[] =
	"volatile unsigned long s;\n"
	"__attribute__((noinline)) void hot(int n) { for (int i = 0; i < n; i++) s += i * i; }\n"
	"__attribute__((noinline)) void warm(int n) { for (int i = 0; i < n; i++) s += i; }\n"
	"__attribute__((noinline)) void after(int n) { for (int i = 0; i < n; i++) s ^= i; }\n"
	"int main(void) { hot(9); warm(9); after(9); return 0; }\n";

/*
 * A profile of part of the text, as monitor(lowpc, highpc, ...) makes
 * (monitor(3)): a histogram of [hot, after) only, and arcs into
 * functions outside it (after, from main).  gprof reads it, and so does
 * every export: the histogram need not cover all of .text.  The numbers
 * are gprof's.
 */
Test(callgrind, profile_of_part_of_the_text)
{
	char *dir = work_dir("export", "subrange"), *out;
	uint64_t hot, warm, after, main_pc, pcs[2];
	static const uint16_t counts[] = { 30, 20 };

	free(run_ok(dir, "printf '%%s' '%s' > p.c && %s -O2 p.c -o prog",
		    part_src, gmon_cc()));
	hot = sym_addr(dir, "prog", "hot");
	warm = sym_addr(dir, "prog", "warm");
	after = sym_addr(dir, "prog", "after");
	main_pc = sym_addr(dir, "prog", "main") + 4;
	cr_assert(hot < warm && warm < after, "functions out of order");
	pcs[0] = hot + 8;
	pcs[1] = warm + 8;
	write_hist_file(dir, "gmon.out", hot & ~(uint64_t)3, after & ~(uint64_t)3,
			pcs, counts, 2, "seconds");
	append_arc(dir, "gmon.out", main_pc, hot + 4, 7);
	append_arc(dir, "gmon.out", main_pc, warm + 4, 5);
	append_arc(dir, "gmon.out", main_pc, after + 4, 3);
	append_arc(dir, "gmon.out", hot + 8, after + 4, 2);
	check_all(dir, "./prog", "gmon.out");
	out = run_ok(dir, "'%s/gmon-dump' --flat ./prog gmon.out",
		     builddir_path());
	cr_expect(strstr(out, "0.30      30.00  hot\n      0.20      20.00  warm\n"),
		  "%s", out);
	free(out);
}

/* Three functions of well over 1 KB each (b1, b2, b3), called by main. */
static char *big_functions_src(void)
{
	size_t room = 65536, at = 0;
	char *s = malloc(room);

	cr_assert(s != NULL, "out of memory");
	at += (size_t)snprintf(s + at, room - at, "volatile int v[64];\n");
	for (int f = 1; f <= 3; f++) {
		at += (size_t)snprintf(s + at, room - at,
				       "__attribute__((noinline)) void b%d(void) {\n", f);
		for (int i = 0; i < 200; i++)
			at += (size_t)snprintf(s + at, room - at, "v[%d] += %d;\n",
					       (i * 7 + f) % 64, i + f);
		at += (size_t)snprintf(s + at, room - at, "}\n");
	}
	snprintf(s + at, room - at, "int main(void) { b1(); b2(); b3(); return 0; }\n");
	return s;
}

/*
 * A call a runtime counts lands just past the start of a function (the
 * return address of its mcount call).  A file whose calls land deep
 * inside the program's functions is another build's, and is refused in
 * one line by every export.  One such call among calls that fit is
 * allowed, and so is a call 200 bytes in.
 */
Test(callgrind, calls_far_into_functions_refused)
{
	char *dir = work_dir("export", "far_calls"), *out;
	char *src = big_functions_src();
	uint64_t b[3], main_pc, low, high, pc;
	static const uint16_t count = 5;
	static const char *const cases[] = { "near.out", "one_far.out", "far.out" };
	/* how far into b1, b2 and b3 each file's calls land */
	static const unsigned into[3][3] = { { 9, 9, 200 }, { 600, 9, 200 },
		{ 600, 600, 600 } };

	write_text(dir, "p.c", src);
	free(src);
	free(run_ok(dir, "%s -O1 p.c -o prog", gmon_cc()));
	b[0] = sym_addr(dir, "prog", "b1");
	b[1] = sym_addr(dir, "prog", "b2");
	b[2] = sym_addr(dir, "prog", "b3");
	main_pc = sym_addr(dir, "prog", "main") + 4;
	cr_assert(b[0] + 1024 < b[1] && b[1] + 1024 < b[2], "the functions are not big");
	low = b[0] & ~(uint64_t)3;
	high = (b[2] + 1024) & ~(uint64_t)3;
	pc = b[1] + 16;
	for (int c = 0; c < 3; c++) {
		write_hist_file(dir, cases[c], low, high, &pc, &count, 1, "seconds");
		for (int i = 0; i < 3; i++)
			append_arc(dir, cases[c], main_pc, b[i] + into[c][i], 1);
	}
	for (int c = 0; c < 2; c++) {
		cr_expect_eq(run(&out, dir, "'%s/gmon-dump' --flat ./prog %s", builddir_path(),
				 cases[c]), 0, "%s: %s", cases[c], out);
		free(out);
	}
	out = run_ok(dir, "for a in --flat --callgrind --dot; do "
		     "'%s/gmon-dump' $a ./prog far.out 2>err >/dev/null; "
		     "echo \"$a $? $(wc -l < err)\"; cat err; done", builddir_path());
	cr_expect(strstr(out, "--flat 1 1\n") && strstr(out, "--callgrind 1 1\n") &&
		  strstr(out, "--dot 1 1\n"), "not refused in one line:\n%s", out);
	cr_expect(strstr(out, "far.out does not belong to ./prog: 3 of its 3 arcs"),
		  "%s", out);
	free(out);
}

/*
 * Symbol names are bytes: one with a newline (objcopy --redefine-sym, asm
 * labels) split a callgrind line ("WARNING: line N malformed"), one that
 * is not UTF-8 made Graphviz warn ("Invalid 3-byte UTF8").  They are
 * written encoded: \n, \xNN.
 */
Test(callgrind, names_encoded)
{
	char *dir = work_dir("export", "names"), *out;

	need_tool("callgrind_annotate", DEPS);
	need_tool("dot", DEPS);
	write_text(dir, "n.c",
		   "volatile unsigned long sink;\n"
		   "__attribute__((noinline)) int n1(int x) { sink += x; return x; }\n"
		   "__attribute__((noinline)) int n2(int x) { sink -= x; return x; }\n"
		   "int main(void) { for (int i = 0; i < 50; i++) sink += n1(i) + n2(i); "
		   "return 0; }\n");
	free(run_ok(dir, "%s -O2 -c n.c -o n.o && objcopy "
		    "--redefine-sym \"n1=$(printf 'new\\nline')\" "
		    "--redefine-sym \"n2=$(printf 'lat\\351in')\" n.o && "
		    "%s n.o -o prog && ./prog", gmon_cc(), gmon_cc()));
	out = run_ok(dir, "'%s/gmon-dump' --callgrind ./prog gmon.out "
		     "> callgrind.out && cat callgrind.out", builddir_path());
	cr_expect(strstr(out, ") new\\nline\n") && strstr(out, ") lat\\xe9in\n"),
		  "%s", out);
	free(out);
	out = run_ok("/", "callgrind_annotate --inclusive=yes "
		     "'%s/callgrind.out' 2>&1 >/dev/null", dir);
	cr_expect_eq(out[0], '\0', "callgrind_annotate complains: %s", out);
	free(out);
	/* dot's complaints alone: gmon-dump's lines go to dump.err */
	out = run_ok(dir, "'%s/gmon-dump' --dot --node-thres=0 ./prog gmon.out "
		     "> graph.dot 2>dump.err && dot -Tsvg graph.dot 2>&1 >/dev/null",
		     builddir_path());
	cr_expect_eq(out[0], '\0', "dot complains: %s", out);
	free(out);
}

static const char cxx_src[] =
	"#include <ctime>\n"
	"#include <sstream>\n"
	"#include <iostream>\n"
	"volatile unsigned long sink;\n"
	"namespace {\n"
	"struct Pt { int x, y; };\n"
	"__attribute__((noipa)) std::ostream &operator<<(std::ostream &o, const Pt &p)\n"
	"{ for (int i = 0; i < 200000; i++) sink += i; return o << p.x; }\n"
	"}\n"
	"template <typename T> struct Box { __attribute__((noipa)) T get(T v) "
	"{ for (int i = 0; i < 200000; i++) sink += i; return v; } };\n"
	"struct V { int v = 1; };\n"
	"struct B : virtual V { B(); };\n"
	"struct D : B { };\n"
	"__attribute__((noipa)) B::B() { for (int i = 0; i < 1000; i++) sink += i; }\n"
	"int main() {\n"
	"\tstd::ostringstream os; Box<long> b;\n"
	"\tfor (int i = 0; i < 300 || clock() < CLOCKS_PER_SEC * 3 / 10; i++) "
	"{ os << Pt{i, i}; sink += b.get(i); B one; D two; }\n"
	"\tstd::cout << os.str().size() << \"\\n\";\n"
	"}\n";

/*
 * C++ names are demangled as gprof shows them by default (gprof -b:
 * Box<long>::get(long)); --no-demangle keeps the symbols.  In the
 * callgrind file a name stays unique within its file: B's two
 * constructors (complete and base object, C1 and C2, with a virtual
 * base) both demangle to B::B(), and get their addresses appended.
 */
Test(callgrind, cxx_names_demangled)
{
	char *dir = work_dir("export", "cxx"), *out, *gp;
	const char *names[] = { "Box<long>::get(long)",
		"(anonymous namespace)::operator<<(std::ostream&, (anonymous namespace)::Pt const&)" };
	size_t i;

	write_text(dir, "x.cpp", cxx_src);
	free(run_ok(dir, "%s -O2 x.cpp -o prog && ./prog", gmon_cxx()));
	gp = run_ok(dir, "gprof -b ./prog gmon.out");
	out = run_ok(dir, "'%s/gmon-dump' --callgrind ./prog gmon.out && "
		     "'%s/gmon-dump' --dot ./prog gmon.out && "
		     "'%s/gmon-dump' --flat ./prog gmon.out", builddir_path(),
		     builddir_path(), builddir_path());
	for (i = 0; i < 2; i++) {
		cr_expect(strstr(gp, names[i]), "gprof does not show %s:\n%s", names[i], gp);
		cr_expect(strstr(out, names[i]), "the exports do not show %s:\n%s",
			  names[i], out);
	}
	cr_expect(!strstr(out, "_ZN"), "a mangled name is left:\n%s", out);
	free(out);
	free(gp);
	out = run_ok(dir, "'%s/gmon-dump' --callgrind ./prog gmon.out | "
		     "grep -E '^c?fn=\\([0-9]+\\) B::B\\(\\)' | sort -u",
		     builddir_path());
	cr_expect(strstr(out, "B::B() [0x") && !strstr(out, "B::B()\n") &&
		  strchr(strstr(out, "B::B() [0x"), '\n')[1] != '\0',
		  "B's constructors are not told apart:\n%s", out);
	free(out);
	out = run_ok(dir, "'%s/gmon-dump' --no-demangle --dot ./prog gmon.out",
		     builddir_path());
	cr_expect(strstr(out, "_ZN3BoxIlE3getEl") && !strstr(out, "Box<long>"), "%s", out);
	free(out);
}

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

/*
 * GNU gzip built with CC=gmon-cc (the source e2e_test uses), compressing
 * a file at 1000 samples a second: every export number equals gprof's.
 */
Test(thirdparty, gzip_exports, .timeout = 900)
{
	char *dir = work_dir("export", "gzip"), *out;
	int st;

	st = run(&out, dir, "'%s/tests/fetch-source.sh' gzip '%s/tests/work-cache'",
		 srcdir_path(), builddir_path());
	cr_assert_eq(st, 0, "cannot fetch gzip's source: %s", out);
	free(out);
	st = run(&out, dir,
		 "%s cp -a '%s/tests/work-cache/gzip' src && cd src && "
		 "CC='%s/tools/gmon-cc -g' ./configure --quiet --disable-dependency-tracking "
		 ">../configure.log 2>&1 && make -j2 >../make.log 2>&1 && "
		 "seq 1 1000000 > ../input && GMON_HZ=1000 ./gzip -9 -c ../input > ../input.gz && "
		 "mv gmon.out ../gmon.1 && GMON_HZ=1000 ./gzip -d -c ../input.gz > /dev/null && "
		 "mv gmon.out ../gmon.2",
		 gmon_cc_exports(), builddir_path(), builddir_path());
	cr_assert_eq(st, 0, "%s", out);
	free(out);
	check_all(dir, "src/gzip", "gmon.1");
	check_all(dir, "src/gzip", "gmon.1 gmon.2");
}
