/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Source file and line of an address, from the program's DWARF line
 * tables (elfutils' libdw).  Addresses are link-time addresses, as in
 * gmon.out.  A program without debug info has no lines: every lookup
 * says so and the exports leave positions out.
 */
#ifndef GMON_SRCLINE_H
#define GMON_SRCLINE_H

#include "elf_image.h"

#include <stdint.h>

struct srcline;

/* NULL when the image has no (usable) debug info. */
struct srcline *srcline_open(const struct elf_image *img);
/* 0 with *file and *line set, or -1. *file lives as long as `s'. */
int srcline_find(struct srcline *s, uint64_t addr, const char **file,
		 int *line);
void srcline_close(struct srcline *s);

#endif
