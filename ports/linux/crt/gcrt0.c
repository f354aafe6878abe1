/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * The profiling part of the start file.  gmon-cc links gcrt1.o, made of
 * the C library's ordinary start file and this object, in place of the
 * C library's profiling start file: so `cc -pg' start-up works unchanged
 * and profiling starts from libgmon instead.
 *
 * A compiler driver that names its start file outright instead of
 * looking up gcrt1.o for -pg (Debian's musl-gcc, whose specs always
 * link musl's Scrt1.o) never takes gcrt1.o.  This object is therefore
 * also a member of libgmon.a, and gmon-cc asks for gmon_crt_start
 * (-u __gmon_crt_start: its name in what programs link, as for every
 * internal name; runtime/reserve-names.sh): a link that took gcrt1.o
 * has it already and leaves the member out, any other pulls the member
 * in beside the C library's start file.  Either way the program gets
 * it exactly once.
 *
 * Start-up runs as the first of the program's constructors (priority
 * 100, below every priority a program may use), in static and dynamic
 * programs alike and on every architecture, so the program's own
 * constructors are profiled too.  Not .preinit_array: there the C
 * library has not set up `environ' yet, and the environment is where
 * profiling takes its settings.  The profiled text runs from the ELF
 * header to the end of .text, which covers .text.startup (main).
 *
 * GMON_PROFILE=off starts nothing (the port's settings say so to
 * monstartup, whoever calls it): a build's helper programs, compiled
 * with CC=gmon-cc and run during the build, then leave no gmon.out
 * behind (`GMON_PROFILE=off make').  mcount finds profiling off and
 * returns at once.
 */
#include "../linux.h"

#include <sys/gmon.h>

extern char __executable_start[];
extern char etext[];

void gmon_crt_start(void);

/*
 * glibc's pthread_atfork() (libc_nonshared.a), which the port calls,
 * passes on __dso_handle, which crtbegin.o defines.
 * A link with -nostartfiles has no crtbegin.o, and `cc -pg
 * -nostartfiles' links nonetheless, so this weak definition stands in;
 * crtbegin.o's wins wherever it is linked.  A program's handle is null.
 */
__attribute__((weak, visibility("hidden"))) void *__dso_handle;

/*
 * The mcount stub comes with the start-up: where this object is taken
 * from libgmon.a (-u __gmon_crt_start: musl-gcc), so is the stub, before
 * the program's libraries are searched; one of them may define an idle
 * mcount of its own (gmon-cc's shared libraries where the C library has
 * none), which would else be the program's.
 */
extern char libgmon_mcount_overhead[];
__attribute__((used)) static const void *const gmon_crt_stub =
	libgmon_mcount_overhead;

/*
 * A note that says "libgmon is in this program", which strip leaves and
 * the linker's --gc-sections keeps: gmon-run reads it to run a static
 * program that profiles itself as it is, where no symbol is left to tell
 * (owner "libgmon", type 1, a version word).
 */
__asm__(".pushsection .note.libgmon, \"a\", %note\n"
	"\t.balign 4\n"
	"\t.long 8, 4, 1\n"
	"\t.asciz \"libgmon\"\n"
	"\t.balign 4\n"
	"\t.long 1\n"
	"\t.popsection\n");

__attribute__((visibility("hidden"))) void gmon_crt_start(void)
{
	static int started;

	if (started)
		return;
	started = 1;
	/* __monstartup: the program may have a monstartup() of its own */
	__monstartup((unsigned long)__executable_start, (unsigned long)etext);
}

/* Writes nothing where profiling never started. */
static void gmon_crt_finish(void)
{
	_mcleanup();
}

__attribute__((used, section(".init_array.00100")))
static void (*const gmon_crt_init)(void) = gmon_crt_start;

/*
 * The profile is written by the program's last destructor (priority 100
 * again: destructors run in the reverse order), after every other one
 * and after the atexit() handlers, so that the calls destructors make
 * are counted.  Not an atexit() handler registered from here, which
 * would run before them: the C library registers its call of the
 * destructors before it runs the constructors.  Destructors of shared libraries run after the
 * program's, when the profile is written.
 */
__attribute__((used, section(".fini_array.00100")))
static void (*const gmon_crt_fini)(void) = gmon_crt_finish;
