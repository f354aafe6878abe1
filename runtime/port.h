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

struct gmon_config {
	unsigned hz;		/* requested sample rate; 0 = port default */
	enum gmon_format format;
	int verbose;		/* report lost samples and arcs on exit */
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

/* Stop the tick.  After it returns no further gmon_sample() calls start. */
void gmon_port_clock_stop(void);

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
 * goes to a new thread.  Same rules as above.  The core calls it rarely
 * (amortised over the tables it makes); a system without threads
 * returns 1.
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
 * The output sink.  open() starts a new profile file, write() appends
 * (the port handles short writes), and close(error) either makes the
 * file appear complete under its final name (error == 0) or removes
 * every trace of it.  open() and write() return 0 or a positive
 * errno-style code; close() returns the error that stands in the end.
 * The port reports failures itself (one line naming the file and the
 * reason), since only it knows the file's name.  These run on the exit
 * path and possibly in a signal handler (dump-on-signal): no allocation.
 */
int gmon_port_out_open(void);
int gmon_port_out_write(const void *buf, size_t len);
int gmon_port_out_close(int error);

/*
 * The value to subtract from run-time addresses so that they become the
 * link-time addresses gprof expects (the load bias of a PIE; 0 otherwise).
 */
uintptr_t gmon_port_load_bias(void);

/* One line of diagnostics (no newline in msg).  [signal] */
void gmon_port_message(const char *msg);

/* Report an error code to the caller of a public function (errno). */
void gmon_port_set_errno(int err);

/* ---- what the core offers the port ---- */

/* [signal] Count `ticks' samples at program counter `pc'. */
void gmon_sample(uintptr_t pc, unsigned ticks);

#endif
