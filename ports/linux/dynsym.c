/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A name's definition in one loaded object's dynamic symbol table, read
 * from the object's own hash table (DT_GNU_HASH, else DT_HASH), and the
 * next definition after ours in the loader's list.  For libgmon.so's
 * start-up (preload.c) and the C library's functions the hooks stand in
 * for (next.c), which must not ask dlsym(): on glibc every lookup that
 * succeeds clears the message a failed dlopen() or a library's
 * constructor may have left in dlerror() for the program, and on musl a
 * lookup that fails leaves one.
 */
#define _GNU_SOURCE
#include "linux.h"

#include <link.h>
#include <string.h>

/*
 * What a dynamic entry's address means at run time: glibc rewrites
 * them to run-time addresses where it may (not on riscv or mips, whose
 * dynamic section is read-only), musl never does.  An offset is below
 * the load bias; a non-PIE executable's bias is 0.
 */
static uintptr_t run_time(const struct dl_phdr_info *info, uintptr_t v)
{
	return v < (uintptr_t)info->dlpi_addr ? v + (uintptr_t)info->dlpi_addr : v;
}

struct tables {
	const ElfW(Sym) *symtab;
	const char *strtab;
	const uint32_t *gnu_hash, *sysv_hash;
	const ElfW(Half) *versym;	/* NULL: no symbol versions */
};

static int find_tables(const struct dl_phdr_info *info, struct tables *t)
{
	const ElfW(Dyn) *d = NULL;
	ElfW(Half) i;

	memset(t, 0, sizeof *t);
	for (i = 0; i < info->dlpi_phnum; i++)
		if (info->dlpi_phdr[i].p_type == PT_DYNAMIC)
			d = (const ElfW(Dyn) *)(info->dlpi_addr +
						info->dlpi_phdr[i].p_vaddr);
	for (; d != NULL && d->d_tag != DT_NULL; d++) {
		uintptr_t v = run_time(info, (uintptr_t)d->d_un.d_ptr);

		switch (d->d_tag) {
		case DT_SYMTAB: t->symtab = (const ElfW(Sym) *)v; break;
		case DT_STRTAB: t->strtab = (const char *)v; break;
		case DT_GNU_HASH: t->gnu_hash = (const uint32_t *)v; break;
		case DT_HASH: t->sysv_hash = (const uint32_t *)v; break;
		case DT_VERSYM: t->versym = (const ElfW(Half) *)v; break;
		}
	}
	return t->symtab && t->strtab && (t->gnu_hash || t->sysv_hash);
}

/*
 * Whether symbol i is the definition of name that an unversioned lookup
 * finds: not an old version kept for old binaries (hidden: the C
 * library's dlopen@GLIBC_2.2.5 beside dlopen@@GLIBC_2.34), nor local.
 */
static int defines(const struct tables *t, uint32_t i, const char *name)
{
	const ElfW(Sym) *s = &t->symtab[i];
	int bind = ELF64_ST_BIND(s->st_info);	/* the same bits in ELF32 */

	if (t->versym && ((t->versym[i] & 0x8000) || t->versym[i] == 0))
		return 0;
	return s->st_shndx != SHN_UNDEF &&
	       (bind == STB_GLOBAL || bind == STB_WEAK) &&
	       strcmp(t->strtab + s->st_name, name) == 0;
}

/*
 * DT_GNU_HASH: nbuckets, symoffset, bloom words, bloom shift, the bloom
 * filter (address-sized words), the buckets, then one hash per symbol
 * from symoffset on, whose low bit ends a bucket's chain.
 */
static const ElfW(Sym) *gnu_lookup(const struct tables *t, const char *name)
{
	const uint32_t *h = t->gnu_hash;
	uint32_t nbuckets = h[0], symoffset = h[1], bloom_words = h[2];
	const uint32_t *buckets = h + 4 + bloom_words * (sizeof(ElfW(Addr)) / 4);
	const uint32_t *chain = buckets + nbuckets;
	uint32_t hash = 5381, i;
	const unsigned char *c;

	if (nbuckets == 0)
		return NULL;
	for (c = (const unsigned char *)name; *c; c++)
		hash = hash * 33 + *c;
	i = buckets[hash % nbuckets];
	if (i < symoffset)
		return NULL;
	for (;; i++) {
		uint32_t entry = chain[i - symoffset];

		if ((entry | 1) == (hash | 1) && defines(t, i, name))
			return &t->symtab[i];
		if (entry & 1)
			return NULL;
	}
}

/* DT_HASH: nbucket, nchain, the buckets, the chains. */
static const ElfW(Sym) *sysv_lookup(const struct tables *t, const char *name)
{
	const uint32_t *h = t->sysv_hash;
	uint32_t nbucket = h[0], nchain = h[1], hash = 0, i, n;
	const unsigned char *c;

	if (nbucket == 0)
		return NULL;
	for (c = (const unsigned char *)name; *c; c++) {
		hash = (hash << 4) + *c;
		hash ^= (hash >> 24) & 0xf0;
		hash &= 0x0fffffff;
	}
	/* n bounds a chain a damaged table would loop in */
	for (i = h[2 + hash % nbucket], n = 0; i != 0 && i < nchain && n < nchain;
	     i = h[2 + nbucket + i], n++)
		if (defines(t, i, name))
			return &t->symtab[i];
	return NULL;
}

static const ElfW(Sym) *lookup(const struct dl_phdr_info *info,
				const char *name)
{
	struct tables t;

	if (!find_tables(info, &t))
		return NULL;
	return t.gnu_hash ? gnu_lookup(&t, name) : sysv_lookup(&t, name);
}

static uintptr_t address(const struct dl_phdr_info *info, const ElfW(Sym) *s)
{
	return s->st_shndx == SHN_ABS ? (uintptr_t)s->st_value
				      : (uintptr_t)info->dlpi_addr + s->st_value;
}

uintptr_t gmon_linux_dynamic_symbol(const struct dl_phdr_info *info,
				    const char *name)
{
	const ElfW(Sym) *s = lookup(info, name);

	return s ? address(info, s) : 0;
}

/*
 * Whether the object takes one of names from another: an undefined
 * symbol of its table.  Linkers put those first, below DT_GNU_HASH's
 * symoffset (they are not hashed); DT_HASH counts every symbol.
 */
int gmon_linux_object_imports(const struct dl_phdr_info *info,
			      const char *const *names, unsigned nnames)
{
	struct tables t;
	uint32_t i, end;
	unsigned k;

	if (!find_tables(info, &t))
		return 0;
	end = t.gnu_hash ? t.gnu_hash[1] : t.sysv_hash[1];
	for (i = 1; i < end; i++) {
		const ElfW(Sym) *s = &t.symtab[i];

		if (s->st_shndx != SHN_UNDEF)
			continue;
		for (k = 0; k < nnames; k++)
			if (strcmp(t.strtab + s->st_name, names[k]) == 0)
				return 1;
	}
	return 0;
}

int gmon_linux_object_holds(const struct dl_phdr_info *info, uintptr_t a)
{
	ElfW(Half) i;

	for (i = 0; i < info->dlpi_phnum; i++) {
		const ElfW(Phdr) *p = &info->dlpi_phdr[i];

		if (p->p_type == PT_LOAD &&
		    a - ((uintptr_t)info->dlpi_addr + p->p_vaddr) < p->p_memsz)
			return 1;
	}
	return 0;
}

struct next_after {
	uintptr_t ours;		/* an address in our object */
	const char *name;
	int past_ours;
	uintptr_t found;	/* 0: none, 1: an ifunc (left to dlsym) */
};

static int look_after(struct dl_phdr_info *info, size_t size, void *data)
{
	struct next_after *n = data;
	const ElfW(Sym) *s;

	(void)size;
	if (!n->past_ours) {
		n->past_ours = gmon_linux_object_holds(info, n->ours);
		return 0;
	}
	if ((s = lookup(info, n->name)) == NULL)
		return 0;
	n->found = ELF64_ST_TYPE(s->st_info) == STT_GNU_IFUNC ? 1
		 : address(info, s);
	return 1;
}

uintptr_t gmon_linux_next_symbol(uintptr_t ours, const char *name)
{
	struct next_after n = { ours, name, 0, 0 };

	dl_iterate_phdr(look_after, &n);
	return n.found;
}
