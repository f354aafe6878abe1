/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * profil() into buffers that do not fill whole words, under valgrind:
 * the edge bins must be counted without touching a byte outside them.
 *   prog   prints "last N first M", the two edge bins
 * Built with -I/usr/include/valgrind (the header is valgrind's own, and
 * musl-gcc searches no glibc include directory).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <memcheck.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))

int profil(unsigned short *, size_t, size_t, unsigned int);

volatile unsigned long sink;

NOINLINE double burn_here(double s)
{
	double used;

	BURN_CPU(s, used, 200000, sink += i);
	return used;
}

/*
 * profil() with scale 2: bin = (pc - offset) / 65536.  An offset of
 * 2 * 65536 + 4096 bytes below burn_here() puts its samples in bin 2 of
 * a 3-bin buffer from malloc (4-aligned: its last bin is the lower half
 * of a word that runs 2 bytes past the end); one 4096 bytes below it
 * puts them in bin 0 of a 3-bin buffer 2 bytes into a block, whose first
 * 2 bytes are made inaccessible (that bin's word starts before it).
 * Valgrind reports any access outside either buffer.
 */
int main(void)
{
	unsigned short *last = malloc(6);
	unsigned char *block = malloc(8);
	unsigned short *first = (unsigned short *)(void *)(block + 2);
	uintptr_t fn = (uintptr_t)burn_here;

	VALGRIND_MAKE_MEM_NOACCESS(block, 2);
	memset(last, 0, 6);
	memset(first, 0, 6);
	profil(last, 6, fn - 2 * 65536 - 4096, 2);
	burn_here(0.3);
	profil(first, 6, fn - 4096, 2);
	burn_here(0.3);
	profil(NULL, 0, 0, 0);
	printf("last %u first %u\n", last[2], first[0]);
	return 0;
}
