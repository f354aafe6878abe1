/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Reading an xv6-riscv file system image (fs.img): its superblock, its
 * log, inodes and directories, so that files xv6 wrote (gmon.out,
 * kgmon.out) come out to the host.  The image may be hostile: every
 * number in it is checked before it is used.
 */
#ifndef GMON_XV6FS_H
#define GMON_XV6FS_H

#include <stddef.h>
#include <stdint.h>

#define XV6FS_BSIZE 1024
#define XV6FS_DIRSIZ 14

enum xv6fs_type { XV6FS_DIR = 1, XV6FS_FILE = 2, XV6FS_DEVICE = 3 };

struct xv6fs;	/* an image in memory */

/*
 * The image in `path' (or in data[0..len), copied) with its log replayed:
 * blocks of a transaction the log holds as committed are read from the
 * log, as xv6 itself installs them at boot.  NULL and err set on error.
 */
struct xv6fs *xv6fs_open(const char *path, char *err, size_t errlen);
struct xv6fs *xv6fs_open_mem(const void *data, size_t len, char *err,
			     size_t errlen);
void xv6fs_close(struct xv6fs *fs);

struct xv6fs_stat {
	uint32_t inum;
	enum xv6fs_type type;
	uint32_t size;
	uint16_t nlink;
};

/* The inode at `path' (absolute or from the root; "" or "/" is the root). */
int xv6fs_lookup(const struct xv6fs *fs, const char *path,
		 struct xv6fs_stat *st, char *err, size_t errlen);

/* The whole file at inode `inum' into a malloc'd *data, its length *len. */
int xv6fs_read(const struct xv6fs *fs, uint32_t inum, unsigned char **data,
	       size_t *len, char *err, size_t errlen);

/*
 * Each entry of the directory at inode `inum' (not the empty slots),
 * in order; fn's non-zero return stops the walk and is returned.
 */
typedef int (*xv6fs_entry_fn)(void *ctx, const char *name,
			      const struct xv6fs_stat *st);
int xv6fs_list(const struct xv6fs *fs, uint32_t inum, xv6fs_entry_fn fn,
	       void *ctx, char *err, size_t errlen);

#endif
