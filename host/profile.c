/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Reading profiles against a program as gprof does; see profile.h. */
#include "profile.h"
#include "host_fail.h"
#include "gmon_read.h"

#include <elf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* gprof works in 2-byte units (its UNIT). */
#define UNIT 2
/* How far a histogram may reach past the end of the code: runtimes
 * round the end up to their bin size. */
#define END_SLACK 64

/* ---- does the file belong to the program? ---- */

struct code_span {
	uint64_t load_low, exec_low, exec_high;
};

static void code_span(const struct elf_image *img, struct code_span *s)
{
	size_t i;

	s->load_low = UINT64_MAX;
	s->exec_low = UINT64_MAX;
	s->exec_high = 0;
	for (i = 0; i < img->nsegments; i++) {
		const struct elf_segment *g = &img->segments[i];

		if (g->vaddr < s->load_low)
			s->load_low = g->vaddr & ~(uint64_t)0xfff;
		if (!g->exec)
			continue;
		if (g->vaddr < s->exec_low)
			s->exec_low = g->vaddr;
		if (g->vaddr + g->memsz > s->exec_high)
			s->exec_high = g->vaddr + g->memsz;
	}
}

static int in_code(const struct elf_image *img, uint64_t pc)
{
	size_t i;

	for (i = 0; i < img->nsegments; i++)
		if (img->segments[i].exec && pc >= img->segments[i].vaddr &&
		    pc - img->segments[i].vaddr < img->segments[i].memsz)
			return 1;
	return 0;
}

/*
 * How far past a function's start a call's callee address may lie.  It
 * is the return address of the function's mcount call, which comes at
 * the entry (-mfentry: 5 bytes, 9 after an endbr64) or after the
 * prologue.  In make check's profiles (gcc and clang, both runtimes,
 * every architecture cross_test runs) it is at most 116 bytes (clang on
 * ppc64le), 102 on x86-64 (clang: a varargs function stores its
 * argument registers first), 100 on arm, 80 on aarch64 (with PAC), 50
 * on riscv64 and 46 on i386; on x86-64 a 100 KB frame with stack-clash
 * probes and -fcf-protection puts it at 79 with clang, 47 with gcc.
 */
#define ENTRY_REACH 256

/* The program's function symbols with a size, in executable sections,
 * by address: where a profiled call can land. */
struct entries {
	const struct elf_symbol **sym;
	size_t n;
};

static int by_value(const void *l, const void *r)
{
	const struct elf_symbol *a = *(const struct elf_symbol *const *)l;
	const struct elf_symbol *b = *(const struct elf_symbol *const *)r;

	return a->value < b->value ? -1 : a->value > b->value;
}

static int entries_build(const struct elf_image *img, struct entries *e)
{
	size_t i;

	e->n = 0;
	e->sym = malloc((img->nsymbols + 1) * sizeof *e->sym);
	if (e->sym == NULL)
		return -1;
	for (i = 0; i < img->nsymbols; i++) {
		const struct elf_symbol *s = &img->symbols[i];

		if (s->type == STT_FUNC && s->size > 0 && s->where == SYM_IN_SECTION &&
		    (s->section->flags & SHF_EXECINSTR))
			e->sym[e->n++] = s;
	}
	qsort(e->sym, e->n, sizeof *e->sym, by_value);
	return 0;
}

/* The function symbol whose extent holds pc (the last to start at or
 * below it), or NULL: code no symbol names, such as a stripped
 * object's static functions. */
static const struct elf_symbol *entry_of(const struct entries *e, uint64_t pc)
{
	size_t lo = 0, hi = e->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (e->sym[mid]->value <= pc)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0 || pc - e->sym[lo - 1]->value >= e->sym[lo - 1]->size)
		return NULL;
	return e->sym[lo - 1];
}

/*
 * Do the arcs' callees lie at functions' entries?  Every call a runtime
 * counts lands just past the start of a function, so a file whose
 * calls mostly land deep inside the program's functions was made by
 * another build (or program).  Calls into code no symbol names are not
 * counted, and a few that do not fit are allowed (a symbol's mcount
 * called late): only when more than three quarters of at least two
 * do not fit is the file refused.
 */
static int check_entries(const struct elf_image *img, const struct gmon_file *f,
			 const char *path, char *err, size_t errlen)
{
	const struct elf_symbol *s;
	struct entries e;
	uint64_t far_pc = 0, far_by = 0;
	size_t i, checked = 0, far = 0;

	if (entries_build(img, &e) != 0)
		return host_fail(err, errlen, "out of memory");
	for (i = 0; i < f->narcs; i++) {
		s = entry_of(&e, f->arcs[i].self);
		if (s == NULL)
			continue;
		checked++;
		if (f->arcs[i].self - s->value > ENTRY_REACH) {
			far++;
			far_pc = f->arcs[i].self;
			far_by = far_pc - s->value;
		}
	}
	free(e.sym);
	if (far < 2 || far * 4 <= checked * 3)
		return 0;
	return host_fail(err, errlen, "%s does not belong to %s: %zu of its %zu arcs "
		    "into named functions lead far past a function's entry (%#llx "
		    "is %llu bytes into its function)", path, img->path, far, checked,
		    (unsigned long long)far_pc, (unsigned long long)far_by);
}

/*
 * A profile of this program has its histogram within the program's code
 * (with the rounding runtimes apply), and its arcs lead into its code,
 * at functions' entries.  The histogram may cover only part of the
 * text: monitor(3) profiles any [lowpc, highpc), and gprof reads such a
 * file.  Anything else is another program's (or another build's)
 * profile; another build whose called functions start where this one's
 * do passes.
 */
static int check_belongs(const struct elf_image *img, const struct gmon_file *f,
			 const char *path, char *err, size_t errlen)
{
	struct code_span s;
	uint64_t low = UINT64_MAX, high = 0;
	size_t i;

	code_span(img, &s);
	for (i = 0; i < f->nhist; i++) {
		if (f->hist[i].low < low)
			low = f->hist[i].low;
		if (f->hist[i].high > high)
			high = f->hist[i].high;
	}
	if (f->nhist > 0 && (low < s.load_low || high > s.exec_high + END_SLACK ||
			     high <= s.exec_low || low >= s.exec_high))
		return host_fail(err, errlen,
			    "%s does not belong to %s: its text range %#llx-%#llx "
			    "is not within the program's code (%#llx-%#llx)",
			    path, img->path, (unsigned long long)low,
			    (unsigned long long)high, (unsigned long long)s.exec_low,
			    (unsigned long long)s.exec_high);
	for (i = 0; i < f->narcs; i++)
		if (!in_code(img, f->arcs[i].self))
			return host_fail(err, errlen,
				    "%s does not belong to %s: it has calls into "
				    "%#llx, outside the program's code",
				    path, img->path,
				    (unsigned long long)f->arcs[i].self);
	return check_entries(img, f, path, err, errlen);
}

/* ---- histograms: merged like gprof's hist_read_rec ---- */

static int add_hist(struct profile *p, const struct gmon_read_hist *h,
		    const char *path, char *err, size_t errlen)
{
	double scale = (double)((h->high - h->low) / UNIT) / (h->nbins ? h->nbins : 1);
	struct prof_hist *r = NULL, *n;
	size_t i;

	if (p->nhist == 0) {
		p->hist_scale = scale;
		p->rate = h->rate;
		memcpy(p->dimen, h->dimen, sizeof p->dimen);
		p->abbrev = h->abbrev;
	} else if (strncmp(p->dimen, h->dimen, 15) != 0 || p->abbrev != h->abbrev) {
		return host_fail(err, errlen, "%s: dimension unit changed between "
			    "histogram records", path);
	} else if (fabs(scale - p->hist_scale) > 0.000001) {
		return host_fail(err, errlen, "%s: different scales in histogram records",
			    path);
	}
	for (i = 0; i < p->nhist; i++) {
		if (p->hist[i].low == h->low && p->hist[i].high == h->high) {
			r = &p->hist[i];
			break;
		}
		if (h->low < p->hist[i].high && p->hist[i].low < h->high)
			return host_fail(err, errlen, "%s: overlapping histogram records",
				    path);
	}
	if (r != NULL && r->nbins != h->nbins)
		return host_fail(err, errlen, "%s: histogram records of one range with "
			    "different bin counts", path);
	if (r == NULL) {
		n = realloc(p->hist, (p->nhist + 1) * sizeof *n);
		if (n == NULL)
			return host_fail(err, errlen, "out of memory");
		p->hist = n;
		r = &p->hist[p->nhist];
		r->low = h->low;
		r->high = h->high;
		r->nbins = h->nbins;
		r->bins = calloc(h->nbins ? h->nbins : 1, sizeof *r->bins);
		if (r->bins == NULL)
			return host_fail(err, errlen, "out of memory");
		p->nhist++;
	}
	for (i = 0; i < h->nbins; i++) {
		r->bins[i] += h->bins[i];
		p->samples += h->bins[i];
	}
	return 0;
}

/* ---- arcs: gprof's cg_tally and arc_add ---- */

static size_t slot_of(const struct profile *p, size_t parent, size_t child)
{
	uint64_t h = (uint64_t)parent * 0x9e3779b97f4a7c15ull ^ (uint64_t)child * 0xc2b2ae3d27d4eb4full;

	return (size_t)(h ^ h >> 29) & (p->nslots - 1);
}

static int grow_index(struct profile *p)
{
	size_t i, s, *old = p->slots, nold = p->nslots;

	p->nslots = nold ? nold * 2 : 1024;
	p->slots = malloc(p->nslots * sizeof *p->slots);
	if (p->slots == NULL)
		return -1;
	for (i = 0; i < p->nslots; i++)
		p->slots[i] = NO_ARC;
	for (i = 0; i < p->narcs; i++) {
		for (s = slot_of(p, p->arcs[i].parent, p->arcs[i].child);
		     p->slots[s] != NO_ARC; s = (s + 1) & (p->nslots - 1))
			;
		p->slots[s] = i;
	}
	free(old);
	return 0;
}

static int add_site(struct profile *p, size_t arc, uint64_t from,
		    uint64_t count)
{
	struct prof_site *s;

	if ((p->nsites & (p->nsites - 1)) == 0) {
		s = realloc(p->sites, (p->nsites ? p->nsites * 2 : 64) * sizeof *s);
		if (s == NULL)
			return -1;
		p->sites = s;
	}
	s = &p->sites[p->nsites++];
	s->arc = arc;
	s->from = from;
	s->count = count;
	return 0;
}

/* The arc parent -> child, counting `count' more calls; its index in
 * *arc, or -1 when memory runs out. */
static int arc_add(struct profile *p, size_t parent, size_t child,
		   uint64_t count, size_t *arc)
{
	struct func *f = p->funcs.f;
	struct prof_arc *a;
	size_t s;

	if ((p->narcs + 1) * 2 > p->nslots && grow_index(p))
		return -1;
	for (s = slot_of(p, parent, child); p->slots[s] != NO_ARC;
	     s = (s + 1) & (p->nslots - 1)) {
		a = &p->arcs[p->slots[s]];
		if (a->parent == parent && a->child == child) {
			a->count += count;
			*arc = p->slots[s];
			return 0;
		}
	}
	if ((p->narcs & (p->narcs - 1)) == 0) {
		a = realloc(p->arcs, (p->narcs ? p->narcs * 2 : 64) * sizeof *a);
		if (a == NULL)
			return -1;
		p->arcs = a;
	}
	a = &p->arcs[p->narcs];
	memset(a, 0, sizeof *a);
	a->parent = parent;
	a->child = child;
	a->count = count;
	/* Prepended to both lists, as gprof does: the order decides how
	 * cycles are numbered. */
	a->next_child = f[parent].cg.children;
	f[parent].cg.children = p->narcs;
	a->next_parent = f[child].cg.parents;
	f[child].cg.parents = p->narcs;
	*arc = p->narcs;
	p->slots[s] = p->narcs++;
	return 0;
}

static int tally(struct profile *p, const struct gmon_read_arc *r)
{
	size_t parent = func_lookup(&p->funcs, r->from);
	size_t child = func_lookup(&p->funcs, r->self), arc;

	if (parent == NO_ARC || child == NO_ARC)
		return 0;	/* gprof drops it */
	/* The callee is a function entry: back up over non-function
	 * symbols (labels in assembly). */
	while (child != NO_ARC && !p->funcs.f[child].is_func)
		child = child ? child - 1 : NO_ARC;
	if (child == NO_ARC)
		return 0;
	p->funcs.f[child].ncalls += r->count;
	p->calls += r->count;
	if (arc_add(p, parent, child, r->count, &arc))
		return -1;
	return add_site(p, arc, r->from, r->count);
}

/* ---- samples: gprof's hist_assign_samples ---- */

static void assign_hist(struct profile *p, const struct prof_hist *h,
			credit_fn *on_credit, void *ctx)
{
	struct func *f = p->funcs.f;
	size_t n = p->funcs.n, j, k = 1;
	uint64_t lowpc = h->low / UNIT, bin_low, bin_high, sym_low, sym_high;
	uint64_t lo, hi;
	uint32_t i;

	for (i = 0; i < h->nbins; i++) {
		double count = (double)h->bins[i], credit;

		if (h->bins[i] == 0)
			continue;
		bin_low = lowpc + (uint64_t)(p->hist_scale * i);
		bin_high = lowpc + (uint64_t)(p->hist_scale * (i + 1));
		p->total_time += count;
		for (j = k - 1; j < n; k = ++j) {
			sym_low = f[j].addr / UNIT;
			sym_high = (j + 1 < n ? f[j + 1].addr : p->funcs.last_high) / UNIT;
			if (bin_high < sym_low)
				break;
			if (bin_low >= sym_high)
				continue;
			hi = bin_high < sym_high ? bin_high : sym_high;
			lo = bin_low > sym_low ? bin_low : sym_low;
			if (hi <= lo)
				continue;
			credit = (double)(hi - lo) * count / p->hist_scale;
			if (f[j].excluded) {
				p->total_time -= credit;
				continue;
			}
			f[j].time += credit;
			if (on_credit)
				on_credit(ctx, j, lo * UNIT, credit);
		}
	}
}

/* ---- loading ---- */

static int load_file(struct profile *p, const struct elf_image *img,
		     const char *path, char *err, size_t errlen)
{
	struct gmon_file f;
	char why[256];
	size_t i;
	int r = 0;

	if (gmon_read_path(path, img->ptr_size, img->big_endian, &f, why,
			   sizeof why) != 0)
		return host_fail(err, errlen, "%s: %s", path, why);
	r = check_belongs(img, &f, path, err, errlen);
	for (i = 0; r == 0 && i < f.nhist; i++)
		r = add_hist(p, &f.hist[i], path, err, errlen);
	for (i = 0; r == 0 && i < f.narcs; i++)
		if (tally(p, &f.arcs[i]))
			r = host_fail(err, errlen, "out of memory");
	gmon_file_free(&f);
	return r;
}

int profile_load(struct profile *p, const struct elf_image *img,
		 char *const *paths, size_t npaths, credit_fn *on_credit,
		 void *ctx, char *err, size_t errlen)
{
	size_t i;

	memset(p, 0, sizeof *p);
	if (func_table_build(img, &p->funcs, err, errlen) != 0) {
		char why[256];

		snprintf(why, sizeof why, "%s", err);
		return host_fail(err, errlen, "%s: %s", img->path, why);
	}
	for (i = 0; i < npaths; i++, p->nfiles++)
		if (load_file(p, img, paths[i], err, errlen) != 0) {
			profile_free(p);
			return -1;
		}
	for (i = 0; i < p->nhist; i++)
		assign_hist(p, &p->hist[i], on_credit, ctx);
	return 0;
}

/*
 * Seconds in one unit of the histogram's dimension: a sample counts as
 * 1/rate of that unit (FORMATS.md).  glibc writes "seconds"; a runtime
 * may say "milliseconds".  An unknown unit is taken as seconds, as
 * gprof prints the numbers in it unconverted.
 */
static double seconds_per_unit(const char *dimen)
{
	static const struct { const char *name; double seconds; } units[] = {
		{ "milliseconds", 1e-3 }, { "microseconds", 1e-6 },
		{ "nanoseconds", 1e-9 },
	};
	size_t i;

	for (i = 0; i < sizeof units / sizeof units[0]; i++)
		if (strncmp(dimen, units[i].name, 15) == 0)
			return units[i].seconds;
	return 1.0;
}

double profile_period(const struct profile *p)
{
	return (p->rate ? 1.0 / p->rate : 0.01) * seconds_per_unit(p->dimen);
}

void profile_free(struct profile *p)
{
	size_t i;

	for (i = 0; i < p->nhist; i++)
		free(p->hist[i].bins);
	free(p->hist);
	free(p->arcs);
	free(p->sites);
	free(p->slots);
	func_table_free(&p->funcs);
	memset(p, 0, sizeof *p);
}
