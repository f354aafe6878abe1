/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The objects loaded in the process, each profiled into a file of its
 * own: gmon.out for the main program as always, and one for each other
 * object (a shared library, the loader, the vdso) with something to
 * report.  The port tells us what is loaded (gmon_objects_loaded); the
 * core keeps, per object, a histogram of its text and, at write time,
 * the arcs whose caller and callee both lie in it.
 *
 * Addresses are run-time addresses while an object is loaded.  What an
 * object leaves behind when it is unloaded is kept in link-time
 * addresses ("retired"), so that a later load, wherever it lands, adds
 * to the same file.  Arc counts stay in the per-thread tables, keyed by
 * run-time address; a "baseline" remembers how much of each table's
 * count of an arc belonged to objects already unloaded, so that an
 * object mapped later at the same addresses is charged only with its
 * own calls.
 *
 * Everything here runs in a normal context (the port's reports, the
 * writer), except gmon_objects_caller_known(), which mcount calls, and
 * the writer, which may run in a signal handler (dump on signal).
 * Updates and writes exclude each other with a lock word
 * (objects_holder); the writer never waits for long.
 */
#include "gmon_core.h"

#define NAME_MAX_LEN 255
#define ARENA_CHUNK (64 * 1024)

struct gmon_object {
	struct gmon_object *next;	/* every object, in the order first seen */
	struct gmon_range range;	/* its text at the last load; bins stay */
	uintptr_t bias;			/* run-time minus link-time, last load */
	uintptr_t link_low, size;	/* with the name and identity: */
	uint64_t identity;		/* which object it is */
	enum gmon_object_kind kind;
	int loaded;
	int called;			/* it called mcount */
	uint64_t samples;		/* as the report last counted */
	unsigned seen;			/* the update that last found it loaded */
	unsigned nth;			/* 1 + earlier objects of the same name */
	uint32_t load_epoch;		/* the epoch of its last load */
	uint32_t unload_epoch;		/* the first epoch after it, or
					   GMON_EPOCH_LOADED */
	struct gmon_arcmap retired;	/* arcs of unloaded loads, link-time */
	char name[NAME_MAX_LEN + 1];
	const char *path;		/* as first reported (arena), or NULL */
	unsigned build_id_len;
	unsigned char build_id[GMON_OBJECT_ID_MAX];
};

static enum gmon_objects objects_mode = GMON_OBJECTS_EXE;
static int tracking;			/* objects other than main are kept */
static int with_histogram;
static uintptr_t main_low, main_span;	/* the range profiling started on */
static uintptr_t exe_low, exe_span;	/* the executable's text, if known */
static char main_name[NAME_MAX_LEN + 1];
static const char *main_path;		/* arena, or NULL if not reported */
static unsigned main_build_id_len;
static unsigned char main_build_id[GMON_OBJECT_ID_MAX];
/*
 * The epoch: how many loaded objects have gone (retire_object()).  A
 * sample's stack is kept with the epoch it was taken in, and an object
 * was mapped in the epochs [load_epoch, unload_epoch), so that a frame
 * names the object that held its address then, whatever was mapped
 * there later.  Only each object's last load is kept.
 */
static uint32_t epoch;			/* atomic */

static struct gmon_object *objects, **objects_tail = &objects;
static struct gmon_arcmap baseline; /* counts of unloaded objects, run-time */
/*
 * The thread at work on the objects, an update or a write (the address
 * of its gmon_thread_mark), or 0.  A signal handler that calls exit()
 * can interrupt that work in its own thread, which then never resumes:
 * the exit's work must not wait for it (see lock_objects() and
 * gmon_objects_write_begin()).
 */
static uintptr_t objects_holder;	/* atomic */
static int writer_has_turn;	/* the maps are the writer's to read */
static int out_of_memory;	/* said once */

/* Loaded objects' ranges, sorted, for the histogram: two arrays in turn. */
static struct gmon_range *loaded[2];
static unsigned loaded_cap[2], loaded_n[2], loaded_turn;
static unsigned updates;	/* updates so far, for gmon_object.seen */

static unsigned char *arena;
static size_t arena_left;

/* ---- memory ---- */

/* Object records are small: carve them from larger blocks. */
static void *arena_alloc(size_t size)
{
	void *p;

	size = (size + 15) & ~(size_t)15;
	if (size > arena_left) {
		arena = gmon_port_alloc(ARENA_CHUNK);
		if (arena == NULL) {
			arena_left = 0;
			return NULL;
		}
		arena_left = ARENA_CHUNK;
	}
	p = arena;
	arena += size;
	arena_left -= size;
	return p;
}

static void say_out_of_memory(void)
{
	if (!out_of_memory) {
		out_of_memory = 1;
		GMON_SAY("out of memory for loaded objects; "
			 "some are not profiled");
	}
}

/* ---- starting ---- */

/*
 * Profiling starts over [lowpc, highpc), the main program's text.  In
 * any mode but GMON_OBJECTS_EXE the port then reports the other objects.
 */
void gmon_objects_start(uintptr_t lowpc, uintptr_t highpc, int histogram,
			enum gmon_objects mode)
{
	main_low = lowpc;
	main_span = highpc - lowpc;
	with_histogram = histogram;
	objects_mode = mode;
	if (mode != GMON_OBJECTS_EXE)
		__atomic_store_n(&tracking, 1, __ATOMIC_RELEASE);
	gmon_port_objects_watch();
}

/* The main program: the range profiled, and the executable's text. */
static int in_main(uintptr_t pc)
{
	return pc - main_low < main_span || pc - exe_low < exe_span;
}

/* Whether callers outside the main program may be counted at all. */
int gmon_objects_tracking(void)
{
	return __atomic_load_n(&tracking, __ATOMIC_ACQUIRE);
}

/*
 * [signal] mcount's question before it keeps a new arc, while objects
 * are tracked (gmon_arcs_start()): can the caller be named?  Yes inside
 * the main program's text or a loaded object's; not in code no object
 * holds (a trampoline, generated code, a garbage return address).
 */
int gmon_objects_caller_known(uintptr_t frompc)
{
	return in_main(frompc) || gmon_hist_object_at(frompc) != NULL;
}

/* ---- updates from the port ---- */

static void copy_name(char *dst, const char *src)
{
	size_t n = 0;

	while (src && src[n] && n < NAME_MAX_LEN) {
		dst[n] = src[n];
		n++;
	}
	dst[n] = '\0';
}

/*
 * A copy of d's path in the arena, or NULL if it has none or one longer
 * than GMON_OBJECT_PATH_MAX (cut short, it could name another file) or
 * memory ran out: the object's name then stands for its path.  Objects
 * are never freed, so neither are their paths.
 */
static const char *keep_path(const struct gmon_object_desc *d)
{
	size_t n = 0, i;
	char *copy;

	if (d->path == NULL)
		return NULL;
	while (d->path[n] != '\0' && n <= GMON_OBJECT_PATH_MAX)
		n++;
	if (n == 0 || n > GMON_OBJECT_PATH_MAX ||
	    (copy = arena_alloc(n + 1)) == NULL)
		return NULL;
	for (i = 0; i < n; i++)
		copy[i] = d->path[i];
	copy[n] = '\0';
	return copy;
}

/* d's build ID into id; its length, 0 if it has none or one too long. */
static unsigned keep_build_id(unsigned char *id,
			      const struct gmon_object_desc *d)
{
	unsigned i;

	if (d->build_id == NULL || d->build_id_len > GMON_OBJECT_ID_MAX)
		return 0;
	for (i = 0; i < d->build_id_len; i++)
		id[i] = d->build_id[i];
	return d->build_id_len;
}

static int same_name(const char *a, const char *b)
{
	while (*a && *a == *b) {
		a++;
		b++;
	}
	return *a == *b;
}

/*
 * Take the objects for an update: 1, or 0 if this thread holds them
 * already, in work that a signal handler interrupted.
 */
static int lock_objects(void)
{
	return gmon_own_lock(&objects_holder);
}

static void unlock_objects(void)
{
	gmon_own_unlock(&objects_holder);
}

/* The text of d, rounded out to whole bins. */
static void text_of(const struct gmon_object_desc *d, uintptr_t *low,
		    uintptr_t *size)
{
	uintptr_t lo = d->low & ~(uintptr_t)(GMON_TEXT_BYTES_PER_BIN - 1);
	uintptr_t hi = (d->high + GMON_TEXT_BYTES_PER_BIN - 1) &
		       ~(uintptr_t)(GMON_TEXT_BYTES_PER_BIN - 1);

	*low = lo;
	*size = hi - lo;
}

static int is_object(const struct gmon_object *o,
		     const struct gmon_object_desc *d)
{
	uintptr_t low, size;

	text_of(d, &low, &size);
	return o->size == size && o->link_low == low - d->bias &&
	       o->identity == d->identity &&
	       same_name(o->name, d->name && *d->name ? d->name : "unnamed");
}

static int object_holds(const struct gmon_object *o, uintptr_t pc)
{
	return pc - o->range.low < o->size;
}

/*
 * An object is gone: move the counts of arcs inside it to its retired
 * map in link-time addresses, and remember in the baseline how much of
 * every count touching its addresses is accounted for.
 */
static int retire_object(struct gmon_object *o)
{
	struct gmon_arc_cursor c = { 0 };
	struct gmon_arc a;
	int err = 0;

	c.low = o->range.low;
	c.span = o->size;
	while (gmon_arcs_next(&c, &a)) {
		uint64_t base;

		if (!object_holds(o, a.from) && !object_holds(o, a.self))
			continue;
		base = gmon_arcmap_get(&baseline, c.table, a.from, a.self);
		if (a.count <= base)
			continue;
		err |= gmon_arcmap_add(&baseline, c.table, a.from, a.self,
				  a.count - base);
		if (object_holds(o, a.self))
			o->called = 1;
		if (object_holds(o, a.from) && object_holds(o, a.self))
			err |= gmon_arcmap_add(&o->retired, NULL, a.from - o->bias,
					  a.self - o->bias, a.count - base);
	}
	o->loaded = 0;
	o->unload_epoch = __atomic_add_fetch(&epoch, 1, __ATOMIC_RELEASE);
	return err;
}

/* Point o's range at its text for this load. */
static void place_object(struct gmon_object *o,
			 const struct gmon_object_desc *d)
{
	uintptr_t low, size;

	text_of(d, &low, &size);
	o->range.low = low;
	o->bias = d->bias;
	o->loaded = 1;
	o->load_epoch = __atomic_load_n(&epoch, __ATOMIC_RELAXED);
	o->unload_epoch = GMON_EPOCH_LOADED;
}

static struct gmon_object *create_object(const struct gmon_object_desc *d)
{
	struct gmon_object *o = arena_alloc(sizeof *o), *p;
	uintptr_t low, size;
	size_t nbins;

	if (o == NULL)
		return NULL;
	text_of(d, &low, &size);
	copy_name(o->name, d->name && *d->name ? d->name : "unnamed");
	o->path = keep_path(d);
	o->build_id_len = keep_build_id(o->build_id, d);
	o->kind = d->kind;
	o->identity = d->identity;
	o->size = size;
	o->link_low = low - d->bias;
	o->nth = 1;
	for (p = objects; p; p = p->next)
		o->nth += same_name(p->name, o->name);
	nbins = size / GMON_TEXT_BYTES_PER_BIN;
	if (with_histogram && nbins > 0) {
		/* the bins, then the carries past 65535: pages stay untouched
		   (and cost nothing) until a sample lands in them */
		uint16_t *bins = gmon_port_alloc(2 * nbins * sizeof *bins);

		if (bins != NULL &&
		    gmon_range_init(&o->range, low, bins, nbins,
				    GMON_TEXT_SCALE) == 0)
			o->range.carry = bins + nbins;
		else
			say_out_of_memory();
	}
	/* without bins the range still names the object for mcount */
	o->range.low = low;
	o->range.limit = size;
	o->range.object = o;
	o->load_epoch = __atomic_load_n(&epoch, __ATOMIC_RELAXED);
	o->unload_epoch = GMON_EPOCH_LOADED;
	*objects_tail = o;
	objects_tail = &o->next;
	return o;
}

static int desc_overlaps_main(const struct gmon_object_desc *d)
{
	return d->low < main_low + main_span && main_low < d->high;
}

/*
 * By address: a Shell sort (Ciura's gaps), as the core has no qsort.
 * Objects come in load order, which is often falling addresses, where
 * sorting by insertion is quadratic: a thousand plugins cost seconds.
 */
static void sort_ranges(struct gmon_range *r, unsigned n)
{
	static const unsigned gaps[] = { 701, 301, 132, 57, 23, 10, 4, 1 };
	unsigned g, i, j, gap;

	for (g = 0; g < sizeof gaps / sizeof *gaps; g++) {
		gap = gaps[g];
		for (i = gap; i < n; i++) {
			struct gmon_range x = r[i];

			for (j = i; j >= gap && r[j - gap].low > x.low; j -= gap)
				r[j] = r[j - gap];
			r[j] = x;
		}
	}
}

/* Does d get a record?  GMON_OBJECTS=exe: only the executable's name
 * and text, which the main profile covers. */
static int gets_record(const struct gmon_object_desc *d)
{
	return d->kind != GMON_OBJECT_MAIN && !desc_overlaps_main(d) &&
	       objects_mode != GMON_OBJECTS_EXE;
}

/* The loaded objects' ranges, sorted by address, for the histogram. */
static int publish_loaded(void)
{
	unsigned turn = loaded_turn ^ 1, n = 0, i;
	struct gmon_object *o;

	for (o = objects; o; o = o->next)
		n += o->loaded;
	if (n > loaded_cap[turn]) {
		unsigned cap = loaded_cap[turn] ? loaded_cap[turn] : 32;
		struct gmon_range *r;

		while (cap < n)
			cap *= 2;
		r = gmon_port_alloc(cap * sizeof *r);
		if (r == NULL)
			return -1;
		if (loaded[turn])
			gmon_port_free(loaded[turn],
				       loaded_cap[turn] * sizeof *r);
		loaded[turn] = r;
		loaded_cap[turn] = cap;
	}
	n = 0;
	for (o = objects; o; o = o->next)
		if (o->loaded)
			loaded[turn][n++] = o->range;
	sort_ranges(loaded[turn], n);
	/* a hull that runs into the next object's: drop the later one */
	for (i = 1; i < n; i++)
		if (loaded[turn][i].low - loaded[turn][i - 1].low <
		    loaded[turn][i - 1].limit) {
			unsigned k;

			for (k = i; k + 1 < n; k++)
				loaded[turn][k] = loaded[turn][k + 1];
			n--;
			i--;
		}
	if (gmon_hist_set_objects(loaded[turn], n) != 0)
		return -1;
	loaded_n[turn] = n;
	loaded_turn = turn;
	return 0;
}

static int object_loaded_at(const struct gmon_object *o,
			    const struct gmon_object_desc *d)
{
	uintptr_t low, size;

	text_of(d, &low, &size);
	return o->loaded && o->range.low == low;
}

/*
 * The object d describes, if it is loaded where d says, as the last
 * update published it: a binary search, so that an update costs
 * O(n log n) and not O(n^2) with hundreds of objects loaded.  NULL if
 * it is not there (new, moved, or left out as overlapping another).
 */
static struct gmon_object *find_published(const struct gmon_object_desc *d)
{
	const struct gmon_range *r = loaded[loaded_turn];
	unsigned lo = 0, hi = loaded_n[loaded_turn], mid;
	uintptr_t low, size;

	text_of(d, &low, &size);
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (r[mid].low < low)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < loaded_n[loaded_turn] && r[lo].low == low &&
	    is_object(r[lo].object, d) && object_loaded_at(r[lo].object, d))
		return r[lo].object;
	return NULL;
}

/*
 * The record for d: the object itself if it is still loaded there, else
 * the same object unloaded (it comes back into the same file).  A twin
 * loaded elsewhere at the same time is another object.
 */
static struct gmon_object *find_object(const struct gmon_object_desc *d)
{
	struct gmon_object *o, *gone = NULL;

	if ((o = find_published(d)) != NULL)
		return o;
	for (o = objects; o; o = o->next) {
		if (!is_object(o, d))
			continue;
		if (object_loaded_at(o, d))
			return o;
		if (!o->loaded && gone == NULL)
			gone = o;
	}
	return gone;
}

/* The executable, in every report; its path and build ID do not change. */
static void take_main(const struct gmon_object_desc *d)
{
	copy_name(main_name, d->name);
	exe_low = d->low;
	exe_span = d->high - d->low;
	if (main_path == NULL)
		main_path = keep_path(d);
	if (main_build_id_len == 0)
		main_build_id_len = keep_build_id(main_build_id, d);
}

int gmon_objects_loaded(const struct gmon_object_desc *d, unsigned n)
{
	struct gmon_object *o;
	unsigned i;
	int err = 0;

	if (!lock_objects())
		return 0;	/* exit from a handler: keep the last list */
	/* which objects are still where they were */
	updates++;
	for (i = 0; i < n; i++)
		if (gets_record(&d[i]) && (o = find_object(&d[i])) != NULL &&
		    object_loaded_at(o, &d[i]))
			o->seen = updates;
	for (o = objects; o; o = o->next)
		if (o->loaded && o->seen != updates)
			err |= retire_object(o);
	for (i = 0; i < n; i++) {
		if (d[i].kind == GMON_OBJECT_MAIN)
			take_main(&d[i]);
		if (!gets_record(&d[i]))
			continue;
		o = find_object(&d[i]);
		if (o == NULL)
			o = create_object(&d[i]);
		if (o == NULL) {
			err = -1;
			continue;
		}
		if (!o->loaded)
			place_object(o, &d[i]);
	}
	err |= publish_loaded();
	unlock_objects();
	if (err)
		say_out_of_memory();
	return err ? -1 : 0;
}

/* ---- writing ---- */

/*
 * The writer's turn.  It may run in a signal handler (exit from one)
 * that interrupted this very thread: in a write, whose turn it takes
 * (the objects are whole, and that write never resumes), or in an
 * update, which may have left them half-changed: then only the main
 * profile is written.  Another thread's update ends; the wait is
 * bounded all the same (5000 turns: some 100 ms on Linux).
 */
#define WRITER_TURNS 5000

int gmon_objects_write_begin(void)
{
	uintptr_t holder;
	unsigned turns = 0;

	while (!gmon_own_try(&objects_holder, &holder)) {
		if (gmon_own_mine(holder) && writer_has_turn)
			break;
		if (gmon_own_mine(holder) || turns == WRITER_TURNS) {
			GMON_SAY("loaded objects were changing; "
				 "only the main profile is written");
			return 0;
		}
		gmon_port_wait_turn(turns++);
	}
	writer_has_turn = 1;
	return 1;
}

void gmon_objects_write_end(void)
{
	writer_has_turn = 0;
	unlock_objects();
}

/*
 * An arc's count, as cursor c just read it from one table, less what
 * objects unloaded before left in it.
 */
static uint64_t own_count(const struct gmon_arc_cursor *c,
			  const struct gmon_arc *a)
{
	uint64_t base = writer_has_turn && baseline.used
			? gmon_arcmap_get(&baseline, c->table, a->from, a->self) : 0;

	return a->count > base ? a->count - base : 0;
}

/* The objects that called mcount: the callee of some arc lies in them. */
static void mark_called_objects(void)
{
	struct gmon_arc_cursor c = { 0 };
	struct gmon_arc a;

	if (objects == NULL)
		return;
	while (gmon_arcs_next(&c, &a)) {
		struct gmon_object *o = gmon_hist_object_at(a.self);

		if (o != NULL && !o->called && own_count(&c, &a) > 0)
			o->called = 1;
	}
}

static int worth_a_file(const struct gmon_object *o)
{
	if (objects_mode == GMON_OBJECTS_ALL)
		return o->called || gmon_range_samples(&o->range) > 0;
	return objects_mode == GMON_OBJECTS_PG && o->called;
}

/*
 * The next object after prev (NULL: the first) that gets a file of its
 * own, described in *f; NULL when there are no more.  Between
 * gmon_objects_write_begin() and _end().
 */
const struct gmon_object *gmon_objects_next_file(const struct gmon_object *prev,
						 struct gmon_object_file *f)
{
	const struct gmon_object *o = prev ? prev->next : objects;

	if (prev == NULL)
		mark_called_objects();
	while (o != NULL && !worth_a_file(o))
		o = o->next;
	if (o != NULL) {
		f->name = o->name;
		f->nth = o->nth;
		f->range = &o->range;
		f->bias = o->bias;
	}
	return o;
}

void gmon_object_arcs_start(struct gmon_object_arcs *c,
			    const struct gmon_object *o)
{
	struct gmon_arc_cursor zero = { 0 };

	c->object = o;
	c->live = zero;
	c->live.low = o->range.low;
	c->live.span = o->size;
	c->retired = 0;
}

/*
 * The arcs of one object's file: those of its current load whose caller
 * and callee both lie in it, then those of its earlier loads.  Calls
 * from one object into another are in neither file.
 */
int gmon_object_arcs_next(void *ctx, struct gmon_arc *out)
{
	struct gmon_object_arcs *c = ctx;
	const struct gmon_object *o = c->object;

	while (o->loaded && gmon_arcs_next(&c->live, out))
		if (object_holds(o, out->from) && object_holds(o, out->self) &&
		    (out->count = own_count(&c->live, out)) > 0)
			return 1;
	while (c->retired < o->retired.cap) {
		const struct gmon_arc *a = &o->retired.slot[c->retired++].arc;

		if (a->self != 0 && a->count != 0) {
			out->from = a->from + o->bias;
			out->self = a->self + o->bias;
			out->count = a->count;
			return 1;
		}
	}
	return 0;
}

/* The main profile's arcs: caller and callee in the main program. */
int gmon_objects_main_arc(void *ctx, struct gmon_arc *out)
{
	while (gmon_arcs_next(ctx, out))
		if (in_main(out->from) && in_main(out->self) &&
		    (out->count = own_count(ctx, out)) > 0)
			return 1;
	return 0;
}

/* ---- after fork ---- */

/* Only this thread is left: no update or write is at work. */
void gmon_objects_after_fork(void)
{
	objects_holder = 0;
	writer_has_turn = 0;
}

/* Forget every count (the profile starts again; forked: in a fork child). */
void gmon_objects_reset(int forked)
{
	struct gmon_object *o;

	if (forked)
		gmon_objects_after_fork();
	for (o = objects; o; o = o->next) {
		gmon_range_reset(&o->range);
		gmon_arcmap_zero(&o->retired);
		o->called = 0;
	}
	gmon_arcmap_zero(&baseline);
}

/* ---- what the report reads (report.c) ---- */

/* Count each object's samples (kept for gmon_objects_next()); their sum. */
uint64_t gmon_objects_count_samples(void)
{
	struct gmon_object *o;
	uint64_t total = 0;

	for (o = objects; o; o = o->next)
		total += o->samples = gmon_range_samples(&o->range);
	return total;
}

/*
 * The object after prev (NULL: the first) in the order first seen, *s
 * describing it with its samples as last counted; NULL after the last.
 */
const struct gmon_object *gmon_objects_next(const struct gmon_object *prev,
					    struct gmon_object_share *s)
{
	const struct gmon_object *o = prev ? prev->next : objects;

	if (o != NULL) {
		s->name = o->name;
		s->path = o->path ? o->path : o->name;
		s->build_id = o->build_id;
		s->build_id_len = o->build_id_len;
		s->kind = o->kind;
		s->samples = o->samples;
		s->low = o->range.low;
		s->high = o->range.low + o->size;
		s->bias = o->bias;
		s->loaded = o->loaded;
		s->load_epoch = o->load_epoch;
		s->unload_epoch = o->unload_epoch;
	}
	return o;
}

/* [signal] The epoch now: see `epoch'. */
uint32_t gmon_objects_epoch(void)
{
	return __atomic_load_n(&epoch, __ATOMIC_ACQUIRE);
}

/*
 * The executable as the port reported it: its name, path and build ID
 * (the name stands for an unknown path), its text (low == high if the
 * port reported none), still loaded in every epoch.  No samples.
 */
void gmon_objects_main(struct gmon_object_share *s)
{
	s->name = main_name;
	s->path = main_path ? main_path : main_name;
	s->build_id = main_build_id;
	s->build_id_len = main_build_id_len;
	s->kind = GMON_OBJECT_MAIN;
	s->samples = 0;
	s->low = exe_low;
	s->high = exe_low + exe_span;
	s->bias = 0;
	s->loaded = 1;
	s->load_epoch = 0;
	s->unload_epoch = GMON_EPOCH_LOADED;
}

/* The executable's file name, or "" if the port named none. */
const char *gmon_objects_main_name(void)
{
	return main_name;
}
