/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * xv6 program (tests/xv6_test.c runs it): fill the disk.
 *
 *   fill      write files fill.0, fill.1 ... until the disk has no
 *             block left (a file holds at most 268 KB)
 *   fill -r   remove them
 */
#include "kernel/types.h"
#include "kernel/fcntl.h"
#include "user/user.h"

/* 3 KB: the most xv6 writes in one transaction */
static char block[3 * 1024];

static void name(char *buf, int i)
{
	strcpy(buf, "fill.");
	buf[5] = (char)('0' + i / 10);
	buf[6] = (char)('0' + i % 10);
	buf[7] = '\0';
}

/* Bytes written into one more file until a write fell short. */
static long one_file(int i)
{
	char path[16];
	long n = 0;
	int fd;

	name(path, i);
	fd = open(path, O_CREATE | O_WRONLY | O_TRUNC);
	if (fd < 0)
		return 0;
	while (write(fd, block, sizeof block) == sizeof block)
		n += sizeof block;
	close(fd);
	return n;
}

int main(int argc, char **argv)
{
	char path[16];
	long total = 0, n;
	int i;

	if (argc == 2 && strcmp(argv[1], "-r") == 0) {
		for (i = 0; i < 100; i++) {
			name(path, i);
			unlink(path);
		}
		exit(0);
	}
	memset(block, 'x', sizeof block);
	for (i = 0; i < 100 && (n = one_file(i)) > 0; i++)
		total += n;
	printf("fill: %d KB in %d files\n", (int)(total / 1024), i);
	exit(0);
}
