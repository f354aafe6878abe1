/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * libgmon: the System V / AIX profiling interface.
 *
 *   monitor(lowpc, highpc, buffer, bufsize, nfunc)  start profiling
 *   monitor(0)                                      stop, write gmon.out
 *   profil(buf, bufsiz, offset, scale)              pc sampling only
 *   profil((unsigned short *)ranges, -1, 0, 0)      several ranges (AIX)
 *
 * See monitor(3) and profil(3).
 */
#ifndef _LIBGMON_MON_H
#define _LIBGMON_MON_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef unsigned short WORD;

/*
 * One range of the multi-range profil() form: the array ends with an
 * entry whose p_high is 0.  p_bufsize is in bytes; p_scale as profil's
 * scale, or (unsigned)-1 to compute it from the range and buffer size.
 */
struct prof {
	void *p_low;
	void *p_high;
	unsigned short *p_buff;		/* HISTCOUNTER, <sys/gmon.h> */
	int p_bufsize;
	unsigned int p_scale;
};

#define PROF_SCALE_AUTO ((unsigned int)-1)

int profil(unsigned short *buf, size_t bufsiz, size_t offset,
	   unsigned int scale);

/*
 * bufsize counts WORDs (16-bit bins); a NULL buffer lets the runtime size
 * and allocate the histogram itself.  nfunc is the expected number of
 * distinct call arcs (0: guess from the text size; the table grows).
 * monitor(0) may be written with one argument.
 */
int monitor(void *lowpc, void *highpc, WORD *buffer, size_t bufsize,
	    size_t nfunc);
#define LIBGMON_MONITOR_5(lo, hi, buf, n, nf, ...) monitor(lo, hi, buf, n, nf)
#define monitor(...) LIBGMON_MONITOR_5(__VA_ARGS__, 0, 0, 0, 0, 0)

#ifdef __cplusplus
}
#endif

#endif
