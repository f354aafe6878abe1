/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The callgrind format (valgrind's docs/callgrind-format): one event,
 * CPU time in microseconds (samples times the sample period, so
 * callgrind_annotate and KCachegrind show time); per function its self
 * time on the source lines its samples fell on, and per call site the
 * exact calls and the time of the call: measured from the sampled
 * stacks where there are some (measured.h: the calls into a function
 * add up to its inclusive time, which is how callgrind_annotate and
 * KCachegrind reckon it, so their inclusive column is measured),
 * else the time gprof passes up that arc (callee's self and
 * descendants' time shared by call counts; nothing inside a cycle).
 *
 * The writer works on a view: the functions ("nodes", measured.h: the
 * program's, then other objects'), their self time by address and
 * their call sites, made from gprof's analysis or from the stacks.
 */
#include "config.h"
#include "export.h"
#include "names.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define UNKNOWN_FILE "???"

/* ---- the view ---- */

/* A call site: calls counted exactly (0 where mcount counted none, as
 * into an object not built with -pg) and the call's time.  A call of 0
 * calls with time is written as 1 call: callgrind_annotate takes the
 * cost after `calls=0' for the caller's own. */
struct cg_site {
	size_t parent, child;	/* nodes */
	size_t arc;		/* gprof's view: its arc, for the order */
	uint64_t from;		/* where the call is, in the parent */
	uint64_t calls;
	long long cost;		/* microseconds */
};

struct view {
	const struct analysis *a;
	const struct measured *m;	/* NULL: gprof's numbers */
	size_t n, nprog;		/* nodes; the program's first */
	struct credit *credits;		/* by node, then address */
	size_t ncredits;
	struct cg_site *sites;		/* by caller */
	size_t nsites;
	double *total;			/* measured: per function */
	double period;
};

/* The function of node i in its object's analysis, or NULL. */
static const struct func *node_func(const struct view *v, size_t i,
				    const struct analysis **an)
{
	size_t index;

	*an = v->a;
	if (i < v->nprog)
		return &v->a->prof.funcs.f[i];
	*an = measured_symbols(v->m, measured_func(v->m, i), &index);
	return *an ? &(*an)->prof.funcs.f[index] : NULL;
}

static const char *node_name(const struct view *v, size_t i)
{
	return i < v->nprog ? analysis_name(v->a, i) :
	       measured_name(v->m, measured_func(v->m, i));
}

static const char *node_file(const struct view *v, size_t i)
{
	const struct analysis *an;
	const struct func *f = node_func(v, i, &an);

	return f ? f->file : NULL;
}

static int node_line(const struct view *v, size_t i)
{
	const struct analysis *an;
	const struct func *f = node_func(v, i, &an);

	return f ? f->line : 0;
}

static uint64_t node_addr(const struct view *v, size_t i)
{
	const struct analysis *an;
	const struct func *f = node_func(v, i, &an);

	return f ? f->addr : 0;
}

static struct srcline *node_src(const struct view *v, size_t i)
{
	const struct analysis *an;

	return node_func(v, i, &an) ? an->src : NULL;
}

/* The node's object: its ELF file, or NULL for code in no object. */
static const char *node_object(const struct view *v, size_t i)
{
	size_t f, o;

	if (i < v->nprog)
		return v->a->img.path;
	f = measured_func(v->m, i);
	o = v->m->funcs[f].object;
	if (o == NO_INDEX)
		return NULL;
	return o == v->m->prog_object ? v->a->img.path : v->m->objects[o].path;
}

static long long view_us(const struct view *v, double samples)
{
	return llround(samples * v->period * 1e6);
}

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
static const struct view *label_view;
static char **label_base;

static int same_source_file(const char *l, const char *r)
{
	return l == r || (l && r && strcmp(l, r) == 0);
}

static int by_label(const void *l, const void *r)
{
	size_t a = *(const size_t *)l, b = *(const size_t *)r;
	const char *fa = node_file(label_view, a), *fb = node_file(label_view, b);
	int c = strcmp(label_base[a], label_base[b]);

	if (c != 0)
		return c;
	if (same_source_file(fa, fb))
		return a < b ? -1 : a > b;
	return strcmp(fa ? fa : "", fb ? fb : "");
}

static int same_key(const struct view *v, char *const *labels, size_t l,
		    size_t r)
{
	return strcmp(labels[l], labels[r]) == 0 &&
	       same_source_file(node_file(v, l), node_file(v, r));
}

static int add_address(const struct view *v, char **labels, size_t i)
{
	size_t room = strlen(labels[i]) + 24;	/* " [0x" 16 digits "]" */
	char *longer = malloc(room);

	if (longer == NULL)
		return -1;
	snprintf(longer, room, "%s [%#llx]", labels[i],
		 (unsigned long long)node_addr(v, i));
	free(labels[i]);
	labels[i] = longer;
	return 0;
}

static int make_unique(const struct view *v, char **labels, size_t *order,
		       size_t n)
{
	size_t i, j, k;

	label_view = v;
	label_base = labels;
	qsort(order, n, sizeof *order, by_label);
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && same_key(v, labels, order[i], order[j]); j++)
			;
		for (k = i; j - i > 1 && k < j; k++)
			if (add_address(v, labels, order[k]))
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

static int function_shown(const struct view *v, size_t i);

/* Each function's name as written: shown name, encoded, unique. */
static char **make_labels(const struct view *v)
{
	size_t n = v->n, i, nshown = 0;
	char **labels = calloc(n + 1, sizeof *labels);
	size_t *order = malloc((n + 1) * sizeof *order);
	int bad = labels == NULL || order == NULL;

	for (i = 0; !bad && i < n; i++) {
		labels[i] = name_encode(node_name(v, i));
		bad = labels[i] == NULL;
		if (function_shown(v, i))
			order[nshown++] = i;
	}
	if (!bad)
		bad = make_unique(v, labels, order, nshown) != 0;
	free(order);
	if (bad) {
		free_labels(labels, n);
		return NULL;
	}
	return labels;
}

struct writer {
	FILE *out;
	const struct view *v;
	struct files files;
	char **labels;		/* make_labels */
	char *func_printed;
	size_t cur_file;	/* file of the cost lines that follow */
	size_t fn_file;		/* file of the current function (fl=) */
	const char *cur_object;	/* ob= */
};

/*
 * A position: file id and line of an address in function `fi'.  Code
 * with no line of its own (line 0: compiler-made) is put on the
 * function's first line; without debug info it is line 0 of "???".
 */
static void position_of(struct writer *w, size_t fi, uint64_t addr,
			size_t *file, int *line)
{
	const char *name = NULL;

	*line = 0;
	if (srcline_find(node_src(w->v, fi), addr, &name, line) != 0 || *line == 0) {
		name = node_file(w->v, fi);
		*line = node_line(w->v, fi);
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
		position_of(w, fi, node_addr(w->v, fi), &next_file, &next_line);
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
		now = view_us(w->v, cum);
		set_file(w, file);
		fprintf(w->out, "%d %lld\n", line, now - done);
		done = now;
	}
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
static void call_lines(struct writer *w, const struct cg_site *s, size_t ns)
{
	const struct view *v = w->v;
	const char *object;
	size_t i, file, callee_file;
	int line;

	for (i = 0; i < ns; i++) {
		position_of(w, s[i].parent, s[i].from, &file, &line);
		call_site_file(w, file, line);
		object = node_object(v, s[i].child);
		if (object != w->cur_object && !same_source_file(object, w->cur_object)) {
			fprintf(w->out, "cob=");
			name_put(w->out, object ? object : UNKNOWN_FILE);
			fputc('\n', w->out);
		}
		callee_file = file_id(&w->files, node_file(v, s[i].child));
		if (callee_file != w->cur_file)
			put_file(w->out, "cfi", &w->files, callee_file);
		put_func(w->out, "cfn", w->labels, s[i].child, w->func_printed);
		fprintf(w->out, "calls=%llu %d\n", (unsigned long long)
			(s[i].calls == 0 && s[i].cost != 0 ? 1 : s[i].calls),
			node_line(v, s[i].child));
		fprintf(w->out, "%d %lld\n", line, s[i].cost);
	}
}

static int function_shown(const struct view *v, size_t i)
{
	const struct func *f;

	if (v->m && measured_func(v->m, i) != NO_INDEX &&
	    v->total[measured_func(v->m, i)] > 0)
		return 1;
	if (i >= v->nprog)
		return 0;
	f = &v->a->prof.funcs.f[i];
	return !f->excluded && (f->time > 0 || f->cg.children != NO_ARC ||
				f->cg.parents != NO_ARC);
}

static long long self_us(const struct view *v)
{
	long long summary = 0;
	size_t i;

	if (v->m)
		return view_us(v, v->m->samples);
	for (i = 0; i < v->a->prof.funcs.n; i++)
		if (!v->a->prof.funcs.f[i].excluded)
			summary += view_us(v, v->a->prof.funcs.f[i].time);
	return summary;
}

static void put_header(FILE *out, const struct view *v,
		       char *const *files, size_t nfiles)
{
	const struct analysis *a = v->a;
	const struct profile *p = &a->prof;
	const struct measured *m = v->m;
	size_t i;

	fprintf(out, "# callgrind format\nversion: 1\ncreator: gmon-dump (%s %s)\n",
		PACKAGE_NAME, PACKAGE_VERSION);
	fprintf(out, "cmd: ");
	name_put(out, a->img.path);
	fprintf(out, "\npart: 1\n\ndesc: Profile:");
	for (i = 0; i < nfiles; i++) {
		fputc(' ', out);
		name_put(out, files[i]);
	}
	if (m) {
		fprintf(out, "\ndesc: Samples: %.0f sampled call stacks at %u Hz (one "
			"every %lld us); self and inclusive time measured from them\n",
			m->samples, m->hz, view_us(v, 1.0));
		if (m->in_stub > 0)
			fprintf(out, "desc: %.0f samples in libgmon's mcount stub, %s\n",
				m->in_stub, m->flags & MEASURED_STUBS_APART ?
				"shown apart" : "charged to the function whose entry "
				"called it");
	} else {
		fprintf(out, "\ndesc: Samples: %llu at %u Hz (one every %lld us), "
			"credited to functions as gprof does\n",
			(unsigned long long)p->samples, p->rate, view_us(v, 1.0));
	}
	fprintf(out, "desc: Calls: %llu, counted exactly\n",
		(unsigned long long)p->calls);
	if (m)
		fprintf(out, "desc: A call mcount did not count (into code not built "
			"with -pg) shows as 1 call\n");
	if (!m)
		fprintf(out, "desc: Inclusive time: gprof's estimate, the callee's "
			"time shared among its callers by calls (no stacks were "
			"sampled)\n");
	fputc('\n', out);
	/* callgrind_annotate wants events: last in the header. */
	fprintf(out, "positions: line\nevent: Time : CPU time (microseconds)\n"
		"events: Time\n");
	fprintf(out, "summary: %lld\n\n", self_us(v));
}

/* The object by its absolute path, so that tools find it (and objdump). */
static void put_object(struct writer *w, const char *path)
{
	char *abs = path ? realpath(path, NULL) : NULL;

	w->cur_object = path;
	fprintf(w->out, "ob=");
	name_put(w->out, abs ? abs : path ? path : UNKNOWN_FILE);
	fputc('\n', w->out);
	free(abs);
}

/* ---- gprof's view ---- */

static const struct prof_arc *sort_arcs;

/* By caller, then arc, then call site. */
static int by_caller(const void *l, const void *r)
{
	const struct cg_site *a = l, *b = r;
	size_t pa = sort_arcs[a->arc].parent, pb = sort_arcs[b->arc].parent;

	if (pa != pb)
		return pa < pb ? -1 : 1;
	if (a->arc != b->arc)
		return a->arc < b->arc ? -1 : 1;
	return a->from < b->from ? -1 : a->from > b->from;
}

/*
 * Each site of an arc gets the arc's time (callee's self and
 * descendants') in proportion to its calls, rounded so that the sites
 * add up to the arc.  Calls into an excluded function pass nothing up
 * and are not written; an arc of 0 calls (a 32-bit count that wrapped)
 * passes nothing up, as in gprof: no share to divide.
 */
static int gprof_sites(struct view *v)
{
	const struct profile *p = &v->a->prof;
	size_t i, j, n = 0;

	v->sites = malloc((p->nsites + 1) * sizeof *v->sites);
	if (v->sites == NULL)
		return -1;
	for (i = 0; i < p->nsites; i++) {
		const struct prof_arc *arc = &p->arcs[p->sites[i].arc];

		if (p->funcs.f[arc->child].excluded)
			continue;
		v->sites[n].parent = arc->parent;
		v->sites[n].child = arc->child;
		v->sites[n].arc = p->sites[i].arc;
		v->sites[n].from = p->sites[i].from;
		v->sites[n++].calls = p->sites[i].count;
	}
	sort_arcs = p->arcs;
	qsort(v->sites, n, sizeof *v->sites, by_caller);
	for (i = 0; i < n; i = j) {
		const struct prof_arc *arc = &p->arcs[v->sites[i].arc];
		double cost = arc->time + arc->child_time;
		uint64_t cum = 0;
		long long done = 0, now;

		for (j = i; j < n && v->sites[j].arc == v->sites[i].arc; j++) {
			cum += v->sites[j].calls;
			now = arc->count == 0 ? 0 :
				view_us(v, cost * (double)cum / (double)arc->count);
			v->sites[j].cost = now - done;
			done = now;
		}
	}
	v->nsites = n;
	return 0;
}

static int gprof_view(struct view *v)
{
	const struct analysis *a = v->a;

	v->n = v->nprog;
	v->period = profile_period(&a->prof);
	v->credits = malloc((a->ncredits + 1) * sizeof *v->credits);
	if (v->credits == NULL)
		return -1;
	if (a->ncredits)	/* a->credits may be NULL then */
		memcpy(v->credits, a->credits, a->ncredits * sizeof *v->credits);
	v->ncredits = a->ncredits;
	return gprof_sites(v);
}

/* ---- the measured view ---- */

/* Self time where it was sampled: a credit per sampled location. */
static int measured_credits(struct view *v)
{
	const struct measured *m = v->m;
	double *at = calloc(m->nlocs + 1, sizeof *at);
	size_t i;

	v->credits = malloc((m->nlocs + 1) * sizeof *v->credits);
	if (at == NULL || v->credits == NULL) {
		free(at);
		return -1;
	}
	for (i = 0; i < m->nstacks; i++)
		at[m->pool[m->stacks[i].at]] += m->stacks[i].samples;
	for (i = 0; i < m->nlocs; i++) {
		if (at[i] <= 0)
			continue;
		v->credits[v->ncredits].func = measured_node(m, m->locs[i].func);
		v->credits[v->ncredits].addr = m->locs[i].addr;
		v->credits[v->ncredits++].samples = at[i];
	}
	free(at);
	return 0;
}

/* By caller, callee, then call site. */
static int by_site(const void *l, const void *r)
{
	const struct cg_site *a = l, *b = r;

	if (a->parent != b->parent)
		return a->parent < b->parent ? -1 : 1;
	if (a->child != b->child)
		return a->child < b->child ? -1 : 1;
	return a->from < b->from ? -1 : a->from > b->from;
}

/*
 * The measured call sites, and the counted ones: one site per caller,
 * callee and call address, with the calls gmon.out counted there and
 * the samples the stacks charged to it.
 */
static int measured_sites(struct view *v, const struct mgraph *g)
{
	const struct measured *m = v->m;
	const struct profile *p = &v->a->prof;
	size_t i, j, n = 0;
	struct cg_site *s = malloc((g->nsites + p->nsites + 1) * sizeof *s);

	if (s == NULL)
		return -1;
	for (i = 0; i < g->nsites; i++, n++) {
		s[n].parent = measured_node(m, g->sites[i].parent);
		s[n].child = measured_node(m, g->sites[i].child);
		s[n].from = m->locs[g->sites[i].loc].addr;
		s[n].calls = 0;
		s[n].cost = view_us(v, g->sites[i].cost);
	}
	for (i = 0; i < p->nsites; i++) {
		const struct prof_arc *arc = &p->arcs[p->sites[i].arc];

		if (p->funcs.f[arc->child].excluded)
			continue;
		s[n].parent = arc->parent;
		s[n].child = arc->child;
		s[n].from = p->sites[i].from;
		s[n].calls = p->sites[i].count;
		s[n++].cost = 0;
	}
	qsort(s, n, sizeof *s, by_site);
	for (i = 0, j = 0; i < n; i++) {
		if (j > 0 && by_site(&s[j - 1], &s[i]) == 0) {
			s[j - 1].calls += s[i].calls;
			s[j - 1].cost += s[i].cost;
		} else {
			s[j++] = s[i];
		}
	}
	v->sites = s;
	v->nsites = j;
	return 0;
}

static int measured_view(struct view *v)
{
	struct mgraph g;
	int r;

	v->n = measured_nodes(v->m);
	v->period = v->m->period;
	if (measured_graph(v->m, &g) != 0)
		return -1;
	r = measured_credits(v) != 0 || measured_sites(v, &g) != 0 ? -1 : 0;
	v->total = g.total;
	g.total = NULL;
	measured_graph_free(&g);
	if (r == 0)
		qsort(v->credits, v->ncredits, sizeof *v->credits, by_func);
	return r;
}

static void view_free(struct view *v)
{
	free(v->credits);
	free(v->sites);
	free(v->total);
}

int export_callgrind(FILE *out, const struct analysis *a,
		     const struct measured *m, char *const *files, size_t nfiles)
{
	struct view v = { a, m, 0, a->prof.funcs.n, NULL, 0, NULL, 0, NULL, 0 };
	struct writer w = { out, &v, { NULL, 0, NULL }, NULL, NULL, 0, 0, NULL };
	size_t i, c = 0, s = 0, c0, s0;
	const char *object;

	if ((m ? measured_view(&v) : gprof_view(&v)) != 0) {
		view_free(&v);
		return -1;
	}
	w.func_printed = calloc(v.n + 1, 1);
	w.labels = make_labels(&v);
	if (w.func_printed == NULL || w.labels == NULL) {
		free(w.func_printed);
		free_labels(w.labels, v.n);
		view_free(&v);
		return -1;
	}
	put_header(out, &v, files, nfiles);
	put_object(&w, a->img.path);
	for (i = 0; i < v.n; i++) {
		for (c0 = c; c < v.ncredits && v.credits[c].func == i; c++)
			;
		for (s0 = s; s < v.nsites && v.sites[s].parent == i; s++)
			;
		if (!function_shown(&v, i))
			continue;
		object = node_object(&v, i);
		if (!same_source_file(object, w.cur_object))
			put_object(&w, object);
		w.cur_file = w.fn_file = file_id(&w.files, node_file(&v, i));
		fputc('\n', out);
		put_file(out, "fl", &w.files, w.cur_file);
		put_func(out, "fn", w.labels, i, w.func_printed);
		self_lines(&w, i, v.credits + c0, c - c0);
		call_lines(&w, v.sites + s0, s - s0);
	}
	view_free(&v);
	free(w.func_printed);
	free_labels(w.labels, v.n);
	free(w.files.name);
	free(w.files.printed);
	return ferror(out) ? -1 : 0;
}
