/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* The callgrind export against gprof, callgrind_annotate reading it, and
 * the profiles and programs it refuses. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "exports.h"

static char *cycles_src(void)
{
	return xasprintf("'%s/tests/progs/cycles.c' -I'%s/tests/progs'", srcdir_path(),
			 srcdir_path());
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

