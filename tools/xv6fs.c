/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * xv6fs: files out of an xv6-riscv file system image, for gprof on the
 * host (ports/xv6/).
 *
 *   xv6fs ls IMAGE [DIR]          list a directory, as xv6's ls does
 *   xv6fs get IMAGE PATH [OUT]    copy a file out (OUT: its own name;
 *                                 "-": standard output)
 *
 * Exit status 0, or 1 with one line on standard error.
 */
#include "xv6fs.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static int usage(void)
{
	fputs("usage: xv6fs ls IMAGE [DIR]\n"
	      "       xv6fs get IMAGE PATH [OUT]\n", stderr);
	return 2;
}

static int fail(const char *what, const char *err)
{
	fprintf(stderr, "xv6fs: %s: %s\n", what, err);
	return 1;
}

static int print_entry(void *ctx, const char *name,
		       const struct xv6fs_stat *st)
{
	(void)ctx;
	printf("%-14s %d %u %u\n", name, (int)st->type, st->inum, st->size);
	return 0;
}

static int list(const struct xv6fs *fs, const char *image, const char *dir)
{
	struct xv6fs_stat st;
	char err[256];

	if (xv6fs_lookup(fs, dir, &st, err, sizeof err) != 0)
		return fail(image, err);
	if (st.type != XV6FS_DIR)
		return print_entry(NULL, dir, &st);
	if (xv6fs_list(fs, st.inum, print_entry, NULL, err, sizeof err) != 0)
		return fail(image, err);
	return 0;
}

static int put(const char *out, const unsigned char *data, size_t len)
{
	FILE *f = strcmp(out, "-") == 0 ? stdout : fopen(out, "wb");

	if (f == NULL)
		return fail(out, strerror(errno));
	if (fwrite(data, 1, len, f) != len || (f != stdout && fclose(f) != 0) ||
	    (f == stdout && fflush(f) != 0)) {
		if (f != stdout)
			remove(out);
		return fail(out, "write error");
	}
	return 0;
}

static int get(const struct xv6fs *fs, const char *image, const char *path,
	       const char *out)
{
	struct xv6fs_stat st;
	unsigned char *data;
	size_t len;
	char err[256];
	int rc;

	if (xv6fs_lookup(fs, path, &st, err, sizeof err) != 0)
		return fail(image, err);
	if (st.type == XV6FS_DIR)
		return fail(path, "a directory");
	if (xv6fs_read(fs, st.inum, &data, &len, err, sizeof err) != 0)
		return fail(image, err);
	if (out == NULL) {
		out = strrchr(path, '/');
		out = out ? out + 1 : path;
	}
	rc = put(out, data, len);
	free(data);
	return rc;
}

int main(int argc, char **argv)
{
	struct xv6fs *fs;
	char err[256];
	int rc;

	if (argc < 3 || argc > 5)
		return usage();
	if (strcmp(argv[1], "ls") != 0 && strcmp(argv[1], "get") != 0)
		return usage();
	if (strcmp(argv[1], "ls") == 0 ? argc > 4 : argc < 4)
		return usage();
	fs = xv6fs_open(argv[2], err, sizeof err);
	if (fs == NULL)
		return fail(argv[2], err);
	if (strcmp(argv[1], "ls") == 0)
		rc = list(fs, argv[2], argc == 4 ? argv[3] : "/");
	else
		rc = get(fs, argv[2], argv[3], argc == 5 ? argv[4] : NULL);
	xv6fs_close(fs);
	return rc;
}
