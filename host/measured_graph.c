/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Self, total and per-call time from the stacks; see measured.h for the
 * rule that charges a sample to one call into each function.
 */
#include "measured_impl.h"
#include "pair_index.h"

#include <stdlib.h>
#include <string.h>

/* The keys of entry i of the arcs, and of the sites (pair_index.h). */
static void arc_key(const void *ctx, size_t i, uint64_t *a, uint64_t *b)
{
	const struct mgraph *g = ctx;

	*a = g->arcs[i].parent;
	*b = g->arcs[i].child;
}

static void site_key(const void *ctx, size_t i, uint64_t *a, uint64_t *b)
{
	const struct mgraph *g = ctx;

	*a = g->sites[i].loc;
	*b = g->sites[i].child;
}

struct work {
	struct mgraph *g;
	struct pair_index arcs, sites;
	size_t *stamp;		/* per function: 1 + the stack last seen in */
	size_t *outer;		/* per function: its outermost frame there */
};

static int charge_arc(struct work *w, size_t parent, size_t child,
		      double samples, int in_callee)
{
	struct mgraph *g = w->g;
	struct marc *a;
	size_t s;

	if (pair_room(&w->arcs, g, arc_key, g->narcs) != 0)
		return -1;
	s = pair_slot(&w->arcs, g, arc_key, parent, child);
	if (w->arcs.slots[s] == PAIR_FREE) {
		if (measured_room_for((void **)&g->arcs, g->narcs, sizeof *g->arcs))
			return -1;
		a = &g->arcs[g->narcs];
		memset(a, 0, sizeof *a);
		a->parent = parent;
		a->child = child;
		w->arcs.slots[s] = g->narcs++;
	}
	a = &g->arcs[w->arcs.slots[s]];
	a->cost += samples;
	if (in_callee)
		a->self += samples;
	return 0;
}

static int charge_site(struct work *w, size_t parent, size_t loc, size_t child,
		       double samples)
{
	struct mgraph *g = w->g;
	struct msite *site;
	size_t s;

	if (pair_room(&w->sites, g, site_key, g->nsites) != 0)
		return -1;
	s = pair_slot(&w->sites, g, site_key, loc, child);
	if (w->sites.slots[s] == PAIR_FREE) {
		if (measured_room_for((void **)&g->sites, g->nsites, sizeof *g->sites))
			return -1;
		site = &g->sites[g->nsites];
		site->parent = parent;
		site->loc = loc;
		site->child = child;
		site->cost = 0;
		w->sites.slots[s] = g->nsites++;
	}
	g->sites[w->sites.slots[s]].cost += samples;
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
	pair_index_free(&w.arcs);
	pair_index_free(&w.sites);
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
