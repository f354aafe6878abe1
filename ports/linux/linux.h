/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * What the files of the Linux port share.  It is one port for every C
 * library on Linux, a file per concern, the per-architecture signal
 * context in arch/, and nothing per C library.  The files call one way,
 * each only the files before it in this list (tests/port_layers.sh
 * checks it), and this header declares what each offers in that order:
 *
 *   process.c   memory, threads, signal masks (async-signal-safe)
 *   messages.c  one-line messages to the program's first stderr
 *   settings.c  the settings from the environment; signal names
 *   dynsym.c    symbols from the loaded objects' own hash tables
 *   next.c      the C library's definition of a function we stand in for
 *   cputimer.c  a CPU-time timer's ticks, counted in windows; CPU clocks
 *   owntime.c   process mode (no /proc): each thread's own time out of
 *               the ticks
 *   timers.c    the CPU-time timers behind the clock, one per thread
 *               (the three share timers.h)
 *   stackwalk.c the interrupted call stack, through the frame records
 *   clock.c     the sampling clock and its signal, which moves when
 *               the program takes it
 *   temps.c     the temporary files' names, and stale ones removed
 *   output.c    the profile files
 *   signals.c   writing the profile on signals
 *   objects.c   the loaded objects, for the core
 *   start.c     start-up, a fork's child, exit: the top of libgmon.a
 *
 * Above them all, called by none: the hooks a program's calls reach
 * (dlhook.c, sigwait.c), libgmon.so's start (preload.c), and the start
 * files (crt/).
 *
 * Names shared between the files start with gmon_linux_: they end up in
 * the program, which may have a parse_signal of its own.
 */
#ifndef GMON_LINUX_H
#define GMON_LINUX_H

#include "config.h"	/* GMON_ARCH_CONTEXT_H */
#include "gmon_core.h"
#include "sys.h"

#include <limits.h>
#include <signal.h>
#include <sys/types.h>
#include <time.h>
#include <ucontext.h>

/* GMON_HZ's ceiling: a CPU-time timer fires at most once per kernel tick
 * anyway (the ticks in between come as overruns, counted as samples). */
#define GMON_LINUX_MAX_HZ 1000000
/* Signal `sig''s bit in the kernel's 64-bit mask (rt_sigprocmask). */
#define SIGBIT(sig) ((uint64_t)1 << ((sig) - 1))
/* The sample signal unless GMON_SIGNAL names another. */
#define GMON_LINUX_SAMPLE_SIGNAL (SIGRTMAX - 3)

/* ---- process.c ---- */

/*
 * [signal] Block the signals of `set' in this thread: the mask it had,
 * for gmon_port_handlers_restore(); all ones if the call failed.
 */
GMON_HIDDEN uint64_t gmon_linux_block_signals(uint64_t set);
/* [signal] sigaction() for libgmon itself, which its hook (sigwait.c)
 * passes straight on; whether such a call is under way in this thread. */
GMON_HIDDEN int gmon_linux_sigaction(int sig, const struct sigaction *act,
				     struct sigaction *old);
GMON_HIDDEN int gmon_linux_own_sigaction(void);

/* ---- messages.c ---- */

/* Start-up: note which file the program's stderr is. */
GMON_HIDDEN void gmon_linux_messages_start(void);
/* GMON_VERBOSE: keep a copy of it, for the report at exit. */
GMON_HIDDEN void gmon_linux_messages_keep_stderr(void);
/* A fork child: let the copy go. */
GMON_HIDDEN void gmon_linux_messages_after_fork(void);
/*
 * One line: `what', the file's name, ": ", the reason for `err', and
 * unless `instead' is NULL "; writing `instead' instead".
 */
GMON_HIDDEN void gmon_linux_file_message(const char *what, const char *path,
					 int err, const char *instead);

/* ---- settings.c ---- */

/*
 * Settings from the environment, read at start-up; the prefix again in
 * a fork's child and at exit, where glibc reads it.  settings.c alone
 * writes them.
 */
struct gmon_linux_settings {
	char out_prefix[PATH_MAX];	/* GMON_OUT_PREFIX, "" if unset */
	size_t long_prefix;	/* GMON_OUT_PREFIX's length if it did not fit
				   (out_prefix is then ""), else 0 */
	char rank[16];		/* the MPI rank, decimal; "" outside a launcher */
	int spawned;		/* a rank of a job another job spawned */
	int secure;		/* AT_SECURE: the environment is ignored */
	int sample_signal;	/* GMON_SIGNAL */
	unsigned dump_interval;	/* GMON_DUMP_INTERVAL, seconds; 0 = none */
	int verbose;		/* GMON_VERBOSE */
	int all_objects;	/* GMON_OBJECTS=all: stack walks also look
				   past code without frame records */
};

GMON_HIDDEN extern struct gmon_linux_settings gmon_linux_settings;

/* Start-up: the settings, and the core's (cfg->off: GMON_PROFILE=off). */
GMON_HIDDEN void gmon_linux_settings_read(struct gmon_config *cfg);
/* Start-up is over: from now on a NULL `environ' is an empty one. */
GMON_HIDDEN void gmon_linux_settings_done(void);
/* Read GMON_OUT_PREFIX and the rank again (a fork's child, exit). */
GMON_HIDDEN void gmon_linux_read_out_prefix(void);

/* getenv(), or NULL for a set-user-ID or set-group-ID program. */
GMON_HIDDEN const char *gmon_linux_getenv(const char *name);

/* "HUP", "SIGTERM", "15" -> the signal number; 0 if none. */
GMON_HIDDEN int gmon_linux_parse_signal(const char *name);

/* "SIGRTMAX-3", "SIGUSR1": a sample signal's name, in buf. */
GMON_HIDDEN char *gmon_linux_signal_name(int sig, char *buf, size_t size);

/* ---- dynsym.c ---- */

/*
 * Symbols from the objects' own hash tables, without dlsym(): the
 * run-time address of the object's dynamic definition of name, 0 if
 * none; whether one of its segments holds address a; the first
 * definition of name in an object after the one that holds `ours', in
 * the loader's list (dlsym's RTLD_NEXT), 0 if none, 1 if it is an ifunc.
 */
struct dl_phdr_info;
GMON_HIDDEN uintptr_t gmon_linux_dynamic_symbol(const struct dl_phdr_info *info,
						const char *name);
GMON_HIDDEN int gmon_linux_object_holds(const struct dl_phdr_info *info,
					uintptr_t a);
GMON_HIDDEN uintptr_t gmon_linux_next_symbol(uintptr_t ours, const char *name);
/* Whether the object leaves one of names undefined, for another to
 * define (an object built with -pg takes mcount). */
GMON_HIDDEN int gmon_linux_object_imports(const struct dl_phdr_info *info,
					  const char *const *names,
					  unsigned nnames);

/* ---- next.c ---- */

/* The C library's function `name' that ours stands in for. */
GMON_HIDDEN void *gmon_linux_next_definition(void **cache, const char *name);

/* ---- cputimer.c ---- */

/* [signal] `clock' in nanoseconds, -1 if it cannot be read. */
GMON_HIDDEN long long gmon_linux_clock_ns(clockid_t clock);

/* ---- timers.c ---- */

/*
 * CPU-time timers that send `signo'.  A thread's timer sends its record
 * in si_value, the process-wide one &gmon_linux_process_tick.
 */
struct thread_timer;
GMON_HIDDEN extern const char gmon_linux_process_tick;
/* [signal] The record si_value points to, or NULL if it is none of ours. */
GMON_HIDDEN struct thread_timer *gmon_linux_timers_record(const void *value);
/*
 * [signal] A thread's tick of `ticks' at pc: how many samples it is
 * worth (the timer remembers pc for ticks it learns later it owed).
 */
GMON_HIDDEN unsigned gmon_linux_timers_thread_tick(struct thread_timer *r,
						   unsigned ticks, uintptr_t pc);
/* Arm a timer for every thread, and the process-wide one; 0 or -1. */
GMON_HIDDEN int gmon_linux_timers_start(int signo, long interval_ns);
/* Disarm them all, keeping how far each was from its next tick. */
GMON_HIDDEN void gmon_linux_timers_stop(void);
/*
 * [signal] A process-wide tick of `ticks' at pc: the same.  asleep: the
 * thread it came to was asleep in a system call, so the time was another
 * thread's (one that blocks the signal).
 */
GMON_HIDDEN unsigned gmon_linux_timers_process_tick(unsigned ticks,
						    uintptr_t pc, int asleep);
GMON_HIDDEN void gmon_linux_timers_forget(void);
/* At the end, with GMON_VERBOSE: the threads that went unsampled. */
GMON_HIDDEN void gmon_linux_timers_report(const char *signame);

/* ---- stackwalk.c ---- */

/* Start-up, in the main thread: where its stack ends. */
GMON_HIDDEN void gmon_linux_stacks_init(void);
/*
 * A listing of the loaded objects' code (objects.c): begin, each
 * object's [low, high) and whether it keeps frame records, end.
 */
GMON_HIDDEN void gmon_linux_stacks_code_begin(void);
GMON_HIDDEN void gmon_linux_stacks_code_add(uintptr_t low, uintptr_t high,
					    int frames);
GMON_HIDDEN void gmon_linux_stacks_code_end(void);
/*
 * [signal] The interrupted context's stack, frames[0] = pc: how many
 * frames, at most max; *flags GMON_STACK_TRUNCATED if there were more.
 * restorer: the signal restorer, a handler's return address.
 */
GMON_HIDDEN unsigned gmon_linux_stack_walk(const ucontext_t *uc,
					   uintptr_t pc, uintptr_t restorer,
					   uintptr_t *frames, unsigned max,
					   unsigned *flags);

/* ---- clock.c ---- */

/* [signal] Whether `si' is one of libgmon's ticks. */
GMON_HIDDEN int gmon_linux_is_tick(const siginfo_t *si);
/* [signal] The signal of libgmon's own timers; 0 if none. */
GMON_HIDDEN int gmon_linux_tick_signal(void);
/* A fork child has no timers: forget the parent's (own_files: below). */
GMON_HIDDEN void gmon_linux_clock_forget(int own_files);
/*
 * The program's sigaction(sig, act, old), through libgmon: 1 if ours
 * stands in front of sig and the action was recorded there (the ticks
 * move if sig was theirs), 0 if the C library is to do it.
 */
GMON_HIDDEN int gmon_linux_clock_program_action(int sig,
						const struct sigaction *act,
						struct sigaction *old);

/* ---- temps.c ---- */

/* Room for ".tmp.PID.RANDOM" and its end. */
#define GMON_LINUX_TEMP_SUFFIX 40
GMON_HIDDEN void gmon_linux_temp_suffix(char *buf);
GMON_HIDDEN void gmon_linux_remove_stale_temps(int dir, const char *profile);

/* ---- output.c ---- */

/* A fork child: close a profile another thread was writing. */
GMON_HIDDEN void gmon_linux_output_after_fork(void);

/* ---- signals.c ---- */

/* GMON_SIGNALS and GMON_DUMP_SIGNAL: install their handlers. */
GMON_HIDDEN void gmon_linux_signals_init(void);
/*
 * A fork child; own_files: GMON_OUT_PREFIX gives it files of its own.
 * Without, it takes no snapshot on a signal.
 */
GMON_HIDDEN void gmon_linux_signals_after_fork(int own_files);

/* ---- objects.c ---- */

GMON_HIDDEN void gmon_linux_objects_after_fork(void);
GMON_HIDDEN void gmon_linux_objects_changed(void);
GMON_HIDDEN void gmon_linux_objects_at_work(int delta);
GMON_HIDDEN void gmon_linux_objects_at_exit(void);
/* The extent of an object's text, run-time; 0 if none. */
GMON_HIDDEN int gmon_linux_text_of(const struct dl_phdr_info *info,
				   uintptr_t *low, uintptr_t *high);

/*
 * Fault injection for the robustness tests (GMON_FAULT=enomem|enospc|
 * ticks-to-main|slow-write|signal-in-listing|busy-write; ticks-to-main sends the
 * process-wide timer's signal to the thread that started the clock, as
 * kernels before 6.3 mostly did; slow-write takes 400 ms over each write
 * of the first profile the process writes; signal-in-listing raises
 * SIGUSR1 in the first listing of the objects after start-up, with the
 * listing's lock held; busy-write spends 600 ms of the thread's CPU time
 * at the start of every profile written).
 * Only the test build of the port (-DGMON_FAULT_INJECTION, in
 * tests/fault/) has it; libgmon.a never reads the variable.  Defined in
 * process.c, the lowest file that reads it; settings.c sets it.
 */
#ifdef GMON_FAULT_INJECTION
enum gmon_linux_fault { FAULT_NONE, FAULT_ENOMEM, FAULT_ENOSPC,
	FAULT_TICKS_TO_MAIN, FAULT_SLOW_WRITE, FAULT_SIGNAL_IN_LISTING,
	FAULT_BUSY_WRITE };
GMON_HIDDEN extern enum gmon_linux_fault gmon_linux_fault;
#define FAULT(f) (gmon_linux_fault == (f))
#else
#define FAULT(f) 0
#endif

#endif
