/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The pc histogram: profil()'s bin arithmetic and the sample counter.
 *
 * A sample at pc lands in bin ((pc - offset) / 2) * scale / 65536, with
 * scale a 16-bit binary fraction (0x10000 = one bin per 2 bytes).  This
 * is the formula of the V7/BSD manuals and of glibc, kept exact: both
 * divisions truncate.  The sample counter (gmon_sample_late(), which
 * gmon_sample() calls) runs in the tick handler of any thread, so it
 * only reads the range table and bumps bins atomically.
 */
#include "gmon_core.h"

/*
 * The ranges the tick handler reads: an immutable table, sorted by
 * address, replaced by publishing a pointer to a new one
 * (publish_ranges()).  It holds the main set (monstartup's text, or the
 * caller's profil() ranges) and the loaded objects' ranges (objects.c).
 */
struct range_table {
	int readers;		/* atomic: handlers reading it right now */
	unsigned n, cap;
	struct gmon_range *r;
	struct range_table *next;	/* the pool: every table ever made */
};

static struct gmon_range main_set[GMON_MAX_RANGES];
static unsigned nmain;
static const struct gmon_range *object_set;	/* objects.c's, sorted */
static unsigned nobject;

static struct gmon_range fixed_ranges[2][GMON_MAX_RANGES];
static struct range_table fixed_tables[2] = {
	{ .cap = GMON_MAX_RANGES, .r = fixed_ranges[0],
	  .next = &fixed_tables[1] },
	{ .cap = GMON_MAX_RANGES, .r = fixed_ranges[1] },
};
static struct range_table *table_pool = &fixed_tables[0];
static struct range_table *current_table;	/* atomic */
static uintptr_t publishing;	/* atomic: the publisher at work (its
				 * gmon_thread_mark's address), or 0 */
static int enabled;		/* atomic: samples are counted */
static struct gmon_outside outside;

/* The smallest scale at which nothing samples, and profil's "off" values. */
#define SCALE_OFF_MAX 1u

/*
 * First offset d whose bin is >= nbins:
 *   floor(floor(d/2) * s / 65536) >= n  <=>  floor(d/2) >= ceil(n*65536/s).
 */
static uint64_t first_offset_past(size_t nbins, uint32_t scale)
{
	uint64_t half;

	if ((uint64_t)nbins > (UINT64_MAX / 2 - scale) / 65536)
		return UINT64_MAX;	/* more bins than addresses */
	half = ((uint64_t)nbins * 65536 + scale - 1) / scale;
	return half > UINT64_MAX / 2 ? UINT64_MAX : half * 2;
}

int gmon_range_init(struct gmon_range *r, uintptr_t low, uint16_t *bins,
		    size_t nbins, uint32_t scale)
{
	uint64_t limit;
	uintptr_t room = UINTPTR_MAX - low;

	if (scale <= SCALE_OFF_MAX || nbins == 0 || bins == NULL)
		return -1;
	limit = first_offset_past(nbins, scale);
	if (limit - 1 > room)	/* range runs off the address space */
		limit = (uint64_t)room + 1;
	if (limit == 0)		/* room + 1 wrapped: all of it */
		limit = UINT64_MAX;
	r->low = low;
	r->limit = limit > UINTPTR_MAX ? UINTPTR_MAX : (uintptr_t)limit;
	r->bins = bins;
	r->nbins = nbins;
	r->scale = scale;
	r->carry = NULL;
	r->object = NULL;
	return 0;
}

size_t gmon_bin_index(const struct gmon_range *r, uintptr_t pc)
{
	uintptr_t d = pc - r->low;

	if (d >= r->limit)
		return (size_t)-1;
	return (size_t)(((uint64_t)(d >> 1) * r->scale) >> 16);
}

/*
 * The largest power-of-two scale (at most 0x10000) that spreads `bytes'
 * of text over `nbins' bins without running past the last one.  gprof
 * rebuilds the bin edges from the record in whole 2-byte units, so they
 * fall where the runtime's are only when a bin covers a power of two of
 * bytes; any other scale smears samples into the neighbouring function.
 */
uint32_t gmon_scale_for(size_t nbins, uintptr_t bytes)
{
	uint64_t halves = ((uint64_t)bytes + 1) / 2;
	uint64_t s;

	if (halves == 0)
		return 0x10000;
	s = (uint64_t)nbins * 65536 / halves;
	if (s >= 0x10000)
		return 0x10000;
	while (s & (s - 1))
		s &= s - 1;
	return (uint32_t)s;
}

uint64_t gmon_bin_total(const struct gmon_range *r, size_t i)
{
	uint64_t n = __atomic_load_n(&r->bins[i], __ATOMIC_RELAXED);

	if (r->carry)
		n += (uint64_t)__atomic_load_n(&r->carry[i],
					       __ATOMIC_RELAXED) << 16;
	return n;
}

/* Every sample counted in r. */
uint64_t gmon_range_samples(const struct gmon_range *r)
{
	uint64_t n = 0;
	size_t i;

	for (i = 0; i < r->nbins; i++)
		n += gmon_bin_total(r, i);
	return n;
}

/*
 * Add to a 16-bit counter of the buffer [lo, hi) with a compare-and-swap
 * on the aligned 32-bit word that holds it: every target has a word-sized
 * CAS inline, while halfword atomics need libatomic on some (RISC-V).
 * Where that word reaches outside the buffer (the last bin of an odd
 * number of them, the first of a buffer that starts 2 bytes into a word),
 * the counter gets a halfword load and store instead: the caller's
 * neighbouring memory is never touched, at the price of a tick lost if
 * two threads hit that one bin at the same instant.  Returns the number
 * of times the counter wrapped past 65535.
 */
static unsigned bump16(uint16_t *p, unsigned add, const uint16_t *lo,
		       const uint16_t *hi)
{
	uintptr_t addr = (uintptr_t)p;
	uint32_t *word = (uint32_t *)(addr & ~(uintptr_t)3);
	unsigned shift = (unsigned)(addr & 2) * 8;
	uint32_t old, new, half, sum;

	if ((uintptr_t)word < (uintptr_t)lo ||
	    (uintptr_t)(word + 1) > (uintptr_t)hi) {
		sum = (uint32_t)__atomic_load_n(p, __ATOMIC_RELAXED) + add;
		__atomic_store_n(p, (uint16_t)sum, __ATOMIC_RELAXED);
		return sum >> 16;
	}
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	shift = 16 - shift;
#endif
	old = __atomic_load_n(word, __ATOMIC_RELAXED);
	do {
		half = (old >> shift) & 0xffff;
		sum = half + add;
		new = (old & ~(0xffffu << shift)) | ((sum & 0xffff) << shift);
	} while (!__atomic_compare_exchange_n(word, &old, new, 1,
					      __ATOMIC_RELAXED,
					      __ATOMIC_RELAXED));
	return sum >> 16;
}

/*
 * How many times a bin has wrapped into its carry: the writer hands bins
 * to write() as they lie in memory only while this stays the same.
 */
static unsigned long bins_wrapped;

unsigned long gmon_hist_wraps(void)
{
	return __atomic_load_n(&bins_wrapped, __ATOMIC_RELAXED);
}

static void count_in_bin(const struct gmon_range *r, size_t i, unsigned ticks)
{
	unsigned wraps = bump16(&r->bins[i], ticks, r->bins,
				r->bins + r->nbins);

	if (wraps == 0)
		return;
	if (r->carry) {
		bump16(&r->carry[i], wraps, r->carry, r->carry + r->nbins);
		__atomic_fetch_add(&bins_wrapped, 1, __ATOMIC_RELAXED);
	} else	/* a caller's bare buffer: saturate rather than wrap */
		__atomic_store_n(&r->bins[i], 0xffff, __ATOMIC_RELAXED);
}

/*
 * How many holds this thread has (a handler's nested in the code it
 * interrupted): a publisher that has one cannot wait for the tables'
 * readers to let go (publish_ranges()).  Counted before readers, and
 * after.
 */
static GMON_THREAD_LOCAL unsigned holds_here;

/*
 * A handler's hold on the current table.  It counts itself among the
 * table's readers and then checks that the table is still current: a
 * publisher only rewrites a table that is not current and has no
 * readers, so a handler that passed the check reads a table that stays
 * whole until it lets go.  Lock-free and async-signal-safe.
 */
static struct range_table *hold_current_table(void)
{
	struct range_table *t;

	holds_here++;
	__atomic_signal_fence(__ATOMIC_SEQ_CST);
	for (;;) {
		t = __atomic_load_n(&current_table, __ATOMIC_SEQ_CST);
		if (t == NULL) {
			holds_here--;
			return NULL;
		}
		__atomic_fetch_add(&t->readers, 1, __ATOMIC_SEQ_CST);
		if (__atomic_load_n(&current_table, __ATOMIC_SEQ_CST) == t)
			return t;
		__atomic_fetch_sub(&t->readers, 1, __ATOMIC_RELEASE);
	}
}

static void release_table(struct range_table *t)
{
	if (t == NULL)
		return;
	__atomic_fetch_sub(&t->readers, 1, __ATOMIC_RELEASE);
	__atomic_signal_fence(__ATOMIC_SEQ_CST);
	holds_here--;
}

/* The last range whose low is <= pc, by binary search; NULL if none. */
static const struct gmon_range *range_below(const struct range_table *t,
					    uintptr_t pc)
{
	unsigned lo = 0, hi = t->n;

	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;

		if (t->r[mid].low <= pc)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo ? &t->r[lo - 1] : NULL;
}

/*
 * [signal] Count a sample in the histogram.  The port calls it for late
 * ticks (port.h); gmon_sample() (monitor.c) calls it after the arcs'
 * clock.
 */
void gmon_sample_late(uintptr_t pc, unsigned ticks)
{
	struct range_table *t;
	const struct gmon_range *r;
	uintptr_t *where = &outside.below;

	if (!__atomic_load_n(&enabled, __ATOMIC_ACQUIRE))
		return;
	t = hold_current_table();
	r = t ? range_below(t, pc) : NULL;
	if (r != NULL) {
		size_t bin = gmon_bin_index(r, pc);

		if (bin != (size_t)-1) {
			if (r->nbins)
				count_in_bin(r, bin, ticks);
			release_table(t);
			return;
		}
		where = r == &t->r[t->n - 1] ? &outside.above : &outside.between;
	}
	release_table(t);
	__atomic_fetch_add(where, ticks, __ATOMIC_RELAXED);
}

/* [signal] The loaded object whose range holds pc, or NULL. */
struct gmon_object *gmon_hist_object_at(uintptr_t pc)
{
	struct range_table *t = hold_current_table();
	const struct gmon_range *r = t ? range_below(t, pc) : NULL;
	struct gmon_object *o = NULL;

	if (r != NULL && pc - r->low < r->limit)
		o = r->object;
	release_table(t);
	return o;
}

static int ranges_overlap(const struct gmon_range *a,
			  const struct gmon_range *b)
{
	return a->low < b->low ? b->low - a->low < a->limit
			       : a->low - b->low < b->limit;
}

static int overlaps_main_set(const struct gmon_range *r)
{
	unsigned i;

	for (i = 0; i < nmain; i++)
		if (ranges_overlap(r, &main_set[i]))
			return 1;
	return 0;
}

/*
 * A table that no handler holds and that is not current, with room for
 * n ranges.  Tables are never given back: a handler may still load a
 * pointer to one that stopped being current long ago (and then finds
 * that it is not current), so their memory must stay.  The pool only
 * grows when a table is held while a new one is needed, or is too small.
 */
static struct range_table *spare_table(unsigned n)
{
	struct range_table *cur = __atomic_load_n(&current_table,
						  __ATOMIC_SEQ_CST);
	struct range_table *t;
	unsigned cap;

	for (t = table_pool; t; t = t->next)
		if (t != cur && t->cap >= n &&
		    __atomic_load_n(&t->readers, __ATOMIC_SEQ_CST) == 0)
			return t;
	for (cap = 64; cap < n; cap *= 2)
		;
	t = gmon_port_alloc(sizeof *t + cap * sizeof *t->r);
	if (t == NULL)
		return NULL;
	t->cap = cap;
	t->r = (struct gmon_range *)(t + 1);
	t->next = table_pool;
	table_pool = t;
	return t;
}

/*
 * 1 once taken; 0 if this thread holds it, in a publish that a signal
 * handler interrupted (to call moncontrol(), or exit): that publish must
 * finish first, so this one does not happen.
 */
static int publisher_lock(void)
{
	return gmon_own_lock(&publishing);
}

static void publisher_unlock(void)
{
	gmon_own_unlock(&publishing);
}

/* A fork child: a publisher in another thread of the parent is gone. */
void gmon_hist_after_fork(void)
{
	struct range_table *t;

	publishing = 0;
	for (t = table_pool; t; t = t->next)
		t->readers = 0;
}

/*
 * Wait until no handler holds `old', which stopped being current: one
 * in another thread may still be counting into a buffer of the
 * program's, which profil(3) lets it free once profil() has moved
 * sampling elsewhere, and which must then see no further count.
 * Handlers never block, so the wait is short; it is bounded all the
 * same (some 60 ms on Linux), as a hold that a siglongjmp abandoned is
 * never let go.  A publisher in a handler that interrupted a hold of its
 * own thread cannot wait for that.
 */
#define READERS_TURNS 4000

static void wait_for_readers(struct range_table *old)
{
	unsigned turns = 0;

	if (old == NULL || holds_here > 0)
		return;
	while (__atomic_load_n(&old->readers, __ATOMIC_ACQUIRE) != 0 &&
	       turns < READERS_TURNS)
		gmon_port_wait_turn(turns++);
}

/*
 * Merge the main set and the objects' ranges into a spare table and make
 * it current.  An object's range that overlaps the main set is left out
 * (the main set is the executable's text, or what the caller asked for).
 * Publishers take turns; handlers never wait.  With the publisher lock
 * held.
 */
static int publish_ranges(void)
{
	struct range_table *t = spare_table(nmain + nobject);
	unsigned i = 0, j = 0;

	if (t == NULL)
		return -1;
	t->n = 0;
	while (i < nmain || j < nobject) {
		if (j < nobject && overlaps_main_set(&object_set[j])) {
			j++;
			continue;
		}
		if (j == nobject || (i < nmain && main_set[i].low < object_set[j].low))
			t->r[t->n++] = main_set[i++];
		else
			t->r[t->n++] = object_set[j++];
	}
	wait_for_readers(__atomic_exchange_n(&current_table, t,
					     __ATOMIC_SEQ_CST));
	return 0;
}

/* Ranges with bins: what the clock would count into. */
static unsigned counted_ranges(void)
{
	struct range_table *t = __atomic_load_n(&current_table,
						__ATOMIC_ACQUIRE);
	unsigned i, n = 0;

	for (i = 0; t && i < t->n; i++)
		n += t->r[i].nbins > 0;
	return n;
}

/*
 * Install a new main set (ascending, disjoint).  The tick handler sees
 * either the old table or the new one, never a mix.
 */
int gmon_hist_set(const struct gmon_range *r, unsigned n)
{
	unsigned i;
	int err;

	if (n > GMON_MAX_RANGES)
		return -1;
	for (i = 1; i < n; i++)
		if (r[i].low - r[i - 1].low < r[i - 1].limit ||
		    r[i].low < r[i - 1].low)
			return -1;
	if (!publisher_lock())
		return -1;
	for (i = 0; i < n; i++) {
		main_set[i] = r[i];
		main_set[i].object = NULL;
	}
	nmain = n;
	err = publish_ranges();
	publisher_unlock();
	if (err)
		return -1;
	__atomic_store_n(&enabled, counted_ranges() > 0, __ATOMIC_RELEASE);
	return 0;
}

/*
 * The loaded objects' ranges (sorted, disjoint; objects.c keeps the
 * array unchanged until the next call).  Sampling is not switched on
 * here: that is moncontrol's and profil's to say.
 */
int gmon_hist_set_objects(const struct gmon_range *r, unsigned n)
{
	int err;

	if (!publisher_lock())
		return 0;	/* the next update publishes them */
	object_set = r;
	nobject = n;
	err = publish_ranges();
	publisher_unlock();
	return err;
}

void gmon_hist_off(void)
{
	__atomic_store_n(&enabled, 0, __ATOMIC_RELEASE);
}

/* Resume sampling into the ranges last set; returns how many count. */
unsigned gmon_hist_on(void)
{
	unsigned n = counted_ranges();

	if (n > 0)
		__atomic_store_n(&enabled, 1, __ATOMIC_RELEASE);
	return n;
}

void gmon_hist_outside(struct gmon_outside *o)
{
	o->below = __atomic_load_n(&outside.below, __ATOMIC_RELAXED);
	o->between = __atomic_load_n(&outside.between, __ATOMIC_RELAXED);
	o->above = __atomic_load_n(&outside.above, __ATOMIC_RELAXED);
}

/* Zero a range's counts; untouched pages stay unmapped. */
void gmon_range_reset(const struct gmon_range *r)
{
	size_t j;

	for (j = 0; j < r->nbins; j++) {
		if (r->bins[j])
			r->bins[j] = 0;
		if (r->carry && r->carry[j])
			r->carry[j] = 0;
	}
}

/* Forget the samples outside every range (a new profile). */
void gmon_hist_reset_outside(void)
{
	outside.below = outside.between = outside.above = 0;
}
