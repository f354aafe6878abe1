/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Profiles of one program added into one (gmon-dump --sum), as `gprof
 * -s' adds them.  Host-side only.
 */
#ifndef GMON_SUM_H
#define GMON_SUM_H

#include <stddef.h>

/*
 * Add `paths' (GNU or 4.4BSD, the per-object files of one object alike)
 * and write the sum to `out' in GNU format, with the first file's
 * address size and byte order.  Every file must have the first one's
 * histogram ranges, bin for bin, and its sampling rate: files of
 * another program (another text range), of another build of it that
 * moved its text, or taken at another rate are refused, not rescaled.
 * ptr_size and big as gmon_scan takes them.  Returns 0, or -1 with one
 * line in err.  Memory: the sum's histograms and distinct arcs, not the
 * files'.
 */
int gmon_sum(const char *out, char *const *paths, size_t npaths,
	     unsigned ptr_size, int big, char *err, size_t errlen);

#endif
