/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A thread's spill: the arcs it meets once the array its stubs walk has
 * stopped growing (ARRAY_CELLS_MAX, arcs.c).  Each arc is an entry of
 * (from, self, count) that never moves, bump-allocated in chunks; an
 * open-addressing index of entry numbers finds it.  Memory: 24 bytes an
 * arc for the entries on 64-bit targets (16 on 32-bit), and 4-byte
 * index slots, at most 3/4 of them taken, the index doubling when full
 * and its old arrays kept: at most 4 / (3/8) * 2 = 21.4 bytes an arc,
 * right after a doubling, and 10.7 right before; plus one chunk not yet
 * filled and the 32 KiB of chunk pointers.  So at most 46 bytes an arc
 * (64-bit), besides those 0.5 MiB.
 *
 * The rules it keeps, as arcs.c does for its arrays: everything here
 * may be interrupted by a signal handler of the same thread that counts
 * arcs too (nested, many deep), and abandoned by siglongjmp out of it;
 * other threads only read.  So:
 *  - an entry's keys are written before an index slot names it: the
 *    slot is claimed by compare-and-swap (release), and a handler that
 *    adds the same arc meanwhile finds the slot taken and the arc in it;
 *  - entries count with atomic adds, from 0 once indexed, so that an
 *    entry abandoned before its slot was claimed counts nothing;
 *  - a full index is replaced by one twice the size, with the thread's
 *    handlers held off (gmon_port_handlers_off): the grower copies the
 *    old slots, publishes the new index, then seals every empty slot of
 *    the old one and makes sure each entry it names is in the new one.
 *    A slot claimed in the old index after it was replaced (a handler
 *    of a port that cannot hold handlers off) is found by the claimer,
 *    who reads the index again after claiming.  A count added through
 *    an old index is checked the same way: if the arc has another entry
 *    in the new index (its twin), the count moves there;
 *  - memory is never freed while the program runs.
 */
#include "spill.h"
#include "wide_count.h"

#ifndef GMON_SPILL_CHUNK_BITS
#define GMON_SPILL_CHUNK_BITS 14	/* 16384 entries: 384 KiB a chunk */
#endif
#ifndef GMON_SPILL_INDEX_FIRST
#define GMON_SPILL_INDEX_FIRST 4096	/* slots of the first index */
#endif
#define CHUNK_ENTRIES ((uint32_t)1 << GMON_SPILL_CHUNK_BITS)
#define CHUNKS 4096
#define ENTRY_BITS 26		/* of a slot: entry number + 1; the rest a tag */
#define ENTRY_MASK (((uint32_t)1 << ENTRY_BITS) - 1)
#define ENTRIES_MAX (CHUNKS * CHUNK_ENTRIES < ENTRY_MASK ?		\
		     CHUNKS * CHUNK_ENTRIES : ENTRY_MASK - 1)
#define SEALED UINT32_MAX	/* a slot of a replaced index: look again */
#define NO_ROOM UINT32_MAX	/* an entry number that no entry has */
#define SPILL_MIX 0x9e3779b97f4a7c15u

_Static_assert((GMON_SPILL_INDEX_FIRST & (GMON_SPILL_INDEX_FIRST - 1)) == 0 &&
	       GMON_SPILL_INDEX_FIRST >= 4, "a power of two");

struct entry {
	uintptr_t from;
	uintptr_t self;		/* stored last: 0 until the keys are whole */
	struct gmon_wide_count count;
};

struct index {
	uint32_t mask;		/* slots - 1 */
	uint32_t used;		/* atomic: slots taken, or being taken */
	uint32_t slot[];	/* atomic: tag | entry number + 1; 0: empty */
};

struct gmon_spill {
	struct index *index;		/* atomic: the newest */
	uint32_t entries;		/* atomic: entry numbers handed out */
	uint32_t twins;			/* atomic: an arc may have two entries */
	void *chunk[CHUNKS];		/* atomic: each set once */
};

#define INDEX_BYTES(slots) (sizeof(struct index) + (slots) * sizeof(uint32_t))

/* ---- entries ---- */

static struct entry *entry_at(const struct gmon_spill *sp, uint32_t n)
{
	struct entry *c = __atomic_load_n(&sp->chunk[n / CHUNK_ENTRIES],
					  __ATOMIC_ACQUIRE);

	return c ? c + n % CHUNK_ENTRIES : NULL;
}

/*
 * *slot, or else zeroed memory of `size' bytes that `init' sets up and
 * that becomes *slot, unless a handler (of a port that cannot hold them
 * off) set it first.  The thread's handlers are held off meanwhile, so
 * that no handler that jumps out leaves an allocation half made.
 * NULL without memory.
 */
static void *set_once(void **slot, size_t size, void (*init)(void *))
{
	void *mem = __atomic_load_n(slot, __ATOMIC_ACQUIRE), *none = NULL;
	uint64_t held;

	if (mem != NULL)
		return mem;
	held = gmon_port_handlers_off();
	mem = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
	if (mem == NULL) {
		mem = gmon_port_alloc(size);
		if (mem != NULL && init != NULL)
			init(mem);
		if (mem != NULL &&
		    !__atomic_compare_exchange_n(slot, &none, mem, 0,
						 __ATOMIC_RELEASE,
						 __ATOMIC_ACQUIRE))
			mem = none;
	}
	gmon_port_handlers_restore(held);
	return mem;
}

/* A new entry of (from, self) with no count yet: its number, or NO_ROOM. */
static uint32_t new_entry(struct gmon_spill *sp, uintptr_t from,
			  uintptr_t self)
{
	uint32_t n = __atomic_load_n(&sp->entries, __ATOMIC_RELAXED);
	struct entry *e;

	if (n >= ENTRIES_MAX)
		return NO_ROOM;
	n = __atomic_fetch_add(&sp->entries, 1, __ATOMIC_RELAXED);
	if (n >= ENTRIES_MAX ||
	    !set_once(&sp->chunk[n / CHUNK_ENTRIES],
		      CHUNK_ENTRIES * sizeof(struct entry), NULL))
		return NO_ROOM;
	e = entry_at(sp, n);
	__atomic_store_n(&e->from, from, __ATOMIC_RELAXED);
	__atomic_store_n(&e->self, self, __ATOMIC_RELEASE);
	return n;
}

/* ---- the index ---- */

/*
 * Where the search for (from, self) starts in ix, and its tag: the high
 * bits of a slot, which spare a look at the entries of other arcs.
 */
static uint32_t first_slot(const struct index *ix, uintptr_t from,
			   uintptr_t self, uint32_t *tag)
{
	uint64_t h = ((uint64_t)self * SPILL_MIX ^ from) * SPILL_MIX;

	*tag = (uint32_t)(h >> (64 - (32 - ENTRY_BITS))) << ENTRY_BITS;
	return (uint32_t)(h >> 32) & ix->mask;
}

/*
 * Look for (from, self) in ix: its entry number + 1, or 0 and *hole the
 * empty slot that ended the search (NULL: ix is full), or SEALED if the
 * search met a slot of an index that has been replaced.
 */
static uint32_t probe(const struct gmon_spill *sp, struct index *ix,
		      uintptr_t from, uintptr_t self, uint32_t **hole)
{
	uint32_t tag, i = first_slot(ix, from, self, &tag), k;

	for (k = 0; k <= ix->mask; k++, i = (i + 1) & ix->mask) {
		uint32_t v = __atomic_load_n(&ix->slot[i], __ATOMIC_ACQUIRE);
		const struct entry *e;

		if (v == 0) {
			*hole = &ix->slot[i];
			return 0;
		}
		if (v == SEALED)
			return SEALED;
		if ((v & ~ENTRY_MASK) != tag)
			continue;
		e = entry_at(sp, (v & ENTRY_MASK) - 1);
		if (e->from == from && e->self == self)
			return v & ENTRY_MASK;
	}
	*hole = NULL;
	return 0;
}

/* The newest index's entry number + 1 for (from, self), or 0. */
static uint32_t lookup(const struct gmon_spill *sp, uintptr_t from,
		       uintptr_t self, struct index **in)
{
	uint32_t v, *hole = NULL;

	do {
		*in = __atomic_load_n(&sp->index, __ATOMIC_ACQUIRE);
		v = probe(sp, *in, from, self, &hole);
	} while (v == SEALED);
	return v;
}

/* Put slot value v in ix, which nobody else sees yet. */
static void place(const struct gmon_spill *sp, struct index *ix, uint32_t v)
{
	const struct entry *e = entry_at(sp, (v & ENTRY_MASK) - 1);
	uint32_t tag, i = first_slot(ix, e->from, e->self, &tag);

	while (ix->slot[i] != 0)
		i = (i + 1) & ix->mask;
	ix->slot[i] = v;
	ix->used++;
}

static uint32_t index_entry(struct gmon_spill *sp, uint32_t n, uintptr_t from,
			    uintptr_t self);

/*
 * Entry n was named by an index that has been replaced: make it its
 * arc's entry in the newest index, or move its calls to the one that is.
 */
static void settle(struct gmon_spill *sp, uint32_t n)
{
	struct entry *e = entry_at(sp, n);
	uint32_t twin = index_entry(sp, n, e->from, e->self);

	if (twin != n && twin != NO_ROOM) {
		__atomic_store_n(&sp->twins, 1, __ATOMIC_RELAXED);
		gmon_wide_add(&entry_at(sp, twin)->count,
			      gmon_wide_take(&e->count));
	}
}

/*
 * After `old' was replaced: seal its empty slots, and settle its entries
 * if any may have come after the copy (`late').
 */
static void sweep(struct gmon_spill *sp, struct index *old, int late)
{
	uint32_t i;

	for (i = 0; i <= old->mask; i++) {
		uint32_t v = 0;

		while (v == 0 &&
		       !__atomic_compare_exchange_n(&old->slot[i], &v, SEALED,
						    0, __ATOMIC_ACQ_REL,
						    __ATOMIC_ACQUIRE))
			;
		if (late && v != 0 && v != SEALED)
			settle(sp, (v & ENTRY_MASK) - 1);
	}
}

/*
 * Replace ix by an index twice its size: 0, or -1 without memory.
 * Slots are taken after `used' counts them, so if it has not moved
 * meanwhile, the copy has every entry of ix.
 */
static int grow(struct gmon_spill *sp, struct index *ix)
{
	uint64_t held = gmon_port_handlers_off();
	uint32_t slots = 2 * (ix->mask + 1), i;
	uint32_t used = __atomic_load_n(&ix->used, __ATOMIC_ACQUIRE);
	struct index *fresh;
	int rc = 0;

	if (__atomic_load_n(&sp->index, __ATOMIC_ACQUIRE) != ix)
		goto out;	/* a handler grew it */
	fresh = gmon_port_alloc(INDEX_BYTES(slots));
	if (fresh == NULL) {
		rc = -1;
		goto out;
	}
	fresh->mask = slots - 1;
	for (i = 0; i <= ix->mask; i++) {
		uint32_t v = __atomic_load_n(&ix->slot[i], __ATOMIC_ACQUIRE);

		if (v != 0 && v != SEALED)
			place(sp, fresh, v);
	}
	if (__atomic_compare_exchange_n(&sp->index, &ix, fresh, 0,
					__ATOMIC_RELEASE, __ATOMIC_RELAXED))
		sweep(sp, ix, __atomic_load_n(&ix->used, __ATOMIC_ACQUIRE) !=
			      used);
out:
	gmon_port_handlers_restore(held);
	return rc;
}

/* Whether one more slot taken in ix would pass its load limit, 3/4. */
static int index_full(const struct index *ix)
{
	uint64_t slots = (uint64_t)ix->mask + 1;

	return 4 * ((uint64_t)__atomic_load_n(&ix->used, __ATOMIC_RELAXED) + 1)
	       > 3 * slots;
}

/*
 * Make entry n the entry of (from, self) in the newest index, unless
 * the arc has one there: the arc's entry number, or NO_ROOM.
 */
static uint32_t index_entry(struct gmon_spill *sp, uint32_t n, uintptr_t from,
			    uintptr_t self)
{
	for (;;) {
		struct index *ix = __atomic_load_n(&sp->index,
						   __ATOMIC_ACQUIRE);
		uint32_t *hole = NULL, expect = 0, tag;
		uint32_t v = probe(sp, ix, from, self, &hole);

		if (v == SEALED)
			continue;
		if (v != 0)
			return v - 1;
		if (hole == NULL || index_full(ix)) {
			int rc = grow(sp, ix);

			if (rc == 0)
				continue;
			if (hole == NULL || __atomic_load_n(&ix->used,
					    __ATOMIC_RELAXED) + 1 >= ix->mask)
				return NO_ROOM;
		}
		first_slot(ix, from, self, &tag);
		__atomic_fetch_add(&ix->used, 1, __ATOMIC_RELAXED);
		if (!__atomic_compare_exchange_n(hole, &expect, tag | (n + 1), 0,
						 __ATOMIC_RELEASE,
						 __ATOMIC_RELAXED)) {
			__atomic_fetch_sub(&ix->used, 1, __ATOMIC_RELAXED);
			continue;
		}
		if (__atomic_load_n(&sp->index, __ATOMIC_ACQUIRE) == ix)
			return n;
	}
}

/* ---- what arcs.c calls ---- */

/* A spill, with its first index after it. */
static void init_spill(void *mem)
{
	struct gmon_spill *sp = mem;

	sp->index = (struct index *)(sp + 1);
	sp->index->mask = GMON_SPILL_INDEX_FIRST - 1;
}

struct gmon_spill *gmon_spill_of(void **slot)
{
	return set_once(slot, sizeof(struct gmon_spill) +
			INDEX_BYTES(GMON_SPILL_INDEX_FIRST), init_spill);
}

int gmon_spill_count(struct gmon_spill *sp, uintptr_t from, uintptr_t self)
{
	struct index *ix;
	uint32_t v = lookup(sp, from, self, &ix);

	if (v == 0)
		return 0;
	gmon_wide_add(&entry_at(sp, v - 1)->count, 1);
	if (__atomic_load_n(&sp->index, __ATOMIC_ACQUIRE) != ix)
		settle(sp, v - 1);
	return 1;
}

int gmon_spill_add(struct gmon_spill *sp, uintptr_t from, uintptr_t self)
{
	uint32_t n;

	if (gmon_spill_count(sp, from, self))
		return 0;
	n = new_entry(sp, from, self);
	if (n != NO_ROOM)
		n = index_entry(sp, n, from, self);
	if (n == NO_ROOM)
		return -1;
	gmon_wide_add(&entry_at(sp, n)->count, 1);
	return 0;
}

int gmon_spill_find(const struct gmon_spill *sp, uintptr_t from,
		    uintptr_t self, uint64_t *calls)
{
	struct index *ix;
	uint32_t v = lookup(sp, from, self, &ix);

	*calls = v ? gmon_wide_read(&entry_at(sp, v - 1)->count) : 0;
	return v != 0;
}

size_t gmon_spill_size(const struct gmon_spill *sp)
{
	uint32_t n = __atomic_load_n(&sp->entries, __ATOMIC_ACQUIRE);

	return n < ENTRIES_MAX ? n : ENTRIES_MAX;
}

/*
 * An entry reports its arc if it has counted calls and, once the arc
 * may have a twin, if it is the arc's entry in the newest index.
 */
int gmon_spill_arc(const struct gmon_spill *sp, size_t i,
		   struct gmon_arc *out)
{
	const struct entry *e = entry_at(sp, (uint32_t)i);
	struct index *ix;

	if (e == NULL || __atomic_load_n(&e->self, __ATOMIC_ACQUIRE) == 0)
		return 0;
	out->from = __atomic_load_n(&e->from, __ATOMIC_RELAXED);
	out->self = e->self;
	out->count = gmon_wide_read(&e->count);
	if (out->count == 0)
		return 0;
	return !__atomic_load_n(&sp->twins, __ATOMIC_RELAXED) ||
	       lookup(sp, out->from, out->self, &ix) == i + 1;
}

uint64_t gmon_spill_calls(const struct gmon_spill *sp)
{
	size_t i, n = gmon_spill_size(sp);
	uint64_t calls = 0;

	for (i = 0; i < n; i++) {
		const struct entry *e = entry_at(sp, (uint32_t)i);

		if (e != NULL)
			calls += gmon_wide_read(&e->count);
	}
	return calls;
}

void gmon_spill_reset(struct gmon_spill *sp)
{
	size_t i, n = gmon_spill_size(sp);

	for (i = 0; i < n; i++) {
		struct entry *e = entry_at(sp, (uint32_t)i);

		if (e != NULL)
			gmon_wide_take(&e->count);
	}
}
