/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The callgrind format (valgrind's docs/callgrind-format): one event,
 * CPU time in microseconds (samples times the sample period, so
 * callgrind_annotate and KCachegrind show time); per function its self
 * time on the source lines its samples fell on, and per call site the
 * exact calls and the time gprof passes up that arc (callee's self and
 * descendants' time shared by call counts; nothing inside a cycle).
 */
#include "config.h"
#include "export.h"
#include "names.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define UNKNOWN_FILE "???"

/* Names of source files, numbered for the format's name compression. */
struct files {
	const char **name;
	size_t n;
	char *printed;		/* has its "(id) name" been written? */
};

static size_t file_id(struct files *fs, const char *name)
{
	size_t i;
	const char **nn;
	char *np;

	if (name == NULL)
		name = UNKNOWN_FILE;
	for (i = 0; i < fs->n; i++)
		if (strcmp(fs->name[i], name) == 0)
			return i + 1;
	nn = realloc(fs->name, (fs->n + 1) * sizeof *nn);
	np = realloc(fs->printed, fs->n + 1);
	if (nn)
		fs->name = nn;
	if (np)
		fs->printed = np;
	if (nn == NULL || np == NULL)
		return 0;
	fs->name[fs->n] = name;
	fs->printed[fs->n] = 0;
	return ++fs->n;
}

static void put_file(FILE *out, const char *key, struct files *fs, size_t id)
{
	if (id == 0) {
		fprintf(out, "%s=%s\n", key, UNKNOWN_FILE);
	} else if (fs->printed[id - 1]) {
		fprintf(out, "%s=(%zu)\n", key, id);
	} else {
		fs->printed[id - 1] = 1;
		fprintf(out, "%s=(%zu) ", key, id);
		name_put(out, fs->name[id - 1]);
		fputc('\n', out);
	}
}

static void put_func(FILE *out, const char *key, char *const *labels,
		     size_t i, char *printed)
{
	if (printed[i]) {
		fprintf(out, "%s=(%zu)\n", key, i + 1);
	} else {
		printed[i] = 1;
		fprintf(out, "%s=(%zu) %s\n", key, i + 1, labels[i]);
	}
}

/* ---- function names, one per function ---- */

/*
 * The readers key a function by its name within its file
 * (callgrind_annotate's "file:function"), so two functions that show
 * one name in one file would be summed as one: demangled constructors
 * (C1 and C2 are both Foo::Foo()), or static functions of one name
 * without debug info (both in ???).  Those get their address appended.
 */
static const struct analysis *label_analysis;
static char **label_base;

static int same_source_file(const char *l, const char *r)
{
	return l == r || (l && r && strcmp(l, r) == 0);
}

static int by_label(const void *l, const void *r)
{
	size_t a = *(const size_t *)l, b = *(const size_t *)r;
	const struct func *f = label_analysis->prof.funcs.f;
	int c = strcmp(label_base[a], label_base[b]);

	if (c != 0)
		return c;
	if (same_source_file(f[a].file, f[b].file))
		return a < b ? -1 : a > b;
	return strcmp(f[a].file ? f[a].file : "", f[b].file ? f[b].file : "");
}

static int same_key(const struct analysis *a, char *const *labels, size_t l,
		    size_t r)
{
	return strcmp(labels[l], labels[r]) == 0 &&
	       same_source_file(a->prof.funcs.f[l].file, a->prof.funcs.f[r].file);
}

static int add_address(const struct analysis *a, char **labels, size_t i)
{
	size_t room = strlen(labels[i]) + 24;	/* " [0x" 16 digits "]" */
	char *longer = malloc(room);

	if (longer == NULL)
		return -1;
	snprintf(longer, room, "%s [%#llx]", labels[i],
		 (unsigned long long)a->prof.funcs.f[i].addr);
	free(labels[i]);
	labels[i] = longer;
	return 0;
}

static int make_unique(const struct analysis *a, char **labels, size_t *order,
		       size_t n)
{
	size_t i, j, k;

	label_analysis = a;
	label_base = labels;
	qsort(order, n, sizeof *order, by_label);
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && same_key(a, labels, order[i], order[j]); j++)
			;
		for (k = i; j - i > 1 && k < j; k++)
			if (add_address(a, labels, order[k]))
				return -1;
	}
	return 0;
}

static void free_labels(char **labels, size_t n)
{
	size_t i;

	for (i = 0; labels && i < n; i++)
		free(labels[i]);
	free(labels);
}

static int function_shown(const struct analysis *a, size_t i);

/* Each function's name as written: shown name, encoded, unique. */
static char **make_labels(const struct analysis *a)
{
	size_t n = a->prof.funcs.n, i, nshown = 0;
	char **labels = calloc(n + 1, sizeof *labels);
	size_t *order = malloc((n + 1) * sizeof *order);
	int bad = labels == NULL || order == NULL;

	for (i = 0; !bad && i < n; i++) {
		labels[i] = name_encode(analysis_name(a, i));
		bad = labels[i] == NULL;
		if (function_shown(a, i))
			order[nshown++] = i;
	}
	if (!bad)
		bad = make_unique(a, labels, order, nshown) != 0;
	free(order);
	if (bad) {
		free_labels(labels, n);
		return NULL;
	}
	return labels;
}

struct writer {
	FILE *out;
	const struct analysis *a;
	struct files files;
	char **labels;		/* make_labels */
	char *func_printed;
	size_t cur_file;	/* file of the cost lines that follow */
	size_t fn_file;		/* file of the current function (fl=) */
};

/*
 * A position: file id and line of an address in function `fi'.  Code
 * with no line of its own (line 0: compiler-made) is put on the
 * function's first line; without debug info it is line 0 of "???".
 */
static void position_of(struct writer *w, size_t fi, uint64_t addr,
			size_t *file, int *line)
{
	const struct func *f = &w->a->prof.funcs.f[fi];
	const char *name = NULL;

	*line = 0;
	if (srcline_find(w->a->src, addr, &name, line) != 0 || *line == 0) {
		name = f->file;
		*line = f->line;
	}
	*file = file_id(&w->files, name);
}

static void set_file(struct writer *w, size_t file)
{
	if (file != w->cur_file) {
		put_file(w->out, "fi", &w->files, file);
		w->cur_file = file;
	}
}

/* Self time of function fi on each line, rounded so the lines add up;
 * c[0..n) are its credits.  A function without samples gets a zero on
 * its first line: callgrind_annotate --auto stumbles over a source file
 * with no cost line at all. */
static void self_lines(struct writer *w, size_t fi, const struct credit *c,
		       size_t n)
{
	double cum = 0;
	long long done = 0, now;
	size_t i, file, next_file = 0;
	int line, next_line = 0;

	if (n == 0) {
		position_of(w, fi, w->a->prof.funcs.f[fi].addr, &next_file, &next_line);
		set_file(w, next_file);
		fprintf(w->out, "%d 0\n", next_line);
		return;
	}
	position_of(w, c[0].func, c[0].addr, &next_file, &next_line);
	for (i = 0; i < n; i++) {
		file = next_file;
		line = next_line;
		cum += c[i].samples;
		if (i + 1 < n) {
			position_of(w, c[i + 1].func, c[i + 1].addr, &next_file, &next_line);
			if (next_file == file && next_line == line)
				continue;	/* one cost line per run of a line */
		}
		now = analysis_us(w->a, cum);
		set_file(w, file);
		fprintf(w->out, "%d %lld\n", line, now - done);
		done = now;
	}
}

static const struct prof_arc *sort_arcs;

/* By caller, then arc, then call site. */
static int by_caller(const void *l, const void *r)
{
	const struct prof_site *a = l, *b = r;
	size_t pa = sort_arcs[a->arc].parent, pb = sort_arcs[b->arc].parent;

	if (pa != pb)
		return pa < pb ? -1 : 1;
	if (a->arc != b->arc)
		return a->arc < b->arc ? -1 : 1;
	return a->from < b->from ? -1 : a->from > b->from;
}

/* By function, then address (the order they were credited in). */
static int by_func(const void *l, const void *r)
{
	const struct credit *a = l, *b = r;

	if (a->func != b->func)
		return a->func < b->func ? -1 : 1;
	return a->addr < b->addr ? -1 : a->addr > b->addr;
}

/*
 * The call sites' file goes first (fi=), then the callee: a reader
 * takes a missing cfi= for the current fi=/fl= file, so cfi= is written
 * whenever the callee's file is another.  Not otherwise: callgrind_annotate
 * strips the directory it runs in from fl= and fi= names but not from
 * cfi= ones.  A file entered for call sites only gets a self-cost line
 * of 0 first: callgrind_annotate --inclusive/--auto stumble over a file
 * of a function with call costs and no self cost.
 */
static void call_site_file(struct writer *w, size_t file, int line)
{
	if (file == w->cur_file)
		return;
	set_file(w, file);
	fprintf(w->out, "%d 0\n", line);
}

/* The calls a function makes, per call site: s[0..ns) are its sites. */
static void call_lines(struct writer *w, const struct prof_site *s, size_t ns)
{
	const struct analysis *a = w->a;
	const struct func *f = a->prof.funcs.f;
	size_t i, j, file, callee_file;
	int line;

	for (i = 0; i < ns; i = j) {
		const struct prof_arc *arc = &a->prof.arcs[s[i].arc];
		double cost = arc->time + arc->child_time;
		uint64_t cum = 0;
		long long done = 0, now;

		if (f[arc->child].excluded) {
			for (j = i + 1; j < ns && s[j].arc == s[i].arc; j++)
				;
			continue;
		}
		for (j = i; j < ns && s[j].arc == s[i].arc; j++) {
			cum += s[j].count;
			/* An arc of 0 calls (a 32-bit count that wrapped) passes
			 * nothing up, as in gprof: no share to divide. */
			now = arc->count == 0 ? 0 :
				analysis_us(a, cost * (double)cum / (double)arc->count);
			position_of(w, arc->parent, s[j].from, &file, &line);
			call_site_file(w, file, line);
			callee_file = file_id(&w->files, f[arc->child].file);
			if (callee_file != w->cur_file)
				put_file(w->out, "cfi", &w->files, callee_file);
			put_func(w->out, "cfn", w->labels, arc->child, w->func_printed);
			fprintf(w->out, "calls=%llu %d\n",
				(unsigned long long)s[j].count, f[arc->child].line);
			fprintf(w->out, "%d %lld\n", line, now - done);
			done = now;
		}
	}
}

static int function_shown(const struct analysis *a, size_t i)
{
	const struct func *f = &a->prof.funcs.f[i];

	return !f->excluded && (f->time > 0 || f->cg.children != NO_ARC ||
				f->cg.parents != NO_ARC);
}

static void put_header(FILE *out, const struct analysis *a,
		       char *const *files, size_t nfiles)
{
	const struct profile *p = &a->prof;
	long long summary = 0;
	size_t i;

	for (i = 0; i < p->funcs.n; i++)
		if (!p->funcs.f[i].excluded)
			summary += analysis_us(a, p->funcs.f[i].time);
	fprintf(out, "# callgrind format\nversion: 1\ncreator: gmon-dump (%s %s)\n",
		PACKAGE_NAME, PACKAGE_VERSION);
	fprintf(out, "cmd: ");
	name_put(out, a->img.path);
	fprintf(out, "\npart: 1\n\ndesc: Profile:");
	for (i = 0; i < nfiles; i++) {
		fputc(' ', out);
		name_put(out, files[i]);
	}
	fprintf(out, "\ndesc: Samples: %llu at %u Hz (one every %lld us), "
		"credited to functions as gprof does\n",
		(unsigned long long)p->samples, p->rate, analysis_us(a, 1.0));
	fprintf(out, "desc: Calls: %llu, counted exactly\n\n",
		(unsigned long long)p->calls);
	/* callgrind_annotate wants events: last in the header. */
	fprintf(out, "positions: line\nevent: Time : CPU time (microseconds)\n"
		"events: Time\n");
	fprintf(out, "summary: %lld\n\n", summary);
}

/* The object by its absolute path, so that tools find it (and objdump). */
static void put_object(FILE *out, const char *path)
{
	char *abs = realpath(path, NULL);

	fprintf(out, "ob=");
	name_put(out, abs ? abs : path);
	fputc('\n', out);
	free(abs);
}

/* Copies of the credits and call sites, sorted by function. */
static int sorted_copies(const struct analysis *a, struct credit **c,
			 struct prof_site **s)
{
	const struct profile *p = &a->prof;

	*c = malloc((a->ncredits + 1) * sizeof **c);
	*s = malloc((p->nsites + 1) * sizeof **s);
	if (*c == NULL || *s == NULL) {
		free(*c);
		free(*s);
		return -1;
	}
	if (a->ncredits)	/* a->credits may be NULL then */
		memcpy(*c, a->credits, a->ncredits * sizeof **c);
	qsort(*c, a->ncredits, sizeof **c, by_func);
	if (p->nsites)
		memcpy(*s, p->sites, p->nsites * sizeof **s);
	sort_arcs = p->arcs;
	qsort(*s, p->nsites, sizeof **s, by_caller);
	return 0;
}

int export_callgrind(FILE *out, const struct analysis *a,
		     char *const *files, size_t nfiles)
{
	const struct profile *p = &a->prof;
	struct writer w = { out, a, { NULL, 0, NULL }, NULL, NULL, 0, 0 };
	struct prof_site *sites;
	struct credit *credits;
	size_t i, c = 0, s = 0, c0, s0;

	w.func_printed = calloc(p->funcs.n + 1, 1);
	w.labels = make_labels(a);
	if (w.func_printed == NULL || w.labels == NULL ||
	    sorted_copies(a, &credits, &sites)) {
		free(w.func_printed);
		free_labels(w.labels, p->funcs.n);
		return -1;
	}
	put_header(out, a, files, nfiles);
	put_object(out, a->img.path);
	for (i = 0; i < p->funcs.n; i++) {
		for (c0 = c; c < a->ncredits && credits[c].func == i; c++)
			;
		for (s0 = s; s < p->nsites && p->arcs[sites[s].arc].parent == i; s++)
			;
		if (!function_shown(a, i))
			continue;
		w.cur_file = w.fn_file = file_id(&w.files, p->funcs.f[i].file);
		fputc('\n', out);
		put_file(out, "fl", &w.files, w.cur_file);
		put_func(out, "fn", w.labels, i, w.func_printed);
		self_lines(&w, i, credits + c0, c - c0);
		call_lines(&w, sites + s0, s - s0);
	}
	free(sites);
	free(credits);
	free(w.func_printed);
	free_labels(w.labels, p->funcs.n);
	free(w.files.name);
	free(w.files.printed);
	return ferror(out) ? -1 : 0;
}
