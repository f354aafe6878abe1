/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * host/xv6fs.c, the reader of xv6 disk images behind tools/xv6fs, on
 * images made here block by block in xv6's format: files of direct and
 * indirect blocks, directories, a committed log to replay, and every
 * kind of damage a hostile image can carry.  (tests/xv6_test.c reads
 * images that xv6 itself wrote.)
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "xv6fs.h"

#define BS XV6FS_BSIZE
#define NBLOCKS 64
#define LOGSTART 2
#define NLOG 4
#define INODESTART 6
#define NINODES 32
#define HELLO_SIZE 3000
#define BIG_BLOCKS 14		/* 12 direct, 2 through the indirect block */
#define INDIRECT 30

static unsigned char img[NBLOCKS * BS];
static char err[256];

static void put32(unsigned char *p, uint32_t v)
{
	p[0] = (unsigned char)v;
	p[1] = (unsigned char)(v >> 8);
	p[2] = (unsigned char)(v >> 16);
	p[3] = (unsigned char)(v >> 24);
}

static void put16(unsigned char *p, uint16_t v)
{
	p[0] = (unsigned char)v;
	p[1] = (unsigned char)(v >> 8);
}

static unsigned char *blk(uint32_t b)
{
	return img + (size_t)b * BS;
}

static unsigned char *inode(uint32_t inum)
{
	return blk(INODESTART + inum / 16) + (inum % 16) * 64;
}

static void set_inode(uint32_t inum, uint16_t type, uint32_t size,
		      const uint32_t *addrs, int naddrs)
{
	unsigned char *p = inode(inum);
	int i;

	memset(p, 0, 64);
	put16(p, type);
	put16(p + 6, 1);
	put32(p + 8, size);
	for (i = 0; i < naddrs; i++)
		put32(p + 12 + 4 * i, addrs[i]);
}

static void dirent(uint32_t b, int slot, uint16_t inum, const char *name)
{
	unsigned char *p = blk(b) + 16 * slot;

	size_t n = strlen(name);

	put16(p, inum);
	memcpy(p + 2, name, n < XV6FS_DIRSIZ ? n : XV6FS_DIRSIZ);
}

static unsigned char pattern(size_t off, int file)
{
	return (unsigned char)(off * 7 + (size_t)file * 13 + off / 251);
}

/*
 * /hello (3000 bytes), /big (14 blocks), /sub/leaf, /dev (a device),
 * /abcdefghijklmn (a name of DIRSIZ bytes, no NUL).
 */
static void make_image(void)
{
	uint32_t root = 9, hello[3] = { 10, 11, 12 }, sub = 13, leaf = 14;
	uint32_t big[NBLOCKS], i;
	unsigned char *sb = blk(1);

	memset(img, 0, sizeof img);
	put32(sb, 0x10203040);
	put32(sb + 4, NBLOCKS);
	put32(sb + 8, NBLOCKS - 9);
	put32(sb + 12, NINODES);
	put32(sb + 16, NLOG);
	put32(sb + 20, LOGSTART);
	put32(sb + 24, INODESTART);
	put32(sb + 28, 8);

	set_inode(1, XV6FS_DIR, 7 * 16, &root, 1);
	dirent(root, 0, 1, ".");
	dirent(root, 1, 1, "..");
	dirent(root, 2, 2, "hello");
	dirent(root, 3, 3, "big");
	dirent(root, 4, 4, "sub");
	dirent(root, 5, 6, "dev");
	dirent(root, 6, 7, "abcdefghijklmn");

	set_inode(2, XV6FS_FILE, HELLO_SIZE, hello, 3);
	for (i = 0; i < HELLO_SIZE; i++)
		blk(hello[0])[i] = pattern(i, 2);

	for (i = 0; i < BIG_BLOCKS; i++)
		big[i] = 31 + i;
	big[12] = INDIRECT;
	set_inode(3, XV6FS_FILE, BIG_BLOCKS * BS, big, 13);
	put32(blk(INDIRECT), 31 + 12);
	put32(blk(INDIRECT) + 4, 31 + 13);
	for (i = 0; i < BIG_BLOCKS * BS; i++)
		blk(31)[i] = pattern(i, 3);

	set_inode(4, XV6FS_DIR, 3 * 16, &sub, 1);
	dirent(sub, 0, 4, ".");
	dirent(sub, 1, 1, "..");
	dirent(sub, 2, 5, "leaf");
	set_inode(5, XV6FS_FILE, 5, &leaf, 1);
	memcpy(blk(leaf), "leaf\n", 5);
	set_inode(6, XV6FS_DEVICE, 0, NULL, 0);
	set_inode(7, XV6FS_FILE, 0, NULL, 0);
}

static struct xv6fs *open_image(size_t len)
{
	return xv6fs_open_mem(img, len, err, sizeof err);
}

/* The file at path, or NULL (err says why). */
static unsigned char *read_path(struct xv6fs *fs, const char *path,
				size_t *len)
{
	struct xv6fs_stat st;
	unsigned char *data;

	if (xv6fs_lookup(fs, path, &st, err, sizeof err) != 0 ||
	    xv6fs_read(fs, st.inum, &data, len, err, sizeof err) != 0)
		return NULL;
	return data;
}

static void expect_pattern(struct xv6fs *fs, const char *path, size_t size,
			   int file)
{
	unsigned char *data;
	size_t len, i;

	data = read_path(fs, path, &len);
	cr_assert_not_null(data, "%s: %s", path, err);
	cr_assert_eq(len, size, "%s: %zu bytes", path, len);
	for (i = 0; i < len; i++)
		cr_assert_eq(data[i], pattern(i, file), "%s: byte %zu", path, i);
	free(data);
}

Test(xv6fs, reads_direct_and_indirect_blocks)
{
	struct xv6fs *fs;
	unsigned char *data;
	size_t len;

	make_image();
	fs = open_image(sizeof img);
	cr_assert_not_null(fs, "%s", err);
	expect_pattern(fs, "/hello", HELLO_SIZE, 2);
	expect_pattern(fs, "big", BIG_BLOCKS * BS, 3);
	data = read_path(fs, "//sub/./leaf", &len);
	cr_assert(data && len == 5 && memcmp(data, "leaf\n", 5) == 0, "%s", err);
	free(data);
	data = read_path(fs, "/sub/../abcdefghijklmnop", &len);
	cr_assert(data && len == 0, "names compare on 14 bytes, as in xv6: %s",
		  err);
	free(data);
	xv6fs_close(fs);
}

static int collect(void *ctx, const char *name, const struct xv6fs_stat *st)
{
	char *names = ctx;

	strcat(names, name);
	strcat(names, st->type == XV6FS_DIR ? "/ " : " ");
	return 0;
}

Test(xv6fs, lists_a_directory)
{
	struct xv6fs *fs;
	struct xv6fs_stat st;
	char names[256] = "";

	make_image();
	fs = open_image(sizeof img);
	cr_assert_not_null(fs, "%s", err);
	cr_assert_eq(xv6fs_lookup(fs, "/", &st, err, sizeof err), 0, "%s", err);
	cr_assert_eq(st.inum, 1);
	cr_assert_eq(xv6fs_list(fs, st.inum, collect, names, err, sizeof err),
		     0, "%s", err);
	cr_expect_str_eq(names, "./ ../ hello big sub/ dev abcdefghijklmn ");
	xv6fs_close(fs);
}

/* A committed transaction still in the log is read as xv6 installs it. */
Test(xv6fs, replays_the_log)
{
	struct xv6fs *fs;
	unsigned char *data;
	size_t len, i;

	make_image();
	put32(blk(LOGSTART), 2);
	put32(blk(LOGSTART) + 4, 10);	/* hello's first block */
	put32(blk(LOGSTART) + 8, 10);	/* again: the later copy wins */
	memset(blk(LOGSTART + 1), 'a', BS);
	memset(blk(LOGSTART + 2), 'L', BS);
	fs = open_image(sizeof img);
	cr_assert_not_null(fs, "%s", err);
	data = read_path(fs, "hello", &len);
	cr_assert_not_null(data, "%s", err);
	for (i = 0; i < BS; i++)
		cr_assert_eq(data[i], 'L', "byte %zu", i);
	cr_assert_eq(data[BS], pattern(BS, 2));
	free(data);
	xv6fs_close(fs);
}

/* ---- hostile images: an error with a reason, never a crash ---- */

static void expect_open_fails(size_t len, const char *why)
{
	struct xv6fs *fs = open_image(len);

	cr_expect_null(fs, "an image with %s was accepted", why);
	cr_expect(err[0] != '\0', "no reason given for %s", why);
	xv6fs_close(fs);
}

Test(xv6fs, refuses_bad_superblocks)
{
	make_image();
	expect_open_fails(0, "no blocks");
	expect_open_fails(BS + 100, "half a superblock");
	expect_open_fails(8 * BS, "fewer blocks than its superblock says");
	put32(blk(1), 0x10203041);
	expect_open_fails(sizeof img, "a wrong magic number");
	make_image();
	put32(blk(1) + 12, 1);
	expect_open_fails(sizeof img, "no inode but the root's number");
	make_image();
	put32(blk(1) + 24, NBLOCKS - 1);
	expect_open_fails(sizeof img, "inodes past the disk");
	make_image();
	put32(blk(1) + 16, NBLOCKS);
	expect_open_fails(sizeof img, "a log past the disk");
	make_image();
	put32(blk(LOGSTART), NLOG);
	expect_open_fails(sizeof img, "more logged blocks than the log holds");
	make_image();
	put32(blk(LOGSTART), 1);
	put32(blk(LOGSTART) + 4, NBLOCKS);
	expect_open_fails(sizeof img, "a logged block past the disk");
}

static void expect_read_fails(const char *path, const char *why)
{
	struct xv6fs *fs = open_image(sizeof img);
	unsigned char *data;
	size_t len;

	cr_assert_not_null(fs, "%s", err);
	err[0] = '\0';
	data = read_path(fs, path, &len);
	cr_expect_null(data, "%s: read despite %s", path, why);
	cr_expect(err[0] != '\0', "%s: no reason given for %s", path, why);
	free(data);
	xv6fs_close(fs);
}

Test(xv6fs, refuses_bad_files)
{
	uint32_t far = NBLOCKS + 5;

	make_image();
	expect_read_fails("/nothing", "no such name");
	expect_read_fails("/hello/x", "a file on the way");
	expect_read_fails("/dev", "a device");
	put16(inode(2), 0);
	expect_read_fails("/hello", "a free inode");
	put16(inode(2), 9);
	expect_read_fails("/hello", "an inode of no known type");
	make_image();
	put32(inode(2) + 8, (12 + 256) * BS + 1);
	expect_read_fails("/hello", "a size past xv6's largest file");
	make_image();
	put32(inode(2) + 12 + 4, far);
	expect_read_fails("/hello", "a block past the disk");
	make_image();
	put32(inode(2) + 12 + 8, 0);
	expect_read_fails("/hello", "a hole");
	make_image();
	put32(inode(3) + 12 + 4 * 12, far);
	expect_read_fails("/big", "an indirect block past the disk");
	make_image();
	put32(blk(INDIRECT) + 4, far);
	expect_read_fails("/big", "a block past the disk through the indirect");
	make_image();
	put16(blk(9) + 16 * 2, NINODES + 3);
	expect_read_fails("/hello", "an entry's inode past the inodes");
	make_image();
	put16(inode(1), XV6FS_FILE);
	expect_read_fails("/hello", "a root that is not a directory");
}

/*
 * Bytes of the metadata and directories changed at random, many times:
 * every call fails or succeeds, and a walk of whatever tree results
 * ends (a directory may name itself or its parent: depth is bounded).
 */
static struct xv6fs *walked;
static int depth;

static int walk_entry(void *ctx, const char *name, const struct xv6fs_stat *st)
{
	unsigned char *data;
	size_t len;

	(void)ctx;
	(void)name;
	if (st->type == XV6FS_DIR && depth < 2) {
		depth++;
		xv6fs_list(walked, st->inum, walk_entry, NULL, err, sizeof err);
		depth--;
	} else if (xv6fs_read(walked, st->inum, &data, &len, err,
			      sizeof err) == 0) {
		free(data);
	}
	return 0;
}

Test(xv6fs, survives_random_damage)
{
	unsigned seed = 12345;
	int round, i;

	for (round = 0; round < 2000; round++) {
		struct xv6fs_stat st;

		make_image();
		for (i = 0; i < 1 + round % 8; i++) {
			seed = seed * 1103515245u + 12345u;
			img[BS + (seed >> 8) % (14 * BS)] ^=
				(unsigned char)(1u << ((seed >> 4) % 8));
		}
		walked = open_image(sizeof img);
		if (walked == NULL)
			continue;
		if (xv6fs_lookup(walked, "/", &st, err, sizeof err) == 0)
			walk_entry(NULL, "/", &st);
		xv6fs_close(walked);
	}
}
