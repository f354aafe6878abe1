/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * gtext.o: what gmon-cc links between libgmon.a and the program's own
 * objects, so that its one function is the last before the program's
 * text.
 *
 * gprof lists only the names it accepts and charges the time and calls
 * of any other function to the one before it in memory.  When the
 * program's text begins with a function it rejects (f.isra.0, f.part.0,
 * a C++ coroutine's clone: everyday C++ at -O2 begins with std::sort's),
 * its time goes to this function, whose name says what happened, and
 * never to the last of libgmon's.  (glibc's cc -pg charges crtstuff's
 * frame_dummy.)
 * Built without -pg, and kept local: no program's name can clash.
 */
__attribute__((used)) static void functions_gprof_does_not_name(void)
{
}
