/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * libgmon: the BSD / glibc profiling interface (monstartup, moncontrol,
 * _mcleanup), and libgmon's gmon_dump().  gmon-cc puts this directory
 * ahead of the C library's headers, so this one must give all that the
 * C library's gives: where the C library has a <sys/gmon.h> (glibc: its
 * arc structures, HASHFRACTION, ROUNDUP...), that is included and this
 * header adds only what is libgmon's own; elsewhere (musl) it declares
 * the interface itself.  libgmon's own sources (_LIBGMON_SOURCE) always
 * take these declarations, on every C library.
 */
#ifndef _LIBGMON_SYS_GMON_H
#define _LIBGMON_SYS_GMON_H

#if !defined(_LIBGMON_SOURCE) && defined(__has_include_next)
#if __has_include_next(<sys/gmon.h>)
#include_next <sys/gmon.h>
#define _LIBGMON_LIBC_SYS_GMON_H 1
#endif
#endif

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef _LIBGMON_LIBC_SYS_GMON_H
/* moncontrol() modes and the historic state names. */
#define GMON_PROF_ON 0
#define GMON_PROF_BUSY 1
#define GMON_PROF_ERROR 2
#define GMON_PROF_OFF 3

/* Histogram geometry used by monstartup(): one 16-bit bin per 4 bytes. */
#define HISTFRACTION 2
typedef unsigned short HISTCOUNTER;

/* Start profiling [lowpc, highpc): the start file does this for you. */
void monstartup(unsigned long lowpc, unsigned long highpc);
void __monstartup(unsigned long lowpc, unsigned long highpc);

/* Stop and write the profile (registered with atexit by the start file). */
void _mcleanup(void);

#endif /* !_LIBGMON_LIBC_SYS_GMON_H */

/*
 * 1: sample and count calls; 0: pause both.  The file is still written.
 * (glibc defines it but its header does not declare it.)
 */
void moncontrol(int mode);

/* libgmon extension: write the profile now and keep profiling. */
int gmon_dump(void);

#ifdef __cplusplus
}
#endif

#endif
