/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Where the time went, over the profiles one process wrote (one file
 * per loaded object): gmon-dump --objects.  Host-side only.
 */
#ifndef GMON_WHERE_H
#define GMON_WHERE_H

#include <stdio.h>

/*
 * Print each file's share of all samples; 0, or 1 if a file was
 * unreadable.  ptr_size and big as gmon_read_path() takes them (0 and
 * -1: the host's).
 */
int gmon_where(FILE *out, char **paths, int n, unsigned ptr_size, int big);

#endif
