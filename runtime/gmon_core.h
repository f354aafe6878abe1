/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Internal interfaces of the libgmon core.  Nothing here is installed.
 * The core is freestanding: it includes only <stddef.h>, <stdint.h> and
 * the port interface, and uses compiler builtins for atomics.
 */
#ifndef GMON_CORE_H
#define GMON_CORE_H

#include <stddef.h>
#include <stdint.h>

#pragma GCC visibility push(hidden)
#include "port.h"

#define GMON_HIDDEN __attribute__((visibility("hidden")))
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define GMON_COUNTOF(a) (sizeof(a) / sizeof((a)[0]))

/*
 * Per-thread data lives in C11 thread-local storage.  Linked into the
 * executable (libgmon.a) it uses the local-exec model: a thread's table
 * is one %fs-relative load away.  Built into a shared object
 * (-DGMON_SHARED, a preloadable libgmon.so) it uses initial-exec, which
 * such an object may use when it is loaded at start-up; the stubs do
 * the same (arcs_layout.h).  A port for a system without TLS (bare
 * metal, one CPU) builds the core and the stubs with -DGMON_NO_TLS.
 */
#if defined(GMON_NO_TLS)
#define GMON_THREAD_LOCAL
#elif defined(GMON_SHARED)	/* libgmon.so, for gmon-run: initial-exec */
#define GMON_THREAD_LOCAL _Thread_local __attribute__((tls_model("initial-exec")))
#else
#define GMON_THREAD_LOCAL _Thread_local __attribute__((tls_model("local-exec")))
#endif

/*
 * The core's files are layers, each calling only those below it (and
 * the port), in the order of runtime/sources.mk: the thread mark and
 * messages, the histogram, the arc tables, the loaded objects, the
 * encoder, the report, the life cycle, the public functions.  What a
 * lower layer needs from a higher one it is handed, as an argument or
 * a function pointer.  The declarations below follow that order.
 */

/* ---- the thread mark (thread_mark.c) and the lock words ---- */

/*
 * Its address names the calling thread: who writes the profile, who is
 * at work on the loaded objects.
 */
extern GMON_THREAD_LOCAL char gmon_thread_mark;

/*
 * A lock word that names its holder (its gmon_thread_mark's address; 0:
 * free), so that work a signal handler interrupted in its own thread is
 * told from another thread's, which ends.  try: 1 once taken, else
 * *holder is who has it.
 */
static inline int gmon_own_try(uintptr_t *word, uintptr_t *holder)
{
	*holder = 0;
	return __atomic_compare_exchange_n(word, holder,
					   (uintptr_t)&gmon_thread_mark, 0,
					   __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

static inline int gmon_own_mine(uintptr_t holder)
{
	return holder == (uintptr_t)&gmon_thread_mark;
}

/*
 * Wait for it, taking at most max_turns of the port's wait (0: no
 * bound): 1 once taken, 0 if this thread holds it already, -1 if it was
 * not free in time.
 */
static inline int gmon_own_lock_within(uintptr_t *word, unsigned max_turns)
{
	uintptr_t holder;
	unsigned turns;

	for (turns = 0; !gmon_own_try(word, &holder); turns++) {
		if (gmon_own_mine(holder))
			return 0;
		if (max_turns != 0 && turns == max_turns)
			return -1;
		gmon_port_wait_turn(turns);
	}
	return 1;
}

/* Wait for it: 1 once taken, 0 if this thread holds it already. */
static inline int gmon_own_lock(uintptr_t *word)
{
	return gmon_own_lock_within(word, 0);
}

static inline void gmon_own_unlock(uintptr_t *word)
{
	__atomic_store_n(word, 0, __ATOMIC_RELEASE);
}

/* ---- numbers and messages (message.c) ---- */

/*
 * Numbers written backwards from the end of the caller's buffer, which
 * they end with a '\0' at end[-1]; they return their first character.
 * gmon_utoa: decimal.  gmon_centis: a count of hundredths as "12.34".
 */
char *gmon_utoa(uint64_t v, char *end);
char *gmon_centis(uint64_t hundredths, char *end);

/* One line of diagnostics, "libgmon: " and the parts, to the port. */
void gmon_message(const char *parts[], unsigned n);
/* The same from its parts as arguments: GMON_SAY("cannot ", what). */
#define GMON_SAY(...) \
	gmon_message((const char *[]){ __VA_ARGS__ }, \
		     GMON_COUNTOF(((const char *[]){ __VA_ARGS__ })))

/* ---- histogram (hist.c) ---- */

/*
 * One profil() range.  A pc is counted in bins[((pc - low) / 2) * scale
 * / 65536] when pc - low < limit; `limit' is the first offset whose bin
 * falls past the buffer, so the test is one compare and the multiply
 * cannot overflow.
 */
struct gmon_object;

struct gmon_range {
	uintptr_t low;
	uintptr_t limit;
	uint16_t *bins;
	size_t nbins;
	uint32_t scale;
	uint16_t *carry;	/* times each bin wrapped past 65535, or NULL */
	struct gmon_object *object;	/* the loaded object it profiles, or
					   NULL: the main profile (gmon.out) */
};

#define GMON_MAX_RANGES 32

/*
 * The histograms libgmon allocates (the executable's, each object's):
 * one 16-bit bin per 4 bytes of text at scale 0x8000 exactly, so that
 * the bins line up with gprof's reading of the record (2 UNITs per bin)
 * and no sample is split between neighbouring functions by rounding.
 */
#define GMON_TEXT_BYTES_PER_BIN 4
#define GMON_TEXT_SCALE 0x8000

/* Samples whose pc fell in no range, by where it fell. */
struct gmon_outside {
	uintptr_t below, between, above;
};

int gmon_range_init(struct gmon_range *r, uintptr_t low, uint16_t *bins,
		    size_t nbins, uint32_t scale);
size_t gmon_bin_index(const struct gmon_range *r, uintptr_t pc);
uint32_t gmon_scale_for(size_t nbins, uintptr_t bytes);
uint64_t gmon_bin_total(const struct gmon_range *r, size_t i);
uint64_t gmon_range_samples(const struct gmon_range *r);
unsigned long gmon_hist_wraps(void);
int gmon_hist_count(uintptr_t pc, unsigned ticks);
int gmon_hist_set(const struct gmon_range *r, unsigned n);
void gmon_hist_off(void);
unsigned gmon_hist_on(void);
int gmon_hist_set_objects(const struct gmon_range *r, unsigned n);
struct gmon_object *gmon_hist_object_at(uintptr_t pc);
void gmon_hist_outside(struct gmon_outside *o);
void gmon_range_reset(const struct gmon_range *r);
void gmon_hist_reset_outside(void);
void gmon_hist_after_fork(void);

/* ---- arc tables (arcs.c, spill.c, arcs_read.c) ---- */

struct gmon_arc {
	uintptr_t from;
	uintptr_t self;		/* 0: empty slot */
	uint64_t count;
};

struct gmon_arc_cursor {
	const void *table, *newest, *array;
	size_t index;
	int started;
	uintptr_t low, span;	/* only arcs with an end in [low, low + span);
				   span 0: every arc */
};

void gmon_arcs_capacity(size_t capacity);
/* [signal] Whether a new arc's caller can be named: 1 if so. */
typedef int (*gmon_caller_test)(uintptr_t frompc);
void gmon_arcs_start(uintptr_t lowpc, uintptr_t highpc,
		     gmon_caller_test known);
void gmon_arcs_stop(void);
void gmon_arcs_reset(int forked);
void gmon_arcs_after_fork(void);
int gmon_arcs_next(struct gmon_arc_cursor *c, struct gmon_arc *out);
uint64_t gmon_arcs_lost(void);
void gmon_arcs_tally(uint64_t *calls, uint64_t *slow);
int gmon_arcs_shared(void);
void gmon_mcount(uintptr_t frompc, uintptr_t selfpc, uintptr_t sp);
void gmon_arcs_sampled(void);
uintptr_t gmon_arcs_thread_id(void);

/* ---- maps of arcs (arcmap.c) ---- */

/*
 * (table, from, self) -> count; slot.arc.self == 0 is an empty slot.
 * `table' is the arc table (thread) a count was read from, or NULL in a
 * map that holds every thread's calls together.
 */
struct gmon_arcmap_slot {
	struct gmon_arc arc;
	const void *table;
};
struct gmon_arcmap {
	struct gmon_arcmap_slot *slot;
	size_t cap, used;
};
uint64_t gmon_arcmap_get(const struct gmon_arcmap *m, const void *table,
			 uintptr_t from, uintptr_t self);
int gmon_arcmap_add(struct gmon_arcmap *m, const void *table, uintptr_t from,
		    uintptr_t self, uint64_t n);
void gmon_arcmap_zero(struct gmon_arcmap *m);
void gmon_arcmap_free(struct gmon_arcmap *m);
int gmon_arcmap_next(const struct gmon_arcmap *m, size_t *at,
		     struct gmon_arc *out);

/* ---- loaded objects (objects.c) ---- */

void gmon_objects_start(uintptr_t lowpc, uintptr_t highpc, int histogram,
			enum gmon_objects which);
int gmon_objects_tracking(void);
int gmon_objects_caller_known(uintptr_t frompc);
int gmon_objects_main_arc(void *ctx, struct gmon_arc *out);
void gmon_objects_reset(int forked);
void gmon_objects_after_fork(void);

/* What the report reads of each loaded object (report.c). */
struct gmon_object_share {
	const char *name;
	const char *path;	/* as the port reported it, else the name */
	const unsigned char *build_id;	/* build_id_len bytes, maybe 0 */
	unsigned build_id_len;
	enum gmon_object_kind kind;
	uint64_t samples;	/* as gmon_objects_count_samples() counted */
	uintptr_t low, high;	/* its text, run-time, at its last load */
	uintptr_t bias;
	int loaded;
	uint32_t load_epoch, unload_epoch;	/* mapped in [load, unload) */
};
#define GMON_EPOCH_LOADED 0xffffffffu	/* unload_epoch: still loaded */
uint64_t gmon_objects_count_samples(void);
uint32_t gmon_objects_epoch(void);
const struct gmon_object *gmon_objects_next(const struct gmon_object *prev,
					    struct gmon_object_share *s);
const char *gmon_objects_main_name(void);
void gmon_objects_main(struct gmon_object_share *s);

/* Writing each object's profile: see objects.c. */
struct gmon_object_file {
	const char *name;	/* the object's file name */
	unsigned nth;		/* 1, or 2... for later objects of that name */
	const struct gmon_range *range;
	uintptr_t bias;
};
struct gmon_object_arcs {
	const struct gmon_object *object;
	struct gmon_arc_cursor live;
	size_t retired;		/* next slot of the object's earlier loads */
};
int gmon_objects_write_begin(void);
void gmon_objects_write_end(void);
const struct gmon_object *gmon_objects_next_file(const struct gmon_object *prev,
						 struct gmon_object_file *f);
void gmon_object_arcs_start(struct gmon_object_arcs *c,
			    const struct gmon_object *o);
int gmon_object_arcs_next(void *ctx, struct gmon_arc *out);

/* ---- sampled call stacks (stacks.c) ---- */


struct gmon_stack {
	uint32_t thread, epoch;
	uint64_t count;
	unsigned flags, nframes;
	const uintptr_t *frames;	/* innermost first */
};

struct gmon_stack_cursor {
	const void *table;
	unsigned index;
	int started;
};

void gmon_stacks_enable(int on);
int gmon_stacks_enabled(void);
void gmon_stacks_count(const uintptr_t *f, unsigned n, uint32_t epoch,
		       unsigned flags, unsigned ticks);
void gmon_stacks_drop(unsigned ticks);
int gmon_stacks_next(struct gmon_stack_cursor *c, struct gmon_stack *out);
uint64_t gmon_stacks_dropped(int with_late);
void gmon_stacks_usage(uint64_t *nstacks, unsigned *ntables, uint64_t *bytes);
void gmon_stacks_reset(int child);

/* ---- the encoder (encode.c) ---- */

struct gmon_sink {
	int (*write)(void *ctx, const void *buf, size_t len);
	void *ctx;
	int error;		/* first error from write(), sticky */
	size_t fill;
	unsigned char buf[512];
};

/* Append n bytes to the sink; write out what it holds. */
void gmon_sink_put(struct gmon_sink *s, const void *p, size_t n);
void gmon_sink_flush(struct gmon_sink *s);

/* Integers in the host's byte order, addresses at its pointer size. */
static inline void gmon_put_u8(struct gmon_sink *s, uint8_t v)
{
	gmon_sink_put(s, &v, 1);
}

static inline void gmon_put_u16(struct gmon_sink *s, uint16_t v)
{
	gmon_sink_put(s, &v, 2);
}

static inline void gmon_put_u32(struct gmon_sink *s, uint32_t v)
{
	gmon_sink_put(s, &v, 4);
}

static inline void gmon_put_u64(struct gmon_sink *s, uint64_t v)
{
	gmon_sink_put(s, &v, 8);
}

static inline void gmon_put_addr(struct gmon_sink *s, uintptr_t v)
{
	gmon_sink_put(s, &v, sizeof v);
}

typedef int (*gmon_arc_next_fn)(void *ctx, struct gmon_arc *out);

struct gmon_image {
	const struct gmon_range *ranges;
	unsigned nranges;
	unsigned hz;
	uintptr_t bias;		/* subtracted from every address */
	gmon_arc_next_fn next_arc;
	void *arc_ctx;
};

int gmon_encode(enum gmon_format fmt, const struct gmon_image *img,
		struct gmon_sink *out);
unsigned gmon_encode_dropped(enum gmon_format fmt,
			     const struct gmon_image *img);

/* ---- the stacks file's encoder (stacks_encode.c) ---- */

/* What the stacks file says of the executable besides the objects. */
struct gmon_stacks_image {
	unsigned hz;
	struct gmon_object_share main;	/* the executable (no OBJECT if
					   its text is empty) */
	int with_objects;	/* the objects' list is the writer's to read */
};

int gmon_stacks_encode(const struct gmon_stacks_image *img,
		       struct gmon_sink *out);

/* ---- the report (report.c) ---- */

void gmon_report_time(unsigned hz, enum gmon_objects which,
		      const struct gmon_range *main_ranges, unsigned nmain);
void gmon_report(const struct gmon_config *cfg, unsigned hz,
		 const struct gmon_range *main_ranges, unsigned nmain);

/* ---- lifecycle (monitor.c) ---- */

int gmon_start(uintptr_t lowpc, uintptr_t highpc, uint16_t *buf,
	       size_t nbins, size_t nfunc);
void gmon_control(int on);
int gmon_profiling(void);
unsigned gmon_profile_ranges(const struct gmon_range **r);
int gmon_profile_set_ranges(const struct gmon_range *r, unsigned n);
void gmon_profil_off(void);
unsigned gmon_clock_on(void);
int gmon_finish(int refresh);
void gmon_wait_final(void);
int gmon_snapshot(int wait);
void gmon_after_fork_child(int fresh);

/*
 * ---- the public functions (api.c) under the runtime's own names ----
 * monitor(), monstartup(), moncontrol(), profil() and gmon_dump() are
 * names a program may give its own functions (no standard reserves them,
 * the C library's runtime defines the first four weakly and has no
 * gmon_dump()).  So api.c defines them as
 * weak aliases of these: a program's own monitor() links and stays its
 * own, and the runtime's start-up (gcrt0.c, the bare port) calls these,
 * never the program's.  __monstartup and _mcleanup are reserved names,
 * and stay as they are.
 */
int gmon_monitor(void *lowpc, void *highpc, unsigned short *buffer,
		 size_t bufsize, size_t nfunc);
int gmon_profil(unsigned short *buf, size_t bufsiz, size_t offset,
		unsigned int scale);
void gmon_moncontrol(int mode);
int gmon_dump_now(void);

#pragma GCC visibility pop

#endif
