/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* What the hostile-file suites share.  See hostile.h. */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "harness.h"
#include "hostile.h"

const char *dump(void)
{
	static char *p;

	if (p == NULL)
		p = xasprintf("%s/gmon-dump", builddir_path());
	return p;
}

/* ---- programs: ELF files written directly, for reading only ---- */

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

void write_program(const char *dir, const char *name, size_t n,
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

uint64_t fn(size_t i, size_t size)
{
	return TEXT_ADDR + i * size;
}

/* ---- profiles: GNU gmon.out files in this machine's byte order ---- */

static void gput(struct gout *g, uint64_t v, unsigned size)
{
	unsigned i;

	for (i = 0; i < size; i++)
		fputc((int)(v >> 8 * (g->big ? size - 1 - i : i)) & 0xff, g->f);
}

struct gout gopen(const char *dir, const char *name)
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

void ghist(struct gout *g, uint64_t low, uint64_t high, uint32_t nbins,
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

void garc(struct gout *g, uint64_t from, uint64_t self, uint32_t count)
{
	gput(g, 1, 1);
	gput(g, from, g->ptr);
	gput(g, self, g->ptr);
	gput(g, count, 4);
}

void gclose(struct gout *g)
{
	cr_assert_eq(fclose(g->f), 0);
}

/* ---- running gmon-dump: CPU time and memory ---- */

struct usage measure(const char *dir, const char *cmd)
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

void expect_linear(const char *dir, make_inputs_fn *make, size_t n0,
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

/* ---- a small program and its profile ---- */

void small_program(const char *dir)
{
	uint16_t bins[16] = { 2, 0, 0, 3 };
	struct gout g;

	write_program(dir, "prog", 4, 64);
	g = gopen(dir, "gmon.out");
	ghist(&g, fn(0, 64), fn(0, 64) + 64, 16, bins);
	garc(&g, fn(1, 64) + 8, fn(0, 64) + 4, 2);
	gclose(&g);
}
