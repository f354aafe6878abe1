/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Self, total and per-call time from the stacks; see measured.h for the
 * rule that charges a sample to one call into each function.
 */
#include "measured_impl.h"

#include <stdlib.h>
#include <string.h>

/* (a, b) -> an index into the arcs or the sites, open addressing. */
struct pairs {
	size_t *slot;
	size_t cap, n;
};

static size_t pair_hash(size_t a, size_t b, size_t cap)
{
	uint64_t h = (uint64_t)a * 0x9e3779b97f4a7c15ull ^
		     ((uint64_t)b + 0x632be59bd9b4e019ull) * 0xc2b2ae3d27d4eb4full;

	return (size_t)(h ^ h >> 31) & (cap - 1);
}

/* The keys of item i: an arc's parent and child, a site's loc and child. */
struct keys {
	const struct mgraph *g;
	int sites;
};

static void key_of(const struct keys *k, size_t i, size_t *a, size_t *b)
{
	if (k->sites) {
		*a = k->g->sites[i].loc;
		*b = k->g->sites[i].child;
	} else {
		*a = k->g->arcs[i].parent;
		*b = k->g->arcs[i].child;
	}
}

static int pairs_grow(struct pairs *p, const struct keys *k)
{
	size_t cap = p->cap ? 2 * p->cap : 1024, i, s, a, b;
	size_t *slot = malloc(cap * sizeof *slot);

	if (slot == NULL)
		return -1;
	for (i = 0; i < cap; i++)
		slot[i] = NO_INDEX;
	for (i = 0; i < p->cap; i++) {
		if (p->slot[i] == NO_INDEX)
			continue;
		key_of(k, p->slot[i], &a, &b);
		for (s = pair_hash(a, b, cap); slot[s] != NO_INDEX; s = (s + 1) & (cap - 1))
			;
		slot[s] = p->slot[i];
	}
	free(p->slot);
	p->slot = slot;
	p->cap = cap;
	return 0;
}

/* The slot of (a, b): its item, or NO_INDEX where a new one goes. */
static size_t *pairs_find(struct pairs *p, const struct keys *k, size_t a,
			  size_t b)
{
	size_t s, x, y;

	if (2 * (p->n + 1) > p->cap && pairs_grow(p, k) != 0)
		return NULL;
	for (s = pair_hash(a, b, p->cap); p->slot[s] != NO_INDEX;
	     s = (s + 1) & (p->cap - 1)) {
		key_of(k, p->slot[s], &x, &y);
		if (x == a && y == b)
			break;
	}
	return &p->slot[s];
}

struct work {
	struct mgraph *g;
	struct pairs arcs, sites;
	size_t *stamp;		/* per function: 1 + the stack last seen in */
	size_t *outer;		/* per function: its outermost frame there */
};

static int charge_arc(struct work *w, size_t parent, size_t child,
		      double samples, int in_callee)
{
	struct keys k = { w->g, 0 };
	size_t *slot = pairs_find(&w->arcs, &k, parent, child);
	struct marc *a;

	if (slot == NULL)
		return -1;
	if (*slot == NO_INDEX) {
		if (measured_room_for((void **)&w->g->arcs, w->g->narcs, sizeof *w->g->arcs))
			return -1;
		a = &w->g->arcs[w->g->narcs];
		memset(a, 0, sizeof *a);
		a->parent = parent;
		a->child = child;
		*slot = w->g->narcs++;
		w->arcs.n++;
	}
	a = &w->g->arcs[*slot];
	a->cost += samples;
	if (in_callee)
		a->self += samples;
	return 0;
}

static int charge_site(struct work *w, size_t parent, size_t loc, size_t child,
		       double samples)
{
	struct keys k = { w->g, 1 };
	size_t *slot = pairs_find(&w->sites, &k, loc, child);
	struct msite *s;

	if (slot == NULL)
		return -1;
	if (*slot == NO_INDEX) {
		if (measured_room_for((void **)&w->g->sites, w->g->nsites, sizeof *w->g->sites))
			return -1;
		s = &w->g->sites[w->g->nsites];
		s->parent = parent;
		s->loc = loc;
		s->child = child;
		s->cost = 0;
		*slot = w->g->nsites++;
		w->sites.n++;
	}
	w->g->sites[*slot].cost += samples;
	return 0;
}

/*
 * One stack's samples: self, totals, and the call into each function's
 * outermost frame (the frame above it made that call).
 */
static int charge_stack(struct work *w, const struct measured *m, size_t s)
{
	const struct mstack *st = &m->stacks[s];
	const size_t *loc = m->pool + st->at;
	size_t i, f;

	w->g->self[m->locs[loc[0]].func] += st->samples;
	for (i = st->n; i-- > 0;) {
		f = m->locs[loc[i]].func;
		if (w->stamp[f] != s + 1) {
			w->stamp[f] = s + 1;
			w->outer[f] = i;
			w->g->total[f] += st->samples;
		}
	}
	for (i = 0; i + 1 < st->n; i++) {
		size_t caller = m->locs[loc[i + 1]].func;

		f = m->locs[loc[i]].func;
		if (w->outer[f] != i)
			continue;
		if (charge_arc(w, caller, f, st->samples, i == 0) != 0 ||
		    charge_site(w, caller, loc[i + 1], f, st->samples) != 0)
			return -1;
	}
	return 0;
}

int measured_graph(const struct measured *m, struct mgraph *g)
{
	struct work w;
	size_t n = m->nfuncs + 1, s;
	int r = 0;

	memset(g, 0, sizeof *g);
	memset(&w, 0, sizeof w);
	w.g = g;
	g->self = calloc(n, sizeof *g->self);
	g->total = calloc(n, sizeof *g->total);
	w.stamp = calloc(n, sizeof *w.stamp);
	w.outer = calloc(n, sizeof *w.outer);
	if (g->self == NULL || g->total == NULL || w.stamp == NULL || w.outer == NULL)
		r = -1;
	for (s = 0; r == 0 && s < m->nstacks; s++)
		r = charge_stack(&w, m, s);
	free(w.stamp);
	free(w.outer);
	free(w.arcs.slot);
	free(w.sites.slot);
	if (r != 0)
		measured_graph_free(g);
	return r;
}

void measured_graph_free(struct mgraph *g)
{
	free(g->self);
	free(g->total);
	free(g->arcs);
	free(g->sites);
	memset(g, 0, sizeof *g);
}
