/*
 * What the files of the Linux port share.  It is one port for every C
 * library on Linux: a file per concern (port.c: settings, memory,
 * threads, messages; clock.c: the sampling clock; output.c: the profile
 * file; signals.c: writing on signals), the per-architecture signal
 * context in arch/, and nothing per C library.
 *
 * Names shared between the files start with gmon_linux_: they end up in
 * the program, which may have a parse_signal of its own.
 */
#ifndef GMON_LINUX_H
#define GMON_LINUX_H

#include "config.h"	/* GMON_ARCH_CONTEXT_H */
#include "gmon_core.h"

#include <limits.h>

/* Settings from the environment, read once by gmon_port_init(). */
struct gmon_linux_settings {
	char out_prefix[PATH_MAX];	/* GMON_OUT_PREFIX, "" if unset */
	int secure;		/* AT_SECURE: the environment is ignored */
};

GMON_HIDDEN extern struct gmon_linux_settings gmon_linux_settings;

/* getenv(), or NULL for a set-user-ID or set-group-ID program. */
GMON_HIDDEN const char *gmon_linux_getenv(const char *name);

/* "HUP", "SIGTERM", "15" -> the signal number; 0 if none. */
GMON_HIDDEN int gmon_linux_parse_signal(const char *name);

/* One line: `what', the file's name, ": ", the reason for `err'. */
GMON_HIDDEN void gmon_linux_file_message(const char *what, const char *path,
					 int err);

/* A fork child has no timers: forget the parent's. */
GMON_HIDDEN void gmon_linux_clock_forget(void);

/* GMON_SIGNALS and GMON_DUMP_SIGNAL: install their handlers. */
GMON_HIDDEN void gmon_linux_signals_init(void);

/* GMON_OBJECTS: which loaded objects get a profile (objects.c). */
GMON_HIDDEN void gmon_linux_objects_init(struct gmon_config *cfg);
GMON_HIDDEN void gmon_linux_objects_after_fork(void);

/*
 * Fault injection for the robustness tests (GMON_FAULT=enomem|enospc).
 * Only the test build of the port (-DGMON_FAULT_INJECTION, in
 * tests/fault/) has it; libgmon.a never reads the variable.
 */
#ifdef GMON_FAULT_INJECTION
enum gmon_linux_fault { FAULT_NONE, FAULT_ENOMEM, FAULT_ENOSPC };
GMON_HIDDEN extern enum gmon_linux_fault gmon_linux_fault;
#define FAULT(f) (gmon_linux_fault == (f))
#else
#define FAULT(f) 0
#endif

#endif
