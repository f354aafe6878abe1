/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* gprof's function table from ELF symbols; see symtab.h for the rules. */
#include "symtab.h"
#include "host_fail.h"

#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* gprof's default_excluded_list (gprof/gprof.c). */
static const char *const excluded_names[] = {
	"_gprof_mcount", "mcount", "_mcount", "__mcount", "__mcount_internal",
	"__mcleanup", NULL
};

/* BFD's section class is `t' for code, except these PE names. */
static int code_section(const struct elf_section *s)
{
	static const char *const pe[] = { ".drectve", ".edata", ".idata", ".pdata", NULL };
	size_t i, len;

	for (i = 0; pe[i] != NULL; i++) {
		len = strlen(pe[i]);
		if (strncmp(s->name, pe[i], len) == 0 &&
		    memchr(".$0123456789", s->name[len], 13) != NULL)
			return 0;
	}
	return (s->flags & SHF_EXECINSTR) != 0;
}

/*
 * The name of a local text symbol passes gprof's filter: dots only
 * before digits (nested functions, .NNN), or in .clone. / .constprop.
 * followed by digits; no `$'.  Like gprof, a name that ends in such a
 * suffix is scanned on into the next string of the string table (gprof
 * steps past the terminating NUL), so whether `f.constprop.0' counts
 * depends on the string after it: that is gprof's report, so it is ours.
 */
static int static_name_ok(const char *name, const char *limit)
{
	static const char clone[] = ".clone.", constprop[] = ".constprop.";
	const char *p;
	int digit_seen;

#define AT(q) ((q) < limit ? *(q) : '\0')
	if (name[0] == '\0' || strncmp(name, "__gnu_compiled", 14) == 0)
		return 0;
	for (p = name; AT(p); ++p) {
		if (*p == '$')
			return 0;
		while (AT(p) == '.') {
			digit_seen = 0;
			if (strnlen(p, (size_t)(limit - p)) > sizeof clone - 1 &&
			    strncmp(p, clone, sizeof clone - 1) == 0)
				p += sizeof clone - 2;
			else if (strnlen(p, (size_t)(limit - p)) > sizeof constprop - 1 &&
				 strncmp(p, constprop, sizeof constprop - 1) == 0)
				p += sizeof constprop - 2;
			for (p++; AT(p); p++) {
				if (digit_seen && *p == '.')
					break;
				else if (*p >= '0' && *p <= '9')
					digit_seen = 1;
				else
					return 0;
			}
		}
		if (p >= limit)
			break;
	}
#undef AT
	return 1;
}

/*
 * gprof's class for a symbol (core_sym_class over bfd_decode_symclass):
 * 'T' global function, 't' static function, 0 not a function.
 */
static char symbol_class(const struct elf_symbol *s)
{
	if (s->type == STT_SECTION || s->type == STT_FILE)
		return 0;	/* BSF_DEBUGGING */
	if (s->where == SYM_COMMON || s->where == SYM_UNDEF)
		return 0;
	if (s->type == STT_GNU_IFUNC)
		return 0;	/* 'i' */
	if (s->bind == STB_WEAK)
		return s->type == STT_OBJECT || s->type == STT_COMMON ? 0 : 'T';
	if (s->bind != STB_GLOBAL && s->bind != STB_LOCAL)
		return 0;	/* 'u' (GNU unique) or '?' */
	if (s->where == SYM_ABS || !code_section(s->section))
		return 0;
	if (s->bind == STB_GLOBAL)
		return 'T';
	return static_name_ok(s->name, s->name_limit) ? 't' : 0;
}

static int is_excluded(const char *name)
{
	size_t i;

	for (i = 0; excluded_names[i] != NULL; i++)
		if (strcmp(name, excluded_names[i]) == 0)
			return 1;
	return 0;
}

struct candidate {
	struct func f;
	uint64_t size;		/* st_size, 0 when not known */
	size_t order;		/* place in the symbol table: a stable sort */
};

/* gprof's cmp_addr, made stable as glibc's merge-sorting qsort is. */
static int by_address(const void *a, const void *b)
{
	const struct candidate *l = a, *r = b;

	if (l->f.addr != r->f.addr)
		return l->f.addr < r->f.addr ? -1 : 1;
	if (l->f.is_func != r->f.is_func)
		return r->f.is_func - l->f.is_func;
	if (l->f.is_static != r->f.is_static)
		return l->f.is_static - r->f.is_static;
	return l->order < r->order ? -1 : l->order > r->order;
}

/* Of two symbols at one address, does `src' replace the kept `dst'? */
static int preferred(const struct func *src, const struct func *dst)
{
	if (!src->is_static && dst->is_static)
		return 1;
	if (src->is_static != dst->is_static)
		return 0;
	if (src->is_func && !dst->is_func)
		return 1;
	if (src->is_func != dst->is_func)
		return 0;
	if (src->name[0] != '_' && dst->name[0] == '_')
		return 1;
	return src->name[0] == '_' && dst->name[0] == '_' &&
	       src->name[1] != '_' && dst->name[1] == '_';
}

static void init_func(struct func *f, const struct elf_symbol *s, char cls)
{
	memset(f, 0, sizeof *f);
	f->name = s->name;
	f->addr = s->value;
	f->is_static = cls == 't';
	f->is_func = s->type == STT_FUNC;
	f->cg.children = f->cg.parents = NO_ARC;
	f->cg.cyc_next = NO_ARC;
}

/* Sort, keep one symbol per address, and set each one's end. */
static void finalize(struct func_table *t, struct candidate *c, size_t n,
		     uint64_t text_end)
{
	size_t i, kept = 0;

	qsort(c, n, sizeof *c, by_address);
	for (i = 0; i < n; i++) {
		if (kept > 0 && c[i].f.addr == t->f[kept - 1].addr) {
			if (preferred(&c[i].f, &t->f[kept - 1]))
				t->f[kept - 1] = c[i].f;
			continue;
		}
		if (kept > 0)
			t->f[kept - 1].end_addr = c[i].f.addr - 1;
		t->f[kept++] = c[i].f;
	}
	t->n = kept;
	if (kept > 0)
		t->f[kept - 1].end_addr = text_end - 1;
}

/*
 * .dynsym: a function ends at its size (the largest of the symbols at
 * its address) when that is short of the next symbol.  `c' is sorted
 * as finalize left it, so each kept function's symbols come in turn.
 */
static void end_at_sizes(struct func_table *t, const struct candidate *c,
			 size_t n)
{
	size_t i = 0, k;

	for (k = 0; k < t->n; k++) {
		struct func *f = &t->f[k];
		uint64_t size = 0;

		for (; i < n && c[i].f.addr == f->addr; i++)
			if (c[i].size > size)
				size = c[i].size;
		if (size > 0 && f->end_addr >= f->addr &&
		    size - 1 < f->end_addr - f->addr)
			f->end_addr = f->addr + size - 1;
	}
}

/* Where the code after function k ends: before the next function, or
 * at the end of .text for the last (finalize's rule). */
static uint64_t gap_end(const struct func_table *t, size_t k, uint64_t text_end)
{
	return k + 1 < t->n ? t->f[k + 1].addr - 1 : text_end - 1;
}

static int has_gap(const struct func_table *t, size_t k, uint64_t text_end)
{
	return t->f[k].end_addr >= t->f[k].addr &&
	       t->f[k].end_addr < gap_end(t, k, text_end);
}

static void init_gap(struct func *g, const struct func *after, char *name,
		     uint64_t end)
{
	memset(g, 0, sizeof *g);
	g->name = name;
	g->addr = after->end_addr + 1;
	g->end_addr = end;
	g->is_static = 1;
	g->is_func = 1;		/* a call into it is a call to it */
	g->is_gap = 1;
	g->cg.children = g->cg.parents = NO_ARC;
	g->cg.cyc_next = NO_ARC;
}

/*
 * After end_at_sizes: the code between a function's end and the next
 * function becomes an entry of its own, named after the function
 * before it (static functions, alignment padding).  Returns 0, or -1
 * when memory runs out.
 */
static int add_gaps(struct func_table *t, uint64_t text_end)
{
	size_t k, j = 0, ngaps = 0, room = 0;
	struct func *f;
	char *name;

	for (k = 0; k < t->n; k++)
		if (has_gap(t, k, text_end)) {
			ngaps++;
			room += strlen(t->f[k].name) + GAP_EXTRA;
		}
	if (ngaps == 0)
		return 0;
	f = calloc(t->n + ngaps + 1, sizeof *f);
	t->gap_names = name = malloc(room);
	if (f == NULL || name == NULL) {
		free(f);
		return -1;
	}
	for (k = 0; k < t->n; k++) {
		f[j++] = t->f[k];
		if (!has_gap(t, k, text_end))
			continue;
		init_gap(&f[j++], &t->f[k], name, gap_end(t, k, text_end));
		name += sprintf(name, GAP_FORMAT, t->f[k].name) + 1;
	}
	free(t->f);
	t->f = f;
	t->n = j;
	return 0;
}

/* The end of the section holding the last function (for its samples). */
static uint64_t section_end_of(const struct elf_image *img, uint64_t addr)
{
	size_t i;

	for (i = 0; i < img->nsections; i++) {
		const struct elf_section *s = &img->sections[i];

		if ((s->flags & SHF_ALLOC) && addr >= s->addr && addr < s->addr + s->size)
			return s->addr + s->size;
	}
	return addr + 1;
}

/*
 * A stripped library's dynamic symbols are its interface, and its
 * internal functions lie between them: each exported function ends at
 * its st_size, and what follows it is its own `<unexported code after
 * NAME>' entry (add_gaps), not NAME's.  A stripped program usually
 * exports only what its profiling runtime exports to libraries
 * (gmon-cc: libgmon's mcount, _mcleanup, dlopen, sigwait...; cc -pg:
 * __gmon_start__): they say nothing of its own code, and all of its time
 * would land on the last of them.  A program's symbols describe it when it exports a
 * function of its own: main, with -rdynamic, or the interface of a
 * library linked into it (Debian's python3 exports libpython's).
 */
static const char *const runtime_exports[] = {
	"mcount", "_mcount", "__fentry__", "__gnu_mcount_nc", "_mcleanup",
	"__gmon_start__", "dlopen", "dlmopen", "dlclose",
	"gmon_linux_object_loaded",
	"gmon_linux_object_leaving", "sigwait", "sigwaitinfo", "sigtimedwait",
	"signalfd", "sigaction", "signal", "monstartup", "__monstartup", "moncontrol", "profil",
	"gmon_dump",
};

static int runtime_export(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof runtime_exports / sizeof *runtime_exports; i++)
		if (strcmp(name, runtime_exports[i]) == 0)
			return 1;
	return 0;
}

static int names_own_code(const struct elf_image *img,
			  const struct candidate *c, size_t n)
{
	size_t i;

	if (!img->dynamic_symbols || !img->executable)
		return 1;
	for (i = 0; i < n; i++)
		if (c[i].f.is_func && !runtime_export(c[i].f.name))
			return 1;
	return 0;
}

int func_table_build(const struct elf_image *img, struct func_table *t,
		     char *err, size_t errlen)
{
	struct candidate *c;
	size_t i, n = 0;
	uint64_t text_end;
	char cls;

	memset(t, 0, sizeof *t);
	c = calloc(img->nsymbols ? img->nsymbols : 1, sizeof *c);
	t->f = calloc(img->nsymbols ? img->nsymbols : 1, sizeof *t->f);
	if (c == NULL || t->f == NULL) {
		free(c);
		func_table_free(t);
		return host_fail(err, errlen, "out of memory");
	}
	for (i = 0; i < img->nsymbols; i++) {
		cls = symbol_class(&img->symbols[i]);
		if (cls == 0)
			continue;
		init_func(&c[n].f, &img->symbols[i], cls);
		c[n].size = img->symbols[i].size;
		c[n++].order = i;
	}
	if (n == 0) {
		free(c);
		func_table_free(t);
		return host_fail(err, errlen, "no function symbols");
	}
	if (!names_own_code(img, c, n)) {
		free(c);
		func_table_free(t);
		return host_fail(err, errlen, "stripped, and its dynamic symbols name none "
			    "of its own functions: use the unstripped "
			    "program, or link it with -rdynamic");
	}
	text_end = img->text ? img->text->addr + img->text->size : 0;
	finalize(t, c, n, text_end);
	if (img->dynamic_symbols)
		end_at_sizes(t, c, n);
	free(c);
	if (img->dynamic_symbols && add_gaps(t, text_end) != 0) {
		func_table_free(t);
		return host_fail(err, errlen, "out of memory");
	}
	for (i = 0; i < t->n; i++) {
		t->f[i].excluded = is_excluded(t->f[i].name);
		t->f[i].cg.cyc_head = i;
	}
	t->last_high = section_end_of(img, t->f[t->n - 1].addr);
	return 0;
}

size_t func_lookup(const struct func_table *t, uint64_t pc)
{
	size_t lo = 0, hi = t->n;

	/* The last function starting at or below pc... */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (t->f[mid].addr <= pc)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0)
		return NO_ARC;
	/* ...if pc is not past its end. */
	return pc <= t->f[lo - 1].end_addr ? lo - 1 : NO_ARC;
}

void func_table_free(struct func_table *t)
{
	free(t->f);
	free(t->cycle_names);
	free(t->gap_names);
	memset(t, 0, sizeof *t);
}
