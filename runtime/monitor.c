/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Profiling life cycle: size the buffers from the text range, switch
 * sampling and arc counting on and off, feed both from the tick
 * (gmon_sample()), and write the profile once.  monstartup(),
 * monitor() and _mcleanup() (api.c) are thin wrappers.
 */
#include "gmon_core.h"

enum state { IDLE, RUNNING, PAUSED, FAILED, DONE };

/*
 * First guess for a table's size.  Only a guess: the table doubles when
 * full.  Too big costs memory, as arcs land on every page of it: one slot
 * per 256 bytes of text keeps a 1 MB program with one arc per 500 bytes
 * under glibc's memory (make bench, text1mb).
 */
#define TEXT_BYTES_PER_ARC 256

static int state = IDLE;	/* atomic */
/*
 * The thread writing a profile (its gmon_thread_mark's address), or 0:
 * one writer at a time, as the port's output is one.
 */
static uintptr_t writer;	/* atomic */
/*
 * The thread that took the final write (gmon_finish), or 0: taken
 * before the state becomes DONE, so that a thread that finds DONE always
 * finds who writes, and kept until the next start.
 */
static uintptr_t finisher;	/* atomic */
/* The final profile is written (or failed): nothing is left to wait for. */
static int final_written;	/* atomic */
/*
 * The final write has begun: no snapshot starts any more, so that a
 * thread taking snapshots back to back cannot take the objects' and the
 * writer's turn again each time it gives them back while the exit waits
 * for them (on the same CPU, for ever).
 */
static int finishing;		/* atomic */
static int port_ready;
static struct gmon_config config;
static unsigned armed_hz;
static uintptr_t text_low, text_high;
/*
 * The profile's histogram: what gmon.out holds, what a fork child zeroes
 * and what moncontrol(1) samples into (monstartup's text, monitor()'s
 * buffer or its struct prof ranges).  A program's own profil() only
 * moves the sampling to buffers of the program's, which are never read
 * back: the program may free them once profil() has turned them off.
 */
static struct gmon_range profile_set[GMON_MAX_RANGES];
static unsigned nprofile;
static uint16_t *own_bins, *own_carry;
static size_t own_bytes;

static void port_setup(void)
{
	if (port_ready)
		return;
	port_ready = 1;
	config.hz = 0;
	config.format = GMON_FORMAT_GNU;
	config.verbose = 0;
	config.objects = GMON_OBJECTS_PG;
	config.off = 0;
	config.stacks = 1;	/* GMON_STACKS=0 turns them off */
	gmon_port_init(&config);
}

static void free_own_histogram(void)
{
	if (own_bins)
		gmon_port_free(own_bins, own_bytes);
	if (own_carry)
		gmon_port_free(own_carry, own_bytes);
	own_bins = own_carry = NULL;
	own_bytes = 0;
}

/* Histogram memory of our own: the bins, and the carries past 65535. */
static uint16_t *own_histogram(size_t nbins)
{
	free_own_histogram();
	own_bytes = nbins * sizeof(uint16_t);
	own_bins = gmon_port_alloc(own_bytes);
	if (own_bins)
		own_carry = gmon_port_alloc(own_bytes);
	return own_bins;
}

/* Start (or re-arm) the tick at the configured rate; returns that rate. */
unsigned gmon_clock_on(void)
{
	port_setup();
	armed_hz = gmon_port_clock_start(config.hz ? config.hz : GMON_DEFAULT_HZ);
	if (armed_hz == 0)
		GMON_SAY("no profiling clock could be started; ",
			 "the profile will have call counts only");
	return armed_hz;
}

static void release_writer(void)
{
	gmon_own_unlock(&writer);
}

/* Zero the profile's counts (a new profile, or a fork child's own). */
static void reset_profile_set(void)
{
	unsigned i;

	for (i = 0; i < nprofile; i++)
		gmon_range_reset(&profile_set[i]);
	gmon_hist_reset_outside();
}

/* The profile's histogram ranges: what gmon.out holds. */
unsigned gmon_profile_ranges(const struct gmon_range **r)
{
	*r = profile_set;
	return nprofile;
}

/*
 * monitor()'s struct prof ranges become the profile's histogram
 * (ascending, disjoint, at most GMON_MAX_RANGES) and are sampled into.
 * Returns 0 or -1.
 */
int gmon_profile_set_ranges(const struct gmon_range *r, unsigned n)
{
	unsigned i;

	if (gmon_hist_set(r, n) != 0)	/* checks n and the order */
		return -1;
	for (i = 0; i < n; i++)
		profile_set[i] = r[i];
	nprofile = n;
	return 0;
}

/*
 * profil() turned off: no more samples, and the program's buffers are
 * let go (sampling goes back to the profile's own histogram, to resume
 * at the next moncontrol(1)).  gmon_hist_set() first: it switches
 * sampling on when the set has bins.
 */
void gmon_profil_off(void)
{
	gmon_hist_set(profile_set, nprofile);
	gmon_hist_off();
	gmon_port_clock_stop();
}

/* gmon_start()'s work, with the writer's turn taken. */
static int start_profiling(uintptr_t lowpc, uintptr_t highpc, uint16_t *buf,
			   size_t nbins, size_t nfunc)
{
	uint32_t scale = GMON_TEXT_SCALE;
	uintptr_t size;

	port_setup();
	if (config.off)
		return 0;	/* as asked: a program that starts profiling
				   itself (cc -pg's start file) gets none */
	lowpc &= ~(uintptr_t)(GMON_TEXT_BYTES_PER_BIN - 1);
	highpc = (highpc + GMON_TEXT_BYTES_PER_BIN - 1) &
		 ~(uintptr_t)(GMON_TEXT_BYTES_PER_BIN - 1);
	size = highpc - lowpc;
	if (buf == NULL) {
		nbins = size / GMON_TEXT_BYTES_PER_BIN;
		buf = own_histogram(nbins);
		if (buf == NULL) {
			GMON_SAY("out of memory for the profile; ",
				 "profiling disabled");
			__atomic_store_n(&state, FAILED, __ATOMIC_RELEASE);
			return GMON_ENOMEM;
		}
	} else if (nbins > 0) {
		scale = gmon_scale_for(nbins, size);
	}
	nprofile = 0;
	gmon_hist_set(NULL, 0);
	if (nbins > 0) {
		if (gmon_range_init(&profile_set[0], lowpc, buf, nbins,
				    scale) != 0)
			return GMON_EINVAL;
		profile_set[0].carry = buf == own_bins ? own_carry : NULL;
		nprofile = 1;
	}
	text_low = lowpc;
	text_high = highpc;
	gmon_arcs_reset(0);
	reset_profile_set();
	gmon_objects_reset(0);
	gmon_stacks_reset(0);
	gmon_arcs_capacity(nfunc ? nfunc : size / TEXT_BYTES_PER_ARC);
	gmon_objects_start(lowpc, highpc, nbins > 0, config.objects);
	__atomic_store_n(&finishing, 0, __ATOMIC_RELEASE);	/* a restart */
	__atomic_store_n(&final_written, 0, __ATOMIC_RELEASE);
	gmon_own_unlock(&finisher);
	__atomic_store_n(&state, PAUSED, __ATOMIC_RELEASE);
	gmon_control(1);
	return 0;
}

/*
 * Profile [lowpc, highpc).  buf/nbins: the caller's histogram (monitor),
 * or NULL to allocate one; nbins == 0 with a buffer means "no histogram".
 * nfunc: expected number of arcs, 0 to guess from the text size.
 * Returns 0 or a positive errno-style code.
 *
 * A start after _mcleanup() replaces the buffers a profile is written
 * from: it takes the writer's turn, so that it waits for a write in
 * another thread (and another thread's start waits for it).  Started
 * from a signal handler that interrupted this thread's write, it would
 * pull the buffers from under it: it does nothing.
 */
int gmon_start(uintptr_t lowpc, uintptr_t highpc, uint16_t *buf,
	       size_t nbins, size_t nfunc)
{
	int st = __atomic_load_n(&state, __ATOMIC_ACQUIRE), err;

	if (lowpc >= highpc || ((uintptr_t)buf & 1))
		return GMON_EINVAL;
	if (st == RUNNING || st == PAUSED)
		return 0;	/* already profiling: keep the first range */
	if (!gmon_own_lock(&writer))
		return GMON_EINVAL;
	st = __atomic_load_n(&state, __ATOMIC_ACQUIRE);
	err = st == RUNNING || st == PAUSED
	      ? 0 : start_profiling(lowpc, highpc, buf, nbins, nfunc);
	release_writer();
	return err;
}

/* 1 while a profile is under way (started and not yet written). */
int gmon_profiling(void)
{
	int st = __atomic_load_n(&state, __ATOMIC_ACQUIRE);

	return st == RUNNING || st == PAUSED;
}

/*
 * [signal] The port's tick, in the thread it interrupted: the arcs'
 * only clock (it tends that thread's arc table), then the histogram.
 * A late tick (gmon_sample_late()) skips the arcs: it may come from a
 * thread in the middle of changing its table.
 */
void gmon_sample(uintptr_t pc, unsigned ticks)
{
	gmon_arcs_sampled();
	gmon_hist_count(pc, ticks);
}

/*
 * [signal] The same, with the call stack whose frames[0] is the pc: a
 * sample the histogram counts is counted in the stacks (or as dropped).
 */
void gmon_sample_stack(const uintptr_t *frames, unsigned n, unsigned flags,
		       unsigned ticks)
{
	gmon_arcs_sampled();
	if (gmon_hist_count(frames[0], ticks))
		gmon_stacks_count(frames, n, gmon_objects_epoch(), flags,
				  ticks);
}

/* [signal] A late tick: the histogram, and no stack (port.h). */
void gmon_sample_late(uintptr_t pc, unsigned ticks)
{
	if (gmon_hist_count(pc, ticks))
		gmon_stacks_drop(ticks);
}

/* [signal] Whether the tick should walk the stack for gmon_sample_stack. */
int gmon_stacks_wanted(void)
{
	return gmon_stacks_enabled();
}

/* moncontrol(): sampling and arc counting together. */
void gmon_control(int on)
{
	int st = __atomic_load_n(&state, __ATOMIC_ACQUIRE);

	if (st != RUNNING && st != PAUSED)
		return;
	if (on) {
		gmon_hist_set(profile_set, nprofile);
		gmon_stacks_enable(config.stacks && nprofile > 0);
		if (gmon_hist_on())
			gmon_clock_on();
		/* callers in other objects: the objects name them */
		if (gmon_objects_tracking())
			gmon_arcs_start(0, UINTPTR_MAX,
					gmon_objects_caller_known);
		else
			gmon_arcs_start(text_low, text_high, NULL);
		__atomic_store_n(&state, RUNNING, __ATOMIC_RELEASE);
	} else {
		__atomic_store_n(&state, PAUSED, __ATOMIC_RELEASE);
		gmon_port_clock_stop();
		gmon_hist_off();
		gmon_stacks_enable(0);
		gmon_arcs_stop();
	}
}

static int sink_write(void *ctx, const void *buf, size_t len)
{
	(void)ctx;
	return gmon_port_out_write(buf, len);
}

/*
 * The arcs of one file, each (from, self) once with the counts of every
 * thread's table summed, so that the file holds one record per arc
 * whatever the number of threads.  They are read into a map first; if
 * memory runs out, what the map holds goes first and the rest as the
 * tables give it (gprof adds up records of the same arc).  With one
 * table there is nothing to merge, and no map is made.
 */
struct merged_arcs {
	gmon_arc_next_fn next;
	void *ctx;
	struct gmon_arcmap map;
	size_t at;
	struct gmon_arc pending;
	int has_pending, streaming;
};

static void merge_arcs(struct merged_arcs *m, gmon_arc_next_fn next,
		       void *ctx)
{
	struct gmon_arc a;

	m->next = next;
	m->ctx = ctx;
	m->map.slot = NULL;
	m->map.cap = m->map.used = 0;
	m->at = 0;
	m->has_pending = 0;
	m->streaming = !gmon_arcs_shared();
	if (m->streaming)
		return;
	while (next(ctx, &a))
		if (gmon_arcmap_add(&m->map, NULL, a.from, a.self,
				    a.count) != 0) {
			m->pending = a;
			m->has_pending = m->streaming = 1;
			return;
		}
}

static int merged_arc_next(void *ctx, struct gmon_arc *out)
{
	struct merged_arcs *m = ctx;

	if (gmon_arcmap_next(&m->map, &m->at, out))
		return 1;
	if (m->has_pending) {
		m->has_pending = 0;
		*out = m->pending;
		return 1;
	}
	return m->streaming && m->next(m->ctx, out);
}

/*
 * One profile file: the main program's (object NULL) or a loaded
 * object's, with its ranges, its bias and its arcs.
 */
static int write_file(const char *object, unsigned nth,
		      const struct gmon_range *ranges, unsigned nranges,
		      uintptr_t bias, gmon_arc_next_fn next_arc, void *arc_ctx)
{
	struct gmon_sink sink;	/* not zeroed: 512 bytes, and no memset */
	struct gmon_image img;
	struct merged_arcs merged;
	unsigned dropped;
	int err;

	sink.write = sink_write;
	sink.ctx = NULL;
	img.ranges = ranges;
	img.nranges = nranges;
	img.hz = armed_hz ? armed_hz : GMON_DEFAULT_HZ;
	img.bias = bias;
	img.next_arc = merged_arc_next;
	img.arc_ctx = &merged;
	err = gmon_port_out_open(object, nth);
	if (err == 0) {
		merge_arcs(&merged, next_arc, arc_ctx);
		err = gmon_encode(config.format, &img, &sink);
		gmon_arcmap_free(&merged.map);
	}
	err = gmon_port_out_close(err);
	dropped = gmon_encode_dropped(config.format, &img);
	if (err == 0 && dropped) {
		char n[24];

		GMON_SAY(gmon_utoa(dropped, n + sizeof n),
			 " histogram ranges left out: the file format cannot "
			 "carry their bin size");
	}
	return err;
}

/*
 * The stacks file beside gmon.out, when stacks are counted; with_objects:
 * the objects' list is ours to read.
 */
static int write_stacks(int with_objects)
{
	struct gmon_sink sink;	/* not zeroed: 512 bytes, and no memset */
	struct gmon_stacks_image img;
	int err;

	if (!config.stacks)
		return 0;
	sink.write = sink_write;
	sink.ctx = NULL;
	img.hz = armed_hz ? armed_hz : GMON_DEFAULT_HZ;
	gmon_objects_main(&img.main);
	if (img.main.high == img.main.low) {	/* the port reported none */
		img.main.low = text_low;
		img.main.high = text_high;
	}
	img.main.bias = gmon_port_load_bias();
	img.with_objects = with_objects;
	err = gmon_port_out_open_stacks();
	if (err == 0)
		err = gmon_stacks_encode(&img, &sink);
	return gmon_port_out_close(err);
}

/*
 * gmon.out, then the stacks file, then a file for each loaded object
 * with something in it.  The stacks file is written only beside a
 * gmon.out just written, so that one never describes another run's
 * samples.
 */
static int write_profile(void)
{
	struct gmon_arc_cursor cursor = { 0 };
	const struct gmon_object *o = NULL;
	struct gmon_object_file f;
	int err, objects_err = 0;
	int turn = gmon_objects_write_begin();

	err = write_file(NULL, 0, profile_set, nprofile, gmon_port_load_bias(),
			 gmon_objects_main_arc, &cursor);
	if (!err)
		objects_err = write_stacks(turn);
	if (!turn)
		return err ? err : objects_err;
	while ((o = gmon_objects_next_file(o, &f)) != NULL) {
		struct gmon_object_arcs arcs;

		gmon_object_arcs_start(&arcs, o);
		if (!objects_err)
			objects_err = write_file(f.name, f.nth, f.range, 1,
						 f.bias, gmon_object_arcs_next,
						 &arcs);
		else
			write_file(f.name, f.nth, f.range, 1, f.bias,
				   gmon_object_arcs_next, &arcs);
	}
	gmon_objects_write_end();
	return err ? err : objects_err;
}

/*
 * The writer's turn for a snapshot, with the thread's handlers held off
 * (*held: what puts them back); 0 if not taken.  They are held off
 * only while the turn is ours, never while waiting for another thread's
 * write: that would also hold off the C library's own signals (glibc's
 * SIGSETXID, which a setuid() in any thread waits for) for as long.  The
 * wait watches the turn with handlers as they are, and holds them off
 * (two system calls on Linux) only to try again once it is free.
 */
static int take_writer(int wait, uint64_t *held)
{
	uintptr_t holder;

	for (;;) {
		*held = gmon_port_handlers_off();
		if (gmon_own_try(&writer, &holder))
			return 1;
		gmon_port_handlers_restore(*held);
		if (!wait || gmon_own_mine(holder))
			return 0;
		for (unsigned turns = 0;
		     __atomic_load_n(&writer, __ATOMIC_RELAXED) != 0; turns++)
			gmon_port_wait_turn(turns);
	}
}

/*
 * Write the profile now and keep going.  wait: gmon_dump(), which
 * promises a profile of everything so far, so a write in another thread
 * is waited for and followed by this one; otherwise (a dump on signal,
 * the periodic dump, from the tick) a request while one is being written
 * is dropped, not queued.  A write this thread was interrupted in is
 * never waited for: it finishes once the caller returns.
 *
 * The thread's handlers are held off meanwhile where the port can: one
 * that leaves by siglongjmp would abandon the write with the writer's
 * turn taken and its file open, and an exit in another thread would
 * wait for it for ever.  (The final write needs no such care: an exit
 * after the jump writes again in its place.)
 */
int gmon_snapshot(int wait)
{
	int err = 0, cancel, st = __atomic_load_n(&state, __ATOMIC_ACQUIRE);
	uint64_t held;

	if ((st != RUNNING && st != PAUSED) ||
	    __atomic_load_n(&finishing, __ATOMIC_ACQUIRE))
		return 0;
	cancel = gmon_port_cancel_off();
	if (take_writer(wait, &held)) {
		err = write_profile();
		release_writer();
		gmon_port_handlers_restore(held);
	}
	gmon_port_cancel_restore(cancel);
	return err;
}

/*
 * A snapshot in another thread always ends: wait for it, however long
 * it takes (the two would share the port's one output).  One that this
 * thread interrupted (exit from a signal handler) never will: the final
 * write takes its place.
 */
static void wait_for_writer(void)
{
	(void)gmon_own_lock(&writer);
}

/*
 * Wait while another thread writes the final profile.  The wait ends
 * with that write: a start after it (which clears finisher and leaves
 * DONE) begins a profile that no thread here is waiting for.
 */
static void wait_for_finisher(void)
{
	for (unsigned turns = 0;; turns++) {
		uintptr_t by = __atomic_load_n(&finisher, __ATOMIC_ACQUIRE);

		if (__atomic_load_n(&state, __ATOMIC_ACQUIRE) != DONE ||
		    by == 0 || gmon_own_mine(by) ||
		    __atomic_load_n(&final_written, __ATOMIC_ACQUIRE))
			return;
		gmon_port_wait_turn(turns);
	}
}

/*
 * gmon_finish() again, or in another thread, while the final profile is
 * being written: a GMON_SIGNALS handler (write, then die) that
 * interrupted the write in its thread, or another thread's exit.  The
 * caller is about to end the process: another thread's write is waited
 * for to its end (one profile, whole), and this thread's own, which
 * never resumes, is done again in its place.
 */
static int finish_again(void)
{
	uintptr_t by = __atomic_load_n(&finisher, __ATOMIC_ACQUIRE);
	int err = 0, cancel;

	if (__atomic_load_n(&final_written, __ATOMIC_ACQUIRE))
		return 0;
	if (!gmon_own_mine(by)) {
		wait_for_finisher();
		return 0;
	}
	cancel = gmon_port_cancel_off();
	wait_for_writer();
	err = write_profile();
	release_writer();
	gmon_port_cancel_restore(cancel);
	return err;
}

/*
 * [signal] Wait until the final profile is written, if profiling is on
 * and another thread has taken, or will take, that write: for a thread
 * about to end the process while another exits (the port's exit()).
 * Returns at once where nothing is pending, where this thread writes,
 * and in a fork child whose writer was another thread of the parent.
 */
void gmon_wait_final(void)
{
	unsigned turns;

	for (turns = 0;; turns++) {
		int st = __atomic_load_n(&state, __ATOMIC_ACQUIRE);
		uintptr_t by = __atomic_load_n(&finisher, __ATOMIC_ACQUIRE);

		if (st == IDLE || st == FAILED || gmon_own_mine(by) ||
		    __atomic_load_n(&final_written, __ATOMIC_ACQUIRE) ||
		    (st == DONE && by == 0))
			return;
		gmon_port_wait_turn(turns);
	}
}

/*
 * _mcleanup() / monitor(0) / exit: stop, write once.  Later calls, and
 * calls in other threads meanwhile, wait for that write and write
 * nothing.  refresh: a normal context, where the port may look again at
 * what the write depends on (not a signal handler of the port's).
 */
int gmon_finish(int refresh)
{
	int err, cancel, st = __atomic_load_n(&state, __ATOMIC_ACQUIRE);
	uintptr_t holder;

	if (st == DONE)
		return finish_again();
	if (st != RUNNING && st != PAUSED)
		return 0;
	if (!gmon_own_try(&finisher, &holder))
		return finish_again();
	__atomic_store_n(&finishing, 1, __ATOMIC_RELEASE);
	if (refresh)
		gmon_port_final_refresh();
	gmon_control(0);
	__atomic_store_n(&state, DONE, __ATOMIC_RELEASE);
	cancel = gmon_port_cancel_off();
	wait_for_writer();
	err = write_profile();
	gmon_report(&config, armed_hz ? armed_hz : GMON_DEFAULT_HZ,
		    profile_set, nprofile);
	gmon_port_clock_report();
	__atomic_store_n(&final_written, 1, __ATOMIC_RELEASE);
	release_writer();	/* a start may now replace the buffers */
	gmon_port_cancel_restore(cancel);
	return err;
}

/*
 * In a fork child.  fresh: the child writes files of its own (the port
 * names them per process), so its profile starts empty, the files of
 * parent and child add up, and its clock is re-armed.  Otherwise both
 * write the same files, the last written replacing the other, so the
 * child keeps what was counted before the fork, as glibc's does: a
 * daemon whose parent exits first leaves a profile of its whole run.
 * Its clock stays off, as glibc's (a child does not inherit a timer):
 * a daemon that sets every signal back to its default action, as
 * daemon(7) advises, would die of the first tick.
 */
void gmon_after_fork_child(int fresh)
{
	int st = __atomic_load_n(&state, __ATOMIC_ACQUIRE);

	/* a publisher or writer in another thread has no thread here */
	gmon_hist_after_fork();
	release_writer();
	if (!gmon_own_mine(__atomic_load_n(&finisher, __ATOMIC_RELAXED)))
		gmon_own_unlock(&finisher);
	__atomic_store_n(&finishing, 0, __ATOMIC_RELEASE);
	if (st != RUNNING && st != PAUSED)
		return;
	if (fresh) {
		gmon_arcs_reset(1);
		reset_profile_set();
		gmon_objects_reset(1);
		gmon_stacks_reset(1);
	} else {
		gmon_arcs_after_fork();
		gmon_objects_after_fork();
	}
	if (fresh && st == RUNNING && gmon_hist_on())
		gmon_clock_on();
}
