/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The port interface: everything the libgmon core needs from its host.
 *
 * The core (runtime/: arc tables, histogram arithmetic, monitor's
 * sizing, the gmon.out encoder) makes no system call and no C-library
 * call.  A port defines the functions below: ports/linux/ is the hosted
 * reference, ports/bare/ and the boards beside it the bare-metal ones.
 * See PORTING.md.
 *
 * Functions marked [signal] may be called from the sample handler or from
 * mcount, which may itself run inside a signal handler: they must be
 * async-signal-safe (no locks, no malloc).
 */
#ifndef GMON_PORT_H
#define GMON_PORT_H

#include <stddef.h>
#include <stdint.h>

/* What the core asks of its host once, when profiling is first set up. */
enum gmon_format { GMON_FORMAT_GNU, GMON_FORMAT_BSD };

/* The sample rate when nobody asks for another: glibc's, gprof's 0.01 s. */
#define GMON_DEFAULT_HZ 100

/*
 * The error codes the core hands to gmon_port_set_errno() and returns
 * from gmon_port_out_*: Linux's errno numbers, which a port for another
 * system translates.
 */
enum gmon_error {
	GMON_EIO = 5,
	GMON_ENOMEM = 12,
	GMON_EINVAL = 22,
	GMON_ENOSPC = 28,
	GMON_EOPNOTSUPP = 95
};

/*
 * Which loaded objects get a profile of their own besides the main
 * program's: those that called mcount (built with -pg: the default),
 * none, or every object that received samples too.
 */
enum gmon_objects { GMON_OBJECTS_PG, GMON_OBJECTS_EXE, GMON_OBJECTS_ALL };

struct gmon_config {
	unsigned hz;		/* requested sample rate; 0 = port default */
	enum gmon_format format;
	int verbose;		/* report where the time went on exit */
	enum gmon_objects objects;
	int off;		/* profile nothing: starting profiling does
				   nothing, and nothing is written */
	int stacks;		/* count call stacks (gmon_sample_stack) and
				   write the stacks file; default 1, a port
				   that walks no stacks sets 0 */
};

/*
 * Called once before profiling starts: fill `cfg' (the core has set the
 * defaults) and install whatever the host needs (fork handlers, thread
 * exit hooks, dump-on-signal handlers).  Must not start the tick.
 */
void gmon_port_init(struct gmon_config *cfg);

/*
 * Start a periodic tick at about `hz' per second of (preferably CPU)
 * time.  On every tick the port calls gmon_sample(pc, n) with the
 * interrupted program counter.  Returns the rate actually armed (what
 * the file will record), or 0 if no tick could be started.
 * Called with hz > 0; may be called again while running to re-arm.
 */
unsigned gmon_port_clock_start(unsigned hz);

/*
 * Stop the tick.  After it returns no further gmon_sample() calls start.
 * A port whose clock can do so keeps the time already counted towards
 * the next tick for the next start at the same rate, so that short
 * profiling windows (moncontrol) add up to whole ticks; ticks that came
 * due and never arrived it may count here with gmon_sample_late().
 */
void gmon_port_clock_stop(void);

/*
 * Called once, after the final profile is written: report what the
 * clock knows was lost (samples of threads it could not reach, a
 * program that took its signal), or nothing.
 */
void gmon_port_clock_report(void);

/*
 * [signal] Zero-filled memory, page-granular if the port likes.  May be
 * called from mcount (a thread's first call, or a table that grows) and
 * must then be async-signal-safe; returning NULL is allowed and the core
 * degrades (lost arcs are counted and reported, never a crash).
 */
void *gmon_port_alloc(size_t size);

/* Give back memory from gmon_port_alloc().  Only called outside mcount. */
void gmon_port_free(void *p, size_t size);

/*
 * [signal] The calling thread is about to count its first arc (or its
 * first since fork()).  Returns an id of the thread, never 0, unique
 * among the threads that exist, for gmon_port_thread_alive().  Called
 * from mcount, which may run with floating-point arguments live in
 * registers: besides being async-signal-safe, nothing on this path may
 * allocate through the C library or touch vector registers (Linux: one
 * gettid system call).
 */
uintptr_t gmon_port_thread_attach(void);

/*
 * [signal] 0 if the thread `id' has certainly ended; its arc table then
 * goes to a new thread.  A thread of the process this one was copied
 * from without the fork handlers (a raw clone or _Fork) may be the
 * caller of that copy, still counting into its table: 1.  Same rules as
 * above.  The core calls it rarely (amortised over the tables it makes);
 * a system without threads returns 1.
 */
int gmon_port_thread_alive(uintptr_t id);

/*
 * [signal] 1 if the caller may be running on an alternate signal stack
 * (sigaltstack), 0 if it certainly runs on its thread's own stack.
 * Called only when a thread's busy word looks abandoned (arcs.c).  A
 * system where interrupts may run on a stack of their own and nothing
 * ever leaves an interrupt handler by longjmp returns 1.
 */
int gmon_port_on_signal_stack(void);

/*
 * [signal] Hold off the calling thread's signal handlers while the core
 * copies its arc table into a new array, or writes a snapshot.  A
 * handler that leaves by siglongjmp abandons whatever it interrupted: a
 * timer whose handler jumps out more often than a copy of a large table
 * takes would make every call begin a copy and finish none, leaking an
 * array each time, and an abandoned snapshot would keep the writer's
 * turn, so that an exit in another thread would wait for ever.
 * handlers_off() returns what handlers_restore() puts back.  A system
 * where nothing leaves an interrupt handler by longjmp does nothing (the
 * core also copes with a copy or a write that an interrupt interrupts).
 */
uint64_t gmon_port_handlers_off(void);
void gmon_port_handlers_restore(uint64_t state);

/*
 * Called once profiling has started, unless cfg->objects is
 * GMON_OBJECTS_EXE: report the objects loaded in the process with
 * gmon_objects_loaded(), now and again whenever they change (dlopen,
 * dlclose).  Those reports come from a normal context, never a signal
 * handler, one at a time.  A port with one image does nothing.
 */
void gmon_port_objects_watch(void);

/*
 * The final profile is about to be written from a normal context (exit,
 * or the program's own _mcleanup() or monitor(0)), not from a signal
 * handler: look again at what may have changed since start-up and
 * that the write depends on (on Linux GMON_OUT_PREFIX, which a program
 * may set or clear itself, and the objects a dlopen that bypassed
 * watching loaded).  A port with nothing to refresh does nothing.
 */
void gmon_port_final_refresh(void);

/*
 * The output sink.  open(object, nth) starts a new profile file: the
 * main program's when object is NULL (gmon.out), else that of the loaded
 * object with that file name (gmon.NAME.out on Linux); nth is 1, or 2, 3
 * ... for later, different objects with the same name, whose files must
 * not replace the first one's.  write() appends
 * (the port handles short writes), and close(error) either makes the
 * file appear complete under its final name (error == 0) or removes
 * every trace of it.  open() and write() return 0 or a positive
 * errno-style code; close() returns the error that stands in the end.
 * The port reports failures itself (one line naming the file and the
 * reason), since only it knows the file's name.  These run on the exit
 * path and possibly in a signal handler (dump-on-signal): no allocation.
 */
int gmon_port_out_open(const char *object, unsigned nth);
/*
 * The same for the stacks file, beside the main program's profile
 * (gmon.stacks, PREFIX-stacks.PID on Linux); written through write() and close() as
 * the others.  A port that cannot name one returns GMON_EOPNOTSUPP and
 * sets cfg->stacks to 0 in gmon_port_init().
 */
int gmon_port_out_open_stacks(void);
int gmon_port_out_write(const void *buf, size_t len);
int gmon_port_out_close(int error);

/*
 * The value to subtract from run-time addresses so that they become the
 * link-time addresses gprof expects (the load bias of a PIE; 0 otherwise).
 */
uintptr_t gmon_port_load_bias(void);

/* One line of diagnostics (no newline in msg).  [signal] */
void gmon_port_message(const char *msg);

/*
 * [signal] Keep the calling thread from being cancelled while it writes
 * a profile: the output's system calls (open, write, close) are
 * cancellation points, and a thread cancelled there, maybe in a signal
 * handler, would never give back the writer's turn.  cancel_off()
 * returns what cancel_restore() puts back.  A port without threads does
 * nothing.
 */
int gmon_port_cancel_off(void);
void gmon_port_cancel_restore(int state);

/*
 * [signal] One more turn of a wait for another thread (`turns' taken so
 * far) to give back a lock or let go of a table.  The first turns may
 * just return; later ones give the CPU up for a moment: the other
 * thread may be of lower real-time priority on the same CPU, and a
 * thread that spins never lets it run.  A port without threads does
 * nothing.
 */
void gmon_port_wait_turn(unsigned turns);

/* Report an error code to the caller of a public function (errno). */
void gmon_port_set_errno(int err);

/* ---- what the core offers the port ---- */

/*
 * [signal] Count `ticks' samples at program counter `pc'.  Call it in
 * the thread (or context) that was interrupted: it also tends that
 * thread's arc table, and may then call gmon_port_alloc().
 */
void gmon_sample(uintptr_t pc, unsigned ticks);

/*
 * [signal] Count `ticks' samples at `pc' and nothing else, from any
 * thread: for ticks a clock learns it owed only as it stops (the time
 * went by, the tick never came), credited where an earlier tick found
 * the program.  Only while the histogram is on, as gmon_sample().
 */
void gmon_sample_late(uintptr_t pc, unsigned ticks);

/*
 * [signal] Whether the tick should find the interrupted call stack:
 * stacks are counted (GMON_STACKS) and the histogram is on.  If so the
 * port calls gmon_sample_stack() instead of gmon_sample(): frames[0] is
 * the interrupted pc, frames[1..n) the return addresses found through
 * the frame records, innermost first (a pc found in a signal frame
 * written + 1, as a return address is); flags GMON_STACK_TRUNCATED
 * (1) when the walk stopped at GMON_STACK_DEPTH frames.  n >= 1.
 */
#define GMON_STACK_DEPTH 128	/* frames kept at most: the innermost */
#define GMON_STACK_TRUNCATED 1
int gmon_stacks_wanted(void);
void gmon_sample_stack(const uintptr_t *frames, unsigned n, unsigned flags,
		       unsigned ticks);

/*
 * The code ranges of libgmon's stubs where the port's walk keeps this
 * promise: a sample whose pc lies there has as its frame 1 the address
 * in the profiled function that called the stub, then that function's
 * callers (the stacks file's STUB records).  Up to max into low[] and
 * high[]; returns how many.  A port that keeps it nowhere returns 0.
 */
unsigned gmon_port_stub_ranges(uintptr_t *low, uintptr_t *high,
			       unsigned max);

/* A loaded object, as gmon_port_objects_watch() reports it. */
enum gmon_object_kind {
	GMON_OBJECT_MAIN,	/* the executable */
	GMON_OBJECT_LIBRARY,
	GMON_OBJECT_LOADER,	/* the dynamic loader */
	GMON_OBJECT_VDSO	/* code the kernel maps into every process */
};

struct gmon_object_desc {
	const char *name;	/* its file name as loaded, without directory */
	uintptr_t low, high;	/* its executable segments, run-time */
	uintptr_t bias;		/* run-time minus link-time addresses */
	enum gmon_object_kind kind;
	/* what tells apart two files of one name and text size (another
	   directory, a library rebuilt and loaded again): a hash of its
	   build ID, or 0 if the port knows none */
	uint64_t identity;
	/* which file it is, for the stacks file: its path as the loader
	   found it (absolute where the port knows one), at most
	   GMON_OBJECT_PATH_MAX bytes, and its build ID's bytes
	   (NT_GNU_BUILD_ID), at most GMON_OBJECT_ID_MAX; NULL and 0 if the
	   port knows none (the name then stands for the path) */
	const char *path;
	const unsigned char *build_id;
	unsigned build_id_len;
};
#define GMON_OBJECT_PATH_MAX 4096
#define GMON_OBJECT_ID_MAX 64

/*
 * Every object loaded now, the executable included, in load order.  The
 * core copies what it keeps.  Objects that are gone since the last call
 * were unloaded; one that comes back (dlopen again, maybe elsewhere) is
 * profiled into the same file, and one of the same name but another
 * identity into a file of its own.  Returns 0, or -1 when memory ran out
 * (some objects are then not profiled; the core says so once).
 */
int gmon_objects_loaded(const struct gmon_object_desc *d, unsigned n);

#endif
