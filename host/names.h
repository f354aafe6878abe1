/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Names as the exports write them.  Symbol and file names are bytes: a
 * newline in one (an asm label, objcopy --redefine-sym) breaks a
 * line-based format such as callgrind's, and bytes that are not UTF-8
 * make Graphviz complain.  Encoded, every name is one line of valid
 * UTF-8 that still says what the bytes were.
 */
#ifndef GMON_NAMES_H
#define GMON_NAMES_H

#include <stdio.h>

/*
 * A malloc'd copy of `name' with valid UTF-8 kept as it is, a backslash
 * doubled, newline and tab as \n and \t, other control characters and
 * every byte outside a valid UTF-8 sequence as \xNN.  NULL when memory
 * runs out.
 */
char *name_encode(const char *name);

/* `name' encoded, written to `out'; 0, or -1 when memory runs out (the
 * writer's ferror() reports write errors). */
int name_put(FILE *out, const char *name);

/*
 * The demangled form of a C++ symbol (_Z..., and _GLOBAL_ constructor
 * and destructor names), malloc'd, as gprof shows it by default; NULL
 * for any other name (a C function named `i' is not the type `int'), or
 * when the demangler is missing or fails.
 */
char *name_demangle(const char *symbol);

#endif
