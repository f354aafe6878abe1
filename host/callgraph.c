/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* gprof's call-graph analysis; see callgraph.h. */
#include "callgraph.h"
#include "host_fail.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DFN_NAN 0
#define DFN_BUSY (-1)

static size_t self_arc(const struct profile *p, size_t f)
{
	size_t a;

	for (a = p->funcs.f[f].cg.children; a != NO_ARC; a = p->arcs[a].next_child)
		if (p->arcs[a].child == f)
			return a;
	return NO_ARC;
}

/* ---- depth-first numbering (cg_dfn.c) ---- */

/*
 * gprof numbers the functions by a depth-first search from each function
 * not yet numbered, in the table's order, following each function's arcs
 * in its list's order.  Its cycles are the strongly connected components
 * of two functions or more; a cycle's head is the member the search
 * reached first and its list (cyc_next) has the members in the order the
 * search reached them; a function, or a cycle as a whole, is numbered
 * when the search leaves it (its head), so callees come before callers.
 *
 * Tarjan's algorithm finds those components in that order, in time
 * linear in functions and arcs, its stacks on the heap: a hostile
 * profile's call chain is as deep as it has functions.
 */
struct dfn {
	struct func *f;
	const struct prof_arc *arcs;
	size_t *order, *low;	/* discovery number (0: not reached), lowlink */
	size_t *path, *next;	/* the search's path: function, next arc */
	size_t *open, nopen;	/* reached, not yet in a finished component */
	size_t depth, reached;
	int counter;
};

static void dfn_enter(struct dfn *d, size_t s)
{
	d->order[s] = d->low[s] = ++d->reached;
	d->path[d->depth] = s;
	d->next[d->depth++] = d->f[s].cg.children;
	d->open[d->nopen++] = s;
	d->f[s].cg.top_order = DFN_BUSY;
}

/* s's component is open[from..nopen): number it, and link a cycle. */
static void dfn_close(struct dfn *d, size_t from)
{
	struct func *f = d->f;
	size_t head = d->open[from], i, m;

	++d->counter;
	for (i = from; i < d->nopen; i++) {
		m = d->open[i];
		f[m].cg.top_order = d->counter;
		f[m].cg.cyc_head = head;
		f[m].cg.cyc_next = i + 1 < d->nopen ? d->open[i + 1] : NO_ARC;
	}
	d->nopen = from;
}

static void dfn_leave(struct dfn *d)
{
	size_t s = d->path[--d->depth], from = d->nopen;

	if (d->depth > 0 && d->low[s] < d->low[d->path[d->depth - 1]])
		d->low[d->path[d->depth - 1]] = d->low[s];
	if (d->low[s] != d->order[s])
		return;
	while (d->open[from - 1] != s)
		from--;
	dfn_close(d, from - 1);
}

static void dfn_from(struct dfn *d, size_t root)
{
	size_t a, c, s;

	dfn_enter(d, root);
	while (d->depth > 0) {
		s = d->path[d->depth - 1];
		a = d->next[d->depth - 1];
		if (a == NO_ARC) {
			dfn_leave(d);
			continue;
		}
		d->next[d->depth - 1] = d->arcs[a].next_child;
		c = d->arcs[a].child;
		if (d->order[c] == 0)
			dfn_enter(d, c);
		else if (d->f[c].cg.top_order == DFN_BUSY && d->order[c] < d->low[s])
			d->low[s] = d->order[c];
	}
}

static int number_all(struct profile *p)
{
	size_t n = p->funcs.n + 1, i;
	struct dfn d = { p->funcs.f, p->arcs, NULL, NULL, NULL, NULL, NULL,
			 0, 0, 0, DFN_NAN };
	int r = -1;

	d.order = calloc(n, sizeof *d.order);
	d.low = malloc(n * sizeof *d.low);
	d.path = malloc(n * sizeof *d.path);
	d.next = malloc(n * sizeof *d.next);
	d.open = malloc(n * sizeof *d.open);
	if (d.order && d.low && d.path && d.next && d.open) {
		for (i = 0; i < p->funcs.n; i++)
			if (d.order[i] == 0)
				dfn_from(&d, i);
		r = 0;
	}
	free(d.order);
	free(d.low);
	free(d.path);
	free(d.next);
	free(d.open);
	return r;
}

/* ---- cycles (cycle_link) ---- */

static void count_cycle_calls(struct profile *p, size_t h)
{
	struct func *f = p->funcs.f;
	size_t m, a;

	for (m = f[h].cg.cyc_next; m != NO_ARC; m = f[m].cg.cyc_next)
		for (a = f[m].cg.parents; a != NO_ARC; a = p->arcs[a].next_parent) {
			size_t parent = p->arcs[a].parent;

			if (parent == m)
				continue;
			if (f[parent].cg.cyc_num == f[h].cg.cyc_num)
				f[h].self_calls += p->arcs[a].count;
			else
				f[h].ncalls += p->arcs[a].count;
		}
}

static int link_cycles(struct profile *p)
{
	struct func_table *t = &p->funcs;
	struct func *f;
	size_t i, m, h, num = 0, n = 0;

	for (i = 0; i < t->n; i++)
		if (t->f[i].cg.cyc_head == i && t->f[i].cg.cyc_next != NO_ARC)
			n++;
	f = realloc(t->f, (t->n + n + 1) * sizeof *f);
	t->cycle_names = malloc(n * 24 + 1);
	if (f == NULL || t->cycle_names == NULL) {
		if (f)
			t->f = f;
		return -1;
	}
	t->f = f;
	for (i = 0; i < t->n; i++) {
		if (!(f[i].cg.cyc_head == i && f[i].cg.cyc_next != NO_ARC))
			continue;
		h = t->n + num++;
		memset(&f[h], 0, sizeof f[h]);
		f[h].name = t->cycle_names + (num - 1) * 24;
		snprintf(t->cycle_names + (num - 1) * 24, 24, "<cycle %zu>", num);
		f[h].is_func = 1;
		f[h].cg.print_flag = 1;
		f[h].cg.top_order = DFN_NAN;
		f[h].cg.cyc_num = (int)num;
		f[h].cg.cyc_head = h;
		f[h].cg.cyc_next = i;
		f[h].cg.children = f[h].cg.parents = NO_ARC;
		for (m = i; m != NO_ARC; m = f[m].cg.cyc_next) {
			f[m].cg.cyc_num = (int)num;
			f[m].cg.cyc_head = h;
		}
		count_cycle_calls(p, h);
	}
	t->ncycles = num;
	return 0;
}

/* ---- propagation (propagate_flags, cycle_time, propagate_time) ---- */

static void inherit_flags(struct profile *p, size_t child)
{
	struct func *f = p->funcs.f;
	size_t head = f[child].cg.cyc_head, m, a;

	if (child == head) {
		f[child].cg.print_flag = 0;
		f[child].cg.prop_fract = 0.0;
		for (a = f[child].cg.parents; a != NO_ARC; a = p->arcs[a].next_parent) {
			size_t parent = p->arcs[a].parent;

			if (parent == child)
				continue;
			f[child].cg.print_flag |= f[parent].cg.print_flag;
			if (f[child].ncalls != 0)
				f[child].cg.prop_fract += f[parent].cg.prop_fract *
					((double)p->arcs[a].count / (double)f[child].ncalls);
		}
		return;
	}
	f[head].cg.print_flag = 0;
	f[head].cg.prop_fract = 0.0;
	for (m = f[head].cg.cyc_next; m != NO_ARC; m = f[m].cg.cyc_next)
		for (a = f[m].cg.parents; a != NO_ARC; a = p->arcs[a].next_parent) {
			size_t parent = p->arcs[a].parent;

			if (f[parent].cg.cyc_head == head)
				continue;
			f[head].cg.print_flag |= f[parent].cg.print_flag;
			if (f[head].ncalls != 0)
				f[head].cg.prop_fract += f[parent].cg.prop_fract *
					((double)p->arcs[a].count / (double)f[head].ncalls);
		}
	for (m = head; m != NO_ARC; m = f[m].cg.cyc_next) {
		f[m].cg.print_flag = f[head].cg.print_flag;
		f[m].cg.prop_fract = f[head].cg.prop_fract;
	}
}

static void propagate_flags(struct profile *p, const size_t *sorted)
{
	struct func *f = p->funcs.f;
	size_t i, old_head = NO_ARC;

	p->print_time = 0.0;
	for (i = p->funcs.n; i-- > 0; ) {
		struct func *c = &f[sorted[i]];

		if (c->cg.cyc_head != old_head) {
			old_head = c->cg.cyc_head;
			inherit_flags(p, sorted[i]);
		}
		if (!c->cg.print_flag)
			c->cg.print_flag = !c->excluded;
		else if (c->excluded)
			c->cg.print_flag = 0;
		if (c->cg.prop_fract == 0.0) {
			if (!c->excluded)
				c->cg.prop_fract = 1.0;
		} else if (c->excluded) {
			c->cg.prop_fract = 0.0;
		}
		c->cg.prop_self = c->time * c->cg.prop_fract;
		p->print_time += c->cg.prop_self;
	}
}

static void cycle_time(struct profile *p)
{
	struct func *f = p->funcs.f;
	size_t h, m;

	for (h = p->funcs.n; h < p->funcs.n + p->funcs.ncycles; h++) {
		for (m = f[h].cg.cyc_next; m != NO_ARC; m = f[m].cg.cyc_next) {
			if (f[m].cg.prop_fract == 0.0)
				continue;
			f[h].time += f[m].time;
		}
		f[h].cg.prop_self = f[h].cg.prop_fract * f[h].time;
	}
}

static void propagate_time(struct profile *p, size_t parent)
{
	struct func *f = p->funcs.f, *pa = &f[parent], *ch;
	size_t a;

	if (pa->cg.prop_fract == 0.0)
		return;
	for (a = pa->cg.children; a != NO_ARC; a = p->arcs[a].next_child) {
		struct prof_arc *arc = &p->arcs[a];
		double share, prop_share, part;

		ch = &f[arc->child];
		if (arc->count == 0 || arc->child == parent || ch->cg.prop_fract == 0)
			continue;
		if (ch->cg.cyc_head != arc->child) {
			if (pa->cg.cyc_num == ch->cg.cyc_num)
				continue;	/* inside a cycle */
			ch = &f[ch->cg.cyc_head];
		} else if (pa->cg.top_order <= ch->cg.top_order) {
			continue;	/* gprof: "toporder botches" */
		}
		if (ch->ncalls == 0)
			continue;
		part = (double)arc->count / (double)ch->ncalls;
		arc->time = ch->time * part;
		arc->child_time = ch->cg.child_time * part;
		share = arc->time + arc->child_time;
		pa->cg.child_time += share;
		prop_share = pa->cg.prop_fract * share;
		pa->cg.prop_child += prop_share;
		arc->time *= pa->cg.prop_fract;
		arc->child_time *= pa->cg.prop_fract;
		if (pa->cg.cyc_head != parent) {
			f[pa->cg.cyc_head].cg.child_time += share;
			f[pa->cg.cyc_head].cg.prop_child += prop_share;
		}
	}
}

/* ---- the whole analysis (cg_assemble) ---- */

static const struct func *sort_base;

/* By topological number; stable, as glibc's qsort is. */
static int by_top_order(const void *a, const void *b)
{
	size_t l = *(const size_t *)a, r = *(const size_t *)b;
	int lo = sort_base[l].cg.top_order, ro = sort_base[r].cg.top_order;

	if (lo != ro)
		return lo < ro ? -1 : 1;
	return l < r ? -1 : l > r;
}

static void reset_call_graph(struct profile *p)
{
	size_t i, a;

	for (i = 0; i < p->funcs.n; i++) {
		struct func *f = &p->funcs.f[i];

		f->cg.child_time = 0.0;
		a = self_arc(p, i);
		f->self_calls = 0;
		if (a != NO_ARC) {
			f->ncalls -= p->arcs[a].count;
			f->self_calls = p->arcs[a].count;
		}
		f->cg.prop_fract = f->cg.prop_self = f->cg.prop_child = 0.0;
		f->cg.print_flag = 0;
		f->cg.top_order = DFN_NAN;
		f->cg.cyc_num = 0;
		f->cg.cyc_head = i;
		f->cg.cyc_next = NO_ARC;
	}
}

int callgraph_build(struct profile *p, char *err, size_t errlen)
{
	size_t i, *sorted;

	reset_call_graph(p);
	if (number_all(p) != 0)
		return host_fail(err, errlen, "out of memory");
	if (link_cycles(p) != 0)
		return host_fail(err, errlen, "out of memory");
	sorted = malloc((p->funcs.n + 1) * sizeof *sorted);
	if (sorted == NULL)
		return host_fail(err, errlen, "out of memory");
	for (i = 0; i < p->funcs.n; i++)
		sorted[i] = i;
	sort_base = p->funcs.f;
	qsort(sorted, p->funcs.n, sizeof *sorted, by_top_order);
	propagate_flags(p, sorted);
	cycle_time(p);
	for (i = 0; i < p->funcs.n; i++)
		propagate_time(p, sorted[i]);
	free(sorted);
	return 0;
}

double callgraph_total(const struct profile *p, size_t func)
{
	const struct func *f = &p->funcs.f[func];

	return f->cg.prop_self + f->cg.prop_child;
}
