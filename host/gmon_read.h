/*
 * Reading gmon.out files (GNU and 4.4BSD formats) back into memory, for
 * gmon-dump and the tests.  Host-side only: not part of the runtime.
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

struct gmon_file {
	int bsd;		/* 4.4BSD format */
	uint32_t version;
	unsigned ptr_size;	/* 4 or 8 */
	int swap;		/* file byte order differs from the host's */
	size_t nhist, narcs;
	struct gmon_read_hist *hist;
	struct gmon_read_arc *arcs;
};

/*
 * Parse `len' bytes.  ptr_size 0 means the host's; big_endian < 0 means
 * the host's byte order.  Returns 0, or -1 with a message in err.
 */
int gmon_read(const unsigned char *data, size_t len, unsigned ptr_size,
	      int big_endian, struct gmon_file *f, char *err, size_t errlen);
int gmon_read_path(const char *path, unsigned ptr_size, int big_endian,
		   struct gmon_file *f, char *err, size_t errlen);
void gmon_file_free(struct gmon_file *f);

#endif
