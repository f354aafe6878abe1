/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A Graphviz DOT call graph in the manner of gprof2dot: a box per
 * function with its name, total and self time (seconds and share of the
 * whole) and calls; an arrow per arc with its share and exact calls;
 * colour and width from blue (little) to red (most) by share of time.
 * Functions and arcs under the thresholds are left out, so that the
 * picture of a big program stays readable; a cycle is drawn as a box
 * around its members.
 */
#include "export.h"
#include "names.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Share of the whole profile, 0..1. */
static double share_of_total(const struct analysis *a, double samples)
{
	double total = a->prof.total_time;

	return total > 0 ? samples / total : 0;
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

static double total_of(const struct analysis *a, size_t i)
{
	return callgraph_total(&a->prof, i);
}

/*
 * Is function i drawn?  With no samples at all, or with a threshold of
 * 0, also every called function that has no time.
 */
static int node_kept(const struct analysis *a, const struct dot_options *o,
		     size_t i)
{
	const struct func *f = &a->prof.funcs.f[i];

	if (f->excluded || !f->cg.print_flag)
		return 0;
	if (a->prof.total_time <= 0 || o->node_thres <= 0)
		return total_of(a, i) > 0 || f->ncalls + f->self_calls > 0 ||
		       f->cg.children != NO_ARC;
	return total_of(a, i) > 0 && share_of_total(a, total_of(a, i)) * 100 >= o->node_thres;
}

static int edge_kept(const struct analysis *a, const struct dot_options *o,
		     const struct prof_arc *arc, const char *kept)
{
	const struct func *f = a->prof.funcs.f;

	if (!kept[arc->parent] || !kept[arc->child] || arc->parent == arc->child)
		return 0;
	/* Calls inside a cycle carry no time in gprof's model: show them
	 * whenever both ends are shown. */
	if (a->prof.total_time <= 0 ||
	    (f[arc->parent].cg.cyc_num != 0 &&
	     f[arc->parent].cg.cyc_num == f[arc->child].cg.cyc_num))
		return 1;
	return share_of_total(a, arc->time + arc->child_time) * 100 >= o->edge_thres;
}

static void put_node(FILE *out, const struct analysis *a, size_t i)
{
	const struct func *f = &a->prof.funcs.f[i];
	double period = profile_period(&a->prof), tot = total_of(a, i);
	char c[16];

	colour(share_of_total(a, tot), c, sizeof c);
	fprintf(out, "  f%zu [label=\"", i);
	put_name(out, analysis_name(a, i));
	fprintf(out, "\\ntotal %.2f s (%.2f%%)\\nself %.2f s (%.2f%%)",
		tot * period, share_of_total(a, tot) * 100, f->time * period,
		share_of_total(a, f->time) * 100);
	if (f->self_calls)	/* gprof's "calls+recursive calls" */
		fprintf(out, "\\n%llu+%llu calls", (unsigned long long)f->ncalls,
			(unsigned long long)f->self_calls);
	else if (f->ncalls)
		fprintf(out, "\\n%llu call%s", (unsigned long long)f->ncalls,
			f->ncalls == 1 ? "" : "s");
	fprintf(out, "\", fillcolor=\"%s\", fontcolor=\"%s\"];\n", c,
		share_of_total(a, tot) > 0.75 ? "#ffffff" : "#000000");
}

static void put_edge(FILE *out, const struct analysis *a,
		     const struct prof_arc *arc)
{
	double t = share_of_total(a, arc->time + arc->child_time);
	char c[16];

	colour(t, c, sizeof c);
	fprintf(out, "  f%zu -> f%zu [label=\"%.2f%%\\n%llu call%s\", color=\"%s\", "
		"fontcolor=\"%s\", penwidth=%.2f, weight=%d];\n",
		arc->parent, arc->child, t * 100, (unsigned long long)arc->count,
		arc->count == 1 ? "" : "s", c, c, 1.0 + 5.0 * sqrt(t), 1 + (int)(t * 100));
}

static void put_cycles(FILE *out, const struct analysis *a, const char *kept)
{
	const struct func_table *t = &a->prof.funcs;
	double period = profile_period(&a->prof);
	size_t h, m;

	for (h = t->n; h < t->n + t->ncycles; h++) {
		int any = 0;

		for (m = t->f[h].cg.cyc_next; m != NO_ARC; m = t->f[m].cg.cyc_next)
			any |= kept[m];
		if (!any)
			continue;
		fprintf(out, "  subgraph \"cluster_%zu\" {\n    label=\"", h - t->n + 1);
		put_name(out, analysis_name(a, h));
		fprintf(out, ": total %.2f s (%.2f%%), %llu calls\"; style=dashed;\n",
			(t->f[h].cg.prop_self + t->f[h].cg.prop_child) * period,
			share_of_total(a, t->f[h].cg.prop_self + t->f[h].cg.prop_child) * 100,
			(unsigned long long)t->f[h].ncalls);
		for (m = t->f[h].cg.cyc_next; m != NO_ARC; m = t->f[m].cg.cyc_next)
			if (kept[m])
				fprintf(out, "    f%zu;\n", m);
		fprintf(out, "  }\n");
	}
}

int export_dot(FILE *out, const struct analysis *a,
	       const struct dot_options *o)
{
	const struct profile *p = &a->prof;
	char *kept = calloc(p->funcs.n + 1, 1);
	size_t i;

	if (kept == NULL)
		return -1;
	for (i = 0; i < p->funcs.n; i++)
		kept[i] = (char)node_kept(a, o, i);
	fprintf(out, "digraph \"");
	put_name(out, a->img.path);
	fprintf(out, "\" {\n  graph [fontname=\"Helvetica\", nodesep=0.25, "
		"ranksep=0.35, label=\"");
	put_name(out, a->img.path);
	fprintf(out, ": %.2f s in %llu samples; nodes under %g%%, arrows under "
		"%g%% of the time left out\", labelloc=t];\n",
		p->total_time * profile_period(p), (unsigned long long)p->samples,
		o->node_thres, o->edge_thres);
	fprintf(out, "  node [shape=box, style=\"filled,rounded\", "
		"fontname=\"Helvetica\", fontsize=10];\n"
		"  edge [fontname=\"Helvetica\", fontsize=9, arrowsize=0.5];\n");
	for (i = 0; i < p->funcs.n; i++)
		if (kept[i])
			put_node(out, a, i);
	put_cycles(out, a, kept);
	for (i = 0; i < p->narcs; i++)
		if (edge_kept(a, o, &p->arcs[i], kept))
			put_edge(out, a, &p->arcs[i]);
	fprintf(out, "}\n");
	free(kept);
	return ferror(out) ? -1 : 0;
}
