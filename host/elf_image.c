/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Reading an ELF file's sections, segments and symbols; see elf_image.h. */
#include "elf_image.h"
#include "debuginfo.h"
#include "host_fail.h"

#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int read_sections(struct elf_image *img, Elf *elf, char *err,
			 size_t errlen)
{
	size_t shstrndx, n, i;
	Elf_Scn *scn = NULL;

	if (elf_getshdrnum(elf, &n) != 0 || elf_getshdrstrndx(elf, &shstrndx) != 0)
		return host_fail(err, errlen, "bad section headers: %s", elf_errmsg(-1));
	img->sections = calloc(n ? n : 1, sizeof *img->sections);
	if (img->sections == NULL)
		return host_fail(err, errlen, "out of memory");
	img->nsections = n;
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;
		struct elf_section *s;
		const char *name;

		i = elf_ndxscn(scn);
		if (i >= n || gelf_getshdr(scn, &sh) == NULL)
			return host_fail(err, errlen, "bad section header %zu", i);
		name = elf_strptr(elf, shstrndx, sh.sh_name);
		s = &img->sections[i];
		s->name = name ? name : "";
		s->addr = sh.sh_addr;
		s->size = sh.sh_size;
		s->flags = sh.sh_flags;
		s->type = sh.sh_type;
		if (strcmp(s->name, ".text") == 0)
			img->text = s;
	}
	return 0;
}

static int read_segments(struct elf_image *img, Elf *elf, char *err,
			 size_t errlen)
{
	GElf_Ehdr eh;
	size_t n, i;

	if (elf_getphdrnum(elf, &n) != 0)
		return host_fail(err, errlen, "bad program headers: %s", elf_errmsg(-1));
	/* PN_XNUM: the count is section 0's sh_info (libelf reads it) */
	if (n == 0 && gelf_getehdr(elf, &eh) != NULL && eh.e_phnum == PN_XNUM)
		return host_fail(err, errlen, "bad program headers: e_phnum is "
				 "PN_XNUM (0xffff), and section 0's sh_info, which "
				 "then holds their count, is 0");
	img->segments = calloc(n ? n : 1, sizeof *img->segments);
	if (img->segments == NULL)
		return host_fail(err, errlen, "out of memory");
	for (i = 0; i < n; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(elf, (int)i, &ph) == NULL)
			return host_fail(err, errlen, "bad program header %zu of %zu: %s",
					 i, n, elf_errmsg(-1));
		if (ph.p_type != PT_LOAD)
			continue;
		img->segments[img->nsegments].vaddr = ph.p_vaddr;
		img->segments[img->nsegments].memsz = ph.p_memsz;
		img->segments[img->nsegments].exec = (ph.p_flags & PF_X) != 0;
		img->nsegments++;
	}
	return 0;
}

/* The section of the symbol table of type `type', or NULL. */
static Elf_Scn *find_table(Elf *elf, uint32_t type)
{
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;

	while ((scn = elf_nextscn(elf, scn)) != NULL)
		if (gelf_getshdr(scn, &sh) != NULL && sh.sh_type == type &&
		    sh.sh_entsize != 0)
			return scn;
	return NULL;
}

static void classify_index(struct elf_image *img, const GElf_Sym *st,
			   struct elf_symbol *sym)
{
	switch (st->st_shndx) {
	case SHN_UNDEF: sym->where = SYM_UNDEF; break;
	case SHN_ABS: sym->where = SYM_ABS; break;
	case SHN_COMMON: sym->where = SYM_COMMON; break;
	default:
		/* A section index the file does not have counts as absolute,
		 * as BFD (and so gprof) has it. */
		if (st->st_shndx >= img->nsections || st->st_shndx >= SHN_LORESERVE) {
			sym->where = SYM_ABS;
		} else {
			sym->where = SYM_IN_SECTION;
			sym->section = &img->sections[st->st_shndx];
		}
	}
}

/* The end of the string table holding `name' (gprof reads past names). */
static const char *name_limit(const Elf_Data *strings, const char *name)
{
	const char *start = strings->d_buf, *end = start + strings->d_size;

	if (name >= start && name < end)
		return end;
	return name + strlen(name) + 1;
}

/* Symbols from entry 1 on (entry 0 is the null symbol). */
static int read_symbols(struct elf_image *img, Elf *elf, char *err,
			size_t errlen)
{
	Elf_Scn *scn = find_table(elf, SHT_SYMTAB);
	Elf_Data *data, *strings;
	GElf_Shdr sh;
	size_t n, i;

	if (scn == NULL) {
		scn = find_table(elf, SHT_DYNSYM);
		img->dynamic_symbols = 1;
	}
	if (scn == NULL)
		return host_fail(err, errlen, "no symbol table (.symtab or .dynsym)");
	if (gelf_getshdr(scn, &sh) == NULL || (data = elf_getdata(scn, NULL)) == NULL)
		return host_fail(err, errlen, "unreadable symbol table: %s", elf_errmsg(-1));
	strings = elf_getdata(elf_getscn(elf, sh.sh_link), NULL);
	if (strings == NULL || strings->d_buf == NULL)
		return host_fail(err, errlen, "unreadable symbol names: %s", elf_errmsg(-1));
	n = data->d_size / sh.sh_entsize;
	img->symbols = calloc(n ? n : 1, sizeof *img->symbols);
	if (img->symbols == NULL)
		return host_fail(err, errlen, "out of memory");
	for (i = 1; i < n; i++) {
		struct elf_symbol *sym = &img->symbols[img->nsymbols];
		const char *name;
		GElf_Sym st;

		if (gelf_getsym(data, (int)i, &st) == NULL)
			continue;
		name = elf_strptr(elf, sh.sh_link, st.st_name);
		sym->name = name ? name : "";
		sym->name_limit = name_limit(strings, sym->name);
		sym->value = st.st_value;
		sym->size = st.st_size;
		sym->bind = GELF_ST_BIND(st.st_info);
		sym->type = GELF_ST_TYPE(st.st_info);
		classify_index(img, &st, sym);
		img->nsymbols++;
	}
	return 0;
}

/* Does the dynamic section say DF_1_PIE (a position-independent
 * program rather than a shared library)? */
static int marked_pie(Elf *elf)
{
	Elf_Scn *scn = find_table(elf, SHT_DYNAMIC);
	Elf_Data *data = scn ? elf_getdata(scn, NULL) : NULL;
	GElf_Shdr sh;
	GElf_Dyn dyn;
	size_t i, n;

	if (data == NULL || gelf_getshdr(scn, &sh) == NULL)
		return 0;
	n = data->d_size / sh.sh_entsize;
	for (i = 0; i < n && gelf_getdyn(data, (int)i, &dyn) != NULL; i++)
		if (dyn.d_tag == DT_FLAGS_1)
			return (dyn.d_un.d_val & DF_1_PIE) != 0;
	return 0;
}

static int open_image(const char *path, struct elf_image *img, int find_debug,
		      char *err, size_t errlen);

/*
 * The symbols of a file without .symtab (stripped) are the .symtab of
 * its separate debug file, where one is found; they index that file's
 * sections, so the image keeps it.  Returns 0 if they are.
 */
static int read_debug_symbols(struct elf_image *img)
{
	char *path = debuginfo_find(img->path), err[256];
	struct elf_image *debug;

	if (path == NULL)
		return -1;
	debug = malloc(sizeof *debug + strlen(path) + 1);	/* and its path */
	if (debug != NULL)
		strcpy((char *)(debug + 1), path);
	free(path);
	if (debug == NULL)
		return -1;
	if (open_image((char *)(debug + 1), debug, 0, err, sizeof err) != 0) {
		free(debug);
		return -1;
	}
	if (debug->dynamic_symbols) {
		elf_image_close(debug);
		free(debug);
		return -1;
	}
	img->symbols = debug->symbols;
	img->nsymbols = debug->nsymbols;
	debug->symbols = NULL;
	debug->nsymbols = 0;
	img->debug = debug;
	return 0;
}

static int read_image(struct elf_image *img, Elf *elf, int find_debug,
		      char *err, size_t errlen)
{
	GElf_Ehdr eh;

	if (elf_kind(elf) != ELF_K_ELF)
		return host_fail(err, errlen, "not an ELF file");
	if (gelf_getehdr(elf, &eh) == NULL)
		return host_fail(err, errlen, "bad ELF header: %s", elf_errmsg(-1));
	img->ptr_size = eh.e_ident[EI_CLASS] == ELFCLASS32 ? 4 : 8;
	img->big_endian = eh.e_ident[EI_DATA] == ELFDATA2MSB;
	img->shared = eh.e_type == ET_DYN;
	img->executable = eh.e_type == ET_EXEC || marked_pie(elf);
	if (eh.e_type != ET_EXEC && eh.e_type != ET_DYN)
		return host_fail(err, errlen, "not an executable or shared object");
	if (read_sections(img, elf, err, errlen) ||
	    read_segments(img, elf, err, errlen))
		return -1;
	if (find_debug && find_table(elf, SHT_SYMTAB) == NULL &&
	    read_debug_symbols(img) == 0)
		return 0;
	return read_symbols(img, elf, err, errlen);
}

int elf_image_open(const char *path, struct elf_image *img, char *err,
		   size_t errlen)
{
	return open_image(path, img, 1, err, errlen);
}

/* A debug file's own debug file is never looked for (find_debug 0). */
static int open_image(const char *path, struct elf_image *img, int find_debug,
		      char *err, size_t errlen)
{
	struct stat st;
	Elf *elf;

	memset(img, 0, sizeof *img);
	img->path = path;
	img->fd = -1;
	if (elf_version(EV_CURRENT) == EV_NONE)
		return host_fail(err, errlen, "libelf is out of date");
	/* not waiting for a FIFO's writer: only a regular file is read */
	img->fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (img->fd < 0)
		return host_fail(err, errlen, "cannot open: %s", strerror(errno));
	if (fstat(img->fd, &st) != 0) {
		host_fail(err, errlen, "cannot stat: %s", strerror(errno));
		elf_image_close(img);
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		host_fail(err, errlen, "%s", S_ISDIR(st.st_mode) ? "is a directory" :
			  "not a regular file");
		elf_image_close(img);
		return -1;
	}
	elf = elf_begin(img->fd, ELF_C_READ_MMAP, NULL);
	if (elf == NULL) {
		host_fail(err, errlen, "not an ELF file (%s)", elf_errmsg(-1));
		elf_image_close(img);
		return -1;
	}
	img->elf = elf;
	if (read_image(img, elf, find_debug, err, errlen) != 0) {
		elf_image_close(img);
		return -1;
	}
	return 0;
}

void elf_image_close(struct elf_image *img)
{
	if (img->debug != NULL) {
		elf_image_close(img->debug);
		free(img->debug);
	}
	if (img->elf != NULL)
		elf_end(img->elf);
	if (img->fd >= 0)
		close(img->fd);
	free(img->sections);
	free(img->segments);
	free(img->symbols);
	memset(img, 0, sizeof *img);
	img->fd = -1;
}
