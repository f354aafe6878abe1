/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The call graph in gprof's shape (`gprof -q'), an entry per function:
 * its callers above it, its callees below, each with the time of the
 * callee under that call, split into the callee's own ("self") and
 * its descendants' ("children").  The time is measured from the stacks
 * (measured.h), and gprof's estimate (the callee's time shared among
 * callers by call counts, callgraph.h) is printed beside it; a call
 * whose two figures differ by more than the threshold is flagged `!'.
 * Without stacks, the estimate alone.
 */
#include "stacks_views.h"
#include "names.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

struct graph {
	FILE *out;
	const struct analysis *a;
	const struct measured *m;	/* NULL: the estimate only */
	struct mgraph g;
	size_t n, nprog;		/* nodes; the program's first */
	size_t *rank;			/* entry number of node i, 0: none */
	size_t *by_child, *by_parent;	/* measured arcs, sorted */
	double period, total, thres;	/* total: samples */
};

/* The measured function of node i, or NO_INDEX. */
static size_t func_of(const struct graph *w, size_t i)
{
	return w->m ? measured_func(w->m, i) : NO_INDEX;
}

static double measured_total(const struct graph *w, size_t i)
{
	size_t f = func_of(w, i);

	return f == NO_INDEX ? 0 : w->g.total[f];
}

static const struct func *prog_func(const struct graph *w, size_t i)
{
	return i < w->nprog ? &w->a->prof.funcs.f[i] : NULL;
}

static double estimated_total(const struct graph *w, size_t i)
{
	const struct func *f = prog_func(w, i);

	return f ? f->cg.prop_self + f->cg.prop_child : 0;
}

static int listed(const struct graph *w, size_t i)
{
	const struct func *f = prog_func(w, i);

	if (measured_total(w, i) > 0)
		return 1;
	return f && !f->excluded && (f->time > 0 || f->ncalls + f->self_calls > 0);
}

static void put_name(const struct graph *w, size_t i)
{
	const struct func *f = prog_func(w, i);
	size_t fn = func_of(w, i);
	const char *other = fn != NO_INDEX ? measured_foreign(w->m, fn) : NULL;

	name_put(w->out, i < w->nprog ? analysis_name(w->a, i) :
		 measured_name(w->m, fn));
	if (f && f->cg.cyc_num)
		fprintf(w->out, " <cycle %d>", f->cg.cyc_num);
	if (other) {
		fputs(" [", w->out);
		name_put(w->out, other);
		fputc(']', w->out);
	}
	if (w->rank[i])
		fprintf(w->out, " [%zu]", w->rank[i]);
}

/* ---- entries in order ---- */

static const struct graph *sort_graph;

static double sort_key(const struct graph *w, size_t i)
{
	return w->m ? measured_total(w, i) : estimated_total(w, i);
}

static int by_total(const void *l, const void *r)
{
	size_t a = *(const size_t *)l, b = *(const size_t *)r;
	double ta = sort_key(sort_graph, a), tb = sort_key(sort_graph, b);

	if (ta != tb)
		return ta > tb ? -1 : 1;
	return a < b ? -1 : a > b;
}

/* ---- the measured arcs, by either end ---- */

static int by_child_node(const void *l, const void *r)
{
	const struct marc *a = &sort_graph->g.arcs[*(const size_t *)l];
	const struct marc *b = &sort_graph->g.arcs[*(const size_t *)r];
	size_t x = measured_node(sort_graph->m, a->child);
	size_t y = measured_node(sort_graph->m, b->child);

	return x < y ? -1 : x > y;
}

static int by_parent_node(const void *l, const void *r)
{
	const struct marc *a = &sort_graph->g.arcs[*(const size_t *)l];
	const struct marc *b = &sort_graph->g.arcs[*(const size_t *)r];
	size_t x = measured_node(sort_graph->m, a->parent);
	size_t y = measured_node(sort_graph->m, b->parent);

	return x < y ? -1 : x > y;
}

/* ---- one entry's lines ---- */

struct line {
	size_t other;			/* the node at the other end */
	const struct prof_arc *est;	/* gprof's arc, or NULL */
	const struct marc *meas;	/* the measured one, or NULL */
};

static double line_cost(const struct graph *w, const struct line *l)
{
	if (w->m)
		return l->meas ? l->meas->cost : 0;
	return l->est ? l->est->time + l->est->child_time : 0;
}

static int up;	/* callers: least cost first; callees: most */

static int by_cost(const void *l, const void *r)
{
	double a = line_cost(sort_graph, l), b = line_cost(sort_graph, r);

	if (a != b)
		return (a < b) == up ? -1 : 1;
	return ((const struct line *)l)->other < ((const struct line *)r)->other ? -1 : 1;
}

/* An estimate gprof does not make: a call inside a cycle. */
static int in_cycle(const struct graph *w, const struct prof_arc *arc)
{
	const struct func *f = w->a->prof.funcs.f;

	return f[arc->parent].cg.cyc_num != 0 &&
	       f[arc->parent].cg.cyc_num == f[arc->child].cg.cyc_num;
}

static void column(FILE *out, int known, double samples, double period)
{
	if (known)
		fprintf(out, " %9.2f", samples * period);
	else
		fprintf(out, " %9s", "-");
}

/* A caller's or callee's line of the entry of node `self'. */
static void put_line(const struct graph *w, const struct line *l, size_t callee)
{
	const struct func *f = prog_func(w, callee);
	const struct prof_arc *e = l->est && !in_cycle(w, l->est) ? l->est : NULL;
	double est = e ? e->time + e->child_time : 0;
	double meas = l->meas ? l->meas->cost : 0;
	int flag = w->m && e && fabs(meas - est) > w->thres / 100 * w->total;
	char called[64] = "-";

	fprintf(w->out, "%13s", "");
	if (w->m) {
		column(w->out, 1, l->meas ? l->meas->self : 0, w->period);
		column(w->out, 1, l->meas ? l->meas->cost - l->meas->self : 0, w->period);
	}
	column(w->out, e != NULL, e ? e->time : 0, w->period);
	column(w->out, e != NULL, e ? e->child_time : 0, w->period);
	if (l->est && f)
		snprintf(called, sizeof called, "%llu/%llu",
			 (unsigned long long)l->est->count,
			 (unsigned long long)f->ncalls);
	fprintf(w->out, " %c %17s      ", flag ? '!' : ' ', called);
	put_name(w, l->other);
	fputc('\n', w->out);
}

/* Gather the lines on one side of node i: callers (up) or callees. */
static size_t gather(const struct graph *w, size_t i, int callers,
		     struct line *lines)
{
	const struct profile *p = &w->a->prof;
	size_t n = 0, k, a, f = func_of(w, i), lo, hi, *sorted;

	if (i < w->nprog)
		for (a = callers ? p->funcs.f[i].cg.parents : p->funcs.f[i].cg.children;
		     a != NO_ARC; a = callers ? p->arcs[a].next_parent : p->arcs[a].next_child) {
			if (p->arcs[a].parent == p->arcs[a].child)
				continue;
			lines[n].other = callers ? p->arcs[a].parent : p->arcs[a].child;
			lines[n].est = &p->arcs[a];
			lines[n++].meas = NULL;
		}
	if (f == NO_INDEX)
		return n;
	sorted = callers ? w->by_child : w->by_parent;
	for (lo = 0, hi = w->g.narcs; lo < hi;) {	/* first arc of node i */
		size_t mid = lo + (hi - lo) / 2;
		const struct marc *arc = &w->g.arcs[sorted[mid]];

		if (measured_node(w->m, callers ? arc->child : arc->parent) < i)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (k = lo; k < w->g.narcs; k++) {
		const struct marc *arc = &w->g.arcs[sorted[k]];
		size_t other = measured_node(w->m, callers ? arc->parent : arc->child);

		if (measured_node(w->m, callers ? arc->child : arc->parent) != i)
			break;
		if (arc->parent == arc->child)
			continue;
		for (a = 0; a < n && lines[a].other != other; a++)
			;
		if (a == n) {
			lines[n].other = other;
			lines[n++].est = NULL;
		}
		lines[a].meas = arc;
	}
	return n;
}

static void put_primary(const struct graph *w, size_t i)
{
	const struct func *f = prog_func(w, i);
	size_t fn = func_of(w, i);
	double self = fn != NO_INDEX ? w->g.self[fn] : 0, total = measured_total(w, i);
	double pct = w->total > 0 ? 100 * (w->m ? total : estimated_total(w, i)) / w->total : 0;
	char idx[32], called[64] = "";

	snprintf(idx, sizeof idx, "[%zu]", w->rank[i]);
	fprintf(w->out, "%-6s %6.1f", idx, pct);
	if (w->m) {
		column(w->out, 1, self, w->period);
		column(w->out, 1, total - self, w->period);
	}
	column(w->out, f != NULL, f ? f->cg.prop_self : 0, w->period);
	column(w->out, f != NULL, f ? f->cg.prop_child : 0, w->period);
	if (f && f->self_calls)
		snprintf(called, sizeof called, "%llu+%llu", (unsigned long long)f->ncalls,
			 (unsigned long long)f->self_calls);
	else if (f && f->ncalls)
		snprintf(called, sizeof called, "%llu", (unsigned long long)f->ncalls);
	fprintf(w->out, "   %17s  ", called);
	put_name(w, i);
	fputc('\n', w->out);
}

static int put_entry(struct graph *w, size_t i, struct line *lines)
{
	size_t n, k;

	sort_graph = w;
	n = gather(w, i, 1, lines);
	up = 1;
	qsort(lines, n, sizeof *lines, by_cost);
	for (k = 0; k < n; k++)
		put_line(w, &lines[k], i);
	put_primary(w, i);
	n = gather(w, i, 0, lines);
	up = 0;
	qsort(lines, n, sizeof *lines, by_cost);
	for (k = 0; k < n; k++)
		put_line(w, &lines[k], lines[k].other);
	fputs("-----------------------------------------------\n", w->out);
	return 0;
}

static void header(const struct graph *w)
{
	const struct measured *m = w->m;

	fprintf(w->out, "Call graph of ");
	name_put(w->out, w->a->img.path);
	if (m) {
		fprintf(w->out, ", measured from %.0f sampled stacks (each %g "
			"seconds), beside gprof's estimate.\n", m->samples, w->period);
		fprintf(w->out, "\"self\" and \"children\": the time of the callee, "
			"itself and its descendants, under\nthat call, measured; gprof "
			"shares the callee's time among its callers by calls.\n"
			"`!': the two differ by more than %g%% of the total time.\n\n",
			w->thres);
		fprintf(w->out, "%13s %19s  %19s\n", "", "---- measured -----",
			"gprof's estimate --");
		fprintf(w->out, "%-6s %6s %9s %9s %9s %9s   %17s  %s\n", "index",
			"% time", "self", "children", "self", "children", "called", "name");
	} else {
		fprintf(w->out, ": gprof's estimate only (no stacks were "
			"sampled): a callee's time is\nshared among its callers in "
			"proportion to their calls.\n\n");
		fprintf(w->out, "%-6s %6s %9s %9s   %17s  %s\n", "index", "% time",
			"self", "children", "called", "name");
	}
	fputc('\n', w->out);
}

static void footer(const struct graph *w)
{
	const struct measured *m = w->m;

	if (m == NULL)
		return;
	fprintf(w->out, "\n%.0f samples in %zu distinct stacks", m->samples,
		m->nstacks);
	if (m->dropped)
		fprintf(w->out, "; %llu more samples whose stacks the runtime "
			"could not keep", (unsigned long long)m->dropped);
	fprintf(w->out, ".\n");
	if (m->truncated > 0)
		fprintf(w->out, "%.0f samples were in stacks deeper than %u frames: "
			"their outermost callers are missing.\n", m->truncated,
			m->depth_limit);
	if (m->in_stub > 0)
		fprintf(w->out, "%.0f samples were taken in libgmon's mcount stub: %s.\n",
			m->in_stub, m->flags & MEASURED_STUBS_APART ?
			"shown apart, as gprof shows them" :
			"charged to the function whose entry called it");
}

static int prepare(struct graph *w)
{
	size_t i;

	w->rank = calloc(w->n + 1, sizeof *w->rank);
	w->by_child = malloc((w->g.narcs + 1) * sizeof *w->by_child);
	w->by_parent = malloc((w->g.narcs + 1) * sizeof *w->by_parent);
	if (w->rank == NULL || w->by_child == NULL || w->by_parent == NULL)
		return -1;
	for (i = 0; i < w->g.narcs; i++)
		w->by_child[i] = w->by_parent[i] = i;
	sort_graph = w;
	if (w->m) {
		qsort(w->by_child, w->g.narcs, sizeof *w->by_child, by_child_node);
		qsort(w->by_parent, w->g.narcs, sizeof *w->by_parent, by_parent_node);
	}
	return 0;
}

int export_graph(FILE *out, const struct analysis *a, const struct measured *m,
		 double diff_thres)
{
	struct graph w;
	size_t *order = NULL, i, n = 0;
	struct line *lines = NULL;
	int r = -1;

	memset(&w, 0, sizeof w);
	w.out = out;
	w.a = a;
	w.m = m;
	w.thres = diff_thres;
	w.nprog = a->prof.funcs.n;
	w.n = m ? measured_nodes(m) : w.nprog;
	w.period = m ? m->period : profile_period(&a->prof);
	w.total = m ? m->samples : a->prof.total_time;
	if (m && measured_graph(m, &w.g) != 0)
		return -1;
	order = malloc((w.n + 1) * sizeof *order);
	/* an entry's lines: its arcs either way, at most every node twice */
	lines = malloc((2 * w.n + 1) * sizeof *lines);
	if (order == NULL || lines == NULL || prepare(&w) != 0)
		goto done;
	for (i = 0; i < w.n; i++)
		if (listed(&w, i))
			order[n++] = i;
	sort_graph = &w;
	qsort(order, n, sizeof *order, by_total);
	for (i = 0; i < n; i++)
		w.rank[order[i]] = i + 1;
	header(&w);
	for (i = 0; i < n; i++)
		put_entry(&w, order[i], lines);
	footer(&w);
	r = ferror(out) ? -1 : 0;
done:
	free(order);
	free(lines);
	free(w.rank);
	free(w.by_child);
	free(w.by_parent);
	measured_graph_free(&w.g);
	return r;
}
