/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/* Stacks mapped onto functions: the model's tables; see measured.h. */
#include "measured_impl.h"
#include "../include/sys/gmon_stacks.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- growing arrays and notes ---- */

/* Room for element n of *arr, grown by doubling; 0 or -1. */
int measured_room_for(void **arr, size_t n, size_t size)
{
	void *p;

	if (n & (n - 1))
		return 0;
	p = realloc(*arr, (n ? 2 * n : 16) * size);
	if (p == NULL)
		return -1;
	*arr = p;
	return 0;
}

void measured_note(struct measured *m, const char *fmt, ...)
{
	size_t old = m->notes ? strlen(m->notes) : 0;
	char line[1024], *p;
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	p = realloc(m->notes, old + strlen(line) + 2);
	if (p == NULL)
		return;
	m->notes = p;
	sprintf(p + old, "%s\n", line);
}

/* ---- hash tables ---- */

static uint64_t mix(uint64_t h, uint64_t v)
{
	h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
	return h * 0xff51afd7ed558ccdull;
}

static uint64_t func_hash(size_t object, size_t index)
{
	return mix(mix(1, object), index);
}

static uint64_t loc_hash(size_t object, uint64_t addr)
{
	return mix(mix(2, object), addr);
}

static uint64_t stack_hash(const size_t *locs, size_t n, uint32_t thread,
			   unsigned flags)
{
	uint64_t h = mix(mix(3, thread), flags);
	size_t i;

	for (i = 0; i < n; i++)
		h = mix(h, locs[i]);
	return h;
}

enum kind { FUNCS, LOCS, STACKS };

static uint64_t hash_item(const struct measured *m, enum kind k, size_t i)
{
	switch (k) {
	case FUNCS: return func_hash(m->funcs[i].object, m->funcs[i].index);
	case LOCS: return loc_hash(m->locs[i].object, m->locs[i].addr);
	default:
		return stack_hash(m->pool + m->stacks[i].at, m->stacks[i].n,
				  m->stacks[i].thread, m->stacks[i].flags);
	}
}

static int table_grow(const struct measured *m, struct table *t, enum kind k)
{
	size_t cap = t->cap ? 2 * t->cap : 256, i, s;
	size_t *slot = malloc(cap * sizeof *slot);

	if (slot == NULL)
		return -1;
	for (i = 0; i < cap; i++)
		slot[i] = NO_INDEX;
	for (i = 0; i < t->cap; i++) {
		if (t->slot[i] == NO_INDEX)
			continue;
		for (s = hash_item(m, k, t->slot[i]) & (cap - 1); slot[s] != NO_INDEX;
		     s = (s + 1) & (cap - 1))
			;
		slot[s] = t->slot[i];
	}
	free(t->slot);
	t->slot = slot;
	t->cap = cap;
	return 0;
}

/* The slot where an item of hash h is or would go: *found its item. */
typedef int same_fn(const struct measured *m, size_t item, const void *key);

static size_t *table_find(const struct measured *m, struct table *t,
			  uint64_t h, same_fn *same, const void *key)
{
	size_t s;

	for (s = h & (t->cap - 1); t->slot[s] != NO_INDEX; s = (s + 1) & (t->cap - 1))
		if (same(m, t->slot[s], key))
			break;
	return &t->slot[s];
}

/* Make room for one more item; 0 or -1. */
static int table_reserve(const struct measured *m, struct table *t, enum kind k)
{
	return 2 * (t->n + 1) > t->cap ? table_grow(m, t, k) : 0;
}

/* ---- functions and locations ---- */

struct func_key { size_t object, index; };
struct loc_key { size_t object; uint64_t addr; };
struct stack_key { const size_t *locs; size_t n; uint32_t thread; unsigned flags; };

static int same_func(const struct measured *m, size_t i, const void *key)
{
	const struct func_key *k = key;

	return m->funcs[i].object == k->object && m->funcs[i].index == k->index;
}

static int same_loc(const struct measured *m, size_t i, const void *key)
{
	const struct loc_key *k = key;

	return m->locs[i].object == k->object && m->locs[i].addr == k->addr;
}

static int same_stack(const struct measured *m, size_t i, const void *key)
{
	const struct stack_key *k = key;
	const struct mstack *s = &m->stacks[i];

	return s->n == k->n && s->thread == k->thread && s->flags == k->flags &&
	       memcmp(m->pool + s->at, k->locs, k->n * sizeof *k->locs) == 0;
}

/* The label of unnamed code: "[NAME]", NAME its object's file name. */
static char *unnamed_label(const struct measured *m, size_t object)
{
	const char *name = object == NO_INDEX ? "unknown" : m->objects[object].name;
	char *label = malloc(strlen(name) + 3);

	if (label != NULL)
		sprintf(label, "[%s]", name);
	return label;
}

static size_t func_get(struct measured *m, size_t object, size_t index)
{
	struct table *t = &m->index->funcs;
	struct func_key k = { object, index };
	size_t *slot;
	struct mfunc *f;

	if (table_reserve(m, t, FUNCS) != 0)
		return NO_INDEX;
	slot = table_find(m, t, func_hash(object, index), same_func, &k);
	if (*slot != NO_INDEX)
		return *slot;
	if (measured_room_for((void **)&m->funcs, m->nfuncs, sizeof *m->funcs) != 0)
		return NO_INDEX;
	f = &m->funcs[m->nfuncs];
	f->object = object;
	f->index = index;
	f->label = NULL;
	if (index == NO_INDEX && (f->label = unnamed_label(m, object)) == NULL)
		return NO_INDEX;
	t->n++;
	return *slot = m->nfuncs++;
}

/* The function holding link-time address addr of object o. */
static size_t func_at(struct measured *m, size_t object, uint64_t addr)
{
	const struct analysis *an = object == NO_INDEX ? NULL : m->objects[object].an;
	size_t index = an ? func_lookup(&an->prof.funcs, addr) : NO_INDEX;

	return func_get(m, object, index == NO_ARC ? NO_INDEX : index);
}

/* The location of link-time addr in object (run-time rt as sampled). */
size_t measured_loc_get(struct measured *m, size_t object, uint64_t addr,
		      uint64_t rt)
{
	struct table *t = &m->index->locs;
	struct loc_key k = { object, addr };
	size_t *slot, func;
	struct mloc *l;

	if (table_reserve(m, t, LOCS) != 0)
		return NO_INDEX;
	slot = table_find(m, t, loc_hash(object, addr), same_loc, &k);
	if (*slot != NO_INDEX)
		return *slot;
	func = func_at(m, object, addr);
	if (func == NO_INDEX ||
	    measured_room_for((void **)&m->locs, m->nlocs, sizeof *m->locs) != 0)
		return NO_INDEX;
	l = &m->locs[m->nlocs];
	l->func = func;
	l->object = object;
	l->addr = addr;
	l->rt = object == NO_INDEX ? rt : addr + m->objects[object].bias;
	t->n++;
	return *slot = m->nlocs++;
}

/* ---- stacks ---- */

/* Room for n more entries of the pool; 0 or -1. */
int measured_pool_room(struct measured *m, size_t n)
{
	size_t want = m->npool + n, cap = want * 2 + 1024;
	size_t *p;

	if (want <= m->index->pool_cap)
		return 0;
	p = realloc(m->pool, cap * sizeof *p);
	if (p == NULL)
		return -1;
	m->pool = p;
	m->index->pool_cap = cap;
	return 0;
}

/*
 * Keep the stack whose locations were just put at the end of the pool
 * (pool[at..at+n)): added to an identical one, or as a new one.
 */
int measured_stack_add(struct measured *m, size_t at, size_t n, double samples,
		     uint32_t thread, unsigned flags)
{
	struct table *t = &m->index->stacks;
	struct stack_key k = { m->pool + at, n, thread, flags };
	size_t *slot;
	struct mstack *s;

	if (table_reserve(m, t, STACKS) != 0)
		return -1;
	slot = table_find(m, t, stack_hash(k.locs, n, thread, flags), same_stack, &k);
	if (*slot != NO_INDEX) {
		m->stacks[*slot].samples += samples;
		m->npool = at;
		return 0;
	}
	if (measured_room_for((void **)&m->stacks, m->nstacks, sizeof *m->stacks) != 0)
		return -1;
	s = &m->stacks[m->nstacks];
	s->at = at;
	s->n = n;
	s->samples = samples;
	s->thread = thread;
	s->flags = flags;
	t->n++;
	*slot = m->nstacks++;
	return 0;
}

/* ---- objects ---- */

int measured_same_bytes(const unsigned char *a, size_t alen,
		      const unsigned char *b, size_t blen)
{
	return alen == blen && (alen == 0 || memcmp(a, b, alen) == 0);
}

size_t measured_object_get(struct measured *m, const struct stacks_object *o)
{
	struct mobject *n;
	const char *slash;
	size_t i;

	for (i = 0; i < m->nobjects; i++)
		if (strcmp(m->objects[i].path, o->path) == 0 &&
		    measured_same_bytes(m->objects[i].build_id, m->objects[i].build_id_len,
			       o->build_id, o->build_id_len))
			return i;
	if (measured_room_for((void **)&m->objects, m->nobjects, sizeof *m->objects) != 0)
		return NO_INDEX;
	n = &m->objects[m->nobjects];
	memset(n, 0, sizeof *n);
	n->path = strdup(o->path);
	n->build_id = malloc(o->build_id_len + 1);
	if (n->path == NULL || n->build_id == NULL) {
		free(n->path);
		free(n->build_id);
		return NO_INDEX;
	}
	memcpy(n->build_id, o->build_id, o->build_id_len);
	n->build_id_len = o->build_id_len;
	slash = strrchr(n->path, '/');
	n->name = slash ? slash + 1 : n->path;
	if (*n->name == '\0')
		n->name = o->kind == GMON_STACKS_OBJ_VDSO ? "vdso" : "unnamed";
	n->kind = o->kind;
	n->bias = o->bias;
	n->low = o->ranges[0].low;
	n->high = o->ranges[0].high;
	for (i = 1; i < o->nranges; i++) {
		if (o->ranges[i].low < n->low)
			n->low = o->ranges[i].low;
		if (o->ranges[i].high > n->high)
			n->high = o->ranges[i].high;
	}
	return m->nobjects++;
}

/*
 * The views' functions ("nodes"): the program's, numbered as in its
 * analysis, then every other function a stack holds (other objects',
 * unnamed code), in the order first seen.
 */
int measured_index_nodes(struct measured *m)
{
	struct measured_index *ix = m->index;
	size_t i, next;

	ix->nprog = m->prog->prof.funcs.n;
	ix->of_prog = malloc((ix->nprog + m->nfuncs + 1) * sizeof *ix->of_prog);
	ix->node = malloc((m->nfuncs + 1) * sizeof *ix->node);
	if (ix->of_prog == NULL || ix->node == NULL)
		return -1;
	for (i = 0; i < ix->nprog + m->nfuncs; i++)
		ix->of_prog[i] = NO_INDEX;
	next = ix->nprog;
	for (i = 0; i < m->nfuncs; i++) {
		size_t p = measured_prog_index(m, i);

		ix->node[i] = p != NO_INDEX && p < ix->nprog ? p : next++;
		ix->of_prog[ix->node[i]] = i;
	}
	ix->nnodes = next;
	return 0;
}

int measured_begin(struct measured *m, const struct analysis *a, int flags)
{
	memset(m, 0, sizeof *m);
	m->prog = a;
	m->prog_object = NO_INDEX;
	m->flags = flags;
	m->index = calloc(1, sizeof *m->index);
	return m->index == NULL ? -1 : 0;
}

void measured_close(struct measured *m)
{
	size_t i;

	for (i = 0; i < m->nobjects; i++) {
		if (m->objects[i].owned) {
			analysis_close(m->objects[i].an);
			free(m->objects[i].an);
		}
		free(m->objects[i].path);
		free(m->objects[i].build_id);
	}
	for (i = 0; i < m->nfuncs; i++)
		free(m->funcs[i].label);
	if (m->index) {
		free(m->index->funcs.slot);
		free(m->index->locs.slot);
		free(m->index->stacks.slot);
		free(m->index->of_prog);
		free(m->index->node);
		free(m->index);
	}
	free(m->objects);
	free(m->funcs);
	free(m->locs);
	free(m->stacks);
	free(m->pool);
	free(m->notes);
	memset(m, 0, sizeof *m);
}

/* ---- what the views ask ---- */

const struct analysis *measured_symbols(const struct measured *m, size_t f,
					size_t *index)
{
	const struct mfunc *fn = &m->funcs[f];

	*index = fn->index;
	if (fn->object == NO_INDEX || fn->index == NO_INDEX)
		return NULL;
	return m->objects[fn->object].an;
}

const char *measured_name(const struct measured *m, size_t f)
{
	size_t index;
	const struct analysis *an = measured_symbols(m, f, &index);

	return an ? analysis_name(an, index) : m->funcs[f].label;
}

const char *measured_foreign(const struct measured *m, size_t f)
{
	size_t o = m->funcs[f].object;

	return o == NO_INDEX || o == m->prog_object ? NULL : m->objects[o].name;
}

size_t measured_prog_index(const struct measured *m, size_t f)
{
	return m->funcs[f].object == m->prog_object ? m->funcs[f].index : NO_INDEX;
}

size_t measured_nodes(const struct measured *m)
{
	return m->index->nnodes;
}

size_t measured_node(const struct measured *m, size_t f)
{
	return m->index->node[f];
}

size_t measured_func(const struct measured *m, size_t node)
{
	return node < m->index->nnodes ? m->index->of_prog[node] : NO_INDEX;
}

int measured_line(const struct measured *m, size_t l, const char **file)
{
	const struct mloc *loc = &m->locs[l];
	const struct analysis *an;
	int line = 0;

	*file = NULL;
	if (loc->object == NO_INDEX || (an = m->objects[loc->object].an) == NULL)
		return 0;
	if (srcline_find(an->src, loc->addr, file, &line) != 0) {
		*file = NULL;
		return 0;
	}
	return line;
}

