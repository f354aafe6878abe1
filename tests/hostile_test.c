/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gmon-dump (and gmon-run) on hostile files: time that grows with what a
 * file holds, not with the square of it (one-bin histogram records,
 * long call chains with back edges); memory bounded by what the profile
 * holds, not by the file's size; FIFOs refused, not waited for; empty
 * files, inverted histograms and ELF files whose program headers are
 * counted in section 0; and the whole path (ELF + gmon.out -> analysis
 * -> exports) under libFuzzer with AddressSanitizer and
 * UndefinedBehaviorSanitizer.  Each test failed before its fix.
 *
 * Time is compared as ratios of CPU time (user + system) of runs whose
 * size was grown until the smaller takes a measurable share of a second:
 * quadrupling the input multiplies linear (or n log n) work by about 4,
 * quadratic work by 16.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <fcntl.h>
#include <gelf.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "harness.h"

/* The smallest CPU time of the smaller run of a growth comparison, and
 * the largest ratio allowed for four times the input: n log n work gives
 * about 4.5, quadratic 16. */
#define MIN_CPU 0.25
#define MAX_GROWTH 8.0

static const char *dump(void)
{
	static char *p;

	if (p == NULL)
		p = xasprintf("%s/gmon-dump", builddir_path());
	return p;
}

/* ---- programs: ELF files written directly, for reading only ---- */

/* Where the written programs' code starts. */
#define TEXT_ADDR 0x400000u

/* This machine's ELF class, byte order and machine: the written
 * programs are this machine's, so that its gprof reads them. */
static void own_elf(int *cls, int *data, unsigned *machine)
{
	int fd = open("/proc/self/exe", O_RDONLY);
	Elf *e;
	GElf_Ehdr eh;

	cr_assert_geq(fd, 0);
	cr_assert_neq(elf_version(EV_CURRENT), EV_NONE);
	e = elf_begin(fd, ELF_C_READ, NULL);
	cr_assert(e != NULL && gelf_getehdr(e, &eh) != NULL, "%s", elf_errmsg(-1));
	*cls = eh.e_ident[EI_CLASS];
	*data = eh.e_ident[EI_DATA];
	*machine = eh.e_machine;
	elf_end(e);
	close(fd);
}

static Elf_Scn *add_section(Elf *e, const char *name_unused, GElf_Word type,
			    GElf_Xword flags, GElf_Word name, void *buf,
			    size_t size, Elf_Type dtype)
{
	Elf_Scn *scn = elf_newscn(e);
	Elf_Data *d = elf_newdata(scn);
	GElf_Shdr sh;

	(void)name_unused;
	cr_assert(scn != NULL && d != NULL, "%s", elf_errmsg(-1));
	d->d_buf = buf;
	d->d_size = size;
	d->d_type = dtype;
	d->d_align = 8;
	gelf_getshdr(scn, &sh);
	sh.sh_name = name;
	sh.sh_type = type;
	sh.sh_flags = flags;
	sh.sh_addralign = 8;
	gelf_update_shdr(scn, &sh);
	return scn;
}

/*
 * A program of `n' global functions f0, f1... of `size' bytes each from
 * TEXT_ADDR, in one executable segment: what gmon-dump and gprof read of
 * a program (symbols, sections, segments), never run.
 */
static void write_program(const char *dir, const char *name, size_t n,
			  size_t size)
{
	static char shstr[] = "\0.text\0.symtab\0.strtab\0.shstrtab";
	char *path = xasprintf("%s/%s", dir, name), *strtab, *s;
	unsigned char *text = malloc(n * size + 1), *syms;
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0755), cls, data;
	size_t i, symsize, strsize = 1;
	Elf_Scn *tscn, *symscn, *strscn, *shscn;
	unsigned machine;
	GElf_Ehdr eh;
	GElf_Phdr ph;
	GElf_Shdr sh;
	Elf_Data *symdata;
	Elf *e;

	cr_assert(fd >= 0 && text != NULL);
	own_elf(&cls, &data, &machine);
	memset(text, 0xc3, n * size);
	for (i = 0; i < n; i++)
		strsize += (size_t)snprintf(NULL, 0, "f%zu", i) + 1;
	strtab = s = malloc(strsize);
	*s++ = '\0';
	e = elf_begin(fd, ELF_C_WRITE, NULL);
	cr_assert(e != NULL && gelf_newehdr(e, cls) != NULL && gelf_newphdr(e, 1) != NULL,
		  "%s", elf_errmsg(-1));
	symsize = gelf_fsize(e, ELF_T_SYM, 1, EV_CURRENT);
	syms = calloc(n + 1, symsize);
	gelf_getehdr(e, &eh);
	eh.e_ident[EI_DATA] = (unsigned char)data;
	eh.e_type = ET_EXEC;
	eh.e_machine = (GElf_Half)machine;
	eh.e_version = EV_CURRENT;
	eh.e_entry = TEXT_ADDR;
	gelf_update_ehdr(e, &eh);
	tscn = add_section(e, ".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, 1,
			   text, n * size, ELF_T_BYTE);
	symscn = add_section(e, ".symtab", SHT_SYMTAB, 0, 7, syms,
			     (n + 1) * symsize, ELF_T_SYM);
	strscn = add_section(e, ".strtab", SHT_STRTAB, 0, 15, strtab, strsize,
			     ELF_T_BYTE);
	shscn = add_section(e, ".shstrtab", SHT_STRTAB, 0, 23, shstr,
			    sizeof shstr, ELF_T_BYTE);
	gelf_getshdr(tscn, &sh);
	sh.sh_addr = TEXT_ADDR;
	gelf_update_shdr(tscn, &sh);
	symdata = elf_getdata(symscn, NULL);
	for (i = 0; i < n; i++) {
		GElf_Sym sym = { 0 };

		sym.st_name = (GElf_Word)(s - strtab);
		s += sprintf(s, "f%zu", i) + 1;
		sym.st_info = GELF_ST_INFO(STB_GLOBAL, STT_FUNC);
		sym.st_shndx = (GElf_Section)elf_ndxscn(tscn);
		sym.st_value = TEXT_ADDR + i * size;
		sym.st_size = size;
		gelf_update_sym(symdata, (int)i + 1, &sym);
	}
	gelf_getshdr(symscn, &sh);
	sh.sh_link = (GElf_Word)elf_ndxscn(strscn);
	sh.sh_info = 1;
	sh.sh_entsize = symsize;
	gelf_update_shdr(symscn, &sh);
	gelf_getehdr(e, &eh);
	eh.e_shstrndx = (GElf_Half)elf_ndxscn(shscn);
	gelf_update_ehdr(e, &eh);
	cr_assert_geq(elf_update(e, ELF_C_NULL), 0, "%s", elf_errmsg(-1));
	gelf_getshdr(tscn, &sh);
	memset(&ph, 0, sizeof ph);
	ph.p_type = PT_LOAD;
	ph.p_flags = PF_R | PF_X;
	ph.p_offset = sh.sh_offset;
	ph.p_vaddr = ph.p_paddr = TEXT_ADDR;
	ph.p_filesz = ph.p_memsz = n * size;
	ph.p_align = 8;
	gelf_update_phdr(e, 0, &ph);
	cr_assert_geq(elf_update(e, ELF_C_WRITE), 0, "%s", elf_errmsg(-1));
	elf_end(e);
	close(fd);
	free(text);
	free(syms);
	free(strtab);
	free(path);
}

/* Function i's address in a written program of functions of `size'. */
static uint64_t fn(size_t i, size_t size)
{
	return TEXT_ADDR + i * size;
}

/* ---- profiles: GNU gmon.out files in this machine's byte order ---- */

struct gout {
	FILE *f;
	unsigned ptr;
	int big;
};

static void gput(struct gout *g, uint64_t v, unsigned size)
{
	unsigned i;

	for (i = 0; i < size; i++)
		fputc((int)(v >> 8 * (g->big ? size - 1 - i : i)) & 0xff, g->f);
}

static struct gout gopen(const char *dir, const char *name)
{
	char *path = xasprintf("%s/%s", dir, name);
	struct gout g = { fopen(path, "wb"), sizeof(void *), 0 };
	const uint16_t one = 1;

	cr_assert_not_null(g.f, "%s", path);
	g.big = *(const unsigned char *)&one == 0;
	fwrite("gmon", 1, 4, g.f);
	gput(&g, 1, 4);
	gput(&g, 0, 12);
	free(path);
	return g;
}

/* A histogram record; bins NULL: all zero. */
static void ghist(struct gout *g, uint64_t low, uint64_t high, uint32_t nbins,
		  const uint16_t *bins)
{
	uint32_t i;

	gput(g, 0, 1);
	gput(g, low, g->ptr);
	gput(g, high, g->ptr);
	gput(g, nbins, 4);
	gput(g, 100, 4);
	fwrite("seconds\0\0\0\0\0\0\0\0s", 1, 16, g->f);
	for (i = 0; i < nbins; i++)
		gput(g, bins ? bins[i] : 0, 2);
}

static void garc(struct gout *g, uint64_t from, uint64_t self, uint32_t count)
{
	gput(g, 1, 1);
	gput(g, from, g->ptr);
	gput(g, self, g->ptr);
	gput(g, count, 4);
}

static void gclose(struct gout *g)
{
	cr_assert_eq(fclose(g->f), 0);
}

/* ---- running gmon-dump: CPU time and memory ---- */

struct usage {
	int status;		/* exit status, or 128 + signal */
	double cpu;		/* user + system seconds */
	long rss_kb;		/* peak resident memory */
	char *err;		/* its standard error */
};

/* Run `cmd' (exec'd by sh) in dir, its output to /dev/null. */
static struct usage measure(const char *dir, const char *cmd)
{
	char *errpath = xasprintf("%s/stderr.txt", dir);
	struct usage u = { 0, 0, 0, NULL };
	unsigned char *text;
	struct rusage ru;
	pid_t pid;
	int st;

	pid = fork();
	cr_assert_geq(pid, 0);
	if (pid == 0) {
		int out = open("/dev/null", O_WRONLY), err;

		err = open(errpath, O_WRONLY | O_CREAT | O_TRUNC, 0644);
		if (chdir(dir) != 0 || out < 0 || err < 0)
			_exit(126);
		dup2(out, 1);
		dup2(err, 2);
		unsetenv("GMON_OUT_PREFIX");
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	cr_assert_eq(wait4(pid, &st, 0, &ru), pid);
	u.status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
	u.cpu = (double)ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 +
		(double)ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
	u.rss_kb = ru.ru_maxrss;
	if (slurp(errpath, &text) < 0)
		text = (unsigned char *)strdup("");
	u.err = (char *)text;
	free(errpath);
	return u;
}

/* Writes the inputs of size n into dir; returns the command to time. */
typedef char *make_inputs_fn(const char *dir, size_t n);

static double cpu_at(const char *dir, make_inputs_fn *make, size_t n)
{
	char *cmd = make(dir, n);
	struct usage u = measure(dir, cmd);

	cr_assert_eq(u.status, 0, "%s (n = %zu): status %d: %s", cmd, n, u.status,
		     u.err);
	free(cmd);
	free(u.err);
	return u.cpu;
}

/*
 * Four times the input takes less than MAX_GROWTH times the CPU time,
 * n grown from n0 (doubling, to at most nmax / 4) until a run takes
 * MIN_CPU seconds.
 */
static void expect_linear(const char *dir, make_inputs_fn *make, size_t n0,
			  size_t nmax, const char *what)
{
	size_t n = n0;
	double t, t4;

	while ((t = cpu_at(dir, make, n)) < MIN_CPU && n * 8 <= nmax)
		n *= 2;
	t4 = cpu_at(dir, make, 4 * n);
	cr_log_info("%s: %zu: %.3f s, %zu: %.3f s, ratio %.2f\n", what, n, t,
		    4 * n, t4, t4 / t);
	cr_expect_lt(t4, MAX_GROWTH * t, "%s: %zu took %.3f s of CPU, %zu took "
		     "%.3f s: %.1f times (quadratic: 16)", what, n, t, 4 * n, t4,
		     t4 / t);
}

/* ---- 8: histogram records merged in O(n log n) ---- */

/*
 * n one-bin histogram records over n distinct 2-byte ranges (in a
 * scattered order) of a program with 64 functions over them.
 */
static char *one_bin_records(const char *dir, size_t n)
{
	size_t size = (2 * n + 63) / 64 + 1, i, stride = 7919;
	uint16_t one = 1;
	struct gout g;

	write_program(dir, "prog", 64, size);
	g = gopen(dir, "gmon.out");
	while (n % stride == 0)
		stride += 2;
	for (i = 0; i < n; i++) {
		uint64_t at = fn(0, size) + 2 * (i * stride % n);

		ghist(&g, at, at + 2, 1, &one);
	}
	gclose(&g);
	return xasprintf("exec '%s' --flat prog gmon.out", dump());
}

Test(histogram, one_bin_records_merge_in_n_log_n, .timeout = 900)
{
	expect_linear(work_dir("hostile", "one_bin_records"), one_bin_records,
		      16384, 1u << 22, "one-bin histogram records, --flat");
}

/* The records are still summed, and refused, as gprof does. */
Test(histogram, merge_rules_kept)
{
	char *dir = work_dir("hostile", "merge_rules"), *out;
	uint16_t bins[4] = { 1, 2, 3, 4 };
	struct gout g;

	write_program(dir, "prog", 4, 64);
	g = gopen(dir, "twice.out");
	ghist(&g, fn(0, 64), fn(0, 64) + 16, 4, bins);
	ghist(&g, fn(2, 64), fn(2, 64) + 16, 4, bins);
	ghist(&g, fn(0, 64), fn(0, 64) + 16, 4, bins);
	gclose(&g);
	g = gopen(dir, "overlap.out");
	ghist(&g, fn(0, 64), fn(0, 64) + 16, 4, bins);
	ghist(&g, fn(2, 64), fn(2, 64) + 16, 4, bins);
	ghist(&g, fn(0, 64) + 8, fn(0, 64) + 24, 4, bins);
	gclose(&g);
	cr_assert_eq(run(&out, dir, "'%s' --flat prog twice.out twice.out", dump()), 0,
		     "%s", out);
	cr_expect(strstr(out, "; 60 samples,") && strstr(out, "0.40      40.00  f0\n"),
		  "%s", out);
	free(out);
	cr_expect_eq(run(&out, dir, "'%s' --flat prog overlap.out", dump()), 1, "%s", out);
	cr_expect(strstr(out, "overlap.out: overlapping histogram records"), "%s", out);
	free(out);
}

/* ---- 9: cycles found in linear time, as gprof finds them ---- */

/*
 * A call chain f0 -> f1 -> ... -> f(n-1) in which every function also
 * calls f0 back: one cycle of n functions, found with the search n deep.
 */
static char *chain_with_back_edges(const char *dir, size_t n)
{
	uint16_t bins[4] = { 3, 0, 0, 5 };
	struct gout g;
	size_t i;

	write_program(dir, "prog", n, 16);
	g = gopen(dir, "gmon.out");
	ghist(&g, fn(0, 16), fn(0, 16) + 16, 4, bins);
	for (i = 0; i + 1 < n; i++) {
		garc(&g, fn(i, 16) + 4, fn(i + 1, 16) + 4, 1);
		garc(&g, fn(i + 1, 16) + 6, fn(0, 16) + 4, 1);
	}
	gclose(&g);
	return NULL;
}

static char *chain_callgrind(const char *dir, size_t n)
{
	chain_with_back_edges(dir, n);
	return xasprintf("exec '%s' --callgrind prog gmon.out", dump());
}

static char *chain_dot(const char *dir, size_t n)
{
	chain_with_back_edges(dir, n);
	return xasprintf("exec '%s' --dot prog gmon.out", dump());
}

Test(cycles, chain_with_back_edges_is_linear, .timeout = 900)
{
	char *dir = work_dir("hostile", "chain");

	expect_linear(dir, chain_callgrind, 4096, 1u << 20,
		      "chain with back edges, --callgrind");
	expect_linear(dir, chain_dot, 4096, 1u << 20, "chain with back edges, --dot");
}

/* What a call graph says of one function: its cycle and its total. */
struct cg_entry {
	char name[32];
	int cycle;		/* 0: none */
	double total;		/* self + descendants, seconds */
};

struct cg_view {
	struct cg_entry f[4096], c[128];	/* functions, cycles by number */
	size_t nf, nc;
};

static struct cg_entry *view_func(struct cg_view *v, const char *name)
{
	size_t i;

	for (i = 0; i < v->nf; i++)
		if (strcmp(v->f[i].name, name) == 0)
			return &v->f[i];
	cr_assert_lt(v->nf, sizeof v->f / sizeof v->f[0]);
	snprintf(v->f[v->nf].name, sizeof v->f[0].name, "%s", name);
	return &v->f[v->nf++];
}

/* gprof -q's primary lines: "[i] %time self children called name
 * [<cycle N>] [i]", and "<cycle N as a whole>". */
static void read_gprof_graph(const char *text, struct cg_view *v)
{
	const char *line;

	memset(v, 0, sizeof *v);
	for (line = text; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
		char buf[512], *tok[16], *save = NULL, *t;
		size_t n = 0, len = strcspn(line, "\n");
		double pct, self, children;
		struct cg_entry *e;

		if (line[0] != '[' || len >= sizeof buf)
			continue;
		memcpy(buf, line, len);
		buf[len] = '\0';
		if (sscanf(buf, "[%*d] %lf %lf %lf", &pct, &self, &children) != 3)
			continue;
		for (t = strtok_r(buf, " ", &save); t && n < 16; t = strtok_r(NULL, " ", &save))
			tok[n++] = t;
		if (strstr(line, " as a whole>") && strstr(line, " as a whole>") < line + len) {
			int c = atoi(strstr(line, "<cycle ") + 7);

			cr_assert(c > 0 && c < 128, "%.*s", (int)len, line);
			v->c[c].cycle = c;
			v->c[c].total = self + children;
			if ((size_t)c >= v->nc)
				v->nc = (size_t)c + 1;
			continue;
		}
		cr_assert_geq(n, 6, "%.*s", (int)len, line);
		if (strcmp(tok[n - 3], "<cycle") == 0) {
			e = view_func(v, tok[n - 4]);
			e->cycle = atoi(tok[n - 2]);
			cr_assert(e->cycle > 0 && e->cycle < 128, "%.*s", (int)len, line);
			if ((size_t)e->cycle >= v->nc)
				v->nc = (size_t)e->cycle + 1;
		} else {
			e = view_func(v, tok[n - 2]);
		}
		e->total = self + children;
	}
}

/* gmon-dump --dot's boxes ("fI [label="NAME\ntotal S s") and cycles
 * (a cluster per cycle: its label and its members "fI;"). */
static void read_dot_graph(const char *text, struct cg_view *v)
{
	static char names[4096][32];
	const char *p;
	int cycle = 0;

	memset(v, 0, sizeof *v);
	for (p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
		unsigned i, c;
		char name[32];
		double total;

		if (sscanf(p, "  f%u [label=\"%31[^\\]\\ntotal %lf", &i, name, &total) == 3) {
			cr_assert_lt(i, 4096);
			snprintf(names[i], sizeof names[i], "%s", name);
			view_func(v, name)->total = total;
		} else if (sscanf(p, "  subgraph \"cluster_%u\"", &c) == 1) {
			cr_assert(c > 0 && c < 128);
			cycle = (int)c;
			if (c >= v->nc)
				v->nc = c + 1;
			v->c[c].cycle = cycle;
			p = strstr(p, ": total ");
			cr_assert_not_null(p);
			v->c[c].total = atof(p + 8);
		} else if (cycle && sscanf(p, "    f%u;", &i) == 1) {
			cr_assert(i < 4096 && names[i][0], "member f%u drawn before its box", i);
			view_func(v, names[i])->cycle = cycle;
		} else if (strncmp(p, "  }", 3) == 0) {
			cycle = 0;
		}
	}
}

/* gprof's and gmon-dump's call graphs of prog and the profile `what'
 * in dir: the same cycles, numbered alike, with the same members and
 * times. */
static void same_cycles_as_gprof(const char *dir, const char *what)
{
	static struct cg_view g, d;
	size_t i, drawn;
	char *out;

	cr_assert_eq(run(&out, dir, "gprof -b -q prog %s", what), 0, "%s", out);
	read_gprof_graph(out, &g);
	free(out);
	cr_assert_eq(run(&out, dir, "'%s' --dot --node-thres=0 --edge-thres=0 prog %s",
			 dump(), what), 0, "%s", out);
	read_dot_graph(out, &d);
	free(out);
	drawn = d.nf;
	cr_expect_eq(g.nc, d.nc, "%s: gprof has %zu cycles, gmon-dump %zu", what,
		     g.nc ? g.nc - 1 : 0, d.nc ? d.nc - 1 : 0);
	for (i = 0; i < g.nf; i++) {
		struct cg_entry *e = view_func(&d, g.f[i].name);

		cr_expect_eq(e->cycle, g.f[i].cycle, "%s: %s is in cycle %d for gprof, "
			     "%d for gmon-dump", what, g.f[i].name, g.f[i].cycle,
			     e->cycle);
		cr_expect_leq(fabs(e->total - g.f[i].total), 0.0101, "%s: %s: total "
			      "%.2f s for gprof, %.2f for gmon-dump", what,
			      g.f[i].name, g.f[i].total, e->total);
	}
	cr_expect_eq(drawn, g.nf, "%s: %zu functions for gprof, %zu for gmon-dump",
		     what, g.nf, drawn);
	for (i = 1; i < g.nc && i < d.nc; i++)
		if (g.c[i].cycle)	/* gprof printed it as a whole */
			cr_expect_leq(fabs(g.c[i].total - d.c[i].total), 0.0101,
				      "%s: cycle %zu: %.2f s for gprof, %.2f for "
				      "gmon-dump", what, i, g.c[i].total, d.c[i].total);
}

/*
 * Random call graphs with many cycles, nested and adjacent, and random
 * samples: every function in the cycle gprof puts it in, the cycles
 * numbered as gprof numbers them, with gprof's times.
 */
Test(cycles, same_as_gprof, .timeout = 900)
{
	char *dir = work_dir("hostile", "cycles_gprof");
	enum { N = 48, SIZE = 32 };
	uint16_t bins[(N - 1) * SIZE / 4];
	unsigned seed;

	need_tool("gprof", "deps/core.txt");
	write_program(dir, "prog", N, SIZE);
	for (seed = 1; seed <= 40; seed++) {
		size_t i, narcs = N + seed % 4 * N / 2;
		char name[32];
		struct gout g;

		srand(seed);
		for (i = 0; i < sizeof bins / sizeof bins[0]; i++)
			bins[i] = (uint16_t)(rand() % 4 == 0 ? rand() % 50 : 0);
		snprintf(name, sizeof name, "graph%u.out", seed);
		g = gopen(dir, name);
		/* gprof credits no samples to the last function */
		ghist(&g, fn(0, SIZE), fn(N - 1, SIZE), (N - 1) * SIZE / 4, bins);
		garc(&g, fn(0, SIZE) + 8, fn(1, SIZE) + 4, 1);
		for (i = 0; i < narcs; i++) {
			size_t from = (size_t)rand() % N, to = (size_t)rand() % N;

			/* forward, and back a short way or a long way:
			 * cycles of every size, nested and apart */
			if (rand() % 2 != 0 && to < from)
				to = from + (size_t)rand() % (N - from);
			else if (to < from && seed % 2 == 0)
				to = from - 1 - (from - 1 - to) % 4;
			garc(&g, fn(from, SIZE) + 8 + (size_t)rand() % 3 * 4,
			     fn(to, SIZE) + 4, 1 + (uint32_t)rand() % 20);
		}
		gclose(&g);
		same_cycles_as_gprof(dir, name);
	}
}

/* The chain with back edges, large enough to be slow for gprof's own
 * search, read alike. */
Test(cycles, chain_same_as_gprof, .timeout = 900)
{
	char *dir = work_dir("hostile", "chain_gprof");

	need_tool("gprof", "deps/core.txt");
	chain_with_back_edges(dir, 3000);
	same_cycles_as_gprof(dir, "gmon.out");
}

/* ---- 10: memory bounded by what the profile holds ---- */

/* A GNU gmon.out of `size' bytes: the header, then zeros (a sparse
 * file): histogram records of no bins over [0, 0). */
static void sparse_profile(const char *dir, const char *name, off_t size)
{
	char *path = xasprintf("%s/%s", dir, name);
	struct gout g = gopen(dir, name);

	gclose(&g);
	cr_assert_eq(truncate(path, size), 0, "%s", path);
	free(path);
}

/* Peak memory of `cmd' in dir, which must end with `status'. */
static long rss_of(const char *dir, const char *cmd, int status,
		   const char *expect)
{
	struct usage u = measure(dir, cmd);

	cr_expect_eq(u.status, status, "%s: status %d: %s", cmd, u.status, u.err);
	if (expect)
		cr_expect(strstr(u.err, expect), "%s: %s", cmd, u.err);
	free(u.err);
	return u.rss_kb;
}

/*
 * `gmon-dump ARGS FILE' on a small and on a big file ends with `status'
 * (and `expect' in its message, unless NULL) and takes, at its peak,
 * less than 16 MB more memory for the big one.
 */
static void expect_same_memory(const char *dir, const char *args,
			       const char *small, const char *big, int status,
			       const char *expect)
{
	char *cmd = xasprintf("exec '%s' %s %s", dump(), args, small);
	long base = rss_of(dir, cmd, status, expect), rss;

	free(cmd);
	cmd = xasprintf("exec '%s' %s %s", dump(), args, big);
	rss = rss_of(dir, cmd, status, expect);
	cr_expect_lt(rss - base, 16 * 1024, "gmon-dump %s: %ld KB for %s, %ld KB "
		     "for %s", args, rss, big, base, small);
	free(cmd);
}

Test(memory, sparse_file_read_in_bounded_memory, .timeout = 900)
{
	char *dir = work_dir("hostile", "sparse");
	static const char *const actions[] = { "-s", "", "--objects" };
	size_t i;

	write_program(dir, "prog", 64, 64);
	/* 4 Mi records of 41 bytes, whole: 164 MiB */
	sparse_profile(dir, "small.out", 20 + 41 * 1024);
	sparse_profile(dir, "big.out", 20 + 41 * ((off_t)4 << 20));
	for (i = 0; i < sizeof actions / sizeof actions[0]; i++)
		expect_same_memory(dir, actions[i], "small.out", "big.out", 0, NULL);
	/* another program's profile is refused, in bounded memory too */
	expect_same_memory(dir, "--flat prog", "small.out", "big.out", 1,
			   "does not belong to prog");
}

/*
 * One arc and one histogram record written over and over: the profile
 * holds one arc, one call site and one range, whatever the file's size.
 */
static void repeated_records(const char *dir, const char *name, size_t n)
{
	uint16_t bins[16] = { 1 };
	struct gout g = gopen(dir, name);
	size_t i;

	for (i = 0; i < n; i++) {
		ghist(&g, fn(0, 64), fn(0, 64) + 64, 16, bins);
		garc(&g, fn(1, 64) + 8, fn(2, 64) + 4, 3);
	}
	gclose(&g);
}

Test(memory, repeated_records_kept_once, .timeout = 900)
{
	char *dir = work_dir("hostile", "repeated"), *out;
	static const char *const actions[] = { "--flat prog", "--callgrind prog",
		"--dot prog" };
	size_t i;

	write_program(dir, "prog", 4, 64);
	repeated_records(dir, "one.out", 1);
	repeated_records(dir, "many.out", 1000000);
	for (i = 0; i < sizeof actions / sizeof actions[0]; i++)
		expect_same_memory(dir, actions[i], "one.out", "many.out", 0, NULL);
	/* one call site, with every call */
	cr_assert_eq(run(&out, dir, "'%s' --callgrind prog many.out > many.cg && "
			 "grep -c '^calls=' many.cg && grep -E '^(desc: Calls|calls=)' "
			 "many.cg | head -3", dump()), 0, "%s", out);
	cr_expect(strncmp(out, "1\n", 2) == 0 && strstr(out, "desc: Calls: 3000000,") &&
		  strstr(out, "calls=3000000 "), "%s", out);
	free(out);
}

/* ---- 11: FIFOs refused, not waited for ---- */

/* A program of 4 functions and a profile of it, in dir. */
static void small_program(const char *dir)
{
	uint16_t bins[16] = { 2, 0, 0, 3 };
	struct gout g;

	write_program(dir, "prog", 4, 64);
	g = gopen(dir, "gmon.out");
	ghist(&g, fn(0, 64), fn(0, 64) + 64, 16, bins);
	garc(&g, fn(1, 64) + 8, fn(0, 64) + 4, 2);
	gclose(&g);
}

/* `cmd' in dir ends, with `status' and one line on standard error
 * naming why. */
static void refused_in_one_line(const char *dir, const char *cmd, int status,
				const char *why)
{
	char *out;
	int st = run(&out, dir, "timeout 60 env %s 2>&1 > /dev/null", cmd);

	cr_expect_neq(st, 124, "%s waited for the FIFO's writer", cmd);
	cr_expect_eq(st, status, "%s: status %d: %s", cmd, st, out);
	cr_expect(strstr(out, why) != NULL, "%s: %s", cmd, out);
	cr_expect(strchr(out, '\n') == out + strlen(out) - 1, "%s: not one line: %s",
		  cmd, out);
	free(out);
}

Test(fifo, refused_not_waited_for, .timeout = 600)
{
	char *dir = work_dir("hostile", "fifo"), *cmd;
	static const char *const profile_uses[] = { "", "-s", "--objects",
		"--flat prog", "--callgrind prog", "--dot prog" };
	static const char *const program_uses[] = { "--flat", "--callgrind",
		"--dot" };
	char *out;
	size_t i;

	small_program(dir);
	cr_assert_eq(run(&out, dir, "mkfifo p"), 0, "%s", out);
	free(out);
	for (i = 0; i < sizeof profile_uses / sizeof profile_uses[0]; i++) {
		cmd = xasprintf("'%s' %s p", dump(), profile_uses[i]);
		refused_in_one_line(dir, cmd, 1, "p: an empty pipe or FIFO that no "
				    "process has open for writing");
		free(cmd);
	}
	for (i = 0; i < sizeof program_uses / sizeof program_uses[0]; i++) {
		cmd = xasprintf("'%s' %s p gmon.out", dump(), program_uses[i]);
		refused_in_one_line(dir, cmd, 1, "p: not a regular file");
		free(cmd);
	}
#ifdef GMON_TEST_GMON_RUN
	cmd = xasprintf("%s ./p", gmon_run());
	refused_in_one_line(dir, cmd, 126, "./p is not a regular file");
	free(cmd);
#endif
}

/*
 * A FIFO that a process has open for writing is read, as a pipe is: the
 * writer is waiting in open() for a reader (its wait channel says so)
 * when gmon-dump opens the FIFO.
 */
Test(fifo, written_into_is_read, .timeout = 600)
{
	char *dir = work_dir("hostile", "fifo_written"), *out;
	int st;

	small_program(dir);
	st = run(&out, dir, "mkfifo p && { sh -c 'exec 3> p; cat gmon.out >&3' & w=$!; } "
		 "&& n=0; until [ \"$(cat /proc/$w/wchan)\" = wait_for_partner ] || "
		 "[ $n = 600 ]; do sleep 0.1; n=$((n + 1)); done; "
		 "timeout 60 '%s' --flat prog p; s=$?; kill $w 2> /dev/null; wait; "
		 "exit $s", dump());
	cr_expect_eq(st, 0, "%s", out);
	cr_expect(strstr(out, "; 5 samples,"), "%s", out);
	free(out);
	st = run(&out, dir, "cat gmon.out | '%s' --flat prog /dev/stdin", dump());
	cr_expect_eq(st, 0, "%s", out);
	cr_expect(strstr(out, "; 5 samples,"), "%s", out);
	free(out);
}

/* ---- 12: empty files, inverted histograms, PN_XNUM ---- */

/*
 * gmon-dump built with AddressSanitizer and UndefinedBehaviorSanitizer,
 * from the same sources, in dir.
 */
static void build_sanitized_dump(const char *dir)
{
	char *out;
	int st;

	need_tool("clang", "deps/core.txt");
	st = run(&out, dir, "src='%s'; srcs=; for f in %s %s; "
		 "do case $f in *.c) srcs=\"$srcs $src/$f\";; esac; done; clang -g -O1 -fsanitize=address,undefined "
		 "-fno-sanitize-recover=all -D_LIBGMON_SOURCE -I'%s' -I\"$src/include\" "
		 "-I\"$src/runtime\" -I\"$src/host\" %s $srcs -o gmon-dump %s 2>&1",
		 srcdir_path(), GMON_TEST_EXPORT_SOURCES, GMON_TEST_DUMP_SOURCES,
		 builddir_path(),
		 GMON_TEST_EXPORT_CFLAGS, GMON_TEST_EXPORT_LIBS);
	cr_assert_eq(st, 0, "cannot build gmon-dump with the sanitizers "
		     "(libclang-rt-14-dev, deps/core.txt): %s", out);
	free(out);
}

/* An empty file is too short to be a profile, read without undefined
 * behaviour (a zero offset added to a null pointer). */
Test(small, empty_file, .timeout = 900)
{
	char *dir = work_dir("hostile", "empty"), *out;
	static const char *const actions[] = { "", "-s", "--objects", "--flat prog",
		"--callgrind prog", "--dot prog" };
	size_t i;
	int st;

	build_sanitized_dump(dir);
	small_program(dir);
	cr_assert_eq(run(&out, dir, ": > empty.out"), 0);
	free(out);
	for (i = 0; i < sizeof actions / sizeof actions[0]; i++) {
		st = run(&out, dir, "./gmon-dump %s empty.out", actions[i]);
		cr_expect_eq(st, 1, "gmon-dump %s: status %d: %s", actions[i], st, out);
		cr_expect(strstr(out, "empty.out: neither a GNU gmon file nor a 4.4BSD "
				 "one (0 bytes: too short for a header)") &&
			  !strstr(out, "runtime error") && !strstr(out, "Sanitizer"),
			  "gmon-dump %s: %s", actions[i], out);
		free(out);
	}
}

/* A histogram whose high address is below its low one is refused. */
Test(small, inverted_histogram_refused)
{
	char *dir = work_dir("hostile", "inverted"), *out;
	uint16_t bins[4] = { 1, 1, 1, 1 };
	struct gout g;
	int st;

	small_program(dir);
	g = gopen(dir, "inverted.out");
	ghist(&g, fn(1, 64), fn(0, 64), 4, bins);
	gclose(&g);
	st = run(&out, dir, "'%s' inverted.out", dump());
	cr_expect_eq(st, 1, "%s", out);
	cr_expect(strstr(out, "inverted.out: histogram's high address 0x400000 is "
			 "below its low address 0x400040"), "%s", out);
	free(out);
	st = run(&out, dir, "'%s' --flat prog inverted.out", dump());
	cr_expect_eq(st, 1, "%s", out);
	cr_expect(strstr(out, "is below its low address"), "%s", out);
	free(out);
}

/*
 * A copy of prog in dir whose e_phnum is PN_XNUM (0xffff), with section
 * 0's sh_info, which then holds the count, set to `count'.
 */
static void pn_xnum_copy(const char *dir, const char *name, uint32_t count)
{
	char *path = xasprintf("%s/prog", dir), *copy = xasprintf("%s/%s", dir, name);
	unsigned char *b;
	long len = slurp(path, &b);
	int wide = len > 0 && b[EI_CLASS] == ELFCLASS64;
	uint16_t xnum = PN_XNUM;
	uint64_t shoff = 0;
	FILE *f;

	cr_assert_gt(len, 64);
	memcpy(b + (wide ? 56 : 44), &xnum, 2);
	if (wide) {
		memcpy(&shoff, b + 40, 8);
	} else {
		uint32_t off;

		memcpy(&off, b + 32, 4);
		shoff = off;
	}
	cr_assert_lt(shoff + 64, (uint64_t)len);
	memcpy(b + shoff + (wide ? 44 : 28), &count, 4);
	f = fopen(copy, "wb");
	cr_assert(f && fwrite(b, 1, (size_t)len, f) == (size_t)len && fclose(f) == 0);
	free(b);
	free(path);
	free(copy);
}

/* e_phnum = PN_XNUM: the count is read from section 0, and a count of
 * 0 there is said as it is, not as a range of nonsense. */
Test(small, program_headers_counted_in_section_0)
{
	char *dir = work_dir("hostile", "pn_xnum"), *out, *want;
	int st;

	small_program(dir);
	pn_xnum_copy(dir, "xnum", 1);
	pn_xnum_copy(dir, "xnum0", 0);
	cr_assert_eq(run(&want, dir, "'%s' --flat prog gmon.out | tail -n +2", dump()), 0,
		     "%s", want);
	st = run(&out, dir, "'%s' --flat xnum gmon.out | tail -n +2", dump());
	cr_expect_eq(st, 0, "%s", out);
	cr_expect_str_eq(out, want);
	free(out);
	free(want);
	st = run(&out, dir, "'%s' --flat xnum0 gmon.out", dump());
	cr_expect_eq(st, 1, "%s", out);
	cr_expect(strstr(out, "xnum0: bad program headers: e_phnum is PN_XNUM") &&
		  !strstr(out, "0xffffffffffffffff"), "%s", out);
	free(out);
}

/* ---- 13: the whole path under libFuzzer ---- */

/* A seed directory (prog, gmon.0...) as one input of export_fuzz.c. */
static void pack_seed(const char *seeds, const char *name, const char *corpus,
		      unsigned options)
{
	char *path = xasprintf("%s/%s-%u", corpus, name, options);
	FILE *f = fopen(path, "wb");
	unsigned char *b, opt = (unsigned char)options;
	long len;
	int i;

	cr_assert_not_null(f, "%s", path);
	fwrite(&opt, 1, 1, f);
	for (i = -1; ; i++) {
		char *part = i < 0 ? xasprintf("%s/%s/prog", seeds, name)
				   : xasprintf("%s/%s/gmon.%d", seeds, name, i);
		unsigned char n[4];

		len = slurp(part, &b);
		cr_assert(len >= 0 || i > 0, "seed %s: no %s", name, part);
		free(part);
		if (len < 0)
			break;
		n[0] = (unsigned char)len;
		n[1] = (unsigned char)(len >> 8);
		n[2] = (unsigned char)(len >> 16);
		n[3] = (unsigned char)(len >> 24);
		fwrite(n, 1, 4, f);
		fwrite(b, 1, (size_t)len, f);
		free(b);
	}
	cr_assert_eq(fclose(f), 0);
	free(path);
}

/*
 * A short fuzzing run of the whole path from real seeds: any crash,
 * leak, out-of-bounds access, undefined behaviour, input that takes more
 * than GMON_FUZZ_TIMEOUT seconds (default 60) or allocation past the
 * limits fails it, with libFuzzer's report.  Its length is
 * GMON_FUZZ_SECONDS (default 60), as the reader's.
 */
Test(fuzz, whole_path, .timeout = 1800)
{
	char *dir = work_dir("hostile", "fuzz"), *out, *seeds, *corpus, *options;
	const char *limit = getenv("GMON_FUZZ_TIMEOUT");
	static const char *const names[] = { "glibc", "glibc-g", "cxx", "libgmon",
		"libgmon-bsd", "stripped", "stripped-rdynamic", "shared",
		"i686-linux-gnu", "aarch64-linux-gnu", "arm-linux-gnueabihf",
		"riscv64-linux-gnu", "powerpc64le-linux-gnu" };
	size_t i;
	int st;

	need_tool("clang", "deps/core.txt");
	st = run(&out, dir, "sh '%s/tests/fuzz/export-seeds.sh' seeds '%s' \"%s\" \"%s\" "
		 "2>&1", srcdir_path(), srcdir_path(), gmon_cc(), gmon_run());
	cr_assert_eq(st, 0, "cannot make the seeds (deps/core.txt, deps/cross.txt): %s",
		     out);
	free(out);
	seeds = xasprintf("%s/seeds", dir);
	corpus = xasprintf("%s/corpus", dir);
	cr_assert_eq(mkdir(corpus, 0755), 0);
	for (i = 0; i < sizeof names / sizeof names[0]; i++) {
		pack_seed(seeds, names[i], corpus, 0);
		pack_seed(seeds, names[i], corpus, 3);
	}
	build_fuzzer(dir, GMON_TEST_EXPORT_SOURCES " tests/fuzz/export_fuzz.c",
		     GMON_TEST_EXPORT_CFLAGS " " GMON_TEST_EXPORT_LIBS);
	options = xasprintf("-timeout=%s -rss_limit_mb=2048 -malloc_limit_mb=1024",
			    limit && *limit ? limit : "60");
	run_fuzzer(dir, "60", options);
	free(options);
}
