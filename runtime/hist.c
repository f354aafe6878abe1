/*
 * The pc histogram: profil()'s bin arithmetic and the sample counter.
 *
 * A sample at pc lands in bin ((pc - offset) / 2) * scale / 65536, with
 * scale a 16-bit binary fraction (0x10000 = one bin per 2 bytes).  This
 * is the formula of the V7/BSD manuals and of glibc, kept exact: both
 * divisions truncate.  gmon_sample() runs in the tick handler of any
 * thread, so it only reads the range table and bumps bins atomically.
 */
#include "gmon_core.h"

static struct gmon_range ranges[GMON_MAX_RANGES];
static unsigned nranges;
static int enabled;		/* atomic: ranges[] may be read */
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

/*
 * Add to a 16-bit counter with a compare-and-swap on the aligned 32-bit
 * word that holds it: every target has a word-sized CAS inline, while
 * halfword atomics need libatomic on some (RISC-V).  Returns the number
 * of times the counter wrapped past 65535.
 */
static unsigned bump16(uint16_t *p, unsigned add)
{
	uintptr_t addr = (uintptr_t)p;
	uint32_t *word = (uint32_t *)(addr & ~(uintptr_t)3);
	unsigned shift = (unsigned)(addr & 2) * 8;
	uint32_t old, new, half, sum;

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

static void count_in(const struct gmon_range *r, size_t i, unsigned ticks)
{
	unsigned wraps = bump16(&r->bins[i], ticks);

	if (wraps == 0)
		return;
	if (r->carry)
		bump16(&r->carry[i], wraps);
	else	/* a caller's bare buffer: saturate rather than wrap */
		__atomic_store_n(&r->bins[i], 0xffff, __ATOMIC_RELAXED);
}

void gmon_sample(uintptr_t pc, unsigned ticks)
{
	unsigned i, n;
	uintptr_t *where;

	if (!__atomic_load_n(&enabled, __ATOMIC_ACQUIRE))
		return;
	n = nranges;
	for (i = 0; i < n; i++) {
		size_t bin = gmon_bin_index(&ranges[i], pc);

		if (bin != (size_t)-1) {
			count_in(&ranges[i], bin, ticks);
			return;
		}
	}
	if (n == 0 || pc < ranges[0].low)
		where = &outside.below;
	else if (pc >= ranges[n - 1].low &&
		 pc - ranges[n - 1].low >= ranges[n - 1].limit)
		where = &outside.above;
	else
		where = &outside.between;
	__atomic_fetch_add(where, ticks, __ATOMIC_RELAXED);
}

/*
 * Install a new set of ranges (ascending, disjoint).  The tick handler
 * sees either the old set, no set, or the new one, never a torn mix:
 * sampling is switched off while the table is rewritten.
 */
int gmon_hist_set(const struct gmon_range *r, unsigned n)
{
	unsigned i;

	if (n > GMON_MAX_RANGES)
		return -1;
	for (i = 1; i < n; i++)
		if (r[i].low - r[i - 1].low < r[i - 1].limit ||
		    r[i].low < r[i - 1].low)
			return -1;
	__atomic_store_n(&enabled, 0, __ATOMIC_RELEASE);
	for (i = 0; i < n; i++)
		ranges[i] = r[i];
	nranges = n;
	if (n > 0)
		__atomic_store_n(&enabled, 1, __ATOMIC_RELEASE);
	return 0;
}

void gmon_hist_off(void)
{
	__atomic_store_n(&enabled, 0, __ATOMIC_RELEASE);
}

/* Resume sampling into the ranges last set; returns how many there are. */
unsigned gmon_hist_on(void)
{
	if (nranges > 0)
		__atomic_store_n(&enabled, 1, __ATOMIC_RELEASE);
	return nranges;
}

unsigned gmon_hist_ranges(const struct gmon_range **r)
{
	*r = ranges;
	return nranges;
}

void gmon_hist_outside(struct gmon_outside *o)
{
	o->below = __atomic_load_n(&outside.below, __ATOMIC_RELAXED);
	o->between = __atomic_load_n(&outside.between, __ATOMIC_RELAXED);
	o->above = __atomic_load_n(&outside.above, __ATOMIC_RELAXED);
}

/* Zero every count (a fork child starts its own profile). */
void gmon_hist_reset(void)
{
	unsigned i;
	size_t j;

	for (i = 0; i < nranges; i++)
		for (j = 0; j < ranges[i].nbins; j++) {
			/* test first: untouched pages stay unmapped */
			if (ranges[i].bins[j])
				ranges[i].bins[j] = 0;
			if (ranges[i].carry && ranges[i].carry[j])
				ranges[i].carry[j] = 0;
		}
	outside.below = outside.between = outside.above = 0;
}
