/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A Graphviz DOT call graph in the manner of gprof2dot: a box per
 * function with its name, total and self time (seconds and share of the
 * whole) and calls; an arrow per arc with its share and exact calls;
 * colour and width from blue (little) to red (most) by share of time.
 * Functions and arcs under the thresholds are left out, so that the
 * picture of a big program stays readable.  The times are measured
 * from the sampled stacks where there are some (measured.h: a box's
 * total is the samples whose stack holds it, an arrow's the samples
 * charged to that call), functions of other objects drawn too; else
 * they are gprof's (time passed up by call counts), and a cycle is
 * drawn as a box around its members.
 */
#include "export.h"
#include "names.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The graph drawn: gprof's analysis, and the stacks' measurement. */
struct dot_view {
	const struct analysis *a;
	const struct measured *m;	/* NULL: gprof's numbers */
	struct mgraph g;
	size_t n, nprog;		/* nodes (measured.h); the program's first */
	double total, period;		/* samples, seconds per sample */
	const struct prof_arc **by_pair;	/* gprof's arcs by (parent, child) */
};

/* Share of the whole profile, 0..1. */
static double share_of_total(const struct dot_view *v, double samples)
{
	return v->total > 0 ? samples / v->total : 0;
}

/* gprof2dot's "temperature": blue through green and yellow to red. */
static void colour(double t, char *buf, size_t len)
{
	double h, s = 0.85, v = 0.9, f, p, q, r, g, b, x;
	int i;

	t = t < 0 ? 0 : t > 1 ? 1 : t;
	t = sqrt(t);		/* small shares stay distinguishable */
	h = (1 - t) * 4.0;	/* 240 degrees (blue) .. 0 (red), in 60s */
	i = (int)h;
	f = h - i;
	p = v * (1 - s);
	q = v * (1 - s * f);
	x = v * (1 - s * (1 - f));
	switch (i) {
	case 0: r = v; g = x; b = p; break;
	case 1: r = q; g = v; b = p; break;
	case 2: r = p; g = v; b = x; break;
	case 3: r = p; g = q; b = v; break;
	default: r = x; g = p; b = v; break;
	}
	snprintf(buf, len, "#%02x%02x%02x", (int)(r * 255), (int)(g * 255),
		 (int)(b * 255));
}

/*
 * How much of a long name a label shows, in characters: its first
 * LABEL_HEAD and last LABEL_TAIL, with an ellipsis between: dot reads no
 * quoted string longer than 16384 bytes, which a C++ template's name
 * can be, and a box thousands of characters wide is unreadable.  The
 * other exports keep the whole name.
 */
#define LABEL_HEAD 120
#define LABEL_TAIL 80
#define ELLIPSIS "\xe2\x80\xa6"	/* U+2026, in UTF-8 */

/* Characters (UTF-8 sequences) in s. */
static size_t utf8_chars(const char *s)
{
	size_t n = 0;

	for (; *s; s++)
		n += ((unsigned char)*s & 0xc0) != 0x80;
	return n;
}

/* s advanced by n characters. */
static const char *utf8_skip(const char *s, size_t n)
{
	for (; *s; s++)
		if (((unsigned char)*s & 0xc0) != 0x80 && n-- == 0)
			break;
	return s;
}

/*
 * Bytes [s, end) as DOT string contents: quotes and backslashes
 * escaped, and `&' as `&amp;', since Graphviz reads HTML entities in
 * labels: a name holding `&lt;' shows as written, and one holding
 * `&#x1;' puts no control character into the SVG (which must be XML).
 */
static void put_escaped(FILE *out, const char *s, const char *end)
{
	for (; s < end; s++) {
		if (*s == '&') {
			fputs("&amp;", out);
			continue;
		}
		if (*s == '"' || *s == '\\')
			fputc('\\', out);
		fputc(*s, out);
	}
}

/* A name in a label: encoded (valid UTF-8 on one line, as Graphviz
 * wants), shortened in the middle when long, escaped. */
static void put_name(FILE *out, const char *name)
{
	char *e = name_encode(name);
	const char *s = e ? e : "?";
	size_t n = utf8_chars(s);

	if (n <= LABEL_HEAD + LABEL_TAIL) {
		put_escaped(out, s, s + strlen(s));
	} else {
		put_escaped(out, s, utf8_skip(s, LABEL_HEAD));
		fputs(ELLIPSIS, out);
		s = utf8_skip(s, n - LABEL_TAIL);
		put_escaped(out, s, s + strlen(s));
	}
	free(e);
}

static const struct func *prog_func(const struct dot_view *v, size_t i)
{
	return i < v->nprog ? &v->a->prof.funcs.f[i] : NULL;
}

/* Node i's measured function, or NO_INDEX. */
static size_t mfunc(const struct dot_view *v, size_t i)
{
	return v->m ? measured_func(v->m, i) : NO_INDEX;
}

static double total_of(const struct dot_view *v, size_t i)
{
	if (v->m)
		return mfunc(v, i) == NO_INDEX ? 0 : v->g.total[mfunc(v, i)];
	return callgraph_total(&v->a->prof, i);
}

static double self_of(const struct dot_view *v, size_t i)
{
	if (v->m)
		return mfunc(v, i) == NO_INDEX ? 0 : v->g.self[mfunc(v, i)];
	return v->a->prof.funcs.f[i].time;
}

static const char *name_of(const struct dot_view *v, size_t i)
{
	return i < v->nprog ? analysis_name(v->a, i) : measured_name(v->m, mfunc(v, i));
}

/*
 * Is function i drawn?  With no samples at all, or with a threshold of
 * 0, also every called function that has no time.
 */
static int node_kept(const struct dot_view *v, const struct dot_options *o,
		     size_t i)
{
	const struct func *f = prog_func(v, i);

	if (f && (f->excluded || (!v->m && !f->cg.print_flag)))
		return 0;
	if (v->total <= 0 || o->node_thres <= 0)
		return total_of(v, i) > 0 || (f && (f->ncalls + f->self_calls > 0 ||
						    f->cg.children != NO_ARC));
	return total_of(v, i) > 0 &&
	       share_of_total(v, total_of(v, i)) * 100 >= o->node_thres;
}

/* An arrow: its ends (nodes), its time (samples), its calls. */
struct edge {
	size_t parent, child;
	double time;
	const struct prof_arc *counted;	/* gprof's arc: the calls, or NULL */
};

static int edge_kept(const struct dot_view *v, const struct dot_options *o,
		     const struct edge *e, const char *kept)
{
	const struct func *f = v->a->prof.funcs.f;

	if (!kept[e->parent] || !kept[e->child] || e->parent == e->child)
		return 0;
	/* Calls inside a cycle carry no time in gprof's model: show them
	 * whenever both ends are shown. */
	if (v->total <= 0 ||
	    (!v->m && f[e->parent].cg.cyc_num != 0 &&
	     f[e->parent].cg.cyc_num == f[e->child].cg.cyc_num))
		return 1;
	return share_of_total(v, e->time) * 100 >= o->edge_thres;
}

static void put_node(FILE *out, const struct dot_view *v, size_t i)
{
	const struct func *f = prog_func(v, i);
	const char *other = mfunc(v, i) != NO_INDEX ?
			    measured_foreign(v->m, mfunc(v, i)) : NULL;
	double tot = total_of(v, i), self = self_of(v, i);
	char c[16];

	colour(share_of_total(v, tot), c, sizeof c);
	fprintf(out, "  f%zu [label=\"", i);
	put_name(out, name_of(v, i));
	if (other) {
		fputs("\\n[", out);
		put_name(out, other);
		fputs("]", out);
	}
	fprintf(out, "\\ntotal %.2f s (%.2f%%)\\nself %.2f s (%.2f%%)",
		tot * v->period, share_of_total(v, tot) * 100, self * v->period,
		share_of_total(v, self) * 100);
	if (f && f->self_calls)	/* gprof's "calls+recursive calls" */
		fprintf(out, "\\n%llu+%llu calls", (unsigned long long)f->ncalls,
			(unsigned long long)f->self_calls);
	else if (f && f->ncalls)
		fprintf(out, "\\n%llu call%s", (unsigned long long)f->ncalls,
			f->ncalls == 1 ? "" : "s");
	fprintf(out, "\", fillcolor=\"%s\", fontcolor=\"%s\"];\n", c,
		share_of_total(v, tot) > 0.75 ? "#ffffff" : "#000000");
}

static void put_edge(FILE *out, const struct dot_view *v, const struct edge *e)
{
	double t = share_of_total(v, e->time);
	char c[16], calls[48] = "calls not counted";

	if (e->counted)
		snprintf(calls, sizeof calls, "%llu call%s",
			 (unsigned long long)e->counted->count,
			 e->counted->count == 1 ? "" : "s");
	colour(t, c, sizeof c);
	fprintf(out, "  f%zu -> f%zu [label=\"%.2f%%\\n%s\", color=\"%s\", "
		"fontcolor=\"%s\", penwidth=%.2f, weight=%d];\n",
		e->parent, e->child, t * 100, calls, c, c, 1.0 + 5.0 * sqrt(t),
		1 + (int)(t * 100));
}

static void put_cycles(FILE *out, const struct dot_view *v, const char *kept)
{
	const struct func_table *t = &v->a->prof.funcs;
	size_t h, m;

	for (h = t->n; h < t->n + t->ncycles; h++) {
		int any = 0;

		for (m = t->f[h].cg.cyc_next; m != NO_ARC; m = t->f[m].cg.cyc_next)
			any |= kept[m];
		if (!any)
			continue;
		fprintf(out, "  subgraph \"cluster_%zu\" {\n    label=\"", h - t->n + 1);
		put_name(out, analysis_name(v->a, h));
		fprintf(out, ": total %.2f s (%.2f%%), %llu calls\"; style=dashed;\n",
			(t->f[h].cg.prop_self + t->f[h].cg.prop_child) * v->period,
			share_of_total(v, t->f[h].cg.prop_self + t->f[h].cg.prop_child) * 100,
			(unsigned long long)t->f[h].ncalls);
		for (m = t->f[h].cg.cyc_next; m != NO_ARC; m = t->f[m].cg.cyc_next)
			if (kept[m])
				fprintf(out, "    f%zu;\n", m);
		fprintf(out, "  }\n");
	}
}

/* ---- gprof's arcs by their ends, for the calls of measured arrows ---- */

static int pair_cmp(const struct prof_arc *a, size_t parent, size_t child)
{
	if (a->parent != parent)
		return a->parent < parent ? -1 : 1;
	return a->child < child ? -1 : a->child > child;
}

static int by_pair(const void *l, const void *r)
{
	const struct prof_arc *b = *(const struct prof_arc *const *)r;

	return pair_cmp(*(const struct prof_arc *const *)l, b->parent, b->child);
}

static const struct prof_arc *counted(const struct dot_view *v, size_t parent,
				      size_t child)
{
	size_t lo = 0, hi = v->a->prof.narcs;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = pair_cmp(v->by_pair[mid], parent, child);

		if (c == 0)
			return v->by_pair[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

static int view_open(struct dot_view *v)
{
	const struct profile *p = &v->a->prof;
	size_t i;

	v->nprog = p->funcs.n;
	if (!v->m) {
		v->n = v->nprog;
		v->total = p->total_time;
		v->period = profile_period(p);
		return 0;
	}
	v->n = measured_nodes(v->m);
	v->total = v->m->samples;
	v->period = v->m->period;
	v->by_pair = malloc((p->narcs + 1) * sizeof *v->by_pair);
	if (v->by_pair == NULL || measured_graph(v->m, &v->g) != 0)
		return -1;
	for (i = 0; i < p->narcs; i++)
		v->by_pair[i] = &p->arcs[i];
	qsort(v->by_pair, p->narcs, sizeof *v->by_pair, by_pair);
	return 0;
}

/* Arrow k of the view: gprof's arc k, or the stacks' */
static size_t nedges(const struct dot_view *v)
{
	return v->m ? v->g.narcs : v->a->prof.narcs;
}

static void edge_at(const struct dot_view *v, size_t k, struct edge *e)
{
	if (!v->m) {
		const struct prof_arc *arc = &v->a->prof.arcs[k];

		e->parent = arc->parent;
		e->child = arc->child;
		e->time = arc->time + arc->child_time;
		e->counted = arc;
		return;
	}
	e->parent = measured_node(v->m, v->g.arcs[k].parent);
	e->child = measured_node(v->m, v->g.arcs[k].child);
	e->time = v->g.arcs[k].cost;
	e->counted = e->parent < v->nprog && e->child < v->nprog ?
		     counted(v, e->parent, e->child) : NULL;
}

int export_dot(FILE *out, const struct analysis *a, const struct measured *m,
	       const struct dot_options *o)
{
	struct dot_view v = { a, m, { 0 }, 0, 0, 0, 0, NULL };
	char *kept = NULL;
	struct edge e;
	size_t i;
	int r = -1;

	if (view_open(&v) != 0 || (kept = calloc(v.n + 1, 1)) == NULL)
		goto done;
	for (i = 0; i < v.n; i++)
		kept[i] = (char)node_kept(&v, o, i);
	fprintf(out, "digraph \"");
	put_name(out, a->img.path);
	fprintf(out, "\" {\n  graph [fontname=\"Helvetica\", nodesep=0.25, "
		"ranksep=0.35, label=\"");
	put_name(out, a->img.path);
	fprintf(out, m ? ": %.2f s in %.0f samples, time measured from the sampled "
		"stacks" : ": %.2f s in %.0f samples, time passed to callers by gprof's "
		"estimate", v.total * v.period, m ? m->samples : (double)a->prof.samples);
	fprintf(out, "; nodes under %g%%, arrows under %g%% of the time left out\", "
		"labelloc=t];\n", o->node_thres, o->edge_thres);
	fprintf(out, "  node [shape=box, style=\"filled,rounded\", "
		"fontname=\"Helvetica\", fontsize=10];\n"
		"  edge [fontname=\"Helvetica\", fontsize=9, arrowsize=0.5];\n");
	for (i = 0; i < v.n; i++)
		if (kept[i])
			put_node(out, &v, i);
	if (!m)
		put_cycles(out, &v, kept);
	for (i = 0; i < nedges(&v); i++) {
		edge_at(&v, i, &e);
		if (edge_kept(&v, o, &e, kept))
			put_edge(out, &v, &e);
	}
	fprintf(out, "}\n");
	r = ferror(out) ? -1 : 0;
done:
	free(kept);
	free(v.by_pair);
	measured_graph_free(&v.g);
	return r;
}
