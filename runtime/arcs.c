/*
 * The call-graph arc tables behind mcount.
 *
 * Every thread counts into a table of its own, so the hot path has no
 * lock and no atomic read-modify-write: glibc's single table behind one
 * busy flag drops an arc whenever two threads meet in mcount.  A table is
 * an open-addressed hash of (frompc, selfpc) -> count that doubles when
 * it is three-quarters full.  Tables are never freed while the program
 * runs: a thread that ends hands its table (counts included) to the next
 * thread that starts, and the writer sums them all at exit.
 *
 * A signal handler that interrupts mcount and calls profiled code finds
 * its thread's table busy; it counts into a small side table of atomic
 * counters instead, which the interrupted call folds back in.
 *
 * The x86-64 mcount counts an arc already in the table without calling
 * C at all (arch/x86_64.S); it reads the table through arcs_layout.h.
 */
#include "gmon_core.h"
#include "arcs_layout.h"

#define PENDING_SLOTS 32
#define MIN_CAPACITY 256
#define MAX_INITIAL_CAPACITY (1u << 16)

enum { TABLE_FREE, TABLE_OWNED };
enum { PEND_EMPTY, PEND_CLAIMED, PEND_READY };

struct pending {
	int state;		/* atomic: PEND_* */
	uintptr_t from, self;
	uintptr_t count;	/* atomic */
};

/* The first five fields are read by the x86-64 mcount: arcs_layout.h. */
struct table {
	struct gmon_arc *slot;
	size_t mask;		/* capacity - 1; capacity is a power of two */
	unsigned shift;		/* 64 - log2(capacity) */
	int busy;		/* this thread is inside count_arc() */
	int pend_dirty;		/* atomic: a nested call left pending counts */
	int owner;		/* atomic: TABLE_FREE or TABLE_OWNED */
	size_t used;
	size_t grow_at;
	struct table *next;	/* every table ever made, newest first */
	struct pending pend[PENDING_SLOTS];
};

#ifdef __x86_64__		/* the one mcount that reads them */
_Static_assert(offsetof(struct table, slot) == GMON_TABLE_SLOT, "layout");
_Static_assert(offsetof(struct table, mask) == GMON_TABLE_MASK, "layout");
_Static_assert(offsetof(struct table, shift) == GMON_TABLE_SHIFT, "layout");
_Static_assert(offsetof(struct table, busy) == GMON_TABLE_BUSY, "layout");
_Static_assert(offsetof(struct table, pend_dirty) == GMON_TABLE_PEND_DIRTY,
	       "layout");
_Static_assert(sizeof(struct gmon_arc) == GMON_ARC_SIZE, "layout");
_Static_assert(offsetof(struct gmon_arc, from) == GMON_ARC_FROM, "layout");
_Static_assert(offsetof(struct gmon_arc, self) == GMON_ARC_SELF, "layout");
_Static_assert(offsetof(struct gmon_arc, count) == GMON_ARC_COUNT, "layout");
#endif

/*
 * A thread without a table of its own points at this one, whose busy
 * flag is always set: mcount's busy test then also sends a thread's
 * first arc to C, and the fast path needs no test of its own for it.
 */
static struct table no_table = { .busy = 1 };

/* Not static: the x86-64 mcount reads these three. */
GMON_HIDDEN GMON_THREAD_LOCAL struct table *gmon_self_table = &no_table;
GMON_HIDDEN uintptr_t gmon_arc_low;	/* arcs are kept for callers in */
GMON_HIDDEN uintptr_t gmon_arc_span;	/* [low, low + span) */

static struct table *all_tables;	/* atomic list head */
static size_t first_capacity = MIN_CAPACITY;
static uintptr_t lost;			/* atomic: arcs that found no room */

static size_t round_pow2(size_t n)
{
	size_t p = MIN_CAPACITY;

	while (p < n && p < ((size_t)1 << (sizeof(size_t) * 8 - 2)))
		p <<= 1;
	return p;
}

/* Size of each new table, from the text size (the table grows anyway). */
void gmon_arcs_capacity(size_t capacity)
{
	if (capacity > MAX_INITIAL_CAPACITY)
		capacity = MAX_INITIAL_CAPACITY;
	first_capacity = round_pow2(capacity);
}

/*
 * Fibonacci hashing: the top bits of the product depend on every bit of
 * its operand, here the caller's low half folded into the callee's high
 * half (the pcs' own high halves are nearly always the same).  One
 * multiply, as in mcount.
 */
static size_t hash(uintptr_t from, uintptr_t self, unsigned shift)
{
	uint64_t k = (uint64_t)from << 32 ^ (uint64_t)self;

	return (size_t)((k * (uint64_t)GMON_ARC_HASH_MUL) >> shift);
}

static unsigned shift_for(size_t capacity)
{
	unsigned s = 64;

	while (capacity > 1) {
		capacity >>= 1;
		s--;
	}
	return s;
}

static struct gmon_arc *new_slots(size_t capacity)
{
	return gmon_port_alloc(capacity * sizeof(struct gmon_arc));
}

/*
 * Double the table.  The old array stays allocated: the exit writer may
 * be reading it from another thread.  Publishing the new array after it
 * is filled keeps such a reader on one consistent copy or the other.
 */
static int grow(struct table *t)
{
	size_t cap = (t->mask + 1) * 2, i;
	unsigned shift = shift_for(cap);
	struct gmon_arc *old = t->slot, *fresh = new_slots(cap);

	if (fresh == NULL)
		return -1;
	for (i = 0; i <= t->mask; i++) {
		size_t j;

		if (old[i].self == 0)
			continue;
		j = hash(old[i].from, old[i].self, shift);
		while (fresh[j].self != 0)
			j = (j + 1) & (cap - 1);
		fresh[j] = old[i];
	}
	/* slot before mask: a reader that sees the new mask sees fresh */
	__atomic_store_n(&t->slot, fresh, __ATOMIC_RELEASE);
	__atomic_store_n(&t->mask, cap - 1, __ATOMIC_RELEASE);
	t->shift = shift;
	t->grow_at = cap / 4 * 3;
	return 0;
}

static void count_arc(struct table *t, uintptr_t from, uintptr_t self,
		      uint64_t n)
{
	struct gmon_arc *a;
	size_t i = hash(from, self, t->shift);

	for (;;) {
		a = &t->slot[i];
		if (likely(a->self == self && a->from == from)) {
			a->count += n;
			return;
		}
		if (a->self == 0)
			break;
		i = (i + 1) & t->mask;
	}
	if (!gmon_arc_caller_known(from))
		return;		/* a caller gprof could not name */
	if (t->used >= t->grow_at) {
		if (grow(t) == 0) {
			count_arc(t, from, self, n);
			return;
		}
		if (t->used >= t->mask) {	/* keep one hole: probes end */
			__atomic_fetch_add(&lost, (uintptr_t)n, __ATOMIC_RELAXED);
			return;
		}
	}
	t->used++;
	a->from = from;
	a->count = n;
	/* a reader that sees self set also sees from and count */
	__atomic_store_n(&a->self, self, __ATOMIC_RELEASE);
}

/* Nested call (signal handler inside mcount): count in the side table. */
static void count_pending(struct table *t, uintptr_t from, uintptr_t self)
{
	unsigned i;

	for (i = 0; i < PENDING_SLOTS; i++) {
		struct pending *p = &t->pend[i];
		int st = __atomic_load_n(&p->state, __ATOMIC_ACQUIRE);

		if (st == PEND_EMPTY) {
			int expect = PEND_EMPTY;

			if (!__atomic_compare_exchange_n(&p->state, &expect,
							 PEND_CLAIMED, 0,
							 __ATOMIC_ACQUIRE,
							 __ATOMIC_RELAXED))
				continue;
			p->from = from;
			p->self = self;
			__atomic_store_n(&p->state, PEND_READY,
					 __ATOMIC_RELEASE);
			st = PEND_READY;
		}
		if (st == PEND_READY && p->from == from && p->self == self) {
			__atomic_fetch_add(&p->count, 1, __ATOMIC_RELAXED);
			__atomic_store_n(&t->pend_dirty, 1, __ATOMIC_RELEASE);
			return;
		}
	}
	__atomic_fetch_add(&lost, 1, __ATOMIC_RELAXED);
}

/* Move pending counts into the table; called with t->busy set. */
static void drain_pending(struct table *t)
{
	unsigned i;

	__atomic_store_n(&t->pend_dirty, 0, __ATOMIC_RELAXED);
	for (i = 0; i < PENDING_SLOTS; i++) {
		struct pending *p = &t->pend[i];
		uintptr_t n;

		if (__atomic_load_n(&p->state, __ATOMIC_ACQUIRE) != PEND_READY)
			continue;
		n = __atomic_exchange_n(&p->count, 0, __ATOMIC_RELAXED);
		if (n)
			count_arc(t, p->from, p->self, n);
	}
}

static struct table *new_table(void)
{
	struct table *t = gmon_port_alloc(sizeof(*t));

	if (t == NULL)
		return NULL;
	t->slot = new_slots(first_capacity);
	if (t->slot == NULL) {
		gmon_port_free(t, sizeof(*t));
		return NULL;
	}
	t->mask = first_capacity - 1;
	t->shift = shift_for(first_capacity);
	t->grow_at = first_capacity / 4 * 3;
	t->owner = TABLE_OWNED;
	t->next = __atomic_load_n(&all_tables, __ATOMIC_RELAXED);
	while (!__atomic_compare_exchange_n(&all_tables, &t->next, t, 1,
					    __ATOMIC_RELEASE, __ATOMIC_RELAXED))
		;
	return t;
}

/* A thread's first arc: reuse the table of a thread that ended, or make one. */
static struct table *claim_table(void)
{
	struct table *t;

	for (t = __atomic_load_n(&all_tables, __ATOMIC_ACQUIRE); t; t = t->next) {
		int expect = TABLE_FREE;

		if (__atomic_load_n(&t->owner, __ATOMIC_RELAXED) == TABLE_FREE &&
		    __atomic_compare_exchange_n(&t->owner, &expect, TABLE_OWNED,
						0, __ATOMIC_ACQUIRE,
						__ATOMIC_RELAXED))
			break;
	}
	if (t == NULL)
		t = new_table();
	if (t == NULL) {
		__atomic_fetch_add(&lost, 1, __ATOMIC_RELAXED);
		return NULL;
	}
	gmon_self_table = t;
	gmon_port_thread_attach(t);
	return t;
}

void gmon_thread_exit(void *table)
{
	struct table *t = table;

	if (gmon_self_table == t)
		gmon_self_table = &no_table;
	__atomic_store_n(&t->owner, TABLE_FREE, __ATOMIC_RELEASE);
}

/*
 * The C half of mcount.  frompc is the return address into the caller of
 * the profiled function, selfpc the return address of the mcount call
 * inside it.  Calls from outside the profiled text (the C library calling
 * back, a signal trampoline, clang's unset frompc on some targets) are
 * not kept, as in every BSD-derived runtime: gprof could not name the
 * caller.  selfpc is not checked, for the same counts as glibc's.
 */
/* End a busy section: fold in what nested calls left, then clear busy. */
static void leave(struct table *t)
{
	if (unlikely(__atomic_load_n(&t->pend_dirty, __ATOMIC_ACQUIRE)))
		drain_pending(t);
	__atomic_signal_fence(__ATOMIC_SEQ_CST);
	t->busy = 0;
}

void gmon_mcount(uintptr_t frompc, uintptr_t selfpc)
{
	struct table *t;
	uintptr_t base = __atomic_load_n(&gmon_arc_low, __ATOMIC_RELAXED);
	uintptr_t size = __atomic_load_n(&gmon_arc_span, __ATOMIC_RELAXED);

	if (frompc - base >= size)
		return;		/* also catches "not started": size is 0 */
	t = gmon_self_table;
	if (unlikely(t == &no_table)) {
		t = claim_table();
		if (t == NULL)
			return;
	}
	if (unlikely(t->busy)) {
		count_pending(t, frompc, selfpc);
		return;
	}
	t->busy = 1;
	__atomic_signal_fence(__ATOMIC_SEQ_CST);
	count_arc(t, frompc, selfpc, 1);
	leave(t);
}

/*
 * The x86-64 mcount counted an arc with the busy flag set and found that
 * a signal handler meanwhile left pending counts: fold them in, and end
 * the busy section for it.
 */
void gmon_arcs_drain(void)
{
	leave(gmon_self_table);
}

/* Stop counting: the range check in gmon_mcount() then fails for all pcs. */
void gmon_arcs_stop(void)
{
	__atomic_store_n(&gmon_arc_span, 0, __ATOMIC_RELAXED);
}

void gmon_arcs_start(uintptr_t lowpc, uintptr_t highpc)
{
	__atomic_store_n(&gmon_arc_span, 0, __ATOMIC_RELAXED);
	__atomic_store_n(&gmon_arc_low, lowpc, __ATOMIC_RELAXED);
	__atomic_store_n(&gmon_arc_span, highpc - lowpc, __ATOMIC_RELAXED);
}

/*
 * Forget every count (a fork child starts its own profile).  Tables of
 * threads that do not exist in the child become free for reuse.
 */
void gmon_arcs_reset(void)
{
	struct table *t;
	size_t i;

	for (t = all_tables; t; t = t->next) {
		for (i = 0; i <= t->mask; i++)
			if (t->slot[i].self != 0)
				t->slot[i].count = 0;
		for (i = 0; i < PENDING_SLOTS; i++)
			t->pend[i].count = 0;
		t->busy = 0;
		if (t != gmon_self_table)
			t->owner = TABLE_FREE;
	}
	lost = 0;
}

/*
 * Walk every arc of every table, each table's pending counts after its
 * own slots.  The cursor starts zeroed.  Safe while other threads still
 * count: the mask is read before the array it describes (see grow()).
 */
int gmon_arcs_next(struct gmon_arc_cursor *c, struct gmon_arc *out)
{
	const struct table *t;

	if (!c->started) {
		c->started = 1;
		c->table = __atomic_load_n(&all_tables, __ATOMIC_ACQUIRE);
		c->index = 0;
	}
	for (t = c->table; t != NULL; t = c->table = t->next, c->index = 0) {
		size_t cap = __atomic_load_n(&t->mask, __ATOMIC_ACQUIRE) + 1;
		const struct gmon_arc *slot =
			__atomic_load_n(&t->slot, __ATOMIC_ACQUIRE);

		while (c->index < cap) {
			const struct gmon_arc *a = &slot[c->index++];
			uintptr_t self = __atomic_load_n(&a->self,
							 __ATOMIC_ACQUIRE);

			if (self != 0 && a->count != 0) {
				out->from = a->from;
				out->self = self;
				out->count = a->count;
				return 1;
			}
		}
		while (c->index < cap + PENDING_SLOTS) {
			const struct pending *p = &t->pend[c->index++ - cap];

			if (__atomic_load_n(&p->state, __ATOMIC_ACQUIRE) ==
			    PEND_READY && p->count != 0) {
				out->from = p->from;
				out->self = p->self;
				out->count = p->count;
				return 1;
			}
		}
	}
	return 0;
}

uint64_t gmon_arcs_lost(void)
{
	return __atomic_load_n(&lost, __ATOMIC_RELAXED);
}
