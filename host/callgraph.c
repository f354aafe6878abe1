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

/* ---- depth-first numbering (cg_dfn.c), with an explicit stack ---- */

struct dfn {
	struct func *f;
	const struct prof_arc *arcs;
	size_t *sym, *next;	/* the stack, 1-based: function, next arc */
	size_t depth;
	int counter;
};

static int numbered(const struct func *f)
{
	return f->cg.top_order != DFN_NAN && f->cg.top_order != DFN_BUSY;
}

/*
 * `child' is busy: it is on the stack, so everything above it is on a
 * cycle with it.  Glom them into the cycle of the topmost caller on it.
 */
static int find_cycle(struct dfn *d, size_t child)
{
	struct func *f = d->f;
	size_t top, head = NO_ARC, tail, i, c;

	for (top = d->depth; top > 0; --top) {
		head = d->sym[top];
		if (child == head)
			break;
		if (f[child].cg.cyc_head != child && f[child].cg.cyc_head == head)
			break;
	}
	if (top == 0)
		return -1;
	if (top == d->depth)
		return 0;	/* calls itself */
	for (tail = head; f[tail].cg.cyc_next != NO_ARC; tail = f[tail].cg.cyc_next)
		;
	if (f[head].cg.cyc_head != head)
		head = f[head].cg.cyc_head;
	for (i = top + 1; i <= d->depth; ++i) {
		c = d->sym[i];
		if (f[c].cg.cyc_head == c) {
			f[tail].cg.cyc_next = c;
			f[c].cg.cyc_head = head;
			for (tail = c; f[tail].cg.cyc_next != NO_ARC; tail = f[tail].cg.cyc_next)
				f[f[tail].cg.cyc_next].cg.cyc_head = head;
		} else if (f[c].cg.cyc_head != head) {
			return -1;
		}
	}
	return 0;
}

static void pre_visit(struct dfn *d, size_t s)
{
	++d->depth;
	d->sym[d->depth] = s;
	d->next[d->depth] = d->f[s].cg.children;
	d->f[s].cg.top_order = DFN_BUSY;
}

static void post_visit(struct dfn *d)
{
	size_t s = d->sym[d->depth], m;

	if (d->f[s].cg.cyc_head == s) {
		++d->counter;
		for (m = s; m != NO_ARC; m = d->f[m].cg.cyc_next)
			d->f[m].cg.top_order = d->counter;
	}
	--d->depth;
}

static int dfn(struct dfn *d, size_t root)
{
	size_t a, c;

	pre_visit(d, root);
	while (d->depth > 0) {
		a = d->next[d->depth];
		if (a == NO_ARC) {
			post_visit(d);
			continue;
		}
		d->next[d->depth] = d->arcs[a].next_child;
		c = d->arcs[a].child;
		if (numbered(&d->f[c]))
			continue;
		if (d->f[c].cg.top_order == DFN_BUSY) {
			if (find_cycle(d, c))
				return -1;
			continue;
		}
		pre_visit(d, c);
	}
	return 0;
}

static int number_all(struct profile *p)
{
	struct dfn d = { p->funcs.f, p->arcs, NULL, NULL, 0, DFN_NAN };
	size_t i;
	int r = 0;

	d.sym = malloc((p->funcs.n + 1) * sizeof *d.sym);
	d.next = malloc((p->funcs.n + 1) * sizeof *d.next);
	for (i = 0; r == 0 && d.sym && d.next && i < p->funcs.n; i++)
		if (p->funcs.f[i].cg.top_order == DFN_NAN)
			r = dfn(&d, i);
	if (d.sym == NULL || d.next == NULL)
		r = -1;
	free(d.sym);
	free(d.next);
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

static void reset(struct profile *p)
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

	reset(p);
	if (number_all(p) != 0)
		return host_fail(err, errlen, "call graph: cannot number the functions "
			    "(out of memory or a cycle without a head)");
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
