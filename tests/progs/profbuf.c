/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A program that samples into a buffer of its own with profil(), turns
 * it off and lets the buffer go, as the manual allows: libgmon must not read or write it again, at exit or in
 * a fork child.
 *   prog unmap   the buffer is munmap'ed; prints "samples N"
 *   prog stack   the buffer lived in a function that has returned, and
 *                its bytes are then overwritten
 *   prog fork    unmap, then a fork child (run with GMON_OUT_PREFIX) that
 *                exits: prints "child exited 0"
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cputime.h"

#define NOINLINE __attribute__((noinline))
#define BYTES (1u << 20)

int profil(unsigned short *, size_t, size_t, unsigned int);

volatile unsigned long sink;

NOINLINE double burn(double s)
{
	double used;

	BURN_CPU(s, used, 200000, sink += i);
	return used;
}

/*
 * Samples into buf while burn() runs, then profil() off: with scale 0,
 * the same path as profil(NULL, 0, 0, 0), which glibc's <unistd.h>
 * declares nonnull (UBSan would stop the sanitizer run).
 */
static unsigned long sampled(unsigned short *buf, size_t bytes)
{
	unsigned long n = 0;
	size_t i;

	memset(buf, 0, bytes);
	/* a bin per 2 bytes from a little below burn() */
	profil(buf, bytes, ((uintptr_t)burn & ~(uintptr_t)4095) - 4096,
	       0x10000);
	burn(0.2);
	profil(buf, bytes, 0, 0);
	for (i = 0; i < bytes / 2; i++)
		n += buf[i];
	return n;
}

NOINLINE unsigned long on_stack(void)
{
	unsigned short buf[8192];

	return sampled(buf, sizeof buf);
}

NOINLINE void scribble(void)
{
	volatile unsigned char junk[32768];

	for (unsigned i = 0; i < sizeof junk; i++)
		junk[i] = (unsigned char)(i * 37 + 11);
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "unmap";
	unsigned short *buf;
	unsigned long n;
	pid_t pid;
	int st;

	if (strcmp(mode, "stack") == 0) {
		n = on_stack();
		scribble();
		printf("samples %lu\n", n);
		return 0;
	}
	buf = mmap(NULL, BYTES, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (buf == MAP_FAILED)
		return 2;
	n = sampled(buf, BYTES);
	munmap(buf, BYTES);
	printf("samples %lu\n", n);
	if (strcmp(mode, "fork") == 0) {
		fflush(stdout);
		if ((pid = fork()) == 0)
			return 0;	/* exits: writes its profile */
		if (pid < 0 || waitpid(pid, &st, 0) != pid)
			return 2;
		printf("child exited %d\n", WIFEXITED(st) ? WEXITSTATUS(st)
							  : 128 + WTERMSIG(st));
	}
	return 0;
}
