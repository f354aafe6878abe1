/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * What xv6's profiled kernel and its profiled programs agree on: the
 * profiling clock's rate, the profil(2) system call, and the kgmon
 * device.  Included by kernel code (through kgmon.h) and user code.
 */
#ifndef GMON_XV6_H
#define GMON_XV6_H

/*
 * The profiling clock: every hart's machine-mode timer runs at this
 * rate, 100 times xv6's own 10 Hz tick (every 100th interrupt is still
 * xv6's tick).  Kernel samples and profil(2) ticks both come from it.
 */
#define GMON_XV6_HZ 1000
#define GMON_XV6_TIMEBASE 10000000	/* qemu virt's mtime, in Hz */
#define GMON_XV6_TICKS_PER_XV6_TICK 100

/*
 * profil(2) counts a tick of a process running in user mode at pc in
 * the 16-bit bin ((pc - offset) / 2) * scale / 65536 of its buffer;
 * scale 0 or 1 turns it off.  The bins saturate at 65535.
 */
#define GMON_XV6_PROFIL_OFF 1	/* scales up to this one turn it off */
int profil(unsigned short *buf, unsigned long size, unsigned long offset,
	   unsigned int scale);

/*
 * The kernel profile's device (mknod("kgmon", KGMON_MAJOR, 0)): a
 * write gives it commands, one letter each, a read returns what the
 * last command produced.
 *   b  begin (resume) kernel profiling        h  halt it
 *   r  reset every count                       p  take the profile
 *   s  state: one line of text
 * After `p' reads return the profile, in gmon.out format, then 0.
 */
#define KGMON_MAJOR 9
#define KGMON_BEGIN 'b'
#define KGMON_HALT 'h'
#define KGMON_RESET 'r'
#define KGMON_PROFILE 'p'
#define KGMON_STATE 's'

#endif
