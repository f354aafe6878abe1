/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Maps of arcs, (table, from, self) -> count: open addressing with
 * linear probing, at most 3/4 full, in memory from gmon_port_alloc()
 * (the writer may run in a signal handler, and the core calls no C
 * library).  objects.c keeps its baseline and retired maps in them; the
 * writer sums every thread's count of an arc in one (gmon_arcmap_next).
 */
#include "gmon_core.h"

static size_t slot_of(const void *table, uintptr_t from, uintptr_t self,
		      size_t cap)
{
	uint64_t k = ((uint64_t)from << 32 ^ (uint64_t)self) +
		     (uint64_t)(uintptr_t)table;

	return (size_t)((k * 0x9e3779b97f4a7c15ull) >> 32) & (cap - 1);
}

static struct gmon_arcmap_slot *map_find(const struct gmon_arcmap *m,
					 const void *table, uintptr_t from,
					 uintptr_t self)
{
	size_t i;

	if (m->cap == 0)
		return NULL;
	for (i = slot_of(table, from, self, m->cap); m->slot[i].arc.self != 0;
	     i = (i + 1) & (m->cap - 1))
		if (m->slot[i].arc.self == self && m->slot[i].arc.from == from &&
		    m->slot[i].table == table)
			return &m->slot[i];
	return NULL;
}

uint64_t gmon_arcmap_get(const struct gmon_arcmap *m, const void *table,
			 uintptr_t from, uintptr_t self)
{
	const struct gmon_arcmap_slot *a = map_find(m, table, from, self);

	return a ? a->arc.count : 0;
}

static void map_put(struct gmon_arcmap *m, const struct gmon_arcmap_slot *a)
{
	size_t i = slot_of(a->table, a->arc.from, a->arc.self, m->cap);

	while (m->slot[i].arc.self != 0)
		i = (i + 1) & (m->cap - 1);
	m->slot[i] = *a;
	m->used++;
}

static int map_grow(struct gmon_arcmap *m)
{
	struct gmon_arcmap bigger = { NULL, m->cap ? m->cap * 2 : 64, 0 };
	size_t i;

	bigger.slot = gmon_port_alloc(bigger.cap * sizeof *bigger.slot);
	if (bigger.slot == NULL)
		return -1;
	for (i = 0; i < m->cap; i++)
		if (m->slot[i].arc.self != 0)
			map_put(&bigger, &m->slot[i]);
	if (m->slot)
		gmon_port_free(m->slot, m->cap * sizeof *m->slot);
	*m = bigger;
	return 0;
}

int gmon_arcmap_add(struct gmon_arcmap *m, const void *table, uintptr_t from,
		    uintptr_t self, uint64_t n)
{
	struct gmon_arcmap_slot *a = map_find(m, table, from, self);
	struct gmon_arcmap_slot fresh = { { from, self, n }, table };

	if (a != NULL) {
		a->arc.count += n;
		return 0;
	}
	if (self == 0)
		return 0;	/* cannot be a key; no function lives there */
	if ((m->used + 1) * 4 > m->cap * 3 && map_grow(m) != 0)
		return -1;
	map_put(m, &fresh);
	return 0;
}

void gmon_arcmap_zero(struct gmon_arcmap *m)
{
	size_t i;

	for (i = 0; i < m->cap; i++)
		m->slot[i].arc.count = 0;
}

/* Give the map's memory back; it is then empty. */
void gmon_arcmap_free(struct gmon_arcmap *m)
{
	if (m->slot)
		gmon_port_free(m->slot, m->cap * sizeof *m->slot);
	m->slot = NULL;
	m->cap = m->used = 0;
}

/*
 * The next arc of the map with a count from slot *at on (*at starts at
 * 0); 0 when there are no more.
 */
int gmon_arcmap_next(const struct gmon_arcmap *m, size_t *at,
		     struct gmon_arc *out)
{
	while (*at < m->cap) {
		const struct gmon_arcmap_slot *s = &m->slot[(*at)++];

		if (s->arc.self != 0 && s->arc.count != 0) {
			*out = s->arc;
			return 1;
		}
	}
	return 0;
}
