/*
 * libgmon: the BSD / glibc profiling interface (monstartup, moncontrol,
 * _mcleanup).  This header replaces the C library's <sys/gmon.h> for
 * programs built with gmon-cc; it declares only libgmon's functions.
 */
#ifndef _LIBGMON_SYS_GMON_H
#define _LIBGMON_SYS_GMON_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

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

/* 1: sample and count calls; 0: pause both.  The file is still written. */
void moncontrol(int mode);

/* Stop and write the profile (registered with atexit by the start file). */
void _mcleanup(void);

/* libgmon extension: write the profile now and keep profiling. */
int gmon_dump(void);

#ifdef __cplusplus
}
#endif

#endif
