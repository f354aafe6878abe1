/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Reading gmon.out files (GNU and 4.4BSD formats) back into memory, for
 * gmon-dump and the tests.  Host-side only: not part of the runtime.
 *
 * The reader trusts nothing in the file: every length it allocates for
 * is checked against the bytes actually there, and a file that fails
 * to parse leaves nothing allocated.
 */
#ifndef GMON_READ_H
#define GMON_READ_H

#include <stddef.h>
#include <stdint.h>

struct gmon_read_hist {
	uint64_t low, high;
	uint32_t nbins, rate;
	char dimen[16];
	char abbrev;
	uint16_t *bins;
};

struct gmon_read_arc {
	uint64_t from, self, count;
};

/* One (address, count) pair of a basic-block record (GNU tag 2). */
struct gmon_read_bb {
	uint64_t addr, count;
};

struct gmon_file {
	int bsd;		/* 4.4BSD format */
	uint32_t version;
	unsigned ptr_size;	/* 4 or 8 */
	int swap;		/* file byte order differs from the host's */
	size_t nhist, narcs, nbb;
	struct gmon_read_hist *hist;
	struct gmon_read_arc *arcs;
	struct gmon_read_bb *bb;
};

/*
 * Parse `len' bytes.  ptr_size 0 means the host's; big_endian < 0 means
 * the host's byte order.  Returns 0, or -1 with a message in err (and
 * nothing to free).
 */
int gmon_read(const unsigned char *data, size_t len, unsigned ptr_size,
	      int big_endian, struct gmon_file *f, char *err, size_t errlen);

/*
 * The same for a file.  Regular files are read up to their size; pipes
 * and devices up to GMON_READ_STREAM_MAX bytes, and only while what came
 * first looks like a profile.  Messages name the reason (no such file,
 * a directory, a read error) but not the path.
 */
#define GMON_READ_STREAM_MAX ((size_t)1 << 30)
int gmon_read_path(const char *path, unsigned ptr_size, int big_endian,
		   struct gmon_file *f, char *err, size_t errlen);
void gmon_file_free(struct gmon_file *f);

#endif
