/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * An ELF file as the exports need it, read with elfutils' libelf: its
 * address size and byte order, its sections and loadable segments, and
 * one symbol table (.symtab; for a stripped object the .symtab of its
 * separate debug file where one is found, see debuginfo.h, else its
 * .dynsym).
 */
#ifndef GMON_ELF_IMAGE_H
#define GMON_ELF_IMAGE_H

#include <stddef.h>
#include <stdint.h>

struct elf_section {
	const char *name;
	uint64_t addr, size, flags;	/* sh_addr, sh_size, SHF_* */
	uint32_t type;			/* SHT_* */
};

/* Where a symbol's st_shndx points. */
enum elf_sym_where { SYM_IN_SECTION, SYM_UNDEF, SYM_ABS, SYM_COMMON };

struct elf_symbol {
	const char *name;
	const char *name_limit;		/* end of the string table it is in */
	uint64_t value, size;
	unsigned char bind, type;	/* STB_*, STT_* */
	enum elf_sym_where where;
	const struct elf_section *section;	/* when SYM_IN_SECTION */
};

struct elf_segment {
	uint64_t vaddr, memsz;
	int exec;			/* PF_X */
};

struct elf_image {
	const char *path;
	int fd;
	void *elf;			/* Elf *, for libdw */
	unsigned ptr_size;		/* 4 or 8: the ELF class */
	int big_endian;
	int shared;			/* ET_DYN (PIE or shared object) */
	int executable;			/* a program: ET_EXEC, or ET_DYN
					 * marked DF_1_PIE by the linker */
	struct elf_section *sections;
	size_t nsections;
	const struct elf_section *text;	/* .text, or NULL */
	struct elf_segment *segments;	/* PT_LOAD, in file order */
	size_t nsegments;
	struct elf_symbol *symbols;
	size_t nsymbols;
	int dynamic_symbols;		/* read from .dynsym: no .symtab */
	struct elf_image *debug;	/* the separate debug file whose
					 * .symtab the symbols are, or NULL */
};

/* Returns 0, or -1 with a message in err. */
int elf_image_open(const char *path, struct elf_image *img, char *err,
		   size_t errlen);
void elf_image_close(struct elf_image *img);

#endif
