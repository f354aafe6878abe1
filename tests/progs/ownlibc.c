/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A program whose own functions and variables have the names of C
 * library functions that libgmon's runtime once called: ISO C reserves
 * none of them, and the C library's own calls use internal names.  A
 * logging write(), an adventure's open() and close(), an interpreter's
 * raise(), variables named time and unlink, and a gmon_dump() of its
 * own (libgmon's is weak).  Built two ways:
 *
 *   (none)   the above; prints what they did
 *   -DWRAP   a test's mock of write(), linked with -Wl,--wrap=write:
 *            it aborts on a write to any fd but 1
 */
#include <stdio.h>
#include <stdlib.h>

#define NOINLINE __attribute__((noinline))

#ifndef WRAP
static int lines;
double time = 1.5;
long unlink;

NOINLINE void write(const char *msg)
{
	lines++;
	fputs(msg, stdout);
}

NOINLINE int open(const char *what)
{
	printf("You open the %s.\n", what);
	return 1;
}

NOINLINE int close(int n)
{
	printf("You close %d door(s).\n", n);
	return 0;
}

NOINLINE int raise(int level)
{
	unlink += level;
	return level;
}

NOINLINE int gmon_dump(const char *file)
{
	printf("dumping %s\n", file);
	return 0;
}

int main(void)
{
	for (int i = 0; i < 50; i++)
		raise(i);
	close(open("door"));
	write("a line\n");
	write("another\n");
	gmon_dump("gmon.out");
	printf("%d %ld %.1f\n", lines, unlink, time);
	return 0;
}
#else
#include <unistd.h>

ssize_t __real_write(int fd, const void *buf, size_t n);

static long bytes;

ssize_t __wrap_write(int fd, const void *buf, size_t n)
{
	if (fd != 1) {
		fprintf(stderr, "unexpected write to fd %d\n", fd);
		abort();
	}
	bytes += (long)n;
	return __real_write(fd, buf, n);
}

int main(void)
{
	write(1, "hello\n", 6);
	return bytes != 6;
}
#endif
