/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * See xv6fs.h.  The on-disk format of xv6-riscv (its kernel/fs.h and
 * kernel/log.c), all numbers little-endian:
 *
 *   block 0       boot block (unused)
 *   block 1       superblock: magic 0x10203040, size (blocks), nblocks,
 *                 ninodes, nlog, logstart, inodestart, bmapstart
 *   logstart      log header: n, then the n home blocks of the logged
 *                 blocks, which follow at logstart + 1 ...
 *   inodestart    inodes, 16 to a block, 64 bytes each: type, major,
 *                 minor, nlink (16 bits each), size (32), then 12
 *                 direct block addresses and one indirect block of 256
 *   directories   16-byte entries: inode number (16 bits, 0: free) and
 *                 a name of up to 14 bytes, NUL-padded
 *
 * Inode 1 is the root directory.  A file has at most 12 + 256 blocks.
 */
#include "xv6fs.h"
#include "host_fail.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FSMAGIC 0x10203040u
#define NDIRECT 12
#define NINDIRECT (XV6FS_BSIZE / 4)
#define MAXFILE (NDIRECT + NINDIRECT)
#define DINODE_SIZE 64
#define IPB (XV6FS_BSIZE / DINODE_SIZE)
#define DIRENT_SIZE 16
#define ROOTINO 1
#define IMAGE_MAX ((size_t)1 << 32)	/* larger than any xv6 disk */

struct xv6fs {
	unsigned char *image;
	size_t image_blocks;		/* whole blocks in the file */
	uint32_t size, ninodes, inodestart, logstart, nlog;
	uint32_t nlogged;		/* committed blocks in the log */
	uint32_t logged[NINDIRECT];	/* their home blocks */
};

struct dinode {
	uint16_t type, major, minor, nlink;
	uint32_t size;
	uint32_t addrs[NDIRECT + 1];
};

static uint32_t le32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	       (uint32_t)p[3] << 24;
}

static uint16_t le16(const unsigned char *p)
{
	return (uint16_t)(p[0] | p[1] << 8);
}

/* Block b as it would read after xv6 installed its log; NULL if none. */
static const unsigned char *block(const struct xv6fs *fs, uint32_t b)
{
	uint32_t i, from = b;

	if (b >= fs->size)
		return NULL;
	for (i = fs->nlogged; i > 0; i--)	/* the last copy wins */
		if (fs->logged[i - 1] == b) {
			from = fs->logstart + i;
			break;
		}
	if (from >= fs->image_blocks)
		return NULL;
	return fs->image + (size_t)from * XV6FS_BSIZE;
}

/* The superblock's numbers, checked against each other and the image. */
static int read_superblock(struct xv6fs *fs, char *err, size_t errlen)
{
	const unsigned char *sb = fs->image + XV6FS_BSIZE;
	uint64_t inode_blocks;

	if (fs->image_blocks < 2)
		return host_fail(err, errlen, "too short for a superblock");
	if (le32(sb) != FSMAGIC)
		return host_fail(err, errlen, "no xv6 file system (magic %#x)",
				 le32(sb));
	fs->size = le32(sb + 4);
	fs->ninodes = le32(sb + 12);
	fs->nlog = le32(sb + 16);
	fs->logstart = le32(sb + 20);
	fs->inodestart = le32(sb + 24);
	inode_blocks = ((uint64_t)fs->ninodes + IPB - 1) / IPB;
	if (fs->size < 2 || fs->size > fs->image_blocks)
		return host_fail(err, errlen, "the superblock's size (%u blocks) "
				 "does not fit the image (%zu blocks)", fs->size,
				 fs->image_blocks);
	if (fs->ninodes <= ROOTINO ||
	    fs->inodestart < 2 || fs->inodestart + inode_blocks > fs->size)
		return host_fail(err, errlen, "bad inode area (%u inodes from "
				 "block %u)", fs->ninodes, fs->inodestart);
	if (fs->logstart < 2 || (uint64_t)fs->logstart + fs->nlog > fs->size)
		return host_fail(err, errlen, "bad log (%u blocks from block %u)",
				 fs->nlog, fs->logstart);
	return 0;
}

/*
 * The committed transaction the log holds, if any (its header's count
 * is set only once every logged block is written, and cleared once they
 * are installed).
 */
static int read_log(struct xv6fs *fs, char *err, size_t errlen)
{
	const unsigned char *head;
	uint32_t n, i;

	if (fs->nlog == 0)
		return 0;
	head = fs->image + (size_t)fs->logstart * XV6FS_BSIZE;
	n = le32(head);
	if (n >= fs->nlog || n >= NINDIRECT)
		return host_fail(err, errlen, "bad log header (%u blocks)", n);
	for (i = 0; i < n; i++) {
		fs->logged[i] = le32(head + 4 + 4 * i);
		if (fs->logged[i] >= fs->size)
			return host_fail(err, errlen, "the log holds block %u, "
					 "past the disk", fs->logged[i]);
	}
	fs->nlogged = n;
	return 0;
}

struct xv6fs *xv6fs_open_mem(const void *data, size_t len, char *err,
			     size_t errlen)
{
	struct xv6fs *fs = calloc(1, sizeof *fs);

	if (fs == NULL || len > IMAGE_MAX ||
	    (fs->image = malloc(len ? len : 1)) == NULL) {
		host_fail(err, errlen, "out of memory");
		xv6fs_close(fs);
		return NULL;
	}
	memcpy(fs->image, data, len);
	fs->image_blocks = len / XV6FS_BSIZE;
	if (read_superblock(fs, err, errlen) != 0 ||
	    read_log(fs, err, errlen) != 0) {
		xv6fs_close(fs);
		return NULL;
	}
	return fs;
}

struct xv6fs *xv6fs_open(const char *path, char *err, size_t errlen)
{
	FILE *f = fopen(path, "rb");
	unsigned char *data = NULL;
	size_t len = 0, cap = 0, got;
	struct xv6fs *fs = NULL;

	if (f == NULL) {
		host_fail(err, errlen, "%s: %s", path, strerror(errno));
		return NULL;
	}
	do {
		if (len == cap) {
			unsigned char *more = cap < IMAGE_MAX
					      ? realloc(data, cap ? 2 * cap : 1 << 20)
					      : NULL;

			if (more == NULL) {
				host_fail(err, errlen, "%s: too large", path);
				goto out;
			}
			data = more;
			cap = cap ? 2 * cap : 1 << 20;
		}
		got = fread(data + len, 1, cap - len, f);
		len += got;
	} while (got > 0);
	if (ferror(f)) {
		host_fail(err, errlen, "%s: read error", path);
		goto out;
	}
	fs = xv6fs_open_mem(data, len, err, errlen);
out:
	free(data);
	fclose(f);
	return fs;
}

void xv6fs_close(struct xv6fs *fs)
{
	if (fs == NULL)
		return;
	free(fs->image);
	free(fs);
}

static int read_inode(const struct xv6fs *fs, uint32_t inum,
		      struct dinode *di, char *err, size_t errlen)
{
	const unsigned char *b, *p;
	int i;

	if (inum == 0 || inum >= fs->ninodes)
		return host_fail(err, errlen, "inode %u out of range", inum);
	b = block(fs, fs->inodestart + inum / IPB);
	if (b == NULL)
		return host_fail(err, errlen, "inode %u: block missing", inum);
	p = b + (inum % IPB) * DINODE_SIZE;
	di->type = le16(p);
	di->major = le16(p + 2);
	di->minor = le16(p + 4);
	di->nlink = le16(p + 6);
	di->size = le32(p + 8);
	for (i = 0; i < NDIRECT + 1; i++)
		di->addrs[i] = le32(p + 12 + 4 * i);
	if (di->type < XV6FS_DIR || di->type > XV6FS_DEVICE)
		return host_fail(err, errlen, "inode %u is free or of unknown "
				 "type %u", inum, di->type);
	if (di->type != XV6FS_DEVICE &&
	    di->size > (uint32_t)MAXFILE * XV6FS_BSIZE)
		return host_fail(err, errlen, "inode %u: size %u is larger than "
				 "xv6 allows", inum, di->size);
	return 0;
}

/* The disk block holding block bn of the file. */
static const unsigned char *file_block(const struct xv6fs *fs,
				       const struct dinode *di, uint32_t bn)
{
	const unsigned char *ind;
	uint32_t addr;

	if (bn < NDIRECT) {
		addr = di->addrs[bn];
	} else {
		if (di->addrs[NDIRECT] == 0 ||
		    (ind = block(fs, di->addrs[NDIRECT])) == NULL)
			return NULL;
		addr = le32(ind + 4 * (bn - NDIRECT));
	}
	return addr == 0 ? NULL : block(fs, addr);
}

static void stat_of(uint32_t inum, const struct dinode *di,
		    struct xv6fs_stat *st)
{
	st->inum = inum;
	st->type = (enum xv6fs_type)di->type;
	st->size = di->type == XV6FS_DEVICE ? 0 : di->size;
	st->nlink = di->nlink;
}

static int read_contents(const struct xv6fs *fs, uint32_t inum,
			 const struct dinode *di, unsigned char **data,
			 size_t *len, char *err, size_t errlen)
{
	unsigned char *buf = malloc(di->size ? di->size : 1);
	uint32_t off;

	if (buf == NULL)
		return host_fail(err, errlen, "out of memory");
	for (off = 0; off < di->size; off += XV6FS_BSIZE) {
		const unsigned char *b = file_block(fs, di, off / XV6FS_BSIZE);
		uint32_t n = di->size - off < XV6FS_BSIZE ? di->size - off
							   : XV6FS_BSIZE;

		if (b == NULL) {
			free(buf);
			return host_fail(err, errlen, "inode %u: block %u of the "
					 "file is missing", inum,
					 off / XV6FS_BSIZE);
		}
		memcpy(buf + off, b, n);
	}
	*data = buf;
	*len = di->size;
	return 0;
}

int xv6fs_read(const struct xv6fs *fs, uint32_t inum, unsigned char **data,
	       size_t *len, char *err, size_t errlen)
{
	struct dinode di;

	if (read_inode(fs, inum, &di, err, errlen) != 0)
		return -1;
	if (di.type == XV6FS_DEVICE)
		return host_fail(err, errlen, "inode %u is a device", inum);
	return read_contents(fs, inum, &di, data, len, err, errlen);
}

int xv6fs_list(const struct xv6fs *fs, uint32_t inum, xv6fs_entry_fn fn,
	       void *ctx, char *err, size_t errlen)
{
	struct dinode di, child;
	unsigned char *dir;
	size_t len, off;
	int rc = 0;

	if (read_inode(fs, inum, &di, err, errlen) != 0)
		return -1;
	if (di.type != XV6FS_DIR)
		return host_fail(err, errlen, "inode %u is not a directory",
				 inum);
	if (read_contents(fs, inum, &di, &dir, &len, err, errlen) != 0)
		return -1;
	for (off = 0; rc == 0 && off + DIRENT_SIZE <= len; off += DIRENT_SIZE) {
		uint32_t child_inum = le16(dir + off);
		char name[XV6FS_DIRSIZ + 1];
		struct xv6fs_stat st;

		if (child_inum == 0)
			continue;
		memcpy(name, dir + off + 2, XV6FS_DIRSIZ);
		name[XV6FS_DIRSIZ] = '\0';
		if (read_inode(fs, child_inum, &child, err, errlen) != 0) {
			rc = -1;
			break;
		}
		stat_of(child_inum, &child, &st);
		rc = fn(ctx, name, &st);
	}
	free(dir);
	return rc;
}

struct find {
	const char *name;	/* not NUL-terminated: len bytes */
	size_t len;
	struct xv6fs_stat found;
	int hit;
};

/* xv6 compares the first DIRSIZ bytes of a name, as namex() does. */
static int match(void *ctx, const char *name, const struct xv6fs_stat *st)
{
	struct find *f = ctx;
	size_t n = f->len < XV6FS_DIRSIZ ? f->len : XV6FS_DIRSIZ;

	if (strncmp(name, f->name, n) != 0 ||
	    (n < XV6FS_DIRSIZ && name[n] != '\0'))
		return 0;
	f->found = *st;
	f->hit = 1;
	return 1;
}

int xv6fs_lookup(const struct xv6fs *fs, const char *path,
		 struct xv6fs_stat *st, char *err, size_t errlen)
{
	struct dinode di;
	const char *p = path;

	if (read_inode(fs, ROOTINO, &di, err, errlen) != 0)
		return -1;
	stat_of(ROOTINO, &di, st);
	for (;;) {
		struct find f = { 0 };

		while (*p == '/')
			p++;
		if (*p == '\0')
			return 0;
		f.name = p;
		f.len = strcspn(p, "/");
		p += f.len;
		if (st->type != XV6FS_DIR)
			return host_fail(err, errlen, "%s: not a directory on "
					 "the way", path);
		if (xv6fs_list(fs, st->inum, match, &f, err, errlen) < 0)
			return -1;
		if (!f.hit)
			return host_fail(err, errlen, "%s: no such file", path);
		*st = f.found;
	}
}
