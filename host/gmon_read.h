/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * Reading gmon.out files (GNU and 4.4BSD formats), for gmon-dump and the
 * tests.  Host-side only: not part of the runtime.
 *
 * The reader trusts nothing in the file: every count is checked against
 * the bytes actually there before anything is read or allocated for it,
 * and a histogram whose high address is below its low one is refused.
 *
 * gmon_scan reports the records one by one and keeps none, so that what
 * a caller holds is what it keeps of them; gmon_read and gmon_read_path
 * keep every record, for files known to be small (the tests').
 */
#ifndef GMON_READ_H
#define GMON_READ_H

#include <stddef.h>
#include <stdint.h>

/* ---- where the bytes come from ---- */

/*
 * Where the bytes of a gmon.out come from, for gmon_scan:
 *
 *  - a regular file, read a window at a time as a scan goes, so that
 *    memory does not grow with the file's size, and read again by each
 *    further scan;
 *  - a pipe or a device (`gmon-dump /dev/stdin'), read whole into memory
 *    up to GMON_READ_STREAM_MAX bytes, and only while what came first
 *    looks like a profile, so that /dev/zero is refused at once;
 *  - bytes in the caller's memory.
 *
 * Opening never waits: a FIFO that no process has open for writing is
 * refused, not waited for, and so is anything else that is neither a
 * regular file, a pipe nor a device (a directory, a socket).
 */
#define GMON_READ_STREAM_MAX ((size_t)1 << 30)

struct gmon_source {
	int fd;				/* a regular file, or -1 */
	const unsigned char *data;	/* the bytes, when in memory */
	unsigned char *owned;		/* data, when read from a stream */
	uint64_t size;
};

/* The bytes [data, data + len), which must outlive the source. */
void gmon_source_memory(struct gmon_source *s, const unsigned char *data,
			size_t len);

/*
 * Open `path'.  ptr_size and big_endian (as for gmon_scan) tell what a
 * profile's first bytes look like, to stop reading a stream that is
 * none.  Returns 0, or -1 with the reason in err (not the path).
 */
int gmon_source_open(struct gmon_source *s, const char *path,
		     unsigned ptr_size, int big_endian, char *err,
		     size_t errlen);

void gmon_source_close(struct gmon_source *s);

/* ---- the records ---- */

struct gmon_read_hist {
	uint64_t low, high;
	uint32_t nbins, rate;
	char dimen[16];
	char abbrev;
	uint64_t samples;	/* the sum of the bins */
	uint16_t *bins;		/* gmon_read's; NULL in a scan */
};

struct gmon_read_arc {
	uint64_t from, self, count;
};

/* One (address, count) pair of a basic-block record (GNU tag 2). */
struct gmon_read_bb {
	uint64_t addr, count;
};

/* What the file's header says. */
struct gmon_info {
	int bsd;		/* 4.4BSD format */
	uint32_t version;
	unsigned ptr_size;	/* 4 or 8 */
	int swap;		/* file byte order differs from the host's */
};

/*
 * What a scan reports, in the file's order; any may be NULL.  A
 * histogram's bins follow its hist() call in pieces: bins[0..n) are
 * bins first.. of h.  A call that returns non-zero ends the scan, which
 * then returns -1 (the callback writes its own message).
 */
struct gmon_visitor {
	int (*hist)(void *ctx, const struct gmon_read_hist *h);
	int (*bins)(void *ctx, const struct gmon_read_hist *h, uint32_t first,
		    const uint16_t *bins, size_t n);
	int (*arc)(void *ctx, const struct gmon_read_arc *a);
	int (*bb)(void *ctx, const struct gmon_read_bb *b);
};

/*
 * Parse the whole of `s', calling `v' for each record.  ptr_size 0 means
 * the host's; big_endian < 0 means the host's byte order.  Returns 0, or
 * -1 with a message in err.  Memory: a window of the file and a piece of
 * bins, whatever the file's size.
 */
int gmon_scan(const struct gmon_source *s, unsigned ptr_size, int big_endian,
	      const struct gmon_visitor *v, void *ctx, struct gmon_info *info,
	      char *err, size_t errlen);

/* One scan of the file at `path' (gmon_source_open, then gmon_scan). */
int gmon_scan_path(const char *path, unsigned ptr_size, int big_endian,
		   const struct gmon_visitor *v, void *ctx,
		   struct gmon_info *info, char *err, size_t errlen);

struct gmon_file {
	int bsd;		/* as in struct gmon_info */
	uint32_t version;
	unsigned ptr_size;
	int swap;
	size_t nhist, narcs, nbb;
	struct gmon_read_hist *hist;
	struct gmon_read_arc *arcs;
	struct gmon_read_bb *bb;
};

/*
 * Every record of `len' bytes (gmon_scan's arguments).  Returns 0, or -1
 * with a message in err (and nothing to free).
 */
int gmon_read(const unsigned char *data, size_t len, unsigned ptr_size,
	      int big_endian, struct gmon_file *f, char *err, size_t errlen);

/* The same for a file (gmon_source_open).  Messages name the reason (no
 * such file, a directory, a read error) but not the path. */
int gmon_read_path(const char *path, unsigned ptr_size, int big_endian,
		   struct gmon_file *f, char *err, size_t errlen);
void gmon_file_free(struct gmon_file *f);

#endif
