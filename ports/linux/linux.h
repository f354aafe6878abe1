/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * What the files of the Linux port share.  It is one port for every C
 * library on Linux: a file per concern (port.c: settings, memory,
 * threads, messages; clock.c: the sampling clock and its signal;
 * timers.c: the CPU-time timers behind it, one per thread; output.c: the
 * profile file; signals.c: writing on signals), the per-architecture
 * signal context in arch/, and nothing per C library.
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

/* GMON_HZ's ceiling: a CPU-time timer fires at most once per kernel tick
 * anyway (the ticks in between come as overruns, counted as samples). */
#define GMON_LINUX_MAX_HZ 1000000
/* Signal `sig''s bit in the kernel's 64-bit mask (rt_sigprocmask). */
#define SIGBIT(sig) ((uint64_t)1 << ((sig) - 1))
/* The sample signal unless GMON_SIGNAL names another. */
#define GMON_LINUX_SAMPLE_SIGNAL (SIGRTMAX - 3)

/*
 * Settings from the environment, read by gmon_port_init(); the prefix
 * again in a fork's child and at exit, where glibc reads it.
 */
struct gmon_linux_settings {
	char out_prefix[PATH_MAX];	/* GMON_OUT_PREFIX, "" if unset */
	int secure;		/* AT_SECURE: the environment is ignored */
	int sample_signal;	/* GMON_SIGNAL */
	unsigned dump_interval;	/* GMON_DUMP_INTERVAL, seconds; 0 = none */
	int verbose;		/* GMON_VERBOSE */
};

GMON_HIDDEN extern struct gmon_linux_settings gmon_linux_settings;

/* Read GMON_OUT_PREFIX again; at exit, what else exit needs (port.c). */
GMON_HIDDEN void gmon_linux_read_out_prefix(void);

/* [signal] `clock' in nanoseconds, -1 if it cannot be read (timers.c). */
GMON_HIDDEN long long gmon_linux_clock_ns(clockid_t clock);

/* The C library's function `name' that ours stands in for (next.c). */
GMON_HIDDEN void *gmon_linux_next_definition(void **cache, const char *name);

/* [signal] Whether `si' is one of libgmon's ticks (clock.c). */
GMON_HIDDEN int gmon_linux_is_tick(const siginfo_t *si);

/* [signal] The signal of libgmon's own timers; 0 if none (clock.c). */
GMON_HIDDEN int gmon_linux_tick_signal(void);

/* getenv(), or NULL for a set-user-ID or set-group-ID program. */
GMON_HIDDEN const char *gmon_linux_getenv(const char *name);

/* "HUP", "SIGTERM", "15" -> the signal number; 0 if none. */
GMON_HIDDEN int gmon_linux_parse_signal(const char *name);

/* "SIGRTMAX-3", "SIGUSR1": a sample signal's name, in buf. */
GMON_HIDDEN char *gmon_linux_signal_name(int sig, char *buf, size_t size);

/*
 * One line: `what', the file's name, ": ", the reason for `err', and
 * unless `instead' is NULL "; writing `instead' instead".
 */
GMON_HIDDEN void gmon_linux_file_message(const char *what, const char *path,
					 int err, const char *instead);

/*
 * A fork child; own_files: GMON_OUT_PREFIX gives it files of its own.
 * Without, it takes no snapshot on a signal (signals.c).
 */
GMON_HIDDEN void gmon_linux_signals_after_fork(int own_files);

/* A fork child: close a profile another thread was writing (output.c). */
GMON_HIDDEN void gmon_linux_output_after_fork(void);

/* A fork child has no timers: forget the parent's (own_files: above). */
GMON_HIDDEN void gmon_linux_clock_forget(int own_files);

/*
 * timers.c: CPU-time timers that send `signo'.  A thread's timer sends
 * its record in si_value, the process-wide one &gmon_linux_process_tick.
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

/* GMON_SIGNALS and GMON_DUMP_SIGNAL: install their handlers. */
GMON_HIDDEN void gmon_linux_signals_init(void);

/* GMON_OBJECTS: which loaded objects get a profile (objects.c). */
GMON_HIDDEN void gmon_linux_objects_init(struct gmon_config *cfg);
GMON_HIDDEN void gmon_linux_objects_after_fork(void);
GMON_HIDDEN void gmon_linux_objects_changed(void);
GMON_HIDDEN void gmon_linux_objects_at_work(int delta);
GMON_HIDDEN void gmon_linux_objects_at_exit(void);

/* The extent of an object's text, run-time (objects.c); 0 if none. */
struct dl_phdr_info;
GMON_HIDDEN int gmon_linux_text_of(const struct dl_phdr_info *info,
				   uintptr_t *low, uintptr_t *high);

/*
 * Symbols from the objects' own hash tables, without dlsym() (dynsym.c):
 * the run-time address of the object's dynamic definition of name, 0 if
 * none; whether one of its segments holds address a; the first
 * definition of name in an object after the one that holds `ours', in
 * the loader's list (dlsym's RTLD_NEXT), 0 if none, 1 if it is an ifunc.
 */
GMON_HIDDEN uintptr_t gmon_linux_dynamic_symbol(const struct dl_phdr_info *info,
						const char *name);
GMON_HIDDEN int gmon_linux_object_holds(const struct dl_phdr_info *info,
					uintptr_t a);
GMON_HIDDEN uintptr_t gmon_linux_next_symbol(uintptr_t ours, const char *name);

/*
 * Fault injection for the robustness tests (GMON_FAULT=enomem|enospc|
 * ticks-to-main|slow-write|signal-in-listing; ticks-to-main sends the
 * process-wide timer's signal to the thread that started the clock, as
 * kernels before 6.3 mostly did; slow-write takes 400 ms over each write
 * of the first profile the process writes; signal-in-listing raises
 * SIGUSR1 in the first listing of the objects after start-up, with the
 * listing's lock held).
 * Only the test build of the port (-DGMON_FAULT_INJECTION, in
 * tests/fault/) has it; libgmon.a never reads the variable.
 */
#ifdef GMON_FAULT_INJECTION
enum gmon_linux_fault { FAULT_NONE, FAULT_ENOMEM, FAULT_ENOSPC,
	FAULT_TICKS_TO_MAIN, FAULT_SLOW_WRITE, FAULT_SIGNAL_IN_LISTING };
GMON_HIDDEN extern enum gmon_linux_fault gmon_linux_fault;
#define FAULT(f) (gmon_linux_fault == (f))
#else
#define FAULT(f) 0
#endif

#endif
