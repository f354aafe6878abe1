/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Reading profiles against a program as gprof does; see profile.h. */
#define _GNU_SOURCE	/* tdestroy */
#include "profile.h"
#include "host_fail.h"
#include "gmon_read.h"

#include <elf.h>
#include <math.h>
#include <search.h>
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
 * What the first pass over a file notes to tell whether it belongs to
 * the program: its histograms' extent, the first arc into no code, and
 * how many calls into named functions land far past their entries.
 */
struct belonging {
	const struct elf_image *img;
	const struct entries *entries;
	uint64_t low, high;
	size_t nhist;
	uint64_t outside;	/* the first callee outside the code */
	int any_outside;
	size_t checked, far;
	uint64_t far_pc, far_by;	/* the last such call */
};

static int note_hist_extent(void *ctx, const struct gmon_read_hist *h)
{
	struct belonging *b = ctx;

	if (h->low < b->low)
		b->low = h->low;
	if (h->high > b->high)
		b->high = h->high;
	b->nhist++;
	return 0;
}

static int note_callee(void *ctx, const struct gmon_read_arc *a)
{
	struct belonging *b = ctx;
	const struct elf_symbol *s;

	if (!in_code(b->img, a->self)) {
		if (!b->any_outside)
			b->outside = a->self;
		b->any_outside = 1;
		return 0;
	}
	s = entry_of(b->entries, a->self);
	if (s == NULL)
		return 0;
	b->checked++;
	if (a->self - s->value > ENTRY_REACH) {
		b->far++;
		b->far_pc = a->self;
		b->far_by = a->self - s->value;
	}
	return 0;
}

/*
 * A profile of this program has its histogram within the program's code
 * (with the rounding runtimes apply), and its arcs lead into its code,
 * at functions' entries.  The histogram may cover only part of the
 * text: monitor(3) profiles any [lowpc, highpc), and gprof reads such a
 * file.  Anything else is another program's (or another build's)
 * profile; another build whose called functions start where this one's
 * do passes.
 *
 * Every call a runtime counts lands just past the start of a function,
 * so a file whose calls mostly land deep inside the program's functions
 * was made by another build (or program).  Calls into code no symbol
 * names are not counted, and a few that do not fit are allowed (a
 * symbol's mcount called late): only when more than three quarters of
 * at least two do not fit is the file refused.
 */
static int judge_belonging(const struct belonging *b, const char *path,
			   char *err, size_t errlen)
{
	const struct elf_image *img = b->img;
	struct code_span s;

	code_span(img, &s);
	if (s.exec_low == UINT64_MAX)
		return host_fail(err, errlen, "%s does not belong to %s: the "
				 "program has no executable segment", path,
				 img->path);
	if (b->nhist > 0 && (b->low < s.load_low ||
			     b->high > s.exec_high + END_SLACK ||
			     b->high <= s.exec_low || b->low >= s.exec_high))
		return host_fail(err, errlen,
			    "%s does not belong to %s: its text range %#llx-%#llx "
			    "is not within the program's code (%#llx-%#llx)",
			    path, img->path, (unsigned long long)b->low,
			    (unsigned long long)b->high, (unsigned long long)s.exec_low,
			    (unsigned long long)s.exec_high);
	if (b->any_outside)
		return host_fail(err, errlen,
			    "%s does not belong to %s: it has calls into "
			    "%#llx, outside the program's code",
			    path, img->path, (unsigned long long)b->outside);
	if (b->far < 2 || b->far * 4 <= b->checked * 3)
		return 0;
	return host_fail(err, errlen, "%s does not belong to %s: %zu of its %zu arcs "
		    "into named functions lead far past a function's entry (%#llx "
		    "is %llu bytes into its function)", path, img->path, b->far,
		    b->checked, (unsigned long long)b->far_pc,
		    (unsigned long long)b->far_by);
}

/* ---- histograms: merged like gprof's hist_read_rec ---- */

/*
 * A record's range either equals one already read (its bins are added
 * to that one's), or overlaps none (it is a new range), or the files
 * are refused.  The ranges are kept in a search tree in which ranges
 * that overlap compare equal: the ranges stored overlap one another
 * nowhere, so they are ordered by address, and a record finds the one
 * it equals or overlaps in O(log n).
 */
struct range_key {
	uint64_t low, high;
	size_t hist;		/* index into profile.hist */
};

static int by_range(const void *l, const void *r)
{
	const struct range_key *a = l, *b = r;

	if (a->low == b->low && a->high == b->high)
		return 0;
	if (a->high <= b->low)
		return -1;
	if (b->high <= a->low)
		return 1;
	return 0;		/* they overlap */
}

/* A new range for h, at p->hist[p->nhist]; NULL when memory runs out. */
static struct prof_hist *new_range(struct profile *p,
				   const struct gmon_read_hist *h)
{
	struct range_key *key = malloc(sizeof *key);
	struct prof_hist *r;

	if (key == NULL)
		return NULL;
	if ((p->nhist & (p->nhist - 1)) == 0) {
		r = realloc(p->hist, (p->nhist ? p->nhist * 2 : 16) * sizeof *r);
		if (r == NULL) {
			free(key);
			return NULL;
		}
		p->hist = r;
	}
	r = &p->hist[p->nhist];
	r->low = h->low;
	r->high = h->high;
	r->nbins = h->nbins;
	/* calloc's pages stay untouched until a bin has samples */
	r->bins = calloc(h->nbins ? h->nbins : 1, sizeof *r->bins);
	key->low = h->low;
	key->high = h->high;
	key->hist = p->nhist;
	if (r->bins == NULL || tsearch(key, &p->hist_ranges, by_range) == NULL) {
		free(r->bins);
		free(key);
		return NULL;
	}
	p->nhist++;
	return r;
}

/* Where h's bins go (*into), after gprof's checks. */
static int add_hist(struct profile *p, const struct gmon_read_hist *h,
		    const char *path, struct prof_hist **into, char *err,
		    size_t errlen)
{
	double scale = (double)((h->high - h->low) / UNIT) / (h->nbins ? h->nbins : 1);
	struct range_key key = { h->low, h->high, 0 }, **found;
	struct prof_hist *r;

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
	found = tfind(&key, &p->hist_ranges, by_range);
	if (found != NULL && ((*found)->low != h->low || (*found)->high != h->high))
		return host_fail(err, errlen, "%s: overlapping histogram records", path);
	r = found != NULL ? &p->hist[(*found)->hist] : new_range(p, h);
	if (r == NULL)
		return host_fail(err, errlen, "out of memory");
	if (r->nbins != h->nbins)
		return host_fail(err, errlen, "%s: histogram records of one range with "
			    "different bin counts", path);
	p->samples += h->samples;
	*into = r;
	return 0;
}

/* ---- arcs: gprof's cg_tally and arc_add ---- */

/* The keys of entry i of the arcs and of the sites (pair_index.h). */
static void arc_key(const void *ctx, size_t i, uint64_t *a, uint64_t *b)
{
	const struct profile *p = ctx;

	*a = p->arcs[i].parent;
	*b = p->arcs[i].child;
}

static void site_key(const void *ctx, size_t i, uint64_t *a, uint64_t *b)
{
	const struct profile *p = ctx;

	*a = p->sites[i].arc;
	*b = p->sites[i].from;
}

/* The call site (arc, from), counting `count' more calls. */
static int add_site(struct profile *p, size_t arc, uint64_t from,
		    uint64_t count)
{
	struct prof_site *s;
	size_t slot;

	if (pair_room(&p->site_index, p, site_key, p->nsites))
		return -1;
	slot = pair_slot(&p->site_index, p, site_key, arc, from);
	if (p->site_index.slots[slot] != PAIR_FREE) {
		p->sites[p->site_index.slots[slot]].count += count;
		return 0;
	}
	if ((p->nsites & (p->nsites - 1)) == 0) {
		s = realloc(p->sites, (p->nsites ? p->nsites * 2 : 64) * sizeof *s);
		if (s == NULL)
			return -1;
		p->sites = s;
	}
	s = &p->sites[p->nsites];
	s->arc = arc;
	s->from = from;
	s->count = count;
	p->site_index.slots[slot] = p->nsites++;
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

	if (pair_room(&p->arc_index, p, arc_key, p->narcs))
		return -1;
	s = pair_slot(&p->arc_index, p, arc_key, parent, child);
	if (p->arc_index.slots[s] != PAIR_FREE) {
		*arc = p->arc_index.slots[s];
		p->arcs[*arc].count += count;
		return 0;
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
	p->arc_index.slots[s] = p->narcs++;
	return 0;
}

static int tally_arc(struct profile *p, const struct gmon_read_arc *r)
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

/* Where function j's samples end, in 2-byte units: where the next
 * begins (the functions are sorted, so this never decreases with j). */
static uint64_t sym_high(const struct profile *p, size_t j)
{
	return (j + 1 < p->funcs.n ? p->funcs.f[j + 1].addr : p->funcs.last_high) / UNIT;
}

/* The first function whose samples end past unit `low' (at most the
 * last one): gprof's scan from the first function passes over exactly
 * those before it. */
static size_t first_ending_past(const struct profile *p, uint64_t low)
{
	size_t lo = 0, hi = p->funcs.n - 1, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (sym_high(p, mid) > low)
			hi = mid;
		else
			lo = mid + 1;
	}
	return lo;
}

static void assign_hist(struct profile *p, const struct prof_hist *h,
			credit_fn *on_credit, void *ctx)
{
	struct func *f = p->funcs.f;
	size_t n = p->funcs.n, j, k = 0;
	uint64_t lowpc = h->low / UNIT, bin_low, bin_high, sym_low, high;
	uint64_t lo, hi;
	uint32_t i;

	for (i = 0; i < h->nbins; i++) {
		double count = (double)h->bins[i], credit;

		if (h->bins[i] == 0)
			continue;
		bin_low = lowpc + (uint64_t)(p->hist_scale * i);
		bin_high = lowpc + (uint64_t)(p->hist_scale * (i + 1));
		p->total_time += count;
		if (k == 0)
			k = first_ending_past(p, bin_low) + 1;
		for (j = k - 1; j < n; k = ++j) {
			sym_low = f[j].addr / UNIT;
			high = sym_high(p, j);
			if (bin_high < sym_low)
				break;
			if (bin_low >= high)
				continue;
			hi = bin_high < high ? bin_high : high;
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

/* The second pass over a file: its records summed in. */
struct merge {
	struct profile *p;
	const char *path;
	struct prof_hist *into;	/* where the current record's bins go */
	int failed;		/* a message is in err */
	char *err;
	size_t errlen;
};

static int merge_hist(void *ctx, const struct gmon_read_hist *h)
{
	struct merge *m = ctx;

	m->failed = add_hist(m->p, h, m->path, &m->into, m->err, m->errlen) != 0;
	return m->failed;
}

static int merge_bins(void *ctx, const struct gmon_read_hist *h, uint32_t first,
		      const uint16_t *bins, size_t n)
{
	struct merge *m = ctx;
	size_t i;

	(void)h;
	for (i = 0; i < n; i++)
		if (bins[i] != 0)
			m->into->bins[first + i] += bins[i];
	return 0;
}

static int merge_arc(void *ctx, const struct gmon_read_arc *a)
{
	struct merge *m = ctx;

	if (tally_arc(m->p, a) == 0)
		return 0;
	m->failed = 1;
	return host_fail(m->err, m->errlen, "out of memory");
}

/* Check that the file at `path' belongs to the program, then add it. */
static int load_file(struct profile *p, const struct elf_image *img,
		     const struct entries *entries, const char *path,
		     char *err, size_t errlen)
{
	static const struct gmon_visitor check = { note_hist_extent, NULL,
						   note_callee, NULL };
	static const struct gmon_visitor sum = { merge_hist, merge_bins,
						 merge_arc, NULL };
	struct belonging b = { img, entries, UINT64_MAX, 0, 0, 0, 0, 0, 0, 0, 0 };
	struct merge m = { p, path, NULL, 0, err, errlen };
	struct gmon_source src;
	struct gmon_info info;
	char why[256];
	int r;

	if (gmon_source_open(&src, path, img->ptr_size, img->big_endian, why,
			     sizeof why) != 0)
		return host_fail(err, errlen, "%s: %s", path, why);
	r = gmon_scan(&src, img->ptr_size, img->big_endian, &check, &b, &info,
		      why, sizeof why);
	if (r == 0)
		r = judge_belonging(&b, path, err, errlen);
	else
		host_fail(err, errlen, "%s: %s", path, why);
	if (r == 0 && gmon_scan(&src, img->ptr_size, img->big_endian, &sum, &m,
				&info, why, sizeof why) != 0) {
		if (!m.failed)
			host_fail(err, errlen, "%s: %s", path, why);
		r = -1;
	}
	gmon_source_close(&src);
	return r;
}

int profile_load(struct profile *p, const struct elf_image *img,
		 char *const *paths, size_t npaths, credit_fn *on_credit,
		 void *ctx, char *err, size_t errlen)
{
	struct entries entries;
	size_t i;
	int r = 0;

	memset(p, 0, sizeof *p);
	if (func_table_build(img, &p->funcs, err, errlen) != 0) {
		char why[256];

		snprintf(why, sizeof why, "%s", err);
		return host_fail(err, errlen, "%s: %s", img->path, why);
	}
	if (entries_build(img, &entries) != 0) {
		profile_free(p);
		return host_fail(err, errlen, "out of memory");
	}
	for (i = 0; r == 0 && i < npaths; i++, p->nfiles++)
		r = load_file(p, img, &entries, paths[i], err, errlen);
	free(entries.sym);
	if (r != 0) {
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
	tdestroy(p->hist_ranges, free);
	free(p->arcs);
	free(p->sites);
	pair_index_free(&p->arc_index);
	pair_index_free(&p->site_index);
	func_table_free(&p->funcs);
	memset(p, 0, sizeof *p);
}
