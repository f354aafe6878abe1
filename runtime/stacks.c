/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The call stacks sampled at each tick, counted per thread: one table
 * per thread, one entry per distinct stack with its sample count.
 *
 * Only the thread that owns a table writes to it, and only from its
 * tick handler, which runs with every signal blocked: no entry is ever
 * written by two hands at once, so nothing here locks.  The writer
 * (any thread, maybe in a signal handler) reads the tables as they are
 * filled: an entry's frames, count and keys are stored before its
 * frame count, which is published last (release); a count is a word
 * stored whole.  Tables come from gmon_port_alloc() and are never given
 * back: a thread that ended leaves its table to the next new thread,
 * which goes on counting in it under the same number.  A
 * table's size is fixed; a sample whose stack finds no room is counted
 * as dropped and said at exit.
 */
#include "gmon_core.h"

#define TABLE_SLOTS 4096	/* distinct stacks per table, a power of 2 */
#define TABLE_WORDS (96 * 1024)	/* frames per table */
#define MAX_PROBES 64		/* slots looked at before giving up */
#define MAX_TABLES 512		/* tables ever made */
#define REUSE_LOOKS 16		/* ended threads' tables tried first */

struct stack_entry {
	uintptr_t count;	/* atomic: samples */
	uint32_t hash;
	uint32_t epoch;
	uint32_t first;		/* its frames: words[first ...] */
	uint16_t nframes;	/* atomic, stored last; 0: empty */
	uint8_t flags;
};

struct stack_table {
	struct stack_table *next;	/* every table, newest first */
	uintptr_t owner;	/* atomic: the thread's port id; 0: free */
	uint32_t number;	/* the file's name of its thread: 1, 2... in
				   the order the tables were made */
	uint32_t used_words;
	uint32_t nstacks;	/* atomic: entries in use */
	uintptr_t dropped;	/* atomic: samples without room */
	struct stack_entry slot[TABLE_SLOTS];
	uintptr_t words[TABLE_WORDS];
};

static int enabled;			/* atomic: stacks are counted */
static struct stack_table *tables;	/* atomic: the list's head */
static unsigned ntables;		/* atomic */
static uintptr_t lost;			/* atomic: samples of no table */
static uintptr_t late;			/* atomic: late ticks, no stack */
static GMON_THREAD_LOCAL struct stack_table *mine;

void gmon_stacks_enable(int on)
{
	__atomic_store_n(&enabled, on, __ATOMIC_RELEASE);
}

int gmon_stacks_enabled(void)
{
	return __atomic_load_n(&enabled, __ATOMIC_ACQUIRE);
}

/* An ended thread's table, taken over; NULL if none among the first. */
static struct stack_table *reuse_table(uintptr_t id)
{
	struct stack_table *t = __atomic_load_n(&tables, __ATOMIC_ACQUIRE);
	unsigned looks;

	for (looks = 0; t != NULL && looks < REUSE_LOOKS; t = t->next, looks++) {
		uintptr_t owner = __atomic_load_n(&t->owner, __ATOMIC_ACQUIRE);

		if ((owner == 0 || !gmon_port_thread_alive(owner)) &&
		    __atomic_compare_exchange_n(&t->owner, &owner, id, 0,
						__ATOMIC_ACQ_REL,
						__ATOMIC_RELAXED))
			return t;
	}
	return NULL;
}

static struct stack_table *new_table(uintptr_t id)
{
	struct stack_table *t;

	unsigned number = __atomic_add_fetch(&ntables, 1, __ATOMIC_RELAXED);

	if (number > MAX_TABLES)
		return NULL;
	t = gmon_port_alloc(sizeof *t);
	if (t == NULL)
		return NULL;
	t->owner = id;
	t->number = number;
	t->next = __atomic_load_n(&tables, __ATOMIC_RELAXED);
	while (!__atomic_compare_exchange_n(&tables, &t->next, t, 1,
					    __ATOMIC_RELEASE, __ATOMIC_RELAXED))
		;
	return t;
}

/* [signal] The calling thread's table, found or made once. */
static struct stack_table *my_table(void)
{
	uintptr_t id;

	if (likely(mine != NULL))
		return mine;
	id = gmon_arcs_thread_id();
	if (id == 0)
		id = gmon_port_thread_attach();
	mine = reuse_table(id);
	if (mine == NULL)
		mine = new_table(id);
	return mine;
}

/* FNV-1a over the words that make a stack distinct. */
static uint32_t hash_of(const uintptr_t *f, unsigned n, uint32_t epoch,
			unsigned flags)
{
	uint64_t h = 0xcbf29ce484222325ull ^ epoch ^ ((uint64_t)flags << 32);
	unsigned i;

	for (i = 0; i < n; i++)
		h = (h ^ (uint64_t)f[i]) * 0x100000001b3ull;
	return (uint32_t)(h ^ h >> 32);
}

static int same_stack(const struct stack_table *t, const struct stack_entry *e,
		      const uintptr_t *f, unsigned n)
{
	const uintptr_t *g = &t->words[e->first];
	unsigned i;

	for (i = 0; i < n; i++)
		if (g[i] != f[i])
			return 0;
	return 1;
}

static void add(uintptr_t *count, unsigned ticks)
{
	__atomic_store_n(count, __atomic_load_n(count, __ATOMIC_RELAXED) + ticks,
			 __ATOMIC_RELAXED);
}

/* Fill the empty slot e with the stack; 0, or -1 without room. */
static int claim(struct stack_table *t, struct stack_entry *e, uint32_t hash,
		 const uintptr_t *f, unsigned n, uint32_t epoch,
		 unsigned flags, unsigned ticks)
{
	unsigned i;

	if (n > TABLE_WORDS - t->used_words)
		return -1;
	for (i = 0; i < n; i++)
		t->words[t->used_words + i] = f[i];
	e->first = t->used_words;
	e->hash = hash;
	e->epoch = epoch;
	e->flags = (uint8_t)flags;
	__atomic_store_n(&e->count, ticks, __ATOMIC_RELAXED);
	__atomic_store_n(&e->nframes, (uint16_t)n, __ATOMIC_RELEASE);
	t->used_words += n;
	__atomic_fetch_add(&t->nstacks, 1, __ATOMIC_RELAXED);
	return 0;
}

/*
 * [signal] Count `ticks' samples of the calling thread's stack f[0..n):
 * the pc, then return addresses, innermost first; flags
 * GMON_STACK_TRUNCATED if the walk stopped at its depth limit.
 */
void gmon_stacks_count(const uintptr_t *f, unsigned n, uint32_t epoch,
		       unsigned flags, unsigned ticks)
{
	struct stack_table *t;
	uint32_t hash;
	unsigned i;

	if (!gmon_stacks_enabled() || n == 0 || ticks == 0)
		return;
	if (n > GMON_STACK_DEPTH)
		n = GMON_STACK_DEPTH;
	t = my_table();
	if (t == NULL) {
		__atomic_fetch_add(&lost, ticks, __ATOMIC_RELAXED);
		return;
	}
	hash = hash_of(f, n, epoch, flags);
	for (i = 0; i < MAX_PROBES; i++) {
		struct stack_entry *e = &t->slot[(hash + i) & (TABLE_SLOTS - 1)];
		unsigned have = __atomic_load_n(&e->nframes, __ATOMIC_ACQUIRE);

		if (have == 0) {
			if (claim(t, e, hash, f, n, epoch, flags, ticks) == 0)
				return;
			break;
		}
		if (e->hash == hash && have == n && e->epoch == epoch &&
		    e->flags == flags && same_stack(t, e, f, n)) {
			add(&e->count, ticks);
			return;
		}
	}
	add(&t->dropped, ticks);
}

/*
 * [signal] `ticks' samples counted in the histogram with no stack (late
 * ticks, which bring a pc alone): dropped, so that the stacks and the
 * dropped add up to the histogram's samples.
 */
void gmon_stacks_drop(unsigned ticks)
{
	if (gmon_stacks_enabled())
		__atomic_fetch_add(&late, ticks, __ATOMIC_RELAXED);
}

/*
 * The next stack after the cursor's (zeroed: the first), in *out; 0
 * after the last.  Entries filled meanwhile may or may not be seen.
 */
int gmon_stacks_next(struct gmon_stack_cursor *c, struct gmon_stack *out)
{
	const struct stack_table *t = c->table;

	if (!c->started) {
		c->started = 1;
		t = __atomic_load_n(&tables, __ATOMIC_ACQUIRE);
		c->index = 0;
	}
	for (; t != NULL; t = t->next, c->index = 0) {
		while (c->index < TABLE_SLOTS) {
			const struct stack_entry *e = &t->slot[c->index++];
			unsigned n = __atomic_load_n(&e->nframes,
						     __ATOMIC_ACQUIRE);
			uintptr_t count;

			if (n == 0 || (count = __atomic_load_n(
					       &e->count, __ATOMIC_RELAXED)) == 0)
				continue;
			out->thread = t->number;
			out->epoch = e->epoch;
			out->count = count;
			out->flags = e->flags;
			out->nframes = n;
			out->frames = &t->words[e->first];
			c->table = t;
			return 1;
		}
	}
	c->table = NULL;
	return 0;
}

/*
 * Samples that kept no stack: tables full, or none to be had; with_late,
 * also the late ticks (the file's count, which adds up to the
 * histogram's; the report says only the first, which a user can mend).
 */
uint64_t gmon_stacks_dropped(int with_late)
{
	const struct stack_table *t;
	uint64_t n = __atomic_load_n(&lost, __ATOMIC_RELAXED);

	if (with_late)
		n += __atomic_load_n(&late, __ATOMIC_RELAXED);
	for (t = __atomic_load_n(&tables, __ATOMIC_ACQUIRE); t; t = t->next)
		n += __atomic_load_n(&t->dropped, __ATOMIC_RELAXED);
	return n;
}

/* The tables' use: distinct stacks, tables, bytes of them touched. */
void gmon_stacks_usage(uint64_t *nstacks, unsigned *ntab, uint64_t *bytes)
{
	const struct stack_table *t;

	*nstacks = 0;
	*ntab = 0;
	*bytes = 0;
	for (t = __atomic_load_n(&tables, __ATOMIC_ACQUIRE); t; t = t->next) {
		uint32_t used = __atomic_load_n(&t->nstacks, __ATOMIC_RELAXED);

		*nstacks += used;
		*ntab += 1;
		*bytes += sizeof(struct stack_table) - sizeof t->slot -
			  sizeof t->words + t->used_words * sizeof(uintptr_t);
		/* slots are spread by hash: most pages of them get touched */
		*bytes += used ? sizeof t->slot : 0;
	}
}

/*
 * Forget every count (a new profile, a fork child with files of its
 * own): with the tick off, or in a child with one thread.  child: the
 * tables of the parent's other threads are free for new threads, and
 * the caller's own carries its new number.
 */
void gmon_stacks_reset(int child)
{
	struct stack_table *t;

	for (t = __atomic_load_n(&tables, __ATOMIC_ACQUIRE); t; t = t->next) {
		unsigned i;

		for (i = 0; i < TABLE_SLOTS; i++) {
			__atomic_store_n(&t->slot[i].nframes, 0,
					 __ATOMIC_RELAXED);
			t->slot[i].count = 0;
		}
		t->used_words = 0;
		t->nstacks = 0;
		t->dropped = 0;
		if (child && t != mine)
			t->owner = 0;
	}
	lost = 0;
	late = 0;
	if (child && mine != NULL)
		mine->owner = gmon_port_thread_attach();
}
